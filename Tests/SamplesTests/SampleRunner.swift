import Foundation
import Testing

/// What a scripted run of an app printed.
struct AppRun {
    /// Each screen as plain text, in order.
    var screens: [String]
    /// What it wrote to standard error.
    var errors: String
    var status: Int32

    /// The title line of each screen.
    var titles: [String] { screens.map { $0.split(separator: "\n").first.map(String.init) ?? "" } }
}

/// Runs a built app with `input` on its standard input (not a terminal, so it prints each screen
/// as plain text) and returns what it printed and its exit status.
func runApp(_ product: String, arguments: [String] = [], input: [String]) throws -> AppRun {
    // The test binary sits in the products folder next to the apps it depends on.
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent(product)
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    process.environment = ["DISABLE_LEAK_DETECTION": "no"]
    try process.run()
    stdin.fileHandleForWriting.write((input.joined(separator: "\n") + "\n").data(using: .utf8)!)
    try stdin.fileHandleForWriting.close()
    // Standard error is read on its own thread so neither pipe can fill up and stall the app.
    let errors = ErrorCollector(stderr.fileHandleForReading)
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let screens = String(decoding: output, as: UTF8.self)
        .components(separatedBy: String(repeating: "-", count: 40) + "\n")
        .filter { !$0.isEmpty }
    return AppRun(screens: screens, errors: errors.text(), status: process.terminationStatus)
}

/// A sample app's run, which must end with every leak check of the session passed.
func runSample(_ product: String, input: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> (screens: [String], status: Int32) {
    let run = try runApp(product, input: input)
    #expect(run.errors.contains("\(product): ") && run.errors.contains("leak checks, no leaks"), "\(run.errors)", sourceLocation: sourceLocation)
    return (run.screens, run.status)
}

/// Reads a pipe to its end on a background thread.
final class ErrorCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
