//! Matmul layers: fully connected with bias, conv2d as im2col + matmul.
//!
//! Tolerance of both, from the f32 destination slot: the simulator (or a
//! real f32 accumulator) sums each 32-term tile product and accumulates the
//! tile products in f32, each rounding off by 2^-24 of a partial sum, and a
//! partial sum is bounded by S = SUM |a b| (plus |bias|): with K tiles and
//! 32 terms per tile at most (K + 32 + 1) 2^-24 S < 2^-18 S here. The result
//! is rounded once to bf16 (half a bf16 ulp of |y|). rel = 2 u = 2^-7 on
//! the scale |y| + 2^-10 S covers both (2^-7 2^-10 = 2^-17 > 2^-18), ReLU
//! being 1-Lipschitz. abs: the smallest normal f32 (subnormal flushing).

use super::{buffer, checked_inputs, output, BF16_U};
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

const TOLERANCE: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 2.0 * BF16_U,
};
/// The share of SUM |a b| in the error scale (see the module doc).
const SUM_SHARE: f64 = 1.0 / 1024.0;

const FC_MT: usize = 4;
const FC_KT: usize = 4;
const FC_NT: usize = 4;
const FC_IN: &[Buffer; 3] = &[
    buffer("x", ElementType::BFloat16, FC_MT * FC_KT * 1024),
    buffer("weight", ElementType::BFloat16, FC_KT * FC_NT * 1024),
    buffer("bias", ElementType::BFloat16, FC_NT * TILE_SIDE),
];

/// `nn_fc_bias` (test/Programs/corpus/nn_fc_bias): `y = x W + b`, x 128 x
/// 128, W 128 x 128, b 128, all bf16.
///
/// Layout: x, W and y tile-major (reader: x(m, k) at (m Kt + k) 1024, W(k,
/// n) at (k Nt + n) 1024; writer: y(m, n) at (m Nt + n) 1024). The bias
/// chunk n sits in row 0 of bias tile n; `add_bcast_rows` (spec 3.6.2.4)
/// adds row 0 to every row, so y[i][j] gets b[j].
///
/// Math: Kt `matmul`s (3.6.2.5) accumulate in an f32 slot, packed to the
/// f32 pipe `cb_partial` (exact), plus the bias in f32, packed to bf16.
pub const FC_BIAS: Entry = Entry {
    name: "nn_fc_bias",
    run: fc_bias,
    tolerance: TOLERANCE,
};

fn fc_bias(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x, w, b] = checked_inputs("nn_fc_bias", FC_IN, arrays)?;
    let (m, k, n) = (FC_MT * TILE_SIDE, FC_KT * TILE_SIDE, FC_NT * TILE_SIDE);
    let mut y = vec![0.0; m * n];
    let mut scale = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            let (mut sum, mut magnitude) = (b[j], b[j].abs());
            for l in 0..k {
                let p = x[tiled_index(FC_KT, i, l)] * w[tiled_index(FC_NT, l, j)];
                sum += p;
                magnitude += p.abs();
            }
            let at = tiled_index(FC_NT, i, j);
            y[at] = sum;
            scale[at] = sum.abs() + SUM_SHARE * magnitude;
        }
    }
    Ok(output("y", ElementType::BFloat16, &y, scale))
}

const CONV_H: usize = 16;
const CONV_W: usize = 16;
const CONV_C: usize = 32;
const CONV_K: usize = 3;
const CONV_PAD: usize = 1;
const CONV_COUT: usize = 64;
const CONV_NT: usize = CONV_COUT / TILE_SIDE;
const CONV_IN: &[Buffer; 2] = &[
    buffer("image", ElementType::BFloat16, CONV_H * CONV_W * CONV_C),
    buffer(
        "weight",
        ElementType::BFloat16,
        CONV_K * CONV_K * CONV_C * CONV_COUT,
    ),
];

/// `nn_conv2d_im2col` (test/Programs/corpus/nn_conv2d_im2col): 3x3
/// convolution, stride 1, zero padding 1, of a 16 x 16 x 32 (HWC) bf16
/// image with 64 filters, then ReLU.
///
/// Layout: image[(h 16 + w) 32 + c]. The weight is the 288 x 64 im2col
/// weight matrix, tile-major 9 x 2 tiles: row (kh 3 + kw) 32 + c, column the
/// output channel. The output is the 256 x 64 matrix of (output pixel oh 16
/// + ow, output channel), tile-major 8 x 2 tiles.
///
/// Math (reader.cpp, compute.cpp): patch tile (pt, tap) row r is input pixel
/// (oh + kh - 1, ow + kw - 1) of output pixel pt 32 + r, zeros outside the
/// image; 9 matmuls accumulate patch x weight in an f32 slot, `relu`, pack
/// to bf16: out[p][o] = relu(SUM_{kh, kw, c} image(oh + kh - 1, ow + kw -
/// 1, c) weight[(kh 3 + kw) 32 + c][o]).
pub const CONV2D_IM2COL: Entry = Entry {
    name: "nn_conv2d_im2col",
    run: conv2d_im2col,
    tolerance: TOLERANCE,
};

