//! `tanto-lower-noc-to-llvm`: NoC operations to runtime calls that program
//! the NoC (`tanto_rt_noc_*`), with every address computed inline: L1
//! addresses of buffers and pipe frames, NoC encodings of (x, y) and of
//! multicast rectangles, DRAM pages interleaved over the banks (docs/abi.md).

use super::{
    element_size, in_dialect, lower_ops, op_name, ops_of_dialect, pipe::operand, value_type,
    Builder, OnError,
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
    interfaces, ir,
    pass::{FnPass, PassFailed, PassInfo},
    types,
    verify::nested_ops,
    OpDialect, OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-noc-to-llvm",
    description: "Lower NoC operations to tanto_rt_noc_* calls with inline address computation (L1, NoC coordinates, DRAM pages and banks)",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
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

/// Declarations stay for the kernels' lowering; each function numbers the
/// transactions of its ops with results.
fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> Result<(), PassFailed> {
    let mut ops = ops_of_dialect(module, OpDialect::Noc);
    ops.retain(|op| interfaces::info(op).declares.is_none());
    let mut transaction_ids: HashMap<usize, i64> = HashMap::new();
    lower_ops(
        context,
        module,
        PASS.argument,
        ops,
        OnError::Stop,
        || {
            retype_tokens(context, module);
            Ok(())
        },
        |op| {
            let next_id = transaction_ids.entry(enclosing_function(op)).or_insert(0);
            let tid = if op.result_count() > 0 {
                *next_id += 1;
                1 + (*next_id - 1) % TRANSACTION_IDS
            } else {
                0
            };
            lower(context, op, tid)
        },
    )
}

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
    let is_token = |ty: Type| types::is_dynamic(ty, "noc", "token");
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

fn is(value: Value, name: &str) -> bool {
    types::is_dynamic(
        value_type(value),
        if name == "pipe" { "pipe" } else { "noc" },
        name,
    )
}

/// The L1 address of element `offset` of a local buffer or pipe frame.
fn l1_address<'c, 'a>(
    b: &Builder<'c, 'a>,
    buffer: Value<'c, 'a>,
    offset: Value<'c, 'a>,
    side: Side,
) -> Value<'c, 'a> {
    let ty = value_type(buffer);
    let size = element_size(ty);
    let base = if is(buffer, "pipe") {
        let tile_bytes = b.constant(1024 * size);
        let helper = match side {
            Side::Read => "tanto.pipe.read_frame",
            Side::Write { next: false } => "tanto.pipe.write_frame",
            Side::Write { next: true } => "tanto.pipe.next_write_frame",
        };
        b.call1(helper, &[b.word(buffer), tile_bytes])
    } else {
        b.word(buffer)
    };
    let bytes = b.binary(OpKind::ArithMuli, b.word(offset), b.constant(size));
    b.binary(OpKind::ArithAddi, base, bytes)
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
            let (dst, src, count) = (o(0)?, o(2)?, o(4)?);
            let dst_l1 = l1_address(&b, dst, o(1)?, Side::Write { next });
            if is(src, "global") {
                let words = b.words(src);
                let size = b.constant(element_size(value_type(src)));
                b.call(
                    "tanto.noc.read_global",
                    &[
                        dst_l1,
                        words[0],
                        words[1],
                        size,
                        b.word(o(3)?),
                        b.word(count),
                        id,
                    ],
                    &[],
                );
            } else {
                let src_l1 = l1_address(&b, src, o(3)?, Side::Read);
                let src_noc = if kind == OpKind::NocRead {
                    b.call_i64("tanto.noc.local", &[src_l1])
                } else {
                    b.call_i64("tanto.noc.xy", &[b.word(o(5)?), b.word(o(6)?), src_l1])
                };
                b.call(
                    "tanto_rt_noc_read",
                    &[src_noc, dst_l1, byte_count(&b, dst, count), id],
                    &[],
                );
            }
        }
        OpKind::NocWrite | OpKind::NocWriteRemote => {
            let (src, dst, count) = (o(0)?, o(2)?, o(4)?);
            let src_l1 = l1_address(&b, src, o(1)?, Side::Read);
            if is(dst, "global") {
                let words = b.words(dst);
                let size = b.constant(element_size(value_type(dst)));
                b.call(
                    "tanto.noc.write_global",
                    &[
                        src_l1,
                        words[0],
                        words[1],
                        size,
                        b.word(o(3)?),
                        b.word(count),
                        id,
                    ],
                    &[],
                );
            } else {
                let dst_l1 = l1_address(&b, dst, o(3)?, Side::Write { next: false });
                let dst_noc = if kind == OpKind::NocWrite {
                    b.call_i64("tanto.noc.local", &[dst_l1])
                } else {
                    b.call_i64("tanto.noc.xy", &[b.word(o(5)?), b.word(o(6)?), dst_l1])
                };
                b.call(
                    "tanto_rt_noc_write",
                    &[src_l1, dst_noc, byte_count(&b, src, count), id],
                    &[],
                );
            }
        }
        OpKind::NocWriteMcast | OpKind::NocWriteMcastWithSelf => {
            let (src, dst, count) = (o(0)?, o(2)?, o(4)?);
            let src_l1 = l1_address(&b, src, o(1)?, Side::Read);
            let dst_l1 = l1_address(&b, dst, o(3)?, Side::Write { next: false });
            let rectangle = b.call_i64(
                "tanto.noc.mcast",
                &[
                    b.word(o(5)?),
                    b.word(o(6)?),
                    b.word(o(7)?),
                    b.word(o(8)?),
                    dst_l1,
                ],
            );
            let with_self = b.constant(i64::from(kind == OpKind::NocWriteMcastWithSelf));
            b.call(
                "tanto_rt_noc_write_mcast",
                &[
                    src_l1,
                    rectangle,
                    byte_count(&b, src, count),
                    b.word(o(9)?),
                    with_self,
                    id,
                ],
                &[],
            );
        }
        OpKind::NocMoveInit => {
            b.call(
                "tanto_rt_noc_move_init",
                &[byte_count(&b, o(0)?, o(1)?)],
                &[],
            );
        }
        OpKind::NocMove => {
            let dst_l1 = l1_address(&b, o(0)?, o(1)?, Side::Write { next });
            let src_l1 = l1_address(&b, o(2)?, o(3)?, Side::Read);
            let src_noc = b.call_i64("tanto.noc.local", &[src_l1]);
            b.call("tanto_rt_noc_move", &[src_noc, dst_l1, id], &[]);
        }
        OpKind::NocGet | OpKind::NocSet => {
            let address = l1_address(&b, o(0)?, o(1)?, Side::Read);
            let pointer_type = ir::parse_type(context, "!llvm.ptr").map_err(|e| e.to_string())?;
            let pointer = b.call("tanto.ptr", &[address], &[pointer_type])[0];
            if kind == OpKind::NocGet {
                let element = op.result(0).map_err(|e| e.to_string())?.r#type();
                let load = b.build(OpKind::LlvmLoad, &[pointer], &[element], &[]);
                return Ok(vec![Builder::result(load, 0)]);
            }
            b.build(OpKind::LlvmStore, &[o(2)?, pointer], &[], &[]);
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
            b.call("tanto.store_volatile", &[b.word(o(0)?), b.word(o(1)?)], &[]);
        }
        OpKind::NocSemWait => {
            b.call("tanto.sem.wait", &[b.word(o(0)?), b.word(o(1)?)], &[]);
        }
        OpKind::NocSemInc => {
            let target = b.call_i64(
                "tanto.noc.xy",
                &[b.word(o(1)?), b.word(o(2)?), b.word(o(0)?)],
            );
            b.call("tanto_rt_noc_sem_inc", &[target, b.word(o(3)?)], &[]);
        }
        OpKind::NocSemSetRemote => {
            let target = b.call_i64(
                "tanto.noc.xy",
                &[b.word(o(2)?), b.word(o(3)?), b.word(o(0)?)],
            );
            b.call(
                "tanto_rt_noc_write",
                &[b.word(o(1)?), target, b.constant(4), b.constant(0)],
                &[],
            );
        }
        OpKind::NocSemSetMcast => {
            let rectangle = b.call_i64(
                "tanto.noc.mcast",
                &[
                    b.word(o(2)?),
                    b.word(o(3)?),
                    b.word(o(4)?),
                    b.word(o(5)?),
                    b.word(o(0)?),
                ],
            );
            b.call(
                "tanto_rt_noc_write_mcast",
                &[
                    b.word(o(1)?),
                    rectangle,
                    b.constant(4),
                    b.word(o(6)?),
                    b.constant(0),
                    b.constant(0),
                ],
                &[],
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
