#!/usr/bin/env bash
# The differential test at bench size (issue 14): N seeded random programs
# (default 10000), each compiled unoptimised at -O0 and through tanto-default
# at -O2, run in the simulator, compared bit for bit and against the
# reference. The suite runs seeds 0..199; this runs 0..N-1 in release.
# Usage: scripts/bench-differential.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
start=$(date +%s)
TANTO_DIFFERENTIAL_SEEDS="$count" cargo test --quiet --release -p tanto-tools --test integration \
  differential::optimised_and_unoptimised_programs_agree_with_each_other_and_the_reference
echo "differential: $count programs passed in $(( $(date +%s) - start )) s"
