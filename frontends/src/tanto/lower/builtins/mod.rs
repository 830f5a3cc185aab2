//! The built-in objects' methods and the global functions (spec Appendix B),
//! as tables of overloads: one table per built-in type, each overload with
//! its parameter types, what kernel role it needs, which arguments are
//! destination slots, and how it becomes an op. Overload resolution and the
//! checks common to all methods live here.

mod dataflow;
mod global;
mod math;
mod pipe;
mod semaphore;

use super::{
    super::{
        ast::{self, Span},
        types::{Scalar, Ty},
    },
    ir::Val,
    Lowerer, TypedValue,
};
use crate::diagnostic::Diagnostic;
use melior::ir::{Operation, Value};
use std::sync::LazyLock;
use tanto_dialects::BuildError;

/// A parameter of a built-in method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum P {
    Uint32,
    Bool,
    Float,
    /// The receiver's element type T.
    Elem,
    /// An object of the receiver's element type T.
    Global,
    Local,
    Pipe,
    /// A pipe of any element type (the math methods' `pipe<U>`).
    AnyPipe,
    Semaphore,
}

impl P {
    fn describe(self, element: Option<Scalar>) -> String {
        let t = element.map_or("T", |e| e.name());
        match self {
            P::Uint32 => "uint32".into(),
            P::Bool => "bool".into(),
            P::Float => "float".into(),
            P::Elem => t.into(),
            P::Global => format!("global<{t}>"),
            P::Local => format!("local<{t}>"),
            P::Pipe => format!("pipe<{t}>"),
            P::AnyPipe => "pipe<U>".into(),
            P::Semaphore => "semaphore".into(),
        }
    }
}

/// The kernel role a method needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    Dataflow,
    Compute,
    Any,
}

/// A resolved call handed to an emitter: the receiver and the arguments,
/// converted to the parameter types.
pub struct Call<'a> {
    pub receiver: Option<(Val, Ty)>,
    pub args: &'a [Val],
    pub span: &'a Span,
}

impl Call<'_> {
    /// The receiver of a method call (methods are only resolved on one).
    pub fn this(&self) -> Val {
        self.receiver
            .map(|(v, _)| v)
            .expect("internal error: a method call without a receiver")
    }

    /// The element type T of the receiver.
    pub fn element(&self) -> Option<Scalar> {
        self.receiver.and_then(|(_, t)| element_of(t))
    }
}

/// Builds and appends the op of a call; returns its result, if any.
pub type Emit = Box<
    dyn for<'c, 'p> Fn(&mut Lowerer<'c, 'p>, &Call) -> Result<Option<Val>, BuildError>
        + Send
        + Sync,
>;

pub struct Overload {
    pub params: Vec<(&'static str, P)>,
    /// The op it becomes, for the documentation (`noc.read`, `tile.add {bcast = "rows"}`).
    pub op: String,
    /// Returns T (`local<T>::get`), else void.
    pub returns_elem: bool,
    pub need: Need,
    /// Indices of arguments that are destination slots, and how many
    /// consecutive slots each one uses (`max` reads idst and idst + 1).
    pub slots: Vec<(usize, u32)>,
    /// Whether the op moves data to or from DRAM: Some(true) for writes.
    pub dram: Option<bool>,
    pub emit: Emit,
}

impl Overload {
    pub fn new(
        params: Vec<(&'static str, P)>,
        need: Need,
        op: impl Into<String>,
        emit: Emit,
    ) -> Self {
        Self {
            params,
            op: op.into(),
            returns_elem: false,
            need,
            slots: Vec::new(),
            dram: None,
            emit,
        }
    }
    pub fn slots(mut self, slots: &[(usize, u32)]) -> Self {
        self.slots = slots.to_vec();
        self
    }
    pub fn returning_elem(mut self) -> Self {
        self.returns_elem = true;
        self
    }
    pub fn dram(mut self, write: bool) -> Self {
        self.dram = Some(write);
        self
    }
}

pub struct Method {
    pub name: String,
    pub overloads: Vec<Overload>,
}

/// Every table, by receiver kind ("global" functions have no receiver).
static TABLES: LazyLock<Vec<(&'static str, Vec<Method>)>> = LazyLock::new(|| {
    vec![
        ("local", dataflow::local_methods()),
        (
            "pipe",
            [pipe::methods(), dataflow::pipe_methods()]
                .into_iter()
                .flatten()
                .collect(),
        ),
        ("semaphore", semaphore::methods()),
        ("math", math::methods()),
        ("global functions", global::functions()),
    ]
});

fn table(kind: &str) -> &'static [Method] {
    TABLES
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(&[], |(_, m)| m.as_slice())
}

