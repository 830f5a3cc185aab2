//! Comptime evaluation: params, `const`s, the layout block, top-level
//! `comptime` blocks and functions called at comptime. Values carry CSL's
//! types: an operation on two typed integers needs one type, a
//! `comptime_int` takes the other's, and an overflow of a type is an error,
//! as CSL's compiler reports them. Machine builtins (the layout's, a PE's
//! bindings) are the [`Hooks`] of the caller; the builtins every file
//! knows are in [`builtins`].

pub mod builtins;
pub mod math;
pub mod memcpy;

use super::ast::*;
use super::value::*;
use crate::diagnostic::Diagnostic;
use builtins::Machine;
use std::collections::{BTreeMap, BTreeSet};

/// Statements comptime evaluation may run before it stops (a loop that
/// does not end is an error, not a hang).
pub const MAX_STEPS: u64 = 10_000_000;

/// Nested comptime function calls.
pub const MAX_CALL_DEPTH: usize = 32;

/// Elements of one array: far more than any PE's memory holds (48 KiB),
/// so a larger one is an error, not an allocation that exhausts the host.
pub const MAX_ARRAY_ELEMENTS: u64 = 1 << 20;

/// Elements of a range walked at comptime.
pub const MAX_RANGE_ELEMENTS: usize = 1 << 20;

pub type Eval<T> = Result<T, Diagnostic>;

/// The builtins a caller adds: `Some` when it knows `name`.
pub trait Hooks {
    fn builtin(&mut self, name: &Name, args: &[(Value, Span)], call: &Span) -> Option<Eval<Value>>;
}

/// No builtins beyond the language's.
pub struct NoHooks;

impl Hooks for NoHooks {
    fn builtin(&mut self, _: &Name, _: &[(Value, Span)], _: &Span) -> Option<Eval<Value>> {
        None
    }
}

/// How a statement ended.
enum Flow {
    Normal,
    Break(Option<String>, Option<Value>),
    Continue(Option<String>),
    Return(Value),
}

/// A global of the file: a declaration or a function.
#[derive(Clone, Copy)]
enum Global<'f> {
    Decl(&'f Decl),
    Fn(&'f FnDecl),
}

pub struct Evaluator<'f> {
    globals: BTreeMap<&'f str, Global<'f>>,
    values: BTreeMap<String, Value>,
    evaluating: BTreeSet<String>,
    /// Values given to params (by the importer, the layout or `--params`).
    bound: BTreeMap<String, Value>,
    scopes: Vec<BTreeMap<String, Value>>,
    steps: u64,
    calls: usize,
    machine: Machine,
    /// The PE a program is lowered for alone (it imports `<layout>`).
    pe: Option<(u16, u16)>,
    /// The layout's rectangle (width, height), known to PE programs.
    rectangle: Option<(u16, u16)>,
}

pub fn error(span: &Span, message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(span.clone(), message)
}

impl<'f> Evaluator<'f> {
    /// The target's resource counts.
    pub fn machine(&self) -> Machine {
        self.machine
    }

    pub fn set_pe(&mut self, pe: Option<(u16, u16)>) {
        self.pe = pe;
    }

    pub fn set_rectangle(&mut self, width: u16, height: u16) {
        self.rectangle = Some((width, height));
    }

    /// `<layout>`'s `get_x_coord()`/`get_y_coord()`: the PE's coordinate
    /// in the rectangle, a u16, when the program is lowered for one PE.
    pub fn layout_call(&self, function: &str, args: usize, at: &Span) -> Option<Eval<Value>> {
        let pick = match function {
            "<layout>.get_x_coord" => |pe: (u16, u16)| pe.0,
            "<layout>.get_y_coord" => |pe: (u16, u16)| pe.1,
            _ => return None,
        };
        let u16_type = Some(IntType {
            signed: false,
            bits: 16,
        });
        Some(match self.pe {
            _ if args != 0 => Err(error(at, format!("`{function}` takes no arguments"))),
            Some(pe) => Ok(Value::Int {
                ty: u16_type,
                value: i128::from(pick(pe)),
            }),
            None => Err(error(
                at,
                format!("`{function}` is known only in a PE program"),
            )),
        })
    }

    pub fn new(file: &'f File, bound: BTreeMap<String, Value>, machine: Machine) -> Self {
        let mut globals = BTreeMap::new();
        for item in &file.items {
            match item {
                Item::Decl(d) => {
                    globals.insert(d.name.text.as_str(), Global::Decl(d));
                }
                Item::Fn(f) => {
                    globals.insert(f.name.text.as_str(), Global::Fn(f));
                }
                Item::Comptime(_) | Item::Layout(_) => {}
            }
        }
        Self {
            globals,
            values: BTreeMap::new(),
            evaluating: BTreeSet::new(),
            bound,
            scopes: Vec::new(),
            steps: 0,
            calls: 0,
            pe: None,
            rectangle: None,
            machine,
        }
    }

    /// The value of global `name` (evaluated once, on first use).
    pub fn global(&mut self, name: &str, at: &Span, hooks: &mut dyn Hooks) -> Eval<Value> {
        if let Some(v) = self.values.get(name) {
            return Ok(v.clone());
        }
        let Some(global) = self.globals.get(name).copied() else {
            return Err(error(at, format!("`{name}` is not declared")));
        };
        let decl = match global {
            Global::Fn(f) => return Ok(Value::Fn(f.name.text.clone())),
            Global::Decl(d) => d,
        };
        if !self.evaluating.insert(name.to_string()) {
            return Err(error(
                &decl.name.span,
                format!("`{name}` depends on its own value"),
            ));
        }
        let saved = std::mem::take(&mut self.scopes);
        let value = self.declared(decl, hooks);
        self.scopes = saved;
        self.evaluating.remove(name);
        let value = value?;
        self.values.insert(name.to_string(), value.clone());
        Ok(value)
    }

