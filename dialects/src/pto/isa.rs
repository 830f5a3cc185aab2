//! The PTO instruction set as data (`pto/isa.toml`): every instruction
//! of the public ISA with its status, operand class and per-arch element
//! types. build.rs expands each class instruction into its pto-dialect op
//! ([`expand_ops`]); the PTO frontend and docs read the table
//! ([`instructions`]). Shared with build.rs, so it depends on serde and toml
//! alone.

use serde::{Deserialize, Serialize};

/// The table's text.
pub const TEXT: &str = include_str!("isa.toml");

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Isa {
    #[serde(rename = "class")]
    pub classes: Vec<ClassDef>,
    #[serde(rename = "instruction")]
    pub instructions: Vec<Instruction>,
}

/// The operand shape of a family of instructions.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClassDef {
    pub name: String,
    /// With `{formula}` for the instruction's formula.
    pub summary: String,
    /// Source operands in ISA order (the destination is implied).
    pub inputs: Vec<Value>,
    /// Verifier rules, by their names in `rules.toml`.
    pub rules: Vec<String>,
    /// The three textual forms, `{m}` standing for the mnemonic.
    pub forms: Vec<String>,
    /// The runtime call its instructions share (an instruction may
    /// override each key).
    #[serde(default)]
    pub runtime: Option<Runtime>,
}

/// The runtime function `tanto_rt_pto_<op>` an instruction's op lowers to,
/// in manifest/abi.toml's terms: manifest/build.rs generates the ABI entry
/// from it, so the instruction's row is its one definition.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Runtime {
    /// The simulator's implementation (`IMPLEMENTATIONS` in
    /// sim/src/math/mod.rs).
    #[serde(default)]
    pub engine: Option<String>,
    /// A `[layout.<name>]` of manifest/abi.toml: the argument words.
    #[serde(default)]
    pub layout: Option<String>,
    /// The math-unit class of the time model (abi.toml's `class`).
    #[serde(default)]
    pub math_class: Option<String>,
    /// "word" when the function returns an i32.
    #[serde(default)]
    pub returns: Option<String>,
}

/// One runtime function of the table, its keys resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeFunction {
    pub symbol: String,
    pub engine: String,
    pub layout: String,
    pub math_class: Option<String>,
    pub returns: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Value {
    pub name: String,
    #[serde(rename = "type")]
    pub ty: String,
    pub doc: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arity: Option<String>,
    /// The operand's role (`spec::OperandRole`), for the interfaces and
    /// the lowering.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub role: Option<String>,
}

/// An op attribute, in the definition-file schema.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attribute {
    pub name: String,
    pub kind: String,
    pub doc: String,
    /// The value the PTO frontend gives an integer attribute a program
    /// leaves out (PTOAS's `DefaultValuedAttr`); 0 when absent. The op
    /// itself always carries the attribute.
    #[serde(default, skip_serializing)]
    pub default: Option<i64>,
    /// An attribute the op may leave out (its absence has a meaning of its
    /// own, given in `doc`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Supported,
    Planned,
    /// Not meaningful on Tanto's targets: a located error gives `reason`.
    Refused,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Instruction {
    pub mnemonic: String,
    pub category: String,
    pub status: Status,
    /// Generated from this class.
    #[serde(default)]
    pub class: Option<String>,
    /// For a class instruction: what its class summary says it computes.
    #[serde(default)]
    pub formula: Option<String>,
    /// A hand-written op (pto.toml, or `pipe.` ops) that implements it.
    #[serde(default)]
    pub op: Option<String>,
    /// Attributes of a class instruction's op beyond its class's.
    #[serde(default)]
    pub attributes: Vec<Attribute>,
    #[serde(default)]
    pub a2a3: Option<Vec<String>>,
    #[serde(default)]
    pub a5: Option<Vec<String>>,
    pub page: String,
    /// Why a refused instruction has no meaning on Tanto's targets.
    #[serde(default)]
    pub reason: Option<String>,
    /// Other names the sources give it (`tsetfmatrix` for SETFMATRIX).
    #[serde(default)]
    pub spellings: Vec<String>,
    /// Whether `<mnemonic>.<mode>` spells it too (`tmov.m2l`, `mgather.<mode>`).
    #[serde(default)]
    pub dotted_modes: bool,
    /// Hand-written ops (pto.toml) for forms its class does not cover
    /// (TMRGSORT's 2-4 list form).
    #[serde(default)]
    pub more_ops: Vec<String>,
    /// Its runtime function, with the class's keys as defaults.
    #[serde(default)]
    pub runtime: Option<Runtime>,
    /// PTOAS's operand order (its ODS `arguments`), where the generic form
    /// says with `operandSegmentSizes` which operands are given.
    #[serde(default)]
    pub ods_operands: Vec<String>,
    /// The mnemonic in lower case (the op name of a class instruction).
    #[serde(skip)]
    pub lower: String,
}

