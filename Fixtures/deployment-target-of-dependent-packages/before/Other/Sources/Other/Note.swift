public struct Note {
    public var text = ""
}