    /// A global declaration's value: a param's binding or default, an
    /// initializer, or (a `var` without one) zero.
    fn declared(&mut self, decl: &Decl, hooks: &mut dyn Hooks) -> Eval<Value> {
        let ty = match &decl.ty {
            Some(t) => Some(self.type_expr(t, hooks)?),
            None => None,
        };
        let value = match (decl.kind, self.bound.get(&decl.name.text).cloned(), &decl.init) {
            (DeclKind::Param, Some(v), _) => self.bound_color(v, ty.as_ref(), &decl.name.span)?,
            (_, _, Some(init)) => self.expr(init, hooks)?,
            (DeclKind::Param, None, None) => {
                return Err(error(
                    &decl.name.span,
                    format!(
                        "param `{}` has no value: bind it where the file is used, or give it with --params {}=<value>",
                        decl.name.text, decl.name.text
                    ),
                ))
            }
            (_, _, None) => match &ty {
                Some(t) => zero(t, &decl.name.span)?,
                None => {
                    return Err(error(&decl.name.span, "a declaration needs a type or a value"))
                }
            },
        };
        match ty {
            Some(t) => coerce(
                value,
                &t,
                decl.init.as_ref().map_or(&decl.name.span, |e| &e.span),
            ),
            None => Ok(value),
        }
    }

    /// A command-line number bound to a `param NAME: color` (cslc's
    /// `--colors NAME:N`) is the color N, as `@get_color(N)` makes it.
    fn bound_color(&self, value: Value, ty: Option<&Type>, at: &Span) -> Eval<Value> {
        match (&value, ty) {
            (Value::Int { ty: None, value: n }, Some(Type::Id(IdKind::Color))) => {
                if !(0..i128::from(self.machine.colors)).contains(n) {
                    return Err(error(
                        at,
                        format!(
                            "color {n} is out of range: the target has 0 to {}",
                            self.machine.colors.saturating_sub(1)
                        ),
                    ));
                }
                Ok(Value::Id {
                    kind: IdKind::Color,
                    id: *n as u16,
                })
            }
            _ => Ok(value),
        }
    }

    fn step(&mut self, at: &Span) -> Eval<()> {
        self.steps += 1;
        if self.steps > MAX_STEPS {
            return Err(error(
                at,
                format!("comptime evaluation ran more than {MAX_STEPS} steps (a loop that does not end?)"),
            ));
        }
        Ok(())
    }

    fn lookup(&mut self, name: &str, at: &Span, hooks: &mut dyn Hooks) -> Eval<Value> {
        for scope in self.scopes.iter().rev() {
            if let Some(v) = scope.get(name) {
                return Ok(v.clone());
            }
        }
        if self.globals.contains_key(name) {
            return self.global(name, at, hooks);
        }
        if let Some(v) = predeclared(name) {
            return Ok(v);
        }
        Err(error(at, format!("`{name}` is not declared")))
    }

    pub fn type_expr(&mut self, e: &Expr, hooks: &mut dyn Hooks) -> Eval<Type> {
        match self.expr(e, hooks)? {
            Value::Type(t) => Ok(t),
            other if super::value::as_type(&other).is_some() => {
                super::value::as_type(&other).ok_or_else(|| error(&e.span, "expected a type"))
            }
            other => Err(error(
                &e.span,
                format!("expected a type, found {}", other.type_of()),
            )),
        }
    }

