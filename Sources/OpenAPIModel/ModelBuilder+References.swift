import Diagnostics
import YAMLNodes

/// Following `$ref`s: addresses, files (each parsed once), JSON Pointers, loops.
extension ModelBuilder {
    /// The `$ref` value node of `node` when `node` is a mapping with one.
    func referenceNode(of node: Node) -> Node? {
        guard case .mapping(let pairs) = node.content else { return nil }
        for pair in pairs where pair.key.scalar?.text == "$ref" { return pair.value }
        return nil
    }

    /// The key (``ReferenceAddress/key``) of a reference into its own file written the usual way (`#/a/b`:
    /// nothing percent-encoded or escaped), made without parsing its address; nil for any other reference.
    func localKey(of reference: String, in file: SpecFile) -> String? {
        let utf8 = reference.utf8
        guard utf8.count >= 2, utf8.first == UInt8(ascii: "#"),
            utf8[utf8.index(after: utf8.startIndex)] == UInt8(ascii: "/"),
            !utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "~") })
        else { return nil }
        return file.relativePath + reference
    }

    /// The address `reference` (written at `node` in `file`) names, or nil after reporting why it cannot be read.
    ///
    /// A reference that leaves the spec's folder, or is a URL, is an error: nothing outside is ever read. One
    /// that cannot be read for another reason is a warning ending in `workaround`, what its user does instead.
    func address(of reference: String, at node: Node, in file: SpecFile, workaround: String) -> ReferenceAddress? {
        if let known = addressCache[file.relativePath]?[reference] { return known }
        let address = parseAddress(of: reference, at: node, in: file, workaround: workaround)
        if let address { addressCache[file.relativePath, default: [:]][reference] = address }
        return address
    }

    private func parseAddress(
        of reference: String,
        at node: Node,
        in file: SpecFile,
        workaround: String
    ) -> ReferenceAddress? {
        let hash = reference.utf8.firstIndex(of: UInt8(ascii: "#")) ?? reference.endIndex
        let filePart = String(reference[..<hash])
        let fragment = hash == reference.endIndex ? "" : String(reference[reference.index(after: hash)...])
        guard let pointer = JSONPointer(fragment: fragment) else {
            report(
                .warning,
                .openAPIUnresolvedReference,
                OpenAPIMessage.unresolved(reference, OpenAPIMessage.plainNameFragment, workaround),
                at: node,
                in: file
            )
            return nil
        }
        let pointerText = pointer.description(writtenAs: fragment)
        if filePart.isEmpty {
            return ReferenceAddress(
                relativePath: file.relativePath,
                readPath: file.path,
                pointer: pointer,
                pointerText: pointerText
            )
        }
        if SpecPath.hasScheme(filePart) || filePart.hasPrefix("//") {
            report(.error, .openAPIReferenceURL, OpenAPIMessage.url(reference), at: node, in: file)
            return nil
        }
        let decoded = SpecPath.percentDecoded(filePart)
        if decoded.hasPrefix("/") {
            guard options.allowsReferencesOutsideSpecFolder else {
                report(
                    .error,
                    .openAPIReferenceOutsideProject,
                    OpenAPIMessage.absolutePath(reference),
                    at: node,
                    in: file
                )
                return nil
            }
            return ReferenceAddress(
                relativePath: decoded,
                readPath: decoded,
                pointer: pointer,
                pointerText: pointerText
            )
        }
        guard let relative = SpecPath.resolve(decoded, besides: file.relativePath) else {
            guard options.allowsReferencesOutsideSpecFolder else {
                report(
                    .error,
                    .openAPIReferenceOutsideProject,
                    OpenAPIMessage.outsideProject(reference),
                    at: node,
                    in: file
                )
                return nil
            }
            let path = SpecPath.join(SpecPath.folder(of: file.path), decoded)
            return ReferenceAddress(relativePath: path, readPath: path, pointer: pointer, pointerText: pointerText)
        }
        return ReferenceAddress(
            relativePath: relative,
            readPath: SpecPath.join(rootFolder, relative),
            pointer: pointer,
            pointerText: pointerText
        )
    }

    /// The file at `address`, parsed on first use; nil after reporting when it cannot be read or parsed.
    ///
    /// A file that cannot be read is reported at every reference to it, each of which is worked around; one that
    /// does not parse was reported once, with its YAML errors.
    func file(
        at address: ReferenceAddress,
        reference: String,
        node: Node,
        in referrer: SpecFile,
        workaround: String
    ) -> SpecFile? {
        func reportUnreadable(_ reason: String) {
            report(
                .warning,
                .openAPIUnresolvedReference,
                OpenAPIMessage.unresolved(reference, OpenAPIMessage.cannotRead(address.readPath, reason), workaround),
                at: node,
                in: referrer
            )
        }
        if let cached = files[address.relativePath] {
            if cached == nil, let reason = unreadableFiles[address.relativePath] { reportUnreadable(reason) }
            return cached
        }
        do {
            let parsed = try parse(path: address.readPath, relativePath: address.relativePath, isRoot: false)
            files[address.relativePath] = .some(parsed)
            return parsed
        } catch {
            files[address.relativePath] = .some(nil)
            unreadableFiles[address.relativePath] = "\(error)"
            reportUnreadable("\(error)")
            return nil
        }
    }

    /// The node `reference` names, or nil after reporting why not, with the `workaround` its user takes.
    func target(
        of reference: String,
        address: ReferenceAddress,
        at node: Node,
        in file: SpecFile,
        workaround: String
    ) -> (node: Node, file: SpecFile)? {
        guard targeting.insert(address.key).inserted else {
            report(.warning, .openAPIReferenceLoop, OpenAPIMessage.loop(reference, workaround), at: node, in: file)
            return nil
        }
        defer { targeting.remove(address.key) }
        guard
            var targetFile = self.file(
                at: address,
                reference: reference,
                node: node,
                in: file,
                workaround: workaround
            )
        else { return nil }
        var current = targetFile.root
        var detours = 0
        for token in address.pointer.tokens {
            var next: Node?
            while true {
                switch current.content {
                case .mapping(let pairs): next = pairs.first { $0.key.scalar?.text == token }?.value
                case .sequence(let items): next = Int(token).flatMap { items.indices.contains($0) ? items[$0] : nil }
                case .scalar: next = nil
                }
                // A pointer that passes through a `$ref` continues at its target, as common tools do.
                guard next == nil, detours < 64, let inner = referenceNode(of: current)?.scalar?.text,
                    let innerAddress = self.address(of: inner, at: node, in: targetFile, workaround: workaround),
                    let innerTarget = self.target(
                        of: inner,
                        address: innerAddress,
                        at: node,
                        in: targetFile,
                        workaround: workaround
                    )
                else { break }
                detours += 1
                current = innerTarget.node
                targetFile = innerTarget.file
            }
            guard let next else {
                var notes: [Diagnostic.Note] = []
                if let keys = current.mapping?.compactMap({ $0.key.scalar?.text }),
                    let suggestion = ObjectKind(name: "", keys: keys).suggestion(for: token)
                {
                    notes.append(.init(OpenAPIMessage.didYouMean(suggestion)))
                }
                report(
                    .warning,
                    .openAPIUnresolvedReference,
                    OpenAPIMessage.unresolved(reference, OpenAPIMessage.noKey(token), workaround),
                    at: node,
                    in: file,
                    notes: notes
                )
                return nil
            }
            current = next
        }
        return (current, targetFile)
    }

    /// Follows the `$ref` at `referenceNode` to an object decoded by `decode`, memoised in `cache`; nil, after a
    /// warning that says the object is ignored, when it cannot be followed.
    ///
    /// `decode` receives the target node (which may itself be a `$ref`; a chain that comes back is a loop),
    /// its file and its JSON Pointer.
    func follow<Value>(
        _ referenceNode: Node,
        in file: SpecFile,
        cache: ReferenceWritableKeyPath<ModelBuilder, [String: Value]>,
        decode: (Node, SpecFile, String) -> Value?
    ) -> (value: Value, name: String)? {
        guard let reference = text(referenceNode, file, "$ref"),
            let address = address(of: reference, at: referenceNode, in: file, workaround: Workaround.ignored)
        else { return nil }
        let key = address.key
        let name = address.pointer.tokens.last ?? SpecPath.stem(of: address.relativePath)
        if let cached = self[keyPath: cache][key] { return (cached, name) }
        if failedReferences.contains(key) { return nil }
        guard resolving.insert(key).inserted else {
            report(
                .warning,
                .openAPIReferenceLoop,
                OpenAPIMessage.loop(reference, Workaround.ignored),
                at: referenceNode,
                in: file
            )
            failedReferences.formUnion(resolving)
            return nil
        }
        defer { resolving.remove(key) }
        guard
            let target = target(
                of: reference,
                address: address,
                at: referenceNode,
                in: file,
                workaround: Workaround.ignored
            ),
            let value = decode(target.node, target.file, address.pointerText)
        else { return nil }
        self[keyPath: cache][key] = value
        return (value, name)
    }
}
