import Combine
import SwiftUI

// A plain class that holds some other object's publisher: no migrating class's
// `$x` ever reaches it, so it neither blocks nor changes a migration.
final class LegacyFeed {
    let source: Published<String>.Publisher
    private var cancellable: AnyCancellable?

    init(source: Published<String>.Publisher) {
        self.source = source
        cancellable = source.sink { print($0) }
    }
}

@Observable final class Composer {
    var draft = ""
}

struct ComposerView: View {
    @State private var composer = Composer()

    var body: some View {
        TextField("Draft", text: $composer.draft)
    }
}
