/// A benchmark whose two paths disagree, or whose input is unusable.
public struct BenchmarkError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
