//! `tanto-verify-roles`: kernel role and math-object lifetime rules.
//!
//! A kernel is a `func.func` whose `tanto.role` attribute is "read", "write"
//! or "compute". Data movement (noc ops) belongs to dataflow kernels, math
//! (tile ops on a math object, tilize/untilize) to compute kernels; at most one
//! math object is alive at a time, it is used only while alive, released once
//! in the region that acquired it, and tilize/untilize run with none alive.
//! The lifetime rules apply to every function, kernel or helper.

pub mod checker;

use checker::{DataflowParam, Effect, Kernel, Role, Step};
use melior::{
    ir::{
        block::BlockLike,
        operation::{OperationLike, OperationRef},
        Location, RegionLike, Type, ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use tanto_dialects::{
    finding::{Finding, Policy},
    interfaces,
    pass::{PassFailed, PassInfo, PassResult},
    spec::{ComputeClass, MathScope},
    types, OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-verify-roles",
    description: "Check kernel roles (NoC only in dataflow kernels, math only in compute kernels) and math-object lifetimes",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| crate::findings::create(PASS.argument, run, options),
};

/// The function attribute naming a kernel's role.
pub const ROLE_ATTRIBUTE: &str = "tanto.role";

fn run<'c>(_context: &'c Context, module: OperationRef<'c, '_>, policy: &Policy) -> PassResult {
    let mut failed = false;
    for function in tanto_dialects::ir::functions(module) {
        let mut extractor = Extractor::default();
        let Some(kernel) = extractor.kernel(function) else {
            failed = true;
            continue;
        };
        let locations = &extractor.locations;
        let violations = checker::check(&kernel);
        failed |= crate::findings::report(violations, policy, |at| locations[at]).is_err();
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}

/// Builds the checker's model of one function.
#[derive(Default)]
struct Extractor<'c> {
    locations: Vec<Location<'c>>,
    objects: HashMap<usize, usize>,
}

impl<'c> Extractor<'c> {
    fn at(&mut self, location: Location<'c>) -> usize {
        self.locations.push(location);
        self.locations.len() - 1
    }

    fn object(&mut self, value: impl ValueLike<'c>) -> usize {
        let next = self.objects.len();
        *self
            .objects
            .entry(value.to_raw().ptr as usize)
            .or_insert(next)
    }

    /// None when the role attribute is invalid (reported here).
    fn kernel(&mut self, function: OperationRef<'c, '_>) -> Option<Kernel> {
        let at = self.at(function.location());
        let name = types::string_attribute(&function, "sym_name").unwrap_or_default();
        let role = match types::string_attribute(&function, ROLE_ATTRIBUTE) {
            None => None,
            Some(text) => match Role::parse(&text) {
                Some(role) => Some(role),
                None => {
                    let message = format!("'func.func' op @{name} has {ROLE_ATTRIBUTE} = \"{text}\"; expected \"read\", \"write\" or \"compute\"");
                    let finding =
                        Finding::of(&checker::rules::INVALID_ROLE, function.location(), message);
                    tanto_dialects::verify::emit(&finding);
                    return None;
                }
            },
        };
        let mut dataflow_params = Vec::new();
        let mut body = Vec::new();
        if let Ok(region) = function.region(0) {
            if let Some(entry) = region.first_block() {
                for index in 0..entry.argument_count() {
                    let Ok(argument) = entry.argument(index) else {
                        continue;
                    };
                    if is_dataflow_object(argument.r#type()) {
                        dataflow_params.push(DataflowParam {
                            index,
                            type_name: argument.r#type().to_string(),
                        });
                    }
                }
            }
            body = self.region(region);
        }
        Some(Kernel {
            name,
            at,
            role,
            dataflow_params,
            body,
        })
    }

    fn region(&mut self, region: melior::ir::RegionRef<'c, '_>) -> Vec<Step> {
        let mut steps = Vec::new();
        let mut block = region.first_block();
        while let Some(b) = block {
            // Op by op, not collected first: one visit of each op.
            let mut op = b.first_operation();
            while let Some(o) = op {
                steps.push(self.op(o));
                for nested in o.regions() {
                    steps.push(Step::Region(self.region(nested)));
                }
                op = o.next_in_block();
            }
            block = b.next_in_region();
        }
        steps
    }

    fn op(&mut self, op: OperationRef<'c, '_>) -> Step {
        let at = self.at(op.location());
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let info = interfaces::info(&op);
        let effect = match info.math_scope {
            Some(MathScope::Acquire) => op
                .result(0)
                .map(|r| Effect::MathAcquire(self.object(r)))
                .unwrap_or(Effect::Neutral),
            Some(MathScope::Release) => info
                .math_object
                .and_then(|i| op.operand(i).ok())
                .map(|v| Effect::MathRelease(self.object(v)))
                .unwrap_or(Effect::Neutral),
            None if info.compute == Some(ComputeClass::Tilize) => Effect::BlockTransform,
            None if info.moves_data => Effect::DataMovement,
            // A math op computes on its math object.
            None if info.compute.is_some() => match info.math_object.map(|i| op.operand(i)) {
                Some(Ok(math)) if tanto_dialects::tile::MathType::isa(math.r#type()) => {
                    Effect::MathUse(self.object(math))
                }
                _ => Effect::Neutral,
            },
            _ => Effect::Neutral,
        };
        Step::Op { at, name, effect }
    }
}

fn is_dataflow_object(r#type: Type) -> bool {
    use tanto_dialects::noc;
    noc::GlobalType::isa(r#type) || noc::LocalType::isa(r#type) || noc::SemaphoreType::isa(r#type)
}
