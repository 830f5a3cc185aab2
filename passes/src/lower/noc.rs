//! `tanto-lower-noc-to-llvm`: NoC operations to runtime calls that program
//! the NoC (`tanto_rt_noc_*`), with every address computed inline: L1
//! addresses of buffers and pipe frames, NoC encodings of (x, y) and of
//! multicast rectangles, DRAM pages interleaved over the banks (docs/abi.md).
//! The same walk lowers the zta dialect's ops with the patterns of
//! lower/zta.rs: ztachip's memory spaces are buffers these ops use.

use super::{
    element_size, in_dialect,
    rewrite::{
        accessed, lowering_start, typed, values, Lowered, OnError, Patterns, Rewrite, TypeConverter,
    },
    value_type, Builder,
};
use melior::{
    ir::{
        block::BlockLike, operation::OperationLike, OperationRef, RegionLike, Type, Value,
        ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use tanto_dialects::{
    ir, noc,
    pass::{FnPass, PassInfo, PassResult},
    verify::nested_ops,
    OpDialect, OpKind,
};

/// Transaction ids for tokens: 1..=15 (0 is untracked traffic).
const TRANSACTION_IDS: i64 = 15;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The data source: a pipe's read frame, or the frame `ahead` frames
    /// after it (a software-pipelined consumer).
    Read { ahead: u32 },
    /// The data destination: a pipe's write frame, or the frame `ahead`
    /// frames after it (software pipelining).
    Write { ahead: u32 },
}

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-noc-to-llvm",
    description: "Lower NoC operations to tanto_rt_noc_* calls with inline address computation (L1, NoC coordinates, DRAM pages and banks), and ztachip's zta operations to tanto_rt_zta_* calls",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
};

fn enclosing_function(op: OperationRef) -> usize {
    let mut current = op;
    loop {
        let Some(parent) = current.parent_operation() else {
            return ir::op_key(current);
        };
        if OpKind::of(&parent) == Some(OpKind::FuncFunc) {
            return ir::op_key(parent);
        }
        current = parent;
    }
}

/// Tokens become their transaction id (i32): block arguments and results of
/// control flow carrying them change type in place; the noc ops producing
/// and consuming them are replaced below.
fn retype_tokens<'c>(context: &'c Context, module: OperationRef<'c, '_>) {
    // A token is one word (the type converter's answer).
    let retyped = |ty: Type<'c>| match TypeConverter::convert(context, ty).as_slice() {
        [word] if noc::TokenType::isa(ty) => Some(*word),
        _ => None,
    };
    for op in nested_ops(module) {
        if !in_dialect(&op, OpDialect::Noc) {
            for result in op.results() {
                if let Some(word) = retyped(result.r#type()) {
                    ir::set_type(result.into(), word);
                }
            }
        }
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    if let Ok(argument) = b.argument(i) {
                        if let Some(word) = retyped(argument.r#type()) {
                            argument.set_type(word);
                        }
                    }
                }
                block = b.next_in_region();
            }
        }
    }
}

/// The L1 address of element `offset` of a local buffer or pipe frame.
fn l1_address<'c, 'a>(
    b: &Builder<'c, 'a>,
    buffer: Value<'c, 'a>,
    offset: Value<'c, 'a>,
    side: Side,
) -> Result<Value<'c, 'a>, String> {
    let ty = value_type(buffer);
    let size = element_size(ty);
    let base = if tanto_dialects::pipe::PipeType::isa(ty) {
        let tile_bytes = b.constant(1024 * size);
        let (frame, ahead_frame, ahead) = match side {
            Side::Read { ahead } => (
                "tanto.pipe.read_frame",
                "tanto.pipe.ahead_read_frame",
                ahead,
            ),
            Side::Write { ahead } => (
                "tanto.pipe.write_frame",
                "tanto.pipe.ahead_write_frame",
                ahead,
            ),
        };
        if ahead == 0 {
            b.call1(frame, &[b.word(buffer), tile_bytes])
        } else {
            // A frame `ahead` frames after the kernel's own (software
            // pipelining), which the manifest reports for bounds checks.
            super::mark_frames_ahead(b.context(), &b.before, ahead);
            let frame_word = b.constant(super::frame_word(&b.before)?);
            b.call1(
                ahead_frame,
                &[
                    b.word(buffer),
                    frame_word,
                    b.constant(i64::from(ahead)),
                    tile_bytes,
                ],
            )
        }
    } else {
        b.word(buffer)
    };
    let bytes = b.binary(OpKind::ArithMuli, b.word(offset), b.constant(size));
    Ok(b.binary(OpKind::ArithAddi, base, bytes))
}

