//! How deeply a kernel may nest, and the checks that enforce it before
//! anything recursive runs.
//!
//! The parser (pest), the AST builder, the lowering and even dropping the
//! syntax tree recurse once per level of nesting, so without limits a
//! generated kernel with a few thousand nested parentheses overflows the
//! stack and aborts the process. Every limit below is checked by a loop with
//! an explicit stack, never by recursion, and reports a located error:
//!
//! - [`scan`] reads the preprocessed text once, before pest sees it, and
//!   tracks brackets, control statements and right-nested expressions
//!   (assignment and `?:` chains), which is everything the grammar recurses
//!   on;
//! - [`expression_depth_error`] measures every expression tree the parser
//!   built: unary, binary and postfix chains are parsed by loops but still
//!   nest in the tree, and the lowering recurses on the tree;
//! - [`discard_items`] and [`discard_expr`] take a tree apart without
//!   recursion, for trees that were rejected as too deep.
//!
//! The preprocessor and the lowering have limits of their own (below), for
//! macro expansion, `#if` expressions, inlined helpers and the work done.
//!
//! The limits are chosen so that a kernel at every limit at once still
//! compiles on the 8 MiB main-thread stack of a debug build (the release
//! build needs about a third of that).

use super::ast::{Block, Declarator, Expr, ExprKind, Function, Item, Stmt, VarDecl};
use crate::diagnostic::Diagnostic;

/// The deepest nesting of brackets a kernel may use: `()`, `[]`, `{}` and
/// the `<>` of built-in types and `static_cast`, counted together (like
/// clang's default `-fbracket-depth` of 256).
pub const MAX_BRACKET_DEPTH: usize = 256;

/// The deepest nesting of statements under `if`, `else`, `for`, `while` and
/// `do`. Each `else if` of a chain nests inside the `if` before it, so a chain
/// of more than this many `else if`s also exceeds it. Blocks count as
/// brackets, not here.
pub const MAX_STATEMENT_DEPTH: usize = 256;

/// The deepest expression tree: every operator, cast, call or method call is
/// one level above its operands (parentheses alone add none). A chain
/// `a + b + c + ...` nests one level per operator, as do `- - - x`,
/// `(T)(T)(T)x` and `a = b = c`.
pub const MAX_EXPRESSION_DEPTH: usize = 256;

/// Syntax errors reported before parsing stops (as clang's `-ferror-limit`
/// of 20): each error costs a pass over the rest of the file.
pub const MAX_SYNTAX_ERRORS: usize = 20;

/// The deepest nesting of macro expansions: a macro whose expansion (or
/// argument) uses a macro, and so on.
pub const MAX_MACRO_EXPANSION_DEPTH: usize = 256;

/// The work macro expansion may do in one file, in bytes (16 MiB): the text
/// of every expansion is tokenized, rescanned and copied into the text around
/// it, and all of that counts. It bounds the time, the memory and the output,
/// e.g. of macros that double at each level (`#define B A A`, `#define C B B`,
/// ...). Real kernels use a few kilobytes.
pub const MAX_MACRO_EXPANSION_WORK: usize = 1 << 24;

/// The deepest recursion of the `#if`/`#elif` expression evaluator: each
/// unary operator and `?:` operand is a level, each parenthesis two (the
/// operand, and the expression inside).
pub const MAX_IF_EXPRESSION_DEPTH: usize = 256;

/// The deepest chain of helper calls, each inlined into its caller.
pub const MAX_INLINE_DEPTH: usize = 64;

/// Nesting of `#include`s (clang's limit is 200); deeper is almost surely
/// a file including itself without a guard.
pub const MAX_INCLUDE_DEPTH: usize = 64;

/// Inclusions in one unit: headers without guards that include each other
/// twice grow exponentially with the depth.
pub const MAX_INCLUSIONS: usize = 4096;

