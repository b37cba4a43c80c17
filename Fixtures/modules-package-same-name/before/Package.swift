// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Companion",
    platforms: [.iOS(.v17), .watchOS(.v10), .macOS(.v14)],
    targets: [
        .target(name: "Watch"),
        .target(name: "Phone"),
        .testTarget(name: "PhoneTests", dependencies: ["Phone"]),
    ]
)
