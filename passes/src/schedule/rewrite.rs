//! The IR side of scheduling: applying a block schedule, hoisting
//! loop-invariant pipe and move set-up, and software-pipelining frame loops.

use super::{
    model::{self, block_ops, known_trips, op_name, resource, transfer_dir},
    planner::{Dir, Step},
};
use melior::ir::{
    attribute::{Attribute, IntegerAttribute},
    block::{BlockArgument, BlockLike},
    operation::{OperationBuilder, OperationLike, OperationResult},
    r#type::Type,
    Block, Identifier, Location, OperationRef, Region, RegionLike, Value, ValueLike,
};
use mlir_sys::{MlirBlock, MlirOperation, MlirValue};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use tanto_dialects::types;

fn key(value: MlirValue) -> usize {
    value.ptr as usize
}

/// SAFETY (for the helpers below): every raw handle passed in belongs to
/// the live module the pass is rewriting, and no handle is used after the
/// operation it names is destroyed.
fn op_ref<'c, 'a>(raw: MlirOperation) -> OperationRef<'c, 'a> {
    unsafe { OperationRef::from_raw(raw) }
}

fn destroy(op: MlirOperation) {
    unsafe { mlir_sys::mlirOperationDestroy(op) }
}

/// Where new operations go: before an anchor, or at the end of a block.
#[derive(Clone, Copy)]
struct Cursor {
    block: MlirBlock,
    before: Option<MlirOperation>,
}

impl Cursor {
    fn insert(&self, op: MlirOperation) -> MlirOperation {
        unsafe {
            match self.before {
                Some(anchor) => mlir_sys::mlirBlockInsertOwnedOperationBefore(self.block, anchor, op),
                None => mlir_sys::mlirBlockAppendOwnedOperation(self.block, op),
            }
        }
        op
    }

    fn build(&self, builder: OperationBuilder) -> Result<MlirOperation, String> {
        let op = builder.build().map_err(|e| e.to_string())?;
        Ok(self.insert(op.into_raw()))
    }

    /// Clones `op` here with operands renamed through `map`, and records its
    /// results in `map`.
    fn clone_mapped(&self, op: MlirOperation, map: &mut HashMap<usize, MlirValue>) -> MlirOperation {
        let copy = unsafe { mlir_sys::mlirOperationClone(op) };
        remap_operands(copy, map);
        self.insert(copy);
        let count = unsafe { mlir_sys::mlirOperationGetNumResults(op) };
        for i in 0..count {
            unsafe { map.insert(key(mlir_sys::mlirOperationGetResult(op, i)), mlir_sys::mlirOperationGetResult(copy, i)) };
        }
        copy
    }
}

fn remap_operands(op: MlirOperation, map: &HashMap<usize, MlirValue>) {
    let count = unsafe { mlir_sys::mlirOperationGetNumOperands(op) };
    for i in 0..count {
        let value = unsafe { mlir_sys::mlirOperationGetOperand(op, i) };
        if let Some(new) = map.get(&key(value)) {
            unsafe { mlir_sys::mlirOperationSetOperand(op, i, *new) };
        }
    }
}

fn mapped(map: &HashMap<usize, MlirValue>, value: MlirValue) -> MlirValue {
    map.get(&key(value)).copied().unwrap_or(value)
}

fn value<'c, 'a>(raw: MlirValue) -> Value<'c, 'a> {
    unsafe { Value::from_raw(raw) }
}

fn token_type<'c>(op: &OperationRef<'c, '_>) -> Result<Type<'c>, String> {
    let context = unsafe { op.context().to_ref() };
    Type::parse(context, "!noc.token").ok_or_else(|| "the noc dialect is not loaded".to_string())
}

/// A copy of transfer `op` with a completion token (and optionally aimed
/// at the next reserved frame), operands renamed through `map`.
fn transfer_with_token(op: MlirOperation, map: &HashMap<usize, MlirValue>, next_frame: bool, at: Cursor) -> Result<MlirOperation, String> {
    let original = op_ref(op);
    let context = unsafe { original.context().to_ref() };
    let operands: Vec<Value> = original.operands().map(|v| value(mapped(map, v.to_raw()))).collect();
    let mut attributes: Vec<(Identifier, Attribute)> = original.attributes().collect();
    if next_frame {
        attributes.push((Identifier::new(context, "next_frame"), Attribute::unit(context)));
    }
    // The builder keeps a reference to the name until it builds.
    let name = op_name(&original);
    let builder = OperationBuilder::new(&name, original.location())
        .add_operands(&operands)
        .add_attributes(&attributes)
        .add_results(&[token_type(&original)?]);
    at.build(builder)
}

