#!/usr/bin/env bash
# The optimisations measured in the simulator (docs/performance.md): every
# runnable test and corpus program through tanto-default, and with
# scheduling (tanto-schedule: software pipelining, transfer placement) or DMA
# coalescing (tanto-dma-coalesce) left out, or both. Prints a markdown table
# of simulated cycles per pipeline, NoC transfers against the simulator's
# lower bound (contiguous runs merged up to a burst), peak L1 per core
# against tanto-l1-alloc's liveness bound, the roofline bound and
# tanto-default's ratio to it, then the geometric mean of the ratios and
# every program an optimisation made slower (scripts/bench/perf_table.py).
# Deterministic: the simulator's time model is, and inputs are seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p tanto-tools --bins
exec python3 scripts/bench/perf_table.py "$@"
