/// An error from the factory: what went wrong, and where.
///
/// The ``code`` is stable and meant for programs to compare; the ``message`` is for people.
/// ``location`` names the header, item or footer concerned when there is one.
public struct CellFactoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable kind of error.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A view model is already registered for the model type.
        public static let duplicateRegistration = Code("duplicateRegistration")
        /// No view model is registered for an item's type, and the policy is ``UnregisteredItemPolicy/error``.
        public static let unregisteredItem = Code("unregisteredItem")
        /// A value given to ``CellViewModel/updateData(_:)`` is not of the view model's model type.
        public static let wrongModelType = Code("wrongModelType")
        /// An action was sent to a view model that does not list it in ``CellViewModel/supportedActions``.
        public static let actionNotSupported = Code("actionNotSupported")
        /// A header, item or footer location does not exist in the data source.
        public static let locationOutOfRange = Code("locationOutOfRange")
        /// Two lists that go together, such as items and their keys, have different lengths.
        public static let countMismatch = Code("countMismatch")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// The kind of error.
    public let code: Code
    /// What went wrong, for people.
    public let message: String
    /// The header, item or footer concerned, if any.
    public let location: CellLocation?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The kind of error.
    ///   - message: What went wrong.
    ///   - location: The location concerned, if any.
    public init(_ code: Code, _ message: String, location: CellLocation? = nil) {
        self.code = code
        self.message = message
        self.location = location
    }

    /// For example `unregisteredItem at 0.3: no view model is registered for Double`.
    public var description: String {
        guard let location else { return "\(code): \(message)" }
        return "\(code) at \(location): \(message)"
    }
}
