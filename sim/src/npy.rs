//! `.npy` files for the host's inputs and outputs (npyz). Inputs are f32 or
//! f64 arrays of any shape, read in C order; outputs are 1-D f32 arrays.

use std::path::Path;

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
    let bytes = std::fs::read(path).map_err(io)?;
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
