/// Which entries of RxSwift's API a line of the catalogue covers, as the listing spells them
/// (`ObservableType.map(_:)`, `MainScheduler.instance`, `Single`):
///
/// - `Owner.member(labels:)`, `Owner.property`, `Owner`: that entry;
/// - `Owner.*`: the type and every member of it; a `*` in the owner matches any text
///   (`*Scheduler.*`: every scheduler);
/// - `Owner.name(*)`: every overload of `name` on `Owner`;
/// - `*.member(labels:)`, `*.name(*)`: that member, or every overload of the name, on any type.
struct CataloguePattern: Hashable, Sendable, CustomStringConvertible {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var description: String { text }

    func matches(_ entry: String) -> Bool {
        let (owner, member) = Self.split(entry)
        if text.hasSuffix(".*") {
            let wanted = String(text.dropLast(2))
            return Self.glob(wanted, matches: owner)
        }
        if text.hasPrefix("*.") {
            guard let member else { return false }
            return Self.member(String(text.dropFirst(2)), matches: member)
        }
        let (wantedOwner, wantedMember) = Self.split(text)
        guard Self.glob(wantedOwner, matches: owner) else { return false }
        switch (wantedMember, member) {
        case (nil, nil): return true
        case (let wanted?, let member?): return Self.member(wanted, matches: member)
        default: return false
        }
    }

    /// `("ObservableType", "map(_:)")` for `ObservableType.map(_:)`; the member is what follows
    /// the first dot.
    private static func split(_ entry: String) -> (owner: String, member: String?) {
        guard let dot = entry.firstIndex(of: ".") else { return (entry, nil) }
        return (String(entry[..<dot]), String(entry[entry.index(after: dot)...]))
    }

    /// `name(*)` matches every overload of `name`; anything else the member exactly.
    private static func member(_ wanted: String, matches member: String) -> Bool {
        if wanted.hasSuffix("(*)") { return member.hasPrefix(wanted.dropLast(2)) }
        return wanted == member
    }

    /// Where `part` first occurs in `text`.
    private static func firstIndex(of part: Substring, in text: Substring) -> Substring.Index? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(part) { return index }
            index = text.index(after: index)
        }
        return nil
    }

    /// A name with `*` for any text.
    private static func glob(_ pattern: String, matches name: String) -> Bool {
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        guard parts.count > 1 else { return pattern == name }
        var rest = name[...]
        for (index, part) in parts.enumerated() {
            if index == 0 {
                guard rest.hasPrefix(part) else { return false }
                rest = rest.dropFirst(part.count)
            } else if index == parts.count - 1 {
                return part.isEmpty || rest.hasSuffix(part)
            } else if let start = Self.firstIndex(of: part, in: rest) {
                rest = rest[rest.index(start, offsetBy: part.count)...]
            } else {
                return false
            }
        }
        return true
    }
}
