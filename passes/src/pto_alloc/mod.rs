//! `tanto-pto-alloc`: local-memory (L1) addresses for the tiles of PTO
//! kernels. In auto mode every `pto.alloc_tile` and every level 1 result tile
//! gets a place from the L1 planner, with its live range from its definition
//! to its last use (a use inside a loop keeps it live through the loop);
//! tiles whose ranges do not overlap share space. In manual mode
//! (`alloc_tile {addr}`, `pto.tassign`) the address is an offset from the
//! start of usable L1 and auto placements go above the highest manual one.
//!
//! Result: `pto.address` on each defining op (and on tassign ops that place a
//! kernel argument), `pto.l1_peak` on the kernel.

pub(crate) mod carried;

use crate::analysis::ir::block_ops;
use crate::l1_alloc::planner::{self, Live, Request};
use crate::lower::{
    in_dialect, op_name,
    pto_kernel::{is_pto_kernel, is_tile, tile_shape},
};
use melior::ir::{
    attribute::IntegerAttribute, block::BlockLike, operation::OperationLike, r#type::IntegerType,
    OperationRef, RegionLike, Value, ValueLike,
};
use melior::Context;
use std::collections::{BTreeSet, HashMap};
use tanto_dialects::{
    ir::{self, op_key, value_key},
    pass::{spanned, PassFailed, PassInfo, PassOptions, PassResult, RustPass},
    pto,
    rules::element_bytes,
    types,
    verify::{emit_error, nested_ops},
    OpDialect, OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-pto-alloc",
    description: "Assign local-memory addresses to the tiles of PTO kernels (auto mode), honouring manual placements",
    anchor: OpKind::BuiltinModule.name(),
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[])?;
    Ok(spanned(PASS.argument, PtoAlloc { changed: true }))
}

struct PtoAlloc {
    /// Whether the last run had PTO kernels to allocate (and so may have
    /// changed the IR).
    changed: bool,
}

/// A tile to place: its size, live range in program points, and a manual
/// offset if it has one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileRequest {
    pub name: String,
    pub size: u64,
    pub start: u64,
    pub end: u64,
    pub manual: Option<u64>,
}

/// Addresses for `tiles` in [base, limit): manual ones at base + offset,
/// the others planned above them. Returns the addresses and the peak.
pub fn plan_tiles(
    tiles: &[TileRequest],
    base: u64,
    limit: u64,
    alignment: u64,
) -> Result<(Vec<u64>, u64), String> {
    let align = |v: u64| v.div_ceil(alignment) * alignment;
    let mut manual_end = base;
    for tile in tiles {
        if let Some(offset) = tile.manual {
            if offset % alignment != 0 {
                return Err(format!(
                    "{} is placed at {offset:#x}, which is not {alignment}-byte aligned",
                    tile.name
                ));
            }
            manual_end = manual_end.max(base + offset + tile.size);
        }
    }
    if manual_end > limit {
        return Err(format!(
            "manual placements end at {manual_end:#x}, past the end of usable L1 ({limit:#x})"
        ));
    }
    let auto_base = align(manual_end);
    // Planner names are definition-order indices: ties in size place in
    // program order, whatever the names.
    let requests: Vec<Request> = tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| t.manual.is_none())
        .map(|(index, t)| Request {
            name: format!("{index:08}"),
            size: t.size,
            alignment,
            cores: BTreeSet::from([(0, 0)]),
            live: Some(Live {
                owner: "kernel".into(),
                start: t.start,
                end: t.end,
            }),
        })
        .collect();
    let plan = planner::plan(&requests, auto_base, limit).map_err(|e| match e {
        planner::PlanError::Overflow { needed, budget, unplaced } => {
            let names: Vec<&str> = unplaced.iter().filter_map(|i| i.parse::<usize>().ok()).map(|i| tiles[i].name.as_str()).collect();
            format!("the tiles need {needed} bytes of L1 at their peak but {budget} are free; not placed: {}", names.join(", "))
        }
    })?;
    plan.verify(&requests, auto_base, limit)?;
    let mut planned = plan.placements.iter();
    let addresses: Vec<u64> = tiles
        .iter()
        .map(|t| match t.manual {
            Some(offset) => base + offset,
            None => planned.next().map_or(auto_base, |p| p.address),
        })
        .collect();
    let peak = tiles
        .iter()
        .zip(&addresses)
        .map(|(t, a)| a + t.size)
        .max()
        .unwrap_or(base)
        - base;
    Ok((addresses, peak))
}

