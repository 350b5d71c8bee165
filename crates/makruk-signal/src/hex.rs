//! Lowercase hexadecimal, as NIP-01 writes ids, keys and signatures.

/// `bytes` in lowercase hexadecimal.
pub fn encode(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        text.push(char::from(DIGITS[usize::from(byte >> 4)]));
        text.push(char::from(DIGITS[usize::from(byte & 15)]));
    }
    text
}

/// The bytes `text` spells in lowercase hexadecimal, whatever their number; `None` as for
/// [`decode`].
pub fn decode_vec(text: &str) -> Option<Vec<u8>> {
    if text.len() % 2 != 0 {
        return None;
    }
    text.as_bytes()
        .chunks_exact(2)
        .map(|pair| Some(digit(pair[0])? << 4 | digit(pair[1])?))
        .collect()
}

/// The value of a lowercase hexadecimal digit.
fn digit(byte: u8) -> Option<u8> {
    match byte {
        b'0'..=b'9' => Some(byte - b'0'),
        b'a'..=b'f' => Some(byte - b'a' + 10),
        _ => None,
    }
}

/// The `N` bytes `text` spells in lowercase hexadecimal; `None` for another length, upper case or
/// any other character.
pub fn decode<const N: usize>(text: &str) -> Option<[u8; N]> {
    let digits = text.as_bytes();
    if digits.len() != 2 * N {
        return None;
    }
    let mut bytes = [0u8; N];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
        *byte = digit(pair[0])? << 4 | digit(pair[1])?;
    }
    Some(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip() {
        let bytes = [0x00, 0x0f, 0xa5, 0xff];
        assert_eq!(encode(&bytes), "000fa5ff");
        assert_eq!(decode::<4>("000fa5ff"), Some(bytes));
        assert_eq!(decode_vec("000fa5ff"), Some(bytes.to_vec()));
        assert_eq!(decode_vec(""), Some(vec![]));
    }

    #[test]
    fn other_spellings_are_refused() {
        for text in [
            "000FA5FF",
            "000fa5f",
            "000fa5fff0",
            "000fa5fg",
            "000fa5f ",
            "+00fa5ff",
        ] {
            assert_eq!(decode::<4>(text), None, "{text:?}");
            assert_eq!(decode_vec(text).filter(|b| b.len() == 4), None, "{text:?}");
        }
    }
}
