//! PTO tile instructions: `tanto_rt_pto_<op>(tile..., [scalar], dst tile,
//! format, [flags])` (docs/abi.md "PTO"; the words are built by
//! `passes/src/lower/pto.rs`). A tile operand is four words: L1 address,
//! valid rows, valid columns, static columns (the row pitch in elements);
//! element (r, c) is at address + (r·pitch + c)·element bytes. Only
//! row-major tiles are modelled (A5's fractal matmul layouts are not).
//!
//! What each instruction touches (the pto-isa pages):
//! - elementwise, tile-scalar, `tmov`: the destination's valid region
//!   (rows x cols); each source is read at the same (r, c) with its own
//!   pitch. Nothing outside that region of the destination is written.
//! - `ttrans`: dst[i, j] = src[j, i] for i < min(dst rows, src cols),
//!   j < min(dst cols, src rows). A bit copy (source and destination have
//!   the same element size).
//! - `tmatmul`: M = a's valid rows, K = a's valid cols, N = b's valid cols;
//!   dst[i, j] = Σ_k a[i, k]·b[k, j] (+ acc[i, j] for `tmatmul_acc`) for
//!   i < M, j < N.
//! - `trowsum`/`trowmax`: dst[i, 0] for i < src valid rows; `tcolsum`/
//!   `tcolmax`: dst[0, j] for j < src valid cols, over the source's valid
//!   region. `tcolsum`'s `binary` flag (0/1) only chooses a summation order
//!   on hardware: sums here are exact-then-rounded either way.
//! - `tmp` operands are accepted and left untouched.
//!
//! Element types: `format` is the data format of the first tile. Float
//! tiles compute in f64 and round once to the element format (so f32 and
//! f16 results are the correctly rounded IEEE operations; see `format` for
//! rounding). Integer tiles compute in integers and wrap to the element
//! width, as integer units do: `tdiv` truncates toward zero, with RISC-V's
//! rules for the edge cases (x / 0 = all ones, MIN / -1 = MIN); shifts by
//! a negative amount or by the element width or more give 0 (`tshl`,
//! unsigned `tshr`) or the sign fill (signed `tshr`, which is arithmetic);
//! `tabs`/`tneg` of MIN wrap to MIN. `texp`, `tlog`, `tsqrt`, `trsqrt`,
//! `trecip` on integer tiles compute in f64 and round to nearest even with
//! saturation. `tand`, `tor`, `txor`, `tshl`, `tshr`, `tnot` fault on float
//! formats. Max and min of floats return the non-NaN operand if there is
//! one (IEEE maxNum); `trelu(x) = x < 0 ? 0 : x`.
//!
//! Scalars (tile-scalar ops): a float tile's scalar is f32 bits, except that
//! a word below 0x10000 for an f16 or bf16 tile is that format's own bit
//! pattern (the lowering passes an f16/bf16 scalar zero-extended, and no f32
//! scalar has bits that small except subnormals below 1e-40, which round to
//! 0 in f16/bf16 anyway). The scalar is then rounded to the element format,
//! as the dialect says. An integer tile's scalar is the word's low element
//! bits, sign- or zero-extended as the format is.
//!
//! Matmul element types (the (C, A, B) triples the frontend accepts:
//! (i32, i8, i8), (f32, f16, f16), (f32, bf16, bf16), (f32, f32, f32)):
//! `format` is the operands' (a's), for every form (the lowering passes
//! the data format of the first tile that is not an accumulator); the
//! result is f32 for float operands, int32 for int8/uint8. `tmatmul_bias`
//! and `tgemv_bias` add their bias row (the result's type) to every row.

mod access;
mod element;
mod fixpipe;
mod matmul;
mod mx;
mod random;

use super::{
    format::DataFormat,
    memory::{Region, TileLayout},
    Call, FunctionDef, MathFault,
};
pub(super) use access::{element, merge_lists};
use access::{gather_by_mask, gather_compare};
use element::{
    binary, compare, convert, convert_with, expand, reduce, scalar_bits, unary_row, with_scalar,
    Saturation,
};
pub(crate) use element::{PtoBinary, PtoUnary};
pub(crate) use fixpipe::{store_element, FixPipe, StoreQuant};
use matmul::matmul;
use mx::{get_scale_addr, matmul_mx};

