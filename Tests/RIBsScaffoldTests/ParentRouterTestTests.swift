import Testing

@testable import RIBsScaffold

/// Why `ribs attach` could not add its test to the parent's router tests reads as a sentence
/// after the file's name, with the child's possessive spelled as English spells it.
@Suite struct ParentRouterTestTests {
    @Test(arguments: [
        ("Episodes", "no test can write a value of each of Episodes' build parameters"),
        ("Player", "no test can write a value of each of Player's build parameters"),
    ])
    func aChildWhoseParametersNoTestCanWriteIsSaidSo(child: String, note: String) throws {
        let test = ParentRouterTest(
            parent: try RIBName("Library"), child: try RIBName(child), routeArguments: nil, actionable: false)
        let (text, why) = test.adding(to: "@Suite struct LibraryRouterTests {\n}\n")
        #expect(text == nil)
        #expect(why == note)
    }

    @Test func aFileWithoutTheHarnessIsSaidSo() throws {
        let test = ParentRouterTest(
            parent: try RIBName("Library"), child: try RIBName("Episodes"), routeArguments: "", actionable: false)
        let (text, why) = test.adding(to: "@Suite struct LibraryRouterTests {\n}\n")
        #expect(text == nil)
        #expect(why?.hasPrefix("it has no test that makes `let harness = RIBTestHarness { … }`") == true)
    }
}
