#!/usr/bin/env python3
"""The optimisations measured in the simulator, for every runnable test and
corpus program (docs/performance.md).

Each program runs in tanto-run (seeded inputs; the simulator's time model is
deterministic) through tanto-default and through the same pipeline with
tanto-schedule, tanto-dma-coalesce or both left out. Prints a markdown
table: cycles of each pipeline, NoC transfers against the simulator's lower
bound, peak L1 against tanto-l1-alloc's liveness bound, the roofline and the
ratio of tanto-default's cycles to it; then the geometric mean of the
ratios and every program an optimisation made slower.

--check FILE compares tanto-default's cycles with a committed baseline
(`program cycles` per line) and fails when any program grew by more than
2% or is missing, or when leaving tanto-schedule or tanto-dma-coalesce out
makes a program faster by more than one transfer's issue time (the
optimisations must never lose; the cycles are printed); --update FILE
rewrites the baseline (tanto-default only).

usage: perf_table.py [--bin DIR] [--check FILE | --update FILE] [PROGRAM.toml ...]
"""
import argparse
import math
import pathlib
import re
import subprocess
import sys
import tomllib

ROOT = pathlib.Path(__file__).resolve().parents[2]
MAIN_PROGRAMS = ["eltwise", "matmul", "reduce", "multicast", "local", "pto_fifo", "matmul_blocked"]
BASE = "tanto-verify-roles,tanto-verify-protocol"
# The default pipeline's tail (passes/src/pipelines.rs DEFAULT): a variant
# differs from it only by the optimisation it leaves out.
TAIL = "tanto-l1-alloc,tanto-pto-alloc,func.func(tanto-tidy,cse)"
PIPELINES = {
    "default": None,
    "no-schedule": f"builtin.module({BASE},tanto-dma-coalesce,{TAIL})",
    "no-coalesce": f"builtin.module({BASE},tanto-schedule,{TAIL})",
    "neither": f"builtin.module({BASE},{TAIL})",
}
# A program may grow this much before the check fails.
TOLERANCE = 0.02


def programs():
    listed = [ROOT / "test/Programs" / name / "program.toml" for name in MAIN_PROGRAMS]
    corpus = sorted((ROOT / "test/Programs/corpus").glob("*/program.toml"))
    return listed + corpus


def name_of(path):
    return path.parent.name


def run(binary, args):
    done = subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{binary.name} {' '.join(map(str, args))}: {done.stderr.strip()}")
    return done.stdout


def simulate(bins, program, pipeline):
    args = [program, "--random-inputs", "1"]
    if pipeline:
        args.append(f"--pass-pipeline={pipeline}")
    out = run(bins / "tanto-run", args)
    total = re.search(r"^total: .*?(\d+) NoC transfers? \(lower bound (\d+)\), (\d+) cycles$", out, re.M)
    roof = re.search(r"^roofline: (\d+) cycles \(DRAM (\d+), NoC port (\d+), NoC link (\d+), math (\d+), issue (\d+), drain (\d+), dependence (\d+)\)", out, re.M)
    if not total or not roof:
        raise RuntimeError(f"tanto-run {program}: no summary in its output")
    # The roofline is a lower bound: a run below it disproves a term.
    if int(total.group(3)) < int(roof.group(1)):
        raise RuntimeError(f"tanto-run {program}: {total.group(3)} cycles, under its roofline: {roof.group(0)}")
    return {
        "cycles": int(total.group(3)),
        "transfers": (int(total.group(1)), int(total.group(2))),
        "roofline": tuple(int(g) for g in roof.groups()),
    }


def l1(bins, program):
    ir = run(bins / "tanto-opt", [program, "--tanto-default"])
    peak = re.search(r"l1\.peak = (\d+)", ir)
    bound = re.search(r"l1\.lower_bound = (\d+)", ir)
    return (peak.group(1) if peak else "-", bound.group(1) if bound else "-")


