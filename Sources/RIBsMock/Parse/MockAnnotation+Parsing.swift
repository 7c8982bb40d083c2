import RIBsSource

extension MockAnnotation {
    /// Reads `@mockable(key: a = X; b = Y; other: c = Z)`: entries separated by `;`, an entry
    /// without a key continuing the previous key.
    static func parse(from comment: String, marker: String) -> MockAnnotation {
        var annotation = MockAnnotation()
        guard let markerEnd = comment.endOfFirstOccurrence(of: marker) else { return annotation }
        let rest = comment[markerEnd...]
        guard rest.first == "(", let close = rest.lastIndex(of: ")") else { return annotation }
        let body = rest[rest.index(after: rest.startIndex)..<close]
        var key = ""
        for rawEntry in body.split(separator: ";") {
            var entry = Substring(rawEntry)
            if let colon = entry.firstIndex(of: ":"), !entry[..<colon].contains("=") {
                key = entry[..<colon].trimmingSpaces()
                entry = entry[entry.index(after: colon)...]
            }
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingSpaces() }
            guard parts.count == 2 else { continue }
            switch key {
            case "typealias": annotation.typealiases[parts[0]] = parts[1]
            case "override": if parts[0] == "name" { annotation.mockName = parts[1] }
            case "module": if parts[0] == "prefix" { annotation.moduleName = parts[1] }
            case "history": if parts[1] == "true" { annotation.history.insert(parts[0]) }
            case "modifiers": annotation.modifiers[parts[0]] = parts[1]
            case "rx": annotation.streamSubjects[parts[0]] = parts[1]
            default: continue
            }
        }
        return annotation
    }
}
