// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v16), .macOS(.v14), .watchOS("9.0")],
    targets: [.target(name: "Reader")]
)
