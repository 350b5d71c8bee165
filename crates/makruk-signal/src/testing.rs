//! Helpers of the unit tests (compiled only for them).

/// The bytes of `tests/fixtures/live/v2/NAME`, a file of hexadecimal digits.
pub(crate) fn hex_fixture(name: &str) -> Vec<u8> {
    let path = format!(
        "{}/../../tests/fixtures/live/v2/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    crate::hex::decode_vec(text.trim()).unwrap_or_else(|| panic!("{path}: not hexadecimal"))
}
