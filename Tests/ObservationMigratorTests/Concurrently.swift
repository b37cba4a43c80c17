import SyntaxSupport

/// Runs `check` on every input on all cores and returns its failure messages
/// in input order. The suite's long loops (mutants, every fixture run several
/// ways) take about half the time on two cores. The caller reports the
/// messages on its own thread: XCTest's assertions are not made from others.
func failures<Input: Sendable>(of inputs: [Input], _ check: @Sendable (Input) -> [String]) -> [String] {
    ParallelMap.map(inputs, concurrency: nil, check).flatMap { $0 }
}
