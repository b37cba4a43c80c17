// swift-tools-version:5.9
import PackageDescription

/// Depends on Core through Feature.
let package = Package(
    name: "Screens",
    platforms: [.iOS(.v16)],
    products: [.library(name: "Screens", targets: ["Screens"])],
    dependencies: [.package(path: "../Feature")],
    targets: [.target(name: "Screens", dependencies: ["Feature"])]
)
