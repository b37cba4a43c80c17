import SwiftUI
import UIKit

final class StatusModel: ObservableObject {
    @Published var message = ""
}

final class ToolbarModel: ObservableObject {
    @Published var isCompact = false
}

final class Workspace {
    var status: StatusModel? = StatusModel()
    var toolbar = ToolbarModel()
}

struct StatusLine: View {
    @EnvironmentObject private var status: StatusModel
    @EnvironmentObject private var toolbar: ToolbarModel

    var body: some View {
        Text(status.message)
            .font(toolbar.isCompact ? .caption : .body)
    }
}

final class WorkspaceViewController: UIViewController {
    private weak var workspace: Workspace?

    init(workspace: Workspace) {
        self.workspace = workspace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let workspace,
              let status = workspace.status else {
            return
        }
        let toolbar = workspace.toolbar

        let host = UIHostingController(
            rootView: StatusLine()
                .environmentObject(status)
                .environmentObject(toolbar)
        )
        addChild(host)
        view.addSubview(host.view)
    }

    func makePreview(for workspace: Workspace) -> some View {
        if let status = workspace.status {
            return AnyView(
                StatusLine()
                    .environmentObject(status)
                    .environmentObject(workspace.toolbar)
            )
        }
        return AnyView(EmptyView())
    }
}
