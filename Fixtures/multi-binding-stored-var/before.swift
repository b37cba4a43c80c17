import SwiftUI

final class CanvasLayout: ObservableObject {
    @Published var zoom = 1.0

    /// Size of the visible area.
    var width = 0.0, height = 0.0
    private var lastX: Double = 0, lastY: Double = 0

    func pan(to x: Double, _ y: Double) {
        lastX = x
        lastY = y
    }
}

struct CanvasView: View {
    @ObservedObject var layout: CanvasLayout

    var body: some View {
        Text("\(layout.width) x \(layout.height) @ \(layout.zoom)")
    }
}
