/// What operations inherit from the levels above them.
struct OperationContext {
    var servers: [Server] = []
    var security: [SecurityRequirement] = []
    var parameters: [Parameter] = []
}
