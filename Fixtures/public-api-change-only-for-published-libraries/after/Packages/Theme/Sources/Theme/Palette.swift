import SwiftUI

// A package inside the app's own folder, used by path: only the run's code uses it.
@Observable public final class Palette {
    public var accent = Color.blue

    public init() {}
}
