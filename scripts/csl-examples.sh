#!/usr/bin/env bash
# Runs the tutorials of a Cerebras csl-examples checkout on Tanto, each by
# its own commands_wse2.sh (and commands_wse3.sh where present), unchanged:
# `cslc` and `cs_python` are shims on PATH that run tanto-cslc and python3
# with this repository's python/ package (the SDK's module paths). Each
# tutorial runs in a temporary copy; the checkout is never written.
#
#   scripts/csl-examples.sh DIR [SECONDS]
#
# DIR is the checkout (its tutorials/ is used) or a directory of tutorials;
# SECONDS bounds each run (default 120). Prints one row per run (example,
# arch, compile ok?, host script ok?, first error line) and the totals.
# Binaries: $TANTO_BIN_DIR, else target/release of this repository.
set -u

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 CSL_EXAMPLES_DIR [SECONDS]" >&2
    exit 1
fi
root=$1
timeout_s=${2:-120}
case $timeout_s in
    '' | *[!0-9]* | 0 | 00*) echo "$0: SECONDS must be a positive number, got '$timeout_s'" >&2; exit 1 ;;
esac
[ -d "$root/tutorials" ] && root=$root/tutorials
if [ ! -d "$root" ]; then
    echo "$0: $root is not a directory" >&2
    exit 1
fi
root=$(cd "$root" && pwd)
repo=$(cd "$(dirname "$0")/.." && pwd)
bin=${TANTO_BIN_DIR:-$repo/target/release}
for tool in tanto-cslc tanto-run; do
    if [ ! -x "$bin/$tool" ]; then
        echo "$0: $bin/$tool not found; run \`cargo build --release --workspace --bins\` first" >&2
        exit 1
    fi
done
python=/usr/bin/python3
"$python" -c 'import numpy' 2>/dev/null || python=python3

scratch=$(mktemp -d "${TMPDIR:-/tmp}/csl-examples.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
shims=$scratch/shims
mkdir -p "$shims"
# Each shim runs its tool and appends "<tool> <exit code>" to $CSL_EXAMPLES_LOG,
# so the row can tell a failed compile from a failed host script.
cat >"$shims/cslc" <<EOF
#!/usr/bin/env bash
"$bin/tanto-cslc" "\$@"
rc=\$?
echo "cslc \$rc" >>"\$CSL_EXAMPLES_LOG"
exit \$rc
EOF
cat >"$shims/cs_python" <<EOF
#!/usr/bin/env bash
"$python" "\$@"
rc=\$?
echo "cs_python \$rc" >>"\$CSL_EXAMPLES_LOG"
exit \$rc
EOF
chmod +x "$shims/cslc" "$shims/cs_python"

export PATH="$shims:$PATH"
export PYTHONPATH="$repo/python${PYTHONPATH:+:$PYTHONPATH}"
export TANTO_RUN="$bin/tanto-run"

# The first line of a run's output that says what went wrong.
# A diagnostic's location (its next line, `  --> file:line:col`) leads it.
first_error() {
    local log=$1 line where
    line=$(grep -m1 -E '(^|[^A-Za-z])([Ee]rror|not supported)' "$log")
    where=$(grep -m1 -A1 -E '(^|[^A-Za-z])([Ee]rror|not supported)' "$log" | sed -n 's/^ *--> *//p')
    [ -n "$line" ] || line=$(grep -v '^[[:space:]]*$' "$log" | tail -n 1)
    [ -n "$where" ] && line="$where: ${line#error: }"
    printf '%s' "${line:0:160}"
}

runs=0 compiled=0 compiles=0 passed=0
printf '%-36s %-5s %-8s %-6s %s\n' example arch compile host "first error"
for example in "$root"/*/; do
    example=${example%/}
    name=$(basename "$example")
    for arch in wse2 wse3; do
        commands=$example/commands_$arch.sh
        [ -f "$commands" ] || continue
        work=$scratch/$name-$arch
        cp -R "$example" "$work"
        export CSL_EXAMPLES_LOG=$work/.tools.log
        : >"$CSL_EXAMPLES_LOG"
        (cd "$work" && timeout "$timeout_s" bash "./commands_$arch.sh") >"$work/.output" 2>&1
        rc=$?
        runs=$((runs + 1))
        compile=-
        if grep -q '^cslc ' "$CSL_EXAMPLES_LOG"; then
            compiles=$((compiles + 1))
            if grep '^cslc ' "$CSL_EXAMPLES_LOG" | grep -qv ' 0$'; then
                compile=no
            else
                compile=yes
                compiled=$((compiled + 1))
            fi
        fi
        host=no
        error=
        if [ "$rc" -eq 0 ] && grep -q '^cs_python 0$' "$CSL_EXAMPLES_LOG"; then
            host=yes
            passed=$((passed + 1))
        elif [ "$rc" -eq 124 ]; then
            error="timed out after ${timeout_s} s"
        else
            error=$(first_error "$work/.output")
        fi
        printf '%-36s %-5s %-8s %-6s %s\n' "$name" "$arch" "$compile" "$host" "$error"
        rm -rf "$work"
    done
done
echo
echo "compiled: $compiled of $compiles compiles; host scripts passed: $passed of $runs runs"
