#!/usr/bin/env python3
"""A bounded, deterministic mutation smoke run of `clientgen generate`.

Every regression fixture (Fuzz/Regressions) is run as it is; then mutants of the repository's own seed specs (the
libFuzzer target's, without ../shared, so every machine runs the same mutants) are made with a fixed random seed
and run. Each run has a time limit and a memory
limit. The run fails on any crash (a signal), hang (the time limit), blow-up (peak memory over the limit), or an
exit status other than 0 (generated) and 1 (the spec refused with located errors). Of the inputs that generated, a
sample is compiled against ClientGenRuntime; output that does not compile fails the run too.

Called by scripts/fuzz-smoke.sh, which builds what it needs; see there for usage.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import threading
import time

sys.dont_write_bytecode = True  # no __pycache__ left in scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz_seeds  # noqa: E402  (beside this file)

# Schemas a mutation puts in place of a schema, or wraps around it (%(schema)s: a component's name, %(inner)s: the
# schema it replaces): references that loop, containers of references, unions of one member, odd shapes.
SCHEMA_SHAPES = [
    {"$ref": "#/components/schemas/%(schema)s"},
    {"type": "array", "items": {"$ref": "#/components/schemas/%(schema)s"}},
    {"type": "object", "additionalProperties": {"$ref": "#/components/schemas/%(schema)s"}},
    {"oneOf": [{"$ref": "#/components/schemas/%(schema)s"}]},
    {"allOf": [{"$ref": "#/components/schemas/%(schema)s"}]},
    {"anyOf": [{"$ref": "#/components/schemas/%(schema)s"}, {"type": "null"}]},
    {"type": "array", "items": "%(inner)s"},
    {"type": "object", "additionalProperties": "%(inner)s"},
    {"oneOf": ["%(inner)s", {"type": "null"}]},
    {"allOf": ["%(inner)s"]},
    {"items": "%(inner)s"},
    {"type": "array", "items": {}},
    {"type": "object", "additionalProperties": True},
    {"type": ["string", "null"]},
    {"type": "string", "enum": []},
    {"type": "string", "enum": ["a", "A", "a b", "1", "", "class", "self"]},
    {"type": "integer", "enum": [1, -1, 0]},
    {"enum": [None, True, 1.5, "x"]},
    {"const": "x"},
    {"not": {}},
    {"$ref": "#/paths"},
    {"$ref": "#"},
    {"$ref": ""},
    {"$ref": "other.yaml#/x"},
    {},
]
# Scalars a mutation puts in place of a value.
SCALARS = [None, True, False, 0, -1, 1e300, 99999999999999999999999, "", " ", "\u0000", "\ue000", "a\nb", "\"", "`",
           "}{)(][", "class", "self", "Type", "init", "é", "\U0001F600", "/a/{b}", "{b}"]
# Names a mutation gives through x-swift-name or x-enum-varnames.
NAMES = ["\u0000", "\ue000", "a\nb", "", " ", "1a", "class", "self", "Type", "Protocol", "init", "`", "a`b", "a b",
         "a.b", "a-b", "é", "\U0001F600", "x ", "{}", "a /* b", "a // b", "\"", "\\", "_", "__", "Self", "Any"]
SCHEMA_KEYS = ("type", "properties", "items", "allOf", "oneOf", "anyOf", "$ref", "enum", "additionalProperties")


def nodes(value, path=()):
    """Every node of a JSON tree with its path (keys and indexes), parents before children."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from nodes(child, path + (key,))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from nodes(child, path + (index,))


def mapping(node, key):
    """The mapping at `key` of `node`, or None when either is not a mapping."""
    child = node.get(key) if isinstance(node, dict) else None
    return child if isinstance(child, dict) else None


def reaches(node, target):
    """Whether `target` is `node` or inside it (compared by identity: subtrees may be shared)."""
    seen = set()
    pending = [node]
    while pending:
        current = pending.pop()
        if current is target:
            return True
        if isinstance(current, (dict, list)) and id(current) not in seen:
            seen.add(id(current))
            pending.extend(current.values() if isinstance(current, dict) else current)
    return False