    pub fn expr(&mut self, e: &Expr, hooks: &mut dyn Hooks) -> Eval<Value> {
        self.step(&e.span)?;
        match &e.kind {
            ExprKind::Int(v) => Ok(Value::int(*v)),
            ExprKind::Float(v) => Ok(Value::Float {
                ty: None,
                value: *v,
            }),
            ExprKind::Bool(b) => Ok(Value::Bool(*b)),
            ExprKind::Str(s) => Ok(Value::Str(s.clone())),
            ExprKind::Undefined => Err(error(&e.span, "`undefined` has no comptime value")),
            ExprKind::Ident(name) => self.lookup(name, &e.span, hooks),
            ExprKind::Unary {
                op: UnaryOp::AddressOf,
                operand,
            } => match &operand.kind {
                // A `const` array's address too: a DSD reads it from memory.
                ExprKind::Ident(name) if self.is_global_var(name) || self.is_global_const(name) => {
                    Ok(Value::Address(name.clone()))
                }
                _ => Err(error(&e.span, "`&` takes a global variable at comptime")),
            },
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand, hooks)?;
                unary(*op, v, &e.span)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs, hooks)?;
                // `and` / `or` short-circuit, at comptime too.
                match (op, &a) {
                    (BinaryOp::And, Value::Bool(false)) => return Ok(Value::Bool(false)),
                    (BinaryOp::Or, Value::Bool(true)) => return Ok(Value::Bool(true)),
                    _ => {}
                }
                let b = self.expr(rhs, hooks)?;
                binary(*op, a, b, &e.span)
            }
            ExprKind::If {
                cond,
                then,
                otherwise,
            } => {
                if self.condition(cond, hooks)? {
                    self.expr(then, hooks)
                } else {
                    match otherwise {
                        Some(otherwise) => self.expr(otherwise, hooks),
                        None => Ok(Value::Void),
                    }
                }
            }
            ExprKind::Literal { ty, fields } => {
                let mut values = Vec::new();
                for (name, v) in fields {
                    values.push((name.as_ref().map(|n| n.text.clone()), self.expr(v, hooks)?));
                }
                if let Some(ty) = ty {
                    let _ = self.type_expr(ty, hooks)?;
                }
                Ok(Value::Struct(values))
            }
            ExprKind::ArrayLiteral { ty, elements } => {
                let Type::Array { dims, element } = self.type_expr(ty, hooks)? else {
                    return Err(error(&ty.span, "expected an array type"));
                };
                let count: u64 = dims.iter().product();
                if count != elements.len() as u64 {
                    return Err(error(
                        &e.span,
                        format!(
                            "the array has {count} elements but {} are given",
                            elements.len()
                        ),
                    ));
                }
                let mut values = Vec::new();
                for v in elements {
                    let value = self.expr(v, hooks)?;
                    values.push(coerce(value, &element, &v.span)?);
                }
                Ok(Value::Array {
                    element: *element,
                    dims,
                    elements: values,
                })
            }
            ExprKind::ArrayType { dims, element } => {
                let mut sizes = Vec::new();
                for d in dims {
                    let v = self.expr(d, hooks)?;
                    sizes.push(non_negative(&v, &d.span, "an array dimension")?);
                }
                let count = sizes
                    .iter()
                    .try_fold(1u64, |total, d| total.checked_mul(*d))
                    .filter(|count| *count <= MAX_ARRAY_ELEMENTS);
                if count.is_none() {
                    return Err(error(
                        &e.span,
                        format!("the array has more than {MAX_ARRAY_ELEMENTS} elements: more than any PE's memory holds"),
                    ));
                }
                let element = self.type_expr(element, hooks)?;
                if matches!(element, Type::Array { .. }) {
                    return Err(error(
                        &e.span,
                        "an array's elements are not arrays: write `[M, N]T`",
                    ));
                }
                Ok(Value::Type(Type::Array {
                    dims: sizes,
                    element: Box::new(element),
                }))
            }
            ExprKind::PointerType {
                many,
                constant,
                pointee,
            } => Ok(Value::Type(Type::Pointer {
                many: *many,
                constant: *constant,
                pointee: Box::new(self.type_expr(pointee, hooks)?),
            })),
            ExprKind::FnType { params, ret } => {
                let mut types = Vec::new();
                for p in params {
                    types.push(self.type_expr(p, hooks)?);
                }
                Ok(Value::Type(Type::Fn {
                    params: types,
                    ret: Box::new(self.type_expr(ret, hooks)?),
                }))
            }
            ExprKind::Field { base, name } => {
                let v = self.expr(base, hooks)?;
                match &v {
                    Value::Struct(_) => v.field(&name.text).cloned().ok_or_else(|| {
                        error(
                            &name.span,
                            format!("the struct has no field `{}`", name.text),
                        )
                    }),
                    // <time>'s counter is three u16 words.
                    Value::Module { name: module, .. }
                        if module == "<time>" && name.text == "tsc_size_words" =>
                    {
                        Ok(Value::int(3))
                    }
                    // <control>'s commands, and how many a wavelet carries.
                    Value::Module { name: module, .. }
                        if module == "<control>" && name.text == "opcode" =>
                    {
                        Ok(Value::Struct(
                            ["NOP", "SWITCH_ADV", "SWITCH_RST", "TEARDOWN"]
                                .iter()
                                .enumerate()
                                .map(|(k, n)| (Some(n.to_string()), Value::int(k as i128)))
                                .collect(),
                        ))
                    }
                    Value::Module { name: module, .. }
                        if module == "<control>" && name.text == "MAX_CMDS" =>
                    {
                        Ok(Value::int(8))
                    }
                    Value::Module {
                        name: module,
                        bindings,
                    } if module == "<memcpy/memcpy>" && memcpy::is_stream(&name.text) => {
                        memcpy::stream_color(bindings, &name.text, &name.span)
                    }
                    Value::Module { name: module, .. } => {
                        Ok(Value::Fn(format!("{module}.{}", name.text)))
                    }
                    _ => Err(error(
                        &name.span,
                        format!("a {} has no field `{}`", v.type_of(), name.text),
                    )),
                }
            }
            ExprKind::Index { base, indices } => {
                let v = self.expr(base, hooks)?;
                let mut at = Vec::new();
                for i in indices {
                    let value = self.expr(i, hooks)?;
                    at.push(non_negative(&value, &i.span, "an index")?);
                }
                index(&v, &at, &e.span).cloned()
            }
            ExprKind::Builtin { name, args } => self.builtin(name, args, &e.span, hooks),
            ExprKind::Call { callee, args } => {
                if let Some(params) = self.memcpy_get_params(callee, args, &e.span, hooks) {
                    return params;
                }
                let f = self.expr(callee, hooks)?;
                let mut values = Vec::new();
                for a in args {
                    values.push((self.expr(a, hooks)?, a.span.clone()));
                }
                self.call(f, values, &e.span, hooks)
            }
            ExprKind::Block(block) => match self.block(block, hooks)? {
                Flow::Break(label, value)
                    if label.is_some() && label == block.label.as_ref().map(|l| l.text.clone()) =>
                {
                    Ok(value.unwrap_or(Value::Void))
                }
                Flow::Normal => Ok(Value::Void),
                _ => Err(error(
                    &e.span,
                    "a block's value is given by `break :label value`",
                )),
            },
            ExprKind::Deref(_) => Err(error(&e.span, "a pointer has no comptime value to read")),
            ExprKind::TensorAccess {
                vars,
                extents,
                body,
            } => self
                .tensor_access(vars, extents, body, hooks)
                .map(Value::Access),
        }
    }

    /// The parameter types and result type of function `name` of the file.
    /// Whether global `name` is `@import_module("<layout>")`.
    pub fn names_layout_module(&self, name: &str) -> bool {
        let Some(Global::Decl(decl)) = self.globals.get(name) else {
            return false;
        };
        matches!(
            decl.init.as_ref().map(|e| &e.kind),
            Some(ExprKind::Builtin { name, args })
                if name.text == "import_module"
                    && matches!(args.first().map(|a| &a.kind), Some(ExprKind::Str(s)) if s == b"<layout>")
        )
    }

    /// Function (not task) `name` of the file, if it is one.
    pub fn function_decl(&self, name: &str) -> Option<&'f FnDecl> {
        match self.globals.get(name) {
            Some(Global::Fn(decl)) if !decl.task => Some(decl),
            _ => None,
        }
    }

    pub fn signature(&mut self, name: &str, hooks: &mut dyn Hooks) -> Eval<(Vec<Type>, Type)> {
        let Some(Global::Fn(decl)) = self.globals.get(name).copied() else {
            return Err(error(
                &(0..0),
                format!("`{name}` is not a function of the file"),
            ));
        };
        let mut params = Vec::new();
        for p in &decl.params {
            params.push(self.type_expr(&p.ty, hooks)?);
        }
        let ret = match &decl.ret {
            Some(r) => self.type_expr(r, hooks)?,
            None => Type::Void,
        };
        Ok((params, ret))
    }

    /// `e` evaluated with `locals` (comptime-known locals of a function)
    /// in scope.
    pub fn expr_with(&mut self, e: &Expr, locals: &BTreeMap<String, Value>) -> Eval<Value> {
        self.scopes.push(locals.clone());
        let value = self.expr(e, &mut NoHooks);
        self.scopes.pop();
        value
    }

    /// Whether `name` is a global `var` of the file (storage of the PE).
    pub fn is_global_var(&self, name: &str) -> bool {
        self.scopes.iter().all(|s| !s.contains_key(name))
            && matches!(self.globals.get(name), Some(Global::Decl(d)) if d.kind == DeclKind::Var)
    }

    pub fn is_global_const(&self, name: &str) -> bool {
        self.scopes.iter().all(|s| !s.contains_key(name))
            && matches!(self.globals.get(name), Some(Global::Decl(d)) if d.kind == DeclKind::Const)
    }

    /// `|i, j|{M, N} -> A[f(i, j), ...]` as an affine walk of global array
    /// A: the index at every variable 0 is the offset, and each variable's
    /// step is what one unit of it adds; an index that is not affine is an
    /// error (checked at every variable 2 and at all of them 1).
    fn tensor_access(
        &mut self,
        vars: &[Name],
        extents: &[Expr],
        body: &Expr,
        hooks: &mut dyn Hooks,
    ) -> Eval<Access> {
        if vars.len() != extents.len() || vars.is_empty() || vars.len() > 4 {
            return Err(error(
                &body.span,
                "a tensor access has 1 to 4 variables, each with its extent",
            ));
        }
        let ExprKind::Index { base, indices } = &body.kind else {
            return Err(error(
                &body.span,
                "a tensor access reads an array: `|i|{n} -> A[i]`",
            ));
        };
        let ExprKind::Ident(array) = &base.kind else {
            return Err(error(
                &base.span,
                "a tensor access reads a global array by name",
            ));
        };
        if !self.is_global_var(array) && !self.is_global_const(array) {
            return Err(error(
                &base.span,
                format!("`{array}` is not a global array (a `var` or a `const`)"),
            ));
        }
        let dims = match self.global(array, &base.span, hooks)? {
            Value::Array { dims, .. } => dims,
            other => {
                return Err(error(
                    &base.span,
                    format!("`{array}` is a {}, not an array", other.type_of()),
                ))
            }
        };
        if dims.len() != indices.len() {
            return Err(error(
                &body.span,
                format!(
                    "`{array}` has {} dimensions, not {}",
                    dims.len(),
                    indices.len()
                ),
            ));
        }
        let mut sizes = Vec::new();
        for extent in extents {
            let v = self.expr(extent, hooks)?;
            sizes.push(non_negative(&v, &extent.span, "an extent")?);
        }
        // The row-major element of `indices` with the variables at `at`.
        let mut linear = |this: &mut Self, at: &[i128]| -> Eval<i128> {
            let scope = vars
                .iter()
                .zip(at)
                .map(|(v, k)| (v.text.clone(), Value::int(*k)))
                .collect();
            this.scopes.push(scope);
            let mut flat: i128 = 0;
            let mut result = Ok(());
            for (index, dim) in indices.iter().zip(&dims) {
                match this.expr(index, hooks) {
                    Ok(Value::Int { value, .. }) => flat = flat * i128::from(*dim) + value,
                    Ok(other) => {
                        result = Err(error(
                            &index.span,
                            format!("an index is an integer, not {other}"),
                        ));
                        break;
                    }
                    Err(e) => {
                        result = Err(e);
                        break;
                    }
                }
            }
            this.scopes.pop();
            result.map(|()| flat)
        };
        let zeros = vec![0; vars.len()];
        let offset = linear(self, &zeros)?;
        let mut strides = Vec::new();
        for k in 0..vars.len() {
            let mut unit = zeros.clone();
            unit[k] = 1;
            let step = linear(self, &unit)? - offset;
            unit[k] = 2;
            if linear(self, &unit)? != offset + 2 * step {
                return Err(error(
                    &body.span,
                    "a tensor access's index is not affine in its variables",
                ));
            }
            strides.push(step);
        }
        let ones = vec![1; vars.len()];
        if linear(self, &ones)? != offset + strides.iter().sum::<i128>() {
            return Err(error(
                &body.span,
                "a tensor access's index is not affine in its variables",
            ));
        }
        let to_i64 = |v: i128| {
            i64::try_from(v).map_err(|_| error(&body.span, "the tensor access is too large"))
        };
        Ok(Access {
            array: array.clone(),
            offset: to_i64(offset)?,
            extents: sizes,
            strides: strides.into_iter().map(to_i64).collect::<Eval<_>>()?,
            index_offset: false,
        })
    }

    fn condition(&mut self, e: &Expr, hooks: &mut dyn Hooks) -> Eval<bool> {
        match self.expr(e, hooks)? {
            Value::Bool(b) => Ok(b),
            other => Err(error(
                &e.span,
                format!("a condition is a bool, not {}", other.type_of()),
            )),
        }
    }

    fn builtin(
        &mut self,
        name: &Name,
        args: &[Expr],
        at: &Span,
        hooks: &mut dyn Hooks,
    ) -> Eval<Value> {
        if name.text == "allocate_fifo" {
            return self.allocate_fifo(args, at, hooks);
        }
        // Type arguments and values alike are comptime values.
        let mut values = Vec::new();
        for a in args {
            values.push((self.expr(a, hooks)?, a.span.clone()));
        }
        if let Some(result) = builtins::language(&name.text, &values, at, &self.machine) {
            return result;
        }
        if let ("get_rectangle", Some((width, height))) = (name.text.as_str(), self.rectangle) {
            if !values.is_empty() {
                return Err(error(at, "@get_rectangle takes no arguments"));
            }
            let side = |value: u16| Value::Int {
                ty: Some(IntType {
                    signed: false,
                    bits: 16,
                }),
                value: i128::from(value),
            };
            return Ok(Value::Struct(vec![
                (Some("width".to_string()), side(width)),
                (Some("height".to_string()), side(height)),
            ]));
        }
        if let Some(result) = hooks.builtin(name, &values, at) {
            return result;
        }
        Err(error(
            &name.span,
            format!(
                "@{} is not a builtin Tanto's CSL frontend evaluates here",
                name.text
            ),
        ))
    }

    /// `@allocate_fifo(buffer)`: a FIFO over a one-dimensional global
    /// array of 16- or 32-bit elements, named (not its value).
    fn allocate_fifo(&mut self, args: &[Expr], at: &Span, hooks: &mut dyn Hooks) -> Eval<Value> {
        let [Expr {
            kind: ExprKind::Ident(buffer),
            span,
        }] = args
        else {
            return Err(error(at, "@allocate_fifo takes a global array, by name"));
        };
        let ty = self.global(buffer, span, hooks)?.type_of();
        match &ty {
            Type::Array { dims, element }
                if dims.len() == 1
                    && matches!(
                        **element,
                        Type::Int(IntType { bits: 16 | 32, .. })
                            | Type::Float(FloatType::F16 | FloatType::F32)
                    ) =>
            {
                Ok(Value::Fifo(buffer.clone()))
            }
            _ => Err(error(
                span,
                format!("a FIFO's buffer is a one-dimensional array of 16- or 32-bit elements, not a {ty}"),
            )),
        }
    }

    /// A comptime call of a function of the file.
    /// `memcpy.get_params(x)` in a layout: the call sees its module's
    /// bindings (the streams); `None` for any other call.
    fn memcpy_get_params(
        &mut self,
        callee: &Expr,
        args: &[Expr],
        at: &Span,
        hooks: &mut dyn Hooks,
    ) -> Option<Eval<Value>> {
        let ExprKind::Field { base, name } = &callee.kind else {
            return None;
        };
        if name.text != "get_params" {
            return None;
        }
        let bindings = match self.expr(base, hooks) {
            Ok(Value::Module { name, bindings }) if name == "<memcpy/get_params>" => bindings,
            _ => return None,
        };
        let mut values = Vec::new();
        for a in args {
            match self.expr(a, hooks) {
                Ok(value) => values.push((value, a.span.clone())),
                Err(e) => return Some(Err(e)),
            }
        }
        Some(memcpy::get_params(&bindings, &values, at))
    }

    fn call(
        &mut self,
        f: Value,
        args: Vec<(Value, Span)>,
        at: &Span,
        hooks: &mut dyn Hooks,
    ) -> Eval<Value> {
        let Value::Fn(name) = f else {
            return Err(error(at, format!("a {} is not a function", f.type_of())));
        };
        if let Some(result) = self.layout_call(&name, args.len(), at) {
            return result;
        }
        if let Some(result) = builtins::library_call(&name, &args, at) {
            return result;
        }
        let Some(Global::Fn(decl)) = self.globals.get(name.as_str()).copied() else {
            return Err(error(at, format!("`{name}` cannot be called at comptime")));
        };
        if decl.task {
            return Err(error(
                at,
                format!("`{name}` is a task: tasks are activated, not called"),
            ));
        }
        if args.len() != decl.params.len() {
            return Err(error(
                at,
                format!(
                    "`{name}` takes {}, not {}",
                    tanto_arch::count(decl.params.len() as u64, "argument"),
                    args.len()
                ),
            ));
        }
        if self.calls >= MAX_CALL_DEPTH {
            return Err(error(
                at,
                format!("comptime calls nest deeper than {MAX_CALL_DEPTH}"),
            ));
        }
        let mut scope = BTreeMap::new();
        for (param, (value, span)) in decl.params.iter().zip(args) {
            let ty = self.type_expr(&param.ty, hooks)?;
            scope.insert(param.name.text.clone(), coerce(value, &ty, &span)?);
        }
        let ret = match &decl.ret {
            Some(r) => self.type_expr(r, hooks)?,
            None => Type::Void,
        };
        let saved = std::mem::replace(&mut self.scopes, vec![scope]);
        self.calls += 1;
        let flow = self.block(&decl.body, hooks);
        self.calls -= 1;
        self.scopes = saved;
        let value = match flow? {
            Flow::Return(v) => v,
            Flow::Normal => Value::Void,
            _ => return Err(error(at, "`break` or `continue` outside a loop")),
        };
        coerce(value, &ret, at)
    }

    fn block(&mut self, block: &Block, hooks: &mut dyn Hooks) -> Eval<Flow> {
        self.scopes.push(BTreeMap::new());
        let mut flow = Ok(Flow::Normal);
        for stmt in &block.stmts {
            match self.stmt(stmt, hooks) {
                Ok(Flow::Normal) => {}
                other => {
                    flow = other;
                    break;
                }
            }
        }
        self.scopes.pop();
        // A labeled block ends at its own `break :label`.
        match flow? {
            Flow::Break(Some(label), value)
                if block.label.as_ref().is_some_and(|l| l.text == label) =>
            {
                Ok(Flow::Break(Some(label), value))
            }
            other => Ok(other),
        }
    }

    /// Runs a top-level block (the layout, a `comptime` block).
    pub fn run(&mut self, block: &Block, hooks: &mut dyn Hooks) -> Eval<()> {
        match self.block(block, hooks)? {
            Flow::Normal => Ok(()),
            _ => Err(error(
                &block.span,
                "`return`, `break` or `continue` outside a function or loop",
            )),
        }
    }

    fn stmt(&mut self, stmt: &Stmt, hooks: &mut dyn Hooks) -> Eval<Flow> {
        self.step(&stmt.span)?;
        match &stmt.kind {
            StmtKind::Decl(d) => {
                let value = self.declared(d, hooks)?;
                if let Some(scope) = self.scopes.last_mut() {
                    scope.insert(d.name.text.clone(), value);
                }
                Ok(Flow::Normal)
            }
            StmtKind::Expr(e) => {
                self.expr(e, hooks)?;
                Ok(Flow::Normal)
            }
            StmtKind::Assign(a) => {
                self.assign(a, hooks)?;
                Ok(Flow::Normal)
            }
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => {
                if self.condition(cond, hooks)? {
                    self.block(then, hooks)
                } else if let Some(o) = otherwise {
                    self.block(o, hooks)
                } else {
                    Ok(Flow::Normal)
                }
            }
            StmtKind::While {
                label,
                cond,
                step,
                body,
            } => {
                let label = label.as_ref().map(|l| l.text.clone());
                while self.condition(cond, hooks)? {
                    match self.block(body, hooks)? {
                        Flow::Break(l, _) if l.is_none() || l == label => break,
                        Flow::Continue(l) if l.is_none() || l == label => {}
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                    if let Some(s) = step {
                        self.assign(s, hooks)?;
                    }
                }
                Ok(Flow::Normal)
            }
            StmtKind::For {
                label,
                iterable,
                element,
                index,
                body,
            } => {
                let label = label.as_ref().map(|l| l.text.clone());
                let items = iteration(self.expr(iterable, hooks)?, &iterable.span)?;
                for (k, item) in items.into_iter().enumerate() {
                    self.step(&stmt.span)?;
                    let mut scope = BTreeMap::new();
                    scope.insert(element.text.clone(), item);
                    if let Some(index) = index {
                        scope.insert(index.text.clone(), Value::int(k as i128));
                    }
                    self.scopes.push(scope);
                    let flow = self.block(body, hooks);
                    self.scopes.pop();
                    match flow? {
                        Flow::Break(l, _) if l.is_none() || l == label => break,
                        Flow::Continue(l) if l.is_none() || l == label => {}
                        Flow::Normal => {}
                        other => return Ok(other),
                    }
                }
                Ok(Flow::Normal)
            }
            StmtKind::Return(value) => Ok(Flow::Return(match value {
                Some(v) => self.expr(v, hooks)?,
                None => Value::Void,
            })),
            StmtKind::Break { label, value } => Ok(Flow::Break(
                label.as_ref().map(|l| l.text.clone()),
                match value {
                    Some(v) => Some(self.expr(v, hooks)?),
                    None => None,
                },
            )),
            StmtKind::Continue(label) => Ok(Flow::Continue(label.as_ref().map(|l| l.text.clone()))),
            StmtKind::Comptime(b) | StmtKind::Block(b) => self.block(b, hooks),
        }
    }

    fn assign(&mut self, a: &Assign, hooks: &mut dyn Hooks) -> Eval<()> {
        let ExprKind::Ident(name) = &a.target.kind else {
            return Err(error(
                &a.target.span,
                "comptime code assigns to local variables only",
            ));
        };
        let mut value = self.expr(&a.value, hooks)?;
        let current = self.lookup(name, &a.target.span, hooks)?;
        if let Some(op) = a.op {
            value = binary(op, current.clone(), value, &a.span)?;
        }
        let value = coerce(value, &current.type_of(), &a.value.span)?;
        for scope in self.scopes.iter_mut().rev() {
            if let Some(slot) = scope.get_mut(name) {
                *slot = value;
                return Ok(());
            }
        }
        Err(error(
            &a.target.span,
            format!("`{name}` is not a local variable"),
        ))
    }
}

