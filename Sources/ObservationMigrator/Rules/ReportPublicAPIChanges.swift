/// A `public` or `open` class that migrates changes its module's API: it is
/// no longer an `ObservableObject`, and its `@Published` properties no longer
/// have `$name` publishers. The project's own uses migrate with it; code in
/// other projects that uses the module does not, and is reported here.
///
/// ## Before
/// ```swift
/// public final class Downloader: ObservableObject {
///     @Published public private(set) var progress = 0.0
/// }
/// ```
/// ## After
/// The class migrates as any other, and the change to its API is reported:
/// ```swift
/// @Observable public final class Downloader {
///     public private(set) var progress = 0.0
/// }
/// ```
/// Only a module other packages can depend on is reported: a target of a
/// library product of a package no other package or project of the run holds
/// (an executable target, an app's own local package, an Xcode target are
/// not). Without a `Package.swift` or Xcode project every public class is.
///
/// Limits: whether other projects do use the module is not known; hence a note.
enum ReportPublicAPIChanges: MigrationRule {
    static let descriptions = [RuleDescription(
        rule: .publicAPIChange, severity: .note,
        summary: "A `public` or `open` class of a library other packages can depend on migrates (a library product of a package no other package or project of the run holds; every public class when no `Package.swift` or Xcode project describes the files): code in other projects that uses it as an `ObservableObject` (`@ObservedObject`, `@StateObject`, `.environmentObject`, `objectWillChange`) or reads its `$name` publishers would no longer compile (the project's own uses migrate with it).",
        suggestedFix: "If other projects use the module, release the change as a breaking one (a new major version), or keep the class as it is for now (`--only` the other types)."
    )]

    static func findings(in file: FileFacts, context: FindingContext) -> [Finding] {
        file.classes.compactMap { fact in
            guard context.index.isMigrated(fact.qualifiedName), file.publicTypes.contains(fact.qualifiedName),
                  context.libraryModules.map({ libraries in file.module.map(libraries.contains) ?? true }) ?? true
            else { return nil }
            return context.finding(.publicAPIChange, fact.position,
                "'\(Resolution.key(fact.qualifiedName))' is public and migrates: code in other projects that observes it as an ObservableObject or reads its $ publishers would no longer compile",
                applied: true)
        }
    }
}
