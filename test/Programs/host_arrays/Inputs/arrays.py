"""The host arrays of round-trip.test: `make DIR` writes the inputs,
`check DIR` compares what tanto-run wrote, with numpy only (the tilized
layout is written out here from Tenstorrent's format: 32x32 tiles, row by
row, each as four 16x16 faces, each face row-major)."""
import sys

import numpy as np


def tilize(matrix):
    """The device order of a 2-D array of whole tiles."""
    rows, cols = matrix.shape
    tiles = matrix.reshape(rows // 32, 32, cols // 32, 32).transpose(0, 2, 1, 3)
    faces = tiles.reshape(rows // 32, cols // 32, 2, 16, 2, 16).transpose(0, 1, 2, 4, 3, 5)
    return faces.reshape(-1)


def inputs():
    rng = np.random.default_rng(34)
    # Above 2^24 (float32 would lose the low bits) and negative.
    u32 = rng.integers(0, 2**32, size=(64, 96), dtype=np.uint64).astype(np.uint32)
    u32[0, :4] = [0xFFFFFFFF, 16777217, 0, 0x80000001]
    i32 = rng.integers(-(2**31), 2**31, size=(3, 1024), dtype=np.int64).astype(np.int32)
    # bf16 as its bits: every pattern but NaNs (so equality compares bits).
    bits = rng.integers(0, 2**16, size=(2, 32, 64), dtype=np.uint32).astype(np.uint16)
    bits[(bits & 0x7F80) == 0x7F80] &= 0xBFFF
    return {"x_u32": u32, "x_i32": i32, "x_bf16": bits}


def main():
    command, directory = sys.argv[1], sys.argv[2]
    arrays = inputs()
    if command == "make":
        for name, array in arrays.items():
            np.save(f"{directory}/{name}.npy", array)
        # A float32 source for the bf16 buffer: 1 + 2^-8 + 2^-9 truncates to
        # 1 (0x3f80) and rounds to 1 + 2^-7 (0x3f81).
        f = np.full((2, 32, 64), 1 + 2.0**-8 + 2.0**-9, dtype=np.float32)
        np.save(f"{directory}/x_f32.npy", f)
        # ml_dtypes' bfloat16 saves as two raw bytes ('|V2'): the same bits.
        np.save(f"{directory}/x_v2.npy", arrays["x_bf16"].view("V2"))
        return
    results = []
    y = np.load(f"{directory}/y_u32.npy")
    z = np.load(f"{directory}/z_u32.npy")
    results.append(("uint32 tiles", y.dtype == np.uint32 and y.shape == (64, 96) and np.array_equal(y, arrays["x_u32"])))
    results.append(("uint32 device order is tilized", np.array_equal(z, tilize(arrays["x_u32"]))))
    y = np.load(f"{directory}/y_i32.npy")
    results.append(("int32 rows", y.dtype == np.int32 and np.array_equal(y, arrays["x_i32"])))
    y = np.load(f"{directory}/y_bf16.npy")
    results.append(("bf16 tiles", y.dtype == np.uint16 and y.shape == (2, 32, 64) and np.array_equal(y, arrays["x_bf16"])))
    y = np.load(f"{directory}/y_v2.npy")
    results.append(("bf16 from ml_dtypes bytes", np.array_equal(y, arrays["x_bf16"])))
    truncated = np.load(f"{directory}/y_truncate.npy")
    nearest = np.load(f"{directory}/y_nearest.npy")
    results.append(("bf16 truncate", np.all(truncated == 0x3F80)))
    results.append(("bf16 nearest", np.all(nearest == 0x3F81)))
    for what, ok in results:
        print(f"{what}: {'ok' if ok else 'WRONG'}")


main()
