import SwiftUI

struct WidgetOptions {
    static let shared = WidgetOptions()
    var compact = true
}