/// The largest kernel text the parser takes, after preprocessing (4 MiB,
/// about 250,000 statements). Parsing and lowering keep a few hundred bytes
/// per input byte (the parser's token queue, the syntax tree, the IR and its
/// locations), so this bounds a compilation's memory to about a gigabyte.
/// Real kernels are a few kilobytes.
pub const MAX_KERNEL_BYTES: usize = 4 << 20;

/// The deepest recursion of the lowering: statements, expressions, the rest
/// of a block after a `break`, `continue` or `return` that may be taken
/// (which becomes a nested `scf.if`), and inlined helper bodies, together.
pub const MAX_LOWERING_DEPTH: usize = 1024;

/// The lowering's work budget for one file (4 Mi steps): a step is a visit
/// of a statement or expression, or a variable saved before type-checking
/// code that is not emitted. Inlined helpers are lowered once per call, dead
/// branches and the operands of a `?:` with side effects more than once, so
/// the work can grow exponentially with nesting; the budget bounds the time
/// spent on any input. Real kernels take a few thousand steps.
pub const MAX_LOWERING_STEPS: usize = 1 << 22;

// ---- the pre-scan --------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Frame {
    /// `(` or `[`.
    Bracket,
    /// `{`: a block statement, or an initializer / functional cast.
    Brace { block: bool },
    /// The `<` of `pipe<T>`, `static_cast<T>`, `param<T>`...
    Angle,
    /// A control statement waiting for its sub-statement.
    Header(Header),
    /// The right-hand side of an assignment, or a `?:` branch.
    Expr(ExprFrame),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Header {
    If,
    /// An `if` whose statement ended, and an `else` follows.
    IfBeforeElse,
    Else,
    Loop,
    Do,
    /// A `do` whose body ended: `while (...);` follows.
    DoTail,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ExprFrame {
    Assign,
    Then,
    Else,
}

/// The token before the current one, as far as the scan cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Previous {
    Start,
    /// `global`, `local`, `pipe`, `math`, `param`, `static_cast`: a `<` opens.
    TemplateName,
    /// `else` or `do`: a `{` opens a block.
    BlockKeyword,
    Word,
    Punct(u8),
}

struct Scanner<'t> {
    text: &'t str,
    /// Where the current top-level item starts: after the last `;` or `}`
    /// that closed everything.
    item_start: usize,
    stack: Vec<Frame>,
    brackets: usize,
    statements: usize,
    expressions: usize,
}

/// Text nested deeper than a limit allows.
pub struct TooDeep {
    /// At the token that exceeds the limit.
    pub error: Diagnostic,
    /// Where the top-level declaration holding it starts: the text before
    /// holds only complete declarations, which can be parsed.
    pub item_start: usize,
}

/// Checks the nesting of preprocessed kernel text against
/// [`MAX_BRACKET_DEPTH`], [`MAX_STATEMENT_DEPTH`] and, for assignment and
/// `?:` chains, [`MAX_EXPRESSION_DEPTH`]. Returns the first violation.
/// Comments and literals are skipped. One pass, no recursion: it runs before
/// anything that recurses on the text.
pub fn scan(text: &str) -> Option<TooDeep> {
    let mut scanner = Scanner {
        text,
        item_start: 0,
        stack: Vec::new(),
        brackets: 0,
        statements: 0,
        expressions: 0,
    };
    scanner.run().err().map(|error| TooDeep {
        error,
        item_start: scanner.item_start,
    })
}

fn is_word_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_word_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