fn byte_count<'c, 'a>(
    b: &Builder<'c, 'a>,
    buffer: Value<'c, 'a>,
    count: Value<'c, 'a>,
) -> Value<'c, 'a> {
    b.binary(
        OpKind::ArithMuli,
        b.word(count),
        b.constant(element_size(value_type(buffer))),
    )
}

/// A read or write by its operands' roles: `near` (and its element offset)
/// is the local buffer or frame, `far` a global buffer or L1 on this core or,
/// with `core`, on core (x, y); `count` is in elements of the near side.
struct Transfer<'c, 'a> {
    near: Value<'c, 'a>,
    near_offset: Value<'c, 'a>,
    far: Value<'c, 'a>,
    far_offset: Value<'c, 'a>,
    count: Value<'c, 'a>,
    core: Option<[Value<'c, 'a>; 2]>,
}

/// The [`Transfer`] of a typed transfer op, whose near side is its
/// `$near` operand and far side its `$far` operand.
macro_rules! transfer_roles {
    ($op:expr, near: $near:ident + $near_offset:ident, far: $far:ident + $far_offset:ident, core: $core:expr) => {
        Transfer {
            near: accessed($op.$near())?,
            near_offset: accessed($op.$near_offset())?,
            far: accessed($op.$far())?,
            far_offset: accessed($op.$far_offset())?,
            count: accessed($op.count())?,
            core: $core,
        }
    };
}

/// Lowers a transfer whose near side is `local` (a read fills the near
/// side's write frame; a write sends its read frame).
fn transfer<'c, 'a>(
    b: &Builder<'c, 'a>,
    transfer: Transfer<'c, 'a>,
    local: Side,
    id: Value<'c, 'a>,
) -> Result<(), String> {
    let Transfer {
        near,
        near_offset,
        far,
        far_offset,
        count,
        core,
    } = transfer;
    let read = matches!(local, Side::Write { .. });
    let near_l1 = l1_address(b, near, near_offset, local)?;
    if noc::GlobalType::isa(value_type(far)) {
        let words = b.words(far);
        let size = b.constant(element_size(value_type(far)));
        let helper = if read {
            "tanto.noc.read_global"
        } else {
            "tanto.noc.write_global"
        };
        let args = [
            near_l1,
            words[0],
            words[1],
            size,
            b.word(far_offset),
            b.word(count),
            id,
        ];
        b.call(helper, &args, &[]);
        return Ok(());
    }
    let far_side = if read {
        Side::Read { ahead: 0 }
    } else {
        Side::Write { ahead: 0 }
    };
    let far_l1 = l1_address(b, far, far_offset, far_side)?;
    let far_noc = match core {
        Some([x, y]) => b.call_i64("tanto.noc.xy", &[b.word(x), b.word(y), far_l1]),
        None => b.call_i64("tanto.noc.local", &[far_l1]),
    };
    let bytes = byte_count(b, near, count);
    if read {
        b.call("tanto_rt_noc_read", &[far_noc, near_l1, bytes, id], &[]);
    } else {
        b.call("tanto_rt_noc_write", &[near_l1, far_noc, bytes, id], &[]);
    }
    Ok(())
}

/// The transaction id of each op with results: each function numbers its
/// ops 1..=15 in program order, over and over (0 for an op without results).
fn transaction_ids(ops: &[OperationRef]) -> HashMap<usize, i64> {
    let mut issued: HashMap<usize, i64> = HashMap::new();
    ops.iter()
        .map(|op| {
            let next_id = issued.entry(enclosing_function(*op)).or_insert(0);
            let tid = if op.result_count() > 0 {
                *next_id += 1;
                1 + (*next_id - 1) % TRANSACTION_IDS
            } else {
                0
            };
            (ir::op_key(*op), tid)
        })
        .collect()
}

/// A noc op's lowering, given the constant of its transaction id (made
/// first, for every op).
type NocLowering = for<'x, 'c> fn(&Rewrite<'x, 'c>, Value<'c, 'x>) -> Lowered<'c, 'x>;

