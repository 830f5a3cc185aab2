//! The PCORE frontend, part 2: each kernel of a checked PCORE program
//! lowered to an upstream `func.func` (func, cf, arith, vector and llvm
//! memory ops) with the kernel ABI of docs/abi.md, `void
//! __tanto_zta_kernel_<class>__<kernel>(i16 *memory, i32 pcore, i32
//! thread)`: one thread's work over its eight vector lanes. The module
//! text is parsed into the tensor program's context, lowered with it to
//! the LLVM dialect and linked into the same object.
//!
//! The machine as the lowering sees it (docs/frontends/ztachip.md):
//! - Memory words are 12-bit data in 16-bit words: thread t's private
//!   words from `t * private_words`, the shared words after every
//!   thread's, as the tensor program places them. A kernel's locals of
//!   12-bit types follow its class's and parameters' private words.
//! - A vector operation's result is a 12-bit temporary, saturated to
//!   [-2048, 2047] (`y3_out`), as ztachip's compiler keeps temporaries in
//!   private words; in an expression that goes to an accumulator its
//!   temporaries are accumulators, 32 bits. A store to a 12-bit variable
//!   saturates, a store to an accumulator keeps 32 bits.
//! - `_VMASK` selects the lanes every store writes.
//! - A class's registers (`int`, pointers, accumulators, `_VMASK`) keep
//!   their values from one kernel to the next, as the hardware's register
//!   files do: each thread's register file lies after the stream
//!   processor's tables ([`Machine::register_file_bytes`]). `_VMASK` is
//!   kept complemented there so that a fresh (zeroed) file enables every
//!   lane.
//! - `int` registers are 13 bits, as the hardware's: each integer
//!   operation keeps its result's low 13 bits (`registers.rs`).
//! - The PCOREs run a thread in lockstep: a conditional jump whose
//!   condition may differ between them calls the runtime, which decides
//!   it for all (`conditions.rs`).

mod calls;
mod conditions;
mod expr;
mod fused;
mod place;
mod registers;
mod shifts;
mod statement;
mod uniform;

use super::{ast, model};
use crate::diagnostic::Diagnostic;
use expr::{DATA_MAX, DATA_MIN, VECTOR};
use std::collections::HashMap;
use std::fmt::Write as _;

pub use place::Machine;

/// Where a span of the preprocessed text is: file, line, column.
pub type Locate<'a> = dyn Fn(&ast::Span) -> (String, usize, usize) + 'a;

/// The MLIR module (text) of every kernel of `program` (`classes`, its
/// checked description), None with located errors for what the lowering
/// does not model; warnings either way.
pub fn lower(
    program: &ast::Program,
    classes: &[model::Class],
    machine: &Machine,
    locate: &Locate,
) -> (Option<String>, Vec<Diagnostic>) {
    let _span = tracing::info_span!("ztachip-pcore-lower").entered();
    let mut text = String::from("module {\n");
    let mut diagnostics = Vec::new();
    let mut lockstep_jumps = false;
    // The functions a kernel may call (subroutines and kernels of any
    // class), by `class::name`: inlined where kernels call them.
    let subroutines: HashMap<String, &ast::Function> = program
        .items
        .iter()
        .filter_map(|item| match item {
            ast::Item::Function(f) if f.name.class.is_some() => Some((f.name.full(), f)),
            _ => None,
        })
        .collect();
    for item in &program.items {
        let ast::Item::Function(function) = item else {
            continue;
        };
        let Some(class_name) = &function.name.class else {
            continue;
        };
        let Some(class) = classes.iter().find(|c| &c.name == class_name) else {
            continue;
        };
        let Some(kernel) = class.kernels.iter().find(|k| k.name == function.name.name) else {
            continue;
        };
        let mut lowering = Kernel::new(class, classes, kernel, machine, locate, &subroutines);
        lowering.function(function);
        lockstep_jumps |= lowering.lockstep_jumps;
        diagnostics.extend(std::mem::take(&mut lowering.diagnostics));
        if !diagnostics.iter().any(Diagnostic::is_error) {
            text.push_str(&lowering.finish(&symbol(class, kernel), &function.span));
        }
    }
    text.push_str(&saturate_function());
    if lockstep_jumps {
        let _ = writeln!(
            text,
            "  func.func private @{}(i32, i32) -> i32",
            conditions::LOCKSTEP_JUMP
        );
    }
    text.push_str("}\n");
    let failed = diagnostics.iter().any(Diagnostic::is_error);
    ((!failed).then_some(text), diagnostics)
}

// `no-builtins`: PCORE code calls nothing, so LLVM may not turn its
// stores into calls of memset or memcpy.

/// The function a kernel calls for its vector saturations past the first
/// [`INLINE_SATURATIONS`]: RV32IM has no min or max, so each lane's clamp
/// is two branches, and LLVM's machine sinking takes time quadratic in a
/// function's blocks (a kernel of 1,000 vector operations took 54 s to
/// compile; 20,000 blocks). Calls keep a long kernel's compile time linear;
/// a short one's saturations stay inline, as fast as before.
pub(super) const SATURATE: &str = "__tanto_zta_saturate";

