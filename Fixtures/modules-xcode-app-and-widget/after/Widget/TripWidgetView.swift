import SwiftUI

struct TripWidgetView: View {
    var store: Store
    @Environment(Settings.self) var settings

    var body: some View {
        @Bindable var settings = settings
        VStack {
            Text(store.nextTrip)
            Toggle("Weather", isOn: $settings.showsWeather)
        }
    }
}