impl RustPass for PtoAlloc {
    fn run<'c>(&mut self, context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
        let kernels: Vec<OperationRef> = tanto_dialects::ir::functions(module)
            .into_iter()
            .filter(|op| is_pto_kernel(*op))
            .collect();
        self.changed = !kernels.is_empty();
        if kernels.is_empty() {
            return Ok(());
        }
        let arch = crate::lower::module_arch(module).map_err(|e| {
            emit_error(module.location(), &format!("{}: {e}", PASS.argument));
            PassFailed
        })?;
        let local = crate::analysis::target::local_memory(&arch).map_err(|e| {
            emit_error(module.location(), &format!("{}: {e}", PASS.argument));
            PassFailed
        })?;
        let alignment = arch.noc.l1_alignment.max(32);
        let mut failed = false;
        for kernel in &kernels {
            if let Err(message) = allocate(context, *kernel, local.start, local.end, alignment) {
                emit_error(kernel.location(), &format!("{}: {message}", PASS.argument));
                failed = true;
            }
        }
        if !failed {
            failed = !resolve_imports(context, &kernels);
        }
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }

    fn changed_ir(&self) -> bool {
        self.changed
    }
}

/// Gives each `pto.import_buffer` the address of the buffer its peer
/// function reserved under its name (`pto.alloc_tile {reserved}`, placed
/// above). The peer is found by its name, or by the PTO function a device
/// program's kernel was made from (`pto.function`). Returns false after
/// reporting an import with no such buffer, or with two different ones.
fn resolve_imports<'c>(context: &'c Context, kernels: &[OperationRef<'c, '_>]) -> bool {
    let mut reserved: Vec<(Vec<String>, String, u64)> = Vec::new();
    for kernel in kernels {
        let names: Vec<String> = ["sym_name", "pto.function"]
            .iter()
            .filter_map(|key| types::string_attribute(kernel, key))
            .collect();
        for op in nested_ops(*kernel) {
            if OpKind::of(&op) != Some(OpKind::PtoAllocTile) {
                continue;
            }
            if let (Some(name), Some(address)) = (
                types::string_attribute(&op, "reserved"),
                types::int_attribute(&op, "pto.address"),
            ) {
                reserved.push((names.clone(), name, address as u64));
            }
        }
    }
    let mut resolved = true;
    for kernel in kernels {
        for op in nested_ops(*kernel) {
            if OpKind::of(&op) != Some(OpKind::PtoImportBuffer) {
                continue;
            }
            let name = types::string_attribute(&op, "name").unwrap_or_default();
            let peer = types::string_attribute(&op, "peer").unwrap_or_default();
            let addresses: BTreeSet<u64> = reserved
                .iter()
                .filter(|(names, n, _)| *n == name && names.contains(&peer))
                .map(|(_, _, a)| *a)
                .collect();
            match addresses.iter().collect::<Vec<_>>().as_slice() {
                [address] => set_i64(context, op, "pto.address", **address),
                [] => {
                    emit_error(op.location(), &format!("{}: no kernel made from @{peer} reserves a buffer named \"{name}\" (`pto.reserve_buffer`) in this module", PASS.argument));
                    resolved = false;
                }
                several => {
                    let list: Vec<String> = several.iter().map(|a| format!("{a:#x}")).collect();
                    emit_error(op.location(), &format!("{}: the kernels made from @{peer} reserve \"{name}\" at different addresses ({}): a producer writes to one address on every consumer", PASS.argument, list.join(", ")));
                    resolved = false;
                }
            }
        }
    }
    resolved
}

fn tile_bytes(ty: melior::ir::Type) -> Option<u64> {
    let shape = tile_shape(ty);
    let (rows, cols) = (shape.rows? as u64, shape.cols? as u64);
    Some(rows * cols * element_bytes(shape.element?)?)
}

