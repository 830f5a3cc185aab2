//! The global functions (spec 3.7): read_barrier and write_barrier for
//! dataflow kernels; tilize_block and untilize_block for compute kernels,
//! with no math object alive.

use super::{Method, Need, Overload, P};
use crate::diagnostic::Diagnostic;
use tanto_dialects::{noc, tile};

pub fn functions() -> Vec<Method> {
    let block_params = || {
        vec![
            ("src", P::AnyPipe),
            ("block", P::Uint32),
            ("dst", P::AnyPipe),
        ]
    };
    vec![
        Method {
            name: "read_barrier".into(),
            overloads: vec![Overload::new(
                Vec::new(),
                Need::Dataflow,
                "noc.read_barrier",
                Box::new(|l, c| l.add(noc::read_barrier(l.ctx(), l.loc(c.span)))),
            )],
        },
        Method {
            name: "write_barrier".into(),
            overloads: vec![Overload::new(
                Vec::new(),
                Need::Dataflow,
                "noc.write_barrier",
                Box::new(|l, c| l.add(noc::write_barrier(l.ctx(), l.loc(c.span)))),
            )],
        },
        Method {
            name: "tilize_block".into(),
            overloads: vec![Overload::new(
                block_params(),
                Need::Compute,
                "tile.tilize_block",
                Box::new(|l, c| {
                    l.require_no_math(c.span, "tilize_block");
                    let a = c.args;
                    l.add(tile::tilize_block(
                        l.ctx(),
                        l.loc(c.span),
                        l.v(a[0]),
                        l.v(a[1]),
                        l.v(a[2]),
                    ))
                }),
            )],
        },
        Method {
            name: "untilize_block".into(),
            overloads: vec![Overload::new(
                block_params(),
                Need::Compute,
                "tile.untilize_block",
                Box::new(|l, c| {
                    l.require_no_math(c.span, "untilize_block");
                    let a = c.args;
                    l.add(tile::untilize_block(
                        l.ctx(),
                        l.loc(c.span),
                        l.v(a[0]),
                        l.v(a[1]),
                        l.v(a[2]),
                    ))
                }),
            )],
        },
    ]
}

impl super::super::Lowerer<'_, '_> {
    /// tilize/untilize use the math unit themselves (spec 3.7.2).
    pub(super) fn require_no_math(&mut self, span: &super::Span, function: &str) {
        if !self.emitting() {
            return;
        }
        if let Some(alive) = self.alive_math.last().cloned() {
            self.error(
                Diagnostic::error(
                    span.clone(),
                    format!("`{function}` cannot be called while a math object is alive"),
                )
                .with_note(
                    alive.span,
                    "this math object is alive until the end of its scope",
                ),
            );
        }
    }
}
