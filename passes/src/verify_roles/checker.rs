//! The rules of kernel roles and math-object lifetimes (Tanto spec 2.2, 3.6.1,
//! 3.7), checked on a plain model of a kernel: its ops in program order, with
//! nested regions. No MLIR types here.

use std::collections::BTreeMap;
use tanto_dialects::finding::{Finding, Rule};

/// The rules of the role check, by their stable names. Each is an error:
/// the spec says "only" or "must" for every one of them.
pub mod rules {
    use tanto_dialects::finding::{Rule, Severity::Error};

    macro_rules! rules {
        ($($id:ident $name:literal $why:literal;)*) => {
            $(pub const $id: Rule = Rule { name: $name, severity: Error, why: $why };)*
            /// Every rule, in the order of the documentation.
            pub const ALL: &[Rule] = &[$($id),*];
        };
    }

    rules! {
        INVALID_ROLE "invalid-role" "a kernel is read, write or compute (spec 2.2)";
        DATAFLOW_PARAMETER_IN_COMPUTE "dataflow-parameter-in-compute" "global and local buffers and semaphores belong to dataflow kernels (spec 3.2, 3.3, 3.5)";
        NOC_IN_COMPUTE "noc-in-compute" "compute kernels have no NoC access (spec 2.2)";
        MATH_IN_DATAFLOW "math-in-dataflow" "dataflow kernels have no math unit (spec 3.6.1)";
        SECOND_MATH_OBJECT "second-math-object" "at most one math object exists at a time (spec 3.6.1)";
        MATH_OBJECT_NOT_ALIVE "math-object-not-alive" "a math object is used or released only while alive (spec 3.6.1)";
        MATH_OBJECT_LEAK "math-object-leak" "a math object must be released in the region that created it (spec 3.6.1)";
        BLOCK_TRANSFORM_WITH_MATH_OBJECT "block-transform-with-math-object" "tilize_block and untilize_block run with no math object alive (spec 3.7.2)";
    }
}

pub use tanto_dialects::role::Role;

/// What an op means for these rules. Math objects are numbered by the glue.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// NoC transfers, barriers, semaphores, local buffer access.
    DataMovement,
    MathAcquire(usize),
    MathRelease(usize),
    MathUse(usize),
    /// tilize_block / untilize_block.
    BlockTransform,
    Neutral,
}

/// An op (`at` indexes the glue's table of locations) or a nested region.
#[derive(Debug, Clone)]
pub enum Step {
    Op {
        at: usize,
        name: String,
        effect: Effect,
    },
    Region(Vec<Step>),
}

/// A kernel parameter that only dataflow kernels may have.
#[derive(Debug, Clone)]
pub struct DataflowParam {
    pub index: usize,
    pub type_name: String,
}

#[derive(Debug, Clone)]
pub struct Kernel {
    pub name: String,
    /// `at` of the function itself.
    pub at: usize,
    pub role: Option<Role>,
    pub dataflow_params: Vec<DataflowParam>,
    pub body: Vec<Step>,
}

/// A broken rule, at an index of the kernel's `at` table.
pub type Violation = Finding<usize>;

pub fn check(kernel: &Kernel) -> Vec<Violation> {
    let mut checker = Checker {
        kernel,
        violations: Vec::new(),
        alive: BTreeMap::new(),
        released: BTreeMap::new(),
    };
    if kernel.role == Some(Role::Compute) {
        for param in &kernel.dataflow_params {
            checker.violation(
                &rules::DATAFLOW_PARAMETER_IN_COMPUTE,
                kernel.at,
                format!(
                    "parameter #{} of compute kernel @{} has type {}; global buffers, local buffers and semaphores belong to dataflow kernels",
                    param.index, kernel.name, param.type_name
                ),
                None,
            );
        }
    }
    checker.steps(&kernel.body);
    let leaked: Vec<usize> = checker.alive.values().copied().collect();
    for acquired_at in leaked {
        checker.violation(
            &rules::MATH_OBJECT_LEAK,
            acquired_at,
            format!(
                "math object is still alive at the end of @{}; it must be released",
                kernel.name
            ),
            None,
        );
    }
    checker.violations
}

