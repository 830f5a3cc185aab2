#!/usr/bin/env python3
"""Mutation check for the Tanto frontend's diagnostics: no error cascades,
no "internal error" for a user's mistake.

Takes the kernels in test/Frontend/Tanto/corpus/*.cpp with the flags of
their first RUN line (-D, -P), makes small mutants of each, runs release
`tanto-opt` on every mutant and classifies the output:

  internal   the output says "internal error" (a user's mistake must never
             be reported as a compiler bug), or repeats an op name as
             "'x.y' op 'x.y' op";
  cascade    more than one error, and a later error is neither the same
             kind of message as the first (backquoted names aside: an
             undeclared `a` and an undeclared `b` are two mistakes of one
             kind) nor a primary error. Primary errors are about the text
             itself, not about what the compiler made of an earlier error:
             an undeclared identifier, an unknown type, a preprocessor
             directive, a -P value. Deleting a line that declares two
             variables yields two primary errors, which is right; an error
             about a `void` placeholder, an op's verifier or a missing kernel
             after one of them is a cascade, and so is a later "undeclared
             identifier `x`" when the mutant does declare `x` (its
             declaration had an error and should poison the name), and so
             is any error naming the `<invalid>` type. A type confusion
             (an identifier replaced by the first parameter) makes several
             real errors at once (the new name shadows the parameter in an
             inner scope, the old name is undeclared, each use of the
             shadowing variable has the wrong type), so for those mutants
             only `<invalid>` counts as a cascade;
  crash      no error output but a non-zero exit other than 1, or a
             signal;
  encoding   an ISO-8859-1 byte added to a comment is refused (any error
             or a non-zero exit),
             or one added to an identifier does not give exactly one error
             saying "non-ASCII".

Mutations (deterministic, no randomness):
  - delete each non-blank, non-comment line;
  - drop each -D and -P flag of the RUN line;
  - rename each identifier occurrence (append `_x`), and replace it by
    the kernel's first parameter (a type confusion);
  - delete each punctuation token (`;`, `,`, parentheses, braces);
  - replace each integer literal by 0, by 4096 and by -1;
  - insert a stray `#endif` and a lone `#if 1` at the top of the body;
  - add an ISO-8859-1 byte (0xE9) to a comment, and to an identifier.

Usage:
  scripts/mutate-kernels.py [--bin target/release/tanto-opt] [--jobs 2]
                            [--show N] [--limit-per-kernel N]

Prints one line per flagged mutant (kind, kernel, mutation, first lines of
the output) up to --show, then the counts. Exit status 1 when any mutant is
flagged. Not part of the lit suite: a full run takes a few minutes.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "test", "Frontend", "Tanto", "corpus")
IDENT = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*\b")
PUNCT = re.compile(r"[;,(){}]")
INT = re.compile(r"(?<![A-Za-z0-9_.])\d+(?![A-Za-z0-9_.])")
ERROR = re.compile(r"^error: (.*)$", re.M)
# 0xE9 (ISO-8859-1 `é`), written as that one byte (surrogateescape).
LATIN1_E = "\udce9"


def run_flags(text):
    """The -D/-P flags of the first RUN line, as a list of arguments."""
    for line in text.splitlines():
        m = re.search(r"RUN:\s*(?:not\s+)?tanto-opt\s+%s(.*?)(\||$)", line)
        if m:
            args = m.group(1).split()
            flags, i = [], 0
            while i < len(args):
                a = args[i]
                if a == "-P" and i + 1 < len(args):
                    flags.append(["-P", args[i + 1]])
                    i += 2
                    continue
                if a.startswith("-D") or a.startswith("-P"):
                    flags.append([a])
                i += 1
            return flags
    return []


def code_spans(line):
    """The part of a line before a `//` comment."""
    return line.split("//", 1)[0]


def mutants(text, flags):
    """Yields (description, source, flags) for every mutant of one kernel."""
    lines = text.split("\n")
    flat = [a for f in flags for a in f]
    kernel = re.search(r"void\s+kernel\s*\(\s*[\w<>]+\s+(\w+)", text)
    first_param = kernel.group(1) if kernel else None
    for i, line in enumerate(lines):
        code = code_spans(line).strip()
        if not code or line.lstrip().startswith("// RUN") or line.lstrip().startswith("// CHECK"):
            continue
        yield (f"delete line {i + 1}", "\n".join(lines[:i] + lines[i + 1:]), flat)
    for j, f in enumerate(flags):
        rest = [a for k, g in enumerate(flags) if k != j for a in g]
        yield (f"drop flag {' '.join(f)}", text, rest)
    for i, line in enumerate(lines):
        code = code_spans(line)
        if line.lstrip().startswith("#"):
            continue
        for m in IDENT.finditer(code):
            new = line[: m.end()] + "_x" + line[m.end():]
            yield (f"rename `{m.group(0)}` at {i + 1}:{m.start() + 1}",
                   "\n".join(lines[:i] + [new] + lines[i + 1:]), flat)
            if first_param and m.group(0) != first_param:
                new = line[: m.start()] + first_param + line[m.end():]
                yield (f"`{m.group(0)}` -> `{first_param}` at {i + 1}:{m.start() + 1}",
                       "\n".join(lines[:i] + [new] + lines[i + 1:]), flat)
        for m in PUNCT.finditer(code):
            new = line[: m.start()] + line[m.end():]
            yield (f"delete `{m.group(0)}` at {i + 1}:{m.start() + 1}",
                   "\n".join(lines[:i] + [new] + lines[i + 1:]), flat)
        for m in INT.finditer(code):
            for value in ("0", "4096", "-1"):
                new = line[: m.start()] + value + line[m.end():]
                yield (f"literal {m.group(0)}->{value} at {i + 1}:{m.start() + 1}",
                       "\n".join(lines[:i] + [new] + lines[i + 1:]), flat)
    comment = next((i for i, l in enumerate(lines) if l.lstrip().startswith("//")), None)
    if comment is not None:
        new = lines[comment] + " Jos" + LATIN1_E
        yield ("latin-1 in comment", "\n".join(lines[:comment] + [new] + lines[comment + 1:]), flat)
    body = next((i for i, l in enumerate(lines) if "{" in code_spans(l)), None)
    if body is not None:
        decl = next((i for i in range(body + 1, len(lines))
                     if re.match(r"\s*(uint32|int32|float|T|auto)\s+\w+\s*=", lines[i])), None)
        if decl is not None:
            new = re.sub(r"^(\s*\w+\s+\w+)", lambda m: m.group(1) + LATIN1_E, lines[decl], count=1)
            yield ("latin-1 in code", "\n".join(lines[:decl] + [new] + lines[decl + 1:]), flat)
        for directive in ("#endif", "#if 1"):
            yield (f"insert {directive} after line {body + 1}",
                   "\n".join(lines[: body + 1] + [directive] + lines[body + 1:]), flat)


PRIMARY = re.compile(
    r"^(use of undeclared (identifier|function)|unknown type|#|-P |"
    r"unterminated conditional|unknown preprocessor directive|macro )")


def template(message):
    return re.sub(r"`[^`]*`", "`_`", message)


UNDECLARED = re.compile(r"^use of undeclared identifier `(\w+)`")


def declares(source, name):
    source = "\n".join(code_spans(l) for l in source.split("\n"))
    return re.search(r"[\w>]&?\s+" + re.escape(name) + r"\s*(=|;|,|\)|\[)", source)


def classify(out, code, source="", desc=""):
    errors = ERROR.findall(out)
    if desc == "latin-1 in comment" and (errors or code != 0):
        return "encoding"
    if desc == "latin-1 in code" and (len(errors) != 1 or "non-ASCII" not in errors[0]):
        return "encoding"
    if "internal error" in out or re.search(r"'([\w.]+)' op '\1' op", out):
        return "internal"
    if code not in (0, 1):
        return "crash"
    if any("<invalid>" in e for e in errors):
        return "cascade"
    if " -> `" in desc:
        return None
    first = template(errors[0]) if errors else ""
    for e in errors[1:]:
        if template(e) != first and not PRIMARY.match(e):
            return "cascade"
        m = UNDECLARED.match(e)
        if m and declares(source, m.group(1)) and m.group(1) not in errors[0]:
            return "cascade"
    return None


def check(binary, name, desc, source, flags, tmpdir, index):
    path = os.path.join(tmpdir, f"m{index}_{name}")
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(source)
    try:
        proc = subprocess.run([binary, path, "-o", os.devnull] + flags,
                              capture_output=True, text=True, errors="replace",
                              timeout=60)
        out, code = proc.stderr, proc.returncode
    except subprocess.TimeoutExpired:
        out, code = "timeout", -1
    finally:
        os.unlink(path)
    return name, desc, classify(out, code, source, desc), out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "tanto-opt"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--show", type=int, default=40)
    parser.add_argument("--limit-per-kernel", type=int, default=0,
                        help="at most N mutants per kernel (0: all)")
    args = parser.parse_args()

    jobs = []
    for name in sorted(os.listdir(CORPUS)):
        if not name.endswith(".cpp"):
            continue
        with open(os.path.join(CORPUS, name)) as f:
            text = f.read()
        ms = list(mutants(text, run_flags(text)))
        if args.limit_per_kernel:
            ms = ms[: args.limit_per_kernel]
        jobs.extend((name, *m) for m in ms)

    counts = {"internal": 0, "cascade": 0, "crash": 0, "encoding": 0}
    shown = 0
    with tempfile.TemporaryDirectory() as tmpdir, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(check, args.bin, name, desc, src, flags, tmpdir, i)
                   for i, (name, desc, src, flags) in enumerate(jobs)]
        for future in futures:
            name, desc, kind, out = future.result()
            if kind is None:
                continue
            counts[kind] += 1
            if shown < args.show:
                shown += 1
                first = "\n    ".join(ERROR.findall(out)[:3] or out.splitlines()[:3])
                print(f"{kind}: {name}: {desc}\n    {first}")
    flagged = sum(counts.values())
    print(f"{len(jobs)} mutants; flagged {flagged}: "
          + ", ".join(f"{k} {v}" for k, v in counts.items()))
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