fn receiver_kind(ty: Ty) -> Option<&'static str> {
    match ty {
        Ty::Local(_) => Some("local"),
        Ty::Pipe(_) => Some("pipe"),
        Ty::Semaphore => Some("semaphore"),
        Ty::Math(_) => Some("math"),
        _ => None,
    }
}

fn element_of(ty: Ty) -> Option<Scalar> {
    match ty {
        Ty::Global(e) | Ty::Local(e) | Ty::Pipe(e) | Ty::Math(e) => Some(e),
        _ => None,
    }
}

/// The method-to-op table of every built-in type, in Markdown.
pub fn method_table() -> String {
    let mut out = String::new();
    for (kind, methods) in TABLES.iter() {
        let heading = if *kind == "global functions" {
            "Global functions".to_string()
        } else {
            format!("`{kind}`")
        };
        out.push_str(&format!(
            "### {heading}\n\n| method | role | op |\n|---|---|---|\n"
        ));
        for method in methods {
            for overload in &method.overloads {
                let role = match overload.need {
                    Need::Dataflow => "dataflow",
                    Need::Compute => "compute",
                    Need::Any => "any",
                };
                out.push_str(&format!(
                    "| `{}` | {role} | `{}` |\n",
                    signature(kind, &method.name, overload, None),
                    overload.op
                ));
            }
        }
        out.push('\n');
    }
    out
}

enum Fit {
    Yes,
    /// Right shape, but argument `index` has another element type.
    Element(usize),
    No,
}

fn fits(overload: &Overload, args: &[TypedValue], element: Option<Scalar>) -> Fit {
    if overload.params.len() != args.len() {
        return Fit::No;
    }
    let mut element_mismatch = None;
    for (index, ((_, param), arg)) in overload.params.iter().zip(args).enumerate() {
        let ok = match (param, arg.ty) {
            (P::Uint32 | P::Bool | P::Float | P::Elem, Ty::Scalar(_)) => true,
            (P::AnyPipe, Ty::Pipe(_)) | (P::Semaphore, Ty::Semaphore) => true,
            (P::Global, Ty::Global(e)) | (P::Local, Ty::Local(e)) | (P::Pipe, Ty::Pipe(e)) => {
                if Some(e) != element {
                    element_mismatch.get_or_insert(index);
                }
                true
            }
            // An argument that already failed to type-check fits anything.
            (_, Ty::Error) => true,
            _ => false,
        };
        if !ok {
            return Fit::No;
        }
    }
    match element_mismatch {
        Some(index) => Fit::Element(index),
        None => Fit::Yes,
    }
}

fn signature(kind: &str, name: &str, overload: &Overload, element: Option<Scalar>) -> String {
    let params: Vec<String> = overload
        .params
        .iter()
        .map(|(n, p)| format!("{} {n}", p.describe(element)))
        .collect();
    let ret = if overload.returns_elem {
        element.map_or("T", |e| e.name())
    } else {
        "void"
    };
    match kind {
        "global functions" => format!("{ret} {name}({})", params.join(", ")),
        "semaphore" => format!("{ret} semaphore::{name}({})", params.join(", ")),
        _ => format!(
            "{ret} {kind}<{}>::{name}({})",
            element.map_or("T", |e| e.name()),
            params.join(", ")
        ),
    }
}

