import SwiftUI

// Value types only: nothing here adopts ObservableObject or uses @Published.
struct Reminder: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
}

struct ReminderList: View {
    @State private var reminders = [Reminder(title: "Buy milk"), Reminder(title: "Call Sam")]
    @State private var newTitle = ""

    var body: some View {
        List {
            ForEach($reminders) { $reminder in
                ReminderRow(reminder: $reminder)
            }
            TextField("New reminder", text: $newTitle)
                .onSubmit {
                    reminders.append(Reminder(title: newTitle))
                    newTitle = ""
                }
        }
    }
}

struct ReminderRow: View {
    @Binding var reminder: Reminder

    var body: some View {
        Toggle(reminder.title, isOn: $reminder.isDone)
    }
}
