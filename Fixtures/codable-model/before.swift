import Foundation
import Combine

/// Saved as JSON in Application Support; the coding is synthesized.
final class ReaderPreferences: ObservableObject, Codable {
    var theme = "system"
    var fontSize = 17.0
    var showsPageNumbers = true
}

/// Uses `@Published`, so it spells out its own coding.
final class Bookmark: ObservableObject, Codable {
    @Published var page: Int
    @Published var note: String

    enum CodingKeys: String, CodingKey {
        case page
        case note
    }

    init(page: Int, note: String = "") {
        self.page = page
        self.note = note
    }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        note = try container.decode(String.self, forKey: .note)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(page, forKey: .page)
        try container.encode(note, forKey: .note)
    }
}
