/// Why a screen could not show its data: the transport failed, or the server said no.
///
/// The two are shown differently (an "internet error" and a "server message"): a network
/// error invites a retry, a server message is the server's own words.
public enum ScreenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The request did not reach the server or its answer did not arrive.
    case network(String)
    /// The server answered with an error message.
    case server(message: String)

    /// For example `Network error: the connection was lost`.
    public var description: String {
        switch self {
        case .network(let detail): return "Network error: \(detail)"
        case .server(let message): return "Server error: \(message)"
        }
    }
}
