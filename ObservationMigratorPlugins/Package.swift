// swift-tools-version:6.0
import PackageDescription

// The `migrate-to-observation` command plugin over a prebuilt
// `observation-migrator` (an SE-0305 artifact bundle): a package that adds
// this one compiles neither the tool nor swift-syntax, so it keeps whatever
// swift-syntax version its own macros need.
//
// From a clone, `Scripts/build-artifact-bundle.sh` (at the repository's
// root) lays out `ObservationMigratorBinary.artifactbundle` here; then a
// package can depend on this folder by path. A release publishes this
// folder as a package of its own, with the bundle zipped beside the release:
//
//     .binaryTarget(
//         name: "ObservationMigratorBinary",
//         url: "https://github.com/OWNER/observation-migrator/releases/download/0.1.0/ObservationMigratorBinary.artifactbundle.zip",
//         checksum: "…"  // printed by `Scripts/build-artifact-bundle.sh --zip`
//     ),
let package = Package(
    name: "ObservationMigratorPlugins",
    products: [
        .plugin(name: "MigrateToObservation", targets: ["MigrateToObservation"]),
    ],
    targets: [
        // The same plugin source as the repository's source-built plugin (a link to it).
        .plugin(
            name: "MigrateToObservation",
            capability: .command(
                intent: .custom(
                    verb: "migrate-to-observation",
                    description: "Migrate the targets' Swift sources from ObservableObject to @Observable."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Rewrites the Swift source files of the chosen targets in place, from ObservableObject to @Observable (nothing is written with --dry-run)."
                    ),
                ]
            ),
            dependencies: ["ObservationMigratorBinary"]
        ),
        .binaryTarget(name: "ObservationMigratorBinary", path: "ObservationMigratorBinary.artifactbundle"),
    ]
)
