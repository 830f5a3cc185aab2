"""How late a kernel resumes after what it waited for: for every wait of a
`reader` kernel for its transaction ids in a --timeline trace, the cycles
from the last of its reads that landed by the wait's end to that end. Prints
"waits <n>, most lag <cycles>".

usage: wake_lag.py TRACE.json
"""
import json
import sys

events = json.load(open(sys.argv[1]))["traceEvents"]
threads = {
    (e["pid"], e["tid"]): e["args"]["name"]
    for e in events
    if e["ph"] == "M" and e["name"] == "thread_name"
}
landed = {}  # pid -> landing cycles of its reader's reads
waits = []  # (pid, end cycle) of its reader's waits
for event in events:
    thread = threads.get((event["pid"], event.get("tid")))
    if thread == "reader NoC" and event["ph"] == "e":
        landed.setdefault(event["pid"], []).append(round(event["ts"] * 1000))
    if thread == "reader" and event["name"].startswith("wait for transaction"):
        waits.append((event["pid"], round((event["ts"] + event["dur"]) * 1000)))
lags = []
for pid, end in waits:
    before = [t for t in landed.get(pid, []) if t <= end]
    lags.append(end - max(before))
print(f"waits {len(lags)}, most lag {max(lags)}")
