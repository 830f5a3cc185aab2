#!/usr/bin/env bash
# Builds and runs ztachip's readable apps from a ztachip checkout (DIR, the
# folder holding SW/), each compiled from its own kernels folder as
# ztachip's build compiles it: every tensor program (.m, with the PCORE
# programs it includes) and every PCORE program (.p) to an RV32 object,
# then each app with a runner (scripts/ztachip_apps/) as a device program
# in tanto-run on generated input, against a numpy reference written from
# what the app computes. Prints one table; exit 1 when anything fails.
#   scripts/ztachip-apps.sh /path/to/ztachip
set -euo pipefail
dir=${1:?usage: scripts/ztachip-apps.sh ZTACHIP_DIR}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${TANTO_BIN_DIR:-$root/target/release}
python=/usr/bin/python3
"$python" -c 'import numpy' 2>/dev/null || python=python3
sources="color/kernels/color.m color/kernels/color.p gaussian/kernels/gaussian.m
gaussian/kernels/gaussian.p resize/kernels/resize.m resize/kernels/resize.p
nn/kernels/conv.m nn/kernels/conv.p nn/kernels/fcn.m nn/kernels/fcn.p
nn/kernels/objdet.m nn/kernels/objdet.p remap/kernels/remap.p test/kernels/test.m
test/kernels/test.p"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
printf '%-30s %-8s %s\n' file compile note
for source in $sources; do
  folder="$dir/SW/apps/$(dirname "$source")"
  file=$(basename "$source")
  flag=--ztachip
  [ "${file##*.}" = p ] && flag=--ztachip-pcore
  if (cd "$folder" && "$bin/tanto-translate" "$flag" "$file" --emit=obj -o "$work/out.o" 2>"$work/err"); then
    printf '%-30s %-8s\n' "$source" ok
  else
    failed=1
    printf '%-30s %-8s %s\n' "$source" FAIL "$(grep -m1 '^error' "$work/err" || head -1 "$work/err")"
  fi
done
echo
"$python" "$root/scripts/ztachip_apps/run.py" "$dir" "$bin" "$work" || failed=1
exit $failed