fn simple_op(name: &str, operands: &[MlirValue], location: Location, at: Cursor) -> Result<MlirOperation, String> {
    let operands: Vec<Value> = operands.iter().map(|v| value(*v)).collect();
    at.build(OperationBuilder::new(name, location).add_operands(&operands))
}

/// Rewrites a block in the order of `steps` (which index the planner's
/// view: step `Op(i + 1)` is `ops[i]`, `Op(0)` the transfers in flight at
/// entry): original barriers go, new barriers and token waits come in;
/// transfers waited on get tokens.
pub fn apply_block_schedule(ops: &[OperationRef], steps: &[Step]) -> Result<(), String> {
    let Some(block) = ops.first().and_then(|o| o.block()) else { return Ok(()) };
    let block = block.to_raw();
    let location = ops[0].location();
    let mut current: Vec<MlirOperation> = ops.iter().map(|o| o.to_raw()).collect();
    // Read everything needed from `ops` now: transfers given tokens below
    // are replaced, and their old handles die.
    let barriers: Vec<usize> = (0..ops.len()).filter(|i| model::barrier_dir(&op_name(&ops[*i])).is_some()).collect();
    // New barriers and waits take the locations of the original barriers,
    // in order.
    let mut barrier_locations: BTreeMap<Dir, std::collections::VecDeque<Location>> = BTreeMap::new();
    for op in ops {
        if let Some(dir) = model::barrier_dir(&op_name(op)) {
            barrier_locations.entry(dir).or_default().push_back(op.location());
        }
    }
    let waited: BTreeSet<usize> = steps.iter().flat_map(|s| if let Step::Wait(list) = s { list.clone() } else { vec![] }).collect();
    for i in waited {
        let Some(slot) = i.checked_sub(1) else { return Err("a wait on the transfers in flight at entry".into()) };
        let with_token = transfer_with_token(current[slot], &HashMap::new(), false, Cursor { block, before: Some(current[slot]) })?;
        destroy(current[slot]);
        current[slot] = with_token;
    }
    let mut location_for = |dir: Dir| {
        let queue = barrier_locations.entry(dir).or_default();
        if queue.len() > 1 { queue.pop_front() } else { queue.front().copied() }.unwrap_or(location)
    };
    let mut previous: Option<MlirOperation> = None;
    let place = |op: MlirOperation, previous: &mut Option<MlirOperation>| {
        unsafe {
            match *previous {
                Some(p) => mlir_sys::mlirOperationMoveAfter(op, p),
                None => {
                    let head = mlir_sys::mlirBlockGetFirstOperation(block);
                    if head.ptr != op.ptr {
                        mlir_sys::mlirOperationMoveBefore(op, head);
                    }
                }
            }
        }
        *previous = Some(op);
    };
    for step in steps {
        match step {
            Step::Op(0) => {}
            Step::Op(i) => place(current[i - 1], &mut previous),
            Step::Barrier(dir) => {
                let name = if *dir == Dir::Read { "noc.read_barrier" } else { "noc.write_barrier" };
                let op = simple_op(name, &[], location_for(*dir), Cursor { block, before: None })?;
                place(op, &mut previous);
            }
            Step::Wait(list) => {
                let tokens: Vec<MlirValue> = list.iter().map(|i| unsafe { mlir_sys::mlirOperationGetResult(current[i - 1], 0) }).collect();
                let op = simple_op("noc.wait", &tokens, location_for(Dir::Read), Cursor { block, before: None })?;
                place(op, &mut previous);
            }
        }
    }
    for i in barriers {
        destroy(current[i]);
    }
    Ok(())
}

