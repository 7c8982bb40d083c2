import Foundation

extension ChildProcess {
    /// Runs `swift build`, `swift test` or `swift run` to its end, and once more if SwiftPM's
    /// own process crashed.
    ///
    /// SwiftPM itself has crashed in CI (signal 11 in libdispatch's event loop, after linking,
    /// before a test ran), once in hundreds of builds. That says nothing about the package being
    /// built, so a test of that package should not fail on it. Only a crash of SwiftPM's process
    /// is retried, and only once; the crash's first line is printed, so it stays on record. A
    /// failing build, a failing test or a crashing test binary fails as before.
    package func runRetryingSwiftPMCrash() async throws -> ChildProcessResult {
        let first = try await run()
        guard let crash = first.swiftPMCrash else { return first }
        print("SwiftPM crashed in `\(arguments.joined(separator: " "))` (\(crash)); running it once more")
        return try await run()
    }
}

extension ChildProcessResult {
    /// The crash report's headline when the process that crashed is SwiftPM's own
    /// (`swift-build`, `swift-test`, `swift-run`), not a program it built; `nil` otherwise.
    ///
    /// Swift's backtracer names the crashing process's main thread `Thread 0 "<name>"`; a test
    /// binary that crashes under `swift test` carries its own name there.
    package var swiftPMCrash: String? {
        guard status != 0 else { return nil }
        let lines = allOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let headline = lines.first(where: { $0.hasPrefix("*** Program crashed:") }) else { return nil }
        let tools = ["swift-build", "swift-test", "swift-run"]
        guard lines.contains(where: { line in tools.contains { line.hasPrefix("Thread 0 \"\($0)\"") } }) else {
            return nil
        }
        return headline.trimmingCharacters(in: CharacterSet(charactersIn: "* "))
    }
}
