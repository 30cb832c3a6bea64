// Lists the public symbols of a symbol graph that have no documentation comment, and fails when
// there is one. Compiled and run by Scripts/build-docs.sh; not part of the package.
//
// Usage: check-doc-comments MODULE.symbols.json...

import Foundation

var undocumented: [String] = []
for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path),
        let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let symbols = graph["symbols"] as? [[String: Any]]
    else {
        FileHandle.standardError.write(Data("cannot read a symbol graph from \(path)\n".utf8))
        exit(2)
    }
    for symbol in symbols {
        let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        // Conformances the compiler writes (`hash(into:)` of an enum) have no source to document.
        if identifier.contains("::SYNTHESIZED::") { continue }
        let lines = (symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []
        let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
            let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            undocumented.append("\(URL(fileURLWithPath: path).lastPathComponent): \(name)")
        }
    }
}
if undocumented.isEmpty {
    print("every public symbol has a documentation comment")
} else {
    print("public symbols without a documentation comment:")
    for name in undocumented { print("  \(name)") }
    exit(1)
}