#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum PtoOp {
    Binary(PtoBinary),
    Unary(PtoUnary),
    Scalar(PtoScalar),
    Mov,
    /// TMOV with a pre-quantisation word.
    MovPre,
    Trans,
    /// TMATMUL, TMATMUL_ACC (`accumulate`: the accumulator tile first),
    /// TMATMUL_BIAS (`bias`: a bias row after b); TGEMV and its forms are
    /// the same with one row.
    Matmul {
        accumulate: bool,
        bias: bool,
    },
    /// TMATMUL_MX and TGEMV_MX (A5), with the same `accumulate` and `bias`
    /// forms: fp8 operands scaled per 32-element block of k (`mx.rs`).
    MatmulMx {
        accumulate: bool,
        bias: bool,
    },
    /// TGET_SCALE_ADDR: checks the scaling tile shares its source's address.
    GetScaleAddr,
    Reduce(PtoReduce),
    /// dst[i, j] = s or s op src0[i, j], with s = src[i, 0] (`rows`) or
    /// src[0, j]: TROWEXPAND/TCOLEXPAND and their binary forms.
    Expand {
        rows: bool,
        op: Option<PtoExpand>,
    },
    /// TCMP (`scalar` false) / TCMPS: a packed mask, bit j % 8 of byte
    /// j / 8 of row i, LSB first; the comparison is the word after `format`
    /// (CmpMode: 0 eq .. 5 ge).
    Compare {
        scalar: bool,
    },
    /// TSEL / TSELS: mask bit ? src0 : src1 (or the scalar).
    Select {
        scalar: bool,
    },
    /// TCVT: to the format after `format`, rounded by the next word
    /// (RoundMode: 0 rint, 1 round, 2 floor, 3 ceil, 4 trunc, 5 odd).
    Convert,
    /// TEXPANDS (`sequence` false): every element is the scalar; TCI: the
    /// scalar plus (or, with the flag after `format`, minus) the element's
    /// row-major index in the valid region.
    Fill {
        sequence: bool,
    },
    /// TPARTADD ...: the operation where both sources are valid, the valid
    /// source where one is; elements neither covers keep their value.
    Partial(PtoBinary),
    /// TROWARGMAX ... TCOLARGMIN: the index of each row's (column's)
    /// largest or smallest element, the first on a tie, written in the
    /// format after `format` (int32 or uint32).
    ArgReduce {
        by_row: bool,
        max: bool,
    },
    /// TADDC/TSUBC (`scalar` false): (src0 op src1) + src2; TADDSC/TSUBSC:
    /// (src0 op scalar) + src1 (the scalar word between the two tiles).
    /// Each operation rounds to the element type (or wraps).
    Ternary {
        first: PtoBinary,
        scalar: bool,
    },
    /// TGATHER (`scatter` false): dst[i, j] = src.flat[idx[i, j]] over the
    /// destination's valid region, or, with a mask pattern (the word after
    /// the offsets' format, 1..=7), the mask-pattern form (access.rs); TSCATTER: dst.flat[idx[i, j]] =
    /// src[i, j] over the source's valid region, in row-major order (a
    /// repeated offset keeps the last write). Offsets (format after
    /// `format`: 16- or 32-bit integers) count elements row-major over the
    /// static tile (pitch-wide rows); one beyond the tile faults.
    Indexed {
        scatter: bool,
    },
    /// TSORT32: each row's valid values, in blocks of 32 columns, sorted
    /// largest first (a NaN last; the smaller index first on a tie) with
    /// their indices (the second tile, uint32), as 8-byte records: f32
    /// dst[i, 2k] the value, dst[i, 2k + 1] the index's bits; f16 dst[i, 4k]
    /// the value, dst[i, 4k + 1] zero, dst[i, 4k + 2..4] the index's low and
    /// high halves (pto-isa's `[value_f16, 0x0000, index_u32]`).
    Sort32,
    /// TGATHER's compare form (access.rs): src, k, dst, cdst, format,
    /// comparison (0 eq, 4 gt), first index.
    GatherCompare,
    /// TPARTARGMAX (`max`) / TPARTARGMIN: src0, src1 (values), src0_idx,
    /// src1_idx (indices), dst, dst_idx; over the destination's valid
    /// region: where both sources are valid, src0 if strictly better, else
    /// src1 (ties go to src1), with its index; where one is, that one's;
    /// elements neither covers keep their value. The index format follows
    /// `format`.
    PartArg {
        max: bool,
    },
    /// TINTERLEAVE (`de` false) / TDEINTERLEAVE over dst0's valid region:
    /// src0, src1 (pitch 0: absent, TDEINTERLEAVE's one-source form), dst0,
    /// dst1. Interleave: per row the stream src0[0], src1[0], src0[1], ...
    /// fills dst0 then dst1. Deinterleave: the even elements of src0's then
    /// src1's columns (or of the one source) into dst0, the odd into dst1.
    Interleave {
        de: bool,
    },
    /// TRESHAPE: the source's whole static tile (rows from the word after
    /// `format`, the pitch as columns) as bytes, read as the destination's
    /// static tile (rows and format from the next two words). The byte
    /// counts must agree. The bytes are taken as they lie in memory, so a
    /// boxed tile's reshape shows its boxes.
    Reshape,
    /// TGATHERB: destination row i's 32-byte block c is the source's 32
    /// bytes at byte offset offsets[i, c] (uint32; `src_rows` after
    /// `format` bounds the source's static tile).
    GatherBlock,
    /// TQUANT INT8: clamp(rint(x·scale[i] (+ offset[i]))) into the
    /// destination's int8/uint8 (`dst_format` after `format`); an absent
    /// offset (four zero words) adds nothing.
    Quant,
    /// TDEQUANT: (f32(x) − offset[i])·scale[i], f32 rounding per step.
    Dequant,
    /// TMRGSORT (one list): groups of 4 blocks of `block_len` f32 elements
    /// (value, index-bits records) merged largest value first, the earlier
    /// block first on a tie.
    MergeSort,
    /// THISTOGRAM: per key row, 256 uint32 counts of key byte `byte`, among
    /// the keys whose higher bytes match the uint8 filter bytes.
    Histogram,
    /// TEXTRACT: dst[i, j] = src[row + i, col + j] over the destination's
    /// valid region; `whole_rows` (after `format`) is the source's static
    /// rows, its pitch its static columns, and the window must fit them.
    Extract,
    /// TINSERT: dst[row + i, col + j] = src[i, j] over the source's valid
    /// region, inside the destination's static tile (`whole_rows`, pitch).
    Insert,
    /// TCONCAT: over the destination's valid rows, src0's valid columns
    /// then src1's; other destination columns keep their value.
    Concat,
    /// TFILLPAD, TFILLPAD_INPLACE, TFILLPAD_EXPAND: every element of the
    /// destination's static tile (rows from the word after `format`, the
    /// pitch as columns) is the source's inside its valid region, else the
    /// pad (the next word, PadValue: 1 zero, 2 max, 3 min; max and min are
    /// ±infinity for floats, the type's bounds for integers). The source is
    /// read before anything is written (it may be the destination).
    FillPad,
    /// TTRI: 1 on one side of diagonal d (the first word), 0 on the other:
    /// lower (the word after `format` 0): 1 where j <= i + d; upper (1): 0
    /// where j < i + d.
    Triangle,
    /// TRANDOM: Philox-4x32 words (random.rs) from key words 0-1 and
    /// counter words 2-5, the rounds after `format`.
    Random,
    /// TEXTRACT_FP, TINSERT_FP, TMOV_FP (fixpipe.rs).
    FixPipe(fixpipe::FixPipe),
    /// TPACK: each element's low bytes, as many as the format after
    /// `format` has (a bit truncation).
    Pack,
    /// A tile's static rows x columns rearranged in place between row-major
    /// ND and its layout (`into_layout` 1: ND to the layout; 0: back): the
    /// load and store of a DN or boxed tile move ND rows and rearrange.
    Relayout,
    /// TAXPY: acc + scalar·src over the destination's valid region (acc is
    /// the first tile, or the destination when that tile's pitch is 0);
    /// floats in f64, rounded once.
    Axpy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtoExpand {
    /// `src0 op s`.
    Op(PtoBinary),
    /// exp(src0 - s).
    ExpDif,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtoScalar {
    /// The binary operation with the scalar as the second operand (the
    /// first for TDIVS with `scalar_first`).
    Op(PtoBinary),
    /// Leaky ReLU with the scalar as the slope (TLRELU).
    LeakyRelu,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtoReduce {
    RowSum,
    RowMax,
    RowMin,
    RowProd,
    ColSum,
    ColMax,
    ColMin,
    ColProd,
}

impl PtoReduce {
    fn by_row(self) -> bool {
        matches!(
            self,
            PtoReduce::RowSum | PtoReduce::RowMax | PtoReduce::RowMin | PtoReduce::RowProd
        )
    }

    fn combine(self) -> Combine {
        match self {
            PtoReduce::RowSum | PtoReduce::ColSum => Combine::Sum,
            PtoReduce::RowMax | PtoReduce::ColMax => Combine::Max,
            PtoReduce::RowMin | PtoReduce::ColMin => Combine::Min,
            PtoReduce::RowProd | PtoReduce::ColProd => Combine::Prod,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Combine {
    Sum,
    Max,
    Min,
    Prod,
}

const INTEGER_FORMATS: &str = "an integer format (3 int8 .. 8 uint32)";
const FLOAT_FORMATS: &str = "a float format (0 float32, 1 float16, 2 bfloat16)";

/// A tile operand: the four words from `first`; the pitch word's static
/// columns, and its layout (ND unless the word says otherwise).
#[derive(Clone, Copy, Debug)]
struct Operand {
    first: usize,
    rows: u32,
    cols: u32,
    pitch: u32,
    /// The raw pitch word, decoded by [`Operand::layout`].
    pitch_word: u32,
}

impl Operand {
    fn at(call: &Call, first: usize) -> Operand {
        let pitch_word = call.word(first + 3);
        // The columns are the word's low bits once it states rows.
        let pitch = if pitch_word >> 16 == 0 {
            pitch_word
        } else {
            pitch_word & 0xffff
        };
        Operand {
            first,
            rows: call.word(first + 1),
            cols: call.word(first + 2),
            pitch,
            pitch_word,
        }
    }

    /// Its layout for elements of `format`.
    fn layout(&self, call: &Call, format: DataFormat) -> Result<TileLayout, MathFault> {
        TileLayout::decode(self.pitch_word, format)
            .map(|(_, layout)| layout)
            .ok_or_else(|| MathFault::Malformed {
                function: call.function,
                what: format!(
                    "{:#x} is not a tile pitch word (columns, static rows and a layout of whole {} boxes)",
                    self.pitch_word,
                    format.name()
                ),
            })
    }

    /// Its first `rows` x `cols` elements of `format`.
    fn region(
        &self,
        call: &Call,
        l1: &[u8],
        rows: u32,
        cols: u32,
        format: DataFormat,
    ) -> Result<Region, MathFault> {
        if rows > 0 && cols > self.pitch {
            return Err(MathFault::RowWiderThanPitch {
                function: call.function,
                argument: call.name(self.first + 3),
                pitch: self.pitch,
                cols,
            });
        }
        let layout = self.layout(call, format)?;
        Region::laid_out(
            call,
            l1.len(),
            self.first,
            [rows, cols, self.pitch],
            layout,
            format,
        )
    }
}

/// The index of the `format` word, and the destination operand before it.
fn layout(params: &[&str]) -> (usize, usize) {
    let format = params
        .iter()
        .position(|name| *name == "format")
        .unwrap_or(0);
    (format, format.saturating_sub(4))
}

/// Every tile operand's valid region lies inside its static tile, whether
/// or not the operation reads all of it (an elementwise source is read over
/// the destination's region): valid columns within the static columns,
/// valid rows within the static rows the pitch word states. An absent
/// operand (pitch word 0) has no region.
fn valid_regions_inside_tiles(call: &Call) -> Result<(), MathFault> {
    for (index, name) in call.params.iter().enumerate() {
        let Some(tile) = name.strip_suffix(".valid_rows") else {
            continue;
        };
        let pitch_word = call.word(index + 2);
        if pitch_word == 0 {
            continue;
        }
        let operand = Operand::at(call, index - 1);
        let stated_rows = (pitch_word >> 16) & 0xfff;
        if stated_rows > 0 && operand.rows > stated_rows {
            return Err(MathFault::RowsBeyondTile {
                function: call.function,
                tile,
                rows: operand.rows,
                static_rows: stated_rows as usize,
            });
        }
        if operand.rows > 0 && operand.cols > operand.pitch {
            return Err(MathFault::RowWiderThanPitch {
                function: call.function,
                argument: call.name(index + 2),
                pitch: operand.pitch,
                cols: operand.cols,
            });
        }
    }
    Ok(())
}

pub(super) fn run(op: PtoOp, call: &Call, l1: &mut [u8]) -> Result<(), MathFault> {
    let (format_index, dst_index) = layout(call.params);
    let format = call.format(format_index)?;
    let dst = Operand::at(call, dst_index);
    let integer_only = matches!(
        op,
        PtoOp::Binary(
            PtoBinary::And | PtoBinary::Or | PtoBinary::Xor | PtoBinary::Shl | PtoBinary::Shr
        ) | PtoOp::Scalar(PtoScalar::Op(
            PtoBinary::And | PtoBinary::Or | PtoBinary::Xor | PtoBinary::Shl | PtoBinary::Shr
        ))
    ) || matches!(op, PtoOp::Unary(kind) if kind.integer_only());
    let float_only = matches!(op, PtoOp::Scalar(PtoScalar::LeakyRelu))
        || matches!(op, PtoOp::Binary(kind) if kind.float_only())
        || matches!(op, PtoOp::Unary(kind) if kind.float_only());
    if float_only && !format.is_float() {
        return Err(MathFault::FormatNotAllowed {
            function: call.function,
            argument: call.name(format_index),
            format: format.name(),
            allowed: FLOAT_FORMATS,
        });
    }
    if integer_only && format.is_float() {
        return Err(MathFault::FormatNotAllowed {
            function: call.function,
            argument: call.name(format_index),
            format: format.name(),
            allowed: INTEGER_FORMATS,
        });
    }
    valid_regions_inside_tiles(call)?;
    match op {
        PtoOp::Binary(kind) => {
            let a = Operand::at(call, 0)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let b = Operand::at(call, 4)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let out: Vec<u32> = a
                .into_iter()
                .zip(b)
                .map(|(a, b)| binary(kind, format, a, b))
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, format)?
                .write(l1, &out);
        }
        PtoOp::Unary(kind) => {
            let src = Operand::at(call, 0)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let width = (dst.cols as usize).max(1);
            let out: Vec<u32> = src
                .chunks(width)
                .flat_map(|row| unary_row(kind, format, row))
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, format)?
                .write(l1, &out);
        }
        PtoOp::Scalar(kind) => {
            let scalar = scalar_bits(format, call.word(4));
            let scalar_first =
                kind == PtoScalar::Op(PtoBinary::Div) && call.flag(format_index + 1)?;
            let src = Operand::at(call, 0)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let out: Vec<u32> = src
                .into_iter()
                .map(|x| with_scalar(kind, format, x, scalar, scalar_first))
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, format)?
                .write(l1, &out);
        }
        PtoOp::Mov => fixpipe::mov(call, l1, format_index, format, false)?,
        PtoOp::MovPre => fixpipe::mov(call, l1, format_index, format, true)?,
        PtoOp::Trans => {
            let src = Operand::at(call, 0);
            let (rows, cols) = (dst.rows.min(src.cols), dst.cols.min(src.rows));
            let raw = src.region(call, l1, cols, rows, format)?.read(l1);
            let (rows_n, cols_n) = (rows as usize, cols as usize);
            let out: Vec<u32> = (0..rows_n * cols_n)
                .map(|index| {
                    raw.get((index % cols_n) * rows_n + index / cols_n)
                        .copied()
                        .unwrap_or(0)
                })
                .collect();
            dst.region(call, l1, rows, cols, format)?.write(l1, &out);
        }
        PtoOp::Matmul { accumulate, bias } => {
            matmul(call, l1, accumulate, bias, format, format_index, dst)?
        }
        PtoOp::MatmulMx { accumulate, bias } => {
            matmul_mx(call, l1, accumulate, bias, format_index, dst)?
        }
        PtoOp::GetScaleAddr => get_scale_addr(call, dst)?,
        PtoOp::Reduce(kind) => {
            let src = Operand::at(call, 0);
            let raw = src.region(call, l1, src.rows, src.cols, format)?.read(l1);
            if raw.is_empty() {
                return Ok(()); // no valid row or column: nothing to reduce (as A2A3 returns early)
            }
            let (rows, cols) = (src.rows as usize, src.cols as usize);
            let by_row = kind.by_row();
            // Row i's elements are (i, 0..cols); column j's are (0..rows, j).
            let (groups, members, shape) = if by_row {
                (rows, cols, [src.rows, 1])
            } else {
                (cols, rows, [1, src.cols])
            };
            if kind == PtoReduce::ColSum {
                call.flag(format_index + 1)?;
            }
            let member = |group: usize, k: usize| {
                if by_row {
                    group * cols + k
                } else {
                    k * cols + group
                }
            };
            let out: Vec<u32> = (0..groups)
                .map(|group| {
                    let elements = (0..members).filter_map(|k| raw.get(member(group, k)).copied());
                    reduce(format, kind.combine(), elements)
                })
                .collect();
            dst.region(call, l1, shape[0], shape[1], format)?
                .write(l1, &out);
        }
        PtoOp::Compare { scalar } => {
            let mode = call.choice(format_index + 1, "comparison (CmpMode)", 6)?;
            let src = Operand::at(call, 0);
            let (rows, cols) = (src.rows, src.cols);
            let a = src.region(call, l1, rows, cols, format)?.read(l1);
            let b = if scalar {
                vec![scalar_bits(format, call.word(4)); a.len()]
            } else {
                Operand::at(call, 4)
                    .region(call, l1, rows, cols, format)?
                    .read(l1)
            };
            let bytes = cols.div_ceil(8);
            let c = cols as usize;
            let region = dst.region(call, l1, rows, bytes, DataFormat::Uint8)?;
            let out: Vec<u32> = (0..rows as usize * bytes as usize)
                .map(|index| {
                    let (i, byte) = (index / bytes as usize, index % bytes as usize);
                    (0..8)
                        .filter(|bit| byte * 8 + bit < c)
                        .filter(|bit| {
                            let k = i * c + byte * 8 + bit;
                            compare(mode, format, a[k], b[k])
                        })
                        .fold(0u32, |mask, bit| mask | 1 << bit)
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::Select { scalar } => {
            let bytes = dst.cols.div_ceil(8);
            let mask = Operand::at(call, 0)
                .region(call, l1, dst.rows, bytes, DataFormat::Uint8)?
                .read(l1);
            let src = Operand::at(call, 4)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let other = if scalar {
                vec![scalar_bits(format, call.word(8)); src.len()]
            } else {
                Operand::at(call, 8)
                    .region(call, l1, dst.rows, dst.cols, format)?
                    .read(l1)
            };
            let (c, b) = (dst.cols as usize, bytes as usize);
            let out: Vec<u32> = (0..src.len())
                .map(|k| {
                    let (i, j) = (k / c, k % c);
                    let set = mask
                        .get(i * b + j / 8)
                        .is_some_and(|m| m >> (j % 8) & 1 == 1);
                    if set {
                        src[k]
                    } else {
                        other[k]
                    }
                })
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, format)?
                .write(l1, &out);
        }
        PtoOp::Fill { sequence } => {
            let scalar = scalar_bits(format, call.word(0));
            let descending = sequence && call.flag(format_index + 1)?;
            // The region is checked against L1 before its size is used.
            let region = dst.region(call, l1, dst.rows, dst.cols, format)?;
            let count = dst.rows as usize * dst.cols as usize;
            let out: Vec<u32> = (0..count)
                .map(|k| {
                    if !sequence {
                        return scalar;
                    }
                    let start = format.decode_int(scalar);
                    let k = k as i64;
                    format.wrap(if descending { start - k } else { start + k })
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::Ternary { first, scalar } => {
            let read = |at: usize| -> Result<Vec<u32>, MathFault> {
                Ok(Operand::at(call, at)
                    .region(call, l1, dst.rows, dst.cols, format)?
                    .read(l1))
            };
            let a = read(0)?;
            let (b, c) = if scalar {
                (vec![scalar_bits(format, call.word(4)); a.len()], read(5)?)
            } else {
                (read(4)?, read(8)?)
            };
            let out: Vec<u32> = a
                .iter()
                .zip(&b)
                .zip(&c)
                .map(|((&a, &b), &c)| {
                    binary(PtoBinary::Add, format, binary(first, format, a, b), c)
                })
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, format)?
                .write(l1, &out);
        }
        PtoOp::GatherCompare => gather_compare(call, l1, format)?,
        PtoOp::Indexed { scatter: false } if call.word(format_index + 2) != 0 => {
            gather_by_mask(call, l1, format, call.word(format_index + 2))?
        }
        PtoOp::Indexed { scatter } => {
            let index_format = call.format(format_index + 1)?;
            if !matches!(
                index_format,
                DataFormat::Int16 | DataFormat::Uint16 | DataFormat::Int32 | DataFormat::Uint32
            ) {
                return Err(MathFault::FormatNotAllowed {
                    function: call.function,
                    argument: call.name(format_index + 1),
                    format: index_format.name(),
                    allowed: "a 16- or 32-bit integer format (5 .. 8)",
                });
            }
            let src = Operand::at(call, 0);
            let indices = Operand::at(call, 4);
            // The iterated region: the destination's (gather) or the source's.
            let (rows, cols) = if scatter {
                (src.rows, src.cols)
            } else {
                (dst.rows, dst.cols)
            };
            let offsets = indices.region(call, l1, rows, cols, index_format)?.read(l1);
            // The tile offsets index: its valid rows of pitch-wide rows.
            let table = if scatter { dst } else { src };
            let span = table.region(call, l1, table.rows, table.pitch, format)?;
            let mut flat = span.read(l1);
            let out_of_tile = |k: usize| MathFault::IndexOutOfTile {
                function: call.function,
                argument: call.name(4),
                index: offsets.get(k).copied().unwrap_or(0),
                elements: flat_len(table),
            };
            if scatter {
                let values = src.region(call, l1, rows, cols, format)?.read(l1);
                for (k, value) in values.into_iter().enumerate() {
                    let at = offsets[k] as usize;
                    *flat.get_mut(at).ok_or_else(|| out_of_tile(k))? = value;
                }
                span.write(l1, &flat);
            } else {
                let out = (0..offsets.len())
                    .map(|k| {
                        flat.get(offsets[k] as usize)
                            .copied()
                            .ok_or_else(|| out_of_tile(k))
                    })
                    .collect::<Result<Vec<u32>, MathFault>>()?;
                dst.region(call, l1, rows, cols, format)?.write(l1, &out);
            }
        }
        PtoOp::Sort32 => {
            // Element slots of one 8-byte record.
            let slots: u32 = match format {
                DataFormat::F32 => 2,
                DataFormat::F16 => 4,
                _ => {
                    return Err(MathFault::FormatNotAllowed {
                        function: call.function,
                        argument: call.name(format_index),
                        format: format.name(),
                        allowed: "f32 (0) or f16 (1)",
                    })
                }
            };
            let src = Operand::at(call, 0);
            let (rows, cols) = (src.rows, src.cols);
            let region = dst.region(call, l1, rows, cols.saturating_mul(slots), format)?;
            let values = src.region(call, l1, rows, cols, format)?.read(l1);
            let indices = Operand::at(call, 4)
                .region(call, l1, rows, cols, DataFormat::Uint32)?
                .read(l1);
            let c = cols as usize;
            let mut out = Vec::with_capacity(values.len() * slots as usize);
            // An empty row has nothing to sort (and any row count is valid).
            let rows = if c == 0 { 0 } else { rows as usize };
            for i in 0..rows {
                for block in (0..c).step_by(32) {
                    let mut records: Vec<(f64, u32, u32)> = (block..(block + 32).min(c))
                        .map(|j| {
                            let bits = values[i * c + j];
                            (format.decode(bits), bits, indices[i * c + j])
                        })
                        .collect();
                    // Largest first, NaN last; the smaller index first on a tie.
                    records.sort_by(|a, b| {
                        b.0.partial_cmp(&a.0)
                            .unwrap_or_else(|| a.0.is_nan().cmp(&b.0.is_nan()))
                            .then(a.2.cmp(&b.2))
                    });
                    for (_, bits, k) in records {
                        if slots == 2 {
                            out.extend([bits, k]);
                        } else {
                            out.extend([bits, 0, k & 0xffff, k >> 16]);
                        }
                    }
                }
            }
            region.write(l1, &out);
        }
        PtoOp::PartArg { max } => {
            let index_format = call.format(format_index + 1)?;
            let (value_dst, index_dst) = (Operand::at(call, 16), Operand::at(call, 20));
            let (rows, cols) = (value_dst.rows, value_dst.cols);
            let value_region = value_dst.region(call, l1, rows, cols, format)?;
            let index_region = index_dst.region(call, l1, rows, cols, index_format)?;
            let mut values = value_region.read(l1);
            let mut indices = index_region.read(l1);
            let source = |at: usize, f: DataFormat| -> Result<(Operand, Vec<u32>), MathFault> {
                let tile = Operand::at(call, at);
                let data = tile.region(call, l1, tile.rows, tile.cols, f)?.read(l1);
                Ok((tile, data))
            };
            let (s0, v0) = source(0, format)?;
            let (s1, v1) = source(4, format)?;
            let (_, i0) = source(8, index_format)?;
            let (_, i1) = source(12, index_format)?;
            let c = cols as usize;
            for k in 0..values.len() {
                let (i, j) = ((k / c) as u32, (k % c) as u32);
                let at =
                    |t: &Operand| (i < t.rows && j < t.cols).then(|| (i * t.cols + j) as usize);
                let chosen = match (at(&s0), at(&s1)) {
                    (Some(a), Some(b)) => {
                        let (x, y) = (format.decode(v0[a]), format.decode(v1[b]));
                        let first = if max { x > y } else { x < y };
                        if first {
                            (v0[a], i0[a])
                        } else {
                            (v1[b], i1[b])
                        }
                    }
                    (Some(a), None) => (v0[a], i0[a]),
                    (None, Some(b)) => (v1[b], i1[b]),
                    (None, None) => continue,
                };
                values[k] = chosen.0;
                indices[k] = chosen.1;
            }
            value_region.write(l1, &values);
            index_region.write(l1, &indices);
        }
        PtoOp::Interleave { de } => {
            let (d0, d1) = (Operand::at(call, 8), Operand::at(call, 12));
            let (rows, c) = (d0.rows, d0.cols);
            let src0 = Operand::at(call, 0);
            let src1 = Operand::at(call, 4);
            let one_source = src1.pitch == 0;
            let a = src0
                .region(
                    call,
                    l1,
                    rows,
                    if one_source { c.saturating_mul(2) } else { c },
                    format,
                )?
                .read(l1);
            let b = if one_source {
                Vec::new()
            } else {
                src1.region(call, l1, rows, c, format)?.read(l1)
            };
            let r0 = d0.region(call, l1, rows, c, format)?;
            let r1 = d1.region(call, l1, rows, c, format)?;
            let n = c as usize;
            let (mut out0, mut out1) = (Vec::new(), Vec::new());
            // Empty rows hold nothing (and any row count is valid then).
            let rows = if n == 0 { 0 } else { rows as usize };
            for i in 0..rows {
                // The row's stream of 2C elements, in source order.
                let stream: Vec<u32> = if one_source {
                    a[i * 2 * n..(i + 1) * 2 * n].to_vec()
                } else if de {
                    a[i * n..(i + 1) * n]
                        .iter()
                        .chain(&b[i * n..(i + 1) * n])
                        .copied()
                        .collect()
                } else {
                    (0..2 * n)
                        .map(|t| {
                            if t % 2 == 0 {
                                a[i * n + t / 2]
                            } else {
                                b[i * n + t / 2]
                            }
                        })
                        .collect()
                };
                if de {
                    out0.extend(stream.iter().step_by(2));
                    out1.extend(stream.iter().skip(1).step_by(2));
                } else {
                    out0.extend(&stream[..n]);
                    out1.extend(&stream[n..]);
                }
            }
            r0.write(l1, &out0);
            r1.write(l1, &out1);
        }
        PtoOp::Reshape => {
            let (src_rows, dst_rows) = (call.word(format_index + 1), call.word(format_index + 2));
            let to = call.format(format_index + 3)?;
            let src = Operand::at(call, 0);
            // The static tiles' bytes as they lie, whatever the layouts.
            let raw = |tile: &Operand, rows: u32, format: DataFormat| {
                Region::new(
                    call,
                    l1.len(),
                    tile.first,
                    [rows, tile.pitch, tile.pitch],
                    format,
                )
            };
            let from_region = raw(&src, src_rows, format)?;
            let to_region = raw(&dst, dst_rows, to)?;
            let from_bytes = u64::from(src_rows) * u64::from(src.pitch) * format.bytes() as u64;
            let to_bytes = u64::from(dst_rows) * u64::from(dst.pitch) * to.bytes() as u64;
            if from_bytes != to_bytes {
                return Err(MathFault::ByteCountMismatch {
                    function: call.function,
                    from: from_bytes,
                    to: to_bytes,
                });
            }
            let bytes: Vec<u8> = from_region
                .read(l1)
                .into_iter()
                .flat_map(|e| e.to_le_bytes().into_iter().take(format.bytes()))
                .collect();
            let out: Vec<u32> = bytes
                .chunks(to.bytes())
                .map(|chunk| {
                    let mut word = [0u8; 4];
                    word[..chunk.len()].copy_from_slice(chunk);
                    u32::from_le_bytes(word)
                })
                .collect();
            to_region.write(l1, &out);
        }
        PtoOp::GatherBlock => {
            let src = Operand::at(call, 0);
            let offsets = Operand::at(call, 4);
            let src_rows = call.word(format_index + 1);
            let element = format.bytes();
            let whole = src.region(call, l1, src_rows, src.pitch, format)?;
            let source: Vec<u8> = whole
                .read(l1)
                .into_iter()
                .flat_map(|e| e.to_le_bytes().into_iter().take(element))
                .collect();
            let row_bytes = dst.cols as usize * element;
            if !row_bytes.is_multiple_of(32) {
                return Err(MathFault::Malformed {
                    function: call.function,
                    what: format!(
                        "a destination row of {row_bytes} bytes is not whole 32-byte blocks"
                    ),
                });
            }
            let blocks = (row_bytes / 32) as u32;
            let offsets = offsets
                .region(call, l1, dst.rows, blocks, DataFormat::Uint32)?
                .read(l1);
            let region = dst.region(call, l1, dst.rows, dst.cols, format)?;
            let mut bytes = Vec::with_capacity(dst.rows as usize * row_bytes);
            for offset in offsets {
                let at = offset as usize;
                let block = source
                    .get(at..at.saturating_add(32))
                    .filter(|_| at <= source.len());
                let Some(block) = block else {
                    return Err(MathFault::IndexOutOfTile {
                        function: call.function,
                        argument: call.name(4),
                        index: offset,
                        elements: source.len() as u64,
                    });
                };
                bytes.extend_from_slice(block);
            }
            let out: Vec<u32> = bytes
                .chunks(element)
                .map(|chunk| {
                    let mut word = [0u8; 4];
                    word[..chunk.len()].copy_from_slice(chunk);
                    u32::from_le_bytes(word)
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::Quant | PtoOp::Dequant => {
            let to = call.format(format_index + 1)?;
            let (src, scale, offset) = (
                Operand::at(call, 0),
                Operand::at(call, 4),
                Operand::at(call, 8),
            );
            let (rows, cols) = (dst.rows, dst.cols);
            let values = src.region(call, l1, rows, cols, format)?.read_values(l1);
            let scales = scale
                .region(call, l1, rows, 1, DataFormat::F32)?
                .read_values(l1);
            let offsets = if offset.pitch == 0 {
                vec![0.0; rows as usize]
            } else {
                offset
                    .region(call, l1, rows, 1, DataFormat::F32)?
                    .read_values(l1)
            };
            let f32_round = |v: f64| f64::from(v as f32);
            let c = cols as usize;
            let out: Vec<u32> = values
                .iter()
                .enumerate()
                .map(|(k, x)| {
                    let (s, o) = (scales[k / c.max(1)], offsets[k / c.max(1)]);
                    if op == PtoOp::Quant {
                        to.encode(f32_round(f32_round(x * s) + o))
                    } else {
                        to.encode(f32_round(f32_round(x - o) * s))
                    }
                })
                .collect();
            dst.region(call, l1, rows, cols, to)?.write(l1, &out);
        }
        PtoOp::MergeSort => {
            let src = Operand::at(call, 0);
            let block = call.word(4) as usize;
            let cols = src.cols as usize;
            if format != DataFormat::F32
                || block == 0
                || !block.is_multiple_of(2)
                || !cols.is_multiple_of(4 * block)
            {
                return Err(MathFault::Malformed {
                    function: call.function,
                    what: format!("{cols} {} elements are not groups of 4 blocks of {block} (value, index) elements", format.name()),
                });
            }
            let values = src.region(call, l1, 1, src.cols, format)?.read(l1);
            let mut out = Vec::with_capacity(cols);
            for group in values.chunks(4 * block) {
                // (value, block, position): a stable merge of sorted blocks.
                let mut records: Vec<(f32, usize, usize, u32)> = group
                    .chunks(block)
                    .enumerate()
                    .flat_map(|(b, run)| {
                        run.chunks(2)
                            .enumerate()
                            .map(move |(k, r)| (f32::from_bits(r[0]), b, k, r[1]))
                    })
                    .collect();
                records.sort_by(|a, b| {
                    b.0.partial_cmp(&a.0)
                        .unwrap_or_else(|| a.0.is_nan().cmp(&b.0.is_nan()))
                        .then((a.1, a.2).cmp(&(b.1, b.2)))
                });
                out.extend(
                    records
                        .into_iter()
                        .flat_map(|(v, _, _, i)| [v.to_bits(), i]),
                );
            }
            dst.region(call, l1, 1, src.cols, format)?.write(l1, &out);
        }
        PtoOp::Relayout => {
            let tile = Operand::at(call, 0);
            let into = call.word(format_index + 1) != 0;
            let layout = tile.layout(call, format)?;
            if layout.order != super::memory::Order::Nd {
                let rows = layout.static_rows as u32;
                let nd = Region::new(call, l1.len(), 0, [rows, tile.pitch, tile.pitch], format)?;
                let laid = tile.region(call, l1, rows, tile.pitch, format)?;
                let (from, to) = if into { (nd, laid) } else { (laid, nd) };
                let values = from.read(l1);
                to.write(l1, &values);
            }
        }
        PtoOp::Histogram => {
            let src = Operand::at(call, 0);
            let idx = Operand::at(call, 4);
            let byte = call.word(format_index + 1);
            let key_bytes = format.bytes() as u32;
            if !matches!(format, DataFormat::Uint16 | DataFormat::Uint32) || byte >= key_bytes {
                return Err(MathFault::Malformed {
                    function: call.function,
                    what: format!("byte {byte} of a {} key", format.name()),
                });
            }
            let (rows, cols) = (src.rows, src.cols);
            let keys = src.region(call, l1, rows, cols, format)?.read(l1);
            // The filter bytes: uint16 one per row (column 0), uint32 the
            // first 3 - byte rows' column 0, for every row.
            let filters = key_bytes - 1 - byte;
            let idx_rows = if format == DataFormat::Uint16 {
                rows
            } else {
                filters
            };
            let idx_cols = u32::from(filters > 0);
            let filter = idx
                .region(call, l1, idx_rows, idx_cols, DataFormat::Uint8)?
                .read(l1);
            let region = dst.region(call, l1, rows, 256, DataFormat::Uint32)?;
            let c = cols as usize;
            let mut out = vec![0u32; rows as usize * 256];
            for (k, key) in keys.iter().enumerate() {
                let r = k / c.max(1);
                let byte_of = |n: u32| (key >> (8 * n)) & 0xff;
                let kept = (0..filters).all(|f| {
                    let wanted = if format == DataFormat::Uint16 {
                        filter[r]
                    } else {
                        filter[f as usize]
                    };
                    byte_of(key_bytes - 1 - f) == wanted
                });
                if kept {
                    out[r * 256 + byte_of(byte) as usize] += 1;
                }
            }
            region.write(l1, &out);
        }
        PtoOp::Extract | PtoOp::Insert => {
            let src = Operand::at(call, 0);
            let (row, col) = (call.word(4), call.word(5));
            // From acc to mat the values convert to the destination's type
            // (rounded to nearest even); otherwise the formats are one.
            let to = call.format(format_index + 1)?;
            let whole_rows = call.word(format_index + 2);
            let cast = |raw: u32| {
                if to == format {
                    raw
                } else {
                    convert(format.decode(raw), to, 0)
                }
            };
            let (window, whole) = if op == PtoOp::Extract {
                (&dst, &src)
            } else {
                (&src, &dst)
            };
            let outside = |start: u32, count: u32, limit: u32| {
                count > 0 && start.checked_add(count).is_none_or(|end| end > limit)
            };
            let empty = window.rows == 0 || window.cols == 0;
            if !empty
                && (outside(row, window.rows, whole_rows) || outside(col, window.cols, whole.pitch))
            {
                return Err(MathFault::WindowOutsideTile {
                    function: call.function,
                    row,
                    col,
                    rows: window.rows,
                    cols: window.cols,
                    whole_rows,
                    whole_cols: whole.pitch,
                });
            }
            if !empty {
                let (rows, cols) = (window.rows, window.cols);
                let span = (row + rows, col + cols);
                let (c0, r0) = (col as usize, row as usize);
                let w = (col + cols) as usize;
                if op == PtoOp::Extract {
                    let all = src.region(call, l1, span.0, span.1, format)?.read(l1);
                    let out: Vec<u32> = (r0..r0 + rows as usize)
                        .flat_map(|r| all[r * w + c0..r * w + w].iter().map(|v| cast(*v)))
                        .collect();
                    dst.region(call, l1, rows, cols, to)?.write(l1, &out);
                } else {
                    let values: Vec<u32> = src
                        .region(call, l1, rows, cols, format)?
                        .read(l1)
                        .into_iter()
                        .map(cast)
                        .collect();
                    let region = dst.region(call, l1, span.0, span.1, to)?;
                    let mut all = region.read(l1);
                    for (i, chunk) in values.chunks(cols as usize).enumerate() {
                        let at = (r0 + i) * w + c0;
                        all[at..at + cols as usize].copy_from_slice(chunk);
                    }
                    region.write(l1, &all);
                }
            }
        }
        PtoOp::Concat => {
            let (a, b) = (Operand::at(call, 0), Operand::at(call, 4));
            let cols = a.cols.saturating_add(b.cols);
            let region = dst.region(call, l1, dst.rows, cols, format)?;
            let left = a.region(call, l1, dst.rows, a.cols, format)?.read(l1);
            let right = b.region(call, l1, dst.rows, b.cols, format)?.read(l1);
            let (ca, cb) = (a.cols as usize, b.cols as usize);
            // Empty rows hold nothing (and any row count is valid then).
            let rows = if ca + cb == 0 { 0 } else { dst.rows as usize };
            let out: Vec<u32> = (0..rows)
                .flat_map(|i| {
                    left[i * ca..(i + 1) * ca]
                        .iter()
                        .chain(&right[i * cb..(i + 1) * cb])
                        .copied()
                        .collect::<Vec<u32>>()
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::FillPad => {
            let rows = call.word(format_index + 1);
            let pad = call.choice(format_index + 2, "pad value (PadValue)", 4)?;
            if pad == 0 {
                return Err(MathFault::UnknownEnum {
                    function: call.function,
                    argument: call.name(format_index + 2),
                    value: 0,
                    enum_name: "pad value to fill with (1 zero, 2 max, 3 min; not 0 null)",
                    count: 4,
                });
            }
            let src = Operand::at(call, 0);
            let values = src.region(call, l1, src.rows, src.cols, format)?.read(l1);
            let region = dst.region(call, l1, rows, dst.pitch, format)?;
            let (low, high) = format.range();
            let pad_bits = match (pad, format.is_float()) {
                (2, true) => format.encode(f64::INFINITY),
                (3, true) => format.encode(f64::NEG_INFINITY),
                (2, false) => format.wrap(high),
                (3, false) => format.wrap(low),
                _ => 0,
            };
            let (c, vr, vc) = (dst.pitch as usize, src.rows as usize, src.cols as usize);
            let out: Vec<u32> = (0..rows as usize * c)
                .map(|k| {
                    let (i, j) = (k / c, k % c);
                    if i < vr && j < vc {
                        values.get(i * vc + j).copied().unwrap_or(pad_bits)
                    } else {
                        pad_bits
                    }
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::Triangle => {
            let diagonal = i64::from(call.word(0) as i32);
            let upper = call.choice(format_index + 1, "triangle (0 lower, 1 upper)", 2)? == 1;
            let region = dst.region(call, l1, dst.rows, dst.cols, format)?;
            let (one, zero) = if format.is_float() {
                (format.encode(1.0), format.encode(0.0))
            } else {
                (format.wrap(1), 0)
            };
            let c = dst.cols as usize;
            let out: Vec<u32> = (0..dst.rows as usize * c)
                .map(|k| {
                    let (i, j) = ((k / c) as i64, (k % c) as i64);
                    let set = if upper {
                        j >= i + diagonal
                    } else {
                        j <= i + diagonal
                    };
                    if set {
                        one
                    } else {
                        zero
                    }
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::FixPipe(kind) => fixpipe::run(call, l1, kind, format_index, format)?,
        PtoOp::Pack => {
            // A region writes each word's low bytes: the truncation itself.
            let narrow = call.format(format_index + 1)?;
            let src = Operand::at(call, 0)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            dst.region(call, l1, dst.rows, dst.cols, narrow)?
                .write(l1, &src);
        }
        PtoOp::Random => {
            let rounds = call.word(format_index + 1);
            if !matches!(rounds, 7 | 10) {
                return Err(MathFault::Malformed {
                    function: call.function,
                    what: format!("TRANDOM runs 10 or 7 rounds, not {rounds}"),
                });
            }
            let region = dst.region(call, l1, dst.rows, dst.cols, format)?;
            let key = [call.word(0), call.word(1)];
            let counter = [call.word(2), call.word(3), call.word(4), call.word(5)];
            region.write(
                l1,
                &random::generate(key, counter, rounds, dst.rows, dst.cols),
            );
        }
        PtoOp::Axpy => {
            let acc = Operand::at(call, 0);
            let acc = if acc.pitch == 0 { dst } else { acc };
            // The accumulator and destination hold `to`; the source and
            // scalar `format` (f16 into f32 widens, else they are one).
            let to = call.format(format_index + 1)?;
            if to != format && !(format.is_float() && to.is_float()) {
                return Err(MathFault::Malformed {
                    function: call.function,
                    what: format!("TAXPY of {} into {}", format.name(), to.name()),
                });
            }
            let before = acc.region(call, l1, dst.rows, dst.cols, to)?.read(l1);
            let src = Operand::at(call, 4)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let scalar = scalar_bits(format, call.word(8));
            let out: Vec<u32> = before
                .into_iter()
                .zip(src)
                .map(|(a, x)| {
                    if format.is_float() {
                        let (a, x, s) = (to.decode(a), format.decode(x), format.decode(scalar));
                        to.encode(a + s * x)
                    } else {
                        let (a, x, s) = (
                            format.decode_int(a),
                            format.decode_int(x),
                            format.decode_int(scalar),
                        );
                        format.wrap(a.wrapping_add(s.wrapping_mul(x)))
                    }
                })
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, to)?
                .write(l1, &out);
        }
        PtoOp::ArgReduce { by_row, max } => {
            let to = call.format(format_index + 1)?;
            if !matches!(to, DataFormat::Int32 | DataFormat::Uint32) {
                return Err(MathFault::FormatNotAllowed {
                    function: call.function,
                    argument: call.name(format_index + 1),
                    format: to.name(),
                    allowed: "int32 or uint32 (7, 8)",
                });
            }
            let src = Operand::at(call, 0);
            let values = src.region(call, l1, src.rows, src.cols, format)?.read(l1);
            let (rows, cols) = (src.rows as usize, src.cols as usize);
            let (groups, members, shape) = if by_row {
                (rows, cols, [src.rows, 1])
            } else {
                (cols, rows, [1, src.cols])
            };
            let region = dst.region(call, l1, shape[0], shape[1], to)?;
            let out: Vec<u32> = (0..groups)
                .map(|group| {
                    let at = |k: usize| {
                        let index = if by_row {
                            group * cols + k
                        } else {
                            k * cols + group
                        };
                        values.get(index).copied().unwrap_or(0)
                    };
                    let better = |a: u32, b: u32| {
                        let mode = if max { 4 } else { 2 }; // GT or LT
                        compare(mode, format, a, b)
                    };
                    let best = (1..members)
                        .fold(0, |best, k| if better(at(k), at(best)) { k } else { best });
                    best as u32
                })
                .collect();
            region.write(l1, &out);
        }
        PtoOp::Partial(kind) => {
            let region = dst.region(call, l1, dst.rows, dst.cols, format)?;
            let mut out = region.read(l1);
            let source = |first: usize| -> Result<(usize, usize, Vec<u32>), MathFault> {
                let s = Operand::at(call, first);
                let (r, c) = (s.rows.min(dst.rows), s.cols.min(dst.cols));
                let values = s.region(call, l1, r, c, format)?.read(l1);
                Ok((r as usize, c as usize, values))
            };
            let (a, b) = (source(0)?, source(4)?);
            let cols = dst.cols as usize;
            for (k, value) in out.iter_mut().enumerate() {
                let (i, j) = (k / cols, k % cols);
                let at = |s: &(usize, usize, Vec<u32>)| {
                    (i < s.0 && j < s.1)
                        .then(|| s.2.get(i * s.1 + j).copied())
                        .flatten()
                };
                *value = match (at(&a), at(&b)) {
                    (Some(x), Some(y)) => binary(kind, format, x, y),
                    (Some(x), None) | (None, Some(x)) => x,
                    (None, None) => *value,
                };
            }
            region.write(l1, &out);
        }
        PtoOp::Convert => {
            let to = call.format(format_index + 1)?;
            let mode = call.choice(format_index + 2, "rounding (RoundMode)", 6)?;
            let saturation = match call.choice(format_index + 3, "SaturationMode", 3)? {
                1 => Saturation::On,
                2 => Saturation::Off,
                _ => Saturation::Default,
            };
            let src = Operand::at(call, 0)
                .region(call, l1, dst.rows, dst.cols, format)?
                .read(l1);
            let out: Vec<u32> = src
                .into_iter()
                .map(|raw| convert_with(format.decode(raw), format, to, mode, saturation))
                .collect();
            dst.region(call, l1, dst.rows, dst.cols, to)?
                .write(l1, &out);
        }
        PtoOp::Expand { rows, op } => {
            // The destination is checked against L1 before its size is used.
            let region = dst.region(call, l1, dst.rows, dst.cols, format)?;
            let (r, c) = (dst.rows as usize, dst.cols as usize);
            // The vector operand is the last source: one value per row (its
            // column 0) or per column (its row 0).
            let vector_index = if op.is_some() { 4 } else { 0 };
            let vector = Operand::at(call, vector_index);
            let values = if rows {
                vector.region(call, l1, dst.rows, 1, format)?.read(l1)
            } else {
                vector.region(call, l1, 1, dst.cols, format)?.read(l1)
            };
            let full = match op {
                Some(_) => Operand::at(call, 0)
                    .region(call, l1, dst.rows, dst.cols, format)?
                    .read(l1),
                None => Vec::new(),
            };
            let out: Vec<u32> = (0..r * c)
                .map(|index| {
                    let (i, j) = (index / c, index % c);
                    let s = values.get(if rows { i } else { j }).copied().unwrap_or(0);
                    match op {
                        None => s,
                        Some(kind) => {
                            expand(kind, format, full.get(index).copied().unwrap_or(0), s)
                        }
                    }
                })
                .collect();
            region.write(l1, &out);
        }
    }
    Ok(())
}

/// The elements an offset may reach: the tile's valid rows of pitch-wide
/// rows.
fn flat_len(tile: Operand) -> u64 {
    u64::from(tile.rows) * u64::from(tile.pitch)
}

/// 32x32 tiles' worth of work in a call (for [`super::MathEngine::tiles`]).
pub(super) fn tiles(op: PtoOp, def: &FunctionDef, args: &[u32]) -> u64 {
    let word = |i: usize| u64::from(args.get(i).copied().unwrap_or(0));
    let (_, dst) = layout(def.params);
    let elements = match op {
        // a's valid rows and columns, b's valid columns (b after a_scale
        // in an MX product).
        PtoOp::MatmulMx { accumulate, .. } => {
            let first = if accumulate { 4 } else { 0 };
            word(first + 1)
                .saturating_mul(word(first + 2))
                .saturating_mul(word(first + 10))
                / 32
        }
        PtoOp::Matmul { accumulate, .. } => {
            let first = if accumulate { 4 } else { 0 };
            word(first + 1)
                .saturating_mul(word(first + 2))
                .saturating_mul(word(first + 6))
                / 32
        }
        PtoOp::Reduce(_) => word(1).saturating_mul(word(2)),
        PtoOp::GatherCompare => word(1).saturating_mul(word(2)),
        _ => word(dst + 1).saturating_mul(word(dst + 2)),
    };
    elements.div_ceil(1024)
}
