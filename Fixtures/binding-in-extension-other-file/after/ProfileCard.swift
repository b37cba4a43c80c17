import SwiftUI

struct ProfileCard: View {
    var profile: Profile

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(profile.displayName)
                .font(.headline)
            contactLine
        }
        .padding()
    }
}

extension ProfileCard {
    @ViewBuilder
    var contactLine: some View {
        if profile.showsEmail {
            Text(profile.email)
                .font(.caption)
        }
    }
}
