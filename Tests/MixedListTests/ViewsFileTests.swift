import CellFactory
import CellFactoryTesting
import Foundation
import MixedListCells
import MixedListCommand
import MixedListViewModels
import Testing
import TextCells

@Suite("Views files: kinds of records declared in JSON, checked when read")
struct ViewsFileTests {
    /// A views file of one kind whose table has one column with these settings.
    private func oneColumn(_ settings: String) -> String {
        #"{"kinds": [{"kind": "k", "match": {"json": "object"}, "table": [{"title": "T", "path": "v"\#(settings)}]}]}"#
    }

    /// The text a one-column view shows for a record whose `v` is `value`.
    private func shown(_ settings: String, _ value: RecordValue) throws -> String? {
        let file = try ViewsFile.parse(oneColumn(settings), file: "v.json")
        guard let columns = try #require(file.views.first).table else { return "not a table" }
        return columns[0].value(for: .object([RecordField(key: "v", value: value)])).text
    }

    @Test(
        "every problem names the file, line and column",
        arguments: [
            ("", "v.json:1:1: expected a value, found the end of the file"),
            ("{\"kinds\": [}", "v.json:1:12: expected a value, found '}'"),
            ("{\"kinds\": []} x", "v.json:1:15: unexpected text after the value"),
            ("{\"kind\": []}", #"v.json:1:2: unknown key "kind"; expected one of kinds"#),
            ("{}", #"v.json:1:1: missing key "kinds""#),
            ("{\"kinds\": 012}", "v.json:1:11: malformed number '012'"),
            ("{\"kinds\": 1.}", "v.json:1:11: malformed number '1.'"),
            ("{\"kinds\": -}", "v.json:1:11: malformed number '-'"),
            ("{\"kinds\": 1e+}", "v.json:1:11: malformed number '1e+'"),
            ("{\"kinds\": -0.5e-3}", "v.json:1:11: expected an array, found a number"),
            ("{\"kinds\": \"\\x\"}", "v.json:1:13: unknown escape '\\x'"),
            ("{\"kinds\": \"\\u+041\"}", "v.json:1:14: expected four hexadecimal digits after \\u"),
            ("{\"kinds\": \"\u{1}\"}", "v.json:1:12: a control character in a string must be escaped"),
            ("{\"kinds\": {}}", "v.json:1:11: expected an array, found an object"),
            (
                "{\"kinds\": [\n  {\"kind\": \"a\", \"match\": {\"json\": \"object\"}}\n]}",
                "v.json:2:3: a kind needs a table, a row or both"
            ),
            (
                "{\"kinds\": [{\"kind\": \"a\", \"match\": {\"json\": \"thing\"}, \"row\": [[{\"text\": \"x\"}]]}]}",
                #"v.json:1:44: unknown JSON type "thing"; expected one of object, array, string, number, integer, boolean, null"#
            ),
            (
                "{\"kinds\": [{\"kind\": \"a\", \"match\": {\"field\": \"type\"}, \"row\": [[{\"text\": \"x\"}]]}]}",
                #"v.json:1:35: a match is {"field": PATH, "equals": VALUE}, {"keys": [KEY, …]} or {"json": TYPE}"#
            ),
            (
                "{\"kinds\": [{\"kind\": \"a\", \"match\": {\"keys\": []}, \"row\": [[{\"text\": \"x\"}]]}]}",
                "v.json:1:44: expected at least one element"
            ),
            (
                "{\"kinds\": [{\"kind\": \"a\", \"match\": {\"json\": \"null\"}, \"row\": [[{\"path\": \"x\", \"text\": \"y\"}]]}]}",
                "v.json:1:62: expected a path or a text, not both"
            ),
            (
                "{\"kinds\": [{\"kind\": \"a\", \"match\": {\"json\": \"null\"}, \"row\": [[{\"text\": \"x\"}]]},\n"
                    + " {\"kind\": \"a\", \"match\": {\"json\": \"null\"}, \"row\": [[{\"text\": \"x\"}]]}]}",
                #"v.json:2:2: kind "a" is declared twice"#
            ),
        ])
    func errors(text: String, message: String) {
        #expect(throws: ViewsFileError.self) { try ViewsFile.parse(text, file: "v.json") }
        do {
            _ = try ViewsFile.parse(text, file: "v.json")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        "a column's settings are checked where they are written",
        arguments: [
            (
                #", "widht": 3"#,
                #"v.json:1:93: unknown key "widht"; expected one of title, path, text, width, align, overflow, format, digits, timeZone, missing, style"#
            ),
            (#", "width": 0"#, "v.json:1:102: expected a whole number from 1 to 10000, found a number"),
            (
                #", "width": {"min": 5, "max": 2}"#,
                "v.json:1:120: expected a whole number from 5 to 10000, found a number"
            ),
            (#", "width": {"share": 1, "max": 2}"#, "v.json:1:102: a share has no min or max"),
            (
                #", "align": "middle""#,
                #"v.json:1:102: unknown value "middle"; expected one of left, center, right"#
            ),
            (
                #", "format": "money""#,
                #"v.json:1:103: unknown value "money"; expected one of text, integer, decimal, bytes, duration, date, boolean"#
            ),
            (#", "digits": 2"#, "v.json:1:103: digits go with the decimal format"),
            (
                #", "format": "date", "timeZone": "Mars/Olympus""#,
                #"v.json:1:123: unknown time zone "Mars/Olympus""#
            ),
            (
                #", "style": "bold sparkly""#,
                "v.json:1:102: unknown style \"sparkly\"; expected bold, dim, underlined or a color: black, red, green, yellow, blue, magenta, cyan, white"
            ),
            (#", "missing": 0"#, "v.json:1:104: expected a string, found a number"),
        ])
    func columnErrors(settings: String, message: String) {
        do {
            _ = try ViewsFile.parse(oneColumn(settings), file: "v.json")
            Issue.record("no error for \(settings)")
        } catch {
            #expect(error.description == message)
        }
    }

    /// A views file of one kind, matching every number, with these members after its match.
    private func numberKind(_ members: String) -> String {
        #"{"kinds": [{"kind": "n", "match": {"json": "number"}, \#(members)}]}"#
    }

    @Test(
        "rows, tables and actions are checked where they are written (columns counted independently)",
        arguments: [
            (
                #""row": [[{"text": "x"}]], "rowWidth": 0"#,
                "v.json:1:93: expected a whole number from 1 to 10000, found a number"
            ),
            (
                #""table": [{"title": "T", "path": "."}], "rowWidth": 3"#,
                "v.json:1:107: rowWidth goes with a row"
            ),
            (
                #""row": [[{"text": "x", "width": "wide"}]]"#,
                "v.json:1:87: expected a whole number from 1 to 10000, found a string"
            ),
            (
                #""row": [[{"text": "x", "align": "middle"}]]"#,
                #"v.json:1:87: unknown value "middle"; expected one of left, center, right"#
            ),
            (#""row": [[{"text": "x", "format": "bytes"}]]"#, "v.json:1:88: a fixed text has no format"),
            (#""table": [{"title": "T"}]"#, "v.json:1:65: expected a path or a text"),
            (
                #""table": [{"title": "T", "path": ".", "text": "t"}]"#,
                "v.json:1:65: expected a path or a text, not both"
            ),
            (
                #""row": [[{"text": "x"}]], "actions": {"select": {"event": "e"}}"#,
                #"v.json:1:93: Enter's action is given by "action""#
            ),
            (
                #""row": [[{"text": "x"}]], "actions": {"": {"event": "e"}}"#,
                "v.json:1:93: an action needs a name"
            ),
            (
                #""row": [[{"text": "x"}]], "actions": {"v": {"event": "e"}, "v": {"event": "f"}}"#,
                #"v.json:1:114: action "v" is given twice"#
            ),
            (#""row": [[{"text": "x"}]], "actions": {"v": {}}"#, #"v.json:1:98: missing key "event""#),
            (#""row": [[{"text": "x"}]], "actions": []"#, "v.json:1:92: expected an object, found an array"),
            (#""row": [[{"style": "dim"}]]"#, "v.json:1:64: expected a path or a text"),
            (#""row": [[{"text": "x", "align": "right"}]]"#, "v.json:1:87: align goes with a width"),
            (#""row": [[{"text": "x", "missing": "?"}]]"#, "v.json:1:89: a fixed text is never missing"),
        ])
    func kindErrors(members: String, message: String) {
        do {
            _ = try ViewsFile.parse(numberKind(members), file: "v.json")
            Issue.record("no error for \(members)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a kind with a table and a row: a table layout shows the table, other layouts the row")
    func bothLayouts() throws {
        let file = try ViewsFile.parse(
            numberKind(
                #""row": [[{"text": "n="}, {"path": ".", "width": 6, "align": "right"}, {"text": "|"}]], "rowWidth": 12, "#
                    + #""table": [{"title": "N", "path": "."}, {"title": "Fixed", "text": "[x]", "style": "cyan"}]"#
            ),
            file: "v.json")
        let view = try #require(file.views.first)
        guard case .table(let columns) = view.layout(inTable: true),
            case .row(let row) = view.layout(inTable: false)
        else {
            Issue.record("a layout is missing")
            return
        }
        #expect(columns.map { $0.value(for: .number(2.5)).text } == ["2.5", "[x]"])
        // Each value in its column's style; a record with no value is the column's mark.
        #expect(columns.map { $0.value(for: .number(2.5)).style } == [.plain, TextStyle(foreground: .cyan)])
        #expect(columns[0].value(for: .null) == .missing)
        #expect(row.columns == 12)
        let viewModel = DeclaredCellViewModel(view: view)
        viewModel.update(with: .number(2.5))
        #expect(viewModel.size == .fixed(columns: 12, lines: 1))
        var texts: [StyledText] = []
        viewModel.appendTexts(ofLine: 0, to: &texts)
        #expect(viewModel.lineCount == 1)
        #expect(texts.map(\.text) == ["n=", "2.5", "|"])
        #expect(texts[1].width == 6)
        #expect(texts[1].alignment == .trailing)
        // What the layout shows is what a list searches by, as no search is given.
        #expect(view.searchText(inTable: false)(.number(2.5)) == "n= 2.5 |")
        #expect(view.searchText(inTable: true)(.number(2.5)) == "2.5 [x]")
        // Each layout alone is what every layout shows.
        let rowOnly = try #require(
            try ViewsFile.parse(numberKind(#""row": [[{"text": "r"}]]"#), file: "v.json").views.first)
        guard case .row = rowOnly.layout(inTable: true) else {
            Issue.record("a row-only kind in a table layout shows its row")
            return
        }
    }

    @Test("named actions send their events; Enter's is select, listed first")
    func namedActions() throws {
        let file = try ViewsFile.parse(
            numberKind(
                #""row": [[{"path": "."}]], "action": {"event": "picked", "detail": "."}, "#
                    + #""actions": {"zap": {"event": "zapped"}, "beep": {"event": "beeped", "detail": "."}}"#),
            file: "v.json")
        let viewModel = DeclaredCellViewModel(view: try #require(file.views.first))
        viewModel.update(with: .integer(4))
        #expect(viewModel.supportedActions == [.select, CellAction("beep"), CellAction("zap")])
        let recorder = CellEventRecorder()
        for action in viewModel.supportedActions + [CellAction("other")] {
            viewModel.handle(action, events: recorder)
        }
        #expect(recorder.events.map { "\($0.name)(\($0.detail))" } == ["picked(4)", "beeped(4)", "zapped()"])
    }

    @Test("a malformed path points at the character at fault inside it")
    func pathError() {
        let text =
            #"{"kinds": [{"kind": "k", "match": {"json": "object"}, "table": [{"title": "T", "path": "a[x]"}]}]}"#
        do {
            _ = try ViewsFile.parse(text, file: "v.json")
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == #"v.json:1:91: malformed path "a[x]": expected an index, a whole number from 0"#)
        }
    }

    @Test(
        "formats: numbers, bytes, durations and booleans",
        arguments: [
            (#", "format": "integer""#, RecordValue.number(41.6), "42"),
            (#", "format": "integer""#, .string("n/a"), "n/a"),
            // Exact, past what a `Double` holds.
            (#", "format": "integer""#, .integer(9_007_199_254_740_993), "9007199254740993"),
            (#", "format": "integer""#, .integer(Int.min), "-9223372036854775808"),
            (#", "format": "decimal""#, .integer(3), "3.00"),
            (#", "format": "decimal", "digits": 0"#, .number(2.5), "2"),
            (#", "format": "decimal", "digits": 3"#, .number(-1.23456), "-1.235"),
            (#", "format": "bytes""#, .integer(512), "512 B"),
            (#", "format": "bytes""#, .integer(1536), "1.5 KiB"),
            (#", "format": "bytes""#, .integer(12 * 1024 * 1024), "12 MiB"),
            (#", "format": "bytes""#, .number(1.5 * 1024 * 1024 * 1024 * 1024), "1.5 TiB"),
            (#", "format": "bytes""#, .integer(-2048), "-2.0 KiB"),
            (#", "format": "duration""#, .integer(45), "45s"),
            (#", "format": "duration""#, .integer(200), "3m 20s"),
            (#", "format": "duration""#, .integer(7500), "2h 5m"),
            (#", "format": "duration""#, .integer(3 * 86_400 + 4 * 3600 + 59), "3d 4h"),
            (#", "format": "duration""#, .integer(3600), "1h"),
            (#", "format": "duration""#, .number(0.25), "0.25s"),
            (#", "format": "duration""#, .integer(0), "0.00s"),
            (#", "format": "bytes""#, .number(1e38), "86736173798840352768 EiB"),
            (#", "format": "duration""#, .number(1e19), "1e+19s"),
            (#", "format": "duration""#, .number(-1e300), "-1e+300s"),
            (#", "format": "date""#, .number(1e300), "1e+300"),
            (#", "format": "date""#, .integer(Int.min), "-9223372036854775808"),
            (#", "format": "boolean""#, .bool(true), "✓"),
            (#", "format": "boolean""#, .bool(false), ""),
            (#", "format": "boolean""#, .string("yes"), "yes"),
            ("", .object([RecordField(key: "a", value: .null)]), "{1 key}"),
            ("", .array([.null, .null]), "[2 items]"),
        ])
    func formats(settings: String, value: RecordValue, text: String) throws {
        #expect(try shown(settings, value) == text)
    }

    @Test(
        "dates from epoch seconds or ISO 8601, written in the file's time zone",
        arguments: [
            ("UTC", RecordValue.integer(0), "1970-01-01 00:00:00"),
            ("UTC", .integer(1_795_800_000), "2026-11-27 17:20:00"),
            ("Asia/Tokyo", .integer(1_795_800_000), "2026-11-28 02:20:00"),
            ("America/New_York", .integer(1_795_800_000), "2026-11-27 12:20:00"),
            ("America/New_York", .integer(1_783_000_000), "2026-07-02 09:46:40"),
            ("Europe/Paris", .string("2026-11-28T09:30:00Z"), "2026-11-28 10:30:00"),
            ("UTC", .string("2026-11-28T09:30:00.250+01:00"), "2026-11-28 08:30:00"),
            ("UTC", .string("2026-11-28"), "2026-11-28 00:00:00"),
            ("UTC", .string("yesterday"), "yesterday"),
            ("UTC", .number(1.5), "1970-01-01 00:00:01"),
        ])
    func dates(zone: String, value: RecordValue, text: String) throws {
        #expect(try shown(#", "format": "date", "timeZone": "\#(zone)""#, value) == text)
    }

    @Test("escapes: a surrogate pair is one character; a lone surrogate is U+FFFD, and what follows stays")
    func escapes() throws {
        let text =
            #"{"kinds": [{"kind": "k", "match": {"json": "null"}, "row": [[{"text": "\uD83D\uDE00 \uD800\u0041 \uDC00"}]]}]}"#
        let file = try ViewsFile.parse(text, file: "v.json")
        let lines = try #require(file.views.first?.row).lines
        #expect(lines[0][0].source.text(of: .null) == "😀 \u{FFFD}A \u{FFFD}")
    }

    @Test("paths reach into nested objects and arrays; a missing value shows the column's mark")
    func paths() throws {
        let text = #"""
            {"kinds": [{"kind": "k", "match": {"json": "object"}, "table": [
              {"title": "A", "path": "a.b[1].c"}, {"title": "B", "path": "nope", "missing": "n/a"},
              {"title": "C", "path": "."}, {"title": "D", "path": "a.b[9].c"}]}]}
            """#
        let file = try ViewsFile.parse(text, file: "v.json")
        let columns = try #require(file.views.first?.table)
        let record = RecordValue.object([
            RecordField(
                key: "a",
                value: .object([
                    RecordField(
                        key: "b",
                        value: .array([.null, .object([RecordField(key: "c", value: .string("deep"))])]))
                ]))
        ])
        #expect(columns.map { $0.value(for: record).text } == ["deep", nil, "{1 key}", nil])
        #expect(columns[1].column.missingMark == "n/a")
    }

    @Test("rules are tried in the file's order, field values by lookup; overlaps are listed in order")
    func rules() throws {
        let text = #"""
            {"kinds": [
              {"kind": "web pod", "match": {"keys": ["web"]}, "row": [[{"text": "w"}]]},
              {"kind": "pod", "match": {"field": "kind", "equals": "Pod"}, "row": [[{"text": "p"}]]},
              {"kind": "service", "match": {"field": "kind", "equals": "Service"}, "row": [[{"text": "s"}]]},
              {"kind": "port", "match": {"field": "spec.port", "equals": 80}, "row": [[{"text": "8"}]]},
              {"kind": "other pod", "match": {"field": "kind", "equals": "Pod"}, "row": [[{"text": "o"}]]},
              {"kind": "on", "match": {"field": "on", "equals": true}, "row": [[{"text": "t"}]]},
              {"kind": "half", "match": {"field": "ratio", "equals": 0.5}, "row": [[{"text": "h"}]]},
              {"kind": "number", "match": {"json": "number"}, "row": [[{"text": "n"}]]},
              {"kind": "anything", "match": {"json": "object"}, "row": [[{"text": "a"}]]}
            ]}
            """#
        let kinds = DeclaredKinds(try ViewsFile.parse(text, file: "v.json").rules)
        func object(_ fields: (String, RecordValue)...) -> RecordValue {
            .object(fields.map { RecordField(key: $0.0, value: $0.1) })
        }
        let pod = object(("kind", .string("Pod")))
        let webPod = object(("kind", .string("Pod")), ("web", .bool(true)))
        let port = object(("spec", object(("port", .integer(80)))))
        #expect(kinds.kind(of: pod) == "pod")
        #expect(kinds.kind(of: webPod) == "web pod")
        #expect(kinds.kind(of: object(("kind", .string("Service")))) == "service")
        #expect(kinds.kind(of: port) == "port")
        #expect(kinds.kind(of: .integer(3)) == "number")
        #expect(kinds.kind(of: object(("kind", .string("Node")))) == "anything")
        #expect(kinds.kind(of: .string("x")) == nil)
        // A field's value is compared as its text: a boolean or a number as JSON writes it, a
        // string as itself; an object or an array has no text, and matches no value.
        #expect(kinds.kind(of: object(("on", .bool(true)))) == "on")
        #expect(kinds.kind(of: object(("on", .string("true")))) == "on")
        #expect(kinds.kind(of: object(("on", .bool(false)))) == "anything")
        #expect(kinds.kind(of: object(("ratio", .number(0.5)))) == "half")
        #expect(kinds.kind(of: object(("ratio", .integer(0)))) == "anything")
        #expect(kinds.kind(of: object(("on", object(("true", .bool(true)))))) == "anything")
        #expect(kinds.kind(of: object(("on", .array([.bool(true)])))) == "anything")
        #expect(kinds.kinds(claiming: webPod) == ["web pod", "pod", "other pod", "anything"])
        // The factory's validation reports records that several kinds claim.
        let factory = try MixedListCells.makeFactory(
            views: try ViewsFile.parse(text, file: "v.json").views, kinds: kinds)
        let report = factory.validate(SectionedData(items: [webPod, pod, .integer(1)]))
        #expect(
            report.problems.map(\.kind) == [
                .overlappingKinds(
                    itemType: "RecordValue", chosen: "web pod",
                    alsoClaiming: ["pod", "other pod", "anything"]),
                .overlappingKinds(
                    itemType: "RecordValue", chosen: "pod", alsoClaiming: ["other pod", "anything"]),
            ])
    }

    @Test("several files merge: a later file's kind replaces the earlier one, and its rules come first")
    func merge() throws {
        let first =
            #"{"kinds": [{"kind": "a", "match": {"json": "object"}, "row": [[{"text": "first a"}]]}, {"kind": "b", "match": {"json": "string"}, "row": [[{"text": "b"}]]}]}"#
        let second =
            #"{"kinds": [{"kind": "a", "match": {"json": "array"}, "row": [[{"text": "second a"}]]}, {"kind": "c", "match": {"json": "object"}, "row": [[{"text": "c"}]]}]}"#
        let files = ["first.json": first, "second.json": second]
        let merged = try ViewsFile.load(["first.json", "second.json"]) { files[$0] ?? "" }
        #expect(merged.views.map(\.kind) == ["b", "a", "c"])
        #expect(merged.rules.map(\.kind) == ["a", "c", "b"])
        let kinds = DeclaredKinds(merged.rules)
        #expect(kinds.kind(of: .object([])) == "c")
        #expect(kinds.kind(of: .array([])) == "a")
    }

    @Test("a styled part with nothing to show writes nothing, not even its style")
    func emptyStyledPart() throws {
        let text =
            #"{"kinds": [{"kind": "k", "match": {"keys": ["a"]}, "row": [[{"path": "a"}, {"path": "b", "style": "red", "missing": ""}]]}]}"#
        let file = try ViewsFile.parse(text, file: "v.json")
        let factory = try MixedListCells.makeFactory(views: file.views, kinds: DeclaredKinds(file.rules))
        let view = MixedListCells.makeView(factory: factory, layout: .list, views: file.views)
        let record = RecordValue.object([RecordField(key: "a", value: .string("x"))])
        var sink = MemorySink()
        try view.render(SectionedData(items: [record, record]), width: 20, styling: true, to: &sink)
        #expect(!sink.text.contains("\u{1B}"))
        #expect(
            sink.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["x", "x"])
    }

    @Test("hostile keys, values and styles in a declared row come out without control bytes")
    func hostile() throws {
        let text =
            #"{"kinds": [{"kind": "\u001b[2J", "match": {"keys": ["\u0007"]}, "row": [[{"path": "\u0007", "style": "red"}, {"text": "\u001b]52;c;x\u0007"}]]}]}"#
        let file = try ViewsFile.parse(text, file: "v.json")
        let factory = try MixedListCells.makeFactory(views: file.views, kinds: DeclaredKinds(file.rules))
        let view = MixedListCells.makeView(factory: factory, layout: .list, views: file.views)
        let record = RecordValue.object([RecordField(key: "\u{7}", value: .string("\u{1B}[31mred\u{1B}[0m"))])
        let drawn = try view.render(SectionedData(items: [record]), width: 40)
        #expect(!HostileText.containsRawControl(drawn))
        #expect(drawn.contains("red"))
    }
}
