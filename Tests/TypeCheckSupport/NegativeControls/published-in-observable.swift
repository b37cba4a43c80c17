// expected-error: invalid redeclaration of synthesized property '_query'
// fix: @Published var query => var query
import SwiftUI

// The class became @Observable but a property kept its @Published.
@Observable
final class SearchModel {
    @Published var query = ""
}
