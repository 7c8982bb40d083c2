/// Tests for a classic RIB that pass as generated and check what the generated code promises:
/// the view's actions reach the interactor, a viewless RIB tidies its parent's view as it
/// resigns, the builder makes a RIB that loads, activates and goes without a leak or stray work.
/// They use `RIBsTesting` and the mocks `RIBsMockPlugin` generates from the RIB's `@mockable`
/// protocols (Uber's test templates are empty stubs).
struct ClassicTestTemplates {
    let names: TemplateNames
    let shape: RIBShape
    /// The builder's parameters, with the values the tests pass (see
    /// ``BuilderParameter/testValue(mockable:)``).
    var parameters: [(parameter: BuilderParameter, value: String)] = []
    /// The RIB's dependencies, with the values the tests pass.
    var dependencies: [(parameter: BuilderParameter, value: String)] = []

    private var n: String { names.upper }
    private var header: String {
        """
        import RIBs
        import RIBsTesting
        import Testing

        @testable import \(names.module)

        """
    }
    private var arguments: String {
        parameters.map { "\($0.parameter.name): \($0.value)" }.joined(separator: ", ")
    }
    /// The interactor's arguments after its presenter: dependencies, then parameters.
    private var keptArguments: [String] {
        (dependencies + parameters).map { "\($0.parameter.name): \($0.value)" }
    }

    /// "presenter, router and listener".
    private var doubles: String {
        let names = (shape.ownsView ? ["presenter"] : []) + ["router"] + (shape == .launch ? [] : ["listener"])
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    func interactorTests() -> String {
        var properties: [String] = []
        if shape.ownsView { properties.append("    let presenter = \(n)PresentableMock()") }
        properties.append("    let router = \(n)RoutingMock()")
        if shape != .launch { properties.append("    let listener = \(n)ListenerMock()") }
        let make =
            shape.ownsView
            ? "\(n)Interactor(\((["presenter: presenter"] + keptArguments).joined(separator: ", ")))"
            : "\(n)Interactor(\(keptArguments.joined(separator: ", ")))"
        let setListener = shape == .launch ? "" : "        interactor.listener = listener\n"
        let test =
            shape.ownsView
            ? """
                @Test(.leakDetection)
                func listensToItsView() {
                    let interactor = makeInteractor()
                    #expect(interactor === presenter.listener)  // the view's actions reach it
                }
            """
            : """
                @Test(.leakDetection)
                func resigningTakesItsChildrensViewsOutOfItsParents() {
                    let interactor = makeInteractor()
                    interactor.activate()
                    interactor.deactivate()
                    #expect(router.cleanupViewsCallCount == 1)  // it has no view: its router tidies its parent's
                }
            """
        return """
            \(header)
            /// \(n)'s interactor, alone: its \(doubles) are mocks.
            @MainActor
            @Suite struct \(n)InteractorTests {
            \(properties.joined(separator: "\n"))

                func makeInteractor() -> \(n)Interactor {
                    let interactor = \(make)
                    interactor.router = router
            \(setListener)        return interactor
                }

            \(test)
            }

            """
    }

    func routerTests() -> String {
        let dependencyArguments =
            (shape == .viewless ? ["\(names.lower)ViewController: \(n)ViewControllableMock()"] : [])
            + dependencies.map { "\($0.parameter.name): \($0.value)" }
        let dependency = "\(n)DependencyMock(\(dependencyArguments.joined(separator: ", ")))"
        let build =
            shape == .launch
            ? "build().launchRouter"
            : "build(withListener: \(n)ListenerMock()\(parameters.isEmpty ? "" : ", " + arguments))"
        return """
            \(header)
            /// \(n)'s router, built by its builder: the harness activates it and checks the tree, the
            /// tasks left running and the leaks.
            @MainActor
            @Suite struct \(n)RouterTests {
                @Test(.leakDetection)
                func buildsAndLoads() {
                    let harness = RIBTestHarness {
                        \(n)Builder(dependency: \(dependency)).\(build)
                    }
                    harness.expectTree("\(n) (active)")
                    // Work \(n)Interactor starts when it activates (`whileActive(named:) { }`)
                    // is declared here, or finish() fails naming it: harness.expectRunning("its name").
                    // Its interactor, to call: try #require(harness.interactor(as: \(n)Interactor.self)), nil if another type.
                    harness.finish()
                }
            }

            """
    }
}
