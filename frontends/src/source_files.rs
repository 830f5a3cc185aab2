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
}

impl SourceFile {
    fn new(name: String, text: String, base: usize) -> Self {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        Self {
            name,
            text,
            base,
            line_starts,
        }
    }

    /// 1-based line and column (in characters) of `offset` in this file,
    /// in O(log lines + line length).
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|start| *start <= offset);
        let start = self.line_starts[line.saturating_sub(1)];
        let (_, column) = tanto_arch::line_column(&self.text[start..], offset - start);
        (line, column)
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
        let text = "ab\n\ncd é\nlast";
        let files = SourceFiles::new("f", text);
        for offset in 0..=text.len() {
            if text.is_char_boundary(offset) {
                let (_, line, column) = files.position(offset);
                assert_eq!((line, column), tanto_arch::line_column(text, offset));
            }
        }
    }
}
