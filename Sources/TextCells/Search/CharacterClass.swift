/// What kind of character a match lands on, for its bonus.
enum CharacterClass: UInt8, CaseIterable {
    case whitespace
    /// `/`, `\`, `,`, `:`, `;`, `|`, `_`, `-`, `.`: what separates words in paths and names.
    case delimiter
    /// Other punctuation and symbols.
    case nonWord
    case lower
    case upper
    case digit
    /// A letter without case, such as a CJK ideograph.
    case letter

    init(ascii byte: UInt8) {
        switch byte {
        case 0x61...0x7A: self = .lower
        case 0x41...0x5A: self = .upper
        case 0x30...0x39: self = .digit
        case 0x20, 0x09...0x0D: self = .whitespace
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
            UInt8(ascii: "|"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
            self = .delimiter
        default: self = .nonWord
        }
    }

    /// How many classes there are.
    static let count = allCases.count

    /// The class of each ASCII byte, as its raw value: looked up, with ``bonusTable``, rather
    /// than worked out for every byte of every text a list searches.
    static let ofASCII: [UInt8] = (0..<128).map { CharacterClass(ascii: UInt8($0)).rawValue }

    /// ``bonus(after:)`` of every pair of classes, at `previous.rawValue * count + rawValue`.
    static let bonusTable: [Int32] = allCases.flatMap { previous in
        allCases.map { $0.bonus(after: previous) }
    }

    init(_ character: Character) {
        if let ascii = MatchUnits.ascii(character) {
            self.init(ascii: ascii)
        } else if character.isWhitespace {
            self = .whitespace
        } else if character.isLowercase {
            self = .lower
        } else if character.isUppercase {
            self = .upper
        } else if character.isNumber {
            self = .digit
        } else if character.isLetter {
            self = .letter
        } else {
            self = .nonWord
        }
    }

    private var isWord: Bool {
        switch self {
        case .lower, .upper, .digit, .letter: true
        case .whitespace, .delimiter, .nonWord: false
        }
    }

    /// The bonus for matching a character of this class after one of `previous`: the start of
    /// the text counts as after whitespace.
    func bonus(after previous: CharacterClass) -> Int32 {
        guard isWord else { return 0 }
        switch previous {
        case .whitespace: return FuzzyScorer.bonusAfterWhitespace
        case .delimiter: return FuzzyScorer.bonusAfterDelimiter
        case .nonWord: return FuzzyScorer.bonusAfterNonWord
        case .lower where self == .upper: return FuzzyScorer.bonusCamelCase
        case .lower, .upper, .letter: return self == .digit ? FuzzyScorer.bonusCamelCase : 0
        case .digit: return 0
        }
    }
}
