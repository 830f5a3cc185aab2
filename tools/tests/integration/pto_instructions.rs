//! Every PTO instruction generated from a class of the instruction table
//! (elementwise, tile-scalar, unary, reductions, expansions), run in the
//! simulator on every element type its entry allows, on both architectures,
//! against a reference written here from the formulas of the ISA pages (it
//! shares no code with the simulator's math engine).
//!
//! One program per (architecture, element type): its kernel loads the input
//! tiles once (level 2, `ins`/`outs`), applies each instruction that allows
//! the type to the inputs of its domain, and stores each result to a global
//! of its own. Inputs are exactly representable in every element type, so
//! the reference starts from the same numbers the kernel reads.
//!
//! Each kernel's IR also makes the round trip of `test/Dialect/*/ops.mlir`:
//! printed (custom and generic form), parsed back, verified and printed
//! again, unchanged. That is the round-trip test of every op generated from
//! a class (`every_op_has_a_round_trip_test` counts on it), on every element
//! type of both targets.

use melior::{
    ir::{operation::OperationLike, operation::OperationPrintingFlags, Module},
    Context,
};
use std::{collections::BTreeMap, fmt::Write, path::Path};
use tanto_dialects::pto_isa::{isa, Instruction, Status};
use tanto_tools::{
    input::Input,
    program_output::{compile_program, ProgramOptions},
};

const ROWS: usize = 16;
/// The valid region of a partial source.
const PART_ROWS: usize = 8;
const PART_COLS: usize = 12;
const COLS: usize = 16;
const ELEMENTS: usize = ROWS * COLS;

/// An element type: its PTO spelling, the program file's name for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Element {
    pto: &'static str,
    global: &'static str,
    /// Integer width in bits, or None for floats.
    int_bits: Option<u32>,
    signed: bool,
    /// Float mantissa bits (f32 23, f16 10, bf16 7).
    mantissa: u32,
}

const UI8: Element = Element {
    pto: "ui8",
    global: "uint8",
    int_bits: Some(8),
    signed: false,
    mantissa: 0,
};

const I16: Element = Element {
    pto: "i16",
    global: "int16",
    int_bits: Some(16),
    signed: true,
    mantissa: 0,
};

const I32: Element = Element {
    pto: "i32",
    global: "int32",
    int_bits: Some(32),
    signed: true,
    mantissa: 0,
};

const UI32: Element = Element {
    pto: "ui32",
    global: "uint32",
    int_bits: Some(32),
    signed: false,
    mantissa: 0,
};

const ELEMENT_TYPES: &[Element] = &[
    Element {
        pto: "f32",
        global: "float",
        int_bits: None,
        signed: true,
        mantissa: 23,
    },
    Element {
        pto: "f16",
        global: "float16",
        int_bits: None,
        signed: true,
        mantissa: 10,
    },
    Element {
        pto: "bf16",
        global: "bfloat16",
        int_bits: None,
        signed: true,
        mantissa: 7,
    },
    Element {
        pto: "i8",
        global: "int8",
        int_bits: Some(8),
        signed: true,
        mantissa: 0,
    },
    Element {
        pto: "ui8",
        global: "uint8",
        int_bits: Some(8),
        signed: false,
        mantissa: 0,
    },
    Element {
        pto: "i16",
        global: "int16",
        int_bits: Some(16),
        signed: true,
        mantissa: 0,
    },
    Element {
        pto: "ui16",
        global: "uint16",
        int_bits: Some(16),
        signed: false,
        mantissa: 0,
    },
    Element {
        pto: "i32",
        global: "int32",
        int_bits: Some(32),
        signed: true,
        mantissa: 0,
    },
    Element {
        pto: "ui32",
        global: "uint32",
        int_bits: Some(32),
        signed: false,
        mantissa: 0,
    },
];

impl Element {
    fn is_float(self) -> bool {
        self.int_bits.is_none()
    }

    /// Wraps an integer to the element's width, as integer units do.
    fn wrap(self, value: i128) -> f64 {
        let bits = self.int_bits.unwrap_or(64);
        let modulus = 1i128 << bits;
        let mut v = value.rem_euclid(modulus);
        if self.signed && v >= modulus / 2 {
            v -= modulus;
        }
        v as f64
    }
}

/// The inputs of the programs, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Data {
    /// Any value of the type.
    Any,
    /// A second, independent operand.
    Other,
    /// Away from zero (divisors).
    NonZero,
    /// Positive (logarithms, roots).
    Positive,
    /// Shift amounts: 0 .. min(bits, 17).
    Shift,
    /// Bases of powers: positive for floats, -6 ..= 6 for integers.
    Base,
    /// Factors of products: -1.25 ..= 1.25 for floats, -3 ..= 3 for integers.
    Small,
    /// Mask bytes: 0 ..= 255.
    Bits,
    /// Values using every mantissa bit of the type (conversions round them).
    Fine,
    /// Element offsets into a 16x16 tile, repeats allowed: 0 ..= 255.
    Offsets,
    /// Every offset into a 16x16 tile once, shuffled.
    Permutation,
}

impl Data {
    fn name(self) -> &'static str {
        match self {
            Data::Any => "x",
            Data::Other => "y",
            Data::NonZero => "nz",
            Data::Positive => "pos",
            Data::Shift => "sh",
            Data::Base => "base",
            Data::Small => "small",
            Data::Bits => "bits",
            Data::Fine => "fine",
            Data::Offsets => "offs",
            Data::Permutation => "perm",
        }
    }

    /// Values of this input for `element`, exactly representable in it.
    fn values(self, element: Element) -> Vec<f64> {
        // A fixed mixing sequence per input, so that inputs differ.
        let salt = self as u64 + 1;
        let mut state = 0x243f_6a88_85a3_08d3u64 ^ (salt * 0x9e37_79b9);
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        if self == Data::Permutation {
            let mut values: Vec<f64> = (0..ELEMENTS).map(|k| k as f64).collect();
            for k in (1..ELEMENTS).rev() {
                values.swap(k, (next() % (k as u64 + 1)) as usize);
            }
            return values;
        }
        (0..ELEMENTS)
            .map(|_| {
                let r = next();
                if self == Data::Offsets {
                    return (r % ELEMENTS as u64) as f64;
                }
                let k = (r % 61) as i64 - 30; // -30 ..= 30
                if self == Data::Bits {
                    return (r % 256) as f64;
                }
                if self == Data::Fine {
                    let n = r >> 8;
                    return match element.pto {
                        "f32" => (n % (1 << 20)) as f64 / 1024.0 - 512.0,
                        "f16" => (n % (1 << 11)) as f64 / 16.0 - 64.0,
                        "bf16" => (n % (1 << 8)) as f64 / 8.0 - 16.0,
                        "i8" => ((n % 256) as i64 - 128) as f64,
                        "ui8" => (n % 256) as f64,
                        "i16" => ((n % 65536) as i64 - 32768) as f64,
                        "ui16" => (n % 65536) as f64,
                        // Below 2^24: the host passes inputs as f32.
                        "i32" => ((n % (1 << 24)) as i64 - (1 << 23)) as f64,
                        _ => (n % (1 << 24)) as f64,
                    };
                }
                match (self, element.int_bits) {
                    (Data::Shift, Some(bits)) => (r % u64::from(bits.min(17))) as f64,
                    (Data::Shift, None) => 1.0,
                    (Data::Base, None) => (k.abs() + 1) as f64 / 8.0,
                    (Data::Small, None) => (k % 21) as f64 / 16.0,
                    (Data::Small, Some(_)) if element.signed => (k % 4) as f64,
                    (Data::Small, Some(_)) => (k.abs() % 4) as f64,
                    (Data::Base, Some(_)) if element.signed => (k % 7) as f64,
                    (Data::Base, Some(_)) => (k.abs() % 7) as f64,
                    (Data::Positive, None) => (k.abs() + 1) as f64 / 8.0,
                    (Data::Positive, Some(_)) => (k.abs() + 1) as f64,
                    (Data::NonZero, None) => {
                        let k = if k == 0 { 5 } else { k };
                        k as f64 / 4.0
                    }
                    (Data::NonZero, Some(_)) => {
                        let k = if k == 0 { 7 } else { k };
                        if element.signed {
                            k as f64
                        } else {
                            k.abs() as f64
                        }
                    }
                    (_, None) => k as f64 / 8.0,
                    (_, Some(8)) if !element.signed => (r % 256) as f64,
                    (_, Some(8)) => ((r % 256) as i64 - 128) as f64,
                    (_, Some(_)) if !element.signed => (r % 1000) as f64,
                    (_, Some(_)) => ((r % 2001) as i64 - 1000) as f64,
                }
            })
            .collect()
    }
}

/// How a class instruction is exercised: its inputs, its scalar, and its
/// result per element from the ISA page's formula.
#[derive(Clone)]
struct Exercise {
    inputs: &'static [Data],
    scalar: Option<f64>,
    /// `scalar_first` (TDIVS: scalar / src).
    flag: Option<&'static str>,
    /// The exact result; None where the element type has no meaning for it.
    reference: Reference,
    /// Extra relative error allowed for floats (transcendental functions).
    slack: f64,
    /// How the operands' tiles relate to the destination.
    shape: Shape,
    /// A suffix telling apart several exercises of one instruction.
    variant: &'static str,
    /// The destination's element type, when not the sources' (TCVT).
    out: Option<Element>,
    /// The destination's pad value (`pad=...` in its type; TFILLPAD).
    pad: Option<&'static str>,
    /// An input copied into the destination first (TAXPY's accumulator);
    /// its value is the last operand of the reference.
    preload: Option<Data>,
}

/// The tiles of an instruction's class: which inputs are full tiles,
/// columns (one value per row) or rows (one per column), and what a
/// destination element's operands are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    Elementwise,
    /// dst[i, 0] from row i of the input.
    RowReduce,
    /// dst[0, j] from column j.
    ColReduce,
    /// dst[i, j] from v[i] (a 16x1 column).
    RowExpand,
    /// dst[i, j] from v[j] (a 1x16 row).
    ColExpand,
    /// dst[i, j] from x[i, j] and v[i].
    RowExpandBinary,
    /// dst[i, j] from x[i, j] and v[j].
    ColExpandBinary,
    /// Mask byte (i, b) from a[i, 8b .. 8b + 8] and b[i, 8b .. 8b + 8].
    Compare,
    /// Mask byte (i, b) from a[i, 8b .. 8b + 8] and the scalar.
    CompareScalar,
    /// dst[i, j] from mask byte (i, j / 8), bit j % 8, src0[i, j], src1[i, j].
    Select,
    /// dst[i, j] from mask byte (i, j / 8), bit j % 8, src[i, j].
    SelectScalar,
    /// dst[i, j] from src0[i, j], src1[i, j] and whether src1 is valid there.
    Partial,
    /// dst[i, j] (the whole static tile) from src[i, j] of a partial source
    /// and whether it is valid there.
    FillPad,
    /// The same from a 1x16 source (a 16x16 destination).
    FillPadExpand,
    /// dst[i, j] from src.flat[offsets[i, j]].
    Gather,
    /// dst.flat[k] from src[m] where offsets[m] = k (a permutation).
    Scatter,
    /// Record c of row i (16x32: value, index bits) from row i's values
    /// and indices.
    Sort32,
    /// dst[i, j] (16x32) from src0[i, j] or src1[i, j - 16].
    Concat,
    /// dst (8x32) element k from the source's element k (row-major).
    Reshape,
    /// dst[i, j] from src[i, 2j] and src[i, 2j + 1] while 2j is a column
    /// of the source; from nothing after.
    PairReduce,
}