/// The patterns of the noc dialect.
const LOWERINGS: &[(&[OpKind], NocLowering)] = &[
    (&[OpKind::NocRead], read),
    (&[OpKind::NocReadRemote], read_remote),
    (&[OpKind::NocWrite], write),
    (&[OpKind::NocWriteRemote], write_remote),
    (&[OpKind::NocWriteMcast], write_mcast_op),
    (&[OpKind::NocWriteMcastWithSelf], write_mcast_with_self),
    (&[OpKind::NocMoveInit], move_init),
    (&[OpKind::NocMove], move_op),
    (&[OpKind::NocGet], get),
    (&[OpKind::NocSet], set),
    (&[OpKind::NocReadBarrier], read_barrier),
    (&[OpKind::NocWriteBarrier], write_barrier),
    (&[OpKind::NocWait], wait),
    (&[OpKind::NocSemSet], sem_set),
    (&[OpKind::NocSemWait], sem_wait),
    (&[OpKind::NocSemInc], sem_inc),
    (&[OpKind::NocSemSetRemote], sem_set_remote),
    (&[OpKind::NocSemSetMcast], sem_set_mcast),
];

/// Declarations stay for the kernels' lowering; each function numbers the
/// transactions of its ops with results.
fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let ops = lowering_start(
        context,
        module,
        PASS.argument,
        &[OpDialect::Noc, OpDialect::Zta],
    )?;
    if ops.is_empty() {
        return Ok(());
    }
    retype_tokens(context, module);
    let ids = transaction_ids(&ops);
    let ids = &ids;
    let mut patterns = Patterns::new();
    for (kinds, lowering) in LOWERINGS {
        patterns.add(kinds, move |r| {
            let id = match reused_id(r.op) {
                Some(token) => r.b.word(token),
                None => {
                    r.b.constant(ids.get(&ir::op_key(r.op)).copied().unwrap_or(0))
                }
            };
            lowering(r, id)
        });
    }
    super::zta::add_patterns(&mut patterns);
    patterns.apply(context, module, ops, OnError::Stop)
}

/// The id of the completed transfer whose transaction id `op` takes (its
/// `reusing` token, an i32 once tokens are retyped).
fn reused_id<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    match OpKind::of(&op)? {
        OpKind::NocRead => noc::ReadOp::cast(op)?.reusing(),
        OpKind::NocReadRemote => noc::ReadRemoteOp::cast(op)?.reusing(),
        OpKind::NocMove => noc::MoveOp::cast(op)?.reusing(),
        OpKind::NocWrite => noc::WriteOp::cast(op)?.reusing(),
        _ => None,
    }
}

/// The values replacing an op's results: its transaction id, if it has one.
fn issued<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    Ok(if r.op.result_count() > 0 {
        vec![id]
    } else {
        Vec::new()
    })
}

fn read<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let op = typed(noc::ReadOp::cast(r.op), &r.op)?;
    let roles = transfer_roles!(op, near: dst + dst_offset, far: src + src_offset, core: None);
    let ahead = frames_ahead(op.next_frame(), op.ahead())?;
    transfer(&r.b, roles, Side::Write { ahead }, id)?;
    issued(r, id)
}

/// Which frame a transfer into a pipe fills: 0 (the write frame), or the
/// frame its `next_frame` and `ahead` name.
fn frames_ahead(next_frame: bool, ahead: Option<i64>) -> Result<u32, String> {
    if !next_frame {
        return Ok(0);
    }
    let ahead = ahead.unwrap_or(1);
    u32::try_from(ahead)
        .ok()
        .filter(|&a| a >= 1)
        .ok_or_else(|| format!("`ahead = {ahead}` is not a frame after the write frame"))
}

fn read_remote<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let op = typed(noc::ReadRemoteOp::cast(r.op), &r.op)?;
    let core = Some(values([op.x(), op.y()])?);
    let roles = transfer_roles!(op, near: dst + dst_offset, far: src + src_offset, core: core);
    let ahead = frames_ahead(op.next_frame(), op.ahead())?;
    transfer(&r.b, roles, Side::Write { ahead }, id)?;
    issued(r, id)
}

fn write<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let op = typed(noc::WriteOp::cast(r.op), &r.op)?;
    let roles = transfer_roles!(op, near: src + src_offset, far: dst + dst_offset, core: None);
    let ahead = match op.source_ahead() {
        None => 0,
        Some(a) => u32::try_from(a)
            .ok()
            .filter(|&a| a >= 1)
            .ok_or_else(|| format!("`source_ahead = {a}` is not a frame after the read frame"))?,
    };
    transfer(&r.b, roles, Side::Read { ahead }, id)?;
    issued(r, id)
}