def replace(tree, path, value):
    """`tree` with the node at `path` replaced; the root itself when the path is empty."""
    if not path:
        return value
    parent = tree
    for step in path[:-1]:
        parent = parent[step]
    parent[path[-1]] = value
    return tree


def fill(shape, schema, inner):
    """A copy of a schema shape with its placeholders filled in."""
    if shape == "%(inner)s":
        return inner
    if isinstance(shape, dict):
        return {key: fill(value, schema, inner) for key, value in shape.items()}
    if isinstance(shape, list):
        return [fill(value, schema, inner) for value in shape]
    if isinstance(shape, str):
        return shape % {"schema": schema}
    return shape


def mutate(tree, rng):
    """One to three edits of a spec's JSON tree, each chosen by `rng`, and whether one gave a name (names are
    where generated code most often breaks, so those mutants are compiled first). Subtrees may end up shared,
    which the YAML writer turns into anchors and aliases."""
    named = False
    for _ in range(rng.randint(1, 3)):
        everything = list(nodes(tree))
        schemas = [(path, node) for path, node in everything
                   if isinstance(node, dict) and any(key in node for key in SCHEMA_KEYS)]
        mappings = [(path, node) for path, node in everything if isinstance(node, dict)]
        components = mapping(mapping(tree, "components"), "schemas") or mapping(tree, "definitions")
        names = sorted(components) if components else ["Missing"]
        choice = rng.randrange(10)
        if choice in (0, 1, 2) and schemas:
            path, node = rng.choice(schemas)
            shape = fill(rng.choice(SCHEMA_SHAPES), rng.choice(names), node)
            if mapping(tree, "definitions"):
                shape = json.loads(json.dumps(shape).replace("#/components/schemas/", "#/definitions/"))
            tree = replace(tree, path, shape)
        elif choice == 3 and schemas:
            # A reference pointed at another schema, or at the component that holds it: loops appear.
            references = [(path, node) for path, node in schemas if isinstance(node.get("$ref"), str)]
            if references:
                path, node = rng.choice(references)
                prefix = node["$ref"].rsplit("/", 1)[0] if "/" in node["$ref"] else "#/components/schemas"
                node["$ref"] = prefix + "/" + rng.choice(names)
        elif choice == 4 and mappings:
            path, node = rng.choice(mappings)
            node["x-swift-name"] = rng.choice(NAMES)
            named = True
        elif choice == 5 and schemas:
            path, node = rng.choice(schemas)
            values = node.get("enum")
            node["x-enum-varnames"] = [rng.choice(NAMES) for _ in (values if isinstance(values, list) else [0, 1])]
            named = True
        elif choice == 6 and mappings:
            path, node = rng.choice(mappings)
            if node:
                del node[rng.choice(sorted(node, key=str))]
        elif choice == 7 and len(everything) > 1:
            # A value made the very subtree found elsewhere (shared: written as an alias) unless that would put a
            # node inside itself.
            target, _ = rng.choice(everything[1:])
            _, node = rng.choice(everything)
            parent = tree
            for step in target[:-1]:
                parent = parent[step]
            if not reaches(node, parent):
                tree = replace(tree, target, node)
        elif choice == 8 and len(everything) > 1:
            target, _ = rng.choice(everything[1:])
            tree = replace(tree, target, rng.choice(SCALARS))
        elif mappings:
            path, node = rng.choice(mappings)
            node[rng.choice(["type", "format", "nullable", "required", "default", "discriminator", "in", "style"])] = (
                rng.choice(["string", "object", "array", "integer", "null", "int64", "date-time", "binary", True,
                            ["a"], {"propertyName": "kind"}, "form", "query"])
            )
    return tree, named


