import SwiftUI

/// Compiled into the app and its widget alike.
final class Settings: ObservableObject {
    @Published var units = "km"
    @Published var showsWeather = true
}
