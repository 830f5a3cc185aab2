//! `.npy` files for the host's inputs and outputs (npyz). Inputs are f32 or
//! f64 arrays of any shape, read in C order; outputs are 1-D f32 arrays.

use std::io::{self, Read};
use std::path::Path;

/// The longest header read, as numpy's own reader (`max_header_size`): a
/// real header is a short dict padded to 64 bytes.
const MAX_HEADER_BYTES: usize = 10_000;

/// The bytes of the `.npy` file at `path`, checked before anything is
/// allocated from what it claims: magic, a header length within numpy's
/// limit, a shape whose size does not overflow, and as many data bytes as
/// the header describes ("truncated" otherwise). Memory grows with the
/// file, never with its header, so `/dev/zero` or a header claiming 2^64
/// elements is an error, not an abort.
pub fn read_checked(path: &Path) -> io::Result<Vec<u8>> {
    let invalid = |message: String| io::Error::new(io::ErrorKind::InvalidData, message);
    let mut file = std::fs::File::open(path)?;
    let mut bytes = vec![0; 10];
    file.read_exact(&mut bytes)
        .map_err(|_| invalid("truncated: not even a .npy header".into()))?;
    if &bytes[..6] != b"\x93NUMPY" {
        return Err(invalid("not a .npy file (no \\x93NUMPY magic)".into()));
    }
    let header_len = match bytes[6] {
        1 => usize::from(u16::from_le_bytes([bytes[8], bytes[9]])),
        2 | 3 => {
            bytes.resize(12, 0);
            file.read_exact(&mut bytes[10..])
                .map_err(|_| invalid("truncated: not even a .npy header".into()))?;
            u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize
        }
        major => return Err(invalid(format!(".npy format version {major} is not known"))),
    };
    if header_len > MAX_HEADER_BYTES {
        return Err(invalid(format!(
            "the header claims {header_len} bytes; numpy writes at most {MAX_HEADER_BYTES}"
        )));
    }
    read_exactly(&mut file, header_len, &mut bytes).map_err(|got| {
        invalid(format!(
            "truncated: the header is {header_len} bytes but the file holds {got} of it"
        ))
    })?;
    let header = npyz::NpyHeader::from_reader(&bytes[..])?;
    let data_bytes = header
        .shape()
        .iter()
        .try_fold(1u64, |n, extent| n.checked_mul(*extent))
        .zip(header.dtype().num_bytes())
        .and_then(|(count, item)| count.checked_mul(item as u64))
        .ok_or_else(|| {
            invalid(format!(
                "shape {:?} of {} holds more bytes than can be addressed",
                header.shape(),
                header.dtype().descr()
            ))
        })?;
    let data_bytes = usize::try_from(data_bytes)
        .map_err(|_| invalid(format!("{data_bytes} bytes of data cannot be addressed")))?;
    read_exactly(&mut file, data_bytes, &mut bytes).map_err(|got| {
        invalid(format!(
            "truncated: the header describes {data_bytes} bytes of data (shape {:?} of {}) but the file holds {got}",
            header.shape(),
            header.dtype().descr()
        ))
    })?;
    Ok(bytes)
}

/// Appends `count` bytes of `reader` to `bytes`, growing with what arrives;
/// `Err(got)` when fewer come.
fn read_exactly(reader: &mut impl Read, count: usize, bytes: &mut Vec<u8>) -> Result<(), usize> {
    let before = bytes.len();
    let got = reader
        .take(count as u64)
        .read_to_end(bytes)
        .map_err(|_| bytes.len() - before)?;
    if got < count {
        return Err(got);
    }
    Ok(())
}

#[derive(Debug, thiserror::Error)]
pub enum NpyError {
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    #[error("{path}: element type {dtype} is not supported: give float32 (or float64) values")]
    DType { path: String, dtype: String },
    #[error("{path}: Fortran-order arrays are not supported")]
    FortranOrder { path: String },
}

pub fn read_f32(path: &Path) -> Result<Vec<f32>, NpyError> {
    let shown = path.display().to_string();
    let io = |e: std::io::Error| NpyError::Io {
        path: shown.clone(),
        message: e.to_string(),
    };
    let bytes = read_checked(path).map_err(io)?;
    let file = npyz::NpyFile::new(&bytes[..]).map_err(io)?;
    if file.order() == npyz::Order::Fortran && file.shape().len() > 1 {
        return Err(NpyError::FortranOrder { path: shown });
    }
    let dtype = file.dtype();
    match &dtype {
        npyz::DType::Plain(t) if t.type_char() == npyz::TypeChar::Float && t.size_field() == 4 => {
            file.into_vec::<f32>().map_err(io)
        }
        npyz::DType::Plain(t) if t.type_char() == npyz::TypeChar::Float && t.size_field() == 8 => {
            Ok(file
                .into_vec::<f64>()
                .map_err(io)?
                .into_iter()
                .map(|v| v as f32)
                .collect())
        }
        _ => Err(NpyError::DType {
            path: shown,
            dtype: dtype.descr(),
        }),
    }
}

/// The bytes of a 1-D float32 `.npy` file, for a writer that places files
/// whole.
pub fn f32_bytes(values: &[f32]) -> Vec<u8> {
    use npyz::WriterBuilder;
    let mut bytes = Vec::new();
    // Writing into memory cannot fail.
    let written = npyz::WriteOptions::new()
        .default_dtype()
        .shape(&[values.len() as u64])
        .writer(std::io::Cursor::new(&mut bytes))
        .begin_nd()
        .and_then(|mut writer| {
            writer.extend(values.iter().copied())?;
            writer.finish()
        });
    debug_assert!(written.is_ok());
    bytes
}

pub fn write_f32(path: &Path, values: &[f32]) -> Result<(), NpyError> {
    npyz::to_file_1d(path, values.iter().copied()).map_err(|e| NpyError::Io {
        path: path.display().to_string(),
        message: e.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_wrong_type() {
        let dir = std::env::temp_dir().join(format!("tanto-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("x.npy");
        write_f32(&path, &[1.5, -2.0, 3.25]).expect("write");
        assert_eq!(read_f32(&path).expect("read"), vec![1.5, -2.0, 3.25]);
        std::fs::write(&path, f32_bytes(&[4.0, -0.5])).expect("write bytes");
        assert_eq!(read_f32(&path).expect("read"), vec![4.0, -0.5]);
        npyz::to_file_1d(&path, [1i32, 2]).expect("write i32");
        assert!(matches!(read_f32(&path), Err(NpyError::DType { .. })));
        std::fs::write(&path, b"not an npy file").expect("write junk");
        assert!(matches!(read_f32(&path), Err(NpyError::Io { .. })));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
