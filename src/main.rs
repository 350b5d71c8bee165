//! Entry point of the Makruk web app, built by Trunk into `dist/`.
fn main() {
    makruk_web::start();
}
