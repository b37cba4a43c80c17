import Foundation
import Combine

final class ImageDocument: Document {
    @Published var zoom = 1.0
    @Published private(set) var zoomLabel = "100%"

    override init(title: String) {
        super.init(title: title)
        $zoom
            .map { "\(Int($0 * 100))%" }
            .assign(to: &$zoomLabel)
    }
}
