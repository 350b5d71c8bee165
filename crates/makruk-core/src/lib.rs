//! Makruk (Thai chess) rules core: positions, legal moves, counting rules and notation.
#![cfg_attr(not(feature = "std"), no_std)]
