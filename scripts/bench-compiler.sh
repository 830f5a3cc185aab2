#!/usr/bin/env bash
# Compiler speed (docs/performance.md, "Compiler speed against mlir-opt"), on
# the release build. For generated read kernels of 1k, 10k and 100k ops
# (scripts/bench/gen_module.py: alternating arith.addi and noc.read):
#   (a) parsing, verifying and printing: tanto-opt against mlir-opt-22 with
#       our dialects loaded from IRDL (`tanto-opt --print-irdl`), both on the
#       generic form;
#   (b) the middle end: tanto-opt --tanto-default.
# Prints median, min and max wall time of RUNS runs (default 5; hyperfine when
# installed) and the scaling ratios 10k/1k and 100k/10k, which stay near 10
# when every pass is linear. Not part of the test suite: timings depend on
# the machine. SIZES overrides the sizes (e.g. SIZES="1000 10000").
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release -p tanto-tools --bins
opt=target/release/tanto-opt
mlir_opt=${MLIR_OPT:-mlir-opt-22}
runs=${RUNS:-5}
sizes=(${SIZES:-1000 10000 100000})
out=target/bench
mkdir -p "$out"
"$opt" --print-irdl > "$out/tanto.irdl"

for n in "${sizes[@]}"; do
    python3 scripts/bench/gen_module.py "$n" -o "$out/gen-$n.mlir"
    "$opt" "$out/gen-$n.mlir" --mlir-print-op-generic -o "$out/gen-$n.generic.mlir"
    # mlir-opt must accept what we time it on.
    "$mlir_opt" --irdl-file="$out/tanto.irdl" "$out/gen-$n.generic.mlir" -o /dev/null
done

# measure NAME COMMAND...: prints "NAME median min max" (seconds) and records
# the median in medians[NAME].
declare -A medians
measure() {
    local name=$1
    shift
    local times=()
    if command -v hyperfine > /dev/null; then
        hyperfine --style none --runs "$runs" --export-json "$out/hyperfine.json" "$(printf '%q ' "$@")" > /dev/null
        mapfile -t times < <(python3 -c 'import json,sys; [print(t) for t in json.load(open(sys.argv[1]))["results"][0]["times"]]' "$out/hyperfine.json")
    else
        for _ in $(seq "$runs"); do
            local start end
            start=$(date +%s.%N)
            "$@" > /dev/null
            end=$(date +%s.%N)
            times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')")
        done
    fi
    local stats
    stats=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ t[NR] = $1 } END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2; printf "%.4f %.4f %.4f", m, t[1], t[NR] }')
    medians[$name]=${stats%% *}
    read -r median min max <<< "$stats"
    printf '%-34s median %8.4f s  min %8.4f s  max %8.4f s\n' "$name" "$median" "$min" "$max"
}

ratio() {
    local a=${medians[$1]:-} b=${medians[$2]:-}
    [[ -n $a && -n $b ]] || return 0
    awk -v a="$a" -v b="$b" -v na="$1" -v nb="$2" 'BEGIN { printf "  %s / %s: %.1fx\n", na, nb, a / b }'
}

echo "median, min, max of $runs runs"
for n in "${sizes[@]}"; do
    measure "parse $n tanto-opt" "$opt" "$out/gen-$n.generic.mlir" -o /dev/null
    measure "parse $n mlir-opt+irdl" "$mlir_opt" --irdl-file="$out/tanto.irdl" "$out/gen-$n.generic.mlir" -o /dev/null
    measure "tanto-default $n" "$opt" "$out/gen-$n.mlir" --tanto-default -o /dev/null
done
echo "scaling (median time ratios; 10 is linear)"
for what in "parse %s tanto-opt" "parse %s mlir-opt+irdl" "tanto-default %s"; do
    # shellcheck disable=SC2059
    ratio "$(printf "$what" 10000)" "$(printf "$what" 1000)"
    # shellcheck disable=SC2059
    ratio "$(printf "$what" 100000)" "$(printf "$what" 10000)"
done
