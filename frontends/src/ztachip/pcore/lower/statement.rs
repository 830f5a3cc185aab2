//! Statements: control flow as `cf` blocks (every variable lives in
//! memory or a stack slot, so blocks take no arguments) and a kernel's
//! local declarations.

use super::expr::Quantifier;
use super::place::{Kind, Storage, Variable};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::{ast::*, model::VECTOR_WIDTH, types};

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
        match statement {
            Statement::Block(block) => self.statement_block(block),
            Statement::Declaration(declaration) => self.declaration(declaration),
            Statement::Expr(Some(expr), _) => self.value(expr).map(|_| ()),
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
                self.statement(then)?;
                self.at(span);
                self.branch(&join);
                self.start(&else_block);
                if let Some(otherwise) = otherwise {
                    self.statement(otherwise)?;
                }
                self.start(&join);
                Ok(())
            }
            Statement::For {
                init,
                condition,
                step,
                body,
                span,
                ..
            } => {
                self.scopes.push(Default::default());
                match init {
                    ForInit::Declaration(declaration) => self.declaration(declaration)?,
                    ForInit::Expr(Some(expr)) => {
                        self.value(expr)?;
                    }
                    ForInit::Expr(None) => {}
                }
                let result = self.looped(condition.as_ref(), step.as_ref(), body, span, false);
                self.scopes.pop();
                result
            }
            Statement::While {
                condition,
                body,
                span,
            } => self.looped(Some(condition), None, body, span, false),
            Statement::DoWhile {
                body,
                condition,
                span,
            } => self.looped(Some(condition), None, body, span, true),
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
                self.branch(&target);
                Ok(())
            }
            Statement::Return(None, span) => {
                self.at(span);
                self.end("func.return");
                Ok(())
            }
            Statement::Return(Some(expr), _) => self.refuse(
                &expr.span,
                "a kernel returns `void`: `return;` takes no value",
            ),
            Statement::Unsupported { construct, span } => self.refuse(
                span,
                format!("`{construct}` is not part of the PCORE language"),
            ),
        }
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
        body_first: bool,
    ) -> Lowered<()> {
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
        let result = self.statement(body);
        self.loops.pop();
        result?;
        self.start(&next);
        if let Some(step) = step {
            self.value(step)?;
        }
        self.at(span);
        self.branch(&test);
        self.start(&exit);
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
            let count: usize = shape.iter().product();
            let pointer = declarator.pointers > 0;
            let variable = match (ty.kind, pointer) {
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
                (types::Kind::Accumulator, false) => Variable {
                    storage: Storage::Slot(
                        self.alloca(&format!("!llvm.array<{count} x vector<8xi32>>")),
                    ),
                    kind: Kind::Accumulator,
                    lanes: VECTOR_WIDTH,
                    shape,
                },
                (types::Kind::Vector, false) => {
                    let word = self.kernel.private_words + self.local_words;
                    self.local_words += ty.lanes * count;
                    let free = self.machine.private_words;
                    if self.kernel.private_words + self.local_words > free {
                        return self.refuse(&declarator.span, format!("kernel `{}::{}` needs {} private words with this local, but a thread has {free}", self.class.name, self.kernel.name, self.kernel.private_words + self.local_words));
                    }
                    Variable {
                        storage: Storage::Private(word),
                        kind: Kind::Data,
                        lanes: ty.lanes,
                        shape,
                    }
                }
            };
            if let Some(scope) = self.scopes.last_mut() {
                scope.insert(declarator.name.name.clone(), variable.clone());
            }
            match &declarator.init {
                Some(Initializer::Expr(init)) => {
                    let value = self.value(init)?;
                    let place = self.place_of(&variable);
                    self.store(&place, value, &declarator.span)?;
                }
                Some(Initializer::List(_, span)) => {
                    return self.refuse(
                        span,
                        "array initialisers are not modelled: assign the elements",
                    )
                }
                None => {}
            }
        }
        Ok(())
    }
}
