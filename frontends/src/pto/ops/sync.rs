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
