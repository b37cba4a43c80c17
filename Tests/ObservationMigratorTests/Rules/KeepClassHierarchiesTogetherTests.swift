@testable import ObservationMigrator
import XCTest

final class KeepClassHierarchiesTogetherTests: XCTestCase {
    /// `Player` is held back by its `objectWillChange`, so its subclass stays
    /// too; an unrelated hierarchy without such a use migrates as a whole.
    func testSubclassStaysWithItsHeldBackSuperclass() {
        assertMigration(
            """
            import SwiftUI

            class Player: ObservableObject {
                @Published var isPlaying = false

                func toggle() {
                    DispatchQueue.main.async { self.1️⃣objectWillChange.send() }
                    isPlaying.toggle()
                }
            }

            final 2️⃣class VideoPlayer: Player {
                @Published var resolution = "1080p"
            }

            class Recorder: ObservableObject {
                @Published var isRecording = false
            }

            final class ScreenRecorder: Recorder {
                @Published var frameRate = 60
            }
            """,
            becomes: """
            import SwiftUI

            class Player: ObservableObject {
                @Published var isPlaying = false

                func toggle() {
                    DispatchQueue.main.async { self.objectWillChange.send() }
                    isPlaying.toggle()
                }
            }

            final class VideoPlayer: Player {
                @Published var resolution = "1080p"
            }

            @Observable class Recorder {
                var isRecording = false
            }

            @Observable final class ScreenRecorder: Recorder {
                var frameRate = 60
            }
            """,
            findings: [
                ExpectedFinding("1️⃣", .objectWillChange, message: "'Player' stays ObservableObject"),
                ExpectedFinding("2️⃣", .inheritedNotMigrated, message: "'VideoPlayer' stays ObservableObject because 'Player'"),
            ]
        )
    }

    /// The reverse: a subclass in another file that stays holds its superclass back.
    func testSuperclassStaysWithItsHeldBackSubclass() {
        assertMigration(
            """
            import SwiftUI

            1️⃣class Document: ObservableObject {
                @Published var title = ""
            }
            """,
            becomes: """
            import SwiftUI

            class Document: ObservableObject {
                @Published var title = ""
            }
            """,
            findings: [ExpectedFinding("1️⃣", .inheritedNotMigrated, message: "'Document' stays ObservableObject because 'Drawing'")],
            otherFiles: [
                "Drawing.swift": """
                import SwiftUI

                @Tracked
                final class Drawing: Document {
                    @Published var strokes: [String] = []
                }
                """,
            ]
        )
    }
}
