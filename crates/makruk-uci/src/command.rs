//! Parsing of UCI commands (Fairy-Stockfish's dialect) into typed values. Never panics.

use core::fmt;

/// Where a `position` command starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartPosition {
    /// The variant's start position.
    Start,
    /// A FEN string (fields joined by single spaces).
    Fen(String),
}

/// The arguments of a `go` command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoParams {
    /// `perft N`: count leaf nodes instead of searching.
    pub perft: Option<u32>,
    /// `depth N`.
    pub depth: Option<u32>,
    /// `nodes N`.
    pub nodes: Option<u64>,
    /// `movetime N` (ms).
    pub movetime: Option<u64>,
    /// `wtime N` (ms, negative values clamp to 0).
    pub wtime: Option<u64>,
    /// `btime N`.
    pub btime: Option<u64>,
    /// `winc N`.
    pub winc: Option<u64>,
    /// `binc N`.
    pub binc: Option<u64>,
    /// `movestogo N`.
    pub movestogo: Option<u32>,
    /// `mate N`: treated as a depth limit of 2N-1 plies.
    pub mate: Option<u32>,
    /// `infinite`.
    pub infinite: bool,
    /// `ponder` (searched like `infinite` until `stop` or `ponderhit`).
    pub ponder: bool,
}

/// One parsed command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`
    Uci,
    /// `isready`
    IsReady,
    /// `ucinewgame`
    UciNewGame,
    /// `setoption name <name> [value <value>]`
    SetOption {
        /// Option name (may contain spaces).
        name: String,
        /// Option value, if given.
        value: Option<String>,
    },
    /// `position startpos|fen <FEN> [moves ...]`
    Position {
        /// Start position.
        start: StartPosition,
        /// Moves in UCI notation, not yet validated.
        moves: Vec<String>,
    },
    /// `go ...`
    Go(GoParams),
    /// `stop`
    Stop,
    /// `ponderhit`
    PonderHit,
    /// `quit`
    Quit,
    /// `d`: print the current position (Fairy-Stockfish's debug command).
    Display,
    /// `debug on|off` and `register`: accepted and ignored, as the protocol allows.
    Ignored,
}

