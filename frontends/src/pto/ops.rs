//! PTO statements planned as ops of our dialects: a pure planner from a
//! statement of the syntax tree to an op description (name, typed operands and
//! results, attributes), which the IR glue builds. Operand types come from
//! the values' definitions when known (views carry their strides there), else
//! from the types written in the statement.

use super::{
    arch,
    ast::{Item, Operand, Statement},
    types::{pad_dims, TileType, Ty, ViewType, Written, VIEW_RANK},
    PtoTarget,
};
use crate::diagnostic::Diagnostic;
use std::{collections::HashMap, ops::Range};

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
    pub popped_slots: HashMap<bool, String>,
    /// Names for the values the implicit FIFO ops define.
    pub fresh: usize,
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
        "tstore" => Family::Store,
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

/// Whether a statement's first word names a PTO instruction: every `pto.`
/// op, and the bare mnemonics of the synchronous PTO-AS form.
pub fn is_pto_op(name: &str) -> bool {
    name.starts_with("pto.") || family(name).is_some()
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

    fn fresh(&mut self, what: &str) -> String {
        self.scope.fresh += 1;
        format!("%__{what}{}", self.scope.fresh)
    }

    /// An attribute's value: a number, a word, the last parameter of
    /// `#pto<...>`, a string's text.
    fn attr_text(entry: &super::ast::AttrEntry) -> String {
        match &entry.value {
            Some(Item::Attr(a)) => a.params.last().cloned().unwrap_or_default(),
            Some(other) => other.name().unwrap_or_default(),
            None => "true".into(),
        }
    }

    /// `pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024}
    /// (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = ..., ...)`:
    /// a TPipe over the global slot buffer per direction of the mask (flag
    /// 0 for C2V, 2 for V2C when both exist; 8 slots, or 4 each for both).
    fn initialize_pipe(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let mut dir_mask = None;
        let mut slot_size = None;
        for entry in &statement.attrs {
            let value = parse_int(&Self::attr_text(entry));
            match entry.key.as_str() {
                "dir_mask" => dir_mask = value,
                "slot_size" => slot_size = value,
                "local_slot_num" | "slot_num" => {}
                key => return Err(vec![self.error(&entry.span, format!("attribute `{key}` is not supported on `{}`; expected dir_mask and slot_size", statement.name))]),
            }
        }
        let (Some(mask @ 1..=3), Some(slot_size)) = (dir_mask, slot_size.filter(|s| *s > 0)) else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "`{}` needs {{dir_mask = 1|2|3, slot_size = <bytes>}}",
                    statement.name
                ),
            )]);
        };
        for (key, item, span) in &statement.keyed {
            if !matches!(
                key.as_str(),
                "gm_slot_buffer" | "c2v_consumer_buf" | "v2c_consumer_buf"
            ) {
                return Err(vec![self.error(span, format!("unknown operand `{key}`; expected gm_slot_buffer, c2v_consumer_buf, v2c_consumer_buf"))]);
            }
            if let Item::Value(name, vspan) = item {
                if !self.scope.types.contains_key(name) {
                    return Err(vec![
                        self.error(vspan, format!("{name} is not defined here"))
                    ]);
                }
            }
        }
        let keyed = |wanted: &str| {
            statement.keyed.iter().find_map(|(k, item, _)| match item {
                Item::Value(name, span) if k == wanted => Some((name.clone(), span.clone())),
                _ => None,
            })
        };
        // The memory of each direction's slots: global memory (A2/A3, and
        // A5 when given), or the consumer's local buffer (A5's direct pipe).
        let memory = match keyed("gm_slot_buffer") {
            Some((gm, gm_span)) => match self.scope.types.get(&gm) {
                Some(t @ Ty::Ptr(_)) => PipeMemory::Global(gm, t.clone()),
                other => {
                    let what = other.map_or("undefined".to_string(), Ty::pto);
                    return Err(vec![self.error(
                        &gm_span,
                        format!("the slot buffer {gm} must be a !pto.ptr, not {what}"),
                    )]);
                }
            },
            None if self.arch == PtoTarget::A2A3 => {
                return Err(vec![self.error(&statement.name_span, "A2/A3's implicit pipe passes its slots through global memory: give `gm_slot_buffer = %gm : !pto.ptr<T>` (only A5 has the direct pipe into the consumer's local buffer)")]);
            }
            None => {
                let mut bases = Vec::new();
                for (bit, key) in [(1, "c2v_consumer_buf"), (2, "v2c_consumer_buf")] {
                    if mask & bit == 0 {
                        bases.push(None);
                        continue;
                    }
                    let Some((base, span)) = keyed(key) else {
                        return Err(vec![self.error(&statement.name_span, format!("A5's direct pipe (no `gm_slot_buffer`) puts its slots in the consumer's buffer: give `{key} = %buf : i32` (`pto.reserve_buffer` on the consumer, `pto.import_reserved_buffer` on the producer)"))]);
                    };
                    match self.scope.types.get(&base) {
                        Some(Ty::Builtin(t)) if t == "i32" => {}
                        other => {
                            let what = other.map_or("undefined".to_string(), Ty::pto);
                            return Err(vec![self.error(
                                &span,
                                format!(
                                    "the consumer buffer {base} must be an i32 address, not {what}"
                                ),
                            )]);
                        }
                    }
                    bases.push(Some(base));
                }
                PipeMemory::Local(bases)
            }
        };
        if !self.scope.implicit_pipes.is_empty() {
            return Err(vec![self.error(
                &statement.name_span,
                "a function initializes its implicit pipes once",
            )]);
        }
        let both = mask == 3;
        let mut planned = Vec::new();
        for (c2v, bit) in [(true, 1), (false, 2)] {
            if mask & bit == 0 {
                continue;
            }
            let name = self.fresh(if c2v { "c2v_pipe" } else { "v2c_pipe" });
            let ty = Ty::Fifo {
                flag: if both && !c2v { 2 } else { 0 },
                c2v,
                slot_size,
                slot_num: if both { 4 } else { 8 },
            };
            self.scope
                .implicit_pipes
                .push((c2v, name.clone(), ty.clone()));
            planned.push(match &memory {
                PipeMemory::Global(gm, gm_ty) => self.emit(
                    &[(name, ty)],
                    "pipe.tpipe",
                    &[(gm.clone(), gm_ty.clone())],
                    Vec::new(),
                    None,
                ),
                PipeMemory::Local(bases) => {
                    let base = bases[usize::from(!c2v)].clone().unwrap_or_default();
                    // The vector side consumes C2V, the cube side V2C.
                    let consumer = statement.name.ends_with("aiv_initialize_pipe") == c2v;
                    self.emit(
                        &[(name, ty)],
                        "pipe.tpipe_local",
                        &[(base, Ty::Builtin("i32".into()))],
                        if consumer {
                            vec![("consumer", AttrValue::Unit)]
                        } else {
                            Vec::new()
                        },
                        None,
                    )
                }
            });
        }
        self.scope.implicit_local = matches!(memory, PipeMemory::Local(_));
        Ok(planned)
    }

    /// The implicit pipe of a direction, and the split attribute.
    fn implicit_pipe(
        &self,
        statement: &Statement,
        c2v: bool,
    ) -> Result<((String, Ty), &'static str), Errors> {
        let Some((_, name, ty)) = self.scope.implicit_pipes.iter().find(|(d, ..)| *d == c2v) else {
            return Err(vec![self.error(&statement.name_span, format!("no {} pipe: initialize it first (`pto.aic_initialize_pipe` / `pto.aiv_initialize_pipe` with dir_mask {})", if c2v { "C2V" } else { "V2C" }, if c2v { "1 or 3" } else { "2 or 3" }))]);
        };
        let split = self.split(statement)?;
        Ok(((name.clone(), ty.clone()), split))
    }

    /// A FIFO statement's `{split = ...}` (TileSplitAxis by name or number;
    /// no split when absent), its only attribute.
    fn split(&self, statement: &Statement) -> Result<&'static str, Errors> {
        let mut split = "no_split";
        for entry in &statement.attrs {
            let value = Self::attr_text(entry);
            split = match (entry.key.as_str(), value.trim_start_matches("TileSplitAxis::")) {
                ("split", "0" | "TILE_NO_SPLIT") => "no_split",
                ("split", "1" | "TILE_UP_DOWN") => "up_down",
                ("split", "2" | "TILE_LEFT_RIGHT") => "left_right",
                ("split", other) => return Err(vec![self.error(&statement.name_span, format!("unknown split `{other}`; expected TILE_NO_SPLIT, TILE_UP_DOWN or TILE_LEFT_RIGHT (0, 1, 2)"))]),
                (key, _) => return Err(vec![self.error(&entry.span, format!("attribute `{key}` is not supported on `{}`", statement.name))]),
            };
        }
        Ok(split)
    }

    /// The slot view a tile of `tile`'s shape moves through.
    fn slot_view(tile: &super::types::TileType) -> Ty {
        let (rows, cols) = (tile.rows, tile.cols);
        Ty::View(super::types::ViewType {
            element: tile.element.clone(),
            shape: [1, 1, 1, rows, cols],
            stride: [rows * cols, rows * cols, rows * cols, cols, 1],
            rank: 5,
        })
    }

    /// `pto.tpush_to_aiv(%tile : T) {split = 1}`: TALLOC a slot of the
    /// tile's shape, TSTORE the tile into it, TPUSH.
    fn implicit_push(&mut self, statement: &Statement, c2v: bool) -> Result<Vec<Planned>, Errors> {
        let ((pipe, pipe_ty), split) = self.implicit_pipe(statement, c2v)?;
        let [tile] = statement.inputs.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "expected `{}(%tile : !pto.tile_buf<...>) {{split = 0|1|2}}`",
                    statement.name
                ),
            )]);
        };
        let typed = self.operand_types(std::slice::from_ref(tile))?;
        let Ty::Tile(t) = &typed[0].1 else {
            return Err(vec![
                self.error(&tile.span, format!("{} is not a tile", tile.name))
            ]);
        };
        let Ty::Fifo { slot_size, .. } = pipe_ty else {
            return Err(vec![
                self.error(&statement.name_span, "the implicit pipe is not a TPipe")
            ]);
        };
        // A C2V producer pushes the whole logical tile; a split V2C producer
        // (a vector sub-block) its part.
        let parts = if !c2v && split != "no_split" { 2 } else { 1 };
        let bytes = t.rows * t.cols * t.element_bytes().unwrap_or(4) * parts;
        if bytes != slot_size {
            return Err(vec![self.error(
                &tile.span,
                format!(
                    "{} fills {bytes} bytes of a slot, but the pipe's slots are {slot_size} bytes",
                    tile.name
                ),
            )]);
        }
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        let pipe_operand = (pipe, pipe_ty);
        if self.scope.implicit_local {
            return Ok(vec![self.emit(
                &[],
                "pipe.tpush_local",
                &[pipe_operand, typed[0].clone()],
                attrs,
                None,
            )]);
        }
        let slot = self.fresh("slot");
        let view = Self::slot_view(t);
        Ok(vec![
            self.emit(
                &[(slot.clone(), view.clone())],
                "pipe.talloc",
                std::slice::from_ref(&pipe_operand),
                attrs.clone(),
                None,
            ),
            self.emit(
                &[],
                "pto.tstore",
                &[typed[0].clone(), (slot.clone(), view.clone())],
                Vec::new(),
                None,
            ),
            self.emit(
                &[],
                "pipe.tpush",
                &[pipe_operand, (slot, view)],
                attrs,
                None,
            ),
        ])
    }

    /// `%t = pto.tpop_from_aic {split = 1} -> !pto.tile_buf<...>`: TPOP the
    /// slot (this sub-block's part), TLOAD it into a new tile.
    fn implicit_pop(&mut self, statement: &Statement, c2v: bool) -> Result<Vec<Planned>, Errors> {
        let ((pipe, pipe_ty), split) = self.implicit_pipe(statement, c2v)?;
        let ([(result, _)], []) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "expected `%t = {} {{split = 0|1|2}} -> !pto.tile_buf<...>`",
                    statement.name
                ),
            )]);
        };
        let Some((Ty::Tile(t), span)) = self.written_result(statement, 0) else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "`{}` needs its tile type: `-> !pto.tile_buf<...>`",
                    statement.name
                ),
            )]);
        };
        if !t.buffer || t.valid_rows < 0 || t.valid_cols < 0 {
            return Err(vec![self.error(
                &span,
                "the popped tile is a tile buffer with a static valid shape",
            )]);
        }
        if self.scope.popped_slots.contains_key(&c2v) {
            return Err(vec![self.error(
                &statement.name_span,
                "the slot popped before is not freed yet (tfree_from_aic / tfree_from_aiv)",
            )]);
        }
        let Ty::Fifo { slot_size, .. } = pipe_ty else {
            return Err(vec![
                self.error(&statement.name_span, "the implicit pipe is not a TPipe")
            ]);
        };
        let parts = if c2v && split != "no_split" { 2 } else { 1 };
        let bytes = t.rows * t.cols * t.element_bytes().unwrap_or(4) * parts;
        if bytes != slot_size {
            return Err(vec![self.error(&span, format!("the tile takes {bytes} bytes of a slot, but the pipe's slots are {slot_size} bytes"))]);
        }
        let slot = self.fresh("slot");
        self.scope.popped_slots.insert(c2v, slot.clone());
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        if self.scope.implicit_local {
            // The slot is in this core's own buffer: its part is copied into
            // a tile of its own (as PTO's CPU simulator does).
            let tile = Ty::Tile(t);
            return Ok(vec![
                self.emit(
                    &[(result.clone(), tile.clone())],
                    "pto.alloc_tile",
                    &[],
                    Vec::new(),
                    None,
                ),
                self.emit(
                    &[],
                    "pipe.tpop_local",
                    &[(pipe, pipe_ty), (result.clone(), tile)],
                    attrs,
                    None,
                ),
            ]);
        }
        let view = Self::slot_view(&t);
        let tile = Ty::Tile(t);
        Ok(vec![
            self.emit(
                &[(slot.clone(), view.clone())],
                "pipe.tpop",
                &[(pipe, pipe_ty)],
                attrs,
                None,
            ),
            self.emit(
                &[(result.clone(), tile.clone())],
                "pto.alloc_tile",
                &[],
                Vec::new(),
                None,
            ),
            self.emit(
                &[],
                "pto.tload",
                &[(slot, view), (result.clone(), tile)],
                Vec::new(),
                None,
            ),
        ])
    }

    /// `pto.tfree_from_aic {split = 1}`: TFREE the slot popped last.
    fn implicit_free(&mut self, statement: &Statement, c2v: bool) -> Result<Vec<Planned>, Errors> {
        let ((pipe, pipe_ty), split) = self.implicit_pipe(statement, c2v)?;
        let Some(slot) = self.scope.popped_slots.remove(&c2v) else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "`{}` frees the slot popped last, but no slot is popped",
                    statement.name
                ),
            )]);
        };
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        if self.scope.implicit_local {
            return Ok(vec![self.emit(
                &[],
                "pipe.tfree_local",
                &[(pipe, pipe_ty)],
                attrs,
                None,
            )]);
        }
        let view = self.scope.types.get(&slot).cloned().unwrap_or(Ty::Event);
        Ok(vec![self.emit(
            &[],
            "pipe.tfree",
            &[(pipe, pipe_ty), (slot, view)],
            attrs,
            None,
        )])
    }

    /// `%a = pto.reserve_buffer {name = "..", size = N, location =
    /// #pto.address_space<vec>, auto = true | base = A} -> i32`: a buffer of
    /// N bytes in that location, and its address.
    fn reserve_buffer(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(&statement.name_span, "expected `%a = pto.reserve_buffer {name = \"...\", size = N, location = #pto.address_space<vec>, auto = true} -> i32`")]);
        };
        let (mut size, mut loc, mut auto, mut base) = (None, "vec", None, None);
        let mut name = None;
        for entry in &statement.attrs {
            let value = Self::attr_text(entry);
            match entry.key.as_str() {
                "name" => name = Some(value),
                "size" => size = parse_int(&value).filter(|s| *s > 0),
                "location" => {
                    loc = match value.as_str() {
                        "vec" | "ub" => "vec",
                        "mat" | "cbuf" | "l1" => "mat",
                        other => {
                            return Err(vec![self.error(
                                &entry.span,
                                format!("a reserved buffer is in vec or mat, not `{other}`"),
                            )])
                        }
                    }
                }
                "auto" => auto = Some(value == "true"),
                "base" => base = parse_int(&value),
                key => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("attribute `{key}` is not supported on `{}`", statement.name),
                    )])
                }
            }
        }
        let Some(size) = size else {
            return Err(vec![self.error(
                &statement.name_span,
                "a reserved buffer needs its `size` in bytes",
            )]);
        };
        let mut attrs = match (auto, base) {
            (Some(true) | None, None) => Vec::new(),
            (Some(false), Some(base)) => vec![("addr", AttrValue::Int(base))],
            (Some(true), Some(_)) => {
                return Err(vec![self.error(
                    &statement.name_span,
                    "`auto = true` leaves the address to the planner: give no `base`",
                )])
            }
            (_, None) => {
                return Err(vec![self.error(
                    &statement.name_span,
                    "`auto = false` needs a `base` address",
                )])
            }
            (None, Some(base)) => vec![("addr", AttrValue::Int(base))],
        };
        if let Some(name) = name {
            attrs.push(("reserved", AttrValue::Text(name)));
        }
        let buffer = self.fresh("reserved");
        let ty = Ty::Tile(super::types::TileType {
            buffer: true,
            loc,
            element: "ui8".into(),
            rows: 1,
            cols: size,
            valid_rows: 1,
            valid_cols: size,
            layout: "row_major",
            slayout: "none_box",
            fractal: 512,
            pad: "null",
        });
        Ok(vec![
            self.emit(
                &[(buffer.clone(), ty.clone())],
                "pto.alloc_tile",
                &[],
                attrs,
                None,
            ),
            self.emit(
                &[(result.clone(), Ty::Builtin("i32".into()))],
                "pto.buf_address",
                &[(buffer, ty)],
                Vec::new(),
                None,
            ),
        ])
    }

    /// `%a = pto.import_reserved_buffer {name = "...", peer_func = @f} ->
    /// i32`: the peer's reserved consumer buffer. On A5 its address
    /// (`pto.import_buffer`, resolved by tanto-pto-alloc). A2/A3's pipes
    /// pass their slots through global memory and never read it: the value
    /// is -1, an address no buffer has.
    fn import_reserved_buffer(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(&statement.name_span, "expected `%a = pto.import_reserved_buffer {name = \"...\", peer_func = @f} -> i32`")]);
        };
        let (mut name, mut peer) = (None, None);
        for entry in &statement.attrs {
            let value = Self::attr_text(entry);
            match entry.key.as_str() {
                "name" => name = Some(value),
                "peer_func" => peer = Some(value.trim_start_matches('@').to_string()),
                key => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("attribute `{key}` is not supported on `{}`", statement.name),
                    )])
                }
            }
        }
        if self.arch == PtoTarget::A5 {
            // A5's direct pipe writes into the peer's buffer: its address,
            // once tanto-pto-alloc has placed it.
            let (Some(name), Some(peer)) = (name, peer) else {
                return Err(vec![self.error(
                    &statement.name_span,
                    "`pto.import_reserved_buffer` needs the buffer's `name` and its `peer_func`",
                )]);
            };
            return Ok(vec![self.emit(
                &[(result.clone(), Ty::Builtin("i32".into()))],
                "pto.import_buffer",
                &[],
                vec![
                    ("name", AttrValue::Text(name)),
                    ("peer", AttrValue::Text(peer)),
                ],
                None,
            )]);
        }
        Ok(vec![self.emit(
            &[(result.clone(), Ty::Builtin("i32".into()))],
            "arith.constant",
            &[],
            vec![("value", AttrValue::I32(-1))],
            None,
        )])
    }

    pub fn translate(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let Some(family) = family(&statement.name) else {
            return Err(vec![self.unsupported(statement)]);
        };
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
                let operands = self.operand_types(&statement.inputs)?;
                if let Some((name, ty)) = operands.iter().find(|(_, t)| *t != Ty::Event) {
                    return Err(vec![self.error(
                        &statement.name_span,
                        format!("tsync waits for events, but {name} is {}", ty.pto()),
                    )]);
                }
                Ok(self.emit(&[], "pto.tsync", &operands, Vec::new(), None))
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
        match (&known, &operand.written) {
            (Some(Ty::Tile(k)), Some((Written::Known(Ty::Tile(w)), span))) if k != w => {
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

    /// Tile instructions with a destination: both levels.
    fn compute(
        &mut self,
        statement: &Statement,
        op: &'static str,
        min: usize,
        max: usize,
    ) -> Result<Planned, Errors> {
        // `textract %src[%row, %col]`: the subscripts are operands.
        let windowed;
        let statement = if statement
            .inputs
            .first()
            .is_some_and(|o| !o.indices.is_empty())
            && matches!(op, "textract" | "tinsert")
        {
            let mut flat = statement.clone();
            flat.inputs = with_subscripts(&statement.inputs);
            windowed = flat;
            &windowed
        } else {
            statement
        };
        // TMRGSORT's 2-4 list form: tile operands after the first.
        if op == "tmrgsort" {
            let second_is_tile = statement.inputs.get(1).is_some_and(|o| {
                matches!(self.scope.types.get(&o.name), Some(Ty::Tile(_)))
                    || matches!(&o.written, Some((Written::Known(Ty::Tile(_)), _)))
            });
            if statement.inputs.len() > 2 || second_is_tile {
                return self.merge_lists(statement);
            }
        }
        let count = statement.inputs.len();
        if count < min || count > max {
            let wanted = if min == max {
                format!("{min}")
            } else {
                format!("{min} or {max}")
            };
            let message = format!(
                "`{}` takes {wanted} input operand{}, but {count} {} given",
                statement.name,
                if max == 1 { "" } else { "s" },
                if count == 1 { "is" } else { "are" }
            );
            return Err(vec![
                self.with_forms(self.error(&statement.name_span, message), op)
            ]);
        }
        let mut inputs = self.operand_types(&statement.inputs)?;
        let mut attrs = Vec::new();
        // tdivs scalar / tile: the scalar comes first in the source.
        if op == "tdivs" && !matches!(inputs[0].1, Ty::Tile(_)) {
            inputs.swap(0, 1);
            attrs.push(("scalar_first", AttrValue::Unit));
        }
        // The comparison of TCMP/TCMPS, in any of its spellings.
        let compares = tanto_dialects::pto_isa::isa()
            .find(op)
            .is_some_and(|i| i.attributes.iter().any(|a| a.name == "cmp_mode"));
        if compares {
            let mode = self.compare_mode(statement)?;
            if self.arch == PtoTarget::A2A3
                && !matches!(mode, "eq" | "ne")
                && matches!(&inputs[0].1, Ty::Tile(t) if t.element == "i32")
            {
                return Err(vec![self.error(
                    &statement.name_span,
                    format!(
                        "{} on a2a3 compares int32 tiles for EQ and NE only, not {}",
                        op.to_ascii_uppercase(),
                        mode.to_ascii_uppercase()
                    ),
                )]);
            }
            attrs.push(("cmp_mode", AttrValue::Str(mode)));
        }
        let converts = tanto_dialects::pto_isa::isa()
            .find(op)
            .is_some_and(|i| i.attributes.iter().any(|a| a.name == "rmode"));
        if converts {
            attrs.push(("rmode", AttrValue::Str(self.rounding_mode(statement)?)));
        }
        let unit_flags: Vec<&'static str> = tanto_dialects::pto_isa::isa()
            .find(op)
            .map(|i| {
                i.attributes
                    .iter()
                    .filter(|a| a.kind == "unit")
                    .map(|a| a.name.as_str())
                    .collect()
            })
            .unwrap_or_default();
        let int_attributes: Vec<&'static str> = tanto_dialects::pto_isa::isa()
            .find(op)
            .map(|i| {
                i.attributes
                    .iter()
                    .filter(|a| a.kind == "int")
                    .map(|a| a.name.as_str())
                    .collect()
            })
            .unwrap_or_default();
        // TQUANT's `quant_type` must agree with its destination's type.
        let mut quant_type: Option<(String, Range<usize>)> = None;
        for entry in &statement.attrs {
            let (key, value) = (&entry.key, entry.value.as_ref().and_then(Item::name));
            if compares && is_compare_key(key) || converts && is_rounding_key(key) {
                continue;
            }
            if op == "tquant" && key == "quant_type" {
                // `#pto<quant_type INT8_SYM>`: the last parameter.
                quant_type = Some((Self::attr_text(entry), entry.span.clone()));
                continue;
            }
            // An integer of the table, written in either case convention:
            // `{isUpperOrLower = 1}`.
            if let Some(name) = int_attributes.iter().find(|n| **n == snake_case(key)) {
                let number = value.as_deref().and_then(|v| v.parse::<i64>().ok());
                match number {
                    Some(n) if !attrs.iter().any(|(k, _)| k == name) => {
                        attrs.push((name, AttrValue::Int(n)))
                    }
                    Some(_) => {}
                    None => {
                        return Err(vec![
                            self.error(&entry.span, format!("`{key}` takes an integer"))
                        ])
                    }
                }
                continue;
            }
            // A flag of the table: `{descending}`, `{descending = true}`.
            if let Some(flag) = unit_flags.iter().find(|f| **f == key.as_str()) {
                match value.as_deref() {
                    None | Some("true") if !attrs.contains(&(*flag, AttrValue::Unit)) => {
                        attrs.push((flag, AttrValue::Unit))
                    }
                    None | Some("true") | Some("false") => {}
                    Some(other) => {
                        return Err(vec![self.error(
                            &entry.span,
                            format!("`{key}` is a flag: true or false, not `{other}`"),
                        )])
                    }
                }
                continue;
            }
            match (op, key.as_str(), value.as_deref()) {
                ("tcolsum", "isBinary", Some("true")) if inputs.len() == 2 => {
                    attrs.push(("binary", AttrValue::Unit))
                }
                ("tcolsum", "isBinary", Some("true")) => {
                    return Err(vec![self.error(
                        &statement.name_span,
                        "TCOLSUM with isBinary = true accumulates through a tmp tile; give one",
                    )]);
                }
                ("tcolsum", "isBinary", Some("false")) => {}
                // TDIVS's template flag written as an attribute (or the
                // scalar first among the inputs, above).
                ("tdivs", "scalar_first", None)
                    if !attrs.contains(&("scalar_first", AttrValue::Unit)) =>
                {
                    attrs.push(("scalar_first", AttrValue::Unit))
                }
                _ => {
                    return Err(vec![self.error(
                        &statement.name_span,
                        format!("attribute `{key}` is not supported on `{}`", statement.name),
                    )]);
                }
            }
        }
        // The table's integer attributes default to 0 (TTRI: lower).
        for name in int_attributes {
            if !attrs.iter().any(|(k, _)| *k == name) {
                attrs.push((name, AttrValue::Int(0)));
            }
        }
        let (results, dst, dst_span) = self.destination(statement, op, &inputs)?;
        let mut operands = inputs.clone();
        operands.extend(dst.clone());
        let check_dst = dst
            .first()
            .map(|(_, t)| t.clone())
            .or_else(|| results.first().map(|(_, t)| t.clone()));
        if let (Some((text, span)), Some(Ty::Tile(d))) = (&quant_type, &check_dst) {
            let wanted = match d.element.as_str() {
                "i8" | "si8" => "INT8_SYM",
                "ui8" => "INT8_ASYM",
                _ => "",
            };
            if text.starts_with("MX") {
                return Err(vec![self.error(span, format!("quant_type {text} quantises to fp8/fp4 with e8m0 scales, which Tanto's targets do not have (see the refused MX products)"))]);
            }
            if !matches!(text.as_str(), "INT8_SYM" | "INT8_ASYM") {
                return Err(vec![self.error(
                    span,
                    format!("unknown quant_type `{text}`; expected INT8_SYM or INT8_ASYM"),
                )]);
            }
            if !wanted.is_empty() && text != wanted {
                return Err(vec![self.error(
                    span,
                    format!(
                        "quant_type {text} does not match the {} destination, which is {wanted}",
                        d.element
                    ),
                )]);
            }
        }
        let findings = arch::check(self.arch, op, &statement.name, &inputs, check_dst.as_ref());
        if !findings.is_empty() {
            return Err(findings
                .into_iter()
                .map(|f| {
                    let span = match statement.inputs.get(f.at) {
                        Some(input) => input.span.clone(),
                        None => dst_span.clone(),
                    };
                    let d = self.error(&span, f.message);
                    f.notes
                        .into_iter()
                        .fold(d, |d, (_, help)| d.with_help(help))
                })
                .collect());
        }
        // Ops with an optional tmp have two optional operands: segment sizes.
        let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
        let class_inputs = tanto_dialects::pto_isa::isa()
            .find(op)
            .and_then(|i| i.class.as_deref())
            .and_then(|c| tanto_dialects::pto_isa::isa().class(c))
            .map(|c| c.inputs.as_slice());
        let segments = (max > min).then(|| match class_inputs {
            // An optional input is present when every input is given.
            Some(defs) => defs
                .iter()
                .map(|v| count(usize::from(!is_optional(v) || inputs.len() == max)))
                .chain([count(dst.len())])
                .collect(),
            None => vec![1, count(inputs.len() - 1), count(dst.len())],
        });
        Ok(self.emit(&results, &format!("pto.{op}"), &operands, attrs, segments))
    }

    /// The value of an enum attribute written in the attributes (keys
    /// accepted by `is_key`) or among the operands (`#cmp=gt`,
    /// `#pto<round_mode FLOOR>`): the last parameter of an attribute
    /// reference, else the word or string; with where it is written.
    fn enum_written(
        statement: &Statement,
        is_key: fn(&str) -> bool,
        is_ref: fn(&super::ast::AttrRef) -> bool,
    ) -> Option<(String, Range<usize>)> {
        let from_attrs = statement
            .attrs
            .iter()
            .filter(|e| is_key(&e.key))
            .filter_map(|e| e.value.clone());
        let from_refs = statement
            .refs
            .iter()
            .filter(|item| matches!(item, Item::Attr(a) if is_ref(a)))
            .cloned();
        let item = from_attrs.chain(from_refs).next()?;
        let text = match &item {
            Item::Attr(a) => a.params.last().cloned().unwrap_or_default(),
            other => other.name().unwrap_or_default(),
        };
        Some((text, item.span()))
    }

    /// TCMP's comparison: `{cmpMode = #pto.cmp<EQ>}`, `{cmp = "lt"}`,
    /// `#pto<cmp lt>` or `#cmp = gt`, in the attributes or among the operands.
    fn compare_mode(&self, statement: &Statement) -> Result<&'static str, Errors> {
        let Some((written, span)) = Self::enum_written(statement, is_compare_key, |a| {
            a.name == "#cmp"
                || a.name.ends_with(".cmp")
                || a.params.first().is_some_and(|p| p == "cmp")
        }) else {
            return Err(vec![self
                .error(
                    &statement.name_span,
                    format!("`{}` needs its comparison", statement.name),
                )
                .with_help(
                    "write `{cmpMode = #pto.cmp<EQ>}` (EQ, NE, LT, LE, GT or GE)",
                )]);
        };
        let normal = written.trim_start_matches("CmpMode::").to_ascii_lowercase();
        let normal = match normal.as_str() {
            "equal" => "eq",
            "not_equal" => "ne",
            "less_than" | "less" => "lt",
            "less_equal" => "le",
            "greater_than" | "greater" => "gt",
            "greater_equal" => "ge",
            other => other,
        };
        tanto_dialects::pto::CmpMode::parse(normal)
            .map(|m| m.as_str())
            .ok_or_else(|| {
                vec![self.error(
                    &span,
                    format!("unknown comparison `{written}`; expected EQ, NE, LT, LE, GT or GE"),
                )]
            })
    }

    /// TCVT's rounding: `{rmode = #pto.round_mode<CAST_RINT>}`,
    /// `{rmode = #pto<round_mode FLOOR>}`, `{rnd = "rne"}`; RINT when absent
    /// (PTOAS reads NONE as RINT too).
    fn rounding_mode(&self, statement: &Statement) -> Result<&'static str, Errors> {
        let Some((text, span)) = Self::enum_written(statement, is_rounding_key, |a| {
            a.name.contains("round") || a.params.first().is_some_and(|p| p == "round_mode")
        }) else {
            return Ok("rint");
        };
        let normal = text
            .trim_start_matches("RoundMode::")
            .trim_start_matches("CAST_")
            .trim_start_matches("cast_")
            .to_ascii_lowercase();
        let normal = match normal.as_str() {
            "none" | "rne" | "nearest" => "rint",
            "rna" | "away" => "round",
            "rz" | "rtz" => "trunc",
            "rd" | "down" => "floor",
            "ru" | "up" => "ceil",
            other => other,
        };
        tanto_dialects::pto::RoundMode::parse(normal)
            .map(|m| m.as_str())
            .ok_or_else(|| {
                vec![self.error(
                    &span,
                    format!("unknown rounding `{text}`; expected CAST_RINT, CAST_ROUND, CAST_FLOOR, CAST_CEIL, CAST_TRUNC or CAST_ODD"),
                )]
            })
    }

    /// An instruction the frontend does not take: one of the ISA's not yet
    /// supported (the table says which), or no PTO instruction at all.
    fn unsupported(&self, statement: &Statement) -> Diagnostic {
        let isa = tanto_dialects::pto_isa::isa();
        let name = &statement.name;
        // `tmatmul.mx` is TMATMUL_MX.
        let bare = name.strip_prefix("pto.").unwrap_or(name);
        let found = isa.find(bare).or_else(|| isa.find(&bare.replace('.', "_")));
        match found {
            Some(instruction) if instruction.status == tanto_dialects::pto_isa::Status::Refused => {
                self.error(
                    &statement.name_span,
                    format!(
                        "the PTO instruction {} (`{name}`, {}) has no meaning on Tanto's targets: {}",
                        instruction.mnemonic,
                        instruction.category,
                        instruction.reason.as_deref().unwrap_or_default()
                    ),
                )
                .with_help(format!(
                    "specified in {}; docs/frontends/pto.md lists the refused instructions",
                    instruction.page
                ))
            }
            Some(instruction) => self
                .error(
                    &statement.name_span,
                    format!(
                        "the PTO instruction {} (`{name}`, {}) is not supported yet",
                        instruction.mnemonic, instruction.category
                    ),
                )
                .with_help(format!(
                    "specified in {}; docs/frontends/pto.md lists what is supported",
                    instruction.page
                )),
            None => self
                .error(&statement.name_span, format!("unknown PTO instruction `{name}`"))
                .with_help(format!(
                    "not in the PTO ISA reference or the PTO IR manual ({} instructions, {} supported: docs/frontends/pto.md)",
                    isa.instructions.len(),
                    isa.instructions
                        .iter()
                        .filter(|i| i.status == tanto_dialects::pto_isa::Status::Supported)
                        .count()
                )),
        }
    }

    /// The results (level 1) or destination buffer (level 2) of an instruction.
    #[allow(clippy::type_complexity)]
    fn destination(
        &mut self,
        statement: &Statement,
        op: &str,
        inputs: &[(String, Ty)],
    ) -> Result<(Vec<(String, Ty)>, Vec<(String, Ty)>, Range<usize>), Errors> {
        if statement.dps {
            if !statement.results.is_empty() {
                let span = statement.results[0].1.clone();
                return Err(vec![self.with_forms(
                    self.error(
                        &span,
                        "the destination-passing form (ins/outs) has no results",
                    ),
                    op,
                )]);
            }
            let [out] = statement.outputs.as_slice() else {
                return Err(vec![self.with_forms(
                    self.error(
                        &statement.name_span,
                        format!("`{}` needs exactly one outs(...) operand", statement.name),
                    ),
                    op,
                )]);
            };
            let ty = self.operand_type(out).map_err(|e| vec![e])?;
            return Ok((Vec::new(), vec![(out.name.clone(), ty)], out.span.clone()));
        }
        let [(result, result_span)] = statement.results.as_slice() else {
            return Err(vec![self.with_forms(
                self.error(
                    &statement.name_span,
                    format!("`{}` in SSA form defines one result", statement.name),
                ),
                op,
            )]);
        };
        let ty = match self.written_result(statement, 0) {
            Some((ty, _)) => ty,
            // `%d = tnot %s` with no types: the result is the source tile.
            None => match result_source(op).and_then(|i| inputs.get(i)) {
                Some((_, Ty::Tile(t))) => Ty::Tile(t.clone()),
                _ => {
                    return Err(vec![self.with_forms(
                        self.error(
                            &statement.name_span,
                            format!("write the result type of `{}`", statement.name),
                        ),
                        op,
                    )]);
                }
            },
        };
        Ok((vec![(result.clone(), ty)], Vec::new(), result_span.clone()))
    }

    fn store(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let operands: Vec<Operand> = statement
            .inputs
            .iter()
            .chain(&statement.outputs)
            .cloned()
            .collect();
        if operands.len() != 2 || !statement.results.is_empty() {
            let message = format!(
                "`{}` stores one tile into one view and has no result",
                statement.name
            );
            return Err(vec![
                self.with_forms(self.error(&statement.name_span, message), "tstore")
            ]);
        }
        let typed = self.operand_types(&operands)?;
        let findings = arch::check(
            self.arch,
            "tstore",
            &statement.name,
            &typed[..1],
            Some(&typed[1].1),
        );
        if let Some(f) = findings.into_iter().next() {
            return Err(vec![self.error(&operands[f.at.min(1)].span, f.message)]);
        }
        Ok(self.emit(&[], "pto.tstore", &typed, Vec::new(), None))
    }

    /// A constant integer: a literal or a value defined by arith.constant.
    fn constant(&self, item: &Item, what: &str) -> Result<i64, Diagnostic> {
        match item {
            Item::Value(name, span) => self.scope.constants.get(name).copied().ok_or_else(|| {
                self.error(span, format!("{what} must be a constant, but {name} is not defined by arith.constant here"))
            }),
            Item::Literal(text, span) | Item::Word(text, span) => parse_int(text).ok_or_else(|| self.error(span, format!("{what} must be an integer, not `{text}`"))),
            other => Err(self.error(&other.span(), format!("{what} must be an integer"))),
        }
    }

    fn keyed<'s>(&self, statement: &'s Statement, key: &str) -> Option<(&'s Item, Range<usize>)> {
        statement
            .keyed
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(_, item, span)| (item, span.clone()))
    }

    fn alloc_tile(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                "pto.alloc_tile defines one tile buffer",
            )]);
        };
        let Some((Ty::Tile(tile), type_span)) = self.written_result(statement, 0) else {
            return Err(vec![self.error(
                &statement.name_span,
                "pto.alloc_tile needs its type: `: !pto.tile_buf<...>`",
            )]);
        };
        if let Some((key, _, span)) = statement
            .keyed
            .iter()
            .find(|(k, _, _)| !["addr", "valid_row", "valid_col"].contains(&k.as_str()))
        {
            return Err(vec![self.error(
                span,
                format!(
                    "unknown pto.alloc_tile clause `{key}`; expected addr, valid_row or valid_col"
                ),
            )]);
        }
        let mut attrs = Vec::new();
        if let Some((item, _)) = self.keyed(statement, "addr") {
            attrs.push((
                "addr",
                AttrValue::Int(
                    self.constant(item, "a manual tile address")
                        .map_err(|e| vec![e])?,
                ),
            ));
        }
        let mut valid = Vec::new();
        for (key, dynamic) in [
            ("valid_row", tile.valid_rows < 0),
            ("valid_col", tile.valid_cols < 0),
        ] {
            match (self.keyed(statement, key), dynamic) {
                (Some((Item::Value(name, _), _)), true) => {
                    valid.push((name.clone(), Ty::Builtin("index".into())))
                }
                (Some((_, span)), false) => {
                    return Err(vec![self.error(
                        &span,
                        format!("`{key}` is given but the type's valid dimension is static"),
                    )]);
                }
                (None, true) => {
                    return Err(vec![self.error(&type_span, format!("the type has a dynamic valid dimension (`?`) but `{key} = %v` is missing"))]);
                }
                (Some((_, span)), true) => {
                    return Err(vec![
                        self.error(&span, format!("`{key}` takes an index value"))
                    ])
                }
                (None, false) => {}
            }
        }
        let tile = TileType {
            buffer: true,
            ..tile
        };
        Ok(self.emit(
            &[(result.clone(), Ty::Tile(tile))],
            "pto.alloc_tile",
            &valid,
            attrs,
            None,
        ))
    }

    fn assign(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let Some(target) = statement.inputs.first() else {
            return Err(vec![self.error(
                &statement.name_span,
                "tassign binds a tile to an address: `pto.tassign %t, @tile(0x1000)`",
            )]);
        };
        let address = match (statement.refs.first(), statement.inputs.get(1)) {
            (Some(Item::Address(text, span)), _) => parse_int(text).ok_or_else(|| {
                vec![self.error(
                    span,
                    format!("`{text}` is not an address; expected @tile(0x1000)"),
                )]
            })?,
            (_, Some(value)) => self
                .constant(
                    &Item::Value(value.name.clone(), value.span.clone()),
                    "the address",
                )
                .map_err(|e| vec![e])?,
            _ => {
                return Err(vec![self.error(
                    &statement.name_span,
                    "tassign needs an address: `pto.tassign %t, @tile(0x1000)`",
                )])
            }
        };
        let operand = self.operand_types(std::slice::from_ref(target))?;
        if !matches!(operand[0].1, Ty::Tile(_)) {
            return Err(vec![self.error(
                &target.span,
                format!(
                    "tassign binds tiles, but {} is {}",
                    target.name,
                    operand[0].1.pto()
                ),
            )]);
        }
        Ok(self.emit(
            &[],
            "pto.tassign",
            &operand,
            vec![("addr", AttrValue::Int(address))],
            None,
        ))
    }

    fn int_list(&self, statement: &Statement, key: &str) -> Result<Vec<i64>, Errors> {
        match self.keyed(statement, key) {
            Some((Item::List(items, _), _)) => items
                .iter()
                .map(|i| self.constant(i, &format!("each of `{key}`")))
                .collect::<Result<_, _>>()
                .map_err(|e| vec![e]),
            Some((_, span)) => {
                Err(vec![self.error(
                    &span,
                    format!("`{key}` is a list: `{key} = [...]`"),
                )])
            }
            None => Err(vec![self.error(
                &statement.name_span,
                format!("`{}` needs `{key} = [...]`", statement.name),
            )]),
        }
    }

    fn make_view(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let ([(result, _)], [ptr]) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(&statement.name_span, "expected `%v = pto.make_tensor_view %ptr, [offset = %o,] shape = [...], strides = [...] : !pto.tensor_view<...>`")]);
        };
        let offset = match self.keyed(statement, "offset") {
            Some((Item::Value(name, _), _)) => Some((name.clone(), Ty::Builtin("index".into()))),
            Some((_, span)) => {
                return Err(vec![
                    self.error(&span, "`offset` takes an index value (elements)")
                ])
            }
            None => None,
        };
        let shape = self.int_list(statement, "shape")?;
        let strides = self.int_list(statement, "strides")?;
        let Some((Written::View(written), type_span)) = statement.result_types.first().cloned()
        else {
            return Err(vec![self.error(
                &statement.name_span,
                "pto.make_tensor_view needs its result type `: !pto.tensor_view<...>`",
            )]);
        };
        if shape.len() != written.dims.len()
            || strides.len() != shape.len()
            || shape.len() > VIEW_RANK
        {
            return Err(vec![self.error(&type_span, format!("shape ({}), strides ({}) and the view type ({}) must have the same rank, at most {VIEW_RANK}", shape.len(), strides.len(), written.dims.len()))]);
        }
        if let Some((d, s)) = written
            .dims
            .iter()
            .zip(&shape)
            .find(|(d, s)| d.is_some_and(|d| d != **s))
        {
            return Err(vec![self.error(
                &type_span,
                format!(
                    "the view type has dimension {} where the shape is {s}",
                    d.unwrap_or_default()
                ),
            )]);
        }
        if strides.last().is_some_and(|s| *s != 1) {
            let span = self
                .keyed(statement, "strides")
                .map_or(statement.name_span.clone(), |(_, span)| span);
            return Err(vec![self
                .error(
                    &span,
                    "the innermost stride must be 1: views are row-major (ND) with contiguous rows",
                )
                .with_help(
                    "column-major (DN) and fractal (NZ) global layouts are not supported",
                )]);
        }
        let ptr_ty = self.operand_types(std::slice::from_ref(ptr))?.remove(0);
        let element = match &ptr_ty.1 {
            Ty::Ptr(e) => e,
            Ty::View(v) => &v.element,
            other => {
                return Err(vec![self.error(
                    &ptr.span,
                    format!("{} is {}, not a pointer or view", ptr.name, other.pto()),
                )])
            }
        };
        if *element != written.element {
            return Err(vec![self.error(
                &ptr.span,
                format!(
                    "{} holds {element}, but the view holds {}",
                    ptr.name, written.element
                ),
            )]);
        }
        let view = view_type(&written.element, &shape, &strides);
        let mut operands = vec![ptr_ty];
        operands.extend(offset);
        Ok(self.emit(
            &[(result.clone(), Ty::View(view))],
            "pto.make_view",
            &operands,
            Vec::new(),
            None,
        ))
    }

    /// `%d = pto.get_tensor_view_dim %view, %k : !pto.tensor_view<...> -> index`:
    /// views have static shapes here, so the dimension is a constant (and
    /// counts as one for later static shapes, as `partition_view` sizes).
    fn view_dim(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let ([(result, _)], [view, index]) =
            (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(&statement.name_span, "expected `%d = pto.get_tensor_view_dim %view, %k : !pto.tensor_view<...> -> index`")]);
        };
        let Ty::View(v) = self.operand_type(view).map_err(|e| vec![e])? else {
            return Err(vec![
                self.error(&view.span, format!("{} is not a tensor view", view.name))
            ]);
        };
        let k = self
            .constant(
                &Item::Value(index.name.clone(), index.span.clone()),
                "the dimension index",
            )
            .map_err(|e| vec![e])?;
        let Some(dim) = usize::try_from(k)
            .ok()
            .filter(|k| *k < v.rank)
            .map(|k| v.shape[v.shape.len() - v.rank + k])
        else {
            return Err(vec![self.error(
                &index.span,
                format!("dimension {k} of a rank-{} view does not exist", v.rank),
            )]);
        };
        self.scope.constants.insert(result.clone(), dim);
        Ok(self.emit(
            &[(result.clone(), Ty::Builtin("index".into()))],
            "arith.constant",
            &[],
            vec![("value", AttrValue::Index(dim))],
            None,
        ))
    }

    /// `pto.print ins("%+08.3f", %v : f32)`: the format (MLIR escapes
    /// `\n`, `\"`, `\0A`) and at most one i32, index or f32 scalar; the
    /// format's one conversion must print that scalar (64 bytes at most:
    /// the runtime call carries it in 16 words).
    fn printf(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let usage = "expected `pto.print ins(\"format\", %value : T)` with T i32, index or f32";
        let Some(Item::Literal(text, span)) = statement.refs.first() else {
            return Err(vec![self.error(&statement.name_span, usage)]);
        };
        if statement.inputs.len() > 1 || !statement.outputs.is_empty() {
            return Err(vec![self.error(&statement.name_span, usage)]);
        }
        let format = unescape(text.trim_matches('"')).map_err(|e| vec![self.error(span, e)])?;
        if format.len() > 64 {
            return Err(vec![self.error(
                span,
                format!(
                    "the format is {} bytes; PRINT carries at most 64",
                    format.len()
                ),
            )]);
        }
        let typed = self.operand_types(&statement.inputs)?;
        let conversions = conversion_letters(&format);
        let letters = |set: &str| conversions.iter().all(|c| set.contains(*c));
        let fits = match typed.first().map(|(_, t)| t) {
            None => conversions.is_empty(),
            Some(Ty::Builtin(b)) if matches!(b.as_str(), "i32" | "index" | "i16" | "i8") => {
                conversions.len() == 1 && letters("diuxXoc")
            }
            Some(Ty::Builtin(b)) if b == "f32" => conversions.len() == 1 && letters("fFeEgG"),
            Some(other) => {
                return Err(vec![self.error(
                    &statement.inputs[0].span,
                    format!(
                        "PRINT prints an i32, index or f32 scalar, not {}",
                        other.pto()
                    ),
                )]);
            }
        };
        if !fits {
            return Err(vec![self.error(
                span,
                format!(
                    "the format's conversions ({}) do not print {}",
                    if conversions.is_empty() {
                        "none".to_string()
                    } else {
                        conversions
                            .iter()
                            .map(|c| format!("%{c}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    },
                    typed
                        .first()
                        .map_or("no value".to_string(), |(_, t)| format!("one {}", t.pto()))
                ),
            )]);
        }
        Ok(self.emit(
            &[],
            "pto.print",
            &typed,
            vec![("format", AttrValue::Text(format))],
            None,
        ))
    }

    /// `pto.settf32mode {enable = true, mode = #pto.round_mode<CAST_ROUND>}`
    /// (or `ins({...}) outs()`): no effect on A2/A3.
    fn tf32_mode(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        if let Some(first) = statement.inputs.first().or(statement.outputs.first()) {
            return Err(vec![self.error(
                &first.span,
                "SETTF32MODE takes no operands, only `{enable = ..., mode = ...}`",
            )]);
        }
        if self.arch == PtoTarget::A5 {
            return Err(vec![self.error(&statement.name_span, "SETTF32MODE on a5 rounds the inputs of f32 cube products, but its page gives the rounding two ways (a 7-bit mantissa \"truncation\" that rounds to nearest even, where TF32 keeps 10 bits) and the CPU simulator ignores it: no result of it could be checked")
                .with_help("on a2a3 the instruction is legal and has no effect")]);
        }
        let mut attrs = Vec::new();
        for entry in &statement.attrs {
            let value = Self::attr_text(entry);
            match (entry.key.as_str(), value.as_str()) {
                ("enable" | "isEnable", "true") => attrs.push(("enable", AttrValue::Unit)),
                ("enable" | "isEnable", "false") => {}
                ("mode" | "tf32TransMode", "CAST_ROUND" | "") => {}
                ("mode" | "tf32TransMode", other) => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("SETTF32MODE's mode is CAST_ROUND; `{other}` is reserved"),
                    )]);
                }
                (key, _) => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!(
                            "attribute `{key}` is not supported on `{}`; expected enable and mode",
                            statement.name
                        ),
                    )]);
                }
            }
        }
        Ok(self.emit(&[], "pto.settf32mode", &[], attrs, None))
    }

    /// MGATHER: `%d = pto.mgather %mem, %idx : (V, T) -> D` or `ins(%mem,
    /// %idx) outs(%d)`; MSCATTER: `pto.mscatter %src, %idx, %mem`, PTO-AS
    /// `mscatter %src, %mem, %idx`, or `ins(%src, %idx) outs(%mem)`. Modes
    /// from `{coalesce = #pto<coalesce elem>, gatherOob = ...}` or the
    /// PTO-AS suffixes (`mgather.elem.clamp`).
    fn indexed_memory(&mut self, statement: &Statement, scatter: bool) -> Result<Planned, Errors> {
        let upper = if scatter { "MSCATTER" } else { "MGATHER" };
        let mut operands = self.operand_types(&statement.inputs)?;
        if scatter && statement.dps {
            operands.extend(self.operand_types(&statement.outputs)?);
        }
        let view = operands.iter().position(|(_, t)| matches!(t, Ty::View(_)));
        let tiles: Vec<usize> = (0..operands.len())
            .filter(|i| matches!(operands[*i].1, Ty::Tile(_)))
            .collect();
        let wanted_tiles = if scatter { 2 } else { 1 };
        let (Some(view), true) = (
            view,
            tiles.len() == wanted_tiles && operands.len() == wanted_tiles + 1,
        ) else {
            let form = if scatter {
                "`pto.mscatter ins(%src, %idx : T, I) outs(%mem : !pto.partition_tensor_view<...>)`"
            } else {
                "`pto.mgather ins(%mem, %idx : !pto.partition_tensor_view<...>, I) outs(%dst : T)`"
            };
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "{upper} takes a global view and {} tile{}: {form}",
                    wanted_tiles,
                    if scatter { "s" } else { "" }
                ),
            )]);
        };
        // Modes: attributes, then suffixes.
        let mut coalesce = "row";
        let mut oob = "undefined";
        let mut atomic = "none";
        let oob_key = if scatter { "scatterOob" } else { "gatherOob" };
        let oob_values: &[&'static str] = if scatter {
            &["undefined", "skip", "clamp", "wrap"]
        } else {
            &["undefined", "clamp", "wrap", "zero"]
        };
        for entry in &statement.attrs {
            let value = Self::attr_text(entry).to_ascii_lowercase();
            match entry.key.as_str() {
                "coalesce" => match value.as_str() {
                    "row" => coalesce = "row",
                    "elem" => coalesce = "elem",
                    other => {
                        return Err(vec![self.error(
                            &entry.span,
                            format!("unknown coalesce `{other}`; expected row or elem"),
                        )])
                    }
                },
                key if key == oob_key => match oob_values.iter().find(|v| **v == value) {
                    Some(v) => oob = v,
                    None => {
                        return Err(vec![self.error(
                            &entry.span,
                            format!(
                                "unknown {oob_key} `{value}`; expected {}",
                                oob_values.join(", ")
                            ),
                        )])
                    }
                },
                "scatterAtomicOp" if scatter => {
                    match ["none", "add", "max", "min"].iter().find(|v| **v == value) {
                        Some(v) => atomic = v,
                        None => {
                            return Err(vec![self.error(
                                &entry.span,
                                format!(
                                "unknown scatterAtomicOp `{value}`; expected none, add, max or min"
                            ),
                            )])
                        }
                    }
                }
                key => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("attribute `{key}` is not supported on `{}`", statement.name),
                    )])
                }
            }
        }
        for suffix in statement
            .name
            .split('.')
            .skip_while(|p| *p != "mgather" && *p != "mscatter")
            .skip(1)
        {
            match suffix {
                "row" => coalesce = "row",
                "elem" => coalesce = "elem",
                other => match oob_values.iter().find(|v| **v == other) {
                    Some(v) => oob = v,
                    None => {
                        return Err(vec![self.error(
                            &statement.name_span,
                            format!(
                                "unknown {upper} suffix `.{other}`; expected .row, .elem or {}",
                                oob_values
                                    .iter()
                                    .map(|v| format!(".{v}"))
                                    .collect::<Vec<_>>()
                                    .join(", ")
                            ),
                        )])
                    }
                },
            }
        }
        let mut attrs = vec![
            ("coalesce", AttrValue::Str(coalesce)),
            ("oob", AttrValue::Str(oob)),
        ];
        if scatter {
            attrs.push(("atomic", AttrValue::Str(atomic)));
            let ordered = vec![
                operands[tiles[0]].clone(),
                operands[tiles[1]].clone(),
                operands[view].clone(),
            ];
            return Ok(self.emit(&[], "pto.mscatter", &ordered, attrs, None));
        }
        let inputs = vec![operands[view].clone(), operands[tiles[0]].clone()];
        let (results, dst, _) = self.destination(statement, "mgather", &inputs)?;
        let mut all = inputs;
        all.extend(dst);
        Ok(self.emit(&results, "pto.mgather", &all, attrs, None))
    }

    /// `%q = pto.addptr %p, %n : !pto.ptr<T> -> !pto.ptr<T>`, `%v =
    /// pto.load_scalar %p[%n] : !pto.ptr<T> -> T`, `pto.store_scalar %v,
    /// %p[%n] : !pto.ptr<T>, T`.
    fn pointer(&mut self, statement: &Statement, op: &'static str) -> Result<Planned, Errors> {
        let inputs = with_subscripts(&statement.inputs);
        let (form, count, results) = match op {
            "addptr" => (
                "`%q = pto.addptr %p, %offset : !pto.ptr<T> -> !pto.ptr<T>`",
                2,
                1,
            ),
            "load_scalar" => (
                "`%v = pto.load_scalar %p[%offset] : !pto.ptr<T> -> T`",
                2,
                1,
            ),
            _ => ("`pto.store_scalar %v, %p[%offset] : !pto.ptr<T>, T`", 3, 0),
        };
        if inputs.len() != count || statement.results.len() != results {
            return Err(vec![
                self.error(&statement.name_span, format!("expected {form}"))
            ]);
        }
        let typed = self.operand_types(&inputs)?;
        let ptr_at = usize::from(op == "store_scalar");
        let Ty::Ptr(element) = &typed[ptr_at].1 else {
            return Err(vec![self.error(
                &inputs[ptr_at].span,
                format!(
                    "{} is {}, not a !pto.ptr",
                    inputs[ptr_at].name,
                    typed[ptr_at].1.pto()
                ),
            )]);
        };
        let result = match op {
            "addptr" => vec![(statement.results[0].0.clone(), typed[0].1.clone())],
            "load_scalar" => {
                let scalar = element.replace("ui", "i").replace("si", "i");
                vec![(statement.results[0].0.clone(), Ty::Builtin(scalar))]
            }
            _ => Vec::new(),
        };
        Ok(self.emit(&result, &format!("pto.{op}"), &typed, Vec::new(), None))
    }

    /// `pto.set_validshape %buf, %rows, %cols : !pto.tile_buf<..., v_row=?,
    /// v_col=?>`: an update in place, planned as a new value the buffer's
    /// name is rebound to.
    fn set_valid_shape(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let usage = "expected `pto.set_validshape %buf, %rows, %cols : !pto.tile_buf<..., v_row=?, v_col=?>`";
        let ([], [buf, rows, cols]) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(&statement.name_span, usage)]);
        };
        let typed = self.operand_types(&statement.inputs)?;
        let Ty::Tile(tile) = &typed[0].1 else {
            return Err(vec![
                self.error(&buf.span, format!("{} is not a tile buffer", buf.name))
            ]);
        };
        if !tile.buffer {
            return Err(vec![self.error(&buf.span, format!("{} is a level 1 tile value: only a tile buffer (`!pto.tile_buf`) has a valid shape to set", buf.name))]);
        }
        let mut errors = Vec::new();
        for (operand, limit, what) in [(rows, tile.rows, "rows"), (cols, tile.cols, "columns")] {
            if let Some(v) = self.scope.constants.get(&operand.name) {
                if *v < 0 || *v > limit {
                    errors.push(self.error(
                        &operand.span,
                        format!("{v} valid {what} do not fit the buffer's {limit} static {what}"),
                    ));
                }
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(self.emit(
            &[(buf.name.clone(), typed[0].1.clone())],
            "pto.set_valid_shape",
            &typed,
            Vec::new(),
            None,
        ))
    }

    /// TALIAS and TSUBVIEW: `%v = pto.talias %src : (T) -> U`, `%v =
    /// pto.subview %src, %r, %c : (T, i16, i16) -> U`, their `ins(...)
    /// outs(%v : U)` forms (which define %v), and PTOAS's `%v = pto.subset
    /// %src[%r, %c] sizes [R, C] : T`.
    fn tile_view(&mut self, statement: &Statement, sub: bool) -> Result<Planned, Errors> {
        let op = if sub { "pto.subview" } else { "pto.talias" };
        let inputs = with_subscripts(&statement.inputs);
        let wanted = if sub { 3 } else { 1 };
        if inputs.len() != wanted {
            let form = if sub {
                "`%v = pto.subview %src, %row, %col : (T, i16, i16) -> U` or `%v = pto.subset %src[%row, %col] sizes [R, C] : T`"
            } else {
                "`%v = pto.talias %src : (T) -> U`"
            };
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "`{}` takes {wanted} operand{}: {form}",
                    statement.name,
                    if sub { "s" } else { "" }
                ),
            )]);
        }
        let typed = self.operand_types(&inputs)?;
        let Ty::Tile(source) = &typed[0].1 else {
            return Err(vec![self.error(
                &inputs[0].span,
                format!("{} is not a tile", inputs[0].name),
            )]);
        };
        let (name, span) = match (statement.results.as_slice(), statement.outputs.as_slice()) {
            ([(name, span)], []) => (name.clone(), span.clone()),
            ([], [out]) => (out.name.clone(), out.span.clone()),
            _ => {
                return Err(vec![self.error(
                    &statement.name_span,
                    format!("`{}` defines one view", statement.name),
                )])
            }
        };
        if self.scope.types.contains_key(&name) {
            return Err(vec![self.error(
                &span,
                format!(
                    "`{}` defines its view, but {name} is already defined: name a new value",
                    statement.name
                ),
            )]);
        }
        let written = statement
            .result_types
            .first()
            .cloned()
            .or_else(|| statement.outputs.first().and_then(|o| o.written.clone()));
        let ty = match (written, self.keyed(statement, "sizes")) {
            (_, Some((Item::List(items, _), span))) if sub => {
                let sizes = items
                    .iter()
                    .map(|i| self.constant(i, "a subset size"))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|e| vec![e])?;
                let [rows, cols] = sizes[..] else {
                    return Err(vec![
                        self.error(&span, "`sizes` gives the rows and columns of the view")
                    ]);
                };
                if self.keyed(statement, "valid").is_some() {
                    return Err(vec![self.error(&span, "runtime valid operands of a subset are not read: the view's valid shape comes from its parent's")]);
                }
                // The parent's valid region from the origin on, within the
                // sizes (the sizes, where the parent's or the origin is not
                // a constant).
                let origin: Vec<Option<i64>> = typed[1..]
                    .iter()
                    .map(|(n, _)| self.scope.constants.get(n).copied())
                    .collect();
                let clip = |valid: i64, at: Option<i64>, size: i64| match at {
                    Some(at) if valid >= 0 => (valid - at).clamp(0, size),
                    _ => size,
                };
                let mut view = source.clone();
                view.rows = rows;
                view.cols = cols;
                view.valid_rows = clip(source.valid_rows, origin[0], rows);
                view.valid_cols = clip(source.valid_cols, origin[1], cols);
                Ty::Tile(view)
            }
            (Some((Written::Known(ty @ Ty::Tile(_)), _)), _) => ty,
            _ => {
                return Err(vec![self.error(
                    &span,
                    format!(
                        "`{}` needs the view's type: `-> !pto.tile<...>`",
                        statement.name
                    ),
                )])
            }
        };
        // The view lies within the source's valid region, where both are
        // known here.
        if let (true, Ty::Tile(view)) = (sub, &ty) {
            let origin: Vec<Option<i64>> = typed[1..]
                .iter()
                .map(|(n, _)| self.scope.constants.get(n).copied())
                .collect();
            for (at, extent, limit, what, operand) in [
                (
                    origin[0],
                    view.valid_rows,
                    source.valid_rows,
                    "rows",
                    &inputs[1],
                ),
                (
                    origin[1],
                    view.valid_cols,
                    source.valid_cols,
                    "columns",
                    &inputs[2],
                ),
            ] {
                if let Some(at) = at.filter(|_| extent >= 0 && limit >= 0) {
                    if at < 0 || at + extent > limit {
                        return Err(vec![self.error(&operand.span, format!("the view's {extent} valid {what} from {at} on pass the source's {limit} valid {what}"))]);
                    }
                }
            }
        }
        Ok(self.emit(&[(name, ty)], op, &typed, Vec::new(), None))
    }

    fn partition(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let ([(result, _)], [source]) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(&statement.name_span, "expected `%p = pto.partition_view %v, offsets = [...], sizes = [...] : ... -> !pto.partition_tensor_view<...>`")]);
        };
        let source_ty = self.operand_types(std::slice::from_ref(source))?.remove(0);
        let Ty::View(parent) = &source_ty.1 else {
            return Err(vec![self.error(
                &source.span,
                format!(
                    "{} is {}, not a tensor view",
                    source.name,
                    source_ty.1.pto()
                ),
            )]);
        };
        let sizes = self.int_list(statement, "sizes")?;
        let offsets = match self.keyed(statement, "offsets") {
            Some((Item::List(items, _), span)) => items
                .iter()
                .map(|i| match i {
                    Item::Value(name, _) => Ok((name.clone(), Ty::Builtin("index".into()))),
                    _ => Err(vec![self.error(&span, "offsets are index values")]),
                })
                .collect::<Result<Vec<_>, _>>()?,
            _ => {
                return Err(vec![self.error(
                    &statement.name_span,
                    "pto.partition_view needs `offsets = [...]`",
                )])
            }
        };
        if offsets.len() != parent.rank || sizes.len() != parent.rank {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "the source view has rank {}, but {} offsets and {} sizes are given",
                    parent.rank,
                    offsets.len(),
                    sizes.len()
                ),
            )]);
        }
        let written = statement
            .result_types
            .iter()
            .rev()
            .find_map(|(w, span)| match w {
                Written::View(v) if v.partition => Some((v.clone(), span.clone())),
                _ => None,
            });
        if let Some((w, span)) = &written {
            let matches = w.dims.len() == sizes.len()
                && w.dims
                    .iter()
                    .zip(&sizes)
                    .all(|(d, s)| d.is_none_or(|d| d == *s));
            if !matches || w.element != parent.element {
                return Err(vec![self.error(
                    span,
                    format!(
                        "the result type does not match sizes {sizes:?} of {}",
                        parent.element
                    ),
                )]);
            }
        }
        let Some(shape) = pad_dims(&sizes, 1) else {
            return Err(vec![self.error(&statement.name_span, "too many dimensions")]);
        };
        let view = ViewType {
            element: parent.element.clone(),
            shape,
            stride: parent.stride,
            rank: parent.rank,
        };
        let mut operands = vec![source_ty];
        operands.extend(offsets);
        Ok(self.emit(
            &[(result.clone(), Ty::View(view))],
            "pto.partition",
            &operands,
            Vec::new(),
            None,
        ))
    }

    fn event(&mut self, statement: &Statement, op: &str) -> Result<Planned, Errors> {
        let items = match statement.refs.first() {
            Some(Item::List(items, _)) if items.len() == 3 => items,
            _ => return Err(vec![self.error(&statement.name_span, format!("expected `pto.{op} [#pto.pipe_event_type<TLOAD>, #pto.pipe_event_type<TVEC>, #pto.event<EVENT_ID0>]`"))]),
        };
        let text = |i: &Item| i.name().map(|name| (name, i.span()));
        let mut attrs = Vec::new();
        for (key, item) in ["src", "dst"].iter().zip(items) {
            let (name, span) = text(item)
                .ok_or_else(|| vec![self.error(&statement.name_span, "expected an event type")])?;
            let class = event_class(&name).ok_or_else(|| vec![self.error(&span, format!("unknown event type `{name}`")).with_help("expected TLOAD, TSTORE_ACC, TSTORE_VEC, TMOV_M2L, TMOV_M2S, TMOV_M2B, TMOV_M2V, TMOV_V2M, TMATMUL, TVEC or TVECWAIT_EVENT")])?;
            attrs.push((*key, AttrValue::Str(class)));
        }
        let (name, span) = text(&items[2])
            .ok_or_else(|| vec![self.error(&statement.name_span, "expected an event id")])?;
        let id = name
            .strip_prefix("EVENT_ID")
            .and_then(|d| d.parse::<i64>().ok())
            .filter(|id| (0..=7).contains(id));
        let id = id.ok_or_else(|| {
            vec![self.error(
                &span,
                format!("`{name}` is not an event id; PTO has EVENT_ID0 to EVENT_ID7"),
            )]
        })?;
        attrs.push(("event", AttrValue::Int(id)));
        Ok(self.emit(&[], &format!("pto.{op}"), &[], attrs, None))
    }

    /// The instructions with two destinations: TPARTARGMAX/MIN (four
    /// sources: values, then indices), TINTERLEAVE (two sources),
    /// TDEINTERLEAVE (one or two). Level 2 writes two `outs` buffers;
    /// level 1 and PTO-AS return two tiles.
    fn part_arg(&mut self, statement: &Statement, op: &'static str) -> Result<Planned, Errors> {
        let upper = op.to_ascii_uppercase();
        let (form, sources): (String, &[usize]) = match op {
            "tinterleave" => (
                format!("`pto.{op} ins(%src0, %src1 : ...) outs(%dst0, %dst1 : ...)` or `%d0, %d1 = pto.{op} %src0, %src1 : (...) -> (...)`"),
                &[2],
            ),
            "tdeinterleave" => (
                format!("`pto.{op} ins(%src0[, %src1] : ...) outs(%dst0, %dst1 : ...)` or `%d0, %d1 = pto.{op} %src0[, %src1] : (...) -> (...)`"),
                &[1, 2],
            ),
            _ => (
                format!("`pto.{op} ins(%v0, %v1, %i0, %i1 : ...) outs(%v, %i : ...)` or `%v, %i = pto.{op} %v0, %v1, %i0, %i1 : (...) -> (...)`"),
                &[4],
            ),
        };
        let inputs = self.operand_types(&statement.inputs)?;
        let (results, outputs) = if statement.dps {
            if !statement.results.is_empty() {
                return Err(vec![self.error(
                    &statement.results[0].1,
                    format!(
                        "{upper} in the destination-passing form (ins/outs) has no results: {form}"
                    ),
                )]);
            }
            (Vec::new(), self.operand_types(&statement.outputs)?)
        } else {
            if statement.results.len() != 2 {
                return Err(vec![self.error(
                    &statement.name_span,
                    format!("{upper} in SSA form defines two results: {form}"),
                )]);
            }
            let inferred = self.two_results(op, &inputs);
            let mut results = Vec::new();
            for (k, (name, span)) in statement.results.iter().enumerate() {
                let ty = match self.written_result(statement, k) {
                    Some((ty, _)) => ty,
                    None => inferred[k].clone().ok_or_else(|| {
                        vec![self.error(
                            span,
                            format!("write the result types of `{}`", statement.name),
                        )]
                    })?,
                };
                results.push((name.clone(), ty));
            }
            (results, Vec::new())
        };
        let level_1 = !statement.dps;
        let destinations = if level_1 { &results } else { &outputs };
        let tiles: Vec<&TileType> = inputs
            .iter()
            .chain(destinations)
            .filter_map(|(_, t)| match t {
                Ty::Tile(t) if t.buffer != level_1 => Some(t),
                _ => None,
            })
            .collect();
        if !sources.contains(&inputs.len())
            || destinations.len() != 2
            || tiles.len() != inputs.len() + 2
        {
            let what = if level_1 {
                "reads tiles and returns two"
            } else {
                "reads tile buffers and writes two"
            };
            return Err(vec![
                self.error(&statement.name_span, format!("{upper} {what}: {form}"))
            ]);
        }
        let dst = destinations.first().map(|(_, t)| t);
        if op.ends_with("interleave") {
            let findings = arch::check(self.arch, op, &statement.name, &inputs, dst);
            if let Some(f) = findings.into_iter().next() {
                return Err(vec![self.error(&statement.name_span, f.message)]);
            }
        } else {
            // A2/A3: half values take 16- or 32-bit indices, float values 32-bit.
            let (values, indices) = (&tiles[0].element, &tiles[2].element);
            let narrow = matches!(indices.as_str(), "i16" | "ui16" | "si16");
            if self.arch == PtoTarget::A2A3 && values == "f32" && narrow {
                return Err(vec![self.error(
                    &statement.inputs[2].span,
                    format!("{upper} on a2a3 takes 32-bit indices for float values, not {indices}"),
                )]);
            }
        }
        // The destinations and the results are optional groups, and so is
        // TDEINTERLEAVE's second source.
        let (level_2, level_1) = (i32::from(!level_1), i32::from(level_1));
        let mut segments = vec![1; inputs.len()];
        if op == "tdeinterleave" && inputs.len() == 1 {
            segments.push(0);
        }
        segments.extend([level_2, level_2]);
        let mut operands = inputs;
        operands.extend(outputs);
        let mut planned = self.emit(
            &results,
            &format!("pto.{op}"),
            &operands,
            Vec::new(),
            Some(segments),
        );
        planned.result_segments = Some(vec![level_1, level_1]);
        Ok(planned)
    }

    /// TMRGSORT's 2-4 list form. Level 1 and PTO-AS: `%dst, %executed =
    /// pto.tmrgsort %s0, %s1[, %s2, %s3] {exhausted = false} : (...) -> (T,
    /// vector<4xi16>)`; level 2: `ins(%s0, %s1[, %s2, %s3][, %tmp] {exhausted
    /// = ...} : ...) outs(%dst, %executed : T, vector<4xi16>)`, where the
    /// executed counts are a new value. A trailing tmp is told from a list by
    /// the destination: the lists' valid columns add up to its own.
    fn merge_lists(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        const FORMS: &str = "`%dst, %executed = pto.tmrgsort %src0, %src1[, %src2, %src3] {exhausted = false} : (...) -> (!pto.tile<...>, vector<4xi16>)` or `pto.tmrgsort ins(%src0, %src1[, %src2, %src3], %tmp {exhausted = false} : ...) outs(%dst, %executed : !pto.tile_buf<...>, vector<4xi16>)`";
        let counts = Ty::Builtin("vector<4xi16>".into());
        let mut attrs = Vec::new();
        for entry in &statement.attrs {
            match (entry.key.as_str(), Self::attr_text(entry).as_str()) {
                ("exhausted", "true") => attrs.push(("exhausted", AttrValue::Unit)),
                ("exhausted", "false") => {}
                ("exhausted", other) => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("`exhausted` is true or false, not `{other}`"),
                    )])
                }
                (key, _) => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!("attribute `{key}` is not supported on TMRGSORT's list form; it takes `exhausted`"),
                    )])
                }
            }
        }
        let mut inputs = self.operand_types(&statement.inputs)?;
        let tiles = |list: &[(String, Ty)]| -> Option<Vec<TileType>> {
            list.iter()
                .map(|(_, t)| match t {
                    Ty::Tile(t) => Some(t.clone()),
                    _ => None,
                })
                .collect()
        };
        let Some(sources) = tiles(&inputs) else {
            return Err(vec![self.error(
                &statement.name_span,
                format!("TMRGSORT's list form merges 2 to 4 tiles: {FORMS}"),
            )]);
        };
        let valid_sum = |list: &[TileType]| -> i64 { list.iter().map(|t| t.valid_cols).sum() };
        let (results, mut operands, tmp) = if statement.dps {
            if !statement.results.is_empty() {
                return Err(vec![self.error(
                    &statement.results[0].1,
                    format!("TMRGSORT in the destination-passing form has no results: {FORMS}"),
                )]);
            }
            let [dst, executed] = statement.outputs.as_slice() else {
                return Err(vec![self.error(
                    &statement.name_span,
                    format!("TMRGSORT's list form writes a destination and the executed counts: {FORMS}"),
                )]);
            };
            let dst_type = self.operand_type(dst).map_err(|e| vec![e])?;
            let written_counts = match &executed.written {
                Some((Written::Known(t), _)) => Some(t.clone()),
                _ => None,
            };
            if written_counts.as_ref().is_some_and(|t| *t != counts) {
                return Err(vec![self.error(
                    &executed.span,
                    "TMRGSORT's executed counts are a vector<4xi16>",
                )]);
            }
            let Ty::Tile(d) = &dst_type else {
                return Err(vec![
                    self.error(&dst.span, "TMRGSORT's destination is a tile buffer")
                ]);
            };
            // A trailing tmp: the lists before it fill the destination.
            let has_tmp = sources.len() >= 3
                && valid_sum(&sources) != d.valid_cols
                && valid_sum(&sources[..sources.len() - 1]) == d.valid_cols;
            let tmp = if has_tmp { inputs.pop() } else { None };
            let results = vec![(executed.name.clone(), counts.clone())];
            (results, vec![(dst.name.clone(), dst_type)], tmp)
        } else {
            let [(dst, _), (executed, _)] = statement.results.as_slice() else {
                return Err(vec![self.error(
                    &statement.name_span,
                    format!("TMRGSORT's list form defines the merged tile and the executed counts: {FORMS}"),
                )]);
            };
            // Unwritten: src0's tile with the lists' columns together.
            let dst_type = match self.written_result(statement, 0) {
                Some((ty, _)) => ty,
                None => {
                    let mut t = sources[0].clone();
                    t.cols = sources.iter().map(|s| s.cols).sum();
                    t.valid_cols = if sources.iter().any(|s| s.valid_cols < 0) {
                        -1
                    } else {
                        valid_sum(&sources)
                    };
                    Ty::Tile(t)
                }
            };
            if let Some((ty, span)) = self.written_result(statement, 1) {
                if ty != counts {
                    return Err(vec![
                        self.error(&span, "TMRGSORT's executed counts are a vector<4xi16>")
                    ]);
                }
            }
            let results = vec![(dst.clone(), dst_type), (executed.clone(), counts.clone())];
            (results, Vec::new(), None)
        };
        if !(2..=4).contains(&inputs.len()) {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "TMRGSORT merges 2 to 4 lists, not {}: {FORMS}",
                    inputs.len()
                ),
            )]);
        }
        let level_1 = !statement.dps;
        let mixed = inputs
            .iter()
            .chain(&operands)
            .chain(tmp.iter())
            .find(|(_, t)| matches!(t, Ty::Tile(t) if t.buffer == level_1));
        if let Some((name, _)) = mixed {
            let wanted = if level_1 {
                "tiles (!pto.tile)"
            } else {
                "tile buffers (!pto.tile_buf)"
            };
            return Err(vec![self.error(
                &statement.name_span,
                format!("TMRGSORT's list form in this form merges {wanted}, but {name} is not one"),
            )]);
        }
        let present = |n: usize| i32::from(inputs.len() > n);
        let segments = vec![
            1,
            1,
            present(2),
            present(3),
            i32::from(tmp.is_some()),
            i32::from(!level_1),
        ];
        let mut all = inputs;
        all.extend(tmp);
        all.append(&mut operands);
        let mut planned = self.emit(&results, "pto.tmrgsort_lists", &all, attrs, Some(segments));
        planned.result_segments = Some(vec![i32::from(level_1), 1]);
        Ok(planned)
    }

    /// The result types a two-destination instruction's level 1 form gets
    /// when none are written: the values' and the indices' types, or the
    /// source's (TDEINTERLEAVE of one source: half its columns).
    fn two_results(&self, op: &str, inputs: &[(String, Ty)]) -> [Option<Ty>; 2] {
        let input = |i: usize| inputs.get(i).map(|(_, t)| t.clone());
        match op {
            "tpartargmax" | "tpartargmin" => [input(0), input(2)],
            "tdeinterleave" if inputs.len() == 1 => {
                let half = match input(0) {
                    Some(Ty::Tile(mut t)) if t.cols % 2 == 0 && t.valid_cols % 2 == 0 => {
                        t.cols /= 2;
                        if t.valid_cols > 0 {
                            t.valid_cols /= 2;
                        }
                        Some(Ty::Tile(t))
                    }
                    _ => None,
                };
                [half.clone(), half]
            }
            _ => [input(0), input(0)],
        }
    }

    /// `pto.sync.set #pto.pipe<PIPE_M>, 0`: a pipe and a flag id (0..15).
    fn cross_core(&mut self, statement: &Statement, op: &'static str) -> Result<Planned, Errors> {
        let usage = || {
            format!(
                "expected `pto.{} #pto.pipe<PIPE_V>, 0`",
                op.replace('_', ".")
            )
        };
        let [pipe_item, id_item] = statement.refs.as_slice() else {
            return Err(vec![self.error(&statement.name_span, usage())]);
        };
        let pipe = pipe_item
            .name()
            .and_then(|n| pipe_name(&n))
            .ok_or_else(|| vec![self.error(&pipe_item.span(), usage())])?;
        let id = id_item
            .name()
            .and_then(|n| parse_int(&n))
            .filter(|id| (0..16).contains(id))
            .ok_or_else(|| vec![self.error(&id_item.span(), "a cross-core flag id is 0 to 15")])?;
        Ok(self.emit(
            &[],
            &format!("pto.{op}"),
            &[],
            vec![("pipe", AttrValue::Str(pipe)), ("id", AttrValue::Int(id))],
            None,
        ))
    }

    /// `pto.get_buf [#pto.pipe_event_type<TVEC>, 0] {mode = 0}`.
    fn buf_token(&mut self, statement: &Statement, release: bool) -> Result<Planned, Errors> {
        let name = if release { "rls_buf" } else { "get_buf" };
        let usage = || format!("expected `pto.{name} [#pto.pipe_event_type<TVEC>, 0]`");
        let Some(Item::List(items, _)) = statement.refs.first() else {
            return Err(vec![self.error(&statement.name_span, usage())]);
        };
        let [class_item, id_item] = items.as_slice() else {
            return Err(vec![self.error(&statement.name_span, usage())]);
        };
        let class = class_item
            .name()
            .and_then(|n| event_class(&n))
            .ok_or_else(|| vec![self.error(&class_item.span(), usage())])?;
        let id = id_item
            .name()
            .and_then(|n| parse_int(&n))
            .filter(|id| (0..32).contains(id))
            .ok_or_else(|| vec![self.error(&id_item.span(), "a buffer id is 0 to 31")])?;
        let mut attrs = vec![
            ("op_class", AttrValue::Str(class)),
            ("id", AttrValue::Int(id)),
        ];
        if release {
            attrs.push(("release", AttrValue::Unit));
        }
        Ok(self.emit(&[], "pto.buf_token", &[], attrs, None))
    }

    fn barrier(&mut self, statement: &Statement, family: Family) -> Result<Planned, Errors> {
        let item = match statement.refs.first() {
            Some(Item::List(items, _)) if family == Family::BarrierSync => items.first(),
            other => other,
        };
        let Some((name, span)) = item.and_then(|i| i.name().map(|n| (n, i.span()))) else {
            return Err(vec![self.error(
                &statement.name_span,
                "expected `pto.barrier #pto.pipe<PIPE_V>` or `tsync.op #pto.op<TADD>`",
            )]);
        };
        let span = &span;
        let pipe = match family {
            Family::Barrier => pipe_name(&name),
            Family::BarrierSync => event_class(&name).and_then(class_pipe),
            _ => instruction_pipe(&name.to_ascii_lowercase()),
        };
        let Some(pipe) = pipe else {
            return Err(vec![
                self.error(span, format!("`{name}` does not name a pipeline here"))
            ]);
        };
        if family == Family::SyncOp && pipe != "pipe_v" {
            return Err(vec![self.error(
                span,
                format!("TSYNC<Op> takes vector-pipeline instructions only; {name} is not one"),
            )]);
        }
        Ok(self.emit(
            &[],
            "pto.barrier",
            &[],
            vec![("pipe", AttrValue::Str(pipe))],
            None,
        ))
    }
}

