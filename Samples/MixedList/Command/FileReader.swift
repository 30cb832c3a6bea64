import Foundation

#if canImport(Glibc)
    import Glibc
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
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
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
