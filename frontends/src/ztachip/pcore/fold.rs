//! Constant folding as ztachip's compiler folds PCORE code, before anything
//! reads the program (prune.cpp's `calc`, run on the whole tree before its
//! classes and variables are read, so array sizes are folded too).
//!
//! Its arithmetic is not C's: an operation whose operands are both constants
//! is computed in single-precision floating point, and only the outermost
//! result is converted to an integer (truncated). So `7/2*2` is 7, `1/2*4`
//! is 2 and `0.5*4` is 2 (C: 6, 0, 0). `%`, shifts and bitwise operators
//! convert their operands to integers first, and fold only integers. A
//! parenthesised expression is a node of its own that it does not fold
//! through: `(7/2)*2` folds the inside to 3 and multiplies at run time.
//! Every integer constant also goes through a `float`: past 2^24 it is
//! rounded to the nearest one a `float` holds.

use super::ast::*;
use super::types::fit_32_bits;

/// Folds every constant operation of `program` in place.
pub fn fold_program(program: &mut Program) {
    for item in &mut program.items {
        match item {
            Item::Declaration(declaration) => fold_declaration(declaration),
            Item::Function(function) => {
                for param in &mut function.params {
                    fold_dims(&mut param.dims);
                }
                fold_block(&mut function.body);
            }
            Item::Class(_) | Item::Pragma(_) => {}
        }
    }
}

fn fold_declaration(declaration: &mut Declaration) {
    for declarator in &mut declaration.declarators {
        fold_dims(&mut declarator.dims);
        if let Some(init) = &mut declarator.init {
            fold_initializer(init);
        }
    }
}

fn fold_dims(dims: &mut [(Option<Expr>, Span)]) {
    for expr in dims.iter_mut().filter_map(|(dim, _)| dim.as_mut()) {
        fold(expr);
    }
}

fn fold_initializer(init: &mut Initializer) {
    match init {
        Initializer::Expr(expr) => fold(expr),
        Initializer::List(items, _) => items.iter_mut().for_each(fold_initializer),
    }
}

fn fold_block(block: &mut Block) {
    block.statements.iter_mut().for_each(fold_statement);
}

fn fold_statement(statement: &mut Statement) {
    match statement {
        Statement::Block(block) => fold_block(block),
        Statement::Declaration(declaration) => fold_declaration(declaration),
        Statement::Expr(expr, _) | Statement::Return(expr, _) => {
            if let Some(expr) = expr {
                fold(expr);
            }
        }
        Statement::If {
            condition,
            then,
            otherwise,
            ..
        } => {
            fold(condition);
            fold_statement(then);
            if let Some(otherwise) = otherwise {
                fold_statement(otherwise);
            }
        }
        Statement::For {
            init,
            condition,
            step,
            body,
            ..
        } => {
            match init {
                ForInit::Declaration(declaration) => fold_declaration(declaration),
                ForInit::Expr(Some(expr)) => fold(expr),
                ForInit::Expr(None) => {}
            }
            condition.iter_mut().chain(step.iter_mut()).for_each(fold);
            fold_statement(body);
        }
        Statement::While {
            condition, body, ..
        }
        | Statement::DoWhile {
            body, condition, ..
        } => {
            fold(condition);
            fold_statement(body);
        }
        Statement::Switch { value, body, .. } => {
            fold(value);
            fold_statement(body);
        }
        Statement::Case { value, .. } => {
            if let Some(value) = value {
                fold(value);
            }
        }
        Statement::Break(_)
        | Statement::Continue(_)
        | Statement::Pragma(_)
        | Statement::Unsupported { .. } => {}
    }
}

/// A folded constant: its value and whether it is a floating-point one.
#[derive(Clone, Copy)]
struct Folded {
    value: f32,
    float: bool,
}

/// Folds `expr` where the whole of it is a constant operation, else each
/// of its operands (prune3: top down).
fn fold(expr: &mut Expr) {
    if matches!(expr.kind, ExprKind::Binary(..) | ExprKind::Prefix(..)) {
        if let Some(folded) = calculate(expr) {
            expr.kind = if folded.float {
                ExprKind::Float(format!("{:?}", folded.value))
            } else {
                ExprKind::Int(to_int(folded.value))
            };
            return;
        }
    }
    match &mut expr.kind {
        // An integer constant alone also goes through a float.
        ExprKind::Int(value) => {
            if let Some(int) = fit_32_bits(*value) {
                *value = to_int(int as f32);
            }
        }
        ExprKind::Prefix(_, operand) | ExprKind::Postfix(_, operand) => fold(operand),
        ExprKind::Cast(_, _, operand) => fold(operand),
        ExprKind::Member(operand, _) => fold(operand),
        ExprKind::Binary(_, left, right)
        | ExprKind::Assign(_, left, right)
        | ExprKind::Index(left, right) => {
            fold(left);
            fold(right);
        }
        ExprKind::Conditional(condition, yes, no) => {
            fold(condition);
            fold(yes);
            fold(no);
        }
        ExprKind::Call(callee, args) => {
            fold(callee);
            args.iter_mut().for_each(fold);
        }
        ExprKind::Comma(parts) => parts.iter_mut().for_each(fold),
        ExprKind::Name(_)
        | ExprKind::TooLarge(_)
        | ExprKind::Float(_)
        | ExprKind::Char(_)
        | ExprKind::Str(_)
        | ExprKind::Sizeof(_) => {}
    }
}

