extension Request {
    /// Adds a query parameter; `nil` adds nothing. With `allowReserved` (OpenAPI's), the value keeps reserved
    /// characters as ``PercentEncoding/reservedQueryComponent(_:)`` says.
    public mutating func addQuery(_ name: String, _ value: (some ParameterValue)?, allowReserved: Bool = false) {
        guard let value else { return }
        query.append(QueryItem(name, value, form: Self.form(allowReserved)))
    }

    /// Adds an array query parameter in OpenAPI's `form` style: `explode` repeats the name
    /// (`id=1&id=2`), otherwise the values are joined with commas (`id=1,2`). `nil` or empty adds nothing.
    public mutating func addQuery(
        _ name: String,
        _ values: [some ParameterValue]?,
        explode: Bool = true,
        allowReserved: Bool = false
    ) {
        guard let values, !values.isEmpty else { return }
        let form = Self.form(allowReserved)
        if explode {
            query += values.map { QueryItem(name, $0, form: form) }
        } else {
            query.append(QueryItem(name, values.map(\.parameterValue).joined(separator: ","), form: form))
        }
    }

    /// Adds an array query parameter joined by `separator`: OpenAPI's `pipeDelimited` (`id=1|2`) and
    /// `spaceDelimited` (`id=1 2`) styles, Swagger 2.0's `pipes` and `ssv`. `nil` or empty adds nothing.
    public mutating func addQuery(
        _ name: String,
        _ values: [some ParameterValue]?,
        separator: String,
        allowReserved: Bool = false
    ) {
        guard let values, !values.isEmpty else { return }
        query.append(
            QueryItem(name, values.map(\.parameterValue).joined(separator: separator), form: Self.form(allowReserved))
        )
    }

    /// Adds a dictionary in OpenAPI's `deepObject` style: `filter[color]=red&filter[size]=2`, keys sorted.
    public mutating func addQuery(
        deepObject name: String,
        _ values: [String: some ParameterValue]?,
        allowReserved: Bool = false
    ) {
        guard let values else { return }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            query.append(QueryItem("\(name)[\(key)]", value, form: Self.form(allowReserved)))
        }
    }

    /// Adds a list in `deepObject` style, which OpenAPI leaves undefined, in the bracket form Rails, Rack, PHP and
    /// Stripe read: `expand[]=a&expand[]=b`. `nil` or empty adds nothing.
    public mutating func addQuery(
        deepObject name: String,
        _ values: [some ParameterValue]?,
        allowReserved: Bool = false
    ) {
        guard let values else { return }
        query += values.map { QueryItem("\(name)[]", $0, form: Self.form(allowReserved)) }
    }

    /// Adds an object query parameter in `form` style with `explode: true`: each member becomes
    /// its own item (`color=red&size=2`), keys sorted.
    public mutating func addQuery(exploding values: [String: some ParameterValue]?, allowReserved: Bool = false) {
        guard let values else { return }
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            query.append(QueryItem(key, value, form: Self.form(allowReserved)))
        }
    }

    /// How a parameter's items are written: in reserved expansion with OpenAPI's `allowReserved`.
    static func form(_ allowReserved: Bool) -> QueryItem.Form {
        allowReserved ? .pairAllowingReserved : .pair
    }

    /// Sets a header parameter; `nil` sets nothing.
    public mutating func addHeader(_ name: String, _ value: (some ParameterValue)?) {
        guard let value else { return }
        headers.append(name: name, value: value.parameterValue)
    }

    /// Sets an array header parameter in `simple` style (`a,b,c`); `nil` or empty sets nothing.
    public mutating func addHeader(_ name: String, _ values: [some ParameterValue]?) {
        guard let values, !values.isEmpty else { return }
        headers.append(name: name, value: values.map(\.parameterValue).joined(separator: ","))
    }

    /// Adds a cookie parameter; `nil` adds nothing.
    public mutating func addCookie(_ name: String, _ value: (some ParameterValue)?) {
        guard let value else { return }
        cookies.append(QueryItem(name, value))
    }
}