/// A tile's geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Geometry {
    Full,
    Column,
    Row,
    /// A packed mask: 16 rows of 2 bytes (ui8), one bit per element.
    Mask,
    /// A full tile whose valid region is its top-left 8x12.
    Partial,
    /// 16x16 int32 element offsets (TGATHER).
    Offsets,
    /// 16x16 element offsets as wide as 4-byte data, else int16 (TSCATTER).
    NarrowOffsets,
    /// 16x16 uint32 indices (TSORT32).
    Indices,
    /// 16x32: two columns per element (TSORT32's records).
    Records,
    /// 8x32: a 16x16 tile's elements in other rows (TRESHAPE).
    Wide,
}

impl Geometry {
    fn dims(self) -> (usize, usize) {
        match self {
            Geometry::Full => (ROWS, COLS),
            Geometry::Column => (ROWS, 1),
            Geometry::Row => (1, COLS),
            Geometry::Mask => (ROWS, COLS / 8),
            Geometry::Partial | Geometry::Offsets | Geometry::NarrowOffsets | Geometry::Indices => {
                (ROWS, COLS)
            }
            Geometry::Records => (ROWS, 2 * COLS),
            Geometry::Wide => (ROWS / 2, 2 * COLS),
        }
    }

    /// The element type of its tiles and buffers: a mask's is ui8.
    fn element(self, data: Element) -> Element {
        let four_bytes = data.int_bits == Some(32) || data.pto == "f32";
        match self {
            Geometry::Mask => UI8,
            Geometry::Offsets => I32,
            Geometry::NarrowOffsets if four_bytes => I32,
            Geometry::NarrowOffsets => I16,
            Geometry::Indices => UI32,
            _ => data,
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Geometry::Full => "",
            Geometry::Column => "_col",
            Geometry::Row => "_row",
            Geometry::Mask => "_mask",
            Geometry::Partial => "_part",
            Geometry::Offsets => "_i32",
            Geometry::NarrowOffsets => "_idx",
            Geometry::Indices => "_u32",
            Geometry::Records => "_rec",
            Geometry::Wide => "_wide",
        }
    }

    fn tile(self, t: &str) -> String {
        let t = self.element(element(t)).pto;
        let (r, c) = self.dims();
        let layout = if self == Geometry::Column {
            ", blayout=col_major"
        } else {
            ""
        };
        let valid = if self == Geometry::Partial {
            format!(", valid={PART_ROWS}x{PART_COLS}")
        } else {
            String::new()
        };
        format!("!pto.tile_buf<vec, {r}x{c}x{t}{layout}{valid}>")
    }
}

impl Shape {
    fn of(class: &str) -> Shape {
        match class {
            "row_reduce" | "row_arg_reduce" => Shape::RowReduce,
            "col_reduce" | "col_arg_reduce" => Shape::ColReduce,
            "row_expand" => Shape::RowExpand,
            "col_expand" => Shape::ColExpand,
            "row_expand_binary" => Shape::RowExpandBinary,
            "col_expand_binary" => Shape::ColExpandBinary,
            "compare" => Shape::Compare,
            "compare_scalar" => Shape::CompareScalar,
            "select" => Shape::Select,
            "select_scalar" => Shape::SelectScalar,
            "partial" => Shape::Partial,
            "fill_pad" => Shape::FillPad,
            "gather" => Shape::Gather,
            "scatter" => Shape::Scatter,
            "sort32" => Shape::Sort32,
            "concat" => Shape::Concat,
            "reshape" => Shape::Reshape,
            _ => Shape::Elementwise,
        }
    }

    /// The geometry of input `k`.
    fn input(self, k: usize) -> Geometry {
        match (self, k) {
            (Shape::RowExpand, _) | (Shape::RowExpandBinary, 1) => Geometry::Column,
            (Shape::ColExpand, _) | (Shape::ColExpandBinary, 1) => Geometry::Row,
            (Shape::Select | Shape::SelectScalar, 0) => Geometry::Mask,
            (Shape::Partial, 1) | (Shape::FillPad, _) => Geometry::Partial,
            (Shape::FillPadExpand, _) => Geometry::Row,
            (Shape::Gather, 1) => Geometry::Offsets,
            (Shape::Scatter, 1) => Geometry::NarrowOffsets,
            (Shape::Sort32, 1) => Geometry::Indices,
            _ => Geometry::Full,
        }
    }

    fn output(self) -> Geometry {
        match self {
            Shape::RowReduce => Geometry::Column,
            Shape::ColReduce => Geometry::Row,
            Shape::Compare | Shape::CompareScalar => Geometry::Mask,
            Shape::Sort32 | Shape::Concat => Geometry::Records,
            Shape::Reshape => Geometry::Wide,
            _ => Geometry::Full,
        }
    }

    /// The operands of destination element `index` (row-major in the
    /// output geometry), from the inputs' values (row-major in theirs).
    fn operands(self, index: usize, inputs: &[Vec<f64>]) -> Vec<f64> {
        let (i, j) = (index / COLS, index % COLS);
        match self {
            // A fill's only operand is the element's row-major index.
            Shape::Elementwise if inputs.is_empty() => vec![index as f64],
            Shape::Elementwise => inputs.iter().map(|v| v[index]).collect(),
            Shape::RowReduce => inputs[0][index * COLS..(index + 1) * COLS].to_vec(),
            Shape::ColReduce => (0..ROWS).map(|r| inputs[0][r * COLS + index]).collect(),
            Shape::RowExpand => vec![inputs[0][i]],
            Shape::ColExpand => vec![inputs[0][j]],
            Shape::RowExpandBinary => vec![inputs[0][index], inputs[1][i]],
            Shape::ColExpandBinary => vec![inputs[0][index], inputs[1][j]],
            Shape::Compare | Shape::CompareScalar => {
                let (row, byte) = (index / (COLS / 8), index % (COLS / 8));
                let group = |v: &Vec<f64>| {
                    (0..8)
                        .map(|bit| v[row * COLS + byte * 8 + bit])
                        .collect::<Vec<_>>()
                };
                inputs.iter().flat_map(group).collect()
            }
            Shape::Partial => {
                let valid = i < PART_ROWS && j < PART_COLS;
                vec![
                    inputs[0][index],
                    inputs[1][index],
                    f64::from(u8::from(valid)),
                ]
            }
            Shape::Gather => vec![inputs[0][inputs[1][index] as usize]],
            Shape::Reshape => vec![inputs[0][index]],
            Shape::PairReduce if 2 * j < COLS => {
                let row = &inputs[0][i * COLS..(i + 1) * COLS];
                row[2 * j..(2 * j + 2).min(COLS)].to_vec()
            }
            Shape::PairReduce => Vec::new(),
            Shape::Concat => {
                let (row, column) = (index / (2 * COLS), index % (2 * COLS));
                let source = &inputs[column / COLS];
                vec![source[row * COLS + column % COLS]]
            }
            // Sorted here by (value descending, index ascending), a value
            // and its index per record.
            Shape::Sort32 => {
                let (row, column) = (index / (2 * COLS), index % (2 * COLS));
                let mut records: Vec<(f64, f64)> = (0..COLS)
                    .map(|j| (inputs[0][row * COLS + j], inputs[1][row * COLS + j]))
                    .collect();
                records.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.total_cmp(&b.1)));
                let (value, idx) = records[column / 2];
                if column % 2 == 0 {
                    vec![value]
                } else {
                    vec![f64::from(f32::from_bits(idx as u32))]
                }
            }
            Shape::Scatter => {
                let from = inputs[1].iter().position(|k| *k as usize == index);
                vec![from.map_or(f64::NAN, |m| inputs[0][m])]
            }
            Shape::FillPad => {
                let valid = i < PART_ROWS && j < PART_COLS;
                vec![inputs[0][index], f64::from(u8::from(valid))]
            }
            Shape::FillPadExpand => {
                let valid = i == 0;
                vec![inputs[0][j], f64::from(u8::from(valid))]
            }
            Shape::Select | Shape::SelectScalar => {
                let mask = inputs[0][i * (COLS / 8) + j / 8];
                let mut operands = vec![mask, (j % 8) as f64];
                operands.extend(inputs[1..].iter().map(|v| v[index]));
                operands
            }
        }
    }
}

fn int(x: f64) -> i128 {
    x as i128
}

/// Rounds toward zero (integer division).
fn quotient(a: f64, b: f64) -> i128 {
    let (a, b) = (int(a), int(b));
    a / b
}

/// a - round(a / b) * b, with `round` floor (TREM: the divisor's sign) or
/// trunc (TFMOD: the dividend's sign); integer inputs are small enough for
/// the f64 quotient to be exact before rounding.
fn remainder(t: Element, a: f64, b: f64, round: fn(f64) -> f64) -> f64 {
    let r = a - round(a / b) * b;
    if t.is_float() {
        r
    } else {
        t.wrap(r as i128)
    }
}

/// a^b: real for floats, repeated wrapping product for integers.
fn power(t: Element, a: f64, b: f64) -> f64 {
    if t.is_float() {
        return a.powf(b);
    }
    let mut result: i128 = 1;
    for _ in 0..int(b) {
        result = int(t.wrap(result * int(a)));
    }
    t.wrap(result)
}

/// The bits of a mask byte from 8 comparisons of `a[k]` with `b(k)`.
fn mask_byte(v: &[f64], b: impl Fn(usize) -> f64, holds: fn(f64, f64) -> bool) -> f64 {
    (0..8)
        .filter(|&k| holds(v[k], b(k)))
        .map(|k| (1u32 << k) as f64)
        .sum()
}

/// The index of the first element better than all before it stays best.
fn first_index(v: &[f64], better: fn(f64, f64) -> bool) -> f64 {
    let mut best = 0;
    for k in 1..v.len() {
        if better(v[k], v[best]) {
            best = k;
        }
    }
    best as f64
}

/// TPART*: both valid gives the operation, only src0 valid gives src0.
fn partial(t: Element, v: &[f64], op: fn(Element, f64, f64) -> f64) -> f64 {
    if v[2] == 1.0 {
        op(t, v[0], v[1])
    } else {
        v[0]
    }
}

fn bit(mask: f64, at: f64) -> bool {
    (mask as u32 >> at as u32) & 1 == 1
}

