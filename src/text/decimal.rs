//! Numbers written with a fixed number of decimals from integers: std's float formatting
//! would cost the app about 5 KiB gz.

/// `units / 10^places` with `places` decimals: `decimal(-125, 2, false)` is `-1.25`; `signed`
/// writes a `+` before zero and positive numbers (`+0.00`).
pub fn decimal(units: i64, places: u32, signed: bool) -> String {
    let sign = match (units < 0, signed) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    let scale = 10u64.pow(places);
    let (whole, fraction) = (units.unsigned_abs() / scale, units.unsigned_abs() % scale);
    match places {
        0 => format!("{sign}{whole}"),
        _ => format!("{sign}{whole}.{fraction:0width$}", width = places as usize),
    }
}

/// `value` rounded to `places` decimals (halves away from zero) and written as [`decimal`] does.
pub fn rounded(value: f64, places: u32, signed: bool) -> String {
    decimal(
        (value * 10f64.powi(places as i32)).round() as i64,
        places,
        signed,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_with_their_decimals_and_sign() {
        assert_eq!(decimal(-125, 2, false), "-1.25");
        assert_eq!(decimal(35, 2, true), "+0.35");
        assert_eq!(decimal(0, 2, true), "+0.00");
        assert_eq!(decimal(-5, 1, true), "-0.5");
        assert_eq!(decimal(1500, 3, false), "1.500");
        assert_eq!(decimal(42, 0, false), "42");
        assert_eq!(rounded(0.12345, 3, false), "0.123");
        assert_eq!(rounded(62.46, 1, false), "62.5");
        assert_eq!(rounded(1.0, 3, false), "1.000");
        assert_eq!(rounded(-0.04, 1, true), "+0.0");
    }
}
