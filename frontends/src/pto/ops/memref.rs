//! The memref form of PTO memory (PTOAS): `memref.alloc`, `memref.dealloc`,
//! `pto.pointer_cast` and `pto.bind_tile`, planned as the tile-buffer ops
//! (`pto.alloc_tile`, `pto.talias`) so the planner, rules and simulator are
//! shared. A local memref is a tile buffer (see `pto::memref`).

use super::*;

impl Translator<'_> {
    /// The memref statements, or None for any other.
    pub(super) fn translate_memref(
        &mut self,
        statement: &Statement,
    ) -> Option<Result<Vec<Planned>, Errors>> {
        let bare = statement
            .name
            .strip_prefix("pto.")
            .unwrap_or(&statement.name);
        Some(match bare {
            "memref.alloc" => self.memref_alloc(statement, None),
            "pointer_cast" => self.pointer_cast(statement),
            // Storage is the planner's: a buffer dies at its last use.
            "memref.dealloc" => self.memref_dealloc(statement),
            "bind_tile" => self.bind_tile(statement).map(|p| vec![p]),
            "memref.reinterpret_cast" => self.reinterpret_cast(statement).map(|p| vec![p]),
            _ => return None,
        })
    }

    /// `%v = memref.reinterpret_cast %m to offset: [%o], sizes: [...],
    /// strides: [...] : memref<...gm> to memref<..., strided<...>, gm>`: a
    /// view of global memory from %m's first element plus %o, as
    /// `pto.make_tensor_view %m, offset = %o, shape = sizes, strides =
    /// strides` makes it (sizes may be run-time values, strides constants).
    fn reinterpret_cast(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let usage = "expected `%v = memref.reinterpret_cast %m to offset: [%o], sizes: [...], strides: [...] : memref<...> to memref<...>`";
        let mut view = statement.clone();
        view.keyed.clear();
        for (key, item, span) in &statement.keyed {
            match (key.as_str(), item) {
                ("offset", Item::List(items, _)) => match items.as_slice() {
                    [offset @ Item::Value(..)] => {
                        view.keyed
                            .push(("offset".into(), offset.clone(), span.clone()))
                    }
                    // A literal offset of 0 adds nothing.
                    [Item::Literal(text, _)] if text == "0" => {}
                    _ => {
                        return Err(vec![
                            self.error(span, "the offset is one index value: `offset: [%o]`")
                        ])
                    }
                },
                ("sizes", _) => view
                    .keyed
                    .push(("shape".into(), item.clone(), span.clone())),
                ("strides", _) => view.keyed.push((key.clone(), item.clone(), span.clone())),
                _ => return Err(vec![self.error(span, usage)]),
            }
        }
        match view.result_types.first() {
            Some((Written::View(w), _)) if w.memref => {}
            Some((_, span)) => {
                return Err(vec![self.error(
                    span,
                    "the result of a reinterpret_cast is a memref in `#pto.address_space<gm>`",
                )])
            }
            None => return Err(vec![self.error(&statement.name_span, usage)]),
        }
        self.make_view(&view)
    }

    /// `%m = memref.alloc() : memref<..., #pto.address_space<vec>>`: a tile
    /// buffer placed by the planner, or at `addr` (pointer_cast).
    fn memref_alloc(
        &mut self,
        statement: &Statement,
        addr: Option<i64>,
    ) -> Result<Vec<Planned>, Errors> {
        let form = if addr.is_some() {
            "`%m = pto.pointer_cast(%addr) : memref<..., #pto.address_space<vec>>`"
        } else {
            "`%m = memref.alloc() : memref<..., #pto.address_space<vec>>`"
        };
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                format!("`{}` defines one buffer: {form}", statement.name),
            )]);
        };
        let tile = match statement.result_types.as_slice() {
            [(Written::Known(Ty::Tile(tile)), _)] => tile.clone(),
            [(_, span)] => {
                return Err(vec![self.error(
                    span,
                    format!("`{}` allocates a local buffer: its type is a memref in vec, mat, left, right, acc, bias or scaling", statement.name),
                )])
            }
            _ => {
                return Err(vec![self.error(
                    &statement.name_span,
                    format!("`{}` needs its type: {form}", statement.name),
                )])
            }
        };
        if addr.is_none() && !statement.inputs.is_empty() {
            return Err(vec![self.error(
                &statement.inputs[0].span,
                "a memref.alloc of a static memref takes no operands",
            )]);
        }
        if addr.is_none() {
            self.scope
                .memref_alloc
                .get_or_insert(statement.name_span.clone());
            self.check_manual_reserve()?;
        }
        let attrs = addr
            .map(|a| vec![("addr", AttrValue::Int(a))])
            .unwrap_or_default();
        Ok(vec![self.emit(
            &[(result.clone(), Ty::Tile(tile))],
            "pto.alloc_tile",
            &[],
            attrs,
            None,
        )])
    }

    /// `%m = pto.pointer_cast(%addr) : memref<...>`: a buffer at a manual
    /// address (an `arith.constant`), as `alloc_tile addr = ...`.
    fn pointer_cast(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let [address] = statement.inputs.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                "`pto.pointer_cast` takes one address: `%m = pto.pointer_cast(%addr) : memref<...>` (several addresses and valid operands are not supported)",
            )]);
        };
        let addr = self
            .constant(
                &Item::Value(address.name.clone(), address.span.clone()),
                "the address of a pointer_cast",
            )
            .map_err(|e| vec![e])?;
        if addr < 0 {
            return Err(vec![self.error(
                &address.span,
                format!(
                    "a buffer address is not negative, but {} is {addr}",
                    address.name
                ),
            )]);
        }
        self.memref_alloc(statement, Some(addr))
    }

    fn memref_dealloc(&mut self, statement: &Statement) -> Result<Vec<Planned>, Errors> {
        let [buffer] = statement.inputs.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                "`memref.dealloc` frees one buffer: `memref.dealloc %m : memref<...>`",
            )]);
        };
        match self.operand_type(buffer).map_err(|e| vec![e])? {
            Ty::Tile(_) => Ok(Vec::new()),
            other => Err(vec![self.error(
                &buffer.span,
                format!(
                    "`memref.dealloc` frees a local buffer, but {} is {}",
                    buffer.name,
                    other.pto()
                ),
            )]),
        }
    }

    /// `%v = pto.bind_tile %m[, %valid_row, %valid_col] {config =
    /// #pto.tile_buf_config<...>} : memref<...> -> memref<...>`: the same
    /// storage as a tile with that config (layouts, fractal, pad) and valid
    /// shape; a TALIAS of the buffer, so it keeps the buffer live.
    fn bind_tile(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let form = "`%v = pto.bind_tile %m, %valid_row, %valid_col {config = #pto.tile_buf_config<...>} : memref<...> -> memref<...>`";
        let ([(result, _)], [source, valid @ ..]) =
            (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![
                self.error(&statement.name_span, format!("expected {form}"))
            ]);
        };
        if !valid.is_empty() && valid.len() != 2 {
            return Err(vec![self.error(
                &statement.name_span,
                format!("`pto.bind_tile` takes both valid dimensions or neither: {form}"),
            )]);
        }
        let typed = self.operand_types(std::slice::from_ref(source))?;
        let Ty::Tile(mut tile) = typed[0].1.clone() else {
            return Err(vec![self.error(
                &source.span,
                format!(
                    "`pto.bind_tile` binds a local buffer, but {} is {}",
                    source.name,
                    typed[0].1.pto()
                ),
            )]);
        };
        for (operand, limit, slot) in valid
            .iter()
            .zip([tile.rows, tile.cols])
            .zip([0, 1])
            .map(|((o, l), s)| (o, l, s))
        {
            let value = self
                .constant(
                    &Item::Value(operand.name.clone(), operand.span.clone()),
                    "a valid dimension of pto.bind_tile",
                )
                .map_err(|e| vec![e])?;
            if !(0..=limit).contains(&value) {
                return Err(vec![self.error(
                    &operand.span,
                    format!("the valid dimension {value} is outside the buffer's 0..={limit}"),
                )]);
            }
            if slot == 0 {
                tile.valid_rows = value;
            } else {
                tile.valid_cols = value;
            }
        }
        for entry in &statement.attrs {
            match (entry.key.as_str(), &entry.value) {
                ("config", Some(Item::Attr(config))) if config.name == "#pto.tile_buf_config" => {
                    self.apply_config(config, &mut tile)?
                }
                (key, _) => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!(
                        "`pto.bind_tile` takes `config = #pto.tile_buf_config<...>`, not `{key}`"
                    ),
                    )])
                }
            }
        }
        let name = result.clone();
        Ok(self.emit(
            &[(name, Ty::Tile(tile))],
            "pto.talias",
            &typed,
            Vec::new(),
            None,
        ))
    }

    /// `#pto.tile_buf_config<blayout=1 : i32, slayout=1 : i32,
    /// s_fractal_size=512, pad=0 : i32>` into the tile (PTOAS's numbering:
    /// blayout row_major=0, col_major=1; slayout none_box=0, row_major=1,
    /// col_major=2; pad null, zero, max, min).
    fn apply_config(&self, config: &AttrRef, tile: &mut TileType) -> Result<(), Errors> {
        for param in &config.params {
            let bad = |what: &str| {
                vec![self.error(
                    &config.span,
                    format!("bad tile_buf_config entry `{param}`: {what}"),
                )]
            };
            let Some((key, value)) = param.split_once('=') else {
                return Err(bad("expected key=value"));
            };
            let value = value.split(':').next().unwrap_or_default().trim();
            let number = parse_int(value);
            match (key.trim(), number) {
                ("blayout", Some(0)) => tile.layout = "row_major",
                ("blayout", Some(1)) => tile.layout = "col_major",
                ("slayout", Some(0)) => tile.slayout = "none_box",
                ("slayout", Some(1)) => tile.slayout = "row_major",
                ("slayout", Some(2)) => tile.slayout = "col_major",
                ("s_fractal_size", Some(f)) if f > 0 => tile.fractal = f,
                ("pad", Some(p)) if (0..4).contains(&p) => {
                    tile.pad = ["null", "zero", "max", "min"][p as usize]
                }
                ("compact_mode", Some(0)) => {}
                ("blayout" | "slayout" | "s_fractal_size" | "pad" | "compact_mode", _) => {
                    return Err(bad("value out of range"))
                }
                (other, _) => {
                    return Err(bad(&format!(
                        "unknown key `{other}`; expected blayout, slayout, s_fractal_size or pad"
                    )))
                }
            }
        }
        Ok(())
    }

    /// PTOAS refuses a manual reservation (`pto.reserve_buffer {auto =
    /// false}`) in a function whose memref.allocs still need the planner:
    /// the reservation's fixed base could overlap what the planner places.
    pub(super) fn check_manual_reserve(&self) -> Result<(), Errors> {
        match (&self.scope.memref_alloc, &self.scope.manual_reserve) {
            (Some(alloc), Some(reserve)) => Err(vec![self
                .error(
                    alloc,
                    "cannot use pto.reserve_buffer with auto = false when a local memref.alloc still needs the planner",
                )
                .with_note(reserve.clone(), "the manual reservation")]),
            _ => Ok(()),
        }
    }
}
