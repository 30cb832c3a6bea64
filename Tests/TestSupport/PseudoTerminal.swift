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
    public private(set) var controller: Int32
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
        if controller >= 0 { close(controller) }
    }

    /// Closes the controller side, as a terminal window does when it closes: the program's reads
    /// then fail, its input has ended.
    public func closeController() {
        guard controller >= 0 else { return }
        close(controller)
        controller = -1
    }

    /// The terminal side's modes now.
    public var modes: termios {
        var modes = termios()
        _ = tcgetattr(terminal, &modes)
        return modes
    }

    /// Sets the terminal's size, as a terminal window does when it is resized; the kernel sends
    /// `SIGWINCH` to the program in front.
    public func setSize(lines: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(lines), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
    }

    /// Starts a program with this terminal as its controlling terminal (in a session of its own),
    /// standard output and error; standard input is the terminal too, unless `input` is given.
    ///
    /// - Returns: The child's process id.
    public func spawn(_ program: String, _ arguments: [String], input: Int32 = -1) throws(OpenError) -> pid_t
    {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let child = pseudo_terminal_spawn(path, input, program, argv)
        guard child > 0 else { throw OpenError(description: "spawn: errno \(errno)") }
        return child
    }

    /// Sends bytes to the program, as typed keys.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
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
