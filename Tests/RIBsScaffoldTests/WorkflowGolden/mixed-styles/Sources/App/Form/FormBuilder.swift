import RVB

/// What Form needs for as long as it lives: its static input.
struct FormDependency: Dependency {}

/// What one build of Form takes: its dynamic input.
struct FormParameter: Parameter {}

/// Form's contract: what its parent sees of the module, which is its view.
@MainActor
protocol FormControllable: Controllable, ViewControllable {
    /// Form is done: its parent detaches it.
    var finished: Events<Void> { get }
}

/// Builds Form from its dependency and a parameter: its node first, which its view keeps and
/// whose view container shows its children.
final class FormBuilder: Builder<FormDependency>, Buildable {
    func build(with parameter: FormParameter) -> any FormControllable {
        let node = RIBNode(name: "Form")
        return FormView(
            node: node,
            router: FormRouter(noteBuilder: NoteBuilder(dependency: NoteDependency())),
            dependency: dependency,
            parameter: parameter)
    }
}