/// The type's largest (`max`) or smallest value: ±infinity for floats.
fn extreme(t: Element, max: bool) -> f64 {
    match (t.int_bits, max) {
        (None, true) => f64::INFINITY,
        (None, false) => f64::NEG_INFINITY,
        (Some(bits), true) if t.signed => ((1i128 << (bits - 1)) - 1) as f64,
        (Some(bits), true) => ((1i128 << bits) - 1) as f64,
        (Some(bits), false) if t.signed => -((1i128 << (bits - 1)) as f64),
        (Some(_), false) => 0.0,
    }
}

/// a + b in the element type: rounded to nearest for floats, wrapped for
/// integers.
fn sum(t: Element, a: f64, b: f64) -> f64 {
    if t.is_float() {
        round_to(t, a + b, 0)
    } else {
        t.wrap(int(a) + int(b))
    }
}

/// The second operation of a ternary: exact for floats (the comparison
/// rounds it), wrapped for integers.
fn then_add(t: Element, first: f64, c: f64) -> f64 {
    if t.is_float() {
        first + c
    } else {
        t.wrap(int(first) + int(c))
    }
}

/// The source where it is valid (operand 1 set), else the pad.
fn padded(v: &[f64], pad: f64) -> f64 {
    if v[1] == 1.0 {
        v[0]
    } else {
        pad
    }
}

/// Every exercise of an instruction: one for most, one per rounding and
/// target type for TCVT, per pad value for TFILLPAD, per side for TTRI.
fn exercises(mnemonic: &str, element: Element, a5: bool) -> Vec<Exercise> {
    // TSORT32's half records take four columns a value, not this harness's
    // two: pto_runs/ `sort32_packs_half_records_of_four_slots` runs them.
    if mnemonic == "TSORT32" && element.pto == "f16" {
        return Vec::new();
    }
    let Some(base) = exercise(mnemonic, element, a5) else {
        return match mnemonic {
            "TCVT" => conversions(element),
            _ => Vec::new(),
        };
    };
    match mnemonic {
        "TFILLPAD" | "TFILLPAD_INPLACE" | "TFILLPAD_EXPAND" => {
            let pads: [(&'static str, &'static str, Reference); 3] = [
                ("zero", "_zero", |_, v, _| padded(v, 0.0)),
                ("max", "_max", |t, v, _| padded(v, extreme(t, true))),
                ("min", "_min", |t, v, _| padded(v, extreme(t, false))),
            ];
            pads.into_iter()
                .map(|(pad, variant, reference)| Exercise {
                    pad: Some(pad),
                    variant,
                    reference,
                    ..exercise(mnemonic, element, a5).unwrap_or(base.clone())
                })
                .collect()
        }
        "TTRI" => vec![
            base.clone(),
            Exercise {
                scalar: Some(-2.0),
                flag: Some("isUpperOrLower = 1"),
                variant: "_upper",
                reference: |_, v, s| {
                    let (i, j) = ((v[0] as i64) / COLS as i64, (v[0] as i64) % COLS as i64);
                    f64::from(u8::from(j >= i + s as i64))
                },
                ..base
            },
        ],
        _ => vec![base],
    }
}

fn exercise(mnemonic: &str, element: Element, a5: bool) -> Option<Exercise> {
    use Data::*;
    let e = |inputs, reference, slack| Exercise {
        inputs,
        scalar: None,
        flag: None,
        reference,
        slack,
        shape: Shape::Elementwise,
        variant: "",
        out: None,
        pad: None,
        preload: None,
    };
    let s = |scalar, reference| Exercise {
        inputs: &[Any],
        scalar: Some(scalar),
        flag: None,
        reference,
        slack: 0.0,
        shape: Shape::Elementwise,
        variant: "",
        out: None,
        pad: None,
        preload: None,
    };
    // Reductions over a row or column of 16 values (small ones, so that
    // products stay in range).
    let reduce = |reference: Reference| Exercise {
        inputs: &[Small],
        ..e(&[], reference, 0.0)
    };
    Some(match mnemonic {
        "TADD" => e(
            &[Any, Other],
            |t, v, _| {
                if t.is_float() {
                    v[0] + v[1]
                } else {
                    t.wrap(int(v[0]) + int(v[1]))
                }
            },
            0.0,
        ),
        "TSUB" => e(
            &[Any, Other],
            |t, v, _| {
                if t.is_float() {
                    v[0] - v[1]
                } else {
                    t.wrap(int(v[0]) - int(v[1]))
                }
            },
            0.0,
        ),
        "TMUL" => e(
            &[Any, Other],
            |t, v, _| {
                if t.is_float() {
                    v[0] * v[1]
                } else {
                    t.wrap(int(v[0]) * int(v[1]))
                }
            },
            0.0,
        ),
        "TDIV" => e(
            &[Any, NonZero],
            |t, v, _| {
                if t.is_float() {
                    v[0] / v[1]
                } else {
                    t.wrap(quotient(v[0], v[1]))
                }
            },
            0.0,
        ),
        "TMAX" => e(&[Any, Other], |_, v, _| v[0].max(v[1]), 0.0),
        "TMIN" => e(&[Any, Other], |_, v, _| v[0].min(v[1]), 0.0),
        "TAND" => e(&[Any, Other], |t, v, _| t.wrap(int(v[0]) & int(v[1])), 0.0),
        "TOR" => e(&[Any, Other], |t, v, _| t.wrap(int(v[0]) | int(v[1])), 0.0),
        "TXOR" => e(&[Any, Other], |t, v, _| t.wrap(int(v[0]) ^ int(v[1])), 0.0),
        "TSHL" => e(&[Any, Shift], |t, v, _| t.wrap(int(v[0]) << int(v[1])), 0.0),
        // Arithmetic for signed types, logical for unsigned ones (the input
        // is already the unsigned value).
        "TSHR" => e(&[Any, Shift], |t, v, _| t.wrap(int(v[0]) >> int(v[1])), 0.0),
        "TABS" => e(
            &[Any],
            |t, v, _| {
                if t.is_float() {
                    v[0].abs()
                } else {
                    t.wrap(int(v[0]).abs())
                }
            },
            0.0,
        ),
        "TNEG" => e(
            &[Any],
            |t, v, _| {
                if t.is_float() {
                    -v[0]
                } else {
                    t.wrap(-int(v[0]))
                }
            },
            0.0,
        ),
        "TEXP" => e(&[Any], |_, v, _| v[0].exp(), 4e-7),
        "TLOG" => e(&[Positive], |_, v, _| v[0].ln(), 4e-7),
        "TSQRT" => e(&[Positive], |_, v, _| v[0].sqrt(), 0.0),
        "TRSQRT" => e(&[Positive], |_, v, _| 1.0 / v[0].sqrt(), 4e-7),
        "TRECIP" => e(&[NonZero], |_, v, _| 1.0 / v[0], 0.0),
        "TRELU" => e(&[Any], |_, v, _| v[0].max(0.0), 0.0),
        "TNOT" => e(&[Any], |t, v, _| t.wrap(!int(v[0])), 0.0),
        // docs/isa/TPairReduceSum.md: dst[i, k] = src[i, 2k] + src[i, 2k + 1]
        // for k < ceil(validCols / 2), 0 in the rest of the row.
        "TPAIRREDUCESUM" => Exercise {
            shape: Shape::PairReduce,
            ..e(&[Any], |_, v, _| v.iter().sum(), 0.0)
        },
        "TADDS" => s(3.0, |t, v, s| {
            if t.is_float() {
                v[0] + s
            } else {
                t.wrap(int(v[0]) + int(s))
            }
        }),
        "TSUBS" => s(3.0, |t, v, s| {
            if t.is_float() {
                v[0] - s
            } else {
                t.wrap(int(v[0]) - int(s))
            }
        }),
        "TMULS" => s(-2.0, |t, v, s| {
            if t.is_float() {
                v[0] * s
            } else {
                t.wrap(int(v[0]) * int(s))
            }
        }),
        "TDIVS" => Exercise {
            inputs: &[NonZero],
            scalar: Some(6.0),
            flag: Some("scalar_first"),
            reference: |t, v, s| {
                if t.is_float() {
                    s / v[0]
                } else {
                    t.wrap(quotient(s, v[0]))
                }
            },
            ..e(&[], |_, _, _| 0.0, 0.0)
        },
        "TMAXS" => s(1.0, |_, v, s| v[0].max(s)),
        "TMINS" => s(1.0, |_, v, s| v[0].min(s)),
        "TLRELU" => s(0.25, |_, v, s| if v[0] > 0.0 { v[0] } else { s * v[0] }),
        "TREM" => e(
            &[Any, NonZero],
            |t, v, _| remainder(t, v[0], v[1], f64::floor),
            0.0,
        ),
        "TFMOD" => e(
            &[Any, NonZero],
            |t, v, _| remainder(t, v[0], v[1], f64::trunc),
            0.0,
        ),
        "TPOW" => e(&[Base, Shift], |t, v, _| power(t, v[0], v[1]), 1e-6),
        "TPRELU" => e(
            &[Any, Other],
            |_, v, _| if v[0] > 0.0 { v[0] } else { v[0] * v[1] },
            0.0,
        ),
        // docs/isa/TSUBRELU.md: dst = max(src0 - src1, 0).
        "TSUBRELU" => e(
            &[Any, Other],
            |_, v, _| {
                let difference = v[0] - v[1];
                if difference > 0.0 {
                    difference
                } else {
                    0.0
                }
            },
            0.0,
        ),
        "TREMS" => s(3.0, |t, v, s| remainder(t, v[0], s, f64::floor)),
        "TFMODS" => s(0.75, |t, v, s| remainder(t, v[0], s, f64::trunc)),
        "TANDS" => s(90.0, |t, v, s| t.wrap(int(v[0]) & int(s))),
        "TORS" => s(90.0, |t, v, s| t.wrap(int(v[0]) | int(s))),
        "TXORS" => s(90.0, |t, v, s| t.wrap(int(v[0]) ^ int(s))),
        "TSHLS" => s(3.0, |t, v, s| t.wrap(int(v[0]) << int(s))),
        "TSHRS" => s(3.0, |t, v, s| t.wrap(int(v[0]) >> int(s))),
        "TPOWS" => Exercise {
            inputs: &[Base],
            scalar: Some(3.0),
            flag: None,
            reference: |t, v, s| power(t, v[0], s),
            slack: 1e-6,
            ..e(&[], |_, _, _| 0.0, 0.0)
        },
        "TROWMIN" | "TCOLMIN" => reduce(|_, v, _| v.iter().cloned().fold(f64::INFINITY, f64::min)),
        "TROWPROD" | "TCOLPROD" => reduce(|t, v, _| {
            if t.is_float() {
                v.iter().product()
            } else {
                v.iter().fold(1.0, |p, x| t.wrap(int(p) * int(*x)))
            }
        }),
        "TROWEXPAND" | "TCOLEXPAND" => e(&[Any], |_, v, _| v[0], 0.0),
        "TROWEXPANDADD" | "TCOLEXPANDADD" => e(&[Any, Other], |_, v, _| v[0] + v[1], 0.0),
        "TROWEXPANDSUB" | "TCOLEXPANDSUB" => e(&[Any, Other], |_, v, _| v[0] - v[1], 0.0),
        "TROWEXPANDMUL" | "TCOLEXPANDMUL" => e(&[Any, Other], |_, v, _| v[0] * v[1], 0.0),
        "TROWEXPANDDIV" | "TCOLEXPANDDIV" => e(&[Any, NonZero], |_, v, _| v[0] / v[1], 0.0),
        "TROWEXPANDMAX" | "TCOLEXPANDMAX" => e(&[Any, Other], |_, v, _| v[0].max(v[1]), 0.0),
        "TROWEXPANDMIN" | "TCOLEXPANDMIN" => e(&[Any, Other], |_, v, _| v[0].min(v[1]), 0.0),
        "TROWEXPANDEXPDIF" | "TCOLEXPANDEXPDIF" => {
            e(&[Any, Other], |_, v, _| (v[0] - v[1]).exp(), 4e-7)
        }
        // A2/A3 compares int32 for EQ and NE only (Small data repeats, so
        // EQ is often true); the others compare LT / GT.
        "TCMP" if element.pto == "i32" && !a5 => Exercise {
            inputs: &[Small, Small],
            flag: Some("cmpMode = #pto.cmp<EQ>"),
            ..e(
                &[],
                |_, v, _| mask_byte(v, |k| v[8 + k], |a, b| a == b),
                0.0,
            )
        },
        "TCMP" => Exercise {
            inputs: &[Small, Small],
            flag: Some("cmpMode = #pto.cmp<LT>"),
            ..e(&[], |_, v, _| mask_byte(v, |k| v[8 + k], |a, b| a < b), 0.0)
        },
        "TCMPS" if element.pto == "i32" && !a5 => Exercise {
            inputs: &[Small],
            scalar: Some(1.0),
            flag: Some("cmpMode = #pto.cmp<NE>"),
            ..e(&[], |_, v, s| mask_byte(v, |_| s, |a, b| a != b), 0.0)
        },
        "TCMPS" => Exercise {
            inputs: &[Small],
            scalar: Some(1.0),
            flag: Some("cmpMode = #pto.cmp<GE>"),
            ..e(&[], |_, v, s| mask_byte(v, |_| s, |a, b| a >= b), 0.0)
        },
        "TSEL" => e(
            &[Bits, Any, Other],
            |_, v, _| if bit(v[0], v[1]) { v[2] } else { v[3] },
            0.0,
        ),
        "TSELS" => Exercise {
            inputs: &[Bits, Any],
            scalar: Some(2.0),
            ..e(&[], |_, v, s| if bit(v[0], v[1]) { v[2] } else { s }, 0.0)
        },
        "TPARTADD" => e(
            &[Any, Other],
            |t, v, _| {
                partial(t, v, |t, a, b| {
                    if t.is_float() {
                        a + b
                    } else {
                        t.wrap(int(a) + int(b))
                    }
                })
            },
            0.0,
        ),
        "TPARTMUL" => e(
            &[Any, Other],
            |t, v, _| {
                partial(t, v, |t, a, b| {
                    if t.is_float() {
                        a * b
                    } else {
                        t.wrap(int(a) * int(b))
                    }
                })
            },
            0.0,
        ),
        "TPARTMAX" => e(
            &[Any, Other],
            |t, v, _| partial(t, v, |_, a, b| a.max(b)),
            0.0,
        ),
        "TPARTMIN" => e(
            &[Any, Other],
            |t, v, _| partial(t, v, |_, a, b| a.min(b)),
            0.0,
        ),
        // Indices of the first extreme; the index tile is int32 on A2/A3,
        // uint32 on A5 (both allowed on both).
        "TROWARGMAX" | "TCOLARGMAX" => Exercise {
            out: Some(if a5 { UI32 } else { I32 }),
            ..reduce(|_, v, _| first_index(v, |a, b| a > b))
        },
        "TROWARGMIN" | "TCOLARGMIN" => Exercise {
            out: Some(if a5 { UI32 } else { I32 }),
            ..reduce(|_, v, _| first_index(v, |a, b| a < b))
        },
        "TEXPANDS" => Exercise {
            inputs: &[],
            scalar: Some(-3.0),
            ..e(
                &[],
                |t, _, s| {
                    if t.signed || t.is_float() {
                        s
                    } else {
                        t.wrap(int(s))
                    }
                },
                0.0,
            )
        },
        "TCI" => Exercise {
            inputs: &[],
            scalar: Some(5.0),
            flag: Some("descending = true"),
            ..e(&[], |t, v, s| t.wrap(int(s) - int(v[0])), 0.0)
        },
        // Rounded (or wrapped) after each operation.
        "TADDC" => e(
            &[Any, Other, Small],
            |t, v, _| then_add(t, sum(t, v[0], v[1]), v[2]),
            0.0,
        ),
        "TSUBC" => e(
            &[Any, Other, Small],
            |t, v, _| then_add(t, sum(t, v[0], -v[1]), v[2]),
            0.0,
        ),
        "TADDSC" => Exercise {
            inputs: &[Any, Other],
            scalar: Some(if element.is_float() { 0.625 } else { 5.0 }),
            ..e(&[], |t, v, s| then_add(t, sum(t, v[0], s), v[1]), 0.0)
        },
        "TSUBSC" => Exercise {
            inputs: &[Any, Other],
            scalar: Some(if element.is_float() { 0.625 } else { 5.0 }),
            ..e(&[], |t, v, s| then_add(t, sum(t, v[0], -s), v[1]), 0.0)
        },
        "TGATHER" => e(&[Any, Offsets], |_, v, _| v[0], 0.0),
        "TRESHAPE" => e(&[Any], |_, v, _| v[0], 0.0),
        "TCONCAT" => e(&[Any, Other], |_, v, _| v[0], 0.0),
        "TSORT32" => e(&[Any, Permutation], |_, v, _| v[0], 0.0),
        "TSCATTER" => e(&[Any, Permutation], |_, v, _| v[0], 0.0),
        // TFILLPAD's pads are set by `exercises`.
        "TFILLPAD" | "TFILLPAD_INPLACE" => Exercise {
            inputs: &[Any],
            shape: Shape::FillPad,
            ..e(&[], |_, v, _| padded(v, 0.0), 0.0)
        },
        "TFILLPAD_EXPAND" => Exercise {
            inputs: &[Any],
            shape: Shape::FillPadExpand,
            ..e(&[], |_, v, _| padded(v, 0.0), 0.0)
        },
        // Lower with d = 1 (the upper side is added by `exercises`); the
        // operand is the element's row-major index.
        "TTRI" => Exercise {
            inputs: &[],
            scalar: Some(1.0),
            variant: "_lower",
            ..e(
                &[],
                |_, v, s| {
                    let (i, j) = ((v[0] as i64) / COLS as i64, (v[0] as i64) % COLS as i64);
                    f64::from(u8::from(j <= i + s as i64))
                },
                0.0,
            )
        },
        // dst = acc + s * src, the accumulator preloaded into dst.
        "TAXPY" => Exercise {
            inputs: &[Any],
            scalar: Some(if element.is_float() { 1.5 } else { 3.0 }),
            preload: Some(Other),
            ..e(
                &[],
                |t, v, s| {
                    if t.is_float() {
                        v[1] + s * v[0]
                    } else {
                        t.wrap(int(v[1]) + int(s) * int(v[0]))
                    }
                },
                0.0,
            )
        },
        _ => return None,
    })
}

