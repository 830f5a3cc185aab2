//! Tile instructions with a destination: the class instructions and the
//! other destination-passing ops, their attributes (comparison and rounding
//! modes), their level 1 or level 2 destination and their per-target checks.

use super::*;

impl Translator<'_> {
    /// Tile instructions with a destination: both levels.
    pub(super) fn compute(
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
        // `pto.tmov ins(%acc : T, %fp : S)`: the fix-pipe move with a tile
        // of quantisation parameters is TMOV_FP.
        let is_tile = |o: &Operand| {
            matches!(self.scope.types.get(&o.name), Some(Ty::Tile(_)))
                || matches!(&o.written, Some((Written::Known(Ty::Tile(_)), _)))
        };
        // With a scalar, the pre-quantisation word: tmov_pre.
        if op == "tmov" && statement.inputs.len() == 2 {
            let form = if is_tile(&statement.inputs[1]) {
                "tmov_fp"
            } else {
                "tmov_pre"
            };
            return self.compute(statement, form, 2, 2);
        }
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
        // TGATHER's compare form: a scalar and two destinations.
        if op == "tgather" && self.is_gather_compare(statement) {
            return self.gather_compare(statement);
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
        // TMOV's fix-pipe attributes, where written (checked below).
        let mut fix_pipe_attrs: Vec<(&'static str, Range<usize>)> = Vec::new();
        // `{layout = #pto.layout<nz>}` on TLOAD: where it is written.
        let mut nz_at: Option<Range<usize>> = None;
        for entry in &statement.attrs {
            let (key, value) = (&entry.key, entry.value.as_ref().and_then(Item::name));
            if compares && is_compare_key(key) || converts && is_rounding_key(key) {
                continue;
            }
            if converts && matches!(key.as_str(), "sat_mode" | "satMode" | "saturation_mode") {
                attrs.push(("sat_mode", self.saturation_mode(entry)?));
                continue;
            }
            if op == "thistogram" && key == "isMSB" {
                attrs.push(("byte", self.histogram_msb(entry, &inputs)?));
                continue;
            }
            if op == "tquant" && key == "quant_type" {
                // `#pto<quant_type INT8_SYM>`: the last parameter.
                quant_type = Some((Self::attr_text(entry), entry.span.clone()));
                continue;
            }
            // An integer of the table, written in either case convention:
            // `{isUpperOrLower = 1}`; PTOAS now spells TTRI's `upperOrLower`.
            let key_name = match key.as_str() {
                "upperOrLower" => "is_upper_or_lower".to_string(),
                other => snake_case(other),
            };
            if let Some(name) = int_attributes.iter().find(|n| **n == key_name) {
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
                // PTOAS's ReluPreMode and AccToVecMode on TMOV.
                ("tmov" | "tmov_fp" | "tmov_pre", "reluPreMode" | "accToVecMode", _) => {
                    let text = Self::attr_text(entry);
                    let known: &[&'static str] = if key == "reluPreMode" {
                        &["no_relu", "normal_relu"]
                    } else {
                        &ACC_TO_VEC_MODES
                    };
                    let Some(value) = known.iter().find(|v| **v == text) else {
                        return Err(vec![self.error(
                            &entry.span,
                            format!("unknown {key} `{text}`; expected {}", known.join(", ")),
                        )]);
                    };
                    match *value {
                        "no_relu" => {}
                        "normal_relu" => attrs.push(("relu", AttrValue::Unit)),
                        // TMOV_FP writes where TMOV does: the mode is checked only.
                        mode if op != "tmov_fp" => {
                            attrs.push(("acc_to_vec_mode", AttrValue::Str(mode)))
                        }
                        _ => {}
                    }
                    fix_pipe_attrs.push((value, entry.span.clone()));
                }
                // The global tensor's layout as PTOAS infers it from the
                // view's strides, stated: it must agree with the view. An NZ
                // global holds boxes: checked with the tile (nz_load.rs).
                ("tload", "layout", _) if Self::attr_text(entry).eq_ignore_ascii_case("nz") => {
                    nz_at = Some(entry.span.clone());
                    attrs.push(("nz_global", AttrValue::Unit));
                }
                ("tload", "layout", _) => self.global_layout(entry, &inputs, "TLOAD reads")?,
                // TDIVS's template flag written as an attribute (or the
                // scalar first among the inputs, above).
                ("tdivs", "scalar_first", None)
                    if !attrs.contains(&("scalar_first", AttrValue::Unit)) =>
                {
                    attrs.push(("scalar_first", AttrValue::Unit))
                }
                // TGATHER's mask-pattern form: `#pto.mask_pattern<P0101>`.
                ("tgather", "maskPattern" | "mask_pattern", _) => {
                    attrs.push(("mask_pattern", self.mask_pattern(entry)?))
                }
                _ => {
                    return Err(vec![self.error(
                        &statement.name_span,
                        format!("attribute `{key}` is not supported on `{}`", statement.name),
                    )]);
                }
            }
        }
        // THISTOGRAM without a byte counts the key's top byte (PTOAS's
        // isMSB default).
        if op == "thistogram" && !attrs.iter().any(|(k, _)| *k == "byte") {
            attrs.push(("byte", AttrValue::Int(key_top_byte(&inputs))));
        }
        // An integer attribute left out takes the table's default, or 0
        // (TTRI: lower).
        let defaults = tanto_dialects::pto_isa::isa()
            .find(op)
            .map(|i| &i.attributes);
        for name in int_attributes {
            if !attrs.iter().any(|(k, _)| *k == name) {
                let default = defaults
                    .and_then(|all| all.iter().find(|a| a.name == name))
                    .and_then(|a| a.default)
                    .unwrap_or(0);
                attrs.push((name, AttrValue::Int(default)));
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
                return Err(vec![self.error(span, format!("quant_type {text} quantises to fp8/fp4 with e8m0 scales: TQUANT's MX forms are not read yet (the MX products take fp8 tiles loaded as they are)"))]);
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
        if matches!(op, "tmov" | "tmov_fp" | "tmov_pre") {
            self.fix_pipe_form(&inputs, check_dst.as_ref(), &fix_pipe_attrs)?;
        }
        if let Some(span) = &nz_at {
            self.nz_load(span, &inputs, check_dst.as_ref(), &dst_span)?;
        }
        // A scratch tile (TSEL's, TREM's `tmp`) is not data: not checked.
        let data = tanto_dialects::pto_target::scratch_position(op)
            .map_or(inputs.len(), |k| k.min(inputs.len()));
        let findings = check_target(
            self.arch,
            op,
            &statement.name,
            &inputs[..data],
            check_dst.as_ref(),
        );
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
            // The optional inputs given are the first ones (TGATHER: its
            // indices, then its tmp tile).
            Some(defs) => {
                let mut optional_given = inputs.len().saturating_sub(min);
                defs.iter()
                    .map(|v| {
                        let present = !is_optional(v) || optional_given > 0;
                        if is_optional(v) && present {
                            optional_given -= 1;
                        }
                        count(usize::from(present))
                    })
                    .chain([count(dst.len())])
                    .collect()
            }
            None => vec![1, count(inputs.len() - 1), count(dst.len())],
        });
        Ok(self.emit(&results, &format!("pto.{op}"), &operands, attrs, segments))
    }

    /// TGATHER's `maskPattern = #pto.mask_pattern<P0101>` (or the bare
    /// pattern), as the MaskPattern enum's value.
    fn mask_pattern(&self, entry: &AttrEntry) -> Result<AttrValue, Errors> {
        const PATTERNS: [&str; 7] = [
            "p0101", "p1010", "p0001", "p0010", "p0100", "p1000", "p1111",
        ];
        let text = Self::attr_text(entry);
        let lower = text.to_ascii_lowercase();
        match PATTERNS.iter().find(|p| **p == lower) {
            Some(pattern) => Ok(AttrValue::Str(pattern)),
            None => Err(vec![self.error(
                &entry.span,
                format!("unknown mask pattern `{text}`; expected P0101, P1010, P0001, P0010, P0100, P1000 or P1111"),
            )]),
        }
    }

    /// PTOAS's TMovOp verifier on the fix-pipe's forms: ReLU, a
    /// pre-quantisation word or parameters only out of an accumulator, an
    /// AccToVecMode only from acc to vec, and quantised moves to vec in a
    /// single mode.
    fn fix_pipe_form(
        &self,
        inputs: &[(String, Ty)],
        dst: Option<&Ty>,
        written: &[(&'static str, Range<usize>)],
    ) -> Result<(), Errors> {
        let (Some((_, Ty::Tile(src))), Some(Ty::Tile(dst))) = (inputs.first(), dst) else {
            return Ok(());
        };
        let quantised = inputs.len() > 1;
        for (value, span) in written {
            let relu = *value == "normal_relu";
            let mode = ACC_TO_VEC_MODES.contains(value);
            let problem = if (relu || mode) && src.loc != "acc" {
                Some(format!(
                    "`{value}` is for a move out of an accumulator, but the source is in `{}`",
                    src.loc
                ))
            } else if mode && dst.loc != "vec" {
                Some(format!(
                    "`{value}` says where a move from acc to vec writes, but the destination is in `{}`",
                    dst.loc
                ))
            } else if mode && quantised && value.starts_with("dual") {
                Some(format!("a quantised move from acc to vec writes one vector core's buffer (single_mode_vec0 or single_mode_vec1), not `{value}`"))
            } else {
                None
            };
            if let Some(problem) = problem {
                return Err(vec![self.error(span, problem)]);
            }
        }
        Ok(())
    }

    /// The value of an enum attribute written in the attributes (keys
    /// accepted by `is_key`) or among the operands (`#cmp=gt`,
    /// `#pto<round_mode FLOOR>`): the last parameter of an attribute
    /// reference, else the word or string; with where it is written.
    pub(super) fn enum_written(
        statement: &Statement,
        is_key: fn(&str) -> bool,
        is_ref: fn(&AttrRef) -> bool,
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
    pub(super) fn compare_mode(&self, statement: &Statement) -> Result<&'static str, Errors> {
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
    pub(super) fn rounding_mode(&self, statement: &Statement) -> Result<&'static str, Errors> {
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

    /// TCVT's `sat_mode = #pto<saturation_mode ON>` (or OFF).
    fn saturation_mode(&self, entry: &AttrEntry) -> Result<AttrValue, Errors> {
        let text = Self::attr_text(entry);
        let normal = text
            .trim_start_matches("SaturationMode::")
            .to_ascii_lowercase();
        match tanto_dialects::pto::SaturationMode::parse(&normal) {
            Some(mode) if normal != "default" => Ok(AttrValue::Str(mode.as_str())),
            _ => Err(vec![self.error(
                &entry.span,
                format!("unknown saturation mode `{text}`; expected ON or OFF"),
            )]),
        }
    }

    /// THISTOGRAM's `isMSB`: true counts the key's top byte, false byte 0.
    fn histogram_msb(
        &self,
        entry: &AttrEntry,
        inputs: &[(String, Ty)],
    ) -> Result<AttrValue, Errors> {
        match entry.value.as_ref().and_then(Item::name).as_deref() {
            None | Some("true") => Ok(AttrValue::Int(key_top_byte(inputs))),
            Some("false") => Ok(AttrValue::Int(0)),
            Some(other) => Err(vec![self.error(
                &entry.span,
                format!("`isMSB` is a flag: true or false, not `{other}`"),
            )]),
        }
    }

    /// An instruction the frontend does not take: one of the ISA's not yet
    /// supported (the table says which), or no PTO instruction at all.
    pub(super) fn unsupported(&self, statement: &Statement) -> Diagnostic {
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
                        "the PTO instruction {} (`{name}`, {}) has no meaning on target {} (nor on Tanto's other targets): {}",
                        instruction.mnemonic,
                        instruction.category,
                        self.arch.name(),
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
    pub(super) fn destination(
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

    /// TLOAD's and TSTORE's `{layout = #pto.layout<nd|dn|nz>}` must say what
    /// the view's strides say: ND (rows contiguous) or DN (columns contiguous;
    /// views here are ND, so a DN statement disagrees). NZ, a global tensor
    /// that already holds boxes, is read by TLOAD (nz_load.rs); TSTORE's is
    /// not modelled.
    pub(super) fn global_layout(
        &self,
        entry: &AttrEntry,
        inputs: &[(String, Ty)],
        instruction: &str,
    ) -> Result<(), Errors> {
        let text = Self::attr_text(entry).to_ascii_lowercase();
        let Some((name, Ty::View(view))) = inputs.first() else {
            return Ok(());
        };
        let [.., row_stride, col_stride] = view.stride;
        let agrees = match text.as_str() {
            "nd" => col_stride == 1,
            "dn" => row_stride == 1,
            "nz" => {
                return Err(vec![self.error(
                    &entry.span,
                    format!("a global tensor in the NZ layout (boxes in memory) is not modelled: {instruction} ND or DN views"),
                )])
            }
            other => {
                return Err(vec![self.error(
                    &entry.span,
                    format!("unknown global layout `{other}`; expected nd, dn or nz"),
                )])
            }
        };
        if agrees {
            return Ok(());
        }
        Err(vec![self.error(
            &entry.span,
            format!(
                "the layout says {text}, but {name}'s strides are [.., {row_stride}, {col_stride}]"
            ),
        )])
    }
}

/// The top byte of THISTOGRAM's keys (the first input): 1 for uint16, 3 for
/// uint32 (1 when the keys' type is not known here; the verifier checks it).
/// PTOAS's AccToVecMode values (`#pto.acc_to_vec_mode<...>`).
const ACC_TO_VEC_MODES: [&str; 4] = [
    "single_mode_vec0",
    "single_mode_vec1",
    "dual_mode_split_m",
    "dual_mode_split_n",
];

fn key_top_byte(inputs: &[(String, Ty)]) -> i64 {
    match inputs.first().map(|(_, t)| t) {
        Some(Ty::Tile(t)) => t.element_bytes().map_or(1, |b| b - 1),
        _ => 1,
    }
}
