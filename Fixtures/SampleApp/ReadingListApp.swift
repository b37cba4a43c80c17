import SwiftUI

@main
struct ReadingListApp: App {
    @StateObject private var readingList = ReadingList()
    @StateObject private var settings = ReadingSettings()

    var body: some Scene {
        WindowGroup {
            BookListView()
                .environmentObject(readingList)
                .environmentObject(settings)
        }
    }
}