/// The table, parsed once. It is part of the build and checked by build.rs,
/// so a failure here is an internal error.
pub fn isa() -> &'static Isa {
    static ISA: std::sync::LazyLock<Isa> = std::sync::LazyLock::new(|| {
        Isa::parse(TEXT).unwrap_or_else(|e| panic!("internal error: bad pto/isa.toml: {e}"))
    });
    &ISA
}

impl Instruction {
    /// The op that implements the instruction (the lower-case mnemonic for
    /// a class instruction), without the `pto.` prefix.
    pub fn op_name(&self) -> Option<String> {
        match (&self.class, &self.op) {
            (Some(_), _) => Some(self.mnemonic.to_ascii_lowercase()),
            (None, op) => op.clone(),
        }
    }
}

impl Isa {
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut isa: Isa = toml::from_str(text).map_err(|e| e.to_string())?;
        for instruction in &mut isa.instructions {
            instruction.lower = instruction.mnemonic.to_ascii_lowercase();
        }
        isa.check()?;
        Ok(isa)
    }

    /// The runtime functions of the instructions that state one, in the
    /// table's order: `tanto_rt_pto_<op>`, each key from the instruction or
    /// else its class. An entry without an engine or layout is an error.
    pub fn runtime_functions(&self) -> Result<Vec<RuntimeFunction>, String> {
        let mut functions = Vec::new();
        for i in &self.instructions {
            let Some(own) = &i.runtime else { continue };
            let inherited = i
                .class
                .as_deref()
                .and_then(|c| self.class(c))
                .and_then(|c| c.runtime.clone())
                .unwrap_or_default();
            let op = i
                .op_name()
                .ok_or_else(|| format!("{}: a runtime function needs an op", i.mnemonic))?;
            let pick = |mine: &Option<String>, class: &Option<String>| {
                mine.clone().or_else(|| class.clone())
            };
            let missing = |key: &str| format!("{}: the runtime function has no {key}", i.mnemonic);
            functions.push(RuntimeFunction {
                symbol: format!("tanto_rt_pto_{op}"),
                engine: pick(&own.engine, &inherited.engine).ok_or_else(|| missing("engine"))?,
                layout: pick(&own.layout, &inherited.layout).ok_or_else(|| missing("layout"))?,
                math_class: pick(&own.math_class, &inherited.math_class),
                returns: pick(&own.returns, &inherited.returns),
            });
        }
        Ok(functions)
    }

    pub fn class(&self, name: &str) -> Option<&ClassDef> {
        self.classes.iter().find(|c| c.name == name)
    }

    /// The instruction spelled `mnemonic` (any case; `pto.` stripped).
    pub fn find(&self, mnemonic: &str) -> Option<&Instruction> {
        let bare = mnemonic.strip_prefix("pto.").unwrap_or(mnemonic);
        self.instructions.iter().find(|i| {
            i.mnemonic.eq_ignore_ascii_case(bare)
                || i.spellings.iter().any(|s| s.eq_ignore_ascii_case(bare))
        })
    }

    /// The instruction a statement's op name spells: a mnemonic or
    /// spelling (any case, `pto.` stripped, `.` for `_`: `tmatmul.acc`), or
    /// `<mnemonic>.<mode>` of an instruction with dotted modes.
    pub fn find_statement(&self, name: &str) -> Option<&Instruction> {
        let bare = name.strip_prefix("pto.").unwrap_or(name);
        self.find(bare)
            .or_else(|| self.find(&bare.replace('.', "_")))
            .or_else(|| {
                let (head, _) = bare.split_once('.')?;
                self.find(head).filter(|i| i.dotted_modes)
            })
    }

    /// Whether `op` (a pto-dialect op name, without `pto.`) implements
    /// an instruction of the table.
    pub fn implements(&self, op: &str) -> bool {
        self.instructions.iter().any(|i| {
            i.more_ops.iter().any(|o| o == op)
                || match (&i.class, &i.op) {
                    (Some(_), _) => i.lower == op,
                    (None, Some(name)) => name == op,
                    (None, None) => false,
                }
        })
    }

    /// The element types `instruction` allows on A2/A3 (`a5` false) or A5;
    /// None when the reference states no list.
    pub fn dtypes(&self, mnemonic: &str, a5: bool) -> Option<&[String]> {
        let instruction = self.find(mnemonic)?;
        if a5 {
            &instruction.a5
        } else {
            &instruction.a2a3
        }
        .as_deref()
    }

    /// The Markdown table of every instruction and what Tanto does with it,
    /// for docs/frontends/pto.md.
    pub fn coverage_table(&self) -> String {
        let supported = self
            .instructions
            .iter()
            .filter(|i| i.status == Status::Supported)
            .count();
        let refused = self
            .instructions
            .iter()
            .filter(|i| i.status == Status::Refused)
            .count();
        let mut out = format!(
            "{supported} of {} instructions are supported; {refused} are refused with a located error that says why (they have no meaning on Tanto's targets).\n\n| instruction | category | status | op | A2/A3 types | A5 types |\n|---|---|---|---|---|---|\n",
            self.instructions.len()
        );
        let types = |list: &Option<Vec<String>>| match list {
            Some(list) => list.join(" "),
            None => "—".into(),
        };
        for i in &self.instructions {
            let status = match (&i.status, &i.reason) {
                (Status::Supported, _) => "supported".to_string(),
                (Status::Planned, _) => "planned".to_string(),
                (Status::Refused, reason) => {
                    format!("refused: {}", reason.as_deref().unwrap_or_default())
                }
            };
            let op = match (&i.class, i.op_name()) {
                (Some(class), Some(op)) => format!("`pto.{op}` (class {class})"),
                (None, Some(op)) if op.contains('.') => format!("`{op}`"),
                (None, Some(op)) if op.starts_with('(') => op.clone(),
                (None, Some(op)) => format!("`pto.{op}`"),
                (_, None) => "—".into(),
            };
            out.push_str(&format!(
                "| {} | {} | {status} | {op} | {} | {} |\n",
                i.mnemonic,
                i.category,
                types(&i.a2a3),
                types(&i.a5)
            ));
        }
        out
    }

    fn check(&self) -> Result<(), String> {
        let mut seen = std::collections::BTreeSet::new();
        for i in &self.instructions {
            if !seen.insert(i.mnemonic.as_str()) {
                return Err(format!("instruction {} is listed twice", i.mnemonic));
            }
            if let Some(class) = &i.class {
                if self.class(class).is_none() {
                    return Err(format!("{}: unknown class `{class}`", i.mnemonic));
                }
                if i.formula.is_none() || i.op.is_some() {
                    return Err(format!(
                        "{}: a class instruction has a formula and no hand-written op",
                        i.mnemonic
                    ));
                }
            }
            if (i.status == Status::Refused) != i.reason.is_some() {
                return Err(format!(
                    "{}: a `refused` instruction, and only one, gives its reason",
                    i.mnemonic
                ));
            }
            let implemented = i.class.is_some() || i.op.is_some();
            if implemented != (i.status == Status::Supported) {
                return Err(format!(
                    "{}: `supported` exactly when it has a class or an op",
                    i.mnemonic
                ));
            }
        }
        Ok(())
    }
}

