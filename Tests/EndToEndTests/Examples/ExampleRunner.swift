import Foundation
import TestSupport
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

/// The line a piped app prints under each screen.
let screenSeparator = String(repeating: "-", count: 40)

/// Runs a built app with `input` on its standard input (not a terminal, so it prints each screen
/// as plain text) and returns what it printed and its exit status.
func runApp(_ product: String, arguments: [String] = [], input: [String]) async throws -> AppRun {
    var app = ChildProcess(executable: try EndToEnd.exampleApp(product), arguments: arguments)
    app.environment = ["DISABLE_LEAK_DETECTION": "no"]
    app.input = input.joined(separator: "\n") + "\n"
    let run = try await app.run()
    let screens = run.output
        .components(separatedBy: screenSeparator + "\n")
        .filter { !$0.isEmpty }
    return AppRun(screens: screens, errors: run.errors, status: run.status)
}

/// An example app's run, which must end with every leak check of the session passed.
func runExample(_ product: String, input: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> (
    screens: [String], status: Int32
) {
    let run = try await runApp(product, input: input)
    #expect(
        run.errors.contains("\(product): ") && run.errors.contains("leak checks, no leaks"), "\(run.errors)",
        sourceLocation: sourceLocation)
    return (run.screens, run.status)
}
