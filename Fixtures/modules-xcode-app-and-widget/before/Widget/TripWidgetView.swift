import SwiftUI

struct TripWidgetView: View {
    @ObservedObject var store: Store
    @EnvironmentObject var settings: Settings

    var body: some View {
        VStack {
            Text(store.nextTrip)
            Toggle("Weather", isOn: $settings.showsWeather)
        }
    }
}
