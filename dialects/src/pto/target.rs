//! The per-target rules of the pto dialect's verifier: an op's element
//! types against the instruction table's list for the target its module
//! states (`module attributes {pto.target_arch = "a2a3" | "a5"}`), so IR
//! written directly gets the checks the PTO frontend makes at each operand.
//! A module that states no target is not checked here (the frontend checked
//! its own output against the target it was given).

use crate::{finding::Finding, pto, pto_isa, types};
use melior::ir::{operation::OperationLike, Location, OperationRef, Type, ValueLike};

/// The module attribute that names the PTO target.
pub const TARGET_ATTRIBUTE: &str = "pto.target_arch";

/// The target the module around `op` states; None when it states none.
fn stated_target(op: OperationRef) -> Option<String> {
    let mut current = op.parent_operation();
    let mut target = None;
    while let Some(parent) = current {
        if let Some(name) = types::string_attribute(&parent, TARGET_ATTRIBUTE) {
            target = Some(name);
        }
        current = parent.parent_operation();
    }
    target
}

fn element_name(r#type: Type) -> Option<String> {
    let element = match pto::TileType::cast(r#type) {
        Some(t) => t.element()?,
        None => pto::BufType::cast(r#type)?.element()?,
    };
    Some(element.to_string())
}

/// Whether `element` is in `list` (`si16` counts as `i16`).
fn element_in(element: &str, list: &[String]) -> bool {
    let normal = match element.strip_prefix("si") {
        Some(bits) => format!("i{bits}"),
        None => element.to_string(),
    };
    list.contains(&normal)
}

/// The findings of op `name` (`pto.<op>`) against its module's target.
pub fn check<'c>(op: OperationRef<'c, '_>, name: &str) -> Vec<Finding<Location<'c>>> {
    let Some(short) = name.strip_prefix("pto.") else {
        return Vec::new();
    };
    let isa = pto_isa::isa();
    // Only the op named after its instruction: an op several instructions
    // share (tload for TLOAD and TPREFETCH) carries the first one's list.
    let Some(instruction) = isa.instructions.iter().find(|i| i.lower == short) else {
        return Vec::new();
    };
    let Some(target) = stated_target(op) else {
        return Vec::new();
    };
    let error = |message: String| vec![Finding::error(op.location(), message)];
    let a5 = match target.as_str() {
        "a5" => true,
        "a2a3" => false,
        other => {
            return error(format!(
                "'{name}' op is in a module for PTO target `{other}`; expected a2a3 or a5"
            ))
        }
    };
    let Some(list) = isa.dtypes(short, a5) else {
        return Vec::new();
    };
    let upper = &instruction.mnemonic;
    if list.is_empty() {
        let other = if a5 { "a2a3" } else { "a5" };
        return error(format!(
            "'{name}' op: {upper} is not available on {target}; the ISA documents it for {other} only"
        ));
    }
    // The packed mask of a comparison (its destination) or a selection (its
    // first input), arg-reduction indices and gather/scatter offsets are
    // integers whatever the data: only the data tiles are checked.
    let class = instruction.class.as_deref();
    let skip_results = matches!(
        class,
        Some("compare" | "compare_scalar" | "row_arg_reduce" | "col_arg_reduce")
    );
    let skip_operand = match class {
        Some("select" | "select_scalar") => Some(0),
        Some("gather" | "scatter" | "sort32") => Some(1),
        Some("compare" | "compare_scalar" | "row_arg_reduce" | "col_arg_reduce") => {
            // Level 2: the destination buffer is the last operand.
            Some(op.operand_count().saturating_sub(1)).filter(|_| op.result_count() == 0)
        }
        _ => None,
    };
    let operands = op
        .operands()
        .enumerate()
        .filter(|(i, _)| Some(*i) != skip_operand)
        .map(|(_, v)| v.r#type());
    let results = op.results().filter(|_| !skip_results).map(|r| r.r#type());
    // TLOAD checks its tile, TSTORE its source: their views are not tiles.
    for element in operands.chain(results).filter_map(element_name) {
        if !element_in(&element, list) {
            return error(format!(
                "'{name}' op: {upper} on {target} does not take {element} tiles; it takes {}",
                list.join(", ")
            ));
        }
    }
    Vec::new()
}
