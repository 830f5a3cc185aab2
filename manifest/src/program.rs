//! `manifest.json`: what `tanto-translate` writes next to a device program's
//! objects, and everything the host needs to launch them — kernels and their
//! runtime-argument words, resources with their types and L1 placement, which
//! globals are inputs and outputs. `tanto-run` reads it (or builds it in
//! process) and so never needs the program file or the IR.

use serde::{Deserialize, Serialize};

/// Version of the manifest format; bumped when a field changes meaning.
pub const MANIFEST_VERSION: u32 = 4;

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Manifest {
    pub version: u32,
    pub program: String,
    pub arch: String,
    /// The target file's text, when the program was compiled for one (not
    /// for the built-in target `arch` names): the simulator models it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arch_toml: Option<String>,
    pub target: String,
    pub cpu: String,
    pub features: String,
    pub opt_level: u8,
    /// The objects carry DWARF line tables (`tanto-translate -g`).
    #[serde(default)]
    pub debug_info: bool,
    pub kernels: Vec<KernelEntry>,
    pub resources: Vec<ResourceEntry>,
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct KernelEntry {
    pub name: String,
    /// The entry point, `<program>__<kernel>`.
    pub symbol: String,
    /// `read`, `write` or `compute`.
    pub role: String,
    /// Core rectangles, four numbers each: x0, y0, x1, y1 (inclusive).
    pub cores: Vec<i64>,
    /// Which launch of the program runs it: launches run one after the
    /// other, in order (locals and globals keep their contents, pipes and
    /// semaphores start afresh).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub launch: usize,
    /// How many frames after its write frame it writes, or after its read
    /// frame it reads (software pipelining: `reserve_next`, `wait_next`),
    /// so the host's bounds check allows those frames too; 0 when it uses
    /// only its write and read frames.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub frames_ahead: u32,
    /// The resources its parameters are bound to (the host's bounds check:
    /// a kernel touches only its own).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub resources: Vec<String>,
    /// The object file, relative to the manifest.
    pub file: String,
    pub bytes: usize,
    pub noc_transfers: usize,
    /// The runtime-argument words in order (docs/abi.md).
    pub runtime_args: Vec<RuntimeArg>,
}

/// One runtime-argument word and where the host takes its value from.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct RuntimeArg {
    /// The name the lowering gave the word (`ga.address`, `start`).
    pub name: String,
    #[serde(flatten)]
    pub value: ArgSource,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case", tag = "source")]
pub enum ArgSource {
    /// The DRAM address of a global buffer (the same in every bank).
    GlobalAddress { resource: String },
    /// The page size of a global buffer, in elements.
    GlobalPage { resource: String },
    /// The L1 address of a pipe, local buffer or semaphore.
    L1Address { resource: String },
    /// A value that differs per core: an expression over the core's place
    /// in the kernel's range.
    PerCore {
        expression: String,
        postfix: Vec<ExprTerm>,
    },
    /// A value the same on every core.
    Constant { value: i64 },
    /// Nothing in the program gives this word; running the program is an error.
    Unbound,
}

/// One term of a per-core expression in postfix order.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ExprTerm {
    Const(i64),
    Var(CoreVar),
    Op(ExprOp),
}

/// What a per-core expression may read about the core it runs on.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum CoreVar {
    /// The core's x (its NoC column).
    X,
    /// The core's y.
    Y,
    /// Its position in the kernel's core ranges, row by row, from 0.
    Index,
    /// How many cores run the kernel.
    Count,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum ExprOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Neg,
    /// Comparisons: 1 when true, else 0.
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Min,
    Max,
    /// `select(c, a, b)`: pops b, a, c; `a` where `c` is not 0, else `b`.
    Select,
}

/// Why a per-core expression has no value on some core.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExprError {
    #[error("division by zero")]
    DivisionByZero,
    #[error("arithmetic overflow")]
    Overflow,
    #[error("malformed postfix expression")]
    Malformed,
}

