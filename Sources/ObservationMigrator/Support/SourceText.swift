import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text, exactly as `description` gives it, built from its
    /// bytes: runs of tokens still lying side by side in the parsed source are
    /// copied at once, where `description` makes a string of every token.
    var sourceText: String { String(decoding: syntaxTextBytes, as: UTF8.self) }
}
