import SwiftUI
import UIKit

@Observable final class StatusModel {
    var message = ""
}

@Observable final class ToolbarModel {
    var isCompact = false
}

final class Workspace {
    var status: StatusModel? = StatusModel()
    var toolbar = ToolbarModel()
}

struct StatusLine: View {
    @Environment(StatusModel.self) private var status
    @Environment(ToolbarModel.self) private var toolbar

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
                .environment(status)
                .environment(toolbar)
        )
        addChild(host)
        view.addSubview(host.view)
    }

    func makePreview(for workspace: Workspace) -> some View {
        if let status = workspace.status {
            return AnyView(
                StatusLine()
                    .environment(status)
                    .environment(workspace.toolbar)
            )
        }
        return AnyView(EmptyView())
    }
}
