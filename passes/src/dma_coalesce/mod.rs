//! `tanto-dma-coalesce`: fewer, larger NoC transfers (the planner is in
//! [`planner`]).
//!
//! A window is a run of ops in one block with no barrier, pipe, semaphore or
//! control-flow op between them; its transfers are asynchronous, so the
//! pass may merge any two that are contiguous in both source and
//! destination (same objects, offsets `n` elements apart), up to the target's
//! burst size and, on a global buffer, within one DRAM page. A counted loop
//! whose only transfer advances by its own size each iteration moves several
//! iterations' worth per transfer (its step and the transfer's count grow
//! together). Consecutive barriers of one kind collapse to one.
//!
//! With `stats`, each kernel reports its transfers before and after and the
//! lower bound (maximal contiguous runs, cut by bursts and pages).

pub mod planner;

use crate::verify_protocol::evaluate;
use melior::ir::{
    attribute::IntegerAttribute,
    block::{BlockArgument, BlockLike},
    operation::{OperationLike, OperationResult},
    r#type::IntegerType,
    Location, OperationRef, RegionLike, Value, ValueLike,
};
use melior::Context;
use planner::{Affine, Limits, LoopTransfer, Transfer};
use std::collections::HashMap;
use tanto_arch::Arch;
use tanto_dialects::{
    ir,
    pass::{PassFailed, PassInfo, PassOptions, RustPass},
    rules::element_bytes,
    types,
    verify::{emit_error, nested_ops},
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-dma-coalesce",
    description: "Merge NoC transfers contiguous in source and destination, coalesce loops of transfers, collapse repeated barriers",
    anchor: "builtin.module",
    create,
};

struct DmaCoalesce {
    arch: Option<Arch>,
    max_burst: Option<u64>,
    stats: bool,
    /// Whether the last run merged, coalesced or erased anything.
    changed: bool,
}

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&["arch", "max-burst", "stats"])?;
    Ok(Box::new(DmaCoalesce {
        arch: options
            .string("arch")
            .map(Arch::load)
            .transpose()
            .map_err(|e| e.to_string())?,
        max_burst: options.u64("max-burst")?,
        stats: options.bool("stats", false)?,
        changed: true,
    }))
}

const TRANSFERS: &[&str] = &[
    "noc.read",
    "noc.write",
    "noc.read_remote",
    "noc.write_remote",
];

fn is_pure(name: &str) -> bool {
    name.starts_with("arith.")
}

impl RustPass for DmaCoalesce {
    fn run<'c>(
        &mut self,
        context: &'c Context,
        module: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        let arch = match self.arch.clone() {
            Some(a) => a,
            None => {
                let name = types::string_attribute(&module, "tanto.arch")
                    .unwrap_or_else(|| tanto_arch::DEFAULT_ARCH.into());
                match Arch::load(&name) {
                    Ok(a) => a,
                    Err(e) => {
                        emit_error(module.location(), &format!("tanto-dma-coalesce: {e}"));
                        return Err(PassFailed);
                    }
                }
            }
        };
        let limits = Limits {
            max_burst_bytes: self.max_burst.unwrap_or(arch.noc.max_burst_bytes),
        };
        let pages = global_pages(module);
        self.changed = false;
        for function in nested_ops(module)
            .into_iter()
            .filter(|op| op.name().as_string_ref().as_str() == Ok("func.func"))
        {
            let mut coalescer = Coalescer {
                context,
                limits,
                pages: &pages,
                function,
                atoms: HashMap::new(),
                before: 0,
                after: 0,
                bound: 0,
                changed: false,
            };
            let Ok(region) = function.region(0) else {
                continue;
            };
            coalescer.region(region, 1);
            self.changed |= coalescer.changed;
            if self.stats {
                let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
                remark(
                    function.location(),
                    &format!(
                        "dma-coalesce @{name}: {} NoC transfers before, {} after, lower bound {} (per run of the kernel; loops with unknown trip counts count once)",
                        coalescer.before, coalescer.after, coalescer.bound
                    ),
                );
            }
        }
        Ok(())
    }

    fn changed_ir(&self) -> bool {
        self.changed
    }
}

