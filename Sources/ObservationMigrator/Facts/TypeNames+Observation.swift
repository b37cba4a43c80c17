import SwiftSyntax
import SyntaxSupport

extension TypeNames {
    /// True for `ObservableObject` and `Combine.ObservableObject`.
    static func isObservableObject(_ type: TypeSyntax) -> Bool {
        guard let parts = components(of: type) else { return false }
        return parts == ["ObservableObject"] || parts == ["Combine", "ObservableObject"]
    }
}

extension LineTable {
    /// Where a UTF-8 offset of the text lies, as a finding gives it.
    func position(ofUTF8Offset offset: Int) -> SourcePosition {
        let (line, column) = lineAndColumn(ofUTF8Offset: offset)
        return SourcePosition(line: line, column: column)
    }
}
