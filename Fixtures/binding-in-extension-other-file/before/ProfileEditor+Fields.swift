import SwiftUI

extension ProfileEditor {
    var nameField: some View {
        TextField("Display name", text: $profile.displayName)
    }

    var bioEditor: some View {
        TextEditor(text: $profile.bio)
            .frame(minHeight: 120)
    }

    @ViewBuilder
    var emailToggle: some View {
        Toggle("Show e-mail", isOn: $profile.showsEmail)
        if profile.showsEmail {
            Text(profile.email)
                .foregroundColor(.secondary)
        }
    }
}
