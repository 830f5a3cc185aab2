//! The typed AST of a CSL file, built from the pest grammar (`csl.pest`).
//! Types are expressions, as CSL's comptime treats them; every node keeps
//! its byte range in the file.

use std::ops::Range;

pub type Span = Range<usize>;

/// A name and where it is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct File {
    pub items: Vec<Item>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    Decl(Decl),
    Fn(FnDecl),
    /// A top-level `comptime { }`: bindings, routes, exports.
    Comptime(Block),
    /// The layout file's `layout { }`.
    Layout(Block),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeclKind {
    Const,
    Var,
    Param,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Qualifiers {
    pub export: bool,
    pub external: bool,
    pub inline: bool,
}

/// `const`, `var` or `param`, global or local.
#[derive(Debug, Clone, PartialEq)]
pub struct Decl {
    pub kind: DeclKind,
    pub name: Name,
    pub ty: Option<Expr>,
    pub align: Option<Expr>,
    pub init: Option<Expr>,
    pub qualifiers: Qualifiers,
    /// `comptime var` inside a block.
    pub comptime: bool,
    pub span: Span,
}

/// `fn` or `task`.
#[derive(Debug, Clone, PartialEq)]
pub struct FnDecl {
    pub task: bool,
    pub name: Name,
    pub params: Vec<Param>,
    /// None for a task written without one (`void`).
    pub ret: Option<Expr>,
    pub body: Block,
    pub qualifiers: Qualifiers,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    pub comptime: bool,
    pub name: Name,
    pub ty: Expr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    pub label: Option<Name>,
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    Decl(Decl),
    Expr(Expr),
    Assign(Assign),
    If {
        cond: Expr,
        then: Block,
        /// `else { }` or `else if ...` (a block holding the `if`).
        otherwise: Option<Block>,
    },
    While {
        label: Option<Name>,
        cond: Expr,
        /// `: (i += 1)`, run after each iteration.
        step: Option<Assign>,
        body: Block,
    },
    For {
        label: Option<Name>,
        iterable: Expr,
        element: Name,
        index: Option<Name>,
        body: Block,
    },
    Return(Option<Expr>),
    Break {
        label: Option<Name>,
        value: Option<Expr>,
    },
    Continue(Option<Name>),
    Comptime(Block),
    Block(Block),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Assign {
    pub target: Expr,
    /// None for `=`, else the operator of `op=`.
    pub op: Option<BinaryOp>,
    pub value: Expr,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOp {
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    BitAnd,
    BitXor,
    BitOr,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    /// `+%`, `-%`, `*%`: wrapping on overflow.
    AddWrap,
    SubWrap,
    MulWrap,
    Div,
    Rem,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Or => "or",
            BinaryOp::And => "and",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
            BinaryOp::BitAnd => "&",
            BinaryOp::BitXor => "^",
            BinaryOp::BitOr => "|",
            BinaryOp::Shl => "<<",
            BinaryOp::Shr => ">>",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::AddWrap => "+%",
            BinaryOp::SubWrap => "-%",
            BinaryOp::MulWrap => "*%",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Not,
    BitNot,
    AddressOf,
    Comptime,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// An integer literal's value (comptime_int).
    Int(i128),
    Float(f64),
    Bool(bool),
    /// A string's bytes, escapes resolved.
    Str(Vec<u8>),
    Undefined,
    Ident(String),
    Builtin {
        name: Name,
        args: Vec<Expr>,
    },
    Call {
        callee: Box<Expr>,
        args: Vec<Expr>,
    },
    Field {
        base: Box<Expr>,
        name: Name,
    },
    Index {
        base: Box<Expr>,
        indices: Vec<Expr>,
    },
    Deref(Box<Expr>),
    Unary {
        op: UnaryOp,
        operand: Box<Expr>,
    },
    Binary {
        op: BinaryOp,
        lhs: Box<Expr>,
        rhs: Box<Expr>,
    },
    If {
        cond: Box<Expr>,
        then: Box<Expr>,
        /// None: no final `else` (void when `cond` is false).
        otherwise: Option<Box<Expr>>,
    },
    /// `.{ .a = 1 }` (named fields) or `.{ a, b }` (a tuple); `ty` for
    /// `S { .a = 1 }`.
    Literal {
        ty: Option<Box<Expr>>,
        fields: Vec<(Option<Name>, Expr)>,
    },
    /// `[3]i16 { 1, 2, 3 }`.
    ArrayLiteral {
        ty: Box<Expr>,
        elements: Vec<Expr>,
    },
    /// `[M, N]T`.
    ArrayType {
        dims: Vec<Expr>,
        element: Box<Expr>,
    },
    /// `*T`, `*const T`, `[*]T` (`many`).
    PointerType {
        many: bool,
        constant: bool,
        pointee: Box<Expr>,
    },
    FnType {
        params: Vec<Expr>,
        ret: Box<Expr>,
    },
    /// `|i, j|{M, N} -> A[i, j]`.
    TensorAccess {
        vars: Vec<Name>,
        extents: Vec<Expr>,
        body: Box<Expr>,
    },
    /// `blk: { ... break :blk v; }`.
    Block(Block),
}