fn conv2d_im2col(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [image, w] = checked_inputs("nn_conv2d_im2col", CONV_IN, arrays)?;
    let out_h = CONV_H + 2 * CONV_PAD - CONV_K + 1;
    let out_w = CONV_W + 2 * CONV_PAD - CONV_K + 1;
    let pixels = out_h * out_w;
    let mut out = vec![0.0; pixels * CONV_COUT];
    let mut scale = vec![0.0; pixels * CONV_COUT];
    for p in 0..pixels {
        let (oh, ow) = (p / out_w, p % out_w);
        for o in 0..CONV_COUT {
            let (mut sum, mut magnitude) = (0.0, 0.0);
            for kh in 0..CONV_K {
                for kw in 0..CONV_K {
                    let (ih, iw) = (oh + kh, ow + kw);
                    let inside = (CONV_PAD..CONV_H + CONV_PAD).contains(&ih)
                        && (CONV_PAD..CONV_W + CONV_PAD).contains(&iw);
                    if !inside {
                        continue;
                    }
                    let pixel = (ih - CONV_PAD) * CONV_W + (iw - CONV_PAD);
                    for c in 0..CONV_C {
                        let row = (kh * CONV_K + kw) * CONV_C + c;
                        let v = image[pixel * CONV_C + c] * w[tiled_index(CONV_NT, row, o)];
                        sum += v;
                        magnitude += v.abs();
                    }
                }
            }
            let at = tiled_index(CONV_NT, p, o);
            out[at] = sum.max(0.0);
            scale[at] = out[at] + SUM_SHARE * magnitude;
        }
    }
    Ok(output("out", ElementType::BFloat16, &out, scale))
}

const SLOT_MT: usize = 3;
const SLOT_KT: usize = 6;
const SLOT_NT: usize = 5;
const SLOT_IN: &[Buffer; 3] = &[
    buffer("x", ElementType::BFloat16, SLOT_MT * SLOT_KT * 1024),
    buffer("weight", ElementType::BFloat16, SLOT_KT * SLOT_NT * 1024),
    buffer("bias", ElementType::BFloat16, SLOT_NT * TILE_SIDE),
];

/// `nn_fc_bias_in_slot` (test/Programs/corpus/nn_fc_bias_in_slot):
/// `y = x W + b`, x 96 x 192, W 192 x 160, b 160, all bf16, the bias
/// accumulated in the matmul slot.
///
/// Layout: x, W and y tile-major (x(m, k) at (m 6 + k) 1024, W(k, n) at
/// (k 5 + n) 1024, y(m, n) at (m 5 + n) 1024); core n (of 5) computes
/// column of tiles n. Its reader builds `ones` (element (r, 0) = 1 for every
/// r, 0 elsewhere) and the bias tile (row 0 = b[32 n .. 32 n + 31], as two
/// face runs; 0 elsewhere).
///
/// Math: per output tile a float math object; `matmul(ones, bias)` (spec
/// 3.6.2.5, `dst[h, w] += SUM[i] ones[h, i] bias[i, w]` = bias[0, w], the
/// only nonzero term being i = 0, exact) seeds slot 0 with the bias row in
/// every row, then the six `matmul(x(m, k), W(k, n))` accumulate on it;
/// packed to bf16: y[i][j] = b[j] + SUM[l] x[i][l] W[l][j].
///
/// Tolerance: the module's, with K = 6 tiles: at most 6 + 32 + 1 f32
/// roundings of partials bounded by S = SUM |x W| + |b|, under 2^-18 S.
pub const FC_BIAS_IN_SLOT: Entry = Entry {
    name: "nn_fc_bias_in_slot",
    run: fc_bias_in_slot,
    tolerance: TOLERANCE,
};

fn fc_bias_in_slot(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x, w, b] = checked_inputs("nn_fc_bias_in_slot", SLOT_IN, arrays)?;
    let (m, k, n) = (
        SLOT_MT * TILE_SIDE,
        SLOT_KT * TILE_SIDE,
        SLOT_NT * TILE_SIDE,
    );
    let mut y = vec![0.0; m * n];
    let mut scale = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            let (mut sum, mut magnitude) = (b[j], b[j].abs());
            for l in 0..k {
                let p = x[tiled_index(SLOT_KT, i, l)] * w[tiled_index(SLOT_NT, l, j)];
                sum += p;
                magnitude += p.abs();
            }
            let at = tiled_index(SLOT_NT, i, j);
            y[at] = sum;
            scale[at] = sum.abs() + SUM_SHARE * magnitude;
        }
    }
    Ok(output("y", ElementType::BFloat16, &y, scale))
}