impl Translator<'_> {
    /// A keyed or dictionary attribute's value (`mode = #pto.sync_all_mode<soft>`
    /// or `{mode = ...}`): the last parameter of a reference, else the word.
    fn keyed_word(statement: &Statement, key: &str) -> Option<(String, Range<usize>)> {
        let keyed = statement
            .keyed
            .iter()
            .filter(|(k, ..)| k == key)
            .map(|(_, item, span)| (item.clone(), span.clone()));
        let attrs = statement
            .attrs
            .iter()
            .filter(|e| e.key == key)
            .filter_map(|e| e.value.clone().map(|v| (v, e.span.clone())));
        let (item, span) = keyed.chain(attrs).next()?;
        let text = match &item {
            Item::Attr(a) => a.params.last().cloned().unwrap_or_default(),
            other => other.name().unwrap_or_default(),
        };
        Some((text.to_ascii_lowercase(), span))
    }

    /// TGETVAL: `%v = pto.tgetval ins(%t, %i : T, index) outs : f32`, or
    /// `outs(%v : f32)` naming the result; the scalar type defaults to the
    /// tile's element (signless).
    fn getval(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let inputs = self.operand_types(&statement.inputs)?;
        let [(_, Ty::Tile(tile)), (_, index)] = inputs.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                "TGETVAL takes a tile and an element offset: `%v = pto.tgetval ins(%tile, %i : !pto.tile_buf<...>, index) outs : f32`",
            )]);
        };
        if !matches!(index, Ty::Builtin(b) if matches!(b.as_str(), "index" | "i32" | "i64")) {
            return Err(vec![self.error(
                &statement.inputs[1].span,
                format!(
                    "TGETVAL's offset is an index or integer, not {}",
                    index.pto()
                ),
            )]);
        }
        let result = match (statement.results.as_slice(), statement.outputs.as_slice()) {
            ([(name, _)], []) => name.clone(),
            ([], [out]) => out.name.clone(),
            _ => {
                return Err(vec![self.error(
                &statement.name_span,
                "TGETVAL has one scalar result: `%v = pto.tgetval ... outs : T` or `outs(%v : T)`",
            )])
            }
        };
        let written = statement
            .result_types
            .first()
            .map(|(w, _)| w.clone())
            .or_else(|| {
                statement
                    .outputs
                    .first()
                    .and_then(|o| o.written.clone().map(|(w, _)| w))
            });
        let ty = match written {
            Some(Written::Known(ty)) => ty,
            _ => {
                let element = tile.element.replace("ui", "i").replace("si", "i");
                Ty::Builtin(element)
            }
        };
        Ok(self.emit(&[(result, ty)], "pto.tgetval", &inputs, Vec::new(), None))
    }

    /// TSETVAL: `pto.tsetval ins(%i, %v : index, f32) outs(%tile : T)`.
    fn setval(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let mut operands = self.operand_types(&statement.inputs)?;
        let outputs = self.operand_types(&statement.outputs)?;
        let ([(_, index), (_, value)], [(_, Ty::Tile(tile))]) =
            (operands.as_slice(), outputs.as_slice())
        else {
            return Err(vec![self.error(
                &statement.name_span,
                "TSETVAL writes a scalar into a tile buffer: `pto.tsetval ins(%i, %v : index, f32) outs(%tile : !pto.tile_buf<...>)`",
            )]);
        };
        if !matches!(index, Ty::Builtin(b) if matches!(b.as_str(), "index" | "i32" | "i64")) {
            return Err(vec![self.error(
                &statement.inputs[0].span,
                format!(
                    "TSETVAL's offset is an index or integer, not {}",
                    index.pto()
                ),
            )]);
        }
        if !matches!(value, Ty::Builtin(_)) || !tile.buffer {
            return Err(vec![self.error(
                &statement.inputs[1].span,
                "TSETVAL writes a scalar into a tile buffer (`!pto.tile_buf`)",
            )]);
        }
        operands.extend(outputs);
        Ok(self.emit(&[], "pto.tsetval", &operands, Vec::new(), None))
    }

    /// SYNCALL: hard mode takes no operands; soft mode a global workspace
    /// (not needed by the simulator's barrier) and optionally the count of
    /// cores taking part.
    fn syncall(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let mode = Self::keyed_word(statement, "mode");
        let soft = match &mode {
            None => false,
            Some((m, _)) if m == "hard" => false,
            Some((m, _)) if m == "soft" => true,
            Some((m, span)) => {
                return Err(vec![self.error(
                    span,
                    format!("unknown SYNCALL mode `{m}`; expected hard or soft"),
                )])
            }
        };
        let core_type = match Self::keyed_word(statement, "core_type") {
            None => "aiv_only",
            Some((c, span)) => match tanto_dialects::pto::SyncCoreType::parse(&c) {
                Some(c) => c.as_str(),
                None => {
                    return Err(vec![self.error(
                        &span,
                        format!(
                            "unknown SYNCALL core type `{c}`; expected aiv_only, aic_only or mix"
                        ),
                    )])
                }
            },
        };
        let inputs = self.operand_types(&statement.inputs)?;
        let here = |i: usize| {
            statement
                .inputs
                .get(i)
                .map_or(statement.name_span.clone(), |o| o.span.clone())
        };
        if !soft && !inputs.is_empty() {
            return Err(vec![self.error(
                &here(0),
                "SYNCALL in hard mode takes no operands (soft mode takes a workspace and a core count)",
            )]);
        }
        if let Some((name, ty)) = inputs
            .first()
            .filter(|(_, t)| !matches!(t, Ty::Ptr(_) | Ty::View(_)))
        {
            return Err(vec![self.error(
                &here(0),
                format!(
                    "SYNCALL's workspace is global memory (a !pto.ptr or a view), but {name} is {}",
                    ty.pto()
                ),
            )]);
        }
        let used: Vec<(String, Ty)> = inputs.iter().skip(1).cloned().collect();
        if let Some((name, ty)) = used
            .iter()
            .find(|(_, t)| !matches!(t, Ty::Builtin(b) if b == "i32" || b == "index"))
        {
            return Err(vec![self.error(
                &here(1),
                format!("SYNCALL's core count is an i32, but {name} is {}", ty.pto()),
            )]);
        }
        if inputs.len() > 2 {
            return Err(vec![self.error(
                &here(2),
                "SYNCALL takes at most a workspace and a core count",
            )]);
        }
        // A5 supports AIC-only in hard mode only, MIX in soft mode only.
        if self.arch == PtoTarget::A5 {
            let refused = match (core_type, soft) {
                ("aic_only", true) => Some("AIC-only SYNCALL on a5 is hard mode only"),
                ("mix", false) => Some("MIX SYNCALL on a5 is soft mode only"),
                _ => None,
            };
            if let Some(message) = refused {
                let span = mode.map_or(statement.name_span.clone(), |(_, s)| s);
                return Err(vec![self.error(&span, message)]);
            }
        }
        let mut attrs = vec![("core_type", AttrValue::Str(core_type))];
        if soft {
            attrs.push(("soft", AttrValue::Unit));
        }
        Ok(self.emit(&[], "pto.syncall", &used, attrs, None))
    }

    fn tpipe(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let ([(result, _)], [mem]) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(&statement.name_span, "expected `%pipe = pto.tpipe %mem : !pto.ptr<T> -> !pto.tpipe<FlagID, Direction, SlotSize, SlotNum>`")]);
        };
        let Some((fifo @ Ty::Fifo { .. }, _)) = self.written_result(statement, 0) else {
            return Err(vec![self.error(
                &statement.name_span,
                "pto.tpipe needs its type: `-> !pto.tpipe<FlagID, Direction, SlotSize, SlotNum>`",
            )]);
        };
        let mem_ty = self.operand_types(std::slice::from_ref(mem))?;
        if !matches!(mem_ty[0].1, Ty::Ptr(_)) {
            return Err(vec![self.error(
                &mem.span,
                format!(
                    "the FIFO memory {} must be a !pto.ptr, not {}",
                    mem.name,
                    mem_ty[0].1.pto()
                ),
            )]);
        }
        Ok(self.emit(
            &[(result.clone(), fifo)],
            "pipe.tpipe",
            &mem_ty,
            Vec::new(),
            None,
        ))
    }

    /// TALLOC/TPOP (`%slot = pto.talloc %pipe {split = ...} : ... -> view`) and
    /// TPUSH/TFREE (`pto.tpush %pipe, %slot {split = ...}`).
    fn fifo(&mut self, statement: &Statement, op: &str, opens: bool) -> Result<Planned, Errors> {
        let usage = if opens {
            format!("expected `%slot = pto.{op} %pipe {{split = TILE_UP_DOWN}} : !pto.tpipe<...> -> !pto.tensor_view<...>`")
        } else {
            format!("expected `pto.{op} %pipe, %slot {{split = TILE_UP_DOWN}}`")
        };
        let wanted_inputs = if opens { 1 } else { 2 };
        if statement.inputs.len() != wanted_inputs || statement.results.len() != usize::from(opens)
        {
            return Err(vec![self.error(&statement.name_span, usage)]);
        }
        let inputs = self.operand_types(&statement.inputs)?;
        let Ty::Fifo { c2v, .. } = inputs[0].1 else {
            return Err(vec![self.error(
                &statement.inputs[0].span,
                format!("{} is {}, not a TPipe", inputs[0].0, inputs[0].1.pto()),
            )]);
        };
        let split = self.split(statement)?;
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        let results = if opens {
            let Some((view @ Ty::View(_), _)) = self.written_result(statement, 0) else {
                return Err(vec![self.error(&statement.name_span, format!("pto.{op} needs the slot's view type (the GlobalData): `-> !pto.tensor_view<...>` with static dimensions"))]);
            };
            vec![(statement.results[0].0.clone(), view)]
        } else {
            Vec::new()
        };
        Ok(self.emit(&results, &format!("pipe.{op}"), &inputs, attrs, None))
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

pub(super) fn parse_int(text: &str) -> Option<i64> {
    let text = text.trim();
    match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        Some(hex) => i64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
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
            "tmov" | "ttrans" | "trowsum" | "trowmax" | "tcolsum" | "tcolmax"
        ))
    .then_some(0)
}

/// The cube's matrix products (left x right into acc).
pub(super) fn is_matmul(op: &str) -> bool {
    matches!(
        op,
        "tmatmul" | "tmatmul_acc" | "tmatmul_bias" | "tgemv" | "tgemv_acc" | "tgemv_bias"
    )
}

/// Whether a class reduces or broadcasts along rows or columns (its tiles
/// differ in shape from the destination).
pub(super) fn is_shaped_class(class: Option<&str>) -> bool {
    matches!(
        class,
        Some(
            "row_reduce"
                | "col_reduce"
                | "row_arg_reduce"
                | "col_arg_reduce"
                | "row_expand"
                | "col_expand"
                | "row_expand_binary"
                | "col_expand_binary"
        )
    )
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

fn pipe_name(name: &str) -> Option<&'static str> {
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
        Family::Compute("tmov", ..) => "pipe_mte1",
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
            // Refused, planned by its section, not an instruction.
            ("tmov.fp", None),
            ("aic_initialize_pipe", None),
            ("nope", None),
        ];
        for (name, expected) in cases {
            assert_eq!(family(name), expected, "{name}");
        }
    }
}
