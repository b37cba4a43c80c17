// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shelf",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Shelf", targets: ["Shelf"])],
    dependencies: [.package(path: "Packages/Theme")],
    targets: [
        .target(name: "Shelf"),
        .executableTarget(name: "ShelfApp", dependencies: ["Shelf", .product(name: "Theme", package: "Theme")]),
    ]
)
