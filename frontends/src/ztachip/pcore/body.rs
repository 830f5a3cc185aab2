//! Checks of a kernel's body: every name declared (locals, parameters, the
//! class's members, `tid`, `pid`, `_VMASK`, the vector intrinsics), locals
//! of PCORE's types, and each C construct PCORE cannot run refused with its
//! reason (ztachip's compiler, SW/compiler/gen.cpp, refuses the same).

use super::{ast::*, model::*, types::*};
use crate::diagnostic::Diagnostic;
use std::collections::HashMap;

/// What a name in a kernel stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Meaning {
    /// Data in memory or accumulators (indexable when an array).
    Data {
        indexable: bool,
    },
    /// An `int` register or `tid`/`pid`.
    Integer,
    Pointer,
    /// `_global int`: read-only.
    Global,
    /// `tid`, `pid`: read-only.
    Id,
    Mask,
}

struct Scopes<'a> {
    kernel: String,
    locals: Vec<HashMap<String, (Meaning, Span)>>,
    params: &'a [Parameter],
    class: &'a Class,
    /// Every function a call may name, with its parameter count.
    callables: &'a HashMap<String, usize>,
    loops: usize,
    /// The counters of the enclosing `#pragma unroll` loops ztachip's
    /// compiler unrolls: a constant in each copy of the body.
    unrolled: Vec<String>,
    /// Enclosing `switch`es (a `break` may leave one).
    switches: usize,
    /// A subroutine that returns a value (a kernel returns nothing).
    returns_value: bool,
    diagnostics: &'a mut Vec<Diagnostic>,
}

/// Checks the body of `function` (the kernel `kernel` of `class`).
pub fn check(
    function: &Function,
    kernel: &Kernel,
    class: &Class,
    callables: &HashMap<String, usize>,
    returns_value: bool,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let mut scopes = Scopes {
        kernel: format!("{}::{}", class.name, kernel.name),
        locals: vec![HashMap::new()],
        params: &kernel.params,
        class,
        callables,
        loops: 0,
        unrolled: Vec::new(),
        switches: 0,
        returns_value,
        diagnostics,
    };
    scopes.block(&function.body);
}

