//! Endgame tables for a lone khun against a khun with one or two pieces (ruea, khon, met, promoted
//! bia, ma): the exact distance to mate of every position, built by retrograde analysis the first
//! time the search meets such an ending. These are the endings the counting rule decides (a lone
//! ruea has 16 moves less the pieces, a khon 44, ma and met 64): the search plays the shortest mate
//! and knows whether it fits in the count, where heuristics alone often run out of moves.
//!
//! Squares are seen from the stronger side: when Black is stronger the board is flipped (ranks
//! mirrored), so its khon moves up the board like White's. A capture by the lone khun leaves the
//! table and counts as escaping (the material left either cannot mate or starts over).

use crate::attacks::{ruea, KHON, KHUN, MA, MET};
use alloc::vec::Vec;
use makruk_core::{Color, Move, Position, Role, Variant};

/// Distance unknown: no forced mate in the table (a draw, or a line that leaves it).
const UNKNOWN: u8 = u8::MAX;
/// A lone-khun position that is never lost (it can escape by a capture, or it is stalemate).
const NEVER_LOST: u8 = u8::MAX;
/// Longest distance to mate the tables record, in plies.
const MAX_DISTANCE: u32 = 250;

/// The stronger side's pieces besides its khun, in a fixed order (at most two).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Material {
    roles: [Role; 2],
    len: usize,
}

/// Whether the pieces of `pos` move as the tables' Makruk pieces do (see [`Material::of`]).
fn moves_as_makruk(pos: &Position) -> bool {
    let makruk_moves = match pos.variant() {
        Variant::Cambodian | Variant::Makruk => pos.rights().is_empty(),
        Variant::Sittuyin => true,
        _ => false,
    };
    makruk_moves && !pos.move_rules().sutras.khun
}

/// Pieces besides the khuns at most, in a position from which the search may capture its way
/// into a one-piece table ending worth knowing ([`LoneKhunTables::prepare_near`]).
const NEAR_TABLE_PIECES: u32 = 4;

impl Material {
    /// The material of `pos` if it is a table ending of Makruk: one side has only its khun, the
    /// other its khun and one or two of ruea, khon, met (promoted bia are mets) and ma, and nothing
    /// else.
    pub fn of(pos: &Position) -> Option<(Material, Color)> {
        // The other variants move or end differently (checks that end the game, khun moves out of
        // check), and so do pieces that may still make a first-move leap (Ouk's, Walker's, Sut
        // Khun). Ouk and Walker's rules without first-move rights and Sittuyin (whose set-up,
        // keeping every bia, is never a table ending) move as Makruk does; their own counts
        // (Walker's table among them) and Sittuyin's move rule are read at the probe.
        if !moves_as_makruk(pos) {
            return None;
        }
        let strong = [Color::White, Color::Black]
            .into_iter()
            .find(|&c| pos.by_color(c.other()).count() == 1 && pos.by_color(c).count() > 1)?;
        let mut roles = [Role::Met; 2];
        let mut len = 0;
        for role in [Role::Khon, Role::Met, Role::Ma, Role::Ruea, Role::Bia] {
            for _ in pos.pieces(strong, role) {
                if len == 2 || role == Role::Bia {
                    return None;
                }
                roles[len] = role;
                len += 1;
            }
        }
        makruk_core::small_sort::by_key(&mut roles[..len], |r| r.index());
        Some((Material { roles, len }, strong))
    }

    fn roles(&self) -> &[Role] {
        &self.roles[..self.len]
    }

    /// Whether the table is small enough (one piece: 2 × 64³ positions, a few milliseconds) to
    /// build in any search.
    pub fn is_small(&self) -> bool {
        self.len == 1
    }
}

/// Squares a piece of the stronger side (seen as White) attacks from `sq`; `occupied` blocks a
/// ruea.
fn attacks(role: Role, sq: usize, occupied: u64) -> u64 {
    match role {
        Role::Khon => KHON[0][sq],
        Role::Met => MET[sq],
        Role::Ma => MA[sq],
        Role::Ruea => ruea(sq, occupied),
        _ => KHUN[sq],
    }
}

/// Squares from which a piece of the stronger side reaches `sq` in one move over the empty
/// squares of `!occupied`: a khon steps back the way a black khon steps forward; the other pieces
/// move alike both ways.
fn origins(role: Role, sq: usize, occupied: u64) -> u64 {
    match role {
        Role::Khon => KHON[1][sq],
        _ => attacks(role, sq, occupied),
    }
}

