//! The description of a PCORE program: its classes, their variables with
//! their places, and their kernels with their parameters. The tensor
//! frontend resolves `class::var` and `class::kernel.param` through it (it
//! is what `#include "<name>.p.img"` stands for), and the lowering and the
//! simulator's PCORE model lay memory out by it. Serialised as JSON by
//! `tanto-translate --ztachip-pcore FILE.p --emit=describe`.

use serde::Serialize;
use std::ops::Range;

/// Lanes of the vector ALU (ztachip's VECTOR_WIDTH).
pub const VECTOR_WIDTH: usize = 8;
/// Words of a PCORE's register file that private and shared memory share:
/// `1 << REGISTER_ACTUAL_FILE_DEPTH` of ztachip's zta.h.
pub const MEMORY_WORDS: usize = 2048;
/// Integer registers per thread (MAX_INT_SIZE).
pub const INTEGER_REGISTERS: usize = 4;
/// Pointer registers per thread (MAX_POINTER_SIZE).
pub const POINTER_REGISTERS: usize = 4;
/// Integer registers `_global int` parameters may take (MAX_IREGISTER_AUTO_SIZE).
pub const GLOBAL_PARAMETERS: usize = 2;
/// Accumulator words per thread (MAX_EXREG_SIZE).
pub const ACCUMULATOR_WORDS: usize = 64;
/// Threads of a PCORE (NUM_THREAD_PER_CORE).
pub const THREADS: u32 = 16;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PcoreProgram {
    /// The `.p` file, as named on the command line.
    pub file: String,
    pub classes: Vec<Class>,
    /// Its kernels lowered (`lower`): an MLIR module's text, empty until
    /// then.
    #[serde(skip)]
    pub code: String,
}

impl PcoreProgram {
    pub fn class(&self, name: &str) -> Option<&Class> {
        self.classes.iter().find(|c| c.name == name)
    }

    /// `class::name` as the tensor program names a variable.
    pub fn variable(&self, class: &str, name: &str) -> Option<&Variable> {
        self.class(class)?.variables.iter().find(|v| v.name == name)
    }

    /// `class::kernel` as `EXE_LOCKSTEP` names a kernel.
    pub fn kernel(&self, class: &str, name: &str) -> Option<&Kernel> {
        self.class(class)?.kernels.iter().find(|k| k.name == name)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Class {
    pub name: String,
    /// Threads its objects are spread over (`_NT16_`, ...; 16 when the
    /// class declares itself by its first member, as ztachip's compiler does).
    pub threads: u32,
    pub variables: Vec<Variable>,
    pub kernels: Vec<Kernel>,
    /// Words of each space its members take (shared rounded up to a vector).
    pub shared_words: usize,
    pub private_words: usize,
    pub accumulator_words: usize,
    pub integer_registers: usize,
    pub pointer_registers: usize,
    /// Its functions that are not kernels, called from kernels as
    /// `class::f(...)`; the lowering inlines them.
    #[serde(skip)]
    pub subroutines: Vec<Subroutine>,
    #[serde(skip)]
    pub span: Range<usize>,
}

/// A PCORE subroutine: `type class::f(params) { ... }` without `_kernel_`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subroutine {
    pub name: String,
    pub params: Vec<Parameter>,
    /// The type word it returns (`int`, `int16`, `vint16`), none for void.
    pub returns: Option<String>,
    pub span: Range<usize>,
}

/// Where a variable lives. Classes of one file overlay: each class's places
/// start at 0 in every space.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Space {
    /// One copy per PCORE, shared by its threads (`_share`).
    Shared,
    /// One copy per thread.
    Private,
    /// The vector accumulators (`vint32`, `int32`), per thread.
    Accumulator,
    /// The scalar integer registers (`int`), per thread.
    Integer,
    /// The pointer registers (`vint16 *`, `int16 *`), per thread.
    Pointer,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Variable {
    pub name: String,
    /// The type word as written: `vint16`, `int16`, `vint32`, `int`, ...
    pub element: String,
    /// Bits of one lane: 12 for the int16 family, 32 for accumulators, 13
    /// for the integer and pointer registers (IREGISTER_WIDTH).
    pub element_bits: u32,
    /// Lanes per element: 8 for `vint16`, 1 for `int16`.
    pub lanes: usize,
    /// For a pointer, the lanes of what it points to.
    pub pointer: bool,
    pub space: Space,
    /// The declared dimensions (`[]` for a scalar).
    pub shape: Vec<usize>,
    /// Words (lanes × elements) it takes; 1 for a register.
    pub words: usize,
    /// Its first word in its space (a register number for registers).
    pub word_offset: usize,
    /// Its first element counted in elements of its width
    /// (`word_offset / lanes`), as PCORE instructions address it.
    pub element_offset: usize,
    #[serde(skip)]
    pub span: Range<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Kernel {
    pub name: String,
    pub params: Vec<Parameter>,
    /// Private words the class and these parameters take (the kernel's
    /// locals are allocated after them).
    pub private_words: usize,
    #[serde(skip)]
    pub span: Range<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Parameter {
    pub name: String,
    pub element: String,
    pub lanes: usize,
    /// The declared dimensions of an array parameter (`int16 coef[3]`,
    /// which ztachip's compiler places in private memory like a private
    /// member); `[]` for a scalar or a vector.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shape: Vec<usize>,
    pub pointer: bool,
    /// `_global int`: one value for every PCORE and thread, set by the
    /// tensor program, read-only to the kernel.
    pub global: bool,
    /// Where the tensor program writes it: private memory for a vector,
    /// `int` and pointer parameter (ztachip's compiler gives `int` and
    /// pointers a private shadow word), an integer register for `_global`.
    pub space: Space,
    pub word_offset: usize,
    #[serde(skip)]
    pub span: Range<usize>,
}

impl Parameter {
    /// Private words the tensor program writes it to (lanes × elements).
    pub fn words(&self) -> usize {
        self.lanes * self.shape.iter().product::<usize>()
    }
}
