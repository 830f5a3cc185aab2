//! Random PTO programs (IR level 1, SSA): each of 1–4 vector cores loads
//! its rows of `a` and `b` (its sub-block index picks them), applies a
//! random dataflow graph of PTO tile instructions — elementwise binary,
//! tile-scalar, unary and TMOV, any earlier value an operand — and stores
//! the last value to `out`. Tiles hold f32, f16, i32 or i16 (the a2a3
//! types of these instructions; integer programs use the instructions the
//! ISA gives integers). The reference evaluates the graph per element from
//! the PTO ISA's definitions, in f64 with an error bound, like
//! [`super::reference`] (float tiles: one ulp of the type per instruction,
//! 2^-20 relative and 2^-22 absolute more for transcendental functions;
//! integer tiles: exact).

use super::reference::{rounded, Approx, F32_ULP};
use super::spec::{Choices, Range};
use serde::{Deserialize, Serialize};
use std::fmt::Write;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Binary {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WithScalar {
    Adds,
    Subs,
    Muls,
    Maxs,
    Mins,
    /// TLRELU: the scalar is the slope.
    Lrelu,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unary {
    Abs,
    Neg,
    Exp,
    Log,
    Sqrt,
    Rsqrt,
    Recip,
    Relu,
    Mov,
}

/// One instruction; operands name values: 0 is `a`, 1 is `b`, 2 + i the
/// result of instruction i.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Instruction {
    Binary(Binary, usize, usize),
    Scalar(WithScalar, usize, f32),
    Unary(Unary, usize),
}

impl Instruction {
    fn operands(self) -> Vec<usize> {
        match self {
            Instruction::Binary(_, x, y) => vec![x, y],
            Instruction::Scalar(_, x, _) | Instruction::Unary(_, x) => vec![x],
        }
    }

    fn with_operands(self, map: &dyn Fn(usize) -> usize) -> Self {
        match self {
            Instruction::Binary(op, x, y) => Instruction::Binary(op, map(x), map(y)),
            Instruction::Scalar(op, x, s) => Instruction::Scalar(op, map(x), s),
            Instruction::Unary(op, x) => Instruction::Unary(op, map(x)),
        }
    }
}

/// The tiles' element type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Element {
    #[default]
    F32,
    F16,
    I32,
    I16,
}

