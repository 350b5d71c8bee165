//! The engine benchmark as a bare wasm module for Node (see `scripts/bench-engine.sh`):
//! `cargo build --release -p makruk-worker --example wasm_bench --target wasm32-unknown-unknown`.
//! Exports `bench(depth) -> nodes` (u64, a BigInt in JavaScript); the caller times it.

/// Searches every bench position to `depth` and returns the total nodes.
#[no_mangle]
pub extern "C" fn bench(depth: u32) -> u64 {
    makruk_engine::bench::run(depth)
}
