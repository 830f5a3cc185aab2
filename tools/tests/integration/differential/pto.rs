//! Random PTO programs (IR level 1, SSA): each of 1–4 vector cores loads
//! its rows of `a` and `b` (its sub-block index picks them), applies a
//! random dataflow graph of PTO tile instructions — elementwise binary,
//! tile-scalar, unary and TMOV, any earlier value an operand — and stores
//! the last value to `out`. The reference evaluates the graph per element
//! from the PTO ISA's definitions, in f64 with an error bound, like
//! [`super::reference`] (f32 tiles: one f32 ulp per instruction, 2^-20
//! relative and 2^-22 absolute more for transcendental functions).

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

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PtoSpec {
    pub seed: u64,
    pub cores: u32,
    pub rows: u32,
    pub cols: u32,
    pub program: Vec<Instruction>,
}

impl PtoSpec {
    pub fn size(&self) -> u64 {
        u64::from(self.cores + self.rows / 8 + self.cols / 8) + 8 * self.program.len() as u64
    }

    pub fn elements(&self) -> usize {
        (self.cores * self.rows * self.cols) as usize
    }
}

/// The range of `instruction`'s result, or None where it is not well
/// defined and conditioned (division near zero, log of small values...).
fn range_of(instruction: Instruction, ranges: &[Range]) -> Option<Range> {
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
    (result.magnitude() <= 1.0e6).then_some(result)
}

/// The ranges of every value, or None when an instruction is out of its
/// domain or an operand is not an earlier value.
fn ranges(spec: &PtoSpec) -> Option<Vec<Range>> {
    let mut ranges = vec![Range::of(-1.0, 1.0); 2];
    for &instruction in &spec.program {
        if instruction.operands().iter().any(|&v| v >= ranges.len()) {
            return None;
        }
        ranges.push(range_of(instruction, &ranges)?);
    }
    Some(ranges)
}

pub fn valid(spec: &PtoSpec) -> bool {
    !spec.program.is_empty() && ranges(spec).is_some()
}

const SCALARS: [f32; 6] = [0.5, 0.25, 2.0, -1.5, 0.75, 3.0];

pub fn generate(seed: u64) -> PtoSpec {
    let mut choose = Choices::new(seed ^ 0x5054_4f00);
    let mut spec = PtoSpec {
        seed,
        cores: choose.pick(1, 4),
        rows: choose.one_of(&[8, 16, 32]),
        cols: choose.one_of(&[8, 16, 32, 64]),
        program: Vec::new(),
    };
    let length = choose.pick(1, 6);
    let mut values = vec![Range::of(-1.0, 1.0); 2];
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
                choose.one_of(&SCALARS),
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
        if let Some(range) = range_of(instruction, &values) {
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
    let tile = format!("!pto.tile<{r}x{c}xf32>");
    let view = format!("!pto.tensor_view<{}x{c}xf32>", n * r);
    let part = format!("!pto.partition_tensor_view<{r}x{c}xf32>");
    let mut text = format!(
        "// Generated by the differential test: {}\nfunc.func @generated(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %out: !pto.ptr<f32>) {{\n\
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
                let _ = writeln!(text, "  %s{result} = arith.constant {s:?} : f32");
                let _ = writeln!(
                    text,
                    "  %t{result} = pto.{} %t{x}, %s{result} : ({tile}, f32) -> {tile}",
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
        let _ = write!(toml, "\n[[global]]\nname = \"{name}\"\ntype = \"float\"\nelements = {elements}\npage = 1024\nio = \"{io}\"\n");
    }
    let _ = write!(
        toml,
        "\n[[kernel]]\nname = \"generated\"\nsource = \"kernel.pto\"\nfunction = \"generated\"\ncores = \"0,0-{},0\"\n\
         args = {{ a = \"a\", b = \"b\", out = \"out\" }}\n",
        n - 1
    );
    (toml, text)
}

/// One f32 rounding of an exact result `v` whose inputs were `e` off.
fn round(v: f64, e: f64) -> Approx {
    rounded(v, e, F32_ULP)
}

fn evaluate(instruction: Instruction, values: &[Approx]) -> Approx {
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
                let next = evaluate(instruction, &values);
                values.push(next);
            }
            values[values.len() - 1]
        })
        .collect()
}
