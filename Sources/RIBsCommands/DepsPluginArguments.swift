/// RIBsDepsPlugin's arguments to `ribs deps generate`, read without ArgumentParser.
///
/// In the debug build a plugin runs, ArgumentParser takes 5 to 10% of a `ribs deps` run after
/// a one-file change: it reflects over the commands' options and checks their definitions on
/// each parse (the whole tree of commands when parsed from `ribs`). The plugin's arguments have
/// one form, which this reads; any other arguments, help, or a mistake (a flag it does not
/// know, a value missing or looking like a flag) give `nil`, and ArgumentParser parses them from
/// `ribs`, so messages are the command's own. Both readings run the same
/// `DepsCommand.Generate.generate`.
struct DepsPluginArguments {
    var sources: [String] = []
    var destination = ""
    var cacheDirectory = ""

    /// `deps generate`, then `-s MODULE=DIR` once or more, `-d FILE` and `--cache-dir DIR` once
    /// each, in any order (the plugin's form); `nil` for anything else.
    init?(_ arguments: [String]) {
        guard arguments.starts(with: ["deps", "generate"]) else { return nil }
        var destination: String?
        var cacheDirectory: String?
        var rest = arguments.dropFirst(2)
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch flag {
            case "-s": sources.append(value)
            case "-d" where destination == nil: destination = value
            case "--cache-dir" where cacheDirectory == nil: cacheDirectory = value
            default: return nil
            }
        }
        guard !sources.isEmpty, let destination, let cacheDirectory else { return nil }
        self.destination = destination
        self.cacheDirectory = cacheDirectory
    }

    /// Runs `ribs deps generate` on them, on every core, as the command does by default.
    func run() throws {
        try DepsCommand.Generate.generate(
            sources: sources, concurrency: DepsCommand.Inputs.everyCore, destination: destination,
            cacheDirectory: cacheDirectory)
    }
}
