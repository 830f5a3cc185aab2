//! Walks of the IR that several passes share.

use melior::ir::{block::BlockLike, operation::OperationLike, BlockRef, OperationRef, RegionLike};

/// The operations of a block, in order.
pub fn block_ops<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    std::iter::successors(block.first_operation(), |op| op.next_in_block()).collect()
}

/// The operations of the entry block of region `index` of `op`; None when
/// it has no such region or the region no block.
pub fn entry_ops<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    index: usize,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    let block = op.region(index).ok()?.first_block()?;
    Some(block_ops(block))
}
