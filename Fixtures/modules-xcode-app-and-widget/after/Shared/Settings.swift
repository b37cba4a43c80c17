import SwiftUI

/// Compiled into the app and its widget alike.
@Observable final class Settings {
    var units = "km"
    var showsWeather = true
}
