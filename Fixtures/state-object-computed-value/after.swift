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

@Observable final class ForecastModel: ObservableObject {
    private(set) var days: [String] = []
    private let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    @MainActor
    func load() async {
        days = await service.fetchForecast()
    }
}

@Observable final class ThumbnailLoader: ObservableObject {
    private(set) var loadedCount = 0
    let cache: ImageCache

    init(cache: ImageCache, prefetch: Bool = false) {
        self.cache = cache
    }
}

@Observable final class Selection {
    var day: String?
}

struct ForecastView: View {
    @StateObject var model = ForecastModel(service: .live)
    @StateObject private var thumbnails = ThumbnailLoader(
        cache: ImageCache.shared,
        prefetch: true
    )
    @State private var selection = Selection()

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
