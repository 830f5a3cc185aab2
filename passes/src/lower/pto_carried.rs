//! Tiles carried through scf.for iter_args and scf.while arguments, or out
//! of scf.for, scf.if and scf.while results. tanto-pto-alloc gave all of a
//! carried tile's values one address, so only the valid shape can differ
//! between them (PTOAS's SET_VALIDSHAPE in a branch or a trip updates the
//! tile in place): the region op carries that shape as one i32, rows in the
//! high half and columns in the low half, and every use sees the tile at its
//! address with the shape unpacked. A static shape packs to a constant.

use super::{
    op_name,
    pto::result_address,
    pto_kernel::{is_tile, static_valid},
    Builder,
};
use crate::pto_alloc::carried::while_before_index;
use melior::{
    ir::{
        block::BlockLike, operation::OperationLike, r#type::IntegerType, BlockRef, Location,
        OperationRef, RegionLike, Type, Value, ValueLike,
    },
    Context,
};
use tanto_dialects::{ir, verify::nested_ops, OpKind};

/// Where one carried tile's values are: operands that pass a value in (the
/// op's initial values, its regions' yields and conditions), and the block
/// arguments and result that receive it.
struct Slots<'c, 'a> {
    passes: Vec<(OperationRef<'c, 'a>, usize)>,
    arguments: Vec<(BlockRef<'c, 'a>, usize)>,
}

fn slots<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Slots<'c, 'a> {
    let block = |region: usize| op.region(region).ok().and_then(|r| r.first_block());
    let terminator = |region: usize| block(region).and_then(|b| b.terminator());
    let mut passes = Vec::new();
    let mut arguments = Vec::new();
    match OpKind::of(&op) {
        Some(OpKind::ScfFor) => {
            // Operands: lower bound, upper bound, step, then the inits.
            passes.push((op, 3 + index));
            passes.extend(terminator(0).map(|t| (t, index)));
            arguments.extend(block(0).map(|b| (b, 1 + index)));
        }
        Some(OpKind::ScfWhile) => {
            if let Some(j) = while_before_index(op, index) {
                passes.push((op, j));
                passes.extend(terminator(1).map(|t| (t, j)));
                arguments.extend(block(0).map(|b| (b, j)));
            }
            passes.extend(terminator(0).map(|t| (t, 1 + index)));
            arguments.extend(block(1).map(|b| (b, index)));
        }
        _ => {
            passes.extend((0..op.region_count()).filter_map(|r| terminator(r).map(|t| (t, index))))
        }
    }
    Slots { passes, arguments }
}

pub fn lower_carried_tiles<'c, 'm>(
    context: &'c Context,
    module: OperationRef<'c, 'm>,
) -> Result<(), (Location<'c>, String)> {
    for op in nested_ops(module) {
        if !matches!(
            OpKind::of(&op),
            Some(OpKind::ScfFor | OpKind::ScfIf | OpKind::ScfWhile)
        ) {
            continue;
        }
        let name = op_name(&op);
        for index in 0..op.result_count() {
            let Ok(result) = op.result(index) else {
                continue;
            };
            let ty = result.r#type();
            if !is_tile(ty) {
                continue;
            }
            let fail = |message: &str| {
                (
                    op.location(),
                    format!("a tile carried through '{name}': {message}"),
                )
            };
            let Slots { passes, arguments } = slots(op, index);
            let address = result_address(&op, index)
                .map_err(|_| fail("it has no local-memory address: run tanto-pto-alloc first"))?;
            let at = |anchor| Builder::at(context, anchor).map_err(|e| fail(&e));
            // Each value passed in becomes its packed valid shape.
            for (passer, position) in &passes {
                let value = passer
                    .operand(*position)
                    .map_err(|e| fail(&e.to_string()))?;
                let b = at(*passer)?;
                let words = b.words(value);
                let packed = b.binary(
                    OpKind::ArithOri,
                    b.binary(OpKind::ArithShli, words[1], b.constant(16)),
                    words[2],
                );
                ir::set_operand(*passer, *position, packed);
            }
            // Each receiver unpacks it where it starts: a block argument at
            // its block's first op, the result right after the op.
            let unpack_at = |value: Value<'c, 'm>, anchor: OperationRef<'c, 'm>| {
                unpack(&at(anchor)?, value, address, ty);
                Ok::<_, (Location<'c>, String)>(())
            };
            if let Some(next) = op.next_in_block() {
                unpack_at(result.into(), next)?;
            }
            for (block, position) in arguments {
                let argument = block.argument(position).map_err(|e| fail(&e.to_string()))?;
                let first = block
                    .first_operation()
                    .ok_or_else(|| fail("a region without a body"))?;
                unpack_at(argument.into(), first)?;
            }
        }
    }
    Ok(())
}

/// Makes `carried` an i32 and its uses the tile at `address` with the valid
/// shape it packs (a static dimension stays the type's constant).
fn unpack<'c, 'a>(b: &Builder<'c, 'a>, carried: Value<'c, 'a>, address: i64, ty: Type<'c>) {
    let (rows, cols) = static_valid(ty);
    // Built on a stand-in, so that replacing the uses of `carried` below
    // leaves the unpacking's own reads of it alone.
    let stand_in = b.constant(0);
    let rows_op = (rows < 0).then(|| {
        b.build(
            OpKind::ArithShrui,
            &[stand_in, b.constant(16)],
            &[b.i32()],
            &[],
        )
    });
    let cols_op = (cols < 0).then(|| {
        b.build(
            OpKind::ArithAndi,
            &[stand_in, b.constant(0xffff)],
            &[b.i32()],
            &[],
        )
    });
    let word = |op: Option<OperationRef<'c, 'a>>, fixed: i64| {
        op.map_or_else(|| b.constant(fixed), |op| Builder::result(op, 0))
    };
    let words = [
        b.constant(address),
        word(rows_op, rows),
        word(cols_op, cols),
    ];
    let placed = Builder::result(b.cast(&words, &[ty]), 0);
    ir::replace_all_uses(carried, placed);
    ir::set_type(carried, IntegerType::new(b.context(), 32).into());
    for op in rows_op.into_iter().chain(cols_op) {
        ir::set_operand(op, 0, carried);
    }
}
