import RIBsScaffold

extension ScaffoldInput {
    /// The `ribs` flag that gives this input: the generators' messages name inputs, and the
    /// command prints its own spelling there.
    var flag: String {
        switch self {
        case .force: "--force"
        case .parameter: "--param"
        case .dependency: "--dependency"
        case .output: "--output"
        case .noTests: "--no-tests"
        case .through: "--through"
        case .opens: "--opens"
        case .asyncLastStep: "--async"
        case .testsFolder: "--tests-in"
        case .sourcesFolder: "--in"
        case .module: "--module"
        case .parent: "--parent"
        case .child: "--child"
        case .interval: "--every"
        case .noEntryPoint: "--no-entry-point"
        }
    }
}

extension ScaffoldMessage {
    /// The message as `ribs` prints it: each input by its flag.
    var withFlags: String { spelled(\.flag) }
}
