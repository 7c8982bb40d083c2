/// A scaffolding message whose inputs are left for the front end to spell: written as a string
/// literal, where an interpolated ``ScaffoldInput`` stays an input and anything else becomes text.
package struct ScaffoldMessage: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A run of text, or an input the front end names.
    package enum Piece: Sendable, Equatable {
        case text(String)
        case input(ScaffoldInput)
    }

    package private(set) var pieces: [Piece]

    package init(stringLiteral value: String) { pieces = value.isEmpty ? [] : [.text(value)] }

    package init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// The message with each input spelled by `spelling` (the `ribs` command's flags).
    package func spelled(_ spelling: (ScaffoldInput) -> String) -> String {
        pieces.map {
            switch $0 {
            case .text(let text): text
            case .input(let input): spelling(input)
            }
        }.joined()
    }

    /// The message with each input by its plain name.
    package var description: String { spelled(\.plainName) }

    package struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var pieces: [Piece] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) { append(literal) }

        package mutating func appendInterpolation(_ input: ScaffoldInput) { pieces.append(.input(input)) }

        package mutating func appendInterpolation(_ message: ScaffoldMessage) {
            for piece in message.pieces {
                switch piece {
                case .text(let text): append(text)
                case .input: pieces.append(piece)
                }
            }
        }

        package mutating func appendInterpolation(_ value: some Any) { append("\(value)") }

        /// Text joins the text before it, so two messages that read the same are equal.
        private mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let before) = pieces.last {
                pieces[pieces.count - 1] = .text(before + text)
            } else {
                pieces.append(.text(text))
            }
        }
    }
}
