import SwiftUI

/// A view observes the protocol's conformers through a generic parameter:
/// every class conforming to it is observed by SwiftUI, though no wrapper
/// names one, so the default scope migrates them and the protocol.
protocol LaunchModel: AnyObject, Observable {
    var isReady: Bool { get }
}

@Observable final class CatalogLaunch: LaunchModel {
    var isReady = false
}

@Observable final class OfflineLaunch: LaunchModel {
    var isReady = true
}

struct LaunchContent<Model>: View where Model: LaunchModel {
    var model: Model

    var body: some View {
        Text(model.isReady ? "Ready" : "Loading")
    }
}

struct LaunchScreen: View {
    let hasCatalog: Bool

    var body: some View {
        if hasCatalog {
            LaunchContent(model: CatalogLaunch())
        } else {
            LaunchContent(model: OfflineLaunch())
        }
    }
}
