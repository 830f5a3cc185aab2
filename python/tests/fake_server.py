"""A stand-in for ``tanto-run --serve`` speaking the same JSON-lines protocol.

Usage: fake_server.py --config CFG.json [--log LOG] --csl DIR --serve

CFG.json:
    {"symbols": ["x", "y", "compute", ...],
     "kernels": {"compute": [["x", "y"]]},   # launch: dst = src + 1.0 (f32)
     "crash": ["die"],                        # launch: exit(3) without reply
     "hang": ["sleep"],                       # launch: never reply
     "cycles": 1234}

Memory is a dict (name, x, y) -> list of 32-bit words; words never written
read as 0. Symbols not in "kernels" fail to launch with an error reply.
With --log, every request is appended to LOG as one JSON line.
"""

import argparse
import json
import os
import struct
import sys
import time


def f32_plus_one(word):
    (v,) = struct.unpack("<f", struct.pack("<I", word))
    return struct.unpack("<I", struct.pack("<f", v + 1.0))[0]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--log")
    ap.add_argument("--csl", required=True)
    ap.add_argument("--serve", action="store_true", required=True)
    args = ap.parse_args()
    if not os.path.isfile(os.path.join(args.csl, "csl.json")):
        print("fake_server: no csl.json in", args.csl, file=sys.stderr)
        return 2
    with open(args.config) as f:
        cfg = json.load(f)
    symbols = cfg["symbols"]
    kernels = cfg.get("kernels", {})
    crash = cfg.get("crash", [])
    hang = cfg.get("hang", [])
    mem = {}

    def region(req):
        for j in range(req["height"]):
            for i in range(req["width"]):
                yield (req["name"], req["x"] + i, req["y"] + j)

    def reply(obj):
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()

    for line in sys.stdin:
        req = json.loads(line)
        if args.log:
            with open(args.log, "a") as f:
                f.write(json.dumps(req) + "\n")
        op = req.get("op")
        if op == "symbols":
            reply({"ok": True, "symbols": symbols})
        elif op in ("h2d", "d2h"):
            if req["name"] not in symbols or req["name"] in kernels:
                reply({"ok": False, "error": f"no data symbol {req['name']!r}"})
                continue
            n = req["per_pe"]
            if op == "h2d":
                words = req["words"]
                if len(words) != req["width"] * req["height"] * n:
                    reply({"ok": False, "error": "wrong number of words"})
                    continue
                for p, key in enumerate(region(req)):
                    cur = mem.setdefault(key, [])
                    cur.extend([0] * (n - len(cur)))
                    cur[:n] = words[p * n:(p + 1) * n]
                reply({"ok": True})
            else:
                out = []
                for key in region(req):
                    cur = mem.get(key, [])
                    out.extend((cur + [0] * n)[:n])
                reply({"ok": True, "words": out})
        elif op == "launch":
            name = req["name"]
            if name in crash:
                sys.exit(3)
            if name in hang:
                while True:
                    time.sleep(60)
            if name not in kernels:
                reply({"ok": False, "error": f"launch {name!r}: no such function"})
                continue
            for src, dst in kernels[name]:
                for (sym, x, y), words in list(mem.items()):
                    if sym == src:
                        mem[(dst, x, y)] = [f32_plus_one(w) for w in words]
            reply({"ok": True, "cycles": cfg.get("cycles", 1000)})
        elif op == "stop":
            reply({"ok": True})
            return 0
        else:
            reply({"ok": False, "error": f"unknown op {op!r}"})
    return 0


if __name__ == "__main__":
    sys.exit(main())
