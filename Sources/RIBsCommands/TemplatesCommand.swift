import ArgumentParser
import Foundation
import RIBsScaffold
import RIBsSource

/// `ribs templates export DIR`: Xcode file templates rendered from `ribs new`'s templates.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Xcode file templates of the same code ribs new writes.",
        subcommands: [Export.self]
    )

    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Writes RIB, RIB Unit Tests and Component Extension .xctemplate folders into DIR.",
            discussion: """
                Install them for Xcode's New File menu with, for example:
                ribs templates export ~/Library/Developer/Xcode/Templates/File\\ Templates/RIBs
                """
        )

        @Argument(help: "The folder to write the templates into.")
        var directory: String

        @Flag(help: "Replace templates that exist.")
        var force = false

        func run() throws {
            let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
            let changes = XcodeTemplates.files().map {
                FileSetWriter.Change(path: folder + "/" + $0.path, contents: $0.contents)
            }
            try FileSetWriter.write(changes, overwrite: force)
            print("wrote \(changes.count) files of 3 Xcode templates into \(folder)")
        }
    }
}
