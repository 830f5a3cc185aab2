//! Synchronisation: events, cross-core flags, buffer tokens, barriers and
//! SYNCALL.

use super::*;

impl Translator<'_> {
    pub(super) fn event(&mut self, statement: &Statement, op: &str) -> Result<Planned, Errors> {
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

    /// `pto.sync.set #pto.pipe<PIPE_M>, 0`: a pipe and a flag id (0..15).
    pub(super) fn cross_core(
        &mut self,
        statement: &Statement,
        op: &'static str,
    ) -> Result<Planned, Errors> {
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
    pub(super) fn buf_token(
        &mut self,
        statement: &Statement,
        release: bool,
    ) -> Result<Planned, Errors> {
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

    pub(super) fn barrier(
        &mut self,
        statement: &Statement,
        family: Family,
    ) -> Result<Planned, Errors> {
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

    /// SYNCALL: hard mode takes no operands; soft mode a global workspace
    /// (not needed by the simulator's barrier) and optionally the count of
    /// cores taking part.
    pub(super) fn syncall(&mut self, statement: &Statement) -> Result<Planned, Errors> {
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
}

/// The id of `#pto.event<EVENT_IDn>`, if the item spells one.
fn static_event_id(item: &Item) -> Option<i64> {
    let Item::Attr(attr) = item else { return None };
    attr.params
        .first()?
        .strip_prefix("EVENT_ID")?
        .parse::<i64>()
        .ok()
        .filter(|id| (0..=7).contains(id))
}

impl Translator<'_> {
    /// `pto.set_flag [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, #pto.event<EVENT_ID0>]`
    /// and `pto.set_flag_dyn [..., %id]` (likewise wait_flag): one op whose
    /// event id is an index value, a constant for the static form.
    pub(super) fn flag(
        &mut self,
        statement: &Statement,
        op: &'static str,
        dynamic: bool,
    ) -> Result<Vec<Planned>, Errors> {
        let spelled = statement
            .name
            .strip_prefix("pto.")
            .unwrap_or(&statement.name);
        let id_form = if dynamic {
            "%id"
        } else {
            "#pto.event<EVENT_ID0>"
        };
        let usage = || {
            format!("expected `pto.{spelled} [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, {id_form}]`")
        };
        let items = match statement.refs.as_slice() {
            [Item::List(items, _)] if items.len() == 3 && statement.inputs.is_empty() => items,
            _ => return Err(vec![self.error(&statement.name_span, usage())]),
        };
        let mut attrs = Vec::new();
        for (key, item) in ["src", "dst"].iter().zip(items) {
            let pipe = item.name().and_then(|n| pipe_name(&n)).ok_or_else(|| {
                vec![self
                    .error(&item.span(), "expected a pipeline: `#pto.pipe<PIPE_MTE2>`")
                    .with_help("PIPE_S, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_FIX or PIPE_ALL")]
            })?;
            attrs.push((*key, AttrValue::Str(pipe)));
        }
        let id_item = &items[2];
        let (id, constant) = match (dynamic, id_item) {
            (true, Item::Value(name, span)) => {
                match self.scope.types.get(name) {
                    Some(Ty::Builtin(b)) if b == "index" => {}
                    Some(other) => {
                        return Err(vec![self.error(
                            span,
                            format!("an event id is an index, but {name} is {}", other.pto()),
                        )])
                    }
                    None => {
                        return Err(vec![self.error(span, format!("{name} is not defined here"))])
                    }
                }
                (name.clone(), None)
            }
            (true, other) => {
                return Err(vec![self
                    .error(
                        &other.span(),
                        format!("`pto.{spelled}` takes its event id as an index value"),
                    )
                    .with_help(format!(
                        "`pto.{op}` takes a constant `#pto.event<EVENT_ID0>`"
                    ))])
            }
            (false, item) => {
                let Some(id) = static_event_id(item) else {
                    let help = if matches!(item, Item::Value(..)) {
                        format!("an id computed at run time is `pto.{op}_dyn`")
                    } else {
                        "PTO has EVENT_ID0 to EVENT_ID7".to_string()
                    };
                    return Err(vec![self
                        .error(&item.span(), "expected an event id `#pto.event<EVENT_ID0>`")
                        .with_help(help)]);
                };
                let name = self.fresh("event");
                let constant = self.emit(
                    &[(name.clone(), Ty::Builtin("index".into()))],
                    "arith.constant",
                    &[],
                    vec![("value", AttrValue::Index(id))],
                    None,
                );
                (name, Some(constant))
            }
        };
        let operands = [(id, Ty::Builtin("index".into()))];
        let flag = self.emit(&[], &format!("pto.{op}"), &operands, attrs, None);
        Ok(constant.into_iter().chain(Some(flag)).collect())
    }

    /// `%a = pto.declare_eventid_array -> !pto.eventid_array<4>`,
    /// `%e = pto.eventid_array_get %a[%i] : T`,
    /// `pto.eventid_array_set %a[%i], %e : T`: a stack array of indices.
    pub(super) fn event_id_array(
        &mut self,
        statement: &Statement,
        op: &'static str,
    ) -> Result<Planned, Errors> {
        let index = || Ty::Builtin("index".into());
        if op == "memref.alloca" {
            let result = statement.results.first().map(|(name, _)| name.clone());
            let written = self.written_result(statement, 0);
            let (Some(result), Some((ty @ Ty::EventIdArray(_), _)), true) =
                (result, written, statement.inputs.is_empty())
            else {
                return Err(vec![self.error(
                    &statement.name_span,
                    "expected `%a = pto.declare_eventid_array -> !pto.eventid_array<N>`",
                )]);
            };
            let planned = self.emit(&[(result, ty)], op, &[], Vec::new(), Some(vec![0, 0]));
            return Ok(planned);
        }
        let getting = op == "memref.load";
        let usage = if getting {
            "expected `%e = pto.eventid_array_get %a[%i] : !pto.eventid_array<N>`"
        } else {
            "expected `pto.eventid_array_set %a[%i], %e : !pto.eventid_array<N>`"
        };
        let (array, value) = match (statement.inputs.as_slice(), getting) {
            ([array], true) if statement.results.len() == 1 => (array, None),
            ([array, value], false) if statement.results.is_empty() => (array, Some(value)),
            _ => return Err(vec![self.error(&statement.name_span, usage)]),
        };
        let [position] = array.indices.as_slice() else {
            return Err(vec![self.error(&array.span, usage)]);
        };
        let bare = Operand {
            indices: Vec::new(),
            ..array.clone()
        };
        let size = match self.operand_type(&bare).map_err(|e| vec![e])? {
            Ty::EventIdArray(n) => n,
            other => {
                return Err(vec![self.error(
                    &array.span,
                    format!("{} is {}, not an event-id array", array.name, other.pto()),
                )])
            }
        };
        let mut operands = Vec::new();
        if let Some(value) = value {
            let ty = self.operand_type(value).map_err(|e| vec![e])?;
            if ty != index() {
                return Err(vec![self.error(
                    &value.span,
                    format!(
                        "an event id is an index, but {} is {}",
                        value.name,
                        ty.pto()
                    ),
                )]);
            }
            operands.push((value.name.clone(), ty));
        }
        operands.push((array.name.clone(), Ty::EventIdArray(size)));
        match self.scope.constants.get(&position.name) {
            Some(&i) if !(0..size).contains(&i) => {
                return Err(vec![self.error(
                    &position.span,
                    format!("index {i} is outside the event-id array of {size}"),
                )])
            }
            _ => {}
        }
        let position_ty = self.operand_type(position).map_err(|e| vec![e])?;
        if position_ty != index() {
            return Err(vec![self.error(
                &position.span,
                format!(
                    "an array index is an index, but {} is {}",
                    position.name,
                    position_ty.pto()
                ),
            )]);
        }
        operands.push((position.name.clone(), position_ty));
        let results: Vec<(String, Ty)> = statement
            .results
            .iter()
            .map(|(name, _)| (name.clone(), index()))
            .collect();
        Ok(self.emit(&results, op, &operands, Vec::new(), None))
    }
}
