#!/usr/bin/env python3
"""Checks a file against the Chrome trace-event format (the JSON object form)
as Perfetto and chrome://tracing read it, for `tanto-run --timeline`.

Checked: a `traceEvents` list; every event has a known phase, a string name,
integer pid and tid; timed events a non-negative `ts`; complete events (X) a
non-negative `dur`, and on one thread they nest or are disjoint; async
begin/end events (b/e) pair up by (cat, id) with the end not before the
begin; every thread that has events is named by thread_name metadata.
Prints a one-line summary; exits 1 with the first problem.
Usage: check_trace.py TRACE.json
"""
import json
import sys
from collections import Counter, defaultdict

PHASES = {"X", "B", "E", "i", "I", "b", "e", "n", "M", "C"}
# Timestamps are fractional microseconds: ends computed as ts + dur may
# differ from the next start in the last bit.
EPSILON = 1e-6


def fail(message):
    print(f"check_trace: {message}", file=sys.stderr)
    sys.exit(1)


def main(path):
    with open(path, encoding="utf-8") as f:
        try:
            trace = json.load(f)
        except json.JSONDecodeError as e:
            fail(f"not JSON: {e}")
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        fail("expected an object with a traceEvents list")
    events = trace["traceEvents"]
    named_threads = set()
    used_threads = set()
    complete = defaultdict(list)
    open_async = {}
    for index, event in enumerate(events):
        where = f"event {index}"
        if not isinstance(event, dict):
            fail(f"{where}: not an object")
        phase = event.get("ph")
        if phase not in PHASES:
            fail(f"{where}: unknown phase {phase!r}")
        if not isinstance(event.get("name"), str):
            fail(f"{where}: name must be a string")
        for key in ("pid", "tid"):
            if not isinstance(event.get(key), int):
                fail(f"{where}: {key} must be an integer")
        thread = (event["pid"], event["tid"])
        if phase == "M":
            if event["name"] == "thread_name":
                named_threads.add(thread)
            if not isinstance(event.get("args", {}).get("name"), str):
                fail(f"{where}: metadata without args.name")
            continue
        used_threads.add(thread)
        ts = event.get("ts")
        if not isinstance(ts, (int, float)) or ts < 0:
            fail(f"{where}: ts must be a non-negative number")
        if phase == "X":
            dur = event.get("dur")
            if not isinstance(dur, (int, float)) or dur < 0:
                fail(f"{where}: dur must be a non-negative number")
            complete[thread].append((ts, ts + dur, index))
        elif phase in ("b", "e"):
            key = (event.get("cat"), event.get("id"))
            if key[1] is None:
                fail(f"{where}: async event without id")
            if phase == "b":
                if key in open_async:
                    fail(f"{where}: async id {key} begun twice")
                open_async[key] = ts
            else:
                if key not in open_async:
                    fail(f"{where}: async end without begin {key}")
                if ts < open_async.pop(key):
                    fail(f"{where}: async end before its begin")
    if open_async:
        fail(f"{len(open_async)} async events never end")
    for thread, spans in complete.items():
        spans.sort(key=lambda s: (s[0], -s[1]))
        stack = []
        for start, end, index in spans:
            while stack and stack[-1] <= start + EPSILON:
                stack.pop()
            if stack and end > stack[-1] + EPSILON:
                fail(f"event {index}: overlaps an enclosing slice on thread {thread} without nesting")
            stack.append(end)
    unnamed = used_threads - named_threads
    if unnamed:
        fail(f"threads without thread_name metadata: {sorted(unnamed)[:5]}")
    phases = Counter(e["ph"] for e in events)
    summary = ", ".join(f"{count} {phase}" for phase, count in sorted(phases.items()))
    print(f"trace ok: {len(events)} events ({summary}), {len(named_threads)} threads")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        fail("usage: check_trace.py TRACE.json")
    main(sys.argv[1])
