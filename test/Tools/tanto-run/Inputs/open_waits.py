"""Lists the waits a stopped run's trace leaves open, one line per kernel
track: `core (x, y) kernel: span name {args}`, and fails when a kernel that
did not finish has no open wait (its wait would be missing from the trace)."""
import json
import sys

events = json.load(open(sys.argv[1]))["traceEvents"]
names = {}
finished = set()
open_waits = {}
for e in events:
    track = (e["pid"], e["tid"])
    if e["ph"] == "M":
        names.setdefault(e["pid"], {})[e["name"]] = e["args"]["name"]
        if e["name"] == "thread_name":
            names[track] = e["args"]["name"]
    elif e["ph"] == "i" and e["name"] == "finished":
        finished.add(track)
    elif e["ph"] == "X" and e["args"].get("open_at_stop"):
        if track in open_waits:
            sys.exit(f"two open waits on {names[track]}")
        open_waits[track] = e
kernel_tracks = [t for t in names if isinstance(t, tuple) and not names[t].endswith(" NoC")]
for track in sorted(kernel_tracks):
    core = names[track[0]]["process_name"]
    wait = open_waits.get(track)
    if wait is None:
        if track not in finished:
            sys.exit(f"{core} {names[track]}: did not finish and has no open wait")
        continue
    args = {k: v for k, v in sorted(wait["args"].items()) if k != "open_at_stop"}
    end = wait["ts"] + wait["dur"]
    print(f"{core} {names[track]}: {wait['name']} {json.dumps(args)} until {end:.3f}")
