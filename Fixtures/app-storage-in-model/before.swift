import SwiftUI

final class ProfileModel: ObservableObject {
    @AppStorage("username") var username = ""
    @Published var avatarURL: URL? = nil
    @Published var isEditing = false

    /// Whether the e-mail address is shown on the profile card.
    @AppStorage("showsEmail")
    var showsEmail = true

    var greeting: String {
        username.isEmpty ? "Welcome!" : "Welcome back, \(username)!"
    }
}

struct ProfileHeader: View {
    @EnvironmentObject private var profile: ProfileModel

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
