#!/usr/bin/env python3
"""Fails when a Linux-only API is used outside the guard that keeps the Apple build working.

CI builds and tests on Linux only, so a Linux-only API that slips outside its `#if` breaks the macOS, iOS and
Xcode builds without any test noticing. Every use of one must sit in a branch of the matching `#if`, and that
`#if` must have a branch an Apple platform takes:

- `import Glibc` / `import Musl` and qualified `Glibc.` / `Musl.` names: in `#if canImport(Glibc)` (or Musl, or
  `os(Linux)`), beside a Darwin branch (`#elseif canImport(Darwin)`, an `os(macOS)`-style condition, or `#else`).
- `import FoundationNetworking`: in `#if canImport(FoundationNetworking)`. A branch that holds only that import
  needs no Darwin branch (Darwin's Foundation has URLSession itself); one that holds code does.
- `/proc/…` paths and `sched_…` calls: in `#if os(Linux)` (or a Glibc/Musl guard), beside a Darwin branch.

Comments are not code: a doc comment may talk about `/proc` freely.

Usage: scripts/check-platform-guards.py [FOLDER…]   (default: Sources Plugins Tests)
"""

import os
import re
import sys

LINUX_CONDITION = re.compile(r"canImport\((Glibc|Musl)\)|os\((Linux|Android)\)")
NETWORKING_CONDITION = re.compile(r"canImport\(FoundationNetworking\)")
CONDITION_NAMES = {LINUX_CONDITION: "canImport(Glibc) or os(Linux)", NETWORKING_CONDITION: "canImport(FoundationNetworking)"}
DARWIN_CONDITION = re.compile(r"canImport\((Darwin|ObjectiveC)\)|os\((macOS|iOS|tvOS|watchOS|visionOS)\)")

# What each use needs: a pattern over code (comments and string contents outside /proc removed) and the
# condition a guard must test to cover it.
USES = [
    ("import of a Linux libc", re.compile(r"^\s*(@\w+\s+)*import\s+(Glibc|Musl)\b"), LINUX_CONDITION),
    ("Linux libc name", re.compile(r"\b(Glibc|Musl)\.\w"), LINUX_CONDITION),
    ("FoundationNetworking", re.compile(r"^\s*(@\w+\s+)*import\s+FoundationNetworking\b"), NETWORKING_CONDITION),
    ("FoundationNetworking name", re.compile(r"\bFoundationNetworking\.\w"), NETWORKING_CONDITION),
    ("/proc path", re.compile(r"\"/proc/"), LINUX_CONDITION),
    ("sched_ call", re.compile(r"\bsched_\w+\s*\("), LINUX_CONDITION),
]
NETWORKING_IMPORT = re.compile(r"^\s*(@\w+\s+)*import\s+FoundationNetworking\s*$")


def code_lines(text):
    """The file's lines with comments blanked out (line and block comments, doc comments included)."""
    lines = []
    in_block = 0
    for line in text.split("\n"):
        out = []
        i = 0
        in_string = False
        while i < len(line):
            if in_block:
                if line.startswith("*/", i):
                    in_block -= 1
                    i += 2
                elif line.startswith("/*", i):
                    in_block += 1
                    i += 2
                else:
                    i += 1
                continue
            if not in_string and line.startswith("//", i):
                break
            if not in_string and line.startswith("/*", i):
                in_block += 1
                i += 2
                continue
            if line[i] == "\\" and in_string:
                out.append(line[i : i + 2])
                i += 2
                continue
            if line[i] == '"':
                in_string = not in_string
            out.append(line[i])
            i += 1
        lines.append("".join(out))
    return lines


class Chain:
    """One `#if … #elseif … #else … #endif`, with the line each branch starts on and what it holds."""

    def __init__(self, line, condition):
        self.branches = [[line, condition, []]]  # [start line, condition or None for #else, code lines]

    def add(self, line, condition):
        self.branches.append([line, condition, []])

    def has_darwin_branch(self, taken):
        for index, (_, condition, _) in enumerate(self.branches):
            if index == taken:
                continue
            if condition is None or DARWIN_CONDITION.search(condition):
                return True
        return False


