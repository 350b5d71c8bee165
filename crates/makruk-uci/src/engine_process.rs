//! A UCI engine running as a child process, for the match runner and the benchmark.

use makruk_engine::Score;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// Where Debian's package installs Fairy-Stockfish: the default opponent and labelling engine.
pub const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// The tools' `--opponent PATH`: the other engine (Fairy-Stockfish by default).
#[derive(clap::Args)]
pub struct Opponent {
    /// The other engine: the opponent, or the engine that labels or analyses positions.
    #[arg(long = "opponent", id = "opponent", value_name = "PATH", default_value = FAIRY_STOCKFISH)]
    pub path: String,
}

impl Opponent {
    /// Starts the engine (named `fairy-stockfish` in reports) set to Makruk.
    ///
    /// # Errors
    /// As [`EngineProcess::start`].
    pub fn start_makruk(&self) -> Result<EngineProcess, EngineError> {
        EngineProcess::start(
            &self.path,
            "fairy-stockfish",
            &[("UCI_Variant", "makruk".to_string())],
        )
    }
}

/// A running UCI engine.
pub struct EngineProcess {
    /// Name used in reports.
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

/// The score of the last line in `lines` (an engine's output before `bestmove`) that reports one
/// (`info … score cp 35 …` or `… score mate -2 …`), from the side to move.
pub fn last_score(lines: &[String]) -> Option<Score> {
    let line = lines
        .iter()
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
            child,
            stdin,
            lines,
        };
        engine.send("uci")?;
        engine.wait_for("uciok", Duration::from_secs(10))?;
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
        let deadline = Instant::now() + timeout;
        let mut before = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return Ok((line, before)),
                Ok(line) => before.push(line),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::Timeout(prefix.to_string()))
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

    fn lines(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn the_last_reported_score_counts() {
        let infos = lines(&[
            "info depth 1 score cp 35 nodes 10",
            "info depth 2 score mate 3 nodes 20",
            "info string hello",
        ]);
        assert_eq!(last_score(&infos[..1]), Some(Score::Cp(35)));
        assert_eq!(last_score(&infos), Some(Score::Mate(3)));
        assert_eq!(last_score(&infos).and_then(Score::cp), None);
        assert_eq!(last_score(&lines(&["info depth 9 score cp x"])), None);
        assert_eq!(last_score(&[]), None);
    }
}
