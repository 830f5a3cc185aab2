//! CSL text to [`ast::File`] with pest. Syntax errors name what was
//! expected. Bracket nesting is checked first by a loop ([`limits`]), so
//! pest and the tree's consumers only recurse within bounds.

use super::ast::*;
use super::limits;
use crate::diagnostic::Diagnostic;
use pest::{iterators::Pair, Parser};

/// The field of an enum's struct that holds its integer type.
pub const ENUM_BACKING_FIELD: &str = "__enum_backing";

#[derive(pest_derive::Parser)]
#[grammar = "csl/csl.pest"]
struct CslParser;

/// Parses one CSL file.
pub fn parse(text: &str) -> Result<File, Vec<Diagnostic>> {
    let _span = tracing::info_span!("csl-parse").entered();
    if let Some(error) = limits::bracket_depth(text) {
        return Err(vec![error]);
    }
    let mut pairs = CslParser::parse(Rule::file, text).map_err(|e| vec![syntax_error(e)])?;
    let file = pairs
        .next()
        .ok_or_else(|| vec![Diagnostic::error(0..0, "internal error: no parse")])?;
    let mut builder = Builder { errors: Vec::new() };
    let items = file
        .into_inner()
        .filter(|p| p.as_rule() != Rule::EOI)
        .filter_map(|p| builder.item(p))
        .collect();
    let file = File { items };
    builder.errors.extend(limits::tree_depth(&file));
    if builder.errors.is_empty() {
        Ok(file)
    } else {
        limits::discard(file);
        Err(builder.errors)
    }
}

fn span(pair: &Pair<Rule>) -> Span {
    let s = pair.as_span();
    s.start()..s.end()
}

fn name(pair: Pair<Rule>) -> Name {
    Name {
        span: span(&pair),
        text: pair.as_str().to_string(),
    }
}

struct Builder {
    errors: Vec<Diagnostic>,
}