def yaml_text(tree):
    """`tree` as block-style YAML. A dict or list that appears more than once is anchored where it first appears
    and written as an alias after (scalars are written as JSON, which YAML reads the same)."""
    counts = {}

    def count(node):
        if isinstance(node, (dict, list)) and node:
            counts[id(node)] = counts.get(id(node), 0) + 1
            if counts[id(node)] == 1:
                for child in node.values() if isinstance(node, dict) else node:
                    count(child)

    count(tree)
    anchors = {}
    lines = []

    def scalar(value):
        return json.dumps(value, ensure_ascii=False)

    def anchor_of(node):
        if counts.get(id(node), 0) < 2:
            return ""
        if id(node) in anchors:
            return None
        anchors[id(node)] = "a%d" % len(anchors)
        return "&%s " % anchors[id(node)]

    def write(node, indent, prefix):
        """Writes `node` after `prefix` (a key or a dash) at `indent`."""
        if isinstance(node, (dict, list)) and node:
            anchor = anchor_of(node)
            if anchor is None:
                lines.append(prefix + "*" + anchors[id(node)])
                return
            lines.append((prefix + anchor).rstrip())
            for key, child in (node.items() if isinstance(node, dict) else ((None, item) for item in node)):
                head = " " * indent + (scalar(str(key)) + ": " if key is not None else "- ")
                write(child, indent + 2, head)
        else:
            lines.append(prefix + ("{}" if node == {} else "[]" if node == [] else scalar(node)))

    if isinstance(tree, dict) and tree:
        for key, child in tree.items():
            write(child, 2, scalar(str(key)) + ": ")
    else:
        write(tree, 0, "")
    return "\n".join(lines) + "\n"


def seed_trees(clientgen, paths, max_bytes):
    """Each seed as a JSON tree, read by `clientgen convert` (so exactly as ClientGen reads it); seeds that do not
    convert are left out, and so are those whose tree, aliases expanded, is over `max_bytes`: a few lines of
    aliases can stand for tens of megabytes (Regressions/alias-blow-up.yaml), which every mutant would copy."""
    trees = []
    for path in paths:
        result = subprocess.run([clientgen, "convert", "--compact", path], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL)
        documents = result.stdout.decode("utf-8", "replace").splitlines()
        if result.returncode == 0 and len(documents) == 1 and len(documents[0]) <= max_bytes:
            trees.append((os.path.basename(path), documents[0]))
    return trees


class Outcome:
    def __init__(self, name, path, status, seconds, peak_mb, stderr):
        self.name, self.path, self.status = name, path, status
        self.seconds, self.peak_mb, self.stderr = seconds, peak_mb, stderr


