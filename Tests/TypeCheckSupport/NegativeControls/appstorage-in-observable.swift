// expected-error: invalid redeclaration of synthesized property '_volume'
// fix:     @AppStorage =>     @ObservationIgnored @AppStorage
import SwiftUI

// @AppStorage left tracked inside an @Observable class (needs @ObservationIgnored).
@Observable
final class PreferencesModel {
    var name = ""
    @AppStorage("volume") var volume = 0.5
}
