//! One transfer as a loop over the destination's elements: each element read
//! from its source (DDR, the scratch-pad or a PCORE's memory, through the
//! stream processor's program when there is one) and stored at its
//! destination, widened or narrowed between 8-bit elements and PCORE words.

use super::{Built, Element, FunctionBuilder, Memories, Multicast, Pcores, Walk, WalkKind};
use crate::ztachip::ast::{Object, Space, Term};
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Type, ValueLike};
use std::ops::Range;
use tanto_dialects::ir::handles::ValueHandle;

impl<'c> FunctionBuilder<'c, '_> {
    /// One transfer: a loop over the destination's elements; `stream`, the
    /// stream program its words go through.
    pub(super) fn transfer(
        &mut self,
        (dst, src): (&Term, &Term),
        memories: Memories,
        pcores: Option<Pcores>,
        element: (Element, bool),
        stream: Option<ValueHandle>,
        span: &Range<usize>,
    ) -> Built<()> {
        let (element, signed) = element;
        let side = |this: &mut Self, term: &Term, destination: bool| -> Built<Walk> {
            match &term.object {
                Object::Memory(memory) => this.walk(term, memory, element),
                Object::Pcore(pcore) => this.pcore_walk(term, pcore, destination),
                _ => Err(()),
            }
        };
        let dst_walk = side(self, dst, true)?;
        // A constant source (`INT16(v)`) is the PAD value everywhere.
        let (src_walk, pad) = match (&src.object, &src.directives.pad) {
            (Object::Constant { value, .. }, _) => (None, self.value(value)?),
            (_, Some(pad)) => (Some(side(self, src, false)?), self.value(pad)?),
            (_, None) => (Some(side(self, src, false)?), self.constant(0, span)?),
        };
        let element_type: Type<'c> =
            IntegerType::new(self.context, if element == Element::I8 { 8 } else { 16 }).into();
        let word_type: Type<'c> = IntegerType::new(self.context, 16).into();
        let truncate = |this: &mut Self, v: ValueHandle, to: Type<'c>| {
            let op = OperationBuilder::new("arith.trunci", this.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[to])
                .build();
            this.append1(op, span)
        };
        // The PAD value is 16 bits; of an 8-bit type, its low byte, which
        // widens into a PCORE word as data do (ztachip's dp_gen.vhd copies
        // the low byte to every byte lane).
        let pad_element = truncate(self, pad, element_type)?;
        let pad_word = if element == Element::I8 {
            self.word(pad_element, signed, span)?
        } else {
            truncate(self, pad, word_type)?
        };
        // One loop over the destination's elements.
        let total = dst_walk.total;
        self.counted_loop(total, span, move |this, k| {
            let (dst_offset, dst_inside, dst_pcore) = this.place(&dst_walk, k, span)?;
            let dst_kind = dst_walk.kind;
            let multicast_fill = dst_walk.multicast.clone();
            let fill = move |this: &mut Self| -> Built<()> {
                match dst_kind {
                    WalkKind::Memory(_) => this.store(
                        dst_kind,
                        dst_offset,
                        (dst_pcore, &multicast_fill),
                        pad_element,
                        memories,
                        pcores,
                        (element, signed),
                        span,
                    ),
                    _ => {
                        let word = match (stream, pcores) {
                            (Some(stream), Some(p)) => {
                                this.spu_apply(p, dst_pcore, stream, pad_word, span)?
                            }
                            _ => pad_word,
                        };
                        this.store(
                            dst_kind,
                            dst_offset,
                            (dst_pcore, &multicast_fill),
                            word,
                            memories,
                            pcores,
                            (Element::I16, true),
                            span,
                        )
                    }
                }
            };
            let Some(src_walk) = src_walk else {
                return this.if_else(dst_inside, span, fill, |_| Ok(()));
            };
            let src_k = if src.directives.repeat {
                this.binary("arith.remsi", k, src_walk.total, span)?
            } else {
                k
            };
            let (src_offset, mut src_inside, src_pcore) = this.place(&src_walk, src_k, span)?;
            if !src.directives.repeat {
                // Past the source's last element: the PAD value.
                let within = this.compare(2, k, src_walk.total, span)?;
                src_inside = this.binary("arith.andi", src_inside, within, span)?;
            }
            let src_kind = src_walk.kind;
            let multicast = dst_walk.multicast.clone();
            let copy = move |this: &mut Self| -> Built<()> {
                let value = match src_kind {
                    WalkKind::Memory(space) => {
                        // DDR or scratch straight to DDR or scratch.
                        if let WalkKind::Memory(dst_space) = dst_kind {
                            return this.memory_copy(
                                dst_space, dst_offset, space, src_offset, memories, span,
                            );
                        }
                        let value = this.read_element(space, src_offset, memories, span)?;
                        match (stream, pcores) {
                            // Into PCORE memory through the stream program.
                            (Some(stream), Some(p)) => {
                                let word = this.word(value, signed, span)?;
                                this.spu_apply(p, dst_pcore, stream, word, span)?
                            }
                            _ => value,
                        }
                    }
                    _ => {
                        let pcores = pcores.ok_or(())?;
                        let mut word = this.read_word(pcores, src_pcore, src_offset, span)?;
                        // Out of PCORE memory through the stream program.
                        if let Some(stream) = stream {
                            word = this.spu_apply(pcores, src_pcore, stream, word, span)?;
                        }
                        // An 8-bit type narrows the word to its low byte,
                        // into PCORE memory too: the data plane moves 8-bit
                        // lanes unless a side is INT16 (dp_gen.vhd's direct
                        // flow, core.vhd's int2short), and the destination
                        // widens the byte again as its type says.
                        if element == Element::I8 {
                            truncate(this, word, element_type)?
                        } else {
                            word
                        }
                    }
                };
                this.store(
                    dst_kind,
                    dst_offset,
                    (dst_pcore, &multicast),
                    value,
                    memories,
                    pcores,
                    (element, signed),
                    span,
                )
            };
            // if dst inside { if src inside { copy } else { fill } }
            this.if_else(
                dst_inside,
                span,
                |this| this.if_else(src_inside, span, copy, fill),
                |_| Ok(()),
            )?;
            Ok(())
        })
    }

    /// One element from DDR or the scratch-pad to DDR or the scratch-pad.
    /// A DDR-side element in the control core's memory (control_memory.rs)
    /// is a load or a store of the core.
    pub(super) fn memory_copy(
        &mut self,
        dst: Space,
        dst_offset: ValueHandle,
        src: Space,
        src_offset: ValueHandle,
        m: Memories,
        span: &Range<usize>,
    ) -> Built<()> {
        let context = self.context;
        let loc = self.loc(span);
        let (d, s) = (dst_offset.get(), src_offset.get());
        let n = self.constant(1, span)?.get();
        match (dst, src) {
            // Into the scratch-pad: a read from DDR or from itself.
            (Space::Scratch, from) => {
                let read = move |this: &mut Self| {
                    let from = if from == Space::Ddr { m.ddr } else { m.scratch };
                    let op = tanto_dialects::noc::read(
                        context,
                        loc,
                        m.scratch.get(),
                        d,
                        from.get(),
                        s,
                        n,
                        None,
                        None,
                        false,
                        None,
                    );
                    this.append(op, span).map(|_| ())
                };
                if from != Space::Ddr {
                    return read(self);
                }
                let bits = self.element_bits(m.ddr)?;
                let (outside, pointer) =
                    self.control_memory(src_offset, i64::from(bits / 8), span)?;
                self.if_else(
                    outside,
                    span,
                    |this| {
                        let value = this.control_load(pointer, bits, span)?;
                        let op =
                            tanto_dialects::noc::set(context, loc, m.scratch.get(), d, value.get());
                        this.append(op, span).map(|_| ())
                    },
                    read,
                )
            }
            (Space::Ddr, Space::Scratch) => {
                let bits = self.element_bits(m.ddr)?;
                let (outside, pointer) =
                    self.control_memory(dst_offset, i64::from(bits / 8), span)?;
                self.if_else(
                    outside,
                    span,
                    |this| {
                        let ty: Type<'c> = IntegerType::new(context, bits).into();
                        let op = tanto_dialects::noc::get(context, loc, m.scratch.get(), s, ty);
                        let value = this.append1(op, span)?;
                        this.control_store(value, pointer, span)
                    },
                    |this| {
                        let op = tanto_dialects::noc::write(
                            context,
                            loc,
                            m.scratch.get(),
                            s,
                            m.ddr.get(),
                            d,
                            n,
                            None,
                            None,
                            None,
                        );
                        this.append(op, span).map(|_| ())
                    },
                )
            }
            (Space::Ddr, Space::Ddr) => {
                let value = self.read_element(Space::Ddr, src_offset, m, span)?;
                self.write_ddr(dst_offset, value, m, span)
            }
        }
    }

    /// Writes `value` to DDR element `offset`, through the staging element
    /// (or a store of the control core, for its own memory).
    fn write_ddr(
        &mut self,
        offset: ValueHandle,
        value: ValueHandle,
        m: Memories,
        span: &Range<usize>,
    ) -> Built<()> {
        let context = self.context;
        let loc = self.loc(span);
        let bits = self.element_bits(m.ddr)?;
        let (outside, pointer) = self.control_memory(offset, i64::from(bits / 8), span)?;
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        self.if_else(
            outside,
            span,
            |this| this.control_store(value, pointer, span),
            |this| {
                this.append(
                    tanto_dialects::noc::set(context, loc, m.stage.get(), zero.get(), value.get()),
                    span,
                )?;
                this.append(
                    tanto_dialects::noc::write(
                        context,
                        loc,
                        m.stage.get(),
                        zero.get(),
                        m.ddr.get(),
                        offset.get(),
                        n.get(),
                        None,
                        None,
                        None,
                    ),
                    span,
                )?;
                this.append(tanto_dialects::noc::write_barrier(context, loc), span)
                    .map(|_| ())
            },
        )
    }

    /// One element of DDR or the scratch-pad, as its element type.
    pub(super) fn read_element(
        &mut self,
        src: Space,
        offset: ValueHandle,
        m: Memories,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let context = self.context;
        let loc = self.loc(span);
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        let from = if src == Space::Ddr { m.ddr } else { m.scratch };
        let read = move |this: &mut Self| -> Built<()> {
            this.append(
                tanto_dialects::noc::read(
                    context,
                    loc,
                    m.stage.get(),
                    zero.get(),
                    from.get(),
                    offset.get(),
                    n.get(),
                    None,
                    None,
                    false,
                    None,
                ),
                span,
            )?;
            this.append(tanto_dialects::noc::read_barrier(context, loc), span)
                .map(|_| ())
        };
        if src == Space::Ddr {
            // The control core's own memory: a load, into the staging
            // element as a read would leave it.
            let bits = self.element_bits(m.ddr)?;
            let (outside, pointer) = self.control_memory(offset, i64::from(bits / 8), span)?;
            self.if_else(
                outside,
                span,
                |this| {
                    let value = this.control_load(pointer, bits, span)?;
                    let op = tanto_dialects::noc::set(
                        context,
                        loc,
                        m.stage.get(),
                        zero.get(),
                        value.get(),
                    );
                    this.append(op, span).map(|_| ())
                },
                read,
            )?;
        } else {
            read(self)?;
        }
        let element = tanto_dialects::noc::LocalType::cast(m.stage.get().r#type())
            .and_then(|stage| stage.element())
            .ok_or(())?;
        let op = tanto_dialects::noc::get(context, loc, m.stage.get(), zero.get(), element);
        self.append1(op, span)
    }

    /// One word of a PCORE's memory.
    pub(super) fn read_word(
        &mut self,
        p: Pcores,
        pcore: ValueHandle,
        offset: ValueHandle,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let context = self.context;
        let loc = self.loc(span);
        let (x, y) = self.pcore_xy(p, pcore, span)?;
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        self.append(
            tanto_dialects::noc::read_remote(
                context,
                loc,
                p.stage.get(),
                zero.get(),
                p.memory.get(),
                offset.get(),
                n.get(),
                x.get(),
                y.get(),
                None,
                None,
                false,
                None,
            ),
            span,
        )?;
        self.append(tanto_dialects::noc::read_barrier(context, loc), span)?;
        let word: Type<'c> = IntegerType::new(context, 16).into();
        let op = tanto_dialects::noc::get(context, loc, p.stage.get(), zero.get(), word);
        self.append1(op, span)
    }

    /// PCORE p's core: (x0 + p % width, y0 + p / width).
    pub(super) fn pcore_xy(
        &mut self,
        p: Pcores,
        pcore: ValueHandle,
        span: &Range<usize>,
    ) -> Built<(ValueHandle, ValueHandle)> {
        let column = self.binary("arith.remsi", pcore, p.width, span)?;
        let row = self.binary("arith.divsi", pcore, p.width, span)?;
        Ok((
            self.binary("arith.addi", p.x0, column, span)?,
            self.binary("arith.addi", p.y0, row, span)?,
        ))
    }

    /// Stores `value` (of the element type, or a PCORE word) at a
    /// destination place: an 8-bit value widens into a PCORE word (signed
    /// or not, as its type), a word narrows into an 8-bit element.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn store(
        &mut self,
        kind: WalkKind,
        offset: ValueHandle,
        (pcore, multicast): (ValueHandle, &[Multicast]),
        value: ValueHandle,
        m: Memories,
        pcores: Option<Pcores>,
        element: (Element, bool),
        span: &Range<usize>,
    ) -> Built<()> {
        let context = self.context;
        let loc = self.loc(span);
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        match kind {
            WalkKind::Memory(Space::Ddr) => self.write_ddr(offset, value, m, span)?,
            WalkKind::Memory(_) => {
                self.append(
                    tanto_dialects::noc::set(
                        context,
                        loc,
                        m.scratch.get(),
                        offset.get(),
                        value.get(),
                    ),
                    span,
                )?;
            }
            _ => {
                let p = pcores.ok_or(())?;
                let word = self.word(value, element.1, span)?;
                let word = self.twelve_bits(word, span)?;
                self.append(
                    tanto_dialects::noc::set(context, loc, p.stage.get(), zero.get(), word.get()),
                    span,
                )?;
                // One write, or one per PCORE and thread along the
                // multicast dimensions.
                let write =
                    |this: &mut Self, pcore: ValueHandle, offset: ValueHandle| -> Built<()> {
                        let (x, y) = this.pcore_xy(p, pcore, span)?;
                        let op = tanto_dialects::noc::write_remote(
                            context,
                            loc,
                            p.stage.get(),
                            zero.get(),
                            p.memory.get(),
                            offset.get(),
                            n.get(),
                            x.get(),
                            y.get(),
                            None,
                        );
                        this.append(op, span)?;
                        this.append(tanto_dialects::noc::write_barrier(context, loc), span)?;
                        Ok(())
                    };
                if multicast.is_empty() {
                    write(self, pcore, offset)?;
                } else {
                    let mut total = n;
                    for m in multicast {
                        total = self.binary("arith.muli", total, m.size, span)?;
                    }
                    let multicast = multicast.to_vec();
                    self.counted_loop(total, span, move |this, k| {
                        let mut rest = k;
                        let mut target = pcore;
                        for m in multicast.iter().rev() {
                            let digit = this.binary("arith.remsi", rest, m.size, span)?;
                            rest = this.binary("arith.divsi", rest, m.size, span)?;
                            let step = this.binary("arith.muli", digit, m.stride, span)?;
                            target = this.binary("arith.addi", target, step, span)?;
                        }
                        write(this, target, offset)
                    })?;
                }
            }
        }
        Ok(())
    }

    /// A 16-bit word as the tensor engine writes it into PCORE memory,
    /// whose words are 12 bits: the sign and the low 11 bits (numeric_std's
    /// `resize` of a signed value, ztachip's HW/src/pcore/core.vhd), so
    /// 3000 is 952 and 2048 is 0; a 12-bit value stays.
    fn twelve_bits(&mut self, word: ValueHandle, span: &Range<usize>) -> Built<ValueHandle> {
        let ty = word.get().r#type();
        let (low_bits, sign_bits, fifteen) = (
            self.constant_of(0x7FF, ty, span)?,
            self.constant_of(-2048, ty, span)?,
            self.constant_of(15, ty, span)?,
        );
        let low = self.binary("arith.andi", word, low_bits, span)?;
        let sign = self.binary("arith.shrsi", word, fifteen, span)?;
        let high = self.binary("arith.andi", sign, sign_bits, span)?;
        self.binary("arith.ori", low, high, span)
    }

    /// A PCORE word of `value`: an 8-bit value widens (signed or not), a
    /// word stays.
    pub(super) fn word(
        &mut self,
        value: ValueHandle,
        signed: bool,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let word_type: Type<'c> = IntegerType::new(self.context, 16).into();
        if value.get().r#type() == word_type {
            return Ok(value);
        }
        let name = if signed { "arith.extsi" } else { "arith.extui" };
        let op = OperationBuilder::new(name, self.loc(span))
            .add_operands(&[value.get()])
            .add_results(&[word_type])
            .build();
        self.append1(op, span)
    }
}
