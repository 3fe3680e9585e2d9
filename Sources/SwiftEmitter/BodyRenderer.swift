import Mustache
import Parallel

/// Renders declarations on a second core while translation is still making them, so translating and
/// rendering overlap instead of adding up.
///
/// Pass ``declare(_:)`` to ``ClientTranslator/translate(_:diagnostics:declared:)`` and this renderer, with the
/// files that translation planned, to ``SwiftFileRenderer/render(_:specPath:bodies:)``. What the second core did
/// not get to, and declarations that changed after they were declared, are rendered there, so the files are the
/// same as without it.
public final class BodyRenderer: Sendable {
    /// Each declaration's name with its body: a body is used only for a declaration of the same name, so files
    /// planned by some other translation are never given another's bodies.
    private let bodies: BackgroundMap<Declaration, Rendered>
    /// Whether ``finish()`` waits for the second core to render every declaration (tests use it to know it did).
    let isComplete: Bool

    public convenience init(_ renderer: SwiftFileRenderer) {
        self.init(renderer, isComplete: false)
    }

    init(_ renderer: SwiftFileRenderer, isComplete: Bool) {
        self.isComplete = isComplete
        bodies = BackgroundMap { declaration in
            do throws(MustacheError) {
                return Rendered(name: declaration.name, body: .success(try renderer.body(of: declaration)))
            } catch {
                return Rendered(name: declaration.name, body: .failure(error))
            }
        }
    }

    /// A renderer dropped without rendering stops its thread too.
    deinit {
        _ = bodies.finish()
    }

    /// Queues the next declaration translation made.
    public func declare(_ declaration: Declaration) {
        bodies.add(declaration)
    }

    /// A declaration's name and its body, or the error rendering it threw.
    struct Rendered: Sendable {
        var name: String
        var body: Result<String, MustacheError>
    }

    /// Stops the second core; the body of each declaration it rendered, by the order declared.
    func finish() -> [Rendered?] {
        bodies.finish(completing: isComplete)
    }
}
