//! A text as a QR code, for a phone's camera: the live game's invite and reply links, encoded by
//! Project Nayuki's `qrcodegen` and drawn as one SVG path, with no service and no network.
use std::fmt::Write;

use qrcodegen::QrCodeEcc;

/// The light border a reader needs around a code, in modules, on each side.
pub const QUIET_ZONE: usize = 4;

/// A QR code: a square of dark and light modules.
pub struct QrCode(qrcodegen::QrCode);

impl QrCode {
    /// The code of `text` in byte mode, in the smallest version that holds it with medium error
    /// correction (raised where that version has room), else with low; `None` if the text is too
    /// long even for version 40. (Byte mode only: a link's lowercase letters rule out the
    /// alphanumeric mode anyway, and the encoder's choice of modes would double its wasm.)
    pub fn encode(text: &str) -> Option<QrCode> {
        [QrCodeEcc::Medium, QrCodeEcc::Low]
            .into_iter()
            .find_map(|ecl| qrcodegen::QrCode::encode_binary(text.as_bytes(), ecl).ok())
            .map(QrCode)
    }

    /// Modules per side, without the quiet zone.
    pub fn size(&self) -> usize {
        self.0.size() as usize
    }

    /// Whether the module at column `x`, row `y` is dark (outside the code: light).
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.size() && y < self.size() && self.0.get_module(x as i32, y as i32)
    }

    /// The `d` of one SVG path filling the dark modules, in module units and shifted by the quiet
    /// zone (so the image's `viewBox` is `0 0 S S` with `S = size + 2 × QUIET_ZONE`): one
    /// rectangle for each horizontal run of dark modules.
    pub fn svg_path(&self) -> String {
        let n = self.size();
        let mut d = String::new();
        for y in 0..n {
            let mut x = 0;
            while x < n {
                if !self.is_dark(x, y) {
                    x += 1;
                    continue;
                }
                let start = x;
                while x < n && self.is_dark(x, y) {
                    x += 1;
                }
                let (left, top, run) = (start + QUIET_ZONE, y + QUIET_ZONE, x - start);
                let _ = write!(d, "M{left} {top}h{run}v1h-{run}z");
            }
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rectangles of a path written by `svg_path`: (left, top, width), one module high.
    fn rects(d: &str) -> Vec<(usize, usize, usize)> {
        d.split_terminator('z')
            .map(|rect| {
                let rest = rect.strip_prefix('M').expect("a rectangle starts with M");
                let (left, rest) = rest.split_once(' ').expect("M x y");
                let (top, rest) = rest.split_once('h').expect("then h");
                let (run, back) = rest.split_once("v1h-").expect("then v1h-");
                assert_eq!(run, back, "the rectangle closes on its own width: {rect}");
                let num = |s: &str| s.parse::<usize>().expect("a whole number");
                (num(left), num(top), num(run))
            })
            .collect()
    }

    /// The picture the path draws: `side × side` modules, the quiet zone included, dark = true.
    fn drawn(code: &QrCode) -> Vec<Vec<bool>> {
        let side = code.size() + 2 * QUIET_ZONE;
        let mut image = vec![vec![false; side]; side];
        for (left, top, run) in rects(&code.svg_path()) {
            assert!(run > 0 && left + run <= side && top < side);
            for cell in &mut image[top][left..left + run] {
                assert!(!*cell, "rectangles do not overlap");
                *cell = true;
            }
        }
        image
    }

    /// A base64url live link of `len` characters, in the shape of the app's invites.
    fn link(len: usize) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let mut text = String::from("https://example.org/makruk/#live=AQAB");
        let mut seed = 0x2545_f491_u32;
        while text.len() < len {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            text.push(ALPHABET[(seed >> 16) as usize % 64] as char);
        }
        text
    }

    /// The text a real decoder reads from the drawn path, each module 4 × 4 pixels.
    fn read_back(code: &QrCode) -> String {
        const PIXELS: usize = 4;
        let image = drawn(code);
        let side = image.len() * PIXELS;
        let mut prepared = rqrr::PreparedImage::prepare_from_greyscale(side, side, |x, y| {
            if image[y / PIXELS][x / PIXELS] {
                0
            } else {
                255
            }
        });
        let grids = prepared.detect_grids();
        assert_eq!(grids.len(), 1, "one code found");
        grids[0].decode().expect("the code decodes").1
    }

    #[test]
    fn a_decoder_reads_the_text_back() {
        for text in ["Makruk", &link(200), &link(600)] {
            let code = QrCode::encode(text).expect("the text fits");
            assert_eq!(read_back(&code), text, "{} characters", text.len());
        }
    }

    #[test]
    fn the_path_covers_exactly_the_dark_modules_in_runs() {
        let code = QrCode::encode(&link(200)).unwrap();
        let image = drawn(&code);
        let side = code.size() + 2 * QUIET_ZONE;
        for (y, row) in image.iter().enumerate() {
            for (x, &dark) in row.iter().enumerate() {
                let inside = |v: usize| (QUIET_ZONE..side - QUIET_ZONE).contains(&v);
                let module = inside(x) && inside(y) && code.is_dark(x - QUIET_ZONE, y - QUIET_ZONE);
                assert_eq!(dark, module, "module ({x}, {y}) of the image");
            }
        }
        // Each rectangle is a whole run: no two touch on a row.
        let rects = rects(&code.svg_path());
        for pair in rects.windows(2) {
            let ((left, top, run), (next, next_top, _)) = (pair[0], pair[1]);
            assert!(next_top > top || next > left + run, "{pair:?}");
        }
    }

    #[test]
    fn the_quiet_zone_is_four_light_modules() {
        let code = QrCode::encode("Makruk").unwrap();
        assert_eq!(code.size(), 21, "version 1");
        // The top-left finder pattern's first row starts the path, four modules in.
        assert!(code.svg_path().starts_with("M4 4h7v1h-7z"));
        let image = drawn(&code);
        let side = image.len();
        for (y, row) in image.iter().enumerate() {
            for (x, &dark) in row.iter().enumerate() {
                let border = x.min(y) < QUIET_ZONE || x.max(y) >= side - QUIET_ZONE;
                assert!(!(border && dark), "({x}, {y}) is in the quiet zone");
            }
        }
        assert!(!code.is_dark(code.size(), 0) && !code.is_dark(0, code.size()));
    }

    #[test]
    fn too_long_a_text_has_no_code() {
        assert!(QrCode::encode(&link(10_000)).is_none());
        // The most version 40 holds in bytes with low error correction.
        assert!(QrCode::encode(&link(2_953)).is_some());
        assert!(QrCode::encode(&link(2_954)).is_none());
    }
}
