public func sortedTitles(_ titles: [String]) -> [String] {
    titles.sorted()
}
