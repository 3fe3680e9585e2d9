extension HTTPHeaders {
    /// The first value of header `name`, read as `Value`; nil when the header is absent or does not hold one.
    ///
    /// Generated response-header types read each documented header with it:
    /// `self.location = headers.value("Location")`.
    public func value<Value: LosslessParameterValue>(_ name: String) -> Value? {
        self[name].flatMap { Value(parameterValue: $0.trimmingCharacters(in: .whitespaces)) }
    }

    /// The comma-separated values of header `name` (OpenAPI's `simple` style, every field with that name), each
    /// read as `Value`; nil when the header is absent or a value is not one.
    public func values<Value: LosslessParameterValue>(_ name: String) -> [Value]? {
        let texts = fields.filter { $0.name.lowercased() == name.lowercased() }.flatMap {
            $0.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        guard !texts.isEmpty else { return nil }
        var values: [Value] = []
        for text in texts {
            guard let value = Value(parameterValue: text) else { return nil }
            values.append(value)
        }
        return values
    }
}
