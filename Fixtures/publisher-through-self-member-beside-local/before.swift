import Combine
import SwiftUI

final class Scanner: ObservableObject {
    @Published var results: [String] = []
}

final class ScanSession: ObservableObject {
    @Published var results: [String] = []
    private var scanner: Scanner
    private var subscription: AnyCancellable?

    init() {
        scanner = Self.freshScanner()
    }

    private static func freshScanner() -> Scanner {
        let scanner = Scanner()
        return scanner
    }

    func restart() {
        Task { @MainActor [weak self] in
            self?.subscription = self?.scanner.$results.sink { [weak self] found in
                self?.results = found
            }
        }
    }
}

struct ScanView: View {
    @ObservedObject var scanner = ScanSession()

    var body: some View {
        Text("\(scanner.results.count)")
    }
}
