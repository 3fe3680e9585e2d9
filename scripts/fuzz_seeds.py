"""The inputs fuzzing starts from, shared by scripts/fuzz.sh (libFuzzer) and scripts/fuzz-smoke.py.

Seeds are the specs the tests already use: Specs/, the test fixtures, the specs written inline in the tests'
Swift sources, the regression fixtures, and (for the libFuzzer target, not the smoke test, which must choose the
same mutants on every machine) the small specs of ../shared/corpus when it is present. They are
found afresh on every run, so a new test's spec becomes a seed without anyone copying it.
"""

import glob
import hashlib
import os
import re
import sys

SPEC_MARKERS = ("openapi:", "swagger:", '"openapi"', '"swagger"')
# A Swift multi-line string literal, raw or not; group 2 is its body, group 3 the closing delimiter's indentation.
SNIPPET_HEADER = "openapi: 3.1.0\ninfo:\n  title: Test\n  version: '1'\n"
MULTILINE_LITERAL = re.compile(r'(#*)"""[ \t]*\n(.*?)\n([ \t]*)"""\1', re.DOTALL)


def regressions(repository):
    """Every regression fixture: an input that once crashed, hung or blew up ClientGen, sorted."""
    folder = os.path.join(repository, "Fuzz", "Regressions")
    return sorted(
        path for path in glob.glob(os.path.join(folder, "*")) if path.endswith((".yaml", ".yml", ".json"))
    )


def inline_specs(path):
    """The specs a Swift test source writes as multi-line string literals, with the literal's indentation and
    escapes taken off as Swift does (interpolations stay as they are written)."""
    with open(path, encoding="utf-8", errors="replace") as file:
        source = file.read()
    specs = []
    for match in MULTILINE_LITERAL.finditer(source):
        hashes, body, indentation = match.group(1), match.group(2), match.group(3)
        lines = [line[len(indentation):] if line.startswith(indentation) else line.lstrip() for line in body.split("\n")]
        text = "\n".join(lines) + "\n"
        if not hashes:
            text = text.replace("\\\n", "").replace('\\"', '"').replace("\\t", "\t").replace("\\\\", "\\")
        # The snippet tests pass `schemas:` and `paths:` blocks to a helper that puts them in a whole spec.
        label = re.search(r"\b(schemas|paths):\s*#*$", source[max(0, match.start() - 40):match.start()])
        if label and not any(marker in text for marker in SPEC_MARKERS):
            block = "".join("    " + line + "\n" if line else "\n" for line in text.rstrip("\n").split("\n"))
            if label.group(1) == "schemas":
                text = SNIPPET_HEADER + "paths: {}\ncomponents:\n  schemas:\n" + block
            else:
                text = SNIPPET_HEADER + "paths:\n" + block.replace("\n  ", "\n")[2:]
        if any(marker in text for marker in SPEC_MARKERS):
            specs.append(text)
    return specs


def seeds(repository, max_bytes, include_shared=True):
    """Paths of seed files no larger than `max_bytes`, sorted; inline specs are written to .build/fuzz/inline.
    Without `include_shared`, only the repository's own: the same seeds on every machine, ../shared or not."""
    paths = glob.glob(os.path.join(repository, "Specs", "*.yaml"))
    paths += glob.glob(os.path.join(repository, "Tests", "**", "Fixtures", "**", "*.*"), recursive=True)
    paths += regressions(repository)
    if include_shared:
        corpus = os.path.join(repository, "..", "shared", "corpus", "specs")
        paths += glob.glob(os.path.join(corpus, "*"))
    inline = os.path.join(repository, ".build", "fuzz", "inline")
    os.makedirs(inline, exist_ok=True)
    for source in sorted(glob.glob(os.path.join(repository, "Tests", "**", "*.swift"), recursive=True)):
        for number, text in enumerate(inline_specs(source)):
            name = "%s-%d.yaml" % (os.path.splitext(os.path.basename(source))[0], number)
            target = os.path.join(inline, name)
            with open(target, "w", encoding="utf-8") as file:
                file.write(text)
            paths.append(target)
    chosen, contents = [], set()
    for path in sorted(paths):
        if not path.endswith((".yaml", ".yml", ".json")) or os.path.getsize(path) > max_bytes:
            continue
        with open(path, "rb") as file:
            data = file.read()
        digest = hashlib.sha1(data).digest()
        if digest in contents or not any(marker.encode() in data for marker in SPEC_MARKERS):
            continue
        contents.add(digest)
        chosen.append(path)
    return chosen


if __name__ == "__main__":
    # scripts/fuzz_seeds.py REPOSITORY MAX_BYTES: the seed paths, one a line.
    for seed in seeds(sys.argv[1], int(sys.argv[2])):
        print(seed)
