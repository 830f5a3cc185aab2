#!/usr/bin/env python3
# RUN: cd %S && %python %s --arch=wse2 --out %t.wse2 | FileCheck %s
# RUN: cd %S && %python %s --arch=wse3 --out %t.wse3 | FileCheck %s
# CHECK: SUCCESS
"""An input stream at a port that passes its words on as well as taking
them (tx RAMP and SOUTH): the host's words enter through a relay PE above
the port, and both PEs of the column keep them, each with its scale."""
import argparse

import numpy as np

from cerebras.geometry.geometry import IntVector
from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    Edge, Route, RoutingPosition, SdkLayout, SdkRuntime, SdkTarget, SimfabConfig,
    get_edge_routing, get_platform)

parser = argparse.ArgumentParser()
parser.add_argument("--arch", choices=["wse2", "wse3"], required=True)
parser.add_argument("--out", required=True)
args = parser.parse_args()

n = 6
target = SdkTarget.WSE3 if args.arch == "wse3" else SdkTarget.WSE2
layout = SdkLayout(get_platform(None, SimfabConfig(), target))
column = layout.create_code_region("./take.csl", "column", 1, 2)
column.set_param_all("n", n)
column.set_param_all("scale", 2.0)
column.set_param(IntVector(0, 1), "scale", -0.5)
in_c = column.color("in_c")
column.set_param_all(in_c)
take_and_pass = RoutingPosition().set_input([Route.NORTH]).set_output([Route.RAMP, Route.SOUTH])
take_only = RoutingPosition().set_input([Route.NORTH]).set_output([Route.RAMP])
column.paint_all(in_c, [take_and_pass], [get_edge_routing(Edge.BOTTOM, [take_only])])
port = column.create_input_port(
    in_c, Edge.TOP, [RoutingPosition().set_output([Route.RAMP, Route.SOUTH])], n)
column.place(0, 1)
stream = layout.create_input_stream(port)
artifacts = layout.compile(out_prefix=args.out)

runtime = SdkRuntime(artifacts, layout.platform, memcpy_required=False)
runtime.load()
runtime.run()
x = np.linspace(-3.0, 3.0, n).astype(np.float32)
runtime.send(stream, x, nonblock=False)
runtime.stop()
top = runtime.read_symbol(0, 1, "got", dtype=np.float32)
bottom = runtime.read_symbol(0, 2, "got", dtype=np.float32)
np.testing.assert_array_equal(top, x * np.float32(2.0))
np.testing.assert_array_equal(bottom, x * np.float32(-0.5))
print("SUCCESS")
