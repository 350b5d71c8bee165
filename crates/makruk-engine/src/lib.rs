//! Makruk search engine: iterative-deepening alpha-beta search and evaluation on `makruk-core`.
