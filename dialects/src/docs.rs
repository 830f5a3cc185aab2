//! Reference documentation generated from the definition files
//! (docs/dialects/<dialect>.md), so the docs cannot drift from the dialects.

use crate::spec::{Arity, AttrKind, DialectDef, ParamKind, ValueDef};
use std::fmt::Write;

/// The reference page of one dialect, in Markdown.
pub fn reference_page(dialect: &DialectDef) -> String {
    let mut out = String::new();
    let name = &dialect.name;
    let _ = writeln!(out, "# The `{name}` dialect\n");
    let _ = writeln!(
        out,
        "<!-- Generated from dialects/src/{name}/{name}.toml (also `tanto-opt --print-dialect-doc={name}`); do not edit. Regenerate: TANTO_BLESS=1 cargo test -p tanto-tools --test integration -->\n"
    );
    let _ = writeln!(out, "{}\n", dialect.summary);
    if !dialect.description.is_empty() {
        let _ = writeln!(out, "{}\n", dialect.description.trim());
    }
    let _ = writeln!(
        out,
        "IR syntax: the ops are defined with IRDL, so they print in MLIR's generic form, e.g.\n`\"{name}.{}\"(...) : (...) -> (...)`.\n",
        dialect.ops.first().map(|o| o.name.as_str()).unwrap_or("op")
    );
    if !dialect.types.is_empty() {
        let _ = writeln!(out, "## Types\n");
        for ty in &dialect.types {
            let params: Vec<&str> = ty.params.iter().map(|p| p.name.as_str()).collect();
            let spelling = if params.is_empty() {
                format!("!{name}.{}", ty.name)
            } else {
                format!("!{name}.{}<{}>", ty.name, params.join(", "))
            };
            let _ = writeln!(out, "### `{spelling}`\n\n{}\n", ty.summary);
            if !ty.params.is_empty() {
                let _ = writeln!(out, "| parameter | kind | meaning |\n|---|---|---|");
                for p in &ty.params {
                    let kind = match &p.kind {
                        ParamKind::Type(c) => format!("type ({c})"),
                        ParamKind::Int => "integer".to_string(),
                        ParamKind::Shape => "`array<i64: ...>`".to_string(),
                        ParamKind::Enum(e) => {
                            format!("string, one of [{e}](#{})", e.to_lowercase())
                        }
                    };
                    let _ = writeln!(out, "| `{}` | {kind} | {} |", p.name, p.doc);
                }
                out.push('\n');
            }
        }
    }
    if !dialect.enums.is_empty() {
        let _ = writeln!(out, "## Enums\n");
        for e in &dialect.enums {
            let values: Vec<String> = e.values.iter().map(|v| format!("`{v}`")).collect();
            let _ = writeln!(
                out,
                "### {}\n\n{}\n\nValues: {}.\n",
                e.name,
                e.summary,
                values.join(", ")
            );
        }
    }
    let _ = writeln!(out, "## Operations\n");
    for op in &dialect.ops {
        let _ = writeln!(out, "### `{name}.{}`\n\n{}\n", op.name, op.summary);
        if !op.description.is_empty() {
            let _ = writeln!(out, "{}\n", op.description.trim());
        }
        for source in &op.source {
            let _ = writeln!(out, "- from `{source}`");
        }
        if !op.source.is_empty() {
            out.push('\n');
        }
        value_table(&mut out, "operand", &op.operands);
        value_table(&mut out, "result", &op.results);
        if !op.attributes.is_empty() {
            let _ = writeln!(out, "| attribute | kind | meaning |\n|---|---|---|");
            for a in &op.attributes {
                let kind = match &a.kind {
                    AttrKind::Enum(e) => format!("[{e}](#{})", e.to_lowercase()),
                    AttrKind::Int => "`i64`".into(),
                    AttrKind::String => "string".into(),
                    AttrKind::Type => "type".into(),
                    AttrKind::Array => "`array<i64: ...>`".into(),
                    AttrKind::Unit => "unit (optional flag)".into(),
                };
                let kind = if a.optional {
                    format!("optional {kind}")
                } else {
                    kind
                };
                let _ = writeln!(out, "| `{}` | {kind} | {} |", a.name, a.doc);
            }
            out.push('\n');
        }
        let mut rules = Vec::new();
        for group in &op.same_element {
            rules.push(format!("element types of {} agree", code_list(group)));
        }
        if !op.slots.is_empty() {
            rules.push(format!(
                "constant destination slots {} are non-negative",
                code_list(&op.slots)
            ));
        }
        if !op.frame_indices.is_empty() {
            rules.push(format!(
                "constant frame tile indices {} are non-negative",
                code_list(&op.frame_indices)
            ));
        }
        if !op.positive.is_empty() {
            rules.push(format!("constant {} at least 1", code_list(&op.positive)));
        }
        for attr in &op.attributes {
            if let AttrKind::Enum(e) = &attr.kind {
                rules.push(format!("`{}` is one of {e}", attr.name));
            }
        }
        rules.extend(op.rules.iter().map(|name| {
            let doc = crate::rules::Rule::from_name(name).map_or("", |r| r.doc());
            format!("{doc} (`{name}`)")
        }));
        if !rules.is_empty() {
            let _ = writeln!(out, "Verifier (Rust):\n");
            for rule in rules {
                let _ = writeln!(out, "- {rule}");
            }
            out.push('\n');
        }
    }
    out
}

fn code_list(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn value_table(out: &mut String, kind: &str, values: &[ValueDef]) {
    if values.is_empty() {
        return;
    }
    let _ = writeln!(out, "| {kind} | type | meaning |\n|---|---|---|");
    for v in values {
        let arity = match v.arity {
            Arity::Single => "",
            Arity::Optional => "optional ",
            Arity::Variadic => "variadic ",
        };
        let role = v
            .role
            .map(|r| format!(" (role `{}`)", r.as_str()))
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "| `{}` | {arity}`{}` | {}{role} |",
            v.name, v.ty, v.doc
        );
    }
    out.push('\n');
}
