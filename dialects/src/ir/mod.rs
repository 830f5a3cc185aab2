//! The IR toolkit: every raw MLIR/LLVM call Tanto makes, behind safe
//! functions on melior's typed handles.
//!
//! This module is the only place in the workspace with `unsafe` code and the
//! only user of `mlir_sys` (the other crates do not depend on it and forbid
//! `unsafe_code`). Each `unsafe` block names the invariant that makes it
//! sound. The invariants the functions rely on are melior's own:
//!
//! - a handle (`OperationRef`, `Value`, `BlockRef`) is used only while the IR
//!   it points into is alive; its lifetime parameter ties it to its owner;
//! - an op erased through [`erase`] is not used again through another copy of
//!   its handle (as with melior's `RewriterBase::erase_op`); [`erase`] refuses
//!   an op whose results are still used, and [`rewrite::replace_each`] gives a
//!   rewrite a handle it cannot keep, then erases the op itself;
//! - a context is never recovered from an op: passes receive the `&Context`
//!   they run with from [`bridge`], and pass it down.

pub mod bridge;
pub mod handles;
mod llvm;
pub mod rewrite;
pub mod session;
pub(crate) mod shim;

pub use llvm::{delete_unused_function, parse_ir, translate_to_llvm};

use melior::{
    ir::{
        block::BlockLike,
        operation::{OperationLike, OperationMutLike, OperationRefMut, WalkOrder, WalkResult},
        Attribute, BlockRef, Location, Operation, OperationRef, Type, TypeLike, Value, ValueLike,
    },
    pass::PassManager,
    Context,
};

/// A failure of the toolkit: MLIR refused something Tanto built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IrError {
    #[error("internal error: MLIR cannot parse the type `{0}`; is its dialect loaded?")]
    Type(String),
    #[error("internal error: MLIR cannot parse the attribute `{0}`")]
    Attribute(String),
    #[error("internal error: an op is inserted next to `{0}`, which is in no block")]
    Detached(String),
    #[error("internal error: `{op}` has {results} results but is replaced by {values} values")]
    ResultCount {
        op: String,
        results: usize,
        values: usize,
    },
    #[error("internal error: `{0}` is erased while its results are still used")]
    StillUsed(String),
}

/// Whether standard output was closed when the process started (`>&-`).
/// Rust reopens it on /dev/null before `main`, so only the shim can tell.
pub fn stdout_was_closed() -> bool {
    // SAFETY: reads a flag the shim set once, before `main`; no arguments.
    unsafe { shim::tantoStdoutClosedAtStart() }
}

/// The extents of a shaped type (memref, tensor, vector) whose every
/// dimension is static; None otherwise. (melior does not export its
/// dimension-size type.)
pub fn static_shape(r#type: Type) -> Option<Vec<u64>> {
    let raw = r#type.to_raw();
    // SAFETY: the type is live; each query is valid once the type is known
    // to be shaped and ranked, and indices stay below its rank.
    unsafe {
        if !mlir_sys::mlirTypeIsAShaped(raw)
            || !mlir_sys::mlirShapedTypeHasRank(raw)
            || !mlir_sys::mlirShapedTypeHasStaticShape(raw)
        {
            return None;
        }
        let rank = mlir_sys::mlirShapedTypeGetRank(raw);
        Some(
            (0..rank)
                .map(|i| mlir_sys::mlirShapedTypeGetDimSize(raw, i as isize) as u64)
                .collect(),
        )
    }
}

/// Parses a type; a failure is an error, never a silent `none`.
pub fn parse_type<'c>(context: &'c Context, text: &str) -> Result<Type<'c>, IrError> {
    Type::parse(context, text).ok_or_else(|| IrError::Type(text.to_string()))
}

/// Parses an attribute; a failure is an error.
pub fn parse_attribute<'c>(context: &'c Context, text: &str) -> Result<Attribute<'c>, IrError> {
    Attribute::parse(context, text).ok_or_else(|| IrError::Attribute(text.to_string()))
}

/// A key identifying an op for maps and sets (its address). Comparing keys
/// is safe; nothing turns a key back into a handle.
pub fn op_key(op: OperationRef) -> usize {
    op.to_raw().ptr as usize
}

/// A key identifying a value for maps and sets.
pub fn value_key(value: Value) -> usize {
    value.to_raw().ptr as usize
}

