import Foundation
import TestSupport
import Testing

/// The commands the build plugins run are read apart from the other commands: RIBsDepsPlugin's
/// `ribs deps generate` by `DepsPluginArguments`, `ribs mock` parsed as its own root (in a debug
/// build, ArgumentParser checks the whole tree of commands it is given on every parse). What
/// they do not take is parsed from `ribs`, so help and
/// mistakes name the command as a user types it, as every other command's do. (That both
/// readings of RIBsDepsPlugin's arguments generate the same file: `RibsDepsCacheCLITests`.)
@Suite struct RibsPluginCommandCLITests {
    struct Mistake: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let message: String
        let command: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let mistakes: [Mistake] = [
        Mistake(
            arguments: ["deps", "generate", "-s", "App"], message: "Missing expected argument '--destination",
            command: "ribs deps generate"),
        Mistake(
            arguments: ["deps", "generate", "-s", "App", "-d", "Out.swift", "--cache-dirr", "cache"],
            message: "Unknown option '--cache-dirr'", command: "ribs deps generate"),
        Mistake(
            arguments: ["deps", "generate", "-s", "App", "-d", "Out.swift", "--cache-dir"],
            message: "Missing value for '--cache-dir", command: "ribs deps generate"),
        Mistake(
            arguments: ["deps", "generate", "-s", "App", "-d", "--cache-dir", "cache"],
            message: "Missing value for '-d", command: "ribs deps generate"),
        Mistake(
            arguments: [
                "deps", "generate", "-s", "App", "-d", "A.swift", "-d", "B.swift", "--cache-dir", "cache", "-x",
            ],
            message: "Unknown option '-x'", command: "ribs deps generate"),
        Mistake(
            arguments: ["mock", "-s", "Sources", "-d", "Out.swift", "--bogus"], message: "Unknown option '--bogus'",
            command: "ribs mock"),
        Mistake(arguments: ["mock", "-s", "Sources"], message: "Give either -d/--destination", command: "ribs mock"),
    ]

    @Test(arguments: mistakes) func aMistakeIsReportedAsTheCommandFromRibs(_ mistake: Mistake) async throws {
        let run = try await ChildProcess.product("ribs", arguments: mistake.arguments).run()
        #expect(run.status == 64, "\(run.allOutput)")
        #expect(run.errors.contains(mistake.message), "\(run.errors)")
        #expect(run.errors.contains("Usage: \(mistake.command) "), "\(run.errors)")
        #expect(run.errors.contains("See '\(mistake.command) --help'"), "\(run.errors)")
    }

    @Test(arguments: [["deps", "generate"], ["mock"]]) func helpNamesTheCommandFromRibs(_ words: [String]) async throws
    {
        let run = try await ChildProcess.product("ribs", arguments: words + ["--help"]).run()
        #expect(run.status == 0, "\(run.allOutput)")
        #expect(run.output.contains("USAGE: ribs \(words.joined(separator: " ")) "), "\(run.output)")
    }
}
