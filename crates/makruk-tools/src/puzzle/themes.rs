//! Themes, tagged from a puzzle's start position and solution line (definitions in `docs/puzzles.md`).

use makruk_core::attacks::{
    bia_attacks, khon_attacks, khun_attacks, ma_attacks, met_attacks, ruea_attacks,
};
use makruk_core::{Bitboard, Color, EndReason, Game, Move, Position, Role, Square};

/// A puzzle's theme; [`Theme::name`] is how the data writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Theme {
    /// The line ends in mate after the solver's first move.
    MateIn1,
    /// The line ends in mate after the solver's second move.
    MateIn2,
    /// The line ends in mate after three or more of the solver's moves.
    MateIn3Plus,
    /// A count runs against the solver at the start, and the line mates.
    MateBeforeCount,
    /// No mate; the solver's material lead grows by at least [`MATERIAL_GAIN`] over the line.
    Material,
    /// A solver's move promotes a bia.
    Promotion,
    /// A solver's move attacks two enemy pieces with the piece moved (the khun, a piece worth more
    /// than it, or one no enemy piece defends), and a later solver's move takes one of them.
    Fork,
    /// The solver, behind in material, draws: the line ends in stalemate or at the count's limit.
    CountingDefence,
    /// At the start, ma, khon, met, ruea and promoted bia number at most [`ENDGAME_PIECES`] in all.
    Endgame,
}

/// Least material gain of [`Theme::Material`], in tenths of a bia.
pub const MATERIAL_GAIN: i32 = 20;
/// Most pieces other than khun and unpromoted bia in an [`Theme::Endgame`] position.
pub const ENDGAME_PIECES: u32 = 4;

impl Theme {
    /// Every theme, in the order the data lists them.
    pub const ALL: [Theme; 9] = [
        Theme::MateIn1,
        Theme::MateIn2,
        Theme::MateIn3Plus,
        Theme::MateBeforeCount,
        Theme::Material,
        Theme::Promotion,
        Theme::Fork,
        Theme::CountingDefence,
        Theme::Endgame,
    ];

    /// The name in the data.
    pub const fn name(self) -> &'static str {
        match self {
            Theme::MateIn1 => "mateIn1",
            Theme::MateIn2 => "mateIn2",
            Theme::MateIn3Plus => "mateIn3plus",
            Theme::MateBeforeCount => "mateBeforeCount",
            Theme::Material => "material",
            Theme::Promotion => "promotion",
            Theme::Fork => "fork",
            Theme::CountingDefence => "countingDefence",
            Theme::Endgame => "endgame",
        }
    }

    /// The theme of a name in the data.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// A piece's worth in tenths of a bia: bia 10, met 20, khon 25, ma 30, ruea 50 (a promoted bia
/// is a met); the khun has none.
pub const fn worth(role: Role) -> i32 {
    match role {
        Role::Bia => 10,
        Role::Met => 20,
        Role::Khon => 25,
        Role::Ma => 30,
        Role::Ruea => 50,
        Role::Khun => 0,
    }
}

/// `color`'s material minus the other side's, in tenths of a bia.
pub fn material_balance(position: &Position, color: Color) -> i32 {
    Role::ALL
        .into_iter()
        .map(|role| {
            let mine = position.pieces(color, role).count() as i32;
            let theirs = position.pieces(color.other(), role).count() as i32;
            worth(role) * (mine - theirs)
        })
        .sum()
}

/// Squares the piece `role` of `color` on `square` attacks in `position`.
fn attacks_of(position: &Position, role: Role, color: Color, square: Square) -> Bitboard {
    match role {
        Role::Bia => bia_attacks(color, square),
        Role::Ma => ma_attacks(square),
        Role::Khon => khon_attacks(color, square),
        Role::Met => met_attacks(square),
        Role::Ruea => ruea_attacks(square, position.occupied()),
        Role::Khun => khun_attacks(square),
    }
}

/// The enemy squares the piece just moved to `square` forks in `position` (the defender to move):
/// the khun, pieces worth more than it, and pieces no enemy piece defends.
fn forked(position: &Position, square: Square) -> Bitboard {
    let Some(piece) = position.piece_at(square) else {
        return Bitboard::EMPTY;
    };
    let enemy = piece.color.other();
    let targets = attacks_of(position, piece.role, piece.color, square) & position.by_color(enemy);
    let mut hit = Bitboard::EMPTY;
    for target in targets {
        let Some(victim) = position.piece_at(target) else {
            continue;
        };
        let defended = position.is_attacked(target, enemy, position.occupied());
        if victim.role == Role::Khun || worth(victim.role) > worth(piece.role) || !defended {
            hit.add(target);
        }
    }
    hit
}

