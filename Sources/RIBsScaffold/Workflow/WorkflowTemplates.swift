import RIBsSource

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
    /// How each RIB is written, by place: where its step lives and how it reaches the next.
    var styles: [ChildShape.Style] = []
    /// The tests of the steps on the real tree (``WorkflowWiringTest``), each indented as a
    /// member of the test suite.
    var wiringTests: [[String]] = []
    /// How long a step waits for the next RIB before the link is dropped, said so.
    static let stepWait = ".seconds(60)"

    /// The value the tests pass for what the link carries as `parameter`.
    func testValue(of parameter: BuilderParameter) -> String {
        parameters.first { $0.parameter.name == parameter.name }?.testValue ?? ""
    }

    /// The style of the RIB at `index`.
    func style(at index: Int) -> ChildShape.Style { index < styles.count ? styles[index] : .classic }

    /// The type that implements the step of the RIB at `index`: its interactor, or an RVB
    /// module's view.
    func host(at index: Int) -> String {
        style(at: index) == .rvb ? "\(ribs[index])View" : "\(ribs[index])Interactor"
    }

    /// The names the steps' closures give each RIB's item: the RIB's name, unless the link
    /// carries a value of that name (then `…Item`, so neither hides the other).
    var itemNames: [String] {
        ribs.map { rib in
            parameters.contains { $0.parameter.name == rib.lowerCamel } ? rib.lowerCamel + "Item" : rib.lowerCamel
        }
    }

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

    /// The step, implemented in the RIB's interactor or module view (indented by `indent`).
    func implementation(at index: Int, indent: String) -> [String] {
        let rib = ribs[index]
        let style = style(at: index)
        // A classic interactor waits itself; a stream-style RIB's interactor and an RVB module's
        // view through their node.
        let waiter =
            switch style {
            case .classic: ""
            case .stream: "router.node."
            case .rvb: "node."
            }
        let routes =
            switch style {
            case .classic: "router?.routeTo"
            case .stream: "router.routeTo"
            case .rvb: "present"
            }
        if index < ribs.count - 1 {
            let next = ribs[index + 1]
            let wait = [
                "\(waiter)waitForChild(",
                "\(indent)        (any \(next)ActionableItem).self, named: \"\(next)\", within: \(Self.stepWait),",
                "\(indent)        for: \"\(name)'s step in \(rib)\"",
                "\(indent)    ).map { ($0, ()) }",
            ]
            if let route = opening[index] {
                let passed =
                    (style == .stream ? ["listener: self"] : [])
                    + route.map { ($0.label == "_" ? "" : "\($0.label): ") + $0.parameter.name }
                return [
                    "\(indent)/// \(name)'s step in \(rib): opens \(next), and goes on in it once it is attached.",
                    "\(indent)\(requirement(at: index)) {",
                    "\(indent)    \(routes)\(next)(\(passed.joined(separator: ", ")))",
                    "\(indent)    return await \(wait[0])",
                ] + wait.dropFirst() + ["\(indent)}"]
            }
            return [
                "\(indent)/// \(name)'s step in \(rib): waits until \(next) is attached, and goes on in it.",
                "\(indent)\(requirement(at: index)) {",
                "\(indent)    await \(wait[0])",
            ] + wait.dropFirst() + ["\(indent)}"]
        }
        let opens = "\(routes)…(…)"
        return [
            "\(indent)/// \(name)'s last step: what the link asks of \(rib).",
            "\(indent)\(requirement(at: index)) {",
            asyncLastStep
                ? "\(indent)    // TODO: Do what the link asks, such as try? await a service's call, then \(opens)."
                : "\(indent)    // TODO: Do what the link asks, such as \(opens).",
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
        for index in ribs.indices {
            let item = itemNames[index]
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
