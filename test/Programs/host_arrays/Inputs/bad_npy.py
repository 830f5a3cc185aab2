"""Writes the bad .npy files of bad-npy.test into the directory argv[1]."""
import os
import struct
import sys

import numpy as np


def header(shape, descr="<i4"):
    text = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape)
    text += " " * (118 - len(text)) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text.encode()


out = sys.argv[1]
with open(os.path.join(out, "header.npy"), "wb") as f:
    f.write(b"\x93NUMPY\x02\x00" + struct.pack("<I", 0xFFFFFFF0) + b"{}")
np.save(os.path.join(out, "whole.npy"), np.arange(3072, dtype=np.int32).reshape(3, 1024))
with open(os.path.join(out, "whole.npy"), "rb") as f:
    whole = f.read()
with open(os.path.join(out, "truncated.npy"), "wb") as f:
    f.write(whole[: len(whole) - 12288 + 1000])
with open(os.path.join(out, "overflow.npy"), "wb") as f:
    f.write(header("(4294967296, 4294967296, 16)"))
with open(os.path.join(out, "huge.npy"), "wb") as f:
    f.write(header("(1099511627776,)"))
with open(os.path.join(out, "short.npy"), "wb") as f:
    f.write(b"\x93NUM")
