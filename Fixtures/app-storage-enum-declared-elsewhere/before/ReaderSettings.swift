import SwiftUI

final class ReaderSettings: ObservableObject {
    @AppStorage("reader.theme") var theme = ReaderTheme.sepia
    @Published var fontScale = 1.0
}

struct ReaderView: View {
    @EnvironmentObject var settings: ReaderSettings

    var body: some View {
        Text("Chapter 1")
            .font(.system(size: 17 * settings.fontScale))
            .foregroundStyle(settings.theme == .night ? .white : .black)
    }
}