/// A key identifying a type for maps and sets. Types are uniqued in their
/// context: within one context, equal keys are equal types.
pub fn type_key(r#type: Type) -> usize {
    r#type.to_raw().ptr as usize
}

/// `op` printed with `flags`, as melior's `to_string_with_flags` but in one
/// piece: MLIR prints into a C++ buffer instead of calling back into Rust
/// for every token. The bytes are MLIR's output unchanged.
///
/// MLIR's printer verifies the op first and falls back to the generic form
/// when it is invalid (custom printers may assume valid IR). Pass
/// `verified = true` only for IR that was verified since it last changed: the
/// printer then skips that verification, and prints the same text.
pub fn print_operation<'c: 'a, 'a>(
    op: &impl OperationLike<'c, 'a>,
    flags: &melior::ir::operation::OperationPrintingFlags,
    verified: bool,
) -> Vec<u8> {
    unsafe extern "C" fn collect(text: mlir_sys::MlirStringRef, user_data: *mut std::ffi::c_void) {
        // SAFETY: `user_data` is the `Vec<u8>` below, borrowed mutably for
        // the call; `text` points at the shim's buffer, alive during the
        // callback.
        unsafe { (*user_data.cast::<Vec<u8>>()).extend_from_slice(shim::as_bytes(text)) }
    }
    let mut bytes: Vec<u8> = Vec::new();
    // SAFETY: the op and the flags are live; the callback only appends to
    // `bytes`, which outlives the call.
    unsafe {
        shim::tantoOperationPrintBuffered(
            op.to_raw(),
            flags.to_raw(),
            verified,
            collect,
            (&mut bytes as *mut Vec<u8>).cast(),
        );
    }
    bytes
}

/// `root` and every op nested in it, in pre-order.
pub fn nested_ops<'c, 'a>(root: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut raw = Vec::new();
    root.walk(WalkOrder::PreOrder, |op| {
        raw.push(op.to_raw());
        WalkResult::Advance
    });
    // SAFETY: the walked ops are nested in `root`, which the caller borrows
    // for 'a, and the walk changed nothing.
    raw.into_iter()
        .map(|op| unsafe { OperationRef::from_raw(op) })
        .collect()
}

/// The ops nested in `root` (`root` included) for which `keep` holds, in
/// pre-order. `keep` sees each op during the walk, while it is in the cache:
/// collecting every op first and filtering the list after touched each op
/// twice, and on a kernel larger than the cache each touch is a miss.
pub fn nested_ops_where<'c, 'a>(
    root: OperationRef<'c, 'a>,
    mut keep: impl FnMut(OperationRef<'c, 'a>) -> bool,
) -> Vec<OperationRef<'c, 'a>> {
    let mut kept = Vec::new();
    root.walk(WalkOrder::PreOrder, |op| {
        // SAFETY: the walked ops are nested in `root`, which the caller
        // borrows for 'a, and `keep` only reads them (it holds no mutable
        // handle: the walk must not change the IR it walks).
        let op = unsafe { OperationRef::from_raw(op.to_raw()) };
        if keep(op) {
            kept.push(op);
        }
        WalkResult::Advance
    });
    kept
}

/// Whether `test` holds for an op nested in `root` (`root` included); the
/// walk stops at the first that does.
pub fn any_nested<'c, 'a>(
    root: OperationRef<'c, 'a>,
    mut test: impl FnMut(OperationRef<'c, 'a>) -> bool,
) -> bool {
    let mut found = false;
    root.walk(WalkOrder::PreOrder, |op| {
        // SAFETY: as in `nested_ops_where`.
        if test(unsafe { OperationRef::from_raw(op.to_raw()) }) {
            found = true;
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    found
}

/// The `func.func` ops in `root` (`root` included), in pre-order, without
/// entering function bodies: MLIR's symbol verifier puts every `func.func`
/// directly in a symbol table, never in a function's body, and walking each
/// kernel's ops only to pass them by cost the passes that look for
/// functions a cache miss per op on a large kernel.
pub fn functions<'c, 'a>(root: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut raw = Vec::new();
    root.walk(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            raw.push(op.to_raw());
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    // SAFETY: as in `nested_ops_where`.
    raw.into_iter()
        .map(|op| unsafe { OperationRef::from_raw(op) })
        .collect()
}

/// A reference to an owned or borrowed op, valid while it is borrowed.
pub fn as_ref<'c: 'a, 'a, 'x>(op: &'x impl OperationLike<'c, 'a>) -> OperationRef<'c, 'x> {
    // SAFETY: `op` is live and borrowed for 'x, the lifetime of the result.
    unsafe { OperationRef::from_raw(op.to_raw()) }
}

fn as_mut<'c, 'a>(op: OperationRef<'c, 'a>) -> OperationRefMut<'c, 'a> {
    // SAFETY: the op is live for 'a. MLIR ops have no Rust-side aliasing
    // rules: every mutation goes through the C API, as melior's own
    // `RewriterBase` does with shared references.
    unsafe { OperationRefMut::from_raw(op.to_raw()) }
}

/// Sets (or replaces) attribute `name` of `op`.
pub fn set_attribute<'c>(op: OperationRef<'c, '_>, name: &str, attribute: Attribute<'c>) {
    as_mut(op).set_attribute(name, attribute);
}

/// Sets operand `index` of `op` to `value`.
pub fn set_operand<'c, 'a>(op: OperationRef<'c, 'a>, index: usize, value: Value<'c, '_>) {
    if index < op.operand_count() {
        // SAFETY: the op and value are live, and the index is in range.
        unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), index as isize, value.to_raw()) }
    }
}

