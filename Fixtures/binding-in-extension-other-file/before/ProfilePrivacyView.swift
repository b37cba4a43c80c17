import SwiftUI

struct ProfilePrivacyView: View {
    @EnvironmentObject var profile: Profile

    var body: some View {
        Form {
            emailSection
            bioToggle
        }
        .navigationTitle("Privacy")
    }
}