impl Scanner<'_> {
    fn run(&mut self) -> Result<(), Diagnostic> {
        let bytes = self.text.as_bytes();
        let mut previous = Previous::Start;
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i];
            if c.is_ascii_whitespace()
                || bytes[i..].starts_with(b"//")
                || bytes[i..].starts_with(b"/*")
            {
                i = self.skip_blank(i);
                continue;
            }
            if c == b'"' || c == b'\'' {
                i = skip_literal(bytes, i);
                previous = Previous::Word;
                continue;
            }
            if is_word_start(c) {
                let start = i;
                while i < bytes.len() && is_word_char(bytes[i]) {
                    i += 1;
                }
                previous = match &self.text[start..i] {
                    word @ ("if" | "for" | "while" | "do" | "else") => {
                        self.keyword(word, start..i)?;
                        if matches!(word, "do" | "else") {
                            Previous::BlockKeyword
                        } else {
                            Previous::Word
                        }
                    }
                    "global" | "local" | "pipe" | "math" | "param" | "static_cast" => {
                        Previous::TemplateName
                    }
                    _ => Previous::Word,
                };
                continue;
            }
            if c.is_ascii_digit() || (c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit))
            {
                while i < bytes.len() && (is_word_char(bytes[i]) || bytes[i] == b'.') {
                    i += 1;
                }
                previous = Previous::Word;
                continue;
            }
            let next = bytes.get(i + 1).copied();
            let after = bytes.get(i + 2).copied();
            let mut width = 1;
            match c {
                b'(' | b'[' => self.push(Frame::Bracket, i..i + 1)?,
                b'{' => {
                    // A block follows `)`, `;`, braces, `else`, `do` or the
                    // start; after a name it is an initializer or a cast.
                    let block = matches!(
                        previous,
                        Previous::Start
                            | Previous::BlockKeyword
                            | Previous::Punct(b')' | b';' | b'{' | b'}')
                    );
                    self.push(Frame::Brace { block }, i..i + 1)?;
                }
                b')' | b']' | b'}' => {
                    if self.close_bracket() {
                        let follows = self.else_follows(i + 1);
                        self.end_statement(follows);
                    }
                    if c == b'}' && self.stack.is_empty() {
                        self.item_start = i + 1;
                    }
                }
                b';' => {
                    self.end_expressions();
                    self.pop_angles();
                    if !matches!(self.top(), Some(Frame::Bracket)) {
                        let follows = self.else_follows(i + 1);
                        self.end_statement(follows);
                    }
                    if self.stack.is_empty() {
                        self.item_start = i + 1;
                    }
                }
                b',' => self.end_expressions(),
                b'?' => self.push(Frame::Expr(ExprFrame::Then), i..i + 1)?,
                b':' => {
                    while matches!(
                        self.top(),
                        Some(Frame::Expr(ExprFrame::Assign | ExprFrame::Else))
                    ) {
                        self.pop();
                    }
                    if let Some(frame @ Frame::Expr(ExprFrame::Then)) = self.stack.last_mut() {
                        *frame = Frame::Expr(ExprFrame::Else);
                    }
                }
                b'=' if next == Some(b'=') => width = 2,
                b'=' => self.push(Frame::Expr(ExprFrame::Assign), i..i + 1)?,
                b'!' if next == Some(b'=') => width = 2,
                b'<' if next == Some(b'<') && after == Some(b'=') => {
                    width = 3;
                    self.push(Frame::Expr(ExprFrame::Assign), i..i + 3)?;
                }
                b'<' if matches!(next, Some(b'<' | b'=')) => width = 2,
                b'<' if previous == Previous::TemplateName => self.push(Frame::Angle, i..i + 1)?,
                b'>' if self.top() == Some(Frame::Angle) => {
                    self.pop();
                    if next == Some(b'>') && self.top() == Some(Frame::Angle) {
                        self.pop();
                        width = 2;
                    }
                }
                b'>' if next == Some(b'>') && after == Some(b'=') => {
                    width = 3;
                    self.push(Frame::Expr(ExprFrame::Assign), i..i + 3)?;
                }
                b'>' if matches!(next, Some(b'>' | b'=')) => width = 2,
                b'+' | b'-' | b'&' | b'|' if next == Some(c) => width = 2,
                b'+' | b'-' | b'*' | b'/' | b'%' | b'&' | b'|' | b'^' if next == Some(b'=') => {
                    width = 2;
                    self.push(Frame::Expr(ExprFrame::Assign), i..i + 2)?;
                }
                _ => width = self.text[i..].chars().next().map_or(1, char::len_utf8),
            }
            previous = Previous::Punct(c);
            i += width;
        }
        Ok(())
    }

    /// Skips whitespace and comments from `i`.
    fn skip_blank(&self, mut i: usize) -> usize {
        let bytes = self.text.as_bytes();
        while i < bytes.len() {
            if bytes[i].is_ascii_whitespace() {
                i += 1;
            } else if bytes[i..].starts_with(b"//") {
                i = self.text[i..].find('\n').map_or(bytes.len(), |n| i + n);
            } else if bytes[i..].starts_with(b"/*") {
                i = self.text[i + 2..]
                    .find("*/")
                    .map_or(bytes.len(), |n| i + 2 + n + 2);
            } else {
                break;
            }
        }
        i
    }

    /// Whether the next token after `i` is `else`.
    fn else_follows(&self, i: usize) -> bool {
        let i = self.skip_blank(i);
        let bytes = self.text.as_bytes();
        bytes[i..].starts_with(b"else") && !bytes.get(i + 4).copied().is_some_and(is_word_char)
    }

    fn top(&self) -> Option<Frame> {
        self.stack.last().copied()
    }

    fn push(&mut self, frame: Frame, span: std::ops::Range<usize>) -> Result<(), Diagnostic> {
        let (count, limit, what) = match frame {
            Frame::Bracket | Frame::Brace { .. } | Frame::Angle => {
                (&mut self.brackets, MAX_BRACKET_DEPTH, "bracket")
            }
            Frame::Header(_) => (&mut self.statements, MAX_STATEMENT_DEPTH, "statement"),
            Frame::Expr(_) => (&mut self.expressions, MAX_EXPRESSION_DEPTH, "expression"),
        };
        if *count >= limit {
            let mut error = Diagnostic::error(
                span.clone(),
                format!("{what} nesting level exceeded maximum of {limit}"),
            );
            error = match frame {
                Frame::Header(_) if self.top() == Some(Frame::Header(Header::Else)) => {
                    error.with_help("each `else if` nests inside the `if` before it")
                }
                Frame::Expr(_) => error.with_help(
                    "assignments and `?:` nest to the right: `a = b = c`, `x ? y : z ? ...`",
                ),
                _ => error,
            };
            return Err(
                error.with_help("split the code with helper functions or intermediate variables")
            );
        }
        *count += 1;
        self.stack.push(frame);
        Ok(())
    }

    fn pop(&mut self) -> Option<Frame> {
        let frame = self.stack.pop()?;
        match frame {
            Frame::Bracket | Frame::Brace { .. } | Frame::Angle => self.brackets -= 1,
            Frame::Header(_) => self.statements -= 1,
            Frame::Expr(_) => self.expressions -= 1,
        }
        Some(frame)
    }

    /// Pops to the innermost open bracket, included. True when it was a
    /// block, so a statement ends there.
    fn close_bracket(&mut self) -> bool {
        if !self
            .stack
            .iter()
            .any(|f| matches!(f, Frame::Bracket | Frame::Brace { .. }))
        {
            return false; // a stray closer: pest reports it
        }
        while let Some(frame) = self.pop() {
            match frame {
                Frame::Bracket => return false,
                Frame::Brace { block } => return block,
                _ => {}
            }
        }
        false
    }

    /// An expression ends (`,`, `;`): its assignment and `?:` frames close.
    fn end_expressions(&mut self) {
        while matches!(self.top(), Some(Frame::Expr(_))) {
            self.pop();
        }
    }

    /// Unclosed `<`s of a statement that ends (a syntax error pest reports).
    fn pop_angles(&mut self) {
        while self.top() == Some(Frame::Angle) {
            self.pop();
        }
    }

    /// A control keyword.
    fn keyword(&mut self, word: &str, span: std::ops::Range<usize>) -> Result<(), Diagnostic> {
        let header = match word {
            "else" => {
                if let Some(frame @ Frame::Header(Header::IfBeforeElse)) = self.stack.last_mut() {
                    *frame = Frame::Header(Header::Else);
                    return Ok(());
                }
                Header::Else
            }
            "while" if self.top() == Some(Frame::Header(Header::DoTail)) => return Ok(()),
            "while" | "for" => Header::Loop,
            "do" => Header::Do,
            _ => Header::If,
        };
        self.push(Frame::Header(header), span)
    }

    /// A statement ended: so do the control statements whose sub-statement
    /// it was, up to an `if` that an `else` continues or a `do` whose
    /// `while` follows.
    fn end_statement(&mut self, else_follows: bool) {
        while let Some(Frame::Header(header)) = self.stack.last_mut() {
            match *header {
                Header::If if else_follows => {
                    *header = Header::IfBeforeElse;
                    return;
                }
                Header::Do => {
                    *header = Header::DoTail;
                    return;
                }
                _ => {
                    self.pop();
                }
            }
        }
    }
}

