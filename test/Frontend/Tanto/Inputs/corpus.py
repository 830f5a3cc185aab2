"""Compiles every kernel of the corpus and checks it against its expectations.

usage: corpus.py EXPECTATIONS [--show]

EXPECTATIONS lists one entry per kernel configuration (see
test/Frontend/Tanto/corpus/expected.txt for the format). For each entry:

  1. `tanto-opt KERNEL FLAGS`: the count of every tile/pipe/noc op and of
     every scf.for/scf.while/scf.if in the printed IR must be exactly `ir`
     (an op the entry does not name must not be there at all);
  2. FileCheck with the kernel's `check` prefixes on that IR (for a kernel
     that is no lit test of its own; the corpus kernels run their CHECK
     lines from their RUN lines, whose flags must be those of the entries);
  3. `tanto-opt KERNEL FLAGS --tanto-default --tanto-stats`: the same counts
     after the default pipeline (`default`, or `same` as `ir`), and the
     remarks of dma-coalesce (NoC transfers before and after, lower bound),
     schedule (barriers before, barriers and waits after, loops
     software-pipelined, set-ups hoisted) and l1-alloc (peak, lower bound,
     buffers);
  4. `tanto-translate KERNEL FLAGS --emit=obj -O2`: an RV32 ELF object that
     defines `symbol`.

An entry's `xfail` keys state the right result of a known compiler bug:
they must fail, and fail the run once they pass. Every .cpp file next to
EXPECTATIONS must have an entry. --show prints what
the tools produce in the file's format instead of checking.
"""
import collections
import os
import re
import shlex
import subprocess
import sys
import tempfile

OP = re.compile(r'"((?:tile|pipe|noc)\.[a-z_0-9]+)"\(|\b(scf\.(?:for|while|if))\b')
DMA = re.compile(
    r"remark: dma-coalesce @\w+: (\d+) NoC transfers before, (\d+) after, lower bound (\d+)"
)
SCHEDULE = re.compile(
    r"remark: schedule @\w+: estimated \d+ cycles before, \d+ after; (\d+) barriers? before, "
    r"(\d+) barriers? and (\d+) waits? after; (\d+) loops? software-pipelined; (\d+) set-ups? hoisted"
)
L1 = re.compile(
    r"remark: l1-alloc: peak (\d+) bytes of L1 per core, liveness lower bound (\d+), .*, (\d+) buffers?"
)
RUN = re.compile(r"^// RUN: tanto-opt %s([^|]*)\|", re.M)
KEYS = ("ir", "check", "default", "dma", "schedule", "l1", "symbol", "xfail")


def parse(path):
    """Entries in file order: dict(source, flags, line, and the KEYS)."""
    entries = []
    with open(path) as f:
        for number, raw in enumerate(f, 1):
            line = raw.split("#", 1)[0].rstrip()
            if not line:
                continue
            if not line[0].isspace():
                source, *flags = shlex.split(line)
                entries.append({"source": source, "flags": flags, "line": number})
                continue
            key, _, value = line.strip().partition(":")
            if not entries or key not in KEYS or key in entries[-1]:
                sys.exit(f"{path}:{number}: unexpected line: {line.strip()}")
            entries[-1][key] = value.strip()
    for entry in entries:
        missing = [k for k in KEYS if k not in entry and k not in ("check", "xfail")]
        if missing:
            sys.exit(f"{path}:{entry['line']}: entry {entry['source']} lacks {', '.join(missing)}")
    return entries


def run(argv):
    result = subprocess.run(argv, capture_output=True, text=True)
    return result.returncode, result.stdout, result.stderr


def counts(ir):
    found = collections.Counter()
    for match in OP.finditer(ir):
        found[match.group(1) or match.group(2)] += 1
    return found


def show_counts(found):
    return " ".join(f"{name}={found[name]}" for name in sorted(found))


def parse_counts(text):
    found = collections.Counter()
    for item in text.split():
        name, _, number = item.partition("=")
        found[name] = int(number)
    return found


