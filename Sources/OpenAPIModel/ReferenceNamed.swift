/// An object that remembers the component name it was read through.
protocol ReferenceNamed {
    var reference: String? { get set }
}

extension Parameter: ReferenceNamed {}
extension Response: ReferenceNamed {}
extension RequestBody: ReferenceNamed {}
extension Header: ReferenceNamed {}
extension Example: ReferenceNamed {}
extension Link: ReferenceNamed {}
extension SecurityScheme: ReferenceNamed {}
extension MediaType: ReferenceNamed {}
extension Callback: ReferenceNamed {}
