#!/usr/bin/env python3
# RUN: cd %S && %python %s --arch=wse2 --out %t.wse2
# RUN: cd %S && %python %s --arch=wse3 --out %t.wse3
"""SdkLayout host streams: two input streams and an output stream at the
ports of one region. `a` is sent first without waiting (nonblock): the
region takes `b` first, so `a` waits in the fabric until it is read."""
import argparse

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    Color, Edge, Route, RoutingPosition, SdkLayout, SdkRuntime, SdkTarget, SimfabConfig,
    get_platform)

parser = argparse.ArgumentParser()
parser.add_argument("--arch", choices=["wse2", "wse3"], required=True)
parser.add_argument("--out", required=True)
args = parser.parse_args()

size = 40
target = SdkTarget.WSE3 if args.arch == "wse3" else SdkTarget.WSE2
platform = get_platform(None, SimfabConfig(), target)
layout = SdkLayout(platform)
takes = RoutingPosition().set_output([Route.RAMP])
sends = RoutingPosition().set_input([Route.RAMP])
region = layout.create_code_region("./combine.csl", "combine", 1, 1)
a, b, out = Color("a"), Color("b"), Color("out")
region.set_param_all("size", size)
for color in (a, b, out):
    region.set_param_all(color)
a_stream = layout.create_input_stream(region.create_input_port(a, Edge.LEFT, [takes], size))
b_stream = layout.create_input_stream(region.create_input_port(b, Edge.TOP, [takes], size))
out_stream = layout.create_output_stream(region.create_output_port(out, Edge.RIGHT, [sends], size))
region.place(2, 1)
artifacts = layout.compile(out_prefix=args.out)

runtime = SdkRuntime(artifacts, platform, memcpy_required=False)
runtime.load()
runtime.run()
rng = np.random.default_rng(42)
a_words = rng.integers(0, 1000, size=size, dtype=np.uint32)
b_words = rng.integers(0, 1000, size=size, dtype=np.uint32)
runtime.send(a_stream, a_words, nonblock=True)
runtime.send(b_stream, b_words, nonblock=False)
got = np.zeros(size, dtype=np.uint32)
runtime.receive(out_stream, got, size, nonblock=False)
# Words no one will take, sent by a host that waits for them: an error
# that says so, not a hang.
try:
    runtime.send(a_stream, np.zeros(64, dtype=np.uint32), nonblock=False)
    raise AssertionError("a blocking send nothing takes returned")
except RuntimeError as error:
    assert "are not taken" in str(error), error
runtime.stop()

# 16-bit sums, each in the low half of its word.
np.testing.assert_array_equal(got & 0xFFFF, (a_words + b_words) & 0xFFFF)
print("SUCCESS")
