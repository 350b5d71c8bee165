//! Sets `cfg(wasm_simd)` in a wasm32 build with the `simd128` feature: the functions marked with it
//! (the network's loops over its hidden layers) are then compiled with wasm SIMD.
fn main() {
    println!("cargo::rustc-check-cfg=cfg(wasm_simd)");
    let wasm32 = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm32 && std::env::var_os("CARGO_FEATURE_SIMD128").is_some() {
        println!("cargo::rustc-cfg=wasm_simd");
    }
}
