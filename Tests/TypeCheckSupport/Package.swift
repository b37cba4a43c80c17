// swift-tools-version:6.0
import PackageDescription

// Compile-check support for the migration fixtures: stand-ins named `Combine`,
// `SwiftUI`, `UIKit` and `CoreData` so that SwiftUI code written for Apple
// platforms can be type-checked here. `Combine` is OpenCombine re-exported
// under Combine's name; the others declare their framework's signatures (with
// the real generic constraints and conformances) and have no behaviour.
//
// Built by `TypeCheckTests` with `swift build --package-path Tests/TypeCheckSupport`;
// the fixtures are then checked with `swiftc -typecheck -I .build/debug/Modules ...`
// (the full command line is documented in TypeCheckTests.swift).
// The libraries are dynamic so that a runtime check can link against them;
// `libSwiftUI.so` holds the code of every stand-in module (SwiftUI, UIKit,
// Core Data, Combine and OpenCombine), so a runtime check links it alone.
let package = Package(
    name: "TypeCheckSupport",
    products: [
        .library(name: "Combine", type: .dynamic, targets: ["Combine"]),
        .library(name: "SwiftUI", type: .dynamic, targets: ["SwiftUI", "UIKit", "CoreData"]),
        .library(name: "UIKit", type: .dynamic, targets: ["UIKit"]),
        .library(name: "CoreData", type: .dynamic, targets: ["CoreData"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .target(
            name: "Combine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // As on iOS, SwiftUI imports UIKit (for `UIHostingController`).
        .target(
            name: "SwiftUI",
            dependencies: ["Combine", "UIKit"]
        ),
        // UIKit's signatures the fixtures use: responders, view controllers.
        .target(name: "UIKit"),
        // Core Data's `NSManagedObject`, an `ObservableObject` (hence Combine).
        .target(name: "CoreData", dependencies: ["Combine"]),
        // Imported implicitly by the type checks: the `ObservableObject` and
        // `Published` typealiases Apple's Foundation has.
        .target(
            name: "_FoundationCombine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
    ],
    // Swift 5 language mode, as most SwiftUI apps still use; the stand-in's
    // `@MainActor` and `Sendable` annotations are recorded in the modules either way.
    swiftLanguageModes: [.v5]
)
