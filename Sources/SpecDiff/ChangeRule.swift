/// Every kind of change `clientgen diff` reports, with a stable id and the kind it always is.
public enum ChangeRule: String, CaseIterable, Sendable {
    // Breaking for Swift callers.
    case operationRemoved = "operation-removed"
    case operationRenamed = "operation-renamed"
    case typeRemoved = "type-removed"
    case typeRenamed = "type-renamed"
    case typeChanged = "type-changed"
    case parameterRemoved = "parameter-removed"
    case parameterRenamed = "parameter-renamed"
    case requiredParameterAdded = "required-parameter-added"
    case parameterMadeRequired = "parameter-made-required"
    case parametersReordered = "parameters-reordered"
    case propertyRemoved = "property-removed"
    case propertyRenamed = "property-renamed"
    case requiredPropertyAdded = "required-property-added"
    case propertyMadeRequired = "property-made-required"
    case propertiesReordered = "properties-reordered"
    case enumCaseRemoved = "enum-case-removed"
    case bodyContentTypeRemoved = "body-content-type-removed"
    case responseTypeChanged = "response-type-changed"
    case serverRemoved = "server-removed"
    /// A declaration of generated code outside the spec's objects, such as a helper function, removed.
    case memberRemoved = "member-removed"
    // Breaking on the wire.
    case methodChanged = "method-changed"
    case pathChanged = "path-changed"
    case serverURLChanged = "server-url-changed"
    case securityAdded = "security-added"
    /// A security scheme operations name sends another credential, or sends it elsewhere: its type, an API key's
    /// place or name, an HTTP scheme.
    case securitySchemeChanged = "security-scheme-changed"
    case wireNameChanged = "wire-name-changed"
    /// A member's integers written as JSON strings where they were numbers, or the other way round.
    case wireFormChanged = "wire-form-changed"
    case parameterLocationChanged = "parameter-location-changed"
    case enumValueChanged = "enum-value-changed"
    case bodyContentTypeChanged = "body-content-type-changed"
    case discriminatorChanged = "discriminator-changed"
    case envelopeChanged = "envelope-changed"
    // Compatible.
    case operationAdded = "operation-added"
    case typeAdded = "type-added"
    case optionalParameterAdded = "optional-parameter-added"
    case parameterMadeOptional = "parameter-made-optional"
    case optionalPropertyAdded = "optional-property-added"
    case enumCaseAdded = "enum-case-added"
    case serverAdded = "server-added"
    case memberAdded = "member-added"
    case unsentContentTypeRemoved = "unsent-content-type-removed"
    case operationIDChanged = "operation-id-changed"
    case securityRelaxed = "security-relaxed"
    case deprecationAdded = "deprecation-added"
    case documentationChanged = "documentation-changed"

    /// The kind every change of this rule has.
    public var kind: ChangeKind {
        switch self {
        case .operationRemoved, .operationRenamed, .typeRemoved, .typeRenamed, .typeChanged, .parameterRemoved,
            .parameterRenamed, .requiredParameterAdded, .parameterMadeRequired, .parametersReordered,
            .propertyRemoved, .propertyRenamed, .requiredPropertyAdded, .propertyMadeRequired,
            .propertiesReordered, .enumCaseRemoved, .bodyContentTypeRemoved, .responseTypeChanged, .serverRemoved,
            .memberRemoved:
            .swiftBreaking
        case .methodChanged, .pathChanged, .serverURLChanged, .securityAdded, .securitySchemeChanged,
            .wireNameChanged, .wireFormChanged, .parameterLocationChanged, .enumValueChanged, .bodyContentTypeChanged,
            .discriminatorChanged, .envelopeChanged:
            .wireBreaking
        case .operationAdded, .typeAdded, .optionalParameterAdded, .parameterMadeOptional, .optionalPropertyAdded,
            .enumCaseAdded, .serverAdded, .memberAdded, .unsentContentTypeRemoved, .operationIDChanged,
            .securityRelaxed,
            .deprecationAdded, .documentationChanged:
            .compatible
        }
    }
}
