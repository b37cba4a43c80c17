import SwiftUI

extension ProfilePrivacyView {
    @ViewBuilder
    var emailSection: some View {
        Toggle("Show e-mail", isOn: $profile.showsEmail)
        if profile.showsEmail {
            Text(profile.email)
        }
    }

    var bioToggle: some View {
        TextField("Bio", text: $profile.bio)
            .lineLimit(3)
    }
}
