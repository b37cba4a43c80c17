// A stand-in for Core Data's managed objects as SwiftUI sees them: on Apple
// platforms `NSManagedObject` is an `NSObject` that conforms to
// `ObservableObject` (through its SDK superclass, which a migration cannot change).

@_exported import Foundation
import Combine

open class NSManagedObject: NSObject, ObservableObject, Identifiable {
    public override init() { super.init() }
}
