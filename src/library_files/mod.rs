//! PGN files and the library: a file of many games imported in slices with a report of the games
//! skipped ([`import`]), and stored games written back as one PGN file ([`export`]).
pub mod export;
pub mod import;
