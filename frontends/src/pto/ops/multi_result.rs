//! Instructions with two destinations or several source lists:
//! TPARTARGMAX/MIN, TINTERLEAVE/TDEINTERLEAVE and TMRGSORT's list form.

use super::*;

impl Translator<'_> {
    /// The instructions with two destinations: TPARTARGMAX/MIN (four
    /// sources: values, then indices), TINTERLEAVE (two sources),
    /// TDEINTERLEAVE (one or two). Level 2 writes two `outs` buffers;
    /// level 1 and PTO-AS return two tiles.
    pub(super) fn part_arg(
        &mut self,
        statement: &Statement,
        op: &'static str,
    ) -> Result<Planned, Errors> {
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
            let findings = check_target(self.arch, op, &statement.name, &inputs, dst);
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

    /// The result types a two-destination instruction's level 1 form gets
    /// when none are written: the values' and the indices' types, or the
    /// source's (TDEINTERLEAVE of one source: half its columns).
    pub(super) fn two_results(&self, op: &str, inputs: &[(String, Ty)]) -> [Option<Ty>; 2] {
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

    /// TMRGSORT's 2-4 list form. Level 1 and PTO-AS: `%dst, %executed =
    /// pto.tmrgsort %s0, %s1[, %s2, %s3] {exhausted = false} : (...) -> (T,
    /// vector<4xi16>)`; level 2: `ins(%s0, %s1[, %s2, %s3][, %tmp] {exhausted
    /// = ...} : ...) outs(%dst, %executed : T, vector<4xi16>)`, where the
    /// executed counts are a new value. A trailing tmp is told from a list by
    /// the destination: the lists' valid columns add up to its own.
    pub(super) fn merge_lists(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
}