fn write_remote<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let op = typed(noc::WriteRemoteOp::cast(r.op), &r.op)?;
    let core = Some(values([op.x(), op.y()])?);
    let roles = transfer_roles!(op, near: src + src_offset, far: dst + dst_offset, core: core);
    transfer(&r.b, roles, Side::Read { ahead: 0 }, id)?;
    issued(r, id)
}

/// `tanto_rt_noc_write_mcast`: `bytes` from L1 address `src` to L1 address
/// `dst` of every core in the rectangle whose corners are `corners` (start
/// x, y, end x, y), `receivers` of them. `with_self` says whether this core
/// is one of them; without a transaction `id` the write is untracked (id 0).
#[allow(clippy::too_many_arguments)]
fn write_mcast<'c, 'a>(
    b: &Builder<'c, 'a>,
    corners: [Value<'c, 'a>; 4],
    receivers: Value<'c, 'a>,
    [src, dst]: [Value<'c, 'a>; 2],
    bytes: impl FnOnce() -> Value<'c, 'a>,
    with_self: bool,
    id: Option<Value<'c, 'a>>,
) {
    let [x0, y0, x1, y1] = corners.map(|v| b.word(v));
    let rectangle = b.call_i64("tanto.noc.mcast", &[x0, y0, x1, y1, dst]);
    let with_self = b.constant(i64::from(with_self));
    let (bytes, receivers) = (bytes(), b.word(receivers));
    let id = id.unwrap_or_else(|| b.constant(0));
    let args = [src, rectangle, bytes, receivers, with_self, id];
    b.call("tanto_rt_noc_write_mcast", &args, &[]);
}

/// A multicast write of a buffer or pipe frame: `src`, `src_offset`, `dst`,
/// `dst_offset`, `count`, the rectangle's corners and the receivers, in
/// this order.
fn multicast<'c, 'x>(
    r: &Rewrite<'x, 'c>,
    operands: [Value<'c, 'x>; 10],
    with_self: bool,
    id: Value<'c, 'x>,
) -> Lowered<'c, 'x> {
    let b = &r.b;
    let [src, src_offset, dst, dst_offset, count, x0, y0, x1, y1, receivers] = operands;
    // A pipe multicasts its write frame (spec 3.4.2).
    let src_l1 = l1_address(b, src, src_offset, Side::Write { ahead: 0 })?;
    let dst_l1 = l1_address(b, dst, dst_offset, Side::Write { ahead: 0 })?;
    let bytes = || byte_count(b, src, count);
    let corners = [x0, y0, x1, y1];
    write_mcast(
        b,
        corners,
        receivers,
        [src_l1, dst_l1],
        bytes,
        with_self,
        Some(id),
    );
    issued(r, id)
}

/// The operands of a multicast write in the order `multicast` takes them;
/// `noc.write_mcast` and `noc.write_mcast_with_self` declare the same.
macro_rules! multicast_operands {
    ($m:expr) => {{
        let m = $m;
        values([
            m.src(),
            m.src_offset(),
            m.dst(),
            m.dst_offset(),
            m.count(),
            m.x_start(),
            m.y_start(),
            m.x_end(),
            m.y_end(),
            m.num_dests(),
        ])
    }};
}

fn write_mcast_op<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let operands = multicast_operands!(typed(noc::WriteMcastOp::cast(r.op), &r.op)?)?;
    multicast(r, operands, false, id)
}

fn write_mcast_with_self<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let operands = multicast_operands!(typed(noc::WriteMcastWithSelfOp::cast(r.op), &r.op)?)?;
    multicast(r, operands, true, id)
}

fn move_init<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let m = typed(noc::MoveInitOp::cast(r.op), &r.op)?;
    let [dst, count] = values([m.dst(), m.count()])?;
    let b = &r.b;
    b.call("tanto_rt_noc_move_init", &[byte_count(b, dst, count)], &[]);
    issued(r, id)
}

fn move_op<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let m = typed(noc::MoveOp::cast(r.op), &r.op)?;
    let [dst, dst_offset, src, src_offset] =
        values([m.dst(), m.dst_offset(), m.src(), m.src_offset()])?;
    let b = &r.b;
    let ahead = frames_ahead(m.next_frame(), m.ahead())?;
    let dst_l1 = l1_address(b, dst, dst_offset, Side::Write { ahead })?;
    let src_l1 = l1_address(b, src, src_offset, Side::Read { ahead: 0 })?;
    let src_noc = b.call_i64("tanto.noc.local", &[src_l1]);
    b.call("tanto_rt_noc_move", &[src_noc, dst_l1, id], &[]);
    issued(r, id)
}

