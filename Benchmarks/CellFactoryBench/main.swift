import BenchmarkScenarios
import Foundation

// cellfactory-bench: runs the scenarios and prints one table. Run it in release:
//   swift run -c release cellfactory-bench [--scenario NAME]... [--items N] [--runs R]

let usage = """
    usage: cellfactory-bench [--scenario NAME]... [--items N] [--runs R]

      --scenario NAME  run only this scenario (repeatable): \(BenchmarkSuite.scenarioNames.joined(separator: ", "))
      --items N        items per run (default 1000000); streaming compares N/100 rows with N*10
      --runs R         runs per path; the median is reported (default 5)

    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cellfactory-bench: \(message)\n".utf8))
    exit(2)
}

var scenarios: [String] = []
var items = 1_000_000
var runs = 5
var streamingChildRows: Int?
var streamingSource = StreamingScenario.Source.lazyRows
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    func value() -> String {
        guard let value = arguments.popFirst() else { fail("\(argument) needs a value\n\(usage)") }
        return value
    }
    func count() -> Int {
        let text = value()
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number > 0 else {
            fail("\(argument) needs a positive whole number, not \"\(text)\"")
        }
        return number
    }
    switch argument {
    case "--scenario": scenarios.append(value())
    case "--items": items = count()
    case "--runs": runs = count()
    case "--streaming-child": streamingChildRows = count()
    case "--streaming-source":
        let name = value()
        guard let source = StreamingScenario.Source(rawValue: name) else {
            fail("unknown source \"\(name)\"")
        }
        streamingSource = source
    case "--help", "-h":
        print(usage, terminator: "")
        exit(0)
    default: fail("unknown argument \"\(argument)\"\n\(usage)")
    }
}

do {
    if let rows = streamingChildRows {
        print(try StreamingScenario.measure(rows: rows, runs: runs, source: streamingSource).line)
        exit(0)
    }
    #if DEBUG
        FileHandle.standardError.write(
            Data("cellfactory-bench: a debug build; run with -c release for real figures\n".utf8))
    #endif
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let rows = try BenchmarkSuite.run(
        scenarios.isEmpty ? BenchmarkSuite.scenarioNames : scenarios, items: items, runs: runs,
        executable: executable
    ) { rows in
        FileHandle.standardError.write(Data("done: \(rows.first?.scenario ?? "")\n".utf8))
    }
    print("cellfactory-bench: \(items) items, median of \(runs) runs\n")
    print(BenchmarkTable.render(rows), terminator: "")
} catch {
    fail("\(error)")
}
