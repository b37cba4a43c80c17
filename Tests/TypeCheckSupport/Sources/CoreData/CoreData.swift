// A stand-in for Core Data's managed objects as SwiftUI code sees them; no
// behaviour. As on Apple platforms, `NSManagedObject` is an `NSObject`
// subclass that conforms to Combine's `ObservableObject` (its
// `objectWillChange` is an `ObservableObjectPublisher`) and to `Identifiable`
// (its `id` is the `ObjectIdentifier`), so an entity works with
// `@ObservedObject`/`@StateObject` and can never become `@Observable`.
//
// Add signatures as fixtures need them, with Core Data's real types.

@_exported import Foundation
import Combine

/// A base class that implements the behavior for a Core Data model object.
open class NSManagedObject: NSObject {
    public override init() { super.init() }
}

extension NSManagedObject: ObservableObject {}

extension NSManagedObject: Identifiable {}