const MODES: [&str; 6] = [
    "CAST_RINT",
    "CAST_ROUND",
    "CAST_FLOOR",
    "CAST_CEIL",
    "CAST_TRUNC",
    "CAST_ODD",
];

fn element(name: &str) -> Element {
    ELEMENT_TYPES
        .iter()
        .copied()
        .find(|e| e.pto == name)
        .unwrap_or(ELEMENT_TYPES[0])
}

/// TCVT from `from`: to integers and floats, each rounding mode where the
/// values need rounding, saturation to narrow integers.
fn conversions(from: Element) -> Vec<Exercise> {
    let mut targets: Vec<(&str, &[usize])> = Vec::new();
    if from.is_float() {
        targets.push(("i32", &[0, 1, 2, 3, 4, 5]));
        targets.push(("i8", &[0]));
        targets.push(("ui8", &[4]));
        match from.pto {
            "f32" => {
                targets.push(("f16", &[0, 1, 2, 3, 4, 5]));
                targets.push(("bf16", &[0, 4, 5]));
            }
            "f16" => targets.push(("f32", &[0])),
            _ => targets.push(("f32", &[0])),
        }
    } else {
        targets.push(("f32", &[0, 4]));
        targets.push(("f16", &[0, 2, 3]));
        targets.push(("i8", &[0]));
        if from.pto != "i32" {
            targets.push(("i32", &[0]));
        }
    }
    let variants: Vec<&'static str> = targets
        .iter()
        .flat_map(|(to, modes)| modes.iter().map(move |m| (to, m)))
        .map(|(to, m)| &*Box::leak(format!("_{to}_{m}").into_boxed_str()))
        .collect();
    let mut out = Vec::new();
    let mut k = 0;
    for (to, modes) in targets {
        for &mode in modes {
            let flag: &'static str =
                Box::leak(format!("rmode = #pto.round_mode<{}>", MODES[mode]).into_boxed_str());
            out.push(Exercise {
                inputs: &[Data::Fine],
                // The mode travels in the scalar slot of the reference.
                scalar: None,
                flag: Some(flag),
                reference: REFERENCES[mode],
                slack: 0.0,
                shape: Shape::Elementwise,
                variant: variants[k],
                out: Some(element(to)),
                pad: None,
                preload: None,
            });
            k += 1;
        }
    }
    out
}

/// Conversion references by rounding mode: the target comes from the
/// exercise's `out` when compared, so each returns the exact rounding of
/// the value to every candidate type through [`round_to`].
/// A reference: the exact result of one destination element.
type Reference = fn(Element, &[f64], f64) -> f64;

const REFERENCES: [Reference; 6] = [
    |t, v, _| round_to(t, v[0], 0),
    |t, v, _| round_to(t, v[0], 1),
    |t, v, _| round_to(t, v[0], 2),
    |t, v, _| round_to(t, v[0], 3),
    |t, v, _| round_to(t, v[0], 4),
    |t, v, _| round_to(t, v[0], 5),
];

