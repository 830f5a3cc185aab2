//! What a diagnostic shows of its source lines: a line of at most
//! [`LONGEST`] bytes in full; of a longer one, only a window around the
//! labels on it (or its start, for a context line). A 500 KB line (minified
//! or generated source) would otherwise be printed whole, once per label.
//! Columns in `file:line:col` still count from the true start of the line.

use crate::source_files::{SourceFile, SourceFiles};
use codespan_reporting::files::{Error, Files};
use std::collections::BTreeMap;
use std::ops::Range;

/// Lines up to this many bytes are shown whole.
pub const LONGEST: usize = 160;
/// Bytes shown before the first label and after the last on a long line.
const BEFORE: usize = 40;
const AFTER: usize = 80;

/// The source files, with windows on the long labelled lines.
pub struct Excerpts<'s> {
    sources: &'s SourceFiles,
    /// (file, line) -> the bytes of the line to show.
    windows: BTreeMap<(usize, usize), Range<usize>>,
}

/// A long line cut for display: its 1-based number, its length and the
/// 1-based column the excerpt starts at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    pub line: usize,
    pub bytes: usize,
    pub first_column: usize,
}

impl<'s> Excerpts<'s> {
    pub fn new(sources: &'s SourceFiles) -> Self {
        Self {
            sources,
            windows: BTreeMap::new(),
        }
    }

    /// Shows enough of the lines of `labels` (file, range) to hold every
    /// label end on them. A label longer than [`LONGEST`] within one long
    /// line is shortened to its first [`LONGEST`] bytes. Returns the labels
    /// as they are to be drawn and the long lines cut.
    pub fn show(
        &mut self,
        labels: &[(usize, Range<usize>)],
    ) -> (Vec<(usize, Range<usize>)>, Vec<Cut>) {
        self.windows.clear();
        let mut drawn = Vec::with_capacity(labels.len());
        let mut points: BTreeMap<(usize, usize), (usize, usize)> = BTreeMap::new();
        for (file, range) in labels {
            let source = self.sources.file(*file);
            let line = source.line_index(range.start);
            let mut range = range.clone();
            if source.line_index(range.end) == line && full_line(source, line).len() > LONGEST {
                let end = ceil_boundary(source, range.end.min(range.start + LONGEST));
                range = range.start..end;
            }
            for offset in [range.start, range.end] {
                let entry = points
                    .entry((*file, source.line_index(offset)))
                    .or_insert((offset, offset));
                entry.0 = entry.0.min(offset);
                entry.1 = entry.1.max(offset);
            }
            drawn.push((*file, range));
        }
        let mut cuts = Vec::new();
        for ((file, line), (first, last)) in points {
            let source = self.sources.file(file);
            let whole = full_line(source, line);
            if whole.len() <= LONGEST {
                continue;
            }
            let start = floor_boundary(source, first.saturating_sub(BEFORE).max(whole.start));
            let end = ceil_boundary(source, (last + AFTER).min(whole.end)).max(start);
            cuts.push(Cut {
                line: line + 1,
                bytes: whole.len(),
                first_column: source.column(start),
            });
            self.windows.insert((file, line), start..end);
        }
        (drawn, cuts)
    }
}

/// The bytes of line `index` without its line break.
fn full_line(source: &SourceFile, index: usize) -> Range<usize> {
    let start = source.line_start(index).unwrap_or(source.text.len());
    let end = source
        .line_start(index + 1)
        .unwrap_or(source.text.len())
        .max(start);
    let text = &source.text.as_bytes()[start..end];
    let trimmed = text.len()
        - text
            .iter()
            .rev()
            .take_while(|b| **b == b'\n' || **b == b'\r')
            .count();
    start..start + trimmed
}

fn floor_boundary(source: &SourceFile, mut offset: usize) -> usize {
    while !source.text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

fn ceil_boundary(source: &SourceFile, mut offset: usize) -> usize {
    while !source.text.is_char_boundary(offset) {
        offset += 1;
    }
    offset
}

impl<'a> Files<'a> for Excerpts<'_> {
    type FileId = usize;
    type Name = &'a str;
    type Source = &'a str;

    fn name(&'a self, id: usize) -> Result<&'a str, Error> {
        self.file(id).map(|f| f.name.as_str())
    }

    fn source(&'a self, id: usize) -> Result<&'a str, Error> {
        self.file(id).map(|f| f.text.as_str())
    }

    fn line_index(&'a self, id: usize, byte_index: usize) -> Result<usize, Error> {
        self.file(id).map(|f| f.line_index(byte_index))
    }

    fn column_number(&'a self, id: usize, _line: usize, byte_index: usize) -> Result<usize, Error> {
        self.file(id).map(|f| f.column(byte_index))
    }

    fn line_range(&'a self, id: usize, line_index: usize) -> Result<Range<usize>, Error> {
        if let Some(window) = self.windows.get(&(id, line_index)) {
            return Ok(window.clone());
        }
        let file = self.file(id)?;
        let too_large = || Error::LineTooLarge {
            given: line_index,
            max: file.line_count(),
        };
        let start = file.line_start(line_index).ok_or_else(too_large)?;
        let end = file.line_start(line_index + 1).ok_or_else(too_large)?;
        // A context line (not labelled) shows its start only.
        if end - start > LONGEST {
            return Ok(start..ceil_boundary(file, start + LONGEST));
        }
        Ok(start..end)
    }
}

impl Excerpts<'_> {
    fn file(&self, id: usize) -> Result<&SourceFile, Error> {
        self.sources.files().get(id).ok_or(Error::FileMissing)
    }
}