/// The names CSL predeclares: types and directions.
fn predeclared(name: &str) -> Option<Value> {
    let int = |signed, bits| Some(Value::Type(Type::Int(IntType { signed, bits })));
    match name {
        "i8" => int(true, 8),
        "i16" => int(true, 16),
        "i32" => int(true, 32),
        "i64" => int(true, 64),
        "u8" => int(false, 8),
        "u16" => int(false, 16),
        "u32" => int(false, 32),
        "u64" => int(false, 64),
        "f16" => Some(Value::Type(Type::Float(FloatType::F16))),
        "f32" => Some(Value::Type(Type::Float(FloatType::F32))),
        "bool" => Some(Value::Type(Type::Bool)),
        "void" => Some(Value::Type(Type::Void)),
        "type" => Some(Value::Type(Type::Type)),
        "comptime_int" => Some(Value::Type(Type::ComptimeInt)),
        "comptime_float" => Some(Value::Type(Type::ComptimeFloat)),
        "comptime_string" => Some(Value::Type(Type::ComptimeString)),
        "comptime_struct" => Some(Value::Type(Type::ComptimeStruct)),
        "imported_module" => Some(Value::Type(Type::Module)),
        "color" => Some(Value::Type(Type::Id(IdKind::Color))),
        "local_task_id" => Some(Value::Type(Type::Id(IdKind::LocalTask))),
        "data_task_id" => Some(Value::Type(Type::Id(IdKind::DataTask))),
        "control_task_id" => Some(Value::Type(Type::Id(IdKind::ControlTask))),
        "input_queue" => Some(Value::Type(Type::Id(IdKind::InputQueue))),
        "output_queue" => Some(Value::Type(Type::Id(IdKind::OutputQueue))),
        "ut_id" => Some(Value::Type(Type::Id(IdKind::Microthread))),
        "direction" => Some(Value::Type(Type::Direction)),
        "mem1d_dsd" => Some(Value::Type(Type::Dsd(DsdKind::Mem1d))),
        "mem4d_dsd" => Some(Value::Type(Type::Dsd(DsdKind::Mem4d))),
        "fabin_dsd" => Some(Value::Type(Type::Dsd(DsdKind::FabIn))),
        "fabout_dsd" => Some(Value::Type(Type::Dsd(DsdKind::FabOut))),
        "NORTH" => Some(Value::Direction(Direction::North)),
        "SOUTH" => Some(Value::Direction(Direction::South)),
        "EAST" => Some(Value::Direction(Direction::East)),
        "WEST" => Some(Value::Direction(Direction::West)),
        "RAMP" => Some(Value::Direction(Direction::Ramp)),
        _ => None,
    }
}

