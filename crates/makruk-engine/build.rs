//! Writes `FILE_HASH`, the 64-bit FNV-1a hash of `src/network.bin` (the weights file [`network::load`]
//! checks), to `$OUT_DIR/network_hash.rs`. Sets `cfg(wasm_simd)` in a wasm32 build with the `simd128` feature: the functions marked with it
//! (the network's loops over its hidden layers) are then compiled with wasm SIMD.
fn main() {
    println!("cargo::rerun-if-changed=src/network.bin");
    println!("cargo::rerun-if-changed=build.rs");
    let file = std::fs::read("src/network.bin").expect("src/network.bin");
    let hash = file.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let out = std::path::Path::new(&std::env::var_os("OUT_DIR").expect("OUT_DIR"))
        .join("network_hash.rs");
    std::fs::write(
        out,
        format!("/// The 64-bit FNV-1a hash of the weights file the engine was compiled with.\npub const FILE_HASH: u64 = 0x{hash:016x};\n"),
    )
    .expect("network_hash.rs written");
    println!("cargo::rustc-check-cfg=cfg(wasm_simd)");
    let wasm32 = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if wasm32 && std::env::var_os("CARGO_FEATURE_SIMD128").is_some() {
        println!("cargo::rustc-cfg=wasm_simd");
    }
}