impl Builder {
    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(Diagnostic::error(span, message));
    }

    fn item(&mut self, pair: Pair<Rule>) -> Option<Item> {
        match pair.as_rule() {
            Rule::layout_block => Some(Item::Layout(self.block(pair.into_inner().nth(1)?))),
            Rule::comptime_block => Some(Item::Comptime(self.block(pair.into_inner().nth(1)?))),
            Rule::fn_decl => self.fn_decl(pair).map(Item::Fn),
            Rule::global_decl => {
                let mut qualifiers = Qualifiers::default();
                let mut decl = None;
                for part in pair.into_inner() {
                    match part.as_rule() {
                        Rule::qualifier => qualify(&mut qualifiers, &part),
                        Rule::decl => decl = self.decl(part, qualifiers, false),
                        _ => {}
                    }
                }
                decl.map(Item::Decl)
            }
            _ => None,
        }
    }

    fn fn_decl(&mut self, pair: Pair<Rule>) -> Option<FnDecl> {
        let whole = span(&pair);
        let mut qualifiers = Qualifiers::default();
        let (mut task, mut fn_name, mut params, mut ret, mut body) =
            (false, None, Vec::new(), None, None);
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::qualifier => qualify(&mut qualifiers, &part),
                Rule::kw_task => task = true,
                Rule::ident => fn_name = Some(name(part)),
                Rule::fn_params => {
                    for p in part.into_inner() {
                        params.push(self.param(p)?);
                    }
                }
                Rule::ret_type => ret = Some(self.ret_type(part)?),
                Rule::block => body = Some(self.block(part)),
                _ => {}
            }
        }
        Some(FnDecl {
            task,
            name: fn_name?,
            params,
            ret,
            body: body?,
            qualifiers,
            span: whole,
        })
    }

    fn param(&mut self, pair: Pair<Rule>) -> Option<Param> {
        let mut comptime = false;
        let mut param_name = None;
        let mut ty = None;
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::kw_comptime => comptime = true,
                Rule::ident => param_name = Some(name(part)),
                Rule::type_expr => ty = Some(self.type_expr(part)?),
                _ => {}
            }
        }
        Some(Param {
            comptime,
            name: param_name?,
            ty: ty?,
        })
    }

    fn ret_type(&mut self, pair: Pair<Rule>) -> Option<Expr> {
        let whole = span(&pair);
        let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
        let (last, prefixes) = parts.split_last()?;
        let base = match last.as_rule() {
            Rule::type_name => {
                let mut names = last.clone().into_inner();
                let first = names.next()?;
                let mut expr = Expr {
                    span: span(&first),
                    kind: ExprKind::Ident(first.as_str().to_string()),
                };
                for field in names {
                    expr = Expr {
                        span: expr.span.start..span(&field).end,
                        kind: ExprKind::Field {
                            base: Box::new(expr),
                            name: name(field),
                        },
                    };
                }
                expr
            }
            _ => self.operand(last.clone())?,
        };
        self.wrap_type_prefixes(prefixes.iter().cloned(), base, whole)
    }

    fn decl(&mut self, pair: Pair<Rule>, qualifiers: Qualifiers, comptime: bool) -> Option<Decl> {
        let whole = span(&pair);
        let (mut kind, mut decl_name, mut ty, mut align, mut init) =
            (DeclKind::Const, None, None, None, None);
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::decl_kind => {
                    kind = match part.as_str() {
                        "var" => DeclKind::Var,
                        "param" => DeclKind::Param,
                        _ => DeclKind::Const,
                    }
                }
                Rule::ident => decl_name = Some(name(part)),
                Rule::type_expr => ty = Some(self.type_expr(part)?),
                Rule::align => align = Some(self.expr(part.into_inner().nth(1)?)?),
                Rule::expr => init = Some(self.expr(part)?),
                _ => {}
            }
        }
        Some(Decl {
            kind,
            name: decl_name?,
            ty,
            align,
            init,
            qualifiers,
            comptime,
            span: whole,
        })
    }

    fn block(&mut self, pair: Pair<Rule>) -> Block {
        let whole = span(&pair);
        let mut label = None;
        let mut stmts = Vec::new();
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::label => label = part.into_inner().next().map(name),
                _ => {
                    if let Some(stmt) = self.stmt(part) {
                        stmts.push(stmt);
                    }
                }
            }
        }
        Block {
            label,
            stmts,
            span: whole,
        }
    }

    fn stmt(&mut self, pair: Pair<Rule>) -> Option<Stmt> {
        let whole = span(&pair);
        let rule = pair.as_rule();
        let mut parts = pair.into_inner();
        let kind = match rule {
            Rule::local_decl => {
                let mut comptime = false;
                let mut decl = None;
                for part in parts {
                    match part.as_rule() {
                        Rule::kw_comptime => comptime = true,
                        Rule::decl => decl = self.decl(part, Qualifiers::default(), comptime),
                        _ => {}
                    }
                }
                StmtKind::Decl(decl?)
            }
            Rule::if_stmt => self.if_stmt(parts)?,
            Rule::switch_stmt => self.switch_stmt(parts, &whole)?,
            Rule::while_stmt => {
                let mut label = None;
                let mut cond = None;
                let mut step = None;
                let mut body = None;
                for part in parts {
                    match part.as_rule() {
                        Rule::label => label = part.into_inner().next().map(name),
                        Rule::expr => cond = Some(self.expr(part)?),
                        Rule::assignment => step = Some(self.assignment(part)?),
                        Rule::block => body = Some(self.block(part)),
                        _ => {}
                    }
                }
                StmtKind::While {
                    label,
                    cond: cond?,
                    step,
                    body: body?,
                }
            }
            Rule::for_stmt => {
                let mut label = None;
                let mut iterable = None;
                let mut names = Vec::new();
                let mut body = None;
                for part in parts {
                    match part.as_rule() {
                        Rule::label => label = part.into_inner().next().map(name),
                        Rule::expr => iterable = Some(self.expr(part)?),
                        Rule::ident => names.push(name(part)),
                        Rule::block => body = Some(self.block(part)),
                        _ => {}
                    }
                }
                let mut names = names.into_iter();
                StmtKind::For {
                    label,
                    iterable: iterable?,
                    element: names.next()?,
                    index: names.next(),
                    body: body?,
                }
            }
            Rule::return_stmt => {
                let value = parts.find(|p| p.as_rule() == Rule::expr);
                StmtKind::Return(match value {
                    Some(v) => Some(self.expr(v)?),
                    None => None,
                })
            }
            Rule::break_stmt => {
                let mut label = None;
                let mut value = None;
                for part in parts {
                    match part.as_rule() {
                        Rule::ident => label = Some(name(part)),
                        Rule::expr => value = Some(self.expr(part)?),
                        _ => {}
                    }
                }
                StmtKind::Break { label, value }
            }
            Rule::continue_stmt => {
                StmtKind::Continue(parts.find(|p| p.as_rule() == Rule::ident).map(name))
            }
            Rule::comptime_stmt => StmtKind::Comptime(self.block(parts.nth(1)?)),
            Rule::block_stmt => StmtKind::Block(self.block(parts.next()?)),
            Rule::assign_stmt => StmtKind::Assign(self.assignment(parts.next()?)?),
            Rule::expr_stmt => StmtKind::Expr(self.expr(parts.next()?)?),
            _ => return None,
        };
        Some(Stmt { kind, span: whole })
    }

    /// `if (c) {} else if (d) {} else {}`, the chain folded from its end
    /// (a loop: the chain may be long).
    fn if_stmt(&mut self, parts: pest::iterators::Pairs<Rule>) -> Option<StmtKind> {
        let mut arms: Vec<(Expr, Block, Span)> = Vec::new();
        let mut cond = None;
        let mut last = None;
        for part in parts {
            match part.as_rule() {
                Rule::expr => cond = Some(self.expr(part)?),
                Rule::block | Rule::bare_block if arms.is_empty() && cond.is_some() => {
                    let span = span(&part);
                    arms.push((cond.take()?, self.block(part), span));
                }
                Rule::block => last = Some(self.block(part)),
                Rule::else_if => {
                    let span = span(&part);
                    let mut inner = part
                        .into_inner()
                        .filter(|p| matches!(p.as_rule(), Rule::expr | Rule::block));
                    let cond = self.expr(inner.next()?)?;
                    let block = self.block(inner.next()?);
                    arms.push((cond, block, span));
                }
                _ => {}
            }
        }
        let mut otherwise = last;
        while arms.len() > 1 {
            let (cond, then, span) = arms.pop()?;
            let stmt = Stmt {
                kind: StmtKind::If {
                    cond,
                    then,
                    otherwise,
                },
                span: span.clone(),
            };
            otherwise = Some(Block {
                label: None,
                stmts: vec![stmt],
                span,
            });
        }
        let (cond, then, _) = arms.pop()?;
        Some(StmtKind::If {
            cond,
            then,
            otherwise,
        })
    }

    /// A `switch` arm's cases `a, b` as the test `x == a or x == b` (None
    /// when a case does not parse; the grammar gives at least one).
    fn switch_cases(&mut self, cases: Pair<Rule>, scrutinee: &Expr) -> Option<Expr> {
        let mut cond: Option<Expr> = None;
        for case in cases.into_inner().filter(|p| p.as_rule() == Rule::expr) {
            let case = self.expr(case)?;
            let test = Expr {
                span: case.span.clone(),
                kind: ExprKind::Binary {
                    op: BinaryOp::Eq,
                    lhs: Box::new(scrutinee.clone()),
                    rhs: Box::new(case),
                },
            };
            cond = Some(match cond.take() {
                None => test,
                Some(before) => Expr {
                    span: before.span.start..test.span.end,
                    kind: ExprKind::Binary {
                        op: BinaryOp::Or,
                        lhs: Box::new(before),
                        rhs: Box::new(test),
                    },
                },
            });
        }
        cond
    }

    /// `switch (x) { a, b => v, else => w }` as a value: the `if`
    /// expression `if (x == a or x == b) v else w` (no `else` arm: void
    /// when no case matches).
    fn switch_expr(&mut self, pair: Pair<Rule>, whole: Span) -> Option<Expr> {
        let mut parts = pair.into_inner();
        let scrutinee = parts.find(|p| p.as_rule() == Rule::expr)?;
        let scrutinee = self.expr(scrutinee)?;
        let mut arms: Vec<(Expr, Expr)> = Vec::new();
        let mut otherwise: Option<Expr> = None;
        for arm in parts.filter(|p| p.as_rule() == Rule::switch_value_arm) {
            let arm_span = span(&arm);
            let mut cond: Option<Expr> = None;
            let mut value = None;
            for part in arm.into_inner() {
                match part.as_rule() {
                    Rule::switch_cases => cond = Some(self.switch_cases(part, &scrutinee)?),
                    Rule::expr => value = Some(self.expr(part)?),
                    _ => {}
                }
            }
            let value = value?;
            match cond {
                Some(cond) => arms.push((cond, value)),
                None if otherwise.is_some() => {
                    self.error(arm_span, "a `switch` has one `else` arm at most");
                    return None;
                }
                None => otherwise = Some(value),
            }
        }
        if arms.is_empty() {
            return otherwise.or_else(|| {
                self.error(whole.clone(), "a `switch` value has at least one arm");
                None
            });
        }
        while let Some((cond, value)) = arms.pop() {
            let end = otherwise.as_ref().map_or(value.span.end, |o| o.span.end);
            otherwise = Some(Expr {
                span: cond.span.start..end,
                kind: ExprKind::If {
                    cond: Box::new(cond),
                    then: Box::new(value),
                    otherwise: otherwise.take().map(Box::new),
                },
            });
        }
        Some(Expr {
            span: whole,
            kind: otherwise?.kind,
        })
    }

    /// `switch (x) { a, b => s, else => t }` as the `if` chain
    /// `if (x == a or x == b) { s } else { t }` (x is evaluated per test).
    fn switch_stmt(
        &mut self,
        mut parts: pest::iterators::Pairs<Rule>,
        whole: &Span,
    ) -> Option<StmtKind> {
        let scrutinee = parts.find(|p| p.as_rule() == Rule::expr)?;
        let scrutinee = self.expr(scrutinee)?;
        let mut arms: Vec<(Option<Expr>, Block)> = Vec::new();
        for arm in parts.filter(|p| p.as_rule() == Rule::switch_arm) {
            let arm_span = span(&arm);
            let mut cond: Option<Expr> = None;
            let mut body = None;
            for part in arm.into_inner() {
                match part.as_rule() {
                    Rule::switch_cases => cond = Some(self.switch_cases(part, &scrutinee)?),
                    Rule::block => body = Some(self.block(part)),
                    Rule::expr => {
                        let value = self.expr(part)?;
                        body = Some(Block {
                            label: None,
                            span: value.span.clone(),
                            stmts: vec![Stmt {
                                span: value.span.clone(),
                                kind: StmtKind::Expr(value),
                            }],
                        });
                    }
                    _ => {}
                }
            }
            let body = body?;
            if cond.is_none() && arms.iter().any(|(c, _)| c.is_none()) {
                self.error(arm_span, "a `switch` has one `else` arm at most");
                return None;
            }
            arms.push((cond, body));
        }
        // The `else` arm, wherever written, is the chain's last.
        let otherwise = arms
            .iter()
            .position(|(c, _)| c.is_none())
            .map(|k| arms.remove(k).1);
        let mut chain = otherwise;
        while let Some((cond, then)) = arms.pop() {
            let cond = cond?;
            let stmt = Stmt {
                span: cond.span.start..then.span.end,
                kind: StmtKind::If {
                    cond,
                    then,
                    otherwise: chain.take(),
                },
            };
            chain = Some(Block {
                label: None,
                span: stmt.span.clone(),
                stmts: vec![stmt],
            });
        }
        Some(StmtKind::Block(chain.unwrap_or(Block {
            label: None,
            stmts: Vec::new(),
            span: whole.clone(),
        })))
    }

    /// `enum(T) { a = 0, b }` as the struct `.{ .__enum_backing = T, .a =
    /// @as(T, 0), .b = @as(T, 0 + 1) }`: its values are of type T, and the
    /// struct stands for T where a type is asked (`@as(E, x)`).
    fn enum_type(&mut self, pair: Pair<Rule>, whole: &Span) -> Option<ExprKind> {
        let ident = |text: &str, at: &Span| Expr {
            span: at.clone(),
            kind: ExprKind::Ident(text.to_string()),
        };
        let mut backing = ident("u16", whole);
        let mut fields = Vec::new();
        let mut previous: Option<Expr> = None;
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::type_expr => backing = self.type_expr(part)?,
                Rule::enum_field => {
                    let at = span(&part);
                    let mut inner = part.into_inner();
                    let field = name(inner.next()?);
                    let value = match inner.next() {
                        Some(e) => self.expr(e)?,
                        None => match previous.take() {
                            None => Expr {
                                span: at.clone(),
                                kind: ExprKind::Int(0),
                            },
                            Some(before) => Expr {
                                span: at.clone(),
                                kind: ExprKind::Binary {
                                    op: BinaryOp::Add,
                                    lhs: Box::new(before),
                                    rhs: Box::new(Expr {
                                        span: at.clone(),
                                        kind: ExprKind::Int(1),
                                    }),
                                },
                            },
                        },
                    };
                    previous = Some(value.clone());
                    let typed = Expr {
                        span: at.clone(),
                        kind: ExprKind::Builtin {
                            name: Name {
                                text: "as".to_string(),
                                span: at.clone(),
                            },
                            args: vec![backing.clone(), value],
                        },
                    };
                    fields.push((Some(field), typed));
                }
                _ => {}
            }
        }
        let marker = Name {
            text: ENUM_BACKING_FIELD.to_string(),
            span: whole.clone(),
        };
        fields.insert(0, (Some(marker), backing));
        Some(ExprKind::Literal { ty: None, fields })
    }

    fn assignment(&mut self, pair: Pair<Rule>) -> Option<Assign> {
        let whole = span(&pair);
        let mut parts = pair.into_inner();
        let target = self.expr(parts.next()?)?;
        let op = match parts.next()?.as_str() {
            "=" => None,
            "+=" => Some(BinaryOp::Add),
            "+%=" => Some(BinaryOp::AddWrap),
            "-%=" => Some(BinaryOp::SubWrap),
            "*%=" => Some(BinaryOp::MulWrap),
            "-=" => Some(BinaryOp::Sub),
            "*=" => Some(BinaryOp::Mul),
            "/=" => Some(BinaryOp::Div),
            "%=" => Some(BinaryOp::Rem),
            "&=" => Some(BinaryOp::BitAnd),
            "|=" => Some(BinaryOp::BitOr),
            "^=" => Some(BinaryOp::BitXor),
            "<<=" => Some(BinaryOp::Shl),
            _ => Some(BinaryOp::Shr),
        };
        let value = self.expr(parts.next()?)?;
        Some(Assign {
            target,
            op,
            value,
            span: whole,
        })
    }

    fn type_expr(&mut self, pair: Pair<Rule>) -> Option<Expr> {
        let whole = span(&pair);
        let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
        let (last, prefixes) = parts.split_last()?;
        let base = self.expr(last.clone())?;
        self.wrap_type_prefixes(prefixes.iter().cloned(), base, whole)
    }

    /// `[N]`, `[*]`, `*` prefixes (outermost first) around `base`.
    fn wrap_type_prefixes<'i>(
        &mut self,
        prefixes: impl DoubleEndedIterator<Item = Pair<'i, Rule>>,
        base: Expr,
        whole: Span,
    ) -> Option<Expr> {
        let mut ty = base;
        for prefix in prefixes.rev() {
            let start = span(&prefix).start;
            let kind = match prefix.as_rule() {
                Rule::array_dims => ExprKind::ArrayType {
                    dims: prefix
                        .into_inner()
                        .map(|d| self.expr(d))
                        .collect::<Option<Vec<_>>>()?,
                    element: Box::new(ty),
                },
                Rule::many_pointer | Rule::pointer => ExprKind::PointerType {
                    many: prefix.as_rule() == Rule::many_pointer,
                    constant: prefix.into_inner().any(|p| p.as_rule() == Rule::const_qual),
                    pointee: Box::new(ty),
                },
                _ => return None,
            };
            ty = Expr {
                kind,
                span: start..whole.end,
            };
        }
        Some(ty)
    }

    fn expr(&mut self, pair: Pair<Rule>) -> Option<Expr> {
        // Each operand with its prefixes and postfixes is a unit; the
        // Pratt parser combines units with the infix operators.
        let mut units: Vec<Pair<Rule>> = Vec::new();
        let mut sequence: Vec<Vec<Pair<Rule>>> = vec![Vec::new()];
        for part in pair.into_inner() {
            if is_infix(part.as_rule()) {
                units.push(part);
                sequence.push(Vec::new());
            } else if let Some(last) = sequence.last_mut() {
                last.push(part);
            }
        }
        let mut built = Vec::new();
        for unit in sequence {
            built.push(self.unit(unit)?);
        }
        // Combine with precedence: re-run the Pratt parser over the
        // operators, with the built units as leaves.
        let mut leaves = built.into_iter();
        let mut operators = units.into_iter();
        let first = leaves.next()?;
        let rest: Vec<(Pair<Rule>, Expr)> = operators.by_ref().zip(leaves).collect();
        Some(combine(first, rest))
    }

    /// prefix* operand postfix*.
    fn unit(&mut self, parts: Vec<Pair<Rule>>) -> Option<Expr> {
        let operand_at = parts.iter().position(|p| !is_prefix(p.as_rule()))?;
        let mut expr = self.operand(parts[operand_at].clone())?;
        for postfix in &parts[operand_at + 1..] {
            let end = span(postfix).end;
            let start = expr.span.start;
            let kind = match postfix.as_rule() {
                Rule::call_args => ExprKind::Call {
                    callee: Box::new(expr),
                    args: self.args(postfix.clone())?,
                },
                Rule::index => ExprKind::Index {
                    base: Box::new(expr),
                    indices: self.args(postfix.clone())?,
                },
                Rule::deref => ExprKind::Deref(Box::new(expr)),
                Rule::field => ExprKind::Field {
                    base: Box::new(expr),
                    name: name(postfix.clone().into_inner().next()?),
                },
                _ => return None,
            };
            expr = Expr {
                kind,
                span: start..end,
            };
        }
        for prefix in parts[..operand_at].iter().rev() {
            let op = match prefix.as_rule() {
                Rule::neg => UnaryOp::Neg,
                Rule::not => UnaryOp::Not,
                Rule::bit_not => UnaryOp::BitNot,
                Rule::address_of => UnaryOp::AddressOf,
                _ => UnaryOp::Comptime,
            };
            expr = Expr {
                span: span(prefix).start..expr.span.end,
                kind: ExprKind::Unary {
                    op,
                    operand: Box::new(expr),
                },
            };
        }
        Some(expr)
    }

    fn args(&mut self, pair: Pair<Rule>) -> Option<Vec<Expr>> {
        pair.into_inner().map(|a| self.expr(a)).collect()
    }

    fn operand(&mut self, pair: Pair<Rule>) -> Option<Expr> {
        let whole = span(&pair);
        let text = pair.as_str();
        let rule = pair.as_rule();
        let kind = match rule {
            Rule::paren => return self.expr(pair.into_inner().next()?),
            Rule::integer => match parse_integer(text) {
                Some(v) => ExprKind::Int(v),
                None => {
                    self.error(whole, format!("integer literal `{text}` is too large"));
                    return None;
                }
            },
            Rule::float => ExprKind::Float(text.replace('_', "").parse().ok()?),
            Rule::char_lit => {
                let bytes = unescape(&text[1..text.len() - 1]);
                ExprKind::Int(i128::from(*bytes.first()?))
            }
            Rule::string => ExprKind::Str(unescape(&text[1..text.len() - 1])),
            Rule::bool_lit => ExprKind::Bool(text == "true"),
            Rule::undefined => ExprKind::Undefined,
            Rule::ident => ExprKind::Ident(text.to_string()),
            Rule::builtin_call => {
                let mut parts = pair.into_inner();
                let builtin = parts.next()?;
                let builtin_name = Name {
                    span: span(&builtin),
                    text: builtin.as_str()[1..].to_string(),
                };
                ExprKind::Builtin {
                    name: builtin_name,
                    args: self.args(parts.next()?)?,
                }
            }
            Rule::if_expr => {
                // (cond, value) arms, then the last `else` value; folded
                // from the end with a loop.
                let mut arms: Vec<(Expr, Expr)> = Vec::new();
                let mut pending = Vec::new();
                for part in pair.into_inner() {
                    match part.as_rule() {
                        Rule::expr => pending.push(self.expr(part)?),
                        Rule::else_if_expr => {
                            let mut inner = part.into_inner().filter(|p| p.as_rule() == Rule::expr);
                            let cond = self.expr(inner.next()?)?;
                            let value = self.expr(inner.next()?)?;
                            arms.push((cond, value));
                        }
                        _ => {}
                    }
                }
                // pending: the first cond, its value, the final else value
                // (when there is one).
                let mut pending = pending.into_iter();
                let (first_cond, first_value) = (pending.next()?, pending.next()?);
                arms.insert(0, (first_cond, first_value));
                let mut otherwise = pending.next();
                while let Some((cond, value)) = arms.pop() {
                    let end = otherwise.as_ref().map_or(value.span.end, |o| o.span.end);
                    let expr = Expr {
                        span: cond.span.start..end,
                        kind: ExprKind::If {
                            cond: Box::new(cond),
                            then: Box::new(value),
                            otherwise: otherwise.take().map(Box::new),
                        },
                    };
                    otherwise = Some(expr);
                }
                return Some(Expr {
                    span: whole,
                    kind: otherwise?.kind,
                });
            }
            Rule::switch_expr => return self.switch_expr(pair, whole),
            Rule::enum_type => self.enum_type(pair, &whole)?,
            Rule::void_block => ExprKind::Block(Block {
                label: None,
                stmts: Vec::new(),
                span: whole.clone(),
            }),
            Rule::labeled_block => {
                let mut label = None;
                let mut stmts = Vec::new();
                for part in pair.into_inner() {
                    if part.as_rule() == Rule::label {
                        label = part.into_inner().next().map(name);
                    } else if let Some(stmt) = self.stmt(part) {
                        stmts.push(stmt);
                    }
                }
                ExprKind::Block(Block {
                    label,
                    stmts,
                    span: whole.clone(),
                })
            }
            Rule::tensor_access => {
                let mut vars = Vec::new();
                let mut exprs = Vec::new();
                for part in pair.into_inner() {
                    match part.as_rule() {
                        Rule::ident => vars.push(name(part)),
                        _ => exprs.push(self.expr(part)?),
                    }
                }
                let body = exprs.pop()?;
                ExprKind::TensorAccess {
                    vars,
                    extents: exprs,
                    body: Box::new(body),
                }
            }
            Rule::fn_type => {
                let mut types = Vec::new();
                for part in pair.into_inner() {
                    if part.as_rule() == Rule::type_expr {
                        types.push(self.type_expr(part)?);
                    }
                }
                let ret = types.pop()?;
                ExprKind::FnType {
                    params: types,
                    ret: Box::new(ret),
                }
            }
            Rule::type_prefix => {
                let parts: Vec<Pair<Rule>> = pair.into_inner().collect();
                let split = parts.iter().position(|p| {
                    !matches!(
                        p.as_rule(),
                        Rule::array_dims | Rule::many_pointer | Rule::pointer
                    )
                })?;
                let base = self.unit(parts[split..].to_vec())?;
                return self.wrap_type_prefixes(parts[..split].iter().cloned(), base, whole);
            }
            Rule::array_prefixed => {
                let mut parts = pair.into_inner();
                let dims = parts.next()?;
                let rest: Vec<Pair<Rule>> = parts.collect();
                let Some(elements) = rest.first().filter(|p| p.as_rule() == Rule::array_elements)
                else {
                    let base = self.unit(rest)?;
                    return self.wrap_type_prefixes(std::iter::once(dims), base, whole);
                };
                let mut elements = elements.clone().into_inner();
                let element = elements.next()?;
                let element = Expr {
                    span: span(&element),
                    kind: ExprKind::Ident(element.as_str().to_string()),
                };
                let ty = self.wrap_type_prefixes(std::iter::once(dims), element, whole.clone())?;
                ExprKind::ArrayLiteral {
                    ty: Box::new(ty),
                    elements: elements.map(|e| self.expr(e)).collect::<Option<_>>()?,
                }
            }
            Rule::anon_literal | Rule::named_literal => {
                let mut ty = None;
                let mut fields = Vec::new();
                for part in pair.into_inner() {
                    match part.as_rule() {
                        Rule::ident => {
                            ty = Some(Box::new(Expr {
                                span: span(&part),
                                kind: ExprKind::Ident(part.as_str().to_string()),
                            }))
                        }
                        Rule::literal_item => {
                            let item = part.into_inner().next()?;
                            if item.as_rule() == Rule::field_init {
                                let mut init = item.into_inner();
                                let field = name(init.next()?);
                                fields.push((Some(field), self.expr(init.next()?)?));
                            } else {
                                fields.push((None, self.expr(item)?));
                            }
                        }
                        _ => {}
                    }
                }
                ExprKind::Literal { ty, fields }
            }
            _ => {
                self.error(whole, format!("internal error: unexpected {rule:?}"));
                return None;
            }
        };
        Some(Expr { kind, span: whole })
    }
}

