extension StringProtocol {
    /// This text as a `String`: the same value when it already is one, otherwise a copy.
    ///
    /// Generic text entry points convert with this once, so that the code behind them works on a
    /// concrete `String`.
    var asString: String { self as? String ?? String(self) }
}
