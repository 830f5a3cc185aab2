#!/usr/bin/env python3
# RUN: rm -rf %t && mkdir -p %t
# RUN: tanto-cslc --arch=wse2 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:8 -o %t/wse2 --memcpy --channels=1
# RUN: %python %s --name %t/wse2
# RUN: tanto-cslc --arch=wse3 %S/layout.csl --fabric-dims=9,3 --fabric-offsets=4,1 \
# RUN:   --params=width:2,n:8 -o %t/wse3 --memcpy --channels=1
# RUN: %python %s --name %t/wse3
"""Host script of math_library: <math>'s functions against numpy (float64
references rounded to the function's type). Tolerances: f32 results within
4 ulp of the exact value (a relative 5e-7; the machine's library is not
correctly rounded for exp, log, sin, cos, tanh, pow, so numpy's bits are not
required), exact ones (abs, ceil, floor, fmax, fmin, sqrt) bit for bit;
f16 results within one f16 ulp (relative 1e-3) of the function of the
f16-rounded inputs."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

width, n, rows = 2, 8, 23
rng = np.random.default_rng(11)
x = rng.uniform(0.5, 4.0, width * n).astype(np.float32)
y = rng.uniform(-2.0, 2.0, width * n).astype(np.float32)
x[0] = 2.0  # ceil and floor of an integer
special = rng.uniform(-5.0, 5.0, width * n).astype(np.float32)
special[[1, 4, 9, 12]] = [np.inf, np.nan, -np.inf, np.nan]
special[13] = 1.0e5  # finite in f32, an infinity in f16

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
symbols = {name: runner.get_id(name) for name in ("x", "y", "special", "results", "classes")}
runner.load()
runner.run()


def copy_in(name, values):
    runner.memcpy_h2d(symbols[name], values, 0, 0, width, 1, n, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)


def copy_out(name, count, dtype):
    out = np.zeros(width * count, dtype=dtype)
    runner.memcpy_d2h(out, symbols[name], 0, 0, width, 1, count, streaming=False,
                      order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                      nonblock=False)
    return out.reshape(width, count)


copy_in("x", x)
copy_in("y", y)
copy_in("special", special)
runner.launch("compute", nonblock=False)
results = copy_out("results", rows * n, np.float32).reshape(width, rows, n)
classes = copy_out("classes", 4 * n, np.uint32).reshape(width, 4, n)
runner.stop()

xs, ys, ss = (v.reshape(width, n).astype(np.float64) for v in (x, y, special))
f32_close = dict(rtol=5e-7, atol=1e-7)
transcendental = {
    0: np.exp(xs), 1: np.log(xs), 2: np.sin(xs), 3: np.cos(xs), 4: np.tanh(xs - 2.0),
    8: np.power(xs, ys), 11: 1.0 / xs, 12: 1.0 / np.sqrt(xs), 20: np.exp(xs),
    21: np.power(xs, ys),
}
for row, expected in transcendental.items():
    np.testing.assert_allclose(results[:, row], expected, **f32_close, err_msg=f"row {row}")
exact = {5: np.abs(xs), 6: np.ceil(xs), 7: np.floor(xs), 9: np.fmax(xs, ys),
         10: np.fmin(xs, ys), 13: np.sqrt(x.reshape(width, n))}
for row, expected in exact.items():
    np.testing.assert_array_equal(results[:, row], expected.astype(np.float32), err_msg=f"row {row}")

hs = x.reshape(width, n).astype(np.float16).astype(np.float64)
hy = y.reshape(width, n).astype(np.float16).astype(np.float64)
halves = {14: np.exp(hs), 15: np.log(hs), 16: np.sin(hs), 17: np.cos(hs), 18: np.tanh(hs),
          19: np.power(hs, hy)}
for row, expected in halves.items():
    np.testing.assert_allclose(results[:, row], expected, rtol=1e-3, atol=1e-3, err_msg=f"row {row}")

for pe in range(width):
    assert abs(results[pe, 22, 0] - np.e) <= 2.4e-7 * np.e, results[pe, 22, 0]
    assert abs(results[pe, 22, 1] - np.tanh(0.5)) <= 1e-3, results[pe, 22, 1]
    assert np.isposinf(results[pe, 22, 2]), results[pe, 22, 2]
np.testing.assert_array_equal(classes[:, 0], np.isnan(ss))
np.testing.assert_array_equal(classes[:, 1], np.isinf(ss))
np.testing.assert_array_equal(classes[:, 2], np.isfinite(ss))
np.testing.assert_array_equal(classes[:, 3], np.isnan(ss.astype(np.float16)))
print("SUCCESS")
