//! `tanto-lower-noc-to-llvm`: NoC operations to runtime calls that program
//! the NoC (`tanto_rt_noc_*`), with every address computed inline: L1
//! addresses of buffers and pipe frames, NoC encodings of (x, y) and of
//! multicast rectangles, DRAM pages interleaved over the banks (docs/abi.md).

use super::{
    element_size, in_dialect, lowering_start, op_name, pipe::operand, replace_each, value_type,
    word_count, Builder, OnError,
};
use melior::{
    ir::{
        block::BlockLike, operation::OperationLike, r#type::IntegerType, OperationRef, RegionLike,
        Type, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use tanto_dialects::{
    ir, noc,
    pass::{FnPass, PassInfo, PassResult},
    types,
    verify::nested_ops,
    OpDialect, OpKind,
};

/// Transaction ids for tokens: 1..=15 (0 is untracked traffic).
const TRANSACTION_IDS: i64 = 15;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    /// The data source: a pipe's read frame.
    Read,
    /// The data destination: a pipe's write frame (or the next one).
    Write { next: bool },
}

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-noc-to-llvm",
    description: "Lower NoC operations to tanto_rt_noc_* calls with inline address computation (L1, NoC coordinates, DRAM pages and banks)",
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
fn retype_tokens(context: &Context, module: OperationRef) {
    let i32_type: Type = IntegerType::new(context, 32).into();
    let is_token = noc::TokenType::isa;
    for op in nested_ops(module) {
        if !in_dialect(&op, OpDialect::Noc) {
            for result in op.results() {
                if is_token(result.r#type()) {
                    ir::set_type(result.into(), i32_type);
                }
            }
        }
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    if let Ok(argument) = b.argument(i) {
                        if is_token(argument.r#type()) {
                            argument.set_type(i32_type);
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
        match side {
            Side::Read => b.call1("tanto.pipe.read_frame", &[b.word(buffer), tile_bytes]),
            Side::Write { next: false } => {
                b.call1("tanto.pipe.write_frame", &[b.word(buffer), tile_bytes])
            }
            Side::Write { next: true } => {
                super::mark_kernel(b.context(), &b.before, "tanto.writes_next_frame");
                b.call1(
                    "tanto.pipe.next_write_frame",
                    &[
                        b.word(buffer),
                        b.constant(super::frame_word(&b.before)?),
                        tile_bytes,
                    ],
                )
            }
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

impl<'c, 'a> Transfer<'c, 'a> {
    /// The roles of a `noc.read`, `noc.read_remote`, `noc.write` or
    /// `noc.write_remote`, through the generated accessors.
    fn of(op: OperationRef<'c, 'a>) -> Result<Self, String> {
        let (near, near_offset, far, far_offset, count, core) =
            if let Some(read) = noc::ReadOp::cast(op) {
                (
                    read.dst(),
                    read.dst_offset(),
                    read.src(),
                    read.src_offset(),
                    read.count(),
                    None,
                )
            } else if let Some(read) = noc::ReadRemoteOp::cast(op) {
                let core = [read.x().map_err(error)?, read.y().map_err(error)?];
                (
                    read.dst(),
                    read.dst_offset(),
                    read.src(),
                    read.src_offset(),
                    read.count(),
                    Some(core),
                )
            } else if let Some(write) = noc::WriteOp::cast(op) {
                (
                    write.src(),
                    write.src_offset(),
                    write.dst(),
                    write.dst_offset(),
                    write.count(),
                    None,
                )
            } else if let Some(write) = noc::WriteRemoteOp::cast(op) {
                let core = [write.x().map_err(error)?, write.y().map_err(error)?];
                (
                    write.src(),
                    write.src_offset(),
                    write.dst(),
                    write.dst_offset(),
                    write.count(),
                    Some(core),
                )
            } else {
                return Err(format!("'{}' is not a transfer", op_name(&op)));
            };
        Ok(Self {
            near: near.map_err(error)?,
            near_offset: near_offset.map_err(error)?,
            far: far.map_err(error)?,
            far_offset: far_offset.map_err(error)?,
            count: count.map_err(error)?,
            core,
        })
    }
}

fn error(e: melior::Error) -> String {
    e.to_string()
}

/// The operands the generated accessors returned, or the first error.
fn values<'c, 'a, const N: usize>(
    accessed: [Result<Value<'c, 'a>, melior::Error>; N],
) -> Result<[Value<'c, 'a>; N], String> {
    let mut out = Vec::with_capacity(N);
    for value in accessed {
        out.push(value.map_err(error)?);
    }
    out.try_into()
        .map_err(|_| "operand count changed while reading".to_string())
}

/// Lowers a transfer whose near side is `local` (a read fills the near
/// side's write frame; a write sends its read frame).
fn transfer<'c, 'a>(
    b: &Builder<'c, 'a>,
    op: OperationRef<'c, 'a>,
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
    } = Transfer::of(op)?;
    let read = local != Side::Read;
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
        Side::Read
    } else {
        Side::Write { next: false }
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

/// Declarations stay for the kernels' lowering; each function numbers the
/// transactions of its ops with results.
fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let ops = lowering_start(context, module, PASS.argument, &[OpDialect::Noc])?;
    if ops.is_empty() {
        return Ok(());
    }
    retype_tokens(context, module);
    let mut transaction_ids: HashMap<usize, i64> = HashMap::new();
    replace_each(module, ops, OnError::Stop, |op| {
        let next_id = transaction_ids.entry(enclosing_function(op)).or_insert(0);
        let tid = if op.result_count() > 0 {
            *next_id += 1;
            1 + (*next_id - 1) % TRANSACTION_IDS
        } else {
            0
        };
        lower(context, op, tid)
    })
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

/// The op as its generated wrapper: `kind` matched it already, so a miss
/// means the definitions and `OpKind` disagree.
fn typed<T>(wrapper: Option<T>, op: &OperationRef) -> Result<T, String> {
    wrapper.ok_or_else(|| format!("'{}' does not match its generated wrapper", op_name(op)))
}

/// Emits the lowering of one op before it; returns the values replacing its
/// results.
fn lower<'c, 'a>(
    context: &'c Context,
    op: OperationRef<'c, 'a>,
    tid: i64,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let name = op_name(&op);
    let b = Builder::at(context, op)?;
    let o = |i: usize| operand(&op, i);
    let next = op.attribute("next_frame").is_ok();
    let id = b.constant(tid);
    let Some(kind) = OpKind::of(&op) else {
        return Err(format!("'{name}' has no lowering to LLVM"));
    };
    match kind {
        OpKind::NocRead | OpKind::NocReadRemote => {
            transfer(&b, op, Side::Write { next }, id)?;
        }
        OpKind::NocWrite | OpKind::NocWriteRemote => {
            transfer(&b, op, Side::Read, id)?;
        }
        OpKind::NocWriteMcast | OpKind::NocWriteMcastWithSelf => {
            let with_self = kind == OpKind::NocWriteMcastWithSelf;
            let m = match noc::WriteMcastOp::cast(op) {
                Some(m) => [
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
                ],
                None => {
                    let m = typed(noc::WriteMcastWithSelfOp::cast(op), &op)?;
                    [
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
                    ]
                }
            };
            let [src, src_offset, dst, dst_offset, count, x0, y0, x1, y1, receivers] = values(m)?;
            // A pipe multicasts its write frame (spec 3.4.2).
            let src_l1 = l1_address(&b, src, src_offset, Side::Write { next: false })?;
            let dst_l1 = l1_address(&b, dst, dst_offset, Side::Write { next: false })?;
            let bytes = || byte_count(&b, src, count);
            let corners = [x0, y0, x1, y1];
            write_mcast(
                &b,
                corners,
                receivers,
                [src_l1, dst_l1],
                bytes,
                with_self,
                Some(id),
            );
        }
        OpKind::NocMoveInit => {
            let m = typed(noc::MoveInitOp::cast(op), &op)?;
            let [dst, count] = values([m.dst(), m.count()])?;
            b.call("tanto_rt_noc_move_init", &[byte_count(&b, dst, count)], &[]);
        }
        OpKind::NocMove => {
            let m = typed(noc::MoveOp::cast(op), &op)?;
            let [dst, dst_offset, src, src_offset] =
                values([m.dst(), m.dst_offset(), m.src(), m.src_offset()])?;
            let dst_l1 = l1_address(&b, dst, dst_offset, Side::Write { next })?;
            let src_l1 = l1_address(&b, src, src_offset, Side::Read)?;
            let src_noc = b.call_i64("tanto.noc.local", &[src_l1]);
            b.call("tanto_rt_noc_move", &[src_noc, dst_l1, id], &[]);
        }
        OpKind::NocGet | OpKind::NocSet => {
            let (buffer, index, stored) = match noc::GetOp::cast(op) {
                Some(get) => (get.buffer(), get.index(), None),
                None => {
                    let set = typed(noc::SetOp::cast(op), &op)?;
                    (set.buffer(), set.index(), Some(set.value()))
                }
            };
            let [buffer, index] = values([buffer, index])?;
            let address = l1_address(&b, buffer, index, Side::Read)?;
            let pointer_type = ir::parse_type(context, "!llvm.ptr").map_err(|e| e.to_string())?;
            let pointer = b.call("tanto.ptr", &[address], &[pointer_type])[0];
            let Some(stored) = stored else {
                let element = op.result(0).map_err(|e| e.to_string())?.r#type();
                let load = b.build(OpKind::LlvmLoad, &[pointer], &[element], &[]);
                return Ok(vec![Builder::result(load, 0)]);
            };
            b.build(
                OpKind::LlvmStore,
                &[stored.map_err(error)?, pointer],
                &[],
                &[],
            );
        }
        OpKind::NocZtachipSpace => {
            // The runtime's words of the space: a global buffer's address
            // and page (in elements), a local buffer's L1 address.
            let ty = op.result(0).map_err(|e| e.to_string())?.r#type();
            let space = tanto_dialects::noc::ZtachipSpace::ALL
                .iter()
                .position(|s| Some(s.as_str()) == types::string_attribute(&op, "space").as_deref())
                .ok_or_else(|| format!("'{name}' names no space"))?;
            let element_bytes = types::param_type(ty, 0)
                .and_then(tanto_dialects::rules::element_bytes)
                .unwrap_or(1);
            let words: Vec<Value> = (0..word_count(ty))
                .map(|word| {
                    let args = [
                        b.constant(space as i64),
                        b.constant(word as i64),
                        b.constant(element_bytes as i64),
                    ];
                    b.call1("tanto_rt_zta_space", &args)
                })
                .collect();
            return Ok(vec![Builder::result(b.cast(&words, &[ty]), 0)]);
        }
        OpKind::NocZtachipBind => {
            let (ddr, scratch, stage) = (o(0)?, o(1)?, o(2)?);
            let ddr_words = b.words(ddr);
            let page_bytes = b.binary(
                OpKind::ArithMuli,
                ddr_words[1],
                b.constant(element_size(value_type(ddr))),
            );
            let args = [ddr_words[0], page_bytes, b.word(scratch), b.word(stage)];
            b.call("tanto_rt_zta_bind", &args, &[]);
        }
        OpKind::NocZtachipExe => {
            let lockstep = b.constant(i64::from(op.attribute("lockstep").is_ok()));
            b.call("tanto_rt_zta_exe", &[o(0)?, o(1)?, o(2)?, lockstep], &[]);
        }
        OpKind::NocZtachipBindPcores => {
            let args = [b.word(o(0)?), o(1)?, o(2)?, o(3)?];
            b.call("tanto_rt_zta_bind_pcores", &args, &[]);
        }
        OpKind::NocZtachipPcores => {
            let words: Vec<Value> = (1..4)
                .map(|word| {
                    let args = [b.constant(3), b.constant(word), b.constant(0)];
                    b.call1("tanto_rt_zta_space", &args)
                })
                .collect();
            return Ok(words);
        }
        OpKind::NocReadBarrier => {
            b.call("tanto_rt_noc_read_barrier", &[], &[]);
        }
        OpKind::NocWriteBarrier => {
            b.call("tanto_rt_noc_write_barrier", &[], &[]);
        }
        OpKind::NocWait => {
            for token in op.operands() {
                b.call("tanto_rt_noc_wait", &[token], &[]);
            }
        }
        OpKind::NocSemSet => {
            let set = typed(noc::SemSetOp::cast(op), &op)?;
            let [sem, value] = values([set.sem(), set.value()])?;
            b.call("tanto.store_volatile", &[b.word(sem), b.word(value)], &[]);
        }
        OpKind::NocSemWait => {
            let wait = typed(noc::SemWaitOp::cast(op), &op)?;
            let [sem, value] = values([wait.sem(), wait.value()])?;
            b.call("tanto.sem.wait", &[b.word(sem), b.word(value)], &[]);
        }
        OpKind::NocSemInc => {
            let inc = typed(noc::SemIncOp::cast(op), &op)?;
            let [sem, x, y, value] = values([inc.sem(), inc.x(), inc.y(), inc.value()])?;
            let target = b.call_i64("tanto.noc.xy", &[b.word(x), b.word(y), b.word(sem)]);
            b.call("tanto_rt_noc_sem_inc", &[target, b.word(value)], &[]);
        }
        OpKind::NocSemSetRemote => {
            let set = typed(noc::SemSetRemoteOp::cast(op), &op)?;
            let [sem, src, x, y] = values([set.sem(), set.src(), set.x(), set.y()])?;
            let target = b.call_i64("tanto.noc.xy", &[b.word(x), b.word(y), b.word(sem)]);
            b.call(
                "tanto_rt_noc_write",
                &[b.word(src), target, b.constant(4), b.constant(0)],
                &[],
            );
        }
        OpKind::NocSemSetMcast => {
            // One semaphore word, untracked.
            let set = typed(noc::SemSetMcastOp::cast(op), &op)?;
            let [sem, src, x0, y0, x1, y1, receivers] = values([
                set.sem(),
                set.src(),
                set.x_start(),
                set.y_start(),
                set.x_end(),
                set.y_end(),
                set.num_dests(),
            ])?;
            let (dst, src) = (b.word(sem), b.word(src));
            let corners = [x0, y0, x1, y1];
            write_mcast(
                &b,
                corners,
                receivers,
                [src, dst],
                || b.constant(4),
                false,
                None,
            );
        }
        _ => return Err(format!("'{name}' has no lowering to LLVM")),
    }
    Ok(if op.result_count() > 0 {
        vec![id]
    } else {
        Vec::new()
    })
}