/// Vector saturations a kernel writes out before it calls [`SATURATE`].
pub(super) const INLINE_SATURATIONS: usize = 64;

/// [`SATURATE`]'s definition: the lanes clamped to 12 bits. Private to
/// each module (programs that share a module share it).
fn saturate_function() -> String {
    format!(
        "  func.func private @{SATURATE}(%v: {VECTOR}) -> {VECTOR} attributes {{llvm.linkage = #llvm.linkage<internal>, passthrough = [\"noinline\", \"no-builtins\"]}} {{\n    %low = arith.constant dense<{DATA_MIN}> : {VECTOR}\n    %high = arith.constant dense<{DATA_MAX}> : {VECTOR}\n    %up = arith.maxsi %v, %low : {VECTOR}\n    %clamped = arith.minsi %up, %high : {VECTOR}\n    func.return %clamped : {VECTOR}\n  }}\n"
    )
}

/// The kernel's link-time symbol, as the tensor program names it
/// (`rewrite::kernel_symbol`).
pub fn symbol(class: &model::Class, kernel: &model::Kernel) -> String {
    format!("__tanto_zta_kernel_{}__{}", class.name, kernel.name)
}

/// A lowering stops at its first error in a kernel.
pub(super) type Lowered<T> = Result<T, ()>;

/// One kernel being lowered: its body's text, block by block.
pub(super) struct Kernel<'a> {
    /// The class whose members the code being lowered names: the kernel's,
    /// or an inlined callee's.
    pub class: &'a model::Class,
    /// Every class of the program.
    pub classes: &'a [model::Class],
    pub kernel: &'a model::Kernel,
    pub machine: &'a Machine,
    locate: &'a Locate<'a>,
    /// The program's functions a kernel may call, by `class::name`.
    pub subroutines: &'a HashMap<String, &'a ast::Function>,
    /// The subroutines being inlined, outermost first.
    pub inlined: Vec<String>,
    /// For each subroutine being inlined: its result's stack slot and
    /// type word, and the block after its body.
    pub returns: Vec<(Option<(String, String)>, String)>,
    /// `llvm.alloca`s, placed at the top of the entry block.
    allocas: String,
    body: String,
    next_value: usize,
    next_block: usize,
    /// The current op's location (`loc(...)`).
    location: String,
    /// The current block has ended (a branch or return): what follows
    /// goes to a new, unreachable block.
    ended: bool,
    /// Locals, innermost scope last.
    pub scopes: Vec<HashMap<String, place::Variable>>,
    /// Private words a kernel's 12-bit locals take so far.
    pub local_words: usize,
    /// (continue, break) blocks of the enclosing loops.
    pub loops: Vec<(String, String)>,
    /// Vector saturations written out in the kernel so far (the rest call
    /// [`SATURATE`]).
    pub inline_saturations: usize,
    /// The operation being lowered goes to an accumulator: its result is
    /// 32-bit, not a 12-bit word (what it reads: see `Kernel::value`).
    pub into_accumulator: bool,
    /// The kernel's constants by value name: a vector operation reads a
    /// constant as the 12-bit word ztachip's constant table holds.
    pub constants: HashMap<String, i64>,
    /// The call about to be lowered is the whole value assigned (`=`) to
    /// an accumulator: its result goes there, 32-bit.
    pub call_into_accumulator: bool,
    /// The expression being lowered goes to 12-bit data: ztachip's
    /// compiler computes it in the vector ALU, scalars too, so `int16`
    /// scalar temporaries saturate as vector ones do (indices excepted:
    /// the integer unit computes them).
    pub into_data: bool,
    /// The kernel's `int` values alike on every PCORE.
    uniform: uniform::Uniform,
    /// The kernel calls [`conditions::LOCKSTEP_JUMP`].
    lockstep_jumps: bool,
    /// The next statement's first instruction is a jump's target, which
    /// ztachip's compiler does not fuse into an FMA (see
    /// [`Kernel::unfused_at_jump_target`]).
    pub at_jump_target: bool,
    /// Per enclosing loop or `switch`: whether a `break` of its own was
    /// lowered (its exit is then a jump's target).
    pub breaks: Vec<bool>,
    /// Values known to be 13-bit `int` register words already.
    pub register_words: std::collections::HashSet<String>,
    /// Constants warned about as past 13 bits: (span start, value).
    truncated: std::collections::HashSet<(usize, i64)>,
    pub diagnostics: Vec<Diagnostic>,
}