/// The end of a string or character literal starting at `i` (at the closing
/// quote, or the end of the line when there is none).
fn skip_literal(bytes: &[u8], i: usize) -> usize {
    let quote = bytes[i];
    let mut j = i + 1;
    while j < bytes.len() && bytes[j] != quote && bytes[j] != b'\n' {
        j += if bytes[j] == b'\\' { 2 } else { 1 };
    }
    (j + 1).min(bytes.len())
}

// ---- expression trees ------------------------------------------------------------------

/// The operands of an expression node.
fn operands(expr: &Expr) -> Vec<&Expr> {
    match &expr.kind {
        ExprKind::Unary(_, a) | ExprKind::Cast(_, a) => vec![a],
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) => vec![a, b],
        ExprKind::Ternary(c, a, b) => vec![c, a, b],
        ExprKind::Call(_, args) => args.iter().collect(),
        ExprKind::Method { receiver, args, .. } => {
            std::iter::once(&**receiver).chain(args).collect()
        }
        ExprKind::Int { .. } | ExprKind::Float(_) | ExprKind::Bool(_) | ExprKind::Var(_) => {
            Vec::new()
        }
    }
}

/// The first node (in source order) of `expr` that lies deeper than
/// [`MAX_EXPRESSION_DEPTH`], as an error. No recursion.
pub fn expression_too_deep(expr: &Expr) -> Option<Diagnostic> {
    let mut stack = vec![(expr, 1)];
    while let Some((node, depth)) = stack.pop() {
        if depth > MAX_EXPRESSION_DEPTH {
            return Some(
                Diagnostic::error(node.span.clone(), format!("expression nesting level exceeded maximum of {MAX_EXPRESSION_DEPTH}"))
                    .with_help("every operator, cast and call nests its operands one level deeper; so does each operator of a chain `a + b + c ...`")
                    .with_help("split the expression with intermediate variables"),
            );
        }
        stack.extend(operands(node).into_iter().rev().map(|e| (e, depth + 1)));
    }
    None
}

