@testable import ObservationMigrator
import XCTest

final class BridgePublishersTests: XCTestCase {
    /// Publishers used only inside the class, in its own file, read `private`
    /// subjects; an existing `willSet(next)` keeps its body and parameter, the
    /// send last.
    func testOwnUsesReadPrivateSubjectsAndWillSetKeepsItsBody() {
        assertMigration(
            """
            import Combine
            import Foundation

            final class DraftEditor: ObservableObject {
                @Published 1️⃣var text = ""
                @Published 2️⃣var wordCount = 0 {
                    willSet(next) {
                        history.append("words: \\(next)")
                    }
                }
                private(set) 3️⃣var history: [String] = []
                private 4️⃣var cancellables = Set<AnyCancellable>()

                init() {
                    5️⃣$text
                        .map { $0.split(separator: " ").count }
                        .sink { [weak self] count in self?.wordCount = count }
                        .store(in: &cancellables)
                    self.6️⃣$wordCount
                        .dropFirst()
                        .sink { print("word count is now \\($0)") }
                        .store(in: &cancellables)
                }
            }
            """,
            becomes: """
            import Combine
            import Foundation
            import Observation

            @Observable final class DraftEditor {
                var text = "" {
                    willSet { textPublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var textPublisher = CurrentValueSubject<String, Never>(_text)
                var wordCount = 0 {
                    willSet(next) {
                        history.append("words: \\(next)")
                        wordCountPublisher.send(next)
                    }
                }
                @ObservationIgnored private lazy var wordCountPublisher = CurrentValueSubject<Int, Never>(_wordCount)
                private(set) var history: [String] = []
                @ObservationIgnored private var cancellables = Set<AnyCancellable>()

                init() {
                    textPublisher
                        .map { $0.split(separator: " ").count }
                        .sink { [weak self] count in self?.wordCount = count }
                        .store(in: &cancellables)
                    self.wordCountPublisher
                        .dropFirst()
                        .sink { print("word count is now \\($0)") }
                        .store(in: &cancellables)
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "'text' in 'DraftEditor' now feeds 'textPublisher'"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "'wordCount' in 'DraftEditor' now feeds 'wordCountPublisher'"),
                ExpectedFinding("3️⃣", .unpublishedNowTracked, message: "'history'"),
                ExpectedFinding("4️⃣", .storageIgnored, message: "'cancellables'"),
                ExpectedFinding("5️⃣", .publisherBridged, message: "'$text' now reads 'textPublisher'"),
                ExpectedFinding("6️⃣", .publisherBridged, message: "'$wordCount' now reads 'wordCountPublisher'"),
            ]
        )
    }

    /// A subject another type reads is `private(set)` (`public private(set)`
    /// for a `public` property); one only the class reads stays `private`.
    /// `@Published let` (which the compiler refuses) whose `$u` is read: a
    /// constant gets no `willSet` (it could not parse), its subject sends its
    /// one value.
    func testAConstantIsBridgedWithoutObservers() {
        assertMigration(
            """
            import Combine

            final class Gauge: ObservableObject {
                @Published 1️⃣let limit = 10
                func watch() -> AnyCancellable { 2️⃣$limit.sink { print($0) } }
            }
            """,
            becomes: """
            import Combine
            import Observation

            @Observable final class Gauge {
                let limit = 10
                @ObservationIgnored private lazy var limitPublisher = CurrentValueSubject<Int, Never>(_limit)
                func watch() -> AnyCancellable { limitPublisher.sink { print($0) } }
            }
            """,
            findings: [ExpectedFinding("1️⃣", .publisherBridged), ExpectedFinding("2️⃣", .publisherBridged)]
        )
    }

    func testSubjectAccessFollowsThePropertyAndItsReaders() {
        assertMigration(
            """
            import Combine
            import Foundation

            public final 8️⃣class Inbox: ObservableObject {
                @Published public 1️⃣var unread = 0
                @Published 2️⃣var lastSync: Date?
                @Published private 3️⃣var isSyncing = false
                private 4️⃣var cancellables = Set<AnyCancellable>()

                public init() {
                    5️⃣$isSyncing
                        .filter { !$0 }
                        .sink { [weak self] _ in self?.lastSync = Date() }
                        .store(in: &cancellables)
                }
            }

            final class BadgeUpdater {
                private var subscriptions = Set<AnyCancellable>()

                init(inbox: Inbox) {
                    inbox.6️⃣$unread
                        .sink { print("badge: \\($0)") }
                        .store(in: &subscriptions)
                    inbox.7️⃣$lastSync
                        .compactMap { $0 }
                        .sink { print("synced at \\($0)") }
                        .store(in: &subscriptions)
                }
            }
            """,
            becomes: """
            import Combine
            import Foundation
            import Observation

            @Observable public final class Inbox {
                public var unread = 0 {
                    willSet { unreadPublisher.send(newValue) }
                }
                @ObservationIgnored public private(set) lazy var unreadPublisher = CurrentValueSubject<Int, Never>(_unread)
                var lastSync: Date? {
                    willSet { lastSyncPublisher.send(newValue) }
                }
                @ObservationIgnored private(set) lazy var lastSyncPublisher = CurrentValueSubject<Date?, Never>(_lastSync)
                private var isSyncing = false {
                    willSet { isSyncingPublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var isSyncingPublisher = CurrentValueSubject<Bool, Never>(_isSyncing)
                @ObservationIgnored private var cancellables = Set<AnyCancellable>()

                public init() {
                    isSyncingPublisher
                        .filter { !$0 }
                        .sink { [weak self] _ in self?.lastSync = Date() }
                        .store(in: &cancellables)
                }
            }

            final class BadgeUpdater {
                private var subscriptions = Set<AnyCancellable>()

                init(inbox: Inbox) {
                    inbox.unreadPublisher
                        .sink { print("badge: \\($0)") }
                        .store(in: &subscriptions)
                    inbox.lastSyncPublisher
                        .compactMap { $0 }
                        .sink { print("synced at \\($0)") }
                        .store(in: &subscriptions)
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "now feeds 'unreadPublisher'"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "now feeds 'lastSyncPublisher'"),
                ExpectedFinding("3️⃣", .publisherBridged, message: "now feeds 'isSyncingPublisher'"),
                ExpectedFinding("4️⃣", .storageIgnored),
                ExpectedFinding("5️⃣", .publisherBridged, message: "'$isSyncing' now reads 'isSyncingPublisher'"),
                ExpectedFinding("6️⃣", .publisherBridged, message: "'$unread' now reads 'unreadPublisher'"),
                ExpectedFinding("7️⃣", .publisherBridged, message: "'$lastSync' now reads 'lastSyncPublisher'"),
                ExpectedFinding("8️⃣", .publicAPIChange, message: "'Inbox' is public and migrates"),
            ]
        )
    }

    /// `volumePublisher` is taken, so the subject is `volumeSubject`; the
    /// class's `Published<T>.Publisher` types become `CurrentValueSubject<T, Never>`.
    func testSubjectNameAvoidsMembersAndPublishedPublisherTypesAreRewritten() {
        assertMigration(
            """
            import Combine

            final class Player: ObservableObject {
                @Published 1️⃣var volume: Float = 0.5
                @Published 2️⃣var isMuted = false

                var volumePublisher: Published<Float>.Publisher { 3️⃣$volume }

                func mutedChanges() -> Published<Bool>.Publisher {
                    4️⃣$isMuted
                }
            }
            """,
            becomes: """
            import Combine
            import Observation

            @Observable final class Player {
                var volume: Float = 0.5 {
                    willSet { volumeSubject.send(newValue) }
                }
                @ObservationIgnored private lazy var volumeSubject = CurrentValueSubject<Float, Never>(_volume)
                var isMuted = false {
                    willSet { isMutedPublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var isMutedPublisher = CurrentValueSubject<Bool, Never>(_isMuted)

                var volumePublisher: CurrentValueSubject<Float, Never> { volumeSubject }

                func mutedChanges() -> CurrentValueSubject<Bool, Never> {
                    isMutedPublisher
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "'volume' in 'Player' now feeds 'volumeSubject'"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "'isMuted' in 'Player' now feeds 'isMutedPublisher'"),
                ExpectedFinding("3️⃣", .publisherBridged, message: "'$volume' now reads 'volumeSubject'"),
                ExpectedFinding("4️⃣", .publisherBridged, message: "'$isMuted' now reads 'isMutedPublisher'"),
            ]
        )
    }

    /// `preferences.$compactLayout` is another wrapper's binding and
    /// `$preferences.displayName` a view's binding: neither is a publisher,
    /// so neither reads a subject, though `displayName` has one.
    func testBindingsThatAreNotPublishersAreLeft() {
        assertMigration(
            """
            import SwiftUI

            final class Preferences: ObservableObject {
                @UserDefault("compactLayout") 1️⃣var compactLayout = false
                @Published 2️⃣var displayName = ""
                private 3️⃣var cancellables = Set<AnyCancellable>()

                init() {
                    4️⃣$displayName
                        .dropFirst()
                        .sink { UserDefaults.standard.set($0, forKey: "displayName") }
                        .store(in: &cancellables)
                }
            }

            struct PreferencesView: View {
                @ObservedObject var preferences: Preferences

                var body: some View {
                    Form {
                        Toggle("Compact layout", isOn: preferences.$compactLayout)
                        TextField("Display name", text: $preferences.displayName)
                    }
                }
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Preferences {
                @ObservationIgnored @UserDefault("compactLayout") var compactLayout = false
                var displayName = "" {
                    willSet { displayNamePublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var displayNamePublisher = CurrentValueSubject<String, Never>(_displayName)
                @ObservationIgnored private var cancellables = Set<AnyCancellable>()

                init() {
                    displayNamePublisher
                        .dropFirst()
                        .sink { UserDefaults.standard.set($0, forKey: "displayName") }
                        .store(in: &cancellables)
                }
            }

            struct PreferencesView: View {
                @Bindable var preferences: Preferences

                var body: some View {
                    Form {
                        Toggle("Compact layout", isOn: preferences.$compactLayout)
                        TextField("Display name", text: $preferences.displayName)
                    }
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .propertyWrapperIgnored, message: "uses @UserDefault"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "now feeds 'displayNamePublisher'"),
                ExpectedFinding("3️⃣", .storageIgnored),
                ExpectedFinding("4️⃣", .publisherBridged, message: "'$displayName' now reads 'displayNamePublisher'"),
            ]
        )
    }

    /// A class handing out `Published<T>.Publisher` while another type stores
    /// one: that type could not hold the subject, so the class stays (the
    /// declarations themselves are reported only through the uses they block).
    func testPublisherHandedToCodeThatStoresPublishedPublishersKeepsTheClass() {
        let source = """
            import Combine

            final class Player: ObservableObject {
                @Published var volume: Float = 0.5

                var volumePublisher: Published<Float>.Publisher { $volume }
            }

            final class LevelMeter {
                let levels: Published<Float>.Publisher

                init(player: Player) {
                    levels = player.volumePublisher
                }
            }
            """
        assertMigration(
            source.replacingOccurrences(of: "final class Player", with: "final 1️⃣class Player")
                .replacingOccurrences(of: "Published<Float>.Publisher { $volume }", with: "Published<Float>.Publisher { 3️⃣$volume }"),
            becomes: source,
            findings: [
                ExpectedFinding("1️⃣", .combinePublisher, message: "hands out a Published<T>.Publisher"),
                ExpectedFinding("3️⃣", .combinePublisher),
            ]
        )
    }

    /// `Publishers.CombineLatest($a, $b)` takes any publisher: the subjects
    /// serve it, though the project stores `Published<T>.Publisher` elsewhere.
    func testPublishersOfCombineTakeTheSubjects() {
        assertMigration(
            """
            import Combine

            final class Login: ObservableObject {
                @Published 1️⃣var user = ""
                @Published 2️⃣var code = ""
                private 3️⃣var cancellables = Set<AnyCancellable>()
                private(set) 4️⃣var ready = false

                init() {
                    Publishers.CombineLatest(5️⃣$user, 6️⃣$code)
                        .sink { [weak self] in self?.ready = !$0.isEmpty && !$1.isEmpty }
                        .store(in: &cancellables)
                }
            }

            final class Recorder {
                let entries: Published<[String]>.Publisher

                init(entries: Published<[String]>.Publisher) {
                    self.entries = entries
                }
            }
            """,
            becomes: """
            import Combine
            import Observation

            @Observable final class Login {
                var user = "" {
                    willSet { userPublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var userPublisher = CurrentValueSubject<String, Never>(_user)
                var code = "" {
                    willSet { codePublisher.send(newValue) }
                }
                @ObservationIgnored private lazy var codePublisher = CurrentValueSubject<String, Never>(_code)
                @ObservationIgnored private var cancellables = Set<AnyCancellable>()
                private(set) var ready = false

                init() {
                    Publishers.CombineLatest(userPublisher, codePublisher)
                        .sink { [weak self] in self?.ready = !$0.isEmpty && !$1.isEmpty }
                        .store(in: &cancellables)
                }
            }

            final class Recorder {
                let entries: Published<[String]>.Publisher

                init(entries: Published<[String]>.Publisher) {
                    self.entries = entries
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "'user' in 'Login' now feeds 'userPublisher'"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "'code' in 'Login' now feeds 'codePublisher'"),
                ExpectedFinding("3️⃣", .storageIgnored, message: "'cancellables'"),
                ExpectedFinding("4️⃣", .unpublishedNowTracked, message: "'ready'"),
                ExpectedFinding("5️⃣", .publisherBridged, message: "'$user' now reads 'userPublisher'"),
                ExpectedFinding("6️⃣", .publisherBridged, message: "'$code' now reads 'codePublisher'"),
            ]
        )
    }

    /// An operator name the project itself declares around a
    /// `Published<T>.Publisher` (here a `merge(with:)` of its own) may be the
    /// one a call reaches, and an array of such publishers has `append`: the
    /// class stays.
    func testAnOperatorNameTheProjectDeclaresWithAPublishedPublisherKeepsTheClass() {
        let source = """
            import Combine

            final class Feed: ObservableObject {
                @Published var items: [String] = []
            }

            final class Timeline {
                private var sources: [Published<[String]>.Publisher] = []

                func merge(with source: Published<[String]>.Publisher) {
                    sources.append(source)
                }

                func follow(_ feed: Feed) {
                    self.merge(with: feed.$items)
                    sources.append(feed.$items)
                }
            }
            """
        assertMigration(
            source.replacingOccurrences(of: "self.merge(with: feed.$items)", with: "self.merge(with: feed.1️⃣$items)")
                .replacingOccurrences(of: "sources.append(feed.$items)", with: "sources.append(feed.2️⃣$items)"),
            becomes: source,
            findings: [
                ExpectedFinding("1️⃣", .combinePublisher, message: "is passed to a call"),
                ExpectedFinding("2️⃣", .combinePublisher, message: "is passed to a call"),
            ]
        )
    }

    /// A parameter of another method, of the same name and another type,
    /// does not hide the property a `$name`'s base reads.
    func testAParameterOfAnotherMethodDoesNotHideTheBaseProperty() {
        assertMigration(
            """
            import Combine

            struct Header: Equatable { var title = "" }

            final class HeaderModel: ObservableObject {
                @Published 1️⃣var header: Header?
            }

            final class PageModel {
                private let headerModel: HeaderModel
                private var subscriptions: [AnyCancellable] = []
                private(set) var title = ""

                init(headerModel: HeaderModel) {
                    self.headerModel = headerModel
                }

                func subscribe() {
                    headerModel.2️⃣$header.sink { [weak self] value in
                        guard let value else { return }
                        self?.update(headerModel: value)
                    }.store(in: &subscriptions)
                }

                private func update(headerModel: Header) {
                    title = headerModel.title
                }
            }
            """,
            becomes: """
            import Combine
            import Observation

            struct Header: Equatable { var title = "" }

            @Observable final class HeaderModel {
                var header: Header? {
                    willSet { headerPublisher.send(newValue) }
                }
                @ObservationIgnored private(set) lazy var headerPublisher = CurrentValueSubject<Header?, Never>(_header)
            }

            final class PageModel {
                private let headerModel: HeaderModel
                private var subscriptions: [AnyCancellable] = []
                private(set) var title = ""

                init(headerModel: HeaderModel) {
                    self.headerModel = headerModel
                }

                func subscribe() {
                    headerModel.headerPublisher.sink { [weak self] value in
                        guard let value else { return }
                        self?.update(headerModel: value)
                    }.store(in: &subscriptions)
                }

                private func update(headerModel: Header) {
                    title = headerModel.title
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "'header' in 'HeaderModel' now feeds 'headerPublisher'"),
                ExpectedFinding("2️⃣", .publisherBridged, message: "'$header' now reads 'headerPublisher'"),
            ]
        )
    }
}
