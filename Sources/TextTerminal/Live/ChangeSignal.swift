internal import Foundation
import TextCells

/// Where a live view announces its changes: every stream made from it hears each one, from any
/// thread, until the stream ends.
///
/// A live view's own ``LiveCollectionView/changes`` is one such stream; a runner that needs to
/// hear changes for a while (an interactive list on a terminal) makes another and lets it go,
/// without taking the view's stream from its host.
final class ChangeSignal: @unchecked Sendable {
    // `@unchecked` is sound: `subscribers` and `nextKey` are only touched while `lock` is held.
    private let lock = NSLock()
    private var subscribers: [Int: AsyncStream<Void>.Continuation] = [:]
    private var nextKey = 0

    /// A new stream of changes; changes that come quickly are coalesced into one element.
    func makeStream() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let key = lock.withLock {
            nextKey += 1
            subscribers[nextKey] = continuation
            return nextKey
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.subscribers.removeValue(forKey: key) }
        }
        return stream
    }

    /// Announces a change to every stream.
    func fire() {
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.yield() }
    }

    /// Ends every stream.
    func finish() {
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.finish() }
    }
}
