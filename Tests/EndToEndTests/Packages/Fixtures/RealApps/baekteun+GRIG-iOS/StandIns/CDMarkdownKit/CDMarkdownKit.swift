// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for CDMarkdownKit, whose parser GRIG-iOS's `About` texts go through: the parser and
// its type aliases, with CDMarkdownKit's signatures. It parses nothing.
import UIKit

public typealias CDColor = UIColor
public typealias CDFont = UIFont

open class CDMarkdownParser {
    public init(font: CDFont = UIFont.systemFont(ofSize: 12), fontColor: CDColor = .black) {}

    open func parse(_ markdown: String) -> NSAttributedString { NSAttributedString(string: markdown) }
}
