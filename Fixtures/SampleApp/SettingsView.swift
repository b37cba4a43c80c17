import SwiftUI

struct SettingsView: View {
    @EnvironmentObject var settings: ReadingSettings
    @EnvironmentObject var readingList: ReadingList

    var body: some View {
        Form {
            Section("List") {
                Toggle("Show finished books", isOn: $settings.showsFinished)
                Toggle("Show ratings", isOn: $settings.showsRatings)
            }
            Section("Goal") {
                Stepper("\(settings.dailyGoalMinutes) minutes a day", value: $settings.dailyGoalMinutes, in: 5...240, step: 5)
            }
            Section {
                Text("\(readingList.books.count) books, \(readingList.finishedCount) finished")
                    .foregroundColor(.secondary)
            }
        }
        .navigationTitle("Settings")
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
            .environmentObject(ReadingSettings())
            .environmentObject(ReadingList())
    }
}
