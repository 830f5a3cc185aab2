#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=6 -o %t
# RUN: %python %s --name %t
"""Host script of print_trace: sim.log's lines and the trace buffers
against values computed here."""
import argparse
import os
import tempfile

import numpy as np

from cerebras.sdk.debug.debug_util import debug_util
from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
args = parser.parse_args()
name = os.path.abspath(args.name)
# The simulator writes sim.log where it runs.
os.chdir(tempfile.mkdtemp())

n = 6
x = np.array([7, -3, 12, 0, -40, 5], dtype=np.int32)

runner = SdkRuntime(name)
runner.load()
runner.run()
runner.memcpy_h2d(runner.get_id("x"), x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("start", nonblock=False)
runner.stop()

sums = np.cumsum(x)
want = [f"sending {n} values"] + [
    f"got {v} sum {s} bits 0x{int(v) & 0xFFFFFFFF:08x}" for v, s in zip(x, sums)]
with open("sim.log", encoding="utf-8") as log:
    lines = log.read().splitlines()
cycles = [int(line.split(" ", 1)[0][1:]) for line in lines]
texts = [line.split(" ", 1)[1] for line in lines]
assert all(line.startswith("@") for line in lines), lines
# PE 0's task runs once its copy is done, between PE 1's lines.
assert texts.count("sent") == 1, texts
texts.remove("sent")
assert texts == want, texts
assert cycles == sorted(cycles), cycles

debug = debug_util(name)
values = debug.read_trace(1, 0, "values")
assert len(values) == 5 * n, values
assert values[0::5] == ["v"] * n, values
assert values[1::5] == [int(v) for v in x], values
assert values[2::5] == [float(s) * 0.5 for s in sums], values
assert values[3::5] == [bool(v < 0) for v in x], values
stamps = values[4::5]
assert all(isinstance(t, int) for t in stamps) and stamps == sorted(stamps), stamps
assert debug.read_trace(1, 0, "first") == [1, 2]
assert debug.read_trace(0, 0, "values") == []
print("SUCCESS")
