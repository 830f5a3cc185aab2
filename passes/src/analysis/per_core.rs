//! A kernel's per-core arguments (`tanto.per_core`: an expression over the
//! core's place in the kernel's range, evaluated by the host on each core)
//! as values the passes can use: the kernel's cores grouped by the values
//! those arguments take, so a check that needs them (trip counts, frame
//! counts) runs once per group, as the host would run each core.

use super::values::CoreValues;
use melior::ir::{operation::OperationLike, OperationRef};
use std::collections::{BTreeMap, BTreeSet};
use tanto_dialects::types;
use tanto_manifest::{
    per_core::per_core_postfix,
    program::{cores_of, evaluate, CorePlace},
};

/// The cores of a kernel and the values of its per-core arguments on them.
pub type CoreVariant = (BTreeSet<(i64, i64)>, CoreValues);

/// The kernel's cores grouped by the values of its per-core arguments, in
/// the order of their first core; None when it has no per-core argument
/// (or no cores). An argument whose expression does not evaluate on a core
/// is left out of that core's values.
pub fn core_variants(function: &OperationRef) -> Option<Vec<CoreVariant>> {
    let rectangles = types::array_attribute(function, "tanto.cores")?;
    let arguments = function
        .attribute("arg_attrs")
        .ok()
        .and_then(|a| melior::ir::attribute::ArrayAttribute::try_from(a).ok())
        .map_or(0, |a| a.len());
    let expressions: Vec<(usize, Vec<_>)> = (0..arguments)
        .filter_map(|index| {
            let text = types::argument_string(function, index, "tanto.per_core")?;
            Some((index, per_core_postfix(&text).ok()?))
        })
        .collect();
    if expressions.is_empty() {
        return None;
    }
    let cores = cores_of(&rectangles);
    let count = cores.len() as i64;
    let mut groups: BTreeMap<CoreValues, BTreeSet<(i64, i64)>> = BTreeMap::new();
    let mut order: Vec<CoreValues> = Vec::new();
    for (position, &(x, y)) in cores.iter().enumerate() {
        let place = CorePlace {
            x,
            y,
            index: position as i64,
            count,
        };
        let values: CoreValues = expressions
            .iter()
            .filter_map(|(index, postfix)| Some((*index, evaluate(postfix, place).ok()?)))
            .collect();
        let members = groups.entry(values.clone()).or_default();
        if members.is_empty() {
            order.push(values);
        }
        members.insert((x, y));
    }
    Some(
        order
            .into_iter()
            .filter_map(|values| Some((groups.remove(&values)?, values)))
            .collect(),
    )
}
