import Foundation

struct Note: Identifiable, Equatable {
    var id: Int
    var title: String
}
