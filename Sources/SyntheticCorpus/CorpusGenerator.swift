import ObservationMigrator

/// Generates a synthetic SwiftUI project, deterministically from a seed, in the
/// shape of real apps. The proportions are measured on five open-source apps
/// (Swiftfin, CodeEdit, Pulse, UTM, home-assistant/iOS; 3,498 files, 469k lines):
///
/// - about one file in five (21%) holds a trigger word (`ObservableObject`,
///   `@Published`, an observable wrapper, `.$`): models 6%, views observing
///   them 12%, Combine services subscribing to a model's `$value` 3%;
/// - a third of all files (35%) name a model type, so many files without a
///   trigger word name one too (a preview, a parameter, a factory);
/// - file lengths follow the apps' distribution: 10% up to 22 lines, half up
///   to 76, 90% up to 262, 99% up to 778, a few of several thousand;
/// - Combine chains (`.sink`, `AnyCancellable`) in 3% of files, nested types
///   in a quarter of them;
/// - several modules (`Sources/<Module>/…`), each file in one of them.
///
/// Used by the benchmark and by tests that need a project larger than the fixtures.
public struct CorpusGenerator {
    private var random: SplitMix64
    private var modelIndices: [Int] = []
    private static let modules = ["App", "Core", "Features", "Settings", "Widgets"]

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
            let length = fileLength()
            let text: String
            let name: String
            switch roll {
            case 0..<6:
                name = "Models/Model\(index).swift"; text = observableModel(index, length: length)
                modelIndices.append(index)
            case 6..<18:
                name = "Screens/Screen\(index).swift"; text = observingView(index, length: length)
            case 18..<21:
                name = "Services/Feed\(index).swift"; text = combineService(index, length: length)
            case 21..<55:
                name = "Views/Card\(index).swift"; text = plainView(index, length: length)
            case 55..<75:
                name = "Data/Record\(index).swift"; text = valueTypes(index, length: length)
            default:
                name = "Support/Helpers\(index).swift"; text = utilities(index, length: length)
            }
            let module = Self.modules[random.next(below: Self.modules.count)]
            files.append(SourceFile(path: "Sources/\(module)/\(name)", text: text))
            total += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            index += 1
        }
        return files
    }

    /// A file length drawn from the apps' distribution (piecewise between
    /// their 0th, 10th, 50th, 90th, 99th and 100th percentiles).
    private mutating func fileLength() -> Int {
        let quantiles: [(Double, Double)] = [(0, 8), (0.10, 22), (0.50, 76), (0.90, 262), (0.99, 778), (1.0, 4000)]
        let p = Double(random.next(below: 10_000)) / 10_000
        for (lower, upper) in zip(quantiles, quantiles.dropFirst()) where p <= upper.0 {
            let t = (p - lower.0) / (upper.0 - lower.0)
            return Int(lower.1 + t * (upper.1 - lower.1))
        }
        return 76
    }

    /// A model type named by a file without a trigger word now and then (a
    /// preview, a parameter), as in real apps; nil when none is declared yet.
    private mutating func mentionedModel() -> String? {
        guard !modelIndices.isEmpty, random.next(below: 100) < 22 else { return nil }
        return "Model\(modelIndices[random.next(below: modelIndices.count)])"
    }

    private mutating func some(_ count: Int, _ make: (Int) -> String) -> String {
        (0..<count).map(make).joined()
    }

    /// An `ObservableObject` model: published state, a lazy formatter, Combine plumbing.
    private mutating func observableModel(_ n: Int, length: Int) -> String {
        let properties = 3 + random.next(below: 6)
        let methods = max(1, (length - 25) / 10)
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
    private mutating func observingView(_ n: Int, length: Int) -> String {
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
        \(some(max(1, length - 40)) { i in "                    Button(\"Step \(i)\") { model.update0(by: \(i)) }\n" })                }
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

    /// A service subscribing to a model's publisher with a Combine chain.
    private mutating func combineService(_ n: Int, length: Int) -> String {
        let model = modelIndices.isEmpty ? "ExternalModel\(n)" : "Model\(modelIndices[random.next(below: modelIndices.count)])"
        return """
        import Combine
        import Foundation

        final class Feed\(n) {
            private var cancellables = Set<AnyCancellable>()
            private(set) var latest: [Int] = []

            init(model: \(model)) {
                model.$value0
                    .removeDuplicates()
                    .map { $0 * 2 }
                    .sink { [weak self] value in self?.latest.append(value) }
                    .store(in: &cancellables)
            }
        \(some(max(0, (length - 20) / 5)) { i in """

            func entry\(i)() -> Int? {
                latest.count > \(i) ? latest[\(i)] : nil
            }

        """ })}

        """
    }

    /// A view with local state only.
    private mutating func plainView(_ n: Int, length: Int) -> String {
        let rows = max(1, length - 30)
        let nested = random.next(below: 4) == 0
        let model = mentionedModel()
        return """
        import SwiftUI

        struct Card\(n): View {
        \(nested ? "    enum Style { case plain, prominent }\n    var style = Style.plain\n" : "")\(model.map { "    var source: \($0)? = nil\n" } ?? "")
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
    private mutating func valueTypes(_ n: Int, length: Int) -> String {
        let fields = max(1, (length - 20) / 3)
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
    private mutating func utilities(_ n: Int, length: Int) -> String {
        let functions = max(1, (length - 16) / 9)
        let model = mentionedModel()
        return """
        import Foundation
        \(model.map { "\nfunc makeModel\(n)() -> \($0) { \($0)() }\n" } ?? "")
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
