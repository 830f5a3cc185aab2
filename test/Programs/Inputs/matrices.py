"""Matrices for the natural-shape run tests, and their numpy references.

make DIR NAME:RxC[:neg]   write DIR/NAME.npy, float32 values k/16 for small
                          integers k (exact in bf16), seeded by the name;
                          `neg`: all negative
matmul DIR A B C          compare C with A @ B
rows DIR X Y sum|max      compare Y with X's row sums (maxima) packed by
                          pack_row: column 0 of each tile, 0 elsewhere
cols DIR X Y sum|max      the same for columns and pack_col: row 0
"""
import sys
import zlib

import numpy as np


def make(directory, spec):
    name, shape, *kind = spec.split(":")
    dims = tuple(int(d) for d in shape.split("x"))
    rng = np.random.default_rng(zlib.crc32(name.encode()))
    low, high = (-32, 0) if kind == ["neg"] else (-16, 16)
    values = rng.integers(low, high, size=dims).astype(np.float32) / 16
    np.save(f"{directory}/{name}.npy", values)


def packed(results, along_rows):
    """A reduce's results as its pack writes them, per 32x32 tile: in
    column 0 (pack_row, after a row reduce) or row 0 (pack_col), 0 around."""
    if along_rows:
        out = np.zeros((results.size, 32))
        out[:, 0] = results
    else:
        out = np.zeros((32, results.size))
        out[0, :] = results
    return out


def report(name, got, want, tolerance):
    bad = np.abs(got.astype(np.float64) - want) > tolerance
    print(f"{name} {got.shape}: {got.size} elements, {int(bad.sum())} outside the tolerance")


def main():
    command, directory = sys.argv[1], sys.argv[2]
    load = lambda name: np.load(f"{directory}/{name}.npy")
    if command == "make":
        for spec in sys.argv[3:]:
            make(directory, spec)
    elif command == "matmul":
        a, b, c = (load(n) for n in sys.argv[3:6])
        want = a.astype(np.float64) @ b.astype(np.float64)
        scale = np.abs(a.astype(np.float64)) @ np.abs(b.astype(np.float64))
        report(sys.argv[5], c, want, 2.0**-7 * scale + 1e-30)
    elif command in ("rows", "cols"):
        x, y = load(sys.argv[3]), load(sys.argv[4])
        along_rows = command == "rows"
        x64 = x.astype(np.float64)
        axis = 1 if along_rows else 0
        if sys.argv[5] == "sum":
            results = x64.sum(axis=axis)
            scale = np.abs(x64).sum(axis=axis)
        else:
            results = x64.max(axis=axis)
            scale = np.abs(results)
        want = packed(results, along_rows)
        tolerance = packed(2.0**-7 * scale, along_rows) + 1e-30
        report(sys.argv[4], y, want, tolerance)
    else:
        raise SystemExit(f"unknown command {command}")


main()
