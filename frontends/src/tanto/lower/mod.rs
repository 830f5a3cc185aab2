//! Type checking and IR generation in one walk over the syntax tree.
//!
//! Helper functions are inlined at their calls (so constant arguments reach
//! slot-index checks and params fold away); control flow becomes scf
//! (`scf.for` for counted loops, `scf.while` otherwise, `scf.if`), with
//! mutable variables threaded through results and `break`/`continue`/`return`
//! lowered to flags. Built-in methods map to ops of our dialects through the
//! tables in [`builtins`].

pub(crate) mod builtins;
mod control;
mod expr;
pub mod ir;
mod roles;
mod stmt;

use super::{
    ast::{self, Span},
    limits,
    types::{Const, Scalar, Ty},
    Options, Role,
};
use crate::diagnostic::Diagnostic;
use ir::{Ir, Val};
use melior::ir::{
    attribute::{StringAttribute, TypeAttribute},
    block::BlockLike,
    r#type::FunctionType,
    Attribute, Identifier, Location, Module,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub type VarId = usize;

/// A variable: a local, a parameter, a constant, or a synthetic flag.
#[derive(Debug, Clone)]
pub struct Var {
    pub name: String,
    pub ty: Ty,
    /// The current SSA value (None while only `constant` is known).
    pub value: Option<Val>,
    pub constant: Option<Const>,
    pub mutable: bool,
    pub span: Span,
}

thread_local! {
    /// Invalid values made while lowering this kernel (see [`TypedValue::error`]).
    static INVALID_VALUES: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// A typed expression result.
#[derive(Debug, Clone, Copy)]
pub struct TypedValue {
    pub ty: Ty,
    pub value: Option<Val>,
    pub constant: Option<Const>,
    /// The variable this expression names, for assignments.
    pub var: Option<VarId>,
}

impl TypedValue {
    pub fn void() -> Self {
        Self {
            ty: Ty::Void,
            value: None,
            constant: None,
            var: None,
        }
    }
    /// An invalid value: its error is reported; uses stay silent.
    pub fn error() -> Self {
        INVALID_VALUES.with(|n| n.set(n.get() + 1));
        Self {
            ty: Ty::Error,
            ..Self::void()
        }
    }
    pub fn constant(scalar: Scalar, value: Const) -> Self {
        Self {
            ty: Ty::Scalar(scalar),
            value: None,
            constant: Some(value.convert(scalar)),
            var: None,
        }
    }
}

/// A function being lowered (the kernel, or a helper inlined into it).
struct Frame {
    /// First scope of this frame in `Lowerer::scopes`.
    scope_base: usize,
    ret: Ty,
    /// The declared return type is unknown (reported): `return` statements
    /// are checked for their value only.
    ret_invalid: bool,
    /// Set by `return`, for the statements after it.
    return_flag: Option<VarId>,
    return_value: Option<VarId>,
    loop_base: usize,
    name: String,
}

struct LoopFlags {
    break_flag: Option<VarId>,
    continue_flag: Option<VarId>,
}

/// A math object alive in the current code.
#[derive(Debug, Clone)]
struct AliveMath {
    value: Val,
    span: Span,
}

enum Global {
    Const(Scalar, Const),
    Function(usize),
    /// A global that was reported as invalid: uses stay silent.
    Invalid,
}

pub struct Lowerer<'c, 'p> {
    ir: Ir<'c>,
    options: &'p Options,
    /// The parsed `-P` values, by parameter index.
    param_values: &'p BTreeMap<usize, ast::Expr>,
    functions: Vec<&'p ast::Function>,
    globals: HashMap<String, (Global, Span)>,
    vars: Vec<Var>,
    scopes: Vec<HashMap<String, VarId>>,
    frames: Vec<Frame>,
    loops: Vec<LoopFlags>,
    alive_math: Vec<AliveMath>,
    /// Nonzero while type-checking code that is not emitted (dead branches,
    /// helpers never called): role and liveness rules are off.
    checking_only: usize,
    /// Helper calls being inlined, innermost last: (helper, call span).
    inline_stack: Vec<(String, Span)>,
    evidence: roles::Evidence,
    /// The use the kernel's role was inferred from (no --mode).
    role_reason: Option<roles::RoleReason>,
    /// Each kernel parameter's type as Tanto spells it (`pipe<float>`).
    param_spellings: Vec<(String, String)>,
    /// Helpers inlined at least once.
    called_helpers: BTreeSet<String>,
    diagnostics: Vec<Diagnostic>,
    reported: HashSet<(Span, String)>,
    /// Names whose declaration was invalid (an unknown type) or that were
    /// reported as undeclared: their uses are poisoned, they lower nothing
    /// and report nothing more (clang's invalid declarations; GCC reports an
    /// undeclared identifier once).
    invalid_names: HashSet<String>,
    /// Current recursion depth and visits so far, against
    /// [`limits::MAX_LOWERING_DEPTH`] and [`limits::MAX_LOWERING_STEPS`].
    depth: usize,
    steps: usize,
    /// A limit was hit and reported: nothing more is lowered or reported.
    exhausted: bool,
}

/// The result of lowering: diagnostics (preprocessed spans) and, when there
/// were no errors, a module holding the kernel function.
pub fn lower<'c>(
    context: &'c melior::Context,
    pre: super::preprocess::Preprocessed,
    program: &ast::Program,
    param_values: &BTreeMap<usize, ast::Expr>,
    options: &Options,
) -> Lowered<'c> {
    let module = Module::new(Location::new(context, &pre.sources.main().name, 1, 1));
    let ir = Ir::new(
        context,
        pre,
        tanto_dialects::ir::handles::BlockHandle::of(module.body()),
    );
    let mut lowerer = Lowerer {
        ir,
        options,
        param_values,
        functions: Vec::new(),
        globals: HashMap::new(),
        vars: Vec::new(),
        scopes: Vec::new(),
        frames: Vec::new(),
        loops: Vec::new(),
        alive_math: Vec::new(),
        checking_only: 0,
        inline_stack: Vec::new(),
        evidence: roles::Evidence::default(),
        role_reason: None,
        param_spellings: Vec::new(),
        called_helpers: BTreeSet::new(),
        diagnostics: Vec::new(),
        reported: HashSet::new(),
        invalid_names: HashSet::new(),
        depth: 0,
        steps: 0,
        exhausted: false,
    };
    INVALID_VALUES.with(|n| n.set(0));
    lowerer.program(program);
    // An invalid value stands for a reported error; one without an error
    // would silently drop what uses it, so it is a compiler bug.
    if INVALID_VALUES.with(|n| n.get()) > 0 && lowerer.error_count() == 0 {
        lowerer.diagnostics.push(Diagnostic::error(
            0..0,
            "internal error: an invalid value was lowered without an error; please report this with the source",
        ));
    }
    // Types the frontend spelled but MLIR refused: compiler bugs, reported.
    let refused: Vec<String> = lowerer.ir.refused_types.borrow_mut().drain(..).collect();
    for message in refused {
        lowerer.diagnostics.push(Diagnostic::error(0..0, message));
    }
    let has_errors = lowerer.diagnostics.iter().any(Diagnostic::is_error);
    Lowered {
        module: if has_errors { None } else { Some(module) },
        diagnostics: lowerer.diagnostics,
        role_reason: lowerer.role_reason,
        param_spellings: lowerer.param_spellings,
    }
}

