//! The syntax tree of a Tanto kernel. Spans are byte ranges of the
//! preprocessed text; diagnostics map them back to the original source.

use std::ops::Range;

pub type Span = Range<usize>;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuiltinKind {
    Global,
    Local,
    Pipe,
    Math,
    Semaphore,
}

impl BuiltinKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Global => "global",
            Self::Local => "local",
            Self::Pipe => "pipe",
            Self::Math => "math",
            Self::Semaphore => "semaphore",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum TypeExprKind {
    /// A scalar type as written (`uint32`, `unsigned int`, `bfloat16`...).
    Scalar(String),
    Builtin(BuiltinKind, Option<Box<TypeExpr>>),
    Void,
    Auto,
    /// A name that is not a type (reported by the checker).
    Named(String),
}

#[derive(Debug, Clone, PartialEq)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    pub span: Span,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Qualifier {
    Static,
    Constexpr,
    Const,
    Inline,
    Volatile,
}

#[derive(Debug, Clone)]
pub struct Program {
    pub items: Vec<Item>,
}

#[derive(Debug, Clone)]
pub enum Item {
    /// `param<T> a, b;`
    Param {
        ty: TypeExpr,
        names: Vec<Ident>,
        span: Span,
    },
    /// Global constants (and other global variables, which are rejected).
    Var(VarDecl),
    Function(Function),
}

#[derive(Debug, Clone)]
pub struct VarDecl {
    pub qualifiers: Vec<Qualifier>,
    pub ty: TypeExpr,
    pub declarators: Vec<Declarator>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Declarator {
    pub name: Ident,
    pub init: Option<Expr>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Function {
    pub ret: TypeExpr,
    pub name: Ident,
    pub params: Vec<Param>,
    pub body: Block,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Param {
    pub ty: TypeExpr,
    pub by_ref: bool,
    pub name: Option<Ident>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub struct Block {
    pub stmts: Vec<Stmt>,
    pub span: Span,
}

#[derive(Debug, Clone)]
pub enum Stmt {
    Block(Block),
    Var(VarDecl),
    Expr(Expr),
    If {
        cond: Expr,
        then: Box<Stmt>,
        otherwise: Option<Box<Stmt>>,
        span: Span,
    },
    For {
        init: Option<Box<Stmt>>,
        cond: Option<Expr>,
        step: Vec<Expr>,
        body: Box<Stmt>,
        span: Span,
    },
    While {
        cond: Expr,
        body: Box<Stmt>,
        span: Span,
    },
    DoWhile {
        body: Box<Stmt>,
        cond: Expr,
        span: Span,
    },
    Break(Span),
    Continue(Span),
    Return(Option<Expr>, Span),
    Empty(Span),
}

impl Stmt {
    pub fn span(&self) -> Span {
        match self {
            Stmt::Block(b) => b.span.clone(),
            Stmt::Var(v) => v.span.clone(),
            Stmt::Expr(e) => e.span.clone(),
            Stmt::If { span, .. }
            | Stmt::For { span, .. }
            | Stmt::While { span, .. }
            | Stmt::DoWhile { span, .. }
            | Stmt::Break(span)
            | Stmt::Continue(span)
            | Stmt::Return(_, span)
            | Stmt::Empty(span) => span.clone(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnaryOp {
    Neg,
    Plus,
    Not,
    BitNot,
    PreInc,
    PreDec,
    PostInc,
    PostDec,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinaryOp {
    Mul,
    Div,
    Rem,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

impl BinaryOp {
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Mul => "*",
            Self::Div => "/",
            Self::Rem => "%",
            Self::Add => "+",
            Self::Sub => "-",
            Self::Shl => "<<",
            Self::Shr => ">>",
            Self::Lt => "<",
            Self::Gt => ">",
            Self::Le => "<=",
            Self::Ge => ">=",
            Self::Eq => "==",
            Self::Ne => "!=",
            Self::BitAnd => "&",
            Self::BitXor => "^",
            Self::BitOr => "|",
            Self::And => "&&",
            Self::Or => "||",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum IntSuffix {
    None,
    Unsigned,
    Long,
    UnsignedLong,
}

/// Why an integer literal's digits have no value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadInt {
    /// More than 64 bits.
    TooLarge,
    /// An octal literal (leading `0`) with a digit `8` or `9`.
    OctalDigit(char),
}

#[derive(Debug, Clone)]
pub enum ExprKind {
    Int {
        value: Result<u64, BadInt>,
        suffix: IntSuffix,
        hex: bool,
    },
    Float(f64),
    Bool(bool),
    Var(Ident),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `a = b` (op None) or `a op= b`.
    Assign(Option<BinaryOp>, Box<Expr>, Box<Expr>),
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    Cast(TypeExpr, Box<Expr>),
    Call(Ident, Vec<Expr>),
    Method {
        receiver: Box<Expr>,
        method: Ident,
        args: Vec<Expr>,
    },
}

#[derive(Debug, Clone)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}