impl<'a> Kernel<'a> {
    fn new(
        class: &'a model::Class,
        classes: &'a [model::Class],
        kernel: &'a model::Kernel,
        machine: &'a Machine,
        locate: &'a Locate<'a>,
        subroutines: &'a HashMap<String, &'a ast::Function>,
    ) -> Self {
        Self {
            class,
            classes,
            kernel,
            machine,
            locate,
            subroutines,
            inlined: Vec::new(),
            returns: Vec::new(),
            allocas: String::new(),
            body: String::new(),
            next_value: 0,
            next_block: 1,
            location: "loc(unknown)".into(),
            ended: false,
            scopes: vec![HashMap::new()],
            local_words: 0,
            inline_saturations: 0,
            loops: Vec::new(),
            into_accumulator: false,
            constants: HashMap::new(),
            call_into_accumulator: false,
            into_data: false,
            uniform: uniform::Uniform::default(),
            lockstep_jumps: false,
            at_jump_target: false,
            breaks: Vec::new(),
            register_words: Default::default(),
            truncated: Default::default(),
            diagnostics: Vec::new(),
        }
    }

    pub fn error(&mut self, span: &ast::Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::error(span.clone(), message));
    }

    pub fn warn(&mut self, span: &ast::Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::warning(span.clone(), message));
    }

    /// Ops from here on carry `span`'s place.
    pub fn at(&mut self, span: &ast::Span) {
        let (file, line, column) = (self.locate)(span);
        let file = file.replace(['"', '\\'], "_");
        self.location = format!("loc(\"{file}\":{line}:{column})");
    }

    /// Appends `op` (an op's text after `%v = `) and returns its result.
    pub fn op(&mut self, op: &str) -> String {
        self.open();
        let value = format!("%v{}", self.next_value);
        self.next_value += 1;
        let _ = writeln!(self.body, "    {value} = {op} {}", self.location);
        value
    }

    /// Appends an op without results.
    pub fn effect(&mut self, op: &str) {
        self.open();
        let _ = writeln!(self.body, "    {op} {}", self.location);
    }

    /// A stack slot of `ty` in the entry block.
    pub fn alloca(&mut self, ty: &str) -> String {
        let value = format!("%a{}", self.next_value);
        self.next_value += 1;
        let _ = writeln!(
            self.allocas,
            "    {value} = llvm.alloca %one x {ty} {{alignment = 4 : i64}} : (i32) -> !llvm.ptr {}",
            self.location
        );
        value
    }

    pub fn new_block(&mut self) -> String {
        let name = format!("^bb{}", self.next_block);
        self.next_block += 1;
        name
    }

    /// Starts `block`; the current block, if open, falls through to it.
    pub fn start(&mut self, block: &str) {
        if !self.ended {
            self.effect(&format!("cf.br {block}"));
        }
        let _ = writeln!(self.body, "  {block}:");
        self.ended = false;
    }

    /// Ends the current block with `terminator`.
    pub fn end(&mut self, terminator: &str) {
        self.effect(terminator);
        self.ended = true;
    }

    /// After a terminator, ops go to a fresh block no branch reaches.
    fn open(&mut self) {
        if self.ended {
            self.ended = false;
            let block = self.new_block();
            let _ = writeln!(self.body, "  {block}:");
        }
    }

    fn function(&mut self, function: &ast::Function) {
        let globals = self.kernel.params.iter().filter(|p| p.global);
        let globals = globals.map(|p| p.name.clone()).collect();
        let others = (self.kernel.params.iter().filter(|p| !p.global))
            .map(|p| p.name.clone())
            .chain(self.class.variables.iter().map(|v| v.name.clone()))
            .collect();
        self.uniform = uniform::Uniform::of(function, globals, &others);
        self.at(&function.span);
        let _ = self.statement_block(&function.body);
    }

    fn finish(mut self, symbol: &str, span: &ast::Span) -> String {
        self.at(span);
        if !self.ended {
            self.effect("func.return");
        }
        let location = self.location.clone();
        format!(
            "  func.func @{symbol}(%memory: !llvm.ptr {location}, %pcore: i32 {location}, %thread: i32 {location}) attributes {{passthrough = [\"no-builtins\"]}} {{\n    %one = arith.constant 1 : i32 {location}\n{}{}  }} {location}\n",
            self.allocas, self.body
        )
    }
}

/// Appends the lowered kernels of `programs` to `module` (each kernel
/// once, should two includes name one program).
pub fn append_kernels<'c>(
    context: &'c melior::Context,
    module: &melior::ir::Module<'c>,
    programs: &[model::PcoreProgram],
) -> Result<(), String> {
    use melior::ir::operation::OperationLike;
    let mut seen = std::collections::HashSet::new();
    for program in programs.iter().filter(|p| !p.code.is_empty()) {
        let Some(kernels) = melior::ir::Module::parse(context, &program.code) else {
            return Err(format!(
                "internal error: the lowered kernels of `{}` do not parse",
                program.file
            ));
        };
        tanto_dialects::ir::append_module_ops(&kernels, module, |op| {
            let name = op.attribute("sym_name").ok().map(|a| a.to_string());
            seen.insert(name.unwrap_or_default())
        });
    }
    Ok(())
}
