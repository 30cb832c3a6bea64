public import Observation

/// The view model of a whole screen: inputs come in, sections of rows and a state go out.
///
/// The MVVM pattern of a search screen: the screen view model takes the user's input (a search
/// term), asks its services, turns what comes back into the rows of its sections, and exposes
/// whether a request is running and how the last one failed. The host and the view observe it
/// with the Observation framework; a view never asks it for anything else.
@MainActor
public protocol ScreenViewModel: AnyObject, Observable {
    /// The sections shown, in order; each is a reusable component with its own layout.
    var sections: [CellSection] { get }
    /// Whether a request is running (the view shows a loading line).
    var isLoading: Bool { get }
    /// How the last request failed, or `nil`.
    var error: ScreenError? { get }
}

extension ScreenViewModel {
    /// Whether nothing is pending: no request running and no row content still loading.
    public var isSettled: Bool {
        !isLoading && sections.allSatisfy { $0.loadingRowCount == 0 }
    }
}
