//! Scalars and modes: PRINT's printf, SETTF32MODE, TGETVAL and TSETVAL.

use super::*;

impl Translator<'_> {
    /// `pto.print ins("%+08.3f", %v : f32)`: the format (MLIR escapes
    /// `\n`, `\"`, `\0A`) and at most one i32, index or f32 scalar; the
    /// format's one conversion must print that scalar (64 bytes at most:
    /// the runtime call carries it in 16 words).
    pub(super) fn printf(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
    pub(super) fn tf32_mode(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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

    /// A keyed or dictionary attribute's value (`mode = #pto.sync_all_mode<soft>`
    /// or `{mode = ...}`): the last parameter of a reference, else the word.
    pub(super) fn keyed_word(statement: &Statement, key: &str) -> Option<(String, Range<usize>)> {
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
    pub(super) fn getval(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
    pub(super) fn setval(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
}