/// One table position: the stronger khun, the lone khun and the pieces, all seen from the
/// stronger side, and whether the lone khun is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Placement {
    lone_to_move: bool,
    strong_khun: usize,
    lone_khun: usize,
    pieces: [usize; 2],
}

/// The distance to mate of every position of one material.
pub struct Table {
    material: Material,
    distance: Vec<u8>,
}

impl Table {
    fn positions_per_side(material: &Material) -> usize {
        1 << (6 * (2 + material.len))
    }

    fn index(&self, p: &Placement) -> usize {
        let mut index = usize::from(p.lone_to_move);
        index = index * 64 + p.strong_khun;
        index = index * 64 + p.lone_khun;
        for &sq in &p.pieces[..self.material.len] {
            index = index * 64 + sq;
        }
        index
    }

    fn placement(&self, mut index: usize) -> Placement {
        let mut pieces = [0; 2];
        for slot in pieces[..self.material.len].iter_mut().rev() {
            *slot = index % 64;
            index /= 64;
        }
        let lone_khun = index % 64;
        index /= 64;
        let strong_khun = index % 64;
        Placement {
            lone_to_move: index / 64 == 1,
            strong_khun,
            lone_khun,
            pieces,
        }
    }

    fn occupied(&self, p: &Placement) -> u64 {
        let mut occupied = 1u64 << p.strong_khun;
        for &sq in &p.pieces[..self.material.len] {
            occupied |= 1 << sq;
        }
        occupied
    }

    /// Whether the squares are distinct and the khuns apart.
    fn is_valid(&self, p: &Placement) -> bool {
        let occupied = self.occupied(p);
        occupied.count_ones() as usize == 1 + self.material.len
            && occupied & 1 << p.lone_khun == 0
            && KHUN[p.strong_khun] & 1 << p.lone_khun == 0
    }

    /// Squares the stronger side attacks, leaving out the piece in slot `skip` (if any). The lone
    /// khun does not block a ruea: a square behind it on the ruea's line is no flight square.
    fn strong_attacks(&self, p: &Placement, skip: Option<usize>) -> u64 {
        let mut blockers = 1u64 << p.strong_khun;
        for (slot, &sq) in p.pieces[..self.material.len].iter().enumerate() {
            if Some(slot) != skip {
                blockers |= 1 << sq;
            }
        }
        let mut attacked = KHUN[p.strong_khun];
        for (slot, (&role, &sq)) in self.material.roles().iter().zip(&p.pieces).enumerate() {
            if Some(slot) != skip {
                attacked |= attacks(role, sq, blockers);
            }
        }
        attacked
    }

    /// Builds the table by retrograde analysis from the mates, at once (`None` if its memory
    /// cannot be had).
    pub fn build(material: Material) -> Option<Table> {
        let mut build = TableBuild::new(material)?;
        while !build.advance(usize::MAX) {}
        Some(build.table)
    }

    /// Calls `visit` with every legal stronger-side-to-move position that reaches `p` (lone khun to
    /// move) by one move of the stronger side.
    fn strong_predecessors(&self, p: &Placement, mut visit: impl FnMut(Placement)) {
        let free = !(self.occupied(p) | 1u64 << p.lone_khun);
        let mut consider = |before: Placement| {
            // Before the move the lone khun was not in check (it was the stronger side's turn).
            if self.is_valid(&before)
                && self.strong_attacks(&before, None) & 1 << before.lone_khun == 0
            {
                visit(before);
            }
        };
        for from in crate::attacks::squares(KHUN[p.strong_khun] & free) {
            consider(Placement {
                lone_to_move: false,
                strong_khun: from,
                ..*p
            });
        }
        for (slot, &role) in self.material.roles().iter().enumerate() {
            for from in crate::attacks::squares(origins(role, p.pieces[slot], !free) & free) {
                let mut pieces = p.pieces;
                pieces[slot] = from;
                consider(Placement {
                    lone_to_move: false,
                    pieces,
                    ..*p
                });
            }
        }
    }

