//! The byte layout shared by this crate's formats (links, signalling payloads, lobby entries,
//! chat): a reader that refuses anything but the form the writers produce, and the one error type
//! of these formats.

/// Why a link, payload, lobby entry or chat message cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Not base64url without padding.
    Encoding,
    /// The checksum does not match: changed or cut short.
    Checksum,
    /// Written by another version.
    Version(u8),
    /// A kind or type byte this version does not know.
    Kind(u8),
    /// Ends too early (or a varint in a longer form than needed).
    Truncated,
    /// Bytes left over after the fields.
    TrailingBytes,
    /// Longer than the format allows.
    TooLarge,
    /// A field out of range or malformed.
    Field(&'static str),
    /// Too old.
    Expired,
    /// Dated too far in the future (another device's clock).
    FromTheFuture,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormatError::Encoding => write!(f, "it contains characters it never has"),
            FormatError::Checksum => write!(f, "it was changed or cut short (checksum mismatch)"),
            FormatError::Version(v) => write!(f, "it was made by another version (format {v})"),
            FormatError::Kind(k) => write!(f, "it is of an unknown kind ({k})"),
            FormatError::Truncated => write!(f, "it is cut short"),
            FormatError::TrailingBytes => write!(f, "it has data after its end"),
            FormatError::TooLarge => write!(f, "it is longer than allowed"),
            FormatError::Field(name) => write!(f, "its {name} is invalid"),
            FormatError::Expired => write!(f, "it has expired"),
            FormatError::FromTheFuture => {
                write!(f, "it is dated in the future (check the device's clock)")
            }
        }
    }
}

impl std::error::Error for FormatError {}

/// Reads a format's bytes in order.
pub(crate) struct Reader<'a> {
    data: &'a [u8],
}

impl<'a> Reader<'a> {
    pub(crate) fn new(data: &'a [u8]) -> Reader<'a> {
        Reader { data }
    }

    /// Reads the version byte: `expected`, or [`FormatError::Version`].
    pub(crate) fn version(&mut self, expected: u8) -> Result<(), FormatError> {
        match self.byte()? {
            version if version == expected => Ok(()),
            other => Err(FormatError::Version(other)),
        }
    }

    pub(crate) fn byte(&mut self) -> Result<u8, FormatError> {
        Ok(self.bytes(1)?[0])
    }

    pub(crate) fn bytes(&mut self, len: usize) -> Result<&'a [u8], FormatError> {
        if self.data.len() < len {
            return Err(FormatError::Truncated);
        }
        let (head, rest) = self.data.split_at(len);
        self.data = rest;
        Ok(head)
    }

    pub(crate) fn array<const N: usize>(&mut self) -> Result<[u8; N], FormatError> {
        Ok(self.bytes(N)?.try_into().expect("N bytes were taken"))
    }

    pub(crate) fn u64(&mut self) -> Result<u64, FormatError> {
        self.array().map(u64::from_be_bytes)
    }

    /// A little-endian base-128 number in its shortest form.
    pub(crate) fn varint(&mut self) -> Result<u64, FormatError> {
        let (value, used) = read_varint(self.data)?;
        self.data = &self.data[used..];
        Ok(value)
    }

    /// Bytes after a varint length of at most `max`.
    pub(crate) fn sized(
        &mut self,
        max: usize,
        field: &'static str,
    ) -> Result<&'a [u8], FormatError> {
        let len = self.varint()?;
        let len = usize::try_from(len)
            .ok()
            .filter(|&len| len <= max)
            .ok_or(FormatError::Field(field))?;
        self.bytes(len)
    }

    /// UTF-8 text after a varint length of at most `max` bytes, with no control character.
    pub(crate) fn text(&mut self, max: usize, field: &'static str) -> Result<&'a str, FormatError> {
        let text =
            std::str::from_utf8(self.sized(max, field)?).map_err(|_| FormatError::Field(field))?;
        if text.chars().any(char::is_control) {
            return Err(FormatError::Field(field));
        }
        Ok(text)
    }

    /// Succeeds when every byte was read.
    pub(crate) fn finish(self) -> Result<(), FormatError> {
        if self.data.is_empty() {
            Ok(())
        } else {
            Err(FormatError::TrailingBytes)
        }
    }
}

/// The little-endian base-128 number that starts `data`, in its shortest form, and how many bytes
/// it takes; a longer form than needed or more than 64 bits is [`FormatError::Truncated`].
///
/// # Errors
/// `data` does not start with such a number.
pub fn read_varint(data: &[u8]) -> Result<(u64, usize), FormatError> {
    let mut value = 0u64;
    for (index, shift) in (0..64).step_by(7).enumerate() {
        let byte = *data.get(index).ok_or(FormatError::Truncated)?;
        let bits = u64::from(byte & 0x7f);
        if shift > 0 && byte == 0 || bits << shift >> shift != bits {
            return Err(FormatError::Truncated);
        }
        value |= bits << shift;
        if byte & 0x80 == 0 {
            return Ok((value, index + 1));
        }
    }
    Err(FormatError::Truncated)
}

/// The CRC-32 (IEEE 802.3, as zip and PNG use; bit by bit, no table) that ends a payload,
/// big-endian.
pub fn checksum(data: &[u8]) -> [u8; 4] {
    const CRC_32: crc::Crc<u32, crc::NoTable> =
        crc::Crc::<u32, crc::NoTable>::new(&crc::CRC_32_ISO_HDLC);
    CRC_32.checksum(data).to_be_bytes()
}

/// Appends `value` in little-endian base 128.
pub fn push_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push((value & 0x7f) as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// Appends bytes after their varint length.
pub(crate) fn push_sized(out: &mut Vec<u8>, bytes: &[u8]) {
    push_varint(out, bytes.len() as u64);
    out.extend_from_slice(bytes);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn varints_have_one_form() {
        for value in [0, 1, 127, 128, 300, u64::from(u32::MAX), u64::MAX] {
            let mut out = Vec::new();
            push_varint(&mut out, value);
            let mut reader = Reader::new(&out);
            assert_eq!(reader.varint(), Ok(value));
            assert_eq!(reader.finish(), Ok(()));
        }
        // 1 written in two bytes, and eleven bytes.
        assert_eq!(
            Reader::new(&[0x81, 0x00]).varint(),
            Err(FormatError::Truncated)
        );
        assert_eq!(
            Reader::new(&[0xff; 11]).varint(),
            Err(FormatError::Truncated)
        );
        assert_eq!(Reader::new(&[0x80]).varint(), Err(FormatError::Truncated));
    }

    #[test]
    fn texts_are_bounded_utf8_without_control_characters() {
        let read = |bytes: &[u8]| Reader::new(bytes).text(4, "name").map(str::to_string);
        assert_eq!(read(&[2, b'o', b'k']), Ok("ok".into()));
        assert_eq!(
            read(&[5, b'a', b'b', b'c', b'd', b'e']),
            Err(FormatError::Field("name"))
        );
        assert_eq!(read(&[1, b'\n']), Err(FormatError::Field("name")));
        assert_eq!(read(&[1, 0xff]), Err(FormatError::Field("name")));
        assert_eq!(read(&[3, b'a']), Err(FormatError::Truncated));
    }
}
