//! The Makruk web app (Yew), built by Trunk into `dist/`.
fn main() {}
