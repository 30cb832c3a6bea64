import Foundation

/// A process's peak resident memory (`VmHWM` in `/proc/PID/status`).
public enum PeakMemory {
    /// The high-water mark of resident memory in kibibytes, or `nil` where `/proc` has none.
    ///
    /// - Parameter process: The process: `self` for this one, or a process ID.
    public static func kibibytes(process: String = "self") -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else {
            return nil
        }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        return nil
    }
}