    /// Plies to mate in `pos` (a position of this table's material with `strong` the stronger
    /// side), if the table knows a forced mate.
    fn plies_to_mate(&self, pos: &Position, strong: Color) -> Option<u32> {
        let seen = |sq: makruk_core::Square| match strong {
            Color::White => sq.index(),
            Color::Black => sq.index() ^ 56,
        };
        let mut pieces = [0; 2];
        let mut filled = [false; 2];
        for sq in pos.by_color(strong) {
            let Some(piece) = pos.piece_at(sq) else {
                continue;
            };
            let role = piece.role;
            if role == Role::Khun {
                continue;
            }
            let slot =
                (0..self.material.len).find(|&i| !filled[i] && self.material.roles[i] == role)?;
            filled[slot] = true;
            pieces[slot] = seen(sq);
        }
        let placement = Placement {
            lone_to_move: pos.turn() != strong,
            strong_khun: seen(pos.khun(strong)),
            lone_khun: seen(pos.khun(strong.other())),
            pieces,
        };
        let distance = self.distance[self.index(&placement)];
        (distance != UNKNOWN).then_some(u32::from(distance))
    }
}

/// A table under construction, built a bounded amount of work at a time ([`TableBuild::advance`]):
/// a two-piece table takes seconds, which the browser's engine spreads over the slices of an
/// analysis so that it still answers its messages.
pub struct TableBuild {
    table: Table,
    /// Lone-khun moves not yet refuted, per lone-khun-to-move position.
    moves_left: Vec<u8>,
    stage: Stage,
    /// Where the current stage goes on: a position (finding the mates) or an index into
    /// `frontier` or `strong_wins`.
    cursor: usize,
    /// Plies to mate of the lone-khun-to-move positions in `frontier`.
    distance: u32,
    /// Lone-khun-to-move positions lost in `distance` plies.
    frontier: Vec<usize>,
    /// Stronger-side-to-move positions found to mate in `distance + 1` plies.
    strong_wins: Vec<usize>,
    /// Lone-khun-to-move positions found to be lost in `distance + 2` plies.
    next: Vec<usize>,
    /// Scratch list of one position's predecessors.
    before: Vec<usize>,
}

/// `len` bytes of `value`, or `None` if the memory cannot be had (a browser's engine then goes on
/// without the table rather than stopping).
fn filled(value: u8, len: usize) -> Option<Vec<u8>> {
    let mut bytes = Vec::new();
    bytes.try_reserve_exact(len).ok()?;
    bytes.resize(len, value);
    Some(bytes)
}

/// Positions of a frontier taken in ascending order at a time: the table's reads then sweep its
/// memory rather than jump about it (a two-piece build takes about a quarter less time), in
/// sorts short enough for a slice of work.
const SORTED_CHUNK: usize = 1 << 17;

/// Sorts the chunk of `positions` that starts at `cursor`, if one does.
fn sort_chunk_at(positions: &mut [usize], cursor: usize) {
    if cursor % SORTED_CHUNK == 0 {
        let end = positions.len().min(cursor + SORTED_CHUNK);
        positions[cursor..end].sort_unstable();
    }
}

/// The steps of a [`TableBuild`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    /// Every lone-khun-to-move position: mates, escapes, and moves to refute.
    Mates,
    /// The stronger side's moves into `frontier`.
    StrongMoves,
    /// The lone khun's moves into `strong_wins`.
    LoneMoves,
    Done,
}

impl TableBuild {
    /// A build of `material`'s table, nothing done yet. Its memory is taken now (2 × 64^(2 + pieces)
    /// bytes for the table and half as much more while it is built): `None` if it cannot be had.
    pub fn new(material: Material) -> Option<TableBuild> {
        let per_side = Table::positions_per_side(&material);
        Some(TableBuild {
            table: Table {
                material,
                distance: filled(UNKNOWN, 2 * per_side)?,
            },
            moves_left: filled(NEVER_LOST, per_side)?,
            stage: Stage::Mates,
            cursor: 0,
            distance: 0,
            frontier: Vec::new(),
            strong_wins: Vec::new(),
            next: Vec::new(),
            before: Vec::new(),
        })
    }

    /// The material whose table this builds.
    pub fn material(&self) -> Material {
        self.table.material
    }