/// Every finite value of a 16-bit float format with its bits, in order,
/// decoded from the bits here (sign, exponent, fraction).
fn float16_values(bf16: bool) -> &'static [(f64, u32)] {
    use std::sync::OnceLock;
    static F16: OnceLock<Vec<(f64, u32)>> = OnceLock::new();
    static BF16: OnceLock<Vec<(f64, u32)>> = OnceLock::new();
    let cell = if bf16 { &BF16 } else { &F16 };
    cell.get_or_init(|| {
        let (exponent_bits, fraction_bits) = if bf16 { (8, 7) } else { (5, 10) };
        let bias = (1 << (exponent_bits - 1)) - 1;
        let mut values: Vec<(f64, u32)> = (0u32..1 << 16)
            .filter_map(|bits| {
                let sign = if bits >> 15 == 1 { -1.0 } else { 1.0 };
                let exponent = (bits >> fraction_bits) & ((1 << exponent_bits) - 1);
                let fraction = f64::from(bits & ((1 << fraction_bits) - 1));
                let scale = 2f64.powi(fraction_bits);
                let magnitude = match exponent {
                    e if e == (1 << exponent_bits) - 1 && fraction == 0.0 => f64::INFINITY,
                    e if e == (1 << exponent_bits) - 1 => return None,
                    0 => fraction / scale * 2f64.powi(1 - bias),
                    e => (1.0 + fraction / scale) * 2f64.powi(e as i32 - bias),
                };
                Some((sign * magnitude, bits))
            })
            .collect();
        values.sort_by(|a, b| a.0.total_cmp(&b.0));
        values
    })
}

/// `value` converted to `t` with rounding `mode` (RoundMode's order),
/// written from the definitions of the modes: integers saturate.
fn round_to(t: Element, value: f64, mode: usize) -> f64 {
    let pick = |below: f64, above: f64, odd_below: bool| -> f64 {
        if below == above {
            return below;
        }
        match mode {
            0 => {
                let (db, da) = (value - below, above - value);
                if db < da || db == da && !odd_below {
                    below
                } else {
                    above
                }
            }
            1 => {
                let (db, da) = (value - below, above - value);
                if db < da || db == da && value < 0.0 {
                    below
                } else {
                    above
                }
            }
            2 => below,
            3 => above,
            4 => {
                if value > 0.0 {
                    below
                } else {
                    above
                }
            }
            _ => {
                if odd_below {
                    below
                } else {
                    above
                }
            }
        }
    };
    if let Some(bits) = t.int_bits {
        let (below, above) = (value.floor(), value.ceil());
        let odd_below = below.rem_euclid(2.0) == 1.0;
        let r = pick(below, above, odd_below);
        let (min, max) = if t.signed {
            (
                -(2f64.powi(bits as i32 - 1)),
                2f64.powi(bits as i32 - 1) - 1.0,
            )
        } else {
            (0.0, 2f64.powi(bits as i32) - 1.0)
        };
        return r.clamp(min, max);
    }
    if t.pto == "f32" {
        let near = value as f32;
        if f64::from(near) == value {
            return value;
        }
        let (below, above) = if f64::from(near) > value {
            (near.next_down(), near)
        } else {
            (near, near.next_up())
        };
        return pick(f64::from(below), f64::from(above), below.to_bits() & 1 == 1);
    }
    let values = float16_values(t.pto == "bf16");
    // Round to nearest overflows past the largest finite value plus half
    // its spacing.
    let (max, before_max) = (values[values.len() - 2].0, values[values.len() - 3].0);
    if mode <= 1 && value.abs() >= max + (max - before_max) / 2.0 {
        return value.signum() * f64::INFINITY;
    }
    let at = values.partition_point(|(v, _)| *v < value);
    if values.get(at).is_some_and(|(v, _)| *v == value) {
        return value;
    }
    let (below, above) = (
        values[at.saturating_sub(1)],
        values[at.min(values.len() - 1)],
    );
    pick(below.0, above.0, below.1 & 1 == 1)
}

/// The supported instructions generated from a class.
/// Class instructions whose tiles live outside the vector buffer, or that
/// take operands this harness's fixed geometry has no room for: each runs in
/// a program of its own in `pto_runs/` (TRANDOM, whose 32-bit words a
/// float harness cannot carry, in test/Programs/pto_random).
const RUN_IN_THEIR_OWN_PROGRAMS: &[&str] = &[
    "TEXTRACT",
    "TINSERT",
    "TGATHERB",
    "TQUANT",
    "TDEQUANT",
    "TMRGSORT",
    "THISTOGRAM",
    "TRANDOM",
    "TPACK",
    "TEXTRACT_FP",
    "TINSERT_FP",
    "TMOV_FP",
];

fn class_instructions() -> Vec<&'static Instruction> {
    isa()
        .instructions
        .iter()
        .filter(|i| i.status == Status::Supported)
        .filter(|i| i.class.is_some())
        .filter(|i| !RUN_IN_THEIR_OWN_PROGRAMS.contains(&i.mnemonic.as_str()))
        .collect()
}

/// The ops whose IR round trip the runs check (see the module docs): those
/// of the class instructions, with their class.
pub(crate) fn ops_round_tripped_by_runs() -> Vec<(String, String)> {
    class_instructions()
        .iter()
        .filter_map(|i| Some((i.op_name()?, i.class.clone()?)))
        .collect()
}

/// The PTO frontend's module of `kernel`, printed in custom and generic
/// form, each parsed back, verified and printed again: the custom text when
/// both come back unchanged.
fn round_trip(context: &Context, label: &str, kernel: &str) -> Result<String, String> {
    let compiled = tanto_frontends::pto::compile(
        context,
        label,
        kernel,
        &tanto_frontends::pto::Options::default(),
    );
    let module = compiled
        .module
        .ok_or_else(|| format!("the frontend refuses it: {:?}", compiled.diagnostics))?;
    let print = |module: &Module, generic: bool| {
        let mut flags = OperationPrintingFlags::new();
        if generic {
            flags = flags.print_generic_operation_form();
        }
        module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| format!("cannot print: {e}"))
    };
    let custom = print(&module, false)?;
    for generic in [false, true] {
        let text = print(&module, generic)?;
        let parsed = Module::parse(context, &text)
            .ok_or_else(|| format!("its printed form does not parse back:\n{text}"))?;
        if !parsed.as_operation().verify() {
            return Err(format!("parsed back, it does not verify:\n{text}"));
        }
        let again = print(&parsed, generic)?;
        if again != text {
            return Err(format!(
                "printed, parsed and printed again (generic: {generic}), it differs:\n{text}\n---\n{again}"
            ));
        }
        if print(&parsed, false)? != custom {
            return Err(format!(
                "parsed from generic: {generic}, it is another module"
            ));
        }
    }
    Ok(custom)
}

/// One input tile of the programs: its data and geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Tile(Data, Geometry);

impl Tile {
    fn name(self) -> String {
        format!("{}{}", self.0.name(), self.1.suffix())
    }

    fn values(self, element: Element) -> Vec<f64> {
        let (r, c) = self.1.dims();
        let mut values = self.0.values(element);
        values.truncate(r * c);
        values
    }
}

fn input_tiles(ex: &Exercise) -> Vec<Tile> {
    ex.inputs
        .iter()
        .enumerate()
        .map(|(k, d)| Tile(*d, ex.shape.input(k)))
        .collect()
}

/// The input tiles a program loads for an exercise: its operands and the
/// tile preloaded into its destination.
fn loaded_tiles(ex: &Exercise) -> Vec<Tile> {
    let mut tiles = input_tiles(ex);
    tiles.extend(ex.preload.map(|d| Tile(d, Geometry::Full)));
    tiles
}

fn output_name(instruction: &Instruction, ex: &Exercise) -> String {
    format!("out_{}{}", instruction.mnemonic.to_lowercase(), ex.variant)
}

fn out_element(ex: &Exercise, element: Element) -> Element {
    ex.out.unwrap_or(ex.shape.output().element(element))
}

/// The kernel and program of (arch, element) over `instructions`.
fn render(
    arch: &str,
    element: Element,
    instructions: &[(&Instruction, Exercise)],
) -> (String, String) {
    let t = element.pto;
    let mut inputs: Vec<Tile> = Vec::new();
    for (_, ex) in instructions {
        for tile in loaded_tiles(ex) {
            if !inputs.contains(&tile) {
                inputs.push(tile);
            }
        }
    }
    let outputs: Vec<(String, Geometry, Element)> = instructions
        .iter()
        .map(|(i, ex)| {
            (
                output_name(i, ex),
                ex.shape.output(),
                out_element(ex, element),
            )
        })
        .collect();
    let globals: Vec<(String, Geometry, Element, &str)> = inputs
        .iter()
        .map(|tile| (tile.name(), tile.1, tile.1.element(element), "input"))
        .chain(
            outputs
                .iter()
                .map(|(n, g, e)| (n.clone(), *g, *e, "output")),
        )
        .collect();
    let params: Vec<String> = globals
        .iter()
        .map(|(n, _, e, _)| format!("%{n}: !pto.ptr<{}>", e.pto))
        .collect();
    let mut k = format!(
        "module attributes {{pto.target_arch = \"{arch}\"}} {{\nfunc.func @k({}) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n",
        params.join(", ")
    );
    for n in [1, COLS / 8, ROWS / 2, ROWS, COLS, 2 * COLS] {
        let _ = writeln!(k, "  %n{n} = arith.constant {n} : index");
    }
    let view_of = |k: &mut String, name: &str, g: Geometry, e: Element| {
        let (r, c) = g.dims();
        let t = e.pto;
        let view = format!("!pto.tensor_view<{r}x{c}x{t}>");
        let part = format!("!pto.partition_tensor_view<{r}x{c}x{t}>");
        let _ = writeln!(k, "  %v_{name} = pto.make_tensor_view %{name}, shape = [%n{r}, %n{c}], strides = [%n{c}, %c1] : {view}");
        let _ = writeln!(k, "  %p_{name} = pto.partition_view %v_{name}, offsets = [%c0, %c0], sizes = [%n{r}, %n{c}] : {view} -> {part}");
        part
    };
    for tile in &inputs {
        let name = tile.name();
        let part = view_of(&mut k, &name, tile.1, tile.1.element(element));
        let ty = tile.1.tile(t);
        let _ = writeln!(k, "  %t_{name} = pto.alloc_tile : {ty}");
        let _ = writeln!(
            k,
            "  pto.tload ins(%p_{name} : {part}) outs(%t_{name} : {ty})"
        );
    }
    let scalar_type = if element.is_float() {
        "f32".to_string()
    } else {
        t.replace("ui", "i")
    };
    for ((instruction, ex), (out, geometry, out_element)) in instructions.iter().zip(&outputs) {
        let mnemonic = instruction.mnemonic.to_lowercase();
        let name = format!("{mnemonic}{}", ex.variant);
        let part = view_of(&mut k, out, *geometry, *out_element);
        let mut dst = geometry.tile(out_element.pto);
        if let Some(pad) = ex.pad {
            dst.insert_str(dst.len() - 1, &format!(", pad={pad}"));
        }
        let _ = writeln!(k, "  %d_{name} = pto.alloc_tile : {dst}");
        if let Some(data) = ex.preload {
            let tile = Tile(data, Geometry::Full);
            let _ = writeln!(
                k,
                "  pto.tmov ins(%t_{} : {}) outs(%d_{name} : {dst})",
                tile.name(),
                tile.1.tile(t)
            );
        }
        let tiles = input_tiles(ex);
        let mut ins: Vec<String> = tiles
            .iter()
            .map(|tile| format!("%t_{}", tile.name()))
            .collect();
        let mut types: Vec<String> = tiles.iter().map(|tile| tile.1.tile(t)).collect();
        // The scalar's place among the inputs is its class's (TADDSC:
        // between the tiles).
        let scalar_at = isa()
            .class(instruction.class.as_deref().unwrap_or_default())
            .and_then(|c| {
                c.inputs
                    .iter()
                    .filter(|v| v.arity.as_deref() != Some("optional"))
                    .position(|v| v.name == "scalar")
            })
            .unwrap_or(ins.len())
            .min(ins.len());
        if let Some(s) = ex.scalar {
            // TTRI's diagonal is an i32 whatever the tile holds.
            let integer = instruction.class.as_deref() == Some("triangle");
            let (literal, ty) = if integer {
                (format!("{}", s as i64), "i32".to_string())
            } else if element.is_float() {
                (format!("{s:?}"), scalar_type.clone())
            } else {
                (format!("{}", s as i64), scalar_type.clone())
            };
            let _ = writeln!(k, "  %s_{name} = arith.constant {literal} : {ty}");
            ins.insert(scalar_at, format!("%s_{name}"));
            types.insert(scalar_at, ty);
        }
        let attrs = ex.flag.map_or(String::new(), |f| format!(" {{{f}}}"));
        let _ = writeln!(
            k,
            "  pto.{mnemonic} ins({} : {}) outs(%d_{name} : {dst}){attrs}",
            ins.join(", "),
            types.join(", ")
        );
        let _ = writeln!(
            k,
            "  pto.tstore ins(%d_{name} : {dst}) outs(%p_{out} : {part})"
        );
    }
    k.push_str("  return\n}\n}\n");
    let mut toml = format!("name = \"pto_{arch}_{t}\"\n");
    for (name, geometry, out_element, io) in &globals {
        let (r, c) = geometry.dims();
        toml.push_str(&global_toml(
            name,
            out_element.global,
            r * c,
            (r * c).next_power_of_two(),
            io,
        ));
    }
    let args: Vec<String> = globals
        .iter()
        .map(|(n, _, _, _)| format!("{n} = \"{n}\""))
        .collect();
    let _ = write!(
        toml,
        "\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = {{ {} }}\n",
        args.join(", ")
    );
    (toml, k)
}

