//! `scf.while`: a test region that ends in `scf.condition` and a body that
//! yields the next arguments, built as the upstream op (lowered by
//! convert-scf-to-cf like `scf.for`).

use super::{Built, Lowering};
use crate::{
    diagnostic::Diagnostic,
    pto::{
        ast::{Name, Op, ParsedOpKind, WhileOp},
        types::Ty,
    },
};
use melior::ir::{operation::OperationBuilder, Type};

impl<'c> Lowering<'c, '_> {
    pub(super) fn while_op(&mut self, op: &Op, w: &WhileOp) -> Built<()> {
        let inits: Vec<&Name> = w.inits.iter().map(|(_, init)| init).collect();
        if inits.iter().any(|n| self.is_poisoned(&n.text)) {
            return Err(());
        }
        let operands = inits
            .iter()
            .map(|n| self.use_value(n))
            .collect::<Built<Vec<_>>>()?;
        let typed =
            |this: &mut Self, written: &[(crate::pto::types::Written, std::ops::Range<usize>)]| {
                written
                    .iter()
                    .map(|t| this.written(t))
                    .collect::<Option<Vec<(Ty, Type<'c>)>>>()
                    .ok_or(())
            };
        let arg_types = typed(self, &w.arg_types)?;
        let result_types = typed(self, &w.result_types)?;
        if arg_types.len() != w.inits.len() {
            self.error(
                &op.span,
                format!(
                    "{} initial values but {} argument types",
                    w.inits.len(),
                    arg_types.len()
                ),
            );
            return Err(());
        }
        if w.after_args.len() != result_types.len() {
            let message = format!(
                "the loop body takes {} argument{}, but the loop has {} result{}: they are what `scf.condition` passes on",
                w.after_args.len(),
                if w.after_args.len() == 1 { "" } else { "s" },
                result_types.len(),
                if result_types.len() == 1 { "" } else { "s" },
            );
            self.diagnostics.push(
                Diagnostic::error(w.after_open.clone(), message)
                    .with_help("name them in the body's label: `} do {\n^bb0(%i: index):`"),
            );
            return Err(());
        }
        let ends_in_condition = matches!(
            w.before.last().map(|o| &o.kind),
            Some(ParsedOpKind::Condition { .. })
        );
        if !ends_in_condition {
            self.error(
                &w.before_end,
                "the test region of `scf.while` must end with `scf.condition(%go) ...`",
            );
            return Err(());
        }
        let mut before_args: Vec<(Name, Ty, Type<'c>)> = w
            .inits
            .iter()
            .zip(&arg_types)
            .map(|((name, _), (ty, mlir))| (name.clone(), ty.clone(), *mlir))
            .collect();
        let mut after_args = Vec::new();
        for ((name, _), (ty, mlir)) in w.after_args.iter().zip(&result_types) {
            after_args.push((name.clone(), ty.clone(), *mlir));
        }
        // Buffers whose valid shape the loop sets ride along through both
        // regions: the condition passes them on and the body yields them.
        let shaped = self.shapes_set_in(&[&w.before, &w.after]);
        let mut operands = operands;
        let mut mlir_results: Vec<Type<'c>> = result_types.iter().map(|(_, t)| *t).collect();
        for (value, argument) in self.carried_loop_values(&shaped)? {
            operands.push(value);
            mlir_results.push(argument.2);
            before_args.push(argument.clone());
            after_args.push(argument);
        }
        let carried: Vec<Name> = shaped.iter().map(|(n, _)| n.clone()).collect();
        let before = self.region(
            &before_args,
            &w.before,
            &w.before_end,
            false,
            carried.clone(),
        )?;
        let yields = !w.inits.is_empty();
        let after = self.region(&after_args, &w.after, &w.after_end, yields, carried)?;
        let built = OperationBuilder::new("scf.while", self.loc(&op.span))
            .add_operands(&operands)
            .add_results(&mlir_results)
            .add_regions([before, after])
            .build();
        let results = self.append(built, &op.span).ok_or(())?;
        let types: Vec<Ty> = result_types.into_iter().map(|(t, _)| t).collect();
        let written = types.len();
        self.bind_results(op, &results[..written], &types)?;
        self.bind_carried(&shaped, &results[written..]);
        Ok(())
    }

    /// `scf.condition(%go) %v, ...`: the test's verdict and the values
    /// passed to the body (or out of the loop).
    pub(super) fn condition(&mut self, op: &Op, condition: &Name, values: &[Name]) -> Built<()> {
        let mut all = vec![condition.clone()];
        all.extend(values.iter().cloned());
        self.terminator(op, "scf.condition", &all)
    }
}
