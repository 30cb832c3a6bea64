import CellFactory
import Foundation
import MixedListViewModels

/// The views of a views file (`mixed-list --views FILE`): per kind of record, how it is
/// recognised and how it is shown, checked when the file is read.
///
/// ```json
/// {"kinds": [
///   {"kind": "interface", "match": {"keys": ["ifname", "mtu"]},
///    "table": [{"title": "Name", "path": "ifname"},
///              {"title": "MTU", "path": "mtu", "format": "integer", "align": "right"}],
///    "search": ["ifname"], "action": {"event": "openInterface", "detail": "ifname"}}
/// ]}
/// ```
package struct ViewsFile: Sendable {
    /// The views, one per kind.
    package var views: [DeclaredView] = []
    /// The rules that tell the kinds apart, in the order they are tried.
    package var rules: [DeclaredKinds.Rule] = []

    /// Creates an empty set of views.
    package init() {}

    /// Reads views files in order: a kind declared again by a later file replaces the earlier
    /// one, and a later file's rules are tried first.
    ///
    /// - Parameters:
    ///   - paths: The files.
    ///   - contents: Reads a file's text.
    /// - Throws: ``ViewsFileError`` for the first problem: a file that cannot be read, bad JSON,
    ///   an unknown key, a malformed path or a value of the wrong type.
    package static func load(_ paths: [String], contents: (String) throws -> String) throws(ViewsFileError)
        -> ViewsFile
    {
        var merged = ViewsFile()
        for path in paths {
            let text: String
            do {
                text = try contents(path)
            } catch {
                throw ViewsFileError(file: path, line: nil, column: nil, message: "cannot read: \(error)")
            }
            merged.merge(try parse(text, file: path))
        }
        return merged
    }

    /// Adds the views of a later file: a kind it declares replaces this one's, and its rules are
    /// tried first.
    package mutating func merge(_ later: ViewsFile) {
        let replaced = Set(later.views.map(\.kind))
        views = views.filter { !replaced.contains($0.kind) } + later.views
        rules = later.rules + rules.filter { !replaced.contains($0.kind) }
    }

    /// Reads the text of one views file.
    package static func parse(_ text: String, file: String) throws(ViewsFileError) -> ViewsFile {
        let checker = ViewsChecker(file: file)
        do {
            return try checker.file(ViewsNodeReader.read(text))
        } catch {
            throw ViewsFileError(file: file, line: error.line, column: error.column, message: error.message)
        }
    }
}

/// Checks the nodes of a views file against its schema, and makes its views.
private struct ViewsChecker {
    let file: String

    func file(_ node: ViewsNode) throws(ViewsNodeError) -> ViewsFile {
        let members = try object(node, keys: ["kinds"], required: ["kinds"])
        var result = ViewsFile()
        var seen: Set<String> = []
        for kindNode in try array(members["kinds"], nonEmpty: false) {
            let (view, rule) = try kind(kindNode)
            guard seen.insert(view.kind).inserted else {
                throw ViewsNodeError(
                    line: kindNode.line, column: kindNode.column,
                    message: "kind \"\(view.kind)\" is declared twice")
            }
            result.views.append(view)
            result.rules.append(rule)
        }
        return result
    }

    private func kind(_ node: ViewsNode) throws(ViewsNodeError) -> (DeclaredView, DeclaredKinds.Rule) {
        let members = try object(
            node, keys: ["kind", "match", "table", "row", "rowWidth", "search", "action", "actions"],
            required: ["kind", "match"])
        let name = try string(members["kind"], nonEmpty: true)
        let rule = try match(members["match"], kind: name)
        let table = try members["table"].map { table throws(ViewsNodeError) in
            try array(table, nonEmpty: true).map { node throws(ViewsNodeError) in try column(node) }
        }
        let lines = try members["row"].map { row throws(ViewsNodeError) in
            try array(row, nonEmpty: true).map { line throws(ViewsNodeError) in
                try array(line, nonEmpty: true).map { node throws(ViewsNodeError) in try part(node) }
            }
        }
        if table == nil && lines == nil {
            throw ViewsNodeError(
                line: node.line, column: node.column, message: "a kind needs a table, a row or both")
        }
        if let widthNode = members["rowWidth"], lines == nil {
            throw ViewsNodeError(
                line: widthNode.line, column: widthNode.column, message: "rowWidth goes with a row")
        }
        let row = try lines.map { lines throws(ViewsNodeError) in
            DeclaredRow(
                lines: lines,
                columns: try members["rowWidth"].map { node throws(ViewsNodeError) in
                    try count(node, minimum: 1)
                })
        }
        let search = try members["search"].map { search throws(ViewsNodeError) in
            let paths = try array(search, nonEmpty: true).map { node throws(ViewsNodeError) in try path(node)
            }
            return { @Sendable (record: RecordValue) in
                paths.compactMap { $0.value(in: record)?.compactText }.joined(separator: " ")
            }
        }
        var actions: [CellAction: DeclaredAction] = [:]
        if let enter = members["action"] { actions[.select] = try action(enter) }
        if let others = members["actions"] {
            guard case .object(let named) = others.value else {
                throw wrongType(others, expected: "an object")
            }
            for member in named {
                guard member.key != CellAction.select.name, !member.key.isEmpty else {
                    throw ViewsNodeError(
                        line: member.keyLine, column: member.keyColumn,
                        message: member.key.isEmpty
                            ? "an action needs a name" : "Enter's action is given by \"action\"")
                }
                guard actions.updateValue(try action(member.value), forKey: CellAction(member.key)) == nil
                else {
                    throw ViewsNodeError(
                        line: member.keyLine, column: member.keyColumn,
                        message: "action \"\(member.key)\" is given twice")
                }
            }
        }
        let view = DeclaredView(kind: name, table: table, row: row, search: search, actions: actions)
        return (view, rule)
    }

