import Foundation
import TestSupport
import Testing

@testable import RIBsSource

/// What the scaffolding commands write is formatted to the project's line width: the toolchain's
/// swift-format, with this repository's `.swift-format` (120 columns), finds nothing to change
/// in any of their golden files; and ``LineWidth`` breaks the lines it must, and only those.
@Suite(.ownThreads) struct GeneratedFormattingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test(arguments: ["ScaffoldGolden", "AttachGolden", "WorkerGolden", "WorkflowGolden"])
    func swiftFormatFindsNothingToChange(in golden: String) async throws {
        let configuration = Self.folder.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".swift-format")
        let lint = try await ChildProcess.tool(
            "swift",
            arguments: [
                "format", "lint", "--strict", "--recursive", "--configuration", configuration.path,
                Self.folder.appendingPathComponent(golden).path,
            ]
        ).run()
        #expect(lint.status == 0 && lint.allOutput.isEmpty, "swift format lint on \(golden):\n\(lint.allOutput)")
    }

    @Test func aLongCallIsBrokenOneArgumentALineAndItsShortNeighboursAreKept() {
        let long =
            "        return RootRouter(interactor: interactor, viewController: viewController, "
            + "loggedOutBuilder: LoggedOutBuilder(dependency: component))"
        let source = "func f() {\n        let short = g(a, b)\n\(long)\n}\n"
        #expect(
            LineWidth.reflow(source) == """
                func f() {
                        let short = g(a, b)
                        return RootRouter(
                            interactor: interactor,
                            viewController: viewController,
                            loggedOutBuilder: LoggedOutBuilder(dependency: component))
                }

                """)
    }

    @Test func onlyTheLinesAToolWroteAreBroken() {
        let userLine = "let x = f(" + (1...40).map { "a\($0)" }.joined(separator: ", ") + ")"
        let toolLine = "let y = g(" + (1...40).map { "b\($0)" }.joined(separator: ", ") + ")"
        let reflowed = LineWidth.reflow(userLine + "\n" + toolLine + "\n", lines: [2])
        let lines = reflowed.split(separator: "\n")
        #expect(lines.first == Substring(userLine))
        #expect(lines.count == 42)  // the user's line, then `let y = g(` and one line an argument
        #expect(lines.dropFirst().allSatisfy { $0.count <= 120 })
    }

    @Test func aParameterListClosesOnALineOfItsOwn() {
        let parameters = (1...12).map { "parameterNumber\($0): String" }.joined(separator: ", ")
        let reflowed = LineWidth.reflow("protocol P {\n    func build(\(parameters)) -> Int\n}\n")
        #expect(reflowed.hasSuffix("        parameterNumber12: String\n    ) -> Int\n}\n"))
        #expect(reflowed.contains("    func build(\n        parameterNumber1: String,\n"))
    }

    @Test func aLongInheritanceClauseFillsItsLinesAndTheBraceGoesBelow() {
        let types = (1...12).map { "ConformanceNumber\($0)" }.joined(separator: ", ")
        let reflowed = LineWidth.reflow("final class Box: \(types) {\n    let a = 1\n}\n")
        let lines = reflowed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("final class Box: ConformanceNumber1, ConformanceNumber2,"))
        #expect(lines.dropFirst().first?.hasPrefix("    ConformanceNumber") == true)
        #expect(lines.contains("{"))
        #expect(lines.allSatisfy { $0.count <= 120 })
    }

    @Test func aLineWithNothingToBreakStaysAsItIs() {
        let comment = "// " + String(repeating: "word ", count: 40)
        let string = "let text = \"" + String(repeating: "x", count: 130) + "\""
        #expect(LineWidth.reflow(comment + "\n" + string + "\n") == comment + "\n" + string + "\n")
    }
}
