//! TypeScript declarations of the plain objects the API takes and returns.

use wasm_bindgen::prelude::wasm_bindgen;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A variant's Fairy-Stockfish name. */
export type VariantName = "makruk" | "cambodian" | "karouk" | "makpong" | "asean";
/** A side. */
export type Color = "white" | "black";
/** Why a game ended. */
export type EndReason = "checkmate" | "stalemate" | "counting" | "mateWhileCounting" | "checkWin"
  | "insufficientMaterial" | "moveRule" | "repetition";
/** The result of a finished game. */
export interface Outcome {
  /** The winner, or null for a draw. */
  winner: Color | null;
  reason: EndReason;
  /** The PGN result. */
  result: "1-0" | "0-1" | "1/2-1/2";
  /** The reason in English, e.g. "counting limit reached". */
  description: string;
}
/** A running count (honour rules). */
export interface Counting {
  /** The side that counts (the weaker side). */
  counter: Color;
  kind: "boardsHonour" | "piecesHonour";
  /** The count so far and the limit, in plies (as Fairy-Stockfish counts). */
  ply: number;
  limit: number;
  /** The count and the limit in moves, as players announce them. */
  moves: number;
  limitMoves: number;
}
/** Limits of one search; with none at all, one second. */
export interface SearchOptions {
  movetimeMs?: number;
  depth?: number;
  nodes?: number;
  /** 1 (beginner) to 8 (full strength). */
  level?: number;
  /** Lines reported to the info callback (1 to 16). */
  multiPv?: number;
}
/** A score from the side to move's point of view: centipawns, or mate in moves (negative: getting mated). */
export type Score = { cp: number } | { mate: number };
/** Progress of a search, after each completed iteration. */
export interface SearchInfo {
  depth: number;
  seldepth: number;
  /** 1-based line number (multiPv). */
  multiPv: number;
  score: Score;
  nodes: number;
  nps: number;
  timeMs: number;
  /** The line in UCI form and in SAN. */
  pv: string[];
  pvSan: string[];
}
/** The move the engine chose. */
export interface SearchResult {
  /** UCI form. */
  move: string;
  san: string;
  score: Score;
  depth: number;
  pv: string[];
  pvSan: string[];
  nodes: number;
  timeMs: number;
}
"#;
