import Diagnostics

/// A comparison that collects changes: the spec comparison (``Comparison``) and the code comparison
/// (``CodeComparison``) report through the same calls, so a change reads the same whichever found it.
protocol ChangeReporting {
    var changes: [APIChange] { get set }
}

/// How an argument's new type relates to its old one.
enum ArgumentTypeChange {
    case same
    /// The old type made optional: every old argument is still accepted.
    case madeOptional
    /// The old optional type without its optional.
    case madeRequired
    case changed
}

extension ChangeReporting {
    mutating func report(
        _ rule: ChangeRule,
        _ subject: String,
        _ message: String,
        at location: SourceLocation?,
        side: APIChange.Side = .new
    ) {
        changes.append(APIChange(rule, subject, message, at: location, side: side))
    }

    /// An argument is only passed in: an optional type, or a default, accepts what the old one did.
    mutating func reportArgument(
        _ subject: String,
        _ change: ArgumentTypeChange,
        before: (type: String, hasDefault: Bool),
        after: (type: String, hasDefault: Bool),
        at location: SourceLocation?
    ) {
        switch change {
        case .same:
            if before.hasDefault, !after.hasDefault {
                report(.parameterMadeRequired, subject, "`\(subject)` no longer has a default", at: location)
            } else if !before.hasDefault, after.hasDefault {
                report(.parameterMadeOptional, subject, "`\(subject)` now has a default", at: location)
            }
        case .madeOptional:
            report(
                .parameterMadeOptional,
                subject,
                "`\(subject)` is now optional (`\(before.type)` → `\(after.type)`)",
                at: location
            )
        case .madeRequired:
            report(
                .parameterMadeRequired,
                subject,
                "optional parameter `\(subject)` is now required (`\(before.type)` → `\(after.type)`)",
                at: location
            )
        case .changed:
            report(
                .typeChanged,
                subject,
                "type of `\(subject)` changed from `\(before.type)` to `\(after.type)`",
                at: location
            )
        }
    }
}
