//! Verification beyond IRDL: what the definition files declare but IRDL cannot
//! check with a clear message (enum values, element types that must agree,
//! slot and tile indices, positive sizes, type parameters), plus the named
//! rules of ops. Runs after parsing, after every pipeline, and in the typed
//! builders.

use crate::{
    finding::Severity as FindingSeverity,
    ir::Severity,
    rules::{Rule, RuleInput},
    spec::{
        parse_constraint, Arity, AttrKind, DialectDef, OpDef, ParamKind, TypeAlt, SCALAR_TYPES,
    },
    types, BuildError,
};
use melior::{
    ir::{
        attribute::{AttributeLike, IntegerAttribute, TypeAttribute},
        block::BlockLike,
        operation::OperationLike,
        r#type::FunctionType,
        r#type::TypeLike,
        Location, OperationRef, RegionLike, Type, ValueLike,
    },
    Context,
};
use std::{
    collections::{BTreeSet, HashMap, HashSet},
    sync::LazyLock,
};

/// A verification finding at an MLIR location.
pub type LocatedFinding<'c> = crate::finding::Finding<Location<'c>>;

impl From<FindingSeverity> for Severity {
    fn from(severity: FindingSeverity) -> Self {
        match severity {
            FindingSeverity::Error => Severity::Error,
            FindingSeverity::Warning => Severity::Warning,
            FindingSeverity::Remark => Severity::Remark,
        }
    }
}

/// A finding [`emit`] can report.
pub trait Emit {
    fn emit(&self);
}

impl Emit for LocatedFinding<'_> {
    fn emit(&self) {
        crate::ir::emit_diagnostic(self.at, self.severity.into(), &self.message, &self.notes);
    }
}

/// Checks every op of our dialects and every value of our types under `root`.
pub fn check_tree<'c>(root: OperationRef<'c, '_>) -> Vec<LocatedFinding<'c>> {
    let mut checker = Checker::default();
    for op in nested_ops(root) {
        checker.op(op);
    }
    checker.findings
}

pub use crate::ir::nested_ops;
pub use crate::types::{constant_int, named_value, segment_sizes, value_ranges};

/// Full verification of freshly parsed IR: the Rust checks first (their
/// messages name operands and expected values), then MLIR's verifier
/// (IRDL constraints, dominance, upstream ops). True when clean.
pub fn verify_parsed(root: OperationRef<'_, '_>) -> bool {
    verify_tree(root) && root.verify()
}

/// Emits the findings of [`check_tree`] as MLIR errors; true when clean.
pub fn verify_tree(root: OperationRef<'_, '_>) -> bool {
    let findings = check_tree(root);
    for finding in &findings {
        emit(finding);
    }
    findings.is_empty()
}

/// The builders' check of a freshly built op.
pub fn check_built<'c: 'a, 'a>(
    _context: &Context,
    op: &impl OperationLike<'c, 'a>,
) -> Result<(), BuildError> {
    let mut checker = Checker::default();
    let op_ref = crate::ir::as_ref(op);
    checker.op(op_ref);
    match checker.findings.into_iter().next() {
        None => Ok(()),
        Some(finding) => {
            let op = op_ref
                .name()
                .as_string_ref()
                .as_str()
                .unwrap_or("?")
                .to_string();
            // The checker's findings already start with "'op' op", as MLIR's
            // do; BuildError adds that prefix itself.
            let prefix = format!("'{op}' op ");
            let message = match finding.message.strip_prefix(&prefix) {
                Some(rest) => rest.to_string(),
                None => finding.message,
            };
            Err(BuildError::Invalid { op, message })
        }
    }
}

/// Emits a finding as an MLIR diagnostic of its severity, with its notes.
pub fn emit(finding: &impl Emit) {
    finding.emit();
}

pub fn emit_error(location: Location, message: &str) {
    crate::ir::emit_diagnostic(location, Severity::Error, message, &[]);
}

pub fn emit_warning(location: Location, message: &str) {
    crate::ir::emit_diagnostic(location, Severity::Warning, message, &[]);
}

/// A remark: information a pass reports on request (statistics, metrics).
pub fn emit_remark(location: Location, message: &str) {
    crate::ir::emit_diagnostic(location, Severity::Remark, message, &[]);
}

