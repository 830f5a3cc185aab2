//! The files one translation unit is read from: the main source and the
//! files it includes, in one offset space, so a diagnostic or a location is
//! a plain byte range whatever file it falls in.
//!
//! File `i` occupies `base(i)..=base(i) + len(i)` (the end offset included,
//! for spans at the end of a file); the next file starts one past that.

use std::ops::Range;

/// One file of a translation unit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// The name diagnostics and locations show (the path as given).
    pub name: String,
    pub text: String,
    /// Its first byte's offset in the unit.
    pub base: usize,
    /// Offsets (in `text`) where its lines start.
    line_starts: Vec<usize>,
    /// Characters before each [`BLOCK`] of bytes: a column is a difference
    /// of two counts, so a long line costs no more than a short one.
    chars_before_block: Vec<usize>,
}

/// Bytes between two character counts of [`SourceFile`].
const BLOCK: usize = 64;

/// Every character has exactly one byte that is not a UTF-8 continuation.
fn chars_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|b| (**b & 0xC0) != 0x80).count()
}

impl SourceFile {
    fn new(name: String, text: String, base: usize) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        let chars_before_block = std::iter::once(0)
            .chain(text.as_bytes().chunks(BLOCK).scan(0, |count, block| {
                *count += chars_in(block);
                Some(*count)
            }))
            .collect();
        Self {
            name,
            text,
            base,
            line_starts,
            chars_before_block,
        }
    }

    /// Characters that begin before byte `offset` (at most the length).
    fn chars_before(&self, offset: usize) -> usize {
        let block = offset / BLOCK;
        self.chars_before_block[block] + chars_in(&self.text.as_bytes()[block * BLOCK..offset])
    }

    /// The 0-based line holding byte `offset`.
    pub fn line_index(&self, offset: usize) -> usize {
        self.line_starts
            .partition_point(|start| *start <= offset.min(self.text.len()))
            .saturating_sub(1)
    }

    /// How many lines the file has.
    pub fn line_count(&self) -> usize {
        self.line_starts.len()
    }

    /// Where 0-based line `index` starts; the length for the line after the
    /// last, None past it.
    pub fn line_start(&self, index: usize) -> Option<usize> {
        match index.cmp(&self.line_starts.len()) {
            std::cmp::Ordering::Less => Some(self.line_starts[index]),
            std::cmp::Ordering::Equal => Some(self.text.len()),
            std::cmp::Ordering::Greater => None,
        }
    }

    /// 1-based column (in characters) of byte `offset`, on its line.
    pub fn column(&self, offset: usize) -> usize {
        self.line_column(offset).1
    }

    /// 1-based line and column (in characters) of `offset` in this file,
    /// in O(log lines), whatever the length of the line.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|start| *start <= offset);
        let start = self.line_starts[line.saturating_sub(1)];
        (
            line,
            self.chars_before(offset) - self.chars_before(start) + 1,
        )
    }
}

/// The main source and its included files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFiles {
    files: Vec<SourceFile>,
}

impl SourceFiles {
    /// A unit of one file (at offset 0).
    pub fn new(name: impl Into<String>, text: impl Into<String>) -> Self {
        Self {
            files: vec![SourceFile::new(name.into(), text.into(), 0)],
        }
    }

    /// Adds an included file; returns its index.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> usize {
        let base = self.end() + 1;
        self.files
            .push(SourceFile::new(name.into(), text.into(), base));
        self.files.len() - 1
    }

    /// One past the last offset of the last file.
    fn end(&self) -> usize {
        self.files.last().map_or(0, |f| f.base + f.text.len())
    }

    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    pub fn file(&self, index: usize) -> &SourceFile {
        &self.files[index.min(self.files.len() - 1)]
    }

    pub fn main(&self) -> &SourceFile {
        &self.files[0]
    }

    /// The index of the file holding `offset` (the last file for offsets
    /// past the end).
    pub fn index_of(&self, offset: usize) -> usize {
        self.files
            .partition_point(|f| f.base <= offset)
            .saturating_sub(1)
    }

    /// The file of `range` (by its start) and the range within that file,
    /// clamped to it.
    pub fn local(&self, range: &Range<usize>) -> (usize, Range<usize>) {
        let index = self.index_of(range.start);
        let file = &self.files[index];
        let clamp = |o: usize| o.saturating_sub(file.base).min(file.text.len());
        let start = clamp(range.start);
        (index, start..clamp(range.end).max(start))
    }

    /// File name, 1-based line and column of `offset`.
    pub fn position(&self, offset: usize) -> (&str, usize, usize) {
        let (index, local) = self.local(&(offset..offset));
        let file = &self.files[index];
        let (line, column) = file.line_column(local.start);
        (&file.name, line, column)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_map_to_their_file_line_and_column() {
        let mut files = SourceFiles::new("main.cpp", "a\nbc\n");
        let header = files.add("h.h", "x\ny");
        assert_eq!(header, 1);
        assert_eq!(files.file(1).base, 6);
        assert_eq!(files.position(0), ("main.cpp", 1, 1));
        assert_eq!(files.position(3), ("main.cpp", 2, 2));
        // The end of the main file stays in it.
        assert_eq!(files.position(5), ("main.cpp", 3, 1));
        assert_eq!(files.position(6), ("h.h", 1, 1));
        assert_eq!(files.position(8), ("h.h", 2, 1));
        assert_eq!(files.position(100), ("h.h", 2, 2));
        assert_eq!(files.local(&(7..9)), (1, 1..3));
    }

    #[test]
    fn line_columns_agree_with_the_linear_scan() {
        // Lines longer than a block, multi-byte characters across block
        // boundaries, offsets inside characters.
        let long = "é→x".repeat(60);
        let text = format!("ab\n\ncd é\n{long}\n{}\nlast", "y".repeat(200));
        let files = SourceFiles::new("f", text.as_str());
        for offset in 0..=text.len() + 1 {
            let (_, line, column) = files.position(offset);
            assert_eq!((line, column), tanto_arch::line_column(&text, offset));
        }
    }
}
