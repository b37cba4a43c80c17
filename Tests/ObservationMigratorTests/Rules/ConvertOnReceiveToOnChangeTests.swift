@testable import ObservationMigrator
import XCTest

final class ConvertOnReceiveToOnChangeTests: XCTestCase {
    /// `{ value in }` gains a leading `_`; `perform: { … $0 … }` becomes the
    /// unlabelled action reading `$1`, while a nested closure keeps its own `$0`.
    func testNamedParameterAndShorthandActionsBecomeTwoParameterActions() {
        assertMigration(
            """
            import SwiftUI

            final class Countdown: ObservableObject {
                @Published var remaining = 30
                @Published var caption = ""
                @Published var laps: [String] = []
            }

            struct CountdownView: View {
                @ObservedObject var countdown: Countdown
                @State private var isFinished = false
                @State private var title = ""
                @State private var lapCount = 0

                var body: some View {
                    Text(title)
                        .onReceive(countdown.1️⃣$remaining) { value in
                            isFinished = value == 0
                        }
                        .onReceive(countdown.2️⃣$caption, perform: { title = $0.uppercased() })
                        .onReceive(countdown.3️⃣$laps) { lapCount = $0.filter { !$0.isEmpty }.count }
                }
            }
            """,
            becomes: """
            import SwiftUI

            @Observable final class Countdown {
                var remaining = 30
                var caption = ""
                var laps: [String] = []
            }

            struct CountdownView: View {
                var countdown: Countdown
                @State private var isFinished = false
                @State private var title = ""
                @State private var lapCount = 0

                var body: some View {
                    Text(title)
                        .onChange(of: countdown.remaining, initial: true) { _, value in
                            isFinished = value == 0
                        }
                        .onChange(of: countdown.caption, initial: true, { title = $1.uppercased() })
                        .onChange(of: countdown.laps, initial: true) { lapCount = $1.filter { !$0.isEmpty }.count }
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .onReceiveConverted, message: "'.onReceive(…$remaining)' became '.onChange(of: ….remaining, initial: true)'"),
                ExpectedFinding("2️⃣", .onReceiveConverted, message: "'.onReceive(…$caption)' became '.onChange(of: ….caption, initial: true)'"),
                ExpectedFinding("3️⃣", .onReceiveConverted, message: "'.onReceive(…$laps)' became '.onChange(of: ….laps, initial: true)'"),
            ]
        )
    }

    /// `{ _ in }` becomes `{ _, _ in }`; an `Equatable` struct converts; a
    /// struct that is not `Equatable` keeps `.onReceive` and reads the bridge subject.
    func testIgnoredValueEquatableStructAndNonEquatableStruct() {
        assertMigration(
            """
            import SwiftUI

            struct Route: Equatable {
                var from: String
                var to: String
            }

            struct Forecast {
                var summary: String
                var hourly: [Double]
            }

            enum TripPhase {
                case planning, travelling, arrived
            }

            final class TripModel: ObservableObject {
                @Published var phase: TripPhase = .planning
                @Published var route: Route?
                @Published 1️⃣var forecast: Forecast?
            }

            struct TripView: View {
                @EnvironmentObject var trip: TripModel
                @State private var phaseChanges = 0
                @State private var routeText = ""
                @State private var forecastText = ""

                var body: some View {
                    Text(routeText)
                        .onReceive(trip.2️⃣$phase) { _ in
                            phaseChanges += 1
                        }
                        .onReceive(trip.3️⃣$route) { route in routeText = route.map { "\\($0.from) to \\($0.to)" } ?? "" }
                        .onReceive(trip.4️⃣$forecast) { forecast in
                            forecastText = forecast?.summary ?? "No forecast"
                        }
                }
            }
            """,
            becomes: """
            import SwiftUI

            struct Route: Equatable {
                var from: String
                var to: String
            }

            struct Forecast {
                var summary: String
                var hourly: [Double]
            }

            enum TripPhase {
                case planning, travelling, arrived
            }

            @Observable final class TripModel {
                var phase: TripPhase = .planning
                var route: Route?
                var forecast: Forecast? {
                    willSet { forecastPublisher.send(newValue) }
                }
                @ObservationIgnored private(set) lazy var forecastPublisher = CurrentValueSubject<Forecast?, Never>(_forecast)
            }

            struct TripView: View {
                @Environment(TripModel.self) var trip
                @State private var phaseChanges = 0
                @State private var routeText = ""
                @State private var forecastText = ""

                var body: some View {
                    Text(routeText)
                        .onChange(of: trip.phase, initial: true) { _, _ in
                            phaseChanges += 1
                        }
                        .onChange(of: trip.route, initial: true) { _, route in routeText = route.map { "\\($0.from) to \\($0.to)" } ?? "" }
                        .onReceive(trip.forecastPublisher) { forecast in
                            forecastText = forecast?.summary ?? "No forecast"
                        }
                }
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .publisherBridged, message: "'forecast' in 'TripModel' now feeds 'forecastPublisher'"),
                ExpectedFinding("2️⃣", .onReceiveConverted, message: "'.onReceive(…$phase)'"),
                ExpectedFinding("3️⃣", .onReceiveConverted, message: "'.onReceive(…$route)'"),
                ExpectedFinding("4️⃣", .publisherBridged, message: "'$forecast' now reads 'forecastPublisher'"),
            ]
        )
    }
}