/// Whether `value` is defined outside `region_owner` (not in its regions).
fn defined_outside(value: Value, region_owner: MlirOperation) -> bool {
    let mut parent: Option<MlirOperation> = match BlockArgument::try_from(value) {
        Ok(argument) => argument.owner().parent_operation().map(|o| o.to_raw()),
        Err(_) => OperationResult::try_from(value).ok().and_then(|r| r.owner().parent_operation().map(|o| o.to_raw())),
    };
    while let Some(op) = parent {
        if op.ptr == region_owner.ptr {
            return false;
        }
        parent = op_ref(op).parent_operation().map(|o| o.to_raw());
    }
    true
}

fn nested(op: &OperationRef) -> Vec<MlirOperation> {
    tanto_dialects::verify::nested_ops(*op).into_iter().map(|o| o.to_raw()).collect()
}

/// Whether `op` has the pipe or local buffer `target` as an operand.
fn touches(op: MlirOperation, target: &str) -> bool {
    op_ref(op).operands().any(|v| (types::is_dynamic(v.r#type(), "pipe", "pipe") || types::is_dynamic(v.r#type(), "noc", "local")) && resource(v) == target)
}

/// Moves loop-invariant `set_frame` and `move_init` out of counted loops
/// that run at least once: the first iteration would set the same state.
/// Inner loops first, so set-up climbs as far as it can. Returns how many
/// operations moved (counting each move).
pub fn hoist_invariants(function: &OperationRef) -> usize {
    let mut loops: Vec<MlirOperation> = nested(function).into_iter().filter(|o| op_name(&op_ref(*o)) == "scf.for").collect();
    loops.reverse();
    let mut moved = 0;
    for lp in loops {
        let lp_ref = op_ref(lp);
        if known_trips(&lp_ref).unwrap_or(0) < 1 {
            continue;
        }
        let Some(body) = lp_ref.region(0).ok().and_then(|r| r.first_block()) else { continue };
        let top: Vec<MlirOperation> = block_ops(body).into_iter().map(|o| o.to_raw()).collect();
        let inside: Vec<MlirOperation> = nested(&lp_ref).into_iter().filter(|o| o.ptr != lp.ptr).collect();
        for (position, &candidate) in top.iter().enumerate() {
            let c = op_ref(candidate);
            let name = op_name(&c);
            if name != "pipe.set_frame" && name != "noc.move_init" {
                continue;
            }
            if !c.operands().all(|v| defined_outside(v, lp)) {
                continue;
            }
            let Ok(target_value) = c.operand(0) else { continue };
            let target = resource(target_value);
            let touched_before = top[..position].iter().any(|o| touches(*o, &target) || nested(&op_ref(*o)).iter().any(|n| touches(*n, &target)));
            let set_again = inside.iter().any(|o| o.ptr != candidate.ptr && op_name(&op_ref(*o)) == name && touches(*o, &target));
            // The move context dies at any other transfer touching the buffer.
            let context_survives = name != "noc.move_init"
                || inside.iter().all(|o| {
                    let other = op_ref(*o);
                    o.ptr == candidate.ptr
                        || !touches(*o, &target)
                        || (op_name(&other) == "noc.move" && other.operand(0).map(resource).ok().as_deref() == Some(target.as_str()))
                });
            if touched_before || set_again || !context_survives {
                continue;
            }
            unsafe { mlir_sys::mlirOperationMoveBefore(candidate, lp) };
            moved += 1;
        }
    }
    moved
}

/// What a frame loop is made of.
struct FrameLoop {
    body: Vec<MlirOperation>,
    /// The pipes it fills, by reserve_back position.
    pipes: Vec<usize>,
    transfers: Vec<usize>,
    pushes: Vec<usize>,
    pure: Vec<usize>,
}

/// Recognises `for { [reserve_back p; NoC reads into p's frame; read_barrier;
/// push_back p]... }` (pure arithmetic anywhere), each pipe once.
fn frame_loop(lp: &OperationRef, capacities: &BTreeMap<String, u64>) -> Result<FrameLoop, String> {
    let body = lp.region(0).ok().and_then(|r| r.first_block()).ok_or("the loop has no body")?;
    let ops = block_ops(body);
    let (terminator, ops) = ops.split_last().ok_or("the loop body is empty")?;
    if op_name(terminator) != "scf.yield" {
        return Err("the loop body does not end in scf.yield".into());
    }
    let mut shape = FrameLoop { body: ops.iter().map(|o| o.to_raw()).collect(), pipes: vec![], transfers: vec![], pushes: vec![], pure: vec![] };
    let mut reserved: BTreeMap<String, usize> = BTreeMap::new();
    let mut pushed: BTreeSet<String> = BTreeSet::new();
    for (i, op) in ops.iter().enumerate() {
        let name = op_name(op);
        match name.as_str() {
            n if model::is_pure(n) && op.region_count() == 0 => shape.pure.push(i),
            "noc.read_barrier" => {}
            "pipe.reserve_back" | "pipe.push_back" => {
                let pipe = op.operand(0).map(resource).map_err(|e| e.to_string())?;
                if name == "pipe.reserve_back" {
                    let frames = capacities.get(&pipe).copied().ok_or_else(|| format!("the frames of pipe `{pipe}` are not known (no device program)"))?;
                    if frames < 2 {
                        return Err(format!("pipe `{pipe}` holds {frames} frame; pipelining needs two"));
                    }
                    if reserved.insert(pipe.clone(), i).is_some() {
                        return Err(format!("pipe `{pipe}` is reserved twice per iteration"));
                    }
                    shape.pipes.push(i);
                } else {
                    if !reserved.contains_key(&pipe) || !pushed.insert(pipe.clone()) {
                        return Err(format!("pipe `{pipe}` is not reserved then pushed once per iteration"));
                    }
                    shape.pushes.push(i);
                }
            }
            n if transfer_dir(n) == Some(Dir::Read) && op.result_count() == 0 => {
                let (src, dst) = model::transfer_ends(op).ok_or("a malformed transfer")?;
                let pipe = resource(dst);
                let open = reserved.contains_key(&pipe) && !pushed.contains(&pipe);
                if !types::is_dynamic(dst.r#type(), "pipe", "pipe") || !open {
                    return Err(format!("`{n}` does not fill a frame reserved in the loop"));
                }
                if types::is_dynamic(src.r#type(), "pipe", "pipe") {
                    return Err(format!("`{n}` reads a pipe's read frame"));
                }
                shape.transfers.push(i);
            }
            other => return Err(format!("the loop body has `{other}`")),
        }
    }
    if shape.pipes.is_empty() || shape.transfers.is_empty() {
        return Err("the loop fills no pipe frame".into());
    }
    if pushed.len() != reserved.len() {
        return Err("a pipe reserved in the loop is not pushed in it".into());
    }
    Ok(shape)
}

/// The pure operations of the body that `roots` (operand values) depend on.
fn pure_slice(shape: &FrameLoop, roots: &[MlirValue]) -> Vec<usize> {
    let results: HashMap<usize, usize> = shape
        .pure
        .iter()
        .flat_map(|&i| {
            let count = unsafe { mlir_sys::mlirOperationGetNumResults(shape.body[i]) };
            (0..count).map(move |r| (unsafe { key(mlir_sys::mlirOperationGetResult(shape.body[i], r)) }, i))
        })
        .collect();
    let mut needed = BTreeSet::new();
    let mut work: Vec<MlirValue> = roots.to_vec();
    while let Some(v) = work.pop() {
        if let Some(&i) = results.get(&key(v)) {
            if needed.insert(i) {
                work.extend(op_ref(shape.body[i]).operands().map(|o| o.to_raw()));
            }
        }
    }
    needed.into_iter().collect()
}

fn operands_of(op: MlirOperation) -> Vec<MlirValue> {
    op_ref(op).operands().map(|v| v.to_raw()).collect()
}

/// Software-pipelines a frame loop of `trips >= 2` iterations over pipes of
/// at least two frames: the reads of iteration i+1 go into the next frame
/// (`reserve_next`) while those of iteration i complete and are pushed.
///
/// ```text
/// prologue: reserve_back; t0 = reads(0)
/// for k in 0..n-1 (args a_k, t_k): a_k+1 = f(a_k); reserve_next;
///     t_k+1 = reads(k+1) into the next frame; wait(t_k); push_back
/// epilogue: wait(t_n-1); push_back; results f(a_n-1)
/// ```
pub fn pipeline_loop(lp: MlirOperation, capacities: &BTreeMap<String, u64>) -> Result<(), String> {
    let lp_ref = op_ref(lp);
    let trips = known_trips(&lp_ref).ok_or("its trip count is not known")?;
    match trips {
        0 => return Err("it never runs".into()),
        1 => return Err("it runs once".into()),
        _ => {}
    }
    let shape = frame_loop(&lp_ref, capacities)?;
    let body = lp_ref.region(0).ok().and_then(|r| r.first_block()).ok_or("no body")?;
    let outer = lp_ref.block().ok_or("the loop is not in a block")?.to_raw();
    let location = lp_ref.location();
    let token = token_type(&lp_ref)?;
    let context = unsafe { lp_ref.context().to_ref() };
    let iv = body.argument(0).map_err(|e| e.to_string())?.to_raw();
    let args: Vec<MlirValue> = (1..body.argument_count()).filter_map(|i| body.argument(i).ok()).map(|a| a.to_raw()).collect();
    let inits: Vec<MlirValue> = (3..lp_ref.operand_count()).filter_map(|i| lp_ref.operand(i).ok()).map(|v| v.to_raw()).collect();
    let yielded: Vec<MlirValue> = body.terminator().map(|t| operands_of(t.to_raw())).unwrap_or_default();
    let (lb, ub_value, step) = (lp_ref.operand(0).map_err(|e| e.to_string())?, lp_ref.operand(1).map_err(|e| e.to_string())?, lp_ref.operand(2).map_err(|e| e.to_string())?);
    let (lb_const, step_const) = (crate::verify_protocol::evaluate(lb)?, crate::verify_protocol::evaluate(step)?);
    let before_loop = Cursor { block: outer, before: Some(lp) };
    let transfer_roots: Vec<MlirValue> = shape.transfers.iter().flat_map(|&i| operands_of(shape.body[i])).collect();
    let issue_slice = pure_slice(&shape, &transfer_roots);
    let advance_slice = pure_slice(&shape, &yielded);

    // Issues the reserves and reads of one iteration (in body order) at
    // `at`, with iv and args renamed by `map`; returns the tokens.
    let issue = |map: &mut HashMap<usize, MlirValue>, at: Cursor, next: bool| -> Result<Vec<MlirValue>, String> {
        let mut tokens = Vec::new();
        for i in 0..shape.body.len() {
            let op = shape.body[i];
            if issue_slice.contains(&i) {
                at.clone_mapped(op, map);
            } else if shape.pipes.contains(&i) {
                if next {
                    let pipe = mapped(map, operands_of(op)[0]);
                    simple_op("pipe.reserve_next", &[pipe], op_ref(op).location(), at)?;
                } else {
                    at.clone_mapped(op, map);
                }
            } else if shape.transfers.contains(&i) {
                let new = transfer_with_token(op, map, next, at)?;
                tokens.push(unsafe { mlir_sys::mlirOperationGetResult(new, 0) });
            }
        }
        Ok(tokens)
    };
    // f(a_k): the next iteration's arguments.
    let advance = |map: &mut HashMap<usize, MlirValue>, at: Cursor| -> Vec<MlirValue> {
        for &i in &advance_slice {
            at.clone_mapped(shape.body[i], map);
        }
        yielded.iter().map(|v| mapped(map, *v)).collect()
    };
    let constant = |value: i64, of: Value, at: Cursor| -> Result<MlirValue, String> {
        let attribute = IntegerAttribute::new(of.r#type(), value);
        let op = at.build(OperationBuilder::new("arith.constant", location).add_attributes(&[(Identifier::new(context, "value"), attribute.into())]).add_results(&[of.r#type()]))?;
        Ok(unsafe { mlir_sys::mlirOperationGetResult(op, 0) })
    };

    // Prologue: iteration 0.
    let mut map: HashMap<usize, MlirValue> = HashMap::new();
    map.insert(key(iv), lb.to_raw());
    for (a, init) in args.iter().zip(&inits) {
        map.insert(key(*a), *init);
    }
    let first_tokens = issue(&mut map, before_loop, false)?;

    // The loop over iterations 0..n-1, carrying the arguments and tokens.
    let last_iv = lb_const + (trips as i64 - 1) * step_const;
    let new_ub = constant(last_iv, ub_value, before_loop)?;
    let mut block_args: Vec<(Type, Location)> = vec![(value(iv).r#type(), location)];
    block_args.extend(args.iter().map(|a| (value(*a).r#type(), location)));
    block_args.extend(first_tokens.iter().map(|_| (token, location)));
    let new_body = Block::new(&block_args);
    let new_body_raw = new_body.to_raw();
    let region = Region::new();
    region.append_block(new_body);
    let mut loop_operands: Vec<Value> = vec![lb, value(new_ub), step];
    loop_operands.extend(inits.iter().map(|v| value(*v)));
    loop_operands.extend(first_tokens.iter().map(|v| value(*v)));
    let mut result_types: Vec<Type> = args.iter().map(|a| value(*a).r#type()).collect();
    result_types.extend(first_tokens.iter().map(|_| token));
    let attributes: Vec<(Identifier, Attribute)> = lp_ref.attributes().collect();
    let new_loop = before_loop.build(
        OperationBuilder::new("scf.for", location)
            .add_operands(&loop_operands)
            .add_results(&result_types)
            .add_attributes(&attributes)
            .add_regions([region]),
    )?;
    let inner = Cursor { block: new_body_raw, before: None };
    let body_arg = |i: usize| unsafe { mlir_sys::mlirBlockGetArgument(new_body_raw, i as isize) };
    let mut map: HashMap<usize, MlirValue> = HashMap::new();
    map.insert(key(iv), body_arg(0));
    for (i, a) in args.iter().enumerate() {
        map.insert(key(*a), body_arg(1 + i));
    }
    let next_args = advance(&mut map, inner);
    let next_iv = {
        let built = inner.build(
            OperationBuilder::new("arith.addi", location).add_operands(&[value(body_arg(0)), step]).add_results(&[value(iv).r#type()]),
        )?;
        unsafe { mlir_sys::mlirOperationGetResult(built, 0) }
    };
    let mut next_map: HashMap<usize, MlirValue> = HashMap::new();
    next_map.insert(key(iv), next_iv);
    for (a, n) in args.iter().zip(&next_args) {
        next_map.insert(key(*a), *n);
    }
    let next_tokens = issue(&mut next_map, inner, true)?;
    let current_tokens: Vec<MlirValue> = (0..first_tokens.len()).map(|i| body_arg(1 + args.len() + i)).collect();
    simple_op("noc.wait", &current_tokens, location, inner)?;
    for &i in &shape.pushes {
        inner.clone_mapped(shape.body[i], &mut HashMap::new());
    }
    let mut yield_values = next_args.clone();
    yield_values.extend(next_tokens);
    simple_op("scf.yield", &yield_values, location, inner)?;

    // Epilogue: the last iteration's frames, and the loop's results.
    let results: Vec<MlirValue> = (0..result_types.len()).map(|i| unsafe { mlir_sys::mlirOperationGetResult(new_loop, i as isize) }).collect();
    simple_op("noc.wait", &results[args.len()..], location, before_loop)?;
    for &i in &shape.pushes {
        before_loop.clone_mapped(shape.body[i], &mut HashMap::new());
    }
    let mut map: HashMap<usize, MlirValue> = HashMap::new();
    map.insert(key(iv), new_ub);
    for (i, a) in args.iter().enumerate() {
        map.insert(key(*a), results[i]);
    }
    let finals = advance(&mut map, before_loop);
    for (i, final_value) in finals.iter().enumerate() {
        let old = unsafe { mlir_sys::mlirOperationGetResult(lp, i as isize) };
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old, *final_value) };
    }
    destroy(lp);
    Ok(())
}

/// The counted loops of a function, innermost first.
pub fn loops_of(function: &OperationRef) -> Vec<MlirOperation> {
    let mut loops: Vec<MlirOperation> = nested(function).into_iter().filter(|o| op_name(&op_ref(*o)) == "scf.for").collect();
    loops.reverse();
    loops
}
