//! Positions in source text, shared by every tool that reports them.

/// `n` and a regular English noun, plural unless `n` is 1: "1 tile",
/// "2 tiles". Every message that counts something says it this way.
pub fn count(n: impl Into<u64>, noun: &str) -> String {
    match n.into() {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

/// The 1-based line and column of the byte `offset` in `text`. Columns count
/// characters (Unicode scalar values), as the diagnostic renderer does, so a
/// location printed as `file:line:column` points where the caret is drawn.
/// An offset past the end means the end; one inside a multi-byte character
/// counts that character as begun.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text.as_bytes()[..offset.min(text.len())];
    let line = before.iter().filter(|b| **b == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    // Every character has exactly one byte that is not a UTF-8 continuation.
    let column = before[line_start..]
        .iter()
        .filter(|b| (**b & 0xC0) != 0x80)
        .count()
        + 1;
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::{count, line_column};

    #[test]
    fn counts_are_singular_only_for_one() {
        assert_eq!(count(1u32, "destination"), "1 destination");
        assert_eq!(count(0u32, "tile"), "0 tiles");
        assert_eq!(count(2u64, "byte"), "2 bytes");
    }

    #[test]
    fn offset_zero_is_line_1_column_1() {
        assert_eq!(line_column("abc", 0), (1, 1));
        assert_eq!(line_column("", 0), (1, 1));
    }

    #[test]
    fn columns_restart_after_a_newline() {
        let text = "ab\ncd\n";
        assert_eq!(line_column(text, 1), (1, 2));
        assert_eq!(line_column(text, 2), (1, 3));
        assert_eq!(line_column(text, 3), (2, 1));
        assert_eq!(line_column(text, 4), (2, 2));
    }

    #[test]
    fn multi_byte_characters_count_once() {
        // 'é' is 2 bytes, '→' 3.
        let text = "é→x\nπy";
        assert_eq!(line_column(text, 2), (1, 2));
        assert_eq!(line_column(text, 5), (1, 3));
        assert_eq!(line_column(text, 7), (2, 1));
        assert_eq!(line_column(text, 9), (2, 2));
        // Inside a character: that character has begun.
        assert_eq!(line_column(text, 3), (1, 3));
    }

    #[test]
    fn the_end_and_past_it() {
        let text = "ab\nc";
        assert_eq!(line_column(text, text.len()), (2, 2));
        assert_eq!(line_column(text, text.len() + 10), (2, 2));
        assert_eq!(line_column("ab\n", 3), (2, 1));
    }
}
