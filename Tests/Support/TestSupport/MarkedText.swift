import Diagnostics

/// A fixture with `‸` markers pinning where diagnostics must point; the markers are removed before the text is read.
public struct MarkedText: Sendable {
    public var text: String
    public var locations: [SourceLocation]

    public init(_ marked: String, file: String) {
        var text = ""
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == "‸" {
                locations.append(SourceLocation(file: file, line: line, column: column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        self.text = text
        self.locations = locations
    }
}