/// The zero value of a type (a `var` without an initializer).
fn zero(ty: &Type, at: &Span) -> Eval<Value> {
    Ok(match ty {
        Type::Bool => Value::Bool(false),
        Type::Int(t) => Value::Int {
            ty: Some(*t),
            value: 0,
        },
        Type::Float(t) => Value::Float {
            ty: Some(*t),
            value: 0.0,
        },
        Type::Array { dims, element } => Value::Array {
            elements: vec![zero(element, at)?; dims.iter().product::<u64>() as usize],
            dims: dims.clone(),
            element: (**element).clone(),
        },
        other => return Err(error(at, format!("a {other} needs a value"))),
    })
}

/// `value` as type `ty`: a comptime_int or comptime_float takes a fixed
/// type if it fits; other values must have the type already.
pub fn coerce(value: Value, ty: &Type, at: &Span) -> Eval<Value> {
    let found = value.type_of();
    if &found == ty {
        return Ok(value);
    }
    match (value, ty) {
        // A comptime-known integer, typed or not, takes any integer type
        // that holds its value (cslc's and Zig's rule).
        (Value::Int { value, .. }, Type::Int(t)) => {
            if t.holds(value) {
                Ok(Value::Int {
                    ty: Some(*t),
                    value,
                })
            } else {
                Err(error(at, format!("{value} does not fit in {ty}")))
            }
        }
        (Value::Int { ty: None, value }, Type::Float(t)) => Ok(Value::Float {
            ty: Some(*t),
            value: round_to(*t, value as f64),
        }),
        (Value::Float { ty: None, value }, Type::Float(t)) => Ok(Value::Float {
            ty: Some(*t),
            value: round_to(*t, value),
        }),
        (v @ Value::Int { ty: None, .. }, Type::ComptimeInt) => Ok(v),
        (
            v @ (Value::Struct(_) | Value::Range { .. } | Value::Module { .. }),
            Type::ComptimeStruct,
        ) => Ok(v),
        (v @ Value::Fn(_), Type::Fn { .. }) => Ok(v),
        (v @ Value::Address(_), Type::Pointer { .. }) => Ok(v),
        (v @ Value::Struct(_), Type::Dsd(_)) => Ok(v),
        (v, Type::Type) if matches!(v, Value::Type(_)) => Ok(v),
        (v, _) => Err(error(at, format!("expected {ty}, found {}", v.type_of()))),
    }
}