    /// Does at most `work` units of the build (a position examined or expanded each); whether the
    /// table is complete.
    pub fn advance(&mut self, mut work: usize) -> bool {
        while work > 0 {
            let (complete, next) = match self.stage {
                Stage::Mates => (self.find_mates(&mut work), Stage::StrongMoves),
                Stage::StrongMoves => (self.expand_strong_moves(&mut work), Stage::LoneMoves),
                Stage::LoneMoves => (self.expand_lone_moves(&mut work), Stage::StrongMoves),
                Stage::Done => break,
            };
            if complete {
                if self.stage == Stage::LoneMoves {
                    self.frontier = core::mem::take(&mut self.next);
                    self.strong_wins.clear();
                    self.distance += 2;
                }
                self.cursor = 0;
                self.stage = if next == Stage::StrongMoves
                    && (self.frontier.is_empty() || self.distance + 2 > MAX_DISTANCE)
                {
                    Stage::Done
                } else {
                    next
                };
            }
        }
        self.stage == Stage::Done
    }

    /// The table, once [`TableBuild::advance`] has returned true.
    pub fn finish(self) -> Option<Table> {
        (self.stage == Stage::Done).then_some(self.table)
    }

    /// Marks the mates and counts the moves of every other lone-khun-to-move position; whether
    /// all positions are done.
    fn find_mates(&mut self, work: &mut usize) -> bool {
        let table = &mut self.table;
        let per_side = self.moves_left.len();
        while self.cursor < per_side {
            if *work == 0 {
                return false;
            }
            *work -= 1;
            let offset = self.cursor;
            self.cursor += 1;
            let p = table.placement(per_side + offset);
            if !table.is_valid(&p) {
                continue;
            }
            let attacked = table.strong_attacks(&p, None);
            let mut count = 0u8;
            let mut escapes = false;
            for to in crate::attacks::squares(KHUN[p.lone_khun]) {
                let target = 1u64 << to;
                if let Some(slot) = p.pieces[..table.material.len].iter().position(|&s| s == to) {
                    escapes |= table.strong_attacks(&p, Some(slot)) & target == 0;
                } else if attacked & target == 0 && to != p.strong_khun {
                    count += 1;
                }
            }
            if escapes {
                continue;
            }
            if count == 0 {
                if attacked & 1 << p.lone_khun != 0 {
                    table.distance[per_side + offset] = 0;
                    self.frontier.push(per_side + offset);
                }
                continue;
            }
            self.moves_left[offset] = count;
        }
        true
    }

    /// Marks the stronger side's moves into a position lost in `distance` as mates in
    /// `distance + 1`; whether the whole frontier is done.
    fn expand_strong_moves(&mut self, work: &mut usize) -> bool {
        let table = &mut self.table;
        while self.cursor < self.frontier.len() {
            if *work == 0 {
                return false;
            }
            *work -= 1;
            sort_chunk_at(&mut self.frontier, self.cursor);
            let lost = self.frontier[self.cursor];
            self.cursor += 1;
            self.before.clear();
            let before = &mut self.before;
            table.strong_predecessors(&table.placement(lost), |p| before.push(table.index(&p)));
            for &index in before.iter() {
                if table.distance[index] == UNKNOWN {
                    table.distance[index] = (self.distance + 1) as u8;
                    self.strong_wins.push(index);
                }
            }
        }
        true
    }

    /// Refutes the lone khun's moves into the new mates: a position whose last move is refuted is
    /// lost in `distance + 2`; whether all new mates are done.
    fn expand_lone_moves(&mut self, work: &mut usize) -> bool {
        let table = &mut self.table;
        let per_side = self.moves_left.len();
        while self.cursor < self.strong_wins.len() {
            if *work == 0 {
                return false;
            }
            *work -= 1;
            sort_chunk_at(&mut self.strong_wins, self.cursor);
            let p = table.placement(self.strong_wins[self.cursor]);
            self.cursor += 1;
            for from in crate::attacks::squares(KHUN[p.lone_khun] & !table.occupied(&p)) {
                let before = Placement {
                    lone_to_move: true,
                    lone_khun: from,
                    ..p
                };
                if !table.is_valid(&before) {
                    continue;
                }
                let index = table.index(&before);
                let left = &mut self.moves_left[index - per_side];
                if *left != NEVER_LOST && *left > 0 {
                    *left -= 1;
                    if *left == 0 {
                        table.distance[index] = (self.distance + 2) as u8;
                        self.next.push(index);
                    }
                }
            }
        }
        true
    }
}

/// The tables built so far, one per material.
#[derive(Default)]
pub struct LoneKhunTables {
    tables: Vec<Table>,
}

