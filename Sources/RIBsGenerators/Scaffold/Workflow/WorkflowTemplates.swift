/// The text `ribs new workflow NAME --through A,B,C` writes: the workflow (each RIB waits for
/// the next; the last does what the link asks), the steps each interactor implements, the link
/// that starts it, and its test on mocks of the actionable items.
struct WorkflowTemplates {
    let name: RIBName
    /// The RIBs the link goes through, from the root.
    let ribs: [RIBName]
    /// What the link carries, with the values the tests pass.
    let parameters: [(parameter: BuilderParameter, testValue: String)]
    let module: String
    /// The steps that open the next RIB (`--opens`), by place, with their routes' arguments.
    var opening: [Int: [RouteArgument]] = [:]
    /// Whether the last step is `async` (`--async`), to await a service.
    var asyncLastStep = false

    /// An argument of a router's `routeTo<Next>(…)`: its label, and the value the link carries.
    struct RouteArgument {
        let label: String
        let parameter: BuilderParameter
    }

    var workflow: String { "\(name)Workflow" }
    /// `openRide`: the last step, which the last RIB's interactor implements.
    var action: String { name.lowerCamel }
    var declarations: String { parameters.map(\.parameter.parameter).joined(separator: ", ") }
    var arguments: String { parameters.map(\.parameter.argument).joined(separator: ", ") }

    /// The step a RIB declares in its actionable item: wait for the next, or, last, the action.
    func requirement(at index: Int) -> String {
        if index < ribs.count - 1 {
            let next = ribs[index + 1]
            if let route = opening[index] {
                let taken = route.map(\.parameter.parameter).joined(separator: ", ")
                return "func open\(next)(\(taken)) async -> (any \(next)ActionableItem, Void)?"
            }
            return "func waitFor\(next)() async -> (any \(next)ActionableItem, Void)?"
        }
        let effect = asyncLastStep ? " async" : ""
        return "func \(action)(\(declarations))\(effect) -> (any \(ribs[index])ActionableItem, Void)?"
    }

    /// The call of step `index` in the workflow, on the RIB's actionable item `item`.
    private func stepCall(at index: Int, on item: String) -> String {
        guard index < ribs.count - 1 else { return "\(asyncLastStep ? "await " : "")\(item).\(action)(\(arguments))" }
        let next = ribs[index + 1]
        guard let route = opening[index] else { return "await \(item).waitFor\(next)()" }
        return "await \(item).open\(next)(\(route.map(\.parameter.argument).joined(separator: ", ")))"
    }

    /// The step, implemented in the RIB's interactor (already indented by `indent`).
    func implementation(at index: Int, indent: String) -> [String] {
        let rib = ribs[index]
        if index < ribs.count - 1 {
            let next = ribs[index + 1]
            if let route = opening[index] {
                let passed = route.map { ($0.label == "_" ? "" : "\($0.label): ") + $0.parameter.name }
                return [
                    "\(indent)/// \(name)'s step in \(rib): opens \(next), and goes on in it once it is attached.",
                    "\(indent)\(requirement(at: index)) {",
                    "\(indent)    router?.routeTo\(next)(\(passed.joined(separator: ", ")))",
                    "\(indent)    return await waitForChild((any \(next)ActionableItem).self).map { ($0, ()) }",
                    "\(indent)}",
                ]
            }
            return [
                "\(indent)/// \(name)'s step in \(rib): waits until \(next) is attached, and goes on in it.",
                "\(indent)\(requirement(at: index)) {",
                "\(indent)    await waitForChild((any \(next)ActionableItem).self).map { ($0, ()) }",
                "\(indent)}",
            ]
        }
        return [
            "\(indent)/// \(name)'s last step: what the link asks of \(rib).",
            "\(indent)\(requirement(at: index)) {",
            asyncLastStep
                ? "\(indent)    // TODO: Do what the link asks, such as try? await a service's call, then router?.routeTo…(…)."
                : "\(indent)    // TODO: Do what the link asks, such as router?.routeTo…(…).",
            "\(indent)    return (self, ())",
            "\(indent)}",
        ]
    }

    // MARK: - The workflow