/// A program file's `[[global]]` entry.
pub(crate) fn global_toml(name: &str, ty: &str, elements: usize, page: usize, io: &str) -> String {
    format!("\n[[global]]\nname = \"{name}\"\ntype = \"{ty}\"\nelements = {elements}\npage = {page}\nio = \"{io}\"\n")
}

pub(crate) fn run(
    label: &str,
    toml: &str,
    kernel: &str,
    inputs: BTreeMap<String, Vec<f32>>,
) -> Result<BTreeMap<String, Vec<f32>>, String> {
    run_program(
        &format!("pto_instructions/{label}"),
        ("kernel.pto", kernel),
        toml,
        inputs,
    )
}

/// Writes `kernel` (file name, text) and the device program `toml` under the
/// test directory `label`, compiles the program in process and runs it on
/// `inputs`; the outputs by global name.
pub(crate) fn run_program(
    label: &str,
    (file, kernel): (&str, &str),
    toml: &str,
    inputs: BTreeMap<String, Vec<f32>>,
) -> Result<BTreeMap<String, Vec<f32>>, String> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(label);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    std::fs::write(dir.join(file), kernel).map_err(|e| e.to_string())?;
    let path = dir.join("program.toml");
    std::fs::write(&path, toml).map_err(|e| e.to_string())?;
    let target = tanto_arch::Arch::load(tanto_arch::DEFAULT_ARCH).map_err(|e| e.to_string())?;
    let options = ProgramOptions::new(target.clone());
    let (manifest, files) = compile_program(
        &Input {
            name: path.display().to_string(),
            text: toml.to_string(),
        },
        &options,
    )
    .map_err(|e| format!("does not compile: {e}"))?;
    let program = tanto_sim::Program {
        manifest,
        objects: files.into_iter().collect(),
    };
    let outcome = tanto_sim::run(
        &program,
        target,
        &inputs,
        &tanto_sim::RunOptions::default(),
        &mut |_| {},
    )
    .map_err(|e| format!("does not run: {e}"))?;
    Ok(outcome.outputs)
}

/// Whether `actual` is `exact` rounded to the element type (half an ulp,
/// plus `slack` relative for transcendental functions; an ulp for results
/// below the normal range).
fn close(element: Element, exact: f64, actual: f64, slack: f64) -> bool {
    if !element.is_float() {
        return exact as f32 == actual as f32;
    }
    if exact.is_nan() {
        return actual.is_nan();
    }
    if exact.is_infinite() {
        return actual == exact;
    }
    let ulp = 2f64.powi(-(element.mantissa as i32));
    let bound = exact.abs() * (ulp * 0.5 + slack) + ulp * 2f64.powi(-14);
    (exact - actual).abs() <= bound
}

