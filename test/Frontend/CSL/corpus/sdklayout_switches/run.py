#!/usr/bin/env python3
# RUN: cd %S && %python %s --arch=wse2 --out %t.wse2 | FileCheck %s
# RUN: cd %S && %python %s --arch=wse3 --out %t.wse3 | FileCheck %s
# CHECK: SUCCESS
"""SdkLayout switch positions and multi-PE ports: `head` sends the host's
words on in blocks, each followed by a control wavelet; the routers of
`fan` (3 PEs, painted with two positions, the last PE with one through
get_edge_routing) hand block k to PE k, which scales it by its slice of
`w` (set_symbol_all) and sends it down a 3-PE port to `join`; join's PEs
add their bias (set_param_range) and send east through switches that,
once a PE has sent, forward its western neighbour's block: the output
stream's port has two positions, so a relay PE carries it to the host."""
import argparse

import numpy as np

from cerebras.geometry.geometry import IntRectangle, IntVector
from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    Edge, Route, RoutingPosition, SdkLayout, SdkRuntime, SdkTarget, SimfabConfig,
    get_edge_routing, get_platform)

parser = argparse.ArgumentParser()
parser.add_argument("--arch", choices=["wse2", "wse3"], required=True)
parser.add_argument("--out", required=True)
args = parser.parse_args()

n, pes = 5, 3
target = SdkTarget.WSE3 if args.arch == "wse3" else SdkTarget.WSE2
layout = SdkLayout(get_platform(None, SimfabConfig(), target))


def position(rx=(), tx=()):
    return RoutingPosition().set_input(list(rx)).set_output(list(tx))


head = layout.create_code_region("./head.csl", "head", 1, 1)
head.set_param_all("n", n)
head.set_param_all("batches", pes)
head_in, head_out = head.color("in_c"), head.color("out_c")
head.set_param_all(head_in)
head.set_param_all(head_out)
x_port = head.create_input_port(head_in, Edge.LEFT, [position(tx=[Route.RAMP])], n * pes)
head_port = head.create_output_port(head_out, Edge.RIGHT, [position(rx=[Route.RAMP])], n * pes)
head.place(0, 1)

fan = layout.create_code_region("./fan.csl", "fan", pes, 1)
fan.set_param_all("n", n)
fan_in, fan_out = fan.color("in_c"), fan.color("out_c")
fan.set_param_all(fan_in)
fan.set_param_all(fan_out)
take = position(rx=[Route.WEST], tx=[Route.RAMP])
pass_east = position(rx=[Route.WEST], tx=[Route.EAST])
fan.paint_all(fan_in, [take, pass_east], [get_edge_routing(Edge.RIGHT, [take])])
fan.paint_all(fan_out, [position(rx=[Route.RAMP], tx=[Route.SOUTH])])
fan_port = fan.create_input_port(
    fan_in, Edge.LEFT, [position(tx=[Route.RAMP]), position(tx=[Route.EAST])], n * pes)
fan_down = fan.create_output_port(fan_out, Edge.BOTTOM, [position(rx=[Route.RAMP])], n)
w = np.random.default_rng(7).uniform(-2.0, 2.0, n * pes).astype(np.float32)
fan.set_symbol_all("w", w, n * pes, 1)
fan.place(2, 1)

join = layout.create_code_region("./join.csl", "join", pes, 1)
join.set_param_all("n", n)
biases = [1.0, 1.0, 3.5]
join.set_param_range(IntRectangle(IntVector(0, 0), IntVector(2, 1)), "bias", biases[0])
join.set_param_range(IntRectangle(IntVector(2, 0), IntVector(3, 1)), "bias", biases[2])
join_in, join_out = join.color("in_c"), join.color("out_c")
join.set_param_all(join_in)
join.set_param_all(join_out)
send = position(rx=[Route.RAMP], tx=[Route.EAST])
forward = position(rx=[Route.WEST], tx=[Route.EAST])
join.paint_all(join_out, [send, forward], [get_edge_routing(Edge.LEFT, [send])])
join.paint_all(join_in, [position(rx=[Route.NORTH], tx=[Route.RAMP])])
join_top = join.create_input_port(join_in, Edge.TOP, [position(tx=[Route.RAMP])], n)
y_port = join.create_output_port(
    join_out, Edge.RIGHT, [position(rx=[Route.RAMP]), position(rx=[Route.WEST])], n * pes)
join.place(2, 3)

layout.connect(head_port, fan_port)
layout.connect(fan_down, join_top)
x_stream = layout.create_input_stream(x_port)
y_stream = layout.create_output_stream(y_port)
artifacts = layout.compile(out_prefix=args.out)

runtime = SdkRuntime(artifacts, layout.platform, memcpy_required=False)
runtime.load()
runtime.run()
x = np.arange(1, n * pes + 1, dtype=np.float32) / 4
runtime.send(x_stream, x, nonblock=True)
y = np.zeros(n * pes, dtype=np.float32)
runtime.receive(y_stream, y, n * pes, nonblock=True)
runtime.stop()

# The PE nearest the port sends first: blocks arrive east to west.
blocks = [x[k * n:(k + 1) * n] * w[k * n:(k + 1) * n] + np.float32(biases[k])
          for k in range(pes)]
expected = np.concatenate(blocks[::-1])
np.testing.assert_allclose(y, expected, rtol=1e-6)
print("SUCCESS")
