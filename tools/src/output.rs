//! Output files placed whole or not at all. Each file of a set is written
//! to a temporary file beside its destination; once every one is written,
//! each is renamed over its destination (atomic within a file system). A
//! set dropped before `commit` removes its temporary files, so a failed
//! write (disk full, a file-size limit, a bad path) or a failed run leaves
//! neither a truncated file nor part of a set behind.
//!
//! A destination that exists and is not a regular file (`/dev/null`, a
//! FIFO, a terminal) is written directly: there is nothing to replace.

use crate::error::ToolError;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

static TEMPORARY_COUNTER: AtomicUsize = AtomicUsize::new(0);

/// Files written but not yet in place.
#[derive(Default)]
pub struct Staged {
    /// (temporary file, destination), in the order they were added.
    pending: Vec<(PathBuf, PathBuf)>,
}

impl Staged {
    pub fn new() -> Self {
        Self::default()
    }

    /// Writes `bytes` for `path`: into a temporary file beside it, or
    /// directly when `path` is a device or a FIFO.
    pub fn add(&mut self, path: &Path, bytes: &[u8]) -> Result<(), ToolError> {
        let error = |source| ToolError::Write {
            path: path.to_path_buf(),
            source,
        };
        // Follow a symbolic link: the file it names is the one replaced.
        let destination = match std::fs::canonicalize(path) {
            Ok(real) => real,
            Err(_) => path.to_path_buf(),
        };
        match std::fs::metadata(&destination) {
            Ok(meta) if meta.is_dir() => {
                return Err(error(std::io::Error::new(
                    std::io::ErrorKind::IsADirectory,
                    "is a directory",
                )))
            }
            Ok(meta) if !meta.is_file() => {
                return write_special(&destination, bytes).map_err(error);
            }
            _ => {}
        }
        let temporary = temporary_beside(&destination);
        let written = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temporary)
            .and_then(|mut file| {
                file.write_all(bytes)?;
                file.sync_data()
            });
        if let Err(source) = written {
            let _ = std::fs::remove_file(&temporary);
            return Err(error(source));
        }
        self.pending.push((temporary, destination));
        Ok(())
    }

    /// Renames every file into place.
    pub fn commit(mut self) -> Result<(), ToolError> {
        for (temporary, destination) in std::mem::take(&mut self.pending) {
            std::fs::rename(&temporary, &destination).map_err(|source| {
                let _ = std::fs::remove_file(&temporary);
                ToolError::Write {
                    path: destination.clone(),
                    source,
                }
            })?;
        }
        Ok(())
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        for (temporary, _) in &self.pending {
            let _ = std::fs::remove_file(temporary);
        }
    }
}

/// Writes one file whole or not at all.
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), ToolError> {
    let mut staged = Staged::new();
    staged.add(path, bytes)?;
    staged.commit()
}

/// `.<name>.<pid>-<n>.tmp` in the destination's directory: the rename
/// stays within one file system, and the dot keeps it out of listings.
fn temporary_beside(destination: &Path) -> PathBuf {
    let name = destination
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "output".into());
    let unique = TEMPORARY_COUNTER.fetch_add(1, Ordering::Relaxed);
    let temporary = format!(".{name}.{}-{unique}.tmp", std::process::id());
    match destination.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.join(temporary),
        _ => PathBuf::from(temporary),
    }
}

fn write_special(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
    file.write_all(bytes)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tanto-output-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch directory");
        dir
    }

    fn entries(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .expect("listing")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_set_is_placed_only_on_commit() {
        let dir = scratch("commit");
        std::fs::write(dir.join("a"), b"old").expect("old file");
        let mut staged = Staged::new();
        staged.add(&dir.join("a"), b"new a").expect("a");
        staged.add(&dir.join("b"), b"new b").expect("b");
        assert_eq!(std::fs::read(dir.join("a")).expect("a"), b"old");
        assert!(!dir.join("b").exists());
        staged.commit().expect("commit");
        assert_eq!(std::fs::read(dir.join("a")).expect("a"), b"new a");
        assert_eq!(std::fs::read(dir.join("b")).expect("b"), b"new b");
        assert_eq!(entries(&dir), ["a", "b"]);
    }

    #[test]
    fn a_failed_set_leaves_nothing() {
        let dir = scratch("failed");
        let mut staged = Staged::new();
        staged.add(&dir.join("ok"), b"fine").expect("ok");
        let bad = staged.add(&dir.join("missing/bad"), b"lost");
        assert!(bad.is_err());
        drop(staged);
        assert!(entries(&dir).is_empty(), "{:?}", entries(&dir));
    }

    #[test]
    fn devices_are_written_directly() {
        write_file(Path::new("/dev/null"), b"discarded").expect("/dev/null");
        let full = write_file(Path::new("/dev/full"), b"no room");
        assert!(full.is_err());
    }
}