#[test]
fn every_class_instruction_matches_its_formula_on_every_type_and_architecture() {
    let instructions = class_instructions();
    let missing: Vec<&str> = instructions
        .iter()
        .filter(|i| exercises(&i.mnemonic, ELEMENT_TYPES[0], true).is_empty())
        .map(|i| i.mnemonic.as_str())
        .collect();
    assert!(
        missing.is_empty(),
        "supported instructions without a reference here: {missing:?}"
    );
    let mut checked = 0;
    let mut failures = Vec::new();
    let context = tanto_dialects::context::create_context().expect("the Tanto dialects load");
    let mut round_tripped = String::new();
    for (arch, a5) in [("a2a3", false), ("a5", true)] {
        for element in ELEMENT_TYPES {
            let chosen: Vec<(&Instruction, Exercise)> = instructions
                .iter()
                .filter(|i| {
                    isa()
                        .dtypes(&i.mnemonic, a5)
                        .is_none_or(|d| d.iter().any(|t| t == element.pto))
                })
                .flat_map(|i| {
                    exercises(&i.mnemonic, *element, a5)
                        .into_iter()
                        .map(move |mut ex| {
                            if ex.shape == Shape::Elementwise {
                                ex.shape = Shape::of(i.class.as_deref().unwrap_or_default());
                            }
                            (*i, ex)
                        })
                })
                .collect();
            if chosen.is_empty() {
                continue;
            }
            let (toml, kernel) = render(arch, *element, &chosen);
            let mut inputs = BTreeMap::new();
            for (_, ex) in &chosen {
                for tile in loaded_tiles(ex) {
                    let values = tile.values(*element).iter().map(|v| *v as f32).collect();
                    inputs.insert(tile.name(), values);
                }
            }
            let label = format!("{arch}_{}", element.pto);
            match round_trip(&context, &label, &kernel) {
                Ok(text) => round_tripped.push_str(&text),
                Err(e) => failures.push(format!("{arch} {}: IR round trip: {e}", element.pto)),
            }
            let outputs = match run(&label, &toml, &kernel, inputs.clone()) {
                Ok(outputs) => outputs,
                Err(e) => {
                    failures.push(format!("{arch} {}: {e}\n{kernel}", element.pto));
                    continue;
                }
            };
            for (instruction, ex) in &chosen {
                let out = &outputs[&output_name(instruction, ex)];
                let columns: Vec<Vec<f64>> =
                    input_tiles(ex).iter().map(|t| t.values(*element)).collect();
                let (r, c) = ex.shape.output().dims();
                let preloaded = ex.preload.map(|d| Tile(d, Geometry::Full).values(*element));
                let expected = |i: usize| {
                    let mut operands = ex.shape.operands(i, &columns);
                    operands.extend(preloaded.as_ref().map(|v| v[i]));
                    let exact = (ex.reference)(
                        out_element(ex, *element),
                        &operands,
                        ex.scalar.unwrap_or(0.0),
                    );
                    (operands, exact)
                };
                let out_element = out_element(ex, *element);
                // TSORT32's index columns are bit patterns: compared bit for bit.
                let same = |i: usize| {
                    let (exact, actual) = (expected(i).1, f64::from(out[i]));
                    if ex.shape == Shape::Sort32 {
                        (exact as f32).to_bits() == (actual as f32).to_bits()
                    } else {
                        close(out_element, exact, actual, ex.slack)
                    }
                };
                let bad = (0..r * c).find(|&i| !same(i));
                if let Some(i) = bad {
                    let (operands, exact) = expected(i);
                    failures.push(format!(
                        "{} on {arch} {}: element {i} of {operands:?} (scalar {:?}) is {}, expected {exact}",
                        instruction.mnemonic, element.pto, ex.scalar, out[i]
                    ));
                }
                checked += 1;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} (instruction, type, arch) runs differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked >= 2 * instructions.len(), "only {checked} runs");
    let missing: Vec<String> = ops_round_tripped_by_runs()
        .into_iter()
        .map(|(op, _)| op)
        .filter(|op| !round_tripped.contains(&format!("\"pto.{op}\"")))
        .collect();
    assert!(
        missing.is_empty(),
        "no round trip of {missing:?} (their kernels name them otherwise?)"
    );
}

/// The matrix products with a bias and the GEMV forms (hand-written ops,
/// not classes): on every (C, A, B) type triple of a2a3, against sums
/// written here. Operands are small integers, so every type holds them and
/// the products' sums exactly. A5's fractal layouts are not modelled (the
/// engine reads row-major tiles), so a5 adds nothing here.
#[test]
fn matrix_products_with_bias_and_gemv_match_their_sums() {
    const M: usize = 16;
    const K: usize = 32;
    const N: usize = 16;
    let small = |seed: usize, count: usize| -> Vec<f64> {
        (0..count)
            .map(|i| ((i * 7 + seed * 13) % 9) as f64 - 4.0)
            .collect()
    };
    let a = small(1, M * K);
    let b = small(2, K * N);
    let bias = small(3, N);
    let product = |row: usize, j: usize| (0..K).map(|k| a[row * K + k] * b[k * N + j]).sum::<f64>();
    let mut failures = Vec::new();
    for (t, c) in [
        ("f16", "f32"),
        ("bf16", "f32"),
        ("f32", "f32"),
        ("i8", "i32"),
    ] {
        let global = |e: &str| element(e).global;
        let kernel = format!(
            r#"module attributes {{pto.target_arch = "a2a3"}} {{
func.func @k(%a: !pto.ptr<{t}>, %b: !pto.ptr<{t}>, %bias: !pto.ptr<{c}>, %mm_bias: !pto.ptr<{c}>, %gemv: !pto.ptr<{c}>, %gemv_acc: !pto.ptr<{c}>, %gemv_bias: !pto.ptr<{c}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant {M} : index
  %ck = arith.constant {K} : index
  %cn = arith.constant {N} : index
  %va = pto.make_tensor_view %a, shape = [%cm, %ck], strides = [%ck, %c1] : !pto.tensor_view<{M}x{K}x{t}>
  %vb = pto.make_tensor_view %b, shape = [%ck, %cn], strides = [%cn, %c1] : !pto.tensor_view<{K}x{N}x{t}>
  %vbias = pto.make_tensor_view %bias, shape = [%c1, %cn], strides = [%cn, %c1] : !pto.tensor_view<1x{N}x{c}>
  %pa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%cm, %ck] : !pto.tensor_view<{M}x{K}x{t}> -> !pto.partition_tensor_view<{M}x{K}x{t}>
  %pa0 = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c1, %ck] : !pto.tensor_view<{M}x{K}x{t}> -> !pto.partition_tensor_view<1x{K}x{t}>
  %pa1 = pto.partition_view %va, offsets = [%c1, %c0], sizes = [%c1, %ck] : !pto.tensor_view<{M}x{K}x{t}> -> !pto.partition_tensor_view<1x{K}x{t}>
  %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%ck, %cn] : !pto.tensor_view<{K}x{N}x{t}> -> !pto.partition_tensor_view<{K}x{N}x{t}>
  %pbias = pto.partition_view %vbias, offsets = [%c0, %c0], sizes = [%c1, %cn] : !pto.tensor_view<1x{N}x{c}> -> !pto.partition_tensor_view<1x{N}x{c}>
  %am = pto.alloc_tile : !pto.tile_buf<mat, {M}x{K}x{t}>
  %al = pto.alloc_tile : !pto.tile_buf<left, {M}x{K}x{t}>
  %bm = pto.alloc_tile : !pto.tile_buf<mat, {K}x{N}x{t}>
  %br = pto.alloc_tile : !pto.tile_buf<right, {K}x{N}x{t}>
  %biasm = pto.alloc_tile : !pto.tile_buf<mat, 1x{N}x{c}>
  %biasb = pto.alloc_tile : !pto.tile_buf<bias, 1x{N}x{c}>
  %v0m = pto.alloc_tile : !pto.tile_buf<mat, 1x{K}x{t}>
  %v0 = pto.alloc_tile : !pto.tile_buf<left, 1x{K}x{t}>
  %v1m = pto.alloc_tile : !pto.tile_buf<mat, 1x{K}x{t}>
  %v1 = pto.alloc_tile : !pto.tile_buf<left, 1x{K}x{t}>
  pto.tload ins(%pa : !pto.partition_tensor_view<{M}x{K}x{t}>) outs(%am : !pto.tile_buf<mat, {M}x{K}x{t}>)
  pto.tload ins(%pb : !pto.partition_tensor_view<{K}x{N}x{t}>) outs(%bm : !pto.tile_buf<mat, {K}x{N}x{t}>)
  pto.tload ins(%pbias : !pto.partition_tensor_view<1x{N}x{c}>) outs(%biasm : !pto.tile_buf<mat, 1x{N}x{c}>)
  pto.tload ins(%pa0 : !pto.partition_tensor_view<1x{K}x{t}>) outs(%v0m : !pto.tile_buf<mat, 1x{K}x{t}>)
  pto.tload ins(%pa1 : !pto.partition_tensor_view<1x{K}x{t}>) outs(%v1m : !pto.tile_buf<mat, 1x{K}x{t}>)
  pto.tmov ins(%am : !pto.tile_buf<mat, {M}x{K}x{t}>) outs(%al : !pto.tile_buf<left, {M}x{K}x{t}>)
  pto.tmov ins(%bm : !pto.tile_buf<mat, {K}x{N}x{t}>) outs(%br : !pto.tile_buf<right, {K}x{N}x{t}>)
  pto.tmov ins(%biasm : !pto.tile_buf<mat, 1x{N}x{c}>) outs(%biasb : !pto.tile_buf<bias, 1x{N}x{c}>)
  pto.tmov ins(%v0m : !pto.tile_buf<mat, 1x{K}x{t}>) outs(%v0 : !pto.tile_buf<left, 1x{K}x{t}>)
  pto.tmov ins(%v1m : !pto.tile_buf<mat, 1x{K}x{t}>) outs(%v1 : !pto.tile_buf<left, 1x{K}x{t}>)
{outs}  return
}}
}}
"#,
            outs = [
                ("mm_bias", "tmatmul.bias", "%al, %br, %biasb", M),
                ("gemv", "tgemv", "%v0, %br", 1),
                ("gemv_acc", "tgemv.acc", "%acc_in, %v1, %br", 1),
                ("gemv_bias", "tgemv.bias", "%v1, %br, %biasb", 1),
            ]
            .iter()
            .map(|(name, op, ins, rows)| {
                let acc = format!("!pto.tile_buf<acc, {rows}x{N}x{c}>");
                let view = format!("!pto.tensor_view<{rows}x{N}x{c}>");
                let part = format!("!pto.partition_tensor_view<{rows}x{N}x{c}>");
                // TGEMV_ACC accumulates onto TGEMV's result of row 0.
                let acc_in = if *name == "gemv_acc" {
                    format!("  %acc_in = pto.alloc_tile : {acc}
  pto.tgemv ins(%v0, %br : !pto.tile_buf<left, 1x{K}x{t}>, !pto.tile_buf<right, {K}x{N}x{t}>) outs(%acc_in : {acc})
")
                } else {
                    String::new()
                };
                let types: Vec<String> = ins
                    .split(", ")
                    .map(|v| match v {
                        "%al" => format!("!pto.tile_buf<left, {M}x{K}x{t}>"),
                        "%v0" | "%v1" => format!("!pto.tile_buf<left, 1x{K}x{t}>"),
                        "%br" => format!("!pto.tile_buf<right, {K}x{N}x{t}>"),
                        "%biasb" => format!("!pto.tile_buf<bias, 1x{N}x{c}>"),
                        _ => acc.clone(),
                    })
                    .collect();
                format!(
                    "{acc_in}  %d_{name} = pto.alloc_tile : {acc}
  pto.{op} ins({ins} : {}) outs(%d_{name} : {acc})
  %v_{name} = pto.make_tensor_view %{name}, shape = [%c{r}, %cn], strides = [%cn, %c1] : {view}
  %p_{name} = pto.partition_view %v_{name}, offsets = [%c0, %c0], sizes = [%c{r}, %cn] : {view} -> {part}
  pto.tstore ins(%d_{name} : {acc}) outs(%p_{name} : {part})
",
                    types.join(", "),
                    r = if *rows == 1 { "1".to_string() } else { "m".to_string() },
                )
            })
            .collect::<String>()
        );
        let globals = [
            ("a", t, M * K, "input"),
            ("b", t, K * N, "input"),
            ("bias", c, N, "input"),
            ("mm_bias", c, M * N, "output"),
            ("gemv", c, N, "output"),
            ("gemv_acc", c, N, "output"),
            ("gemv_bias", c, N, "output"),
        ];
        let mut toml = format!("name = \"pto_matmul_{t}\"\n");
        for (name, e, count, io) in globals {
            toml.push_str(&global_toml(
                name,
                global(e),
                count,
                count.next_power_of_two(),
                io,
            ));
        }
        let args: Vec<String> = globals
            .iter()
            .map(|(n, ..)| format!("{n} = \"{n}\""))
            .collect();
        let _ = write!(
            toml,
            "\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = {{ {} }}\n",
            args.join(", ")
        );
        let to_f32 = |v: &[f64]| v.iter().map(|x| *x as f32).collect::<Vec<f32>>();
        let inputs = BTreeMap::from([
            ("a".to_string(), to_f32(&a)),
            ("b".to_string(), to_f32(&b)),
            ("bias".to_string(), to_f32(&bias)),
        ]);
        let outputs = match run(&format!("matmul_{t}"), &toml, &kernel, inputs) {
            Ok(outputs) => outputs,
            Err(e) => {
                failures.push(format!("{t}: {e}\n{kernel}"));
                continue;
            }
        };
        let expected: [(&str, Vec<f64>); 4] = [
            (
                "mm_bias",
                (0..M * N)
                    .map(|x| product(x / N, x % N) + bias[x % N])
                    .collect(),
            ),
            ("gemv", (0..N).map(|j| product(0, j)).collect()),
            (
                "gemv_acc",
                (0..N).map(|j| product(0, j) + product(1, j)).collect(),
            ),
            (
                "gemv_bias",
                (0..N).map(|j| product(1, j) + bias[j]).collect(),
            ),
        ];
        for (name, want) in expected {
            let got = &outputs[name];
            if let Some(i) = (0..want.len()).find(|&i| f64::from(got[i]) != want[i]) {
                failures.push(format!(
                    "{name} on {t}: element {i} is {}, expected {}",
                    got[i], want[i]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// SYNCALL orders the cores of a kernel: sub-block 0 writes y = x + 1 to
/// global memory, every core meets at the barrier, then sub-block 1 reads
/// y and writes z = 2y. Without the barrier sub-block 1 reads y before it
/// is written (zeros), so z = 2(x + 1) holds only if the barrier held it.
#[test]
fn syncall_orders_the_cores_of_a_kernel() {
    let tile = "!pto.tile_buf<vec, 16x16xf32>";
    let view = "!pto.tensor_view<16x16xf32>";
    let part = "!pto.partition_tensor_view<16x16xf32>";
    let views = ["x", "y", "z"]
        .iter()
        .map(|n| format!("  %v{n} = pto.make_tensor_view %{n}, shape = [%c16, %c16], strides = [%c16, %c1] : {view}\n  %p{n} = pto.partition_view %v{n}, offsets = [%c0, %c0], sizes = [%c16, %c16] : {view} -> {part}\n"))
        .collect::<String>();
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a2a3"}} {{
func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %z: !pto.ptr<f32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
{views}  %t = pto.alloc_tile : {tile}
  %sub = pto.get_subblock_idx
  %first = arith.cmpi eq, %sub, %zero : i64
  scf.if %first {{
    pto.tload ins(%px : {part}) outs(%t : {tile})
    pto.tadds ins(%t, %f1 : {tile}, f32) outs(%t : {tile})
    pto.tstore ins(%t : {tile}) outs(%py : {part})
  }}
  pto.syncall() mode = #pto.sync_all_mode<hard>, core_type = #pto.sync_core_type<aiv_only>
  %second = arith.cmpi eq, %sub, %one : i64
  scf.if %second {{
    pto.tload ins(%py : {part}) outs(%t : {tile})
    pto.tmuls ins(%t, %f2 : {tile}, f32) outs(%t : {tile})
    pto.tstore ins(%t : {tile}) outs(%pz : {part})
  }}
  return
}}
}}
"#
    );
    let mut toml = String::from("name = \"pto_syncall\"\n");
    for (name, io) in [("x", "input"), ("y", "output"), ("z", "output")] {
        toml.push_str(&global_toml(name, "float", 256, 256, io));
    }
    toml.push_str("\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0-1,0\"\nargs = { x = \"x\", y = \"y\", z = \"z\" }\n");
    let x: Vec<f32> = (0..256).map(|i| (i % 17) as f32 - 8.0).collect();
    let outputs = run(
        "syncall",
        &toml,
        &kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}\n{kernel}"));
    let z = &outputs["z"];
    let bad = (0..256).find(|&i| z[i] != 2.0 * (x[i] + 1.0));
    assert!(
        bad.is_none(),
        "z[{bad:?}] = {:?}, expected 2(x + 1)",
        bad.map(|i| z[i])
    );
}