impl<'c, 'p> Lowerer<'c, 'p> {
    pub(super) fn method(
        &mut self,
        receiver: &'p ast::Expr,
        method: &ast::Ident,
        args: &'p [ast::Expr],
        span: &Span,
    ) -> TypedValue {
        let recv = self.expr(receiver);
        let args: Vec<(TypedValue, Span)> = args
            .iter()
            .map(|a| (self.expr(a), a.span.clone()))
            .collect();
        if recv.ty == Ty::Error {
            return TypedValue::error();
        }
        let Some(kind) = receiver_kind(recv.ty) else {
            let message = match recv.ty {
                Ty::Global(_) => format!(
                    "`{}` has no methods: global buffers are arguments of local and pipe methods",
                    recv.ty
                ),
                other => format!("`{other}` has no methods"),
            };
            self.err(&receiver.span, message);
            return TypedValue::error();
        };
        let Some(value) = recv.value else {
            return TypedValue::error();
        };
        let what = format!("`{}.{}(...)`", text_of(receiver), method.name);
        self.resolve(
            kind,
            &method.name,
            &method.span,
            Some((value, recv.ty)),
            args,
            span,
            &what,
        )
    }

    pub(super) fn global_function(
        &mut self,
        name: &ast::Ident,
        args: Vec<(TypedValue, Span)>,
        span: &Span,
    ) -> TypedValue {
        if !table("global functions")
            .iter()
            .any(|m| m.name == name.name)
        {
            let mut diagnostic = Diagnostic::error(
                name.span.clone(),
                format!("use of undeclared function `{}`", name.name),
            );
            if let Some(similar) = closest(
                &name.name,
                table("global functions").iter().map(|m| m.name.as_str()),
            ) {
                diagnostic = diagnostic.with_help(format!("did you mean `{similar}`?"));
            }
            self.error(diagnostic);
            return TypedValue::error();
        }
        let what = format!("`{}()`", name.name);
        self.resolve(
            "global functions",
            &name.name,
            &name.span,
            None,
            args,
            span,
            &what,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn resolve(
        &mut self,
        kind: &'static str,
        name: &str,
        name_span: &Span,
        receiver: Option<(Val, Ty)>,
        args: Vec<(TypedValue, Span)>,
        span: &Span,
        what: &str,
    ) -> TypedValue {
        let element = receiver.and_then(|(_, t)| element_of(t));
        let receiver_ty = receiver.map(|(_, t)| t);
        let Some(method) = table(kind).iter().find(|m| m.name == name) else {
            let ty = receiver_ty.map_or(String::new(), |t| t.to_string());
            let mut diagnostic =
                Diagnostic::error(name_span.clone(), format!("no method `{name}` on `{ty}`"));
            if let Some(similar) = closest(name, table(kind).iter().map(|m| m.name.as_str())) {
                diagnostic = diagnostic.with_help(format!("did you mean `{similar}`?"));
            }
            self.error(diagnostic);
            return TypedValue::error();
        };
        // With an invalid argument (reported), overload resolution would
        // only report that argument again.
        if args.iter().any(|(tv, _)| tv.ty == Ty::Error) {
            return TypedValue::error();
        }
        let tvs: Vec<TypedValue> = args.iter().map(|(tv, _)| *tv).collect();
        let fits: Vec<Fit> = method
            .overloads
            .iter()
            .map(|o| fits(o, &tvs, element))
            .collect();
        let chosen = fits.iter().position(|f| matches!(f, Fit::Yes));
        let Some(chosen) = chosen else {
            if let Some((overload, index)) =
                method.overloads.iter().zip(&fits).find_map(|(o, f)| {
                    if let Fit::Element(i) = f {
                        Some((o, *i))
                    } else {
                        None
                    }
                })
            {
                let (arg, arg_span) = &args[index];
                let expected = overload.params[index].1.describe(element);
                let receiver_text = receiver_ty.map_or(String::new(), |t| format!(" of `{t}`"));
                self.error(
                    Diagnostic::error(arg_span.clone(), format!("type mismatch: `{}` is `{}`, but {what} needs `{expected}`", overload.params[index].0, arg.ty))
                        .with_label(format!("expected `{expected}`"))
                        .with_help(format!("the element type of this argument must match the element type T{receiver_text}")),
                );
                return TypedValue::error();
            }
            let types: Vec<String> = tvs.iter().map(|t| t.ty.to_string()).collect();
            let mut diagnostic = Diagnostic::error(
                span.clone(),
                format!(
                    "no matching overload for {what} with arguments ({})",
                    types.join(", ")
                ),
            );
            for overload in &method.overloads {
                diagnostic = diagnostic.with_help(format!(
                    "candidate: {}",
                    signature(kind, name, overload, element)
                ));
            }
            self.error(diagnostic);
            return TypedValue::error();
        };
        let overload = &method.overloads[chosen];
        if tvs.iter().any(|t| t.ty == Ty::Error) {
            return TypedValue::error();
        }
        self.record_need(overload, what, span);
        // A constant argument out of its range is reported in the
        // language's words, and the op is not built (the verifier would
        // only say the same as an internal error).
        let slots_valid = match receiver_ty {
            Some(Ty::Math(math_element)) => self.check_slots(overload, &args, math_element),
            _ => true,
        };
        if !(self.check_operand_ranges(overload, &args, what) && slots_valid) {
            return TypedValue::error();
        }
        let mut values = Vec::new();
        for ((_, param), (tv, arg_span)) in overload.params.iter().zip(&args) {
            let target = match param {
                P::Uint32 => Some(Ty::Scalar(Scalar::U32)),
                P::Bool => Some(Ty::Scalar(Scalar::Bool)),
                P::Float => Some(Ty::Scalar(Scalar::F32)),
                P::Elem => element.map(Ty::Scalar),
                _ => None,
            };
            let converted = match target {
                Some(t) => self.convert_to(*tv, t, arg_span),
                None => Some(*tv),
            };
            match converted.and_then(|c| self.materialize(c, arg_span)) {
                Some(v) => values.push(v),
                None => return TypedValue::error(),
            }
        }
        let call = Call {
            receiver,
            args: &values,
            span,
        };
        let result = match (overload.emit)(self, &call) {
            Ok(result) => result,
            Err(e) => {
                self.err(span, format!("internal error: {e}"));
                return TypedValue::error();
            }
        };
        match (overload.returns_elem, element) {
            (true, Some(e)) => TypedValue {
                ty: Ty::Scalar(e),
                value: result,
                constant: None,
                var: None,
            },
            _ => TypedValue::void(),
        }
    }

    fn record_need(&mut self, overload: &Overload, what: &str, span: &Span) {
        if !self.emitting() {
            return;
        }
        match overload.op.as_str() {
            "pipe.reserve_back" => self.evidence.pipe_use(true, span, what),
            "pipe.wait_front" => self.evidence.pipe_use(false, span, what),
            _ => {}
        }
        match overload.need {
            Need::Dataflow => self.evidence.dataflow(span, what),
            Need::Compute => self.evidence.compute(span, what),
            Need::Any => {}
        }
        if let Some(write) = overload.dram {
            self.evidence.global_transfer(write, span, what);
        }
    }

    /// A constant destination slot must exist on the chosen architecture.
    /// False when a slot was reported out of range.
    fn check_slots(
        &mut self,
        overload: &Overload,
        args: &[(TypedValue, Span)],
        element: Scalar,
    ) -> bool {
        if !self.emitting() {
            return true;
        }
        let mut valid = true;
        let available = self.options.arch.dst_slots(element.bits()) as i128;
        for (index, width) in &overload.slots {
            let Some((tv, span)) = args.get(*index) else {
                continue;
            };
            let Some(slot) = tv.constant.and_then(|k| k.as_int()) else {
                continue;
            };
            let last = slot + *width as i128 - 1;
            if slot < 0 || last >= available {
                valid = false;
                let uses = if *width > 1 {
                    format!("slots {slot} to {last}")
                } else {
                    format!("slot {slot}")
                };
                self.error(
                    Diagnostic::error(span.clone(), format!("destination {uses} out of range"))
                        .with_label(format!(
                            "math<{}> has {available} destination slots on {} (0 to {})",
                            element.name(),
                            self.options.arch.name,
                            available - 1
                        )),
                );
            }
        }
        valid
    }

    /// The ranges the op's definition gives its constant operands: sizes
    /// (`set_frame`'s tile count, a block size) at least 1, tile indices
    /// into a frame non-negative. Out of range is the user's mistake,
    /// reported in the language's words at the argument; false when one was
    /// reported. Values are those the op receives (32-bit, as C++ converts
    /// them), so `set_frame(-1)` is reported too.
    fn check_operand_ranges(
        &mut self,
        overload: &Overload,
        args: &[(TypedValue, Span)],
        what: &str,
    ) -> bool {
        let op = overload.op.split_whitespace().next().unwrap_or("");
        let Some((_, def)) = tanto_dialects::op_def(op) else {
            return true;
        };
        let mut valid = true;
        for ((param, _), (tv, span)) in overload.params.iter().zip(args) {
            let Some(value) = tv.constant.and_then(|k| k.as_int()) else {
                continue;
            };
            let as_received = value as i32;
            let (problem, label) = if def.positive.iter().any(|p| p == param) && as_received < 1 {
                let label = if *param == "tiles" {
                    "a frame holds at least one tile".to_string()
                } else {
                    format!("`{param}` is a size")
                };
                ("it must be at least 1", label)
            } else if def.frame_indices.iter().any(|p| p == param) && as_received < 0 {
                (
                    "it must be non-negative",
                    format!("`{param}` is the index of a tile in the frame"),
                )
            } else {
                continue;
            };
            valid = false;
            self.error(
                Diagnostic::error(
                    span.clone(),
                    format!("`{param}` of {what} is {value}; {problem}"),
                )
                .with_label(label),
            );
        }
        valid
    }

    /// The MLIR value of an argument.
    pub(super) fn v(&self, value: Val) -> Value<'c, 'static> {
        self.ir.value(value)
    }

    /// Appends a built op; returns its first result.
    pub(super) fn add(
        &mut self,
        op: Result<Operation<'c>, BuildError>,
    ) -> Result<Option<Val>, BuildError> {
        let op = self.ir.append(op?);
        Ok(op
            .result(0)
            .ok()
            .map(|r| Val(tanto_dialects::ir::handles::ValueHandle::of(r))))
    }

    pub(super) fn loc(&self, span: &Span) -> melior::ir::Location<'c> {
        self.ir.loc(span)
    }

    pub(super) fn ctx(&self) -> &'c melior::Context {
        self.ir.context
    }
}

/// Source text of a receiver expression, for messages (`pa`, `acc`).
fn text_of(expr: &ast::Expr) -> String {
    match &expr.kind {
        ast::ExprKind::Var(name) => name.name.clone(),
        _ => "...".into(),
    }
}

/// The candidate closest to a misspelt or truncated `name`, if any is close.
fn closest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .map(|c| (strsim(name, c), c))
        .filter(|(d, c)| (*d <= 2 && *d < c.len()) || (name.len() >= 4 && c.starts_with(name)))
        .min()
        .map(|(_, c)| c)
}

fn strsim(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            current.push(
                (previous[j] + usize::from(ca != *cb))
                    .min(previous[j + 1] + 1)
                    .min(current[j] + 1),
            );
        }
        previous = current;
    }
    previous[b.len()]
}

/// Shorthands for the tables.
pub(super) fn u32s(names: &[&'static str]) -> Vec<(&'static str, P)> {
    names.iter().map(|n| (*n, P::Uint32)).collect()
}
