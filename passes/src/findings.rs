//! The checking passes' rules and how their findings are reported: each
//! rule has a stable name, a default severity and a reason
//! ([`Rule`]); the pass options (`warn=`, `no-warn=`, `werror`, `error=`,
//! which the tools fill from `-W` flags) form a [`Policy`] applied to every
//! finding before it is emitted.

use melior::{
    ir::{Location, OperationRef},
    Context,
};
use tanto_dialects::{
    finding::{Finding, Policy, Rule},
    pass::{spanned, PassFailed, PassOptions, PassResult, RustPass},
    verify::emit,
};

/// Every rule of tanto-verify-protocol and tanto-verify-roles: the names a
/// policy may use (one policy is given to both passes).
pub fn all_rules() -> impl Iterator<Item = &'static Rule> {
    crate::verify_protocol::checker::rules::ALL
        .iter()
        .chain(crate::verify_roles::checker::rules::ALL)
}

/// The names of [`all_rules`].
pub fn rule_names() -> Vec<&'static str> {
    all_rules().map(|r| r.name).collect()
}

/// What a checking pass runs: the module and the policy to report with.
pub type CheckFn = for<'c, 'a> fn(&'c Context, OperationRef<'c, 'a>, &Policy) -> PassResult;

/// A checking pass (never changes the IR) with a rule policy.
struct CheckerPass {
    run: CheckFn,
    policy: Policy,
}

impl RustPass for CheckerPass {
    fn run<'c>(&mut self, context: &'c Context, op: OperationRef<'c, '_>) -> PassResult {
        (self.run)(context, op, &self.policy)
    }

    fn changed_ir(&self) -> bool {
        false
    }
}

/// For `PassInfo::create` of a checking pass named `name`.
pub fn create(
    name: &'static str,
    run: CheckFn,
    options: &PassOptions,
) -> Result<Box<dyn RustPass>, String> {
    let policy = options.policy(&rule_names())?;
    Ok(spanned(name, CheckerPass { run, policy }))
}

/// Emits the findings the policy keeps; Err when one of them is an error.
pub fn report<'c, At>(
    findings: impl IntoIterator<Item = Finding<At>>,
    policy: &Policy,
    mut locate: impl FnMut(At) -> Location<'c>,
) -> PassResult {
    let mut failed = false;
    for finding in findings.into_iter().filter_map(|f| policy.apply(f)) {
        failed |= finding.is_error();
        emit(&finding.map_at(&mut locate));
    }
    if failed {
        Err(PassFailed)
    } else {
        Ok(())
    }
}