fn qualify(qualifiers: &mut Qualifiers, pair: &Pair<Rule>) {
    match pair.as_str() {
        "export" => qualifiers.export = true,
        "extern" => qualifiers.external = true,
        _ => qualifiers.inline = true,
    }
}

fn is_infix(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::or
            | Rule::and
            | Rule::eq
            | Rule::ne
            | Rule::le
            | Rule::ge
            | Rule::lt
            | Rule::gt
            | Rule::shl
            | Rule::shr
            | Rule::bit_and
            | Rule::bit_xor
            | Rule::bit_or
            | Rule::add
            | Rule::sub
            | Rule::mul
            | Rule::add_wrap
            | Rule::sub_wrap
            | Rule::mul_wrap
            | Rule::div
            | Rule::rem
    )
}

fn is_prefix(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::neg | Rule::not | Rule::bit_not | Rule::address_of | Rule::comptime_prefix
    )
}

fn binary_op(rule: Rule) -> BinaryOp {
    match rule {
        Rule::or => BinaryOp::Or,
        Rule::and => BinaryOp::And,
        Rule::eq => BinaryOp::Eq,
        Rule::ne => BinaryOp::Ne,
        Rule::le => BinaryOp::Le,
        Rule::ge => BinaryOp::Ge,
        Rule::lt => BinaryOp::Lt,
        Rule::gt => BinaryOp::Gt,
        Rule::shl => BinaryOp::Shl,
        Rule::shr => BinaryOp::Shr,
        Rule::bit_and => BinaryOp::BitAnd,
        Rule::bit_xor => BinaryOp::BitXor,
        Rule::bit_or => BinaryOp::BitOr,
        Rule::add => BinaryOp::Add,
        Rule::sub => BinaryOp::Sub,
        Rule::mul => BinaryOp::Mul,
        Rule::add_wrap => BinaryOp::AddWrap,
        Rule::sub_wrap => BinaryOp::SubWrap,
        Rule::mul_wrap => BinaryOp::MulWrap,
        Rule::div => BinaryOp::Div,
        _ => BinaryOp::Rem,
    }
}

