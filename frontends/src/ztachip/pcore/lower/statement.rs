//! Statements: control flow as `cf` blocks (every variable lives in
//! memory or a stack slot, so blocks take no arguments) and a kernel's
//! local declarations.

use super::expr::Quantifier;
use super::place::{Kind, Place, Storage, Variable};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::{
    ast::*,
    model::{ACCUMULATOR_WORDS, VECTOR_WIDTH},
    types,
};

impl Kernel<'_> {
    pub fn statement_block(&mut self, block: &Block) -> Lowered<()> {
        self.scopes.push(Default::default());
        let mut result = Ok(());
        for statement in &block.statements {
            result = self.statement(statement);
            if result.is_err() {
                break;
            }
        }
        self.scopes.pop();
        result
    }

    fn statement(&mut self, statement: &Statement) -> Lowered<()> {
        // A block, `;` and a pragma take no instruction: a jump's target
        // stays on the statement after them. Any other statement's first
        // instruction takes it (an expression reads it while it lowers).
        if !matches!(
            statement,
            Statement::Block(_) | Statement::Expr(..) | Statement::Pragma(_)
        ) {
            self.at_jump_target = false;
        }
        match statement {
            Statement::Block(block) => self.statement_block(block),
            Statement::Declaration(declaration) => self.declaration(declaration),
            Statement::Expr(Some(expr), _) => {
                let value = self.value(expr).map(|_| ());
                self.at_jump_target = false;
                value
            }
            Statement::Expr(None, _) | Statement::Pragma(_) => Ok(()),
            Statement::If {
                condition,
                then,
                otherwise,
                span,
            } => {
                let condition = self.condition(condition, Quantifier::All)?;
                let (then_block, else_block, join) =
                    (self.new_block(), self.new_block(), self.new_block());
                self.at(span);
                self.end(&format!(
                    "cf.cond_br {condition}, {then_block}, {else_block}"
                ));
                self.start(&then_block);
                self.at_jump_target = false;
                self.statement(then)?;
                self.at(span);
                self.branch(&join);
                self.start(&else_block);
                if let Some(otherwise) = otherwise {
                    self.at_jump_target = true;
                    self.statement(otherwise)?;
                }
                self.start(&join);
                self.at_jump_target = true;
                Ok(())
            }
            Statement::For {
                init,
                condition,
                step,
                body,
                unroll,
                span,
            } => {
                self.scopes.push(Default::default());
                match init {
                    ForInit::Declaration(declaration) => self.declaration(declaration)?,
                    ForInit::Expr(Some(expr)) => {
                        self.value(expr)?;
                    }
                    ForInit::Expr(None) => {}
                }
                // An unrolled loop's copies follow one another: no jumps.
                let unrolled = *unroll
                    && crate::ztachip::pcore::body::unrolled_counter(
                        init,
                        condition.as_ref(),
                        step.as_ref(),
                    )
                    .is_some();
                let shape = LoopShape {
                    body_first: false,
                    unrolled,
                };
                let result = self.looped(condition.as_ref(), step.as_ref(), body, span, shape);
                self.scopes.pop();
                result
            }
            Statement::While {
                condition,
                body,
                span,
            } => self.looped(Some(condition), None, body, span, LoopShape::default()),
            Statement::DoWhile {
                body,
                condition,
                span,
            } => {
                let shape = LoopShape {
                    body_first: true,
                    unrolled: false,
                };
                self.looped(Some(condition), None, body, span, shape)
            }
            Statement::Break(span) | Statement::Continue(span) => {
                let Some((next, exit)) = self.loops.last().cloned() else {
                    return self.refuse(span, "`break` and `continue` belong in a loop");
                };
                self.at(span);
                let target = if matches!(statement, Statement::Break(_)) {
                    exit
                } else {
                    next
                };
                if target.is_empty() {
                    return self.refuse(span, "`continue` belongs in a loop");
                }
                if matches!(statement, Statement::Break(_)) {
                    if let Some(broken) = self.breaks.last_mut() {
                        *broken = true;
                    }
                }
                self.branch(&target);
                Ok(())
            }
            Statement::Switch { value, body, span } => self.switch(value, body, span),
            Statement::Case { span, .. } => self.refuse(
                span,
                "a `case` or `default` label belongs directly in its `switch`'s `{ }`",
            ),
            Statement::Return(value, span) => {
                if let Some((slot, exit)) = self.returns.last().cloned() {
                    // The end of an inlined subroutine: its value (a
                    // 12-bit one saturated) to its result's slot.
                    if let (Some(expr), Some((slot, ty))) = (value, slot) {
                        let result = self.value(expr)?;
                        self.at(span);
                        self.return_value(result, &slot, &ty, span)?;
                    }
                    self.at(span);
                    self.branch(&exit);
                    return Ok(());
                }
                if let Some(expr) = value {
                    return self.refuse(
                        &expr.span,
                        "a kernel returns `void`: `return;` takes no value",
                    );
                }
                self.at(span);
                self.end("func.return");
                Ok(())
            }
            Statement::Unsupported { construct, span } => self.refuse(
                span,
                format!("`{construct}` is not part of the PCORE language"),
            ),
        }
    }

    /// A new local of type `ty` (a pointer to it when `pointer`), an
    /// array of `shape`: registers in stack slots, 12-bit data in the
    /// thread's private words after the kernel's.
    pub fn local(
        &mut self,
        ty: &types::TypeInfo,
        pointer: bool,
        shape: Vec<usize>,
        span: &Span,
    ) -> Lowered<Variable> {
        let words = types::words_of(ty.lanes, &shape);
        Ok(match (ty.kind, pointer) {
            (_, true) => Variable {
                storage: Storage::Slot(self.alloca("i32")),
                kind: Kind::Pointer,
                lanes: ty.lanes,
                shape: Vec::new(),
            },
            (types::Kind::Integer, false) => Variable {
                storage: Storage::Slot(self.alloca("i32")),
                kind: Kind::Integer,
                lanes: 1,
                shape: Vec::new(),
            },
            (types::Kind::Accumulator, false) => {
                let Some(lanes) = words.filter(|w| *w <= ACCUMULATOR_WORDS) else {
                    return self.refuse(span, format!("this local needs more accumulator lanes than a thread's {ACCUMULATOR_WORDS}"));
                };
                Variable {
                    storage: Storage::Slot(self.alloca(&format!(
                        "!llvm.array<{} x vector<8xi32>>",
                        lanes / VECTOR_WIDTH
                    ))),
                    kind: Kind::Accumulator,
                    lanes: VECTOR_WIDTH,
                    shape,
                }
            }
            (types::Kind::Vector, false) => {
                let word = self.kernel.private_words + self.local_words;
                let free = self.machine.private_words;
                let needed = words.and_then(|w| word.checked_add(w));
                let Some(needed) = needed.filter(|n| *n <= free) else {
                    let needed = needed.map_or_else(|| "more".to_string(), |n| n.to_string());
                    return self.refuse(span, format!("kernel `{}::{}` needs {needed} private words with this local, but a thread has {free}", self.class.name, self.kernel.name));
                };
                self.local_words = needed - self.kernel.private_words;
                Variable {
                    storage: Storage::Private(word),
                    kind: Kind::Data,
                    lanes: ty.lanes,
                    shape,
                }
            }
        })
    }

    /// `switch`: `cf.switch` to the block of each `case` (fall-through
    /// from one to the next, as C's), `default` or the end; a `break`
    /// leaves it, a `continue` goes on with the enclosing loop.
    fn switch(&mut self, value: &Expr, body: &Statement, span: &Span) -> Lowered<()> {
        let Statement::Block(block) = body else {
            return self.refuse(span, "a `switch`'s body is a `{ }` block of `case`s");
        };
        let uniform = self.is_uniform(value);
        let value = self.integer(value)?;
        let mut labels = Vec::new();
        let mut default = None;
        for statement in &block.statements {
            let Statement::Case { value, span } = statement else {
                continue;
            };
            let target = self.new_block();
            match value {
                None if default.is_some() => return self.refuse(span, "a second `default` label"),
                None => default = Some(target.clone()),
                Some(value) => {
                    let Some(constant) = types::constant(value) else {
                        return self.refuse(&value.span, "a `case` label is a constant");
                    };
                    let Some(constant) = types::fit_32_bits(constant) else {
                        return self
                            .refuse(&value.span, "this integer constant does not fit in 32 bits");
                    };
                    if labels.iter().any(|(c, _)| *c == constant) {
                        // ztachip's compiler tests the labels in order
                        // (gen.cpp's genSwitchStatement): the first wins.
                        self.warn(
                            &value.span,
                            format!("a second `case {constant}`: the first is taken, as ztachip's compiler tests the labels in order"),
                        );
                    }
                    let field = super::registers::register_value(constant);
                    if field != constant {
                        self.warn(
                            &value.span,
                            format!("`int` registers are 13 bits: the label {constant} is {field} there (ztachip's compiler keeps its low 13 bits)"),
                        );
                    }
                    labels.push((constant, target.clone()));
                }
            }
        }
        let exit = self.new_block();
        // A label is the jump's 13-bit constant field: of labels alike
        // there, the first is taken, as the labels are tested in order.
        let mut fields = std::collections::HashSet::new();
        let cases: Vec<String> = std::iter::once(format!(
            "default: {}",
            default.clone().unwrap_or_else(|| exit.clone())
        ))
        .chain(labels.iter().filter_map(|(c, target)| {
            let field = super::registers::register_value(*c);
            fields.insert(field).then(|| format!("{field}: {target}"))
        }))
        .collect();
        self.at(span);
        if uniform {
            self.end(&format!("cf.switch {value} : i32, [{}]", cases.join(", ")));
        } else {
            // ztachip's compiler tests the labels in order, each a jump on
            // the value minus the label being zero; the PCOREs take each
            // together (`conditions.rs`).
            for (constant, target) in &labels {
                let label = self.constant(super::registers::register_value(*constant));
                let difference = self.register_difference(&value, &label, span);
                let taken = self.lockstep_jump("eq", &difference);
                let next = self.new_block();
                self.end(&format!("cf.cond_br {taken}, {target}, {next}"));
                self.start(&next);
            }
            self.branch(default.as_ref().unwrap_or(&exit));
        }
        // Code before the first label runs never (a block no branch
        // reaches).
        let (mut cases, mut default_target) = (labels.into_iter(), default);
        let continue_target = self
            .loops
            .last()
            .map(|(next, _)| next.clone())
            .unwrap_or_default();
        self.loops.push((continue_target, exit.clone()));
        self.breaks.push(false);
        // ztachip's compiler jumps to every label's code, but for a
        // `switch` of one `case` (with or without `default`), whose code it
        // falls into.
        let single_case = cases.len() == 1;
        self.scopes.push(Default::default());
        let mut result = Ok(());
        for statement in &block.statements {
            result = match statement {
                Statement::Case { value, span } => {
                    let target = match value {
                        Some(_) => cases.next().map(|(_, t)| t),
                        None => default_target.take(),
                    };
                    let Some(target) = target else { break };
                    // The case before falls through into this one.
                    self.at(span);
                    self.start(&target);
                    self.at_jump_target = value.is_none() || !single_case;
                    Ok(())
                }
                other => self.statement(other),
            };
            if result.is_err() {
                break;
            }
        }
        self.scopes.pop();
        self.loops.pop();
        self.breaks.pop();
        result?;
        self.at(span);
        self.start(&exit);
        self.at_jump_target = true;
        Ok(())
    }

    fn branch(&mut self, block: &str) {
        self.end(&format!("cf.br {block}"));
    }

    /// A loop: `condition` tested before each iteration (after the first,
    /// for `do ... while`), `step` after each.
    fn looped(
        &mut self,
        condition: Option<&Expr>,
        step: Option<&Expr>,
        body: &Statement,
        span: &Span,
        shape: LoopShape,
    ) -> Lowered<()> {
        let LoopShape {
            body_first,
            unrolled,
        } = shape;
        let (test, body_block, next, exit) = (
            self.new_block(),
            self.new_block(),
            self.new_block(),
            self.new_block(),
        );
        self.at(span);
        self.branch(if body_first { &body_block } else { &test });
        self.start(&test);
        match condition {
            Some(condition) => {
                let holds = self.condition(condition, Quantifier::Any)?;
                self.at(span);
                self.end(&format!("cf.cond_br {holds}, {body_block}, {exit}"));
            }
            None => self.branch(&body_block),
        }
        self.start(&body_block);
        self.loops.push((next.clone(), exit.clone()));
        self.breaks.push(false);
        // The body's start is the target of the jump back (an unrolled
        // loop's copies follow one another).
        self.at_jump_target = !unrolled;
        let result = self.statement(body);
        self.loops.pop();
        let broken = self.breaks.pop().unwrap_or(false);
        result?;
        self.start(&next);
        if let Some(step) = step {
            self.value(step)?;
        }
        self.at(span);
        self.branch(&test);
        self.start(&exit);
        // Left by its test the loop falls through; a `break` jumps here.
        self.at_jump_target = broken && !unrolled;
        Ok(())
    }

    /// A kernel's locals: 12-bit data in the thread's private words after
    /// the class's and the parameters', `int`, pointers and accumulators
    /// in stack slots.
    fn declaration(&mut self, declaration: &Declaration) -> Lowered<()> {
        self.at(&declaration.span);
        let ty = match types::type_of(&declaration.specifiers) {
            Ok(ty) => ty,
            Err(error) => {
                self.diagnostics.push(error);
                return Err(());
            }
        };
        for declarator in &declaration.declarators {
            let mut shape = Vec::new();
            for (dim, span) in &declarator.dims {
                match dim.as_ref().and_then(types::constant) {
                    Some(n) if n > 0 => shape.push(n as usize),
                    _ => {
                        return self.refuse(span, "an array dimension must be a positive constant")
                    }
                }
            }
            let variable = self.local(&ty, declarator.pointers > 0, shape, &declarator.span)?;
            if let Some(scope) = self.scopes.last_mut() {
                scope.insert(declarator.name.name.clone(), variable.clone());
            }
            match &declarator.init {
                Some(Initializer::Expr(init)) => {
                    let value = self.value(init)?;
                    let place = self.place_of(&variable);
                    self.store(&place, value, &declarator.span)?;
                }
                Some(list @ Initializer::List(_, span)) => {
                    if variable.kind != Kind::Data
                        || (variable.shape.is_empty() && variable.lanes == 1)
                    {
                        return self.refuse(
                            span,
                            "a `{...}` initialiser is for a vector or an array of data (int16, vint16)",
                        );
                    }
                    // ztachip's compiler assigns the listed words, one by
                    // one (gen.cpp's process_init), a vector's lanes as
                    // its last dimension (ident.cpp's setInitializer); the
                    // rest keep what the private memory holds.
                    let mut words_shape = variable.shape.clone();
                    if variable.lanes > 1 {
                        words_shape.push(variable.lanes);
                    }
                    let mut elements = Vec::new();
                    flatten(list, &words_shape, 0, 1, &mut elements);
                    if variable.lanes > 1 {
                        // A value outside a vector's innermost braces is
                        // no lane: ztachip's compiler refuses it too.
                        let lanes_depth = words_shape.len();
                        if let Some((_, value, _)) =
                            elements.iter().find(|(_, _, depth)| *depth != lanes_depth)
                        {
                            return self.refuse(
                                &value.span,
                                format!("a vector's initial values are its {} lanes, each vector's in its own braces (`{{l0, ..., l{}}}`)", variable.lanes, variable.lanes - 1),
                            );
                        }
                    }
                    let count: usize = words_shape.iter().product();
                    if let Some((_, extra, _)) = elements.iter().find(|(at, _, _)| *at >= count) {
                        return self.refuse(
                            &extra.span,
                            if variable.lanes > 1 {
                                format!("more initial values than the {count} lanes")
                            } else {
                                format!("more initial values than the {count} elements")
                            },
                        );
                    }
                    let Storage::Private(first) = variable.storage else {
                        return Err(());
                    };
                    for (at, expr, _) in elements {
                        let value = self.value(expr)?;
                        let base = self.memory_word(&variable.storage, first);
                        let offset = self.constant(at as i64);
                        let word = self.op(&format!("arith.addi {base}, {offset} : i32"));
                        let place = Place::Memory { word, lanes: 1 };
                        self.store(&place, value, &expr.span)?;
                    }
                }
                None => {}
            }
        }
        Ok(())
    }
}

