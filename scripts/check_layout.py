#!/usr/bin/env python3
"""Check the module layout of the workspace: no cycles between files, no
oversized files.

Usage: check_layout.py [REPO_ROOT]   (default: the parent of scripts/)
Exit 0 when every violation is in scripts/layout-allow.txt, 1 otherwise.
Run by test/Tools/layout.test.

The rule
--------
For every crate of the workspace the script builds a graph whose nodes are the
Rust files of the library (src/lib.rs and the files its `mod x;` declarations
reach, inline `mod x { .. }` blocks belonging to their file). A file A has an
edge to a file B != A when A names an item or a module of B:

  * a `use` tree (`use crate::a::b::Item`, `use super::{x, y}`, `use self::..`,
    `use child::Item`), and
  * a path in code (`super::super::body::FnBuilder`, `crate::a::f()`,
    `child::f()`, `imported_module::f()`).

Paths are resolved like rustc does, far enough for this purpose: through
child modules, through the names a module defines at its top level, and
through its `use` imports (so a re-export `pub use dsd::Dsd` in mod.rs sends a
child's `super::Dsd` on to dsd.rs, not to mod.rs). Method calls are not
resolved: a method in an `impl` block in another file than its type is not a
dependency of its callers (only of the files naming the type).

Containment is not an edge: a `mod x;` declaration, and a name a module takes
from one of its ancestors (`super::Shared`, `crate::Error` in a child of the
root). A module sees its ancestors' private items by Rust's own privacy rules,
which are designed for this: a parent holds the vocabulary its children share
and orchestrates them. Every other reference is an edge, so the downward one
(a parent naming its child's item) and every sideways one (between siblings or
cousins) count; a cycle can only run through a sideways reference.

Every strongly connected component of more than one file is a violation, and so
is every .rs file under frontends/, passes/ or sim/ above 1,500 lines.

The allow-list (scripts/layout-allow.txt) holds the violations not fixed yet,
one a line:
    cycle <glob> [<glob> ...] -- <reason>     every file of the component
                                              matches one of the globs
    size <path> -- <reason>
An allow-list entry that no longer matches a violation is an error too, so the
list only shrinks.
"""

import fnmatch
import os
import re
import sys

MAX_LINES = 1500
SIZE_CHECKED = ("frontends/", "passes/", "sim/")
ITEM_KEYWORDS = {"fn", "struct", "enum", "trait", "type", "const", "static", "union"}

PATH_ATTRIBUTE = re.compile(
    r'#\[path\s*=\s*"([^"]+)"\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;'
)
TOKEN = re.compile(r"(?:r#)?[A-Za-z_][A-Za-z0-9_]*|::|[{}();,*<>=!#\[\]]|\S")