    private func match(_ node: ViewsNode?, kind: String) throws(ViewsNodeError) -> DeclaredKinds.Rule {
        guard let node else { throw ViewsNodeError(line: 1, column: 1, message: "missing match") }
        let members = try object(node, keys: ["field", "equals", "keys", "json"], required: [])
        switch (members["field"], members["equals"], members["keys"], members["json"]) {
        case (let field?, let equals?, nil, nil):
            let fieldPath = try path(field)
            let wanted: String
            switch equals.value {
            case .string(let text): wanted = text
            case .number, .bool: wanted = try scalarText(equals)
            default: throw wrongType(equals, expected: "a string, a number or a boolean")
            }
            return DeclaredKinds.Rule(
                kind: kind, field: fieldPath.description, equals: wanted, read: FieldText(path: fieldPath))
        case (nil, nil, let keys?, nil):
            let names = try array(keys, nonEmpty: true).map { node throws(ViewsNodeError) in
                try string(node, nonEmpty: true)
            }
            return DeclaredKinds.Rule(kind: kind) { record in
                guard case .object(let fields) = record else { return false }
                return names.allSatisfy { name in fields.contains { $0.key == name } }
            }
        case (nil, nil, nil, let json?):
            let type = try string(json, nonEmpty: true)
            let types = ["object", "array", "string", "number", "integer", "boolean", "null"]
            guard types.contains(type) else {
                throw ViewsNodeError(
                    line: json.line, column: json.column,
                    message: "unknown JSON type \"\(type)\"; expected one of \(types.joined(separator: ", "))"
                )
            }
            return DeclaredKinds.Rule(kind: kind) { Self.isJSONType($0, type) }
        default:
            throw ViewsNodeError(
                line: node.line, column: node.column,
                message:
                    "a match is {\"field\": PATH, \"equals\": VALUE}, {\"keys\": [KEY, …]} or {\"json\": TYPE}"
            )
        }
    }

    private func column(_ node: ViewsNode) throws(ViewsNodeError) -> DeclaredColumn {
        let members = try object(
            node,
            keys: [
                "title", "path", "text", "width", "align", "overflow", "format", "digits", "timeZone",
                "missing", "style",
            ],
            required: ["title"])
        let title = try string(members["title"], nonEmpty: false)
        let style = try textStyle(members["style"])
        let column = TableColumn(
            title, width: try width(members["width"]), alignment: try alignment(members["align"]),
            overflow: try overflow(members["overflow"]),
            missingMark: try optionalString(members["missing"]) ?? "-")
        return DeclaredColumn(column, style: style, source: try source(of: node, members))
    }

    /// What a column or a part shows: the value at its path, in its format, or its fixed text.
    private func source(of node: ViewsNode, _ members: [String: ViewsNode]) throws(ViewsNodeError)
        -> any RecordTextSource
    {
        switch (members["path"], members["text"]) {
        case (let pathNode?, nil):
            return PathText(path: try path(pathNode), format: try valueFormat(members))
        case (nil, let textNode?):
            let text = try string(textNode, nonEmpty: false)
            if let format = members["format"] ?? members["digits"] ?? members["timeZone"] {
                throw ViewsNodeError(
                    line: format.line, column: format.column, message: "a fixed text has no format")
            }
            if let missing = members["missing"] {
                throw ViewsNodeError(
                    line: missing.line, column: missing.column, message: "a fixed text is never missing")
            }
            return FixedText(text)
        case (.some, .some):
            throw ViewsNodeError(
                line: node.line, column: node.column, message: "expected a path or a text, not both")
        case (nil, nil):
            throw ViewsNodeError(line: node.line, column: node.column, message: "expected a path or a text")
        }
    }

