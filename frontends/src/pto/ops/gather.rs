//! TGATHER's compare form, `pto.tgather ins(%src, %k, %tmp : T, f16, U)
//! outs(%dst, %cdst : I, I) {offset = 7 : i32}`: it has a scalar input and
//! two destinations, so it becomes its own op, `pto.tgather_compare` (the
//! index and mask-pattern forms stay `pto.tgather`).

use super::*;

const FORM: &str = "`pto.tgather ins(%src, %k, %tmp : T, <element>, U) outs(%dst, %cdst : I, I) {offset = N : i32, cmpMode = #pto.cmp<EQ|GT>}`";

impl Translator<'_> {
    /// Whether a TGATHER statement is the compare form: its second input is
    /// a scalar, not a tile.
    pub(super) fn is_gather_compare(&self, statement: &Statement) -> bool {
        statement.name.ends_with("tgather")
            && statement.inputs.len() == 3
            && statement.inputs.get(1).is_some_and(|o| {
                !matches!(self.scope.types.get(&o.name), Some(Ty::Tile(_)))
                    && !matches!(&o.written, Some((Written::Known(Ty::Tile(_)), _)))
            })
    }

    pub(super) fn gather_compare(&mut self, statement: &Statement) -> Result<Planned, Errors> {
        if !statement.dps || statement.outputs.len() != 2 || !statement.results.is_empty() {
            return Err(vec![self.error(
                &statement.name_span,
                format!("TGATHER's compare form writes the indices and the counts: {FORM}"),
            )]);
        }
        if self.arch == PtoTarget::A5 {
            return Err(vec![self.error(
                &statement.name_span,
                "TGATHER's compare form is modelled on a2a3 only: A5's vector form counts and steps its indices in its own way, which Tanto does not model",
            )]);
        }
        let inputs = self.operand_types(&statement.inputs)?;
        let outputs = self.operand_types(&statement.outputs)?;
        let mut offset = 0;
        let mut attrs = Vec::new();
        for entry in &statement.attrs {
            match entry.key.as_str() {
                "offset" => {
                    let text = Self::attr_text(entry);
                    offset = parse_int(&text)
                        .filter(|n| (0..=i64::from(u32::MAX)).contains(n))
                        .ok_or_else(|| {
                            vec![self.error(
                                &entry.span,
                                format!("`offset` is the first index, an integer from 0 to 4294967295, not `{text}`"),
                            )]
                        })?;
                }
                key if is_compare_key(key) => {}
                key => {
                    return Err(vec![self.error(
                        &entry.span,
                        format!(
                            "attribute `{key}` is not supported on TGATHER's compare form: {FORM}"
                        ),
                    )])
                }
            }
        }
        // PTOAS's default comparison is EQ.
        let written = Self::enum_written(statement, is_compare_key, |_| false).is_some();
        let mode = if written {
            self.compare_mode(statement)?
        } else {
            "eq"
        };
        attrs.push(("cmp_mode", AttrValue::Str(mode)));
        attrs.push(("offset", AttrValue::Int(offset)));
        for (k, (name, ty)) in inputs.iter().chain(&outputs).enumerate() {
            let wanted_tile = k != 1;
            let is_buffer = matches!(ty, Ty::Tile(t) if t.buffer);
            if wanted_tile != is_buffer {
                let span = statement
                    .inputs
                    .get(k)
                    .or_else(|| statement.outputs.get(k - inputs.len()))
                    .map_or(statement.name_span.clone(), |o| o.span.clone());
                let what = if wanted_tile {
                    "a tile buffer"
                } else {
                    "a scalar"
                };
                return Err(vec![self.error(
                    &span,
                    format!("{name} must be {what} in TGATHER's compare form: {FORM}"),
                )]);
            }
        }
        let mut operands = inputs;
        operands.extend(outputs);
        Ok(self.emit(&[], "pto.tgather_compare", &operands, attrs, None))
    }
}
