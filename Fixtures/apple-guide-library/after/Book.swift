import Foundation
import Observation

@Observable class Book: Identifiable {
    var title = "Sample Book Title"
    var author = "Unknown Author"
    var isAvailable = true

    let id = UUID()
}
