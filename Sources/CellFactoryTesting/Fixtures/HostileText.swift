/// Text that is hard to show right: every script and emoji form whose width is easy to get wrong,
/// and every kind of escape sequence that could take over a terminal.
public enum HostileText {
    /// Names in scripts whose width is not one column per character.
    public static let international: [String] = [
        "王小明", "김민준", "\u{1100}\u{1161}\u{11A8}", "さくら・サクラ ｻｸﾗ", "Ｆｕｌｌｗｉｄｔｈ", "ꀀꀁꀂ",
        "José Müller", "Jose\u{301} Mu\u{308}ller", "Z\u{335}\u{31B}\u{356}algo", "👨‍👩‍👧‍👦", "🏳️‍🌈",
        "🇯🇵🇫🇷", "🇫", "👍🏽👋🏿", "❤️☺️✌️", "#\u{FE0F}\u{20E3}", "①②③ · α ─", "Zoë\u{200B}x\u{200D}y",
        "हिन्दी क्षत्रिय", "ไทย", "שלום", "مرحبا", "\u{301}mark first", "joiner last 👨\u{200D}",
        "\u{600}\u{661}", "a\u{1F3FD}", "\u{1100}\u{1100}", "\u{AA7B}",
    ]

    /// Text that carries terminal control sequences or reorders what follows it.
    public static let hostile: [String] = [
        "\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}", "\u{1B}]0;title\u{07}",
        "\u{1B}]8;;https://x.example\u{1B}\\link",
        "\u{1B}[2J", "\u{1B}[6n", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}]", "\u{1B}c", "\u{9B}31m",
        "\u{9D}0;t\u{9C}",
        "\u{202E}exe.txt", "\u{2066}\u{2067}\u{2068}\u{2069}", "\u{61C}\u{200E}\u{200F}", "bell\u{07}",
        "back\u{08}space", "cr\rlf\n", "tab\tstop", "nel\u{85}", "\u{2028}\u{2029}", "nul\u{0}del\u{7F}",
        "\u{FFFD}",
    ]

    /// Plain ASCII.
    public static let plain: [String] = ["", " ", "Account One", "x", "a b c d e f g", "   leading"]

    /// A random string made of one to four pieces of the corpus.
    ///
    /// - Parameter generator: The source of randomness.
    public static func random(using generator: inout some RandomNumberGenerator) -> String {
        let pools = [international, hostile, plain]
        var text = ""
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let pool = pools[Int.random(in: 0..<pools.count, using: &generator)]
            text += pool[Int.random(in: 0..<pool.count, using: &generator)]
        }
        return text
    }

    /// Whether text holds a scalar a terminal would act on: a C0 control other than the newline, DEL,
    /// a C1 control, or a bidirectional control.
    ///
    /// - Parameter text: Rendered output.
    public static func containsRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x61C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
            case 0x2028, 0x2029: true
            default: false
            }
        }
    }
}
