//! Reading the input (file or stdin) and mlir-opt's `-split-input-file`.

use crate::error::ToolError;
use std::path::Path;
use tanto_frontends::source;

/// The input text and the name locations use for it.
pub struct Input {
    pub name: String,
    pub text: String,
}

/// Reads a file or stdin with [`source::decode`]: any bytes are accepted
/// (ISO-8859-1 in comments); the language decides where non-ASCII may stand.
pub fn read(path: &str) -> Result<Input, ToolError> {
    if path == "-" {
        let text = source::read_all(&mut std::io::stdin()).map_err(|source| ToolError::Read {
            path: "<stdin>".into(),
            source,
        })?;
        return Ok(Input {
            name: "<stdin>".into(),
            text,
        });
    }
    let text = source::read_file(Path::new(path)).map_err(|source| ToolError::Read {
        path: Path::new(path).to_path_buf(),
        source,
    })?;
    Ok(Input {
        name: path.to_string(),
        text,
    })
}

/// The marker line between chunks, as in mlir-opt.
pub const SPLIT_MARKER: &str = "// -----";

/// The most chunks `-split-input-file` takes. Each chunk is padded with the
/// lines before it, so the work grows with chunks times lines; real test
/// files have at most a few hundred chunks.
pub const MAX_SPLIT_CHUNKS: usize = 4096;

/// Splits at `// -----` lines. Each chunk is padded with the newlines that
/// precede it, so line numbers in diagnostics are those of the whole file.
/// More than [`MAX_SPLIT_CHUNKS`] chunks is an error at the marker past the
/// limit, as `file:line:col: message`.
pub fn split_chunks(name: &str, text: &str) -> Result<Vec<String>, String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with(SPLIT_MARKER) {
            if chunks.len() + 1 >= MAX_SPLIT_CHUNKS {
                let column = line.len() - line.trim_start().len() + 1;
                return Err(format!(
                    "{name}:{}:{column}: error: more than {MAX_SPLIT_CHUNKS} chunks for -split-input-file",
                    index + 1
                ));
            }
            chunks.push(std::mem::take(&mut current));
            current = "\n".repeat(index + 1);
        } else {
            current.push_str(line);
        }
    }
    chunks.push(current);
    Ok(chunks)
}

/// Writes `bytes` to stdout (`-`) or, whole or not at all, to a file.
pub fn write_output(path: &str, bytes: &[u8]) -> Result<(), ToolError> {
    use std::io::Write;
    if path == "-" {
        let stdout_error = |source| ToolError::Write {
            path: "<stdout>".into(),
            source,
        };
        // Rust reopens a closed descriptor 1 on /dev/null before `main`;
        // output that goes nowhere is an error, not silence.
        if tanto_dialects::ir::stdout_was_closed() {
            return Err(stdout_error(std::io::Error::from_raw_os_error(9)));
        }
        let mut stdout = std::io::stdout().lock();
        return stdout
            .write_all(bytes)
            .and_then(|()| stdout.flush())
            .map_err(stdout_error);
    }
    crate::output::write_file(Path::new(path), bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_their_original_line_numbers() {
        let chunks = split_chunks("t", "a\n// -----\nb\nc\n  // ----- trailing\nd\n").unwrap();
        assert_eq!(chunks, ["a\n", "\n\nb\nc\n", "\n\n\n\n\nd\n"]);
        assert_eq!(chunks[2].lines().nth(5), Some("d"));
    }

    #[test]
    fn text_without_marker_is_one_chunk() {
        assert_eq!(split_chunks("t", "x\ny").unwrap(), ["x\ny"]);
        let many = "x\n// -----\n".repeat(MAX_SPLIT_CHUNKS);
        assert_eq!(
            split_chunks("t", &many).unwrap_err(),
            format!(
                "t:{}:1: error: more than 4096 chunks for -split-input-file",
                2 * MAX_SPLIT_CHUNKS
            )
        );
        let most = "x\n// -----\n".repeat(MAX_SPLIT_CHUNKS - 1) + "x";
        assert_eq!(split_chunks("t", &most).unwrap().len(), MAX_SPLIT_CHUNKS);
    }
}
