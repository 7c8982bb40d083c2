import ArgumentParser

/// `ribs`: the swift-ribs command-line tool.
@main
struct Ribs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ribs",
        abstract: "Tools for apps built with swift-ribs.",
        subcommands: [MockCommand.self]
    )
}
