// swift-tools-version:5.9
import PackageDescription

/// Depends on Core: it must not ask for less than Core does.
let package = Package(
    name: "Feature",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Feature", targets: ["Feature"])],
    dependencies: [.package(path: "../Core")],
    targets: [.target(name: "Feature", dependencies: ["Core"])]
)
