// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "CounterApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../CounterKit")],
    targets: [
        .executableTarget(name: "CounterApp", dependencies: [.product(name: "CounterKit", package: "CounterKit")]),
    ]
)
