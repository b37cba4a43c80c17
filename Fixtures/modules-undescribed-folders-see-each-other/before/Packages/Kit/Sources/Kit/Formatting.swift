import Foundation

public enum Formatting {
    public static func title(_ count: Int) -> String { "\(count) items" }
}
