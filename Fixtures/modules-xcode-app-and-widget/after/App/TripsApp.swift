import SwiftUI

struct TripList: View {
    @StateObject private var store = Store()
    @Environment(Settings.self) var settings

    var body: some View {
        List(store.trips, id: \.self) { trip in
            Text("\(trip) (\(settings.units))")
        }
    }
}

struct TripsRoot: View {
    @State private var settings = Settings()

    var body: some View {
        TripList()
            .environment(settings)
    }
}