/// `pto.sync.set`/`pto.sync.wait` order two kernels: the producer on core
/// (0, 0) writes y = x + 1 and signals flag 3; the consumer on (1, 0)
/// waits for it, then writes z = 2y. Without the wait the consumer reads y
/// before it is written.
#[test]
fn cross_core_flags_order_two_kernels() {
    let tile = "!pto.tile_buf<vec, 16x16xf32>";
    let view = "!pto.tensor_view<16x16xf32>";
    let part = "!pto.partition_tensor_view<16x16xf32>";
    let views = |names: &[&str]| {
        names
            .iter()
            .map(|n| format!("  %v{n} = pto.make_tensor_view %{n}, shape = [%c16, %c16], strides = [%c16, %c1] : {view}\n  %p{n} = pto.partition_view %v{n}, offsets = [%c0, %c0], sizes = [%c16, %c16] : {view} -> {part}\n"))
            .collect::<String>()
    };
    let constants = "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c16 = arith.constant 16 : index\n";
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a2a3"}} {{
func.func @producer(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {{
{constants}{producer_views}  %f1 = arith.constant 1.0 : f32
  %t = pto.alloc_tile : {tile}
  pto.tload ins(%px : {part}) outs(%t : {tile})
  pto.tadds ins(%t, %f1 : {tile}, f32) outs(%t : {tile})
  pto.tstore ins(%t : {tile}) outs(%py : {part})
  pto.sync.set #pto.pipe<PIPE_MTE3>, 3
  return
}}
func.func @consumer(%y: !pto.ptr<f32>, %z: !pto.ptr<f32>) {{
{constants}{consumer_views}  %f2 = arith.constant 2.0 : f32
  %t = pto.alloc_tile : {tile}
  pto.sync.wait #pto.pipe<PIPE_MTE2>, 3
  pto.tload ins(%py : {part}) outs(%t : {tile})
  pto.tmuls ins(%t, %f2 : {tile}, f32) outs(%t : {tile})
  pto.tstore ins(%t : {tile}) outs(%pz : {part})
  return
}}
}}
"#,
        producer_views = views(&["x", "y"]),
        consumer_views = views(&["y", "z"]),
    );
    let mut toml = String::from("name = \"pto_cross_core\"\n");
    for (name, io) in [("x", "input"), ("y", "output"), ("z", "output")] {
        toml.push_str(&global_toml(name, "float", 256, 256, io));
    }
    toml.push_str("\n[[kernel]]\nname = \"producer\"\nsource = \"kernel.pto\"\nfunction = \"producer\"\ncores = \"0,0\"\nargs = { x = \"x\", y = \"y\" }\n");
    toml.push_str("\n[[kernel]]\nname = \"consumer\"\nsource = \"kernel.pto\"\nfunction = \"consumer\"\ncores = \"1,0\"\nargs = { y = \"y\", z = \"z\" }\n");
    let x: Vec<f32> = (0..256).map(|i| (i % 19) as f32 - 9.0).collect();
    let outputs = run(
        "cross_core",
        &toml,
        &kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}\n{kernel}"));
    let z = &outputs["z"];
    let bad = (0..256).find(|&i| z[i] != 2.0 * (x[i] + 1.0));
    assert!(
        bad.is_none(),
        "z[{bad:?}] = {:?}, expected 2(x + 1)",
        bad.map(|i| z[i])
    );
}

/// TPARTARGMAX and TPARTARGMIN (level 2, two destinations): src1 and its
/// indices are valid in the top-left 8x12 only. Where both are valid the
/// strictly better src0 wins, else src1 (ties go to src1); elsewhere src0.
/// Values are small so that ties occur; indices are distinct per source.
#[test]
fn partial_arg_reductions_pick_values_with_their_indices() {
    let values = |step: usize, modulus: usize| -> Vec<f32> {
        (0..ELEMENTS)
            .map(|i| ((i * step + 1) % modulus) as f32 - (modulus / 2) as f32)
            .collect()
    };
    // Periods 7 and 5: equal values (ties) occur.
    let (v0, v1) = (values(5, 7), values(3, 5));
    assert!((0..ELEMENTS).any(|e| v0[e] == v1[e]));
    let i0: Vec<f32> = (0..ELEMENTS).map(|i| i as f32).collect();
    let i1: Vec<f32> = (0..ELEMENTS).map(|i| (1000 + i) as f32).collect();
    let mut failures = Vec::new();
    // Level 2 writes destination buffers; level 1 returns two tiles each.
    for (t, global, idx, idx_global, level) in [
        ("f32", "float", "i32", "int32", 2),
        ("f16", "float16", "i16", "int16", 2),
        ("f32", "float", "i32", "int32", 1),
        ("f16", "float16", "ui16", "uint16", 1),
    ] {
        let full = |e: &str| format!("!pto.tile_buf<vec, 16x16x{e}>");
        let part = |e: &str| format!("!pto.tile_buf<vec, 16x16x{e}, valid=8x12>");
        let names = [
            ("v0", t, full(t)),
            ("v1", t, part(t)),
            ("i0", idx, full(idx)),
            ("i1", idx, part(idx)),
        ];
        let mut k = format!(
            "module attributes {{pto.target_arch = \"a2a3\"}} {{\nfunc.func @k(%v0: !pto.ptr<{t}>, %v1: !pto.ptr<{t}>, %i0: !pto.ptr<{idx}>, %i1: !pto.ptr<{idx}>, %max_v: !pto.ptr<{t}>, %max_i: !pto.ptr<{idx}>, %min_v: !pto.ptr<{t}>, %min_i: !pto.ptr<{idx}>) {{\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c16 = arith.constant 16 : index\n"
        );
        let view = |k: &mut String, name: &str, e: &str| {
            let v = format!("!pto.tensor_view<16x16x{e}>");
            let p = format!("!pto.partition_tensor_view<16x16x{e}>");
            let _ = writeln!(k, "  %w_{name} = pto.make_tensor_view %{name}, shape = [%c16, %c16], strides = [%c16, %c1] : {v}");
            let _ = writeln!(k, "  %p_{name} = pto.partition_view %w_{name}, offsets = [%c0, %c0], sizes = [%c16, %c16] : {v} -> {p}");
            p
        };
        // Level 1 tiles: `!pto.tile<vec, 16x16xT[, valid=8x12]>`.
        let tile = |ty: &str| ty.replace("tile_buf", "tile");
        for (name, e, ty) in &names {
            let p = view(&mut k, name, e);
            if level == 1 {
                let _ = writeln!(k, "  %t_{name} = pto.tload %p_{name} : {p} -> {}", tile(ty));
                continue;
            }
            let _ = writeln!(k, "  %t_{name} = pto.alloc_tile : {ty}");
            let _ = writeln!(k, "  pto.tload ins(%p_{name} : {p}) outs(%t_{name} : {ty})");
        }
        for op in ["max", "min"] {
            let (pv, pi) = (
                view(&mut k, &format!("{op}_v"), t),
                view(&mut k, &format!("{op}_i"), idx),
            );
            if level == 1 {
                let (ft, fi) = (tile(&full(t)), tile(&full(idx)));
                let (pt, pi_t) = (tile(&part(t)), tile(&part(idx)));
                let _ = writeln!(
                    k,
                    "  %r_{op}_v, %r_{op}_i = pto.tpartarg{op} %t_v0, %t_v1, %t_i0, %t_i1 : ({ft}, {pt}, {fi}, {pi_t}) -> ({ft}, {fi})"
                );
                let _ = writeln!(k, "  pto.tstore %r_{op}_v, %p_{op}_v : ({ft}, {pv}) -> ()");
                let _ = writeln!(k, "  pto.tstore %r_{op}_i, %p_{op}_i : ({fi}, {pi}) -> ()");
                continue;
            }
            let _ = writeln!(
                k,
                "  %d_{op}_v = pto.alloc_tile : {}\n  %d_{op}_i = pto.alloc_tile : {}",
                full(t),
                full(idx)
            );
            let _ = writeln!(
                k,
                "  pto.tpartarg{op} ins(%t_v0, %t_v1, %t_i0, %t_i1 : {}, {}, {}, {}) outs(%d_{op}_v, %d_{op}_i : {}, {})",
                full(t), part(t), full(idx), part(idx), full(t), full(idx)
            );
            let _ = writeln!(
                k,
                "  pto.tstore ins(%d_{op}_v : {}) outs(%p_{op}_v : {pv})",
                full(t)
            );
            let _ = writeln!(
                k,
                "  pto.tstore ins(%d_{op}_i : {}) outs(%p_{op}_i : {pi})",
                full(idx)
            );
        }
        k.push_str("  return\n}\n}\n");
        let mut toml = format!("name = \"pto_partarg_{t}_level{level}\"\n");
        let globals = [
            ("v0", global, "input"),
            ("v1", global, "input"),
            ("i0", idx_global, "input"),
            ("i1", idx_global, "input"),
            ("max_v", global, "output"),
            ("max_i", idx_global, "output"),
            ("min_v", global, "output"),
            ("min_i", idx_global, "output"),
        ];
        for (name, ty, io) in globals {
            toml.push_str(&global_toml(name, ty, 256, 256, io));
        }
        let args: Vec<String> = globals
            .iter()
            .map(|(n, ..)| format!("{n} = \"{n}\""))
            .collect();
        let _ = write!(toml, "\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = {{ {} }}\n", args.join(", "));
        let inputs = BTreeMap::from([
            ("v0".to_string(), v0.clone()),
            ("v1".to_string(), v1.clone()),
            ("i0".to_string(), i0.clone()),
            ("i1".to_string(), i1.clone()),
        ]);
        let out = match run(&format!("partarg_{t}_level{level}"), &toml, &k, inputs) {
            Ok(out) => out,
            Err(e) => {
                failures.push(format!("{t}: {e}\n{k}"));
                continue;
            }
        };
        for (op, better) in [
            ("max", (|a, b| a > b) as fn(f32, f32) -> bool),
            ("min", |a, b| a < b),
        ] {
            for e in 0..ELEMENTS {
                let (i, j) = (e / COLS, e % COLS);
                let both = i < PART_ROWS && j < PART_COLS;
                // A partial tile loads its valid part of the same 16x16 view.
                let want = if both && !better(v0[e], v1[e]) {
                    (v1[e], i1[e])
                } else {
                    (v0[e], i0[e])
                };
                let got = (out[&format!("{op}_v")][e], out[&format!("{op}_i")][e]);
                if got != want {
                    failures.push(format!(
                        "tpartarg{op} {t} level {level}: element {e} is {got:?}, expected {want:?}"
                    ));
                    break;
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
