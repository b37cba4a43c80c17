// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Theme",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Theme", targets: ["Theme"])],
    targets: [.target(name: "Theme")]
)
