import SwiftUI

/// The default's call tells each property's type: `Data` converts, a `Date`
/// is stored by `UserDefaults` in a way of its own and keeps its class.
final class Avatar: ObservableObject {
    @AppStorage("avatar.image") var image = Data()
    @Published var isEditing = false
}

final class Reminder: ObservableObject {
    @AppStorage("reminder.date") var date = Date(timeIntervalSince1970: 0)
}

struct AvatarView: View {
    @ObservedObject var avatar: Avatar
    @ObservedObject var reminder: Reminder

    var body: some View {
        Text("\(avatar.image.count) bytes, \(avatar.isEditing ? "editing" : "shown") until \(reminder.date)")
    }
}
