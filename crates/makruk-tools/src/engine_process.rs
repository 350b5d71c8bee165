//! A UCI engine running as a child process, for the match runner and the benchmark.

use makruk_core::Variant;
use makruk_engine::Score;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Where Debian's package installs Fairy-Stockfish 11.1 (2020): the second opponent, and the default
/// one while the current Fairy-Stockfish is not built.
pub const DEBIAN_FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// The current Fairy-Stockfish that `scripts/build-fairy-stockfish.sh` builds: the link to it in the
/// cache, `$MAKRUK_CACHE` (default `${XDG_CACHE_HOME:-~/.cache}/makruk`), when it is there.
fn current_fairy_stockfish() -> Option<PathBuf> {
    let var = |name| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let cache = var("MAKRUK_CACHE")
        .or_else(|| var("XDG_CACHE_HOME").map(|d| d.join("makruk")))
        .or_else(|| var("HOME").map(|d| d.join(".cache/makruk")))?;
    let link = cache.join("fairy-stockfish-current");
    link.exists().then_some(link)
}

/// The tools' `--opponent PATH`: the other engine.
#[derive(clap::Args)]
pub struct Opponent {
    /// The other engine: the opponent, or the engine that labels or analyses positions [default:
    /// the current Fairy-Stockfish built by scripts/build-fairy-stockfish.sh, else Debian's 11.1 at
    /// /usr/games/fairy-stockfish].
    #[arg(long = "opponent", id = "opponent", value_name = "PATH")]
    path: Option<String>,
}

impl Opponent {
    /// The engine to run: `--opponent`, else the current Fairy-Stockfish, else Debian's 11.1.
    pub fn path(&self) -> String {
        self.path
            .clone()
            .or_else(|| current_fairy_stockfish().map(|p| p.to_string_lossy().into_owned()))
            .unwrap_or_else(|| DEBIAN_FAIRY_STOCKFISH.to_string())
    }

    /// Starts the engine (named `fairy-stockfish` in reports) set to `variant`.
    ///
    /// # Errors
    /// As [`EngineProcess::start`].
    pub fn start(&self, variant: Variant) -> Result<EngineProcess, EngineError> {
        EngineProcess::start(
            &self.path(),
            "fairy-stockfish",
            &[("UCI_Variant", variant.uci_name().to_string())],
        )
    }

    /// Which engine `engine` (started from this option) is, for the tools' output: its `id name`
    /// (Fairy-Stockfish's carries its build date) and path, saying so when Debian's 11.1 stands in
    /// for the current Fairy-Stockfish because that is not built.
    pub fn describe(&self, engine: &EngineProcess) -> String {
        let path = self.path();
        let stand_in = self.path.is_none() && path == DEBIAN_FAIRY_STOCKFISH;
        format!(
            "{} ({path}){}",
            engine.id,
            if stand_in {
                " -- the current Fairy-Stockfish is not built: scripts/build-fairy-stockfish.sh builds it"
            } else {
                ""
            }
        )
    }
}

/// A running UCI engine.
pub struct EngineProcess {
    /// Name used in reports.
    pub name: String,
    /// What the engine calls itself (its `id name`), or the path it was started from.
    pub id: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

/// The score of the last line in `lines` (an engine's output before `bestmove`) that reports one
/// (`info … score cp 35 …` or `… score mate -2 …`), from the side to move.
pub fn last_score<S: AsRef<str>>(lines: &[S]) -> Option<Score> {
    let line = lines
        .iter()
        .map(AsRef::as_ref)
        .rev()
        .find(|line| line.split_whitespace().any(|w| w == "score"))?;
    let words: Vec<&str> = line
        .split_whitespace()
        .skip_while(|w| *w != "score")
        .skip(1)
        .take(2)
        .collect();
    words.join(" ").parse().ok()
}

/// Why talking to an engine failed.
#[derive(Debug)]
pub enum EngineError {
    /// The process could not be started or written to.
    Io(std::io::Error),
    /// No expected reply in time.
    Timeout(String),
    /// The process closed its output.
    Exited,
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EngineError::Io(e) => write!(f, "engine i/o error: {e}"),
            EngineError::Timeout(what) => write!(f, "engine timed out waiting for {what}"),
            EngineError::Exited => write!(f, "engine exited"),
        }
    }
}

impl std::error::Error for EngineError {}

impl From<std::io::Error> for EngineError {
    fn from(e: std::io::Error) -> Self {
        EngineError::Io(e)
    }
}

impl EngineProcess {
    /// Starts `path`, completes the `uci` handshake and sets the given options.
    pub fn start(
        path: &str,
        name: &str,
        options: &[(&str, String)],
    ) -> Result<EngineProcess, EngineError> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take().ok_or(EngineError::Exited)?;
        let stdout = child.stdout.take().ok_or(EngineError::Exited)?;
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = EngineProcess {
            name: name.to_string(),
            id: path.to_string(),
            child,
            stdin,
            lines,
        };
        engine.send("uci")?;
        let (_, handshake) = engine.wait_for("uciok", Duration::from_secs(10))?;
        if let Some(id) = handshake.iter().find_map(|l| l.strip_prefix("id name ")) {
            engine.id = id.trim().to_string();
        }
        for (option, value) in options {
            engine.send(&format!("setoption name {option} value {value}"))?;
        }
        engine.ready()?;
        Ok(engine)
    }

    /// Sends one command line.
    pub fn send(&mut self, line: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{line}")?;
        self.stdin.flush()?;
        Ok(())
    }

    /// `isready` and wait for `readyok`.
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        self.wait_for("readyok", Duration::from_secs(30))
            .map(|_| ())
    }

    /// Reads lines until one starts with `prefix`; returns it with all lines read before it.
    pub fn wait_for(
        &mut self,
        prefix: &str,
        timeout: Duration,
    ) -> Result<(String, Vec<String>), EngineError> {
        self.wait_for_any(&[prefix], timeout)
    }

    /// Reads lines until one starts with one of `prefixes`; returns it with all lines read before it.
    pub fn wait_for_any(
        &mut self,
        prefixes: &[&str],
        timeout: Duration,
    ) -> Result<(String, Vec<String>), EngineError> {
        let deadline = Instant::now() + timeout;
        let mut before = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if prefixes.iter().any(|p| line.starts_with(p)) => {
                    return Ok((line, before))
                }
                Ok(line) => before.push(line),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::Timeout(prefixes.join(" or ")))
                }
                Err(RecvTimeoutError::Disconnected) => return Err(EngineError::Exited),
            }
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_reported_score_counts() {
        let infos = [
            "info depth 1 score cp 35 nodes 10",
            "info depth 2 score mate 3 nodes 20",
            "info string hello",
        ];
        assert_eq!(last_score(&infos[..1]), Some(Score::Cp(35)));
        assert_eq!(last_score(&infos), Some(Score::Mate(3)));
        assert_eq!(last_score(&infos).and_then(Score::cp), None);
        assert_eq!(last_score(&["info depth 9 score cp x"]), None);
        assert_eq!(last_score::<&str>(&[]), None);
    }
}