def table(bins, paths):
    print("| program | cycles: default | no-schedule | no-coalesce | neither | NoC transfers (lower bound) "
          "| peak L1 B (liveness bound) | roofline (DRAM / NoC port / NoC link / math / issue / drain / dependence) | default / roofline |")
    print("|---|---|---|---|---|---|---|---|---|")
    ratios, losses = [], []
    for path in paths:
        runs = {variant: simulate(bins, path, pipeline) for variant, pipeline in PIPELINES.items()}
        default = runs["default"]
        bound = default["roofline"]
        ratio = default["cycles"] / bound[0] if bound[0] else float("nan")
        ratios.append(ratio)
        peak, live = l1(bins, path)
        cycles = " | ".join(str(runs[v]["cycles"]) for v in PIPELINES)
        print(f"| {name_of(path)} | {cycles} | {default['transfers'][0]} ({default['transfers'][1]}) "
              f"| {peak} ({live}) | {bound[0]} ({' / '.join(map(str, bound[1:]))}) | {ratio:.2f} |")
        # An optimisation loses when leaving it out is faster.
        for without, what in (("no-schedule", "tanto-schedule"), ("no-coalesce", "tanto-dma-coalesce")):
            if runs[without]["cycles"] < default["cycles"]:
                losses.append(f"{name_of(path)}: {what} {runs[without]['cycles']} -> {default['cycles']}")
    finite = [r for r in ratios if r == r and r > 0]
    geomean = math.exp(sum(map(math.log, finite)) / len(finite)) if finite else float("nan")
    print()
    print(f"{len(paths)} programs; default / roofline: geometric mean {geomean:.2f}, "
          f"median {sorted(finite)[len(finite) // 2]:.2f}, worst {max(finite):.2f}")
    print(f"optimisations that lose: {len(losses)}")
    for loss in losses:
        print(f"- {loss}")


def default_cycles(bins, paths):
    return {name_of(path): simulate(bins, path, None)["cycles"] for path in paths}


def read_baseline(path):
    baseline = {}
    for number, line in enumerate(pathlib.Path(path).read_text().splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        if len(fields) != 2 or not fields[1].isdigit():
            raise SystemExit(f"{path}:{number}: expected `program cycles`, found `{line}`")
        baseline[fields[0]] = int(fields[1])
    return baseline


def issue_cycles():
    with open(ROOT / "arch/wormhole_b0.toml", "rb") as f:
        return tomllib.load(f)["latency"]["issue"]


def check(bins, paths, baseline_file):
    baseline = read_baseline(baseline_file)
    now = default_cycles(bins, paths)
    failures = []
    issue = issue_cycles()
    for path in paths:
        for without, what in (("no-schedule", "tanto-schedule"), ("no-coalesce", "tanto-dma-coalesce")):
            cycles = simulate(bins, path, PIPELINES[without])["cycles"]
            default = now[name_of(path)]
            if default > cycles + issue:
                failures.append(f"{name_of(path)}: {what} loses: {default} cycles with it, {cycles} without")
    for name, cycles in now.items():
        if name not in baseline:
            failures.append(f"{name}: {cycles} cycles, not in the baseline")
        elif cycles > baseline[name] * (1 + TOLERANCE):
            grown = 100 * (cycles / baseline[name] - 1)
            failures.append(f"{name}: {cycles} cycles against {baseline[name]} (+{grown:.1f}%)")
    for name in sorted(set(baseline) - set(now)):
        failures.append(f"{name}: in the baseline but not run")
    better = sum(1 for name, cycles in now.items() if name in baseline and cycles < baseline[name])
    if failures:
        print(f"cycle regressions against {baseline_file} (more than {TOLERANCE:.0%}; "
              "update the baseline in the same commit when intended: perf_table.py --update), "
              "or optimisations that lose:")
        for failure in failures:
            print(f"  {failure}")
        return 1
    print(f"cycles: {len(now)} programs within {TOLERANCE:.0%} of {baseline_file} ({better} faster); "
          "no optimisation loses")
    return 0


def update(bins, paths, baseline_file):
    now = default_cycles(bins, paths)
    lines = ["# tanto-default's simulated cycles per test program (scripts/bench/perf_table.py --update)."]
    lines += [f"{name} {cycles}" for name, cycles in sorted(now.items())]
    pathlib.Path(baseline_file).write_text("\n".join(lines) + "\n")
    print(f"wrote {len(now)} programs to {baseline_file}")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=ROOT / "target/release", type=pathlib.Path)
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", metavar="FILE")
    mode.add_argument("--update", metavar="FILE")
    parser.add_argument("programs", nargs="*", type=pathlib.Path)
    options = parser.parse_args()
    paths = options.programs or programs()
    try:
        if options.check:
            return check(options.bin, paths, options.check)
        if options.update:
            return update(options.bin, paths, options.update)
        table(options.bin, paths)
        return 0
    except RuntimeError as error:
        print(f"perf_table.py: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