    private func part(_ node: ViewsNode) throws(ViewsNodeError) -> DeclaredPart {
        let members = try object(
            node,
            keys: ["path", "text", "format", "digits", "timeZone", "missing", "style", "width", "align"],
            required: [])
        let source = try source(of: node, members)
        let alignment = try alignment(members["align"])
        if let align = members["align"], members["width"] == nil {
            throw ViewsNodeError(line: align.line, column: align.column, message: "align goes with a width")
        }
        return DeclaredPart(
            style: try textStyle(members["style"]),
            missingMark: try optionalString(members["missing"]) ?? "-",
            width: try members["width"].map { node throws(ViewsNodeError) in try count(node, minimum: 1) },
            alignment: alignment, source: source)
    }

    private func action(_ node: ViewsNode) throws(ViewsNodeError) -> DeclaredAction {
        let members = try object(node, keys: ["event", "detail"], required: ["event"])
        let event = try string(members["event"], nonEmpty: true)
        guard let detailNode = members["detail"] else { return DeclaredAction(event: event) { _ in "" } }
        let detail = try path(detailNode)
        return DeclaredAction(event: event) { detail.value(in: $0)?.compactText ?? "" }
    }

    // MARK: - Column and part settings

    private func width(_ node: ViewsNode?) throws(ViewsNodeError) -> TableColumn.Width {
        guard let node else { return .fit }
        switch node.value {
        case .string("fit"): return .fit
        case .number: return .fixed(try count(node, minimum: 1))
        case .object:
            let members = try object(node, keys: ["min", "max", "share"], required: [])
            if let share = members["share"] {
                guard members["min"] == nil, members["max"] == nil else {
                    throw ViewsNodeError(
                        line: node.line, column: node.column, message: "a share has no min or max")
                }
                return .share(try count(share, minimum: 1))
            }
            let low =
                try members["min"].map { node throws(ViewsNodeError) in try count(node, minimum: 1) } ?? 1
            let high =
                try members["max"].map { node throws(ViewsNodeError) in try count(node, minimum: low) }
                ?? 10_000
            return .fit(min: low, max: high)
        default:
            throw wrongType(
                node, expected: "\"fit\", a number of columns, {\"min\": N, \"max\": N} or {\"share\": N}")
        }
    }

    private func alignment(_ node: ViewsNode?) throws(ViewsNodeError) -> HorizontalAlignment {
        switch try node.map({ node throws(ViewsNodeError) in try choice(node, ["left", "center", "right"]) })
        {
        case "center": .center
        case "right": .trailing
        default: .leading
        }
    }

    private func overflow(_ node: ViewsNode?) throws(ViewsNodeError) -> TableColumn.Overflow {
        switch try node.map({ node throws(ViewsNodeError) in try choice(node, ["ellipsis", "cut", "wrap"]) })
        {
        case "cut": .cut
        case "wrap": .wrap
        default: .ellipsis
        }
    }

    private func valueFormat(_ members: [String: ViewsNode]) throws(ViewsNodeError) -> ValueFormat {
        let name =
            try members["format"].map { node throws(ViewsNodeError) in try choice(node, ValueFormat.names) }
            ?? "text"
        if let digits = members["digits"], name != "decimal" {
            throw ViewsNodeError(
                line: digits.line, column: digits.column, message: "digits go with the decimal format")
        }
        if let zone = members["timeZone"], name != "date" {
            throw ViewsNodeError(
                line: zone.line, column: zone.column, message: "timeZone goes with the date format")
        }
        switch name {
        case "integer": return .integer
        case "decimal":
            return .decimal(
                digits: try members["digits"].map { node throws(ViewsNodeError) in
                    try count(node, minimum: 0, maximum: 10)
                } ?? 2)
        case "bytes": return .bytes
        case "duration": return .duration
        case "boolean": return .boolean
        case "date":
            guard let zoneNode = members["timeZone"] else {
                return .date(TimeZone(identifier: "UTC") ?? .current)
            }
            let identifier = try string(zoneNode, nonEmpty: true)
            guard let zone = TimeZone(identifier: identifier) else {
                throw ViewsNodeError(
                    line: zoneNode.line, column: zoneNode.column,
                    message: "unknown time zone \"\(identifier)\"")
            }
            return .date(zone)
        default: return .text
        }
    }

    /// A style: words separated by spaces, such as `"bold magenta"`.
    private func textStyle(_ node: ViewsNode?) throws(ViewsNodeError) -> TextStyle {
        guard let node else { return .plain }
        let words = try string(node, nonEmpty: true).split(separator: " ")
        var style = TextStyle.plain
        let colors = TextStyle.Color.allCases.map { "\($0)" }
        for word in words {
            switch word {
            case "bold": style.isBold = true
            case "dim": style.isDim = true
            case "underlined": style.isUnderlined = true
            default:
                guard let color = TextStyle.Color.allCases.first(where: { "\($0)" == word }) else {
                    throw ViewsNodeError(
                        line: node.line, column: node.column,
                        message: "unknown style \"\(word)\"; expected bold, dim, underlined or a color: "
                            + colors.joined(separator: ", "))
                }
                style.foreground = color
            }
        }
        return style
    }

