//! What each op means to the passes, queried by kind and interface instead
//! of by name. The data comes from the dialect definition files (the
//! `transfer`, `barrier`, `frames`, `protocol`, `fifo`, `sync`, `blocks_on`,
//! `compute`, `math_scope`, `declares` and `effects` keys of each op, see
//! [`crate::spec::OpDef`]) and from `upstream.toml`, with operand names
//! resolved to positions once. A definition loaded at run time
//! ([`crate::register_definition`]) takes part like a built-in one: an op
//! that declares existing interfaces needs no pass change.

use crate::spec::{
    Access, BlockOn, ComputeClass, Direction, FifoStep, MathScope, OpDef, OperandRole,
    ProtocolStep, Resource, UpstreamDef,
};
use melior::ir::{operation::OperationLike, OperationRef, Value};
use std::collections::HashMap;
use std::sync::LazyLock;

include!(concat!(env!("OUT_DIR"), "/op_kinds.rs"));

/// The upstream ops given an [`OpKind`], and the dialects that are pure.
pub const UPSTREAM: &str = include_str!("upstream.toml");

impl OpKind {
    /// The kind of an op, when the passes know it.
    pub fn of<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<Self> {
        Self::from_name(op.name().as_string_ref().as_str().ok()?)
    }
}

/// A NoC transfer, with operand positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    pub direction: Direction,
    pub src: usize,
    pub dst: usize,
    pub src_offset: Option<usize>,
    pub dst_offset: Option<usize>,
    pub count: Option<usize>,
    /// The other core's coordinates (or multicast rectangle).
    pub remote: Vec<usize>,
    /// Contiguous transfers may be merged.
    pub coalesce: bool,
}

/// A pipe-protocol step and the positions of its operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Protocol {
    pub step: ProtocolStep,
    pub pipe: usize,
    /// The tiles per frame (`set_frame`).
    pub tiles: Option<usize>,
}

/// A FIFO step and the position of its slot operand (commit, free).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fifo {
    pub step: FifoStep,
    pub slot: Option<usize>,
}

/// Everything the passes may ask of one op.
#[derive(Debug, Clone, Default)]
pub struct OpInfo {
    pub kind: Option<OpKind>,
    /// The op belongs to a dialect that moves data over the NoC.
    pub moves_data: bool,
    pub transfer: Option<Transfer>,
    pub barrier: Option<Direction>,
    /// Starts a NoC transaction a barrier of this direction waits for.
    pub issues: Option<Direction>,
    /// Pipe frames read or written, by operand position.
    pub frames: Vec<(usize, Access)>,
    /// Tile indices into frames: (pipe operand, index operand) positions,
    /// the definition's `frame_indices` paired in order with its `frames`.
    pub frame_tiles: Vec<(usize, usize)>,
    pub protocol: Option<Protocol>,
    pub fifo: Option<Fifo>,
    pub sync: bool,
    pub blocks_on: Option<BlockOn>,
    pub compute: Option<ComputeClass>,
    pub math_scope: Option<MathScope>,
    pub declares: Option<Resource>,
    /// Other L1 memory effects, by operand position.
    pub effects: Vec<(usize, Access)>,
    /// View-like: the position of the operand whose storage the first
    /// result views.
    pub view: Option<usize>,
    /// The position of the math object the op computes on or releases (an
    /// acquiring op's math object is its first result).
    pub math_object: Option<usize>,
    /// Free of side effects.
    pub pure: bool,
}