def check(path, text):
    lines = code_lines(text)
    problems = []
    stack = []  # open chains
    uses = []  # (line number, description, needed condition, [(chain, branch index)] enclosing, innermost first)
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                stack.append(Chain(number, condition))
            elif not stack:
                problems.append(f"{path}:{number}: #{kind} without #if")
            elif kind == "elseif":
                stack[-1].add(number, condition)
            elif kind == "else":
                stack[-1].add(number, None)
            else:
                stack.pop()
            continue
        if stripped:
            for chain in stack:
                chain.branches[-1][2].append(stripped)
        for description, pattern, needed in USES:
            if pattern.search(line):
                enclosing = [(chain, len(chain.branches) - 1) for chain in reversed(stack)]
                uses.append((number, description, needed, enclosing))
    for number, description, needed, enclosing in uses:
        guard = next(
            (
                (chain, index)
                for chain, index in enclosing
                if chain.branches[index][1] is not None and needed.search(chain.branches[index][1])
            ),
            None,
        )
        if guard is None:
            problems.append(
                f"{path}:{number}: error: {description} outside '#if {CONDITION_NAMES[needed]}'"
            )
            continue
        chain, index = guard
        body = chain.branches[index][2]
        if body and all(NETWORKING_IMPORT.match(code) for code in body):
            continue  # Darwin's Foundation has URLSession: nothing to do there.
        if not chain.has_darwin_branch(index):
            problems.append(
                f"{path}:{number}: error: {description} in '#if {chain.branches[index][1]}' (line "
                f"{chain.branches[index][0]}) with no Darwin branch; add '#elseif canImport(Darwin)' or '#else'"
            )
    if stack:
        problems.append(f"{path}:{stack[-1].branches[0][0]}: #if without #endif")
    return problems


# Each case: Swift source, and the descriptions of the problems it must give (none: it must pass).
SELF_TEST = [
    ("#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n", []),
    ("#if canImport(Glibc)\nimport Glibc\n#else\nimport Darwin\n#endif\n", []),
    ("#if canImport(Glibc)\nimport Glibc\n#endif\n", ["no Darwin branch"]),
    ("import Glibc\n", ["outside"]),
    ("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n", []),
    ("import FoundationNetworking\n", ["outside"]),
    ("#if canImport(FoundationNetworking)\nlet a = 1\n#endif\n", []),
    ("#if canImport(FoundationNetworking)\nimport FoundationNetworking\nlet a = FoundationNetworking.URLSession.self\n"
     "#endif\n", ["no Darwin branch", "no Darwin branch"]),
    ("let s = try String(contentsOfFile: \"/proc/self/statm\")\n", ["outside"]),
    ("#if os(Linux)\nlet s = \"/proc/self/exe\"\n#else\nlet s = \"\"\n#endif\n", []),
    ("#if os(macOS)\nlet a = 1\n#elseif os(Linux)\nsched_yield()\n#endif\n", []),
    ("#if os(Linux)\n#if DEBUG\nsched_yield()\n#endif\n#endif\n", ["no Darwin branch"]),
    ("/// Reads `/proc/self/status`, like \"/proc/self/exe\".\n// import Glibc\n/* sched_yield() */\n", []),
]


def self_test():
    failures = 0
    for index, (source, expected) in enumerate(SELF_TEST):
        problems = check(f"case{index}.swift", source)
        if len(problems) != len(expected) or not all(want in got for want, got in zip(expected, problems)):
            print(f"self-test case {index} failed: expected {expected}, got {problems}")
            failures += 1
    return failures


def main():
    if self_test():
        return 2
    folders = sys.argv[1:] or ["Sources", "Plugins", "Tests"]
    files = []
    for folder in folders:
        for root, _, names in os.walk(folder):
            files += [os.path.join(root, name) for name in names if name.endswith(".swift")]
    problems = []
    for path in sorted(files):
        with open(path, encoding="utf-8") as file:
            problems += check(path, file.read())
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} Linux-only use(s) without a guard and a Darwin branch", file=sys.stderr)
        return 1
    print(f"{len(files)} Swift files: every Linux-only API is guarded, with a Darwin branch")
    return 0


if __name__ == "__main__":
    sys.exit(main())
