// A module named `Combine` so that code written for Apple's Combine compiles
// here: OpenCombine re-exported, plus the pieces Apple's Foundation overlay adds
// when both Foundation and Combine are imported (schedulers for DispatchQueue and
// RunLoop, `Timer.publish`, `NotificationCenter.publisher(for:)`,
// `URLSession.dataTaskPublisher(for:)`, JSON coders as top-level coders).
//
// OpenCombine's own Dispatch/Foundation add-ons are not used: they declare these
// members only `#if !canImport(Combine)`, which depends on whether this module
// happens to exist in the build folder when they compile.
//
// This is test support. The implementations are small and good enough for
// the runtime checks; nothing here is meant to be fast or complete.

@_exported import OpenCombine

@preconcurrency import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// MARK: - Scheduler time

/// The stride of the schedulers declared here, counted in nanoseconds
/// (Apple's `DispatchQueue.SchedulerTimeType.Stride` has the same shape).
public struct _SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable, Codable, Sendable
{
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Int
    public typealias Magnitude = Int

    /// The stride in nanoseconds.
    public var magnitude: Int

    public init(nanoseconds: Int) { magnitude = nanoseconds }
    public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s &* 1_000_000_000
        case .milliseconds(let ms): magnitude = ms &* 1_000_000
        case .microseconds(let us): magnitude = us &* 1_000
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
    }
    /// Seconds.
    public init(_ timeInterval: Double) { magnitude = Int(timeInterval * 1_000_000_000) }
    public init(floatLiteral value: Double) { self.init(value) }
    /// Seconds.
    public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
    }

    public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
    var seconds: Double { Double(magnitude) / 1_000_000_000 }

    public static func seconds(_ s: Int) -> Self { .init(nanoseconds: s &* 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { .init(s) }
    public static func milliseconds(_ ms: Int) -> Self { .init(nanoseconds: ms &* 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { .init(nanoseconds: us &* 1_000) }
    public static func nanoseconds(_ ns: Int) -> Self { .init(nanoseconds: ns) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: Self, rhs: Self) -> Self { .init(nanoseconds: lhs.magnitude &+ rhs.magnitude) }
    public static func - (lhs: Self, rhs: Self) -> Self { .init(nanoseconds: lhs.magnitude &- rhs.magnitude) }
    public static func * (lhs: Self, rhs: Self) -> Self { .init(nanoseconds: lhs.magnitude &* rhs.magnitude) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

private final class _RepeatingAction: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false
    func cancel() { lock.lock(); cancelled = true; lock.unlock() }
    var isCancelled: Bool { lock.lock(); defer { lock.unlock() }; return cancelled }
}

// MARK: - DispatchQueue

extension DispatchQueue: @retroactive Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public typealias Stride = _SchedulerStride
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) { dispatchTime = time }

        public func distance(to other: Self) -> Stride {
            .init(nanoseconds: Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds)))
        }
        public func advanced(by n: Stride) -> Self { .init(dispatchTime + n.timeInterval) }

        public init(from decoder: Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
        }
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
        public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dispatchTime == rhs.dispatchTime }
    }

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType { .init(.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .init(nanoseconds: 0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [], execute: action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(handler: action)
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

// MARK: - RunLoop

extension RunLoop: @retroactive Scheduler {
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public typealias Stride = _SchedulerStride
        public var date: Date
        public init(_ date: Date) { self.date = date }
        public func distance(to other: Self) -> Stride { .init(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> Self { .init(date.addingTimeInterval(n.seconds)) }
    }

    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { .init(Date()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .init(nanoseconds: 0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        schedule(after: now, tolerance: minimumTolerance, options: options, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }
        add(timer, forMode: .default)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = Timer(fire: date.date, interval: interval.seconds, repeats: true) { _ in action() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

// MARK: - Timer

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            let subject = self.subject
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            runLoop.add(timer, forMode: mode)
            return AnyCancellable { timer.invalidate() }
        }
    }
}

// MARK: - NotificationCenter

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: OpenCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let center = self.center
            let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
            subject
                .handleEvents(receiveCancel: { center.removeObserver(token) })
                .receive(subscriber: subscriber)
        }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

// MARK: - URLSession

extension URLSession {
    /// A publisher that delivers the results of performing URL session data tasks.
    public struct DataTaskPublisher: OpenCombine.Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            let request = self.request
            let session = self.session
            Deferred {
                Future<Output, URLError> { promise in
                    session.dataTask(with: request) { data, response, error in
                        if let data, let response {
                            promise(.success((data, response)))
                        } else {
                            promise(.failure((error as? URLError) ?? URLError(.unknown)))
                        }
                    }.resume()
                }
            }.receive(subscriber: subscriber)
        }
    }

    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}

// MARK: - Top-level coders

extension JSONEncoder: @retroactive TopLevelEncoder {}
extension JSONDecoder: @retroactive TopLevelDecoder {}
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
extension PropertyListDecoder: @retroactive TopLevelDecoder {}

// MARK: - combineLatest and merge

// OpenCombine 0.14.0 has neither `combineLatest` nor `merge`. These stand-ins
// have Combine's behaviour for publishers that never fail: `combineLatest`
// emits once both sides have a value, then the latest pair on every value of
// either side, in the order values arrive; `merge` forwards every value of
// both. Built from OpenCombine's own operators (`flatMap` over a sequence of
// publishers interleaves them), they return `AnyPublisher` rather than
// Combine's `Publishers.CombineLatest`/`Publishers.Merge`, which code that
// chains operators does not see.

private final class _LatestPair<A, B> {
    var first: A?
    var second: B?
}

extension Publisher where Failure == Never {
    public func combineLatest<Other: Publisher>(_ other: Other) -> AnyPublisher<(Output, Other.Output), Never>
    where Other.Failure == Never {
        let upstream = self
        return Deferred { () -> AnyPublisher<(Output, Other.Output), Never> in
            let latest = _LatestPair<Output, Other.Output>()
            let left = upstream.map { value -> (Output, Other.Output)? in
                latest.first = value
                return latest.second.map { (value, $0) }
            }.eraseToAnyPublisher()
            let right = other.map { value -> (Output, Other.Output)? in
                latest.second = value
                return latest.first.map { ($0, value) }
            }.eraseToAnyPublisher()
            return [left, right].publisher.flatMap { $0 }.compactMap { $0 }.eraseToAnyPublisher()
        }.eraseToAnyPublisher()
    }

    public func merge<Other: Publisher>(with other: Other) -> AnyPublisher<Output, Never>
    where Other.Output == Output, Other.Failure == Never {
        [eraseToAnyPublisher(), other.eraseToAnyPublisher()].publisher.flatMap { $0 }.eraseToAnyPublisher()
    }
}