/// Replaces every use of `from` with `to`.
pub fn replace_all_uses<'c>(from: Value<'c, '_>, to: Value<'c, '_>) {
    // SAFETY: both values are live and belong to the same context.
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(from.to_raw(), to.to_raw()) }
}

/// Whether `value` has any use.
pub fn has_uses(value: Value) -> bool {
    // SAFETY: the value is live; the call only reads its use list.
    !unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) }
        .ptr
        .is_null()
}

/// Replaces every result of `op` with the matching value, then erases `op`.
/// As many values as results, else an error and nothing changes.
pub fn replace_op<'c>(op: OperationRef<'c, '_>, values: &[Value<'c, '_>]) -> Result<(), IrError> {
    replace_uses(op, values)?;
    erase(op)
}

/// Replaces every result of `op` with the matching value; `op` stays, unused.
pub(crate) fn replace_uses<'c>(
    op: OperationRef<'c, '_>,
    values: &[Value<'c, '_>],
) -> Result<(), IrError> {
    if op.result_count() != values.len() {
        return Err(IrError::ResultCount {
            op: op_name(&op),
            results: op.result_count(),
            values: values.len(),
        });
    }
    for (result, value) in op.results().zip(values) {
        replace_all_uses(result.into(), *value);
    }
    Ok(())
}

/// Detaches `op` from its block and destroys it (with its regions). The op
/// is taken by value, and one whose results are still used is refused (its
/// users would point at freed memory). melior's handles are `Copy`, so the
/// caller must still not use another copy of the handle afterwards; a
/// rewrite through [`rewrite::replace_each`] cannot.
pub fn erase(op: OperationRef) -> Result<(), IrError> {
    if op.results().any(|result| has_uses(result.into())) {
        return Err(IrError::StillUsed(op_name(&op)));
    }
    // SAFETY: the op is live and nothing uses its results; destroying it
    // also unlinks it from its block. Per the toolkit's contract no handle to
    // it is used after this call.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) }
    Ok(())
}

/// A detached deep copy of `op`, owned by the caller.
pub fn clone_detached<'c>(op: OperationRef<'c, '_>) -> Operation<'c> {
    // SAFETY: the op is live; the clone is a new op nobody else owns.
    unsafe { Operation::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) }
}

/// Inserts `op` after `anchor`, in `anchor`'s block.
/// Appends a copy of every op of `from`'s body to `to`'s body, but those
/// `keep` refuses.
pub fn append_module_ops<'c>(
    from: &melior::ir::Module<'c>,
    to: &melior::ir::Module<'c>,
    mut keep: impl FnMut(OperationRef<'c, '_>) -> bool,
) {
    use melior::ir::BlockLike;
    let mut operation = from.body().first_operation();
    while let Some(op) = operation {
        if keep(op) {
            to.body().append_operation(clone_detached(op));
        }
        operation = op.next_in_block();
    }
}

pub fn insert_after<'c, 'a>(
    anchor: OperationRef<'c, 'a>,
    op: Operation<'c>,
) -> Result<OperationRef<'c, 'a>, IrError> {
    let block = anchor
        .block()
        .ok_or_else(|| IrError::Detached(op_name(&anchor)))?;
    Ok(block.insert_operation_after(anchor, op))
}

