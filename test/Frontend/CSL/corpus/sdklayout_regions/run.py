#!/usr/bin/env python3
# RUN: cd %S && %python %s --arch=wse2 --out %t.wse2
# RUN: cd %S && %python %s --arch=wse3 --out %t.wse3
"""An SdkLayout program: one code region of 3x2 PEs placed at (1, 1), a
param per PE and for all, a symbolic color painted from PE (0, 0) to
(1, 0) of the region; results read with read_symbol after stop()."""
import argparse

import numpy as np

from cerebras.geometry.geometry import IntVector
from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    Color, Route, RoutingPosition, SdkLayout, SdkRuntime, SdkTarget, SimfabConfig,
    get_platform)

parser = argparse.ArgumentParser()
parser.add_argument("--arch", choices=["wse2", "wse3"], required=True)
parser.add_argument("--out", required=True)
args = parser.parse_args()

target = SdkTarget.WSE3 if args.arch == "wse3" else SdkTarget.WSE2
platform = get_platform(None, SimfabConfig(dump_core=True), target)
layout = SdkLayout(platform)
code = layout.create_code_region("./square.csl", "square", 3, 2)
ks = {(x, y): 2 * x + 5 * y + 1 for y in range(2) for x in range(3)}
for (x, y), k in ks.items():
    code.set_param(IntVector(x, y), "k", k)
    code.set_param(IntVector(x, y), "forward", (x, y) == (0, 0))
    code.set_param(IntVector(x, y), "receive", (x, y) == (1, 0))
code.set_param(IntVector(2, 1), "base", 7)
c = Color("c")
code.set_param_all(c)
code.paint(IntVector(0, 0), c, [RoutingPosition().set_input([Route.RAMP]).set_output([Route.EAST])])
code.paint(IntVector(1, 0), c, [RoutingPosition().set_input([Route.WEST]).set_output([Route.RAMP])])
code.place(1, 1)
artifacts = layout.compile(out_prefix=args.out)

runtime = SdkRuntime(artifacts, platform, memcpy_required=False)
runtime.load()
runtime.run()
runtime.stop()

for (x, y), k in ks.items():
    expected = k * k + (7 if (x, y) == (2, 1) else 0)
    if (x, y) == (1, 0):
        expected += ks[(0, 0)] ** 2
    got = runtime.read_symbol(1 + x, 1 + y, "result", dtype="int16")
    assert got.tolist() == [expected], ((x, y), got, expected)
pair = runtime.read_symbol(2, 1, "pair", dtype="uint16")
assert pair.tolist() == [ks[(1, 0)], ks[(0, 0)] ** 2], pair
print("SUCCESS")
