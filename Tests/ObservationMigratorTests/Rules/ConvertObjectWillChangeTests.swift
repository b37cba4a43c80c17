@testable import ObservationMigrator
import XCTest

final class ConvertObjectWillChangeTests: XCTestCase {
    /// A `send()` next to a tracked change is removed; a `send()` that
    /// announces nothing tracked, and one on another object, keep their classes.
    func testSendNextToATrackedChangeIsRemovedOthersKeepTheirClass() {
        assertMigration(
            """
            import SwiftUI

            final class Clock: ObservableObject {
                4️⃣var now = Date()

                func tick() {
                    now = Date()
                    1️⃣objectWillChange.send()
                }
            }

            final class Badge: ObservableObject {
                @Published var count = 0

                func poke() {
                    2️⃣objectWillChange.send()
                }
            }

            func refresh(_ badge: Badge) {
                badge.3️⃣objectWillChange.send()
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Clock {
                var now = Date()

                func tick() {
                    now = Date()
                }
            }

            final class Badge: ObservableObject {
                @Published var count = 0

                func poke() {
                    objectWillChange.send()
                }
            }

            func refresh(_ badge: Badge) {
                badge.objectWillChange.send()
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .objectWillChangeConverted, message: "objectWillChange.send() was removed"),
                ExpectedFinding("2️⃣", .objectWillChange, message: "'Badge' stays ObservableObject"),
                ExpectedFinding("3️⃣", .objectWillChange, message: "'Badge' stays ObservableObject"),
                ExpectedFinding("4️⃣", .unpublishedNowTracked),
            ]
        )
    }

    /// A `send()` whose tracked change happens only on one branch announces
    /// something else on the others (state read from elsewhere): it stays.
    func testSendBesideAConditionalChangeKeepsTheClass() {
        assertMigration(
            """
            import Foundation

            final class RemindersSync: ObservableObject {
                @Published var store: String?

                func requestAccess(granted: Bool) {
                    if granted {
                        store = "events"
                    }
                    1️⃣objectWillChange.send()
                }
            }
            """,
            becomes: """
            import Foundation

            final class RemindersSync: ObservableObject {
                @Published var store: String?

                func requestAccess(granted: Bool) {
                    if granted {
                        store = "events"
                    }
                    objectWillChange.send()
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChange, message: "'RemindersSync' stays ObservableObject")]
        )
    }

    /// In a closure, a `send()` beside a tracked change made in the same
    /// closure is redundant too; alone in a closure it keeps the class.
    func testSendInAClosureBesideATrackedChangeIsRemoved() {
        assertMigration(
            """
            import Foundation

            final class Notifications: ObservableObject {
                @Published var items: [String] = []
                @Published var badge = 0

                func dismissAll() {
                    DispatchQueue.main.async { [weak self] in
                        self?.items.removeAll()
                        self?.1️⃣objectWillChange.send()
                    }
                }

                func hide(_ ids: [String]) {
                    ids.forEach { self.items.append($0) }
                    2️⃣objectWillChange.send()
                }
            }
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Notifications {
                var items: [String] = []
                var badge = 0

                func dismissAll() {
                    DispatchQueue.main.async { [weak self] in
                        self?.items.removeAll()
                    }
                }

                func hide(_ ids: [String]) {
                    ids.forEach { self.items.append($0) }
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChangeConverted), ExpectedFinding("2️⃣", .objectWillChangeConverted)]
        )
    }

    /// A computed property backed elsewhere: `access` in the getter, `withMutation` around the setter.
    func testSetterThatSendsIsWrappedInWithMutation() {
        assertMigration(
            """
            import Foundation

            final class Preferences: ObservableObject {
                @Published var name = ""

                var volume: Double {
                    get {
                        UserDefaults.standard.double(forKey: "volume")
                    }
                    set {
                        1️⃣objectWillChange.send()
                        UserDefaults.standard.set(newValue, forKey: "volume")
                    }
                }
            }
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Preferences {
                var name = ""

                var volume: Double {
                    get {
                        access(keyPath: \\.volume)
                        return UserDefaults.standard.double(forKey: "volume")
                    }
                    set {
                        withMutation(keyPath: \\.volume) {
                            UserDefaults.standard.set(newValue, forKey: "volume")
                        }
                    }
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChangeConverted, message: "withMutation(keyPath: \\.volume)")]
        )
    }

