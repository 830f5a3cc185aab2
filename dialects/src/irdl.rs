//! IRDL text derived from the dialect definitions, loaded into MLIR at start-up.
//!
//! IRDL enforces what it can say (operand/result counts and types, type
//! parameter kinds, attribute kinds); value sets of enums and the rules that
//! relate operands are left to the Rust verifier, whose messages are clearer.

use crate::spec::{
    parse_constraint, Arity, AttrKind, DialectDef, ParamKind, TypeAlt, ValueDef, SCALAR_TYPES,
};
use std::fmt::Write;

/// The IRDL module defining every given dialect.
pub fn irdl_module(dialects: &[&DialectDef]) -> String {
    let mut out = String::from("module {\n");
    for dialect in dialects {
        write_dialect(&mut out, dialect);
    }
    out.push_str("}\n");
    out
}

fn write_dialect(out: &mut String, dialect: &DialectDef) {
    let _ = writeln!(out, "  irdl.dialect @{} {{", dialect.name);
    for ty in &dialect.types {
        let _ = writeln!(out, "    irdl.type @{} {{", ty.name);
        let mut body = Body::default();
        let params: Vec<String> = ty
            .params
            .iter()
            .map(|p| {
                let var = match &p.kind {
                    // Checked by the Rust verifier, whose message names the
                    // parameter (IRDL's would only say "does not satisfy").
                    ParamKind::Type(_) => body.op("irdl.any"),
                    ParamKind::Int => body.op("irdl.base \"#builtin.integer\""),
                    ParamKind::Shape => body.op("irdl.base \"#builtin.dense_array\""),
                    ParamKind::Enum(_) => body.op("irdl.base \"#builtin.string\""),
                };
                format!("{}: {var}", p.name)
            })
            .collect();
        out.push_str(&body.text);
        if !params.is_empty() {
            let _ = writeln!(out, "      irdl.parameters({})", params.join(", "));
        }
        out.push_str("    }\n");
    }
    for op in &dialect.ops {
        let _ = writeln!(out, "    irdl.operation @{} {{", op.name);
        let mut body = Body::default();
        let operands = body.values(&op.operands);
        let results = body.values(&op.results);
        // IRDL attributes are required; optional ones (and unit flags) are
        // left to the Rust verifier.
        let attrs: Vec<String> = op
            .attributes
            .iter()
            .filter(|a| a.required())
            .map(|a| {
                let base = match a.kind {
                    AttrKind::Enum(_) | AttrKind::String => "#builtin.string",
                    AttrKind::Int => "#builtin.integer",
                    AttrKind::Type => "#builtin.type",
                    AttrKind::Array => "#builtin.dense_array",
                    AttrKind::Unit => unreachable!("unit flags are never required"),
                };
                format!(
                    "\"{}\" = {}",
                    a.name,
                    body.op(&format!("irdl.base \"{base}\""))
                )
            })
            .collect();
        out.push_str(&body.text);
        if !op.operands.is_empty() {
            let _ = writeln!(out, "      irdl.operands({operands})");
        }
        if !op.results.is_empty() {
            let _ = writeln!(out, "      irdl.results({results})");
        }
        if !attrs.is_empty() {
            let _ = writeln!(out, "      irdl.attributes {{{}}}", attrs.join(", "));
        }
        out.push_str("    }\n");
    }
    out.push_str("  }\n");
}

/// The constraint SSA values of one IRDL type or operation body. Every use
/// gets fresh values: IRDL requires two uses of one value to be equal.
#[derive(Default)]
struct Body {
    text: String,
    next: usize,
}

impl Body {
    fn op(&mut self, expr: &str) -> String {
        let var = format!("%c{}", self.next);
        self.next += 1;
        let _ = writeln!(self.text, "      {var} = {expr}");
        var
    }

    fn type_constraint(&mut self, constraint: &str) -> String {
        // Definitions are checked when they are parsed (DialectDef::parse).
        let alts = parse_constraint(constraint).unwrap_or_default();
        let vars: Vec<String> = alts
            .iter()
            .flat_map(|alt| match alt {
                TypeAlt::Any => vec![self.op("irdl.any")],
                TypeAlt::Builtin(t) => vec![self.op(&format!("irdl.is {t}"))],
                TypeAlt::Dialect(d, t) => vec![self.op(&format!("irdl.base @{d}::@{t}"))],
                TypeAlt::Scalar => SCALAR_TYPES
                    .iter()
                    .map(|t| self.op(&format!("irdl.is {t}")))
                    .collect(),
            })
            .collect();
        match vars.as_slice() {
            [single] => single.clone(),
            _ => self.op(&format!("irdl.any_of({})", vars.join(", "))),
        }
    }

    fn values(&mut self, values: &[ValueDef]) -> String {
        values
            .iter()
            .map(|v| {
                let var = self.type_constraint(&v.ty);
                let arity = match v.arity {
                    Arity::Single => "",
                    Arity::Optional => "optional ",
                    Arity::Variadic => "variadic ",
                };
                format!("{}: {arity}{var}", v.name)
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}
