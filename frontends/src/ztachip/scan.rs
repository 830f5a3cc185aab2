//! Cuts the tensor statements out of a ztachip tensor program: a C file in
//! which a line whose first non-blank character is `>` carries (part of) a
//! tensor statement. A statement runs over as many `>` lines as it needs and
//! ends with the `;` that ends a line; the C lines between its pieces are
//! kept as they are. Comments are cut from `>` lines. The pieces of one
//! statement are joined with a space (ztachip's own tool glues them with
//! none, which turns `CONCURRENT` `FOR` into one word).

use crate::diagnostic::Diagnostic;
use std::ops::Range;

/// One statement: its text as the grammar reads it, where each piece of
/// that text came from, and the source lines it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawStatement {
    pub text: String,
    /// (offset in `text`, offset in the source, length) of each piece.
    pieces: Vec<(usize, usize, usize)>,
    /// Byte ranges of the `>` lines of the statement, `>` included.
    pub lines: Vec<Range<usize>>,
}

impl RawStatement {
    /// The source range of a range of `text`, by a binary search of the
    /// pieces (a statement may have thousands).
    pub fn source_span(&self, span: Range<usize>) -> Range<usize> {
        // The piece an offset falls in, or the gap after: the last piece
        // that starts at or before it (pieces are in text order, the first
        // at 0).
        let at = |offset: usize| {
            let k = self.pieces.partition_point(|(text, ..)| *text <= offset);
            let piece = self.pieces.get(k.saturating_sub(1));
            piece.map_or(0, |(text, source, len)| {
                source + offset.saturating_sub(*text).min(*len)
            })
        };
        let start = at(span.start);
        start..at(span.end).max(start)
    }

    /// The whole statement's source range (from its first `>` line to the
    /// end of its last).
    pub fn span(&self) -> Range<usize> {
        let start = self.lines.first().map_or(0, |l| l.start);
        start..self.lines.last().map_or(start, |l| l.end)
    }
}

/// The statements of `source`, in order, and the diagnostics of the scan:
/// an unclosed `/*` on a `>` line (an error), a statement the file ends
/// inside (a warning: it is dropped).
pub fn statements(source: &str) -> (Vec<RawStatement>, Vec<Diagnostic>) {
    let mut statements = Vec::new();
    let mut errors = Vec::new();
    let mut open: Option<RawStatement> = None;
    for (start, body, indent) in statement_lines(source) {
        let line_range = start..start + body.len();
        let content_start = start + indent + 1;
        let content = match strip_comments(&body[indent + 1..]) {
            Ok(content) => content,
            Err(at) => {
                let at = content_start + at;
                errors.push(Diagnostic::error(at..at + 2, "this comment is not closed on its line").with_help("a tensor statement line ends its comments: close `/*` before the end of the line"));
                continue;
            }
        };
        // The piece without its leading and trailing blanks.
        let lead = content.len() - content.trim_start().len();
        let piece = content.trim();
        let statement = open.get_or_insert_with(|| RawStatement {
            text: String::new(),
            pieces: Vec::new(),
            lines: Vec::new(),
        });
        statement.lines.push(line_range);
        if !piece.is_empty() {
            if !statement.text.is_empty() {
                statement.text.push(' ');
            }
            statement
                .pieces
                .push((statement.text.len(), content_start + lead, piece.len()));
            statement.text.push_str(piece);
        }
        if statement.text.ends_with(';') {
            statements.extend(open.take());
        }
    }
    if let Some(statement) = open.filter(|s| !s.text.is_empty()) {
        // ztachip's compiler keeps gathering `>` lines until a `;` ends
        // one: at the file's end it drops what it gathered, writing no C.
        errors.push(
            Diagnostic::warning(
                statement.span(),
                "this tensor statement does not end: it is dropped, as ztachip's compiler drops it",
            )
            .with_help("a statement ends with `;` at the end of a `>` line"),
        );
    }
    (statements, errors)
}

/// The `>` lines of `source`: (offset, the line without its end, the
/// blanks before its `>`).
fn statement_lines(source: &str) -> impl Iterator<Item = (usize, &str, usize)> {
    let mut line_start = 0;
    source.split_inclusive('\n').filter_map(move |line| {
        let start = line_start;
        line_start += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let indent = body.len() - body.trim_start().len();
        body[indent..]
            .starts_with('>')
            .then_some((start, body, indent))
    })
}

/// The `>` lines of `source` after the last statement's end (the ones
/// before a statement are part of it): blanks and comments, or a statement
/// the file ends inside. ztachip's compiler blanks every `>` line, so these
/// are C's blank lines too.
pub fn bare_lines(source: &str) -> Vec<Range<usize>> {
    let mut bare = Vec::new();
    for (start, body, indent) in statement_lines(source) {
        bare.push(start..start + body.len());
        let ends = strip_comments(&body[indent + 1..])
            .is_ok_and(|content| content.trim_end().ends_with(';'));
        if ends {
            bare.clear();
        }
    }
    bare
}

/// Whether the line holding `at` continues a line ending with `\` (a
/// `#define`'s body).
pub fn ends_a_macro(source: &str, at: usize) -> bool {
    let before = source.get(..at).unwrap_or("");
    let Some(previous_end) = before.rfind('\n') else {
        return false;
    };
    before[..previous_end]
        .trim_end_matches(['\r', ' ', '\t'])
        .ends_with('\\')
}

/// A `>` line's text without its comments (blanked, so offsets stay), or
/// the offset of a `/*` it does not close.
fn strip_comments(text: &str) -> Result<String, usize> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i..].starts_with(b"//") {
            break;
        }
        if bytes[i..].starts_with(b"/*") {
            let Some(close) = text[i + 2..].find("*/") else {
                return Err(i);
            };
            let end = i + 2 + close + 2;
            out.extend(std::iter::repeat_n(' ', end - i));
            i = end;
            continue;
        }
        let c = text[i..].chars().next().unwrap_or(' ');
        out.push(c);
        i += c.len_utf8();
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_span_lines_and_keep_their_source_places() {
        let source = "int n = 4;\n> SCRATCH(0,100)[0:n-1] // to scratch\n  for (;;) {}\n>   <= DDR(p,100)[0:n-1];\n>BARRIER;\n";
        let (found, errors) = statements(source);
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(found.len(), 2);
        assert_eq!(found[0].text, "SCRATCH(0,100)[0:n-1] <= DDR(p,100)[0:n-1];");
        // `DDR` in the text is `DDR` in the source.
        let at = found[0].text.find("DDR").unwrap();
        let span = found[0].source_span(at..at + 3);
        assert_eq!(&source[span], "DDR");
        assert_eq!(found[1].text, "BARRIER;");
        assert_eq!(found[0].lines.len(), 2);
    }

    #[test]
    fn comments_are_cut_and_an_open_statement_is_dropped_with_a_warning() {
        let (found, errors) = statements("> A /* x */ <= B; // y\n> C <=\n");
        let words: Vec<&str> = found[0].text.split_whitespace().collect();
        assert_eq!(words, ["A", "<=", "B;"]);
        assert_eq!(found.len(), 1);
        assert_eq!(errors.len(), 1);
        assert!(errors[0].message.contains("does not end"));
        assert!(!errors[0].is_error());
        // The dropped statement's lines are blank C.
        let source = "> A <= B;\n> C\n>   <=\n";
        let bare: Vec<&str> = bare_lines(source).into_iter().map(|r| &source[r]).collect();
        assert_eq!(bare, ["> C", ">   <="]);
        let (_, errors) = statements("> A /* x <= B;\n");
        assert!(errors[0].message.contains("not closed"));
    }
}