struct Checker<'k> {
    kernel: &'k Kernel,
    violations: Vec<Violation>,
    /// Alive math objects: object -> where it was acquired.
    alive: BTreeMap<usize, usize>,
    /// Released math objects: object -> where it was released.
    released: BTreeMap<usize, usize>,
}

impl Checker<'_> {
    fn violation(
        &mut self,
        rule: &Rule,
        at: usize,
        message: String,
        note: Option<(usize, String)>,
    ) {
        let mut violation = Violation::of(rule, at, message);
        violation.notes.extend(note);
        self.violations.push(violation);
    }

    /// A violation about `object`, which is not alive: with a note where it
    /// was released, if it was.
    fn not_alive(&mut self, at: usize, object: usize, message: String) {
        let released = self.released.get(&object);
        let note = released.map(|r| (*r, "it was released here".to_string()));
        self.violation(&rules::MATH_OBJECT_NOT_ALIVE, at, message, note);
    }

    fn steps(&mut self, steps: &[Step]) {
        for step in steps {
            match step {
                Step::Op { at, name, effect } => self.op(*at, name, effect),
                Step::Region(inner) => {
                    let outer: Vec<usize> = self.alive.keys().copied().collect();
                    self.steps(inner);
                    let leaked: Vec<(usize, usize)> = self
                        .alive
                        .iter()
                        .filter(|(o, _)| !outer.contains(o))
                        .map(|(o, a)| (*o, *a))
                        .collect();
                    for (object, acquired_at) in leaked {
                        self.alive.remove(&object);
                        self.violation(
                            &rules::MATH_OBJECT_LEAK,
                            acquired_at,
                            "math object acquired in a region is not released before the region ends".into(),
                            None,
                        );
                    }
                }
            }
        }
    }

    fn op(&mut self, at: usize, name: &str, effect: &Effect) {
        let role = self.kernel.role;
        let kernel = &self.kernel.name;
        match effect {
            Effect::DataMovement => {
                if let Some(role) = role.filter(|r| !r.is_dataflow()) {
                    self.violation(
                        &rules::NOC_IN_COMPUTE,
                        at,
                        format!("'{name}' moves data over the NoC, which only dataflow (read/write) kernels may do; @{kernel} is a {} kernel", role.describe()),
                        None,
                    );
                }
            }
            Effect::MathAcquire(object) => {
                self.require_compute(at, name);
                if let Some((_, first)) = self.alive.iter().next().map(|(o, a)| (*o, *a)) {
                    self.violation(
                        &rules::SECOND_MATH_OBJECT,
                        at,
                        "a second math object is created while another is alive; at most one may exist at a time".into(),
                        Some((first, "the alive math object was created here".into())),
                    );
                }
                self.alive.insert(*object, at);
            }
            Effect::MathRelease(object) => {
                self.require_compute(at, name);
                if self.alive.remove(object).is_none() {
                    let message = "math object is released but it is not alive";
                    self.not_alive(at, *object, message.into());
                }
                self.released.insert(*object, at);
            }
            Effect::MathUse(object) => {
                self.require_compute(at, name);
                if !self.alive.contains_key(object) {
                    let message = format!("'{name}' uses a math object that is not alive");
                    self.not_alive(at, *object, message);
                }
            }
            Effect::BlockTransform => {
                self.require_compute(at, name);
                if let Some(acquired_at) = self.alive.values().next().copied() {
                    self.violation(
                        &rules::BLOCK_TRANSFORM_WITH_MATH_OBJECT,
                        at,
                        format!("'{name}' requires that no math object is alive"),
                        Some((acquired_at, "this math object is alive".into())),
                    );
                }
            }
            Effect::Neutral => {}
        }
    }

    fn require_compute(&mut self, at: usize, name: &str) {
        if let Some(role) = self.kernel.role.filter(|r| r.is_dataflow()) {
            let kernel = self.kernel.name.clone();
            self.violation(
                &rules::MATH_IN_DATAFLOW,
                at,
                format!("'{name}' is a math operation, which only compute kernels may use; @{kernel} is a {} kernel", role.describe()),
                None,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tanto_dialects::OpKind;

    fn op(at: usize, kind: OpKind, effect: Effect) -> Step {
        Step::Op {
            at,
            name: kind.name().into(),
            effect,
        }
    }

    fn kernel(role: Option<Role>, body: Vec<Step>) -> Kernel {
        Kernel {
            name: "k".into(),
            at: 0,
            role,
            dataflow_params: Vec::new(),
            body,
        }
    }

    fn messages(kernel: &Kernel) -> Vec<String> {
        check(kernel).into_iter().map(|v| v.message).collect()
    }

    /// The one violation in `kernel`: where, and where its note points.
    fn only_violation(kernel: &Kernel) -> (usize, Option<usize>) {
        let found = check(kernel);
        assert_eq!(found.len(), 1);
        (found[0].at, found[0].notes.first().map(|n| n.0))
    }

    fn acquire(at: usize, object: usize) -> Step {
        op(at, OpKind::TileMathAcquire, Effect::MathAcquire(object))
    }

    fn release(at: usize, object: usize) -> Step {
        op(at, OpKind::TileMathRelease, Effect::MathRelease(object))
    }

    fn copy(at: usize, object: usize) -> Step {
        op(at, OpKind::TileCopy, Effect::MathUse(object))
    }

    fn untilize(at: usize) -> Step {
        op(at, OpKind::TileUntilizeBlock, Effect::BlockTransform)
    }

    #[test]
    fn balanced_math_scope_in_compute_kernel_is_clean() {
        let k = kernel(
            Some(Role::Compute),
            vec![
                acquire(1, 7),
                Step::Region(vec![op(2, OpKind::TileAdd, Effect::MathUse(7))]),
                release(3, 7),
                op(4, OpKind::TileTilizeBlock, Effect::BlockTransform),
            ],
        );
        assert!(check(&k).is_empty());
    }

    #[test]
    fn noc_op_in_compute_kernel_is_rejected() {
        let k = kernel(
            Some(Role::Compute),
            vec![op(1, OpKind::NocReadBarrier, Effect::DataMovement)],
        );
        assert!(messages(&k)[0].contains("only dataflow (read/write) kernels"));
    }

    #[test]
    fn math_op_in_read_kernel_is_rejected() {
        let k = kernel(Some(Role::Read), vec![acquire(1, 1), release(2, 1)]);
        let found = messages(&k);
        assert_eq!(found.len(), 2);
        assert!(found[0].contains("only compute kernels"));
    }

    #[test]
    fn second_math_object_points_at_the_first() {
        let k = kernel(
            None,
            vec![acquire(1, 1), acquire(2, 2), release(3, 2), release(4, 1)],
        );
        assert_eq!(only_violation(&k), (2, Some(1)));
    }

    #[test]
    fn use_after_release_points_at_the_release() {
        let k = kernel(None, vec![acquire(1, 1), release(2, 1), copy(3, 1)]);
        assert_eq!(only_violation(&k), (3, Some(2)));
    }

    #[test]
    fn tilize_while_math_alive_is_rejected() {
        let k = kernel(None, vec![acquire(1, 1), untilize(2), release(3, 1)]);
        assert!(messages(&k)[0].contains("no math object is alive"));
    }

    #[test]
    fn object_leaking_out_of_a_region_is_reported_once() {
        let k = kernel(None, vec![Step::Region(vec![acquire(1, 1)])]);
        let found = check(&k);
        assert_eq!(found.len(), 1);
        assert!(found[0].message.contains("before the region ends"));
    }

    #[test]
    fn unreleased_object_at_kernel_end_is_reported() {
        let k = kernel(None, vec![acquire(1, 1)]);
        assert!(messages(&k)[0].contains("still alive at the end of @k"));
    }

    #[test]
    fn dataflow_parameters_of_compute_kernels_are_rejected() {
        let mut k = kernel(Some(Role::Compute), Vec::new());
        k.dataflow_params.push(DataflowParam {
            index: 0,
            type_name: "!noc.global<bf16>".into(),
        });
        assert!(messages(&k)[0].contains("parameter #0 of compute kernel @k"));
        k.role = Some(Role::Read);
        assert!(check(&k).is_empty());
    }
}