/// The elements a `{...}` initialiser of an array of `shape` gives, as
/// (row-major element number, value, depth of braces around it): a
/// nested list starts the next sub-array of its dimension, a value takes
/// the next element. A list's values past its (sub-)array are placed
/// past every array (`usize::MAX`), for the caller to refuse.
fn flatten<'e>(
    list: &'e Initializer,
    shape: &[usize],
    base: usize,
    depth: usize,
    out: &mut Vec<(usize, &'e Expr, usize)>,
) {
    let Initializer::List(items, _) = list else {
        return;
    };
    let stride: usize = shape.iter().skip(1).product();
    let limit = base + shape.iter().product::<usize>();
    let mut at = base;
    for item in items {
        match item {
            Initializer::Expr(value) => {
                out.push((if at < limit { at } else { usize::MAX }, value, depth));
                at += 1;
            }
            nested @ Initializer::List(..) => {
                // Up to the next whole sub-array.
                let into = at - base;
                at = base + into.div_ceil(stride.max(1)) * stride.max(1);
                flatten(nested, shape.get(1..).unwrap_or(&[]), at, depth + 1, out);
                at += stride.max(1);
            }
        }
    }
}

/// How a loop runs: its body before its first test (`do ... while`), and
/// whether ztachip's compiler unrolls it (`#pragma unroll`).
#[derive(Debug, Clone, Copy, Default)]
struct LoopShape {
    body_first: bool,
    unrolled: bool,
}