    /// Forwarding between two migrating classes disappears, with the private
    /// storage only it used; an observer left empty by a removed `send()` goes with it.
    func testForwardingIsRemovedWhenBothClassesMigrate() {
        assertMigration(
            """
            import Combine

            final class Child: ObservableObject {
                @Published var name = ""
            }

            final class Parent: ObservableObject {
                let child = Child()
                4️⃣var revision = 0 {
                    willSet { 1️⃣objectWillChange.send() }
                }
                private 5️⃣var cancellables = Set<AnyCancellable>()

                init() {
                    child.2️⃣objectWillChange
                        .sink { [weak self] _ in self?.3️⃣objectWillChange.send() }
                        .store(in: &cancellables)
                }
            }
            """,
            becomes: """
            import Observation

            @Observable final class Child {
                var name = ""
            }

            @Observable final class Parent {
                let child = Child()
                var revision = 0

                init() {
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .objectWillChangeConverted),
                ExpectedFinding("2️⃣", .objectWillChangeConverted, message: "forwarded changes"),
                ExpectedFinding("3️⃣", .objectWillChangeConverted, message: "forwarded changes"),
                ExpectedFinding("4️⃣", .unpublishedNowTracked),
                ExpectedFinding("5️⃣", .objectWillChangeConverted, message: "'cancellables' only held the removed forwarding subscriptions"),
            ]
        )
    }

    /// Storage that other code also uses stays, as does storage other files can reach.
    func testStorageUsedBeyondTheForwardingStays() {
        assertMigration(
            """
            import Combine

            final class Child: ObservableObject {
                @Published var name = ""
            }

            final class Parent: ObservableObject {
                let child = Child()
                private 3️⃣var bag = Set<AnyCancellable>()
                4️⃣var childChanges: AnyCancellable?

                init() {
                    child.1️⃣objectWillChange.sink { [weak self] _ in self?.2️⃣objectWillChange.send() }.store(in: &bag)
                    childChanges = child.5️⃣objectWillChange.sink { [weak self] _ in self?.6️⃣objectWillChange.send() }
                }

                func stop() {
                    bag.removeAll()
                }
            }
            """,
            becomes: """
            import Combine
            import Observation

            @Observable final class Child {
                var name = ""
            }

            @Observable final class Parent {
                let child = Child()
                @ObservationIgnored private var bag = Set<AnyCancellable>()
                @ObservationIgnored var childChanges: AnyCancellable?

                init() {
                }

                func stop() {
                    bag.removeAll()
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .objectWillChangeConverted, message: "forwarded changes"),
                ExpectedFinding("2️⃣", .objectWillChangeConverted, message: "forwarded changes"),
                ExpectedFinding("3️⃣", .storageIgnored),
                ExpectedFinding("4️⃣", .storageIgnored),
                ExpectedFinding("5️⃣", .objectWillChangeConverted, message: "forwarded changes"),
                ExpectedFinding("6️⃣", .objectWillChangeConverted, message: "forwarded changes"),
            ]
        )
    }

    /// A use on a value whose type cannot be told blocks nothing and is
    /// reported; one on a declared type that is not an observable class of
    /// this project is no concern.
    func testUseOnAValueOfUnknownTypeIsReportedAndBlocksNothing() {
        assertMigration(
            """
            import SwiftUI

            final class Stopwatch: ObservableObject {
                @Published var elapsed = 0.0
            }

            func poke(_ value: AnyObject) {
                (value as? Stopwatch)?.1️⃣objectWillChange.send()
            }

            func forward(_ remote: RemoteSession) {
                remote.objectWillChange.send()
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Stopwatch {
                var elapsed = 0.0
            }

            func poke(_ value: AnyObject) {
                (value as? Stopwatch)?.objectWillChange.send()
            }

            func forward(_ remote: RemoteSession) {
                remote.objectWillChange.send()
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChange, message: "a value whose type could not be told")]
        )
    }

    /// A test waiting for the next change through a one-shot sink observes
    /// the model's readable tracked properties instead.
    func testOneShotExpectationSinkBecomesObservationTracking() {
        assertMigration(
            """
            import Combine
            import XCTest

            final class Counter: ObservableObject {
                @Published private(set) var value = 0
                @Published var step = 1

                func increment() { value += step }
            }

            final class CounterTests: XCTestCase {
                private var cancellables = Set<AnyCancellable>()

                func testIncrementNotifies() {
                    let counter = Counter()
                    let changed = expectation(description: "changed")
                    counter.1️⃣objectWillChange
                        .sink { _ in changed.fulfill() }
                        .store(in: &cancellables)
                    counter.increment()
                    wait(for: [changed], timeout: 1)
                }
            }
            """,
            becomes: """
            import Combine
            import XCTest
            import Observation

            @Observable final class Counter {
                private(set) var value = 0
                var step = 1

                func increment() { value += step }
            }

            final class CounterTests: XCTestCase {
                private var cancellables = Set<AnyCancellable>()

                func testIncrementNotifies() {
                    let counter = Counter()
                    let changed = expectation(description: "changed")
                    withObservationTracking {
                        _ = (counter.value, counter.step)
                    } onChange: {
                        changed.fulfill()
                    }
                    counter.increment()
                    wait(for: [changed], timeout: 1)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChangeConverted)]
        )
    }
}
