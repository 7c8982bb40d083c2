extension RIBShape {
    /// The types a RIB of this shape called `name` declares (`LoginRouting`, `LoginBuilder`, …):
    /// what `ribs new` checks against the module, declared here rather than learned by parsing
    /// the rendered files. `ScaffoldTests` checks that the templates declare exactly these.
    package func declaredTypes(named name: RIBName) -> [String] {
        typeSuffixes.map { name.value + $0 } + (self == .launch ? ["AppComponent"] : [])
    }

    /// The types named after `name` that any shape declares.
    package static func typesAnyShapeDeclares(named name: RIBName) -> Set<String> {
        Set(allCases.flatMap { shape in shape.typeSuffixes.map { name.value + $0 } })
    }

    /// What follows the RIB's name in each type its files declare.
    private var typeSuffixes: [String] {
        let classic = [
            "Dependency", "Component", "Buildable", "Builder", "Routing", "Interactor", "Interactable",
            "ViewControllable", "Router",
        ]
        switch self {
        case .viewless: return classic + ["Listener"]
        case .view: return classic + ["Listener", "Presentable", "PresentableListener", "ViewController"]
        case .presenter:
            return classic + [
                "Listener", "Presentable", "PresentableListener", "ViewController", "ViewControllerListener",
                "Presenter",
            ]
        case .launch: return classic + ["Presentable", "PresentableListener", "ViewController", "App", "URLHandler"]
        case .stream:
            return ["Dependency", "Outputs", "Builder", "State", "Interacting", "Interactor", "Router", "View"]
        case .rvb: return ["Dependency", "Parameter", "Controllable", "Builder", "Router", "View"]
        }
    }
}
