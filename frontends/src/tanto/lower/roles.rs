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
    reads_global: bool,
    writes_global: bool,
    /// Whether the kernel fills pipes (reserve_back) or drains them (wait_front).
    produces: bool,
    consumes: bool,
}

impl Evidence {
    pub fn dataflow(&mut self, span: &Span, what: &str) {
        self.dataflow.push((span.clone(), what.to_string()));
    }

    pub fn compute(&mut self, span: &Span, what: &str) {
        self.compute.push((span.clone(), what.to_string()));
    }

    /// Pipe traffic, which tells a reader (fills pipes) from a writer
    /// (drains them).
    pub fn pipe_use(&mut self, produces: bool) {
        if produces {
            self.produces = true;
        } else {
            self.consumes = true;
        }
    }

    /// A NoC transfer touching DRAM, which tells a reader from a writer.
    pub fn global_transfer(&mut self, write: bool) {
        if write {
            self.writes_global = true;
        } else {
            self.reads_global = true;
        }
    }

    pub fn decide(self, mode: Option<Role>, kernel: &Span) -> (Option<Role>, Vec<Diagnostic>) {
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
                (Some(Role::Compute), errors)
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
                (Some(role), errors)
            }
            None => match (self.dataflow.first(), self.compute.first()) {
                (Some((data_span, data_what)), Some((math_span, math_what))) => {
                    let error = Diagnostic::error(
                        math_span.clone(),
                        format!("this kernel uses {math_what}, which needs a compute kernel, and {data_what}, which needs a dataflow kernel"),
                    )
                    .with_note(data_span.clone(), "the dataflow use is here")
                    .with_help("a kernel is either dataflow (read/write) or compute; split it, or give --mode to say which it is");
                    (None, vec![error])
                }
                (Some(_), None) => {
                    // Conventionally the reader fills pipes and the writer
                    // drains them; DRAM traffic decides otherwise.
                    let role = match (self.produces, self.consumes) {
                        (true, false) => Role::Read,
                        (false, true) => Role::Write,
                        _ if self.writes_global && !self.reads_global => Role::Write,
                        _ => Role::Read,
                    };
                    (Some(role), Vec::new())
                }
                _ => {
                    let _ = kernel;
                    (Some(Role::Compute), Vec::new())
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
        evidence.global_transfer(true);
        assert_eq!(evidence.decide(None, &(0..0)).0, Some(Role::Write));
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
        let (role, errors) = evidence.decide(None, &(0..0));
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
        let (role, errors) = evidence.decide(Some(Role::Compute), &(0..0));
        assert_eq!(role, Some(Role::Compute));
        assert_eq!(errors.len(), 2);
    }
}