    /// How a query item becomes each parameter's value: `nil` when a type cannot be read from a
    /// link (then the workflow has no `init?(url:)`).
    var urlReadings: [String]? {
        var readings: [String] = []
        for (parameter, _) in parameters {
            let query = "query[\"\(parameter.name)\"]"
            switch parameter.type {
            case "String": readings.append("let \(parameter.name) = \(query)")
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
                "Float", "Bool":
                readings.append("let \(parameter.name) = \(query).flatMap(\(parameter.type).init)")
            default: return nil
            }
        }
        return readings
    }

    var source: String {
        var steps: [String] = []
        for (index, rib) in ribs.enumerated() {
            let item = rib.lowerCamel
            let call = stepCall(at: index, on: item)
            steps.append(index == 0 ? "onStep { \(item) in \(call) }" : "    .onStep { \(item), _ in \(call) }")
        }
        steps.append("    .commit()")
        let through = Self.list(ribs.map(\.value))
        let openers = opening.keys.sorted().map { ribs[$0].value }
        let purpose =
            if ribs.count == 1 {
                "/// \(name): a deep link to \(through), which does what the link asks."
            } else if openers.isEmpty {
                """
                /// \(name): a deep link through \(through). Each RIB waits for the next to be attached, then
                /// \(ribs.last!) does what the link asks.
                """
            } else {
                """
                /// \(name): a deep link through \(through). Each RIB waits for the next to be attached
                /// (\(Self.list(openers)) \(openers.count == 1 ? "opens it" : "open it")), then \(ribs.last!) does what the link asks.
                """
            }
        var text = """
            \(urlReadings == nil ? "" : "import Foundation\n")import RIBs

            \(purpose)
            final class \(workflow): Workflow<any \(ribs[0])ActionableItem> {
                \(parameters.isEmpty ? "override " : "")init(\(declarations)) {
                    super.init()
            \(steps.map { "        \($0)\n" }.joined())    }
            }

            """
        if let readings = urlReadings {
            var guardLine =
                readings.isEmpty ? "" : "        guard \(readings.joined(separator: ", ")) else { return nil }\n"
            if guardLine.count > LineWidth.columns + 1 {
                guardLine =
                    "        guard\n" + readings.map { "            \($0)" }.joined(separator: ",\n")
                    + "\n        else { return nil }\n"
            }
            let query =
                parameters.isEmpty
                ? ""
                : "        let query = Dictionary(\n            (components.queryItems ?? []).map { ($0.name, $0.value ?? \"\") }, uniquingKeysWith: { _, last in last })\n"
            text += """

                extension \(workflow) {
                    /// The workflow a link asks for, such as `app://\(action)\(exampleQuery)`; `nil` for another link.
                    convenience init?(url: String) {
                        guard let components = URLComponents(string: url), components.host == "\(action)" else { return nil }
                \(query)\(guardLine)        self.init(\(arguments))
                    }
                }

                """
        }
        return text
    }

    /// `?rideID=R1&seats=1`: the test values, as a link carries them.
    var exampleQuery: String {
        let items = parameters.map { "\($0.parameter.name)=\(Self.queryValue(of: $0.testValue))" }
        return items.isEmpty ? "" : "?" + items.joined(separator: "&")
    }

    /// A literal's value in a query: a string's text without quotes, a number as written.
    static func queryValue(of literal: String) -> String {
        literal.hasPrefix("\"") && literal.hasSuffix("\"") && literal.count >= 2
            ? String(literal.dropFirst().dropLast()) : literal
    }

    /// The code that starts the workflow from a link, in the first RIB's `handle(_:)`.
    func start(indent: String) -> [String] {
        [
            "\(indent)if let workflow = \(workflow)(url: url) {",
            "\(indent)    workflow.subscribe(self).cancelOnDeactivate(interactor: self)",
            "\(indent)}",
        ]
    }

    // MARK: - The test