def strip(text):
    """Blank out comments, strings and char literals, keeping line structure."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    out.append("\n" if text[i] == "\n" else "")
                    i += 1
        elif re.match(r'b?r#*"', text[i:i + 260]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            m = re.match(r'b?r(#*)"', text[i:])
            end = '"' + m.group(1)
            j = text.find(end, i + m.end())
            j = n if j < 0 else j + len(end)
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c == '"' or (c == "b" and text.startswith('b"', i) and (i == 0 or not text[i - 1].isalnum())):
            j = i + (2 if c == "b" else 1)
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j + 1
        elif c == "'":
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:])
            if m:
                out.append("' '")
                i += m.end()
            else:  # a lifetime
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


class Module:
    def __init__(self, path, file, inline):
        self.path = path  # tuple of names from the crate root
        self.file = file
        self.inline = inline
        self.children = {}  # name -> Module
        self.items = set()
        self.imports = {}  # name -> (Module it was written in, segments)
        self.globs = []  # (Module, segments)
        self.paths = []  # segment lists named in this module's code


def parse_use_tree(tokens, i, prefix, out):
    """Parse a use tree at tokens[i]; append (alias, segments) to out; return
    the index after it. A glob is the alias '*'."""
    segs = list(prefix)
    while i < len(tokens):
        t = tokens[i]
        if t == "{":
            i += 1
            while tokens[i] != "}":
                i = parse_use_tree(tokens, i, segs, out)
                if tokens[i] == ",":
                    i += 1
            return i + 1
        if t == "*":
            out.append(("*", segs))
            return i + 1
        if t == "::":
            i += 1
            continue
        if re.match(r"[A-Za-z_]", t):
            segs.append(t)
            i += 1
            if i < len(tokens) and tokens[i] == "as":
                out.append((tokens[i + 1], segs))
                return i + 2
            if i < len(tokens) and tokens[i] == "::":
                continue
            if segs[-1] == "self":
                segs = segs[:-1]
                out.append((segs[-1] if segs else "self", segs))
            else:
                out.append((segs[-1], segs))
            return i
        return i + 1
    return i


class Crate:
    def __init__(self, repo, name, root_file):
        self.repo = repo
        self.name = name
        self.modules = {}
        self.files = []
        self.root = self.load(root_file, (), True)

    def load(self, file, path, is_dir_owner):
        self.files.append(file)
        with open(file, encoding="utf-8") as f:
            text = f.read()
        tokens = [t[2:] if t.startswith("r#") else t for t in TOKEN.findall(strip(text))]
        # `#[path = "x.rs"] mod name;`: the file is named, relative to this one's directory.
        paths = {
            m.group(2): os.path.join(os.path.dirname(file), m.group(1))
            for m in PATH_ATTRIBUTE.finditer(text)
        }
        module = Module(path, file, False)
        self.modules[path] = module
        base = os.path.dirname(file) if is_dir_owner else os.path.splitext(file)[0]
        self.scan(tokens, module, base, paths)
        return module

    def scan(self, tokens, top, base, paths):
        stack = [(top, 0, base)]  # (module, brace depth of its body, directory)
        depth = 0
        i = 0
        while i < len(tokens):
            t = tokens[i]
            module, mdepth, mdir = stack[-1]
            if t == "{":
                depth += 1
            elif t == "}":
                depth -= 1
                if depth < mdepth:
                    stack.pop()
            elif t == "mod" and i + 2 < len(tokens) and re.match(r"[A-Za-z_]", tokens[i + 1]):
                name = tokens[i + 1]
                if depth == mdepth:
                    module.items.add(name)
                if tokens[i + 2] == ";":
                    child_dir = os.path.join(mdir, name)
                    file = child_dir + ".rs"
                    owner = False
                    if name in paths and depth == 0:
                        file = paths[name]
                    elif not os.path.exists(file):
                        file, owner = os.path.join(child_dir, "mod.rs"), True
                    module.children[name] = self.load(file, module.path + (name,), owner)
                    i += 3
                    continue
                if tokens[i + 2] == "{":
                    child = Module(module.path + (name,), module.file, True)
                    self.modules[child.path] = child
                    module.children[name] = child
                    depth += 1
                    stack.append((child, depth, os.path.join(mdir, name)))
                    i += 3
                    continue
            elif t == "use" and (i == 0 or tokens[i - 1] != "::"):
                trees = []
                j = parse_use_tree(tokens, i + 1, [], trees)
                for alias, segs in trees:
                    if not segs:
                        continue
                    module.paths.append(segs)
                    if depth != mdepth:
                        continue
                    if alias == "*":
                        module.globs.append((module, segs))
                    elif alias != "_":
                        module.imports[alias] = (module, segs)
                i = j
                continue
            elif t in ITEM_KEYWORDS and depth == mdepth and i + 1 < len(tokens):
                module.items.add(tokens[i + 1])
            elif t == "macro_rules" and depth == mdepth and i + 2 < len(tokens):
                module.items.add(tokens[i + 2])
            elif re.match(r"[A-Za-z_]", t) and i + 2 < len(tokens) and tokens[i + 1] == "::" \
                    and (i == 0 or tokens[i - 1] != "::"):
                segs = [t]
                j = i + 1
                while j + 1 < len(tokens) and tokens[j] == "::" and re.match(r"[A-Za-z_]", tokens[j + 1]):
                    segs.append(tokens[j + 1])
                    j += 2
                if len(segs) > 1:
                    module.paths.append(segs)
                i = j
                continue
            i += 1

    def resolve(self, module, segs, seen=None):
        """The module a path names (or the module defining the item it names),
        or None for paths outside the crate."""
        seen = seen if seen is not None else set()
        key = (module.path, tuple(segs))
        if key in seen or len(seen) > 64:
            return None
        seen.add(key)
        head, rest = segs[0], segs[1:]
        if head == "crate":
            cur = self.root
        elif head == "self":
            cur = module
        elif head == "super":
            cur = self.modules.get(module.path[:-1])
            if cur is None:
                return None
        elif head in module.children:
            cur = module.children[head]
        elif head in module.imports:
            origin, target = module.imports[head]
            return self.resolve(origin, list(target) + rest, seen)
        else:
            return None  # an extern crate, the prelude, a local name
        for k, seg in enumerate(rest):
            if seg == "super":
                cur = self.modules.get(cur.path[:-1])
                if cur is None:
                    return None
            elif seg == "self":
                continue
            elif seg in cur.children:
                cur = cur.children[seg]
            elif seg in cur.items:
                return cur
            elif seg in cur.imports:
                origin, target = cur.imports[seg]
                found = self.resolve(origin, list(target) + rest[k + 1:], seen)
                return found if found is not None else cur
            else:
                for origin, prefix in cur.globs:
                    found = self.resolve(origin, list(prefix) + rest[k:], seen)
                    if found is not None:
                        return found
                return cur
        return cur

    def edges(self):
        file_module = {m.file: m.path for m in self.modules.values() if not m.inline}
        graph = {f: set() for f in self.files}
        for module in self.modules.values():
            source = file_module[module.file]
            for segs in module.paths:
                target = self.resolve(module, segs)
                if target is None or target.file == module.file:
                    continue
                # A name of an ancestor is in scope by containment.
                if source[:len(file_module[target.file])] == file_module[target.file]:
                    continue
                graph[module.file].add(target.file)
        return graph


def components(graph):
    """Tarjan's strongly connected components, iteratively."""
    index, low, on_stack, stack, result = {}, {}, set(), [], []
    counter = [0]
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == node:
                        break
                result.append(sorted(comp))
    return result


