// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CellFactory",
    products: [
        .library(name: "CellFactory", targets: ["CellFactory"]),
        .library(name: "TextCells", targets: ["TextCells"]),
        .library(name: "TextTerminal", targets: ["TextTerminal"]),
        .library(name: "CellFactoryTesting", targets: ["CellFactoryTesting"]),
        .executable(name: "mixed-list", targets: ["MixedList"]),
        .executable(name: "music-library", targets: ["MusicLibrary"]),
        .executable(name: "cellfactory-bench", targets: ["CellFactoryBench"]),
    ],
    dependencies: [],
    targets: [
        // The view-model layer: protocols, registry and dispatch. No rendering, no I/O.
        .target(name: "CellFactory"),
        // The view layer: text cells, canvas, layout, width, sanitising, rendering to a ByteSink.
        .target(name: "TextCells", dependencies: ["CellFactory"]),
        // The terminal: writers, the in-place live view, interactive lists, raw mode, keys, signals.
        .target(name: "TextTerminal", dependencies: ["CellFactory", "TextCells", "TerminalSignals"]),
        // The one signal handler, in C: it writes each signal to a pipe that TextTerminal reads.
        .target(name: "TerminalSignals"),
        // For hosts' test targets: the view-model contract, golden files, rows rendered to text.
        .target(name: "CellFactoryTesting", dependencies: ["CellFactory", "TextCells"]),

        // Command-line parsing and process output shared by the sample programs.
        .target(
            name: "SampleSupport",
            dependencies: ["CellFactory", "TextCells", "TextTerminal"],
            path: "Samples/Shared"
        ),

        // The `mixed-list` sample host, split so that its view models cannot import TextCells.
        .target(
            name: "MixedListViewModels",
            dependencies: ["CellFactory"],
            path: "Samples/MixedList/ViewModels"
        ),
        .target(
            name: "MixedListCells",
            dependencies: ["CellFactory", "TextCells", "MixedListViewModels"],
            path: "Samples/MixedList/Cells"
        ),
        // The sample's streaming JSON reader and its byte input: sample code, not library API.
        .target(name: "MixedListJSON", path: "Samples/MixedList/JSON"),
        // The shipped views files; seed.json, the built-in list's views, is built in.
        .target(
            name: "MixedListViews",
            path: "Samples/MixedList/Views",
            exclude: ["ip.json", "lsblk.json", "findmnt.json"],
            resources: [.embedInCode("seed.json")]
        ),
        .target(
            name: "MixedListCommand",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "MixedListViewModels", "MixedListCells",
                "MixedListJSON", "MixedListViews", "SampleSupport",
            ],
            path: "Samples/MixedList/Command"
        ),
        .executableTarget(
            name: "MixedList",
            dependencies: ["MixedListCommand", "SampleSupport", "TextCells"],
            path: "Samples/MixedList/App"
        ),

        // The `music-library` sample host: a search screen of albums and tracks, live.
        .target(
            name: "MusicLibraryViewModels",
            dependencies: ["CellFactory"],
            path: "Samples/MusicLibrary/ViewModels"
        ),
        .target(
            name: "MusicLibraryCells",
            dependencies: ["CellFactory", "TextCells", "MusicLibraryViewModels"],
            path: "Samples/MusicLibrary/Cells"
        ),
        .target(
            name: "MusicLibraryCommand",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "MusicLibraryViewModels", "MusicLibraryCells",
                "SampleSupport",
            ],
            path: "Samples/MusicLibrary/Command",
            resources: [.copy("catalog.json")]
        ),
        .executableTarget(
            name: "MusicLibrary",
            dependencies: ["MusicLibraryCommand", "SampleSupport", "TextCells"],
            path: "Samples/MusicLibrary/App"
        ),

        // Benchmarks: each scenario with its baseline, and the program that prints the table.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "MixedListViewModels", "MixedListCells",
                "MixedListJSON", "MixedListCommand", "TestSupport",
            ],
            path: "Benchmarks/Scenarios"
        ),
        .executableTarget(
            name: "CellFactoryBench",
            dependencies: ["BenchmarkScenarios"],
            path: "Benchmarks/CellFactoryBench"
        ),

        // This package's own test doubles: async view models, a test screen, a virtual terminal.
        .target(
            name: "TestSupport", dependencies: ["CellFactory", "TextCells", "PseudoTerminalC"],
            path: "Tests/TestSupport"),
        // The C library's pseudo-terminal calls, which Swift's view of it leaves out, for tests.
        .target(name: "PseudoTerminalC", path: "Tests/PseudoTerminalC"),
        // Fuzzing: each oracle checks what must hold for any input; each target runs one under
        // libFuzzer (Scripts/fuzz.sh) or, built here, replays files through it.
        .target(
            name: "FuzzOracles",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "MixedListJSON", "TestSupport",
                "CellFactoryTesting",
            ],
            path: "Tests/Fuzz/Oracles"
        ),
        .executableTarget(
            name: "FuzzJSONReader", dependencies: ["FuzzOracles"], path: "Tests/Fuzz/Targets/FuzzJSONReader"),
        .executableTarget(
            name: "FuzzTerminalInput", dependencies: ["FuzzOracles"],
            path: "Tests/Fuzz/Targets/FuzzTerminalInput"),
        .executableTarget(
            name: "FuzzText", dependencies: ["FuzzOracles"], path: "Tests/Fuzz/Targets/FuzzText"),
        .executableTarget(
            name: "FuzzDiff", dependencies: ["FuzzOracles"], path: "Tests/Fuzz/Targets/FuzzDiff"),
        .executableTarget(
            name: "FuzzMatcher", dependencies: ["FuzzOracles"], path: "Tests/Fuzz/Targets/FuzzMatcher"),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["FuzzOracles"],
            path: "Tests/FuzzTests"
        ),
        .testTarget(
            name: "CellFactoryTests", dependencies: ["CellFactory", "CellFactoryTesting", "TestSupport"]),
        .testTarget(
            name: "CellFactoryTestingTests",
            dependencies: ["CellFactory", "TextCells", "CellFactoryTesting"],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "TextCellsTests",
            dependencies: ["CellFactory", "TextCells", "CellFactoryTesting", "TestSupport"],
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "TextTerminalTests",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "CellFactoryTesting", "TestSupport",
                "TerminalSignals",
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "MixedListTests",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "MixedListViewModels", "MixedListCells",
                "MixedListJSON", "MixedListCommand", "MixedListViews", "MixedList", "CellFactoryTesting",
                "TestSupport",
            ],
            path: "Tests/MixedListTests",
            exclude: ["Snapshots", "Fixtures"]
        ),
        .testTarget(
            name: "MixedListJSONTests",
            dependencies: ["MixedListJSON", "CellFactoryTesting"],
            path: "Tests/MixedListJSONTests"
        ),
        .testTarget(
            name: "BenchmarkTests",
            dependencies: [
                "BenchmarkScenarios", "CellFactory", "TextCells", "TextTerminal", "MixedListCells",
                "MixedListCommand", "MixedList", "TestSupport",
            ],
            path: "Tests/BenchmarkTests"
        ),
        .testTarget(
            name: "MusicLibraryTests",
            dependencies: [
                "CellFactory", "TextCells", "TextTerminal", "MusicLibraryViewModels", "MusicLibraryCells",
                "MusicLibraryCommand", "MusicLibrary", "CellFactoryTesting", "TestSupport",
            ],
            path: "Tests/MusicLibraryTests",
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
