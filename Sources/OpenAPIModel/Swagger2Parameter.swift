/// A Swagger 2.0 parameter before it is placed: a plain parameter, or part of the request body.
enum Swagger2Parameter {
    case plain(Parameter)
    case body(RequestBody, name: String)
    /// A `formData` field: its name, schema, whether it is required, and whether it is a file.
    case formField(name: String, schema: SchemaID, required: Bool, isFile: Bool)
}