/// A float's value rounded to its type.
pub fn round_to(ty: FloatType, v: f64) -> f64 {
    match ty {
        FloatType::F32 => f64::from(v as f32),
        FloatType::F16 => f64::from(half::f16::from_f64(v)),
    }
}

fn non_negative(v: &Value, at: &Span, what: &str) -> Eval<u64> {
    match v {
        Value::Int { value, .. } if *value >= 0 => {
            u64::try_from(*value).map_err(|_| error(at, format!("{what} of {value} is too large")))
        }
        other => Err(error(
            at,
            format!("{what} is a non-negative integer, not {other}"),
        )),
    }
}

fn index<'v>(v: &'v Value, at: &[u64], span: &Span) -> Eval<&'v Value> {
    match v {
        Value::Array { dims, elements, .. } => {
            if at.len() != dims.len() {
                return Err(error(
                    span,
                    format!("the array has {} dimensions, not {}", dims.len(), at.len()),
                ));
            }
            let mut flat = 0u64;
            for (i, d) in at.iter().zip(dims) {
                if i >= d {
                    return Err(error(
                        span,
                        format!("index {i} is out of bounds of a dimension of {d}"),
                    ));
                }
                flat = flat * d + i;
            }
            elements
                .get(flat as usize)
                .ok_or_else(|| error(span, "index out of bounds"))
        }
        Value::Struct(fields) if at.len() == 1 => fields
            .get(at[0] as usize)
            .map(|(_, v)| v)
            .ok_or_else(|| error(span, format!("the tuple has no element {}", at[0]))),
        other => Err(error(
            span,
            format!("a {} cannot be indexed", other.type_of()),
        )),
    }
}

