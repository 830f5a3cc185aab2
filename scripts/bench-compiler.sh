#!/usr/bin/env bash
# Compiler speed (docs/performance.md, "Compiler speed against mlir-opt"), on
# the release build. For generated read kernels of 1k, 10k and 100k ops
# (scripts/bench/gen_module.py: alternating arith.addi and noc.read, with a
# barrier every 16 reads, and again with no barrier but the last):
#   (a) parsing, verifying and printing: tanto-opt against mlir-opt-22 with
#       our dialects loaded from IRDL (`tanto-opt --print-irdl`), both on the
#       generic form;
#   (b) the middle end: tanto-opt --tanto-default.
# Prints median, min and max wall time of RUNS runs (default 5; hyperfine when
# installed) and the scaling ratios 10k/1k and 100k/10k, which stay near 10
# when every pass is linear.
#   (c) the whole compiler per kernel: tanto-translate --emit=obj -O2 on every
#       corpus kernel (test/Frontend/Tanto/corpus, with the flags of its first
#       RUN line, as scripts/kernels.sh), RUNS runs each: the median over the
#       kernels of each kernel's median wall time, the spread of those medians
#       (min-max), and peak RSS (/usr/bin/time %M; the largest and the median
#       over the kernels).
#   (g) CSL: tanto-translate --emit=obj -O2 on generated CSL programs of 10k
#       and 100k statements (scripts/bench/gen_csl.py: functions of 100
#       statements on one PE): median, min, max wall time, the ratio
#       100k/10k (at most 12 passes; 10 is linear) and peak RSS
#       (/usr/bin/time %M).
#   (d), (e), (f) the frontends and the middle end on generated inputs
#       (scripts/bench/gen_frontend.py) of 10k and 100k statements:
#       tanto-opt --tanto-default on a Tanto kernel (d: a chain of
#       `x = x + c`), a PTO function (e: a chain of pto.tadd, one tile each)
#       and a device program (f: that many semaphores). Median, min and max
#       wall time of RUNS runs, the ratio 100k/10k (about 10 when linear; the
#       goal is at most 12) and the peak RSS of one more run (/usr/bin/time
#       %M).
#   (z) ztachip tensor programs (scripts/bench/gen_ztachip.py) of ZSIZES
#       statements (default "10000 100000"): plain transfers, and pairs of
#       CONCURRENT transfers joined by `,`; tanto-translate --emit=llvm
#       (clang-22 compiles the C): median wall time of RUNS runs, peak RSS
#       (/usr/bin/time %M) and the 100k/10k ratio, which must stay <= 12.
# Not part of the test suite: timings depend on the machine. SIZES overrides
# the sizes of (a) and (b) (e.g. SIZES="1000 10000"), FRONTEND_SIZES those of
# (d)-(f); PARTS selects the parts (default "a b c d e f g z"; e.g. PARTS=c
# for the corpus alone).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cargo build --quiet --release -p tanto-tools --bins
opt=target/release/tanto-opt
translate=target/release/tanto-translate
parts=" ${PARTS:-a b c d e f g z} "
mlir_opt=${MLIR_OPT:-mlir-opt-22}
runs=${RUNS:-5}
sizes=(${SIZES:-1000 10000 100000})
out=target/bench
mkdir -p "$out"
"$opt" --print-irdl > "$out/tanto.irdl"

part() { [[ $parts == *" $1 "* ]]; }

part a || part b || sizes=()
for n in "${sizes[@]}"; do
    python3 scripts/bench/gen_module.py "$n" -o "$out/gen-$n.mlir"
    python3 scripts/bench/gen_module.py "$n" --barrier-every 0 -o "$out/gen-nobarrier-$n.mlir"
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

