import SwiftUI

@Observable final class ProfileModel {
    @ObservationIgnored @AppStorage("username") var username = ""
    var avatarURL: URL? = nil
    var isEditing = false

    /// Whether the e-mail address is shown on the profile card.
    @ObservationIgnored
    @AppStorage("showsEmail")
    var showsEmail = true

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
