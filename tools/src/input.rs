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

/// Splits at `// -----` lines. Each chunk is padded with the newlines that
/// precede it, so line numbers in diagnostics are those of the whole file.
pub fn split_chunks(text: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    for (index, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_start().starts_with(SPLIT_MARKER) {
            chunks.push(std::mem::take(&mut current));
            current = "\n".repeat(index + 1);
        } else {
            current.push_str(line);
        }
    }
    chunks.push(current);
    chunks
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
        let chunks = split_chunks("a\n// -----\nb\nc\n  // ----- trailing\nd\n");
        assert_eq!(chunks, ["a\n", "\n\nb\nc\n", "\n\n\n\n\nd\n"]);
        assert_eq!(chunks[2].lines().nth(5), Some("d"));
    }

    #[test]
    fn text_without_marker_is_one_chunk() {
        assert_eq!(split_chunks("x\ny"), ["x\ny"]);
    }
}
