#!/usr/bin/env python3
# RUN: tanto-translate %S/layout.csl --emit=obj -o %t
# RUN: %python %s --name %t
"""Host script of fifo_buffer, written as for the Cerebras SDK.

The reference is a ring buffer in numpy: a FIFO of capacity 4 whose
elements sit in its array, written at (read + count) % 4, read at read.
"""
import argparse

import numpy as np

from tanto_sdk import MemcpyDataType, MemcpyOrder, SdkRuntime

parser = argparse.ArgumentParser()
parser.add_argument("--name", required=True, help="the compiled program's directory")
parser.add_argument("--cmaddr", help="IP:port of a CS system")
args = parser.parse_args()


class Ring:
    """What the hardware's FIFO does to its buffer."""

    def __init__(self, capacity):
        self.buffer = np.zeros(capacity, dtype=np.float32)
        self.read = 0
        self.count = 0

    def push(self, value):
        assert self.count < len(self.buffer)
        self.buffer[(self.read + self.count) % len(self.buffer)] = value
        self.count += 1

    def pop(self):
        assert self.count > 0
        value = self.buffer[self.read]
        self.read = (self.read + 1) % len(self.buffer)
        self.count -= 1
        return value


x = np.arange(1, 9, dtype=np.float32) * np.float32(1.5)
runner = SdkRuntime(args.name, cmaddr=args.cmaddr)
ids = {name: runner.get_id(name) for name in ["x", "ring", "popped", "half_ring"]}
runner.load()
runner.run()
common = dict(streaming=False, order=MemcpyOrder.ROW_MAJOR,
              data_type=MemcpyDataType.MEMCPY_32BIT, nonblock=False)
runner.memcpy_h2d(ids["x"], x, 0, 0, 1, 1, 8, **common)


def read(name, count, dtype=np.float32):
    out = np.zeros(count, dtype=dtype)
    runner.memcpy_d2h(out, ids[name], 0, 0, 1, 1, count, **common)
    return out


ring = Ring(4)
popped = []
next_x = 0


def push_three():
    global next_x
    runner.launch("push_three", nonblock=False)
    for value in x[next_x:next_x + 3]:
        ring.push(value)
    next_x += 3


push_three()
np.testing.assert_array_equal(read("ring", 4), ring.buffer)
runner.launch("pop_two", nonblock=False)
popped += [ring.pop(), ring.pop()]
# The next three wrap round the buffer: slots 3, 0 and 1.
push_three()
np.testing.assert_array_equal(read("ring", 4), ring.buffer)
runner.launch("pop_two", nonblock=False)
popped += [ring.pop(), ring.pop()]
np.testing.assert_array_equal(read("ring", 4), ring.buffer)
# Written directly, then popped: the pop reads the new value.
runner.launch("overwrite_and_pop", nonblock=False)
ring.buffer[:] = np.float32(100.0) + np.arange(4, dtype=np.float32)
popped.append(ring.pop())
np.testing.assert_array_equal(read("ring", 4), ring.buffer)
np.testing.assert_array_equal(read("popped", 5), np.array(popped, dtype=np.float32))
# Six pushed, four popped: the oldest is in slot 6 - 2 = 4 mod 4 = 0.
assert popped[-1] == np.float32(100.0), popped

runner.launch("push_halves", nonblock=False)
halves = np.array([0x1111, 0x2222, 0x3333, 0x4444], dtype=np.uint32)
expected = np.array([halves[0] | halves[1] << 16, halves[2] | halves[3] << 16], dtype=np.uint32)
np.testing.assert_array_equal(read("half_ring", 2, np.uint32), expected)
runner.stop()
print("SUCCESS")
