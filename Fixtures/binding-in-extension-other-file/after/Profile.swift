import Foundation
import Observation

@Observable final class Profile {
    var displayName = ""
    var bio = ""
    var showsEmail = true
    let email: String

    init(email: String) {
        self.email = email
    }
}
