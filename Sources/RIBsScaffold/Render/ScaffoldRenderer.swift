import RIBsSource

/// Renders a RIB's files from a ``ScaffoldSpec``: the model in, the files out, nothing written.
///
/// File names follow Uber's template (`LoginBuilder.swift`, `LoginInteractor.swift`, …), in a
/// folder named after the RIB; tests go to the same folder under the test root. Lines longer
/// than the project's width are broken (``LineWidth``).
package enum ScaffoldRenderer {
    package static func files(for spec: ScaffoldSpec) -> [ScaffoldFile] {
        files(
            shape: spec.shape, names: TemplateNames(spec.name, module: spec.module), tests: spec.tests,
            generatedDependencies: spec.generatedDependencies,
            parameters: spec.parametersWithTestValues.map { ($0.parameter, $0.testValue ?? "<no value>") },
            dependencies: spec.dependenciesWithTestValues.map { ($0.parameter, $0.testValue ?? "<no value>") },
            views: spec.views, outputs: spec.outputs
        ).map { file in
            var file = file
            file.contents = LineWidth.reflow(file.contents)
            return file
        }
    }

    /// The files of a shape, filled with `names` (which may be Xcode's placeholders), as the
    /// templates write them.
    package static func files(
        shape: RIBShape, names: TemplateNames, tests: Bool, generatedDependencies: Bool = false,
        parameters: [(parameter: BuilderParameter, testValue: String)] = [],
        dependencies: [(parameter: BuilderParameter, testValue: String)] = [], views: ViewKind = .plain,
        outputs: [BuilderParameter] = []
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
            let templates = ClassicTemplates(
                names: names, shape: shape, generatedDependencies: generatedDependencies,
                parameters: parameters.map(\.parameter), dependencies: dependencies.map(\.parameter), views: views)
            var files = [
                source("Builder", templates.builder()),
                source("Interactor", templates.interactor()),
                source("Router", templates.router()),
            ]
            if shape.ownsView { files.append(source("ViewController", templates.viewController())) }
            if shape == .presenter { files.append(source("Presenter", templates.presenter())) }
            if shape == .launch { files.append(source("App", templates.app())) }
            if tests {
                let testTemplates = ClassicTestTemplates(
                    names: names, shape: shape, parameters: parameters.map { ($0.parameter, $0.testValue) },
                    dependencies: dependencies.map { ($0.parameter, $0.testValue) })
                files.append(test("InteractorTests", testTemplates.interactorTests()))
                files.append(test("RouterTests", testTemplates.routerTests()))
            }
            return files
        case .stream:
            let templates = StreamTemplates(
                names: names, parameters: parameters, dependencies: dependencies, views: views, outputs: outputs)
            var files = [
                source("Builder", templates.builder()),
                source("Interactor", templates.interactor()),
                source("Router", templates.router()),
                source("View", templates.view()),
            ]
            if tests { files.append(test("Tests", templates.tests())) }
            return files
        case .rvb:
            let templates = RVBTemplates(
                names: names, parameters: parameters, dependencies: dependencies, outputs: outputs, views: views)
            var files = [
                source("Builder", templates.builder()),
                source("Router", templates.router()),
                source("View", templates.view()),
            ]
            if tests { files.append(test("Tests", templates.tests())) }
            return files
        }
    }

    /// The entry point of an executable that launches `rib` on RIBsTerminal: `main.swift`, or the
    /// `@main` type `mainType` (in place of SwiftPM's hello world); with `inspects`, it takes
    /// `--inspect` (the target links RIBsInspector).
    package static func entryPoint(
        launching rib: RIBName, appName: String, mainType: String?, inspects: Bool = false
    ) -> String {
        EntryPointTemplate(rib: rib.value, appName: appName, mainType: mainType, inspects: inspects).text
    }

    /// Uber's "Component Extension": `<Parent>Component+<Child>.swift`, in which the parent's
    /// component satisfies the child's dependency.
    package static func componentExtension(parent: RIBName, child: RIBName) -> ScaffoldFile {
        ScaffoldFile(
            root: .sources, path: "\(parent)/\(parent)Component+\(child).swift",
            contents: ComponentExtensionTemplate(parent: parent.value, child: child.value).text(
                childViewProperty: nil, toDo: true))
    }
}
