import CellFactory
import Observation

/// A screen made of sections, for tests: its state is set by the test.
@MainActor
@Observable
public final class TestScreen: ScreenViewModel {
    /// The sections.
    public var sections: [CellSection]
    /// Whether a request runs.
    public var isLoading = false
    /// The last failure.
    public var error: ScreenError?

    /// Creates a screen.
    public init(sections: [CellSection]) {
        self.sections = sections
    }
}
