//! The variants' names, as the JavaScript API reads them.

use crate::Error;
use makruk_core::Variant;

/// The variant named `name` (Fairy-Stockfish's names, ASCII case ignored); Makruk when absent.
pub(crate) fn variant(name: Option<&str>) -> Result<Variant, Error> {
    let Some(name) = name else {
        return Ok(Variant::Makruk);
    };
    Variant::from_uci_name(name).ok_or_else(|| {
        let known: Vec<&str> = Variant::ALL.iter().map(|v| v.uci_name()).collect();
        Error::new(format!(
            "unknown variant {name:?} (expected one of {})",
            known.join(", ")
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_defaults_to_makruk_and_ignores_case() {
        assert_eq!(variant(None).unwrap(), Variant::Makruk);
        assert_eq!(variant(Some("ASEAN")).unwrap(), Variant::Asean);
        assert_eq!(variant(Some("sittuyin")).unwrap(), Variant::Sittuyin);
    }

    #[test]
    fn unknown_variant_lists_the_known_ones() {
        let err = variant(Some("xiangqi")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "unknown variant \"xiangqi\" (expected one of makruk, cambodian, karouk, makpong, asean, sittuyin)"
        );
    }
}