impl LoneKhunTables {
    /// Builds the table for `pos`'s material if `pos` is a table ending not built yet, and the
    /// table is small or `large` allows a large one. Returns whether a table was built (it takes
    /// milliseconds for one piece, up to a few seconds and 50 MB for two: [`TableBuild`] spreads
    /// that work).
    pub fn prepare(&mut self, pos: &Position, large: bool) -> bool {
        match self.missing(pos) {
            Some(material) if large || material.is_small() => match Table::build(material) {
                Some(table) => {
                    self.add(table);
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    /// Builds every one-piece table (ruea, khon, met, ma) not built yet when `pos` is an ending of
    /// at most [`NEAR_TABLE_PIECES`] pieces besides the khuns, so that the search knows the exact
    /// value of the bare-khun endings its captures and promotions lead to — which mate fits in the
    /// count, and which trades only draw. Milliseconds each, once. Returns how many it built.
    pub fn prepare_near(&mut self, pos: &Position) -> usize {
        if !moves_as_makruk(pos) || pos.occupied().0.count_ones() > 2 + NEAR_TABLE_PIECES {
            return 0;
        }
        let mut built = 0;
        for role in [Role::Ruea, Role::Khon, Role::Met, Role::Ma] {
            let material = Material {
                roles: [role, Role::Met],
                len: 1,
            };
            if self.tables.iter().any(|t| t.material == material) {
                continue;
            }
            if let Some(table) = Table::build(material) {
                self.add(table);
                built += 1;
            }
        }
        built
    }

    /// The material of `pos` if it is a table ending whose table is not built.
    pub fn missing(&self, pos: &Position) -> Option<Material> {
        let (material, _) = Material::of(pos)?;
        (!self.tables.iter().any(|t| t.material == material)).then_some(material)
    }

    /// Adds a built table. One two-piece table is kept at a time (33.5 MB each): a new one
    /// replaces the last.
    pub fn add(&mut self, table: Table) {
        if !table.material.is_small() {
            self.forget_two_piece_tables();
        }
        self.tables.push(table);
    }

    /// Drops the two-piece table, if any (before building another, so that the two never take
    /// memory together).
    pub fn forget_two_piece_tables(&mut self) {
        self.tables.retain(|t| t.material.is_small());
    }

    /// Plies to a forced mate in `pos` (by the stronger side, whichever is to move), if `pos` is
    /// an ending of a built table with a forced mate; of a two-piece table only with `two_piece`.
    pub fn plies_to_mate(&self, pos: &Position, two_piece: bool) -> Option<u32> {
        self.probe(pos, two_piece).flatten()
    }

    /// What the built tables know of `pos`: nothing (`None`) unless it is an ending of a built
    /// table (of a two-piece one only with `two_piece`), else the plies to its forced mate, or
    /// `Some(None)` where the lone khun holds.
    pub fn probe(&self, pos: &Position, two_piece: bool) -> Option<Option<u32>> {
        if self.tables.is_empty() {
            return None;
        }
        let (material, strong) = Material::of(pos)?;
        if !two_piece && !material.is_small() {
            return None;
        }
        let table = self.tables.iter().find(|t| t.material == material)?;
        Some(table.plies_to_mate(pos, strong))
    }

    /// The mating line from `pos` by the tables, at most `max_plies` long: each side's move that
    /// keeps the mate exactly one ply nearer (the stronger side's fastest mate, the lone khun's
    /// longest defence). Empty unless `pos` is a forced mate of a built table (of a two-piece one
    /// only with `two_piece`).
    pub fn mating_line(&self, pos: &Position, max_plies: usize, two_piece: bool) -> Vec<Move> {
        let mut line = Vec::new();
        let mut current = pos.clone();
        while line.len() < max_plies {
            let Some(distance) = self.plies_to_mate(&current, two_piece).filter(|&d| d > 0) else {
                break;
            };
            let next = current.legal_moves().iter().find_map(|&m| {
                let mut child = current.clone();
                child.play_unchecked(m);
                (self.plies_to_mate(&child, two_piece) == Some(distance - 1)).then_some((m, child))
            });
            let Some((m, child)) = next else {
                break;
            };
            line.push(m);
            current = child;
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Piece;
    use rand_core::{Rng, SeedableRng};
    use rand_xoshiro::Xoshiro256PlusPlus;

    fn pos(fen: &str) -> Position {
        Position::from_fen(Variant::Makruk, fen).expect("valid test FEN")
    }

    fn table_for(fen: &str) -> LoneKhunTables {
        let mut tables = LoneKhunTables::default();
        assert!(tables.prepare(&pos(fen), true));
        assert!(!tables.prepare(&pos(fen), true), "built once");
        tables
    }

    #[test]
    fn one_or_two_pieces_without_bia_against_a_lone_khun() {
        assert!(Material::of(&pos("4k3/8/8/8/8/8/3S4/4K3 w - - 0 1")).is_some());
        assert!(Material::of(&pos("4k3/8/8/8/8/8/3SN3/4K3 w - - 0 1")).is_some());
        assert!(Material::of(&pos("4k3/8/8/8/8/8/3R4/4K3 w - - 0 1")).is_some());
        assert!(Material::of(&pos("4k3/8/8/8/8/8/2RR4/4K3 w - - 0 1")).is_some());
        assert!(Material::of(&pos("4k3/8/8/8/8/3P4/3S4/4K3 w - - 0 1")).is_none());
        assert!(Material::of(&pos("4k3/8/8/8/8/8/2SNM3/4K3 w - - 0 1")).is_none());
        assert!(Material::of(&pos("4k3/3s4/8/8/8/8/3N4/4K3 w - - 0 1")).is_none());
        let karouk = Position::from_fen(Variant::Karouk, "4k3/8/8/8/8/8/3S4/4K3 w - - 0 1");
        assert!(Material::of(&karouk.expect("valid FEN")).is_none());
        let ouk = |fen| Position::from_fen(Variant::Cambodian, fen).expect("valid FEN");
        assert!(Material::of(&ouk("4k3/8/8/8/8/8/3S4/4K3 w - - 0 1")).is_some());
        assert!(
            Material::of(&ouk("4k3/8/8/8/8/8/3S4/3K4 w D - 0 1")).is_none(),
            "the khun may still leap"
        );
        let sittuyin = |fen| Position::from_fen(Variant::Sittuyin, fen).expect("valid FEN");
        assert!(Material::of(&sittuyin("4k3/8/8/8/8/8/3S4/4K3[] w - - 0 1")).is_some());
    }

    #[test]
    fn endings_near_a_table_build_every_one_piece_table_and_know_its_draws() {
        let mut tables = LoneKhunTables::default();
        assert_eq!(tables.prepare_near(&Position::startpos(Variant::Makruk)), 0);
        // Two rueas against one: a capture leads to a ruea against a bare khun.
        let near = pos("8/3k4/8/3r4/8/8/2RR4/4K3 w - - 0 1");
        assert_eq!(
            tables.probe(&near, false),
            None,
            "not itself a table ending"
        );
        assert_eq!(tables.prepare_near(&near), 4);
        assert_eq!(tables.prepare_near(&near), 0, "built once");
        let ruea = pos("4k3/8/8/8/8/8/3R4/4K3 w - - 0 1");
        assert!(tables.probe(&ruea, false).is_some_and(|p| p.is_some()));
        // A lone met can never force mate: the table says the khun holds.
        let met = pos("4k3/8/8/8/8/8/3M4/4K3 w - - 0 1");
        assert_eq!(tables.probe(&met, false), Some(None));
        assert_eq!(tables.plies_to_mate(&met, false), None);
    }

    #[test]
    fn khon_mates_are_found_for_either_colour() {
        // White: the khon on d7 checks the khun on d8 and covers c8 and e8; the khun on d6 guards
        // the khon and c7 and e7.
        let tables = table_for("3k4/3S4/3K4/8/8/8/8/8 b - - 0 1");
        assert_eq!(
            tables.plies_to_mate(&pos("3k4/3S4/3K4/8/8/8/8/8 b - - 0 1"), true),
            Some(0)
        );
        assert_eq!(
            tables.plies_to_mate(&pos("3k4/8/3KS3/8/8/8/8/8 w - - 0 1"), true),
            Some(1)
        );
        // The same, flipped: Black's khon moves down the board.
        let black = pos("8/8/8/8/8/3k4/3s4/3K4 w - - 0 1");
        let tables = table_for("8/8/8/8/8/3k4/3s4/3K4 w - - 0 1");
        assert_eq!(tables.plies_to_mate(&black, true), Some(0));
        assert_eq!(
            tables.plies_to_mate(&pos("8/8/8/8/8/3ks3/8/3K4 b - - 0 1"), true),
            Some(1)
        );
    }

    #[test]
    fn walkers_rules_use_the_tables_once_no_first_move_right_is_left() {
        let walker = makruk_core::MoveRules {
            rule_set: makruk_core::RuleSet::Walker,
            ..makruk_core::MoveRules::FAIRY_STOCKFISH
        };
        let read = |fen: &str| {
            Position::from_fen_with_move_rules(Variant::Makruk, walker, fen).expect("valid FEN")
        };
        // White's khun on d1 may still leap: no table.
        assert_eq!(Material::of(&read("4k3/8/8/8/8/8/8/R2K4 b De - 0 1")), None);
        let (material, strong) = Material::of(&read("4k3/8/8/8/8/8/8/R2K4 b - 26 0 1"))
            .expect("a table ending once the rights are gone");
        assert_eq!(
            (material.roles(), strong),
            (&[Role::Ruea][..], Color::White)
        );
    }

    #[test]
    fn a_lone_met_never_mates_and_an_attacked_piece_escapes() {
        let tables = table_for("4k3/8/8/8/8/8/3M4/4K3 w - - 0 1");
        assert_eq!(
            tables.plies_to_mate(&pos("4k3/8/8/8/8/8/3M4/4K3 w - - 0 1"), true),
            None
        );
        let tables = table_for("8/8/8/8/8/8/3S4/k1K5 w - - 0 1");
        // The lone khun on c1... takes the undefended khon next to it: no mate.
        assert_eq!(
            tables.plies_to_mate(&pos("8/8/8/8/8/8/1S6/k3K3 b - - 0 1"), true),
            None
        );
    }

    /// Checks a table against the rules core's move generation at sampled positions: a stronger
    /// side to move at distance d has a move to d - 1 and none shorter; a lone khun at distance d
    /// has only replies at most d - 1, one of them exactly; where the table knows no mate, the
    /// stronger side has no move into a known mate and the lone khun has a way out.
    fn check_consistency(fen: &str, samples: usize) -> usize {
        let tables = table_for(fen);
        let table = &tables.tables[0];
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(0x9E37_79B9_7F4A_7C15);
        let (mut checked, mut known) = (0, 0);
        while checked < samples {
            let index = (rng.next_u64() % table.distance.len() as u64) as usize;
            let p = table.placement(index);
            let Some(pos) = position_of(&p, table.material.roles()) else {
                continue;
            };
            checked += 1;
            let here = tables.plies_to_mate(&pos, true);
            known += usize::from(here.is_some());
            let children: Vec<Option<u32>> = pos
                .legal_moves()
                .iter()
                .map(|&m| {
                    let mut child = pos.clone();
                    child.play_unchecked(m);
                    tables.plies_to_mate(&child, true)
                })
                .collect();
            let fen = pos.to_fen();
            if p.lone_to_move {
                match here {
                    Some(0) => assert!(pos.is_checkmate(), "{fen}"),
                    Some(d) => {
                        assert!(children.iter().all(|c| c.is_some_and(|c| c < d)), "{fen}");
                        assert!(children.contains(&Some(d - 1)), "{fen}");
                    }
                    None => assert!(pos.is_stalemate() || children.contains(&None), "{fen}"),
                }
            } else {
                let best = children.iter().flatten().min().copied();
                assert_eq!(here, best.map(|b| b + 1), "{fen}");
            }
        }
        known
    }

    /// The position of a placement with White the stronger side, if it is legal.
    fn position_of(p: &Placement, roles: &[Role]) -> Option<Position> {
        // One character a square; FEN reads runs of `1` as that many empty squares.
        let mut board = ['1'; 64];
        board[p.strong_khun] = 'K';
        board[p.lone_khun] = 'k';
        for (&role, &sq) in roles.iter().zip(&p.pieces) {
            if board[sq] != '1' {
                return None;
            }
            board[sq] = Piece::new(Color::White, role).char();
        }
        let ranks: Vec<alloc::string::String> = board
            .chunks(8)
            .rev()
            .map(|rank| rank.iter().collect())
            .collect();
        let turn = if p.lone_to_move { "b" } else { "w" };
        let fen = alloc::format!("{} {turn} - - 0 1", ranks.join("/"));
        let pos = Position::from_fen(Variant::Makruk, &fen).ok()?;
        // With the stronger side to move the lone khun may not stand in check.
        (p.lone_to_move || !pos.is_attacked(pos.khun(Color::Black), Color::White, pos.occupied()))
            .then_some(pos)
    }

    #[test]
    fn tables_agree_with_the_rules_move_by_move() {
        // A khon alone mates only from a few positions; two khons, or ma and met, from many.
        assert!(check_consistency("4k3/8/8/8/8/8/3S4/4K3 w - - 0 1", 3000) > 0);
        assert!(check_consistency("4k3/8/8/8/8/8/3SS3/4K3 w - - 0 1", 3000) > 1000);
        assert!(check_consistency("4k3/8/8/8/8/8/3MN3/4K3 w - - 0 1", 3000) > 0);
        // A ruea's lines: blocked by the khuns and the other piece, not by the lone khun behind.
        assert!(check_consistency("4k3/8/8/8/8/8/3R4/4K3 w - - 0 1", 3000) > 1000);
        assert!(check_consistency("4k3/8/8/8/8/8/3RN3/4K3 w - - 0 1", 3000) > 1000);
    }

    #[test]
    fn a_build_in_small_steps_makes_the_same_table() {
        for fen in [
            "4k3/8/8/8/8/8/3S4/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/3R4/4K3 w - - 0 1",
        ] {
            let (material, _) = Material::of(&pos(fen)).expect("a table ending");
            let mut build = TableBuild::new(material).expect("memory for a one-piece table");
            let mut steps = 1;
            while !build.advance(7) {
                steps += 1;
            }
            let stepped = build.finish().expect("finished");
            assert!(steps > 1000, "{fen}: {steps} steps");
            let at_once = Table::build(material).expect("memory for a one-piece table");
            assert!(stepped.distance == at_once.distance, "{fen}");
        }
        let khon = Material::of(&pos("4k3/8/8/8/8/8/3S4/4K3 w - - 0 1")).expect("a table ending");
        let unfinished = TableBuild::new(khon.0).expect("memory for a one-piece table");
        assert!(unfinished.finish().is_none());
    }

    #[test]
    fn a_new_two_piece_table_replaces_the_last() {
        // Tables without their distances: only which materials are kept matters here.
        let empty = |pos: &Position| Table {
            material: Material::of(pos).expect("a table ending").0,
            distance: Vec::new(),
        };
        let khon = pos("4k3/8/8/8/8/8/3S4/4K3 w - - 0 1");
        let two_khons = pos("4k3/8/8/8/8/8/3SS3/4K3 w - - 0 1");
        let khon_and_ma = pos("4k3/8/8/8/8/8/3SN3/4K3 w - - 0 1");
        let mut tables = LoneKhunTables::default();
        tables.add(empty(&khon));
        tables.add(empty(&two_khons));
        assert_eq!(tables.missing(&two_khons), None);
        assert!(tables.missing(&khon_and_ma).is_some());
        tables.add(empty(&khon_and_ma));
        assert_eq!(tables.tables.len(), 2);
        assert_eq!(tables.missing(&khon_and_ma), None);
        assert!(tables.missing(&two_khons).is_some(), "replaced");
        assert_eq!(tables.missing(&khon), None, "one-piece tables stay");
        tables.forget_two_piece_tables();
        assert!(tables.missing(&khon_and_ma).is_some());
        assert_eq!(tables.missing(&khon), None);
    }

    #[test]
    fn without_time_for_large_tables_only_one_piece_tables_are_built() {
        let mut tables = LoneKhunTables::default();
        assert!(!tables.prepare(&pos("4k3/8/8/8/8/8/3SS3/4K3 w - - 0 1"), false));
        assert!(tables.prepare(&pos("4k3/8/8/8/8/8/3R4/4K3 w - - 0 1"), false));
        assert_eq!(tables.tables.len(), 1);
    }

    #[test]
    fn a_lone_ruea_mates_from_the_corner_in_twelve_moves() {
        // Fairy-Stockfish 261126 finds mate in 12 here, as the table does.
        let corner = "7k/8/8/8/8/8/8/R3K3 b - - 0 1";
        assert_eq!(
            table_for(corner).plies_to_mate(&pos(corner), true),
            Some(24)
        );
        let flipped = "r3k3/8/8/8/8/8/8/7K w - - 0 1";
        assert_eq!(
            table_for(flipped).plies_to_mate(&pos(flipped), true),
            Some(24)
        );
    }
}
