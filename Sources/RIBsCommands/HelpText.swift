/// A command's help, written in the source as short lines, given to swift-argument-parser as
/// paragraphs: it wraps a line at the terminal's width itself, so a line break kept in the text
/// cut `ribs new --help` mid-sentence (issue 40). Blank lines still part paragraphs, and a line
/// that starts with two spaces or `- ` stays a line of its own (an example, an item).
enum HelpText {
    static func paragraphs(_ text: String) -> String {
        var paragraphs: [String] = []
        var current: [String] = []
        func close() {
            if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
            current = []
        }
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                close()
                lines.append(contentsOf: paragraphs)
                paragraphs = []
                lines.append("")
            } else if line.hasPrefix("  ") || line.hasPrefix("- ") {
                close()
                lines.append(contentsOf: paragraphs)
                paragraphs = []
                lines.append(String(line))
            } else {
                current.append(String(line))
            }
        }
        close()
        lines.append(contentsOf: paragraphs)
        return lines.joined(separator: "\n")
    }
}
