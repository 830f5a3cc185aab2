//! The host's arrays: `.npy` files in their natural shape and dtype, and how
//! the host turns one into a buffer's device bytes and back, as a
//! Tenstorrent host program does (tilizing a tiled buffer on the way in,
//! untilizing it on the way out).
//!
//! An input array is taken
//! - in the buffer's declared `shape`: converted element by element to the
//!   buffer's type and laid out as its `layout` says;
//! - or as a flat array of the buffer's element count (any shape when the
//!   buffer declares none): the device's elements in order.
//!
//! Conversions are exact where the value exists in the buffer's type (same
//! dtype; integers in range; integral floats into integer buffers; f16 and
//! bf16 into f32), and the buffer's bits for a bf16 buffer given `uint16`
//! or ml_dtypes `bfloat16` (`|V2`). float32 and float64 round to f16 to
//! nearest, and to bf16 as `--bf16-rounding` says (truncation, what
//! tt-metal's host conversion does, or nearest even). Anything else (an
//! integer out of range, a fractional value for an integer buffer) is an
//! error naming the element.

use crate::elements::Element;
use std::path::Path;
use tanto_arch::tile::TileLayout;
use tanto_manifest::program::Layout;

/// How float32 values become bf16 on the host.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Bf16Rounding {
    /// Keep the high 16 bits (tt-metal's host `bfloat16(float)`).
    #[default]
    Truncate,
    /// Round to nearest, ties to even.
    Nearest,
}

#[derive(Debug, thiserror::Error)]
pub enum ArrayError {
    #[error("{path}: {message}")]
    Io { path: String, message: String },
    #[error("{path}: element type `{dtype}` is not supported (int8..int64, uint8..uint64, float16, float32, float64, bfloat16)")]
    DType { path: String, dtype: String },
    #[error("{path}: Fortran-order arrays are not supported")]
    FortranOrder { path: String },
}

/// The values of an array, by numpy dtype.
#[derive(Debug, Clone, PartialEq)]
pub enum Values {
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F16(Vec<half::f16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    /// ml_dtypes `bfloat16` (stored by numpy as two raw bytes): the bits.
    Bf16(Vec<u16>),
}

/// One value of an array, widened.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Scalar {
    Int(i128),
    Float(f64),
    /// bf16 bits of an ml_dtypes array.
    Bf16(u16),
    /// A uint16 that may be bf16 bits or an integer, as the buffer says.
    U16(u16),
}