/// The full name of `op`, such as `noc.read` ("" if not UTF-8).
pub fn op_name(op: &OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// Moves `op` to just before `anchor` (which may be in another block).
pub fn move_before(op: OperationRef, anchor: OperationRef) {
    as_mut(op).move_before(anchor);
}

/// Moves `op` to just after `anchor` (which may be in another block).
pub fn move_after(op: OperationRef, anchor: OperationRef) {
    as_mut(op).move_after(anchor);
}

/// Moves `op` to the start of `block`.
pub fn move_to_start(op: OperationRef, block: BlockRef) {
    match block.first_operation() {
        Some(first) if first != op => move_before(op, first),
        Some(_) => {}
        None => {
            // SAFETY: both are live; the op is unlinked, then owned by `block`.
            unsafe {
                mlir_sys::mlirOperationRemoveFromParent(op.to_raw());
                mlir_sys::mlirBlockAppendOwnedOperation(block.to_raw(), op.to_raw());
            }
        }
    }
}

/// Changes the type of `value` in place.
pub fn set_type<'c>(value: Value<'c, '_>, r#type: Type<'c>) {
    value.set_type(r#type);
}

/// Erases argument `index` of `block`, which must have no uses left.
pub fn erase_argument(block: BlockRef, index: usize) -> bool {
    let Ok(argument) = block.argument(index) else {
        return false;
    };
    if has_uses(argument.into()) {
        return false;
    }
    // SAFETY: the argument exists and has no uses, so no value dangles.
    unsafe { block.erase_argument(index) };
    true
}

/// The op `value` is defined by, if it is an op result.
pub fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(value)
        .ok()
        .map(|r| r.owner())
}

/// Prints MLIR's pass timing report when `manager` is dropped.
pub fn enable_timing(manager: &PassManager) {
    // SAFETY: the pass manager is live; timing is a flag on it.
    unsafe { mlir_sys::mlirPassManagerEnableTiming(manager.to_raw()) }
}

/// Runs `manager` on `module`; false when a pass failed (reported as
/// diagnostics), including a C++ exception, which the shim catches.
pub fn run_pass_manager(manager: &PassManager, module: &mut melior::ir::Module) -> bool {
    // SAFETY: the manager and the module are live and the module is not
    // borrowed elsewhere (`&mut`); the shim catches C++ exceptions.
    unsafe { shim::tantoPassManagerRunOnOp(manager.to_raw(), module.as_operation().to_raw()) }
}

/// Registers the LLVM IR translation interfaces of the dialects in `context`.
pub fn register_llvm_translations(context: &Context) {
    // SAFETY: the context is live; the shim appends a registry to it.
    unsafe { shim::tantoRegisterLLVMTranslations(context.to_raw()) }
}

/// The dialect handles melior does not wrap: irdl and index.
pub fn extra_dialect_handles() -> [melior::dialect::DialectHandle; 3] {
    // SAFETY: the getters return static dialect descriptors.
    unsafe {
        [
            melior::dialect::DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__irdl__()),
            melior::dialect::DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__index__()),
            melior::dialect::DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__vector__()),
        ]
    }
}

/// Registers, once per process, the upstream passes a pipeline may name:
/// the generic transforms, the conversions to the LLVM dialect and the
/// debug-info scopes `tanto-translate -g` adds.
pub fn register_upstream_passes() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    // SAFETY: the registration functions only add to MLIR's global pass
    // registry, and `Once` runs them one time, on one thread.
    ONCE.call_once(|| unsafe {
        use mlir_sys::*;
        mlirRegisterTransformsPasses();
        mlirRegisterConversionSCFToControlFlowPass();
        mlirRegisterConversionConvertControlFlowToLLVMPass();
        mlirRegisterConversionArithToLLVMConversionPass();
        mlirRegisterConversionConvertFuncToLLVMPass();
        mlirRegisterConversionFinalizeMemRefToLLVMConversionPass();
        mlirRegisterConversionConvertIndexToLLVMPass();
        mlirRegisterConversionConvertVectorToLLVMPass();
        mlirRegisterConversionReconcileUnrealizedCastsPass();
        mlirRegisterConversionConvertToLLVMPass();
        llvm::register_debug_info_scope_pass();
    });
}

/// Severity of an emitted diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error = 0,
    Warning = 1,
    Remark = 2,
}

