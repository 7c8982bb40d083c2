import TestSupport
import Testing

@testable import RIBsMock

@Suite(.ownThreads) struct MockOptionsFileTests {
    @Test func optionsBecomeArgumentsInOrder() throws {
        let text = """
            # mocks for LoginTests

            --enable-args-history
            --custom-imports Combine Foundation
            --header // Generated: do not edit.
            --annotation @testDouble
            """
        #expect(
            try MockOptionsFile.parse(text).get() == [
                "--enable-args-history", "--custom-imports", "Combine", "Foundation",
                "--header", "// Generated: do not edit.", "--annotation", "@testDouble",
            ])
    }

    @Test(arguments: [
        ("--mock-final\n--bogus\n", 2, "unknown option '--bogus'"),
        ("--mock-final yes\n", 1, "--mock-final takes no value"),
        ("\n\n--annotation\n", 3, "--annotation needs a value"),
        ("--macro A B\n", 1, "--macro takes one value, got 2"),
        ("--custom-imports\n", 1, "--custom-imports needs at least one value"),
        ("# fine\n--output-dir Mocks\n", 2, "--output-dir is set by RIBsMockPlugin"),
    ])
    func aWrongLineIsNamed(text: String, line: Int, message: String) {
        guard case .failure(let problem) = MockOptionsFile.parse(text) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(problem.line == line)
        #expect(problem.message.hasPrefix(message))
    }
}