/// One generated op, in the schema of a dialect definition's `[[op]]`.
#[derive(Serialize)]
struct GeneratedOp {
    name: String,
    compute: &'static str,
    summary: String,
    source: Vec<String>,
    operands: Vec<Value>,
    results: Vec<Value>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    attributes: Vec<Attribute>,
    rules: Vec<String>,
}

#[derive(Serialize)]
struct GeneratedOps {
    op: Vec<GeneratedOp>,
}

/// The `[[op]]` entries (definition-file TOML) of every class instruction.
pub fn expand_ops(isa: &Isa) -> Result<String, String> {
    let mut ops = Vec::new();
    for instruction in &isa.instructions {
        let (Some(class_name), Some(formula)) = (&instruction.class, &instruction.formula) else {
            continue;
        };
        let class = isa
            .class(class_name)
            .ok_or_else(|| format!("unknown class `{class_name}`"))?;
        let m = instruction.mnemonic.to_ascii_lowercase();
        let mut operands = class.inputs.clone();
        operands.push(Value {
            name: "dst".into(),
            ty: "!pto.buf".into(),
            doc: "level 2: destination buffer".into(),
            arity: Some("optional".into()),
            role: Some("destination".into()),
        });
        let rules = class.rules.clone();
        ops.push(GeneratedOp {
            summary: format!(
                "PTO {}: {}",
                instruction.mnemonic,
                class.summary.replace("{formula}", formula)
            ),
            source: class.forms.iter().map(|f| f.replace("{m}", &m)).collect(),
            name: m,
            compute: "unary",
            operands,
            results: vec![Value {
                name: "result".into(),
                ty: "!pto.tile".into(),
                doc: "level 1: the result tile".into(),
                arity: Some("optional".into()),
                role: None,
            }],
            attributes: instruction.attributes.clone(),
            rules,
        });
    }
    toml::to_string(&GeneratedOps { op: ops }).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_parses_and_generates_its_class_ops() {
        let isa = isa();
        assert!(isa.instructions.len() >= 180);
        let tadd = isa.find("pto.tadd").expect("TADD");
        assert_eq!(tadd.class.as_deref(), Some("binary"));
        assert_eq!(isa.dtypes("tnot", false).map(<[String]>::len), Some(2));
        let ops = crate::pto::DEFINITION;
        for name in ["tadd", "tabs", "tdivs"] {
            assert!(ops.contains(&format!("name = \"{name}\"")), "{name}");
        }
        let generated = expand_ops(isa).expect("expands");
        assert!(generated.contains("PTO TDIVS: dst[i, j] = src / scalar"));
        assert!(generated.contains("scalar_first"));
    }

    #[test]
    fn inconsistent_entries_are_refused() {
        let class = TEXT.split("[[instruction]]").next().unwrap_or_default();
        let with = |entry: &str| Isa::parse(&format!("{class}[[instruction]]\n{entry}"));
        assert!(
            with("mnemonic = \"TX\"\ncategory = \"c\"\nstatus = \"planned\"\npage = \"p\"").is_ok()
        );
        let unknown_class = "mnemonic = \"TX\"\ncategory = \"c\"\nstatus = \"supported\"\nclass = \"nope\"\nformula = \"x\"\npage = \"p\"";
        assert!(with(unknown_class).unwrap_err().contains("unknown class"));
        let supported_without_op =
            "mnemonic = \"TX\"\ncategory = \"c\"\nstatus = \"supported\"\npage = \"p\"";
        assert!(with(supported_without_op).is_err());
    }

    #[test]
    fn runtime_functions_take_their_class_defaults() {
        let isa = isa();
        let functions = isa.runtime_functions().unwrap_or_default();
        let find = |symbol: &str| functions.iter().find(|f| f.symbol == symbol);
        let tadd = find("tanto_rt_pto_tadd").expect("tadd has a runtime function");
        assert_eq!(tadd.engine, "pto.binary.add");
        assert_eq!(
            (tadd.layout.as_str(), tadd.math_class.as_deref()),
            ("binary", Some("eltwise"))
        );
        // TDIVS overrides its class's layout (the scalar_first flag).
        let tdivs = find("tanto_rt_pto_tdivs").expect("tdivs has a runtime function");
        assert_eq!(tdivs.layout, "divs");
        let class = TEXT.split("[[instruction]]").next().unwrap_or_default();
        let no_engine = "mnemonic = \"TX\"\ncategory = \"c\"\nstatus = \"supported\"\nop = \"tx\"\nruntime = { layout = \"unary\" }\npage = \"p\"";
        let parsed = Isa::parse(&format!("{class}[[instruction]]\n{no_engine}"));
        let error = parsed.and_then(|isa| isa.runtime_functions()).unwrap_err();
        assert!(
            error.contains("TX: the runtime function has no engine"),
            "{error}"
        );
    }
}