/// The spelling of types, printed once per type. Types are uniqued in their
/// context, so within one verification the handle identifies the type, and
/// printing (an `AsmState` per call in MLIR) is not repeated for every
/// operand of every op.
#[derive(Default)]
struct Spellings(HashMap<usize, String>);

impl Spellings {
    fn of(&mut self, r#type: Type) -> &str {
        self.0
            .entry(crate::ir::type_key(r#type))
            .or_insert_with(|| r#type.to_string())
    }
}

/// The parsed type constraints of every operand, result and type parameter
/// of the definitions, parsed once rather than per op.
static CONSTRAINTS: LazyLock<HashMap<&'static str, Vec<TypeAlt>>> = LazyLock::new(|| {
    let mut constraints = HashMap::new();
    for dialect in crate::dialects() {
        let ops = dialect
            .ops
            .iter()
            .flat_map(|op| op.operands.iter().chain(&op.results))
            .map(|v| v.ty.as_str());
        let params = dialect
            .types
            .iter()
            .flat_map(|t| &t.params)
            .filter_map(|p| match &p.kind {
                ParamKind::Type(constraint) => Some(constraint.as_str()),
                _ => None,
            });
        for text in ops.chain(params) {
            constraints
                .entry(text)
                .or_insert_with(|| parse_constraint(text).unwrap_or_default());
        }
    }
    constraints
});

/// The alternatives of a type constraint (`parse_constraint`, unparsable as none).
fn constraint_alts(text: &str) -> std::borrow::Cow<'static, [TypeAlt]> {
    match CONSTRAINTS.get(text) {
        Some(alts) => std::borrow::Cow::Borrowed(alts.as_slice()),
        None => std::borrow::Cow::Owned(parse_constraint(text).unwrap_or_default()),
    }
}

#[derive(Default)]
struct Checker<'c> {
    findings: Vec<LocatedFinding<'c>>,
    /// Types already checked, by spelling: a bad type is reported once.
    seen_types: BTreeSet<String>,
    /// The handles of the types in `seen_types` (a cheaper first test).
    seen_handles: HashSet<usize>,
    spellings: Spellings,
}

impl<'c> Checker<'c> {
    fn op(&mut self, op: OperationRef<'c, '_>) {
        for result in op.results() {
            self.value_type(result.r#type(), op.location());
        }
        // Types held in attributes, e.g. the signature of a function
        // declaration, which has no block arguments to check.
        for (_, attribute) in op.attributes() {
            if let Some(held) = attribute
                .is_type()
                .then(|| TypeAttribute::try_from(attribute).ok())
                .flatten()
            {
                let held = held.value();
                self.value_type(held, op.location());
                if let Some(function) = held
                    .is_function()
                    .then(|| FunctionType::try_from(held).ok())
                    .flatten()
                {
                    for i in 0..function.input_count() {
                        if let Ok(input) = function.input(i) {
                            self.value_type(input, op.location());
                        }
                    }
                    for i in 0..function.result_count() {
                        if let Ok(result) = function.result(i) {
                            self.value_type(result, op.location());
                        }
                    }
                }
            }
        }
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for index in 0..b.argument_count() {
                    if let Ok(argument) = b.argument(index) {
                        self.value_type(argument.r#type(), argument.location());
                    }
                }
                block = b.next_in_region();
            }
        }
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        if let Some((dialect, def)) = crate::op_def(&name) {
            let problems = structure_problems(op, def, &mut self.spellings);
            if problems.is_empty() {
                self.op_rules(op, &name, dialect, def);
            }
            for problem in problems {
                self.report(op.location(), format!("'{name}' op {problem}"));
            }
        }
    }

    fn report(&mut self, location: Location<'c>, message: String) {
        self.findings.push(LocatedFinding::error(location, message));
    }