/// Errors and warnings reported outside MLIR (the frontends' rendered
/// diagnostics), by [`Severity`].
static REPORTED_OUTSIDE_MLIR: [std::sync::atomic::AtomicUsize; 2] = [
    std::sync::atomic::AtomicUsize::new(0),
    std::sync::atomic::AtomicUsize::new(0),
];

/// Counts a diagnostic the caller printed itself, for [`reported_counts`].
pub fn count_reported(severity: Severity) {
    if let Some(counter) = REPORTED_OUTSIDE_MLIR.get(severity as usize) {
        counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

/// Makes `context` count the errors and warnings it reports, for
/// [`reported_counts`]. Source sessions count their own.
pub fn count_diagnostics(context: &Context) {
    // SAFETY: the context is live; the shim registers a handler on it that
    // captures nothing.
    unsafe { shim::tantoCountDiagnostics(context.to_raw()) }
}

/// (warnings, errors) reported so far in this process: MLIR's (from
/// contexts and sessions that count) and [`count_reported`]'s. The tools'
/// summary line (`N warnings and M errors generated.`).
pub fn reported_counts() -> (usize, usize) {
    let (mut errors, mut warnings) = (0usize, 0usize);
    // SAFETY: both pointers are valid for writes during the call.
    unsafe { shim::tantoReportedDiagnostics(&mut errors, &mut warnings) };
    let outside = |i: usize| REPORTED_OUTSIDE_MLIR[i].load(std::sync::atomic::Ordering::Relaxed);
    (warnings + outside(1), errors + outside(0))
}

/// Emits a diagnostic at `location` through the context's handlers, with
/// notes at other locations.
pub fn emit_diagnostic(
    location: Location,
    severity: Severity,
    message: &str,
    notes: &[(Location, String)],
) {
    let locations: Vec<_> = notes.iter().map(|(l, _)| l.to_raw()).collect();
    let messages: Vec<_> = notes.iter().map(|(_, m)| shim::string_ref(m)).collect();
    // SAFETY: every pointer is valid for the call (the vectors live until it
    // returns, with `locations.len()` entries each); the shim copies them.
    unsafe {
        shim::tantoEmitDiagnostic(
            location.to_raw(),
            severity as i32,
            shim::string_ref(message),
            locations.len() as isize,
            locations.as_ptr(),
            messages.as_ptr(),
        )
    }
}

/// `(dialect, name)` of an IRDL (dynamic) type, e.g. `("noc", "local")`.
pub fn dynamic_type_name(r#type: Type) -> Option<(String, String)> {
    let raw = r#type.to_raw();
    // SAFETY: `raw` is a live type; the shim only reads it, and the string
    // references it returns point into the type's dialect, alive with the
    // context.
    unsafe {
        if !shim::tantoTypeIsDynamic(raw) {
            return None;
        }
        Some((
            shim::to_string(shim::tantoDynamicTypeGetDialect(raw))?,
            shim::to_string(shim::tantoDynamicTypeGetName(raw))?,
        ))
    }
}

/// Whether `r#type` is the IRDL type `!dialect.name`; compares in place,
/// without copying the names (it runs for every operand the verifier checks).
pub fn dynamic_type_is(r#type: Type, dialect: &str, name: &str) -> bool {
    let raw = r#type.to_raw();
    // SAFETY: `raw` is a live type; the shim only reads it, and the string
    // references it returns point into the type's dialect, alive with the
    // context, for at least the duration of this call.
    unsafe {
        shim::tantoTypeIsDynamic(raw)
            && shim::as_bytes(shim::tantoDynamicTypeGetName(raw)) == name.as_bytes()
            && shim::as_bytes(shim::tantoDynamicTypeGetDialect(raw)) == dialect.as_bytes()
    }
}

/// Parameter `index` of an IRDL type.
pub fn dynamic_type_param<'c>(r#type: Type<'c>, index: usize) -> Option<Attribute<'c>> {
    let raw = r#type.to_raw();
    // SAFETY: the type is live and the index is checked against the
    // parameter count before it is read.
    unsafe {
        if !shim::tantoTypeIsDynamic(raw)
            || index >= shim::tantoDynamicTypeGetNumParams(raw) as usize
        {
            return None;
        }
        Some(Attribute::from_raw(shim::tantoDynamicTypeGetParam(
            raw,
            index as isize,
        )))
    }
}

/// Removes attribute `name` of `op`; whether it was there.
pub fn remove_attribute(op: OperationRef, name: &str) -> bool {
    as_mut(op).remove_attribute(name).is_ok()
}

#[cfg(test)]
mod tests;
