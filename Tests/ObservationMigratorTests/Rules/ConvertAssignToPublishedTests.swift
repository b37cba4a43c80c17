@testable import ObservationMigrator
import XCTest

final class ConvertAssignToPublishedTests: XCTestCase {
    /// A class with no set of cancellables gets one after its last stored
    /// property; `&$x` and `&self.$x` both become a weak-self sink.
    func testAssignWithoutCancellablesAddsASet() {
        assertMigration(
            """
            import Combine
            import Foundation

            final class Stopwatch: ObservableObject {
                @Published 1️⃣var elapsed: TimeInterval = 0
                @Published private(set) var label = "0 s"
                @Published private(set) var isLong = false
                let startedAt: Date

                var isRunning: Bool { elapsed > 0 }

                init(startedAt: Date = Date()) {
                    self.startedAt = startedAt
                    2️⃣$elapsed
                        .map { "\\(Int($0)) s" }
                        .assign(to: &3️⃣$label)
                    4️⃣$elapsed.map { $0 > 60 }.assign(to: &self.5️⃣$isLong)
                }

                func tick() {
                    elapsed += 1
                }
            }
            """,
            becomes: """
            import Combine
            import Foundation
            import Observation

            @Observable final class Stopwatch {
                var elapsed: TimeInterval = 0 {
                    willSet { elapsedPublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var elapsedPublisher = CurrentValueSubject<TimeInterval, Never>(_elapsed)
                private(set) var label = "0 s"
                private(set) var isLong = false
                let startedAt: Date
                @ObservationIgnored private var cancellables = Set<AnyCancellable>()

                var isRunning: Bool { elapsed > 0 }

                init(startedAt: Date = Date()) {
                    self.startedAt = startedAt
                    elapsedPublisher
                        .map { "\\(Int($0)) s" }
                        .sink { [weak self] in self?.label = $0 }
                        .store(in: &cancellables)
                    elapsedPublisher.map { $0 > 60 }.sink { [weak self] in self?.isLong = $0 }.store(in: &cancellables)
                }

                func tick() {
                    elapsed += 1
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "now feeds 'elapsedPublisher'"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "'$elapsed' now reads 'elapsedPublisher'"),
                ExpectedFinding("3️⃣", .assignConverted, message: "'assign(to: &$label)' became a sink that assigns 'label', stored in 'cancellables' (added)"),
                ExpectedFinding("4️⃣", .publisherBridged, message: "'$elapsed' now reads 'elapsedPublisher'"),
                ExpectedFinding("5️⃣", .assignConverted, message: "'assign(to: &$isLong)' became a sink that assigns 'isLong', stored in 'cancellables' (added)"),
            ]
        )
    }

    /// An existing `[AnyCancellable]` holds the subscription; none is added.
    func testAssignUsesTheClassesOwnCancellables() {
        assertMigration(
            """
            import Combine

            final class CartModel: ObservableObject {
                @Published 1️⃣var items: [String] = []
                @Published private(set) var isEmpty = true
                private 2️⃣var bag: [AnyCancellable] = []

                init(saved: AnyPublisher<[String], Never>) {
                    saved.sink { [weak self] in self?.items = $0 }.store(in: &bag)
                    3️⃣$items
                        .map(\\.isEmpty)
                        .assign(to: &4️⃣$isEmpty)
                }
            }
            """,
            becomes: """
            import Combine
            import Observation

            @Observable final class CartModel {
                var items: [String] = [] {
                    willSet { itemsPublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var itemsPublisher = CurrentValueSubject<[String], Never>(_items)
                private(set) var isEmpty = true
                @ObservationIgnored private var bag: [AnyCancellable] = []

                init(saved: AnyPublisher<[String], Never>) {
                    saved.sink { [weak self] in self?.items = $0 }.store(in: &bag)
                    itemsPublisher
                        .map(\\.isEmpty)
                        .sink { [weak self] in self?.isEmpty = $0 }
                        .store(in: &bag)
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "now feeds 'itemsPublisher'"),
                ExpectedFinding("2️⃣", .storageIgnored, message: "'bag'"),
                ExpectedFinding("3️⃣", .publisherBridged, message: "'$items' now reads 'itemsPublisher'"),
                ExpectedFinding("4️⃣", .assignConverted, message: "stored in 'bag' for the object's lifetime"),
            ]
        )
    }

    /// `assign(to:)` skipped `didSet`; a sink's assignment would run it, so the class stays.
    func testAssignIntoAPropertyWithObserversKeepsTheClass() {
        assertMigration(
            """
            import Combine
            import Foundation

            final class VolumeModel: ObservableObject {
                @Published var level = 0.5 {
                    didSet { UserDefaults.standard.set(level, forKey: "level") }
                }
                @Published var isMuted = false

                init(hardware: AnyPublisher<Double, Never>) {
                    hardware
                        .removeDuplicates()
                        .assign(to: &1️⃣$level)
                }
            }
            """,
            becomes: """
            import Combine
            import Foundation

            final class VolumeModel: ObservableObject {
                @Published var level = 0.5 {
                    didSet { UserDefaults.standard.set(level, forKey: "level") }
                }
                @Published var isMuted = false

                init(hardware: AnyPublisher<Double, Never>) {
                    hardware
                        .removeDuplicates()
                        .assign(to: &$level)
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .combinePublisher, message: "'VolumeModel' stays ObservableObject: 'assign(to: &$level)' skips the observers of 'level'"),
            ]
        )
    }

    /// `assign(to: &other.$x)` has no conversion: the other class stays, the
    /// class that assigns migrates.
    func testAssignIntoAnotherObjectKeepsThatObjectsClass() {
        assertMigration(
            """
            import Combine

            final class Session: ObservableObject {
                @Published var token: String?
            }

            final class LoginModel: ObservableObject {
                @Published var user = ""

                init(session: Session, tokens: AnyPublisher<String?, Never>) {
                    tokens.assign(to: &session.1️⃣$token)
                }
            }
            """,
            becomes: """
            import Combine
            import Observation

            final class Session: ObservableObject {
                @Published var token: String?
            }

            @Observable final class LoginModel {
                var user = ""

                init(session: Session, tokens: AnyPublisher<String?, Never>) {
                    tokens.assign(to: &session.$token)
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .combinePublisher, message: "'Session' stays ObservableObject: 'assign(to:)' writes into its '$token' from another object"),
            ]
        )
    }

    /// A converted `assign` in an extension in another file: the added set must
    /// be visible there, so it is not `private`.
    func testAssignInAnotherFileGetsANonPrivateSet() {
        assertMigration(
            """
            import Combine

            final class Thermometer: ObservableObject {
                @Published 1️⃣var celsius = 20.0
                @Published var fahrenheit = 68.0
            }
            """,
            becomes: """
            import Combine
            import Observation

            @Observable final class Thermometer {
                var celsius = 20.0 {
                    willSet { celsiusPublisher.send(newValue) }
                }
                @ObservationIgnored private(set) lazy var celsiusPublisher = CurrentValueSubject<Double, Never>(_celsius)
                var fahrenheit = 68.0
                @ObservationIgnored var cancellables = Set<AnyCancellable>()
            }
            """,
            findings: [ExpectedFinding("1️⃣", .publisherBridged, message: "now feeds 'celsiusPublisher'")],
            otherFiles: ["Binding.swift": """
                import Combine

                extension Thermometer {
                    func bindFahrenheit() {
                        $celsius.map { $0 * 9 / 5 + 32 }.assign(to: &$fahrenheit)
                    }
                }
                """]
        )
    }
}
