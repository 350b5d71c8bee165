//! The embed page (`?embed=1`), a module of its own that `assets/boot.js` loads instead of the
//! app's: a board in a frame of another site, its analysis mode the analysis board.
fn main() {
    makruk_web::start_embed();
}
