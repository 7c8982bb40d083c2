/// How often a worker's loop runs (`ribs new worker NAME --for RIB --every 2s`): a whole number
/// of milliseconds, seconds or minutes, written into the worker as a `Duration`.
package struct WorkerInterval: Equatable, Sendable {
    /// `.seconds(2)`, as the worker's loop and its test write it.
    package let swift: String
    /// `2 s`, for a comment.
    package let spoken: String

    /// Reads `500ms`, `2s` or `1m`; the error says what to type.
    package init(parsing text: String) throws(ScaffoldError) {
        let units: [(suffix: String, function: String, spoken: String)] = [
            ("ms", "milliseconds", "ms"), ("s", "seconds", "s"), ("m", "minutes", "min"),
        ]
        for unit in units where text.hasSuffix(unit.suffix) {
            let number = text.dropLast(unit.suffix.count)
            guard let value = Int(number), value > 0, number.allSatisfy(\.isNumber) else { break }
            swift = unit.function == "minutes" ? ".seconds(\(value * 60))" : ".\(unit.function)(\(value))"
            spoken = "\(value) \(unit.spoken)"
            return
        }
        throw ScaffoldError(
            "\(ScaffoldInput.interval) \(text): give a whole number and a unit, such as \(ScaffoldInput.interval) 2s, \(ScaffoldInput.interval) 500ms or \(ScaffoldInput.interval) 1m."
        )
    }
}
