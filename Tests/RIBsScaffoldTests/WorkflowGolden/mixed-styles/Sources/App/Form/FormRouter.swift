import RVB

/// Builds Form's children, from the builders it keeps (`routeTo<Child>(…)` returns one); the
/// view attaches them with its node.
@MainActor
final class FormRouter: Routable {
    private let noteBuilder: NoteBuilder

    init(noteBuilder: NoteBuilder) {
        self.noteBuilder = noteBuilder
    }

    /// Builds Note, which Form's view attaches.
    func routeToNote() -> BuiltRIB<NoteOutputs> {
        noteBuilder.build()
    }
}