/// The values of [`CoreVar`] on one core.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CorePlace {
    pub x: i64,
    pub y: i64,
    pub index: i64,
    pub count: i64,
}

/// Evaluates a postfix expression on one core, in i64 with checked arithmetic.
pub fn evaluate(postfix: &[ExprTerm], place: CorePlace) -> Result<i64, ExprError> {
    let mut stack: Vec<i64> = Vec::with_capacity(8);
    for term in postfix {
        let value = match *term {
            ExprTerm::Const(c) => c,
            ExprTerm::Var(CoreVar::X) => place.x,
            ExprTerm::Var(CoreVar::Y) => place.y,
            ExprTerm::Var(CoreVar::Index) => place.index,
            ExprTerm::Var(CoreVar::Count) => place.count,
            ExprTerm::Op(ExprOp::Neg) => stack
                .pop()
                .ok_or(ExprError::Malformed)?
                .checked_neg()
                .ok_or(ExprError::Overflow)?,
            ExprTerm::Op(ExprOp::Select) => {
                let otherwise = stack.pop().ok_or(ExprError::Malformed)?;
                let then = stack.pop().ok_or(ExprError::Malformed)?;
                let condition = stack.pop().ok_or(ExprError::Malformed)?;
                if condition != 0 {
                    then
                } else {
                    otherwise
                }
            }
            ExprTerm::Op(op) => {
                let rhs = stack.pop().ok_or(ExprError::Malformed)?;
                let lhs = stack.pop().ok_or(ExprError::Malformed)?;
                binary(op, lhs, rhs)?
            }
        };
        stack.push(value);
    }
    match stack.as_slice() {
        [value] => Ok(*value),
        _ => Err(ExprError::Malformed),
    }
}

/// A binary operator of [`evaluate`] on its operands.
fn binary(op: ExprOp, lhs: i64, rhs: i64) -> Result<i64, ExprError> {
    let overflow = |value: Option<i64>| value.ok_or(ExprError::Overflow);
    Ok(match op {
        ExprOp::Add => overflow(lhs.checked_add(rhs))?,
        ExprOp::Sub => overflow(lhs.checked_sub(rhs))?,
        ExprOp::Mul => overflow(lhs.checked_mul(rhs))?,
        ExprOp::Div | ExprOp::Rem if rhs == 0 => return Err(ExprError::DivisionByZero),
        ExprOp::Div => overflow(lhs.checked_div(rhs))?,
        ExprOp::Rem => overflow(lhs.checked_rem(rhs))?,
        ExprOp::Eq => i64::from(lhs == rhs),
        ExprOp::Ne => i64::from(lhs != rhs),
        ExprOp::Lt => i64::from(lhs < rhs),
        ExprOp::Le => i64::from(lhs <= rhs),
        ExprOp::Gt => i64::from(lhs > rhs),
        ExprOp::Ge => i64::from(lhs >= rhs),
        ExprOp::Min => lhs.min(rhs),
        ExprOp::Max => lhs.max(rhs),
        ExprOp::Neg | ExprOp::Select => return Err(ExprError::Malformed),
    })
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ResourceEntry {
    pub name: String,
    /// `global`, `local`, `pipe` or `semaphore`.
    pub kind: String,
    /// Element type as the IR spells it (`bf16`, `f32`, `i32`, ...); none for a semaphore.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub element: Option<String>,
    /// Elements of a global or local buffer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elements: Option<i64>,
    /// Page size of a global buffer, in elements.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub page: Option<i64>,
    /// A pipe's frame size in tiles, each kernel's until its `set_frame`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub frame: Option<i64>,
    /// Tiles a pipe holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub capacity: Option<i64>,
    /// A semaphore's initial value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub initial: Option<i64>,
    /// L1 placement (pipes, locals, semaphores).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<i64>,
    /// Core rectangles (four numbers each); empty for a global.
    pub cores: Vec<i64>,
    /// For a global or local: does the host write it before launch
    /// (`input`), read it after (`output`), or both (`inout`)? None:
    /// scratch, zero-filled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub io: Option<Io>,
    /// How the host lays out its array of a global or local.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Layout>,
    /// The logical shape of the host's array.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shape: Option<Vec<i64>>,
}

/// How the host lays out a buffer's array in the device's memory.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// Tilized: the array's last two dimensions cut into 32x32 tiles, each
    /// stored as four 16x16 faces, the tiles row by row (tt-metal's tilized
    /// layout), the leading dimensions outermost.
    Tiles,
    /// The array in C order.
    RowMajor,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Io {
    Input,
    Output,
    Inout,
}

impl Io {
    pub fn is_input(self) -> bool {
        matches!(self, Io::Input | Io::Inout)
    }
    pub fn is_output(self) -> bool {
        matches!(self, Io::Output | Io::Inout)
    }
}

impl Manifest {
    pub fn from_json(text: &str) -> Result<Self, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// Pretty JSON with a final newline; field order is the struct's, so the
    /// bytes are deterministic.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    pub fn resource(&self, name: &str) -> Option<&ResourceEntry> {
        self.resources.iter().find(|r| r.name == name)
    }
}

