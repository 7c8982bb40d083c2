/// The stream style (SwiftUI-RIB's shape on this runtime): plain types, a dependency struct,
/// state in a `StateContainer` that only the interactor writes, child views in the node's
/// `ViewContainer`, outputs as `Events` the parent subscribes to when it attaches the RIB, and
/// the RIB's objects kept by the parent through its `BuiltRIB`, so nothing holds a cycle.
struct StreamTemplates {
    let names: TemplateNames
    /// What each build takes (`--param`): the builder's parameters, kept by the interactor.
    var parameters: [(parameter: BuilderParameter, testValue: String)] = []
    /// What it takes from its parent (`--dependency`): fields of its dependency struct.
    var dependencies: [(parameter: BuilderParameter, testValue: String)] = []
    /// A plain view to adopt a UI in, or a screen of RIBsTerminal where the target links it.
    var views: ViewKind = .plain
    /// What it tells its parent besides `finished` (`--output chose:String`): more `Events`.
    var outputs: [BuilderParameter] = []

    /// The output every stream-style RIB and RVB module has: it is done.
    static let finished = BuilderParameter(name: "finished", type: "Void")

    /// The comment of an output: `finished`'s says the parent detaches it.
    static func outputComment(_ output: BuilderParameter, rib: String) -> String {
        output.name == finished.name
            ? "/// \(rib) is done: its parent detaches it."
            : "/// \(rib) tells its parent `\(output.name)`, with a value its parent's handler receives."
    }

    private var allOutputs: [BuilderParameter] { [Self.finished] + outputs }

    private var n: String { names.upper }
    private var declarations: String { parameters.map(\.parameter.parameter).joined(separator: ", ") }
    private var passed: String { parameters.map { ", \($0.parameter.argument)" }.joined() }

    func builder() -> String {
        """
        import RIBs

        /// What \(n) needs from its parent: a struct, streams included (a `ValueRelay` for a value the
        /// parent shares).
        struct \(n)Dependency\(Self.fields(dependencies.map(\.parameter)))

        /// What \(n) tells its parent: streams the parent subscribes to when it attaches \(n), which
        /// end when \(n) is detached.
        struct \(n)Outputs {
        \(allOutputs.map { "    \(Self.outputComment($0, rib: n))\n    let \($0.name): Events<\($0.type)>" }.joined(separator: "\n"))
        }

        /// Makes \(n)'s parts and returns them with its node, view and outputs; the parent keeps the
        /// parts while \(n) is attached.
        @MainActor
        struct \(n)Builder {
            let dependency: \(n)Dependency

            func build(\(declarations)) -> BuiltRIB<\(n)Outputs> {
                let node = RIBNode(name: "\(n)")
                let (state, writer) = StateContainer.make(\(n)State())
                let router = \(n)Router(node: node)
                let interactor = \(n)Interactor(state: writer, dependency: dependency, router: router\(passed))
                let view = \(n)View(state: state, viewContainer: node.viewContainer, interactor: interactor)
                let outputs = \(n)Outputs(\(allOutputs.map { "\($0.name): interactor.\($0.name).events" }.joined(separator: ", ")))
                return BuiltRIB(node: node, view: view, outputs: outputs, keeping: [router, interactor])
            }
        }

        """
    }

    func interactor() -> String {
        """
        import RIBs

        /// What \(n)'s view shows. Only the interactor, which holds the writer, changes it.
        struct \(n)State {}

        /// What \(n)'s view calls: the user's actions.
        @MainActor
        protocol \(n)Interacting: AnyObject {
            func finish()
        }

        /// \(n)'s business logic: it writes the state, routes through the router, and sends the
        /// outputs.
        @MainActor
        final class \(n)Interactor: \(n)Interacting {
            private let state: StateWriter<\(n)State>
            private let dependency: \(n)Dependency
            private let router: \(n)Router
        \(allOutputs.map { "    let \($0.name) = EventRelay<\($0.type)>()\n" }.joined())\(parameters.map { "    let \($0.parameter.declaration)\n" }.joined())
            init(state: StateWriter<\(n)State>, dependency: \(n)Dependency, router: \(n)Router\(parameters.map { ", " + $0.parameter.parameter }.joined())) {
                self.state = state
                self.dependency = dependency
                self.router = router
        \(parameters.map { "        self.\($0.parameter.name) = \($0.parameter.name)\n" }.joined())    }

            func finish() {
                finished.send(())
            }
        }

        """
    }

