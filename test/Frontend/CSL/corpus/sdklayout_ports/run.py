#!/usr/bin/env python3
# RUN: cd %S && %python %s --arch=wse2 --out %t.wse2
# RUN: cd %S && %python %s --arch=wse3 --out %t.wse3
"""An SdkLayout program of ports and connections: `src` at (0, 2) sends
out of its bottom edge, `double` at (3, 1) takes it in at its top edge
and sends twice each value out of its left edge, to `sink` at (1, 4),
which takes it in at its right edge. The layout finds the paths (around
the regions) and makes each connection one color."""
import argparse

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    Color, Edge, Route, RoutingPosition, SdkLayout, SdkRuntime, SdkTarget, SimfabConfig,
    get_platform)

parser = argparse.ArgumentParser()
parser.add_argument("--arch", choices=["wse2", "wse3"], required=True)
parser.add_argument("--out", required=True)
args = parser.parse_args()

size, first = 7, 11
target = SdkTarget.WSE3 if args.arch == "wse3" else SdkTarget.WSE2
platform = get_platform(None, SimfabConfig(), target)
layout = SdkLayout(platform)
sends = RoutingPosition().set_input([Route.RAMP])
takes = RoutingPosition().set_output([Route.RAMP])

src = layout.create_code_region("./src.csl", "src", 1, 1)
src_out = src.color("out")
src.set_param_all("size", size)
src.set_param_all("first", first)
src.set_param_all(src_out)
src_port = src.create_output_port(src_out, Edge.BOTTOM, [sends], size)
src.place(0, 2)

double = layout.create_code_region("./double.csl", "double", 1, 1)
d_in, d_out = Color("in"), Color("out")
double.set_param_all("size", size)
double.set_param_all(d_in)
double.set_param_all(d_out)
double_in = double.create_input_port(d_in, Edge.TOP, [takes], size)
double_out = double.create_output_port(d_out, Edge.LEFT, [sends], size)
double.place(3, 1)

sink = layout.create_code_region("./sink.csl", "sink", 1, 1)
s_in = Color("in")
sink.set_param_all("size", size)
sink.set_param_all(s_in)
sink_in = sink.create_input_port(s_in, Edge.RIGHT, [takes], size)
sink.place(1, 4)

layout.connect(src_port, double_in)
layout.connect(double_out, sink_in)
artifacts = layout.compile(out_prefix=args.out)

runtime = SdkRuntime(artifacts, platform, memcpy_required=False)
runtime.load()
runtime.run()
runtime.stop()

values = first + 3 * np.arange(size, dtype=np.uint16)
np.testing.assert_array_equal(runtime.read_symbol(0, 2, "values", dtype="uint16"), values)
np.testing.assert_array_equal(runtime.read_symbol(1, 4, "got", dtype="uint16"), 2 * values)
print("SUCCESS")
