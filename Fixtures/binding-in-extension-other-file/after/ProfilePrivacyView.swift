import SwiftUI

struct ProfilePrivacyView: View {
    @Environment(Profile.self) var profile

    var body: some View {
        Form {
            emailSection
            bioToggle
        }
        .navigationTitle("Privacy")
    }
}
