@testable import ObservationMigrator
import XCTest

final class AdoptObservableMacroTests: XCTestCase {
    /// `@Observable` goes first: on its own line above attributes that sit on
    /// their own lines, else on the declaration's line; doc comments stay above.
    func testMacroIsAddedBeforeTheClassAttributesAndModifiers() {
        assertMigration(
            """
            import SwiftUI

            /// The books on the shelf.
            @MainActor
            final class Library: ObservableObject {
                @Published var books: [String] = []
            }

            @MainActor final class Reader: ObservableObject {
                @Published var page = 0
            }

            class Session: ObservableObject {
                @Published var token: String?
            }
            """,
            becomes: """
            import SwiftUI

            /// The books on the shelf.
            @Observable
            @MainActor
            final class Library {
                var books: [String] = []
            }

            @Observable @MainActor final class Reader {
                var page = 0
            }

            @Observable class Session {
                var token: String?
            }
            """
        )
    }

    /// The macro stores `books` as `_books`: synthesized coding keys change.
    /// Coding written out in full (keys, decoder and encoder) is not reported.
    func testSynthesizedCodableIsReportedAndCustomCodingIsNot() {
        assertMigration(
            """
            import Foundation

            final 1️⃣class Library: ObservableObject, Codable {
                @Published var books: [String] = []
            }

            final class Account: ObservableObject, Codable {
                @Published var name = ""

                enum CodingKeys: String, CodingKey { case name }

                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                }

                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                }
            }
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Library: Codable {
                var books: [String] = []
            }

            @Observable final class Account: Codable {
                var name = ""

                enum CodingKeys: String, CodingKey { case name }

                init(from decoder: Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    name = try container.decode(String.self, forKey: .name)
                }

                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .codableKeys, message: "'Library' is Codable and relies on synthesized coding")]
        )
    }

    /// A class another rule holds back gets no macro, and no coding report either.
    func testClassThatStaysGetsNoMacro() {
        assertMigration(
            """
            import SwiftUI

            final class Playlist: ObservableObject, Codable {
                @Published var songs: [String] = []

                func shuffle() {
                    DispatchQueue.main.async { self.1️⃣objectWillChange.send() }
                    songs.shuffle()
                }
            }
            """,
            becomes: """
            import SwiftUI

            final class Playlist: ObservableObject, Codable {
                @Published var songs: [String] = []

                func shuffle() {
                    DispatchQueue.main.async { self.objectWillChange.send() }
                    songs.shuffle()
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .objectWillChange, message: "'Playlist' stays ObservableObject")]
        )
    }

    /// `Codable` added in an extension changes the synthesized keys just the same.
    func testCodableThroughAnExtensionIsReported() {
        assertMigration(
            """
            import Foundation

            final 1️⃣class Library: ObservableObject {
                @Published var books: [String] = []
            }

            extension Library: Codable {}
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Library {
                var books: [String] = []
            }

            extension Library: Codable {}
            """,
            findings: [ExpectedFinding("1️⃣", .codableKeys)]
        )
    }

    /// Coding written out across the class and its extensions (`CodingKeys`
    /// and `init(from:)` in the class, `encode(to:)` in an extension) is not
    /// synthesized: nothing to report (the warning used to count the class
    /// body only).
    func testCodingWrittenOutAcrossExtensionsIsNotReported() {
        assertMigration(
            """
            import Foundation

            final class Profile: ObservableObject, Codable {
                @Published var name = ""

                enum CodingKeys: String, CodingKey { case name }

                init(from decoder: Decoder) throws {
                    name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
                }
            }

            extension Profile {
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                }
            }
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Profile: Codable {
                var name = ""

                enum CodingKeys: String, CodingKey { case name }

                init(from decoder: Decoder) throws {
                    name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
                }
            }

            extension Profile {
                func encode(to encoder: Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(name, forKey: .name)
                }
            }
            """
        )
    }
}