fn remark(location: Location, message: &str) {
    tanto_dialects::verify::emit_remark(location, message);
}

/// Elements per page of each global buffer, by resource name.
fn global_pages(module: OperationRef) -> HashMap<String, i64> {
    nested_ops(module)
        .into_iter()
        .filter(|op| op.name().as_string_ref().as_str() == Ok("noc.global_decl"))
        .filter_map(|op| {
            Some((
                types::string_attribute(&op, "sym_name")?,
                types::int_attribute(&op, "page")?,
            ))
        })
        .collect()
}

struct Coalescer<'p, 'c, 'a> {
    context: &'c Context,
    limits: Limits,
    pages: &'p HashMap<String, i64>,
    function: OperationRef<'c, 'a>,
    atoms: HashMap<usize, usize>,
    before: u64,
    after: u64,
    bound: u64,
    /// Whether anything was rewritten (every change goes through `ir::erase`
    /// or `set_operand_constant`, below).
    changed: bool,
}

impl<'c> Coalescer<'_, 'c, '_> {
    fn atom(&mut self, value: Value) -> usize {
        let next = self.atoms.len();
        *self.atoms.entry(ir::value_key(value)).or_insert(next)
    }

    /// An affine form of an integer value, through constants, +, - and * by
    /// a constant; anything else is an atom.
    fn affine(&mut self, value: Value) -> Affine {
        // Checked first: melior's failed conversion prints the value (a walk
        // of the whole module).
        if let Some(result) = value
            .is_operation_result()
            .then(|| OperationResult::try_from(value).ok())
            .flatten()
        {
            let op = result.owner();
            let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
            let operand = |i: usize| op.operand(i).ok();
            match (name.as_str(), operand(0), operand(1)) {
                ("arith.constant", _, _) => {
                    if let Some(v) = op
                        .attribute("value")
                        .ok()
                        .and_then(|a| IntegerAttribute::try_from(a).ok())
                    {
                        return Affine::constant(v.value());
                    }
                }
                ("arith.addi", Some(a), Some(b)) => return self.affine(a).add(&self.affine(b)),
                ("arith.subi", Some(a), Some(b)) => {
                    return self.affine(a).add(&self.affine(b).scale(-1))
                }
                ("arith.muli", Some(a), Some(b)) => {
                    let (x, y) = (self.affine(a), self.affine(b));
                    if let Some(k) = y.as_constant() {
                        return x.scale(k);
                    }
                    if let Some(k) = x.as_constant() {
                        return y.scale(k);
                    }
                }
                _ => {}
            }
        }
        Affine::atom(self.atom(value))
    }

