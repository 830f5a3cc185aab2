//! TMATMUL_MX, TGEMV_MX and their accumulating and bias forms (A5), and
//! TGET_SCALE_ADDR: as pto-isa's CPU simulator (include/pto/cpu/TMatmul.hpp,
//! TMatmulMX) computes them. With M, K, N the valid rows and columns of a
//! and b's valid columns:
//!
//!   dst[i, j] = Σ_k a[i, k]·b[k, j]·sa[i, k / 32]·sb[k / 32, j]
//!
//! (+ acc[i, j], + bias[0, j]), where sa and sb are the values of the scale
//! tiles' elements (an e8m0 scale e is 2^(e - 127)): each 32-element block
//! of k has one scale per row of a and one per column of b. The sum is
//! exact in f64, then rounded once to f32.

use super::*;

/// The data formats an MX product multiplies.
const MX_DATA: &str = "f8e4m3 or f8e5m2 (the operands a and b)";

pub(super) fn matmul_mx(
    call: &Call,
    l1: &mut [u8],
    accumulate: bool,
    bias: bool,
    format_index: usize,
    dst: Operand,
) -> Result<(), MathFault> {
    use DataFormat::*;
    let data_format = |index: usize| -> Result<DataFormat, MathFault> {
        match call.format(index)? {
            format @ (F8E4M3 | F8E5M2) => Ok(format),
            other => Err(MathFault::FormatNotAllowed {
                function: call.function,
                argument: call.name(index),
                format: other.name(),
                allowed: MX_DATA,
            }),
        }
    };
    let a_format = data_format(format_index)?;
    let a_scale_format = call.format(format_index + 1)?;
    let b_format = data_format(format_index + 2)?;
    let b_scale_format = call.format(format_index + 3)?;
    let first = if accumulate { 4 } else { 0 };
    let [a, a_scale, b, b_scale] = [0, 4, 8, 12].map(|at| Operand::at(call, first + at));
    let (m, k, n) = (a.rows, a.cols, b.cols);
    let blocks = k.div_ceil(32);
    // The destination bounds M·N before the M·N·K work starts.
    let out_region = dst.region(call, l1, m, n, F32)?;
    let left = a.region(call, l1, m, k, a_format)?.read_values(l1);
    let right = b.region(call, l1, k, n, b_format)?.read_values(l1);
    let left_scales = a_scale
        .region(call, l1, m, blocks, a_scale_format)?
        .read_values(l1);
    let right_scales = b_scale
        .region(call, l1, blocks, n, b_scale_format)?
        .read_values(l1);
    let initial = if accumulate {
        Operand::at(call, 0)
            .region(call, l1, m, n, F32)?
            .read_values(l1)
    } else {
        Vec::new()
    };
    let bias_row = if bias {
        Operand::at(call, 16)
            .region(call, l1, 1, n, F32)?
            .read_values(l1)
    } else {
        Vec::new()
    };
    let (m, k, n, blocks) = (m as usize, k as usize, n as usize, blocks as usize);
    let at = |values: &[f64], index: usize| values.get(index).copied().unwrap_or(0.0);
    let out: Vec<u32> = (0..m * n)
        .map(|index| {
            let (i, j) = (index / n, index % n);
            let sum = (0..k).fold(0.0, |sum, p| {
                let scale =
                    at(&left_scales, i * blocks + p / 32) * at(&right_scales, (p / 32) * n + j);
                sum + at(&left, i * k + p) * at(&right, p * n + j) * scale
            });
            F32.encode(at(&initial, index) + sum + at(&bias_row, j))
        })
        .collect();
    out_region.write(l1, &out);
    Ok(())
}

/// TGET_SCALE_ADDR: the CPU simulator gives the scaling tile its source's
/// address (`dst.data() = src.data()`); the allocator places both at one
/// address, so the call only checks that they are.
pub(super) fn get_scale_addr(call: &Call, dst: Operand) -> Result<(), MathFault> {
    let (src, dst) = (call.word(0), call.word(dst.first));
    if src != dst {
        return Err(MathFault::Malformed {
            function: call.function,
            what: format!(
                "the scaling tile is at {dst:#x} but its source at {src:#x}: TGET_SCALE_ADDR binds it to the source's address"
            ),
        });
    }
    Ok(())
}
