import SwiftUI
import UIKit

@Observable final class PresenterBox {
    weak var presenter: UIViewController?
}

extension View {
    /// Wraps the view in a hosting controller and hands that controller to
    /// the view through the environment.
    func hostedWithPresenter() -> UIViewController {
        let box = PresenterBox()
        let root = environment(box)
        let controller = UIHostingController(rootView: root)
        box.presenter = controller
        return controller
    }
}

struct ShareButton: View {
    @Environment(PresenterBox.self) private var box

    var body: some View {
        Button("Share") {
            box.presenter?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
        }
    }
}
