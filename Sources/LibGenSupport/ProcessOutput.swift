import Foundation

/// A finished child process: its exit status and everything it wrote. Both pipes
/// are read at the same time (stderr on a second thread), so a child that writes
/// a lot to one while libgen reads the other can never block them both.
package struct ProcessOutput: Sendable {
    package var status: Int32
    package var stdout: Data
    package var stderr: Data

    /// Runs `executable` with `arguments` until it ends, with `input` (written on a thread of
    /// its own, so that a child writing while it reads never blocks) or no standard input.
    package static func run(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let inputPipe = input.map { _ in Pipe() }
        process.standardInput = inputPipe ?? FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let collected = Handoff<Data>()
        let reader = Thread {
            collected.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        if let input, let inputPipe {
            Thread {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }.start()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(status: process.terminationStatus, stdout: data, stderr: collected.wait())
    }
}
