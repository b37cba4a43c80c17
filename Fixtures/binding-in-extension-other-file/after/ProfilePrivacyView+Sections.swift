import SwiftUI

extension ProfilePrivacyView {
    @ViewBuilder
    var emailSection: some View {
        @Bindable var profile = profile
        Toggle("Show e-mail", isOn: $profile.showsEmail)
        if profile.showsEmail {
            Text(profile.email)
        }
    }

    var bioToggle: some View {
        @Bindable var profile = profile
        return TextField("Bio", text: $profile.bio)
            .lineLimit(3)
    }
}