impl Scopes<'_> {
    fn error(&mut self, span: &Span, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::error(span.clone(), message));
    }

    fn lookup(&self, name: &str) -> Option<Meaning> {
        for scope in self.locals.iter().rev() {
            if let Some((meaning, _)) = scope.get(name) {
                return Some(*meaning);
            }
        }
        if let Some(param) = self.params.iter().find(|p| p.name == name) {
            return Some(
                match (param.global, param.pointer, param.element.as_str()) {
                    (true, _, _) => Meaning::Global,
                    (_, true, _) => Meaning::Pointer,
                    (_, _, "int") => Meaning::Integer,
                    _ => Meaning::Data {
                        indexable: param.element.starts_with('v') || !param.shape.is_empty(),
                    },
                },
            );
        }
        if let Some(v) = self.class.variables.iter().find(|v| v.name == name) {
            return Some(match v.space {
                Space::Integer => Meaning::Integer,
                Space::Pointer => Meaning::Pointer,
                _ => Meaning::Data {
                    // One index past the dimensions picks a lane, of
                    // data or of an accumulator (gen.cpp's decode_array).
                    indexable: !v.shape.is_empty() || v.lanes > 1,
                },
            });
        }
        if name.eq_ignore_ascii_case("tid") || name.eq_ignore_ascii_case("pid") {
            return Some(Meaning::Id);
        }
        if name.eq_ignore_ascii_case("_VMASK") {
            return Some(Meaning::Mask);
        }
        None
    }

    fn block(&mut self, block: &Block) {
        self.locals.push(HashMap::new());
        for statement in &block.statements {
            self.statement(statement);
        }
        self.locals.pop();
    }

    fn statement(&mut self, statement: &Statement) {
        match statement {
            Statement::Block(block) => self.block(block),
            Statement::Declaration(decl) => self.declaration(decl),
            Statement::Expr(expr, _) => {
                if let Some(expr) = expr {
                    self.expr(expr);
                }
            }
            Statement::If {
                condition,
                then,
                otherwise,
                ..
            } => {
                self.expr(condition);
                self.statement(then);
                if let Some(otherwise) = otherwise {
                    self.statement(otherwise);
                }
            }
            Statement::For {
                init,
                condition,
                step,
                body,
                unroll,
                ..
            } => {
                self.locals.push(HashMap::new());
                match init {
                    ForInit::Declaration(decl) => self.declaration(decl),
                    ForInit::Expr(Some(expr)) => self.expr(expr),
                    ForInit::Expr(None) => {}
                }
                for expr in [condition, step].into_iter().flatten() {
                    self.expr(expr);
                }
                let counter = unroll
                    .then(|| unrolled_counter(init, condition.as_ref(), step.as_ref()))
                    .flatten();
                let unrolled = counter.is_some();
                self.unrolled.extend(counter);
                self.loop_body(body);
                if unrolled {
                    self.unrolled.pop();
                }
                self.locals.pop();
            }
            Statement::While {
                condition, body, ..
            }
            | Statement::DoWhile {
                body, condition, ..
            } => {
                self.expr(condition);
                self.loop_body(body);
            }
            Statement::Switch { value, body, .. } => {
                self.expr(value);
                self.switches += 1;
                self.statement(body);
                self.switches -= 1;
            }
            Statement::Case { value, span } => {
                if self.switches == 0 {
                    self.error(
                        span,
                        "a `case` or `default` label belongs inside a `switch`",
                    );
                }
                if let Some(value) = value {
                    self.expr(value);
                }
            }
            Statement::Break(span) => {
                if self.loops == 0 && self.switches == 0 {
                    self.error(span, "`break` belongs inside a loop or a `switch`");
                }
            }
            Statement::Continue(span) => {
                if self.loops == 0 {
                    self.error(span, "`break` and `continue` belong inside a loop");
                }
            }
            Statement::Return(Some(expr), _) => {
                if self.returns_value {
                    self.expr(expr);
                } else {
                    self.error(&expr.span, "a kernel returns nothing: `return;`");
                }
            }
            Statement::Return(None, span) => {
                if self.returns_value {
                    self.error(span, "this subroutine returns a value: `return value;`");
                }
            }
            Statement::Pragma(pragma) => {
                let message = if pragma.is_unroll() {
                    "`#pragma unroll` applies to the `for` right after it; here it is ignored"
                        .to_string()
                } else {
                    format!("`#pragma {}` is not a PCORE pragma; ignored", pragma.text)
                };
                self.diagnostics
                    .push(Diagnostic::warning(pragma.span.clone(), message));
            }
            Statement::Unsupported { construct, span } => {
                let why = match *construct {
                    "`goto`" => "`goto` is not supported (ztachip's compiler refuses it: \"Unsupported C-statement\")",
                    _ => "labels are not supported: PCORE code has no `goto` to jump to them",
                };
                self.error(span, why);
            }
        }
    }

    fn loop_body(&mut self, body: &Statement) {
        self.loops += 1;
        self.statement(body);
        self.loops -= 1;
    }

    fn declaration(&mut self, decl: &Declaration) {
        if let Some(error) = refused_storage(&decl.specifiers) {
            self.diagnostics.push(error);
            return;
        }
        for word in ["_share", "_global", "extern", "_kernel_"] {
            if let Some(span) = decl.specifiers.find(word) {
                let span = span.clone();
                self.error(
                    &span,
                    format!("`{word}` cannot mark a kernel's local variable"),
                );
                return;
            }
        }
        let ty = match type_of(&decl.specifiers) {
            Ok(ty) => ty,
            Err(error) => {
                self.diagnostics.push(error);
                return;
            }
        };
        for declarator in &decl.declarators {
            if declarator.prototype {
                self.error(
                    &declarator.span,
                    "functions cannot be declared inside a kernel",
                );
                continue;
            }
            let name = &declarator.name;
            if name.class.is_some() {
                self.error(
                    &name.span,
                    "a kernel's local variable has a plain name, without `class::`",
                );
                continue;
            }
            if is_reserved(&name.name) {
                self.error(
                    &name.span,
                    format!(
                        "`{}` is a reserved name (tid, pid, _VMASK and the vector intrinsics)",
                        name.name
                    ),
                );
                continue;
            }
            self.diagnostics
                .extend(dropped_pointers_warning(declarator));
            let Some(shape) = shape(&declarator.dims, self.diagnostics) else {
                continue;
            };
            let pointer = declarator.pointers > 0;
            let meaning = match (ty.kind, pointer) {
                (Kind::Integer, false) => Meaning::Integer,
                (Kind::Vector, true) if declarator.pointers == 1 => Meaning::Pointer,
                (Kind::Vector | Kind::Accumulator, false) => Meaning::Data {
                    // One index past the dimensions picks a lane.
                    indexable: !shape.is_empty()
                        || (ty.kind == Kind::Vector && ty.lanes > 1)
                        || ty.kind == Kind::Accumulator,
                },
                _ => {
                    let why = if declarator.pointers > 1 {
                        format!("a pointer to a pointer (`{} {}`): PCORE pointers point to int16 or vint16 data", ty.word, "*".repeat(declarator.pointers))
                    } else {
                        format!(
                            "a pointer to `{}`: PCORE pointers point to int16 or vint16 data",
                            ty.word
                        )
                    };
                    self.error(&declarator.span, why);
                    continue;
                }
            };
            if matches!(meaning, Meaning::Integer | Meaning::Pointer) && !shape.is_empty() {
                self.error(
                    &declarator.span,
                    format!("`{}` is a register: it cannot be an array", name.name),
                );
                continue;
            }
            if let Some(init) = &declarator.init {
                match init {
                    Initializer::Expr(expr) => self.expr(expr),
                    Initializer::List(..) => {
                        let mut values = Vec::new();
                        init.values(&mut values);
                        for value in values {
                            self.expr(value);
                        }
                    }
                }
            }
            let scope = self.locals.last_mut().expect("a kernel has a scope");
            if let Some((_, first)) = scope.get(&name.name) {
                let first = first.clone();
                self.diagnostics.push(
                    Diagnostic::error(
                        name.span.clone(),
                        format!("`{}` is declared twice in this block", name.name),
                    )
                    .with_note(first, "first declared here"),
                );
                continue;
            }
            scope.insert(name.name.clone(), (meaning, name.span.clone()));
        }
    }

    fn name(&mut self, name: &Name) -> Option<Meaning> {
        if name.class.is_some() {
            self.error(
                &name.span,
                format!(
                    "`{}`: inside a kernel, class members are named without their class (`{}`)",
                    name.full(),
                    name.name
                ),
            );
            return None;
        }
        let meaning = self.lookup(&name.name);
        if meaning.is_none() {
            let message = format!(
                "`{}` is not declared in kernel `{}`",
                name.name, self.kernel
            );
            self.diagnostics.push(
                Diagnostic::error(name.span.clone(), message)
                    .with_label("not a local, a parameter or a member of the class"),
            );
        }
        meaning
    }

    fn assign_target(&mut self, target: &Expr) {
        match &target.kind {
            ExprKind::Name(name) => match self.name(name) {
                Some(Meaning::Id) => {
                    self.error(&target.span, format!("`{}` is read-only", name.name))
                }
                Some(Meaning::Global) => self.error(
                    &target.span,
                    format!(
                        "`{}` is a `_global` parameter: kernels only read it",
                        name.name
                    ),
                ),
                _ => {}
            },
            ExprKind::Index(..) => self.expr(target),
            ExprKind::Prefix(op, _) if op == "*" => self.expr(target),
            _ => self.error(
                &target.span,
                "this cannot be assigned: assign a variable, an array element or `_VMASK`",
            ),
        }
    }

    fn expr(&mut self, expr: &Expr) {
        match &expr.kind {
            ExprKind::Name(name) => {
                self.name(name);
            }
            ExprKind::Int(_) => {}
            ExprKind::Char(text) => self.diagnostics.push(Diagnostic::warning(
                expr.span.clone(),
                format!("ztachip's compiler reads a character constant as the number its text starts with (atoi), so {text} is 0 in PCORE code"),
            )),
            ExprKind::TooLarge(_) => self.error(&expr.span, "this integer constant does not fit in 64 bits"),
            ExprKind::Float(text) if text.starts_with("FLOAT") => self.diagnostics.push(Diagnostic::warning(
                expr.span.clone(),
                format!("ztachip's compiler reads `{text}` as 0 (it converts the constant's text with atof, which reads no number in it)"),
            )),
            ExprKind::Float(text) => {
                if float_constant(text).is_none() {
                    self.error(&expr.span, "this floating-point constant does not fit in 32 bits");
                }
            }
            ExprKind::Str(_) => self.error(&expr.span, "strings are not part of the PCORE language"),
            ExprKind::Sizeof(_) => self.error(&expr.span, "`sizeof` is not supported by ztachip's compiler"),
            ExprKind::Member(..) => self.error(&expr.span, "`.` and `->`: PCORE has no structures"),
            ExprKind::Cast(..) => self.error(&expr.span, "casts are not modelled: PCORE converts between its types on assignment"),
            ExprKind::Prefix(op, operand) => match op.as_str() {
                "*" => self.error(&expr.span, "`*p` is not supported (ztachip's compiler: \"Use array notation instead\"): write `p[0]`"),
                "&" => match &operand.kind {
                    ExprKind::Name(_) | ExprKind::Index(..) => self.expr(operand),
                    _ => self.error(&expr.span, "`&` takes a variable or an array element"),
                },
                "++" | "--" => self.assign_target(operand),
                _ => self.expr(operand),
            },
            ExprKind::Postfix(_, operand) => self.assign_target(operand),
            ExprKind::Binary(op, left, right) => {
                if matches!(op.as_str(), "/" | "%") {
                    self.division(expr, op, right);
                }
                self.expr(left);
                self.expr(right);
            }
            ExprKind::Assign(op, target, value) => {
                if op == "/=" || op == "%=" {
                    self.error(&expr.span, format!("`{op}` is not supported: ztachip's compiler refuses it (\"Invalid assignment\"), and PCORE's ALUs have no divider"));
                }
                self.assign_target(target);
                self.expr(value);
            }
            ExprKind::Conditional(c, a, b) => {
                for e in [c, a, b] {
                    self.expr(e);
                }
            }
            ExprKind::Call(callee, args) => self.call(expr, callee, args),
            ExprKind::Index(base, index) => {
                if let ExprKind::Name(name) = &base.kind {
                    match self.name(name) {
                        Some(Meaning::Integer | Meaning::Global | Meaning::Id | Meaning::Mask) => {
                            self.error(&base.span, format!("`{}` is an integer: it cannot be indexed", name.name));
                        }
                        Some(Meaning::Data { indexable: false }) => {
                            self.error(&base.span, format!("`{}` is not an array or a pointer", name.name));
                        }
                        _ => {}
                    }
                } else {
                    self.expr(base);
                }
                self.expr(index);
            }
            ExprKind::Comma(parts) => {
                for part in parts {
                    self.expr(part);
                }
            }
        }
    }

    /// `/` and `%` are folded by ztachip's compiler: of constants, and of
    /// the counters of unrolled loops, which are constants in each copy
    /// of the body (gen.cpp substitutes them, then folds the indices).
    fn division(&mut self, expr: &Expr, op: &str, divisor: &Expr) {
        if constant(divisor) == Some(0) {
            self.error(&divisor.span, format!("`{op}` by zero"));
        } else if constant(expr).is_none() && !self.unroll_constant(expr) {
            self.error(&expr.span, format!("`{op}` of values known only at run time: PCORE's ALUs have no divider (ztachip's compiler folds `/` and `%` of constants and of the counters of `#pragma unroll` loops only)"));
        }
    }

    /// Constants and counters of enclosing unrolled loops, combined by
    /// operators.
    fn unroll_constant(&self, expr: &Expr) -> bool {
        match &expr.kind {
            ExprKind::Int(_) | ExprKind::Char(_) => true,
            ExprKind::Name(name) => self.unrolled.contains(&name.name),
            ExprKind::Prefix(op, e) => {
                matches!(op.as_str(), "-" | "+" | "~" | "!") && self.unroll_constant(e)
            }
            ExprKind::Binary(_, l, r) => self.unroll_constant(l) && self.unroll_constant(r),
            _ => false,
        }
    }

    fn call(&mut self, expr: &Expr, callee: &Expr, args: &[Expr]) {
        let ExprKind::Name(name) = &callee.kind else {
            self.error(
                &callee.span,
                "only the vector intrinsics (LT, GE, ASN_RAW, ...) can be called",
            );
            return;
        };
        match (name.class.is_none(), intrinsic(&name.name)) {
            (true, Some(arity)) => {
                // ztachip's compiler reads an operation's operands and
                // ignores any past them, except a second one of a
                // one-operand operation ("Too many parameters").
                if args.len() < arity || (arity == 1 && args.len() > 1) {
                    self.error(
                        &expr.span,
                        format!(
                            "`{}` takes {arity} operand{}, not {}",
                            name.name,
                            if arity == 1 { "" } else { "s" },
                            args.len()
                        ),
                    );
                } else if let Some(extra) = args.get(arity) {
                    self.diagnostics.push(Diagnostic::warning(
                        extra.span.start..args[args.len() - 1].span.end,
                        format!("`{}` takes {arity} operands: ztachip's compiler ignores the rest, and so does Tanto", name.name),
                    ));
                }
                for arg in args.iter().take(arity) {
                    self.expr(arg);
                }
            }
            _ => {
                // Any function of the file by its full name, a kernel too,
                // as ztachip's compiler finds it.
                let arity = name
                    .class
                    .is_some()
                    .then(|| self.callables.get(&name.full()).copied())
                    .flatten();
                let Some(arity) = arity else {
                    let class = &self.class.name;
                    self.error(
                        &callee.span,
                        format!(
                            "`{}` is neither a vector intrinsic nor a function of this program (called by its full name, `{class}::f(...)`)",
                            name.full(),
                        ),
                    );
                    return;
                };
                if args.len() != arity {
                    self.error(
                        &expr.span,
                        format!(
                            "`{}` takes {} argument(s), not {}",
                            name.full(),
                            arity,
                            args.len()
                        ),
                    );
                }
                for arg in args {
                    self.expr(arg);
                }
            }
        }
    }
}

