"""Requests for serve-bad-requests.test, one per line: bytes that are not
UTF-8, a copy out of 4294967295 words per PE, a copy into a function, a
launch of data, then a good request."""
import json
import sys

region = {"x": 0, "y": 0, "width": 1, "height": 1}
lines = [
    b"\xff\xfe{}",
    json.dumps({"op": "d2h", "name": "x", "per_pe": 4294967295, **region}).encode(),
    json.dumps({"op": "h2d", "name": "compute", "per_pe": 1, "words": [1], **region}).encode(),
    json.dumps({"op": "launch", "name": "x"}).encode(),
    json.dumps({"op": "symbols"}).encode(),
]
sys.stdout.buffer.write(b"\n".join(lines) + b"\n")
