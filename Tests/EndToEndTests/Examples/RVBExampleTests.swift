import TestSupport
import Testing

@Suite(.endToEnd) struct RVBExampleTests {
    static func titles(_ screens: [String]) -> [String] {
        screens.map { $0.split(separator: "\n").first.map(String.init) ?? "" }
    }

    @Test func theLastModuleOfTheSignUpFlowReachesRoot() async throws {
        let run = try await runExample(
            "ribs-rvb-example", input: ["sign up", "next", "accept", "name Ada", "finish", "quit"])
        #expect(run.status == 0)
        #expect(
            Self.titles(run.screens) == [
                "== Root ==", "== Welcome ==", "== Terms ==", "== Basic information ==", "== Congratulation ==",
                "== Root ==",
            ])
        #expect(run.screens[4].contains("Welcome aboard, Ada!"))
        #expect(run.screens[5].contains("Signed up: Ada"))
    }

    @Test(arguments: [("p1", "Name: Teapot"), ("p3", "Name: Tea cosy"), ("p9", "No product with id p9.")])
    func productDetailIsBuiltFromTheIdParameter(id: String, line: String) async throws {
        let run = try await runExample("ribs-rvb-example", input: ["product \(id)", "back", "quit"])
        #expect(Self.titles(run.screens) == ["== Root ==", "== Product \(id) ==", "== Root =="])
        #expect(run.screens[1].contains(line))
    }
}
