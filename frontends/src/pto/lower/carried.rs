//! PTOAS's `pto.set_validshape` updates a tile buffer in place, so a valid
//! shape set inside an scf.if branch or an scf.for body holds after it.
//! Planned as SSA values here, such a buffer is carried out of the region:
//! an extra scf.if result or an extra scf.for iter_arg, yielded by every
//! branch and iteration, that the buffer's name is bound to afterwards.

use super::{Built, Lowering};
use crate::pto::{
    ast::{Name, Op, ParsedOpKind},
    types::Ty,
};
use melior::ir::{Type, Value};
use std::collections::HashSet;
use tanto_dialects::ir::handles::ValueHandle;

/// A region argument to build: its name, type and MLIR type.
type BlockArgument<'c> = (Name, Ty, Type<'c>);

impl<'c> Lowering<'c, '_> {
    /// The buffers in scope whose valid shape `bodies` set (at any depth),
    /// in order of first set, with their types.
    pub(super) fn shapes_set_in(&self, bodies: &[&[Op]]) -> Vec<(Name, Ty)> {
        let mut names: Vec<Name> = Vec::new();
        let mut seen = HashSet::new();
        for body in bodies {
            collect_set_shapes(body, &mut names, &mut seen);
        }
        names
            .into_iter()
            .filter_map(|name| {
                self.lookup(&name.text)?;
                let ty = self.scope.types.get(&name.text)?.clone();
                matches!(ty, Ty::Tile(_)).then_some((name, ty))
            })
            .collect()
    }

    /// Each carried buffer's value now and its block argument (name, type
    /// and MLIR type), for a loop that carries it.
    pub(super) fn carried_loop_values(
        &mut self,
        shaped: &[(Name, Ty)],
    ) -> Built<Vec<(Value<'c, 'static>, BlockArgument<'c>)>> {
        let mut values = Vec::new();
        for (name, ty) in shaped {
            let value = self.use_value(name)?;
            let mlir = self.mlir_type(ty, &name.span).ok_or(())?;
            values.push((value, (name.clone(), ty.clone(), mlir)));
        }
        Ok(values)
    }

    /// Binds each carried buffer's name to the op's result that carries it.
    pub(super) fn bind_carried(&mut self, carried: &[(Name, Ty)], results: &[ValueHandle]) {
        for ((name, ty), value) in carried.iter().zip(results) {
            self.bind(name, *value, ty.clone());
        }
    }
}

/// The first operand of every `pto.set_validshape` in `ops` and in the
/// regions they hold, each name once.
fn collect_set_shapes(ops: &[Op], names: &mut Vec<Name>, seen: &mut HashSet<String>) {
    for op in ops {
        match &op.kind {
            ParsedOpKind::Instruction(statement)
                if statement.name.trim_start_matches("pto.") == "set_validshape" =>
            {
                if let Some(buffer) = statement.inputs.first() {
                    if seen.insert(buffer.name.clone()) {
                        names.push(Name {
                            text: buffer.name.clone(),
                            span: buffer.span.clone(),
                        });
                    }
                }
            }
            kind => {
                for body in kind.bodies() {
                    collect_set_shapes(body, names, seen);
                }
            }
        }
    }
}
