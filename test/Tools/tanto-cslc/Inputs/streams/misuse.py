"""Streaming copies that ask for what the program does not have; each must
fail with the simulator's reason, and the program stay loaded."""
import argparse
import json

import numpy as np

from cerebras.sdk.runtime.sdkruntimepybind import (  # pylint: disable=no-name-in-module
    MemcpyDataType, MemcpyOrder, SdkRuntime)
from tanto_sdk import SdkError

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True)
args = parser.parse_args()
with open(f"{args.name}/out.json", encoding="utf-8") as f:
    params = json.load(f)["params"]
width, n = int(params["width"]), int(params["n"])
h2d_1 = int(params["MEMCPYH2D_DATA_1_ID"])
d2h_1 = int(params["MEMCPYD2H_DATA_1_ID"])
f32 = MemcpyDataType.MEMCPY_32BIT
row = MemcpyOrder.ROW_MAJOR


def attempt(what, call):
    try:
        call()
        print(f"{what}: accepted")
    except SdkError as e:
        print(f"{what}: {e}")


runner = SdkRuntime(args.name)
runner.load()
runner.run()
x = np.ones(width * n, dtype=np.float32)
attempt("h2d on a D2H stream", lambda: runner.memcpy_h2d(
    d2h_1, x, 0, 0, width, 1, n, streaming=True, data_type=f32, order=row, nonblock=True))
attempt("h2d on no stream", lambda: runner.memcpy_h2d(
    17, x, 0, 0, width, 1, n, streaming=True, data_type=f32, order=row, nonblock=True))
attempt("d2h on an H2D stream", lambda: runner.memcpy_d2h(
    np.zeros(width * n, np.float32), h2d_1, 0, 0, width, 1, n, streaming=True,
    data_type=f32, order=row, nonblock=False))
# Nothing was streamed in, so nothing came out.
attempt("d2h before any input", lambda: runner.memcpy_d2h(
    np.zeros(width * n, np.float32), d2h_1, 0, 0, width, 1, n, streaming=True,
    data_type=f32, order=row, nonblock=False))
attempt("h2d outside the rectangle", lambda: runner.memcpy_h2d(
    h2d_1, x, 1, 0, width, 1, n, streaming=True, data_type=f32, order=row, nonblock=True))
# Still loaded: a good stream goes through.
attempt("h2d on stream 1", lambda: runner.memcpy_h2d(
    h2d_1, x, 0, 0, width, 1, n, streaming=True, data_type=f32, order=row, nonblock=True))
runner.stop()
