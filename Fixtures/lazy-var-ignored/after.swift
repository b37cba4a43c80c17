import Foundation
import Observation

@Observable final class EventListModel {
    static let shared = EventListModel()

    var events: [Date] = []

    @ObservationIgnored lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    @ObservationIgnored private lazy var calendar = Calendar(identifier: .gregorian)

    let createdAt = Date()

    func label(for date: Date) -> String {
        formatter.string(from: date)
    }

    func addEventTomorrow() {
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: Date()) {
            events.append(tomorrow)
        }
    }
}
