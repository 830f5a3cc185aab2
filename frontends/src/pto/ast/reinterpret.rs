//! `memref.reinterpret_cast`'s syntax: its offset, sizes and strides lists
//! become keyed operands of one statement.

use super::{item, operand, span, AstBuilder, Name, Rule, Statement};
use pest::iterators::Pair;

impl AstBuilder {
    /// `memref.reinterpret_cast %m to offset: [...], sizes: [...], strides:
    /// [...] {attrs} : T to U`: the lists as keyed operands, U the result.
    pub(super) fn reinterpret_cast(
        &mut self,
        pair: Pair<Rule>,
        results: &[Name],
    ) -> Option<Statement> {
        let mut statement = Statement {
            results: results
                .iter()
                .map(|r| (r.text.clone(), r.span.clone()))
                .collect(),
            ..Statement::default()
        };
        let mut types = Vec::new();
        for inner in pair.into_inner() {
            match inner.as_rule() {
                Rule::kw_reinterpret => {
                    statement.name = inner.as_str().to_string();
                    statement.name_span = span(&inner);
                }
                Rule::value => statement.inputs.push(operand(&inner)),
                Rule::reinterpret_part => {
                    let whole = span(&inner);
                    let mut parts = inner.into_inner();
                    let key = parts.next()?.as_str().to_string();
                    statement.keyed.push((key, item(parts.next()?), whole));
                }
                Rule::attr_dict => {
                    let attrs = self.attr_dict(inner);
                    statement.attrs.extend(attrs);
                }
                Rule::type_ => types.extend(self.types(inner)),
                _ => {}
            }
        }
        let mut types = types.into_iter();
        if let Some(source) = statement.inputs.first_mut() {
            source.written = types.next();
        }
        statement.result_types.extend(types);
        Some(statement)
    }
}
