import SwiftUI

/// Runs `onRelease` when the view that owns it goes away for good.
@Observable final class LifetimeToken {
    private let onRelease: () -> Void

    init(onRelease: @escaping () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}

@Observable final class Router {
    var path: [String] = []
}

struct ReleaseOnFinalDisappear: ViewModifier {
    @State private var token: LifetimeToken

    init(perform action: @escaping () -> Void) {
        _token = State(initialValue: LifetimeToken(onRelease: action))
    }

    func body(content: Content) -> some View {
        content
    }
}

struct RoutedStack<Content: View>: View {
    @State private var router: Router
    private let content: Content

    init(
        router: @autoclosure @escaping () -> Router,
        @ViewBuilder content: () -> Content
    ) {
        _router = State(initialValue: router())
        self.content = content()
    }

    var body: some View {
        NavigationStack(path: $router.path) {
            content
        }
    }
}
