import Foundation

/// A test of one step on the real tree (issue 63): the RIB, built as its own tests build it,
/// attaches the next RIB (or opens it in the step, with `--opens`), and its step must find the
/// next RIB's actionable item. The workflow's test on mocks passes whatever the tree does; this
/// one fails where the app's link would stop: a next RIB whose parts do not adopt its item, a
/// parent that attaches something else.
struct WorkflowWiringTest {
    let workflow: RIBName
    /// How the parent routes to the child, as the parent's router tests do.
    let routing: ParentRouterTest
    /// The parent's harness, as its own tests make it (`let harness = RIBTestHarness { … }`).
    let harness: String
    /// The parent's type that implements the step: its interactor, or an RVB module's view.
    let host: String
    /// The step's call on the parent's item: `waitForHome()`, `openHome(id: "id")`.
    let step: String
    /// Whether the step opens the child itself (`--opens`): the test does not route first.
    let opens: Bool

    /// The test, indented as a suite's member, or `nil` when the child's build parameters have
    /// no value a test can write.
    var lines: [String]? {
        guard let arguments = routing.routeArguments else { return nil }
        let (parent, child) = (routing.parent, routing.child)
        let owner = child.description.hasSuffix("s") ? "\(child)'" : "\(child)'s"
        let isLaunch = harness.contains(".launchRouter")
        let made = harness.replacingOccurrences(
            of: "RIBTestHarness {", with: "RIBTestHarness(exhaustivity: .on(except: .runningWork)) {")
        let routes = routing.routing(routeArguments: arguments, isLaunch: isLaunch)
        let item =
            switch routing.parentStyle {
            case .classic: "harness.interactor(as: \(host).self)"
            case .stream: "harness.router.parts.lazy.compactMap { $0 as? \(host) }.first"
            case .rvb: "harness.router as? \(host)"
            }
        // A step that opens the child routes itself: what only the route needed goes. What the
        // routing found already (an RVB module's view, a stream-style parent's interactor) is the step.
        let setup = opens ? routes.setup.filter { !$0.hasPrefix("let interactor = ") } : routes.setup
        let found =
            routing.parentStyle == .rvb
            ? "view" : setup.contains { $0.hasPrefix("let interactor = ") } ? "interactor" : nil
        var body = setup + [found.map { "let step = \($0)" } ?? "let step = try #require(\(item))"]
        if !opens { body.append(routes.route) }
        body += [
            "let next = await step.\(step)",
            "#expect(next != nil, \"\(parent)'s step found no \(child) to go on in\")",
            "harness.expectAttached(\"\(child)\")",
            routes.detach,
            "harness.finish()",
        ]
        return [
            "",
            "    /// \(workflow)'s step in \(parent) goes on in \(child) on the real tree: \(parent), built as its tests",
            "    /// build it, \(opens ? "opens" : "attaches") \(child), and the step finds \(owner) actionable item.",
            "    @Test(.leakDetection)",
            "    func theStepIn\(parent)GoesOnIn\(child)() async throws {",
            "        \(made)",
        ] + body.map { "        \($0)" } + ["    }"]
    }
}
