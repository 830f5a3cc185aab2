#!/usr/bin/env python3
# Roots chosen at run time: the last PE, middle PEs, PE 0; sizes 4 x 3, 8 x 8
# (roots drawn at random), 2 x 5 and 5 x 1 (a one-PE column); WSE-2 and WSE-3.
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=11,5 --fabric-offsets=4,1 \
# RUN:   --params=width:4,height:3,n:5 -o %t/a --memcpy --channels=1
# RUN: %python %s --name %t/a --roots 3,2,1,3,2,1,0,2
# A root read at run time that is no PE of the row fails the library's
# @assert: the simulation aborts.
# RUN: not %python %s --name %t/a --roots 4,0,0,0,0,0,0,0 2>&1 | FileCheck %s --check-prefix=ABORT
# ABORT: PE (0, 0): task `next` (ID 16) faulted at {{.*}}unimp: the program trapped
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=15,10 --fabric-offsets=4,1 \
# RUN:   --params=width:8,height:8,n:3 -o %t/b --memcpy --channels=1
# RUN: %python %s --name %t/b --seed 5
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=9,7 --fabric-offsets=4,1 \
# RUN:   --params=width:2,height:5,n:4 -o %t/c --memcpy --channels=1
# RUN: %python %s --name %t/c --roots 1,0,1,1,4,3,2,4
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=12,3 --fabric-offsets=4,1 \
# RUN:   --params=width:5,height:1,n:2 -o %t/d --memcpy --channels=1
# RUN: %python %s --name %t/d --roots 4,2,3,1,0,0,0,0
"""Host script of collectives_roots, written as for the Cerebras SDK."""
import argparse
import json

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
parser.add_argument("--roots", help="eight roots: row bcast, reduce, scatter, gather, then columns'")
parser.add_argument("--seed", type=int, default=1, help="draws the roots when --roots is absent")
args = parser.parse_args()

with open(f"{args.name}/out.json", encoding="utf-8") as f:
    params = json.load(f)["params"]
width, height, n = int(params["width"]), int(params["height"]), int(params["n"])
rng = np.random.default_rng(args.seed)
if args.roots:
    roots = [int(r) for r in args.roots.split(",")]
else:
    roots = [int(rng.integers(0, width)) for _ in range(4)] + \
        [int(rng.integers(0, height)) for _ in range(4)]
rx_b, rx_r, rx_s, rx_g, ry_b, ry_r, ry_s, ry_g = roots

x_bcast = rng.integers(0, 1 << 32, (height, width, n), dtype=np.uint64).astype(np.uint32)
x_own = rng.integers(-50, 50, (height, width, n)).astype(np.float32)
x_deal = rng.integers(0, 1 << 30, (height, width, n * width)).astype(np.uint32)
y_bcast = rng.integers(0, 1 << 32, (height, width, n), dtype=np.uint64).astype(np.uint32)
y_own = rng.uniform(-4, 4, (height, width, n)).astype(np.float32)
y_deal = rng.integers(0, 1 << 30, (height, width, n * height)).astype(np.uint32)
mine = rng.integers(-8, 8, (height, width, n)).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
names = ["roots", "x_bcast", "x_own", "x_deal", "x_hand", "x_collected", "y_bcast", "y_own",
         "y_sum", "y_deal", "y_hand", "y_collected", "mine", "x_sweep", "y_sweep"]
symbols = {name: runner.get_id(name) for name in names}
runner.load()
runner.run()


def h2d(name, data, words):
    runner.memcpy_h2d(symbols[name], np.ascontiguousarray(data).ravel(), 0, 0, width, height,
                      words, streaming=False, order=MemcpyOrder.ROW_MAJOR,
                      data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)


def d2h(name, dtype, words):
    out = np.zeros(height * width * words, dtype=dtype)
    runner.memcpy_d2h(out, symbols[name], 0, 0, width, height, words, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    return out.reshape((height, width, words))


h2d("roots", np.tile(np.array(roots, dtype=np.uint32), (height, width, 1)), 8)
h2d("x_bcast", x_bcast, n)
h2d("x_own", x_own, n)
h2d("x_deal", x_deal, n * width)
h2d("y_bcast", y_bcast, n)
h2d("y_own", y_own, n)
h2d("y_deal", y_deal, n * height)
h2d("mine", mine, n)
runner.launch("run", nonblock=False)
out = {"x_bcast": d2h("x_bcast", np.uint32, n), "x_own": d2h("x_own", np.float32, n),
       "x_hand": d2h("x_hand", np.uint32, n),
       "x_collected": d2h("x_collected", np.uint32, n * width),
       "y_bcast": d2h("y_bcast", np.uint32, n), "y_own": d2h("y_own", np.float32, n),
       "y_sum": d2h("y_sum", np.float32, n), "y_hand": d2h("y_hand", np.uint32, n),
       "y_collected": d2h("y_collected", np.uint32, n * height),
       "x_sweep": d2h("x_sweep", np.float32, n), "y_sweep": d2h("y_sweep", np.float32, n)}
runner.stop()

eq = np.testing.assert_array_equal
# Row broadcast: every PE of a row holds its root's words.
eq(out["x_bcast"], np.repeat(x_bcast[:, rx_b:rx_b + 1], width, axis=1))
# Row reduce, in place: the root holds the row's sum, the others their own.
x_own_after = x_own.copy()
x_own_after[:, rx_r] = x_own.sum(axis=1)
np.testing.assert_allclose(out["x_own"], x_own_after, rtol=1e-6)
# Row scatter: PE x holds part x of the root's deal (plus x, added before
# the gather); gather: the root holds every part, in order.
hand = x_deal[:, rx_s].reshape(height, width, n) + np.arange(width, dtype=np.uint32)[None, :, None]
eq(out["x_hand"], hand)
eq(out["x_collected"][:, rx_g], hand.reshape(height, width * n))
# Columns: the same along y (the reduce into a second buffer).
eq(out["y_bcast"], np.repeat(y_bcast[ry_b:ry_b + 1], height, axis=0))
np.testing.assert_allclose(out["y_sum"][ry_r], y_own.sum(axis=0), rtol=1e-5, atol=1e-5)
eq(out["y_own"], y_own)
hand = y_deal[ry_s].reshape(width, height, n).transpose(1, 0, 2) + \
    np.arange(height, dtype=np.uint32)[:, None, None]
eq(out["y_hand"], hand)
eq(out["y_collected"][ry_g], hand.transpose(1, 0, 2).reshape(width, height * n))
# Sweeps: step k broadcasts PE k's `mine`; every PE adds (k + 1) times it.
weights_x = np.arange(1, width + 1, dtype=np.float32)[None, :, None]
eq(out["x_sweep"], np.repeat((mine * weights_x).sum(axis=1, keepdims=True), width, axis=1))
weights_y = np.arange(1, height + 1, dtype=np.float32)[:, None, None]
eq(out["y_sweep"], np.repeat((mine * weights_y).sum(axis=0, keepdims=True), height, axis=0))
print("SUCCESS")
