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
    private let bodies: BackgroundMap<Declaration, Result<String, MustacheError>>
    /// Whether ``finish()`` waits for the second core to render every declaration (tests use it to know it did).
    let isComplete: Bool

    public convenience init(_ renderer: SwiftFileRenderer) {
        self.init(renderer, isComplete: false)
    }

    init(_ renderer: SwiftFileRenderer, isComplete: Bool) {
        self.isComplete = isComplete
        bodies = BackgroundMap { declaration in
            do throws(MustacheError) {
                return .success(try renderer.body(of: declaration))
            } catch {
                return .failure(error)
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

    /// Stops the second core; the body of each declaration it rendered, by the order declared.
    func finish() -> [Result<String, MustacheError>?] {
        bodies.finish(completing: isComplete)
    }
}
