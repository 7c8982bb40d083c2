/// Renders a RIB's files from a ``ScaffoldSpec``: the model in, the files out, nothing written.
///
/// File names follow Uber's template (`LoginBuilder.swift`, `LoginInteractor.swift`, …), in a
/// folder named after the RIB; tests go to the same folder under the test root.
package enum ScaffoldRenderer {
    package static func files(for spec: ScaffoldSpec) -> [ScaffoldFile] {
        files(
            shape: spec.shape, names: TemplateNames(spec.name, module: spec.module), tests: spec.tests,
            generatedDependencies: spec.generatedDependencies)
    }

    /// The files of a shape, filled with `names` (which may be Xcode's placeholders).
    package static func files(
        shape: RIBShape, names: TemplateNames, tests: Bool, generatedDependencies: Bool = false
    ) -> [ScaffoldFile] {
        let n = names.upper
        func source(_ suffix: String, _ text: String) -> ScaffoldFile {
            ScaffoldFile(root: .sources, path: "\(n)/\(n)\(suffix).swift", contents: text)
        }
        func test(_ suffix: String, _ text: String) -> ScaffoldFile {
            ScaffoldFile(root: .tests, path: "\(n)/\(n)\(suffix).swift", contents: text)
        }
        switch shape {
        case .viewless, .view, .presenter, .launch:
            let templates = ClassicTemplates(names: names, shape: shape, generatedDependencies: generatedDependencies)
            var files = [
                source("Builder", templates.builder()),
                source("Interactor", templates.interactor()),
                source("Router", templates.router()),
            ]
            if shape.ownsView { files.append(source("ViewController", templates.viewController())) }
            if shape == .presenter { files.append(source("Presenter", templates.presenter())) }
            if shape == .launch { files.append(source("App", templates.app())) }
            if tests {
                let testTemplates = ClassicTestTemplates(names: names, shape: shape)
                files.append(test("InteractorTests", testTemplates.interactorTests()))
                files.append(test("RouterTests", testTemplates.routerTests()))
            }
            return files
        case .stream:
            let templates = StreamTemplates(names: names)
            var files = [
                source("Builder", templates.builder()),
                source("Interactor", templates.interactor()),
                source("Router", templates.router()),
                source("View", templates.view()),
            ]
            if tests { files.append(test("Tests", templates.tests())) }
            return files
        case .rvb:
            let templates = RVBTemplates(names: names)
            var files = [
                source("Builder", templates.builder()),
                source("Router", templates.router()),
                source("View", templates.view()),
            ]
            if tests { files.append(test("Tests", templates.tests())) }
            return files
        }
    }

    /// Uber's "Component Extension": `<Parent>Component+<Child>.swift`, in which the parent's
    /// component satisfies the child's dependency.
    package static func componentExtension(parent: RIBName, child: RIBName) -> ScaffoldFile {
        ScaffoldFile(
            root: .sources, path: "\(parent)/\(parent)Component+\(child).swift",
            contents: ComponentExtensionTemplate(parent: parent.value, child: child.value).text(childViewProperty: nil))
    }
}
