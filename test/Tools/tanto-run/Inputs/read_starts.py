"""The NoC reads of a --timeline trace in the order they were issued (their
ids), each with the cycle it started and the cycle it landed: prints
"read <n>: <start> .. <end>".

usage: read_starts.py TRACE.json
"""
import json
import sys

events = json.load(open(sys.argv[1]))["traceEvents"]
spans = {}
for event in events:
    if event.get("cat") == "transfer" and event["name"].startswith("read"):
        cycle = round(event["ts"] * 1000)
        spans.setdefault(event["id"], {})[event["ph"]] = cycle
for n, (_, span) in enumerate(sorted(spans.items())):
    print(f"read {n}: {span['b']} .. {span['e']}")
