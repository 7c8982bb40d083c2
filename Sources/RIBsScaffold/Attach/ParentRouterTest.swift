import Foundation

/// The test `ribs attach` adds to the parent's router tests: the parent routes to the child,
/// detaches it, and the harness finishes, judging the detached child at once. A parent that
/// keeps the child it detached fails it with the leak detector's message (issue 40), where
/// before nothing a user did not write themselves would have seen it.
struct ParentRouterTest {
    let parent: RIBName
    let child: RIBName
    /// The arguments of `routeTo<Child>(…)`, for the child's build parameters; `nil` when a
    /// parameter's type has no value a test can write.
    let routeArguments: String?
    /// With `--actionable`, `routeTo<Child>()` returns the child's actionable item.
    let actionable: Bool
    /// How the parent is written: a stream-style parent's router is one of the built RIB's parts
    /// and its `routeTo<Child>(listener:…)` takes the listener; an RVB parent's view attaches
    /// (`present<Child>(…)`) and is the listener.
    var parentStyle: ChildShape.Style = .classic
    /// How the child is written: a stream-style or RVB child's outputs are heard by the parent's
    /// interactor, which a stream-style parent's route takes.
    var childStyle: ChildShape.Style = .classic
    /// Whether the person may close the child's view: the test closes it as they would
    /// (`harness.closeByUser`), and the parent must let it go.
    var closable = false
    /// Whether the parent attaches the child as it starts (`--at-start`): the test detaches it
    /// first, then routes to it again, where routing to a child already there would prove nothing.
    var atStart = false

    /// `text` (the parent's router tests, as `ribs new` wrote them) with the test added before the
    /// suite's closing brace; `nil` with why (a clause: "it has no …") when it cannot be added.
    func adding(to text: String) -> (text: String?, note: String?) {
        guard let routeArguments else {
            let owner = child.description.hasSuffix("s") ? "\(child)'" : "\(child)'s"
            return (nil, "no test can write a value of each of \(owner) build parameters")
        }
        guard let harness = Self.harnessDeclaration(in: text) else {
            return (nil, "it has no test that makes `let harness = RIBTestHarness { … }`, as ribs new writes")
        }
        guard !text.contains("func routesToAndDetaches\(child)()"),
            !text.contains("func detachesAndRoutesAgainTo\(child)()")
        else { return (nil, nil) }
        guard let closing = text.range(of: "}", options: .backwards) else {
            return (nil, "it has no closing brace for the suite")
        }
        // A launch RIB's builder returns its launch router: its routing protocol is asked of it.
        let isLaunch = harness.contains(".launchRouter")
        // The parent's own running work is its first test's to declare: this one checks the
        // routing, the children and the leaks.
        let made = harness.replacingOccurrences(
            of: "RIBTestHarness {", with: "RIBTestHarness(exhaustivity: .on(except: .runningWork)) {")
        let routing = routing(routeArguments: routeArguments, isLaunch: isLaunch)
        let call = (actionable ? "_ = " : "") + routing.route
        let attached = "harness.expectAttached(\"\(child)\")"
        let detached = "harness.expectDetached(\"\(child)\")"
        var tests = [
            atStart
                ? Self.test(
                    named: "detachesAndRoutesAgainTo\(child)", made: made,
                    comment: [
                        "\(parent) attaches \(child) as it starts: detaching it lets it go, and routing again",
                        "builds it again; finish() judges what the router kept.",
                    ],
                    lines: routing.setup + [routing.detach, detached, call, attached, "harness.finish()"])
                : Self.test(
                    named: "routesToAndDetaches\(child)", made: made,
                    comment: [
                        "Routes to \(child) and detaches it: finish() judges it at once, so a router that",
                        "kept the child it detached fails here.",
                    ],
                    lines: routing.setup + [call, attached, routing.detach, detached, "harness.finish()"])
        ]
        if closable {
            // No detach of its own at the end: a router that kept the child the person closed
            // would detach a child that is not attached, a misuse that stops the run; finish()
            // detaches the RIB under test and judges what it left.
            tests.append(
                Self.test(
                    named: "theUserClosesAndReopens\(child)", made: made,
                    comment: [
                        "The person closes \(child)'s view (a back key, a sheet pulled down): \(parent) detaches it",
                        "as its own detach does, and routing again builds it again.",
                    ],
                    lines: routing.setup + [
                        call,
                        "harness.closeByUser(\"\(child)\")",
                        "harness.expectDetached(\"\(child)\")",
                        call,
                        "harness.expectAttached(\"\(child)\")",
                        "harness.finish()",
                    ]))
        }
        var body = text[..<closing.lowerBound]
        while body.hasSuffix("\n") { body.removeLast() }
        return (String(body) + "\n" + tests.flatMap { $0 }.joined(separator: "\n") + "\n}\n", nil)
    }

    /// A test of the parent's suite: its comment, the harness made as the parent's first test
    /// makes it, and its lines, indented.
    static func test(named name: String, made: String, comment: [String], lines: [String]) -> [String] {
        let throwing = lines.contains { $0.contains("try ") }
        return [""] + comment.map { "    /// \($0)" } + [
            "    @Test(.leakDetection)",
            "    func \(name)()\(throwing ? " throws" : "") {",
            "        \(made)",
        ] + lines.map { "        \($0)" } + ["    }"]
    }

    /// How a test of the parent, once its harness is made, routes to the child and detaches
    /// it: the lines that find what routes (`setup`), and the two calls. A classic parent's
    /// router routes (a launch RIB's, asked as its routing protocol); a stream-style parent's
    /// router, given the listener; an RVB module's view presents and dismisses.
    func routing(routeArguments: String, isLaunch: Bool) -> (setup: [String], route: String, detach: String) {
        var (setup, routes) = ([String](), "")
        var (route, detach) = ("routeTo\(child)", "detach\(child)")
        var arguments = [routeArguments].filter { !$0.isEmpty }
        switch parentStyle {
        case .classic:
            routes = isLaunch ? "router" : "harness.router"
            if isLaunch { setup.append("let router = try #require(harness.router as? any \(parent)Routing)") }
        case .stream:
            routes = "router"
            setup.append(
                "let router = try #require(harness.router.parts.lazy.compactMap { $0 as? \(parent)Router }.first)")
            if childStyle == .classic {
                arguments.insert("listener: \(child)ListenerMock()", at: 0)
            } else {
                setup.append(
                    "let interactor = try #require(harness.router.parts.lazy.compactMap { $0 as? \(parent)Interactor }.first)"
                )
                arguments.insert("listener: interactor", at: 0)
            }
        case .rvb:
            routes = "view"
            (route, detach) = ("present\(child)", "dismiss\(child)")
            setup.append("let view = try #require(harness.router as? \(parent)View)")
        }
        return (setup, "\(routes).\(route)(\(arguments.joined(separator: ", ")))", "\(routes).\(detach)()")
    }

    /// `let harness = RIBTestHarness { … }` of the first test, as written, its lines after the
    /// first indented as in the file.
    static func harnessDeclaration(in text: String) -> String? {
        guard let start = text.range(of: "let harness = RIBTestHarness {") else { return nil }
        var depth = 0
        var index = text.index(before: start.upperBound)
        while index < text.endIndex {
            switch text[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return String(text[start.lowerBound...index]) }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
