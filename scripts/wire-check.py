#!/usr/bin/env python3
"""Validates every request the end-to-end tests sent against its spec with openapi-core.

Usage: scripts/wire-check.py LOG_FOLDER [SPEC ...]

LOG_FOLDER holds the `<spec>.jsonl` files `WireLog` writes (one request per line). Each request is checked
by openapi-core, an OpenAPI implementation independent of ClientGen's own parser: path and method must
match an operation, and parameters, security and body must be what the spec allows. Every SPEC given must
have at least one recorded request. Exits 1 when any request is rejected or a spec has none.
"""

import base64
import json
import sys
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import parse_qsl

import yaml
from openapi_core import Config
from openapi_core import OpenAPI
from openapi_core.templating.datatypes import TemplateResult
from openapi_core.testing import MockRequest

HOST = "http://127.0.0.1"


def resolved(self):
    """The path template with its variables put in, as openapi-core's `TemplateResult.resolved` does with
    `str.format`, which cannot take a name that starts with an RFC 6570 operator (`{;id}`, see `rfc6570_path`)."""
    text = self.pattern
    for name, value in (self.variables or {}).items():
        text = text.replace("{" + name + "}", value)
    return text


TemplateResult.resolved = property(resolved)


def load_spec(path):
    """The spec with every server replaced by the loopback host the tests send to."""
    with open(path, encoding="utf-8") as file:
        spec = yaml.safe_load(file)
    # openapi-core reads 3.0 and 3.1. A 3.2 spec is checked as 3.1 without the 3.2-only response keys,
    # which request validation does not look at.
    if str(spec.get("openapi", "")).startswith("3.2"):
        spec["openapi"] = "3.1.1"
        strip_keys(spec.get("paths", {}), {"itemSchema"})
        strip_keys(spec.get("components", {}), {"itemSchema"})
    spec["servers"] = [{"url": HOST}]
    for item in spec.get("paths", {}).values():
        item.pop("servers", None)
        for operation in item.values():
            if isinstance(operation, dict):
                operation.pop("servers", None)
    # A media type with the `+json` suffix (`application/merge-patch+json`) is JSON (RFC 6839), which openapi-core
    # reads only for the types it names.
    json_types = {name: json.loads for name in media_types(spec) if name.endswith("+json")}
    checked = OpenAPI.from_dict(spec, config=Config(extra_media_type_deserializers=json_types))
    paths = {rfc6570_path(path, item): item for path, item in spec.get("paths", {}).items()}
    if list(paths) == list(spec.get("paths", {})):
        return checked
    # The spec as OpenAPI writes it was validated above; the one openapi-core reads the styles from is not valid
    # OpenAPI (its template names are not the parameters'), so it is read without validating it again.
    spec["paths"] = paths
    return OpenAPI.from_dict(
        spec, config=Config(spec_validator_cls=None, extra_media_type_deserializers=json_types)
    )


def media_types(value):
    """Every media type named in a `content` map anywhere in `value`."""
    if isinstance(value, dict):
        for key, child in value.items():
            if key == "content" and isinstance(child, dict):
                yield from (name.split(";")[0].strip().lower() for name in child)
            yield from media_types(child)
    elif isinstance(value, list):
        for child in value:
            yield from media_types(child)


def rfc6570_path(path, item):
    """The path key as openapi-core reads `matrix` and `label` path parameters: with RFC 6570's operator in the
    template (`{;id}`, `{.id*}` when exploded), where OpenAPI writes `{id}` and gives the style on the parameter."""
    parameters = list(item.get("parameters", []))
    for operation in item.values():
        if isinstance(operation, dict):
            parameters += operation.get("parameters", [])
    for parameter in parameters:
        operator = {"matrix": ";", "label": "."}.get(parameter.get("style"))
        if parameter.get("in") == "path" and operator:
            star = "*" if parameter.get("explode") else ""
            path = path.replace("{" + parameter["name"] + "}", "{" + operator + parameter["name"] + star + "}")
    return path


def strip_keys(value, keys):
    if isinstance(value, dict):
        for key in keys & value.keys():
            value.pop(key)
        for child in value.values():
            strip_keys(child, keys)
    elif isinstance(value, list):
        for child in value:
            strip_keys(child, keys)


def make_request(entry):
    headers = {}
    for name, value in entry["headers"]:
        key = name.lower()
        headers[key] = f"{headers[key]}, {value}" if key in headers else value
    cookies = {}
    if "cookie" in headers:
        jar = SimpleCookie()
        jar.load(headers["cookie"])
        cookies = {name: morsel.value for name, morsel in jar.items()}
    query = parse_qsl(entry.get("query") or "", keep_blank_values=True)
    content_type = headers.get("content-type", "application/json")
    # A multipart body is read with its boundary; other media types are matched without their parameters.
    if not content_type.lower().startswith("multipart/"):
        content_type = content_type.split(";")[0].strip()
    return MockRequest(
        HOST,
        entry["method"],
        entry["path"],
        args=query,
        headers=headers,
        cookies=cookies,
        data=base64.b64decode(entry["body"]),
        content_type=content_type,
    )


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    folder = Path(argv[1])
    required = argv[2:]
    failures = 0
    checked = {}
    specs = {}
    for log in sorted(folder.glob("*.jsonl")):
        for number, line in enumerate(log.read_text(encoding="utf-8").splitlines(), start=1):
            entry = json.loads(line)
            spec = entry["spec"]
            if spec not in specs:
                specs[spec] = load_spec(spec)
            checked[spec] = checked.get(spec, 0) + 1
            request = make_request(entry)
            try:
                specs[spec].validate_request(request)
            except Exception as error:  # openapi-core raises one exception type per kind of problem
                failures += 1
                details = "; ".join(str(e) for e in getattr(error, "schema_errors", []) or [])
                print(
                    f"{log}:{number}: error: {entry['method']} {entry['path']} from {entry['test']} "
                    f"is not allowed by {spec}: {error}{' — ' + details if details else ''}",
                    file=sys.stderr,
                )
    for spec in required:
        if checked.get(spec, 0) == 0:
            failures += 1
            print(f"error: no request was recorded for {spec}", file=sys.stderr)
    for spec, count in sorted(checked.items()):
        print(f"wire check: {spec}: {count} requests checked")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
