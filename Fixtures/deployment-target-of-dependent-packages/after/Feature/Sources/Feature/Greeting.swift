import Core

public struct Greeting {
    public var text = "Hello"

    public init() {}
}
