import Combine
import SwiftUI

@Observable final class DeviceList {
    var devices: [String] = [] {
        willSet { devicesPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var devicesPublisher = CurrentValueSubject<[String], Never>(_devices)
}

struct DevicesView: View {
    var model: DeviceList

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
        watch = rootView.model.devicesPublisher
            .dropFirst()
            .sink { print("\($0.count) devices") }
    }

    func stopWatching() {
        watch = self.rootView.model.devicesPublisher.sink { _ in }
    }
}
