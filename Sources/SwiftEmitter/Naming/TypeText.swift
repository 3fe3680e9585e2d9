/// Reading the Swift type expressions the emitter writes, such as `[Pet]?` or `[String: Sesame.Device]`.
public enum TypeText {
    /// `type` with each type name in it replaced by `replacement(name)`: `[Item]?` → `[Other]?`.
    public static func replacingNames(in type: String, _ replacement: (String) -> String) -> String {
        var output = ""
        var word = ""
        for character in type {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
                continue
            }
            if !word.isEmpty { output += replacement(word) }
            word = ""
            output.append(character)
        }
        if !word.isEmpty { output += replacement(word) }
        return output
    }
}
