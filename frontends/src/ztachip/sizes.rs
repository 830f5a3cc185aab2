//! Sizes a tensor program writes as literals, checked against the target
//! (`arch/ztachip.toml`) and the type that holds them before anything is
//! lowered: the tensor engine's loop levels, the scratch-pad and the DDR
//! window, a PCORE thread's private and a PCORE's shared words, the
//! PCOREs and threads a kernel launches on, the 32-bit counts the lowering
//! walks in, and PAD and constant values against their element's bits.
//! Each error names the limit. Values known only when the program runs are
//! not checked here.

use super::ast::{Command, Dim, Index, IndexKind, Memory, Object, Pcore, Space, Term, Text};
use super::eval::{constant, overflows};
use super::Ztachip;
use crate::diagnostic::Diagnostic;

pub struct Sizes<'t> {
    pub target: &'t Ztachip,
    pub errors: Vec<Diagnostic>,
}

impl Sizes<'_> {
    fn error(&mut self, span: &std::ops::Range<usize>, message: String) {
        self.errors.push(Diagnostic::error(span.clone(), message));
    }

    pub fn command(&mut self, command: &Command) {
        self.literals(command);
        match command {
            Command::Transfer { dst, src, .. } => {
                let bits = self.element_bits(dst, src);
                self.term(dst, bits);
                self.term(src, bits);
                for term in [dst, src] {
                    if let Some(pad) = &term.directives.pad {
                        // Into PCORE memory a PAD is one 16-bit word.
                        let bits = if matches!(dst.object, Object::Pcore(_)) {
                            16
                        } else {
                            bits
                        };
                        self.fits(pad, bits, "PAD");
                    }
                }
                if let Object::Constant { dtype, value } = &src.object {
                    let bits = self.target.dtype(&dtype.text).map_or(16, |d| d.bytes * 8);
                    self.fits(value, bits, &dtype.text.to_ascii_uppercase());
                }
            }
            Command::Define { term, .. } => {
                let bits = self.element_bits(term, term);
                self.term(term, bits);
            }
            Command::Exe {
                pcores, threads, ..
            } => {
                let p = &self.target.pcore;
                let limits = [
                    (pcores, p.count, "PCOREs", "[pcore] count"),
                    (threads, p.threads, "threads", "[pcore] threads"),
                ];
                for (value, most, what, key) in limits {
                    let Some(value) = value else { continue };
                    if let Some(n) = constant(&value.text) {
                        if n < 1 || n > i64::from(most) {
                            self.error(
                                &value.span,
                                format!(
                                    "a kernel runs on 1 to {most} {what} of {}, not {n} ({key})",
                                    self.target.name
                                ),
                            );
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Every literal of the command fits the 32-bit int the statement's
    /// function takes its values in.
    fn literals(&mut self, command: &Command) {
        let mut wide = Vec::new();
        let mut note = |text: &Text| {
            if overflows(&text.text) {
                wide.push(text.clone());
            }
        };
        match command {
            Command::Transfer {
                dst, src, stream, ..
            } => {
                super::rewrite::term(dst, self.target, &mut note);
                super::rewrite::term(src, self.target, &mut note);
                stream.iter().for_each(&mut note);
            }
            Command::Define { term, .. } => super::rewrite::term(term, self.target, &mut note),
            Command::Exe {
                pcores, threads, ..
            } => pcores.iter().chain(threads).for_each(&mut note),
            _ => {}
        }
        for text in wide {
            self.error(
                &text.span,
                format!(
                    "`{}` does not fit a 32-bit int ({} to {})",
                    text.text,
                    i32::MIN,
                    i32::MAX
                ),
            );
        }
    }

    /// Bits of the transfer's element: its literal DTYPE's, else INT16's.
    fn element_bits(&self, dst: &Term, src: &Term) -> u32 {
        [dst, src]
            .iter()
            .find_map(|t| t.directives.dtype.as_ref())
            .and_then(|d| self.target.dtype(&d.text))
            .map_or(16, |d| d.bytes * 8)
    }

    /// A literal value wider than `bits` bits, signed or not: ztachip's
    /// compiler takes it, and the tensor engine its low bits (dp_gen.vhd
    /// copies a PAD's low byte to every byte lane), so a warning.
    fn fits(&mut self, value: &Text, bits: u32, what: &str) {
        let Some(v) = constant(&value.text) else {
            return;
        };
        let (low, high) = (-(1i64 << (bits - 1)), (1i64 << bits) - 1);
        if v < low || v > high {
            let kept = v & high;
            self.errors.push(Diagnostic::warning(
                value.span.clone(),
                format!("{what}({v}) is wider than a {bits}-bit element ({low} to {high}): the tensor engine takes its low {bits} bits, {kept}"),
            ));
        }
    }

    /// A side whose elements are `bits` wide.
    fn term(&mut self, term: &Term, bits: u32) {
        let levels = self.target.dma.loop_levels;
        let loops = match &term.object {
            Object::Memory(m) => m.indices.len().max(declared(&m.dims)),
            // A variable's single indices are an offset, not a loop level
            // (mcore.cpp gives a variable stride registers for its ranges
            // only).
            Object::Pcore(p) => {
                p.indices.len()
                    + p.thread.as_ref().map_or(0, |t| t.indices.len())
                    + p.variable_indices
                        .iter()
                        .filter(|i| !matches!(i.kind, IndexKind::Single(_) | IndexKind::Wildcard))
                        .count()
            }
            _ => 0,
        };
        if loops > levels as usize {
            self.error(
                &term.span,
                format!(
                    "this tensor walks {loops} dimensions, but {}'s tensor engine has {levels} loop levels ([dma] loop_levels)",
                    self.target.name
                ),
            );
            return;
        }
        match &term.object {
            Object::Memory(memory) => self.memory(term, memory, bits),
            Object::Pcore(pcore) => self.pcore(pcore),
            _ => {}
        }
    }

    fn memory(&mut self, term: &Term, memory: &Memory, bits: u32) {
        for dim in &memory.dims {
            let mut sizes = vec![&dim.size];
            sizes.extend(dim.parts.iter().flatten().map(|p| &p.size));
            for size in sizes {
                if let Some(n) = constant(&size.text).filter(|n| *n < 1) {
                    self.error(
                        &size.span,
                        format!("a dimension has at least 1 element, not {n}"),
                    );
                    return;
                }
            }
        }
        let (space, key, capacity) = match memory.space {
            Space::Scratch => (
                "the scratch-pad",
                "[scratch] bytes",
                self.target.scratch.bytes,
            ),
            Space::Ddr => ("the DDR window", "[ddr] bytes", self.target.ddr.bytes),
        };
        let capacity = i64::try_from(capacity).unwrap_or(i64::MAX);
        let first = match memory.space {
            Space::Scratch => constant(&memory.pointer.text),
            Space::Ddr => None,
        };
        if let Some(address) = first {
            if address < 0 || address >= capacity {
                self.error(&memory.pointer.span, format!("scratch-pad address {address} is outside {space} of {capacity} bytes ({key})"));
                return;
            }
        }
        // A declared layout may be larger than the memory (the guide's
        // `SCRATCH(0,100,200)`): only the elements a walk reaches count.
        let Some(last) = last_element(term, memory) else {
            return;
        };
        let end = last
            .saturating_add(1)
            .saturating_mul(i64::from(bits / 8))
            .saturating_add(first.unwrap_or(0));
        if end > capacity {
            let at = first.map_or(String::new(), |a| format!(" from byte {a}"));
            self.error(
                &term.span,
                format!("this tensor reaches element {last} (byte {end}){at}, past {space} of {capacity} bytes ({key})"),
            );
        }
    }

    fn pcore(&mut self, pcore: &Pcore) {
        let p = &self.target.pcore;
        let (words, key, whose) = match pcore.thread {
            Some(_) => (
                p.private_words,
                "[pcore] private_words",
                "a thread's private memory",
            ),
            None => (
                p.shared_words,
                "[pcore] shared_words",
                "a PCORE's shared memory",
            ),
        };
        let words = i64::from(words);
        let shapes = [
            pcore.thread.as_ref().and_then(|t| t.shape.as_ref()),
            pcore.variable_shape.as_ref(),
        ];
        for shape in shapes.into_iter().flatten() {
            for item in shape.iter().flatten() {
                if let Some(n) = constant(&item.text).filter(|n| *n < 1) {
                    self.error(
                        &item.span,
                        format!("a dimension has at least 1 element, not {n}"),
                    );
                    return;
                }
            }
        }
        if let Some(shape) = &pcore.variable_shape {
            let sizes: Option<Vec<i64>> = shape
                .iter()
                .map(|i| i.as_ref().and_then(|t| constant(&t.text)))
                .collect();
            let total = sizes.map(|s| s.iter().fold(1i64, |a, n| a.saturating_mul(*n)));
            if let Some(total) = total.filter(|t| *t > words) {
                self.error(
                    &pcore.variable.span,
                    format!(
                        "{}{} lays out {total} words, but {whose} holds {words} ({key})",
                        pcore.variable.text,
                        shape_text(shape)
                    ),
                );
            }
        } else if let [index] = &pcore.variable_indices[..] {
            // One dimension of the PCORE program's size: within the words.
            if let Some((last, span)) = last_literal(index).filter(|(l, _)| *l >= words) {
                self.error(
                    span,
                    format!(
                        "word {last} of {} is past the {words} words {whose} holds ({key})",
                        pcore.variable.text
                    ),
                );
            }
        }
    }
}

/// The offset (in elements) of the last in-bounds element a memory side
/// walks, when its sizes and indices are all literals; None when a value is
/// known only at run time (it may move nothing at all) or the walk has an
/// overlapped or unchecked dimension.
fn last_element(term: &Term, memory: &Memory) -> Option<i64> {
    if memory.dims.is_empty()
        || memory.indices.len() != memory.dims.len()
        || memory.dims.iter().any(|d| d.parts.is_some() || d.unchecked)
    {
        return None;
    }
    let literal = |t: &Option<Text>| t.as_ref().map(|t| constant(&t.text));
    let mut last = 0i64;
    let mut stride = 1i64;
    for (dim, index) in memory.dims.iter().zip(&memory.indices).rev() {
        let size = constant(&dim.size.text)?;
        let index = match &index.kind {
            IndexKind::Single(name) => match term
                .directives
                .fors
                .iter()
                .find(|(n, _)| n.text == name.text)
            {
                Some((_, range)) => range.as_ref()?,
                None => index,
            },
            _ => index,
        };
        // The first and last index the walk takes on this dimension.
        let (begin, end) = match &index.kind {
            IndexKind::Single(at) => {
                let at = constant(&at.text)?;
                (at, at)
            }
            IndexKind::Range {
                begin,
                stride: step,
                end,
            } => {
                let begin = literal(begin).unwrap_or(Some(0))?;
                let step = literal(step).unwrap_or(Some(1))?;
                let end = literal(end).unwrap_or(Some(size - 1))?;
                if step < 1 || end < begin {
                    return None;
                }
                // The last index the steps land on inside the dimension.
                let end = end.min(size - 1);
                (begin, end.checked_sub((end - begin).rem_euclid(step))?)
            }
            IndexKind::Wildcard | IndexKind::Placeholder => return None,
        };
        if begin < 0 || begin >= size || end < begin {
            return None;
        }
        last = last.saturating_add(end.saturating_mul(stride));
        stride = stride.saturating_mul(size);
    }
    Some(last)
}

/// The dimensions a declared list makes: a bounded block is as many as
/// its parts.
fn declared(dims: &[Dim]) -> usize {
    dims.iter()
        .map(|d| d.parts.as_ref().map_or(1, Vec::len))
        .sum()
}

/// The last index a literal index or range reaches, and its text.
fn last_literal(index: &Index) -> Option<(i64, &std::ops::Range<usize>)> {
    let text = match &index.kind {
        IndexKind::Single(at) => at,
        IndexKind::Range { end: Some(end), .. } => end,
        _ => return None,
    };
    constant(&text.text).map(|v| (v, &text.span))
}

fn shape_text(shape: &super::ast::Shape) -> String {
    let items: Vec<&str> = shape
        .iter()
        .map(|i| i.as_ref().map_or("", |t| t.text.as_str()))
        .collect();
    format!("({})", items.join(", "))
}
