import Foundation
import Combine

final class Preferences: ObservableObject {
    @Published var showsCovers = true
    @Published var sortsAscending = true
}

final class ReadingStats: ObservableObject {
    @Published var pagesToday = 0
}
