import SwiftUI

// A package inside the app's own folder, used by path: only the run's code uses it.
public final class Palette: ObservableObject {
    @Published public var accent = Color.blue

    public init() {}
}
