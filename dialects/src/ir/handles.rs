//! Handles without a lifetime, for IR under construction.
//!
//! The Tanto frontend builds nested regions while an environment of SSA
//! values outlives the borrow of the block that made each one, which melior's
//! lifetimes cannot express. These handles carry that one exception.
//!
//! Contract (upheld by the frontend's `lower::ir` module, the only user):
//! a handle is resolved only while the module it was built into is alive,
//! and the frontend never erases an op it built. A region built into a
//! scratch block and then dropped takes its values with it, so values from a
//! scratch block must not be kept (the frontend keeps only types from them).

use melior::ir::{block::BlockLike, BlockRef, Value, ValueLike};
use mlir_sys::{MlirBlock, MlirValue};

/// An SSA value of the module under construction.
#[derive(Debug, Clone, Copy)]
pub struct ValueHandle(MlirValue);

impl PartialEq for ValueHandle {
    fn eq(&self, other: &Self) -> bool {
        self.0.ptr == other.0.ptr
    }
}

impl Eq for ValueHandle {}

impl ValueHandle {
    pub fn of<'c>(value: impl ValueLike<'c>) -> Self {
        Self(value.to_raw())
    }

    /// The value, under the module contract above.
    pub fn get<'c>(self) -> Value<'c, 'static> {
        // SAFETY: per the module contract, the value's module is alive and
        // the op (or block) defining it was not erased.
        unsafe { Value::from_raw(self.0) }
    }
}

/// A block of the module under construction.
#[derive(Debug, Clone, Copy)]
pub struct BlockHandle(MlirBlock);

impl PartialEq for BlockHandle {
    fn eq(&self, other: &Self) -> bool {
        self.0.ptr == other.0.ptr
    }
}

impl Eq for BlockHandle {}

impl BlockHandle {
    pub fn of(block: BlockRef) -> Self {
        Self(block.to_raw())
    }

    /// The block, under the module contract above.
    pub fn get<'c>(self) -> BlockRef<'c, 'static> {
        // SAFETY: per the module contract, the block's region is alive.
        unsafe { BlockRef::from_raw(self.0) }
    }
}
