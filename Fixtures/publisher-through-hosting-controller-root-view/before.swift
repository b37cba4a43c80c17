import Combine
import SwiftUI

final class DeviceList: ObservableObject {
    @Published var devices: [String] = []
}

struct DevicesView: View {
    @ObservedObject var model: DeviceList

    var body: some View {
        Text("\(model.devices.count) devices")
    }
}

/// The hosted view's model is reached through `rootView`, whose type the
/// superclass's generic argument gives: `$devices` is the model's.
final class DevicesViewController: UIHostingController<DevicesView> {
    private var watch: AnyCancellable?

    init(model: DeviceList) {
        super.init(rootView: DevicesView(model: model))
    }

    @available(*, unavailable)
    required init?(coder aDecoder: NSCoder) {
        fatalError("not used")
    }

    func watchDevices() {
        watch = rootView.model.$devices
            .dropFirst()
            .sink { print("\($0.count) devices") }
    }

    func stopWatching() {
        watch = self.rootView.model.$devices.sink { _ in }
    }
}
