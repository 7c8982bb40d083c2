/// Turns the bytes of a terminal in raw mode into ``Key``s: a small state machine, fed a byte at
/// a time, with no I/O, so every escape sequence is tested without a terminal.
///
/// Arrow keys arrive as `ESC [ A` (or `ESC O A` in application mode), Enter as CR or LF, and
/// characters as UTF-8 sequences of one to four bytes. Sequences it does not know are dropped
/// whole rather than typed as text.
package struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        /// Inside `ESC [` or `ESC O`: parameters until a final byte.
        case controlSequence
        /// Inside a UTF-8 sequence: the bytes so far and how many are still expected.
        case utf8([UInt8], remaining: Int)
    }

    private var state = State.ground
    /// Whether the last byte was CR, so that the LF of a CR LF pair is not a second Enter.
    private var afterCarriageReturn = false

    /// Creates a decoder at the start of the byte stream.
    package init() {}

    /// The keys completed by `byte` (none while a sequence is still open).
    package mutating func feed(_ byte: UInt8) -> [Key] {
        defer { afterCarriageReturn = byte == 0x0D }
        switch state {
        case .ground:
            return ground(byte)
        case .escape:
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
                state = .controlSequence
                return []
            }
            // ESC followed by anything else: the Escape key, then that byte on its own.
            state = .ground
            return [.escape] + ground(byte)
        case .controlSequence:
            // Parameter and intermediate bytes (0x20...0x3F) continue; a final byte ends it.
            guard (0x40...0x7E).contains(byte) else {
                if !(0x20...0x3F).contains(byte) { state = .ground }
                return []
            }
            state = .ground
            switch byte {
            case UInt8(ascii: "A"): return [.up]
            case UInt8(ascii: "B"): return [.down]
            case UInt8(ascii: "C"): return [.right]
            case UInt8(ascii: "D"): return [.left]
            default: return []
            }
        case .utf8(var bytes, let remaining):
            guard byte & 0xC0 == 0x80 else {
                // A broken sequence: drop it, and read this byte afresh.
                state = .ground
                return ground(byte)
            }
            bytes.append(byte)
            if remaining > 1 {
                state = .utf8(bytes, remaining: remaining - 1)
                return []
            }
            state = .ground
            return String(validating: bytes, as: UTF8.self).map { $0.map(Key.character) } ?? []
        }
    }

    /// The keys of `bytes`, in order.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        bytes.flatMap { feed($0) }
    }

    /// Ends a lone Escape: a terminal sends ESC alone only for the Escape key, so when no more
    /// bytes are waiting the decoder gives it out.
    package mutating func flush() -> [Key] {
        guard case .escape = state else { return [] }
        state = .ground
        return [.escape]
    }

    private mutating func ground(_ byte: UInt8) -> [Key] {
        switch byte {
        case 0x1B:
            state = .escape
            return []
        case 0x0D: return [.enter]
        case 0x0A: return afterCarriageReturn ? [] : [.enter]
        case 0x7F, 0x08: return [.backspace]
        case 0x09: return [.tab]
        case 0x03: return [.interrupt]
        case 0x04: return [.endOfInput]
        case 0x20...0x7E: return [.character(Character(Unicode.Scalar(byte)))]
        case 0xC2...0xDF:
            state = .utf8([byte], remaining: 1)
            return []
        case 0xE0...0xEF:
            state = .utf8([byte], remaining: 2)
            return []
        case 0xF0...0xF4:
            state = .utf8([byte], remaining: 3)
            return []
        default:
            // Other control bytes and stray continuation bytes have no key.
            return []
        }
    }
}
