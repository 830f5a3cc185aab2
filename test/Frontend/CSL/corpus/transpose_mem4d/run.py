#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=m=4,n=7 -o %t
# RUN: %python %s --name %t
"""Host script of transpose_mem4d, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

m, n = 4, 7
A = (np.arange(m * n, dtype=np.float32).reshape(m, n) * np.float32(1.5) - 7.0).astype(np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
A_symbol = runner.get_id("A")
T_symbol = runner.get_id("T")
S_symbol = runner.get_id("S")
runner.load()
runner.run()
runner.memcpy_h2d(A_symbol, A.ravel(), 0, 0, 1, 1, m * n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
T = np.zeros(n * m, dtype=np.float32)
runner.memcpy_d2h(T, T_symbol, 0, 0, 1, 1, n * m, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
expected_S = A[1:, ::2] * np.float32(0.5)
S = np.zeros(expected_S.size, dtype=np.float32)
runner.memcpy_d2h(S, S_symbol, 0, 0, 1, 1, S.size, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
P = np.zeros(2 * m * 3, dtype=np.float32)
P_symbol = runner.get_id("P")
runner.memcpy_d2h(P, P_symbol, 0, 0, 1, 1, P.size, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()

np.testing.assert_array_equal(T.reshape(n, m), A.T)
np.testing.assert_array_equal(S.reshape(expected_S.shape), expected_S)
expected_P = np.stack([A[:, 0:3], A[:, 3:6]])
np.testing.assert_array_equal(P.reshape(2, m, 3), expected_P)
print("SUCCESS")