/// The expressions directly in a statement, and its sub-statements.
fn statement_parts(stmt: &Stmt) -> (Vec<&Expr>, Vec<&Stmt>) {
    match stmt {
        Stmt::Block(Block { stmts, .. }) => (Vec::new(), stmts.iter().collect()),
        Stmt::Var(decl) => (
            decl.declarators
                .iter()
                .filter_map(|d| d.init.as_ref())
                .collect(),
            Vec::new(),
        ),
        Stmt::Expr(e) | Stmt::Return(Some(e), _) => (vec![e], Vec::new()),
        Stmt::If {
            cond,
            then,
            otherwise,
            ..
        } => (
            vec![cond],
            std::iter::once(&**then)
                .chain(otherwise.as_deref())
                .collect(),
        ),
        Stmt::For {
            init,
            cond,
            step,
            body,
            ..
        } => (
            cond.iter().chain(step).collect(),
            init.as_deref()
                .into_iter()
                .chain(std::iter::once(&**body))
                .collect(),
        ),
        Stmt::While { cond, body, .. } | Stmt::DoWhile { body, cond, .. } => {
            (vec![cond], vec![body])
        }
        Stmt::Return(None, _) | Stmt::Break(_) | Stmt::Continue(_) | Stmt::Empty(_) => {
            (Vec::new(), Vec::new())
        }
    }
}

