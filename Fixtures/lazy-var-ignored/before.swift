import Foundation
import Combine

final class EventListModel: ObservableObject {
    static let shared = EventListModel()

    @Published var events: [Date] = []

    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    private lazy var calendar = Calendar(identifier: .gregorian)

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
