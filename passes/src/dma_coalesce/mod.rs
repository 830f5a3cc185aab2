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

use crate::analysis::{
    ir::entry_ops,
    loops::known_trip_count,
    resources::global_pages,
    values::{evaluate, kernel_parameter, AffineForms},
};
use melior::ir::{
    attribute::IntegerAttribute, block::BlockLike, operation::OperationLike, r#type::IntegerType,
    Location, OperationRef, RegionLike, Value, ValueLike,
};
use melior::Context;
use planner::{Affine, Limits, LoopTransfer, Transfer};
use std::collections::HashMap;
use tanto_arch::Arch;
use tanto_dialects::{
    interfaces::{self, OpInfo},
    ir,
    pass::{spanned, PassFailed, PassInfo, PassOptions, PassResult, RustPass},
    rules::element_bytes,
    scf::ForOp,
    spec::Direction,
    types, OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-dma-coalesce",
    description: "Merge NoC transfers contiguous in source and destination, coalesce loops of transfers, collapse repeated barriers",
    anchor: tanto_dialects::OpKind::BuiltinModule.name(),
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
    Ok(spanned(
        PASS.argument,
        DmaCoalesce {
            arch: crate::analysis::target::arch_option(options)?,
            max_burst: options.u64("max-burst")?,
            stats: options.bool("stats", false)?,
            changed: true,
        },
    ))
}

/// A transfer the planner may merge (point to point, with offsets and a
/// count: the `coalesce` flag of its `transfer` interface).
fn coalescible(info: &OpInfo) -> bool {
    info.transfer.as_ref().is_some_and(|t| t.coalesce)
}

/// A window's transfer ops, and the planner's view of those it can merge
/// (read as each op joins: a window without a barrier can be a whole
/// kernel, and reading its ops again at the end missed the cache on each).
#[derive(Default)]
struct Window<'c, 'a> {
    ops: Vec<OperationRef<'c, 'a>>,
    transfers: Vec<Transfer>,
}

/// An op a window of transfers may span: free of side effects, no regions.
fn transparent(op: &OperationRef, info: &OpInfo) -> bool {
    info.pure && op.region_count() == 0
}

