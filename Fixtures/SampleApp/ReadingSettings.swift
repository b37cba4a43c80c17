import Combine

/// Display preferences shared by every screen.
final class ReadingSettings: ObservableObject {
    @Published var showsFinished = true
    @Published var showsRatings = true
    @Published var dailyGoalMinutes = 20
}
