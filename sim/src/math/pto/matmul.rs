//! TMATMUL, TGEMV and their accumulating and bias forms.

use super::*;

pub(super) fn matmul(
    call: &Call,
    l1: &mut [u8],
    accumulate: bool,
    bias: bool,
    format: DataFormat,
    format_index: usize,
    dst: Operand,
) -> Result<(), MathFault> {
    use DataFormat::*;
    let (operand_format, result_format) = match format {
        F32 | F16 | Bf16 => (format, F32),
        Int8 | Uint8 => (format, Int32),
        _ => {
            return Err(MathFault::FormatNotAllowed {
                function: call.function,
                argument: call.name(format_index),
                format: format.name(),
                allowed: "f32, f16, bf16, int8 or uint8 (the operands a and b)",
            });
        }
    };
    let first = if accumulate { 4 } else { 0 };
    let (a, b) = (Operand::at(call, first), Operand::at(call, first + 4));
    let (m, k, n) = (a.rows, a.cols, b.cols);
    // The destination bounds M·N before the M·N·K work starts.
    let out_region = dst.region(call, l1, m, n, result_format)?;
    let left = a.region(call, l1, m, k, operand_format)?.read_values(l1);
    let right = b.region(call, l1, k, n, operand_format)?.read_values(l1);
    let initial = if accumulate {
        Operand::at(call, 0)
            .region(call, l1, m, n, result_format)?
            .read_values(l1)
    } else {
        Vec::new()
    };
    // The bias row: one value per column, added to every row.
    let bias_row = if bias {
        Operand::at(call, 8)
            .region(call, l1, 1, n, result_format)?
            .read_values(l1)
    } else {
        Vec::new()
    };
    let (m, k, n) = (m as usize, k as usize, n as usize);
    let at = |values: &[f64], index: usize| values.get(index).copied().unwrap_or(0.0);
    let out: Vec<u32> = (0..m * n)
        .map(|index| {
            let (i, j) = (index / n, index % n);
            let start = at(&initial, index) + at(&bias_row, j);
            let products = (0..k).map(|p| (at(&left, i * k + p), at(&right, p * n + j)));
            if result_format == Int32 {
                // int8 products summed in i64 cannot overflow; wrap to int32.
                let sum = products.fold(start as i64, |sum, (x, y)| {
                    sum.wrapping_add(x as i64 * y as i64)
                });
                Int32.wrap(sum)
            } else {
                F32.encode(products.fold(start, |sum, (x, y)| sum + x * y))
            }
        })
        .collect();
    out_region.write(l1, &out);
    Ok(())
}