/// The first expression of `items` nested deeper than
/// [`MAX_EXPRESSION_DEPTH`], as an error. No recursion.
pub fn expression_depth_error(items: &[Item]) -> Option<Diagnostic> {
    let mut stmts: Vec<&Stmt> = Vec::new();
    let mut roots: Vec<&Expr> = Vec::new();
    for item in items {
        match item {
            Item::Var(decl) => {
                roots.extend(decl.declarators.iter().filter_map(|d| d.init.as_ref()))
            }
            Item::Function(Function { body, .. }) => stmts.extend(body.stmts.iter()),
            Item::Param { .. } => {}
        }
    }
    // Statements are bounded by the scan; expressions are not yet.
    while let Some(stmt) = stmts.pop() {
        let (exprs, children) = statement_parts(stmt);
        roots.extend(exprs);
        stmts.extend(children);
    }
    // Report the first in the file.
    roots
        .iter()
        .filter_map(|root| expression_too_deep(root))
        .min_by_key(|d| d.span.start)
}

/// Drops an expression tree of any depth without recursion (the derived
/// drop recurses once per level).
pub fn discard_expr(expr: Expr) {
    let mut pending = vec![expr];
    while let Some(node) = pending.pop() {
        match node.kind {
            ExprKind::Unary(_, a) | ExprKind::Cast(_, a) => pending.push(*a),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) => pending.extend([*a, *b]),
            ExprKind::Ternary(c, a, b) => pending.extend([*c, *a, *b]),
            ExprKind::Call(_, args) => pending.extend(args),
            ExprKind::Method { receiver, args, .. } => {
                pending.push(*receiver);
                pending.extend(args);
            }
            ExprKind::Int { .. } | ExprKind::Float(_) | ExprKind::Bool(_) | ExprKind::Var(_) => {}
        }
    }
}

/// Drops parsed items, whose expressions may be of any depth, without
/// recursion.
pub fn discard_items(items: Vec<Item>) {
    let mut stmts: Vec<Stmt> = Vec::new();
    let initializers = |decl: VarDecl| {
        decl.declarators
            .into_iter()
            .filter_map(|Declarator { init, .. }| init)
    };
    for item in items {
        match item {
            Item::Var(decl) => initializers(decl).for_each(discard_expr),
            Item::Function(function) => stmts.extend(function.body.stmts),
            Item::Param { .. } => {}
        }
    }
    while let Some(stmt) = stmts.pop() {
        match stmt {
            Stmt::Block(block) => stmts.extend(block.stmts),
            Stmt::Var(decl) => initializers(decl).for_each(discard_expr),
            Stmt::Expr(e) | Stmt::Return(Some(e), _) => discard_expr(e),
            Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                discard_expr(cond);
                stmts.push(*then);
                stmts.extend(otherwise.map(|o| *o));
            }
            Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                cond.into_iter().chain(step).for_each(discard_expr);
                stmts.extend(init.map(|i| *i));
                stmts.push(*body);
            }
            Stmt::While { cond, body, .. } | Stmt::DoWhile { body, cond, .. } => {
                discard_expr(cond);
                stmts.push(*body);
            }
            Stmt::Return(None, _) | Stmt::Break(_) | Stmt::Continue(_) | Stmt::Empty(_) => {}
        }
    }
}

#[cfg(test)]
mod tests;
