import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file with POSIX calls, so that a failure carries the system's reason.
enum FileReader {
    /// Why a file could not be read: the system's message, such as `No such file or directory`.
    struct Failure: Error, CustomStringConvertible {
        let description: String

        init(errno code: Int32) {
            description = String(cString: strerror(code))
        }
    }

    static func read(_ path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(errno: errno) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw Failure(errno: EISDIR) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = readChunk(descriptor, into: &chunk)
            if count > 0 {
                data.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw Failure(errno: errno)
            }
        }
    }
}

/// Reads once with `read(2)` into `chunk`, returning what it returns; outside ``FileReader``,
/// whose own `read(_:)` would hide the C function.
private func readChunk(_ descriptor: Int32, into chunk: inout [UInt8]) -> Int {
    // The system call takes an address: the only pointer here, valid for the call.
    chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
}
