import SwiftUI

/// The default's call tells each property's type: `Data` converts, a `Date`
/// is stored by `UserDefaults` in a way of its own and keeps its class.
@Observable final class Avatar {
    var image: Data {
        get {
            access(keyPath: \.image)
            return UserDefaults.standard.object(forKey: "avatar.image") as? Data ?? Data()
        }
        set {
            withMutation(keyPath: \.image) {
                UserDefaults.standard.set(newValue, forKey: "avatar.image")
            }
        }
    }
    var isEditing = false
}

final class Reminder: ObservableObject {
    @AppStorage("reminder.date") var date = Date(timeIntervalSince1970: 0)
}

struct AvatarView: View {
    var avatar: Avatar
    @ObservedObject var reminder: Reminder

    var body: some View {
        Text("\(avatar.image.count) bytes, \(avatar.isEditing ? "editing" : "shown") until \(reminder.date)")
    }
}
