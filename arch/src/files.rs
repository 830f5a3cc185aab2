//! Reading a user's file with a bound on its size: `/dev/zero`, a FIFO that
//! never ends or a multi-gigabyte file must end in an error, not in the
//! memory of the machine. Every tool reads its inputs through here.

use std::io::{self, Read};
use std::path::Path;

/// The largest text input (kernel, program, PTO, ztachip, CSL, target
/// description, manifest) and the largest object file: 64 MiB, far above
/// any real kernel (the largest generated tests are a few MB).
pub const MAX_INPUT_BYTES: u64 = 64 << 20;

/// All of `reader`, failing with `FileTooLarge` past `limit` bytes. Memory
/// grows with what is read, never with what a header claims.
pub fn read_bounded(reader: impl Read, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("larger than the limit of {} on an input", show_bytes(limit)),
        ));
    }
    Ok(bytes)
}

/// The file at `path`, at most [`MAX_INPUT_BYTES`].
pub fn read_file(path: &Path) -> io::Result<Vec<u8>> {
    read_bounded(std::fs::File::open(path)?, MAX_INPUT_BYTES)
}

/// The UTF-8 text of the file at `path`, at most [`MAX_INPUT_BYTES`].
pub fn read_text(path: &Path) -> io::Result<String> {
    String::from_utf8(read_file(path)?)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e.utf8_error()))
}

fn show_bytes(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{bytes} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_up_to_the_limit_and_refuses_past_it() {
        assert_eq!(
            read_bounded(&b"abcd"[..], 4).expect("at the limit"),
            b"abcd"
        );
        let error = read_bounded(&b"abcde"[..], 4).expect_err("past the limit");
        assert_eq!(error.kind(), io::ErrorKind::FileTooLarge);
        assert_eq!(
            error.to_string(),
            "larger than the limit of 4 bytes on an input"
        );
        // An endless reader stops one byte past the limit.
        let error = read_bounded(io::repeat(0), MAX_INPUT_BYTES).expect_err("endless");
        assert!(error.to_string().contains("64 MiB"), "{error}");
    }
}
