// swift-tools-version:5.9
import PackageDescription

/// Depends on nothing that changes.
let package = Package(
    name: "Other",
    platforms: [.iOS(.v15)],
    products: [.library(name: "Other", targets: ["Other"])],
    targets: [.target(name: "Other")]
)
