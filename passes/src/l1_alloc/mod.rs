//! `tanto-l1-alloc`: an L1 address for every pipe, local buffer and
//! semaphore of a device program (the planner is in [`planner`]).
//!
//! Sizes: a pipe holds a 32-byte control block (counters, docs/abi.md) and
//! `frames` frames of `frame` tiles of 1024 elements; a
//! local buffer its elements; a semaphore 4 bytes. Every placement is
//! aligned to the NoC's L1 alignment. Pipes and semaphores live for the whole
//! program (their kernels run concurrently); a local buffer used by one
//! kernel only lives from the top-level statement of its first use to the
//! first barrier after its last use, so buffers of sequential phases share
//! space.
//!
//! Results: `l1.address` and `l1.size` on each declaration, `l1.peak` and
//! `l1.lower_bound` on the module, and with `memory-map=<file>` a JSON map.

pub mod planner;

use crate::analysis::{
    ir::block_ops,
    resources::{self, core_set},
};
use melior::ir::{
    attribute::IntegerAttribute, block::BlockLike, operation::OperationLike, r#type::IntegerType,
    OperationRef, RegionLike, Value,
};
use melior::Context;
use planner::{Live, PlanError, Request};
use std::collections::BTreeMap;
use tanto_arch::Arch;
use tanto_dialects::{
    interfaces, ir,
    pass::{spanned, PassFailed, PassInfo, PassOptions, PassResult, RustPass},
    rules::element_bytes,
    spec::Resource,
    types,
    verify::{emit_error, nested_ops},
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-l1-alloc",
    description:
        "Assign L1 addresses to the pipes, local buffers and semaphores of a device program",
    anchor: tanto_dialects::OpKind::BuiltinModule.name(),
    create,
};

const OPTIONS: &[&str] = &[
    "arch",
    "l1-base",
    "l1-limit",
    "alignment",
    "memory-map",
    "stats",
];

struct L1Alloc {
    arch: Option<Arch>,
    base: Option<u64>,
    limit: Option<u64>,
    alignment: Option<u64>,
    memory_map: Option<String>,
    stats: bool,
}

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(OPTIONS)?;
    let arch = crate::analysis::target::arch_option(options)?;
    let alignment = options.u64("alignment")?;
    if alignment.is_some_and(|a| !a.is_power_of_two()) {
        return Err("alignment must be a power of two".into());
    }
    Ok(spanned(
        PASS.argument,
        L1Alloc {
            arch,
            base: options.u64("l1-base")?,
            limit: options.u64("l1-limit")?,
            alignment,
            memory_map: options.string("memory-map").map(str::to_string),
            stats: options.bool("stats", false)?,
        },
    ))
}

/// A resource declaration and what the planner needs to know of it.
struct Declared<'c, 'a> {
    op: OperationRef<'c, 'a>,
    kind: &'static str,
    cores: Vec<i64>,
    request: Request,
}