/// Precedence climbing over `first (op leaf)*`, iteratively: a stack of
/// pending operators, so long chains do not recurse.
fn combine<'i>(first: Expr, rest: Vec<(Pair<'i, Rule>, Expr)>) -> Expr {
    fn level(op: BinaryOp) -> u8 {
        match op {
            BinaryOp::Or => 1,
            BinaryOp::And => 2,
            BinaryOp::Eq
            | BinaryOp::Ne
            | BinaryOp::Lt
            | BinaryOp::Le
            | BinaryOp::Gt
            | BinaryOp::Ge => 3,
            BinaryOp::BitAnd | BinaryOp::BitXor | BinaryOp::BitOr => 4,
            BinaryOp::Shl | BinaryOp::Shr => 5,
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::AddWrap | BinaryOp::SubWrap => 6,
            BinaryOp::Mul | BinaryOp::MulWrap | BinaryOp::Div | BinaryOp::Rem => 7,
        }
    }
    let mut operands = vec![first];
    let mut operators: Vec<BinaryOp> = Vec::new();
    let reduce = |operands: &mut Vec<Expr>, operators: &mut Vec<BinaryOp>| {
        if let (Some(op), Some(rhs), Some(lhs)) = (operators.pop(), operands.pop(), operands.pop())
        {
            operands.push(Expr {
                span: lhs.span.start..rhs.span.end,
                kind: ExprKind::Binary {
                    op,
                    lhs: Box::new(lhs),
                    rhs: Box::new(rhs),
                },
            });
        }
    };
    for (pair, leaf) in rest {
        let op = binary_op(pair.as_rule());
        while operators.last().is_some_and(|top| level(*top) >= level(op)) {
            reduce(&mut operands, &mut operators);
        }
        operators.push(op);
        operands.push(leaf);
    }
    while !operators.is_empty() {
        reduce(&mut operands, &mut operators);
    }
    operands.pop().unwrap_or(Expr {
        kind: ExprKind::Undefined,
        span: 0..0,
    })
}

