/// What a rule leaves to a person, at its place in the text a pass read: the construct, the
/// recipe to follow, and the rule that named it. The pipeline keeps its place in step as later
/// passes edit the file, so the diagnostic names the line as written.
struct Finding: Equatable {
    /// UTF-8 offset in the text of the stage the pass read; the start of what is named.
    var offset: Int
    /// How many lines the construct spans (what README's tables count as lines left).
    var lines = 1
    var construct: String
    var recipe: Recipe
    var rule: RuleID
    /// A note explains another diagnostic (an import kept for it); it is not a construct.
    var isNote = false
    /// Whether the construct stays on Rx, so that the file keeps Rx's imports; a file Mockolo
    /// generated or a hand double of RIBs' protocols is named without keeping them.
    var keepsRx = true
    /// Whether it names code a rule removed (a handler that could never run): it is named where
    /// the code after it starts.
    var isRemoval = false

    /// `construct: recipe`, as the diagnostic says it.
    var message: String { "\(construct): \(recipe.text)" }
}
