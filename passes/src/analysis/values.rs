//! What is known of integer SSA values before a kernel runs: their value
//! ([`evaluate`]: constants, the arguments a device program gives, and
//! integer arithmetic on them) or their affine form over opaque atoms
//! ([`AffineForms`]). The one evaluator of the passes.

use super::affine::Affine;
use melior::ir::{
    attribute::IntegerAttribute,
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationRef, OperationResult},
    Value, ValueLike,
};
use std::collections::HashMap;
use tanto_dialects::{arith, ir, scf::ForOp, types, OpKind};

/// The op defining `value`, when it is an op result. Checked first: melior's
/// failed conversion prints the value, which walks the whole module.
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    value
        .is_operation_result()
        .then(|| OperationResult::try_from(value).ok())
        .flatten()
        .map(|result| result.owner())
}

/// The block argument `value` is, when it is one (checked the same way).
pub fn as_argument<'c, 'a>(value: Value<'c, 'a>) -> Option<BlockArgument<'c, 'a>> {
    value
        .is_block_argument()
        .then(|| BlockArgument::try_from(value).ok())
        .flatten()
}

/// A kernel parameter, with the resource a device program binds it to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parameter {
    pub index: usize,
    /// `tanto.bind`: the program resource.
    pub bind: Option<String>,
    /// `tanto.name`: the name in the source.
    pub name: Option<String>,
}

/// The kernel parameter `value` is: the function's own block argument, or
/// a loop-carried value that every iteration passes on unchanged
/// (`scf.for ... iter_args(%p = %in)` with `scf.yield %p`), as a
/// by-reference object becomes once a helper taking it is inlined into a
/// loop; also the loop's result for such a value.
pub fn kernel_parameter(value: Value) -> Option<Parameter> {
    // A loop's result that every iteration passed on unchanged: its init.
    if let Some(lp) = defining_op(value).and_then(ForOp::cast) {
        let op = lp.operation();
        let index = (0..op.result_count()).find(|i| {
            op.result(*i)
                .is_ok_and(|r| ir::value_key(r.into()) == ir::value_key(value))
        })?;
        let carried = lp.carried(index)?;
        if ir::value_key(lp.yielded(index)?) != ir::value_key(carried.into()) {
            return None;
        }
        return kernel_parameter(lp.init(index).ok()?);
    }
    let argument = as_argument(value)?;
    let index = argument.argument_number();
    let owner = argument.owner().parent_operation()?;
    match OpKind::of(&owner) {
        Some(OpKind::FuncFunc) => Some(Parameter {
            index,
            bind: types::argument_string(&owner, index, "tanto.bind"),
            name: types::argument_string(&owner, index, "tanto.name"),
        }),
        // A carried variable passed on unchanged: its initial value.
        // (Recursion, one level per loop: the handles borrow each other.)
        Some(OpKind::ScfFor) => {
            let lp = ForOp::cast(owner)?;
            let carried = ForOp::carried_index(argument)?;
            if lp
                .yielded(carried)
                .is_none_or(|yielded| ir::value_key(yielded) != ir::value_key(value))
            {
                return None;
            }
            kernel_parameter(lp.init(carried).ok()?)
        }
        _ => None,
    }
}

