// SwiftUI's UIKit integration: hosting a SwiftUI view in a UIKit hierarchy.
// As on iOS, SwiftUI imports UIKit (see the README on re-exporting).

import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("UIHostingController stand-in: init(coder:) has no root view")
    }
}