/// The cores of a list of rectangles, row by row within each rectangle, in
/// the order [`CoreVar::Index`] counts them.
pub fn cores_of(rectangles: &[i64]) -> Vec<(i64, i64)> {
    let mut cores = Vec::new();
    for rect in rectangles.chunks_exact(4) {
        let (x0, y0, x1, y1) = (rect[0], rect[1], rect[2], rect[3]);
        for y in y0..=y1 {
            for x in x0..=x1 {
                cores.push((x, y));
            }
        }
    }
    cores
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(index: i64) -> CorePlace {
        CorePlace {
            x: 3,
            y: 2,
            index,
            count: 16,
        }
    }

    #[test]
    fn postfix_arithmetic() {
        use ExprTerm::*;
        // index * 16384 + x - (y % 2)
        let e = [
            Var(CoreVar::Index),
            Const(16384),
            Op(ExprOp::Mul),
            Var(CoreVar::X),
            Op(ExprOp::Add),
            Var(CoreVar::Y),
            Const(2),
            Op(ExprOp::Rem),
            Op(ExprOp::Sub),
        ];
        assert_eq!(evaluate(&e, place(5)), Ok(5 * 16384 + 3));
        assert_eq!(
            evaluate(&[Const(1), Const(0), Op(ExprOp::Div)], place(0)),
            Err(ExprError::DivisionByZero)
        );
        assert_eq!(
            evaluate(&[Const(1), Op(ExprOp::Add)], place(0)),
            Err(ExprError::Malformed)
        );
        assert_eq!(
            evaluate(&[Const(i64::MAX), Const(1), Op(ExprOp::Add)], place(0)),
            Err(ExprError::Overflow)
        );
    }

    #[test]
    fn comparisons_and_selection() {
        use ExprTerm::*;
        // select(y == 2, min(index, 4), max(x, 9))
        let e = [
            Var(CoreVar::Y),
            Const(2),
            Op(ExprOp::Eq),
            Var(CoreVar::Index),
            Const(4),
            Op(ExprOp::Min),
            Var(CoreVar::X),
            Const(9),
            Op(ExprOp::Max),
            Op(ExprOp::Select),
        ];
        assert_eq!(evaluate(&e, place(7)), Ok(4));
        assert_eq!(evaluate(&e, place(1)), Ok(1));
        let not_two = [Const(1), Const(2), Op(ExprOp::Ge)];
        assert_eq!(evaluate(&not_two, place(0)), Ok(0));
        assert_eq!(
            evaluate(&[Const(1), Const(2), Op(ExprOp::Select)], place(0)),
            Err(ExprError::Malformed)
        );
    }

    #[test]
    fn cores_are_counted_row_by_row() {
        assert_eq!(
            cores_of(&[1, 0, 2, 1, 5, 5, 5, 5]),
            vec![(1, 0), (2, 0), (1, 1), (2, 1), (5, 5)]
        );
    }
}
