import ObservationMigrator

/// Generates a synthetic SwiftUI project, deterministically from a seed, in the
/// proportions of real apps: about one file in ten touches `ObservableObject`
/// or its wrappers, the rest are views, value types and utilities. Used by the
/// benchmark and by tests that need a project larger than the fixtures.
public struct CorpusGenerator {
    private var random: SplitMix64
    private var modelIndices: [Int] = []

    public init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// Files adding up to at least `lines` lines.
    public mutating func generate(lines: Int) -> [SourceFile] {
        var files: [SourceFile] = []
        var total = 0
        var index = 0
        while total < lines {
            let roll = random.next(below: 100)
            let text: String
            let name: String
            switch roll {
            case 0..<5:
                name = "Models/Model\(index).swift"; text = observableModel(index)
                modelIndices.append(index)
            case 5..<10:
                name = "Features/Screen\(index).swift"; text = observingView(index)
            case 10..<45:
                name = "Views/Card\(index).swift"; text = plainView(index)
            case 45..<65:
                name = "Data/Record\(index).swift"; text = valueTypes(index)
            default:
                name = "Support/Helpers\(index).swift"; text = utilities(index)
            }
            files.append(SourceFile(path: name, text: text))
            total += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            index += 1
        }
        return files
    }

    private mutating func some(_ count: Int, _ make: (Int) -> String) -> String {
        (0..<count).map(make).joined()
    }

    /// An `ObservableObject` model: published state, a lazy formatter, Combine plumbing.
    private mutating func observableModel(_ n: Int) -> String {
        let properties = 3 + random.next(below: 6)
        let methods = 4 + random.next(below: 8)
        return """
        import Combine
        import Foundation

        /// Model \(n): loads and edits items.
        @MainActor
        final class Model\(n): ObservableObject {
        \(some(properties) { "    @Published var value\($0): Int = \($0)\n" })    @Published private(set) var isLoading = false
            @Published var title = "Model \(n)"
            private var cancellables = Set<AnyCancellable>()
            lazy var formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                return formatter
            }()

            init() {}

        \(some(methods) { i in """
            func update\(i)(by delta: Int) {
                isLoading = true
                value0 += delta * \(i)
                if value0 > \(i * 10) {
                    title = "Model \(n) reached \\(value0)"
                }
                isLoading = false
            }


        """ })}

        """
    }

    /// A view owning, observing and sharing models.
    private mutating func observingView(_ n: Int) -> String {
        // Mostly models of this project; now and then a type it does not declare.
        let model = modelIndices.isEmpty || random.next(below: 10) == 0
            ? "ExternalModel\(n)" : "Model\(modelIndices[random.next(below: modelIndices.count)])"
        return """
        import SwiftUI

        struct Screen\(n): View {
            @StateObject private var model = \(model)()
            @State private var query = ""

            var body: some View {
                NavigationStack {
                    List {
                        Section("Title") {
                            TextField("Title", text: $model.title)
                            Text(model.formatter.string(from: NSNumber(value: model.value0)) ?? "")
                        }
                        Section("Actions") {
        \(some(6 + random.next(below: 10)) { i in "                    Button(\"Step \(i)\") { model.update0(by: \(i)) }\n" })                }
                    }
                    .navigationTitle("Screen \(n)")
                }
                .environmentObject(model)
            }
        }

        struct Screen\(n)Detail: View {
            @ObservedObject var model: \(model)
            @EnvironmentObject var shared: \(model)

            var body: some View {
                VStack {
                    Toggle("Loading", isOn: .constant(model.isLoading))
                    Text(shared.title)
                }
            }
        }

        """
    }

    /// A view with local state only.
    private mutating func plainView(_ n: Int) -> String {
        let rows = 8 + random.next(below: 30)
        return """
        import SwiftUI

        struct Card\(n): View {
            let title: String
            @State private var isExpanded = false
            @Binding var selection: Int

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text(title).font(.headline)
                        Spacer()
                        Button(isExpanded ? "Less" : "More") { isExpanded.toggle() }
                    }
                    if isExpanded {
        \(some(rows) { "                Text(\"Row \($0) of card \(n)\").foregroundStyle(selection == \($0) ? .primary : .secondary)\n" })            }
                }
                .padding()
            }
        }

        """
    }

    /// Codable value types with computed properties and an extension.
    private mutating func valueTypes(_ n: Int) -> String {
        let fields = 4 + random.next(below: 12)
        return """
        import Foundation

        struct Record\(n): Codable, Hashable, Identifiable {
            var id: UUID
        \(some(fields) { "    var field\($0): String\n" })
            var summary: String {
                [\((0..<fields).map { "field\($0)" }.joined(separator: ", "))].joined(separator: " ")
            }
        }

        extension Record\(n) {
            enum Kind: String, CaseIterable {
                case first, second, third
            }

            static func sample(id: UUID = UUID()) -> Record\(n) {
                Record\(n)(id: id\((0..<fields).map { ", field\($0): \"\($0)\"" }.joined()))
            }
        }

        """
    }

    /// Free functions and a small service.
    private mutating func utilities(_ n: Int) -> String {
        let functions = 3 + random.next(below: 8)
        return """
        import Foundation

        enum Helpers\(n) {
        \(some(functions) { i in """
            static func transform\(i)(_ values: [Int]) -> [Int] {
                var result: [Int] = []
                for value in values where value % \(i + 2) == 0 {
                    result.append(value * \(i + 1))
                }
                return result.sorted()
            }


        """ })}

        final class Service\(n) {
            private let session: URLSession
            private var cache: [String: Data] = [:]

            init(session: URLSession = .shared) {
                self.session = session
            }

            func cached(_ key: String) -> Data? {
                cache[key]
            }
        }

        """
    }
}

/// A small, fast, seedable generator (SplitMix64), so every run builds the same corpus.
public struct SplitMix64 {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