def run_generate(clientgen, spec, output, timeout, memory_mb, address_space_mb):
    """`clientgen generate` on `spec` with limits: (status, seconds, peak MB, stderr). Status: the exit code, or
    'signal N', 'timeout'."""
    shutil.rmtree(output, ignore_errors=True)

    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (address_space_mb << 20, address_space_mb << 20))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    start = time.monotonic()
    process = subprocess.Popen(
        [clientgen, "generate", spec, "--output", output, "--module", "FuzzClient"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=limit,
        env=dict(os.environ, CLIENTGEN_CACHE_DIR=""),
    )
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        process.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    stderr_chunks = []
    reader = threading.Thread(target=lambda: stderr_chunks.append(process.stderr.read()))
    reader.start()
    _, wait_status, usage = os.wait4(process.pid, 0)
    timer.cancel()
    reader.join()
    process.returncode = 0  # reaped by wait4; keeps Popen from waiting again
    seconds = time.monotonic() - start
    peak_mb = usage.ru_maxrss / 1024
    stderr = b"".join(stderr_chunks).decode("utf-8", "replace")
    if timed_out.is_set():
        status = "timeout"
    elif os.WIFSIGNALED(wait_status):
        status = "signal %s" % signal.Signals(os.WTERMSIG(wait_status)).name
    else:
        status = os.WEXITSTATUS(wait_status)
    if isinstance(status, int) and peak_mb > memory_mb:
        status = "memory %d MB" % peak_mb
    return status, seconds, peak_mb, stderr


def compile_output(swiftc, modules, folder, log):
    """Compiles a generated client against ClientGenRuntime as `swift build` would (Swift 6, no optimisation):
    None when it compiles, else the first error."""
    sources = sorted(
        os.path.join(root, name) for root, _, names in os.walk(folder) for name in names if name.endswith(".swift")
    )
    if not sources:
        return None
    result = subprocess.run(
        [swiftc, "-module-name", "FuzzClient", "-parse-as-library", "-swift-version", "6", "-I", modules,
         "-wmo", "-Onone", "-c", "-o", os.devnull] + sources,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=600,
    )
    with open(log, "w", encoding="utf-8", errors="replace") as file:
        file.write(result.stdout.decode("utf-8", "replace"))
    if result.returncode == 0:
        return None
    errors = [line for line in result.stdout.decode("utf-8", "replace").splitlines() if ": error: " in line]
    return errors[0] if errors else "swiftc exited with %d" % result.returncode


def telling_line(stderr):
    """The line of a failed run's standard error that says most: the runtime's fatal error or crash, else the
    last."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    for line in lines:
        if "Fatal error" in line or "crashed" in line or "Crash" in line:
            return line
    return lines[-1] if lines else ""


def signature(problem, stderr):
    """What tells one bug from another: the innermost frame of the crash's backtrace (function and file, no
    addresses or lines), else the problem itself with paths and numbers taken out."""
    for line in stderr.splitlines():
        frame = re.search(r"\] *0x[0-9a-f]+ (.+?) \+ \d+ in \S+ at (\S+?):\d+", line) or re.search(
            r"^\s*0\s+0x[0-9a-f]+ (.+?) \+ \d+ in \S+ at (\S+?):\d+", line)
        if frame:
            return "%s (%s)" % (frame.group(1), os.path.basename(frame.group(2)))
    return re.sub(r"\S*/|\d+", "", problem)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clientgen", required=True)
    parser.add_argument("--modules", required=True, help="the folder holding ClientGenRuntime.swiftmodule")
    parser.add_argument("--work", required=True, help="a scratch folder, emptied first")
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--mutants", type=int, default=2000)
    parser.add_argument("--compile", type=int, default=60, help="how many generated clients to compile")
    parser.add_argument("--timeout", type=float, default=30, help="seconds per generate")
    parser.add_argument("--memory", type=int, default=1024, help="peak MB per generate")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("files", nargs="*", help="check these specs as they are instead (each one compiled)")
    arguments = parser.parse_args()

    started = time.monotonic()
    work = os.path.abspath(arguments.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "inputs"))
    swiftc = shutil.which("swiftc")
    # A backstop so that a blow-up fails fast instead of taking the machine's memory; a run that stays under it
    # but over --memory still fails.
    address_space_mb = max(4096, 4 * arguments.memory)

    inputs = []  # (name, path)
    named_mutants = set()
    if arguments.files:
        inputs = [(os.path.splitext(os.path.basename(path))[0], os.path.abspath(path)) for path in arguments.files]
        compile_count = len(inputs)
    else:
        repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        regressions = fuzz_seeds.regressions(repository)
        seeds = fuzz_seeds.seeds(repository, max_bytes=64 * 1024, include_shared=False)
        for path in regressions:
            inputs.append(("regression-" + os.path.splitext(os.path.basename(path))[0], path))
        trees = seed_trees(arguments.clientgen, seeds, max_bytes=1024 * 1024)
        rng = random.Random(arguments.seed)
        for number in range(arguments.mutants):
            seed_name, text = trees[rng.randrange(len(trees))]
            tree, named = mutate(json.loads(text), rng)
            mutant = yaml_text(tree)
            name = "mutant-%04d-%s" % (number, os.path.splitext(seed_name)[0])
            path = os.path.join(work, "inputs", name + ".yaml")
            with open(path, "w", encoding="utf-8", errors="surrogatepass") as file:
                file.write(mutant)
            inputs.append((name, path))
            if named:
                named_mutants.add(name)
        compile_count = arguments.compile

    def check(entry):
        name, path = entry
        output = os.path.join(work, "out", name)
        status, seconds, peak_mb, stderr = run_generate(
            arguments.clientgen, path, output, arguments.timeout, arguments.memory, address_space_mb
        )
        return Outcome(name, path, status, seconds, peak_mb, stderr)

    with concurrent.futures.ThreadPoolExecutor(max_workers=arguments.jobs) as pool:
        outcomes = list(pool.map(check, inputs))

    failures = []
    generated = [outcome for outcome in outcomes if outcome.status == 0]
    refused = [outcome for outcome in outcomes if outcome.status == 1]
    for outcome in outcomes:
        if outcome.status not in (0, 1):
            failures.append((outcome, "generate: %s" % outcome.status))

    # The sample to compile: chosen by the seed among those that generated, so the same on every run.
    # The sample to compile: chosen by the seed among those that generated, so the same on every run; half of it
    # (or all there are) among the mutants given names.
    sample = generated
    if not arguments.files:
        chooser = random.Random(arguments.seed)
        named = [outcome for outcome in generated if outcome.name in named_mutants]
        sample = chooser.sample(named, min(compile_count // 2, len(named)))
        rest = [outcome for outcome in generated if outcome not in sample]
        sample += chooser.sample(rest, min(compile_count - len(sample), len(rest)))
    compiled = 0
    for outcome in sorted(sample, key=lambda outcome: outcome.name):
        problem = compile_output(
            swiftc, arguments.modules, os.path.join(work, "out", outcome.name),
            os.path.join(work, outcome.name + ".compile.log"),
        )
        compiled += 1
        if problem:
            failures.append((outcome, "does not compile: %s" % problem))

    if arguments.files:
        for outcome in outcomes:
            print("%-40s %-14s %6.1f s %6d MB" % (outcome.name, outcome.status, outcome.seconds, outcome.peak_mb))
    slowest = max(outcomes, key=lambda outcome: outcome.seconds)
    largest = max(outcomes, key=lambda outcome: outcome.peak_mb)
    print("fuzz-smoke: %d inputs (%d generated, %d refused with errors, %d failed); %d compiled; "
          "slowest %.1f s (%s), largest %d MB (%s); %.0f s in all"
          % (len(outcomes), len(generated), len(refused), len(failures), compiled, slowest.seconds, slowest.name,
             largest.peak_mb, largest.name, time.monotonic() - started))
    if failures:
        kinds = {}
        for outcome, problem in failures:
            kinds.setdefault(signature(problem, outcome.stderr), []).append(outcome.name)
        print("fuzz-smoke: %d failures of %d kinds:" % (len(failures), len(kinds)))
        for kind, names in sorted(kinds.items()):
            print("  %dx %s (first: %s)" % (len(names), kind[:200], names[0]))
        kept = os.path.join(work, "failures")
        os.makedirs(kept, exist_ok=True)
        for outcome, problem in failures:
            copy = os.path.join(kept, outcome.name + ".yaml")
            shutil.copyfile(outcome.path, copy)
            with open(os.path.join(kept, outcome.name + ".stderr"), "w", encoding="utf-8") as file:
                file.write(outcome.stderr)
            with open(copy, "rb") as file:
                digest = hashlib.sha1(file.read()).hexdigest()[:12]
            print("  FAILED %s (%s): %s\n    %s\n    reproduce: scripts/fuzz-smoke.sh %s"
                  % (outcome.name, digest, problem, telling_line(outcome.stderr)[:300], copy))
        print("fuzz-smoke: a failing input becomes a regression fixture in Fuzz/Regressions once its cause is fixed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