/// The themes of the line `moves` from `start` (legal moves; the solver moves first), sorted.
pub fn tag(start: &Position, moves: &[Move]) -> Vec<Theme> {
    let solver = start.turn();
    let mut game = Game::from_position(start.clone());
    let mut themes = Vec::new();
    let mut forks: Vec<Bitboard> = Vec::new();
    for (ply, &m) in moves.iter().enumerate() {
        let by_solver = ply % 2 == 0;
        let captured = game.position().piece_at(m.to).is_some();
        if by_solver && captured && forks.iter().any(|f| f.contains(m.to)) {
            themes.push(Theme::Fork);
        }
        if game.play(m).is_err() {
            return Vec::new();
        }
        if by_solver {
            if m.promotion.is_some() {
                themes.push(Theme::Promotion);
            }
            let hit = forked(game.position(), m.to);
            if hit.more_than_one() {
                forks.push(hit);
            }
        }
    }
    let end = game.position();
    let solver_moves = moves.len().div_ceil(2);
    let outcome = game.outcome();
    let mated = end.is_checkmate() && moves.len() % 2 == 1;
    if mated {
        themes.push(match solver_moves {
            1 => Theme::MateIn1,
            2 => Theme::MateIn2,
            _ => Theme::MateIn3Plus,
        });
        if start.counting().is_some_and(|c| c.counter != solver) {
            themes.push(Theme::MateBeforeCount);
        }
    } else if material_balance(end, solver) - material_balance(start, solver) >= MATERIAL_GAIN {
        themes.push(Theme::Material);
    }
    let drawn = outcome.is_some_and(|o| {
        o.winner.is_none() && matches!(o.reason, EndReason::Stalemate | EndReason::Counting)
    });
    if drawn && material_balance(start, solver) < 0 {
        themes.push(Theme::CountingDefence);
    }
    let officers = start.occupied().count()
        - start.by_role(Role::Khun).count()
        - (start.by_role(Role::Bia) & !start.promoted()).count();
    if officers <= ENDGAME_PIECES {
        themes.push(Theme::Endgame);
    }
    themes.sort();
    themes.dedup();
    themes
}

#[cfg(test)]
mod tests {
    use super::*;
    use makruk_core::Variant;

    fn themes(fen: &str, moves: &[&str]) -> Vec<Theme> {
        let start = Position::from_fen(Variant::Makruk, fen).expect("valid FEN");
        let mut position = start.clone();
        let line: Vec<Move> = moves
            .iter()
            .map(|uci| {
                let m = position.parse_uci_move(uci).expect("legal move");
                position.play(m).expect("legal move");
                m
            })
            .collect();
        tag(&start, &line)
    }

    #[test]
    fn mates_forks_and_promotions_are_tagged() {
        let cases: [(&str, &[&str], &[Theme]); 3] = [
            // A back-rank mate in one.
            (
                "3k4/8/3K4/8/8/8/8/R7 w - - 0 1",
                &["a1a8"],
                &[Theme::MateIn1, Theme::Endgame],
            ),
            // Ma c4-d6+ attacks the khun on e8 and the ruea on b7; after the khun moves, d6xb7.
            (
                "4k3/1r6/8/8/2N5/8/8/4K3 w - - 0 1",
                &["c4d6", "e8d7", "d6b7"],
                &[Theme::Material, Theme::Fork, Theme::Endgame],
            ),
            (
                "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1",
                &["d5d6m"],
                &[Theme::Promotion, Theme::Endgame],
            ),
        ];
        for (fen, line, expected) in cases {
            assert_eq!(themes(fen, line), expected, "{fen} {line:?}");
        }
    }

    #[test]
    fn reaching_the_count_limit_when_behind_is_a_counting_defence() {
        // Two rueas against a bare khun: 16 of 16 plies counted, Black's move passes the limit.
        assert_eq!(
            themes("k7/8/8/8/8/8/8/1R2K2R b - 16 16 40", &["a8a7"]),
            vec![Theme::CountingDefence, Theme::Endgame]
        );
        assert_eq!(
            themes("k7/8/8/8/8/8/8/1R2K2R b - 16 10 40", &["a8a7"]),
            vec![Theme::Endgame],
            "the count has not run out"
        );
    }

    #[test]
    fn forking_without_taking_is_no_fork() {
        assert_eq!(
            themes("4k3/1r6/8/8/2N5/8/8/4K3 w - - 0 1", &["c4d6"]),
            vec![Theme::Endgame]
        );
    }

    #[test]
    fn mate_while_a_count_runs() {
        // Pieces' honour with two rueas: the count is 6 of 16 plies; a ruea mates on the eighth rank.
        let fen = "3k4/8/3K4/8/8/8/8/RR6 w - 16 6 40";
        assert_eq!(
            themes(fen, &["a1a8"]),
            vec![Theme::MateIn1, Theme::MateBeforeCount, Theme::Endgame]
        );
    }

    #[test]
    fn names_read_back() {
        for theme in Theme::ALL {
            assert_eq!(Theme::from_name(theme.name()), Some(theme));
        }
        assert_eq!(Theme::from_name("brilliant"), None);
    }
}