def workspace_crates(repo):
    with open(os.path.join(repo, "Cargo.toml"), encoding="utf-8") as f:
        members = re.search(r"members\s*=\s*\[([^\]]*)\]", f.read()).group(1)
    for name in re.findall(r'"([^"]+)"', members):
        lib = os.path.join(repo, name, "src", "lib.rs")
        if os.path.exists(lib):
            yield Crate(repo, name, lib)


def load_allow(path):
    entries = []
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            body, _, reason = line.partition(" -- ")
            kind, *args = body.split()
            if kind not in ("cycle", "size") or not args or not reason.strip():
                sys.exit(f"{path}:{lineno}: expected `cycle <glob>... -- <reason>` or `size <path> -- <reason>`")
            entries.append({"line": lineno, "kind": kind, "args": args, "used": False})
    return entries


def main():
    repo = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    allow_path = os.path.join(repo, "scripts", "layout-allow.txt")
    allow = load_allow(allow_path)
    rel = lambda p: os.path.relpath(p, repo)
    errors = []

    for crate in workspace_crates(repo):
        graph = crate.edges()
        for comp in components(graph):
            if len(comp) < 2:
                continue
            files = [rel(f) for f in comp]
            entry = next((e for e in allow if e["kind"] == "cycle"
                          and all(any(fnmatch.fnmatch(f, g) for g in e["args"]) for f in files)), None)
            if entry:
                entry["used"] = True
                continue
            lines = [f"cycle between {len(files)} files of {crate.name}:"]
            for f in comp:
                inner = sorted(rel(t) for t in graph[f] if t in comp)
                lines.append(f"  {rel(f)} -> {', '.join(inner)}")
            errors.append("\n".join(lines))

    for top in SIZE_CHECKED:
        for dirpath, dirnames, filenames in os.walk(os.path.join(repo, top)):
            dirnames[:] = sorted(d for d in dirnames if d != "target")
            for name in sorted(filenames):
                if not name.endswith(".rs"):
                    continue
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    count = sum(1 for _ in f)
                if count <= MAX_LINES:
                    continue
                entry = next((e for e in allow if e["kind"] == "size" and e["args"][0] == rel(path)), None)
                if entry:
                    entry["used"] = True
                    continue
                errors.append(f"{rel(path)}: {count} lines, above {MAX_LINES}")

    for e in allow:
        if not e["used"]:
            errors.append(f"{rel(allow_path)}:{e['line']}: stale entry `{e['kind']} {' '.join(e['args'])}` "
                          "matches no violation any more; delete it")

    for e in errors:
        print(e)
    if errors:
        print(f"{len(errors)} layout violation(s); see the header of scripts/check_layout.py")
        return 1
    print("layout: no cycles between files, no oversized files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
