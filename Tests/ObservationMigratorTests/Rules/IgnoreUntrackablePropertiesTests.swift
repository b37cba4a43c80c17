@testable import ObservationMigrator
import XCTest

final class IgnoreUntrackablePropertiesTests: XCTestCase {
    /// (An `@AppStorage` is converted instead, or keeps its class:
    /// `ConvertAppStorage`.)
    func testLazyAndWrappedPropertiesAreIgnoredAndPlainOnesNoted() {
        assertMigration(
            """
            import SwiftUI

            final class Reader: ObservableObject {
                @Published var page = 0
                lazy 1️⃣var formatter = DateFormatter()
                @Clamped(0...10) 2️⃣var volume = 5
                3️⃣var draft = ""
                4️⃣var tasks: Set<AnyCancellable> = []
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Reader {
                var page = 0
                @ObservationIgnored lazy var formatter = DateFormatter()
                @ObservationIgnored @Clamped(0...10) var volume = 5
                var draft = ""
                @ObservationIgnored var tasks: Set<AnyCancellable> = []
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .lazyIgnored, message: "'formatter' in 'Reader' is lazy"),
                ExpectedFinding("2️⃣", .propertyWrapperIgnored, message: "uses @Clamped"),
                ExpectedFinding("3️⃣", .unpublishedNowTracked, message: "'draft'"),
                ExpectedFinding("4️⃣", .storageIgnored, message: "'tasks'"),
            ]
        )
    }

    /// The dependency-injection wrappers of Factory and Resolver have no
    /// enclosing-instance subscript: ignored, they behave as before (a note).
    /// Without the import, the name is not theirs.
    func testInjectionWrappersOfKnownLibrariesAreNotedAsSilent() {
        assertMigration(
            """
            import Factory
            import SwiftUI

            final class Inbox: ObservableObject {
                @Published var unread = 0
                @Injected(\\.mailService) 1️⃣var mail: MailService
                @LazyInjected(\\.analytics) 2️⃣var analytics: Analytics
                @Factory.WeakLazyInjected(\\.router) 3️⃣var router: Router?
                @Clamped(0...10) 4️⃣var volume = 5
            }
            """,
            becomes: """
            import Factory
            import SwiftUI

            @Observable final class Inbox {
                var unread = 0
                @ObservationIgnored @Injected(\\.mailService) var mail: MailService
                @ObservationIgnored @LazyInjected(\\.analytics) var analytics: Analytics
                @ObservationIgnored @Factory.WeakLazyInjected(\\.router) var router: Router?
                @ObservationIgnored @Clamped(0...10) var volume = 5
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .silentWrapperIgnored, message: "uses @Injected, which Factory declares without an enclosing-instance subscript"),
                ExpectedFinding("2️⃣", .silentWrapperIgnored, message: "uses @LazyInjected"),
                ExpectedFinding("3️⃣", .silentWrapperIgnored, message: "uses @Factory.WeakLazyInjected"),
                ExpectedFinding("4️⃣", .propertyWrapperIgnored, message: "uses @Clamped"),
            ]
        )
        // Without the import, the name is not the library's; with it in
        // another file of the module (re-exported), it is.
        let inbox = """
            import SwiftUI

            final class Inbox: ObservableObject {
                @Published var unread = 0
                @Injected(\\.mailService) 1️⃣var mail: MailService
            }
            """
        let migrated = """
            import SwiftUI

            @Observable final class Inbox {
                var unread = 0
                @ObservationIgnored @Injected(\\.mailService) var mail: MailService
            }
            """
        assertMigration(inbox, becomes: migrated, findings: [ExpectedFinding("1️⃣", .propertyWrapperIgnored, message: "uses @Injected")])
        assertMigration(inbox, becomes: migrated,
                        findings: [ExpectedFinding("1️⃣", .silentWrapperIgnored, message: "uses @Injected, which Factory declares")],
                        otherFiles: ["GlobalImports.swift": "@_exported import Factory\n"])
    }

    /// Storage that is not UI state is ignored; a type that merely contains such a name is not.
    func testSubscriptionsTasksTimersAndTokensAreIgnored() {
        assertMigration(
            """
            import Combine
            import Foundation

            @MainActor
            final class Poller: ObservableObject {
                @Published var ticks = 0
                private 1️⃣var refresh: Task<Void, Never>?
                private 2️⃣var timer: Timer?
                private 3️⃣var token: NSObjectProtocol?
                private 4️⃣var work = DispatchWorkItem {}
                5️⃣var taskList: [String] = []

                deinit {
                    refresh?.cancel()
                    timer?.invalidate()
                }
            }
            """,
            becomes: """
            import Observation
            import Foundation

            @Observable
            @MainActor
            final class Poller {
                var ticks = 0
                @ObservationIgnored private var refresh: Task<Void, Never>?
                @ObservationIgnored private var timer: Timer?
                @ObservationIgnored private var token: NSObjectProtocol?
                @ObservationIgnored private var work = DispatchWorkItem {}
                var taskList: [String] = []

                deinit {
                    refresh?.cancel()
                    timer?.invalidate()
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .storageIgnored), ExpectedFinding("2️⃣", .storageIgnored),
                ExpectedFinding("3️⃣", .storageIgnored), ExpectedFinding("4️⃣", .storageIgnored),
                ExpectedFinding("5️⃣", .unpublishedNowTracked),
            ]
        )
    }

    /// A task the class reads (a computed `isInstalling` a view shows) is UI
    /// state: it stays tracked; one it only starts and cancels is ignored.
    func testStorageTheClassReadsStaysTracked() {
        assertMigration(
            """
            final class Registry: ObservableObject {
                @Published var items: [String] = []
                1️⃣var installTask: Task<Void, Never>?
                private 2️⃣var refreshTask: Task<Void, Never>?

                var isInstalling: Bool { installTask != nil }

                func refresh() {
                    refreshTask?.cancel()
                    refreshTask = Task {}
                }
            }
            """,
            becomes: """
            import Observation

            @Observable final class Registry {
                var items: [String] = []
                var installTask: Task<Void, Never>?
                @ObservationIgnored private var refreshTask: Task<Void, Never>?

                var isInstalling: Bool { installTask != nil }

                func refresh() {
                    refreshTask?.cancel()
                    refreshTask = Task {}
                }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .unpublishedNowTracked), ExpectedFinding("2️⃣", .storageIgnored)]
        )
    }

    func testIgnoreUnpublishedIgnoresPlainStoredVarsSilently() {
        assertMigration(
            """
            final class Reader: ObservableObject {
                @Published var page = 0
                var draft = ""
            }
            """,
            becomes: """
            import Observation

            @Observable final class Reader {
                var page = 0
                @ObservationIgnored var draft = ""
            }
            """,
            configuration: Configuration(scope: .all, ignoreUnpublished: true, skipDeploymentCheck: true, concurrency: 1)
        )
    }

    /// Members inside `#if` are the class's members too.
    func testMembersInsideIfConfigAreDecidedAndReported() {
        assertMigration(
            """
            import Foundation

            final class Reader: ObservableObject {
                #if os(macOS)
                lazy 1️⃣var formatter = DateFormatter()
                2️⃣var zoom = 1.0
                #endif
            }
            """,
            becomes: """
            import Foundation
            import Observation

            @Observable final class Reader {
                #if os(macOS)
                @ObservationIgnored lazy var formatter = DateFormatter()
                var zoom = 1.0
                #endif
            }
            """,
            findings: [ExpectedFinding("1️⃣", .lazyIgnored), ExpectedFinding("2️⃣", .unpublishedNowTracked)]
        )
    }
}
