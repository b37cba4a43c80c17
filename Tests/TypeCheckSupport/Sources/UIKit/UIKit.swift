// A stand-in for the few UIKit signatures the fixtures use; no behaviour.
//
// As in UIKit, responders are `@MainActor` classes derived from `NSObject`
// (imported from Objective-C, hence `@preconcurrency`), and the designated
// initializers are UIKit's: a subclass of `UIViewController` must call
// `super.init(nibName:bundle:)` and implement `required init?(coder:)`;
// `init()` is only a convenience initializer. `UIHostingController` belongs to
// SwiftUI and is declared there.
//
// Add signatures as fixtures need them, with UIKit's real types.

@_exported import Foundation

/// An abstract interface for responding to and handling events.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    public override init() { super.init() }
}

/// An object that manages the content for a rectangular area on the screen.
@MainActor @preconcurrency
open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }

    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
}

/// An object that manages a view hierarchy for your UIKit app.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    open var view: UIView! {
        get { fatalError("UIKit stand-in: no views") }
        set {}
    }

    open func viewDidLoad() {}
    open func addChild(_ childController: UIViewController) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

/// An abstract class that you subclass to implement app-specific services.
@MainActor @preconcurrency
open class UIActivity: NSObject {
    public override init() { super.init() }
}

/// A view controller that you use to offer standard services from your app.
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