fn parse_integer(text: &str) -> Option<i128> {
    let digits = text.replace('_', "");
    if let Some(hex) = digits.strip_prefix("0x") {
        i128::from_str_radix(hex, 16).ok()
    } else if let Some(bin) = digits.strip_prefix("0b") {
        i128::from_str_radix(bin, 2).ok()
    } else {
        digits.parse().ok()
    }
}

/// A string or character literal's bytes.
fn unescape(text: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut buffer = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
            continue;
        }
        match chars.next() {
            Some('n') => out.push(b'\n'),
            Some('r') => out.push(b'\r'),
            Some('t') => out.push(b'\t'),
            Some('0') => out.push(0),
            Some('x') => {
                let hex: String = chars.by_ref().take(2).collect();
                out.push(u8::from_str_radix(&hex, 16).unwrap_or(0));
            }
            Some(other) => out.push(other as u8),
            None => {}
        }
    }
    out
}

fn syntax_error(error: pest::error::Error<Rule>) -> Diagnostic {
    use pest::error::{ErrorVariant, InputLocation};
    let at = match error.location {
        InputLocation::Pos(p) => p..p,
        InputLocation::Span((s, e)) => s..e,
    };
    let message = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => {
            let mut expected: Vec<String> = positives.iter().filter_map(describe).collect();
            expected.sort();
            expected.dedup();
            if expected.is_empty() {
                "unexpected text".to_string()
            } else {
                format!("expected {}", join_alternatives(&expected))
            }
        }
        ErrorVariant::CustomError { message } => message.clone(),
    };
    Diagnostic::error(at, format!("syntax error: {message}"))
}

