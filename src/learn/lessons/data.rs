//! The lessons, read from `lessons.txt` (each piece's moves, promotion, check, checkmate and
//! stalemate, then the basic mates against a lone khun), whose first lines say its format: it holds
//! their structure — ids, positions and goals —, their titles and instructions are messages of the
//! language packs ([`Lesson::title_key`], [`Lesson::step_key`]).
use std::sync::OnceLock;

use makruk_core::Role;

use super::{Goal, Lesson, Step};

/// Every lesson, in the order taught.
pub fn lessons() -> &'static [Lesson] {
    static LESSONS: OnceLock<Vec<Lesson>> = OnceLock::new();
    LESSONS.get_or_init(|| parse(include_str!("lessons.txt")).unwrap_or_default())
}

/// The role a `reach` goal names.
fn role(name: &str) -> Option<Role> {
    Some(match name {
        "khun" => Role::Khun,
        "met" => Role::Met,
        "khon" => Role::Khon,
        "ma" => Role::Ma,
        "ruea" => Role::Ruea,
        "bia" => Role::Bia,
        _ => return None,
    })
}

/// The goal of a `goal` line.
fn goal(text: &'static str) -> Option<Goal> {
    Some(match text {
        "promote" => Goal::Promote,
        "check" => Goal::Check,
        "mate" => Goal::Mate,
        "stalemate" => Goal::Stalemate,
        "play-out" => Goal::PlayOut,
        _ => {
            let (piece, stars) = text.strip_prefix("reach ")?.split_once(' ')?;
            Goal::Reach(role(piece)?, stars)
        }
    })
}

/// The lessons of `text` (the format of `lessons.txt`).
///
/// # Errors
/// The number and text of the first line out of place.
pub fn parse(text: &'static str) -> Result<Vec<Lesson>, String> {
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut current: Option<Lesson> = None;
    let mut rest = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.is_empty() && !line.starts_with('#'));
    while let Some((number, line)) = rest.next() {
        let bad = || format!("line {}: {line}", number + 1);
        let (key, value) = line.split_once(' ').ok_or_else(bad)?;
        let mut next = |key: &str| -> Result<&'static str, String> {
            let (n, l) = rest
                .next()
                .ok_or_else(|| format!("line {}: {key} missing", number + 1))?;
            l.strip_prefix(key)
                .and_then(|v| v.strip_prefix(' '))
                .ok_or_else(|| format!("line {}: {l}", n + 1))
        };
        match key {
            "lesson" => {
                let storable = value
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-');
                if !storable {
                    return Err(bad());
                }
                lessons.extend(current.replace(Lesson {
                    id: value,
                    steps: Vec::new(),
                }));
            }
            "step" => {
                let goal = goal(next("goal")?).ok_or_else(bad)?;
                let lesson = current.as_mut().ok_or_else(bad)?;
                lesson.steps.push(Step { fen: value, goal });
            }
            _ => return Err(bad()),
        }
    }
    lessons.extend(current);
    Ok(lessons)
}
