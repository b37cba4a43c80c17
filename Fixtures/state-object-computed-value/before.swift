import SwiftUI

struct WeatherService {
    static let live = WeatherService()

    func fetchForecast() async -> [String] {
        ["Sun", "Clouds", "Rain"]
    }
}

final class ImageCache {
    static let shared = ImageCache()
    private var storage: [URL: Data] = [:]
}

final class ForecastModel: ObservableObject {
    @Published private(set) var days: [String] = []
    private let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    @MainActor
    func load() async {
        days = await service.fetchForecast()
    }
}

final class ThumbnailLoader: ObservableObject {
    @Published private(set) var loadedCount = 0
    let cache: ImageCache

    init(cache: ImageCache, prefetch: Bool = false) {
        self.cache = cache
    }
}

final class Selection: ObservableObject {
    @Published var day: String?
}

struct ForecastView: View {
    @StateObject var model = ForecastModel(service: .live)
    @StateObject private var thumbnails = ThumbnailLoader(
        cache: ImageCache.shared,
        prefetch: true
    )
    @StateObject private var selection = Selection()

    var body: some View {
        List(model.days, id: \.self) { day in
            Button(day) {
                selection.day = day
            }
        }
        .task {
            await model.load()
        }
        .navigationTitle(selection.day ?? "Forecast (\(thumbnails.loadedCount))")
    }
}
