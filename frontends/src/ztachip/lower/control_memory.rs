//! The control core's own memory as a tensor's memory: ztachip's control
//! core and tensor engine share one memory, so a program may fill a C array
//! and hand its address to a tensor statement (ztachip's test app). A
//! `MEM`/`DDR` byte address at or past the DDR window's size
//! (`[ddr] bytes`) is an address of the control core's memory (its
//! statics, stack or L1, as the simulator maps them: docs/simulator.md);
//! below it, an offset into the DDR window. The statement's function runs
//! on the control core, so such an element is a plain load or store.

use super::{Built, FunctionBuilder};
use melior::ir::{operation::OperationBuilder, r#type::IntegerType, Type, ValueLike};
use std::ops::Range;
use tanto_dialects::ir::handles::ValueHandle;

impl<'c> FunctionBuilder<'c, '_> {
    /// Whether element `offset` (of `element_bytes` bytes) of a DDR-side
    /// tensor is in the control core's memory, and its pointer there.
    pub(super) fn control_memory(
        &mut self,
        offset: ValueHandle,
        element_bytes: i64,
        span: &Range<usize>,
    ) -> Built<(ValueHandle, ValueHandle)> {
        let size = self.constant(element_bytes, span)?;
        let address = self.binary("arith.muli", offset, size, span)?;
        let window = i64::try_from(self.target.ddr.bytes).map_err(|_| ())?;
        let window = self.constant(window, span)?;
        // Unsigned: the control core's addresses are above the window.
        let outside = self.compare(9, address, window, span)?;
        let pointer_type = melior::dialect::llvm::r#type::pointer(self.context, 0);
        let op = OperationBuilder::new("llvm.inttoptr", self.loc(span))
            .add_operands(&[address.get()])
            .add_results(&[pointer_type])
            .build();
        let pointer = self.append1(op, span)?;
        Ok((outside, pointer))
    }

    /// The element of `element_bits` bits at `pointer` in the control
    /// core's memory.
    pub(super) fn control_load(
        &mut self,
        pointer: ValueHandle,
        element_bits: u32,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let ty: Type<'c> = IntegerType::new(self.context, element_bits).into();
        let op = OperationBuilder::new("llvm.load", self.loc(span))
            .add_operands(&[pointer.get()])
            .add_results(&[ty])
            .build();
        self.append1(op, span)
    }

    /// Stores `value` at `pointer` in the control core's memory.
    pub(super) fn control_store(
        &mut self,
        value: ValueHandle,
        pointer: ValueHandle,
        span: &Range<usize>,
    ) -> Built<()> {
        let op = OperationBuilder::new("llvm.store", self.loc(span))
            .add_operands(&[value.get(), pointer.get()])
            .build();
        self.append(op, span).map(|_| ())
    }

    /// The bits of the elements of the DDR view `buffer` (`!noc.global<T>`).
    pub(super) fn element_bits(&self, buffer: ValueHandle) -> Built<u32> {
        let element = tanto_dialects::noc::GlobalType::cast(buffer.get().r#type())
            .and_then(|global| global.element())
            .ok_or(())?;
        IntegerType::try_from(element)
            .map(|integer| integer.width())
            .map_err(|_| ())
    }
}