    // MARK: - Values

    private func object(_ node: ViewsNode?, keys: [String], required: [String]) throws(ViewsNodeError)
        -> [String: ViewsNode]
    {
        guard let node else { throw ViewsNodeError(line: 1, column: 1, message: "expected an object") }
        guard case .object(let members) = node.value else { throw wrongType(node, expected: "an object") }
        var found: [String: ViewsNode] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                throw ViewsNodeError(
                    line: member.keyLine, column: member.keyColumn,
                    message: "unknown key \"\(member.key)\"; expected one of \(keys.joined(separator: ", "))")
            }
            guard found[member.key] == nil else {
                throw ViewsNodeError(
                    line: member.keyLine, column: member.keyColumn,
                    message: "key \"\(member.key)\" is given twice")
            }
            found[member.key] = member.value
        }
        for key in required where found[key] == nil {
            throw ViewsNodeError(line: node.line, column: node.column, message: "missing key \"\(key)\"")
        }
        return found
    }

    private func array(_ node: ViewsNode?, nonEmpty: Bool) throws(ViewsNodeError) -> [ViewsNode] {
        guard let node else { throw ViewsNodeError(line: 1, column: 1, message: "expected an array") }
        guard case .array(let elements) = node.value else { throw wrongType(node, expected: "an array") }
        if nonEmpty && elements.isEmpty {
            throw ViewsNodeError(
                line: node.line, column: node.column, message: "expected at least one element")
        }
        return elements
    }

    private func string(_ node: ViewsNode?, nonEmpty: Bool) throws(ViewsNodeError) -> String {
        guard let node else { throw ViewsNodeError(line: 1, column: 1, message: "expected a string") }
        guard case .string(let text) = node.value else { throw wrongType(node, expected: "a string") }
        if nonEmpty && text.isEmpty {
            throw ViewsNodeError(
                line: node.line, column: node.column, message: "expected a string that is not empty")
        }
        return text
    }

    private func optionalString(_ node: ViewsNode?) throws(ViewsNodeError) -> String? {
        try node.map { node throws(ViewsNodeError) in try string(node, nonEmpty: false) }
    }

    private func choice(_ node: ViewsNode, _ choices: [String]) throws(ViewsNodeError) -> String {
        let text = try string(node, nonEmpty: false)
        guard choices.contains(text) else {
            throw ViewsNodeError(
                line: node.line, column: node.column,
                message: "unknown value \"\(text)\"; expected one of \(choices.joined(separator: ", "))")
        }
        return text
    }

    private func count(_ node: ViewsNode, minimum: Int, maximum: Int = 10_000) throws(ViewsNodeError) -> Int {
        guard case .number(let number, true) = node.value, let whole = Int(exactly: number), whole >= minimum,
            whole <= maximum
        else { throw wrongType(node, expected: "a whole number from \(minimum) to \(maximum)") }
        return whole
    }

    private func path(_ node: ViewsNode?) throws(ViewsNodeError) -> RecordPath {
        let text = try string(node, nonEmpty: false)
        guard let node else { throw ViewsNodeError(line: 1, column: 1, message: "expected a path") }
        if text == "." { return RecordPath.record }
        do {
            return try RecordPath(parsing: text)
        } catch {
            // The column inside the path, past the opening quote.
            throw ViewsNodeError(
                line: node.line, column: node.column + error.column,
                message: "malformed path \"\(text)\": \(error.message)")
        }
    }

    private func scalarText(_ node: ViewsNode) throws(ViewsNodeError) -> String {
        switch node.value {
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number, let isWhole):
            if isWhole, let whole = Int(exactly: number) { return String(whole) }
            return String(number)
        default: throw wrongType(node, expected: "a scalar")
        }
    }

    private func wrongType(_ node: ViewsNode, expected: String) -> ViewsNodeError {
        ViewsNodeError(
            line: node.line, column: node.column,
            message: "expected \(expected), found \(node.kindDescription)")
    }

    /// Whether a value is of a JSON type: an integer is a number too.
    static func isJSONType(_ value: RecordValue, _ type: String) -> Bool {
        switch value {
        case .null: type == "null"
        case .bool: type == "boolean"
        case .integer: type == "integer" || type == "number"
        case .number: type == "number"
        case .string: type == "string"
        case .array: type == "array"
        case .object: type == "object"
        }
    }
}
