"""Prints whether two .npy files hold the same float32 values.

usage: same_npy.py A.npy B.npy
(No numpy on a bare machine: the format is a magic string, a header whose
length follows, and the raw little-endian data.)
"""
import struct
import sys


def values(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        sys.exit(f"{path}: not a .npy file")
    major = data[6]
    if major == 1:
        (length,) = struct.unpack("<H", data[8:10])
        start = 10 + length
    else:
        (length,) = struct.unpack("<I", data[8:12])
        start = 12 + length
    header = data[start - length : start].decode("latin-1")
    if "'<f4'" not in header:
        sys.exit(f"{path}: not float32: {header}")
    body = data[start:]
    return struct.unpack(f"<{len(body) // 4}f", body)


a, b = values(sys.argv[1]), values(sys.argv[2])
differ = sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b))
print(f"{len(a)} and {len(b)} values, {differ} differ")