    func router() -> String {
        """
        import RIBs

        /// Attaches and detaches \(n)'s children through its node: `node.attach(child, as: .push) { outputs,
        /// attachment in … }`, following the child's outputs with `attachment.on(_:_:)`.
        @MainActor
        final class \(n)Router {
            let node: RIBNode

            init(node: RIBNode) {
                self.node = node
            }
        }

        """
    }

    func view() -> String {
        if views == .terminal { return terminalView() }
        return """
            import RIBs

            /// \(n)'s view: it reads the state and the child views, and passes the user's actions to the
            /// interactor. Adopt your UI here (an observable model of a SwiftUI view, a `TerminalView`
            /// with RIBsTerminal).
            @MainActor
            final class \(n)View: ViewControllable {
            \(viewMembers)
            }

            """
    }

    /// What both views hold and take: the state, the child views and the interactor (indented
    /// as members).
    private var viewMembers: String {
        """
            let state: StateContainer<\(n)State>
            let viewContainer: ViewContainer
            let interactor: any \(n)Interacting

            init(state: StateContainer<\(n)State>, viewContainer: ViewContainer, interactor: any \(n)Interacting) {
                self.state = state
                self.viewContainer = viewContainer
                self.interactor = interactor
            }
        """
    }

    /// The view as a screen of RIBsTerminal: it draws from the state and answers the user's
    /// commands by calling the interactor.
    private func terminalView() -> String {
        """
        import RIBs
        import RIBsTerminal

        /// \(n)'s view, a screen of RIBsTerminal: it reads the state and the child views, and passes
        /// the user's commands to the interactor.
        @MainActor
        final class \(n)View: TerminalView {
        \(viewMembers)

            var title: String { "\(n)" }

            var commands: [String] { ["done"] }

            /// What is on screen: the child on top, else this RIB's own screen.
            var topmost: any TerminalView { viewContainer.topmostTerminalView ?? self }

            func render() -> [String] {
                // TODO: Draw \(n) from its state (state.…).
                []
            }

            func handle(_ command: String) -> Bool {
                if viewContainer.forward(command) { return true }
                switch command {
                case "done": interactor.finish()
                default: return false
                }
                return true
            }
        }

        """
    }

    private var arguments: String { Self.arguments(parameters) }

    /// ` {}`, or the fields of a struct, one a line.
    static func fields(_ values: [BuilderParameter]) -> String {
        values.isEmpty ? " {}" : " {\n" + values.map { "    let \($0.declaration)\n" }.joined() + "}"
    }

    /// `rideID: "rideID", seats: 1`: the values the tests pass.
    static func arguments(_ values: [(parameter: BuilderParameter, testValue: String)]) -> String {
        values.map { "\($0.parameter.name): \($0.testValue)" }.joined(separator: ", ")
    }

    func tests() -> String {
        """
        import RIBs
        import RIBsTesting
        import Testing

        @testable import \(names.module)

        /// \(n), built by its builder: the harness attaches it and checks the tree, the tasks left
        /// running and the leaks; outputs are awaited with a time limit.
        @MainActor
        @Suite struct \(n)Tests {
            @Test(.leakDetection)
            func finishingTellsTheParent() async throws {
                let harness = RIBTestHarness {
                    \(n)Builder(dependency: \(n)Dependency(\(Self.arguments(dependencies)))).build(\(arguments))
                }
                let finished = OutputRecorder(harness.router.outputs.finished)
                let view = try #require(harness.router.view as? \(n)View)
                view.interactor.finish()
                await finished.waitForCount(1)
                harness.expectTree("\(n) (active)")
                harness.finish()
            }
        }

        """
    }
}
