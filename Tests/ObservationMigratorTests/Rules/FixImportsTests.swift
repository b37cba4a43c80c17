@testable import ObservationMigrator
import XCTest

final class FixImportsTests: XCTestCase {
    /// Nothing left needs Combine: its import becomes `import Observation`,
    /// in place, below the file header.
    func testUnusedCombineImportBecomesObservation() {
        assertMigration(
            """
            // Library.swift
            // Books

            import Combine
            import Foundation

            final class Library: ObservableObject {
                @Published var books: [String] = []
            }
            """,
            becomes: """
            // Library.swift
            // Books

            import Observation
            import Foundation

            @Observable final class Library {
                var books: [String] = []
            }
            """
        )
    }

    /// `AnyPublisher` still needs Combine; `import Observation` goes after the
    /// last import. A file importing SwiftUI needs no Observation import.
    func testCombineStaysWhenStillUsed() {
        assertMigration(
            """
            import Combine
            import Foundation

            final class SyncStatus: ObservableObject {
                @Published var lastSync: Date?

                func ticks() -> AnyPublisher<Date, Never> {
                    Timer.publish(every: 60, on: .main, in: .common).autoconnect().eraseToAnyPublisher()
                }
            }
            """,
            becomes: """
            import Combine
            import Foundation
            import Observation

            @Observable final class SyncStatus {
                var lastSync: Date?

                func ticks() -> AnyPublisher<Date, Never> {
                    Timer.publish(every: 60, on: .main, in: .common).autoconnect().eraseToAnyPublisher()
                }
            }
            """
        )
        assertMigration(
            """
            import Combine
            import SwiftUI

            final class Ticker: ObservableObject {
                @Published var tick = 0
                let reset = PassthroughSubject<Void, Never>()
            }
            """,
            becomes: """
            import Combine
            import SwiftUI

            @Observable final class Ticker {
                var tick = 0
                let reset = PassthroughSubject<Void, Never>()
            }
            """
        )
    }

    /// Only tokens count: a Combine name in a comment or a string literal, or
    /// an operator name the file declares itself, does not keep the import;
    /// another model's `$name` publisher and a member `.sink` do.
    func testCombineUsesAreTokensNotText() {
        assertMigration(
            """
            import Combine
            import Foundation

            // Was an AnyCancellable; `.sink` it with `store(in:)`.
            final class Draft: ObservableObject {
                @Published var text = "Just AnyPublisher"
                func share() {}
                func send() { share() }
            }
            """,
            becomes: """
            import Observation
            import Foundation

            // Was an AnyCancellable; `.sink` it with `store(in:)`.
            @Observable final class Draft {
                var text = "Just AnyPublisher"
                func share() {}
                func send() { share() }
            }
            """
        )
        assertMigration(
            """
            import Combine
            import Foundation

            final class Outline: ObservableObject {
                @Published var title = ""
                func watch(_ other: Other) { _ = other.$value }
            }
            """,
            becomes: """
            import Combine
            import Foundation
            import Observation

            @Observable final class Outline {
                var title = ""
                func watch(_ other: Other) { _ = other.$value }
            }
            """
        )
    }

    /// A file wrapped in `#if`: its imports are fixed inside the clause.
    func testImportsInsideIfConfigAreFixed() {
        assertMigration(
            """
            #if os(iOS)
            import Combine
            import UIKit

            final class Remote: ObservableObject {
                @Published var isConnected = false
            }
            #endif
            """,
            becomes: """
            #if os(iOS)
            import Observation
            import UIKit

            @Observable final class Remote {
                var isConnected = false
            }
            #endif
            """
        )
    }
}