/// The address of element `index` of a local buffer, as a pointer.
fn element_pointer<'c, 'x>(
    r: &Rewrite<'x, 'c>,
    buffer: Value<'c, 'x>,
    index: Value<'c, 'x>,
) -> Result<Value<'c, 'x>, String> {
    let b = &r.b;
    let address = l1_address(b, buffer, index, Side::Read { ahead: 0 })?;
    let pointer_type = ir::parse_type(r.context(), "!llvm.ptr").map_err(|e| e.to_string())?;
    Ok(b.call("tanto.ptr", &[address], &[pointer_type])[0])
}

fn get<'c, 'x>(r: &Rewrite<'x, 'c>, _id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let get = typed(noc::GetOp::cast(r.op), &r.op)?;
    let [buffer, index] = values([get.buffer(), get.index()])?;
    let pointer = element_pointer(r, buffer, index)?;
    let element = accessed(get.value())?.r#type();
    let load = r.b.build(OpKind::LlvmLoad, &[pointer], &[element], &[]);
    Ok(vec![Builder::result(load, 0)])
}

fn set<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let set = typed(noc::SetOp::cast(r.op), &r.op)?;
    let [buffer, index] = values([set.buffer(), set.index()])?;
    let pointer = element_pointer(r, buffer, index)?;
    let stored = accessed(set.value())?;
    r.b.build(OpKind::LlvmStore, &[stored, pointer], &[], &[]);
    issued(r, id)
}

fn read_barrier<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    r.b.call("tanto_rt_noc_read_barrier", &[], &[]);
    issued(r, id)
}

fn write_barrier<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    r.b.call("tanto_rt_noc_write_barrier", &[], &[]);
    issued(r, id)
}

fn wait<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let op = typed(noc::WaitOp::cast(r.op), &r.op)?;
    for token in op.tokens() {
        r.b.call("tanto_rt_noc_wait", &[token], &[]);
    }
    issued(r, id)
}

fn sem_set<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let set = typed(noc::SemSetOp::cast(r.op), &r.op)?;
    let [sem, value] = values([set.sem(), set.value()])?;
    let b = &r.b;
    b.call("tanto.store_volatile", &[b.word(sem), b.word(value)], &[]);
    issued(r, id)
}

fn sem_wait<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let wait = typed(noc::SemWaitOp::cast(r.op), &r.op)?;
    let [sem, value] = values([wait.sem(), wait.value()])?;
    let b = &r.b;
    b.call("tanto.sem.wait", &[b.word(sem), b.word(value)], &[]);
    issued(r, id)
}

fn sem_inc<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let inc = typed(noc::SemIncOp::cast(r.op), &r.op)?;
    let [sem, x, y, value] = values([inc.sem(), inc.x(), inc.y(), inc.value()])?;
    let b = &r.b;
    let target = b.call_i64("tanto.noc.xy", &[b.word(x), b.word(y), b.word(sem)]);
    b.call("tanto_rt_noc_sem_inc", &[target, b.word(value)], &[]);
    issued(r, id)
}

fn sem_set_remote<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let set = typed(noc::SemSetRemoteOp::cast(r.op), &r.op)?;
    let [sem, src, x, y] = values([set.sem(), set.src(), set.x(), set.y()])?;
    let b = &r.b;
    let target = b.call_i64("tanto.noc.xy", &[b.word(x), b.word(y), b.word(sem)]);
    b.call(
        "tanto_rt_noc_write",
        &[b.word(src), target, b.constant(4), b.constant(0)],
        &[],
    );
    issued(r, id)
}

/// One semaphore word, untracked.
fn sem_set_mcast<'c, 'x>(r: &Rewrite<'x, 'c>, id: Value<'c, 'x>) -> Lowered<'c, 'x> {
    let set = typed(noc::SemSetMcastOp::cast(r.op), &r.op)?;
    let [sem, src, x0, y0, x1, y1, receivers] = values([
        set.sem(),
        set.src(),
        set.x_start(),
        set.y_start(),
        set.x_end(),
        set.y_end(),
        set.num_dests(),
    ])?;
    let b = &r.b;
    let (dst, src) = (b.word(sem), b.word(src));
    let corners = [x0, y0, x1, y1];
    write_mcast(
        b,
        corners,
        receivers,
        [src, dst],
        || b.constant(4),
        false,
        None,
    );
    issued(r, id)
}
