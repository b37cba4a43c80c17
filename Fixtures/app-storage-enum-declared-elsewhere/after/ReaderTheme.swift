/// Declared in a file of its own, with no word of the old model in it.
enum ReaderTheme: String, CaseIterable {
    case paper
    case sepia
    case night
}
