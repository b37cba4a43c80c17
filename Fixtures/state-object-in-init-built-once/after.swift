import SwiftUI

/// Runs `onRelease` when the view that owns it goes away for good.
@Observable final class LifetimeToken: ObservableObject {
    private let onRelease: () -> Void

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}

@Observable final class Router: ObservableObject {
    var path: [String] = []
}

struct ReleaseOnFinalDisappear: ViewModifier {
    @StateObject private var token: LifetimeToken

    init(perform action: @escaping () -> Void) {
        _token = StateObject(wrappedValue: LifetimeToken(onRelease: action))
    }

    func body(content: Content) -> some View {
        content
    }
}

struct RoutedStack<Content: View>: View {
    @StateObject private var router: Router
    private let content: Content

    init(
        router: @autoclosure @escaping () -> Router,
        @ViewBuilder content: () -> Content
    ) {
        _router = StateObject(wrappedValue: router())
        self.content = content()
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            content
        }
    }
}
