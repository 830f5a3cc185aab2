#!/usr/bin/env bash
# The optimisations measured in the simulator (docs/performance.md): every
# runnable test program through tanto-default, and with scheduling
# (tanto-schedule: software pipelining, transfer placement) or DMA
# coalescing (tanto-dma-coalesce) left out, or both. Prints a markdown table
# of simulated cycles, NoC transfers against the simulator's lower bound
# (contiguous runs merged up to a burst), peak L1 per core against
# tanto-l1-alloc's liveness bound, the roofline bound and the ratio to it.
# Deterministic: the simulator's time model is, and inputs are seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p tanto-tools --bins
bin=target/release
base="tanto-verify-roles,tanto-verify-protocol"
tail_passes="tanto-l1-alloc,tanto-pto-alloc,canonicalize,cse"
declare -A pipelines=(
  [default]=""
  [no-schedule]="builtin.module($base,tanto-dma-coalesce,$tail_passes)"
  [no-coalesce]="builtin.module($base,tanto-schedule,$tail_passes)"
  [neither]="builtin.module($base,$tail_passes)"
)
echo "| program | pipeline | cycles | NoC transfers (lower bound) | peak L1 B (liveness bound) | roofline (DRAM / NoC port / NoC link / math) | cycles / roofline |"
echo "|---|---|---|---|---|---|---|"
for program in eltwise matmul reduce multicast local pto_fifo; do
  for variant in default no-schedule no-coalesce neither; do
    args=()
    if [ -n "${pipelines[$variant]}" ]; then args=(--pass-pipeline="${pipelines[$variant]}"); else args=(--tanto-default); fi
    input="test/Programs/$program/program.toml"
    ir=$("$bin/tanto-opt" "$input" "${args[@]}" 2>/dev/null)
    peak=$(grep -o 'l1.peak = [0-9]*' <<<"$ir" | head -1 | sed 's/.* //')
    liveness=$(grep -o 'l1.lower_bound = [0-9]*' <<<"$ir" | head -1 | sed 's/.* //')
    if [ "$variant" = default ]; then args=(); fi
    summary=$("$bin/tanto-run" "$input" --random-inputs 1 "${args[@]}" 2>/dev/null)
    total=$(grep '^total:' <<<"$summary")
    roof=$(grep '^roofline:' <<<"$summary")
    cycles=$(sed 's/.* \([0-9]*\) cycles$/\1/' <<<"$total")
    transfers=$(sed 's/.*, \([0-9]*\) NoC transfers\? (lower bound \([0-9]*\)).*/\1 (\2)/' <<<"$total")
    bound=$(sed 's/roofline: \([0-9]*\) cycles (DRAM \([0-9]*\), NoC port \([0-9]*\), NoC link \([0-9]*\), math \([0-9]*\)).*/\1 (\2 \/ \3 \/ \4 \/ \5)/' <<<"$roof")
    ratio=$(sed 's/.*= //' <<<"$roof")
    echo "| $program | $variant | $cycles | $transfers | $peak ($liveness) | $bound | $ratio |"
  done
done
