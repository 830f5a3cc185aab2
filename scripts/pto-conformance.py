#!/usr/bin/env python3
"""Runs the IR-level tests of the reference PTO assembler (PTOAS's
test/basic) through tanto-opt and compares verdicts: a file whose RUN line
starts with `not`, or whose CHECK lines expect PTOAS's `error:` (two files
check the error without `not`), must be refused with a located error, every
other file accepted. The summary also gives the count by RUN lines alone.
Reads a PTOAS checkout given on the command line; copies nothing.

usage: scripts/pto-conformance.py PTOAS_CHECKOUT [--tanto-opt PATH] [-v]
"""
import argparse
import pathlib
import re
import subprocess
import sys

# PTOAS names the A2/A3 generation `a3`; ours is `a2a3`.
ARCH = {"a3": "a2a3", "a2a3": "a2a3", "a5": "a5"}
LOCATED = re.compile(r"^\s*(-->\s*)?[^:\s]+:\d+:\d+", re.M)


def expectation(text):
    run = next((l for l in text.splitlines() if "RUN:" in l), "")
    arch = re.search(r"--pto-arch[= ](\w+)", run)
    not_run = re.match(r"\s*//\s*RUN:\s*not\b", run) is not None
    checks_error = re.search(r"//\s*CHECK[-A-Z]*:\s*error:", text) is not None
    arch = ARCH.get(arch.group(1), arch.group(1)) if arch else "a2a3"
    return not_run or checks_error, not_run, arch


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checkout", type=pathlib.Path)
    parser.add_argument("--tanto-opt", default="target/release/tanto-opt")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    files = sorted((args.checkout / "test" / "basic").glob("*.pto"))
    if not files:
        sys.exit(f"no test/basic/*.pto under {args.checkout}")
    tally = {"accepted": 0, "valid": 0, "refused": 0, "invalid": 0}
    # By RUN lines alone: a file that checks for PTOAS's error without `not`
    # counts as valid (and as not accepted when tanto-opt refuses it).
    by_run = {"accepted": 0, "valid": 0}
    for path in files:
        refuse, not_run, arch = expectation(path.read_text(errors="replace"))
        run = subprocess.run(
            [args.tanto_opt, "--pto", f"--pto-arch={arch}", str(path), "-o", "/dev/null"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        located = LOCATED.search(run.stderr) is not None
        if not not_run:
            by_run["valid"] += 1
            by_run["accepted"] += run.returncode == 0
        if refuse:
            tally["invalid"] += 1
            ok = run.returncode == 1 and located
            tally["refused"] += ok
        else:
            tally["valid"] += 1
            ok = run.returncode == 0
            tally["accepted"] += ok
        if not ok or args.verbose:
            verdict = "ok " if ok else "BAD"
            first = next((l for l in run.stderr.splitlines() if "error" in l), "")
            want = "refuse" if refuse else "accept"
            print(f"{verdict} {path.name} [{arch}, {want}, exit {run.returncode}] {first[:160]}")
    print(
        f"valid accepted: {tally['accepted']}/{tally['valid']}; "
        f"invalid refused with a located error: {tally['refused']}/{tally['invalid']} "
        f"(by RUN lines alone: {by_run['accepted']}/{by_run['valid']} accepted)"
    )


if __name__ == "__main__":
    main()
