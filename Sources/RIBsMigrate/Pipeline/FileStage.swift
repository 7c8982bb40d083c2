import RIBsSource
import SwiftSyntax

/// One file of the module between two passes: its text and tree as they are now, what the passes
/// so far left to a person (at places of this text), and what they wrote whole.
struct FileStage {
    let path: String
    /// The text on disk: what a file that a pass cannot rewrite keeps.
    let onDisk: String
    var text: String
    var tree: SourceFileSyntax
    var findings: [Finding] = []
    /// Ranges of ``text`` a pass wrote whole, which later passes leave alone.
    var owned: [Range<Int>] = []
    /// The rules whose edits changed the file, in the order they first did.
    var rules: [RuleID] = []
    /// The edits of each pass so far, oldest first: a place of ``text`` is found on disk through
    /// them.
    var history: [SourceEdits] = []
    /// Why the file is left as it was, once a pass could not rewrite it; the passes after it skip
    /// the file, and its text and tree are those it was read with.
    var leftAsItWas: Diagnostic?
    /// The text a pass would have written where it lost code, with what it lost: for a person who
    /// finds out why a rule loses code (`RIBS_MIGRATE_SHOW_REJECTED`).
    var refusedRewrite: String?

    /// The text and tree the file was read with, which a file left as it was keeps for the module's
    /// index.
    private let read: (text: String, tree: SourceFileSyntax)

    init(path: String, onDisk: String, text: String, tree: SourceFileSyntax) {
        self.path = path
        self.onDisk = onDisk
        self.text = text
        self.tree = tree
        read = (text, tree)
    }

    /// Where the byte at `offset` of ``text`` is in the text on disk.
    func onDiskOffset(of offset: Int) -> Int {
        history.reversed().reduce(offset) { offset, edits in edits.originalOffset(ofEdited: offset) }
    }

    /// The file left as it was, because of `message` at `offset` of ``text``.
    mutating func leave(_ message: String, at offset: Int = 0) {
        let place = LineTable(onDisk).location(ofUTF8Offset: min(onDiskOffset(of: offset), onDisk.utf8.count))
        leftAsItWas = Diagnostic(
            location: FileLocation(file: path, line: place.line, column: place.column), message: message)
        (text, tree) = read
        findings = []
        owned = []
        rules = []
    }
}
