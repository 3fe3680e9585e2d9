/// A type that can be rendered: the emitter's render-context types conform by returning their fields as an object.
public protocol MustacheValueConvertible {
    var mustacheValue: MustacheValue { get }
}

extension MustacheValue: MustacheValueConvertible {
    public var mustacheValue: MustacheValue { self }
}

extension String: MustacheValueConvertible {
    public var mustacheValue: MustacheValue { .string(self) }
}

extension Bool: MustacheValueConvertible {
    public var mustacheValue: MustacheValue { .bool(self) }
}

extension Optional: MustacheValueConvertible where Wrapped: MustacheValueConvertible {
    public var mustacheValue: MustacheValue { self?.mustacheValue ?? .null }
}

extension Array: MustacheValueConvertible where Element: MustacheValueConvertible {
    public var mustacheValue: MustacheValue { .list(map(\.mustacheValue)) }
}

extension Dictionary: MustacheValueConvertible where Key == String, Value: MustacheValueConvertible {
    public var mustacheValue: MustacheValue { .object(MustacheFields(mapValues(\.mustacheValue))) }
}
