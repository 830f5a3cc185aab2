"""TRANDOM's expected words, written from the Philox-4x32 definition
(Salmon et al., SC'11: two 32x32->64 multiplies a round, Weyl key steps)
and the element order of pto-isa's A5 implementation (npu/a5/TRandom.hpp:
64 lanes of consecutive counters, each lane's 4 words stored together, a
256-column chunk at a time). Checks Random123's published answers first.

usage: reference.py WIDE.npy CARRY.npy  (the run's outputs)
"""
import sys

import numpy as np

MASK = 0xFFFFFFFF


def philox(counter, key, rounds):
    c0, c1, c2, c3 = counter
    k0, k1 = key
    for _ in range(rounds):
        p0 = 0xD2511F53 * c0
        p1 = 0xCD9E8D57 * c2
        c0, c1, c2, c3 = ((p1 >> 32) ^ c1 ^ k0) & MASK, p1 & MASK, ((p0 >> 32) ^ c3 ^ k1) & MASK, p0 & MASK
        k0, k1 = (k0 + 0x9E3779B9) & MASK, (k1 + 0xBB67AE85) & MASK
    return [c0, c1, c2, c3]


def tile(key, counter_words, rounds, rows, cols):
    counter = sum(w << (32 * i) for i, w in enumerate(counter_words))
    out = np.zeros((rows, cols), dtype=np.uint64)
    chunks = -(-cols // 256)
    for r in range(rows):
        for chunk in range(chunks):
            for lane in range(64):
                n = (counter + lane) % (1 << 128)
                words = philox([(n >> (32 * i)) & MASK for i in range(4)], key, rounds)
                for w, value in enumerate(words):
                    col = chunk * 256 + 4 * lane + w
                    if col < cols:
                        out[r, col] = value
            counter += 64 if chunk + 1 < chunks else (cols - 1) % 64 + 1
    return out


assert philox([0] * 4, [0, 0], 10) == [0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8]
assert philox([MASK] * 4, [MASK, MASK], 10) == [0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD]

u = lambda x: x & MASK
wide = tile([305419896, u(-1698898192)], [7, 0, u(-1), 42], 10, 3, 300)
carry = tile([324508639, 610839776], [u(-100), u(-1), 9, 0], 7, 2, 256)
got_wide = np.load(sys.argv[1]).astype(np.uint64).reshape(3, 300)
got_carry = np.load(sys.argv[2]).astype(np.int64).reshape(2, 256) & MASK
for name, want, got in (("wide", wide, got_wide), ("carry", carry, got_carry)):
    bad = np.argwhere(want != got)
    if len(bad):
        r, c = bad[0]
        print(f"{name}: {len(bad)} words differ; first at [{r}, {c}]: {got[r, c]:#x}, expected {want[r, c]:#x}")
        sys.exit(1)
    print(f"{name}: {want.size} words match")