    var test: String {
        let mocks = ribs.map { "        let \($0.lowerCamel) = \($0)ActionableItemMock()\n" }.joined()
        var handlers = ""
        for (index, rib) in ribs.enumerated().dropLast() {
            let next = ribs[index + 1]
            if let route = opening[index] {
                let ignored = route.isEmpty ? "" : route.map { _ in "_" }.joined(separator: ", ") + " in "
                handlers += "        \(rib.lowerCamel).open\(next)Handler = { \(ignored)(\(next.lowerCamel), ()) }\n"
            } else {
                handlers += "        \(rib.lowerCamel).waitFor\(next)Handler = { (\(next.lowerCamel), ()) }\n"
            }
        }
        let last = ribs.last!.lowerCamel
        let names = parameters.map(\.parameter.name)
        // What the last RIB was asked, kept typed: each value the test can compare is compared
        // with what the link carried (a String, a number, a Bool, arrays and optionals of them).
        let record: String
        var checks: [String] = []
        switch parameters.count {
        case 0:
            record = "var received = 0"
        case 1:
            record = "var received: [\(parameters[0].parameter.type)] = []"
        default:
            record =
                "var received: [(\(parameters.map { "\($0.parameter.name): \($0.parameter.type)" }.joined(separator: ", ")))] = []"
        }
        let append =
            switch parameters.count {
            case 0: "received += 1"
            case 1: "received.append(\(names[0]))"
            default: "received.append((\(names.joined(separator: ", "))))"
            }
        let handlerArguments = names.isEmpty ? "" : " " + names.joined(separator: ", ") + " in"
        let testArguments = parameters.map { "\($0.parameter.name): \($0.testValue)" }.joined(separator: ", ")
        if parameters.isEmpty {
            checks.append("#expect(received == 1, \"\(ribs.last!) did what the link asks, once\")")
        } else {
            checks.append("#expect(received.count == 1, \"\(ribs.last!) did what the link asks, once\")")
            for (index, value) in parameters.enumerated() where Self.isComparable(value.parameter.type) {
                let read = parameters.count == 1 ? "received.first" : "received.first?.\(names[index])"
                checks.append("#expect(\(read) == \(value.testValue))")
            }
        }
        var text = """
            import RIBs
            import RIBsTesting
            import Testing

            @testable import \(module)

            \(testPurpose)
            @MainActor
            @Suite struct \(workflow)Tests {
                @Test(.leakDetection)
                func goesThrough\(ribs.map(\.value).joined(separator: "And"))() async {
            \(mocks)\(handlers)        \(record)
                    // weak: the mock keeps its handler.
                    \(last).\(action)Handler = { [weak \(last)]\(handlerArguments.isEmpty ? " in" : handlerArguments)
                        \(append)
                        return \(last).map { ($0, ()) }
                    }
                    let subscription = \(workflow)(\(testArguments)).subscribe(\(ribs[0].lowerCamel))
                    #expect(await subscription.finished())
            \(checks.map { "        \($0)\n" }.joined())    }

            """
        if urlReadings != nil {
            text += """

                    @Test func opensTheLinksThatNameIt() {
                        #expect(\(workflow)(url: "app://\(action)\(exampleQuery)") != nil)
                \(parameters.isEmpty ? "" : "        #expect(\(workflow)(url: \"app://\(action)\") == nil)\n")        #expect(\(workflow)(url: "app://another\(exampleQuery)") == nil)
                    }

                """
        }
        return text + "}\n"
    }

    private var testPurpose: String {
        let carries = parameters.isEmpty ? "" : ", with what the link carries"
        return ribs.count == 1
            ? "/// \(name)'s step, on a mock of \(ribs[0])'s actionable item: it does what the link asks\(carries)."
            : """
            /// \(name)'s steps, on mocks of the actionable items: each RIB waits for the next, and \(ribs.last!)
            /// does what the link asks\(carries).
            """
    }

    /// "Root, LoggedIn and OffGame".
    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// Whether a value of `type` compares with `==` in a test: the standard library's literal
    /// types, and arrays and optionals of them.
    static func isComparable(_ type: String) -> Bool {
        let plain = String(type.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        if plain.hasSuffix("?") { return isComparable(String(plain.dropLast())) }
        if plain.hasPrefix("["), plain.hasSuffix("]"), !plain.contains(":") {
            return isComparable(String(plain.dropFirst().dropLast()))
        }
        return [
            "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
            "UInt16", "UInt32", "UInt64", "Double", "Float",
        ].contains(plain)
    }
}
