//! PTOAS's explicit pipes: `initialize_l2g2l_pipe` / `initialize_l2l_pipe`
//! make a `!pto.pipe` handle, and `pto.tpush` / `tpop` / `tfree` take it.
//! PTOAS lowers its implicit pipes (`aic_initialize_pipe`...) to these, so
//! they map onto the same FIFOs (fifo.rs): one per direction of the
//! handle's dir_mask; a cube kernel produces C2V and consumes V2C, a vector
//! kernel the reverse. `pto.declare_tile` names the tile a later tpop fills.

use super::fifo::PopTarget;
use super::*;
use crate::pto::KernelKind;

/// A `!pto.pipe` handle.
pub struct ExplicitPipe {
    /// Its FIFOs, one per direction of the dir_mask: (C2V, name, type).
    pub fifos: Vec<(bool, String, Ty)>,
    /// A5's direct pipe (`initialize_l2l_pipe`): slots in the consumer's
    /// local buffer.
    pub local: bool,
    pub dir_mask: i64,
    /// Its init op, for notes.
    pub span: Range<usize>,
    /// The first use with `split = 0` and the first with 1 or 2: PTOAS
    /// refuses the two on one pipe.
    pub uses: [Option<Range<usize>>; 2],
}

/// The attributes of an explicit pipe's init op.
#[derive(Default)]
struct PipeShape {
    dir_mask: Option<i64>,
    slot_size: Option<i64>,
    slot_num: Option<i64>,
    local_slot_num: Option<i64>,
    flag_base: Option<i64>,
}

