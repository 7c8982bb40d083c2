import RIBsSource
import SwiftSyntax

/// The one place where a pass's edits reach a file: it applies them, parses the result again and
/// runs ``KeptCodeCheck``. Two rules changing the same bytes, code that no longer parses, or app
/// code gone leave the whole file as it was, named with the rule responsible: never a guess.
enum StageAdvance {
    /// `stage` after `output`, or left as it was (``FileStage/leftAsItWas``) with the reason.
    static func advance(_ stage: FileStage, by output: PassOutput, pass: String) -> FileStage {
        var next = stage
        if let reason = output.leftAsItWas {
            next.leave(reason)
            return next
        }
        guard !output.edits.isEmpty else {
            next.findings += output.findings
            next.owned += output.owned
            return next
        }
        if let (first, second) = overlapping(output.edits) {
            next.leave(
                "two of ribs migrate's rules (\(first.rule.name) and \(second.rule.name)) would change the same code here, so it left the file as it is; please report it",
                at: second.range.lowerBound)
            return next
        }
        var edits = SourceEdits(original: stage.text)
        for edit in output.edits { edits.replace(edit.range, with: edit.text) }
        let text = edits.applied()
        let tree = GuardedParse.rewritten(text)
        if let broken = edits.firstChangeThatBreaksParsing(in: tree) {
            let rule = output.edits.first { $0.range.lowerBound == broken.offset }?.rule
            next.leave(
                "rewriting \(broken.change)\(rule.map { " (\($0.name))" } ?? "") would leave code that does not parse, so ribs migrate left the file as it is; please report it",
                at: broken.offset)
            return next
        }
        let losses = KeptCodeCheck.losses(
            from: stage.tree, to: tree, drops: output.drops, renamedFunctions: output.renamedFunctions,
            joinedFunctions: output.joinedFunctions)
        if let loss = losses.first {
            next.refusedRewrite = "--- \(stage.path), which loses \(losses):\n\(text)\n"
            let rule = responsible(for: loss.offset, in: output.edits, of: stage.tree)
            next.leave(
                "rewriting this file would lose \(loss)\(losses.count > 1 ? " and \(losses.count - 1) more" : "") (\(rule?.name ?? pass)), so ribs migrate left the file as it is: nothing of an app's own code may go; please report it",
                at: loss.offset)
            return next
        }
        next.text = text
        next.tree = tree
        next.history.append(edits)
        next.findings = (stage.findings + output.findings).map { finding in
            var moved = finding
            moved.offset = edits.editedOffset(ofOriginal: finding.offset)
            return moved
        }
        next.owned = (stage.owned + output.owned).map {
            edits.editedOffset(ofOriginal: $0.lowerBound)..<edits.editedOffset(ofOriginal: $0.upperBound)
        }
        for edit in output.edits where !next.rules.contains(edit.rule) { next.rules.append(edit.rule) }
        return next
    }

    /// Two edits that change the same bytes, in the order they were made.
    private static func overlapping(_ edits: [RuleEdit]) -> (RuleEdit, RuleEdit)? {
        let ranged = edits.filter { !$0.range.isEmpty }.sorted { $0.range.lowerBound < $1.range.lowerBound }
        for (first, second) in zip(ranged, ranged.dropFirst()) where first.range.upperBound > second.range.lowerBound {
            return (first, second)
        }
        return nil
    }

    /// The rule whose edit covers `offset`, or else the last edit before it.
    /// With the input's tree, first an edit inside the statement that starts at `offset`: a
    /// loss is placed at its statement's start, and the edit that lost it may start later in it
    /// (`*relay.accept(x)` rewritten at `.accept`), after another rule's edit earlier in the file.
    private static func responsible(for offset: Int, in edits: [RuleEdit], of tree: SourceFileSyntax) -> RuleID? {
        if let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
            let statement = token.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })
        {
            let extent =
                statement.positionAfterSkippingLeadingTrivia
                .utf8Offset..<statement.endPositionBeforeTrailingTrivia
                .utf8Offset
            if let inside = edits.first(where: { extent.contains($0.range.lowerBound) }) { return inside.rule }
        }
        if let covering = edits.first(where: { $0.range.contains(offset) }) { return covering.rule }
        return edits.filter { $0.range.lowerBound <= offset }.max { $0.range.lowerBound < $1.range.lowerBound }?.rule
    }
}
