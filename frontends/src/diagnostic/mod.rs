//! Frontend diagnostics: located errors and warnings with notes, rendered
//! like rustc/clang (file:line:col, the source line, a caret) through
//! codespan-reporting.

mod excerpt;

use crate::source_files::SourceFiles;
use codespan_reporting::{
    diagnostic::{Diagnostic as Report, Label},
    term::{self, termcolor::NoColor, Chars, Config, DisplayStyle},
};
use excerpt::Excerpts;
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
/// shown in the file of `sources` it falls in (a kernel or a header). Of a
/// line longer than 160 bytes only the part around the labels is shown,
/// with a note saying so.
pub fn render(sources: &SourceFiles, diagnostics: &[Diagnostic]) -> String {
    let mut files = Excerpts::new(sources);
    let config = Config {
        display_style: DisplayStyle::Rich,
        chars: Chars::ascii(),
        ..Config::default()
    };
    let mut out = NoColor::new(Vec::new());
    for diagnostic in diagnostics {
        let spans: Vec<(usize, std::ops::Range<usize>)> = std::iter::once(&diagnostic.span)
            .chain(diagnostic.notes.iter().map(|(span, _)| span))
            .map(|span| sources.local(span))
            .collect();
        let (spans, cuts) = files.show(&spans);
        let mut labels: Vec<Label<usize>> = Vec::new();
        for (index, (file, range)) in spans.into_iter().enumerate() {
            labels.push(match index {
                0 => {
                    let primary = Label::primary(file, range);
                    match &diagnostic.label {
                        Some(label) => primary.with_message(label),
                        None => primary,
                    }
                }
                _ => Label::secondary(file, range).with_message(&diagnostic.notes[index - 1].1),
            });
        }
        let mut notes = diagnostic.help.clone();
        notes.extend(cuts.iter().map(|cut| {
            format!(
                "line {} is {} bytes long; shown from column {}",
                cut.line, cut.bytes, cut.first_column
            )
        }));
        let report = match diagnostic.severity {
            Severity::Error => Report::error(),
            Severity::Warning => Report::warning(),
            Severity::Remark => Report::note(),
        }
        .with_message(&diagnostic.message)
        .with_labels(labels)
        .with_notes(notes);
        let _ = term::emit(&mut out, &config, &files, &report);
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

pub use tanto_arch::line_column;
