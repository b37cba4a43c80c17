import SwiftUI

@Observable final class CanvasLayout {
    var zoom = 1.0

    /// Size of the visible area.
    var width = 0.0
    var height = 0.0
    private var lastX: Double = 0
    private var lastY: Double = 0

    func pan(to x: Double, _ y: Double) {
        lastX = x
        lastY = y
    }
}

struct CanvasView: View {
    var layout: CanvasLayout

    var body: some View {
        Text("\(layout.width) x \(layout.height) @ \(layout.zoom)")
    }
}
