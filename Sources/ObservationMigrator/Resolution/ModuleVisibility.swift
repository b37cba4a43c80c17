/// What each module of the run can see of the others, when a manifest or
/// project names the modules: the modules it imports (with what those
/// re-export) and the types other modules can name. Every key and scope then
/// starts with the module's name. Without a module map the project is one
/// namespace and everything is visible, as before modules were read.
///
/// A module only a folder stands for (no `Package.swift` or Xcode project
/// the run reads describes its files: a Tuist or XcodeGen project, a file no
/// target lists) has a guessed name and guessed members. Its files may import
/// one of the others by a name no description gives (`@testable import
/// My_App`), or be compiled together with them, so each such module is taken
/// to import every other one `@testable`: a use the guess would hide counts.
struct ModuleVisibility: Sendable {
    /// Each module's imports (all its files'), re-exports included.
    private var imports: [String: Set<ImportFact>] = [:]
    /// Qualified names of the types other modules can see.
    private var publicTypes: Set<String> = []
    private var modules: Set<String> = []
    /// The modules files without a module import (the project read as one module).
    private var importsWithoutModule: Set<String> = []
    /// Each module's imported modules of the run in lookup order (sorted by name).
    private var lookupOrder: [String: [[String]]] = [:]

    /// `guessed`: the modules only a folder stands for.
    init(facts: [FileFacts], guessed: Set<String> = []) {
        for file in facts {
            if let module = file.module {
                modules.insert(module)
                imports[module, default: []].formUnion(file.imports.filter { $0.module != module })
            } else {
                importsWithoutModule.formUnion(file.imports.map(\.module))
            }
            publicTypes.formUnion(file.publicTypes.map(Resolution.key))
        }
        let guessed = guessed.intersection(modules)
        for module in guessed {
            imports[module, default: []].formUnion(guessed.subtracting([module]).map { ImportFact(module: $0, isTestable: true) })
        }
        addReexportedModules()
        // Only the run's modules declare anything a lookup can find: a
        // framework's name (`SwiftUI`) would be a prefix no key starts with.
        lookupOrder = imports.mapValues { $0.map(\.module).filter(modules.contains).sorted().map { [$0] } }
    }

    /// Whether the type `key` is declared `public` or `open`.
    func isPublic(_ key: String) -> Bool { publicTypes.contains(key) }

    /// Whether keys start with a module name (the run has a module map).
    var isModular: Bool { !modules.isEmpty }

    /// The module a scope lies in, when the run has a module map.
    func module(of scope: [String]) -> String? { isModular ? scope.first : nil }

    /// The module part of a scope (empty without a module map).
    func moduleScope(of scope: [String]) -> [String] { module(of: scope).map { [$0] } ?? [] }

    /// A qualified name without its module (unchanged without a module map).
    func withoutModule(_ qualifiedName: [String]) -> [String] {
        isModular ? Array(qualifiedName.dropFirst()) : qualifiedName
    }

    /// Whether the module `scope` lies in imports `library`: in any of its
    /// files, or through a module that re-exports it (without a module map,
    /// any file of the project).
    func imports(_ library: String, from scope: [String]) -> Bool {
        guard let module = module(of: scope) else { return importsWithoutModule.contains(library) }
        return imports[module]?.contains { $0.module == library } ?? false
    }

    /// Whether the type `key` can be named from `scope`: it is in the same
    /// module, or public, or its module is imported `@testable`.
    func isVisible(_ key: String, from scope: [String]) -> Bool {
        guard let module = module(of: scope) else { return true }
        // The key's first component, without splitting the key (its dot found as a byte).
        let owner = key.utf8.firstIndex(of: UInt8(ascii: ".")).map { key[..<$0] } ?? key[...]
        if owner == module || publicTypes.contains(key) { return true }
        return imports[module]?.contains { $0.isTestable && $0.module == owner } ?? false
    }

    /// Where a name written at `scope` is looked up, in order: the enclosing
    /// types innermost first, the module, the top level (where a
    /// module-qualified `App.Model` matches), then each module the scope's
    /// module imports.
    func lookupPrefixes(from scope: [String]) -> [[String]] {
        var prefixes: [[String]] = []
        var prefix = scope
        while true {
            prefixes.append(prefix)
            if prefix.isEmpty { break }
            prefix.removeLast()
        }
        if let module = module(of: scope) {
            prefixes += lookupOrder[module] ?? []
        }
        return prefixes
    }

    /// A module that imports `X` also sees what `X` re-exports
    /// (`@_exported import Y` in any of X's files), transitively.
    private mutating func addReexportedModules() {
        let exported = imports.mapValues { Set($0.filter(\.isExported).map(\.module)) }
        for module in imports.keys.sorted() {
            var seen = Set(imports[module]?.map(\.module) ?? [])
            var pending = Array(seen)
            while let next = pending.popLast() {
                for reexported in exported[next] ?? [] where reexported != module && seen.insert(reexported).inserted {
                    imports[module, default: []].insert(ImportFact(module: reexported, isTestable: false))
                    pending.append(reexported)
                }
            }
        }
    }
}
