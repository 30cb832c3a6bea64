import Foundation
import FuzzOracles
import Testing

/// Every seed of every fuzz target, and every input a fuzzer once found, through the target's
/// oracle: a finding stays fixed, and the seeds show the oracles pass on ordinary input.
@Suite("Fuzz corpora and findings, replayed through their oracles")
struct FuzzCorpusTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// The files in `Tests/Fuzz/<kind>/<name>`, sorted by name.
    static func inputs(_ kind: String, of name: String) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(name)
        let files =
            (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter { !$0.lastPathComponent.hasPrefix(".") }.sorted { $0.path < $1.path }
    }

    @Test("each target's seeds pass its oracle", arguments: FuzzTargets.names)
    func seeds(name: String) throws {
        let seeds = Self.inputs("Corpus", of: name)
        #expect(seeds.count >= 3, "a seed corpus in Tests/Fuzz/Corpus/\(name)")
        for seed in seeds {
            let failure = FuzzTargets.check(Array(try Data(contentsOf: seed)), target: name)
            #expect(failure == nil, "\(seed.lastPathComponent): \(failure ?? "")")
        }
    }

    @Test("each input a fuzzer found still passes its oracle", arguments: FuzzTargets.names)
    func findings(name: String) throws {
        for finding in Self.inputs("Findings", of: name) {
            let failure = FuzzTargets.check(Array(try Data(contentsOf: finding)), target: name)
            #expect(failure == nil, "\(finding.lastPathComponent): \(failure ?? "")")
        }
    }
}
