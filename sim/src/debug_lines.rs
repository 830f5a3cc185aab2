//! From a hart's pc to the Tanto source line, through the DWARF line tables
//! and inlined-subroutine entries that `tanto-translate -g` puts in each
//! kernel object (`docs/walkthrough.md`, "Debug info (-g)").
//!
//! The device library (`passes/src/lower/library.mlir`) is inlined into the
//! kernels, so the innermost frame at a pipe wait or a NoC barrier is a line
//! of the library; the frames around it lead back to the kernel statement
//! that called it. [`LineTable::locate`] reports that statement.

use object::{Object, ObjectSection};
use std::{borrow::Cow, fmt, path::Path, sync::Arc};

type Reader = gimli::EndianArcSlice<gimli::RunTimeEndian>;

#[derive(Debug, thiserror::Error)]
pub enum DebugInfoError {
    #[error("not an ELF file the simulator can read: {0}")]
    Elf(#[source] object::Error),
    #[error("cannot read section {section}: {source}")]
    Section {
        section: &'static str,
        #[source]
        source: object::Error,
    },
    #[error("malformed DWARF: {0}")]
    Dwarf(#[source] gimli::Error),
    #[error("malformed DWARF for pc {pc:#010x}: {source}")]
    Lookup {
        pc: u32,
        #[source]
        source: gimli::Error,
    },
}

/// A place in a source file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceLine {
    /// The path as the compiler was given it (relative to where it ran).
    pub file: String,
    pub line: u32,
    /// 0 when the compiler did not know the column.
    pub column: u32,
    /// The function whose code this is (for inlined code, the function it
    /// was inlined into when the inlined scope has no name of its own).
    pub function: Option<String>,
}

impl fmt::Display for SourceLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// The line information of one linked kernel executable.
pub struct LineTable {
    /// None when the executable has no debug info (compiled without -g).
    context: Option<addr2line::Context<Reader>>,
}

impl fmt::Debug for LineTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LineTable")
            .field("has_debug_info", &self.context.is_some())
            .finish()
    }
}

impl LineTable {
    /// From a linked RV32 ELF executable's bytes (the kernel after ld.lld,
    /// which keeps the `.debug_*` sections). An executable without debug
    /// info gives an empty table: [`LineTable::locate`] finds nothing.
    pub fn from_elf(bytes: &[u8]) -> Result<Self, DebugInfoError> {
        let _span = tracing::debug_span!("debug_lines", bytes = bytes.len()).entered();
        let file = object::File::parse(bytes).map_err(DebugInfoError::Elf)?;
        if file.section_by_name(".debug_info").is_none() {
            return Ok(Self { context: None });
        }
        let endian = if file.is_little_endian() {
            gimli::RunTimeEndian::Little
        } else {
            gimli::RunTimeEndian::Big
        };
        let load = |id: gimli::SectionId| -> Result<Reader, DebugInfoError> {
            let data = match file.section_by_name(id.name()) {
                Some(section) => {
                    section
                        .uncompressed_data()
                        .map_err(|source| DebugInfoError::Section {
                            section: id.name(),
                            source,
                        })?
                }
                None => Cow::Borrowed(&[][..]),
            };
            Ok(gimli::EndianArcSlice::new(Arc::from(&*data), endian))
        };
        let dwarf = gimli::Dwarf::load(load)?;
        let context = addr2line::Context::from_dwarf(dwarf).map_err(DebugInfoError::Dwarf)?;
        Ok(Self {
            context: Some(context),
        })
    }

    /// Whether the executable had no debug info.
    pub fn is_empty(&self) -> bool {
        self.context.is_none()
    }

    /// The source frames at `pc`, innermost first: for code inlined from
    /// the device library, the library line, then the kernel line that
    /// called it. Frames without a file or line are left out. Empty when
    /// nothing covers `pc`.
    pub fn frames(&self, pc: u32) -> Result<Vec<SourceLine>, DebugInfoError> {
        let Some(context) = &self.context else {
            return Ok(Vec::new());
        };
        let lookup = |source| DebugInfoError::Lookup { pc, source };
        let mut iter = context
            .find_frames(u64::from(pc))
            .skip_all_loads()
            .map_err(lookup)?;
        let mut frames = Vec::new();
        while let Some(frame) = iter.next().map_err(lookup)? {
            let Some(location) = frame.location else {
                continue;
            };
            let (Some(file), Some(line)) = (location.file, location.line) else {
                continue;
            };
            let function = frame
                .function
                .as_ref()
                .and_then(|name| name.raw_name().ok())
                .map(|name| name.into_owned());
            frames.push(SourceLine {
                file: file.to_string(),
                line,
                column: location.column.unwrap_or(0),
                function,
            });
        }
        Ok(frames)
    }

    /// The kernel-source location of `pc`: of its frames (see
    /// [`LineTable::frames`]), the outermost one with a line that is not in
    /// the device library, which is the kernel's own statement; failing
    /// that, the outermost one with a line. None without debug info or
    /// when no line covers `pc` (malformed DWARF is logged and also None).
    pub fn locate(&self, pc: u32) -> Option<SourceLine> {
        let frames = match self.frames(pc) {
            Ok(frames) => frames,
            Err(error) => {
                tracing::warn!(%error, "no source line");
                return None;
            }
        };
        let located = || frames.iter().rev().filter(|frame| frame.line > 0);
        located()
            .find(|frame| !is_device_library(&frame.file))
            .or_else(|| located().next())
            .cloned()
    }
}

/// The device library is parsed from a string, which MLIR names `-`;
/// `library.mlir` too, should it be given its file name.
fn is_device_library(file: &str) -> bool {
    file == "-"
        || Path::new(file)
            .file_name()
            .is_some_and(|name| name == "library.mlir")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(file: &str, line: u32) -> SourceLine {
        SourceLine {
            file: file.into(),
            line,
            column: 5,
            function: None,
        }
    }

    #[test]
    fn displays_as_file_line_column() {
        assert_eq!(
            line("Inputs/math.cpp", 28).to_string(),
            "Inputs/math.cpp:28:5"
        );
    }

    #[test]
    fn the_device_library_is_recognised_by_name() {
        assert!(is_device_library("-"));
        assert!(is_device_library("passes/src/lower/library.mlir"));
        assert!(!is_device_library("Inputs/math.cpp"));
        assert!(!is_device_library("<stdin>"));
    }

    #[test]
    fn bytes_that_are_not_elf_are_an_error() {
        assert!(matches!(
            LineTable::from_elf(b"not an elf"),
            Err(DebugInfoError::Elf(_))
        ));
    }
}