if (( ${#sizes[@]} )); then
    echo "median, min, max of $runs runs"
    for n in "${sizes[@]}"; do
        if part a; then
            measure "parse $n tanto-opt" "$opt" "$out/gen-$n.generic.mlir" -o /dev/null
            measure "parse $n mlir-opt+irdl" "$mlir_opt" --irdl-file="$out/tanto.irdl" "$out/gen-$n.generic.mlir" -o /dev/null
        fi
        if part b; then
            measure "tanto-default $n" "$opt" "$out/gen-$n.mlir" --tanto-default -o /dev/null
            measure "tanto-default no-barrier $n" "$opt" "$out/gen-nobarrier-$n.mlir" --tanto-default -o /dev/null
        fi
    done
    echo "scaling (median time ratios; 10 is linear)"
    for what in "parse %s tanto-opt" "parse %s mlir-opt+irdl" "tanto-default %s" "tanto-default no-barrier %s"; do
        # shellcheck disable=SC2059
        ratio "$(printf "$what" 10000)" "$(printf "$what" 1000)"
        # shellcheck disable=SC2059
        ratio "$(printf "$what" 100000)" "$(printf "$what" 10000)"
    done
fi

# (c): per corpus kernel, RUNS runs of tanto-translate --emit=obj -O2, each
# timed (date, ns) and its peak RSS read by /usr/bin/time; one line per
# kernel "median_s max_rss_kb name" into $out/corpus.txt, then the summary.
if part c; then
    # shellcheck source=scripts/kernels.sh
    . scripts/kernels.sh
    : > "$out/corpus.txt"
    for kernel in $(corpus_kernels); do
        times=() rss=0
        for _ in $(seq "$runs"); do
            start=$(date +%s.%N)
            # shellcheck disable=SC2046
            /usr/bin/time -f "%M" -o "$out/rss" "$translate" "$kernel" $(corpus_kernel_args "$kernel") --emit=obj -O2 -o "$out/kernel.o"
            end=$(date +%s.%N)
            times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')")
            kb=$(tail -1 "$out/rss")
            (( kb > rss )) && rss=$kb
        done
        median=$(printf '%s\n' "${times[@]}" | sort -g | awk '{ t[NR] = $1 } END { printf "%.4f", (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }')
        echo "$median $rss ${kernel#"$root"/}" >> "$out/corpus.txt"
    done
    echo "tanto-translate --emit=obj -O2 per corpus kernel ($(wc -l < "$out/corpus.txt") kernels, median of $runs runs each; $out/corpus.txt):"
    sort -g "$out/corpus.txt" | awk '{ t[NR] = $1; name[NR] = $3 } END {
        med = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
        printf "  time: median %.4f s, min %.4f s (%s), max %.4f s (%s)\n", med, t[1], name[1], t[NR], name[NR]
    }'
    cut -d' ' -f2 "$out/corpus.txt" | sort -n | awk '{ m[NR] = $1 } END {
        med = (NR % 2) ? m[(NR + 1) / 2] : (m[NR / 2] + m[NR / 2 + 1]) / 2
        printf "  peak RSS: median %.1f MB, max %.1f MB\n", med / 1024, m[NR] / 1024
    }'
fi

# (d), (e), (f): one generated input per size, timed as (a), then one run
# under /usr/bin/time for the peak RSS.
frontend_sizes=(${FRONTEND_SIZES:-10000 100000})
for spec in "d tanto cpp" "e pto pto" "f program toml"; do
    read -r letter kind ext <<< "$spec"
    part "$letter" || continue
    echo "($letter) tanto-opt --tanto-default on a generated $kind input; median, min, max of $runs runs"
    for n in "${frontend_sizes[@]}"; do
        input="$out/$kind-$n.$ext"
        python3 scripts/bench/gen_frontend.py "$kind" "$n" -o "$input"
        measure "$kind $n" "$opt" "$input" --tanto-default -o /dev/null
        /usr/bin/time -f "%M" -o "$out/rss" "$opt" "$input" --tanto-default -o /dev/null
        printf '  peak RSS %.1f MB\n' "$(awk '{ kb = $1 } END { print kb / 1024 }' "$out/rss")"
    done
    ratio "$kind 100000" "$kind 10000"
done

# (g): CSL at 10k and 100k statements, whole compiler to objects.
if part g; then
    echo "CSL: tanto-translate --emit=obj -O2, median, min, max of $runs runs"
    for n in 10000 100000; do
        python3 scripts/bench/gen_csl.py "$n" "$out/csl-$n"
        measure "csl $n statements" "$translate" "$out/csl-$n/layout.csl" --emit=obj -O2 -o "$out/csl-$n/obj"
        /usr/bin/time -f "%M" -o "$out/rss" "$translate" "$out/csl-$n/layout.csl" --emit=obj -O2 -o "$out/csl-$n/obj"
        printf '  peak RSS at %s statements: %.1f MB\n' "$n" "$(awk '{ print $1 / 1024 }' < <(tail -1 "$out/rss"))"
    done
    ratio "csl 100000 statements" "csl 10000 statements"
    awk -v a="${medians[csl 100000 statements]}" -v b="${medians[csl 10000 statements]}" \
        'BEGIN { if (a / b > 12) { print "  FAIL: CSL scales worse than 12x from 10k to 100k statements"; exit 1 } }'
fi

# (z): ztachip tensor programs, RUNS runs each; the peak RSS of the last.
if part z; then
    zsizes=(${ZSIZES:-10000 100000})
    for kind in statements concurrent; do
        for n in "${zsizes[@]}"; do
            python3 scripts/bench/gen_ztachip.py "$kind" "$n" -o "$out/zta-$kind-$n.m"
            measure "ztachip $kind $n" "$translate" "$out/zta-$kind-$n.m" --emit=llvm -o /dev/null
            /usr/bin/time -f "%M" -o "$out/rss" "$translate" "$out/zta-$kind-$n.m" --emit=llvm -o /dev/null
            printf '  peak RSS %.1f MB\n' "$(awk '{ kb = $1 } END { print kb / 1024 }' "$out/rss")"
        done
        (( ${#zsizes[@]} >= 2 )) && ratio "ztachip $kind ${zsizes[-1]}" "ztachip $kind ${zsizes[-2]}"
    done
fi
