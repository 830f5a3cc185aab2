//! Where a transfer's elements are: each side's walk (its sizes, strides and
//! loop levels, in DDR, the scratch-pad or a PCORE's memory) and the place of
//! element `k` of a walk (its offset, whether it is inside, and for a PCORE
//! side which PCORE).

use super::{Built, Element, FunctionBuilder, Level, Multicast, Walk, WalkKind};
use crate::ztachip::ast::{Dim, Index, IndexKind, Memory, Pcore, Shape, Term};
use std::ops::Range;
use tanto_dialects::ir::handles::ValueHandle;

impl<'c> FunctionBuilder<'c, '_> {
    /// A side's walk: sizes, strides, levels and total (before the loop).
    pub(super) fn walk(&mut self, term: &Term, memory: &Memory, element: Element) -> Built<Walk> {
        let span = term.span.clone();
        // Declared dimensions, as in walk.rs: a bounded block is as many
        // as its parts.
        let mut sizes = Vec::new();
        let mut checked = Vec::new();
        let mut blocks = Vec::new();
        // A block bounding the whole tensor bounds its bytes, as the
        // pointer counts them: ztachip's compiler programs the limit as
        // `T >> ((dtype) & 1)` (mcore.cpp), T / 2 elements of INT16.
        let whole = memory.dims.len() == 1;
        for Dim {
            size,
            unchecked,
            parts,
        } in &memory.dims
        {
            match parts {
                Some(parts) => {
                    let first = sizes.len();
                    let mut limit = self.value(size)?;
                    if whole && element == Element::I16 {
                        let one = self.constant(1, &span)?;
                        limit = self.binary("arith.shrsi", limit, one, &span)?;
                    }
                    blocks.push((first, parts.len(), limit));
                    for part in parts {
                        sizes.push(self.value(&part.size)?);
                        checked.push(!part.unchecked);
                    }
                }
                None => {
                    sizes.push(self.value(size)?);
                    checked.push(!unchecked);
                }
            }
        }
        if memory.dims.is_empty() {
            let whole = self.constant(i64::from(i32::MAX), &span)?;
            sizes.push(whole);
            checked.push(false);
        }
        // Strides, innermost first: row-major inside a block, whose axis
        // before steps over its T.
        let one = self.constant(1, &span)?;
        let mut strides = vec![one; sizes.len()];
        let (mut stride, mut inner) = (one, one);
        for k in (0..sizes.len()).rev() {
            match blocks
                .iter()
                .find(|(first, len, _)| (*first..first + len).contains(&k))
            {
                Some(&(first, len, total)) => {
                    if k + 1 == first + len {
                        inner = one;
                    }
                    strides[k] = inner;
                    inner = self.binary("arith.muli", inner, sizes[k], &span)?;
                    if k == first {
                        stride = total;
                    }
                }
                None => {
                    strides[k] = stride;
                    stride = self.binary("arith.muli", stride, sizes[k], &span)?;
                }
            }
        }
        let indices: Vec<&Index> = memory.indices.iter().collect();
        let (ordered, total) = self.levels(term, &sizes, &indices)?;
        let one = self.constant(1, &span)?;
        // The pointer is in bytes; a 16-bit tensor's elements are 2 apart.
        let mut base = self.value(&memory.pointer)?;
        if element == Element::I16 {
            base = self.binary("arith.shrui", base, one, &memory.pointer.span)?;
        }
        Ok(Walk {
            kind: WalkKind::Memory(memory.space),
            multicast: Vec::new(),
            components: vec![2; sizes.len()],
            sizes: sizes
                .iter()
                .zip(&checked)
                .map(|(s, c)| c.then_some(*s))
                .collect(),
            strides,
            limits: blocks,
            levels: ordered,
            base,
            total,
        })
    }

    /// The loops of a side, outermost first (FOR-bound levels in FOR
    /// order, then the others left to right), and its element count.
    pub(super) fn levels(
        &mut self,
        term: &Term,
        sizes: &[ValueHandle],
        indices: &[&Index],
    ) -> Built<(Vec<Level>, ValueHandle)> {
        let span = term.span.clone();
        let fors: Vec<&str> = term
            .directives
            .fors
            .iter()
            .map(|(n, _)| n.text.as_str())
            .collect();
        let mut levels: Vec<(Option<usize>, usize, ValueHandle, ValueHandle, ValueHandle)> =
            Vec::new();
        let one = self.constant(1, &span)?;
        let zero = self.constant(0, &span)?;
        for (dim, index) in indices.iter().enumerate() {
            let size = sizes[dim];
            let (bound_by, kind) = match &index.kind {
                IndexKind::Single(name) if fors.contains(&name.text.as_str()) => {
                    let position = fors.iter().position(|n| *n == name.text);
                    let range = position.and_then(|p| term.directives.fors[p].1.as_ref());
                    (position, range.map(|r| r.kind.clone()))
                }
                other => (None, Some(other.clone())),
            };
            let (begin, step, count) = match kind {
                Some(IndexKind::Single(at)) => (self.value(&at)?, one, one),
                Some(IndexKind::Range { begin, stride, end }) => {
                    let begin = match &begin {
                        Some(b) => self.value(b)?,
                        None => zero,
                    };
                    let step = match &stride {
                        Some(s) => self.value(s)?,
                        None => one,
                    };
                    let end = match &end {
                        Some(e) => self.value(e)?,
                        None => self.binary("arith.subi", size, one, &index.span)?,
                    };
                    let width = self.binary("arith.subi", end, begin, &index.span)?;
                    let width = self.binary("arith.addi", width, step, &index.span)?;
                    let count = self.binary("arith.divsi", width, step, &index.span)?;
                    (begin, step, count)
                }
                // ztachip's compiler reads `[*]` as the range 0:0; only on a
                // PCORE index of a destination is it also a multicast (the
                // PCORE walk's, below).
                Some(IndexKind::Wildcard) => (zero, one, one),
                _ => {
                    self.error(&index.span, "this index is not lowered yet");
                    return Err(());
                }
            };
            levels.push((bound_by, dim, begin, step, count));
        }
        // Loop order: FOR-bound levels in FOR order, then the others.
        let mut ordered = Vec::new();
        for position in 0..fors.len() {
            ordered.extend(
                levels
                    .iter()
                    .filter(|l| l.0 == Some(position))
                    .map(|l| (l.1, l.2, l.3, l.4)),
            );
        }
        ordered.extend(
            levels
                .iter()
                .filter(|l| l.0.is_none())
                .map(|l| (l.1, l.2, l.3, l.4)),
        );
        let mut total = one;
        for level in &ordered {
            total = self.binary("arith.muli", total, level.3, &span)?;
        }
        Ok((ordered, total))
    }

    /// A PCORE side's walk: the PCORE array's dimensions (its layout,
    /// else the target's PCOREs), the thread block's (private memory: its
    /// layout, else the target's threads) and the variable's (its cast,
    /// else one per index, of the size the PCORE program declares: not
    /// checked, and ranges over them give their end). Its base is the
    /// variable's word offset, a link-time symbol.
    pub(super) fn pcore_walk(
        &mut self,
        term: &Term,
        pcore: &Pcore,
        destination: bool,
    ) -> Built<Walk> {
        let span = term.span.clone();
        let mut sizes = Vec::new();
        let mut checked = Vec::new();
        let mut components = Vec::new();
        let mut indices: Vec<&Index> = Vec::new();
        let mut strides = Vec::new();
        let count = i64::from(self.target.pcore.count);
        let threads = i64::from(self.target.pcore.threads);
        // A whole variable of a cast shape: every element, `[:]` per
        // dimension of the cast.
        let all = || Index {
            kind: IndexKind::Range {
                begin: None,
                stride: None,
                end: None,
            },
            span: pcore.variable.span.clone(),
        };
        // Without a cast either, its one dimension is as long as the PCORE
        // program's link-time length symbol says.
        let uncast = pcore.variable_shape.is_none() && pcore.variable_indices.is_empty();
        let whole: Vec<Index> = match (&pcore.variable_shape, pcore.variable_indices.is_empty()) {
            (Some(shape), true) => shape.iter().map(|_| all()).collect(),
            (None, true) => vec![all()],
            _ => pcore.variable_indices.clone(),
        };
        let parts: [(Option<&Shape>, Option<i64>, Vec<&Index>); 3] = [
            (
                pcore.shape.as_ref(),
                Some(count),
                pcore.indices.iter().collect(),
            ),
            (
                pcore.thread.as_ref().and_then(|t| t.shape.as_ref()),
                pcore.thread.as_ref().map(|_| threads),
                pcore.thread.iter().flat_map(|t| t.indices.iter()).collect(),
            ),
            (pcore.variable_shape.as_ref(), None, whole.iter().collect()),
        ];
        for (component, (shape, default, part_indices)) in parts.into_iter().enumerate() {
            if component == 1 && pcore.thread.is_none() {
                continue;
            }
            let mut part_sizes: Vec<Option<ValueHandle>> = Vec::new();
            let mut unchecked = false;
            match shape {
                Some(items) if items.len() != part_indices.len() => {
                    let what = match component {
                        0 => "the PCORE array".to_string(),
                        1 => "the thread block".to_string(),
                        _ => pcore.variable.text.clone(),
                    };
                    self.error(
                        &pcore.variable.span,
                        format!(
                            "{what} has {} but {} given",
                            tanto_arch::count(items.len() as u64, "dimension"),
                            match part_indices.len() {
                                1 => "1 index is".to_string(),
                                n => format!("{n} indices are"),
                            }
                        ),
                    );
                    return Err(());
                }
                Some(items) => {
                    for item in items {
                        part_sizes.push(match item {
                            Some(t) => Some(self.value(t)?),
                            None => match default {
                                Some(d) => Some(self.constant(d, &span)?),
                                None => None,
                            },
                        });
                    }
                }
                None if component == 2 && uncast => {
                    let length = crate::ztachip::rewrite::length_symbol(&pcore.variable);
                    part_sizes.push(Some(self.value(&length)?));
                }
                None if component == 2 => {
                    if part_indices.len() > 1 {
                        self.error(
                            &pcore.variable.span,
                            format!(
                                "{} is indexed in {} dimensions: give its shape, `{}(a, b)`",
                                pcore.variable.text,
                                part_indices.len(),
                                pcore.variable.text
                            ),
                        );
                        return Err(());
                    }
                    // One index: `[:]` and open ranges run over the
                    // declared length (the length symbol), which the
                    // index itself may pass (not bounds-checked).
                    let length = crate::ztachip::rewrite::length_symbol(&pcore.variable);
                    part_sizes.push(Some(self.value(&length)?));
                    unchecked = true;
                }
                None => part_sizes.push(Some(self.constant(default.unwrap_or(1), &span)?)),
            }
            // Row-major strides inside the component.
            let mut stride = self.constant(1, &span)?;
            let mut part_strides = vec![stride; part_sizes.len()];
            for k in (0..part_sizes.len()).rev() {
                part_strides[k] = stride;
                if let Some(size) = part_sizes[k] {
                    stride = self.binary("arith.muli", stride, size, &span)?;
                }
            }
            for (size, stride) in part_sizes.iter().zip(part_strides) {
                checked.push(size.is_some() && !unchecked);
                let huge = self.constant(i64::from(i32::MAX), &span)?;
                sizes.push(size.unwrap_or(huge));
                strides.push(stride);
                components.push(component);
            }
            indices.extend(part_indices);
        }
        if sizes.len() != indices.len() {
            self.error(
                &pcore.span,
                "internal error: PCORE dimensions and indices differ",
            );
            return Err(());
        }
        // `[*]` on the PCORE array of a destination: a multicast along that
        // dimension (the walk itself stays at index 0). On a thread or an
        // element index it is index 0 alone: ztachip's compiler reads `[*]`
        // as the range 0:0 and multicasts over PCORE indices only
        // (mcore.cpp's broadcast mask), so its hardware writes thread 0.
        let mut multicast = Vec::new();
        if destination {
            for (dim, index) in indices.iter().enumerate() {
                if index.kind == IndexKind::Wildcard && components[dim] == 0 {
                    multicast.push(Multicast {
                        size: sizes[dim],
                        stride: strides[dim],
                    });
                }
            }
        }
        let (levels, total) = self.levels(term, &sizes, &indices)?;
        let base = self.value(&crate::ztachip::rewrite::variable_symbol(&pcore.variable))?;
        Ok(Walk {
            multicast,
            kind: if pcore.thread.is_some() {
                WalkKind::Private
            } else {
                WalkKind::Shared
            },
            components,
            sizes: sizes
                .iter()
                .zip(&checked)
                .map(|(s, c)| c.then_some(*s))
                .collect(),
            strides,
            limits: Vec::new(),
            levels,
            base,
            total,
        })
    }

    /// Element `k` of a walk: its offset (in elements of DDR or the
    /// scratch-pad, or in words of a PCORE's memory), whether it is inside,
    /// and for a PCORE side which PCORE.
    pub(super) fn place(
        &mut self,
        walk: &Walk,
        k: ValueHandle,
        span: &Range<usize>,
    ) -> Built<(ValueHandle, ValueHandle, ValueHandle)> {
        let mut indices = vec![None; walk.sizes.len()];
        let mut rest = k;
        for &(dim, begin, step, count) in walk.levels.iter().rev() {
            let digit = self.binary("arith.remsi", rest, count, span)?;
            rest = self.binary("arith.divsi", rest, count, span)?;
            let moved = self.binary("arith.muli", digit, step, span)?;
            indices[dim] = Some(self.binary("arith.addi", begin, moved, span)?);
        }
        let zero = self.constant(0, span)?;
        let mut inside = self.compare(5, zero, zero, span)?;
        let mut offsets = [zero; 3];
        for (dim, index) in indices.iter().enumerate() {
            let Some(index) = *index else { continue };
            let low = self.compare(5, index, zero, span)?;
            inside = self.binary("arith.andi", inside, low, span)?;
            if let Some(size) = walk.sizes[dim] {
                let high = self.compare(2, index, size, span)?;
                inside = self.binary("arith.andi", inside, high, span)?;
            }
            let component = walk.components[dim];
            let step = self.binary("arith.muli", index, walk.strides[dim], span)?;
            offsets[component] = self.binary("arith.addi", offsets[component], step, span)?;
        }
        for &(first, len, limit) in &walk.limits {
            // The element's offset inside its block of T.
            let mut within = Some(zero);
            let block = indices[first..first + len]
                .iter()
                .zip(&walk.strides[first..]);
            for (index, stride) in block {
                within = match (within, index) {
                    (Some(sum), Some(index)) => {
                        let step = self.binary("arith.muli", *index, *stride, span)?;
                        Some(self.binary("arith.addi", sum, step, span)?)
                    }
                    _ => None,
                };
            }
            if let Some(within) = within {
                let fits = self.compare(2, within, limit, span)?;
                inside = self.binary("arith.andi", inside, fits, span)?;
            }
        }
        let element = self.binary("arith.addi", walk.base, offsets[2], span)?;
        let offset = match walk.kind {
            WalkKind::Memory(_) => element,
            // A thread's private words, or the PCORE's shared words after
            // every thread's.
            WalkKind::Private => {
                let words = self.constant(i64::from(self.target.pcore.private_words), span)?;
                let thread = self.binary("arith.muli", offsets[1], words, span)?;
                self.binary("arith.addi", thread, element, span)?
            }
            WalkKind::Shared => {
                let pcore = &self.target.pcore;
                let private = i64::from(pcore.threads) * i64::from(pcore.private_words);
                let after = self.constant(private, span)?;
                self.binary("arith.addi", after, element, span)?
            }
        };
        Ok((offset, inside, offsets[0]))
    }
}