impl Element {
    /// As PTO types spell it.
    pub fn name(self) -> &'static str {
        match self {
            Element::F32 => "f32",
            Element::F16 => "f16",
            Element::I32 => "i32",
            Element::I16 => "i16",
        }
    }

    /// As program files spell it.
    fn global(self) -> &'static str {
        match self {
            Element::F32 => "float",
            Element::F16 => "float16",
            Element::I32 => "int32",
            Element::I16 => "int16",
        }
    }

    pub fn is_int(self) -> bool {
        matches!(self, Element::I32 | Element::I16)
    }

    /// The largest magnitude a value may reach: well inside the type (f16's
    /// largest finite value is 65504, i16's 32767).
    fn limit(self) -> f64 {
        match self {
            Element::F32 | Element::I32 => 1.0e6,
            Element::F16 => 1.0e4,
            Element::I16 => 3.0e4,
        }
    }

    /// The inputs' range: host random inputs are in [-1, 1) for floats and
    /// -8..7 for integers.
    fn input_range(self) -> Range {
        if self.is_int() {
            Range::of(-8.0, 7.0)
        } else {
            Range::of(-1.0, 1.0)
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PtoSpec {
    pub seed: u64,
    pub cores: u32,
    pub rows: u32,
    pub cols: u32,
    /// Older saved programs are f32.
    #[serde(default)]
    pub element: Element,
    pub program: Vec<Instruction>,
}

impl PtoSpec {
    pub fn size(&self) -> u64 {
        u64::from(self.cores + self.rows / 8 + self.cols / 8)
            + u64::from(self.element != Element::F32)
            + 8 * self.program.len() as u64
    }

    pub fn elements(&self) -> usize {
        (self.cores * self.rows * self.cols) as usize
    }
}

/// Whether the ISA gives `instruction` integer tiles of `element` (a2a3:
/// no division, no leaky ReLU, no float-only unary function; TRELU on i32
/// only).
fn allowed(instruction: Instruction, element: Element) -> bool {
    if !element.is_int() {
        return true;
    }
    match instruction {
        Instruction::Binary(op, ..) => op != Binary::Div,
        Instruction::Scalar(op, ..) => op != WithScalar::Lrelu,
        Instruction::Unary(op, _) => match op {
            Unary::Neg | Unary::Mov => true,
            Unary::Relu => element == Element::I32,
            _ => false,
        },
    }
}

/// The range of `instruction`'s result, or None where it is not well
/// defined and conditioned (division near zero, log of small values...) or
/// not given to the element type.
fn range_of(instruction: Instruction, ranges: &[Range], element: Element) -> Option<Range> {
    if !allowed(instruction, element) {
        return None;
    }
    let products = |a: Range, b: Range| {
        let p = [
            a.low * b.low,
            a.low * b.high,
            a.high * b.low,
            a.high * b.high,
        ];
        Range::of(
            p.iter().cloned().fold(f64::INFINITY, f64::min),
            p.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
        )
    };
    let away_from_zero = |r: Range| r.low >= 0.125 || r.high <= -0.125;
    let result = match instruction {
        Instruction::Binary(op, x, y) => {
            let (a, b) = (ranges[x], ranges[y]);
            match op {
                Binary::Add => Range::of(a.low + b.low, a.high + b.high),
                Binary::Sub => Range::of(a.low - b.high, a.high - b.low),
                Binary::Mul => products(a, b),
                Binary::Div if away_from_zero(b) => {
                    products(a, Range::of(1.0 / b.low, 1.0 / b.high))
                }
                Binary::Max => Range::of(a.low.max(b.low), a.high.max(b.high)),
                Binary::Min => Range::of(a.low.min(b.low), a.high.min(b.high)),
                Binary::Div => return None,
            }
        }
        Instruction::Scalar(op, x, s) => {
            let (a, s) = (ranges[x], f64::from(s));
            match op {
                WithScalar::Adds => Range::of(a.low + s, a.high + s),
                WithScalar::Subs => Range::of(a.low - s, a.high - s),
                WithScalar::Muls => Range::of(a.low * s, a.high * s),
                WithScalar::Maxs => Range::of(a.low.max(s), a.high.max(s)),
                WithScalar::Mins => Range::of(a.low.min(s), a.high.min(s)),
                WithScalar::Lrelu => {
                    // The values lie between the ends of both branches and 0.
                    let ends = [a.low, a.high, s * a.low, s * a.high, 0.0];
                    Range::of(
                        ends.iter().cloned().fold(f64::INFINITY, f64::min),
                        ends.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
                    )
                }
            }
        }
        Instruction::Unary(op, x) => {
            let a = ranges[x];
            match op {
                Unary::Abs => Range::of(
                    if a.low <= 0.0 && a.high >= 0.0 {
                        0.0
                    } else {
                        a.low.abs().min(a.high.abs())
                    },
                    a.magnitude(),
                ),
                Unary::Neg => Range::of(-a.high, -a.low),
                Unary::Exp if a.high <= 16.0 => Range::of(a.low.exp(), a.high.exp()),
                Unary::Log if a.low >= 0.125 => Range::of(a.low.ln(), a.high.ln()),
                Unary::Sqrt if a.low >= 0.0 => Range::of(a.low.sqrt(), a.high.sqrt()),
                Unary::Rsqrt if a.low >= 0.125 => {
                    Range::of(1.0 / a.high.sqrt(), 1.0 / a.low.sqrt())
                }
                Unary::Recip if away_from_zero(a) => Range::of(1.0 / a.low, 1.0 / a.high),
                Unary::Relu => Range::of(a.low.max(0.0), a.high.max(0.0)),
                Unary::Mov => a,
                _ => return None,
            }
        }
    };
    (result.magnitude() <= element.limit()).then_some(result)
}

/// The ranges of every value, or None when an instruction is out of its
/// domain or an operand is not an earlier value.
fn ranges(spec: &PtoSpec) -> Option<Vec<Range>> {
    let mut ranges = vec![spec.element.input_range(); 2];
    for &instruction in &spec.program {
        if instruction.operands().iter().any(|&v| v >= ranges.len()) {
            return None;
        }
        ranges.push(range_of(instruction, &ranges, spec.element)?);
    }
    Some(ranges)
}

pub fn valid(spec: &PtoSpec) -> bool {
    !spec.program.is_empty() && ranges(spec).is_some()
}

const SCALARS: [f32; 6] = [0.5, 0.25, 2.0, -1.5, 0.75, 3.0];
const INT_SCALARS: [f32; 6] = [2.0, -3.0, 5.0, 1.0, -1.0, 4.0];

pub fn generate(seed: u64) -> PtoSpec {
    let mut choose = Choices::new(seed ^ 0x5054_4f00);
    let mut spec = PtoSpec {
        seed,
        cores: choose.pick(1, 4),
        rows: choose.one_of(&[8, 16, 32]),
        cols: choose.one_of(&[8, 16, 32, 64]),
        element: Element::F32,
        program: Vec::new(),
    };
    // Half the programs are f32.
    spec.element = choose.one_of(&[
        Element::F32,
        Element::F32,
        Element::F32,
        Element::F16,
        Element::I32,
        Element::I16,
    ]);
    let scalars = if spec.element.is_int() {
        INT_SCALARS
    } else {
        SCALARS
    };
    let length = choose.pick(1, 6);
    let mut values = vec![spec.element.input_range(); 2];
    while spec.program.len() < length as usize {
        let count = values.len() as u32;
        // Prefer recent values, so that the graph is deep rather than wide.
        let recent = |choose: &mut Choices| {
            (if choose.chance(70) {
                count - 1
            } else {
                choose.pick(0, count - 1)
            }) as usize
        };
        let x = recent(&mut choose);
        let instruction = match choose.pick(0, 2) {
            0 => {
                let op = choose.one_of(&[
                    Binary::Add,
                    Binary::Sub,
                    Binary::Mul,
                    Binary::Div,
                    Binary::Max,
                    Binary::Min,
                ]);
                Instruction::Binary(op, x, choose.pick(0, count - 1) as usize)
            }
            1 => Instruction::Scalar(
                choose.one_of(&[
                    WithScalar::Adds,
                    WithScalar::Subs,
                    WithScalar::Muls,
                    WithScalar::Maxs,
                    WithScalar::Mins,
                    WithScalar::Lrelu,
                ]),
                x,
                choose.one_of(&scalars),
            ),
            _ => {
                let op = choose.one_of(&[
                    Unary::Abs,
                    Unary::Neg,
                    Unary::Exp,
                    Unary::Log,
                    Unary::Sqrt,
                    Unary::Rsqrt,
                    Unary::Recip,
                    Unary::Relu,
                    Unary::Mov,
                ]);
                Instruction::Unary(op, x)
            }
        };
        if let Some(range) = range_of(instruction, &values, spec.element) {
            values.push(range);
            spec.program.push(instruction);
        }
    }
    spec
}

/// Smaller variants of `spec` that are still valid programs.
pub fn simplifications(spec: &PtoSpec) -> Vec<PtoSpec> {
    let mut out = Vec::new();
    let mut with = |change: &dyn Fn(&mut PtoSpec)| {
        let mut smaller = spec.clone();
        change(&mut smaller);
        if smaller.size() < spec.size() && valid(&smaller) {
            out.push(smaller);
        }
    };
    with(&|s| s.cores = 1);
    with(&|s| s.element = Element::F32);
    with(&|s| s.rows = 8);
    with(&|s| s.cols = 8);
    // Drop instruction i: its uses take its first operand instead.
    for i in 0..spec.program.len() {
        with(&|s| {
            let replacement = s.program[i].operands()[0];
            let removed = 2 + i;
            s.program.remove(i);
            let map = |v: usize| match v.cmp(&removed) {
                std::cmp::Ordering::Less => v,
                std::cmp::Ordering::Equal => replacement,
                std::cmp::Ordering::Greater => v - 1,
            };
            s.program = s
                .program
                .iter()
                .map(|ins| ins.with_operands(&map))
                .collect();
        });
    }
    out
}

fn binary_name(op: Binary) -> &'static str {
    match op {
        Binary::Add => "tadd",
        Binary::Sub => "tsub",
        Binary::Mul => "tmul",
        Binary::Div => "tdiv",
        Binary::Max => "tmax",
        Binary::Min => "tmin",
    }
}

fn scalar_name(op: WithScalar) -> &'static str {
    match op {
        WithScalar::Adds => "tadds",
        WithScalar::Subs => "tsubs",
        WithScalar::Muls => "tmuls",
        WithScalar::Maxs => "tmaxs",
        WithScalar::Mins => "tmins",
        WithScalar::Lrelu => "tlrelu",
    }
}

