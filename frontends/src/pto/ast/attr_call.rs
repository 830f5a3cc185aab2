//! PTOAS's explicit-pipe syntax: the `{attrs}(%a : T, %b : U) -> R` call of
//! `pto.initialize_l2g2l_pipe` / `initialize_l2l_pipe`, and the short
//! pointer type `<f32>` PTOAS prints for `!pto.ptr<f32>`.

use super::{operand, span, type_param, AstBuilder, Rule, Statement};
use crate::pto::types::TypeAst;
use pest::iterators::Pair;

impl AstBuilder {
    /// `{attrs}(%a : T, %b : U) -> R`: typed operands in order, R the result.
    pub(super) fn attr_call(&mut self, pair: Pair<Rule>, statement: &mut Statement) -> Option<()> {
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::attr_dict => {
                    let attrs = self.attr_dict(inner);
                    statement.attrs.extend(attrs);
                }
                Rule::typed_pair => {
                    let mut parts = inner.into_inner();
                    let (value, ty) = (parts.next()?, parts.next()?);
                    let mut input = operand(&value);
                    input.memref = ty.as_str().starts_with("memref");
                    input.written = Some(self.written(ty)?);
                    statement.inputs.push(input);
                }
                Rule::result_types => {
                    let written = self.types(inner);
                    statement.result_types.extend(written);
                }
                _ => {}
            }
        }
        Some(())
    }
}

/// `<f32>`: the type `!pto.ptr<f32>`.
pub(super) fn short_pointer(pair: Pair<Rule>) -> TypeAst {
    TypeAst {
        name: "!pto.ptr".into(),
        span: span(&pair),
        text: pair.as_str().to_string(),
        params: pair.into_inner().map(type_param).collect(),
    }
}
