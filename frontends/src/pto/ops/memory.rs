//! Global memory, views and tile buffers: tile allocation and assignment,
//! tensor views and their partitions, pointers, indexed gathers and
//! scatters to global tables, valid shapes and tile views (TSTORE is in
//! store.rs).

use super::*;

/// A view's extents (-1 where dynamic) and the values of the dynamic ones.
type Extents = (Vec<i64>, Vec<(String, Ty)>);

impl Translator<'_> {
    /// A constant integer: a literal or a value defined by arith.constant.
    pub(super) fn constant(&self, item: &Item, what: &str) -> Result<i64, Diagnostic> {
        match item {
            Item::Value(name, span) => self.scope.constants.get(name).copied().ok_or_else(|| {
                self.error(span, format!("{what} must be a constant, but {name} is not defined by arith.constant here"))
            }),
            Item::Literal(text, span) | Item::Word(text, span) => parse_int(text).ok_or_else(|| self.error(span, format!("{what} must be an integer, not `{text}`"))),
            other => Err(self.error(&other.span(), format!("{what} must be an integer"))),
        }
    }

    pub(super) fn keyed<'s>(
        &self,
        statement: &'s Statement,
        key: &str,
    ) -> Option<(&'s Item, Range<usize>)> {
        statement
            .keyed
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(_, item, span)| (item, span.clone()))
    }

    pub(super) fn alloc_tile(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
        if self.keyed(statement, "addr").is_none() {
            self.scope
                .planned_alloc_at
                .get_or_insert(statement.name_span.clone());
        }
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

    pub(super) fn assign(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let Some(target) = statement.inputs.first() else {
            return Err(vec![self.error(
                &statement.name_span,
                "tassign binds a tile to an address: `pto.tassign %t, @tile(0x1000)`",
            )]);
        };
        if !statement.results.is_empty() {
            return self.rebind(statement);
        }
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

    /// PTOAS's `%r = pto.tassign %t, %addr : T -> T`: the tile at a
    /// local-memory offset that may be known only at run time (an i64).
    fn rebind(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        let usage = "expected `%r = pto.tassign %tile, %addr : T -> T` (an i64 offset)";
        let ([(result, _)], [_, _]) = (statement.results.as_slice(), statement.inputs.as_slice())
        else {
            return Err(vec![self.error(&statement.name_span, usage)]);
        };
        let typed = self.operand_types(&statement.inputs)?;
        let Ty::Tile(tile) = &typed[0].1 else {
            return Err(vec![self.error(
                &statement.inputs[0].span,
                format!(
                    "tassign binds tiles, but {} is {}",
                    typed[0].0,
                    typed[0].1.pto()
                ),
            )]);
        };
        if typed[1].1 != Ty::Builtin("i64".into()) {
            return Err(vec![self.error(
                &statement.inputs[1].span,
                format!(
                    "the address {} is {}, not an i64",
                    typed[1].0,
                    typed[1].1.pto()
                ),
            )]);
        }
        if let Some((Ty::Tile(written), span)) = self.written_result(statement, 0) {
            if written != *tile {
                return Err(vec![self.error(
                    &span,
                    "the rebound tile has the type of the tile it rebinds",
                )]);
            }
        }
        let ty = typed[0].1.clone();
        self.scope
            .rebind_at
            .get_or_insert(statement.name_span.clone());
        Ok(self.emit(
            &[(result.clone(), ty)],
            "pto.rebind_tile",
            &typed,
            Vec::new(),
            None,
        ))
    }

    pub(super) fn int_list(&self, statement: &Statement, key: &str) -> Result<Vec<i64>, Errors> {
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

    /// A list of extents (`shape` or `sizes`): each a constant, or a value
    /// known only at run time. `written` is the result type's dimensions:
    /// a static one there wins over a run-time value, and a constant must
    /// agree with it (checked by the caller).
    fn extents(
        &self,
        statement: &Statement,
        key: &str,
        written: &[Option<i64>],
    ) -> Result<Extents, Errors> {
        let Some((Item::List(items, _), _)) = self.keyed(statement, key) else {
            return self.int_list(statement, key).map(|list| (list, Vec::new()));
        };
        let mut shape = Vec::new();
        let mut dynamic = Vec::new();
        for (k, item) in items.iter().enumerate() {
            match (item, self.constant(item, &format!("each of `{key}`"))) {
                (_, Ok(extent)) => shape.push(extent),
                (Item::Value(name, _), Err(_)) => match written.get(k).copied().flatten() {
                    Some(extent) => shape.push(extent),
                    None => {
                        shape.push(-1);
                        dynamic.push((name.clone(), Ty::Builtin("index".into())));
                    }
                },
                (_, Err(error)) => return Err(vec![error]),
            }
        }
        Ok((shape, dynamic))
    }

    pub(super) fn make_view(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
        let Some((Written::View(written), type_span)) = statement.result_types.first().cloned()
        else {
            return Err(vec![self.error(
                &statement.name_span,
                "pto.make_tensor_view needs its result type `: !pto.tensor_view<...>`",
            )]);
        };
        let (shape, extents) = self.extents(statement, "shape", &written.dims)?;
        let strides = self.int_list(statement, "strides")?;
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
            .find(|(d, s)| **s >= 0 && d.is_some_and(|d| d != **s))
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
        // The dynamic extents follow the offset (pto.make_view's operands).
        operands.extend(extents);
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
    pub(super) fn view_dim(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
        if dim < 0 {
            return Err(vec![self.error(&index.span, format!("dimension {k} of {} is dynamic: use the value its make_tensor_view or partition_view was given", view.name))]);
        }
        self.scope.constants.insert(result.clone(), dim);
        Ok(self.emit(
            &[(result.clone(), Ty::Builtin("index".into()))],
            "arith.constant",
            &[],
            vec![("value", AttrValue::Index(dim))],
            None,
        ))
    }

    /// MGATHER: `%d = pto.mgather %mem, %idx : (V, T) -> D` or `ins(%mem,
    /// %idx) outs(%d)`; MSCATTER: `pto.mscatter %src, %idx, %mem`, PTO-AS
    /// `mscatter %src, %mem, %idx`, or `ins(%src, %idx) outs(%mem)`. Modes
    /// from `{coalesce = #pto<coalesce elem>, gatherOob = ...}` or the
    /// PTO-AS suffixes (`mgather.elem.clamp`).
    pub(super) fn indexed_memory(
        &mut self,
        statement: &Statement,
        scatter: bool,
    ) -> Result<Planned, Errors> {
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
    pub(super) fn pointer(
        &mut self,
        statement: &Statement,
        op: &'static str,
    ) -> Result<Planned, Errors> {
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
    pub(super) fn set_valid_shape(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
    pub(super) fn tile_view(
        &mut self,
        statement: &Statement,
        sub: bool,
    ) -> Result<Planned, Errors> {
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
        let problem = match &ty {
            Ty::Tile(view) if is_bitcast(&statement.name) => bitcast_problem(source, view),
            Ty::Tile(view) if is_reshape(&statement.name) => reshape_problem(source, view),
            _ => None,
        };
        if let Some(problem) = problem {
            return Err(vec![
                self.error(&span, format!("`{}` {problem}", statement.name))
            ]);
        }
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

    pub(super) fn partition(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
        let written = statement
            .result_types
            .iter()
            .rev()
            .find_map(|(w, span)| match w {
                Written::View(v) if v.partition => Some((v.clone(), span.clone())),
                _ => None,
            });
        let written_dims = written
            .as_ref()
            .map(|(w, _)| w.dims.clone())
            .unwrap_or_default();
        let (sizes, dynamic_sizes) = self.extents(statement, "sizes", &written_dims)?;
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
        // The dynamic sizes follow the offsets (pto.partition's operands).
        operands.extend(dynamic_sizes);
        Ok(self.emit(
            &[(result.clone(), Ty::View(view))],
            "pto.partition",
            &operands,
            Vec::new(),
            None,
        ))
    }
}

/// PTOAS's `pto.bitcast`, planned as a TALIAS with its own rules.
fn is_bitcast(name: &str) -> bool {
    name.strip_prefix("pto.").unwrap_or(name) == "bitcast"
}

fn is_reshape(name: &str) -> bool {
    name.strip_prefix("pto.").unwrap_or(name) == "treshape"
}

impl Translator<'_> {
    /// `%r = pto.treshape %buf : T -> U` on a tile buffer: PTOAS's SSA form,
    /// planned as a view (a level 1 tile or an `outs` buffer is a copy).
    pub(super) fn is_buffer_reshape(&self, statement: &Statement) -> bool {
        is_reshape(&statement.name)
            && statement.outputs.is_empty()
            && statement.results.len() == 1
            && matches!(
                statement.inputs.as_slice(),
                [source] if matches!(self.scope.types.get(&source.name), Some(Ty::Tile(t)) if t.buffer)
            )
    }
}

/// What PTOAS's TReshapeOp verifier refuses of `source` viewed as `view`:
/// another location, another byte count, or a change between boxed and
/// unboxed layouts.
fn reshape_problem(source: &TileType, view: &TileType) -> Option<String> {
    let bytes = |t: &TileType| t.element_bytes().map(|b| b * t.rows * t.cols);
    if source.loc != view.loc {
        return Some(format!(
            "keeps the location: the source is in `{}`, the result in `{}`",
            source.loc, view.loc
        ));
    }
    match (bytes(source), bytes(view)) {
        (Some(from), Some(to)) if from != to => {
            return Some(format!(
            "keeps the bytes: the source holds {from} ({}x{}x{}) and the result {to} ({}x{}x{})",
            source.rows, source.cols, source.element, view.rows, view.cols, view.element
        ))
        }
        (Some(_), Some(_)) => {}
        _ => {
            return Some(format!(
                "has no byte width for {} or {}",
                source.element, view.element
            ))
        }
    }
    let boxed = |t: &TileType| t.slayout != "none_box";
    (boxed(source) != boxed(view)).then(|| {
        format!(
            "cannot change between boxed and unboxed layouts (slayout {} to {})",
            source.slayout, view.slayout
        )
    })
}

/// What PTOAS's BitcastOp verifier refuses of `source` read as `view`: the
/// element type alone changes (shape, valid shape, location and layout
/// stay; TRESHAPE changes those), into no more bytes than the source holds.
fn bitcast_problem(source: &TileType, view: &TileType) -> Option<String> {
    let same_config = source.loc == view.loc
        && source.layout == view.layout
        && source.slayout == view.slayout
        && source.fractal == view.fractal
        && source.pad == view.pad;
    if source.element == view.element {
        return Some(format!(
            "changes the element type, but both are {}: use pto.treshape for shape or layout changes",
            view.element
        ));
    }
    if (source.rows, source.cols) != (view.rows, view.cols) {
        return Some(format!(
            "keeps the shape: {}x{} cannot become {}x{} (use pto.treshape)",
            source.rows, source.cols, view.rows, view.cols
        ));
    }
    if (source.valid_rows, source.valid_cols) != (view.valid_rows, view.valid_cols) {
        return Some("keeps the valid shape (v_row, v_col) of its source".into());
    }
    if !same_config {
        return Some("keeps its source's loc, blayout, slayout, fractal and pad".into());
    }
    let elements = source.rows * source.cols;
    match (source.element_bytes(), view.element_bytes()) {
        (Some(from), Some(to)) if to > from => Some(format!(
            "needs {} bytes for {elements} {} elements, but its {} source holds {}",
            elements * to,
            view.element,
            source.element,
            elements * from
        )),
        (Some(_), Some(_)) => None,
        _ => Some(format!(
            "has no byte width for {} or {}",
            source.element, view.element
        )),
    }
}