fn unary_name(op: Unary) -> &'static str {
    match op {
        Unary::Abs => "tabs",
        Unary::Neg => "tneg",
        Unary::Exp => "texp",
        Unary::Log => "tlog",
        Unary::Sqrt => "tsqrt",
        Unary::Rsqrt => "trsqrt",
        Unary::Recip => "trecip",
        Unary::Relu => "trelu",
        Unary::Mov => "tmov",
    }
}

/// The program TOML and the `.pto` source (file `kernel.pto`).
pub fn render(spec: &PtoSpec) -> (String, String) {
    let (r, c, n) = (spec.rows, spec.cols, spec.cores);
    let t = spec.element.name();
    let tile = format!("!pto.tile<{r}x{c}x{t}>");
    let view = format!("!pto.tensor_view<{}x{c}x{t}>", n * r);
    let part = format!("!pto.partition_tensor_view<{r}x{c}x{t}>");
    let mut text = format!(
        "// Generated by the differential test: {}\nfunc.func @generated(%a: !pto.ptr<{t}>, %b: !pto.ptr<{t}>, %out: !pto.ptr<{t}>) {{\n\
         \x20 %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %rows = arith.constant {r} : index\n\
         \x20 %cols = arith.constant {c} : index\n  %all_rows = arith.constant {} : index\n\
         \x20 %sub = pto.get_subblock_idx\n  %sub_index = arith.index_cast %sub : i64 to index\n  %row = arith.muli %sub_index, %rows : index\n",
        serde_json::to_string(spec).expect("a spec serialises"),
        n * r
    );
    for name in ["a", "b", "out"] {
        let _ = writeln!(text, "  %v_{name} = pto.make_tensor_view %{name}, shape = [%all_rows, %cols], strides = [%cols, %c1] : {view}");
        let _ = writeln!(text, "  %p_{name} = pto.partition_view %v_{name}, offsets = [%row, %c0], sizes = [%rows, %cols] : {view} -> {part}");
    }
    let _ = writeln!(
        text,
        "  %t0 = pto.tload %p_a : {part} -> {tile}\n  %t1 = pto.tload %p_b : {part} -> {tile}"
    );
    for (i, &instruction) in spec.program.iter().enumerate() {
        let result = i + 2;
        match instruction {
            Instruction::Binary(op, x, y) => {
                let _ = writeln!(
                    text,
                    "  %t{result} = pto.{} %t{x}, %t{y} : ({tile}, {tile}) -> {tile}",
                    binary_name(op)
                );
            }
            Instruction::Scalar(op, x, s) => {
                // The scalar has the tile's type: `2 : i16`, `0.5 : f16`.
                let literal = if spec.element.is_int() {
                    format!("{}", s as i64)
                } else {
                    format!("{s:?}")
                };
                let _ = writeln!(text, "  %s{result} = arith.constant {literal} : {t}");
                let _ = writeln!(
                    text,
                    "  %t{result} = pto.{} %t{x}, %s{result} : ({tile}, {t}) -> {tile}",
                    scalar_name(op)
                );
            }
            Instruction::Unary(op, x) => {
                let _ = writeln!(
                    text,
                    "  %t{result} = pto.{} %t{x} : {tile} -> {tile}",
                    unary_name(op)
                );
            }
        }
    }
    let last = spec.program.len() + 1;
    let _ = write!(
        text,
        "  pto.tstore %t{last}, %p_out : ({tile}, {part}) -> ()\n  return\n}}\n"
    );
    let elements = spec.elements();
    let mut toml = format!(
        "# Generated by the differential test (PTO seed {})\nname = \"generated_pto_{}\"\n",
        spec.seed, spec.seed
    );
    for (name, io) in [("a", "input"), ("b", "input"), ("out", "output")] {
        let _ = write!(toml, "\n[[global]]\nname = \"{name}\"\ntype = \"{}\"\nelements = {elements}\npage = 1024\nio = \"{io}\"\n", spec.element.global());
    }
    let _ = write!(
        toml,
        "\n[[kernel]]\nname = \"generated\"\nsource = \"kernel.pto\"\nfunction = \"generated\"\ncores = \"0,0-{},0\"\n\
         args = {{ a = \"a\", b = \"b\", out = \"out\" }}\n",
        n - 1
    );
    (toml, text)
}

