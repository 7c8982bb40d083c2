/// The workflow's test: its steps on mocks of the actionable items, its link, and each step on
/// the real tree (``WorkflowWiringTest``).
extension WorkflowTemplates {
    var test: String {
        let items = itemNames
        let mocks = ribs.indices.map { "        let \(items[$0]) = \(ribs[$0])ActionableItemMock()\n" }.joined()
        var handlers = ""
        for index in ribs.indices.dropLast() {
            let next = ribs[index + 1]
            if let route = opening[index] {
                let ignored = route.isEmpty ? "" : route.map { _ in "_" }.joined(separator: ", ") + " in "
                handlers += "        \(items[index]).open\(next)Handler = { \(ignored)(\(items[index + 1]), ()) }\n"
            } else {
                handlers += "        \(items[index]).waitFor\(next)Handler = { (\(items[index + 1]), ()) }\n"
            }
        }
        let last = items.last!
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
                    let subscription = \(workflow)(\(testArguments)).subscribe(\(items[0]))
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
        for lines in wiringTests { text += lines.joined(separator: "\n") + "\n" }
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
}
