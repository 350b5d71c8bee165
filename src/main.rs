//! Entry point of the Makruk web app, built by Trunk into `dist/`. The engine runs in a Web Worker
//! from modules of its own (the `makruk-worker` crate).
fn main() {
    makruk_web::start();
}
