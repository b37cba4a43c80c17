import SwiftUI

struct ProfileEditor: View {
    @ObservedObject var profile: Profile

    var body: some View {
        Form {
            Section("Name") {
                nameField
            }
            Section("About") {
                bioEditor
                Text(profile.bio.isEmpty ? "No bio yet" : "\(profile.bio.count) characters")
            }
            Section("Contact") {
                emailToggle
            }
        }
        .navigationTitle(profile.displayName)
    }
}
