//! The typed AST of a PCORE program. Every node carries its byte span in
//! the preprocessed text ([`super::preprocess`] maps it back to the files).

use std::ops::Range;

pub type Span = Range<usize>;

/// A name as written: `x`, or `class::x` for class members and kernels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub class: Option<String>,
    pub name: String,
    pub span: Span,
}

impl Name {
    pub fn parse(text: &str, span: Span) -> Self {
        match text.split_once("::") {
            Some((class, name)) => Self {
                class: Some(class.to_string()),
                name: name.to_string(),
                span,
            },
            None => Self {
                class: None,
                name: text.to_string(),
                span,
            },
        }
    }

    pub fn full(&self) -> String {
        match &self.class {
            Some(class) => format!("{class}::{}", self.name),
            None => self.name.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    pub items: Vec<Item>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// `_NT16_ class a, b;`
    Class(ClassDecl),
    Declaration(Declaration),
    Function(Function),
    Pragma(Pragma),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassDecl {
    /// The threads its objects are spread over (`_NT16_` is 16).
    pub threads: u32,
    pub names: Vec<Name>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pragma {
    pub text: String,
    pub span: Span,
}

impl Pragma {
    /// `#pragma unroll`, in any case and with any words after it, as
    /// ztachip's compiler reads its second word (ast.cpp, gen.cpp).
    pub fn is_unroll(&self) -> bool {
        self.text
            .split_whitespace()
            .next()
            .is_some_and(|word| word.eq_ignore_ascii_case("unroll"))
    }
}

/// The words before a declarator: storage (`_share`, `_global`, ...),
/// qualifiers, `_kernel_` and the type.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Specifiers {
    pub words: Vec<(String, Span)>,
    pub span: Span,
}

impl Specifiers {
    pub fn has(&self, word: &str) -> bool {
        self.words.iter().any(|(w, _)| w == word)
    }

    pub fn find(&self, word: &str) -> Option<&Span> {
        self.words.iter().find(|(w, _)| w == word).map(|(_, s)| s)
    }

    /// The type words (the last one counts, as in the reference's grammar).
    pub fn type_word(&self) -> Option<&(String, Span)> {
        self.words.iter().rev().find(|(w, _)| is_type_word(w))
    }
}

pub fn is_type_word(word: &str) -> bool {
    matches!(
        word,
        "vint16"
            | "vint32"
            | "int16"
            | "int32"
            | "float16"
            | "float2"
            | "float4"
            | "float8"
            | "int"
            | "void"
            | "char"
            | "short"
            | "long"
            | "float"
            | "double"
            | "_Bool"
    ) || word.starts_with("struct")
        || word.starts_with("union")
        || word.starts_with("enum")
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declaration {
    pub specifiers: Specifiers,
    pub declarators: Vec<Declarator>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declarator {
    /// How many `*` precede the name.
    pub pointers: usize,
    /// The `*`s of an `int` declarator (`int *p`), which ztachip's compiler
    /// drops (ident.cpp makes any `int` declarator an integer register):
    /// `pointers` is then 0 and this is where they were written.
    pub dropped_pointers: Option<Span>,
    pub name: Name,
    /// `[n]` per dimension; `None` for `[]`.
    pub dims: Vec<(Option<Expr>, Span)>,
    pub init: Option<Initializer>,
    /// A function declared without its body: `f(int a)`.
    pub prototype: bool,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Initializer {
    Expr(Expr),
    List(Vec<Initializer>, Span),
}

impl Initializer {
    /// The values of an initialiser, nested lists flattened.
    pub fn values<'e>(&'e self, out: &mut Vec<&'e Expr>) {
        match self {
            Self::Expr(e) => out.push(e),
            Self::List(items, _) => items.iter().for_each(|i| i.values(out)),
        }
    }

    pub fn span(&self) -> Span {
        match self {
            Self::Expr(e) => e.span.clone(),
            Self::List(_, span) => span.clone(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Function {
    pub specifiers: Specifiers,
    /// `*`s before the name: a pointer return value.
    pub pointers: usize,
    pub name: Name,
    pub params: Vec<Param>,
    pub body: Block,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Param {
    pub specifiers: Specifiers,
    pub pointers: usize,
    pub name: Option<Name>,
    /// `[n]` per dimension, as a declarator's.
    pub dims: Vec<(Option<Expr>, Span)>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    pub statements: Vec<Statement>,
    pub span: Span,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Statement {
    Block(Block),
    Declaration(Declaration),
    /// `e;` (None for `;`).
    Expr(Option<Expr>, Span),
    If {
        condition: Expr,
        then: Box<Statement>,
        otherwise: Option<Box<Statement>>,
        span: Span,
    },
    For {
        init: ForInit,
        condition: Option<Expr>,
        step: Option<Expr>,
        body: Box<Statement>,
        /// Preceded by `#pragma unroll`.
        unroll: bool,
        span: Span,
    },
    While {
        condition: Expr,
        body: Box<Statement>,
        span: Span,
    },
    DoWhile {
        body: Box<Statement>,
        condition: Expr,
        span: Span,
    },
    /// `switch (value) body`.
    Switch {
        value: Expr,
        body: Box<Statement>,
        span: Span,
    },
    /// `case value:`, or `default:` without a value.
    Case {
        value: Option<Expr>,
        span: Span,
    },
    Break(Span),
    Continue(Span),
    Return(Option<Expr>, Span),
    Pragma(Pragma),
    /// A C construct the grammar reads but PCORE does not run: `goto`, a
    /// label.
    Unsupported {
        construct: &'static str,
        span: Span,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ForInit {
    Declaration(Declaration),
    Expr(Option<Expr>),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
    /// Written in parentheses. ztachip's compiler keeps them as a node of
    /// their own, which decides where an operation's result goes and stops
    /// its constant folding ([`super::fold`]); the span then covers them.
    pub parens: bool,
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Self {
        Self {
            kind,
            span,
            parens: false,
        }
    }

    /// An expression written in parentheses.
    pub fn parenthesized(&self) -> bool {
        self.parens
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExprKind {
    Name(Name),
    Int(i64),
    /// An integer constant past 64 bits.
    TooLarge(String),
    Float(String),
    Char(String),
    Str(String),
    /// `-x`, `!x`, `~x`, `+x`, `&x`, `*x`, `++x`, `--x`.
    Prefix(String, Box<Expr>),
    /// `x++`, `x--`.
    Postfix(String, Box<Expr>),
    Binary(String, Box<Expr>, Box<Expr>),
    /// `l op r` with op `=`, `+=`, ...
    Assign(String, Box<Expr>, Box<Expr>),
    Conditional(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    /// `x.f` or `x->f`.
    Member(Box<Expr>, String),
    Cast(Specifiers, usize, Box<Expr>),
    Sizeof(Span),
    /// `a, b`.
    Comma(Vec<Expr>),
}