/// The attribute holding the address of an op's result `number`:
/// `pto.address` for the first (most ops define one tile), `pto.address_1`
/// for a two-destination instruction's second.
pub fn address_key(number: usize) -> String {
    match number {
        0 => "pto.address".to_string(),
        n => format!("pto.address_{n}"),
    }
}

fn set_i64<'c>(context: &'c Context, op: OperationRef<'c, '_>, name: &str, value: u64) {
    let attribute = IntegerAttribute::new(IntegerType::new(context, 64).into(), value as i64);
    ir::set_attribute(op, name, attribute.into());
}

/// Whether `value` is an argument of the kernel itself.
fn is_kernel_parameter(value: Value) -> bool {
    crate::analysis::values::as_argument(value).is_some_and(|a| {
        a.owner()
            .parent_operation()
            .is_some_and(|op| OpKind::of(&op) == Some(OpKind::FuncFunc))
    })
}

/// Ops whose result is a view of their first operand's storage. An async
/// session stages its copies through its scratch tile: the tile lives as
/// long as the session is used.
fn is_view(kind: Option<OpKind>) -> bool {
    matches!(
        kind,
        Some(
            OpKind::PtoSetValidShape
                | OpKind::PtoTalias
                | OpKind::PtoSubview
                | OpKind::PtoBuildAsyncSession
        )
    )
}

/// The tile a view op views (its `src`; a session's scratch), through its
/// generated wrapper.
fn viewed_tile<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let source = if let Some(set) = pto::SetValidShapeOp::cast(op) {
        set.src()
    } else if let Some(alias) = pto::TaliasOp::cast(op) {
        alias.src()
    } else if let Some(session) = pto::BuildAsyncSessionOp::cast(op) {
        session.scratch()
    } else {
        pto::SubviewOp::cast(op)?.src()
    };
    source.ok()
}

/// An op named by where it is, for messages: "the tile at file:line:col".
fn describe(op: &OperationRef) -> String {
    place(op).map_or_else(|| "a tile".to_string(), |at| format!("the tile at {at}"))
}

/// Where an op is: `file:line:col`.
fn place(op: &OperationRef) -> Option<String> {
    let location = op.location().to_string();
    location
        .strip_prefix("loc(")
        .and_then(|l| l.strip_suffix(')'))
        .map(|l| l.replace('"', ""))
}

/// A value the carried-buffer rounds resolve: a region op's tile result,
/// or a view's result.
#[derive(Clone, Copy)]
enum Pending<'c, 'a> {
    Result(OperationRef<'c, 'a>, usize),
    View(OperationRef<'c, 'a>),
}