/// The integer value of an `arith.constant`.
pub fn constant_of(op: &OperationRef) -> Option<i64> {
    if OpKind::of(op) != Some(OpKind::ArithConstant) {
        return None;
    }
    op.attribute("value")
        .ok()
        .and_then(|a| IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// The values of a kernel's per-core arguments (`tanto.per_core`) on one
/// core, by argument index: the protocol check evaluates a kernel on each
/// core where these differ.
pub type CoreValues = std::collections::BTreeMap<usize, i64>;

/// The value of an integer SSA value when it is known before the kernel
/// runs; otherwise why not (naming the argument it depends on).
pub fn evaluate(value: Value) -> Result<i64, String> {
    evaluate_on(value, &CoreValues::new())
}

/// [`evaluate`] on a core whose per-core arguments have `core` values.
pub fn evaluate_on(value: Value, core: &CoreValues) -> Result<i64, String> {
    if let Some(argument) = as_argument(value) {
        let function = argument
            .owner()
            .parent_operation()
            .filter(|o| OpKind::of(o) == Some(OpKind::FuncFunc));
        let Some(function) = function else {
            return Err("it depends on a loop variable".into());
        };
        let index = argument.argument_number();
        if let Some(value) = core.get(&index) {
            return Ok(*value);
        }
        let name = types::argument_string(&function, index, "tanto.name")
            .unwrap_or_else(|| format!("#{index}"));
        if types::argument_string(&function, index, "tanto.per_core").is_some() {
            return Err(format!(
                "it depends on `{name}`, a per-core value the check could not evaluate"
            ));
        }
        return types::argument_attribute(&function, index, "tanto.value")
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .map(|a| a.value())
            .ok_or_else(|| {
                format!("it depends on `{name}`, a runtime argument the program does not give")
            });
    }
    let Some(op) = defining_op(value) else {
        return Err("it depends on a runtime value".into());
    };
    let kind = OpKind::of(&op);
    if kind == Some(OpKind::ArithConstant) {
        return constant_of(&op).ok_or_else(|| "it depends on a non-integer constant".into());
    }
    let operands: Vec<Value> = op.operands().collect();
    let (a, b) = match (operands.as_slice(), kind) {
        ([a, b], _) => (evaluate_on(*a, core)?, evaluate_on(*b, core)?),
        (
            [a],
            Some(
                OpKind::ArithExtui
                | OpKind::ArithExtsi
                | OpKind::ArithTrunci
                | OpKind::ArithIndexCast
                | OpKind::ArithIndexCastui,
            ),
        ) => return evaluate_on(*a, core),
        _ => return Err("it depends on a value computed at run time".into()),
    };
    let checked = |v: Option<i64>| v.ok_or_else(|| "it overflows".to_string());
    match kind {
        Some(OpKind::ArithAddi) => checked(a.checked_add(b)),
        Some(OpKind::ArithSubi) => checked(a.checked_sub(b)),
        Some(OpKind::ArithMuli) => checked(a.checked_mul(b)),
        Some(OpKind::ArithDivui | OpKind::ArithDivsi) => checked(a.checked_div(b)),
        Some(OpKind::ArithRemui | OpKind::ArithRemsi) => checked(a.checked_rem(b)),
        Some(OpKind::ArithShli) => checked(a.checked_shl(b as u32)),
        Some(OpKind::ArithShrui | OpKind::ArithShrsi) => checked(a.checked_shr(b as u32)),
        Some(OpKind::ArithAndi) => Ok(a & b),
        Some(OpKind::ArithOri) => Ok(a | b),
        Some(OpKind::ArithXori) => Ok(a ^ b),
        Some(OpKind::ArithMaxui | OpKind::ArithMaxsi) => Ok(a.max(b)),
        Some(OpKind::ArithMinui | OpKind::ArithMinsi) => Ok(a.min(b)),
        _ => Err("it depends on a value computed at run time".into()),
    }
}

/// Affine forms of integer values, through constants, `+`, `-` and `*` by a
/// constant; any other value is an atom, numbered on first sight. Each
/// value's form is computed once: a value used by several others (a
/// PCORE's coordinates in every transfer of a statement) would otherwise be
/// expanded once per path to it, exponentially many.
#[derive(Debug, Default)]
pub struct AffineForms {
    atoms: HashMap<usize, usize>,
    forms: HashMap<usize, Affine>,
}

impl AffineForms {
    /// The atom number of `value`.
    pub fn atom(&mut self, value: Value) -> usize {
        let next = self.atoms.len();
        *self.atoms.entry(ir::value_key(value)).or_insert(next)
    }

    pub fn affine(&mut self, value: Value) -> Affine {
        let key = ir::value_key(value);
        if let Some(form) = self.forms.get(&key) {
            return form.clone();
        }
        let form = self.form(value);
        self.forms.insert(key, form.clone());
        form
    }

    fn form(&mut self, value: Value) -> Affine {
        if let Some(op) = defining_op(value) {
            if OpKind::of(&op) == Some(OpKind::ArithConstant) {
                if let Some(v) = constant_of(&op) {
                    return Affine::constant(v);
                }
            }
            let binary = arith::BinaryOp::cast(op);
            let operands = binary.and_then(|b| Some((b.kind(), b.lhs().ok()?, b.rhs().ok()?)));
            match operands {
                Some((OpKind::ArithAddi, a, b)) => return self.affine(a).add(&self.affine(b)),
                Some((OpKind::ArithSubi, a, b)) => {
                    return self.affine(a).add(&self.affine(b).scale(-1))
                }
                Some((OpKind::ArithMuli, a, b)) => {
                    let (x, y) = (self.affine(a), self.affine(b));
                    if let Some(k) = y.as_constant() {
                        return x.scale(k);
                    }
                    if let Some(k) = x.as_constant() {
                        return y.scale(k);
                    }
                }
                _ => {}
            }
        }
        Affine::atom(self.atom(value))
    }
}
