// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "Library",
    platforms: [.iOS(.v16), .macOS(.v13)],
    targets: [.target(name: "Library")]
)
