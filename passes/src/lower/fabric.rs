//! `tanto-lower-fabric-to-llvm`: what a PE program does on the mesh
//! (`fabric.send`, `fabric.recv`, task control, asynchronous operations,
//! the cycle counter) to calls of the PE runtime, `tanto_rt_csl_*` (a
//! control wavelet's send: `tanto_rt_csl_send_control`)
//! (docs/abi.md, "CSL"). The layout's ops (`fabric.program`, `route`,
//! `export`) are data for the host side and stay.

use super::{
    declare_runtime_function,
    rewrite::{Lowered, OnError, Patterns, Rewrite},
};
use melior::{
    ir::{operation::OperationLike, OperationRef, Value},
    Context,
};
use tanto_arch::wse::{trace_key_hash, DsdOp, LogFormat};
use tanto_dialects::{
    pass::{FnPass, PassInfo, PassResult},
    types,
    verify::nested_ops,
    OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-fabric-to-llvm",
    description: "Lower the fabric operations of PE programs (send, recv, task control, asynchronous starts, timestamps) to calls of the PE runtime (tanto_rt_csl_*)",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
};

/// The runtime function of an op kind: its name, its i32 arguments and
/// whether it returns a word.
fn runtime(kind: OpKind) -> Option<(&'static str, usize, bool)> {
    Some(match kind {
        OpKind::FabricSend => ("tanto_rt_csl_send", 2, false),
        OpKind::FabricRecv => ("tanto_rt_csl_recv", 1, true),
        OpKind::FabricFifoPush => ("tanto_rt_csl_fifo_push", 4, false),
        OpKind::FabricFifoPop => ("tanto_rt_csl_fifo_pop", 3, true),
        OpKind::FabricActivate => ("tanto_rt_csl_activate", 1, false),
        OpKind::FabricBlock => ("tanto_rt_csl_block", 1, false),
        OpKind::FabricUnblock => ("tanto_rt_csl_unblock", 1, false),
        OpKind::FabricStartAsync => ("tanto_rt_csl_async", 3, false),
        OpKind::FabricTimestamp => ("tanto_rt_csl_time", 1, true),
        OpKind::FabricUnblockCmdStream => ("tanto_rt_csl_unblock_cmd_stream", 0, false),
        OpKind::FabricDsdBegin => ("tanto_rt_csl_dsd", 2, false),
        OpKind::FabricDsdEnd => ("tanto_rt_csl_dsd_end", 0, false),
        OpKind::FabricRandom16 => ("tanto_rt_csl_random16", 0, true),
        OpKind::FabricPrint => ("tanto_rt_csl_print", 2, false),
        OpKind::FabricTrace => ("tanto_rt_csl_trace", 4, false),
        _ => return None,
    })
}

fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let kinds: Vec<OpKind> = OpKind::ALL
        .iter()
        .copied()
        .filter(|kind| runtime(*kind).is_some())
        .collect();
    let mut patterns = Patterns::new();
    patterns.add(&kinds, lower);
    let ops: Vec<OperationRef> = nested_ops(module)
        .into_iter()
        .filter(|op| OpKind::of(op).is_some_and(|kind| patterns.matches(kind)))
        .collect();
    patterns.apply(context, module, ops, OnError::Continue)
}

/// The module `op` is in: where its runtime function is declared.
fn enclosing_module<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if OpKind::of(&parent) == Some(OpKind::BuiltinModule) {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}

fn lower<'c, 'x>(r: &Rewrite<'x, 'c>) -> Lowered<'c, 'x> {
    let (context, op, b) = (r.context(), r.op, &r.b);
    let kind = OpKind::of(&op).ok_or("not a fabric operation")?;
    let (mut name, arguments, returns_word) = runtime(kind).ok_or("not a fabric operation")?;
    if kind == OpKind::FabricSend && op.attribute("control").is_ok() {
        name = "tanto_rt_csl_send_control";
    }
    let module = enclosing_module(op).ok_or("a fabric operation outside a module")?;
    declare_runtime_function(context, module, name, arguments, returns_word)?;
    let args: Vec<Value> = if kind == OpKind::FabricStartAsync {
        let function = types::string_attribute(&op, "function").unwrap_or_default();
        let index: i64 = function
            .strip_prefix("__csl_async_")
            .and_then(|k| k.parse().ok())
            .ok_or_else(|| format!("`{function}` is no outlined asynchronous operation"))?;
        let queue = types::int_attribute(&op, "queue").unwrap_or(0);
        let completion = types::int_attribute(&op, "completion").unwrap_or(-1);
        vec![b.constant(index), b.constant(queue), b.constant(completion)]
    } else if kind == OpKind::FabricDsdBegin {
        // The class by its code (tanto_arch::wse::DsdOp::ALL), and the count.
        let class = types::string_attribute(&op, "class").unwrap_or_default();
        let code = DsdOp::from_name(&class)
            .ok_or_else(|| format!("`{class}` is no SIMD class"))?
            .code();
        let elements = types::int_attribute(&op, "elements").unwrap_or(0);
        vec![b.constant(i64::from(code)), b.constant(elements)]
    } else if matches!(kind, OpKind::FabricPrint | OpKind::FabricTrace) {
        // The format by its code (tanto_arch::wse::LogFormat); a trace
        // names its buffer by the key's hash (trace_key_hash).
        let format = types::string_attribute(&op, "format").unwrap_or_default();
        let code = LogFormat::from_name(&format)
            .ok_or_else(|| format!("`{format}` is no log format"))?
            .code();
        let value = op.operand(0).map_err(|e| e.to_string())?;
        if kind == OpKind::FabricPrint {
            vec![b.constant(i64::from(code)), value]
        } else {
            let key = types::string_attribute(&op, "key").unwrap_or_default();
            let capacity = types::int_attribute(&op, "capacity").unwrap_or(0);
            vec![
                // The hash's bits as a signed i32 constant.
                b.constant(i64::from(trace_key_hash(&key) as i32)),
                b.constant(capacity),
                b.constant(i64::from(code)),
                value,
            ]
        }
    } else {
        op.operands().collect()
    };
    if returns_word {
        Ok(vec![b.call1(name, &args)])
    } else {
        b.call(name, &args, &[]);
        Ok(Vec::new())
    }
}

#[cfg(test)]
mod tests {
    use tanto_arch::wse::{DsdOp, LogFormat};

    /// The dialect's rule and the runtime's codes name the same formats.
    #[test]
    fn the_dialect_knows_the_runtimes_log_formats() {
        let mut names: Vec<&str> = LogFormat::ALL.iter().map(|f| f.name()).collect();
        let mut rule = tanto_dialects::rules::FABRIC_LOG_FORMATS.to_vec();
        names.sort_unstable();
        rule.sort_unstable();
        assert_eq!(names, rule);
    }

    /// The dialect's rule and the simulator's codes name the same classes,
    /// in the same order.
    #[test]
    fn the_dialect_knows_the_targets_simd_classes() {
        let names: Vec<&str> = DsdOp::ALL.iter().map(|op| op.name()).collect();
        assert_eq!(names, tanto_dialects::rules::FABRIC_DSD_CLASSES);
        for op in DsdOp::ALL {
            assert_eq!(DsdOp::from_code(op.code()), Some(op));
        }
    }
}