/// What a rule looks like to a user; None for rules that would only add
/// noise to the list.
fn describe(rule: &Rule) -> Option<String> {
    let text = match rule {
        Rule::EOI => "end of file",
        // Everything an expression may start with is one expectation.
        Rule::expr
        | Rule::ident
        | Rule::string
        | Rule::integer
        | Rule::float
        | Rule::char_lit
        | Rule::bool_lit
        | Rule::undefined
        | Rule::address_of
        | Rule::anon_literal
        | Rule::named_literal
        | Rule::array_dims
        | Rule::array_prefixed
        | Rule::array_elements
        | Rule::bit_not
        | Rule::neg
        | Rule::not
        | Rule::builtin_name
        | Rule::builtin_call
        | Rule::kw_comptime
        | Rule::kw_fn
        | Rule::kw_if
        | Rule::paren
        | Rule::tensor_access
        | Rule::type_prefix
        | Rule::labeled_block => "an expression",
        Rule::type_expr | Rule::ret_type => "a type",
        Rule::block => "`{`",
        Rule::stmt | Rule::expr_stmt | Rule::assign_stmt => "a statement",
        Rule::item | Rule::global_decl | Rule::fn_decl => "a declaration",
        Rule::decl | Rule::decl_kind => "`const`, `var` or `param`",
        Rule::assign_op => "`=`",
        Rule::call_args => "`(`",
        Rule::index => "`[`",
        Rule::field | Rule::deref => "`.`",
        r if is_infix(*r) => "an operator",
        Rule::kw_else => "`else`",
        _ => return Some(format!("{rule:?}")),
    };
    Some(text.to_string())
}

fn join_alternatives(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}
