//! Which role a kernel has (spec 2.2): dataflow kernels (read, write) move
//! data over the NoC and own global buffers, local buffers and semaphores;
//! compute kernels own the math object and tilize/untilize. The lowering
//! records what each construct needs; this decides the role (or checks the
//! one given with --mode) and reports every construct that contradicts it.

use super::super::{ast::Span, Role};
use crate::diagnostic::Diagnostic;

#[derive(Debug, Default)]
pub struct Evidence {
    dataflow: Vec<(Span, String)>,
    compute: Vec<(Span, String)>,
    /// The first NoC transfer from DRAM and to DRAM.
    reads_global: Option<(Span, String)>,
    writes_global: Option<(Span, String)>,
    /// The first use that fills a pipe (reserve_back) and that drains one
    /// (wait_front).
    produces: Option<(Span, String)>,
    consumes: Option<(Span, String)>,
}

/// The use an inferred role was decided from, and why it decides it
/// ("fills a pipe"): the note a role conflict shows.
pub type RoleReason = (Span, String);

/// The role decided, the errors found, and (for an inferred dataflow role)
/// the use it was inferred from.
pub type Decision = (Option<Role>, Vec<Diagnostic>, Option<RoleReason>);

impl Evidence {
    pub fn dataflow(&mut self, span: &Span, what: &str) {
        self.dataflow.push((span.clone(), what.to_string()));
    }

    pub fn compute(&mut self, span: &Span, what: &str) {
        self.compute.push((span.clone(), what.to_string()));
    }

    /// Pipe traffic, which tells a reader (fills pipes) from a writer
    /// (drains them).
    pub fn pipe_use(&mut self, produces: bool, span: &Span, what: &str) {
        let first = if produces {
            &mut self.produces
        } else {
            &mut self.consumes
        };
        first.get_or_insert_with(|| (span.clone(), what.to_string()));
    }

    /// A NoC transfer touching DRAM, which tells a reader from a writer.
    pub fn global_transfer(&mut self, write: bool, span: &Span, what: &str) {
        let first = if write {
            &mut self.writes_global
        } else {
            &mut self.reads_global
        };
        first.get_or_insert_with(|| (span.clone(), what.to_string()));
    }

    /// The dataflow role of a kernel that needs one and gives no --mode,
    /// and the use that decided it. Conventionally the reader fills pipes
    /// and the writer drains them; DRAM traffic decides otherwise.
    fn infer_dataflow(&self) -> (Role, Option<RoleReason>) {
        let because = |use_: &Option<(Span, String)>, why: &str| {
            use_.as_ref()
                .map(|(span, what)| (span.clone(), format!("{what} {why}")))
        };
        match (&self.produces, &self.consumes) {
            (Some(_), None) => (Role::Read, because(&self.produces, "fills a pipe")),
            (None, Some(_)) => (Role::Write, because(&self.consumes, "drains a pipe")),
            _ if self.writes_global.is_some() && self.reads_global.is_none() => (
                Role::Write,
                because(&self.writes_global, "writes DRAM and nothing reads it"),
            ),
            _ => {
                let first = self.dataflow.first().cloned();
                let why = match (&self.produces, &self.reads_global) {
                    (Some(_), _) => "fills a pipe and drains one",
                    (None, Some(_)) => "reads DRAM",
                    (None, None) => "needs a dataflow kernel",
                };
                let reason = first.map(|(span, what)| {
                    (
                        span,
                        format!(
                            "{what} {why}: a read kernel unless --mode (`mode`) says otherwise"
                        ),
                    )
                });
                (Role::Read, reason)
            }
        }
    }

    pub fn decide(self, mode: Option<Role>, kernel: &Span) -> Decision {
        match mode {
            Some(Role::Compute) => {
                let errors = self
                    .dataflow
                    .iter()
                    .map(|(span, what)| {
                        Diagnostic::error(
                            span.clone(),
                            format!("{what} is only allowed in dataflow (read/write) kernels"),
                        )
                        .with_label("this kernel is a compute kernel (--mode=compute)")
                    })
                    .collect();
                (Some(Role::Compute), errors, None)
            }
            Some(role) => {
                let errors = self
                    .compute
                    .iter()
                    .map(|(span, what)| {
                        Diagnostic::error(
                            span.clone(),
                            format!("{what} is only allowed in compute kernels"),
                        )
                        .with_label(format!(
                            "this kernel is a {} kernel (--mode={})",
                            role.as_str(),
                            role.as_str()
                        ))
                    })
                    .collect();
                (Some(role), errors, None)
            }
            None => match (self.dataflow.first(), self.compute.first()) {
                (Some((data_span, data_what)), Some((math_span, math_what))) => {
                    let error = Diagnostic::error(
                        math_span.clone(),
                        format!("this kernel uses {math_what}, which needs a compute kernel, and {data_what}, which needs a dataflow kernel"),
                    )
                    .with_note(data_span.clone(), "the dataflow use is here")
                    .with_help("a kernel is either dataflow (read/write) or compute; split it, or give --mode to say which it is");
                    (None, vec![error], None)
                }
                (Some(_), None) => {
                    let (role, reason) = self.infer_dataflow();
                    (Some(role), Vec::new(), reason)
                }
                _ => {
                    let _ = kernel;
                    (Some(Role::Compute), Vec::new(), None)
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_writing_only_to_dram_is_a_writer() {
        let mut evidence = Evidence::default();
        evidence.dataflow(&(0..1), "`write_barrier()`");
        evidence.global_transfer(true, &(3..4), "`noc.write(...)`");
        let (role, _, reason) = evidence.decide(None, &(0..0));
        assert_eq!(role, Some(Role::Write));
        assert_eq!(
            reason,
            Some((
                3..4,
                "`noc.write(...)` writes DRAM and nothing reads it".into()
            ))
        );
    }

    #[test]
    fn an_inferred_role_names_the_use_it_came_from() {
        let mut evidence = Evidence::default();
        evidence.dataflow(&(0..1), "a pipe<float> parameter");
        evidence.pipe_use(true, &(5..9), "`out.reserve_back(...)`");
        evidence.pipe_use(true, &(12..14), "`out.reserve_back(...)`");
        let (role, _, reason) = evidence.decide(None, &(0..0));
        assert_eq!(role, Some(Role::Read));
        assert_eq!(
            reason,
            Some((5..9, "`out.reserve_back(...)` fills a pipe".into()))
        );
    }

    #[test]
    fn kernel_without_noc_or_dram_use_is_compute() {
        assert_eq!(
            Evidence::default().decide(None, &(0..0)).0,
            Some(Role::Compute)
        );
    }

    #[test]
    fn mixed_kernel_without_mode_is_an_error_pointing_at_both() {
        let mut evidence = Evidence::default();
        evidence.dataflow(&(1..2), "`read_barrier()`");
        evidence.compute(&(5..6), "a math object");
        let (role, errors, _) = evidence.decide(None, &(0..0));
        assert_eq!(role, None);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].span, 5..6);
        assert_eq!(errors[0].notes[0].0, 1..2);
    }

    #[test]
    fn mode_reports_every_contradicting_use() {
        let mut evidence = Evidence::default();
        evidence.dataflow(&(1..2), "a");
        evidence.dataflow(&(3..4), "b");
        let (role, errors, _) = evidence.decide(Some(Role::Compute), &(0..0));
        assert_eq!(role, Some(Role::Compute));
        assert_eq!(errors.len(), 2);
    }
}
