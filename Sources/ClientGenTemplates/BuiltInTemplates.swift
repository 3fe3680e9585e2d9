/// The Mustache templates shipped inside `clientgen`: the top-level `Templates/` folder, embedded in the binary.
///
/// `all` maps each template's name (its file name without `.mustache`) to its exact text. It lives in the checked-in
/// `BuiltInTemplates+All.swift`, which `swift run clientgen-embed-templates` rewrites after `Templates/` changes
/// (`ClientGenTemplatesTests` fail until it does, or rewrite it with `RECORD_SNAPSHOTS=1`).
public enum BuiltInTemplates {}