impl RustPass for DmaCoalesce {
    fn run<'c>(&mut self, context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
        let arch = crate::analysis::target::target(module, self.arch.as_ref(), PASS.argument)
            .ok_or(PassFailed)?;
        let limits = Limits {
            max_burst_bytes: self.max_burst.unwrap_or(arch.noc.max_burst_bytes),
        };
        let pages = global_pages(module);
        self.changed = false;
        for function in tanto_dialects::ir::functions(module) {
            let mut coalescer = Coalescer {
                context,
                limits,
                pages: &pages,
                forms: AffineForms::default(),
                before: 0,
                after: 0,
                bound: 0,
                changed: false,
                failed: false,
            };
            let Ok(region) = function.region(0) else {
                continue;
            };
            coalescer.region(region, 1);
            self.changed |= coalescer.changed;
            if coalescer.failed {
                return Err(PassFailed);
            }
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

struct Coalescer<'p, 'c> {
    context: &'c Context,
    limits: Limits,
    pages: &'p HashMap<String, i64>,
    forms: AffineForms,
    before: u64,
    after: u64,
    bound: u64,
    /// Whether anything was rewritten (every change goes through `ir::erase`
    /// or `set_operand_constant`, below).
    changed: bool,
    /// Whether a plan failed its check (reported).
    failed: bool,
}

impl<'c> Coalescer<'_, 'c> {
    /// Erases `op`; a refusal (an op still used) is reported and fails the pass.
    fn erase(&mut self, op: OperationRef) {
        if let Err(error) = ir::erase(op) {
            tanto_dialects::verify::emit_error(op.location(), &error.to_string());
            self.failed = true;
        }
    }

    fn atom(&mut self, value: Value) -> usize {
        self.forms.atom(value)
    }

    fn affine(&mut self, value: Value) -> Affine {
        self.forms.affine(value)
    }

    /// The planner's view of a transfer op, when it can reason about it.
    fn transfer(&mut self, op: OperationRef<'c, '_>, id: usize) -> Option<Transfer> {
        let info = interfaces::info(&op);
        let ends = info.transfer.as_ref().filter(|t| t.coalesce)?;
        // A transfer with a completion token is awaited on its own; merging
        // would change what its `noc.wait` covers.
        if op.result_count() > 0 {
            return None;
        }
        let operand = |index: Option<usize>| op.operand(index?).ok();
        let (src, src_offset, dst, dst_offset, count) = (
            operand(Some(ends.src))?,
            operand(ends.src_offset)?,
            operand(Some(ends.dst))?,
            operand(ends.dst_offset)?,
            operand(ends.count)?,
        );
        let count = evaluate(count).ok()?;
        let remote: Vec<Affine> = ends
            .remote
            .iter()
            .filter_map(|i| op.operand(*i).ok())
            .map(|v| self.affine(v))
            .collect();
        let element = types::element_type(dst.r#type()).and_then(element_bytes)?;
        let page = |value: Value| -> Result<Option<i64>, ()> {
            if !tanto_dialects::noc::GlobalType::isa(value.r#type()) {
                return Ok(None);
            }
            let resource = kernel_parameter(value).and_then(|p| p.bind).ok_or(())?;
            self.pages.get(&resource).copied().map(Some).ok_or(())
        };
        // A global buffer whose pages are unknown is left alone.
        let (src_page, dst_page) = (page(src).ok()?, page(dst).ok()?);
        // Transfers of one kind between the same objects.
        let kind = OpKind::of(&op);
        let route = format!("{kind:?}:{}:{}:{remote:?}", self.atom(src), self.atom(dst));
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
        let mut window = Window::default();
        let mut last_barrier: Option<Direction> = None;
        // Each op is looked at once, while it is in the cache: the next op is
        // taken before this one is handled (a barrier or a loop may be
        // erased; merges only erase ops of the window, which are earlier).
        let mut next = block.first_operation();
        while let Some(op) = next {
            next = op.next_in_block();
            let info = interfaces::info(&op);
            if coalescible(info) {
                let transfer = self.transfer(op, window.ops.len());
                window.ops.push(op);
                window.transfers.extend(transfer);
                last_barrier = None;
                continue;
            }
            if transparent(&op, info) {
                continue;
            }
            if let Some(direction) = info.barrier {
                self.flush(&mut window, weight);
                if last_barrier == Some(direction) {
                    // A barrier has no results, so nothing uses it.
                    self.erase(op);
                    self.changed = true;
                }
                last_barrier = Some(direction);
                continue;
            }
            self.flush(&mut window, weight);
            last_barrier = None;
            if info.kind == Some(OpKind::ScfFor) {
                self.coalesce_loop(op, weight);
                continue;
            }
            for region in op.regions() {
                self.region(region, weight);
            }
        }
        self.flush(&mut window, weight);
    }

    /// Plans and applies the merges of a window.
    fn flush(&mut self, window: &mut Window<'c, '_>, weight: u64) {
        let Window { ops, transfers } = std::mem::take(window);
        self.before += ops.len() as u64 * weight;
        let unplanned = ops.len() - transfers.len();
        self.bound += (planner::lower_bound(&transfers, self.limits) + unplanned) as u64 * weight;
        let merges = planner::plan_window(&transfers, self.limits);
        if let Err(why) = planner::verify_window(&transfers, &merges, self.limits) {
            // A planner bug: leave the window as written, and fail.
            tanto_dialects::verify::emit_error(
                ops[0].location(),
                &format!(
                    "{}: internal error: a plan fails its check: {why}",
                    PASS.argument
                ),
            );
            self.failed = true;
            self.after += ops.len() as u64 * weight;
            return;
        }
        let mut removed = 0;
        self.changed |= !merges.is_empty();
        for merge in &merges {
            set_count(self.context, ops[merge.first], merge.count);
            for absorbed in &merge.absorbed {
                // Merged transfers have no results, so nothing uses them.
                self.erase(ops[*absorbed]);
                removed += 1;
            }
        }
        self.after += (ops.len() - removed) as u64 * weight;
    }

    /// A counted loop whose body is one transfer that advances by its own
    /// size: fewer iterations of larger transfers.
    fn coalesce_loop(&mut self, op: OperationRef<'c, '_>, weight: u64) {
        let known_trips = known_trip_count(&op);
        let Some(body_ops) = entry_ops(&op, 0) else {
            return;
        };
        let transfers: Vec<&OperationRef> = body_ops
            .iter()
            .filter(|o| coalescible(interfaces::info(*o)))
            .collect();
        let only_transfer = transfers.len() == 1
            && body_ops.iter().all(|o| {
                let info = interfaces::info(o);
                coalescible(info) || transparent(o, info) || info.kind == Some(OpKind::ScfYield)
            })
            && op.result_count() == 0;
        let rewritten = (|| {
            if !only_transfer {
                return None;
            }
            let trips = known_trips? as i64;
            let lp = ForOp::cast(op)?;
            let lower = evaluate(lp.lower_bound().ok()?).ok()?;
            let step = evaluate(lp.step().ok()?).ok()?;
            let iv = lp.induction_variable()?;
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

/// Sets the element count of a coalescible transfer.
fn set_count<'c>(context: &'c Context, op: OperationRef<'c, '_>, count: i64) {
    let index = interfaces::info(&op)
        .transfer
        .as_ref()
        .and_then(|t| t.count);
    if let Some(index) = index {
        set_operand_constant(context, op, index, count);
    }
}
