#!/usr/bin/env bash
# The differential test at bench size (issue 14): N seeded random device
# programs (default 10000) and M random PTO programs (default N / 5), each
# compiled unoptimised at -O0 and through tanto-default at -O2, run in the
# simulator, compared bit for bit and against the independent reference.
# The suite runs 200 and 100; this runs seeds FIRST..FIRST+N-1 in release.
# A failure shrinks to a minimal program saved under
# tools/tests/integration/differential/regressions/ (commit it).
# Usage: scripts/bench-differential.sh [N [M [FIRST]]]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
pto_count="${2:-$(( count / 5 ))}"
first="${3:-0}"
cargo test --quiet --release -p tanto-tools --test integration --no-run
start=$(date +%s)
TANTO_DIFFERENTIAL_FIRST="$first" TANTO_DIFFERENTIAL_SEEDS="$count" TANTO_DIFFERENTIAL_PTO_SEEDS="$pto_count" \
  cargo test --quiet --release -p tanto-tools --test integration -- --test-threads 2 \
  differential::optimised_and_unoptimised
echo "differential: $count device programs and $pto_count PTO programs (seeds from $first) passed in $(( $(date +%s) - start )) s"