/// What `for` walks: a range's integers or an array's elements.
fn iteration(v: Value, at: &Span) -> Eval<Vec<Value>> {
    match v {
        Value::Range {
            ty,
            start,
            stop,
            step,
        } => {
            let mut out = Vec::new();
            let mut k = start;
            while (step > 0 && k < stop) || (step < 0 && k > stop) {
                out.push(Value::Int { ty, value: k });
                if out.len() > MAX_RANGE_ELEMENTS {
                    return Err(error(
                        at,
                        format!("the range has more than {MAX_RANGE_ELEMENTS} elements to walk at comptime"),
                    ));
                }
                k += step;
            }
            Ok(out)
        }
        Value::Array { elements, .. } => Ok(elements),
        other => Err(error(
            at,
            format!("`for` walks a range or an array, not {}", other.type_of()),
        )),
    }
}

pub fn unary(op: UnaryOp, v: Value, at: &Span) -> Eval<Value> {
    match (op, v) {
        (UnaryOp::Comptime, v) => Ok(v),
        (UnaryOp::Not, Value::Bool(b)) => Ok(Value::Bool(!b)),
        (UnaryOp::Neg, Value::Int { ty, value }) => {
            let negated = value
                .checked_neg()
                .ok_or_else(|| error(at, "the negation overflows"))?;
            checked(ty, negated, at)
        }
        (UnaryOp::Neg, Value::Float { ty, value }) => Ok(Value::Float { ty, value: -value }),
        (UnaryOp::BitNot, Value::Int { ty: Some(t), value }) => {
            let mask = (1i128 << t.bits) - 1;
            let bits = !value & mask;
            let value = if t.signed && bits > t.max() {
                bits - (1i128 << t.bits)
            } else {
                bits
            };
            Ok(Value::Int { ty: Some(t), value })
        }
        (UnaryOp::AddressOf, _) => Err(error(
            at,
            "an address is known only when the program is placed in memory",
        )),
        (op, v) => Err(error(
            at,
            format!("{op:?} does not apply to {}", v.type_of()),
        )),
    }
}

