//! Frontend diagnostics: located errors and warnings with notes, rendered
//! like rustc/clang (file:line:col, the source line, a caret) through
//! codespan-reporting.

use crate::source_files::SourceFiles;
use codespan_reporting::{
    diagnostic::{Diagnostic as Report, Label},
    files::SimpleFiles,
    term::{self, termcolor::NoColor, Chars, Config, DisplayStyle},
};
use std::ops::Range;

pub use tanto_dialects::finding::Severity;

/// A diagnostic at a byte range of the source, with notes at other ranges
/// (`note: declared here`) and free-standing help lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    pub span: Range<usize>,
    pub message: String,
    /// A short label under the caret.
    pub label: Option<String>,
    pub notes: Vec<(Range<usize>, String)>,
    pub help: Vec<String>,
}

impl Diagnostic {
    pub fn error(span: Range<usize>, message: impl Into<String>) -> Self {
        Self {
            severity: Severity::Error,
            span,
            message: message.into(),
            label: None,
            notes: Vec::new(),
            help: Vec::new(),
        }
    }

    pub fn warning(span: Range<usize>, message: impl Into<String>) -> Self {
        Self {
            severity: Severity::Warning,
            ..Self::error(span, message)
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Self {
        self.label = Some(label.into());
        self
    }

    pub fn with_note(mut self, span: Range<usize>, note: impl Into<String>) -> Self {
        self.notes.push((span, note.into()));
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Self {
        self.help.push(help.into());
        self
    }

    /// The same diagnostic with every range passed through `map` (from
    /// preprocessed to original source offsets).
    pub fn mapped(self, map: impl Fn(Range<usize>) -> Range<usize>) -> Self {
        Self {
            span: map(self.span),
            notes: self.notes.into_iter().map(|(s, n)| (map(s), n)).collect(),
            ..self
        }
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// Renders diagnostics against the original source text, in order, as
/// rustc does: `error: message`, then ` --> file:line:col`, the source line
/// and a caret under the span, with notes as secondary labels. Each span is
/// shown in the file of `sources` it falls in (a kernel or a header).
pub fn render(sources: &SourceFiles, diagnostics: &[Diagnostic]) -> String {
    let mut files = SimpleFiles::new();
    for file in sources.files() {
        files.add(file.name.as_str(), file.text.as_str());
    }
    let config = Config {
        display_style: DisplayStyle::Rich,
        chars: Chars::ascii(),
        ..Config::default()
    };
    let mut out = NoColor::new(Vec::new());
    for diagnostic in diagnostics {
        let (file, range) = sources.local(&diagnostic.span);
        let mut primary = Label::primary(file, range);
        if let Some(label) = &diagnostic.label {
            primary = primary.with_message(label);
        }
        let mut labels = vec![primary];
        labels.extend(diagnostic.notes.iter().map(|(span, note)| {
            let (file, range) = sources.local(span);
            Label::secondary(file, range).with_message(note)
        }));
        let report = match diagnostic.severity {
            Severity::Error => Report::error(),
            Severity::Warning => Report::warning(),
            Severity::Remark => Report::note(),
        }
        .with_message(&diagnostic.message)
        .with_labels(labels)
        .with_notes(diagnostic.help.clone());
        let _ = term::emit(&mut out, &config, &files, &report);
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

pub use tanto_arch::line_column;
