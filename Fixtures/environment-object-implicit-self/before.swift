import SwiftUI
import UIKit

final class PresenterBox: ObservableObject {
    weak var presenter: UIViewController?
}

extension View {
    /// Wraps the view in a hosting controller and hands that controller to
    /// the view through the environment.
    func hostedWithPresenter() -> UIViewController {
        let box = PresenterBox()
        let root = environmentObject(box)
        let controller = UIHostingController(rootView: root)
        box.presenter = controller
        return controller
    }
}

struct ShareButton: View {
    @EnvironmentObject private var box: PresenterBox

    var body: some View {
        Button("Share") {
            box.presenter?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true)
        }
    }
}
