import SwiftUI

struct TripList: View {
    @StateObject private var store = Store()
    @EnvironmentObject var settings: Settings

    var body: some View {
        List(store.trips, id: \.self) { trip in
            Text("\(trip) (\(settings.units))")
        }
    }
}

struct TripsRoot: View {
    @StateObject private var settings = Settings()

    var body: some View {
        TripList()
            .environmentObject(settings)
    }
}
