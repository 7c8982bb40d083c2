import Foundation

/// The DocC tutorials "Build TicTacToe with swift-ribs", read as the script a reader follows:
/// every step's commands and the file it shows, in order.
///
/// A step's prose names its commands as code spans: `` `ribs new LoggedOut --view` ``,
/// `` `mkdir -p Tests/TicTacToeTests` ``, `` `printf 'login Alice Bob\n' | swift run TicTacToe` `` (the app,
/// with that input; `swift run TicTacToe` alone runs it with none).
/// Its `@Code(name:file:)` is the file at that step: `name` is the path in the reader's package,
/// `file` the resource that holds it. A step whose prose says the tool *wrote* the file shows
/// it unchanged (the test checks that it is what the tool wrote); any other step is an edit.
/// The package builds after every step, but for one whose prose says "the package builds again"
/// at a later one.
struct TutorialScript {
    struct Step {
        /// The tutorial's number, from 1.
        var tutorial: Int
        /// "Tutorial 2, section 1, step 3", for messages.
        var place: String
        var prose: String
        var commands: [Command]
        var code: (path: String, resource: String)?
        /// The prose says the tool wrote the file the step shows.
        var showsWhatAToolWrote: Bool
        /// The prose says "the package builds again" later (files that change together, shown
        /// one a step).
        var buildsAfterTheNextStep: Bool
    }

    enum Command: Equatable {
        case ribs([String])
        case mkdir(String)
        /// `printf 'INPUT' | swift run TicTacToe ARGUMENTS`.
        case runApp(input: String, arguments: [String])

        /// `ribs new` and `ribs attach` write the file the step shows; the step's other commands
        /// (the app, `ribs deps`) read what the step leaves, so they run after it is built.
        var writesFiles: Bool {
            switch self {
            case .ribs(let arguments): ["new", "attach"].contains(arguments.first)
            case .mkdir: true
            case .runApp: false
            }
        }
    }

    static let catalog = PackageSandbox.repository.appendingPathComponent("Sources/RIBs/Documentation.docc")

    var steps: [Step] = []

    /// Reads the table of contents, then each tutorial it lists, in order.
    init() throws {
        let tutorials = Self.catalog.appendingPathComponent("Tutorials")
        let contents = try String(
            contentsOf: tutorials.appendingPathComponent("BuildTicTacToe.tutorial"), encoding: .utf8)
        let names = Self.matches(of: #"@TutorialReference\(tutorial: "doc:([A-Za-z0-9-]+)"\)"#, in: contents)
        for (index, name) in names.enumerated() {
            let text = try String(
                contentsOf: tutorials.appendingPathComponent("\(name).tutorial"), encoding: .utf8)
            steps += try Self.steps(of: text, tutorial: index + 1)
        }
    }

    static func steps(of text: String, tutorial: Int) throws -> [Step] {
        var steps: [Step] = []
        for (sectionIndex, section) in text.components(separatedBy: "@Section(").dropFirst().enumerated() {
            for (stepIndex, body) in section.components(separatedBy: "@Step {").dropFirst().enumerated() {
                let place = "tutorial \(tutorial), section \(sectionIndex + 1), step \(stepIndex + 1)"
                let codes = matches(of: #"@Code\(name: "([^"]+)", file: "([^"]+)"\)"#, in: body, groups: 2)
                guard codes.count <= 2 else { throw ScriptError("\(place) shows more than one file") }
                // One space between words: the prose wraps anywhere.
                let prose = body.components(separatedBy: "@Code(")[0].split(whereSeparator: \.isWhitespace)
                    .joined(separator: " ")
                steps.append(
                    Step(
                        tutorial: tutorial, place: place, prose: prose, commands: try commands(in: prose, place: place),
                        code: codes.count == 2 ? (codes[0], codes[1]) : nil,
                        showsWhatAToolWrote: prose.contains(" wrote"),
                        buildsAfterTheNextStep: prose.contains("package builds again ")))
            }
        }
        return steps
    }

    static func commands(in prose: String, place: String) throws -> [Command] {
        var commands: [Command] = []
        for span in matches(of: "`([^`]+)`", in: prose) {
            // Words split at spaces, as a shell splits them, but inside single quotes.
            let words = span.split(separator: "'", omittingEmptySubsequences: false).enumerated().flatMap {
                index, part in index % 2 == 1 ? [String(part)] : part.split(separator: " ").map(String.init)
            }
            if span.hasPrefix("swift package --allow-writing-to-package-directory ribs ") {
                commands.append(.ribs(Array(words.dropFirst(4))))
            } else if words.first == "ribs", words.count >= 3 {
                // `ribs new Root --launch` is a command (the alias the first step gives);
                // `ribs new`, a verb and no argument, names one in the prose.
                commands.append(.ribs(Array(words.dropFirst())))
            } else if span.hasPrefix("mkdir -p ") {
                commands.append(.mkdir(String(span.dropFirst("mkdir -p ".count))))
            } else if span.hasPrefix("printf '") {
                let parts = span.components(separatedBy: "' | swift run TicTacToe")
                guard parts.count == 2 else { throw ScriptError("\(place): a printf that runs no app: \(span)") }
                let input = String(parts[0].dropFirst("printf '".count)).replacingOccurrences(of: "\\n", with: "\n")
                let arguments = parts[1].split(separator: " ").map { $0.trimmingCharacters(in: ["'"]) }
                commands.append(.runApp(input: input, arguments: arguments))
            } else if span.hasPrefix("swift run TicTacToe") {
                // In a terminal the reader plays; the test runs it with no input, and it exits.
                commands.append(.runApp(input: "", arguments: Array(words.dropFirst(3))))
            }
        }
        return commands
    }

    static func matches(of pattern: String, in text: String, groups: Int = 1) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).flatMap { match in
            (1...groups).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    struct ScriptError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
