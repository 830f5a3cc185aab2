//! The per-target rules of the pto dialect's verifier: the constraints of
//! the instruction pages ([`crate::pto_arch`]: element types, locations,
//! layouts, valid regions) against the target its module states
//! (`module attributes {pto.target_arch = "a2a3" | "a5"}`), so IR written
//! directly gets the checks the PTO frontend makes at each operand. The
//! frontend states the target it compiled for on its module. A module that
//! states no target is not checked here.

use crate::{
    finding::Finding,
    pto,
    pto_arch::{self, PtoTarget, TileType, Ty},
    types,
};
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

/// What the constraints read of a type: a tile or buffer, a global view's
/// element, or nothing.
fn facts(r#type: Type) -> Ty {
    // `!pto.tile` and `!pto.buf` have the same parameters.
    macro_rules! tile_facts {
        ($tile:expr, $buffer:expr) => {{
            let t = $tile;
            tile_type(
                $buffer,
                (t.loc(), t.element(), t.layout(), t.slayout(), t.pad()),
                [
                    t.rows(),
                    t.cols(),
                    t.valid_rows(),
                    t.valid_cols(),
                    t.fractal(),
                ],
            )
        }};
    }
    if let Some(t) = pto::TileType::cast(r#type) {
        return tile_facts!(t, false);
    }
    if let Some(t) = pto::BufType::cast(r#type) {
        return tile_facts!(t, true);
    }
    match pto::GtensorType::cast(r#type).and_then(|v| v.element()) {
        Some(element) => Ty::View(element.to_string()),
        None => Ty::Other,
    }
}

type Named<'c> = (
    Option<pto::TileLoc>,
    Option<Type<'c>>,
    Option<pto::Layout>,
    Option<pto::SLayout>,
    Option<pto::PadValue>,
);

/// A tile's facts from its parameters; `Other` for a malformed type, which
/// is the type verifier's to report.
fn tile_type(buffer: bool, named: Named, numbers: [Option<i64>; 5]) -> Ty {
    let (Some(loc), Some(element), Some(layout), Some(slayout), Some(pad)) = named else {
        return Ty::Other;
    };
    let [Some(rows), Some(cols), Some(valid_rows), Some(valid_cols), Some(fractal)] = numbers
    else {
        return Ty::Other;
    };
    Ty::Tile(TileType {
        buffer,
        loc: loc.as_str(),
        element: element.to_string(),
        rows,
        cols,
        valid_rows,
        valid_cols,
        layout: layout.as_str(),
        slayout: slayout.as_str(),
        fractal,
        pad: pad.as_str(),
    })
}

/// The ops the constraints do not cover although they are named after an
/// instruction and have a destination: MGATHER's index tile and TSETVAL's
/// offset are no data tiles of the destination's shape (the frontend plans
/// them with checks of their own).
const NOT_COVERED: &[&str] = &["mgather", "tsetval"];

/// Where the scratch tile of `pto.<short>` sits among its inputs, when it
/// has one: the constraints are about the inputs before it (a scratch tile
/// is not data, and may have a shape of its own).
pub fn scratch_position(short: &str) -> Option<usize> {
    let (_, def) = crate::op_def(&format!("pto.{short}"))?;
    def.operands
        .iter()
        .position(|v| v.role == Some(crate::spec::OperandRole::Scratch))
}

/// The inputs and the destination of `op` as the PTO frontend plans them:
/// a level 1 op's operands and its (first) result; a level 2 op's operands
/// before its destination buffer, and that buffer. None for the ops the
/// constraints do not cover: ops not named after their instruction (an op
/// several instructions share carries the first one's list; TMRGSORT's
/// list form), TPARTARGMAX/MIN (their two destinations are the rules'),
/// [`NOT_COVERED`], and ops without a destination.
fn operands_and_destination(op: OperationRef, short: &str) -> Option<(Vec<(String, Ty)>, Ty)> {
    let named_after_instruction = crate::pto_isa::isa()
        .instructions
        .iter()
        .any(|i| i.lower == short);
    if !named_after_instruction || NOT_COVERED.contains(&short) {
        return None;
    }
    let (_, def) = crate::op_def(&format!("pto.{short}"))?;
    let names: Vec<&str> = def.operands.iter().map(|v| v.name.as_str()).collect();
    let two_destinations = names.contains(&"dst0");
    if !(short == "tstore" || two_destinations || names.last() == Some(&"dst")) {
        return None;
    }
    let typed: Vec<Type> = op.operands().map(|v| v.r#type()).collect();
    let level_1 = op.result_count() > 0 && short != "tstore";
    let (inputs, dst) = if level_1 {
        (typed.as_slice(), op.result(0).ok()?.r#type())
    } else {
        let first_destination = if two_destinations {
            typed.len().checked_sub(2)?
        } else {
            typed.len().checked_sub(1)?
        };
        (&typed[..first_destination], typed[first_destination])
    };
    let inputs = &inputs[..scratch_position(short).map_or(inputs.len(), |k| k.min(inputs.len()))];
    // Operands by their definition's names: where optional operands are
    // absent the names run ahead, which only the wording shows.
    let named = inputs
        .iter()
        .enumerate()
        .map(|(i, t)| {
            (
                names
                    .get(i)
                    .map_or(format!("operand #{i}"), |n| n.to_string()),
                facts(*t),
            )
        })
        .collect();
    Some((named, facts(dst)))
}

/// The findings of op `name` (`pto.<op>`) against its module's target.
pub fn check<'c>(op: OperationRef<'c, '_>, name: &str) -> Vec<Finding<Location<'c>>> {
    let Some(short) = name.strip_prefix("pto.") else {
        return Vec::new();
    };
    let Some(target) = stated_target(op) else {
        return Vec::new();
    };
    let Some(arch) = PtoTarget::parse(&target).filter(|t| t.name() == target) else {
        let message =
            format!("'{name}' op is in a module for PTO target `{target}`; expected a2a3 or a5");
        return vec![Finding::error(op.location(), message)];
    };
    let Some((inputs, dst)) = operands_and_destination(op, short) else {
        return Vec::new();
    };
    pto_arch::check(arch, short, name, &inputs, Some(&dst))
        .into_iter()
        .map(|f| {
            let finding = Finding::error(op.location(), format!("'{name}' op: {}", f.message));
            f.notes
                .into_iter()
                .fold(finding, |d, (_, note)| d.with_note(op.location(), note))
        })
        .collect()
}
