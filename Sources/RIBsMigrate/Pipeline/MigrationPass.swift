/// One stage of `ribs migrate`'s pipeline: it reads a file as the passes before it left it, with
/// what it learned of the whole module when it was made, and returns its edits. The pipeline
/// applies them with ``StageAdvance``, which checks them, so a pass never writes a file itself.
protocol MigrationPass {
    /// The rules this pass runs, for a diagnostic that names one.
    var name: String { get }

    /// What the pass makes of `stage`.
    func run(on stage: FileStage) -> PassOutput
}
