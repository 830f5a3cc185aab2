//! Reading source files: one function for every kernel, program and PTO
//! source, whatever the bytes.
//!
//! Sources are UTF-8, but real kernels carry ISO-8859-1 bytes in comments (an
//! author's name, a degree sign). Reading never fails on encoding: valid
//! UTF-8 is kept, and each byte that is not part of a valid UTF-8 sequence
//! becomes the ISO-8859-1 character of the same value (0xE9 → `é`). That is
//! lossy (the two spellings of `é` read the same) but keeps one character per
//! such byte, so lines and columns in diagnostics are those of the file.
//! Whether a non-ASCII character is acceptable where it stands is the
//! language's business: Tanto allows it only in comments and string
//! literals ([`non_ascii_in_code`]).

use std::{ops::Range, path::Path};

/// The text of `bytes`: UTF-8 where it is valid, every other byte as its
/// ISO-8859-1 character. A leading UTF-8 byte-order mark is no text (an
/// editor's, which C compilers skip), so line 1's columns are an editor's.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut text = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        text.extend(chunk.invalid().iter().map(|b| char::from(*b)));
    }
    text
}

/// Reads a source file with [`decode`]; fails only when the file cannot be
/// read or is larger than [`tanto_arch::files::MAX_INPUT_BYTES`].
pub fn read_file(path: &Path) -> std::io::Result<String> {
    tanto_arch::files::read_file(path).map(|bytes| decode(&bytes))
}

/// Reads all of `reader` (standard input) with [`decode`].
pub fn read_all(reader: &mut impl std::io::Read) -> std::io::Result<String> {
    let bytes = tanto_arch::files::read_bounded(reader, tanto_arch::files::MAX_INPUT_BYTES)?;
    Ok(decode(&bytes))
}

/// The bytes of C-like source `text` that are code, with their offsets:
/// `//` and `/* */` comments and `"…"`/`'…'` literals skipped.
pub fn code_bytes(text: &str) -> impl Iterator<Item = (usize, u8)> + '_ {
    let bytes = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        while at < bytes.len() {
            match bytes[at] {
                b'/' if bytes.get(at + 1) == Some(&b'/') => {
                    while at < bytes.len() && bytes[at] != b'\n' {
                        at += 1;
                    }
                }
                b'/' if bytes.get(at + 1) == Some(&b'*') => {
                    at = text[at + 2..]
                        .find("*/")
                        .map_or(bytes.len(), |n| at + 2 + n + 2);
                }
                quote @ (b'"' | b'\'') => {
                    at += 1;
                    while at < bytes.len() && bytes[at] != quote && bytes[at] != b'\n' {
                        at += if bytes[at] == b'\\' { 2 } else { 1 };
                    }
                    at += 1;
                }
                byte => {
                    at += 1;
                    return Some((at - 1, byte));
                }
            }
        }
        None
    })
}

/// The offset of the first `(`, `[` or `{` of C-like source `text` nested
/// deeper than `max`, outside comments and string and character literals:
/// checked in one pass before a recursive parser sees the text.
pub fn bracket_past_depth(text: &str, max: usize) -> Option<usize> {
    let mut depth = 0usize;
    for (at, byte) in code_bytes(text) {
        match byte {
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return Some(at);
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

/// For each of `positions` (ascending offsets into C-like source `text`),
/// the top-level `{ }` block it is in (numbered from 0 in text order: a
/// function's body), or `None` outside every block.
pub fn top_level_blocks(text: &str, positions: &[usize]) -> Vec<Option<usize>> {
    let mut found = Vec::with_capacity(positions.len());
    let mut next = positions.iter().peekable();
    let (mut depth, mut blocks) = (0usize, 0usize);
    let mut record = |upto: usize, depth: usize, blocks: usize, found: &mut Vec<Option<usize>>| {
        while let Some(&&p) = next.peek() {
            if p > upto {
                break;
            }
            found.push((depth > 0).then(|| blocks - 1));
            next.next();
        }
    };
    for (at, byte) in code_bytes(text) {
        record(at, depth, blocks, &mut found);
        match byte {
            b'{' => {
                if depth == 0 {
                    blocks += 1;
                }
                depth += 1;
            }
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    record(usize::MAX, depth, blocks, &mut found);
    found
}

/// The non-ASCII characters of C-like source `text` that stand in code,
/// i.e. outside `//` and `/* */` comments and `"…"`/`'…'` literals, with
/// their byte ranges.
pub fn non_ascii_in_code(text: &str) -> Vec<(Range<usize>, char)> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        Code,
        LineComment,
        BlockComment,
        Literal(char),
    }
    let mut found = Vec::new();
    let mut state = State::Code;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        let next = chars.peek().map(|(_, n)| *n);
        state = match (state, c) {
            (State::Code, '/') if next == Some('/') => {
                chars.next();
                State::LineComment
            }
            (State::Code, '/') if next == Some('*') => {
                chars.next();
                State::BlockComment
            }
            (State::Code, '"' | '\'') => State::Literal(c),
            (State::Code, c) if !c.is_ascii() => {
                found.push((at..at + c.len_utf8(), c));
                State::Code
            }
            (State::LineComment, '\n') => State::Code,
            (State::BlockComment, '*') if next == Some('/') => {
                chars.next();
                State::Code
            }
            (State::Literal(_), '\\') => {
                chars.next();
                state
            }
            (State::Literal(quote), c) if c == quote || c == '\n' => State::Code,
            (state, _) => state,
        };
    }
    found
}

/// `text` as a C identifier (a symbol name): every character that cannot be
/// in one is `_`.
pub fn c_identifier(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_utf8_is_kept() {
        assert_eq!(decode("// café\nx".as_bytes()), "// café\nx");
    }

    #[test]
    fn a_leading_byte_order_mark_is_no_text() {
        assert_eq!(decode(b"\xEF\xBB\xBFint x;\n"), "int x;\n");
        // Only at the start: elsewhere it is a character of the text.
        assert_eq!(decode(b"a\xEF\xBB\xBF"), "a\u{FEFF}");
    }

    #[test]
    fn latin1_bytes_become_one_character_each() {
        let text = decode(b"// Jos\xe9 M\xfcller, 90\xb0\nx");
        assert_eq!(text, "// José Müller, 90°\nx");
        // Columns count characters: the `x` after the comment is still 2:1.
        assert_eq!(
            crate::diagnostic::line_column(&text, text.len() - 1),
            (2, 1)
        );
    }

    #[test]
    fn non_ascii_in_comments_and_literals_is_not_code() {
        let text = "// é\n/* ° */ \"ü\" 'ß' x";
        assert!(non_ascii_in_code(text).is_empty());
    }

    #[test]
    fn non_ascii_in_code_is_found_with_its_range() {
        let text = "uint32 caf\u{e9} = 1; // é";
        let found = non_ascii_in_code(text);
        assert_eq!(found, vec![(10..12, 'é')]);
    }

    #[test]
    fn escaped_quote_stays_in_the_literal() {
        assert!(non_ascii_in_code(r#""a\"é" x"#).is_empty());
        assert_eq!(non_ascii_in_code("\"a\ncafé").len(), 1);
    }
}
