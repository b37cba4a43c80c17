import SwiftUI

/// The widget's own, smaller store.
@Observable final class Store {
    var nextTrip = ""
}
