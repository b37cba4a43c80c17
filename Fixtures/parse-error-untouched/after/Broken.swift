import Combine

final class Draft: ObservableObject {
    @Published var text = ""

    func append(_ more: String) {
        text += more
    // the closing brace of this function is missing
}