/// `value` reduced to `ty`'s width, two's complement (a wrapping op).
fn wrap_to(ty: IntType, value: i128) -> i128 {
    let bits = u32::from(ty.bits);
    let modulus = 1i128 << bits;
    let low = value.rem_euclid(modulus);
    if ty.signed && low >= modulus / 2 {
        low - modulus
    } else {
        low
    }
}

/// An integer result of type `ty`, checked for overflow.
fn checked(ty: Option<IntType>, value: i128, at: &Span) -> Eval<Value> {
    match ty {
        Some(t) if !t.holds(value) => Err(error(at, format!("{value} overflows {}", Type::Int(t)))),
        _ => Ok(Value::Int { ty, value }),
    }
}

/// The common type of two integer operands.
fn int_type(a: Option<IntType>, b: Option<IntType>, at: &Span) -> Eval<Option<IntType>> {
    match (a, b) {
        (Some(x), Some(y)) if x != y => Err(error(
            at,
            format!(
                "the operands are {} and {}: convert one with @as",
                Type::Int(x),
                Type::Int(y)
            ),
        )),
        (x, y) => Ok(x.or(y)),
    }
}

pub fn binary(op: BinaryOp, a: Value, b: Value, at: &Span) -> Eval<Value> {
    use BinaryOp::*;
    match (a, b) {
        (Value::Int { ty: ta, value: x }, Value::Int { ty: tb, value: y }) => {
            let ty = int_type(ta, tb, at)?;
            let value = match op {
                Add => x
                    .checked_add(y)
                    .ok_or_else(|| error(at, "the sum overflows"))?,
                Sub => x
                    .checked_sub(y)
                    .ok_or_else(|| error(at, "the difference overflows"))?,
                Mul => x
                    .checked_mul(y)
                    .ok_or_else(|| error(at, "the product overflows"))?,
                AddWrap | SubWrap | MulWrap => {
                    let exact = match op {
                        AddWrap => x.wrapping_add(y),
                        SubWrap => x.wrapping_sub(y),
                        _ => x.wrapping_mul(y),
                    };
                    return Ok(Value::Int {
                        ty,
                        value: ty.map_or(exact, |t| wrap_to(t, exact)),
                    });
                }
                Div | Rem if y == 0 => return Err(error(at, "division by zero")),
                Div => x
                    .checked_div(y)
                    .ok_or_else(|| error(at, "the quotient overflows"))?,
                Rem => x
                    .checked_rem(y)
                    .ok_or_else(|| error(at, "the remainder overflows"))?,
                BitAnd => x & y,
                BitOr => x | y,
                BitXor => x ^ y,
                Shl => {
                    let shift = u32::try_from(y)
                        .map_err(|_| error(at, "a shift is a small non-negative count"))?;
                    x.checked_shl(shift)
                        .ok_or_else(|| error(at, "the shift overflows"))?
                }
                Shr => {
                    let shift = u32::try_from(y)
                        .map_err(|_| error(at, "a shift is a small non-negative count"))?;
                    x >> shift.min(127)
                }
                Eq => return Ok(Value::Bool(x == y)),
                Ne => return Ok(Value::Bool(x != y)),
                Lt => return Ok(Value::Bool(x < y)),
                Le => return Ok(Value::Bool(x <= y)),
                Gt => return Ok(Value::Bool(x > y)),
                Ge => return Ok(Value::Bool(x >= y)),
                And | Or => return Err(error(at, format!("`{}` takes bools", op.symbol()))),
            };
            checked(ty, value, at)
        }
        (a @ Value::Float { .. }, b @ (Value::Float { .. } | Value::Int { ty: None, .. }))
        | (a @ Value::Int { ty: None, .. }, b @ Value::Float { .. }) => {
            let (ta, x) = float_of(&a);
            let (tb, y) = float_of(&b);
            let ty = match (ta, tb) {
                (Some(p), Some(q)) if p != q => {
                    return Err(error(
                        at,
                        "the operands are floats of different types: convert one with @as",
                    ))
                }
                (p, q) => p.or(q),
            };
            let value = match op {
                Add => x + y,
                Sub => x - y,
                Mul => x * y,
                Div if y == 0.0 => return Err(error(at, "division by zero")),
                Div => x / y,
                Eq => return Ok(Value::Bool(x == y)),
                Ne => return Ok(Value::Bool(x != y)),
                Lt => return Ok(Value::Bool(x < y)),
                Le => return Ok(Value::Bool(x <= y)),
                Gt => return Ok(Value::Bool(x > y)),
                Ge => return Ok(Value::Bool(x >= y)),
                _ => {
                    return Err(error(
                        at,
                        format!("`{}` does not apply to floats", op.symbol()),
                    ))
                }
            };
            Ok(Value::Float {
                ty,
                value: ty.map_or(value, |t| round_to(t, value)),
            })
        }
        (Value::Bool(x), Value::Bool(y)) => match op {
            And => Ok(Value::Bool(x && y)),
            Or => Ok(Value::Bool(x || y)),
            Eq => Ok(Value::Bool(x == y)),
            Ne => Ok(Value::Bool(x != y)),
            _ => Err(error(
                at,
                format!("`{}` does not apply to bools", op.symbol()),
            )),
        },
        (a, b) if matches!(op, Eq | Ne) && a.type_of() == b.type_of() => {
            let equal = a == b;
            Ok(Value::Bool(if op == Eq { equal } else { !equal }))
        }
        (a, b) => Err(error(
            at,
            format!(
                "`{}` does not apply to {} and {}",
                op.symbol(),
                a.type_of(),
                b.type_of()
            ),
        )),
    }
}

fn float_of(v: &Value) -> (Option<FloatType>, f64) {
    match v {
        Value::Float { ty, value } => (*ty, *value),
        Value::Int { value, .. } => (None, *value as f64),
        _ => (None, 0.0),
    }
}
