import SwiftUI

@Observable final class ProfileModel {
    var username: String {
        get {
            access(keyPath: \.username)
            return UserDefaults.standard.object(forKey: "username") as? String ?? ""
        }
        set {
            withMutation(keyPath: \.username) {
                UserDefaults.standard.set(newValue, forKey: "username")
            }
        }
    }
    var avatarURL: URL? = nil
    var isEditing = false

    /// Whether the e-mail address is shown on the profile card.
    var showsEmail: Bool {
        get {
            access(keyPath: \.showsEmail)
            return UserDefaults.standard.object(forKey: "showsEmail") as? Bool ?? true
        }
        set {
            withMutation(keyPath: \.showsEmail) {
                UserDefaults.standard.set(newValue, forKey: "showsEmail")
            }
        }
    }

    var greeting: String {
        username.isEmpty ? "Welcome!" : "Welcome back, \(username)!"
    }
}

struct ProfileHeader: View {
    @Environment(ProfileModel.self) private var profile

    var body: some View {
        HStack {
            Text(profile.greeting)
                .font(.title2)
            Spacer()
            if profile.isEditing {
                ProgressView()
            }
        }
        .padding()
    }
}
