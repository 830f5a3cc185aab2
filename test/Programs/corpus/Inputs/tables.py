"""Inputs and numpy references for the corpus programs that read uint32
tables with local.get, on values a random test input never has (above 2^24,
up to 2^32 - 1).

make DIR    write DIR/{table,ids,image,taps}.npy
check DIR   compare DIR/y.npy (nn_embedding_gather) and DIR/pooled.npy
            (nn_maxpool3x3_taps) with numpy
"""
import sys

import numpy as np


def make(directory):
    rng = np.random.default_rng(2024)
    # k/16 for small integers k: exact in bf16, whatever the rounding.
    table = rng.integers(-16, 16, size=(8, 64)).astype(np.float32) / 16
    ids = rng.integers(0, 8, size=128, dtype=np.uint64)
    large = [2**32 - 1, 2**24 + 1, 2**31, 8, 2**24 - 1, 123456789, 2**32 - 9]
    ids[: len(large)] = large
    image = rng.integers(-16, 16, size=(32, 32, 64)).astype(np.float32) / 16
    # Any uint32: the kernel takes each entry modulo 9.
    taps = rng.integers(0, 2**32, size=(256, 4), dtype=np.uint64)
    taps[0, :] = [2**32 - 1, 2**24 + 1, 2**24 + 2, 2**31 + 5]
    for name, array in [("table", table), ("ids", ids.astype(np.uint32)),
                        ("image", image), ("taps", taps.astype(np.uint32))]:
        np.save(f"{directory}/{name}.npy", array)


def report(name, got, want):
    bad = got.astype(np.float64) != want
    print(f"{name} {got.shape}: {got.size} elements, {int(bad.sum())} differ")


def check(directory):
    load = lambda name: np.load(f"{directory}/{name}.npy")
    table, ids = load("table").astype(np.float64), load("ids").astype(np.uint64)
    rows = np.minimum(ids, 7)
    report("y", load("y"), table[rows] * 8)

    image, taps = load("image").astype(np.float64), load("taps").astype(np.uint64)
    pooled = np.full((256, 64), -np.inf)
    for p in range(256):
        oh, ow = divmod(p, 16)
        for j in range(4):
            dy, dx = divmod(int(taps[p, j] % 9), 3)
            ih = min(max(2 * oh + dy - 1, 0), 31)
            iw = min(max(2 * ow + dx - 1, 0), 31)
            pooled[p] = np.maximum(pooled[p], image[ih, iw])
    report("pooled", load("pooled"), pooled)


def main():
    command, directory = sys.argv[1], sys.argv[2]
    if command == "make":
        make(directory)
    elif command == "check":
        check(directory)
    else:
        raise SystemExit(f"unknown command {command}")


main()
