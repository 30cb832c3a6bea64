import Foundation

/// The process's peak resident memory (`VmHWM` in `/proc/self/status`).
public enum PeakMemory {
    /// The high-water mark of resident memory in kibibytes, or `nil` where `/proc` has none.
    public static func kibibytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