impl RustPass for L1Alloc {
    fn run<'c>(&mut self, context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
        let arch = crate::analysis::target::target(module, self.arch.as_ref(), PASS.argument)
            .ok_or(PassFailed)?;
        let local = crate::analysis::target::local_memory(&arch).map_err(|e| {
            emit_error(module.location(), &format!("{}: {e}", PASS.argument));
            PassFailed
        })?;
        let base = self.base.unwrap_or(local.start);
        let limit = self.limit.unwrap_or(local.end);
        let alignment = self.alignment.unwrap_or(arch.noc.l1_alignment);
        let lifetimes = local_lifetimes(module);
        let declared = declarations(module, alignment, &lifetimes);
        let requests: Vec<Request> = declared.iter().map(|d| d.request.clone()).collect();
        let plan = match planner::plan(&requests, base, limit) {
            Ok(plan) => plan,
            Err(PlanError::Overflow {
                needed,
                budget,
                unplaced,
            }) => {
                // Long lists are cut: a program of 100,000 semaphores gets a
                // message a reader can take in.
                const LISTED: usize = 16;
                let mut names: Vec<String> = unplaced.iter().take(LISTED).cloned().collect();
                if unplaced.len() > LISTED {
                    names.push(format!("and {} more", unplaced.len() - LISTED));
                }
                let mut message = format!(
                    "the program needs {needed} bytes of L1 on one core but {budget} are usable ({base:#x}..{limit:#x}); {} did not fit. Buffers{}:",
                    names.join(", "),
                    if declared.len() > LISTED { ", largest first" } else { "" }
                );
                let mut largest: Vec<&Declared> = declared.iter().collect();
                if declared.len() > LISTED {
                    largest.sort_by_key(|d| std::cmp::Reverse(d.request.size));
                }
                for d in largest.iter().take(LISTED) {
                    message.push_str(&format!(
                        "\n  {} `{}`: {} bytes on cores {}",
                        d.kind,
                        d.request.name,
                        d.request.size,
                        describe_cores(&d.cores)
                    ));
                }
                if declared.len() > LISTED {
                    let rest = &largest[LISTED..];
                    let bytes: u64 = rest.iter().map(|d| d.request.size).sum();
                    message.push_str(&format!("\n  and {} more ({bytes} bytes)", rest.len()));
                }
                let total: u64 = declared.iter().map(|d| d.request.size).sum();
                let aligned: u64 = declared
                    .iter()
                    .map(|d| d.request.size.div_ceil(alignment) * alignment)
                    .sum();
                let rounded = if aligned == total {
                    String::new()
                } else {
                    format!(" ({aligned} with each rounded up to the {alignment}-byte alignment)")
                };
                message.push_str(&format!(
                    "\n  total {total} bytes{rounded}, budget {budget} bytes"
                ));
                emit_error(
                    declared
                        .first()
                        .map_or(module.location(), |d| d.op.location()),
                    &message,
                );
                return Err(PassFailed);
            }
        };
        if let Err(problem) = plan.verify(&requests, base, limit) {
            emit_error(
                module.location(),
                &format!("internal error: the L1 plan is wrong: {problem}"),
            );
            return Err(PassFailed);
        }
        let i64_type = IntegerType::new(context, 64).into();
        for (d, placement) in declared.iter().zip(&plan.placements) {
            ir::set_attribute(
                d.op,
                "l1.address",
                IntegerAttribute::new(i64_type, placement.address as i64).into(),
            );
            ir::set_attribute(
                d.op,
                "l1.size",
                IntegerAttribute::new(i64_type, placement.size as i64).into(),
            );
        }
        ir::set_attribute(
            module,
            "l1.peak",
            IntegerAttribute::new(i64_type, plan.peak as i64).into(),
        );
        ir::set_attribute(
            module,
            "l1.lower_bound",
            IntegerAttribute::new(i64_type, plan.lower_bound as i64).into(),
        );
        if self.stats {
            tanto_dialects::verify::emit_remark(
                module.location(),
                &format!(
                    "l1-alloc: peak {} bytes of L1 per core, liveness lower bound {}, usable {} ({base:#x}..{limit:#x}), {}",
                    plan.peak,
                    plan.lower_bound,
                    limit - base,
                    tanto_arch::count(declared.len() as u64, "buffer")
                ),
            );
        }
        if let Some(path) = &self.memory_map {
            let json = memory_map(&arch, base, limit, &declared, &plan);
            if let Err(e) = std::fs::write(path, json) {
                emit_error(
                    module.location(),
                    &format!("tanto-l1-alloc: cannot write the memory map {path}: {e}"),
                );
                return Err(PassFailed);
            }
        }
        Ok(())
    }

    /// Its only changes are `l1.address`, `l1.size`, `l1.peak` and
    /// `l1.lower_bound` (no `l1` dialect): verifying the module again after
    /// them cost a walk of every op (a third of the pass on a large kernel).
    fn only_annotated(&self) -> bool {
        true
    }
}

