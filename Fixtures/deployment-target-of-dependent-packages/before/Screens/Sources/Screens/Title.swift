public struct Title {
    public var text = "Screens"
}