impl Values {
    pub fn len(&self) -> usize {
        match self {
            Values::I8(v) => v.len(),
            Values::I16(v) => v.len(),
            Values::I32(v) => v.len(),
            Values::I64(v) => v.len(),
            Values::U8(v) => v.len(),
            Values::U16(v) => v.len(),
            Values::U32(v) => v.len(),
            Values::U64(v) => v.len(),
            Values::F16(v) => v.len(),
            Values::F32(v) => v.len(),
            Values::F64(v) => v.len(),
            Values::Bf16(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// numpy's name of the dtype.
    pub fn dtype(&self) -> &'static str {
        match self {
            Values::I8(_) => "int8",
            Values::I16(_) => "int16",
            Values::I32(_) => "int32",
            Values::I64(_) => "int64",
            Values::U8(_) => "uint8",
            Values::U16(_) => "uint16",
            Values::U32(_) => "uint32",
            Values::U64(_) => "uint64",
            Values::F16(_) => "float16",
            Values::F32(_) => "float32",
            Values::F64(_) => "float64",
            Values::Bf16(_) => "bfloat16",
        }
    }

    /// Element `i` as f32 (bf16 decoded from its bits; wide integers and
    /// float64 rounded to nearest).
    pub fn to_f32(&self, i: usize) -> f32 {
        match self.get(i) {
            Scalar::Int(v) => v as f32,
            Scalar::U16(v) => f32::from(v),
            Scalar::Float(f) => f as f32,
            Scalar::Bf16(b) => half::bf16::from_bits(b).to_f32(),
        }
    }

    /// Appends `other`'s values (of the same dtype; others are dropped).
    pub fn append(&mut self, other: Values) {
        match (self, other) {
            (Values::I8(a), Values::I8(b)) => a.extend(b),
            (Values::I16(a), Values::I16(b)) => a.extend(b),
            (Values::I32(a), Values::I32(b)) => a.extend(b),
            (Values::I64(a), Values::I64(b)) => a.extend(b),
            (Values::U8(a), Values::U8(b)) => a.extend(b),
            (Values::U16(a), Values::U16(b)) => a.extend(b),
            (Values::U32(a), Values::U32(b)) => a.extend(b),
            (Values::U64(a), Values::U64(b)) => a.extend(b),
            (Values::F16(a), Values::F16(b)) => a.extend(b),
            (Values::F32(a), Values::F32(b)) => a.extend(b),
            (Values::F64(a), Values::F64(b)) => a.extend(b),
            (Values::Bf16(a), Values::Bf16(b)) => a.extend(b),
            _ => {}
        }
    }

    fn get(&self, i: usize) -> Scalar {
        match self {
            Values::I8(v) => Scalar::Int(v[i].into()),
            Values::I16(v) => Scalar::Int(v[i].into()),
            Values::I32(v) => Scalar::Int(v[i].into()),
            Values::I64(v) => Scalar::Int(v[i].into()),
            Values::U8(v) => Scalar::Int(v[i].into()),
            Values::U16(v) => Scalar::U16(v[i]),
            Values::U32(v) => Scalar::Int(v[i].into()),
            Values::U64(v) => Scalar::Int(v[i].into()),
            Values::F16(v) => Scalar::Float(v[i].to_f64()),
            Values::F32(v) => Scalar::Float(v[i].into()),
            Values::F64(v) => Scalar::Float(v[i]),
            Values::Bf16(v) => Scalar::Bf16(v[i]),
        }
    }
}

/// A host array: its shape (C order) and values.
#[derive(Debug, Clone, PartialEq)]
pub struct HostArray {
    pub shape: Vec<usize>,
    pub values: Values,
}

impl HostArray {
    /// A 1-D float32 array.
    pub fn f32s(values: Vec<f32>) -> Self {
        HostArray {
            shape: vec![values.len()],
            values: Values::F32(values),
        }
    }

    /// Reads a `.npy` file.
    pub fn read(path: &Path) -> Result<Self, ArrayError> {
        let shown = path.display().to_string();
        let io = |e: std::io::Error| ArrayError::Io {
            path: shown.clone(),
            message: e.to_string(),
        };
        let bytes = crate::npy::read_checked(path).map_err(io)?;
        let file = npyz::NpyFile::new(&bytes[..]).map_err(io)?;
        let shape: Vec<usize> = file.shape().iter().map(|d| *d as usize).collect();
        if file.order() == npyz::Order::Fortran && shape.len() > 1 {
            return Err(ArrayError::FortranOrder { path: shown });
        }
        let dtype = file.dtype();
        let unsupported = || ArrayError::DType {
            path: shown.clone(),
            dtype: dtype.descr(),
        };
        let npyz::DType::Plain(t) = &dtype else {
            return Err(unsupported());
        };
        use npyz::TypeChar::{Float, Int, RawData, Uint};
        let values = match (t.type_char(), t.size_field()) {
            (Int, 1) => Values::I8(file.into_vec().map_err(io)?),
            (Int, 2) => Values::I16(file.into_vec().map_err(io)?),
            (Int, 4) => Values::I32(file.into_vec().map_err(io)?),
            (Int, 8) => Values::I64(file.into_vec().map_err(io)?),
            (Uint, 1) => Values::U8(file.into_vec().map_err(io)?),
            (Uint, 2) => Values::U16(file.into_vec().map_err(io)?),
            (Uint, 4) => Values::U32(file.into_vec().map_err(io)?),
            (Uint, 8) => Values::U64(file.into_vec().map_err(io)?),
            (Float, 2) => Values::F16(file.into_vec().map_err(io)?),
            (Float, 4) => Values::F32(file.into_vec().map_err(io)?),
            (Float, 8) => Values::F64(file.into_vec().map_err(io)?),
            // ml_dtypes' bfloat16 saves as two raw little-endian bytes.
            (RawData, 2) => Values::Bf16(
                file.into_vec::<Vec<u8>>()
                    .map_err(io)?
                    .into_iter()
                    .map(|b| u16::from_le_bytes([b[0], b[1]]))
                    .collect(),
            ),
            _ => return Err(unsupported()),
        };
        Ok(HostArray { shape, values })
    }

    /// Writes a `.npy` file (little-endian, C order; bf16 as uint16 bits).
    pub fn write(&self, path: &Path) -> Result<(), ArrayError> {
        std::fs::write(path, self.to_npy()).map_err(|e| ArrayError::Io {
            path: path.display().to_string(),
            message: e.to_string(),
        })
    }

    /// The bytes of its `.npy` file (little-endian, C order; bf16 as uint16
    /// bits), for a writer that places files whole.
    pub fn to_npy(&self) -> Vec<u8> {
        let shape: Vec<u64> = self.shape.iter().map(|d| *d as u64).collect();
        fn put<T: npyz::AutoSerialize + Clone>(shape: &[u64], values: &[T]) -> Vec<u8> {
            use npyz::WriterBuilder;
            let mut bytes = Vec::new();
            // Writing into memory cannot fail.
            let written = npyz::WriteOptions::new()
                .default_dtype()
                .shape(shape)
                .writer(std::io::Cursor::new(&mut bytes))
                .begin_nd()
                .and_then(|mut writer| {
                    writer.extend(values.iter().cloned())?;
                    writer.finish()
                });
            debug_assert!(written.is_ok());
            bytes
        }
        match &self.values {
            Values::I8(v) => put(&shape, v),
            Values::I16(v) => put(&shape, v),
            Values::I32(v) => put(&shape, v),
            Values::I64(v) => put(&shape, v),
            Values::U8(v) => put(&shape, v),
            Values::U16(v) | Values::Bf16(v) => put(&shape, v),
            Values::U32(v) => put(&shape, v),
            Values::U64(v) => put(&shape, v),
            Values::F16(v) => put(&shape, v),
            Values::F32(v) => put(&shape, v),
            Values::F64(v) => put(&shape, v),
        }
    }
}

/// What the host knows of a buffer to move an array in or out of it.
#[derive(Debug, Clone, PartialEq)]
pub struct ArrayShape {
    pub element: Element,
    pub elements: usize,
    pub layout: Layout,
    /// The declared logical shape, if any.
    pub shape: Option<Vec<usize>>,
}

impl ArrayShape {
    /// For each element of the natural array (C order), its index in the
    /// device's order.
    fn device_order(&self, tile: &TileLayout) -> Vec<usize> {
        let shape = match (&self.shape, self.layout) {
            (Some(shape), Layout::Tiles) if shape.len() >= 2 => shape,
            _ => return (0..self.elements).collect(),
        };
        let (rows, cols) = (shape[shape.len() - 2], shape[shape.len() - 1]);
        let (tr, tc) = (tile.rows as usize, tile.cols as usize);
        let tiles_per_row = cols / tc;
        let mut order = Vec::with_capacity(self.elements);
        for index in 0..self.elements {
            let (batch, in_matrix) = (index / (rows * cols), index % (rows * cols));
            let (r, c) = (in_matrix / cols, in_matrix % cols);
            let tile_index = (r / tr) * tiles_per_row + c / tc;
            order.push(
                batch * rows * cols + tile_index * tile.elements() + tile.offset(r % tr, c % tc),
            );
        }
        order
    }
}

/// The device bytes of `array` for buffer `buffer` (see the module docs).
pub fn to_device(
    buffer: &ArrayShape,
    array: &HostArray,
    rounding: Bf16Rounding,
    tile: &TileLayout,
) -> Result<Vec<u8>, String> {
    let natural = buffer
        .shape
        .as_ref()
        .is_some_and(|shape| *shape == array.shape);
    let flat =
        array.values.len() == buffer.elements && (array.shape.len() == 1 || buffer.shape.is_none());
    if !natural && !flat {
        let expected = match &buffer.shape {
            Some(shape) => format!(
                "its shape {shape:?}, or {} in one dimension",
                tanto_arch::count(buffer.elements as u64, "element")
            ),
            None => tanto_arch::count(buffer.elements as u64, "element"),
        };
        return Err(format!(
            "the array has shape {:?}; the buffer takes {expected}",
            array.shape
        ));
    }
    let order = if natural {
        buffer.device_order(tile)
    } else {
        (0..buffer.elements).collect()
    };
    let size = buffer.element.bytes();
    let mut bytes = vec![0u8; buffer.elements * size];
    for (index, &at) in order.iter().enumerate() {
        let bits =
            element_bits(buffer.element, array.values.get(index), rounding).map_err(|why| {
                format!(
                    "element {} ({}): {why}",
                    position(&array.shape, index),
                    array.values.dtype()
                )
            })?;
        bytes[at * size..(at + 1) * size].copy_from_slice(&bits.to_le_bytes()[..size]);
    }
    Ok(bytes)
}

/// The natural array of a buffer's device bytes: its declared shape (else
/// one dimension), the dtype of its element type (bf16 is written as its
/// uint16 bits).
pub fn from_device(buffer: &ArrayShape, bytes: &[u8], tile: &TileLayout) -> HostArray {
    let size = buffer.element.bytes();
    let order = buffer.device_order(tile);
    let word = |index: usize| -> u32 {
        let at = order[index] * size;
        let mut b = [0u8; 4];
        if let Some(src) = bytes.get(at..at + size) {
            b[..size].copy_from_slice(src);
        }
        u32::from_le_bytes(b)
    };
    let n = buffer.elements;
    let values = match buffer.element {
        Element::F32 => Values::F32((0..n).map(|i| f32::from_bits(word(i))).collect()),
        Element::F16 => Values::F16(
            (0..n)
                .map(|i| half::f16::from_bits(word(i) as u16))
                .collect(),
        ),
        Element::Bf16 => Values::Bf16((0..n).map(|i| word(i) as u16).collect()),
        Element::Int { bytes: 1, signed } => match signed {
            true => Values::I8((0..n).map(|i| word(i) as u8 as i8).collect()),
            false => Values::U8((0..n).map(|i| word(i) as u8).collect()),
        },
        Element::Int { bytes: 2, signed } => match signed {
            true => Values::I16((0..n).map(|i| word(i) as u16 as i16).collect()),
            false => Values::U16((0..n).map(|i| word(i) as u16).collect()),
        },
        Element::Int { signed, .. } => match signed {
            true => Values::I32((0..n).map(|i| word(i) as i32).collect()),
            false => Values::U32((0..n).map(word).collect()),
        },
    };
    HostArray {
        shape: buffer.shape.clone().unwrap_or_else(|| vec![n]),
        values,
    }
}

/// The multi-index of flat position `index` of an array of `shape`.
fn position(shape: &[usize], mut index: usize) -> String {
    let mut digits = vec![0; shape.len()];
    for (digit, dim) in digits.iter_mut().zip(shape).rev() {
        *digit = index % dim.max(&1);
        index /= dim.max(&1);
    }
    let text: Vec<String> = digits.iter().map(usize::to_string).collect();
    format!("[{}]", text.join(", "))
}

/// The bits of `value` in element type `element`.
fn element_bits(element: Element, value: Scalar, rounding: Bf16Rounding) -> Result<u64, String> {
    let f32_of = |v: f64| -> f32 { v as f32 };
    match element {
        Element::Int { bytes, signed } => {
            let integer = match value {
                Scalar::Int(v) => v,
                Scalar::U16(v) => v.into(),
                Scalar::Float(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e30 => {
                    f as i128
                }
                Scalar::Float(f) => return Err(format!("{f} is not an integer")),
                Scalar::Bf16(b) => {
                    let f = f64::from(half::bf16::from_bits(b).to_f32());
                    if f.fract() != 0.0 || !f.is_finite() {
                        return Err(format!("{f} is not an integer"));
                    }
                    f as i128
                }
            };
            let bits = 8 * u32::from(bytes);
            let (min, max) = if signed {
                (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
            } else {
                (0, (1i128 << bits) - 1)
            };
            if !(min..=max).contains(&integer) {
                let kind = if signed { "int" } else { "uint" };
                return Err(format!(
                    "{integer} does not fit the buffer's {kind}{bits} ({min}..{max})"
                ));
            }
            Ok(integer as u64 & ((1u128 << bits) - 1) as u64)
        }
        Element::F32 => {
            let v = match value {
                Scalar::Float(f) => f32_of(f),
                Scalar::Bf16(b) => half::bf16::from_bits(b).to_f32(),
                Scalar::Int(i) => exact_float(i)?,
                Scalar::U16(i) => f32::from(i),
            };
            Ok(u64::from(v.to_bits()))
        }
        Element::F16 => {
            let v = match value {
                Scalar::Float(f) => f32_of(f),
                Scalar::Bf16(b) => half::bf16::from_bits(b).to_f32(),
                Scalar::Int(i) => exact_float(i)?,
                Scalar::U16(i) => f32::from(i),
            };
            let h = half::f16::from_f32(v);
            if matches!(value, Scalar::Int(_) | Scalar::U16(_)) && h.to_f32() != v {
                return Err(format!("{v} is not exact in float16"));
            }
            Ok(u64::from(h.to_bits()))
        }
        Element::Bf16 => match value {
            Scalar::Bf16(b) | Scalar::U16(b) => Ok(u64::from(b)),
            // float64 goes through float32, as numpy's astype does.
            Scalar::Float(f) => Ok(u64::from(bf16_bits(f32_of(f), rounding))),
            Scalar::Int(i) => {
                let v = exact_float(i)?;
                let bits = bf16_bits(v, Bf16Rounding::Nearest);
                if half::bf16::from_bits(bits).to_f32() != v {
                    return Err(format!("{i} is not exact in bfloat16"));
                }
                Ok(u64::from(bits))
            }
        },
    }
}

/// An integer as an f32, when it is one exactly.
fn exact_float(i: i128) -> Result<f32, String> {
    let v = i as f32;
    if v as i128 == i {
        Ok(v)
    } else {
        Err(format!("{i} is not exact in float32"))
    }
}

/// The bf16 bits of `v`.
pub fn bf16_bits(v: f32, rounding: Bf16Rounding) -> u16 {
    match rounding {
        Bf16Rounding::Nearest => half::bf16::from_f32(v).to_bits(),
        Bf16Rounding::Truncate => (v.to_bits() >> 16) as u16,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TILE: TileLayout = TileLayout {
        rows: 32,
        cols: 32,
        face_rows: 16,
        face_cols: 16,
    };

    fn buffer(element: Element, layout: Layout, shape: &[usize]) -> ArrayShape {
        ArrayShape {
            element,
            elements: shape.iter().product(),
            layout,
            shape: Some(shape.to_vec()),
        }
    }

    const U32: Element = Element::Int {
        bytes: 4,
        signed: false,
    };

    #[test]
    fn tiled_arrays_are_tilized_in_faces_and_come_back() {
        // A 64 x 96 uint32 matrix whose element (r, c) is r * 1000 + c.
        let b = buffer(U32, Layout::Tiles, &[64, 96]);
        let values: Vec<u32> = (0..64 * 96)
            .map(|i| (i / 96 * 1000 + i % 96) as u32)
            .collect();
        let array = HostArray {
            shape: vec![64, 96],
            values: Values::U32(values.clone()),
        };
        let bytes = to_device(&b, &array, Bf16Rounding::Truncate, &TILE).unwrap();
        let word = |i: usize| u32::from_le_bytes(bytes[4 * i..4 * i + 4].try_into().unwrap());
        // Tile (1, 2) starts at tile 1 * 3 + 2 = 5; its element (17, 3) is
        // matrix (49, 67), in face 2 at row 1, column 3.
        assert_eq!(word(5 * 1024 + 512 + 16 + 3), 49 * 1000 + 67);
        // Element (0, 16) of tile 0 begins face 1.
        assert_eq!(word(256), 16);
        assert_eq!(from_device(&b, &bytes, &TILE), array);
    }

    #[test]
    fn values_above_2_pow_24_survive_in_integer_buffers() {
        let b = buffer(U32, Layout::RowMajor, &[3]);
        let array = HostArray {
            shape: vec![3],
            values: Values::U32(vec![0xffff_ffff, 16_777_217, 5]),
        };
        let bytes = to_device(&b, &array, Bf16Rounding::Truncate, &TILE).unwrap();
        assert_eq!(from_device(&b, &bytes, &TILE), array);
    }

    #[test]
    fn bf16_takes_bits_or_rounds_as_asked() {
        let b = buffer(Element::Bf16, Layout::RowMajor, &[2]);
        // 1 + 2^-7 + 2^-9: truncation keeps 1 + 2^-7; nearest too; 1 +
        // 2^-8 + 2^-9 truncates to 1 and rounds up to 1 + 2^-7.
        let x = 1.0 + 2f32.powi(-8) + 2f32.powi(-9);
        let array = HostArray::f32s(vec![x, -2.0]);
        let truncated = to_device(&b, &array, Bf16Rounding::Truncate, &TILE).unwrap();
        let nearest = to_device(&b, &array, Bf16Rounding::Nearest, &TILE).unwrap();
        assert_eq!(truncated[..2], [0x80, 0x3f]);
        assert_eq!(nearest[..2], [0x81, 0x3f]);
        assert_eq!(truncated[2..], [0x00, 0xc0]);
        let bits = HostArray {
            shape: vec![2],
            values: Values::U16(vec![0x3f81, 0x7fc0]),
        };
        let exact = to_device(&b, &bits, Bf16Rounding::Nearest, &TILE).unwrap();
        assert_eq!(exact, [0x81, 0x3f, 0xc0, 0x7f]);
        assert_eq!(
            from_device(&b, &exact, &TILE).values,
            Values::Bf16(vec![0x3f81, 0x7fc0])
        );
    }

    #[test]
    fn bad_values_and_shapes_are_named() {
        let b = buffer(
            Element::Int {
                bytes: 1,
                signed: true,
            },
            Layout::RowMajor,
            &[2, 2],
        );
        let array = HostArray {
            shape: vec![2, 2],
            values: Values::I32(vec![1, 2, 300, 4]),
        };
        let e = to_device(&b, &array, Bf16Rounding::Truncate, &TILE).unwrap_err();
        assert_eq!(
            e,
            "element [1, 0] (int32): 300 does not fit the buffer's int8 (-128..127)"
        );
        let fraction = HostArray::f32s(vec![1.0, 2.5, 0.0, 0.0]);
        assert!(to_device(&b, &fraction, Bf16Rounding::Truncate, &TILE)
            .unwrap_err()
            .contains("2.5 is not an integer"));
        let wrong = HostArray {
            shape: vec![4, 1],
            values: Values::I8(vec![0; 4]),
        };
        assert!(to_device(&b, &wrong, Bf16Rounding::Truncate, &TILE)
            .unwrap_err()
            .contains("shape [4, 1]; the buffer takes its shape [2, 2]"));
        // A flat array is the device's order.
        let flat = HostArray {
            shape: vec![4],
            values: Values::I8(vec![1, 2, 3, 4]),
        };
        assert_eq!(
            to_device(&b, &flat, Bf16Rounding::Truncate, &TILE).unwrap(),
            [1, 2, 3, 4]
        );
    }

    #[test]
    fn npy_files_round_trip_every_dtype() {
        let dir = std::env::temp_dir().join(format!("tanto-array-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let arrays = [
            Values::I8(vec![-1, 2]),
            Values::U16(vec![7, 65535]),
            Values::I32(vec![-5, i32::MAX]),
            Values::U32(vec![u32::MAX, 0]),
            Values::F16(vec![half::f16::from_f32(0.5), half::f16::MAX]),
            Values::F32(vec![1.5, -0.0]),
            Values::F64(vec![1e300, 2.0]),
        ];
        for values in arrays {
            let path = dir.join("a.npy");
            let array = HostArray {
                shape: vec![1, 2],
                values,
            };
            array.write(&path).unwrap();
            assert_eq!(HostArray::read(&path).unwrap(), array);
        }
        std::fs::write(dir.join("junk.npy"), b"not an npy file").unwrap();
        assert!(HostArray::read(&dir.join("junk.npy")).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
