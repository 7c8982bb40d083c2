import ArgumentParser
import Foundation

/// `ribs`: the swift-ribs command-line tool. The `ribs` executable runs it.
public struct RibsCommand: ParsableCommand {
    /// Creates the command; `main()` parses the arguments into it.
    public init() {}

    /// `ribs` and its subcommands: `new`, `attach`, `deps`, `templates`, `mock`, `availability`, `tree`.
    public static let configuration = CommandConfiguration(
        commandName: "ribs",
        abstract: "Tools for apps built with swift-ribs.",
        subcommands: [
            NewCommand.self, AttachCommand.self, DepsCommand.self, TemplatesCommand.self, MockCommand.self,
            AvailabilityCommand.self, TreeCommand.self,
        ]
    )

    /// Expands `ribs mock --options-file FILE` before parsing, so the file's options are
    /// checked as if typed.
    public static func main() {
        let arguments: [String]
        do {
            arguments = try MockCommand.expandingOptionsFile(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            Foundation.exit(1)
        }
        main(arguments)
    }
}