impl OpInfo {
    fn from_def(dialect_moves_data: bool, full_name: &str, def: &OpDef) -> Self {
        // Positions were checked when the definition was parsed.
        let at = |name: &str| def.operand_index(name);
        let role = |role: OperandRole| def.role_index(role);
        let transfer = def.transfer.as_ref().and_then(|t| {
            Some(Transfer {
                direction: t.direction,
                src: role(OperandRole::Source)?,
                dst: role(OperandRole::Destination)?,
                src_offset: role(OperandRole::SourceOffset),
                dst_offset: role(OperandRole::DestinationOffset),
                count: role(OperandRole::Count),
                remote: t.remote.iter().filter_map(|r| at(r)).collect(),
                coalesce: t.coalesce,
            })
        });
        let accesses = |list: Vec<(&str, Access)>| -> Vec<(usize, Access)> {
            list.into_iter()
                .filter_map(|(name, access)| Some((at(name)?, access)))
                .collect()
        };
        Self {
            kind: OpKind::from_name(full_name),
            moves_data: dialect_moves_data,
            transfer,
            barrier: def.barrier,
            issues: def.issues,
            frames: accesses(
                def.frames
                    .iter()
                    .map(|f| (f.operand.as_str(), f.access))
                    .collect(),
            ),
            frame_tiles: def
                .frames
                .iter()
                .zip(&def.frame_indices)
                .filter_map(|(frame, index)| Some((at(&frame.operand)?, at(index)?)))
                .collect(),
            protocol: def.protocol.and_then(|step| {
                Some(Protocol {
                    step,
                    pipe: role(OperandRole::Pipe)?,
                    tiles: role(OperandRole::FrameTiles),
                })
            }),
            fifo: def.fifo.map(|step| Fifo {
                step,
                slot: role(OperandRole::Slot),
            }),
            sync: def.sync,
            blocks_on: def.blocks_on,
            compute: def.compute,
            math_scope: def.math_scope,
            declares: def.declares,
            effects: accesses(
                def.effects
                    .iter()
                    .map(|e| (e.operand.as_str(), e.effect))
                    .collect(),
            ),
            view: role(OperandRole::Viewed),
            math_object: role(OperandRole::MathObject),
            pure: false,
        }
    }
}

struct Registry {
    ops: HashMap<String, OpInfo>,
    pure_dialects: Vec<String>,
}

static REGISTRY: LazyLock<Registry> = LazyLock::new(|| {
    let upstream = UpstreamDef::parse(UPSTREAM)
        .unwrap_or_else(|e| panic!("internal error: bad upstream.toml: {e}"));
    let mut ops = HashMap::new();
    for dialect in crate::dialects() {
        for def in &dialect.ops {
            let name = format!("{}.{}", dialect.name, def.name);
            let info = OpInfo::from_def(dialect.moves_data, &name, def);
            ops.insert(name, info);
        }
    }
    for name in &upstream.ops {
        let pure = name
            .split_once('.')
            .is_some_and(|(d, _)| upstream.pure_dialects.iter().any(|p| p == d));
        ops.insert(
            name.clone(),
            OpInfo {
                kind: OpKind::from_name(name),
                pure,
                ..OpInfo::default()
            },
        );
    }
    Registry {
        ops,
        pure_dialects: upstream.pure_dialects,
    }
});

static UNKNOWN: OpInfo = OpInfo {
    kind: None,
    moves_data: false,
    transfer: None,
    barrier: None,
    issues: None,
    frames: Vec::new(),
    frame_tiles: Vec::new(),
    protocol: None,
    fifo: None,
    sync: false,
    blocks_on: None,
    compute: None,
    math_scope: None,
    declares: None,
    effects: Vec::new(),
    view: None,
    math_object: None,
    pure: false,
};

/// What the passes know of the op named `name` (nothing for an unknown op,
/// except purity for the ops of a pure dialect).
pub fn info_by_name(name: &str) -> &'static OpInfo {
    let registry = &*REGISTRY;
    if let Some(info) = registry.ops.get(name) {
        return info;
    }
    static PURE_UNKNOWN: LazyLock<OpInfo> = LazyLock::new(|| OpInfo {
        pure: true,
        ..OpInfo::default()
    });
    match name.split_once('.') {
        Some((dialect, _)) if registry.pure_dialects.iter().any(|p| p == dialect) => &PURE_UNKNOWN,
        _ => &UNKNOWN,
    }
}

/// What the passes know of `op`.
pub fn info<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> &'static OpInfo {
    match op.name().as_string_ref().as_str() {
        Ok(name) => info_by_name(name),
        Err(_) => &UNKNOWN,
    }
}

