import Foundation
import Combine

class Book: ObservableObject, Identifiable {
    @Published var title = "Sample Book Title"
    @Published var author = "Unknown Author"
    @Published var isAvailable = true

    let id = UUID()
}