/// `expr` computed as prune.cpp's `calc` computes it, its own parentheses
/// aside; None when it is not a constant operation it folds.
fn calculate(expr: &Expr) -> Option<Folded> {
    match &expr.kind {
        // Its integer constants are C `int`s (atoi, or sscanf of hex);
        // one past 32 bits is left to the checks, which refuse it.
        ExprKind::Int(value) => Some(Folded {
            value: fit_32_bits(*value)? as f32,
            float: false,
        }),
        ExprKind::Float(text) => Some(Folded {
            value: float_value(text)?,
            float: true,
        }),
        ExprKind::Prefix(op, operand) if op == "-" => {
            let operand = operand_of(operand)?;
            Some(Folded {
                value: -operand.value,
                float: operand.float,
            })
        }
        ExprKind::Binary(op, left, right) => {
            let (l, r) = (operand_of(left)?, operand_of(right)?);
            let float = l.float || r.float;
            let value = match op.as_str() {
                "+" => l.value + r.value,
                "-" => l.value - r.value,
                "*" => l.value * r.value,
                // Left to the checks, which refuse it (ztachip's compiler
                // makes a division by 0 the integer 0x80000000).
                "/" if r.value == 0.0 => return None,
                "/" => l.value / r.value,
                _ if float => return None,
                op => integer_operation(op, to_int(l.value), to_int(r.value))? as f32,
            };
            Some(Folded { value, float })
        }
        _ => None,
    }
}

/// An operand of a folded operation: a parenthesised one is not folded
/// through.
fn operand_of(expr: &Expr) -> Option<Folded> {
    if expr.parens {
        None
    } else {
        calculate(expr)
    }
}

/// `%`, `<<`, `>>`, `|`, `^` and `&` of two `int`s, as the x86 host running
/// ztachip's compiler computes them; None for the rest (comparisons and
/// logical operators are not folded) and for `% 0`.
fn integer_operation(op: &str, l: i64, r: i64) -> Option<i64> {
    let (l, r) = (l as i32, r as i32);
    let value = match op {
        "%" if r == 0 => return None,
        "%" => l.wrapping_rem(r),
        // x86 shifts take the count modulo 32.
        "<<" => l.wrapping_shl(r as u32),
        ">>" => l.wrapping_shr(r as u32),
        "|" => l | r,
        "^" => l ^ r,
        "&" => l & r,
        _ => return None,
    };
    Some(i64::from(value))
}

/// A floating-point constant's value as ztachip's compiler reads it (atof,
/// then a `float`); `FLOAT(0x...)` reads as 0.
fn float_value(text: &str) -> Option<f32> {
    if text.starts_with("FLOAT") {
        return Some(0.0);
    }
    Some(super::types::atof(text)? as f32)
}

/// `(int)value` on the x86 host: truncated toward zero, and the integer
/// 0x80000000 for a value past 32 bits or not a number.
fn to_int(value: f32) -> i64 {
    let limit = 2f32.powi(31);
    if value.is_nan() || value >= limit || value < -limit {
        i64::from(i32::MIN)
    } else {
        i64::from(value.trunc() as i32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folded(text: &str) -> ExprKind {
        let program = format!("_kernel_ void k::f() {{ x = {text}; }}");
        let mut parsed = crate::ztachip::pcore::parse::parse(&program).expect("parses");
        fold_program(&mut parsed);
        let Item::Function(function) = &parsed.items[0] else {
            panic!("a function")
        };
        let Statement::Expr(Some(expr), _) = &function.body.statements[0] else {
            panic!("an expression")
        };
        let ExprKind::Assign(_, _, value) = &expr.kind else {
            panic!("an assignment")
        };
        value.kind.clone()
    }

    #[test]
    fn constants_fold_in_float_and_truncate_once() {
        assert_eq!(folded("7/2*2"), ExprKind::Int(7));
        assert_eq!(folded("1/2*4"), ExprKind::Int(2));
        assert_eq!(folded("7/2"), ExprKind::Int(3));
        assert_eq!(folded("-7/2"), ExprKind::Int(-3));
        assert_eq!(folded("0.5*4"), ExprKind::Float("2.0".into()));
        assert_eq!(folded("10 % 4 + 1"), ExprKind::Int(3));
        assert_eq!(folded("1 << 4 | 3"), ExprKind::Int(19));
    }

    #[test]
    fn parentheses_stop_the_folding_of_the_operation_around_them() {
        let ExprKind::Binary(op, left, right) = folded("(7/2)*2") else {
            panic!("a multiplication left to run time")
        };
        assert_eq!(op, "*");
        assert_eq!((left.kind, left.parens), (ExprKind::Int(3), true));
        assert_eq!(right.kind, ExprKind::Int(2));
    }

    #[test]
    fn integers_go_through_a_float() {
        assert_eq!(folded("16777217"), ExprKind::Int(16777216));
        assert_eq!(folded("0x7FFFFFFF"), ExprKind::Int(i64::from(i32::MIN)));
        assert_eq!(folded("0xFFFFFFFF"), ExprKind::Int(-1));
    }

    #[test]
    fn what_it_does_not_fold_stays() {
        assert!(matches!(folded("1/0"), ExprKind::Binary(..)));
        assert!(matches!(folded("5%0"), ExprKind::Binary(..)));
        assert!(matches!(folded("2.5%2"), ExprKind::Binary(..)));
        assert!(matches!(folded("1<2"), ExprKind::Binary(..)));
        assert!(matches!(folded("x+1*2"), ExprKind::Binary(..)));
    }
}
