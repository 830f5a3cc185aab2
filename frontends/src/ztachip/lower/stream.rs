//! The stream processor: `SPU <= tensor` loads lookup tables into every
//! PCORE, and `PROC(n)` (or a side's `REMAP(n)`) sends a transfer's words
//! through table `n` on their way into or out of PCORE memory.
//!
//! The arithmetic is ztachip's hardware (`HW/src/pcore/stream.vhd`), in
//! 12-bit registers: a value's top 7 bits pick a (slope, value) entry of
//! the table, its low 5 bits `r` interpolate:
//! `out = value + ((((slope * r) >> 4) + 1) >> 1)`, wrapping in 12 bits.
//! Table `s`, entry `i` is the words `2i` (slope) and `2i + 1` (value) of
//! table `s`, each 12 bits of a 16-bit word, as ztachip's host builds them.
//! The tables live after a PCORE's process space (`Ztachip::
//! process_space_words`), one copy on every PCORE as in the hardware.

use super::{Built, Element, FunctionBuilder, Memories, Multicast, Pcores, WalkKind};
use crate::ztachip::ast::{Object, Term, Text, SPU_WORD_TYPE};
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Type};
use std::ops::Range;
use tanto_dialects::ir::handles::ValueHandle;

impl<'c> FunctionBuilder<'c, '_> {
    /// `SPU[(tables)] <= src`: the source's 16-bit words into the tables of
    /// every PCORE, word k at table word k. `tables` tables (all the
    /// source holds without it), at most the target's streams.
    pub(super) fn spu_load(
        &mut self,
        tables: Option<&Text>,
        src: &Term,
        memories: Memories,
        pcores: Pcores,
        span: &Range<usize>,
    ) -> Built<()> {
        let Object::Memory(memory) = &src.object else {
            self.error(
                &src.span,
                "the stream processor's tables come from DDR or the scratch-pad",
            );
            return Err(());
        };
        let spu = self.target.spu.clone();
        let table_words = i64::from(spu.table_words());
        let capacity = i64::from(spu.streams) * table_words;
        let src_walk = self.walk(src, memory, Element::I16)?;
        let total = match tables {
            Some(tables) => {
                if let Some(n) = super::constant(&tables.text) {
                    if n < 1 || n > i64::from(spu.streams) {
                        self.error(
                            &tables.span,
                            format!(
                                "the stream processor holds 1 to {} tables, not {n}",
                                spu.streams
                            ),
                        );
                        return Err(());
                    }
                }
                let n = self.value(tables)?;
                let words = self.constant(table_words, span)?;
                self.binary("arith.muli", n, words, span)?
            }
            None => src_walk.total,
        };
        let capacity = self.constant(capacity, span)?;
        let total = self.binary("arith.minsi", total, capacity, span)?;
        let base = self.constant(i64::from(self.target.process_space_words()), span)?;
        let everyone = self.constant(i64::from(self.target.pcore.count), span)?;
        let one = self.constant(1, span)?;
        let zero = self.constant(0, span)?;
        let space = memory.space;
        self.counted_loop(total, span, move |this, k| {
            let (src_offset, mut inside, _) = this.place(&src_walk, k, span)?;
            let within = this.compare(2, k, src_walk.total, span)?;
            inside = this.binary("arith.andi", inside, within, span)?;
            let offset = this.binary("arith.addi", base, k, span)?;
            let broadcast = [Multicast {
                size: everyone,
                stride: one,
            }];
            let write = move |this: &mut Self, word: ValueHandle| {
                this.store(
                    WalkKind::Shared,
                    offset,
                    (zero, &broadcast),
                    word,
                    memories,
                    Some(pcores),
                    (Element::I16, true),
                    span,
                )
            };
            this.if_else(
                inside,
                span,
                |this| {
                    let word = this.read_element(space, src_offset, memories, span)?;
                    // The stream processor's table takes a word's low 12
                    // bits as they are (core.vhd's `spe_data`), not its
                    // sign and low 11 as data into PCORE memory: 3000 is
                    // -1096 there. Sign-extended from bit 11, the word
                    // stores as itself.
                    let four = this.constant(4, span)?;
                    let four = this.truncate(four, 16, span)?;
                    let up = this.binary("arith.shli", word, four, span)?;
                    let word = this.binary("arith.shrsi", up, four, span)?;
                    write(this, word)
                },
                |this| {
                    let zero = this.constant(0, span)?;
                    let word = this.truncate(zero, 16, span)?;
                    write(this, word)
                },
            )
        })
    }

    /// The stream program of a transfer: `PROC(n)`, or a side's `REMAP(n)`.
    pub(super) fn stream_program<'t>(
        stream: Option<&'t Text>,
        dst: &'t Term,
        src: &'t Term,
    ) -> Option<&'t Text> {
        stream
            .or(dst.directives.remap.as_ref())
            .or(src.directives.remap.as_ref())
    }

    /// Checks a stream program's transfer: one side is PCORE memory (the
    /// stream processors are the PCOREs'), the table a literal in range.
    pub(super) fn check_stream(&mut self, stream: &Text, dst: &Term, src: &Term) {
        let pcore = |t: &Term| matches!(t.object, Object::Pcore(_));
        if !pcore(dst) && !pcore(src) {
            self.error(
                &stream.span,
                "a stream program runs in the PCOREs' stream processors: one side of its transfer is PCORE memory",
            );
        }
        // A negative program is none: ztachip's compiler enables the
        // stream processor only for `n >= 0` (mcore.cpp, gen_transfer), as
        // color.m's `REMAP(equalize)` with `equalize = -1` relies on.
        let streams = i64::from(self.target.spu.streams);
        if let Some(n) = super::constant(&stream.text) {
            if n >= streams {
                self.error(
                    &stream.span,
                    format!(
                        "stream programs are 0 to {} (a negative one is none), not {n}",
                        streams - 1
                    ),
                );
            }
        }
    }

    /// `word` (a 16-bit PCORE word) through table `stream` of PCORE
    /// `pcore`'s stream processor; unchanged when `stream` is negative.
    pub(super) fn spu_apply(
        &mut self,
        pcores: Pcores,
        pcore: ValueHandle,
        stream: ValueHandle,
        word: ValueHandle,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let spu = self.target.spu.clone();
        let data_bits = i64::from(spu.data_bits);
        let remainder_bits = i64::from(spu.remainder_bits);
        let i32 = self.i32();
        let widen = |this: &mut Self, v: ValueHandle| {
            let op = OperationBuilder::new("arith.extsi", this.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[i32])
                .build();
            this.append1(op, span)
        };
        let c = |this: &mut Self, v: i64| this.constant(v, span);
        // The register's bits: the entry and the remainder.
        let x = widen(self, word)?;
        let mask = c(self, (1 << data_bits) - 1)?;
        let x = self.binary("arith.andi", x, mask, span)?;
        let shift = c(self, remainder_bits)?;
        let entry = self.binary("arith.shrui", x, shift, span)?;
        let low = c(self, (1 << remainder_bits) - 1)?;
        let remainder = self.binary("arith.andi", x, low, span)?;
        // The entry's words: table `stream % streams`, after the process
        // space.
        let streams = c(self, i64::from(spu.streams))?;
        let table = self.binary("arith.remui", stream, streams, span)?;
        let table_words = c(self, i64::from(spu.table_words()))?;
        let table = self.binary("arith.muli", table, table_words, span)?;
        let base = c(self, i64::from(self.target.process_space_words()))?;
        let table = self.binary("arith.addi", base, table, span)?;
        let two = c(self, 2)?;
        let pair = self.binary("arith.muli", entry, two, span)?;
        let at = self.binary("arith.addi", table, pair, span)?;
        let slope = self.read_word(pcores, pcore, at, span)?;
        let one = c(self, 1)?;
        let next = self.binary("arith.addi", at, one, span)?;
        let value = self.read_word(pcores, pcore, next, span)?;
        // Signed 12-bit registers in i32.
        let high = c(self, 32 - data_bits)?;
        let register = |this: &mut Self, v: ValueHandle| -> Built<ValueHandle> {
            let up = this.binary("arith.shli", v, high, span)?;
            this.binary("arith.shrsi", up, high, span)
        };
        let slope = widen(self, slope)?;
        let slope = register(self, slope)?;
        let value = widen(self, value)?;
        let value = register(self, value)?;
        // Rounded (slope * r) / 2^remainder_bits: the hardware keeps one
        // more bit, adds one and drops it.
        let product = self.binary("arith.muli", slope, remainder, span)?;
        let keep = c(self, remainder_bits - 1)?;
        let half = self.binary("arith.shrsi", product, keep, span)?;
        let half = self.binary("arith.addi", half, one, span)?;
        let step = self.binary("arith.shrsi", half, one, span)?;
        let out = self.binary("arith.addi", step, value, span)?;
        let out = register(self, out)?;
        let mapped = self.truncate(out, 16, span)?;
        let zero = c(self, 0)?;
        let enabled = self.compare(5, stream, zero, span)?;
        self.select(enabled, mapped, word, span)
    }

    /// `arith.trunci` of `v` to `bits`.
    pub(super) fn truncate(
        &mut self,
        v: ValueHandle,
        bits: u32,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let to: Type<'c> = IntegerType::new(self.context, bits).into();
        let op = OperationBuilder::new("arith.trunci", self.loc(span))
            .add_operands(&[v.get()])
            .add_results(&[to])
            .build();
        self.append1(op, span)
    }

    /// A data type for the SPU's source: 16-bit words (INT16, or the
    /// guide's `(int)`); None with an error for any other.
    pub(super) fn spu_source_type(&mut self, src: &Term) -> Option<()> {
        match &src.directives.dtype {
            None => Some(()),
            Some(t) if t.text.trim() == SPU_WORD_TYPE => Some(()),
            Some(t) => match self.target.dtype(&t.text) {
                Some(d) if d.bytes == 2 => Some(()),
                _ => {
                    self.error(
                        &t.span,
                        "the stream processor's tables are 16-bit words: INT16 (or `(int)`)",
                    );
                    None
                }
            },
        }
    }
}
