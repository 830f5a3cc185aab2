//! Generates `tanto_manifest::abi::math` from `abi.toml`, the one definition
//! of the math engine's runtime functions. A malformed entry (an unknown
//! kind, class or layout, a repeated symbol or op, a `from` on a PTO word)
//! fails the build with a message naming it. The tile dialect's enums
//! (`dialects/src/tile/tile.toml`), whose indices are the ABI's `enum`
//! words, are generated beside it (`abi::math::tile_enums`), so the engine
//! matches on them and a new value fails its build until it has a meaning.

use serde::Deserialize;

// The PTO instruction table: each instruction's runtime function is a key of
// its row there (one definition), generated into the ABI here.
#[allow(dead_code)]
#[path = "../dialects/src/pto/isa.rs"]
mod pto_isa;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Abi {
    format: Vec<Format>,
    layout: BTreeMap<String, Layout>,
    function: Vec<Function>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Format {
    code: u32,
    name: String,
    elements: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Layout {
    words: Vec<Item>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Function {
    symbol: String,
    #[serde(default)]
    ops: Vec<String>,
    class: Option<String>,
    engine: String,
    returns: Option<String>,
    layout: Option<String>,
    words: Option<Vec<Item>>,
}

/// A word, or a PTO tile operand's four.
#[derive(Deserialize, Clone)]
#[serde(untagged, deny_unknown_fields)]
enum Item {
    Tile {
        tile: String,
    },
    Word {
        word: String,
        kind: String,
        from: Option<String>,
    },
}

const CLASSES: &[(&str, &str)] = &[
    ("copy", "Copy"),
    ("eltwise", "Eltwise"),
    ("matmul", "Matmul"),
    ("reduce", "Reduce"),
    ("transpose", "Transpose"),
    ("unary", "Unary"),
    ("pack", "Pack"),
    ("tilize", "Tilize"),
];

const KINDS: &[(&str, &str)] = &[
    ("frame_tile", "FrameTile"),
    ("pack_tile", "PackTile"),
    ("read_frame", "ReadFrame"),
    ("write_frame", "WriteFrame"),
    ("format", "Format"),
    ("slot", "Slot"),
    ("enum", "Enum"),
    ("flag", "Flag"),
    ("integer", "Integer"),
    ("scalar", "Scalar"),
];

/// The words a tile operand stands for: suffix and kind.
const TILE_WORDS: &[(&str, &str)] = &[
    ("address", "TileAddress"),
    ("valid_rows", "ValidRows"),
    ("valid_cols", "ValidCols"),
    ("pitch", "Pitch"),
];

fn variant(table: &[(&str, &'static str)], key: &str) -> Option<&'static str> {
    table.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
}

/// One generated word: name, kind variant, source.
struct Word {
    name: String,
    kind: &'static str,
    from: Option<String>,
}

fn expand(symbol: &str, tanto: bool, items: &[Item]) -> Result<Vec<Word>, String> {
    let mut words = Vec::new();
    for item in items {
        match item {
            Item::Tile { tile } => words.extend(TILE_WORDS.iter().map(|(suffix, kind)| Word {
                name: format!("{tile}.{suffix}"),
                kind,
                from: None,
            })),
            Item::Word { word, kind, from } => {
                let kind = variant(KINDS, kind)
                    .ok_or_else(|| format!("{symbol}: word `{word}` has unknown kind `{kind}`"))?;
                if tanto != from.is_some() {
                    return Err(format!(
                        "{symbol}: word `{word}`: `from` names the operand or attribute of a Tanto op (and only of one)"
                    ));
                }
                words.push(Word {
                    name: word.clone(),
                    kind,
                    from: from.clone(),
                });
            }
        }
    }
    let mut names = HashSet::new();
    if let Some(repeated) = words.iter().find(|w| !names.insert(&w.name)) {
        return Err(format!("{symbol}: two words named `{}`", repeated.name));
    }
    Ok(words)
}

/// `tanto_rt_pto_tadd` -> `PTO_TADD`.
fn static_name(symbol: &str) -> String {
    symbol
        .strip_prefix("tanto_rt_")
        .unwrap_or(symbol)
        .to_ascii_uppercase()
}

fn generate(abi: &Abi) -> Result<String, String> {
    let mut out = String::new();
    let mut symbols = HashSet::new();
    let mut ops = HashSet::new();
    let mut statics = Vec::new();
    for (code, format) in abi.format.iter().enumerate() {
        if format.code as usize != code {
            return Err(format!("format `{}`: codes go 0, 1, 2, ...", format.name));
        }
    }
    for f in &abi.function {
        let symbol = &f.symbol;
        if !symbol.starts_with("tanto_rt_") || !symbols.insert(symbol) {
            return Err(format!("{symbol}: repeated, or not a tanto_rt_ symbol"));
        }
        if let Some(op) = f.ops.iter().find(|op| !ops.insert(*op)) {
            return Err(format!(
                "{symbol}: op `{op}` lowers to another function too"
            ));
        }
        let items = match (&f.layout, &f.words) {
            (Some(layout), None) => {
                &abi.layout
                    .get(layout)
                    .ok_or_else(|| format!("{symbol}: unknown layout `{layout}`"))?
                    .words
            }
            (None, Some(words)) => words,
            _ => return Err(format!("{symbol}: give `layout` or `words`")),
        };
        let words = expand(symbol, !f.ops.is_empty(), items)?;
        let class = match &f.class {
            Some(class) => format!(
                "Some(MathClass::{})",
                variant(CLASSES, class)
                    .ok_or_else(|| format!("{symbol}: unknown class `{class}`"))?
            ),
            None => "None".to_string(),
        };
        let returns_word = match f.returns.as_deref() {
            None => false,
            Some("word") => true,
            Some(other) => return Err(format!("{symbol}: returns `{other}`; only `word`")),
        };
        let name = static_name(symbol);
        writeln!(out, "/// `{symbol}`.").ok();
        writeln!(out, "pub static {name}: Function = Function {{").ok();
        writeln!(out, "    symbol: {symbol:?},").ok();
        writeln!(out, "    ops: &{:?},", f.ops).ok();
        writeln!(out, "    class: {class},").ok();
        writeln!(out, "    engine: {:?},", f.engine).ok();
        writeln!(out, "    returns_word: {returns_word},").ok();
        writeln!(out, "    layout: {:?},", f.layout).ok();
        writeln!(out, "    words: &[").ok();
        for w in &words {
            writeln!(
                out,
                "        Word {{ name: {:?}, kind: WordKind::{}, from: {:?} }},",
                w.name, w.kind, w.from
            )
            .ok();
        }
        writeln!(out, "    ],").ok();
        let names: Vec<&str> = words.iter().map(|w| w.name.as_str()).collect();
        writeln!(out, "    names: &{names:?},").ok();
        writeln!(out, "}};").ok();
        statics.push(name);
    }
    writeln!(out, "/// Every function, in the definition's order.").ok();
    writeln!(out, "pub static FUNCTIONS: &[&Function] = &[").ok();
    for name in statics {
        writeln!(out, "    &{name},").ok();
    }
    writeln!(out, "];").ok();
    writeln!(out, "/// The data formats, by code.").ok();
    writeln!(out, "pub static FORMATS: &[Format] = &[").ok();
    for f in &abi.format {
        writeln!(
            out,
            "    Format {{ code: {}, name: {:?}, elements: &{:?} }},",
            f.code, f.name, f.elements
        )
        .ok();
    }
    writeln!(out, "];").ok();
    Ok(out)
}

/// The PTO instructions' runtime functions, from their rows of the
/// instruction table.
fn pto_functions() -> Result<Vec<Function>, String> {
    let isa = pto_isa::Isa::parse(pto_isa::TEXT)?;
    Ok(isa
        .runtime_functions()?
        .into_iter()
        .map(|f| Function {
            symbol: f.symbol,
            ops: Vec::new(),
            class: f.math_class,
            engine: f.engine,
            returns: f.returns,
            layout: Some(f.layout),
            words: None,
        })
        .collect())
}

/// The `[[enum]]` tables of the tile dialect's definition.
#[derive(Deserialize)]
struct TileDialect {
    #[serde(rename = "enum")]
    enums: Vec<TileEnum>,
}

#[derive(Deserialize)]
struct TileEnum {
    name: String,
    summary: String,
    values: Vec<String>,
}

/// `leaky_relu` -> `LeakyRelu`, `cast_bf16_u16` -> `CastBf16U16`.
fn camel(value: &str) -> String {
    value
        .split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// Each enum of the tile dialect as a Rust enum in index order, with its
/// values' names (`ALL`, `name`, `from_index`).
fn tile_enums(text: &str) -> Result<String, String> {
    let dialect: TileDialect = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut out = String::from("pub mod tile_enums {\n");
    for e in &dialect.enums {
        let variants: Vec<String> = e.values.iter().map(|v| camel(v)).collect();
        let mut seen = HashSet::new();
        if let Some(v) = variants.iter().find(|v| !seen.insert(*v)) {
            return Err(format!("enum {}: two values are named {v}", e.name));
        }
        let name = &e.name;
        writeln!(out, "    /// {}", e.summary).ok();
        writeln!(
            out,
            "    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]"
        )
        .ok();
        writeln!(out, "    pub enum {name} {{ {} }}", variants.join(", ")).ok();
        writeln!(out, "    impl {name} {{").ok();
        writeln!(
            out,
            "        /// Every value, at its index (the ABI's word)."
        )
        .ok();
        let all: Vec<String> = variants.iter().map(|v| format!("{name}::{v}")).collect();
        writeln!(
            out,
            "        pub const ALL: &'static [{name}] = &[{}];",
            all.join(", ")
        )
        .ok();
        writeln!(out, "        /// The dialect's name of the value.").ok();
        writeln!(out, "        pub fn name(self) -> &'static str {{").ok();
        writeln!(out, "            match self {{").ok();
        for (variant, value) in variants.iter().zip(&e.values) {
            writeln!(out, "                {name}::{variant} => {value:?},").ok();
        }
        writeln!(out, "            }}\n        }}").ok();
        writeln!(out, "        /// The value at `index`, if there is one.").ok();
        writeln!(
            out,
            "        pub fn from_index(index: usize) -> Option<{name}> {{"
        )
        .ok();
        writeln!(
            out,
            "            Self::ALL.get(index).copied()\n        }}\n    }}"
        )
        .ok();
    }
    out.push_str("}\n");
    Ok(out)
}

fn main() {
    println!("cargo:rerun-if-changed=abi.toml");
    println!("cargo:rerun-if-changed=../dialects/src/tile/tile.toml");
    println!("cargo:rerun-if-changed=../dialects/src/pto/isa.toml");
    println!("cargo:rerun-if-changed=../dialects/src/pto/isa.rs");
    let text = std::fs::read_to_string("abi.toml").expect("manifest/abi.toml");
    let mut abi: Abi = toml::from_str(&text).unwrap_or_else(|e| panic!("abi.toml: {e}"));
    let pto = pto_functions().unwrap_or_else(|e| panic!("dialects/src/pto/isa.toml: {e}"));
    abi.function.extend(pto);
    let mut code = generate(&abi).unwrap_or_else(|e| panic!("abi.toml: {e}"));
    let tile = std::fs::read_to_string("../dialects/src/tile/tile.toml")
        .expect("dialects/src/tile/tile.toml");
    code += &tile_enums(&tile).unwrap_or_else(|e| panic!("dialects/src/tile/tile.toml: {e}"));
    let out_dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(format!("{out_dir}/abi_math.rs"), code).expect("write abi_math.rs");
}
