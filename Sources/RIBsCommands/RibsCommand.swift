import ArgumentParser
import RIBsScaffold
import RIBsSource

/// `ribs`: the swift-ribs command-line tool. The `ribs` executable runs it.
public struct RibsCommand: ParsableCommand {
    /// Creates the command; ``start()`` parses the arguments into it.
    public init() {}

    /// `ribs` and its subcommands: `new`, `attach`, `component-extension`, `deps`, `templates`, `mock`, `migrate`, `availability`, `tree`.
    public static let configuration = CommandConfiguration(
        commandName: "ribs",
        abstract: "Tools for apps built with swift-ribs.",
        subcommands: [
            NewCommand.self, AttachCommand.self, ComponentExtensionCommand.self, DepsCommand.self,
            TemplatesCommand.self, MockCommand.self, MigrateCommand.self,
            AvailabilityCommand.self, TreeCommand.self, InstallReleaseCommand.self, SourcesStampCommand.self,
        ]
    )

    /// Parses the process's arguments and runs the command they name: `ribs`'s entry point,
    /// which needs no import of ArgumentParser.
    /// When a plugin names a release `ribs` that `swift package ribs install` put in the build
    /// folder, and it is current, the work is handed to it first.
    public static func start() {
        InstalledRelease.handOverIfInstalled()
        do {
            let arguments = try MockCommand.readingOptionsFile(into: Array(CommandLine.arguments.dropFirst()))
            if let plugin = DepsPluginArguments(arguments) {
                try runNamingFlags(plugin.run)
            } else {
                var command = try parseAsPluginCommand(arguments) ?? parseAsRoot(arguments)
                try runNamingFlags { try command.run() }
            }
        } catch {
            exit(withError: error)
        }
    }

    /// Runs a command: the generators name what the user gave, and the command says which flag
    /// gives it.
    private static func runNamingFlags(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as ScaffoldError {
            throw CommandFailure(error.message.withFlags)
        } catch let error as FilesInTheWay {
            throw CommandFailure(error.message(replacingWith: ScaffoldInput.force.flag))
        }
    }

    /// A build plugin's `ribs mock` parsed from `mock` as its own root, or nil (the arguments are
    /// then parsed from ``RibsCommand``). In a debug build, the one a plugin runs, ArgumentParser
    /// builds and checks the whole tree of commands it is given on every parse. Anything `mock`
    /// does not take alone (help, a mistake) is left to the parse from the root, so every
    /// message names the command as `ribs mock`. (RIBsDepsPlugin's arguments are read by
    /// ``DepsPluginArguments``.)
    static func parseAsPluginCommand(_ arguments: [String]) -> (any ParsableCommand)? {
        guard arguments.first == MockCommand.configuration.commandName,
            let command = try? MockCommand.parseAsRoot(Array(arguments.dropFirst())), command is MockCommand
        else { return nil }
        return command
    }
}
