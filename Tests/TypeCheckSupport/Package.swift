// swift-tools-version:6.0
import PackageDescription

// Compile-check support for the migration fixtures: stand-ins named `Combine`
// and `SwiftUI` so that SwiftUI code written for Apple platforms can be
// type-checked here. `Combine` is OpenCombine re-exported under Combine's name;
// `SwiftUI` declares SwiftUI's signatures (with their real generic
// constraints) and has no behaviour.
//
// Built by `TypeCheckTests` with `swift build --package-path Tests/TypeCheckSupport`;
// the fixtures are then checked with `swiftc -typecheck -I .build/debug/Modules ...`
// (the full command line is documented in TypeCheckTests.swift).
// Both libraries are dynamic so that a runtime check can link against them.
let package = Package(
    name: "TypeCheckSupport",
    products: [
        .library(name: "Combine", type: .dynamic, targets: ["Combine"]),
        .library(name: "SwiftUI", type: .dynamic, targets: ["SwiftUI"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        .target(
            name: "Combine",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")]
        ),
        .target(
            name: "SwiftUI",
            dependencies: ["Combine"]
        ),
        // The few UIKit and Core Data signatures the fixtures use (type checks only).
        .target(name: "UIKit", dependencies: ["SwiftUI"]),
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
