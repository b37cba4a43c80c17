import Foundation
import Observation

@Observable final class TextDocument: Document {
    var text = "" {
        didSet { isDirty = true }
    }
}
