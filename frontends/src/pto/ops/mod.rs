//! PTO statements planned as ops of our dialects: a pure planner from a
//! statement of the syntax tree to an op description (name, typed operands and
//! results, attributes), which the IR glue builds. Operand types come from
//! the values' definitions when known (views carry their strides there), else
//! from the types written in the statement.

mod comm;
mod compute;
mod explicit_pipe;
mod fifo;
mod gather;
mod memory;
mod memref;
mod multi_result;
mod nz_load;
mod peer_inits;
mod scalar;
mod split_usage;
mod store;
mod sync;

use super::{
    ast::{parse_int, AttrEntry, AttrRef, Item, Operand, Statement},
    types::{pad_dims, TileType, Ty, ViewType, Written, VIEW_RANK},
    PtoTarget,
};
use crate::diagnostic::Diagnostic;
pub use peer_inits::PeerInits;
pub use split_usage::SplitUsage;
use std::{
    collections::{HashMap, VecDeque},
    ops::Range,
};
use tanto_dialects::pto_arch::{self, is_matmul, is_shaped_class};

/// What is known of the values in scope.
#[derive(Default)]
pub struct Scope {
    pub types: HashMap<String, Ty>,
    /// Integer constants (`arith.constant N : index`), for static view shapes
    /// and manual addresses.
    pub constants: HashMap<String, i64>,
    /// Values used before any definition, with their written types: the
    /// arguments of the function wrapped around a bare instruction list.
    pub implicit: Vec<(String, Ty)>,
    /// Collect undefined values as implicit arguments (bare instruction lists).
    pub bare: bool,
    /// The FIFOs `aic/aiv_initialize_pipe` made: (C2V, the pipe's name and
    /// type), and the slot each direction last popped (for its free).
    pub implicit_pipes: Vec<(bool, String, Ty)>,
    /// Whether those FIFOs are A5's direct ones (`pipe.tpipe_local`).
    pub implicit_local: bool,
    /// The slots each FIFO (by name) popped and has not freed, oldest first.
    pub popped_slots: HashMap<String, VecDeque<(String, &'static str)>>,
    /// PTOAS's explicit pipe handles (`initialize_l2g2l_pipe`...), by name.
    pub explicit_pipes: HashMap<String, explicit_pipe::ExplicitPipe>,
    /// The module's explicit pipes by peer group (kept across functions).
    pub peer_inits: PeerInits,
    /// The function being lowered.
    pub function: String,
    /// Addresses from `pto.reserve_buffer` / `import_reserved_buffer`:
    /// the buffer's owner function and name.
    pub reserved_addrs: HashMap<String, (String, String)>,
    /// `pto.declare_tile` names no tpop has filled yet, and their types.
    pub declared_tiles: HashMap<String, (Ty, Range<usize>)>,
    /// Names for the values the implicit FIFO ops define.
    pub fresh: usize,
    /// The module's implicit-pipe split usage (kept across its functions).
    pub split_usage: SplitUsage,
    /// The first `memref.alloc` the planner places, and the first manual
    /// `pto.reserve_buffer` (PTOAS refuses the two together).
    pub memref_alloc: Option<Range<usize>>,
    pub manual_reserve: Option<Range<usize>>,
    /// Warnings the planner found (the lowering reports them with its own).
    pub warnings: Vec<Diagnostic>,
    /// The first tassign to a run-time offset and the first alloc_tile
    /// without `addr`: PTOAS refuses the two in one function.
    pub rebind_at: Option<Range<usize>>,
    pub planned_alloc_at: Option<Range<usize>>,
}

/// Where an implicit pipe's slots are: a global buffer (its pointer), or
/// the consumer's local buffer per direction (C2V, V2C; the address value).
enum PipeMemory {
    Global(String, Ty),
    Local(Vec<Option<String>>),
}

/// The op families, by the number and kind of their tile inputs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// Tile instructions with a destination: op name and the allowed input counts.
    Compute(&'static str, usize, usize),
    Store,
    AllocTile,
    Assign,
    MakeView,
    Partition,
    /// GET_TENSOR_VIEW_DIM: a static dimension of a view, as a constant.
    ViewDim,
    /// PRINT: printf of one scalar.
    Printf,
    /// SETTF32MODE: A2/A3's no-op mode switch.
    Tf32Mode,
    /// MGATHER (false) / MSCATTER (true): a tile from or to a global table
    /// by index.
    IndexedMemory(bool),
    /// ADDPTR, LOAD_SCALAR, STORE_SCALAR: global-memory pointers.
    Pointer(&'static str),
    /// SET_VALIDSHAPE: the buffer's name rebound to the reshaped buffer.
    SetValidShape,
    /// TALIAS (false) and TSUBVIEW / `pto.subset` (true): a view of a
    /// tile's storage.
    View(bool),
    BlockInfo(&'static str),
    Event(&'static str),
    Barrier,
    SyncAll,
    GetVal,
    SetVal,
    Print,
    Trap,
    /// TPARTARGMAX / TPARTARGMIN: two destinations.
    PartArg(&'static str),
    /// `pto.sync.set` / `pto.sync.wait`: a cross-core flag.
    CrossCore(&'static str),
    /// GET_BUF (false) / RLS_BUF (true).
    BufToken(bool),
    BarrierSync,
    SyncOp,
    Sync,
    Tpipe,
    /// talloc / tpop (open a slot), tpush / tfree (close it).
    Fifo(&'static str, bool),
    /// SET_FLAG / WAIT_FLAG and their `_dyn` forms: the op and whether the
    /// event id is a value.
    Flag(&'static str, bool),
    /// An event-id array's declaration, read and write: the memref op.
    EventIdArray(&'static str),
    /// The async communication ops (ops/comm.rs): the op.
    AsyncComm(&'static str),
}

/// `isUpperOrLower` as `is_upper_or_lower`.
fn snake_case(key: &str) -> String {
    let mut out = String::new();
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            if !out.is_empty() {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn is_optional(input: &tanto_dialects::pto_isa::Value) -> bool {
    input.arity.as_deref() == Some("optional")
}

/// The family of the statement `name`: the instruction it spells, looked up
/// in the instruction table (dialects/src/pto/isa.toml), planned by the op
/// that implements it.
fn family(name: &str) -> Option<Family> {
    let isa = tanto_dialects::pto_isa::isa();
    let instruction = isa.find_statement(name)?;
    // Class instructions take their operand shape from their class.
    if let Some(class) = instruction.class.as_deref().and_then(|c| isa.class(c)) {
        let max = class.inputs.len();
        let min = class.inputs.iter().filter(|v| !is_optional(v)).count();
        return Some(Family::Compute(instruction.lower.as_str(), min, max));
    }
    let op = instruction.op.as_deref()?;
    let mnemonic = instruction.mnemonic.as_str();
    Some(match op {
        "tstore" | "tstore_fp" => Family::Store,
        "alloc_tile" => Family::AllocTile,
        "tassign" => Family::Assign,
        "make_view" => Family::MakeView,
        "partition" => Family::Partition,
        "arith.constant" => Family::ViewDim,
        "set_valid_shape" => Family::SetValidShape,
        "addptr" | "load_scalar" | "store_scalar" => Family::Pointer(op),
        "settf32mode" => Family::Tf32Mode,
        "print" => Family::Printf,
        "mgather" => Family::IndexedMemory(false),
        "mscatter" => Family::IndexedMemory(true),
        "talias" => Family::View(false),
        "subview" => Family::View(true),
        "block_info" => Family::BlockInfo(instruction.lower.strip_prefix("get_")?),
        "record_event" | "wait_event" => Family::Event(op),
        "set_flag" | "wait_flag" => Family::Flag(op, mnemonic.ends_with("_DYN")),
        "memref.alloca" | "memref.load" | "memref.store" => Family::EventIdArray(op),
        "build_async_session"
        | "tput_async"
        | "tget_async"
        | "wait_async_event"
        | "test_async_event" => Family::AsyncComm(op),
        "barrier" if mnemonic == "BARRIER_SYNC" => Family::BarrierSync,
        "barrier" => Family::Barrier,
        "syncall" => Family::SyncAll,
        "tgetval" => Family::GetVal,
        "tsetval" => Family::SetVal,
        "tprint" => Family::Print,
        "trap" => Family::Trap,
        "tinterleave" | "tdeinterleave" | "tpartargmax" | "tpartargmin" => Family::PartArg(op),
        "sync_set" | "sync_wait" => Family::CrossCore(op),
        "buf_token" => Family::BufToken(mnemonic == "RLS_BUF"),
        "tsync" if name.strip_prefix("pto.").unwrap_or(name) == "tsync.op" => Family::SyncOp,
        "tsync" => Family::Sync,
        // AIC/AIV_INITIALIZE_PIPE are planned with their functions (ast.rs);
        // only the op form `pto.tpipe` is a statement.
        "pipe.tpipe" if name.strip_prefix("pto.").unwrap_or(name) == "tpipe" => Family::Tpipe,
        "pipe.tpipe" => return None,
        "pipe.talloc" | "pipe.tpop" => Family::Fifo(&op["pipe.".len()..], true),
        "pipe.tpush" | "pipe.tfree" => Family::Fifo(&op["pipe.".len()..], false),
        // The other destination-passing ops: their tile inputs are their
        // operands before the destination, as the dialect defines them.
        _ => {
            let (_, def) = tanto_dialects::op_def(&format!("pto.{op}"))?;
            let inputs = def.operands.iter().take_while(|v| v.name != "dst");
            if inputs.clone().count() == def.operands.len() {
                return None;
            }
            let max = inputs.clone().count();
            let min = inputs
                .filter(|v| v.arity != tanto_dialects::spec::Arity::Optional)
                .count();
            Family::Compute(op, min, max)
        }
    })
}

/// The per-target constraints of the instruction pages at a statement: the
/// pto dialect's (`tanto_dialects::pto_arch`, which its verifier applies to
/// IR that states its target), so that each finding points at its operand.
fn check_target(
    arch: PtoTarget,
    op: &str,
    spelled: &str,
    inputs: &[(String, Ty)],
    dst: Option<&Ty>,
) -> Vec<pto_arch::Finding> {
    let inputs: Vec<(String, pto_arch::Ty)> = inputs
        .iter()
        .map(|(name, ty)| (name.clone(), ty.constraint_facts()))
        .collect();
    let dst = dst.map(Ty::constraint_facts);
    pto_arch::check(arch, op, spelled, &inputs, dst.as_ref())
}

/// Whether a statement's first word names a PTO instruction: every `pto.`
/// op, and the bare mnemonics of the synchronous PTO-AS form.
pub fn is_pto_op(name: &str) -> bool {
    name.starts_with("pto.")
        || matches!(
            name,
            "memref.alloc" | "memref.dealloc" | "memref.reinterpret_cast"
        )
        || family(name).is_some()
}

/// An attribute value of a planned op.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AttrValue {
    Str(&'static str),
    Int(i64),
    /// An `index` integer (an `arith.constant` the planner folds to).
    Index(i64),
    /// An `i32` integer (the same).
    I32(i64),
    /// A string (PRINT's format).
    Text(String),
    Unit,
}

/// A statement planned as one op of our dialects.
#[derive(Debug, Clone)]
pub struct Planned {
    /// The full op name: `pto.tadd`.
    pub op: String,
    pub results: Vec<(String, Ty)>,
    pub operands: Vec<(String, Ty)>,
    pub attrs: Vec<(&'static str, AttrValue)>,
    /// `operandSegmentSizes` of ops with optional operand groups.
    pub segments: Option<Vec<i32>>,
    /// `resultSegmentSizes` of ops with optional result groups.
    pub result_segments: Option<Vec<i32>>,
}

type Errors = Vec<Diagnostic>;

pub struct Translator<'a> {
    pub arch: PtoTarget,
    pub scope: &'a mut Scope,
    /// The core type the statement runs on (its function's kernel_kind or
    /// section), when known.
    pub kernel_kind: Option<super::KernelKind>,
}

impl Translator<'_> {
    fn error(&self, span: &Range<usize>, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(span.clone(), message)
    }

    /// The expected forms of `op`, from the dialect definition.
    fn forms_help(&self, op: &str) -> Option<String> {
        let (_, def) = tanto_dialects::op_def(&format!("pto.{op}"))?;
        (!def.source.is_empty()).then(|| {
            format!(
                "expected forms: {}",
                def.source
                    .iter()
                    .map(|s| format!("`{s}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        })
    }

    fn with_forms(&self, diagnostic: Diagnostic, op: &str) -> Diagnostic {
        match self.forms_help(op) {
            Some(help) => diagnostic.with_help(help),
            None => diagnostic,
        }
    }

    /// PTOAS's implicit-pipe FIFO statements, each planned as several ops
    /// of the explicit FIFO (TPipe, TALLOC/TPUSH, TPOP/TFREE) with TSTORE and
    /// TLOAD through the global slots: None for any other statement.
    pub fn translate_many(
        &mut self,
        statement: &Statement,
    ) -> Option<Result<Vec<Planned>, Errors>> {
        let bare = statement
            .name
            .strip_prefix("pto.")
            .unwrap_or(&statement.name);
        if let Some(memref) = self.translate_memref(statement) {
            return Some(memref);
        }
        if let Some(Family::Flag(op, dynamic)) = family(&statement.name) {
            return Some(self.flag(statement, op, dynamic));
        }
        if let Some(explicit) = self.translate_explicit_pipe(bare, statement) {
            return Some(explicit);
        }
        Some(match bare {
            "aic_initialize_pipe" | "aiv_initialize_pipe" => self.initialize_pipe(statement),
            "tpush_to_aiv" => self.implicit_push(statement, true),
            "tpush_to_aic" => self.implicit_push(statement, false),
            "tpop_from_aic" => self.implicit_pop(statement, true),
            "tpop_from_aiv" => self.implicit_pop(statement, false),
            "tfree_from_aic" => self.implicit_free(statement, true),
            "tfree_from_aiv" => self.implicit_free(statement, false),
            "reserve_buffer" => self.reserve_buffer(statement),
            "import_reserved_buffer" => self.import_reserved_buffer(statement),
            _ => return None,
        })
    }

    /// A generic statement with `operandSegmentSizes`, as the level 2 form:
    /// the operands split by the segment sizes over the instruction's
    /// operand order (the table's `ods_operands`), `dst` the destination.
    /// None without segment sizes.
    fn segmented(&self, statement: &Statement) -> Result<Option<Statement>, Errors> {
        let Some(entry) = statement
            .attrs
            .iter()
            .find(|a| a.key == "operandSegmentSizes")
        else {
            return Ok(None);
        };
        let names = tanto_dialects::pto_isa::isa()
            .find_statement(&statement.name)
            .map(|i| i.ods_operands.as_slice())
            .unwrap_or_default();
        if !statement.generic || names.is_empty() {
            return Err(vec![self.error(
                &entry.span,
                format!(
                    "operandSegmentSizes is read on the generic form of an op whose operand order the instruction table states, not on `{}`",
                    statement.name
                ),
            )]);
        }
        let sizes: Option<Vec<usize>> = match &entry.value {
            Some(Item::List(items, _)) => items
                .iter()
                .map(|i| i.name().and_then(|n| n.parse().ok()))
                .collect(),
            _ => None,
        };
        let given = statement.inputs.len();
        let sizes = match sizes {
            Some(sizes) if sizes.len() == names.len() && sizes.iter().sum::<usize>() == given => {
                sizes
            }
            _ => {
                return Err(vec![self.error(
                    &entry.span,
                    format!(
                        "operandSegmentSizes must be `array<i32: ...>` with one size per operand of `{}` ({}) adding up to the {given} operands given",
                        statement.name,
                        names.join(", ")
                    ),
                )])
            }
        };
        let mut converted = statement.clone();
        converted.attrs.retain(|a| a.key != "operandSegmentSizes");
        converted.inputs.clear();
        converted.dps = true;
        converted.generic = false;
        let mut operands = statement.inputs.iter();
        for (name, size) in names.iter().zip(sizes) {
            let group = operands.by_ref().take(size);
            if name == "dst" {
                converted.outputs.extend(group.cloned());
            } else {
                converted.inputs.extend(group.cloned());
            }
        }
        Ok(Some(converted))
    }

    fn fresh(&mut self, what: &str) -> String {
        self.scope.fresh += 1;
        format!("%__{what}{}", self.scope.fresh)
    }

    /// An attribute's value: a number, a word, the last parameter of
    /// `#pto<...>`, a string's text.
    fn attr_text(entry: &AttrEntry) -> String {
        match &entry.value {
            Some(Item::Attr(a)) => a.params.last().cloned().unwrap_or_default(),
            Some(other) => other.name().unwrap_or_default(),
            None => "true".into(),
        }
    }

    pub fn translate(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let Some(family) = family(&statement.name) else {
            return Err(vec![self.unsupported(statement)]);
        };
        // PTOAS's generic form with properties: `operandSegmentSizes` says
        // which of the op's operands (in PTOAS's order) are given.
        let segmented_form;
        let statement = match self.segmented(statement)? {
            Some(converted) => {
                segmented_form = converted;
                &segmented_form
            }
            None => statement,
        };
        // PTOAS's `%r = pto.treshape %buf : T -> U` is a view of the
        // buffer's storage (its TReshapeOp is view-like), not a copy.
        if self.is_buffer_reshape(statement) {
            return self.tile_view(statement, false);
        }
        // The generic form of a level 2 instruction passes its destination
        // buffer as a trailing operand and has no result.
        let dps_form;
        let statement = match family {
            Family::Compute(_, _, max)
                if statement.generic
                    && statement.results.is_empty()
                    && statement.inputs.len() > max =>
            {
                let mut converted = statement.clone();
                let out = converted.inputs.pop();
                converted.outputs.extend(out);
                converted.dps = true;
                dps_form = converted;
                &dps_form
            }
            _ => statement,
        };
        match family {
            Family::Compute(op, min, max) => self.compute(statement, op, min, max),
            Family::Store => self.store(statement),
            Family::AllocTile => self.alloc_tile(statement),
            Family::Assign => self.assign(statement),
            Family::MakeView => self.make_view(statement),
            Family::Partition => self.partition(statement),
            Family::ViewDim => self.view_dim(statement),
            Family::SetValidShape => self.set_valid_shape(statement),
            Family::Pointer(op) => self.pointer(statement, op),
            Family::Tf32Mode => self.tf32_mode(statement),
            Family::Printf => self.printf(statement),
            Family::IndexedMemory(scatter) => self.indexed_memory(statement, scatter),
            Family::View(sub) => self.tile_view(statement, sub),
            Family::BlockInfo(query) => {
                let [(result, _)] = statement.results.as_slice() else {
                    return Err(vec![self.error(
                        &statement.name_span,
                        format!("`{}` has one result", statement.name),
                    )]);
                };
                let defines = vec![(result.clone(), Ty::Builtin("i64".into()))];
                Ok(self.emit(
                    &defines,
                    "pto.block_info",
                    &[],
                    vec![("query", AttrValue::Str(query))],
                    None,
                ))
            }
            Family::Event(op) => self.event(statement, op),
            // Planned by translate_many (a constant id and the op).
            Family::Flag(..) => Err(vec![self.unsupported(statement)]),
            Family::EventIdArray(op) => self.event_id_array(statement, op),
            Family::AsyncComm(op) => self.async_comm(statement, op),
            Family::Barrier | Family::BarrierSync | Family::SyncOp => {
                self.barrier(statement, family)
            }
            Family::SyncAll => self.syncall(statement),
            Family::GetVal => self.getval(statement),
            Family::Print => {
                let inputs = self.operand_types(&statement.inputs)?;
                match inputs.as_slice() {
                    [(_, Ty::Tile(t))] if t.loc == "vec" => {
                        Ok(self.emit(&[], "pto.tprint", &inputs, Vec::new(), None))
                    }
                    [(name, Ty::Tile(t))] => Err(vec![self.error(
                        &statement.inputs[0].span,
                        format!("TPRINT prints vector tiles, but {name} is in `{}` (move it to a vec tile first)", t.loc),
                    )]),
                    _ => Err(vec![self.error(
                        &statement.name_span,
                        "TPRINT takes one tile: `pto.tprint ins(%t : !pto.tile_buf<...>)`",
                    )]),
                }
            }
            Family::CrossCore(op) => self.cross_core(statement, op),
            Family::PartArg(op) => self.part_arg(statement, op),
            Family::BufToken(release) => self.buf_token(statement, release),
            Family::Trap => {
                if let Some(first) = statement.inputs.first() {
                    return Err(vec![self.error(&first.span, "TRAP takes no operands")]);
                }
                Ok(self.emit(&[], "pto.trap", &[], Vec::new(), None))
            }
            Family::SetVal => self.setval(statement),
            Family::Tpipe => self.tpipe(statement),
            Family::Fifo(op, opens) => self.fifo(statement, op, opens),
            Family::Sync => {
                // PTOAS's TSYNC bridges any DPS operand: waiting for a tile
                // or a global tensor is waiting for the operations on it,
                // which here complete in program order, so only events stay.
                let operands = self.operand_types(&statement.inputs)?;
                let mut events = Vec::new();
                for (operand, (name, ty)) in statement.inputs.iter().zip(operands) {
                    match ty {
                        Ty::Event => events.push((name, ty)),
                        Ty::Tile(_) | Ty::View(_) => {}
                        other => {
                            return Err(vec![self.error(
                                &operand.span,
                                format!(
                                "tsync waits for events, tiles or global tensors, but {name} is {}",
                                other.pto()
                            ),
                            )])
                        }
                    }
                }
                Ok(self.emit(&[], "pto.tsync", &events, Vec::new(), None))
            }
        }
    }

    /// The planned op.
    fn emit(
        &self,
        results: &[(String, Ty)],
        op: &str,
        operands: &[(String, Ty)],
        attrs: Vec<(&'static str, AttrValue)>,
        segments: Option<Vec<i32>>,
    ) -> Planned {
        Planned {
            op: op.to_string(),
            results: results.to_vec(),
            operands: operands.to_vec(),
            attrs,
            segments,
            result_segments: None,
        }
    }

    fn operand_types(&mut self, operands: &[Operand]) -> Result<Vec<(String, Ty)>, Errors> {
        let mut out = Vec::new();
        let mut errors = Vec::new();
        for operand in operands {
            match self.operand_type(operand) {
                Ok(ty) => out.push((operand.name.clone(), ty)),
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(errors)
        }
    }

    fn operand_type(&mut self, operand: &Operand) -> Result<Ty, Diagnostic> {
        if !operand.indices.is_empty() {
            return Err(self
                .error(&operand.span, "indexed memory operands (`%v[...]`) are not supported")
                .with_help("make a view with pto.make_tensor_view and pto.partition_view, and load or store that"));
        }
        let known = self.scope.types.get(&operand.name).cloned();
        if let (None, Some((_, declared))) = (&known, self.scope.declared_tiles.get(&operand.name))
        {
            return Err(self
                .error(
                    &operand.span,
                    format!(
                        "{} is declared by `pto.declare_tile` but no `pto.tpop` has filled it yet",
                        operand.name
                    ),
                )
                .with_note(declared.clone(), "declared here"));
        }
        match (&known, &operand.written) {
            // A memref spelling says only where, what and how big; the value's
            // definition (a pto.bind_tile) says the rest.
            (Some(Ty::Tile(k)), Some((Written::Known(Ty::Tile(w)), span)))
                if k != w && !(operand.memref && super::memref::same_storage(k, w)) =>
            {
                Err(self.error(span, format!("{} is {} but is written here as {}", operand.name, Ty::Tile(k.clone()).pto(), Ty::Tile(w.clone()).pto())))
            }
            (Some(k), _) => Ok(k.clone()),
            (None, Some((Written::Known(ty), _))) => {
                if self.scope.bare && !self.scope.implicit.iter().any(|(n, _)| n == &operand.name) {
                    self.scope.implicit.push((operand.name.clone(), ty.clone()));
                    self.scope.types.insert(operand.name.clone(), ty.clone());
                }
                Ok(ty.clone())
            }
            (None, Some((Written::View(view), _))) => match view.static_type() {
                Some(ty) => {
                    if self.scope.bare {
                        self.scope.implicit.push((operand.name.clone(), ty.clone()));
                        self.scope.types.insert(operand.name.clone(), ty.clone());
                    }
                    Ok(ty)
                }
                None => Err(self.error(&operand.span, format!("{} is not defined here, and its written view type has dynamic dimensions", operand.name))),
            },
            (None, None) => Err(self
                .error(&operand.span, format!("the type of {} is unknown here", operand.name))
                .with_help("write the operand types, or declare the value first (`.arg %x : !pto.tile<...>` in a bare instruction list)")),
        }
    }

    fn written_result(&self, statement: &Statement, index: usize) -> Option<(Ty, Range<usize>)> {
        match statement.result_types.get(index)? {
            (Written::Known(ty), span) => Some((ty.clone(), span.clone())),
            (Written::View(view), span) => view.static_type().map(|t| (t, span.clone())),
        }
    }
}

/// A string literal's text with MLIR's escapes resolved (`\\n`, `\\t`,
/// `\\"`, `\\\\`, two hex digits).
fn unescape(text: &str) -> Result<String, String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'\\' {
            out.push(bytes[i]);
            i += 1;
            continue;
        }
        let next = bytes.get(i + 1).copied();
        match next {
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            Some(b'"') => out.push(b'"'),
            Some(b'\\') => out.push(b'\\'),
            Some(h) if h.is_ascii_hexdigit() => {
                let pair = text
                    .get(i + 1..i + 3)
                    .and_then(|p| u8::from_str_radix(p, 16).ok());
                let Some(byte) = pair else {
                    return Err(format!(
                        "`\\{}` is not an escape (\\n, \\t, \\\", \\\\ or two hex digits)",
                        h as char
                    ));
                };
                out.push(byte);
                i += 3;
                continue;
            }
            _ => return Err("a `\\` ends the string or starts no escape".into()),
        }
        i += 2;
    }
    String::from_utf8(out).map_err(|_| "the string is not UTF-8".to_string())
}

/// The conversion letters of a printf format (not `%%`).
fn conversion_letters(format: &str) -> Vec<char> {
    let mut letters = Vec::new();
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            continue;
        }
        if chars.peek() == Some(&'%') {
            chars.next();
            continue;
        }
        for c in chars.by_ref() {
            if c.is_ascii_alphabetic() && !"hlLqjzt".contains(c) {
                letters.push(c);
                break;
            }
        }
    }
    letters
}

/// The operands with each one's subscripts (`%src[%r, %c]`, `%p[%n]`) as
/// operands after it.
fn with_subscripts(operands: &[Operand]) -> Vec<Operand> {
    let mut flat = Vec::new();
    for operand in operands {
        let mut operand = operand.clone();
        let indices = std::mem::take(&mut operand.indices);
        flat.push(operand);
        flat.extend(indices);
    }
    flat
}

/// The input an instruction's result is typed like (so a level 1 statement
/// may leave it unwritten): the first source, the first data tile of a
/// selection, none for moves, transposes, products, reductions, expansions
/// and comparisons, whose result differs.
fn result_source(op: &str) -> Option<usize> {
    let class = tanto_dialects::pto_isa::isa()
        .find(op)
        .and_then(|i| i.class.as_deref());
    if matches!(class, Some("select" | "select_scalar")) {
        return Some(1);
    }
    // Reductions and unary expansions change the shape (a binary
    // expansion's result is its full source's); comparisons, conversions and
    // fills the type.
    let shaped_class = is_shaped_class(class)
        && !matches!(class, Some("row_expand_binary" | "col_expand_binary"))
        || matches!(
            class,
            Some(
                "compare"
                    | "compare_scalar"
                    | "convert"
                    | "fill"
                    | "fill_pad"
                    | "triangle"
                    | "gather"
                    | "scatter"
                    | "sort32"
                    | "concat"
                    | "reshape"
                    | "extract"
                    | "insert"
                    | "gather_block"
                    | "dequant"
                    | "quant"
                    | "merge_sort"
                    | "histogram"
            )
        );
    (!shaped_class
        && !is_matmul(op)
        && !matches!(
            op,
            "tmov" | "tmov_pre" | "ttrans" | "trowsum" | "trowmax" | "tcolsum" | "tcolmax"
        ))
    .then_some(0)
}

/// The attribute keys TCVT's rounding is written with.
fn is_rounding_key(key: &str) -> bool {
    matches!(key, "rmode" | "round_mode" | "roundMode" | "rnd" | "mode")
}

/// The attribute keys TCMP's comparison is written with.
fn is_compare_key(key: &str) -> bool {
    matches!(key, "cmpMode" | "cmp_mode" | "cmp" | "mode" | "cmpmode")
}

/// Event operation classes; the PTO IR manual's EVENT_* names are aliases.
pub(super) fn event_class(name: &str) -> Option<&'static str> {
    Some(match name {
        "TLOAD" | "EVENT_LOAD_FROM_GM" => "tload",
        "TSTORE_ACC" | "EVENT_STORE_FROM_ACC" => "tstore_acc",
        "TSTORE_VEC" | "EVENT_STORE_FROM_VEC" => "tstore_vec",
        "TMOV_M2L" | "EVENT_MOVE_MAT_TO_LEFT" => "tmov_m2l",
        "TMOV_M2S" | "EVENT_MOVE_MAT_TO_SCALAR" => "tmov_m2s",
        "TMOV_M2B" | "EVENT_MOVE_MAT_TO_BIAS" => "tmov_m2b",
        "TMOV_M2V" | "EVENT_MOVE_MAT_TO_VEC" => "tmov_m2v",
        "TMOV_V2M" | "EVENT_MOVE_VEC_TO_MAT" => "tmov_v2m",
        "TMATMUL" | "EVENT_COMPUTE_MATMUL" => "tmatmul",
        "TVEC" | "EVENT_COMPUTE_VEC" => "tvec",
        "TVECWAIT_EVENT" | "EVENT_VEC_WAITPOINT" => "tvecwait_event",
        _ => return None,
    })
}

fn class_pipe(class: &str) -> Option<&'static str> {
    Some(match class {
        "tload" => "pipe_mte2",
        "tstore_vec" => "pipe_mte3",
        "tstore_acc" => "pipe_fix",
        "tmatmul" => "pipe_m",
        "tvec" | "tvecwait_event" => "pipe_v",
        _ => "pipe_mte1",
    })
}

pub(super) fn pipe_name(name: &str) -> Option<&'static str> {
    Some(match name {
        "PIPE_S" => "pipe_s",
        "PIPE_V" => "pipe_v",
        "PIPE_M" => "pipe_m",
        "PIPE_MTE1" => "pipe_mte1",
        "PIPE_MTE2" => "pipe_mte2",
        "PIPE_MTE3" => "pipe_mte3",
        "PIPE_ALL" => "pipe_all",
        "PIPE_FIX" => "pipe_fix",
        _ => return None,
    })
}

/// The pipeline an instruction issues on.
fn instruction_pipe(op: &str) -> Option<&'static str> {
    Some(match family(op)? {
        Family::Compute("tload", ..) => "pipe_mte2",
        Family::Compute("tmov" | "tmov_pre", ..) => "pipe_mte1",
        Family::Compute(op, ..) if is_matmul(op) => "pipe_m",
        Family::Compute(..) => "pipe_v",
        Family::Store => "pipe_mte3",
        _ => return None,
    })
}

/// A view of `shape` and `strides` (outermost first), padded to five
/// dimensions; the padding strides span the whole written view.
fn view_type(element: &str, shape: &[i64], strides: &[i64]) -> ViewType {
    let extent = shape.first().zip(strides.first()).map_or(1, |(s, t)| s * t);
    let padded_shape = pad_dims(shape, 1).unwrap_or([1; VIEW_RANK]);
    let padded_stride = pad_dims(strides, extent.max(1)).unwrap_or([1; VIEW_RANK]);
    ViewType {
        element: element.to_string(),
        shape: padded_shape,
        stride: padded_stride,
        rank: shape.len(),
    }
}

#[cfg(test)]
mod family_tests {
    use super::{family, Family};

    #[test]
    fn statements_are_planned_from_the_instruction_table() {
        let cases = [
            ("pto.tadd", Some(Family::Compute("tadd", 2, 2))),
            ("trowsum", Some(Family::Compute("trowsum", 1, 2))),
            ("tmatmul.acc", Some(Family::Compute("tmatmul_acc", 3, 3))),
            ("tprefetch", Some(Family::Compute("tload", 1, 1))),
            ("tmov.m2l", Some(Family::Compute("tmov", 1, 1))),
            ("mgather.x", Some(Family::IndexedMemory(false))),
            ("subset", Some(Family::View(true))),
            ("get_subblock_num", Some(Family::BlockInfo("subblock_num"))),
            ("rls_buf", Some(Family::BufToken(true))),
            ("barrier_sync", Some(Family::BarrierSync)),
            ("tsync.op", Some(Family::SyncOp)),
            ("tpipe", Some(Family::Tpipe)),
            ("tpush", Some(Family::Fifo("tpush", false))),
            ("pto.tget_async", Some(Family::AsyncComm("tget_async"))),
            ("tmov.fp", Some(Family::Compute("tmov_fp", 2, 2))),
            ("tstore.fp", Some(Family::Store)),
            // Planned by its section, not an instruction.
            ("aic_initialize_pipe", None),
            ("nope", None),
        ];
        for (name, expected) in cases {
            assert_eq!(family(name), expected, "{name}");
        }
    }
}

#[cfg(test)]
mod target_tests {
    use super::*;
    use crate::pto::ast::parse_type_text as parse_type;
    use crate::pto::types::Written;

    fn ty(text: &str) -> Ty {
        match parse_type(text) {
            Ok(Written::Known(t)) => t,
            other => panic!("{text}: {other:?}"),
        }
    }

    fn messages(arch: PtoTarget, op: &str, inputs: &[&str], dst: &str) -> Vec<String> {
        let inputs: Vec<(String, Ty)> = inputs
            .iter()
            .enumerate()
            .map(|(i, t)| (format!("%{i}"), ty(t)))
            .collect();
        check_target(arch, op, op, &inputs, Some(&ty(dst)))
            .into_iter()
            .map(|f| f.message)
            .collect()
    }

    #[test]
    fn tnot_element_types_differ_per_arch() {
        let i8 = "!pto.tile<16x16xi8>";
        assert_eq!(
            messages(PtoTarget::A2A3, "tnot", &[i8], i8),
            vec!["TNOT on a2a3 does not take i8 tiles (%0 is int8_t)"]
        );
        assert!(messages(PtoTarget::A5, "tnot", &[i8], i8).is_empty());
        let i16 = "!pto.tile<16x16xi16>";
        assert!(messages(PtoTarget::A2A3, "tnot", &[i16], i16).is_empty());
    }

    #[test]
    fn a_result_typed_like_its_source_is_not_reported_twice() {
        let mat = "!pto.tile<mat, 16x16xi16>";
        assert_eq!(
            messages(PtoTarget::A2A3, "tnot", &[mat], mat),
            vec!["TNOT operates on vector tiles, but %0 is in `mat`"]
        );
    }

    #[test]
    fn valid_regions_agree_except_rows_of_a5_tile_scalar_ops() {
        let part = "!pto.tile_buf<vec, 16x16xf32, valid=8x16>";
        let full = "!pto.tile_buf<vec, 16x16xf32>";
        assert_eq!(
            messages(PtoTarget::A2A3, "tadds", &[part, "f32"], full).len(),
            1
        );
        assert!(messages(PtoTarget::A5, "tadds", &[part, "f32"], full).is_empty());
        // Dynamic regions are checked at run time, not here.
        assert!(messages(
            PtoTarget::A2A3,
            "tadd",
            &["!pto.tile_buf<vec, 16x16xf32, valid=?x?>", full],
            full
        )
        .is_empty());
    }

    #[test]
    fn matmul_types_and_a5_layouts() {
        let (a, b) = ("!pto.tile<left, 16x16xf16>", "!pto.tile<right, 16x16xf16>");
        let c = "!pto.tile<acc, 16x16xf32>";
        assert!(messages(PtoTarget::A2A3, "tmatmul", &[a, b], c).is_empty());
        let a5 = messages(PtoTarget::A5, "tmatmul", &[a, b], c);
        assert_eq!(a5.len(), 3, "{a5:?}");
        let a = "!pto.tile<left, 16x16xf16, blayout=col_major, slayout=row_major>";
        let b = "!pto.tile<right, 16x16xf16, slayout=col_major>";
        let c = "!pto.tile<acc, 16x16xf32, blayout=col_major, slayout=row_major>";
        assert!(messages(PtoTarget::A5, "tmatmul", &[a, b], c).is_empty());
        assert_eq!(
            messages(
                PtoTarget::A2A3,
                "tmatmul",
                &["!pto.tile<left, 16x16xi16>", "!pto.tile<right, 16x16xi16>"],
                "!pto.tile<acc, 16x16xi32>"
            )
            .len(),
            1
        );
    }

    #[test]
    fn tmov_location_pairs_per_arch() {
        let (mat, vec) = ("!pto.tile<mat, 16x16xf32>", "!pto.tile<16x16xf32>");
        assert_eq!(messages(PtoTarget::A2A3, "tmov", &[mat], vec).len(), 1);
        assert_eq!(messages(PtoTarget::A5, "tmov", &[mat], vec).len(), 1);
        let acc = "!pto.tile<acc, 16x16xf32>";
        assert!(messages(PtoTarget::A2A3, "tmov", &[acc], "!pto.tile<16x16xf16>").is_empty());
        assert!(messages(PtoTarget::A5, "tmov", &[acc], vec).is_empty());
    }

    #[test]
    fn tmov_from_acc_converts() {
        let acc = "!pto.tile<acc, 16x16xf32>";
        let mat = |e: &str| format!("!pto.tile<mat, 16x16x{e}>");
        for arch in [PtoTarget::A2A3, PtoTarget::A5] {
            assert!(messages(arch, "tmov", &[acc], &mat("f16")).is_empty());
            assert!(messages(arch, "tmov", &[acc], &mat("f32")).is_empty());
            // Narrowing to int8_t needs a pre-quantisation word.
            assert_eq!(
                messages(arch, "tmov", &[acc], &mat("i8")),
                vec![format!("TMOV on {} from acc: float becomes half, bfloat16_t, float as a cast (a pre-quantisation word narrows further), not int8_t", arch.name())]
            );
            assert!(messages(arch, "tmov_pre", &[acc, "i64"], &mat("i8")).is_empty());
        }
        let iacc = "!pto.tile<acc, 16x16xi32>";
        assert!(messages(PtoTarget::A5, "tmov", &[iacc], &mat("i32")).is_empty());
        assert_eq!(
            messages(PtoTarget::A5, "tmov", &[iacc], &mat("f32")).len(),
            1
        );
    }
}