def measure(entry, base, scratch):
    """What the tools make of one entry: a dict of the KEYS, or an error."""
    source = os.path.join(base, entry["source"])
    flags = entry["flags"]
    got = {}
    code, ir, err = run(["tanto-opt", source, *flags])
    if code != 0:
        return None, f"tanto-opt failed:\n{err}"
    got["ir_text"] = ir
    got["ir"] = counts(ir)
    code, out, err = run(["tanto-opt", source, *flags, "--tanto-default", "--tanto-stats"])
    if code != 0:
        return None, f"tanto-opt --tanto-default failed:\n{err}"
    got["default"] = counts(out)
    for key, pattern in (("dma", DMA), ("schedule", SCHEDULE), ("l1", L1)):
        matches = pattern.findall(err)
        got[key] = " ".join(matches[0]) if len(matches) == 1 else f"{len(matches)} remarks"
    obj = os.path.join(scratch, "kernel.o")
    code, _, err = run(["tanto-translate", source, *flags, "--emit=obj", "-O2", "-o", obj])
    if code != 0:
        return None, f"tanto-translate failed:\n{err}"
    code, dump, err = run(["llvm-objdump", "-d", obj])
    if code != 0 or "file format elf32-littleriscv" not in dump:
        return None, f"llvm-objdump: not an RV32 object:\n{err}"
    got["symbol"] = " ".join(re.findall(r"^[0-9a-f]+ <(\w+)>:$", dump, re.M))
    return got, None


def check(entry, got, base):
    problems = []
    want_ir = parse_counts(entry["ir"])
    if got["ir"] != want_ir:
        problems.append(("ir", f"expected {show_counts(want_ir)}\n      got      {show_counts(got['ir'])}"))
    want_default = want_ir if entry["default"] == "same" else parse_counts(entry["default"])
    if got["default"] != want_default:
        problems.append((
            "default",
            f"expected {show_counts(want_default)}\n"
            f"           got      {show_counts(got['default'])}",
        ))
    for key in ("dma", "schedule", "l1"):
        if got[key] != " ".join(entry[key].split()):
            problems.append((key, f"expected {entry[key]}, got {got[key]}"))
    if entry["symbol"] not in got["symbol"].split():
        problems.append(("symbol", f"expected {entry['symbol']}, the object defines {got['symbol']}"))
    for prefix in entry.get("check", "").split():
        result = subprocess.run(
            ["FileCheck", os.path.join(base, entry["source"]), f"--check-prefix={prefix}"],
            input=got["ir_text"],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            problems.append(("check", f"FileCheck --check-prefix={prefix} failed:\n{result.stderr}"))
    # `xfail: KEY... -- why`: those keys state what the compiler should do
    # and does not yet (a known bug). They must fail; once one passes, the
    # bug is fixed and its xfail goes.
    xfail = entry.get("xfail", "").split("--")[0].split()
    failing = {key for key, _ in problems}
    report = [f"{key}: {text}" for key, text in problems if key not in xfail]
    report += [f"xfail {key}: passes now; remove it from xfail" for key in xfail if key not in failing]
    return report


def show(entry, got):
    flags = " ".join(entry["flags"])
    print(f"{entry['source']}  {flags}")
    print(f"  ir:       {show_counts(got['ir'])}")
    default = "same" if got["default"] == got["ir"] else show_counts(got["default"])
    print(f"  default:  {default}")
    for key in ("dma", "schedule", "l1", "symbol"):
        print(f"  {key + ':':9} {got[key]}")
    print()


def main():
    path = sys.argv[1]
    showing = "--show" in sys.argv[2:]
    base = os.path.dirname(os.path.abspath(path))
    entries = parse(path)
    failures = 0
    listed = {os.path.normpath(e["source"]) for e in entries}
    for name in sorted(os.listdir(base)):
        if name.endswith(".cpp") and name not in listed:
            print(f"{path}: error: {name} has no entry")
            failures += 1
    # A kernel's own `RUN: tanto-opt %s FLAGS | FileCheck` lines (which
    # scripts/kernels.sh also reads) and its entries name the same
    # configurations.
    configurations = collections.defaultdict(set)
    for entry in entries:
        configurations[entry["source"]].add(tuple(entry["flags"]))
    for source, flag_sets in configurations.items():
        with open(os.path.join(base, source)) as f:
            runs = {tuple(shlex.split(m)) for m in RUN.findall(f.read())}
        for flags in sorted(runs ^ flag_sets if runs else set()):
            where = "a RUN line" if flags in runs else "an entry"
            print(f"{path}: error: {source}: {where} has flags `{' '.join(flags)}` and the other side not")
            failures += 1
    with tempfile.TemporaryDirectory() as scratch:
        for entry in entries:
            got, error = measure(entry, base, scratch)
            where = f"{path}:{entry['line']}: {entry['source']} {' '.join(entry['flags'])}"
            if error:
                print(f"{where}: error: {error}")
                failures += 1
            elif showing:
                show(entry, got)
            else:
                problems = check(entry, got, base)
                for problem in problems:
                    print(f"{where}: error: {problem}")
                failures += bool(problems)
    print(f"{len(entries)} kernel configurations checked, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
