//! FIFOs: the implicit pipes of AIC/AIV_INITIALIZE_PIPE with their pushes,
//! pops and frees, reserved and imported buffers, `pto.tpipe` and the FIFO
//! ops (talloc, tpush, tpop, tfree).

use super::*;

/// A popped tile's valid-shape operands and the constants they need.
type PoppedShape = (Vec<(String, Ty)>, Vec<Planned>);

/// The tile a pop fills: a new one (its name and valid-shape operands), or
/// one already allocated.
pub(super) enum PopTarget {
    New(String, Vec<(String, Ty)>),
    Existing(String),
}

impl Translator<'_> {
    /// The TPipe of one direction over the pipe's memory: `pipe.tpipe` over
    /// the global slots, or A5's `pipe.tpipe_local` over that direction's
    /// reserved buffer (`consumer` on the side that pops).
    pub(super) fn direction_tpipe(
        &mut self,
        name: String,
        ty: Ty,
        memory: &PipeMemory,
        c2v: bool,
        consumer: bool,
    ) -> Planned {
        match memory {
            PipeMemory::Global(gm, gm_ty) => self.emit(
                &[(name, ty)],
                "pipe.tpipe",
                &[(gm.clone(), gm_ty.clone())],
                Vec::new(),
                None,
            ),
            PipeMemory::Local(bases) => {
                let base = bases[usize::from(!c2v)].clone().unwrap_or_default();
                let attributes = if consumer {
                    vec![("consumer", AttrValue::Unit)]
                } else {
                    Vec::new()
                };
                self.emit(
                    &[(name, ty)],
                    "pipe.tpipe_local",
                    &[(base, Ty::Builtin("i32".into()))],
                    attributes,
                    None,
                )
            }
        }
    }

    /// `pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024}
    /// (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = ..., ...)`:
    /// a TPipe over the global slot buffer per direction of the mask (flag
    /// 0 for C2V, 2 for V2C when both exist; 8 slots, or 4 each for both).
    pub(super) fn initialize_pipe(
        &mut self,
        statement: &Statement,
    ) -> Result<Vec<Planned>, Errors> {
        let mut dir_mask = None;
        let mut slot_size = None;
        for entry in &statement.attrs {
            let value = parse_int(&Self::attr_text(entry));
            match entry.key.as_str() {
                "dir_mask" => dir_mask = value,
                "slot_size" => slot_size = value,
                "local_slot_num" | "slot_num" => {}
                "nosplit" => match Self::attr_text(entry).as_str() {
                    "true" => self.scope.split_usage.declared(true, &entry.span),
                    "false" => self.scope.split_usage.declared(false, &entry.span),
                    other => return Err(vec![self.error(&entry.span, format!("`nosplit` is true or false, not `{other}`"))]),
                },
                key => return Err(vec![self.error(&entry.span, format!("attribute `{key}` is not supported on `{}`; expected dir_mask, slot_size and nosplit", statement.name))]),
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
            // The vector side consumes C2V, the cube side V2C.
            let consumer = statement.name.ends_with("aiv_initialize_pipe") == c2v;
            planned.push(self.direction_tpipe(name, ty, &memory, c2v, consumer));
        }
        self.scope.implicit_local = matches!(memory, PipeMemory::Local(_));
        Ok(planned)
    }

    /// The implicit pipe of a direction, and the split attribute.
    pub(super) fn implicit_pipe(
        &mut self,
        statement: &Statement,
        c2v: bool,
    ) -> Result<((String, Ty), &'static str), Errors> {
        let Some((_, name, ty)) = self.scope.implicit_pipes.iter().find(|(d, ..)| *d == c2v) else {
            return Err(vec![self.error(&statement.name_span, format!("no {} pipe: initialize it first (`pto.aic_initialize_pipe` / `pto.aiv_initialize_pipe` with dir_mask {})", if c2v { "C2V" } else { "V2C" }, if c2v { "1 or 3" } else { "2 or 3" }))]);
        };
        let pipe = (name.clone(), ty.clone());
        let split = self.split(statement)?;
        self.scope.split_usage.used(split, &statement.name_span);
        Ok((pipe, split))
    }

    /// A FIFO statement's `{split = ...}` (TileSplitAxis by name or number;
    /// no split when absent), its only attribute.
    pub(super) fn split(&self, statement: &Statement) -> Result<&'static str, Errors> {
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
    pub(super) fn slot_view(tile: &TileType) -> Ty {
        let (rows, cols) = (tile.rows, tile.cols);
        Ty::View(ViewType {
            element: tile.element.clone(),
            shape: [1, 1, 1, rows, cols],
            stride: [rows * cols, rows * cols, rows * cols, cols, 1],
            rank: 5,
        })
    }

    /// `pto.tpush_to_aiv(%tile : T) {split = 1}`: TALLOC a slot of the
    /// tile's shape, TSTORE the tile into it, TPUSH.
    pub(super) fn implicit_push(
        &mut self,
        statement: &Statement,
        c2v: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let (pipe, split) = self.implicit_pipe(statement, c2v)?;
        let [tile] = statement.inputs.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                format!(
                    "expected `{}(%tile : !pto.tile_buf<...>) {{split = 0|1|2}}`",
                    statement.name
                ),
            )]);
        };
        let local = self.scope.implicit_local;
        self.push_through(statement, tile, pipe, c2v, split, local)
    }

    /// TPUSH of `tile` into `pipe` (either pipe form): TALLOC a slot of the
    /// tile's shape, TSTORE the tile into it, TPUSH; A5's direct pipe
    /// copies the tile into the consumer's buffer.
    pub(super) fn push_through(
        &mut self,
        statement: &Statement,
        tile: &Operand,
        (pipe, pipe_ty): (String, Ty),
        c2v: bool,
        split: &'static str,
        local: bool,
    ) -> Result<Vec<Planned>, Errors> {
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
            self.slot_size_mismatch(
                &tile.span,
                format!(
                    "{} fills {bytes} bytes of a slot, but the pipe's slots are {slot_size} bytes",
                    tile.name
                ),
            );
        }
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        let pipe_operand = (pipe, pipe_ty);
        if local {
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
    pub(super) fn implicit_pop(
        &mut self,
        statement: &Statement,
        c2v: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let ((pipe, pipe_ty), split) = self.implicit_pipe(statement, c2v)?;
        let usage = || {
            format!(
                "expected `%t = {}[(%valid_row, %valid_col)] {{split = 0|1|2}} -> !pto.tile_buf<...>`",
                statement.name
            )
        };
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(&statement.name_span, usage())]);
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
        if !t.buffer {
            return Err(vec![self.error(
                &span,
                "the popped tile is a tile buffer (`!pto.tile_buf`)",
            )]);
        }
        let (valid, planned) = self.popped_valid_shape(statement, &t, &span, usage)?;
        let local = self.scope.implicit_local;
        let target = PopTarget::New(result.clone(), valid);
        self.pop_into(
            planned,
            (pipe, pipe_ty),
            target,
            t,
            &span,
            c2v,
            split,
            local,
        )
    }

    /// TPOP of `pipe` into a tile of type `t` (either pipe form): the slot
    /// (this sub-block's part) is TLOADed into the tile, a new one or one
    /// already allocated; A5's direct pipe copies it from this core's buffer.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn pop_into(
        &mut self,
        mut planned: Vec<Planned>,
        (pipe, pipe_ty): (String, Ty),
        target: PopTarget,
        t: TileType,
        span: &Range<usize>,
        c2v: bool,
        split: &'static str,
        local: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let Ty::Fifo { slot_size, .. } = pipe_ty else {
            return Err(vec![self.error(span, "the pipe is not a TPipe")]);
        };
        let parts = if c2v && split != "no_split" { 2 } else { 1 };
        let bytes = t.rows * t.cols * t.element_bytes().unwrap_or(4) * parts;
        if bytes != slot_size {
            self.slot_size_mismatch(
                span,
                format!("the tile takes {bytes} bytes of a slot, but the pipe's slots are {slot_size} bytes"),
            );
        }
        let slot = self.fresh("slot");
        self.scope
            .popped_slots
            .entry(pipe.clone())
            .or_default()
            .push_back((slot.clone(), split));
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        let view = Self::slot_view(&t);
        let tile = Ty::Tile(t);
        let (result, alloc) = match target {
            PopTarget::New(result, valid) => {
                let alloc = self.emit(
                    &[(result.clone(), tile.clone())],
                    "pto.alloc_tile",
                    &valid,
                    Vec::new(),
                    None,
                );
                (result, Some(alloc))
            }
            PopTarget::Existing(result) => (result, None),
        };
        if local {
            // The slot is in this core's own buffer: its part is copied into
            // a tile of its own (as PTO's CPU simulator does).
            planned.extend(alloc);
            planned.push(self.emit(
                &[],
                "pipe.tpop_local",
                &[(pipe, pipe_ty), (result, tile)],
                attrs,
                None,
            ));
            return Ok(planned);
        }
        planned.push(self.emit(
            &[(slot.clone(), view.clone())],
            "pipe.tpop",
            &[(pipe, pipe_ty)],
            attrs,
            None,
        ));
        planned.extend(alloc);
        planned.push(self.emit(
            &[],
            "pto.tload",
            &[(slot, view), (result, tile)],
            Vec::new(),
            None,
        ));
        Ok(planned)
    }

    /// The valid shape a popped tile is allocated with (its alloc_tile
    /// operands) and the ops that define them: PTOAS's
    /// `(%valid_row, %valid_col)` for a dynamic one (both or neither), else
    /// constants of the tile's static rows and columns.
    pub(super) fn popped_valid_shape(
        &mut self,
        statement: &Statement,
        t: &TileType,
        span: &Range<usize>,
        usage: impl Fn() -> String,
    ) -> Result<PoppedShape, Errors> {
        let dynamic = t.valid_rows < 0 || t.valid_cols < 0;
        let index = || Ty::Builtin("index".into());
        match statement.inputs.as_slice() {
            [] if !dynamic => Ok((Vec::new(), Vec::new())),
            [] => {
                // As a whole slot: the static shape.
                let mut valid = Vec::new();
                let mut constants = Vec::new();
                for (dim, extent) in [(t.valid_rows, t.rows), (t.valid_cols, t.cols)] {
                    if dim >= 0 {
                        continue;
                    }
                    let name = self.fresh("valid");
                    constants.push(self.emit(
                        &[(name.clone(), index())],
                        "arith.constant",
                        &[],
                        vec![("value", AttrValue::Index(extent))],
                        None,
                    ));
                    self.scope.constants.insert(name.clone(), extent);
                    valid.push((name, index()));
                }
                Ok((valid, constants))
            }
            [rows, cols] => {
                if t.valid_rows >= 0 || t.valid_cols >= 0 {
                    return Err(vec![self.error(span, "`(%valid_row, %valid_col)` sets a dynamic valid shape: the tile type needs `v_row=?, v_col=?`")]);
                }
                let typed = self.operand_types(&statement.inputs)?;
                for ((_, ty), operand) in typed.iter().zip([rows, cols]) {
                    if *ty != index() {
                        return Err(vec![self.error(
                            &operand.span,
                            format!("{} is {}, not an index", operand.name, ty.pto()),
                        )]);
                    }
                }
                Ok((typed, Vec::new()))
            }
            [single] => Err(vec![self.error(
                &single.span,
                "valid_row and valid_col are given together: `(%valid_row, %valid_col)`",
            )]),
            [_, _, extra, ..] => Err(vec![self.error(&extra.span, usage())]),
        }
    }

    /// A tile whose bytes are not the pipe's slot size: PTOAS accepts it
    /// (the copy runs into the next slot), so it is a warning here.
    fn slot_size_mismatch(&mut self, span: &Range<usize>, message: String) {
        let warning = Diagnostic::warning(span.clone(), message)
            .with_help("a slot holds one tile: make `slot_size` the tile's bytes (times 2 for a split C2V pipe), or the tile runs into the next slot");
        self.scope.warnings.push(warning);
    }

    /// `pto.tfree_from_aic {split = 1}`: TFREE the slot popped last.
    pub(super) fn implicit_free(
        &mut self,
        statement: &Statement,
        c2v: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let (pipe, split) = self.implicit_pipe(statement, c2v)?;
        let local = self.scope.implicit_local;
        self.free_oldest(statement, pipe, c2v, split, local)
    }

    /// TFREE of the oldest slot `pipe` popped and has not freed (either
    /// pipe form). With none popped, a global pipe's TFREE does nothing
    /// (A2/A3's TFREE of a tile pop is empty in pto-isa: the pop copied the
    /// slot out), which is a warning; A5's direct pipe would release a slot
    /// it does not hold, an error.
    pub(super) fn free_oldest(
        &mut self,
        statement: &Statement,
        (pipe, pipe_ty): (String, Ty),
        c2v: bool,
        split: &'static str,
        local: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let popped = self.scope.popped_slots.get_mut(&pipe);
        let Some((slot, popped_split)) = popped.and_then(VecDeque::pop_front) else {
            let message = format!(
                "`{}` frees the oldest slot popped, but no slot is popped",
                statement.name
            );
            if local {
                return Err(vec![self.error(&statement.name_span, message)]);
            }
            let warning = Diagnostic::warning(statement.name_span.clone(), message).with_help(
                "on a pipe through global memory it frees nothing (pto-isa's TFREE after no TPOP)",
            );
            self.scope.warnings.push(warning);
            return Ok(Vec::new());
        };
        // A2/A3's TFREE of a popped tile ignores its split (the pop copied
        // the slot out): the slot is released as it was popped.
        let split = if self.arch == PtoTarget::A2A3 && !local {
            popped_split
        } else {
            split
        };
        let attrs = vec![
            ("dir", AttrValue::Str(if c2v { "c2v" } else { "v2c" })),
            ("split", AttrValue::Str(split)),
        ];
        if local {
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
    pub(super) fn reserve_buffer(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
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
        if auto == Some(false) {
            self.scope
                .manual_reserve
                .get_or_insert(statement.name_span.clone());
            self.check_manual_reserve()?;
        }
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
            let owner = self.scope.function.clone();
            self.scope
                .reserved_addrs
                .insert(result.clone(), (owner, name.clone()));
            attrs.push(("reserved", AttrValue::Text(name)));
        }
        let buffer = self.fresh("reserved");
        let ty = Ty::Tile(TileType {
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
    pub(super) fn import_reserved_buffer(
        &mut self,
        statement: &Statement,
    ) -> Result<Vec<Planned>, Errors> {
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
        if let (Some(name), Some(peer)) = (&name, &peer) {
            self.scope
                .reserved_addrs
                .insert(result.clone(), (peer.clone(), name.clone()));
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

    pub(super) fn tpipe(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
    pub(super) fn fifo(
        &mut self,
        statement: &Statement,
        op: &str,
        opens: bool,
    ) -> Result<Planned, Errors> {
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
