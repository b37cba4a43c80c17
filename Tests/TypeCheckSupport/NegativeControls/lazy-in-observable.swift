// expected-error: 'lazy' cannot be used on a computed property
// fix:     lazy var =>     @ObservationIgnored lazy var
import SwiftUI

// A `lazy var` left tracked inside an @Observable class (needs @ObservationIgnored).
@Observable
final class ReportModel {
    var title = ""
    lazy var formatter = DateFormatter()
}