impl Translator<'_> {
    /// The explicit-pipe statements; None for any other.
    pub(super) fn translate_explicit_pipe(
        &mut self,
        bare: &str,
        statement: &Statement,
    ) -> Option<Result<Vec<Planned>, Errors>> {
        let on_handle = |s: &Self| {
            statement.inputs.last().is_some_and(|p| {
                s.scope.explicit_pipes.contains_key(&p.name)
                    || matches!(&p.written, Some((Written::Known(Ty::Builtin(t)), _)) if t == "!pto.pipe")
            })
        };
        Some(match bare {
            "initialize_l2g2l_pipe" => self.initialize_explicit_pipe(statement, true),
            "initialize_l2l_pipe" => self.initialize_explicit_pipe(statement, false),
            "declare_tile" | "declare_tile_memref" => self.declare_tile(statement),
            "set_ffts" => self.set_ffts(statement),
            "tpush" | "tpop" | "tfree" if on_handle(self) => {
                self.explicit_transfer(bare, statement)
            }
            _ => return None,
        })
    }

    /// `%p = pto.initialize_l2g2l_pipe {dir_mask, slot_size, slot_num,
    /// local_slot_num?, flag_base?, nosplit?}(%gm : T, %local : i32
    /// [, %peer : i32]) -> !pto.pipe` (l2l: no %gm): a FIFO per direction.
    fn initialize_explicit_pipe(
        &mut self,
        statement: &Statement,
        global: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let name = statement.name.as_str();
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "`{name}` makes one `!pto.pipe`: `%pipe = {name} {{...}}(...) -> !pto.pipe`"
                ),
            )]);
        };
        let shape = self.pipe_shape(statement, global)?;
        let (Some(mask @ 1..=3), Some(slot_size @ 1..), Some(slot_num @ (4 | 8))) =
            (shape.dir_mask, shape.slot_size, shape.slot_num)
        else {
            return Err(vec![self.error(
                &statement.name_span,
                format!("`{name}` needs {{dir_mask = 1|2|3, slot_size = <bytes, positive>, slot_num = 4|8}}"),
            )]);
        };
        if let Some(local_slots) = shape.local_slot_num {
            if local_slots <= 0 || local_slots > slot_num {
                return Err(vec![self.error(&statement.name_span, format!("`local_slot_num` is between 1 and slot_num ({slot_num}), not {local_slots}"))]);
            }
        }
        let flag_base = shape.flag_base.unwrap_or(0);
        if flag_base < 0 {
            return Err(vec![self.error(
                &statement.name_span,
                "`flag_base` is a non-negative flag id",
            )]);
        }
        let addresses = usize::from(global) + 1 + usize::from(mask == 3);
        if statement.inputs.len() != addresses {
            let operands = if global {
                "%gm_addr : T, %local_addr : i32"
            } else {
                "%local_addr : i32"
            };
            let given = statement.inputs.len();
            let peer = if mask == 3 && given + 1 == addresses {
                "dir_mask 3 needs the peer's buffer too".to_string()
            } else if mask != 3 && given == addresses + 1 {
                "`peer_local_addr` only with dir_mask 3".to_string()
            } else {
                format!("{given} operands given")
            };
            return Err(vec![self.error(
                &statement.name_span,
                format!("`{name}` takes `({operands})`, and `, %peer_local_addr : i32` after them with dir_mask 3; {peer}"),
            )]);
        }
        let typed = self.operand_types(&statement.inputs)?;
        self.record_peer(
            statement,
            mask,
            &statement.inputs[usize::from(global)..],
            shape.flag_base,
        )?;
        let memory = if global {
            self.slot_buffer(&statement.inputs[0], &typed[0].1)?
        } else if self.arch == PtoTarget::A2A3 {
            return Err(vec![self.error(&statement.name_span, "A2/A3 has no direct pipe between the cores: its slots pass through global memory (`pto.initialize_l2g2l_pipe`)")]);
        } else {
            // The C2V consumer's buffer first, then the V2C one (PTOAS's
            // lowering of a two-way implicit pipe).
            let buffers = &typed[..];
            for (operand, (_, ty)) in statement.inputs.iter().zip(buffers) {
                if *ty != Ty::Builtin("i32".into()) {
                    return Err(vec![self.error(
                        &operand.span,
                        format!(
                            "the consumer buffer {} must be an i32 address, not {}",
                            operand.name,
                            ty.pto()
                        ),
                    )]);
                }
            }
            let buffer = |i: usize| Some(buffers[i].0.clone());
            PipeMemory::Local(match mask {
                1 => vec![buffer(0), None],
                2 => vec![None, buffer(0)],
                _ => vec![buffer(0), buffer(1)],
            })
        };
        let kind = self.kernel_kind;
        let mut fifos = Vec::new();
        let mut planned = Vec::new();
        for (c2v, bit) in [(true, 1), (false, 2)] {
            if mask & bit == 0 {
                continue;
            }
            let fifo = self.fresh(if c2v { "c2v_pipe" } else { "v2c_pipe" });
            let ty = Ty::Fifo {
                flag: flag_base + if mask == 3 && !c2v { 2 } else { 0 },
                c2v,
                slot_size,
                slot_num,
            };
            // The vector side consumes C2V, the cube side V2C: a direct
            // pipe needs to know which side this kernel is.
            let consumer = match (kind, &memory) {
                (Some(kind), _) => (kind == KernelKind::Vector) == c2v,
                (None, PipeMemory::Global(..)) => false,
                (None, PipeMemory::Local(_)) => {
                    return Err(vec![self.needs_kernel_kind(statement)])
                }
            };
            planned.push(self.direction_tpipe(fifo.clone(), ty.clone(), &memory, c2v, consumer));
            fifos.push((c2v, fifo, ty));
        }
        let pipe = ExplicitPipe {
            fifos,
            local: !global,
            dir_mask: mask,
            span: statement.name_span.clone(),
            uses: [None, None],
        };
        self.scope.explicit_pipes.insert(result.clone(), pipe);
        Ok(planned)
    }

    /// Enters the init into the peer group of its reserved local buffers
    /// (the C2V one first); without one, the flag base must be written.
    fn record_peer(
        &mut self,
        statement: &Statement,
        mask: i64,
        locals: &[Operand],
        flag_base: Option<i64>,
    ) -> Result<(), Errors> {
        let dirs: &[i64] = if mask == 3 { &[1, 2] } else { &[mask] };
        let mut recorded = false;
        for (local, dir) in locals.iter().zip(dirs) {
            if let Some((owner, buffer)) = self.scope.reserved_addrs.get(&local.name).cloned() {
                let function = self.scope.function.clone();
                let key = (owner.as_str(), buffer.as_str(), *dir);
                let at = statement.name_span.clone();
                self.scope.peer_inits.record(&function, key, &at, flag_base);
                recorded = true;
            }
        }
        if recorded || flag_base.is_some() {
            return Ok(());
        }
        Err(vec![self.error(&statement.name_span, format!("`{}` needs its local_addr from pto.reserve_buffer or pto.import_reserved_buffer when `flag_base` is not written: the peer's init gives the flag then", statement.name))])
    }

    /// The init op's attributes.
    fn pipe_shape(&self, statement: &Statement, global: bool) -> Result<PipeShape, Errors> {
        let mut shape = PipeShape::default();
        for entry in &statement.attrs {
            let value = parse_int(&Self::attr_text(entry));
            match entry.key.as_str() {
                "dir_mask" => shape.dir_mask = value,
                "slot_size" => shape.slot_size = value,
                "slot_num" => shape.slot_num = value,
                "local_slot_num" if global => shape.local_slot_num = value,
                "flag_base" => shape.flag_base = value,
                // PTOAS's split-usage rule binds only the implicit pipes (an
                // explicit pipe's push may split and its pop not), so
                // `nosplit` says nothing here.
                "nosplit" => match Self::attr_text(entry).as_str() {
                    "true" | "false" => {}
                    other => return Err(vec![self.error(&entry.span, format!("`nosplit` is true or false, not `{other}`"))]),
                },
                key => return Err(vec![self.error(&entry.span, format!("attribute `{key}` is not supported on `{}`; expected dir_mask, slot_size, slot_num, {}flag_base and nosplit", statement.name, if global { "local_slot_num, " } else { "" }))]),
            }
        }
        Ok(shape)
    }

    /// An l2g2l pipe's slot buffer: a `!pto.ptr`, or a gm memref parameter
    /// (its pointer, bound as `%name#base` on entry).
    fn slot_buffer(&self, operand: &Operand, ty: &Ty) -> Result<PipeMemory, Errors> {
        if let Ty::Ptr(_) = ty {
            return Ok(PipeMemory::Global(operand.name.clone(), ty.clone()));
        }
        let base = format!("{}#base", operand.name);
        match (ty, self.scope.types.get(&base)) {
            (Ty::View(_), Some(pointer @ Ty::Ptr(_))) => Ok(PipeMemory::Global(base, pointer.clone())),
            _ => Err(vec![self.error(&operand.span, format!("the slot buffer {} must be global memory: a `!pto.ptr` or a gm memref parameter of the kernel, not {}", operand.name, ty.pto()))]),
        }
    }

    fn needs_kernel_kind(&self, statement: &Statement) -> Diagnostic {
        self.error(&statement.name_span, format!("`{}` must be inside pto.section.cube/vector or a kernel_kind function: the core type says which direction of the pipe it uses", statement.name))
    }

    /// `pto.tpush(%tile, %pipe : T, !pto.pipe) {split = 0}`, `pto.tpop(%tile,
    /// %pipe : T, !pto.pipe) {split = 1}`, `pto.tfree(%pipe : !pto.pipe)
    /// {split = 2}`: the FIFO of the direction this core produces (push) or
    /// consumes (pop, free).
    fn explicit_transfer(
        &mut self,
        op: &str,
        statement: &Statement,
    ) -> Result<Vec<Planned>, Errors> {
        let usage = match op {
            "tfree" => "`pto.tfree(%pipe : !pto.pipe) {split = 0|1|2}`",
            "tpush" => "`pto.tpush(%tile, %pipe : T, !pto.pipe) {split = 0|1|2}`",
            _ => "`pto.tpop(%tile, %pipe : T, !pto.pipe) {split = 0|1|2}`",
        };
        let wanted = if op == "tfree" { 1 } else { 2 };
        let (Some(handle), true) = (
            statement.inputs.last(),
            statement.inputs.len() == wanted && statement.results.is_empty(),
        ) else {
            return Err(vec![
                self.error(&statement.name_span, format!("expected {usage}"))
            ]);
        };
        let Some(pipe) = self.scope.explicit_pipes.get(&handle.name) else {
            return Err(vec![self.error(
                &handle.span,
                format!(
                    "{} must be made by pto.initialize_l2l_pipe or pto.initialize_l2g2l_pipe",
                    handle.name
                ),
            )]);
        };
        let Some(kind) = self.kernel_kind else {
            return Err(vec![self.needs_kernel_kind(statement)]);
        };
        // A cube kernel produces C2V and consumes V2C.
        let c2v = (kind == KernelKind::Cube) == (op == "tpush");
        let Some((_, fifo, ty)) = pipe.fifos.iter().find(|(d, ..)| *d == c2v) else {
            let (role, direction) = if op == "tpush" {
                ("produces", if c2v { "C2V" } else { "V2C" })
            } else {
                ("consumes", if c2v { "C2V" } else { "V2C" })
            };
            let has = if pipe.dir_mask == 1 {
                "C2V (cube to vector) only"
            } else {
                "V2C (vector to cube) only"
            };
            return Err(vec![self
                .error(
                    &statement.name_span,
                    format!(
                        "a {} kernel {role} the {direction} direction of a pipe, but {} is {has}",
                        kind.name(),
                        handle.name
                    ),
                )
                .with_note(
                    pipe.span.clone(),
                    format!(
                        "{} is made here with dir_mask = {}",
                        handle.name, pipe.dir_mask
                    ),
                )]);
        };
        let (fifo, local) = ((fifo.clone(), ty.clone()), pipe.local);
        let split = self.split(statement)?;
        self.split_use(&handle.name, split, &statement.name_span)?;
        match op {
            "tfree" => self.free_oldest(statement, fifo, c2v, split, local),
            "tpush" => {
                self.check_pipe_tile(statement, &statement.inputs[0], &["acc", "vec"])?;
                self.push_through(statement, &statement.inputs[0], fifo, c2v, split, local)
            }
            _ => self.explicit_pop(statement, fifo, c2v, split, local),
        }
    }

    /// A use of the handle `pipe` with `split`: all with 0 or none.
    fn split_use(&mut self, pipe: &str, split: &str, at: &Range<usize>) -> Result<(), Errors> {
        let Some(handle) = self.scope.explicit_pipes.get_mut(pipe) else {
            return Ok(());
        };
        let splits = usize::from(split != "no_split");
        handle.uses[splits].get_or_insert_with(|| at.clone());
        match &handle.uses {
            [Some(_), Some(other)] => {
                let other = if splits == 0 {
                    other.clone()
                } else {
                    handle.uses[0].clone().unwrap_or_default()
                };
                Err(vec![self
                    .error(at, format!("cannot mix `split = 0` with `split = 1` or `split = 2` on the pipe {pipe}"))
                    .with_note(other, "the other kind of use is here")])
            }
            _ => Ok(()),
        }
    }

    /// The tile of a push (acc or vec: the fix pipe or MTE3 moves it) or a
    /// pop (vec or mat), as PTOAS's verifiers require.
    fn check_pipe_tile(
        &mut self,
        statement: &Statement,
        tile: &Operand,
        locs: &[&str],
    ) -> Result<(), Errors> {
        let declared = self
            .scope
            .declared_tiles
            .get(&tile.name)
            .map(|(t, _)| t.clone());
        let ty = match declared {
            Some(ty) if !self.scope.types.contains_key(&tile.name) => ty,
            _ => self.operand_types(std::slice::from_ref(tile))?.remove(0).1,
        };
        match ty {
            Ty::Tile(t) if locs.contains(&t.loc) => Ok(()),
            other => Err(vec![self.error(
                &tile.span,
                format!(
                    "`{}` moves a tile in {}, not {}",
                    statement.name,
                    locs.join(" or "),
                    other.pto()
                ),
            )]),
        }
    }

    /// A pop into a declared tile (allocated here, under its name) or an
    /// allocated one.
    fn explicit_pop(
        &mut self,
        statement: &Statement,
        fifo: (String, Ty),
        c2v: bool,
        split: &'static str,
        local: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let tile = &statement.inputs[0];
        self.check_pipe_tile(statement, tile, &["vec", "mat"])?;
        let span = tile
            .written
            .as_ref()
            .map_or(tile.span.clone(), |(_, s)| s.clone());
        if let Some(Ty::Tile(t)) = self.scope.types.get(&tile.name).cloned() {
            let target = PopTarget::Existing(tile.name.clone());
            return self.pop_into(Vec::new(), fifo, target, t, &span, c2v, split, local);
        }
        let Some((Ty::Tile(t), _)) = self.scope.declared_tiles.get(&tile.name).cloned() else {
            return Err(vec![self.error(&tile.span, format!("{} is not a tile here: declare it (`pto.declare_tile -> !pto.tile_buf<...>`) or allocate it", tile.name))]);
        };
        let whole = Statement {
            inputs: Vec::new(),
            ..statement.clone()
        };
        let usage = || "a declared tile with a dynamic valid shape is popped whole".to_string();
        let (valid, planned) = self.popped_valid_shape(&whole, &t, &span, usage)?;
        let target = PopTarget::New(tile.name.clone(), valid);
        self.pop_into(planned, fifo, target, t, &span, c2v, split, local)
    }

    /// `%t = pto.declare_tile -> T` (or `declare_tile_memref -> memref<...>`):
    /// nothing yet; the tpop that fills %t allocates it.
    fn declare_tile(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let ([(result, span)], []) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(
                &statement.name_span,
                format!("expected `%t = {} -> !pto.tile_buf<...>`", statement.name),
            )]);
        };
        match self.written_result(statement, 0) {
            Some((ty @ Ty::Tile(_), _)) => {
                self.scope
                    .declared_tiles
                    .insert(result.clone(), (ty, span.clone()));
                Ok(Vec::new())
            }
            _ => Err(vec![self.error(
                &statement.name_span,
                format!(
                    "`{}` declares a local tile: `-> !pto.tile_buf<...>` or a local memref",
                    statement.name
                ),
            )]),
        }
    }

    /// `pto.set_ffts %m : memref<256xi64>`: where A2/A3's runtime finds its
    /// cross-core flag table. Tanto's cross-core flags need no table, so
    /// nothing is emitted; the operand must be global memory.
    fn set_ffts(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let [table] = statement.inputs.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                "expected `pto.set_ffts %table : memref<256xi64>`",
            )]);
        };
        match self.operand_types(std::slice::from_ref(table))?.remove(0).1 {
            Ty::View(_) | Ty::Ptr(_) => Ok(Vec::new()),
            other => Err(vec![self.error(
                &table.span,
                format!(
                    "the FFTS table {} is global memory (a memref or `!pto.ptr`), not {}",
                    table.name,
                    other.pto()
                ),
            )]),
        }
    }
}
