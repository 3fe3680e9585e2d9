#!/usr/bin/env python3
"""Counts the public declarations of a module that have no doc comment of their own, from its symbol graph.

Usage: scripts/doc-coverage.py SYMBOL_GRAPH_DIR [MODULE]   (scripts/docs.sh extracts the graph and calls this)

Every public symbol counts: types, members, enum cases, protocol requirements, implementations of other modules'
requirements (`description`, `encode(to:)`), and extensions of other modules' types (the `MODULE@Other` graphs).
A comment the symbol only inherits does not count: the graph must be extracted with `-skip-inherited-docs`.
Members the compiler synthesises (`!=`, default implementations of protocols, the `init(from:)` of a derived
`Codable` conformance) have no source to comment and are not counted.
Each undocumented symbol is printed as `file:line:col: error: …`; the exit status is 1 when there is any.
"""

import glob
import json
import os
import sys
from urllib.parse import unquote, urlparse


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    folder = sys.argv[1]
    module = sys.argv[2] if len(sys.argv) == 3 else None
    pattern = f"{module}.symbols.json" if module else "*.symbols.json"
    files = sorted(glob.glob(os.path.join(folder, pattern)))
    if module:
        files += sorted(glob.glob(os.path.join(folder, f"{module}@*.symbols.json")))
    if not files:
        print(f"error: no symbol graph in {folder}", file=sys.stderr)
        return 2
    seen = set()
    undocumented = []
    for path in files:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            identifier = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in identifier or identifier in seen:
                continue
            location = symbol.get("location")
            if location is None:
                continue  # made by the compiler, with no source
            seen.add(identifier)
            lines = (symbol.get("docComment") or {}).get("lines", [])
            if any(line["text"].strip() for line in lines):
                continue
            file_path = os.path.relpath(unquote(urlparse(location["uri"]).path))
            position = location["position"]
            where = f"{file_path}:{position['line'] + 1}:{position['character'] + 1}"
            kind = symbol["kind"]["displayName"].lower()
            name = ".".join(symbol["pathComponents"])
            undocumented.append(
                ((file_path, position["line"]), f"{where}: error: public {kind} '{name}' has no doc comment")
            )
    for _, line in sorted(undocumented):
        print(line)
    documented = len(seen) - len(undocumented)
    print(f"{documented} of {len(seen)} public declarations documented; {len(undocumented)} undocumented")
    return 1 if undocumented else 0


if __name__ == "__main__":
    sys.exit(main())