fn describe_cores(cores: &[i64]) -> String {
    cores
        .chunks(4)
        .map(|r| format!("({},{})-({},{})", r[0], r[1], r[2], r[3]))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Sizes in bytes of the declarations, in module order.
fn declarations<'c, 'a>(
    module: OperationRef<'c, 'a>,
    alignment: u64,
    lifetimes: &BTreeMap<String, Live>,
) -> Vec<Declared<'c, 'a>> {
    let mut out = Vec::new();
    for declaration in resources::declarations(module) {
        let current = declaration.op;
        let element_size = || {
            types::type_attribute(&current, "element")
                .and_then(element_bytes)
                .unwrap_or(4)
        };
        let sized = match declaration.resource {
            Resource::Pipe => {
                let tiles = types::int_attribute(&current, "capacity").unwrap_or(1);
                // The tiles, after the pipe's control block (docs/abi.md).
                Some((
                    "pipe",
                    tiles as u64 * 1024 * element_size() + crate::lower::PIPE_CONTROL_BYTES as u64,
                ))
            }
            Resource::Local => Some((
                "local buffer",
                types::int_attribute(&current, "elements").unwrap_or(1) as u64 * element_size(),
            )),
            Resource::Semaphore => Some(("semaphore", 4)),
            Resource::Global => None,
        };
        if let Some((kind, size)) = sized {
            let resource = declaration.name;
            let cores = types::array_attribute(&current, "cores").unwrap_or_default();
            let live = if kind == "local buffer" {
                lifetimes.get(&resource).cloned()
            } else {
                None
            };
            out.push(Declared {
                op: current,
                kind,
                request: Request {
                    name: resource,
                    size,
                    alignment,
                    cores: core_set(&cores),
                    live,
                },
                cores,
            });
        }
    }
    out
}

/// Live ranges of the local buffers used by exactly one kernel, in that
/// kernel's top-level statements: from the statement of the first use to the
/// first top-level barrier after the last use (the transfer may still be in
/// flight before it), or the end of the kernel.
fn local_lifetimes(module: OperationRef) -> BTreeMap<String, Live> {
    let mut users: BTreeMap<String, Vec<(String, u64, u64)>> = BTreeMap::new();
    for function in tanto_dialects::ir::functions(module) {
        let kernel = types::string_attribute(&function, "sym_name").unwrap_or_default();
        let Ok(region) = function.region(0) else {
            continue;
        };
        let Some(entry) = region.first_block() else {
            continue;
        };
        let bound = bindings(&function);
        if bound.is_empty() {
            continue;
        }
        // One walk over the statements (a walk per binding made a kernel of
        // 100,000 ops take four): each binding's first and last user, and
        // where the barriers are.
        let statements = block_ops(entry);
        let mut used: Vec<Option<(usize, usize)>> = vec![None; bound.len()];
        let mut barriers = Vec::new();
        for (index, statement) in statements.iter().enumerate() {
            if interfaces::info(statement).barrier.is_some() {
                barriers.push(index);
            }
            for_each_operand(*statement, |operand| {
                for (k, (_, argument)) in bound.iter().enumerate() {
                    if operand == *argument {
                        let span = used[k].get_or_insert((index, index));
                        span.1 = index;
                    }
                }
            });
        }
        // The position after the first barrier past `index`, or the end.
        let barrier_after = |index: usize| -> u64 {
            let next = barriers.partition_point(|&b| b <= index);
            barriers
                .get(next)
                .map_or(statements.len() as u64, |&b| b as u64 + 1)
        };
        for ((resource, _), span) in bound.iter().zip(used) {
            if let Some((first, last)) = span {
                users.entry(resource.clone()).or_default().push((
                    kernel.clone(),
                    first as u64,
                    barrier_after(last),
                ));
            }
        }
    }
    users
        .into_iter()
        .filter_map(|(resource, uses)| match uses.as_slice() {
            [(kernel, start, end)] => Some((
                resource,
                Live {
                    owner: kernel.clone(),
                    start: *start,
                    end: (*end).max(start + 1),
                },
            )),
            _ => None,
        })
        .collect()
}

/// (resource, argument) for each kernel parameter bound with `tanto.bind`.
fn bindings<'c, 'a>(function: &OperationRef<'c, 'a>) -> Vec<(String, melior::ir::Value<'c, 'a>)> {
    let Ok(region) = function.region(0) else {
        return Vec::new();
    };
    let Some(entry) = region.first_block() else {
        return Vec::new();
    };
    (0..entry.argument_count())
        .filter_map(|i| {
            let resource = types::argument_string(function, i, "tanto.bind")?;
            let argument = entry.argument(i).ok()?;
            Some((resource, argument.into()))
        })
        .collect()
}

/// Calls `f` with each operand of `op` and of the ops nested in it.
fn for_each_operand<'c, 'a>(op: OperationRef<'c, 'a>, mut f: impl FnMut(Value<'c, 'a>)) {
    if op.region_count() == 0 {
        op.operands().for_each(f);
        return;
    }
    for inner in nested_ops(op) {
        inner.operands().for_each(&mut f);
    }
}

fn memory_map(
    arch: &Arch,
    base: u64,
    limit: u64,
    declared: &[Declared],
    plan: &planner::Plan,
) -> String {
    let mut entries = Vec::new();
    for (d, p) in declared.iter().zip(&plan.placements) {
        entries.push(format!(
            "    {{\"name\": \"{}\", \"kind\": \"{}\", \"address\": {}, \"size\": {}, \"cores\": {:?}}}",
            p.name, d.kind, p.address, p.size, d.cores
        ));
    }
    format!(
        "{{\n  \"arch\": \"{}\",\n  \"l1_base\": {base},\n  \"l1_limit\": {limit},\n  \"peak\": {},\n  \"lower_bound\": {},\n  \"buffers\": [\n{}\n  ]\n}}\n",
        arch.name,
        plan.peak,
        plan.lower_bound,
        entries.join(",\n")
    )
}
