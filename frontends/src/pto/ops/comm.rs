//! PTOAS's asynchronous communication ops: `pto.build_async_session`,
//! `pto.tput_async`, `pto.tget_async`, `pto.wait_async_event` and
//! `pto.test_async_event`, checked as PTOAS's verifiers check them, each
//! finding at its operand or attribute.

use super::{AttrValue, Errors, Planned, Translator};
use crate::pto::{
    ast::{parse_int, Operand, Statement},
    types::{Ty, ViewType},
};

/// The session's engine settings: name and accepted range (PTOAS's
/// BuildAsyncSessionOp::verify).
const SESSION_SETTINGS: [(&str, i64, i64, &str); 5] = [
    ("sync_id", 0, 7, "0 to 7"),
    ("block_bytes", 1, i64::MAX, "greater than 0"),
    ("comm_block_offset", 0, i64::MAX, "non-negative"),
    ("queue_num", 1, i64::MAX, "greater than 0"),
    ("channel_group_idx", 0, u32::MAX as i64, "0 to 4294967295"),
];

impl Translator<'_> {
    /// One of the five async statements, by its op name.
    pub(super) fn async_comm(
        &mut self,
        statement: &Statement,
        op: &str,
    ) -> Result<Planned, Errors> {
        let usage = match op {
            "build_async_session" => "`%s = pto.build_async_session(%scratch, %workspace : <vec tile>, <gm i8 memref or !pto.ptr<i8>>) -> !pto.async_session`",
            "tput_async" | "tget_async" => "`%e = pto.tput_async(%dst, %src, %session : <gm 1-D tensor>, <gm 1-D tensor>, !pto.async_session) -> !pto.async_event`",
            _ => "`%done = pto.wait_async_event(%event, %session : !pto.async_event, !pto.async_session) -> i1`",
        };
        let arity = if matches!(op, "tput_async" | "tget_async") {
            3
        } else {
            2
        };
        let [(result, _)] = statement.results.as_slice() else {
            return Err(vec![self.error(
                &statement.name_span,
                format!("`pto.{op}` has one result: {usage}"),
            )]);
        };
        if statement.inputs.len() != arity || !statement.outputs.is_empty() {
            return Err(vec![self.error(
                &statement.name_span,
                format!("`pto.{op}` takes {arity} operands: {usage}"),
            )]);
        }
        let inputs = self.operand_types(&statement.inputs)?;
        let (result_ty, attrs) = match op {
            "build_async_session" => {
                self.check_session_operands(&statement.inputs, &inputs)?;
                (Ty::AsyncSession, self.session_settings(statement)?)
            }
            "tput_async" | "tget_async" => {
                self.check_transfer(&statement.inputs, &inputs)?;
                (Ty::AsyncEvent, Vec::new())
            }
            _ => {
                self.expect(&statement.inputs[0], &inputs[0].1, &Ty::AsyncEvent)?;
                self.expect(&statement.inputs[1], &inputs[1].1, &Ty::AsyncSession)?;
                (Ty::Builtin("i1".into()), Vec::new())
            }
        };
        if let Some((written, span)) = self.written_result(statement, 0) {
            if written != result_ty {
                return Err(vec![self.error(
                    &span,
                    format!(
                        "`pto.{op}` returns {}, not {}",
                        result_ty.pto(),
                        written.pto()
                    ),
                )]);
            }
        }
        let defines = [(result.clone(), result_ty)];
        Ok(self.emit(&defines, &format!("pto.{op}"), &inputs, attrs, None))
    }

    fn expect(&self, operand: &Operand, ty: &Ty, wanted: &Ty) -> Result<(), Errors> {
        if ty == wanted {
            return Ok(());
        }
        Err(vec![self.error(
            &operand.span,
            format!(
                "{} is {}, but this operand is {}",
                operand.name,
                ty.pto(),
                wanted.pto()
            ),
        )])
    }

    /// A vector scratch tile of at least 8 bytes; a global workspace of bytes.
    fn check_session_operands(
        &self,
        operands: &[Operand],
        types: &[(String, Ty)],
    ) -> Result<(), Errors> {
        let mut errors = Vec::new();
        match &types[0].1 {
            Ty::Tile(tile) if tile.loc != "vec" => errors.push(self.error(
                &operands[0].span,
                format!(
                    "the scratch of an async session is a vector tile (loc=vec), but {} is in `{}`",
                    operands[0].name, tile.loc
                ),
            )),
            Ty::Tile(tile) => {
                let bytes = tile.element_bytes().unwrap_or(0) * tile.rows * tile.cols;
                if bytes < 8 {
                    errors.push(self.error(
                        &operands[0].span,
                        format!("the scratch of an async session holds the engine's 8-byte control word, but {} has {bytes} bytes", operands[0].name),
                    ));
                }
            }
            other => errors.push(self.error(
                &operands[0].span,
                format!(
                    "the scratch of an async session is a vector tile, not {}",
                    other.pto()
                ),
            )),
        }
        let element = match &types[1].1 {
            Ty::View(view) => Some(view.element.as_str()),
            Ty::Ptr(element) => Some(element.as_str()),
            _ => None,
        };
        match element {
            Some("i8" | "ui8" | "si8") => {}
            Some(element) => errors.push(self.error(
                &operands[1].span,
                format!("the workspace of an async session holds 8-bit integers, but {} holds {element}", operands[1].name),
            )),
            None => errors.push(self.error(
                &operands[1].span,
                format!("the workspace of an async session is in global memory (a gm memref or !pto.ptr<i8>), not {}", types[1].1.pto()),
            )),
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }

    /// The engine settings written, each within PTOAS's range.
    fn session_settings(
        &self,
        statement: &Statement,
    ) -> Result<Vec<(&'static str, AttrValue)>, Errors> {
        let mut attrs = Vec::new();
        let mut errors = Vec::new();
        for (name, low, high, expected) in SESSION_SETTINGS {
            let Some((text, span)) = Self::keyed_word(statement, name) else {
                continue;
            };
            // `1 : i32` or `1`.
            let number = text.split(':').next().and_then(parse_int);
            match number {
                Some(value) if (low..=high).contains(&value) => {
                    attrs.push((name, AttrValue::Int(value)))
                }
                Some(value) => errors.push(self.error(
                    &span,
                    format!("{name} is {value}, but it must be {expected}"),
                )),
                None => {
                    errors.push(self.error(&span, format!("{name} is an integer, not `{text}`")))
                }
            }
        }
        if errors.is_empty() {
            Ok(attrs)
        } else {
            Err(errors)
        }
    }

    /// Destination and source: static flat contiguous 1-D global tensors
    /// of one element type and shape; then the session.
    fn check_transfer(&self, operands: &[Operand], types: &[(String, Ty)]) -> Result<(), Errors> {
        let mut errors = Vec::new();
        let mut views = Vec::new();
        for ((operand, (_, ty)), role) in operands.iter().zip(types).zip(["destination", "source"])
        {
            let problem = match ty {
                Ty::View(view) => match flat_1d_problem(view) {
                    None => {
                        views.push(view);
                        continue;
                    }
                    Some(problem) => problem,
                },
                other => format!(
                    "is {}, not a global tensor (a gm memref, tensor_view or partition view)",
                    other.pto()
                ),
            };
            errors.push(self.error(
                &operand.span,
                format!("the {role} of an async copy {problem}"),
            ));
        }
        if let [dst, src] = views.as_slice() {
            if dst.element != src.element {
                errors.push(self.error(
                    &operands[1].span,
                    format!("the source holds {} but the destination {}: an async copy keeps the element type", src.element, dst.element),
                ));
            } else if dst.shape != src.shape {
                errors.push(self.error(
                    &operands[1].span,
                    format!("the source has {} elements but the destination {}: an async copy takes tensors of one shape", src.shape[4], dst.shape[4]),
                ));
            }
        }
        if let Err(mut more) = self.expect(&operands[2], &types[2].1, &Ty::AsyncSession) {
            errors.append(&mut more);
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors)
        }
    }
}

/// Why a view is not a static flat contiguous 1-D tensor (PTOAS's
/// verifyAsyncFlatContiguous1DGMViewLike), if it is not.
fn flat_1d_problem(view: &ViewType) -> Option<String> {
    let (inner, outer) = view.shape.split_last()?;
    if view.shape.iter().any(|d| *d < 0) {
        return Some("has a dynamic dimension: it takes a static shape".into());
    }
    if outer.iter().any(|d| *d != 1) {
        let dims: Vec<String> = view.shape[view.shape.len() - view.rank..]
            .iter()
            .map(i64::to_string)
            .collect();
        return Some(format!(
            "is {}: it takes a flat 1-D tensor (every dimension but the innermost 1)",
            dims.join("x")
        ));
    }
    if *inner > 1 && view.stride.last() != Some(&1) {
        return Some(format!(
            "has an innermost stride of {}: it takes contiguous elements",
            view.stride[4]
        ));
    }
    None
}
