#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj --params=n=8 -o %t
# RUN: %python %s --name %t
"""Host script of task_chain, written as for the Cerebras SDK."""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()

n = 8
x = np.linspace(-2.0, 5.0, n, dtype=np.float32)

runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
x_symbol = runner.get_id("x")
log_symbol = runner.get_id("log")
runner.load()
runner.run()
runner.memcpy_h2d(x_symbol, x, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.launch("compute", nonblock=False)
log = np.zeros(8, dtype=np.uint32)
result = np.zeros(n, dtype=np.float32)
runner.memcpy_d2h(log, log_symbol, 0, 0, 1, 1, 8, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.memcpy_d2h(result, x_symbol, 0, 0, 1, 1, n, streaming=False,
                  order=MemcpyOrder.ROW_MAJOR, data_type=MemcpyDataType.MEMCPY_32BIT,
                  nonblock=False)
runner.stop()


# Reference: a model of the task picker. A task runs when it is activated
# and not blocked; among those, the lowest id first; each runs to completion.
class Picker:
    def __init__(self, blocked):
        self.activated = set()
        self.blocked = set(blocked)
        self.c_runs = 0
        self.log = []
        self.x = x.copy()

    def run_all(self):
        while True:
            ready = sorted(self.activated - self.blocked)
            if not ready:
                return
            tid = ready[0]
            self.activated.discard(tid)
            getattr(self, f"task_{tid}")()

    def compute(self):
        self.log.append(1)
        self.activated |= {9, 10}

    def task_10(self):
        self.log.append(10)
        self.x = self.x * np.float32(2.0)
        self.activated |= {13, 11}

    def task_13(self):
        self.log.append(13)
        self.x = self.x - np.float32(0.5)

    def task_11(self):
        self.log.append(11)
        self.x = self.x + np.float32(1.0)
        self.c_runs += 1
        if self.c_runs == 1:
            self.blocked.discard(9)
            self.activated.add(11)

    def task_9(self):
        self.log.append(9)
        self.x = self.x * np.float32(3.0)


model = Picker(blocked={9})
model.compute()
model.run_all()
expected_log = np.zeros(8, dtype=np.uint32)
expected_log[:len(model.log)] = model.log
assert model.log == [1, 10, 11, 9, 11, 13], model.log
np.testing.assert_array_equal(log, expected_log)
np.testing.assert_array_equal(result, model.x)
print("SUCCESS")