/// The counter of a `for` ztachip's compiler unrolls (gen.cpp loopUnroll):
/// `i = constant; i < constant` (`<=`, `>`, `>=`); `i++`, `i--`, `++i`,
/// `--i`, `i += constant` or `i -= constant`.
pub(crate) fn unrolled_counter(
    init: &ForInit,
    condition: Option<&Expr>,
    step: Option<&Expr>,
) -> Option<String> {
    let name_of = |e: &Expr| match &e.kind {
        ExprKind::Name(name) => Some(name.name.clone()),
        _ => None,
    };
    let ForInit::Expr(Some(init)) = init else {
        return None;
    };
    let ExprKind::Assign(op, target, from) = &init.kind else {
        return None;
    };
    let counter = name_of(target).filter(|_| op == "=" && constant(from).is_some())?;
    let ExprKind::Binary(op, left, limit) = &condition?.kind else {
        return None;
    };
    let compares = matches!(op.as_str(), "<" | "<=" | ">" | ">=");
    if !compares || name_of(left)? != counter || constant(limit).is_none() {
        return None;
    }
    let steps = match &step?.kind {
        ExprKind::Postfix(_, e) => name_of(e),
        ExprKind::Prefix(op, e) if op == "++" || op == "--" => name_of(e),
        ExprKind::Assign(op, e, by) if (op == "+=" || op == "-=") && constant(by).is_some() => {
            name_of(e)
        }
        _ => None,
    };
    (steps? == counter).then_some(counter)
}