    /// The planner's view of a transfer op, when it can reason about it.
    fn transfer(&mut self, op: OperationRef<'c, '_>, id: usize) -> Option<Transfer> {
        let name = op.name().as_string_ref().as_str().ok()?.to_string();
        // A transfer with a completion token is awaited on its own; merging
        // would change what its `noc.wait` covers.
        if op.result_count() > 0 {
            return None;
        }
        // read: (dst, dst_offset, src, src_offset, count, [x, y]);
        // write: (src, src_offset, dst, dst_offset, count, [x, y]).
        let operands: Vec<Value> = op.operands().collect();
        let (this, this_offset, other, other_offset, count) = (
            operands[0],
            operands[1],
            operands[2],
            operands[3],
            operands[4],
        );
        let count = evaluate(count).ok()?;
        let (src, src_offset, dst, dst_offset) = if name.contains("read") {
            (other, other_offset, this, this_offset)
        } else {
            (this, this_offset, other, other_offset)
        };
        let remote: Vec<Affine> = operands[5..].iter().map(|v| self.affine(*v)).collect();
        let element = types::element_type(dst.r#type()).and_then(element_bytes)?;
        let page = |value: Value| -> Result<Option<i64>, ()> {
            if !types::is_dynamic(value.r#type(), "noc", "global") {
                return Ok(None);
            }
            if !value.is_block_argument() {
                return Err(());
            }
            let argument = BlockArgument::try_from(value).map_err(|_| ())?;
            let resource =
                types::argument_string(&self.function, argument.argument_number(), "tanto.bind")
                    .ok_or(())?;
            self.pages.get(&resource).copied().map(Some).ok_or(())
        };
        // A global buffer whose pages are unknown is left alone.
        let (src_page, dst_page) = (page(src).ok()?, page(dst).ok()?);
        let route = format!("{name}:{}:{}:{remote:?}", self.atom(src), self.atom(dst));
        Some(Transfer {
            id,
            route,
            src_offset: self.affine(src_offset),
            dst_offset: self.affine(dst_offset),
            count,
            element_bytes: element,
            src_page,
            dst_page,
        })
    }

    /// Processes a region; `weight` is how many times it runs (known trips).
    fn region(&mut self, region: melior::ir::RegionRef<'c, '_>, weight: u64) {
        let mut block = region.first_block();
        while let Some(b) = block {
            self.block(b, weight);
            block = b.next_in_region();
        }
    }

    fn block(&mut self, block: melior::ir::BlockRef<'c, '_>, weight: u64) {
        let mut ops: Vec<OperationRef<'c, '_>> = Vec::new();
        let mut op = block.first_operation();
        while let Some(o) = op {
            ops.push(o);
            op = o.next_in_block();
        }
        let mut window: Vec<OperationRef<'c, '_>> = Vec::new();
        let mut last_barrier: Option<String> = None;
        for op in ops {
            let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
            if TRANSFERS.contains(&name.as_str()) {
                window.push(op);
                last_barrier = None;
                continue;
            }
            if is_pure(&name) && op.region_count() == 0 {
                continue;
            }
            if name == "noc.read_barrier" || name == "noc.write_barrier" {
                self.flush(&mut window, weight);
                if last_barrier.as_deref() == Some(name.as_str()) {
                    // A barrier has no results, so nothing uses it.
                    ir::erase(op);
                    self.changed = true;
                }
                last_barrier = Some(name);
                continue;
            }
            self.flush(&mut window, weight);
            last_barrier = None;
            if name == "scf.for" {
                self.coalesce_loop(op, weight);
                continue;
            }
            let inner = if name == "scf.for" {
                trips(op).unwrap_or(1)
            } else {
                1
            };
            for region in op.regions() {
                self.region(region, weight * inner);
            }
        }
        self.flush(&mut window, weight);
    }

    /// Plans and applies the merges of a window.
    fn flush(&mut self, window: &mut Vec<OperationRef<'c, '_>>, weight: u64) {
        let ops = std::mem::take(window);
        self.before += ops.len() as u64 * weight;
        let transfers: Vec<Transfer> = ops
            .iter()
            .enumerate()
            .filter_map(|(i, op)| self.transfer(*op, i))
            .collect();
        let unplanned = ops.len() - transfers.len();
        self.bound += (planner::lower_bound(&transfers, self.limits) + unplanned) as u64 * weight;
        let merges = planner::plan_window(&transfers, self.limits);
        let mut removed = 0;
        self.changed |= !merges.is_empty();
        for merge in &merges {
            set_count(self.context, ops[merge.first], merge.count);
            for absorbed in &merge.absorbed {
                // Merged transfers have no results, so nothing uses them.
                ir::erase(ops[*absorbed]);
                removed += 1;
            }
        }
        self.after += (ops.len() - removed) as u64 * weight;
    }

    /// A counted loop whose body is one transfer that advances by its own
    /// size: fewer iterations of larger transfers.
    fn coalesce_loop(&mut self, op: OperationRef<'c, '_>, weight: u64) {
        let known_trips = trips(op);
        let body_ops = op.region(0).ok().and_then(|r| r.first_block()).map(|b| {
            let mut list = Vec::new();
            let mut o = b.first_operation();
            while let Some(x) = o {
                list.push(x);
                o = x.next_in_block();
            }
            list
        });
        let Some(body_ops) = body_ops else { return };
        let transfers: Vec<&OperationRef> = body_ops
            .iter()
            .filter(|o| TRANSFERS.contains(&o.name().as_string_ref().as_str().unwrap_or("")))
            .collect();
        let only_transfer = transfers.len() == 1
            && body_ops.iter().all(|o| {
                let n = o.name().as_string_ref().as_str().unwrap_or("").to_string();
                TRANSFERS.contains(&n.as_str())
                    || (is_pure(&n) && o.region_count() == 0)
                    || n == "scf.yield"
            })
            && op.result_count() == 0;
        let rewritten = (|| {
            if !only_transfer {
                return None;
            }
            let trips = known_trips? as i64;
            let lower = evaluate(op.operand(0).ok()?).ok()?;
            let step = evaluate(op.operand(2).ok()?).ok()?;
            let iv = op.region(0).ok()?.first_block()?.argument(0).ok()?;
            let iv_atom = self.atom(iv.into());
            let mut transfer = self.transfer(*transfers[0], 0)?;
            let stride = |a: &Affine| a.terms.get(&iv_atom).copied().unwrap_or(0) * step;
            let (src_stride, dst_stride) =
                (stride(&transfer.src_offset), stride(&transfer.dst_offset));
            // The first transfer's offsets: the induction variable at its
            // lower bound (each chunk then starts `stride * k` further).
            for offset in [&mut transfer.src_offset, &mut transfer.dst_offset] {
                if let Some(c) = offset.terms.remove(&iv_atom) {
                    offset.constant += c * lower;
                }
            }
            let candidate = LoopTransfer {
                src_stride,
                dst_stride,
                trips,
                transfer,
            };
            let plan = planner::plan_loop(&candidate, self.limits)?;
            set_operand_constant(self.context, op, 2, step * plan.chunk_iterations);
            set_count(
                self.context,
                *transfers[0],
                candidate.transfer.count * plan.chunk_iterations,
            );
            self.before += trips as u64 * weight;
            self.after += plan.chunks as u64 * weight;
            self.bound += plan.chunks as u64 * weight;
            Some(())
        })();
        self.changed |= rewritten.is_some();
        if rewritten.is_none() {
            let inner = known_trips.unwrap_or(1);
            for region in op.regions() {
                self.region(region, weight * inner);
            }
        }
    }
}

fn trips(op: OperationRef) -> Option<u64> {
    let (lb, ub, step) = (
        evaluate(op.operand(0).ok()?).ok()?,
        evaluate(op.operand(1).ok()?).ok()?,
        evaluate(op.operand(2).ok()?).ok()?,
    );
    (step > 0).then(|| {
        if ub > lb {
            ((ub - lb) as u64).div_ceil(step as u64)
        } else {
            0
        }
    })
}

/// Replaces operand `index` of `op` with a new i32 constant created before it.
fn set_operand_constant<'c>(
    context: &'c Context,
    op: OperationRef<'c, '_>,
    index: usize,
    value: i64,
) {
    let ty = op
        .operand(index)
        .map(|v| v.r#type())
        .unwrap_or_else(|_| IntegerType::new(context, 32).into());
    let constant = melior::dialect::arith::constant(
        context,
        IntegerAttribute::new(ty, value).into(),
        op.location(),
    );
    let Some(block) = op.block() else { return };
    let constant = block.insert_operation_before(op, constant);
    let Ok(result) = constant.result(0) else {
        return;
    };
    ir::set_operand(op, index, result.into());
}

/// Sets the element count (operand 4) of a transfer.
fn set_count<'c>(context: &'c Context, op: OperationRef<'c, '_>, count: i64) {
    set_operand_constant(context, op, 4, count);
}
