import Foundation

/// The entry point `ribs new Root --launch` writes for an executable target on RIBsTerminal:
/// Root launched in the terminal, deep links passed on, leaks judged at exit.
///
/// It is top-level code in `main.swift`, or, in place of SwiftPM's hello world (`@main struct
/// Name` in `Name.swift`, which `swift package init --type executable` writes), the same lines
/// in that type's `main()`.
struct EntryPointTemplate {
    /// The launch RIB: `Root`.
    let rib: String
    /// The name the app gives itself in messages: the module's, in lower case.
    let appName: String
    /// The `@main` type to write, or `nil` for `main.swift`.
    let mainType: String?
    /// Whether the target links RIBsInspector: `--inspect` serves the live tree to a browser.
    var inspects = false

    var text: String {
        let statements =
            inspects
            ? [
                "let app = \(rib)App()",
                "let host = TerminalHost()",
                "let launchRouter = app.launch(in: host)",
                "let arguments = CommandLine.arguments.dropFirst()",
                "// --inspect serves the live tree to a browser, at the address printed on standard error.",
                "var inspector: RIBsInspector?",
                "if arguments.contains(\"--inspect\") {",
                "    do {",
                "        let started = try await RIBsInspector.start(root: launchRouter)",
                "        inspector = started",
                "        TerminalLog.writeError(\"\(appName): RIBs inspector on \\(started.url)\\n\")",
                "    } catch {",
                "        TerminalLog.writeError(\"\(appName): the inspector could not start: \\(error)\\n\")",
                "    }",
                "}",
                "host.openURL = { url in app.open(url) }",
                "for url in arguments where url != \"--inspect\" { app.open(url) }",
                "let status = await host.runJudgingLeaks(appName: \"\(appName)\")",
                "await inspector?.stop()",
                "exit(status)",
            ]
            : [
                "let app = \(rib)App()",
                "let host = TerminalHost()",
                "app.launch(in: host)",
                "host.openURL = { url in app.open(url) }",
                "for url in CommandLine.arguments.dropFirst() { app.open(url) }",
                "exit(await host.runJudgingLeaks(appName: \"\(appName)\"))",
            ]
        let header = """
            \(inspects ? "import RIBsInspector\n" : "")import RIBsTerminal

            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif


            """
        let purpose = """
            The app's entry point, written by `ribs new \(rib) --launch`: \(rib) in the terminal until `quit`.
            In a terminal it draws full screen and takes keys; from a pipe it reads a command a line and
            prints each screen. A URL argument, or `open URL` on any screen, is a deep link for \(rib).
            """ + (inspects ? "\n`--inspect` shows the live RIB tree in a browser (RIBsInspector)." : "")
        guard let mainType else {
            return header + purpose.split(separator: "\n").map { "// \($0)\n" }.joined() + "\n"
                + statements.map { "\($0)\n" }.joined()
        }
        return header + purpose.split(separator: "\n").map { "/// \($0)\n" }.joined() + """
            @main
            struct \(mainType) {
                @MainActor
                static func main() async {
            \(statements.map { "        \($0)\n" }.joined())    }
            }

            """
    }

    /// Whether `text` is SwiftPM's hello world, which the entry point may replace: `@main struct
    /// Name` printing "Hello, world!" (or a `main.swift` that only prints it), comments aside.
    /// Returns the type's name, or "" for `main.swift`; `nil` for anything else.
    static func helloWorld(in text: String) -> String? {
        let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined().filter { !$0.isWhitespace }
        let hello = "print(\"Hello,world!\")"
        if code == hello { return "" }
        let prefix = "@mainstruct"
        let suffix = "{staticfuncmain(){\(hello)}}"
        guard code.hasPrefix(prefix), code.hasSuffix(suffix) else { return nil }
        let name = String(code.dropFirst(prefix.count).dropLast(suffix.count))
        return SwiftIdentifier.isIdentifier(name) ? name : nil
    }
}
