import Combine
import SwiftUI

@Observable final class Scanner {
    var results: [String] = [] {
        willSet { resultsPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var resultsPublisher = CurrentValueSubject<[String], Never>(_results)
}

@Observable final class ScanSession {
    var results: [String] = []
    private var scanner: Scanner
    @ObservationIgnored private var subscription: AnyCancellable?

    init() {
        scanner = Self.freshScanner()
    }

    private static func freshScanner() -> Scanner {
        let scanner = Scanner()
        return scanner
    }

    func restart() {
        Task { @MainActor [weak self] in
            self?.subscription = self?.scanner.resultsPublisher.sink { [weak self] found in
                self?.results = found
            }
        }
    }
}

struct ScanView: View {
    @State var scanner = ScanSession()

    var body: some View {
        Text("\(scanner.results.count)")
    }
}
