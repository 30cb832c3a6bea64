import MixedListViewModels

/// The items every scenario renders: accounts, integers and albums in turn, as in the seed's list.
public enum MixedItems {
    /// The text the items carry.
    public enum Script: Sendable {
        /// Plain ASCII names and titles.
        case ascii
        /// CJK names and titles, with emoji: two columns per character, clusters of several scalars.
        case international
    }

    private static let artists = ["Linkin Park", "Daft Punk", "Radiohead", "Portishead", "Massive Attack"]
    private static let internationalNames = ["王小明", "김민준", "さくら", "👨‍👩‍👧‍👦 家族", "José 🇯🇵"]
    private static let internationalTitles = ["千と千尋の神隠し", "강남스타일", "🎵 音楽 🎶", "東京 ✈️ 大阪"]

    /// The item at an index: an account, an integer or an album, in that order.
    public static func item(at index: Int, script: Script = .ascii) -> Any {
        switch index % 3 {
        case 0:
            switch script {
            case .ascii: return Account(name: "Account \(index)")
            case .international:
                return Account(name: "\(internationalNames[index % internationalNames.count]) \(index)")
            }
        case 1:
            return index &* 7919 % 10_000_000
        default:
            let title: String
            switch script {
            case .ascii: title = "Album number \(index)"
            case .international: title = "\(internationalTitles[index % internationalTitles.count]) \(index)"
            }
            return Album(
                title: title, artist: artists[index % artists.count], year: 1970 + index % 55,
                trackCount: 1 + index % 20)
        }
    }

    /// The first `count` items.
    public static func make(_ count: Int, script: Script = .ascii) -> [Any] {
        (0..<count).map { item(at: $0, script: script) }
    }
}
