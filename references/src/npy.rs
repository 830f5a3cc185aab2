//! Arrays in .npy files: read as f32 from any plain numeric dtype a host
//! may write (f32, f64, the integers), written as one-dimensional f32.

use std::fs::File;
use std::io::{self, BufReader, BufWriter};
use std::path::{Path, PathBuf};

use npyz::{DType, Deserialize, NpyFile, Order, TypeChar, WriteOptions, WriterBuilder};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum NpyError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: has {actual} elements, {expected} expected")]
    WrongSize {
        path: PathBuf,
        actual: u64,
        expected: usize,
    },
    #[error("{path}: dtype {dtype} is not a plain number type")]
    UnsupportedDtype { path: PathBuf, dtype: String },
    #[error("{path}: a multi-dimensional array in Fortran order (write it in C order)")]
    FortranOrder { path: PathBuf },
}

/// The elements of the array in `path`, which must hold `expected_len` of
/// them (checked before reading, so a lying header allocates nothing).
pub fn read_f32(path: &Path, expected_len: usize) -> Result<Vec<f32>, NpyError> {
    let io_error = |source| NpyError::Io {
        path: path.to_owned(),
        source,
    };
    let file = File::open(path).map_err(io_error)?;
    let npy = NpyFile::new(BufReader::new(file)).map_err(io_error)?;
    if npy.len() != expected_len as u64 {
        return Err(NpyError::WrongSize {
            path: path.to_owned(),
            actual: npy.len(),
            expected: expected_len,
        });
    }
    let dimensions_over_one = npy.shape().iter().filter(|&&extent| extent > 1).count();
    if npy.order() == Order::Fortran && dimensions_over_one > 1 {
        return Err(NpyError::FortranOrder {
            path: path.to_owned(),
        });
    }
    read_values(npy, path)
}

/// The elements of a buffer of type `element` in `path`, as [`read_f32`]
/// reads them, except that a bfloat16 buffer's uint16 array holds its bits
/// (what tanto-run writes for a bf16 buffer).
pub fn read_buffer(
    path: &Path,
    element: crate::ElementType,
    expected_len: usize,
) -> Result<Vec<f32>, NpyError> {
    let values = read_f32(path, expected_len)?;
    if element != crate::ElementType::BFloat16 || !is_uint16(path)? {
        return Ok(values);
    }
    // The values read are the bits as integers, exact in f32 below 2^16.
    Ok(values
        .into_iter()
        .map(|bits| f32::from_bits((bits as u32) << 16))
        .collect())
}

fn is_uint16(path: &Path) -> Result<bool, NpyError> {
    let io_error = |source| NpyError::Io {
        path: path.to_owned(),
        source,
    };
    let file = File::open(path).map_err(io_error)?;
    let npy = NpyFile::new(BufReader::new(file)).map_err(io_error)?;
    Ok(
        matches!(npy.dtype(), DType::Plain(t) if t.type_char() == TypeChar::Uint && t.size_field() == 2),
    )
}

/// Writes `values` to `path` as a one-dimensional f32 array.
/// The shape goes into the header first, so the file need not be seekable.
pub fn write_f32(path: &Path, values: &[f32]) -> Result<(), NpyError> {
    let write = || -> io::Result<()> {
        let file = BufWriter::new(File::create(path)?);
        let shape = [values.len() as u64];
        let mut writer = WriteOptions::<f32>::new()
            .default_dtype()
            .shape(&shape)
            .writer(file)
            .begin_nd()?;
        writer.extend(values.iter().copied())?;
        writer.finish()
    };
    write().map_err(|source| NpyError::Io {
        path: path.to_owned(),
        source,
    })
}

type Reader = BufReader<File>;

fn read_values(npy: NpyFile<Reader>, path: &Path) -> Result<Vec<f32>, NpyError> {
    let dtype = npy.dtype();
    let unsupported = || NpyError::UnsupportedDtype {
        path: path.to_owned(),
        dtype: dtype.descr(),
    };
    let DType::Plain(type_str) = &dtype else {
        return Err(unsupported());
    };
    let values = match (type_str.type_char(), type_str.size_field()) {
        (TypeChar::Float, 4) => convert::<f32>(npy, |value| value),
        (TypeChar::Float, 8) => convert::<f64>(npy, |value| value as f32),
        (TypeChar::Int, 1) => convert::<i8>(npy, f32::from),
        (TypeChar::Int, 2) => convert::<i16>(npy, f32::from),
        (TypeChar::Int, 4) => convert::<i32>(npy, |value| value as f32),
        (TypeChar::Int, 8) => convert::<i64>(npy, |value| value as f32),
        (TypeChar::Uint, 1) => convert::<u8>(npy, f32::from),
        (TypeChar::Uint, 2) => convert::<u16>(npy, f32::from),
        (TypeChar::Uint, 4) => convert::<u32>(npy, |value| value as f32),
        (TypeChar::Uint, 8) => convert::<u64>(npy, |value| value as f32),
        _ => return Err(unsupported()),
    };
    values.map_err(|source| NpyError::Io {
        path: path.to_owned(),
        source,
    })
}

fn convert<T: Deserialize>(
    npy: NpyFile<Reader>,
    to_f32: impl Fn(T) -> f32,
) -> io::Result<Vec<f32>> {
    let reader = npy
        .data::<T>()
        .map_err(|error| io::Error::new(io::ErrorKind::InvalidData, error.to_string()))?;
    reader.map(|value| value.map(&to_f32)).collect()
}
