import Foundation
import Combine

final class Profile: ObservableObject {
    @Published var displayName = ""
    @Published var bio = ""
    @Published var showsEmail = true
    let email: String

    init(email: String) {
        self.email = email
    }
}
