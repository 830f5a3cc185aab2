//! Rules of the zta dialect.

use super::RuleInput;
use crate::{noc, zta};
use melior::ir::ValueLike;

/// The DDR window is a global buffer (the runtime gives its address and
/// page), the other spaces local buffers (an L1 address): a space read as
/// the other kind would take one for the other.
pub(super) fn zta_space_buffer(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let space_op = zta::SpaceOp::cast(op)?;
    let space = space_op.space()?;
    let buffer = space_op.buffer().ok()?.r#type();
    let global = space == zta::Space::Ddr;
    let fits = if global {
        noc::GlobalType::isa(buffer)
    } else {
        noc::LocalType::isa(buffer)
    };
    (!fits).then(|| {
        let wanted = if global { "!noc.global" } else { "!noc.local" };
        format!("space {space} is a {wanted} buffer, but the result is {buffer}")
    })
}
