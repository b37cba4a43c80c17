import SwiftUI

/// Decodes by hand (to supply defaults) but relies on the synthesized
/// `CodingKeys` and the synthesized `encode(to:)`.
final class WorkspacePreferences: ObservableObject, Codable {
    var displayName: String = ""
    var tabWidth: Int = 4

    init() {}

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        displayName = try container.decodeIfPresent(String.self, forKey: .displayName) ?? ""
        tabWidth = try container.decodeIfPresent(Int.self, forKey: .tabWidth) ?? 4
    }
}

struct WorkspacePreferencesView: View {
    @ObservedObject var preferences: WorkspacePreferences

    var body: some View {
        Form {
            TextField("Name", text: $preferences.displayName)
            Stepper("Tab width: \(preferences.tabWidth)", value: $preferences.tabWidth)
        }
    }
}
