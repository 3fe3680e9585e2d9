import Diagnostics

/// A fixture with `‸` markers pinning where diagnostics must point; the markers are removed before loading.
struct MarkedText {
    var text: String
    var locations: [SourceLocation]

    init(_ marked: String, file: String = "spec.yaml") {
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
