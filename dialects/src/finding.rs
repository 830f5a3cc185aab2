//! A finding of a checker: a message at a place, with notes at related
//! places. Plain data, generic over how a place is named — an MLIR
//! `Location`, a byte range, an index into a table of locations — so the
//! checkers that run on plain models and the ones that run on IR share it.

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Error,
    Warning,
}

/// One finding, at `at`, with notes at other places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding<At> {
    pub at: At,
    pub severity: Severity,
    pub message: String,
    pub notes: Vec<(At, String)>,
}

impl<At> Finding<At> {
    pub fn error(at: At, message: impl Into<String>) -> Self {
        Self::new(at, Severity::Error, message)
    }

    pub fn warning(at: At, message: impl Into<String>) -> Self {
        Self::new(at, Severity::Warning, message)
    }

    pub fn new(at: At, severity: Severity, message: impl Into<String>) -> Self {
        Self {
            at,
            severity,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note at another place.
    pub fn with_note(mut self, at: At, note: impl Into<String>) -> Self {
        self.notes.push((at, note.into()));
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The same finding with its places renamed, e.g. table indices turned
    /// into locations.
    pub fn map_at<To>(self, mut f: impl FnMut(At) -> To) -> Finding<To> {
        Finding {
            at: f(self.at),
            severity: self.severity,
            message: self.message,
            notes: self
                .notes
                .into_iter()
                .map(|(at, note)| (f(at), note))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constructors_and_notes() {
        let finding = Finding::error(3, "bad").with_note(1, "declared here");
        assert!(finding.is_error());
        assert_eq!(finding.notes, vec![(1, "declared here".to_string())]);
        let moved = finding.map_at(|i| i * 10);
        assert_eq!((moved.at, moved.notes[0].0), (30, 10));
        assert_eq!(Finding::warning((), "w").severity, Severity::Warning);
        assert!(Severity::Error < Severity::Warning);
    }
}