/// Why a line is not a valid command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Blank line.
    Empty,
    /// First word is not a known command.
    UnknownCommand(String),
    /// A keyword needs a value that is missing.
    MissingValue(&'static str),
    /// A keyword's value is not a valid number.
    BadNumber {
        /// The keyword.
        keyword: String,
        /// The text found.
        value: String,
    },
    /// A word not understood in this command.
    UnexpectedToken {
        /// The command.
        command: &'static str,
        /// The word.
        token: String,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty command"),
            ParseError::UnknownCommand(c) => write!(f, "unknown command: {c}"),
            ParseError::MissingValue(k) => write!(f, "missing value after '{k}'"),
            ParseError::BadNumber { keyword, value } => {
                write!(f, "invalid number '{value}' after '{keyword}'")
            }
            ParseError::UnexpectedToken { command, token } => {
                write!(f, "unexpected '{token}' in '{command}' command")
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses one line of UCI input.
pub fn parse(line: &str) -> Result<Command, ParseError> {
    let mut tokens = line.split_whitespace();
    let Some(head) = tokens.next() else {
        return Err(ParseError::Empty);
    };
    let rest: Vec<&str> = tokens.collect();
    match head {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::UciNewGame),
        "stop" => Ok(Command::Stop),
        "ponderhit" => Ok(Command::PonderHit),
        "quit" => Ok(Command::Quit),
        "d" => Ok(Command::Display),
        "debug" | "register" => Ok(Command::Ignored),
        "setoption" => parse_setoption(&rest),
        "position" => parse_position(&rest),
        "go" => parse_go(&rest).map(Command::Go),
        other => Err(ParseError::UnknownCommand(other.to_string())),
    }
}

fn parse_setoption(tokens: &[&str]) -> Result<Command, ParseError> {
    if tokens.first() != Some(&"name") {
        return match tokens.first() {
            Some(token) => Err(ParseError::UnexpectedToken {
                command: "setoption",
                token: token.to_string(),
            }),
            None => Err(ParseError::MissingValue("setoption")),
        };
    }
    let body = &tokens[1..];
    let value_at = body.iter().position(|t| *t == "value");
    let name_tokens = &body[..value_at.unwrap_or(body.len())];
    if name_tokens.is_empty() {
        return Err(ParseError::MissingValue("name"));
    }
    let value = value_at.map(|i| body[i + 1..].join(" "));
    Ok(Command::SetOption {
        name: name_tokens.join(" "),
        value,
    })
}

fn parse_position(tokens: &[&str]) -> Result<Command, ParseError> {
    let moves_at = tokens.iter().position(|t| *t == "moves");
    let setup = &tokens[..moves_at.unwrap_or(tokens.len())];
    let moves = moves_at
        .map(|i| tokens[i + 1..].iter().map(|m| m.to_string()).collect())
        .unwrap_or_default();
    let start = match setup.split_first() {
        Some((&"startpos", [])) => StartPosition::Start,
        Some((&"startpos", [extra, ..])) => {
            return Err(ParseError::UnexpectedToken {
                command: "position",
                token: extra.to_string(),
            })
        }
        Some((&"fen", [])) => return Err(ParseError::MissingValue("fen")),
        Some((&"fen", fields)) => StartPosition::Fen(fields.join(" ")),
        Some((token, _)) => {
            return Err(ParseError::UnexpectedToken {
                command: "position",
                token: token.to_string(),
            })
        }
        None => return Err(ParseError::MissingValue("position")),
    };
    Ok(Command::Position { start, moves })
}

fn number<T: core::str::FromStr>(keyword: &str, value: Option<&&str>) -> Result<T, ParseError> {
    let keyword_static = static_keyword(keyword);
    let value = value.ok_or(ParseError::MissingValue(keyword_static))?;
    value.parse().map_err(|_| ParseError::BadNumber {
        keyword: keyword.to_string(),
        value: value.to_string(),
    })
}

/// Clock values may be negative when a GUI lets the clock run over; they count as zero.
fn millis(keyword: &str, value: Option<&&str>) -> Result<u64, ParseError> {
    let ms: i64 = number(keyword, value)?;
    Ok(ms.max(0) as u64)
}

fn static_keyword(keyword: &str) -> &'static str {
    const KEYWORDS: [&str; 11] = [
        "perft",
        "depth",
        "nodes",
        "movetime",
        "wtime",
        "btime",
        "winc",
        "binc",
        "movestogo",
        "mate",
        "searchmoves",
    ];
    KEYWORDS
        .iter()
        .find(|k| **k == keyword)
        .copied()
        .unwrap_or("go")
}

fn parse_go(tokens: &[&str]) -> Result<GoParams, ParseError> {
    let mut params = GoParams::default();
    let mut i = 0;
    while i < tokens.len() {
        let keyword = tokens[i];
        let value = tokens.get(i + 1);
        i += 2;
        match keyword {
            "perft" => params.perft = Some(number(keyword, value)?),
            "depth" => params.depth = Some(number(keyword, value)?),
            "nodes" => params.nodes = Some(number(keyword, value)?),
            "movetime" => params.movetime = Some(millis(keyword, value)?),
            "wtime" => params.wtime = Some(millis(keyword, value)?),
            "btime" => params.btime = Some(millis(keyword, value)?),
            "winc" => params.winc = Some(millis(keyword, value)?),
            "binc" => params.binc = Some(millis(keyword, value)?),
            "movestogo" => params.movestogo = Some(number(keyword, value)?),
            "mate" => params.mate = Some(number(keyword, value)?),
            "infinite" => {
                params.infinite = true;
                i -= 1;
            }
            "ponder" => {
                params.ponder = true;
                i -= 1;
            }
            token => {
                return Err(ParseError::UnexpectedToken {
                    command: "go",
                    token: token.to_string(),
                })
            }
        }
    }
    Ok(params)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_commands() {
        assert_eq!(parse("uci"), Ok(Command::Uci));
        assert_eq!(parse("  isready  "), Ok(Command::IsReady));
        assert_eq!(parse("ucinewgame"), Ok(Command::UciNewGame));
        assert_eq!(parse("stop"), Ok(Command::Stop));
        assert_eq!(parse("quit"), Ok(Command::Quit));
    }

    #[test]
    fn setoption_with_spaces_in_name_and_value() {
        assert_eq!(
            parse("setoption name UCI_Variant value makruk"),
            Ok(Command::SetOption {
                name: "UCI_Variant".into(),
                value: Some("makruk".into())
            })
        );
        assert_eq!(
            parse("setoption name Skill Level value 3"),
            Ok(Command::SetOption {
                name: "Skill Level".into(),
                value: Some("3".into())
            })
        );
        assert_eq!(
            parse("setoption name Clear Hash"),
            Ok(Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            })
        );
    }

    #[test]
    fn position_forms() {
        assert_eq!(
            parse("position startpos moves e3e4 d6d5"),
            Ok(Command::Position {
                start: StartPosition::Start,
                moves: vec!["e3e4".into(), "d6d5".into()]
            })
        );
        assert_eq!(
            parse("position fen 8/8/8/3k4/8/8/8/R3K2R b - 16 8 1"),
            Ok(Command::Position {
                start: StartPosition::Fen("8/8/8/3k4/8/8/8/R3K2R b - 16 8 1".into()),
                moves: vec![]
            })
        );
    }

    #[test]
    fn go_with_all_limits() {
        let Ok(Command::Go(go)) =
            parse("go wtime 1000 btime -5 winc 10 binc 20 movestogo 7 depth 9 nodes 5000")
        else {
            panic!("go did not parse");
        };
        assert_eq!(go.wtime, Some(1000));
        assert_eq!(go.btime, Some(0));
        assert_eq!(
            (go.winc, go.binc, go.movestogo),
            (Some(10), Some(20), Some(7))
        );
        assert_eq!((go.depth, go.nodes), (Some(9), Some(5000)));
        assert_eq!(
            parse("go infinite"),
            Ok(Command::Go(GoParams {
                infinite: true,
                ..GoParams::default()
            }))
        );
        assert_eq!(
            parse("go perft 3"),
            Ok(Command::Go(GoParams {
                perft: Some(3),
                ..GoParams::default()
            }))
        );
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        assert_eq!(parse(""), Err(ParseError::Empty));
        assert!(matches!(parse("fly"), Err(ParseError::UnknownCommand(_))));
        assert_eq!(parse("go depth"), Err(ParseError::MissingValue("depth")));
        assert!(matches!(
            parse("go depth x"),
            Err(ParseError::BadNumber { .. })
        ));
        assert!(matches!(
            parse("go perft -1"),
            Err(ParseError::BadNumber { .. })
        ));
        assert!(matches!(
            parse("go sideways 3"),
            Err(ParseError::UnexpectedToken { .. })
        ));
        assert_eq!(parse("position fen"), Err(ParseError::MissingValue("fen")));
        assert_eq!(parse("position"), Err(ParseError::MissingValue("position")));
        assert!(matches!(
            parse("position startpos e3e4"),
            Err(ParseError::UnexpectedToken { .. })
        ));
        assert_eq!(
            parse("setoption"),
            Err(ParseError::MissingValue("setoption"))
        );
        assert_eq!(
            parse("setoption name"),
            Err(ParseError::MissingValue("name"))
        );
        assert!(parse("go depth 99999999999999999999").is_err());
    }

    #[test]
    fn errors_read_clearly() {
        let message = parse("go depth x").map(|_| ()).unwrap_err().to_string();
        assert_eq!(message, "invalid number 'x' after 'depth'");
    }
}
