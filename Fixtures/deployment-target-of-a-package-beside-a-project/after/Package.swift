// swift-tools-version:5.9
import PackageDescription

// A library of the app's pure logic; the app itself is built by Desk.xcodeproj.
let package = Package(
    name: "DeskLogic",
    platforms: [.macOS(.v12)],
    targets: [
        .target(name: "DeskLogic", path: "Logic", sources: ["Sorting.swift"]),
    ]
)
