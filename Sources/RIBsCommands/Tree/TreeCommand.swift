import ArgumentParser
import Foundation
import RIBs
import RIBsText

/// `ribs tree URL`: the live tree of an app started with `--inspect`, printed in the terminal.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Prints the live RIB tree of an app running with --inspect (the URL it printed, token included).")

    @Argument(help: "The inspector's URL, as the app printed it: http://127.0.0.1:PORT/?token=…")
    var url: String

    func run() throws {
        // A failure to read the inspector is a `CommandFailure`: its message, not the usage.
        print(Self.text(of: try InspectorTreeRequest(url: url).tree()))
    }

    /// The tree as indented text, one RIB a line: name, identity, state, view, workers, tasks.
    static func text(of details: RIBDetails) -> String {
        TreeText.lines(
            details,
            label: { node in
                var line = node.name
                if let id = node.id { line += " \(id)" }
                line += node.isActive ? " (active)" : " (inactive)"
                if node.isViewable { line += " [view]" }
                if !node.workers.isEmpty { line += " workers: \(node.workers.joined(separator: ", "))" }
                if node.boundWorkCount > 0 { line += " bound: \(node.boundWorkCount)" }
                return line
            }, children: \.children
        ).joined(separator: "\n")
    }
}
