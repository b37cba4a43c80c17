import Foundation
import Combine

final class TextDocument: Document {
    @Published var text = "" {
        didSet { isDirty = true }
    }
}