/// The operands of `op` that play `role`, in definition order (for a
/// destination-style op, `Destination` gives its output buffers); none for
/// an op without a definition.
pub fn role_operands<'c, 'a>(op: OperationRef<'c, 'a>, role: OperandRole) -> Vec<Value<'c, 'a>> {
    defined_operands(op, |played| played == Some(role))
}

/// The operands of `op` that do not play `role`, in definition order (for
/// a destination-style op, everything but `Destination` gives its inputs).
pub fn operands_without_role<'c, 'a>(
    op: OperationRef<'c, 'a>,
    role: OperandRole,
) -> Vec<Value<'c, 'a>> {
    defined_operands(op, |played| played != Some(role))
}

fn defined_operands<'c, 'a>(
    op: OperationRef<'c, 'a>,
    wanted: impl Fn(Option<OperandRole>) -> bool,
) -> Vec<Value<'c, 'a>> {
    let Some((_, def)) = op
        .name()
        .as_string_ref()
        .as_str()
        .ok()
        .and_then(crate::op_def)
    else {
        return Vec::new();
    };
    def.operands
        .iter()
        .filter(|v| wanted(v.role))
        .filter_map(|v| crate::types::named_value(op, def, &v.name))
        .collect()
}

/// The kind of `op`, when it is one the passes know.
pub fn kind<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Option<OpKind> {
    info(op).kind
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_their_names() {
        for kind in OpKind::ALL {
            assert_eq!(OpKind::from_name(kind.name()), Some(*kind));
        }
        assert_eq!(OpKind::from_name("noc.nonesuch"), None);
    }

    #[test]
    fn every_tanto_op_has_a_kind_and_info() {
        for kind in &OpKind::ALL[..OpKind::TANTO_OPS] {
            assert_eq!(info_by_name(kind.name()).kind, Some(*kind));
        }
    }

    #[test]
    fn interfaces_resolve_operand_positions() {
        let read = info_by_name(OpKind::NocReadRemote.name());
        let transfer = read
            .transfer
            .as_ref()
            .expect("noc.read_remote is a transfer");
        assert_eq!(transfer.direction, Direction::Read);
        assert_eq!(
            (transfer.dst, transfer.src, transfer.count),
            (0, 2, Some(4))
        );
        assert_eq!(transfer.remote, vec![5, 6]);
        assert!(transfer.coalesce);
        assert_eq!(read.frames, vec![(0, Access::Write)]);
        let mv = info_by_name(OpKind::NocMove.name());
        assert_eq!(mv.transfer.as_ref().map(|t| t.count), Some(None));
        assert_eq!(
            info_by_name(OpKind::NocWriteBarrier.name()).barrier,
            Some(Direction::Write)
        );
        let set_frame = info_by_name(OpKind::PipeSetFrame.name()).protocol;
        assert_eq!(set_frame.map(|p| (p.pipe, p.tiles)), Some((0, Some(1))));
    }

    #[test]
    fn roles_locate_views_and_loops_are_declared() {
        assert_eq!(info_by_name(OpKind::PtoTalias.name()).view, Some(0));
        assert_eq!(info_by_name(OpKind::PtoTadd.name()).view, None);
        assert!(OpKind::ScfFor.is_loop_like() && OpKind::ScfWhile.is_loop_like());
        assert!(!OpKind::ScfIf.is_loop_like());
        let (_, tadd) = crate::op_def("pto.tadd").expect("pto.tadd");
        let dst = tadd.role_operand(OperandRole::Destination);
        assert_eq!(dst.map(|v| v.name.as_str()), Some("dst"));
        let (_, tsel) = crate::op_def("pto.tsel").expect("pto.tsel");
        assert!(tsel.role_operand(OperandRole::Mask).is_some());
    }

    #[test]
    fn arith_ops_are_pure_even_when_unlisted() {
        assert!(info_by_name("arith.addi").pure);
        assert!(info_by_name("arith.floordivsi").pure);
        assert!(!info_by_name("scf.for").pure);
        assert!(!info_by_name("noc.read").pure);
    }
}