/// What [`lower`] gives back.
pub struct Lowered<'c> {
    /// None when an error was found.
    pub module: Option<Module<'c>>,
    pub diagnostics: Vec<Diagnostic>,
    /// The use the kernel's role was inferred from (in preprocessed
    /// offsets), when no --mode gave it.
    pub role_reason: Option<roles::RoleReason>,
    /// Each kernel parameter's name and type as Tanto spells it.
    pub param_spellings: Vec<(String, String)>,
}

impl<'c, 'p> Lowerer<'c, 'p> {
    fn error(&mut self, diagnostic: Diagnostic) {
        if self.exhausted {
            return; // what follows a limit is not worth reading
        }
        let mut diagnostic = diagnostic;
        // Errors inside inlined helpers say where the helper was called from.
        for (helper, call) in self.inline_stack.iter().rev() {
            diagnostic = diagnostic.with_note(call.clone(), format!("in this call of `{helper}`"));
        }
        if self
            .reported
            .insert((diagnostic.span.clone(), diagnostic.message.clone()))
        {
            self.diagnostics.push(diagnostic);
        }
    }

    /// Enters one level of the lowering's recursion (a statement, an
    /// expression, a list of statements) at `span`. False past
    /// [`limits::MAX_LOWERING_DEPTH`] or [`limits::MAX_LOWERING_STEPS`]:
    /// the limit is reported once, and from then on nothing is lowered, so
    /// the walk unwinds at once. A true return is paired with [`Self::leave`].
    fn enter(&mut self, span: &Span) -> bool {
        if self.exhausted {
            return false;
        }
        self.steps += 1;
        let (message, help) = if self.depth >= limits::MAX_LOWERING_DEPTH {
            (
                format!("code nested too deeply to compile: more than {} levels of statements, expressions and inlined helper calls", limits::MAX_LOWERING_DEPTH),
                "the code after a `break`, `continue` or `return` that may be taken nests one level deeper, as do the bodies of inlined helpers",
            )
        } else if self.steps > limits::MAX_LOWERING_STEPS {
            (
                format!("kernel too large to compile: lowering it takes more than {} steps", limits::MAX_LOWERING_STEPS),
                "each call of a helper lowers its body again, and so do the branches of a `?:` with side effects",
            )
        } else {
            self.depth += 1;
            return true;
        };
        let mut diagnostic = Diagnostic::error(span.clone(), message).with_help(help);
        if let Some((helper, call)) = self.inline_stack.first() {
            diagnostic = diagnostic.with_note(
                call.clone(),
                format!("inlined from this call of `{helper}`"),
            );
        }
        self.diagnostics.push(diagnostic);
        self.exhausted = true;
        false
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Poisons `name` (its declaration had an error): its uses lower nothing
    /// and report nothing. Only after an error, so that a poisoned name can
    /// never hide a mistake.
    fn poison(&mut self, name: &str) {
        if self.error_count() > 0 {
            self.invalid_names.insert(name.to_string());
        }
    }

    /// Errors reported so far (to tell an invalid value from a void one).
    fn error_count(&self) -> usize {
        self.diagnostics.iter().filter(|d| d.is_error()).count()
    }

    fn err(&mut self, span: &Span, message: impl Into<String>) {
        self.error(Diagnostic::error(span.clone(), message));
    }

    fn emitting(&self) -> bool {
        self.checking_only == 0
    }

    // ---- program ------------------------------------------------------------------------

    fn program(&mut self, program: &'p ast::Program) {
        let mut param_index = 0;
        for item in &program.items {
            match item {
                ast::Item::Param { ty, names, span } => {
                    for name in names {
                        self.compile_time_param(ty, name, param_index, span);
                        param_index += 1;
                    }
                }
                ast::Item::Var(decl) => self.global_constants(decl),
                ast::Item::Function(function) => {
                    let index = self.functions.len();
                    self.functions.push(function);
                    self.define_global(&function.name, Global::Function(index));
                }
            }
        }
        for (index, value) in &self.options.params {
            if *index >= param_index {
                self.error(Diagnostic::error(0..0, format!("-P {index}={value}: the kernel declares {param_index} compile-time parameter(s), numbered from 0")));
            }
        }
        let kernel = self.functions.iter().position(|f| f.name.name == "kernel");
        let Some(kernel) = kernel else {
            if self.error_count() > 0 {
                return; // e.g. a declaration that did not parse as one
            }
            let end = program.items.last().map_or(0..0, |i| match i {
                ast::Item::Function(f) => f.span.clone(),
                ast::Item::Var(v) => v.span.clone(),
                ast::Item::Param { span, .. } => span.clone(),
            });
            self.error(Diagnostic::error(
                end.end..end.end,
                "no kernel entry point: define `void kernel(...)`",
            ));
            return;
        };
        self.kernel(kernel);
        // Helpers that were never called are still type-checked.
        let called = self.called_helpers.clone();
        for index in 0..self.functions.len() {
            let function = self.functions[index];
            if index != kernel && !called.contains(&function.name.name) {
                self.check_unused_helper(function);
            }
        }
    }

    fn define_global(&mut self, name: &ast::Ident, global: Global) {
        if let Some((_, previous)) = self.globals.get(&name.name) {
            let previous = previous.clone();
            self.error(
                Diagnostic::error(
                    name.span.clone(),
                    format!("redefinition of `{}`", name.name),
                )
                .with_note(previous, "first defined here"),
            );
            return;
        }
        self.globals
            .insert(name.name.clone(), (global, name.span.clone()));
    }

    fn compile_time_param(
        &mut self,
        ty: &'p ast::TypeExpr,
        name: &ast::Ident,
        index: usize,
        span: &Span,
    ) {
        let Some(scalar) = self
            .resolve_type(ty)
            .and_then(|t| self.expect_scalar_type(t, &ty.span))
        else {
            // Reported; the parameter's uses are poisoned.
            self.define_global(name, Global::Invalid);
            return;
        };
        let Some(text) = self.options.params.get(&index) else {
            self.error(
                Diagnostic::error(
                    name.span.clone(),
                    format!("compile-time parameter `{}` has no value", name.name),
                )
                .with_label(format!("parameter #{index}"))
                .with_help(format!("pass its value with -P {index}=<value>")),
            );
            // Its uses are poisoned: checking them against a made-up value
            // would only report that value's consequences.
            self.define_global(name, Global::Invalid);
            return;
        };
        let value = self
            .param_values
            .get(&index)
            .and_then(|expr| self.const_expr(expr));
        match value {
            Some((_, value)) => {
                self.define_global(name, Global::Const(scalar, value.convert(scalar)))
            }
            None => {
                self.error(Diagnostic::error(
                    span.clone(),
                    format!(
                        "-P {index}={text}: `{text}` is not a constant value for `{}` ({})",
                        name.name,
                        scalar.name()
                    ),
                ));
                self.define_global(name, Global::Invalid);
            }
        }
    }

    fn global_constants(&mut self, decl: &'p ast::VarDecl) {
        let Some(ty) = self.resolve_type(&decl.ty) else {
            for declarator in &decl.declarators {
                self.define_global(&declarator.name, Global::Invalid);
            }
            return;
        };
        let is_const = decl
            .qualifiers
            .iter()
            .any(|q| matches!(q, ast::Qualifier::Constexpr | ast::Qualifier::Const));
        for declarator in &decl.declarators {
            if !is_const {
                self.err(
                    &declarator.name.span,
                    format!("global variable `{}` must be `constexpr` or `const`: kernels have no mutable globals", declarator.name.name),
                );
                self.define_global(&declarator.name, Global::Invalid);
                continue;
            }
            let Some(scalar) = self.expect_scalar_type(ty, &decl.ty.span) else {
                self.define_global(&declarator.name, Global::Invalid);
                continue;
            };
            let Some(init) = &declarator.init else {
                self.err(
                    &declarator.name.span,
                    format!("constant `{}` needs an initializer", declarator.name.name),
                );
                self.define_global(&declarator.name, Global::Invalid);
                continue;
            };
            let errors_before = self.error_count();
            match self.const_expr(init) {
                Some((_, value)) => self.define_global(
                    &declarator.name,
                    Global::Const(scalar, value.convert(scalar)),
                ),
                None if self.error_count() > errors_before => {
                    self.define_global(&declarator.name, Global::Invalid);
                }
                None => {
                    self.err(
                        &init.span,
                        format!(
                            "the initializer of `{}` is not a constant expression",
                            declarator.name.name
                        ),
                    );
                    self.define_global(&declarator.name, Global::Invalid);
                }
            }
        }
    }

    /// Evaluates a constant expression over literals and global constants.
    fn const_expr(&mut self, expr: &'p ast::Expr) -> Option<(Scalar, Const)> {
        let saved = std::mem::take(&mut self.scopes);
        let pool = self.ir.constants.take();
        self.checking_only += 1;
        let block = self.ir.block;
        let (_scratch, scratch_block) = self.ir.region(&[], &expr.span);
        self.ir.block = scratch_block;
        let result = self.expr(expr);
        self.ir.block = block;
        self.checking_only -= 1;
        self.ir.constants = pool;
        self.scopes = saved;
        match (result.ty, result.constant) {
            (Ty::Scalar(s), Some(c)) => Some((s, c)),
            _ => None,
        }
    }

    /// The constant value of `expr` if it has one, reporting nothing (a
    /// probe: the expression is lowered again for real).
    fn probe_const(&mut self, expr: &'p ast::Expr) -> Option<i128> {
        let (count, reported) = (self.diagnostics.len(), self.reported.clone());
        let invalid_names = self.invalid_names.clone();
        let invalid_values = INVALID_VALUES.with(|n| n.get());
        let value = self.const_expr(expr).and_then(|(_, c)| c.as_int());
        self.diagnostics.truncate(count);
        self.reported = reported;
        // What the probe found invalid was not reported: the real lowering
        // reports it.
        self.invalid_names = invalid_names;
        INVALID_VALUES.with(|n| n.set(invalid_values));
        value
    }

    // ---- types ----------------------------------------------------------------------------

    fn resolve_type(&mut self, ty: &ast::TypeExpr) -> Option<Ty> {
        use ast::TypeExprKind as K;
        match &ty.kind {
            K::Void => Some(Ty::Void),
            K::Auto => {
                self.err(
                    &ty.span,
                    "`auto` is only allowed in a declaration with an initializer",
                );
                None
            }
            K::Scalar(name) => match Scalar::from_name(name) {
                Some(s) => Some(Ty::Scalar(s)),
                None => {
                    self.err(&ty.span, format!("unknown type `{name}`"));
                    None
                }
            },
            K::Named(name) => {
                let mut diagnostic =
                    Diagnostic::error(ty.span.clone(), format!("unknown type `{name}`"));
                if name.len() <= 2 && name.chars().all(|c| c.is_ascii_uppercase()) {
                    diagnostic = diagnostic.with_help(format!("element types are usually given on the command line, e.g. -D{name}=bfloat16"));
                }
                self.error(diagnostic);
                None
            }
            K::Builtin(kind, arg) => {
                if *kind == ast::BuiltinKind::Semaphore {
                    return Some(Ty::Semaphore);
                }
                let Some(arg) = arg else {
                    self.err(
                        &ty.span,
                        format!(
                            "`{}` needs an element type: {}<T>",
                            kind.name(),
                            kind.name()
                        ),
                    );
                    return None;
                };
                let element = self.resolve_type(arg)?;
                let scalar = match element {
                    Ty::Scalar(s) if s.is_element() => s,
                    other => {
                        self.err(
                            &arg.span,
                            format!("`{other}` is not an element type; {}<T> takes int8..int64, uint8..uint64, float16, bfloat16 or float", kind.name()),
                        );
                        return None;
                    }
                };
                Some(match kind {
                    ast::BuiltinKind::Global => Ty::Global(scalar),
                    ast::BuiltinKind::Local => Ty::Local(scalar),
                    ast::BuiltinKind::Pipe => Ty::Pipe(scalar),
                    _ => Ty::Math(scalar),
                })
            }
        }
    }

    fn expect_scalar_type(&mut self, ty: Ty, span: &Span) -> Option<Scalar> {
        match ty {
            Ty::Scalar(s) => Some(s),
            other => {
                self.err(span, format!("expected a scalar type, found `{other}`"));
                None
            }
        }
    }

    // ---- variables ----------------------------------------------------------------------

    fn new_var(&mut self, var: Var) -> VarId {
        self.vars.push(var);
        self.vars.len() - 1
    }

    fn declare(&mut self, name: &ast::Ident, var: Var) -> VarId {
        let id = self.new_var(var);
        let frame_base = self.frames.last().map_or(0, |f| f.scope_base);
        if let Some(previous) = self.scopes.last().and_then(|s| s.get(&name.name)).copied() {
            if self.scopes.len() > frame_base {
                let span = self.vars[previous].span.clone();
                self.error(
                    Diagnostic::error(
                        name.span.clone(),
                        format!("redeclaration of `{}`", name.name),
                    )
                    .with_note(span, "previously declared here"),
                );
                // The invalid redeclaration is not visible: uses keep
                // meaning the first declaration (as clang does).
                return id;
            }
        }
        if let Some(scope) = self.scopes.last_mut() {
            scope.insert(name.name.clone(), id);
        }
        id
    }

    /// A synthetic boolean flag initialised to false.
    fn flag(&mut self, name: &str, span: &Span) -> VarId {
        self.new_var(Var {
            name: name.to_string(),
            ty: Ty::Scalar(Scalar::Bool),
            value: None,
            constant: Some(Const::Int(0)),
            mutable: true,
            span: span.clone(),
        })
    }

    fn lookup(&self, name: &str) -> Option<VarId> {
        let base = self.frames.last().map_or(0, |f| f.scope_base);
        self.scopes[base..]
            .iter()
            .rev()
            .find_map(|s| s.get(name).copied())
    }

    /// The current value of a variable, materialising a known constant.
    fn var_value(&mut self, id: VarId, span: &Span) -> Option<Val> {
        if let Some(v) = self.vars[id].value {
            return Some(v);
        }
        let (Some(constant), Ty::Scalar(scalar)) = (self.vars[id].constant, self.vars[id].ty)
        else {
            return None;
        };
        let v = self.ir.constant(constant, scalar, span);
        // Not cached: a constant materialised in one region is not visible in
        // a sibling region.
        Some(v)
    }

    fn set_var(&mut self, id: VarId, tv: TypedValue) {
        let var = &mut self.vars[id];
        var.value = if tv.constant.is_some() {
            None
        } else {
            tv.value
        };
        var.constant = tv.constant;
    }

    fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    // ---- math objects ------------------------------------------------------------------

    fn acquire_math(&mut self, element: Scalar, span: &Span) -> Option<Val> {
        self.evidence.compute(span, "a math object");
        if self.emitting() {
            if let Some(alive) = self.alive_math.last().cloned() {
                self.error(
                    Diagnostic::error(
                        span.clone(),
                        "a second math object is created while another is alive",
                    )
                    .with_label("at most one math object may exist at a time")
                    .with_note(alive.span, "the alive math object is declared here"),
                );
            }
        }
        let ty = self.ir.ty(Ty::Math(element));
        let op = tanto_dialects::tile::math_acquire(self.ir.context, self.ir.loc(span), ty).ok()?;
        let value = self.ir.append_value(op)?;
        self.alive_math.push(AliveMath {
            value,
            span: span.clone(),
        });
        Some(value)
    }

    /// Releases the math objects acquired since `mark` (scope exit), newest first.
    fn release_math_since(&mut self, mark: usize, span: &Span) {
        while self.alive_math.len() > mark {
            let Some(alive) = self.alive_math.pop() else {
                break;
            };
            let math = self.ir.value(alive.value);
            if let Ok(op) =
                tanto_dialects::tile::math_release(self.ir.context, self.ir.loc(span), math)
            {
                self.ir.append(op);
            }
        }
    }

    // ---- functions -------------------------------------------------------------------------

    fn kernel(&mut self, index: usize) {
        let function = self.functions[index];
        // An unknown return type is already reported.
        if matches!(self.resolve_type(&function.ret), Some(t) if t != Ty::Void) {
            self.err(&function.ret.span, "the kernel must return `void`");
        }
        let mut params = Vec::new();
        for param in &function.params {
            let Some(ty) = self.resolve_type(&param.ty) else {
                if let Some(name) = &param.name {
                    self.poison(&name.name);
                }
                continue;
            };
            let Some(name) = &param.name else {
                self.err(&param.span, "kernel parameters need names");
                continue;
            };
            match ty {
                Ty::Void => self.err(&param.ty.span, "a parameter cannot be `void`"),
                Ty::Math(_) => self.err(
                    &param.ty.span,
                    "a math object cannot be a kernel parameter: declare it in the kernel (`math<T> acc;`)",
                ),
                _ => {
                    if ty.is_dataflow_object() {
                        self.evidence.dataflow(&param.span, &format!("a {ty} parameter"));
                    }
                    params.push((name.clone(), ty));
                }
            }
        }
        self.param_spellings = params
            .iter()
            .map(|(name, ty)| (name.name.clone(), ty.to_string()))
            .collect();
        let types: Vec<_> = params.iter().map(|(_, t)| self.ir.ty(*t)).collect();
        let (region, entry) = self.ir.region(&types, &function.span);
        let arguments = self.ir.block_arguments(entry);
        let outer_block = self.ir.block;
        self.ir.block = entry;
        self.ir.constants = Some(ir::ConstantPool::new(entry));
        self.frames.push(Frame {
            scope_base: self.scopes.len(),
            ret: Ty::Void,
            ret_invalid: false,
            return_flag: None,
            return_value: None,
            loop_base: self.loops.len(),
            name: "kernel".into(),
        });
        self.push_scope();
        for ((name, ty), value) in params.iter().zip(arguments) {
            self.declare(
                name,
                Var {
                    name: name.name.clone(),
                    ty: *ty,
                    value: Some(value),
                    constant: None,
                    mutable: true,
                    span: name.span.clone(),
                },
            );
        }
        self.function_body(&function.body);
        self.pop_scope();
        self.frames.pop();
        self.ir
            .terminate(entry, "func.return", &[], &function.body.span);
        self.ir.block = outer_block;
        self.ir.constants = None;

        let role = self.decide_role(function);
        let context = self.ir.context;
        let function_type = FunctionType::new(context, &types, &[]);
        let arg_attrs: Vec<String> = params
            .iter()
            .map(|(name, _)| format!("{{tanto.name = \"{}\"}}", name.name))
            .collect();
        let mut attributes: Vec<(Identifier, Attribute)> = vec![
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, "kernel").into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(function_type.into()).into(),
            ),
        ];
        if !params.is_empty() {
            match tanto_dialects::ir::parse_attribute(
                context,
                &format!("[{}]", arg_attrs.join(", ")),
            ) {
                Ok(arg_attrs) => {
                    attributes.push((Identifier::new(context, "arg_attrs"), arg_attrs))
                }
                Err(e) => self.error(Diagnostic::error(function.span.clone(), e.to_string())),
            }
        }
        if let Some(role) = role {
            attributes.push((
                Identifier::new(context, "tanto.role"),
                StringAttribute::new(context, role.as_str()).into(),
            ));
        }
        if let Ok(op) = melior::ir::operation::OperationBuilder::new(
            "func.func",
            self.ir.loc(&function.name.span),
        )
        .add_attributes(&attributes)
        .add_regions([region])
        .build()
        {
            self.ir.append(op);
        }
    }

    /// A function body: statements, then the math objects of its outermost
    /// scope are released.
    fn function_body(&mut self, body: &'p ast::Block) {
        let mark = self.alive_math.len();
        self.stmts(&body.stmts);
        let end = body.span.end.saturating_sub(1)..body.span.end;
        self.release_math_since(mark, &end);
    }

    fn check_unused_helper(&mut self, function: &'p ast::Function) {
        let pool = self.ir.constants.take();
        self.checking_only += 1;
        let block = self.ir.block;
        let (_scratch, scratch_block) = self.ir.region(&[], &function.span);
        self.ir.block = scratch_block;
        let resolved = self.resolve_type(&function.ret);
        let ret = resolved.unwrap_or(Ty::Void);
        self.frames.push(Frame {
            scope_base: self.scopes.len(),
            ret,
            ret_invalid: resolved.is_none(),
            return_flag: None,
            return_value: None,
            loop_base: self.loops.len(),
            name: function.name.name.clone(),
        });
        self.push_scope();
        for param in &function.params {
            let (Some(ty), Some(name)) = (self.resolve_type(&param.ty), &param.name) else {
                // Reported; the parameter's uses are poisoned.
                if let Some(name) = &param.name {
                    self.poison(&name.name);
                }
                continue;
            };
            let value = self.opaque_value(ty, &param.span);
            self.declare(
                name,
                Var {
                    name: name.name.clone(),
                    ty,
                    value,
                    constant: None,
                    mutable: true,
                    span: name.span.clone(),
                },
            );
        }
        self.function_body(&function.body);
        self.pop_scope();
        self.frames.pop();
        self.ir.block = block;
        self.checking_only -= 1;
        self.ir.constants = pool;
    }

    /// A value of type `ty` whose contents are unknown (a parameter of a
    /// helper checked on its own): a block argument of the scratch block.
    fn opaque_value(&mut self, ty: Ty, span: &Span) -> Option<Val> {
        if matches!(ty, Ty::Void | Ty::Error) {
            return None;
        }
        let t = self.ir.ty(ty);
        let block = self.ir.block_ref();
        let argument = block.add_argument(t, self.ir.loc(span));
        Some(Val(tanto_dialects::ir::handles::ValueHandle::of(argument)))
    }

    fn decide_role(&mut self, function: &ast::Function) -> Option<Role> {
        let evidence = std::mem::take(&mut self.evidence);
        let (role, diagnostics, reason) = evidence.decide(self.options.mode, &function.name.span);
        for diagnostic in diagnostics {
            self.error(diagnostic);
        }
        self.role_reason = reason;
        role
    }
}