fn allocate<'c>(
    context: &'c Context,
    kernel: OperationRef<'c, '_>,
    base: u64,
    limit: u64,
    alignment: u64,
) -> Result<(), String> {
    let body = kernel
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or("a kernel without a body")?;
    // Program points: each top-level op spans the points of the ops it holds.
    // Every lookup below is by hash (an op's or a value's pointer), so the
    // pass is linear in the kernel's ops.
    let mut spans = Vec::new();
    let mut span_of_op: HashMap<usize, (u64, u64)> = HashMap::new();
    let mut point = 0u64;
    for top in block_ops(body) {
        let inner = nested_ops(top);
        let start = point;
        point += inner.len().max(1) as u64;
        span_of_op.extend(inner.iter().map(|op| (op_key(*op), (start, point))));
        spans.push((start, point, inner));
    }
    let span_of = |target: &OperationRef| span_of_op.get(&op_key(*target)).copied();
    // Defining ops of tiles to place, with manual offsets from tassign.
    // (op, result number, manual offset): a two-destination instruction's
    // level 1 form defines two tiles.
    let mut defs: Vec<(OperationRef, usize, Option<u64>)> = Vec::new();
    let mut def_index: HashMap<(usize, usize), usize> = HashMap::new();
    let mut argument_placements = Vec::new();
    let mut rebinds = Vec::new();
    for (_, _, inner) in &spans {
        for op in inner {
            let kind = OpKind::of(op);
            if kind == Some(OpKind::PtoRebindTile) {
                // At the user's run-time offset: not planned (below).
                rebinds.push(*op);
            } else if kind == Some(OpKind::PtoAllocTile) {
                def_index.insert((op_key(*op), 0), defs.len());
                defs.push((*op, 0, types::int_attribute(op, "addr").map(|a| a as u64)));
            } else if is_view(kind) {
                // Placed with the tile it views (below).
            } else if kind == Some(OpKind::PtoTassign) {
                let offset = types::int_attribute(op, "addr").unwrap_or(0) as u64;
                let target = pto::TassignOp::cast(*op)
                    .ok_or("internal error: a tassign without its wrapper")?
                    .tile()
                    .map_err(|e| e.to_string())?;
                match melior::ir::operation::OperationResult::try_from(target) {
                    Ok(result) => {
                        let key = (op_key(result.owner()), result.result_number());
                        if let Some(&index) = def_index.get(&key) {
                            defs[index].2 = Some(offset);
                        }
                    }
                    Err(_) => argument_placements.push((*op, offset)),
                }
            } else if in_dialect(op, OpDialect::Pto) {
                // Each tile result (TMRGSORT's counts are not one).
                for (n, result) in op.results().enumerate() {
                    if tanto_dialects::pto::TileType::isa(result.r#type()) {
                        def_index.insert((op_key(*op), n), defs.len());
                        defs.push((*op, n, None));
                    }
                }
            }
        }
    }
    // A tile carried through scf.for iter_args or out of scf.if/scf.for
    // results is one buffer: its initial value, what each region yields, the
    // block argument and the result share an address (updates are in place).
    let def_of = |value: Value| -> Option<usize> {
        let result = melior::ir::operation::OperationResult::try_from(value).ok()?;
        def_index
            .get(&(op_key(result.owner()), result.result_number()))
            .copied()
    };
    let mut group: Vec<usize> = (0..defs.len()).collect();
    fn root(group: &mut [usize], i: usize) -> usize {
        let mut top = i;
        while group[top] != top {
            top = group[top];
        }
        // Path compression, without recursion.
        let mut at = i;
        while group[at] != top {
            (at, group[at]) = (group[at], top);
        }
        top
    }
    // Aliases: values that stand for a group without defining it (the
    // first group named for a value wins).
    let mut aliases: HashMap<usize, (usize, Value)> = HashMap::new();
    // Each carried tile result, resolved once all it joins is known: an
    // inner scf.if may yield what its loop carries, and the loop what the if
    // yields. Each round resolves at least one, or reports the first left;
    // the rounds are bounded by the nesting depth.
    // Views (SET_VALIDSHAPE, TALIAS, TSUBVIEW) stand for the tile they view
    // and resolve in the same rounds: a branch may yield a view of what its
    // loop carries.
    let mut pending: Vec<Pending> = spans
        .iter()
        .flat_map(|(_, _, inner)| inner.iter())
        .flat_map(|op| {
            if is_view(OpKind::of(op)) {
                return vec![Pending::View(*op)];
            }
            if !carried::carries(op) {
                return Vec::new();
            }
            op.results()
                .enumerate()
                .filter(|(_, r)| is_tile(r.r#type()))
                .map(|(i, _)| Pending::Result(*op, i))
                .collect()
        })
        .collect();
    // Partial: only cycles are left (a loop yields what an inner scf.if
    // yields of the loop's own carried value); each joins what is known, its
    // other values standing for that buffer, unless one is a kernel
    // parameter (a tile passed in has no place here).
    let mut partial = false;
    while !pending.is_empty() {
        let mut unresolved = Vec::new();
        let mut first_failure = None;
        for item in pending.iter().copied() {
            let group_of = |aliases: &HashMap<usize, (usize, Value)>, v: Value| {
                def_of(v).or_else(|| aliases.get(&value_key(v)).map(|(g, _)| *g))
            };
            let (op, i) = match item {
                Pending::View(op) => {
                    let (Some(source), Ok(result)) = (viewed_tile(op), op.result(0)) else {
                        continue;
                    };
                    match group_of(&aliases, source) {
                        Some(group_of) => {
                            let result: Value = result.into();
                            aliases
                                .entry(value_key(result))
                                .or_insert((group_of, result));
                        }
                        None => {
                            unresolved.push(item);
                            first_failure.get_or_insert(format!(
                                "the tile viewed by '{}' must be defined in the kernel (an alloc_tile or an instruction)",
                                op_name(&op)
                            ));
                        }
                    }
                    continue;
                }
                Pending::Result(op, i) => (op, i),
            };
            let name = op_name(&op);
            let carried::Carried { own, mut members } = carried::carried(op, i);
            // Updated in place (DPS), a body yields its own carried value, or
            // one an enclosing op carries: neither defines a tile.
            let own_keys: Vec<usize> = own.iter().map(|v| value_key(*v)).collect();
            members.retain(|v| !own_keys.contains(&value_key(*v)));
            let indices: Vec<usize> = members
                .iter()
                .filter_map(|v| group_of(&aliases, *v))
                .collect();
            let joins_cycle = || {
                partial
                    && !members
                        .iter()
                        .any(|v| is_kernel_parameter(*v) && def_of(*v).is_none())
            };
            let first = match indices.first() {
                Some(&first) if indices.len() == members.len() || joins_cycle() => first,
                _ => {
                    unresolved.push(item);
                    first_failure.get_or_insert(if indices.is_empty() {
                        format!("a tile carried through '{name}' must be defined in the kernel (an alloc_tile or an instruction), not passed in")
                    } else {
                        format!("every tile carried through '{name}' must be defined in the kernel (an alloc_tile or an instruction)")
                    });
                    continue;
                }
            };
            for index in &indices[1..] {
                let (a, b) = (root(&mut group, first), root(&mut group, *index));
                group[b] = a;
            }
            for value in own.into_iter().chain(members) {
                aliases.entry(value_key(value)).or_insert((first, value));
            }
        }
        if unresolved.len() == pending.len() {
            if partial {
                return Err(first_failure.unwrap_or_default());
            }
            partial = true;
        } else {
            partial = false;
        }
        pending = unresolved;
    }
    // TGET_SCALE_ADDR binds its scaling tile to its source's storage
    // (pto-isa's CPU simulator: dst.data() = src.data()): one buffer. A
    // tile passed in keeps its own place (the runtime call then faults).
    for (_, _, inner) in &spans {
        for op in inner
            .iter()
            .filter(|op| OpKind::of(*op) == Some(OpKind::PtoTgetScaleAddr))
        {
            let group_of =
                |v: Value| def_of(v).or_else(|| aliases.get(&value_key(v)).map(|(g, _)| *g));
            if let (Some(src), Some(dst)) = (
                op.operand(0).ok().and_then(group_of),
                op.operand(1).ok().and_then(group_of),
            ) {
                let (a, b) = (root(&mut group, src), root(&mut group, dst));
                group[b] = a;
            }
        }
    }
    let roots: Vec<usize> = (0..defs.len()).map(|i| root(&mut group, i)).collect();
    let mut members_of_root: Vec<Vec<usize>> = vec![Vec::new(); defs.len()];
    for (member, root) in roots.iter().enumerate() {
        members_of_root[*root].push(member);
    }
    // Each group's live range ends at its last use: one pass over every
    // operand, each value mapped to its group.
    let mut group_of_value: HashMap<usize, usize> = HashMap::new();
    for (m, (def, number, _)) in defs.iter().enumerate() {
        let result: Value = def.result(*number).map_err(|e| e.to_string())?.into();
        group_of_value.insert(value_key(result), roots[m]);
    }
    for (key, (g, _)) in &aliases {
        group_of_value.entry(*key).or_insert(roots[*g]);
    }
    let mut last_use: Vec<u64> = vec![0; defs.len()];
    for (_, end, inner) in &spans {
        for user in inner {
            for operand in user.operands() {
                if let Some(&g) = group_of_value.get(&value_key(operand)) {
                    last_use[g] = last_use[g].max(*end);
                }
            }
        }
    }
    let mut tiles = Vec::new();
    let mut members_of: Vec<usize> = Vec::new();
    for index in (0..defs.len()).filter(|i| roots[*i] == *i) {
        let members = &members_of_root[index];
        let mut manual = None;
        let (mut start, mut end) = (u64::MAX, last_use[index]);
        let mut size = 0;
        for m in members {
            let (def, number, offset) = defs[*m];
            let result: Value = def.result(number).map_err(|e| e.to_string())?.into();
            size = size.max(
                tile_bytes(result.r#type())
                    .ok_or_else(|| format!("tile {m} has no static size"))?,
            );
            manual = manual.or(offset);
            let (s, e) = span_of(&def).ok_or("a tile outside the kernel body")?;
            (start, end) = (start.min(s), end.max(e));
        }
        // A reserved buffer (a direct FIFO's slots) is written by a peer
        // core whenever it pushes: it lives through the whole kernel.
        if members
            .iter()
            .any(|m| defs[*m].0.attribute("reserved").is_ok())
        {
            (start, end) = (0, point);
        }
        // Named by where it is defined, for messages.
        let name = describe(&defs[index].0);
        tiles.push(TileRequest {
            name,
            size,
            start,
            end,
            manual,
        });
        members_of.push(index);
    }
    // A tile rebound to a run-time offset lands where the program says, so
    // every tile must be placed by hand: a planned one could be there.
    if let Some(rebind) = rebinds.first() {
        if let Some((planned, ..)) = defs.iter().find(|(_, _, manual)| manual.is_none()) {
            return Err(format!(
                "the tassign at {} rebinds a tile to a run-time offset, so every tile must be placed by hand (`alloc_tile addr = ...`), but {} is planned",
                place(rebind).unwrap_or_default(),
                describe(planned)
            ));
        }
    }
    for rebind in rebinds {
        set_i64(context, rebind, "pto.base", base);
    }
    let (addresses, peak) = plan_tiles(&tiles, base, limit, alignment)?;
    let mut address_of_root = HashMap::new();
    for (root_index, address) in members_of.iter().zip(addresses) {
        address_of_root.insert(*root_index, address);
        for member in &members_of_root[*root_index] {
            let (def, number, _) = defs[*member];
            set_i64(context, def, &address_key(number), address);
        }
    }
    // A region op's carried tile result is at its buffer's address too.
    for (g, value) in aliases.values() {
        let Ok(result) = melior::ir::operation::OperationResult::try_from(*value) else {
            continue;
        };
        let owner = result.owner();
        if let (true, Some(address)) = (carried::carries(&owner), address_of_root.get(&roots[*g])) {
            set_i64(
                context,
                owner,
                &address_key(result.result_number()),
                *address,
            );
        }
    }
    for (op, offset) in argument_placements {
        set_i64(context, op, "pto.address", base + offset);
    }
    set_i64(context, kernel, "pto.l1_peak", peak);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(name: &str, size: u64, start: u64, end: u64, manual: Option<u64>) -> TileRequest {
        TileRequest {
            name: name.into(),
            size,
            start,
            end,
            manual,
        }
    }

    #[test]
    fn disjoint_live_ranges_share_space() {
        let tiles = [
            tile("a", 1024, 0, 2, None),
            tile("b", 1024, 2, 4, None),
            tile("c", 1024, 1, 3, None),
        ];
        let (addresses, peak) = plan_tiles(&tiles, 0x1000, 0x10000, 32).unwrap();
        assert_eq!(
            addresses[0], addresses[1],
            "a and b are never live together"
        );
        assert_ne!(addresses[0], addresses[2]);
        assert_eq!(peak, 2048);
    }

    #[test]
    fn manual_offsets_are_kept_and_auto_tiles_go_above() {
        let tiles = [
            tile("m", 4096, 0, 9, Some(0x1000)),
            tile("a", 64, 0, 9, None),
        ];
        let (addresses, _) = plan_tiles(&tiles, 0x100, 0x100000, 32).unwrap();
        assert_eq!(addresses, vec![0x1100, 0x2100]);
    }

    #[test]
    fn overflow_and_misalignment_are_reported() {
        let big = [tile("a", 4096, 0, 1, None), tile("b", 4096, 0, 1, None)];
        assert!(plan_tiles(&big, 0, 6000, 32)
            .unwrap_err()
            .contains("need 8192 bytes"));
        assert!(plan_tiles(&[tile("m", 32, 0, 1, Some(8))], 0, 6000, 32)
            .unwrap_err()
            .contains("not 32-byte aligned"));
    }
}
