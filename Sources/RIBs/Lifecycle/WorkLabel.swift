/// What a piece of work bound to a RIB's active period (or a worker's running period) is: its
/// name, if it was given one, else where it was started. What RIBsTesting's harness names
/// when the work is still running at the end of a test.
///
/// It holds a `StaticString` and a line, so labelling costs the work no allocation.
package struct WorkLabel: Sendable, CustomStringConvertible {
    /// The name the work was given (`whileActive(named:)`), if any.
    package let name: String?
    /// What started it: `whileActive`, `a task bound with cancelOnDeactivate`, …
    let what: StaticString
    let fileID: StaticString
    let line: UInt

    package init(_ name: String?, what: StaticString, fileID: StaticString, line: UInt) {
        self.name = name
        self.what = what
        self.fileID = fileID
        self.line = line
    }

    /// Where it was started: `ParcelListInteractor.swift:31` (the file's name, no module).
    package var site: String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        return "\(file):\(line)"
    }

    /// `"parcel updates" (whileActive at ParcelListInteractor.swift:31)`, or without a name
    /// `whileActive at ParcelListInteractor.swift:31`.
    package var description: String {
        let started = "\(what) at \(site)"
        return name.map { "\"\($0)\" (\(started))" } ?? started
    }

    /// Whether `declared`, as a test names the work, is this: its name, or where it was started.
    package func matches(_ declared: String) -> Bool {
        declared == name || declared == site || declared == description
    }
}
