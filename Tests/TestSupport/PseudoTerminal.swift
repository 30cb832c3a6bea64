import PseudoTerminalC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal opened by a test: the controller side, which plays the person at the
/// keyboard and the screen, and the terminal side, which a program under test uses as its
/// terminal.
public final class PseudoTerminal {
    /// The controller side: write keys here, read what the program wrote.
    public let controller: Int32
    /// The terminal side, open for reading and writing.
    public let terminal: Int32
    /// The terminal side's path, such as `/dev/pts/3`.
    public let path: String

    /// What went wrong opening one.
    public struct OpenError: Error, CustomStringConvertible {
        /// The call that failed and `errno`.
        public let description: String
    }

    /// Opens a pseudo-terminal pair with the C library's `posix_openpt`.
    public init() throws(OpenError) {
        var name = [CChar](repeating: 0, count: 256)
        let controller = pseudo_terminal_open(&name, name.count)
        guard controller >= 0 else { throw OpenError(description: "posix_openpt: errno \(errno)") }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let terminal = open(path, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            throw OpenError(description: "open \(path): errno \(errno)")
        }
        self.controller = controller
        self.terminal = terminal
        self.path = path
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// The terminal side's modes now.
    public var modes: termios {
        var modes = termios()
        _ = tcgetattr(terminal, &modes)
        return modes
    }

    /// Everything the program has written so far that the controller side can read, without
    /// waiting for more.
    public func readAvailable() -> [UInt8] {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 50) > 0 else { return output }
            let count = chunk.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return output }
            output += chunk[..<count]
        }
    }
}

/// Two sets of terminal modes compared field by field (`termios` is not `Equatable`).
public func sameModes(_ first: termios, _ second: termios) -> Bool {
    first.c_iflag == second.c_iflag && first.c_oflag == second.c_oflag && first.c_cflag == second.c_cflag
        && first.c_lflag == second.c_lflag
}
