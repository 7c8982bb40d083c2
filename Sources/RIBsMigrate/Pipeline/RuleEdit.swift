/// One replacement a rule records, in the text of the stage its pass read, with the rule that
/// made it: the pipeline names that rule when the edit breaks the file or loses code.
struct RuleEdit: Equatable {
    var range: Range<Int>
    var text: String
    var rule: RuleID
}