/// One rounding to `element` of an exact result `v` whose inputs were `e`
/// off: an ulp of the type relative, and for f16 the spacing of its
/// subnormals absolute. An integer result is exact, wrapped to the type.
fn round_to(element: Element, v: f64, e: f64) -> Approx {
    match element {
        Element::F32 => rounded(v, e, F32_ULP),
        Element::F16 => {
            let tiny = 1.0 / f64::from(1u32 << 24);
            let r = rounded(v, e, 1.0 / 1024.0);
            Approx { v, e: r.e + tiny }
        }
        Element::I32 => Approx {
            v: f64::from(v as i64 as i32),
            e: 0.0,
        },
        Element::I16 => Approx {
            v: f64::from(v as i64 as i16),
            e: 0.0,
        },
    }
}

fn evaluate(instruction: Instruction, values: &[Approx], element: Element) -> Approx {
    let round = |v: f64, e: f64| round_to(element, v, e);
    match instruction {
        Instruction::Binary(op, x, y) => {
            let (a, b) = (values[x], values[y]);
            match op {
                Binary::Add => round(a.v + b.v, a.e + b.e),
                Binary::Sub => round(a.v - b.v, a.e + b.e),
                Binary::Mul => round(a.v * b.v, a.v.abs() * b.e + b.v.abs() * a.e + a.e * b.e),
                Binary::Div => {
                    let v = a.v / b.v;
                    round(v, (a.e + v.abs() * b.e) / (b.v.abs() - b.e))
                }
                Binary::Max => round(a.v.max(b.v), a.e.max(b.e)),
                Binary::Min => round(a.v.min(b.v), a.e.max(b.e)),
            }
        }
        Instruction::Scalar(op, x, s) => {
            let (a, s) = (values[x], f64::from(s));
            match op {
                WithScalar::Adds => round(a.v + s, a.e),
                WithScalar::Subs => round(a.v - s, a.e),
                WithScalar::Muls => round(a.v * s, a.e * s.abs()),
                WithScalar::Maxs => round(a.v.max(s), a.e),
                WithScalar::Mins => round(a.v.min(s), a.e),
                // x for x > 0, else s x: continuous, with slope at most
                // max(1, |s|), so the input's error grows by that much.
                WithScalar::Lrelu => round(
                    if a.v > 0.0 { a.v } else { s * a.v },
                    a.e * s.abs().max(1.0),
                ),
            }
        }
        Instruction::Unary(op, x) => {
            let a = values[x];
            let f = |v: f64| match op {
                Unary::Abs => v.abs(),
                Unary::Neg => -v,
                Unary::Exp => v.exp(),
                Unary::Log => v.ln(),
                Unary::Sqrt => v.max(0.0).sqrt(),
                Unary::Rsqrt => 1.0 / v.sqrt(),
                Unary::Recip => 1.0 / v,
                Unary::Relu => v.max(0.0),
                Unary::Mov => v,
            };
            let y = f(a.v);
            let spread = match op {
                Unary::Abs => a.e,
                // Monotone over [v - e, v + e] (the domains keep clear of 0).
                _ => (f(a.v + a.e) - y).abs().max((f(a.v - a.e) - y).abs()),
            };
            let transcendental = matches!(
                op,
                Unary::Exp | Unary::Log | Unary::Sqrt | Unary::Rsqrt | Unary::Recip
            );
            let approximation = if transcendental {
                y.abs() / f64::from(1u32 << 20) + 1.0 / f64::from(1u32 << 22)
            } else {
                0.0
            };
            round(y, spread + approximation)
        }
    }
}

/// The expected `out`: element i from element i of `a` and `b` (each core
/// handles its rows, so the whole buffer maps elementwise).
pub fn expected(spec: &PtoSpec, a: &[f32], b: &[f32]) -> Vec<Approx> {
    (0..spec.elements())
        .map(|i| {
            let mut values = vec![
                Approx {
                    v: f64::from(a[i]),
                    e: 0.0,
                },
                Approx {
                    v: f64::from(b[i]),
                    e: 0.0,
                },
            ];
            for &instruction in &spec.program {
                let next = evaluate(instruction, &values, spec.element);
                values.push(next);
            }
            values[values.len() - 1]
        })
        .collect()
}
