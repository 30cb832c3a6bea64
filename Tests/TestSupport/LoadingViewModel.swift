import CellFactory
import Observation

/// Why a test load failed.
public struct TestLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public let message: String

    /// Creates an error with a message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// What a ``LoadingViewModel`` shows: a title, and content that a test delivers later.
public protocol LoadingCellDataSource {
    /// The title, from the model.
    var title: String { get }
    /// The content that arrives asynchronously.
    var content: LoadState<String> { get }
}

/// An observable view model whose content the test delivers, so async tests need no sleeps.
///
/// ``loadContent()`` waits for one delivery (``deliver(_:)``), stores it, and ends; cancelling
/// the row's task ends it early. Each end is announced on ``loadEnds`` (`true` when cancelled).
@Observable
public final class LoadingViewModel: AsyncContentViewModel, LoadingCellDataSource {
    /// The reuse identifier of ``LoadingCell``-like cells in the tests.
    public static let reuseIdentifier = "loading"

    /// The title, from the model.
    public var title = ""
    /// The content.
    public private(set) var content: LoadState<String> = .loading
    /// How many times loading started.
    @ObservationIgnored public private(set) var loadCount = 0

    @ObservationIgnored private let deliveries: AsyncStream<Result<String, TestLoadError>>
    @ObservationIgnored private let deliveryContinuation:
        AsyncStream<Result<String, TestLoadError>>.Continuation
    /// One element per finished load: `true` when it ended because it was cancelled.
    @ObservationIgnored public let loadEnds: AsyncStream<Bool>
    @ObservationIgnored private let loadEndContinuation: AsyncStream<Bool>.Continuation

    /// Creates a view model with nothing delivered yet.
    public init() {
        (deliveries, deliveryContinuation) = AsyncStream.makeStream()
        (loadEnds, loadEndContinuation) = AsyncStream.makeStream()
    }

    /// The reuse identifier.
    public var identifier: String { Self.reuseIdentifier }
    /// Twenty columns, one line.
    public var size: CellSize { .fixed(columns: 20) }

    /// Shows a title; the content starts loading again.
    public func update(with model: String) {
        title = model
        content = .loading
    }

    /// Hands the next load its result.
    public func deliver(_ result: Result<String, TestLoadError>) {
        deliveryContinuation.yield(result)
    }

    /// Waits for one delivery and stores it; a failure is stored and thrown.
    @MainActor public func loadContent() async throws {
        loadCount += 1
        var iterator = deliveries.makeAsyncIterator()
        guard let result = await iterator.next() else {
            loadEndContinuation.yield(true)
            throw CancellationError()
        }
        defer { loadEndContinuation.yield(false) }
        switch result {
        case .success(let value):
            content = .loaded(value)
        case .failure(let error):
            content = .failed(error.message)
            throw error
        }
    }
}
