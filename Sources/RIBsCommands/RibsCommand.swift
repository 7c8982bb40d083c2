import ArgumentParser
import RIBsGenerators

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
            var command = try parseAsRoot(
                MockCommand.readingOptionsFile(into: Array(CommandLine.arguments.dropFirst())))
            do {
                try command.run()
            } catch let error as ScaffoldError {
                // The generators name what the user gave; the command says which flag gives it.
                throw CommandFailure(error.message.withFlags)
            }
        } catch {
            exit(withError: error)
        }
    }
}