    fn value_type(&mut self, r#type: Type<'c>, location: Location<'c>) {
        let Some((dialect, name)) = types::dynamic_name(r#type) else {
            return;
        };
        if !self.seen_handles.insert(crate::ir::type_key(r#type))
            || !self.seen_types.insert(r#type.to_string())
        {
            return;
        }
        for message in type_problems(r#type, &dialect, &name, &mut self.spellings) {
            self.report(location, format!("invalid type {}: {message}", r#type));
        }
    }

    fn op_rules(
        &mut self,
        op: OperationRef<'c, '_>,
        name: &str,
        dialect: &DialectDef,
        def: &OpDef,
    ) {
        let location = op.location();
        for attr in &def.attributes {
            let AttrKind::Enum(enum_name) = &attr.kind else {
                if attr.required() && !op.has_attribute(&attr.name) {
                    self.report(
                        location,
                        format!("'{name}' op requires attribute '{}'", attr.name),
                    );
                }
                continue;
            };
            let Some(values) = dialect.enum_def(enum_name).map(|e| &e.values) else {
                continue;
            };
            match types::string_attribute(&op, &attr.name) {
                None if !attr.required() => {}
                None => self.report(
                    location,
                    format!("'{name}' op requires string attribute '{}'", attr.name),
                ),
                Some(value) if !values.contains(&value) => self.report(
                    location,
                    format!(
                        "'{name}' op attribute '{}' is \"{value}\"; expected one of: {}",
                        attr.name,
                        values.join(", ")
                    ),
                ),
                Some(_) => {}
            }
        }
        for group in &def.same_element {
            let elements: Vec<(&String, Type)> = group
                .iter()
                .filter_map(|n| Some((n, types::element_type(named_value(op, def, n)?.r#type())?)))
                .collect();
            if let Some(((first, first_ty), (other, other_ty))) = elements
                .first()
                .and_then(|f| elements.iter().find(|e| e.1 != f.1).map(|o| (*f, *o)))
            {
                self.report(
                    location,
                    format!(
                        "'{name}' op element types must agree: {first} has {first_ty}, {other} has {other_ty}"
                    ),
                );
            }
        }
        let constant = |operand: &str| named_value(op, def, operand).and_then(constant_int);
        for operand in &def.slots {
            if let Some(v) = constant(operand).filter(|v| *v < 0) {
                self.report(
                    location,
                    format!(
                        "'{name}' op destination slot {operand} is {v}; it must be non-negative"
                    ),
                );
            }
        }
        for operand in &def.frame_indices {
            if let Some(v) = constant(operand).filter(|v| *v < 0) {
                self.report(
                    location,
                    format!(
                        "'{name}' op frame tile index {operand} is {v}; it must be non-negative"
                    ),
                );
            }
        }
        for operand in &def.positive {
            if let Some(v) = constant(operand).filter(|v| *v < 1) {
                self.report(
                    location,
                    format!("'{name}' op {operand} is {v}; it must be at least 1"),
                );
            }
        }
        let input = RuleInput {
            op,
            name,
            dialect,
            def,
        };
        // Every name was checked against the rule table when the
        // definition was loaded.
        for rule in def.rules.iter().filter_map(|r| Rule::from_name(r)) {
            self.findings.extend(rule.check(&input));
        }
        if dialect.name == "pto" {
            self.findings.extend(crate::pto_target::check(op, name));
        }
    }
}

/// Operand and result counts and types against the definition (IRDL checks
/// the same, with terser messages).
fn structure_problems(op: OperationRef, def: &OpDef, spellings: &mut Spellings) -> Vec<String> {
    let mut problems = Vec::new();
    for (kind, values, actual, segments) in [
        (
            "operand",
            &def.operands,
            op.operands().map(|v| v.r#type()).collect::<Vec<_>>(),
            "operandSegmentSizes",
        ),
        (
            "result",
            &def.results,
            op.results().map(|v| v.r#type()).collect::<Vec<_>>(),
            "resultSegmentSizes",
        ),
    ] {
        // `value_ranges` reads the segment sizes only with several optional
        // or variadic groups.
        let groups = values.iter().filter(|v| v.arity != Arity::Single).count();
        let sizes = if groups > 1 {
            segment_sizes(op, segments)
        } else {
            None
        };
        let Some(ranges) = value_ranges(values, actual.len(), sizes) else {
            let names: Vec<String> = values
                .iter()
                .map(|v| match v.arity {
                    Arity::Single => v.name.clone(),
                    Arity::Optional => format!("[{}]", v.name),
                    Arity::Variadic => format!("{}...", v.name),
                })
                .collect();
            let several = values.iter().filter(|v| v.arity != Arity::Single).count() > 1;
            problems.push(format!(
                "expects {kind}s ({}) but has {} {kind}{}{}",
                names.join(", "),
                actual.len(),
                if actual.len() == 1 { "" } else { "s" },
                if several {
                    format!(" (or no valid {segments})")
                } else {
                    String::new()
                }
            ));
            continue;
        };
        for (value, range) in values.iter().zip(ranges) {
            let alts = constraint_alts(&value.ty);
            for index in range {
                let ty = actual[index];
                if !alts.iter().any(|alt| type_matches(alt, ty, spellings)) {
                    problems.push(format!(
                        "{kind} #{index} ({}) must be {}, but it is {ty}",
                        value.name,
                        describe_constraint(&alts)
                    ));
                }
            }
        }
    }
    problems
}

fn type_matches(alt: &TypeAlt, r#type: Type, spellings: &mut Spellings) -> bool {
    match alt {
        TypeAlt::Any => true,
        TypeAlt::Builtin(name) => spellings.of(r#type) == name,
        TypeAlt::Dialect(dialect, name) => types::is_dynamic(r#type, dialect, name),
        TypeAlt::Scalar => SCALAR_TYPES.contains(&spellings.of(r#type)),
    }
}

fn describe_constraint(alts: &[TypeAlt]) -> String {
    let names: Vec<String> = alts
        .iter()
        .map(|alt| match alt {
            TypeAlt::Any => "any type".into(),
            TypeAlt::Builtin(name) => name.clone(),
            TypeAlt::Dialect(dialect, name) => format!("!{dialect}.{name}"),
            TypeAlt::Scalar => format!("a scalar type ({})", SCALAR_TYPES.join(", ")),
        })
        .collect();
    names.join(" or ")
}

/// The parameter rules of one of our types (the typed builders' check).
pub fn check_type(r#type: Type) -> Result<(), Vec<String>> {
    let Some((dialect, name)) = types::dynamic_name(r#type) else {
        return Ok(());
    };
    let problems = type_problems(r#type, &dialect, &name, &mut Spellings::default());
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// Problems with the parameters of one of our types.
fn type_problems(
    r#type: Type,
    dialect: &str,
    name: &str,
    spellings: &mut Spellings,
) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(def) = crate::dialect(dialect) else {
        return problems;
    };
    let Some(type_def) = def.types.iter().find(|t| t.name == name) else {
        return problems;
    };
    for (index, param) in type_def.params.iter().enumerate() {
        if let ParamKind::Type(constraint) = &param.kind {
            let alts = constraint_alts(constraint);
            match types::param_type(r#type, index) {
                Some(t) if alts.iter().any(|alt| type_matches(alt, t, spellings)) => {}
                Some(t) => problems.push(format!(
                    "{} is {t}; expected {}",
                    param.name,
                    describe_constraint(&alts)
                )),
                None => problems.push(format!("{} must be a type", param.name)),
            }
        }
        if let ParamKind::Enum(enum_name) = &param.kind {
            let values = def
                .enum_def(enum_name)
                .map(|e| e.values.clone())
                .unwrap_or_default();
            match types::param_string(r#type, index) {
                Some(v) if values.contains(&v) => {}
                Some(v) => problems.push(format!(
                    "{} is \"{v}\"; expected one of: {}",
                    param.name,
                    values.join(", ")
                )),
                None => problems.push(format!("{} must be a string", param.name)),
            }
        }
        // Integers are read as i64: another width would be reinterpreted.
        if param.kind == ParamKind::Int {
            if let Some(attribute) = types::param(r#type, index) {
                let is_i64 = IntegerAttribute::try_from(attribute).is_ok()
                    && attribute.r#type().to_string() == "i64";
                if !is_i64 {
                    problems.push(format!(
                        "{} is {attribute}; expected an i64 integer",
                        param.name
                    ));
                }
            }
        }
        if param.kind == ParamKind::Shape {
            if let Some(attribute) = types::param(r#type, index) {
                if !attribute.to_string().starts_with("array<i64") {
                    problems.push(format!(
                        "{} is {attribute}; expected an array<i64: ...>",
                        param.name
                    ));
                }
            }
        }
    }
    // The semantic rules assume well-formed parameters.
    if problems.is_empty() {
        problems.extend(crate::rules::type_problems(r#type, dialect, name));
    }
    problems
}
