#!/usr/bin/env bash
# Describes the PCORE programs of ztachip's readable apps from a ztachip
# checkout (DIR, the folder holding SW/), each from its own folder as
# ztachip's build compiles it, and prints a table: classes, kernels,
# variables, errors. Exit 1 when any program has errors.
#   scripts/ztachip-pcore.sh /path/to/ztachip
set -euo pipefail
dir=${1:?usage: scripts/ztachip-pcore.sh ZTACHIP_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
translate=${TANTO_BIN_DIR:-$root/target/release}/tanto-translate
programs="color/kernels/color.p gaussian/kernels/gaussian.p resize/kernels/resize.p
remap/kernels/remap.p test/kernels/test.p nn/kernels/conv.p nn/kernels/fcn.p nn/kernels/objdet.p"
printf '%-28s %8s %8s %10s %7s\n' program classes kernels variables errors
failed=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT
for program in $programs; do
  folder="$dir/SW/apps/$(dirname "$program")"
  file=$(basename "$program")
  if json=$(cd "$folder" && "$translate" "$file" --emit=describe 2>"$err"); then
    counts=$(printf '%s' "$json" | python3 -c 'import json,sys
d=json.load(sys.stdin)
print(len(d["classes"]), sum(len(c["kernels"]) for c in d["classes"]), sum(len(c["variables"]) for c in d["classes"]))')
    read -r classes kernels variables <<<"$counts"
    errors=0
  else
    classes=- kernels=- variables=-
    errors=$(grep -c '^error' "$err" || true)
    failed=1
  fi
  printf '%-28s %8s %8s %10s %7s\n' "$program" "$classes" "$kernels" "$variables" "$errors"
done
exit $failed
