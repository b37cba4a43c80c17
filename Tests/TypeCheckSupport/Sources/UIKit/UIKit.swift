// A stand-in for the few UIKit signatures the fixtures use (no behaviour).
// `UIHostingController` belongs to SwiftUI on Apple platforms; it lives here so
// the SwiftUI stand-in need not depend on UIKit.

@_exported import Foundation
import SwiftUI

@MainActor @preconcurrency
open class UIView: NSObject {
    public override init() { super.init() }
    open func addSubview(_ view: UIView) {}
}

@MainActor @preconcurrency
open class UIViewController: NSObject {
    public override init() { super.init() }
    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public var view: UIView! { UIView() }
    open func addChild(_ child: UIViewController) {}
    open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {}
    open func viewDidLoad() {}
}

@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [Any]?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    public required init?(coder: NSCoder) { fatalError() }
}
