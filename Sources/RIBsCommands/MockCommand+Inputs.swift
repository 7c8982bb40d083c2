import ArgumentParser
import Foundation
import RIBsMock
import RIBsSource

/// What `ribs mock` reads: its options file, its sources, and the protocols `ribs deps` would
/// generate for them.
extension MockCommand {
    /// `arguments` with an `--options-file`'s options in its place, or an error naming the
    /// file and the line that is wrong.
    static func expandingOptionsFile(_ arguments: [String]) throws -> [String] {
        guard let index = arguments.firstIndex(of: "--options-file"), index + 1 < arguments.count else {
            return arguments
        }
        let path = arguments[index + 1]
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw CommandFailure("\(path): error: the options file cannot be read")
        }
        switch MockOptionsFile.parse(text) {
        case .success(let options):
            return Array(arguments[..<index]) + options + Array(arguments[(index + 2)...])
        case .failure(let problem):
            throw CommandFailure("\(path):\(problem.line): error: \(problem.message)")
        }
    }

    /// The process's arguments (without its name) with a `mock` command's `--options-file` read
    /// into them, as if its options had been typed there: ArgumentParser has no response files,
    /// so ``RibsCommand/start()`` expands the file before it parses. An option the file holds that
    /// `mock` does not take is named with the file.
    static func readingOptionsFile(into arguments: [String]) throws -> [String] {
        guard arguments.first == configuration.commandName, let index = arguments.firstIndex(of: "--options-file"),
            index + 1 < arguments.count
        else { return arguments }
        let expanded = [arguments[0]] + (try expandingOptionsFile(Array(arguments.dropFirst())))
        do {
            _ = try parse(Array(expanded.dropFirst()))
        } catch {
            throw CommandFailure("\(arguments[index + 1]): error: \(message(for: error))")
        }
        return expanded
    }

    /// Every source file to read, sorted, without the excluded suffixes.
    func sourcePaths() throws -> [String] {
        var paths = sourceFiles
        for file in sourceFiles where !FileManager.default.isReadableFile(atPath: file) {
            throw CommandFailure("-srcs/--sourcefiles: \(file) does not exist or cannot be read.")
        }
        if let fileList {
            paths += try String(contentsOfFile: fileList, encoding: .utf8).split(separator: "\n").map(String.init)
                .filter { !$0.isEmpty }
        }
        for directory in sourceDirectories {
            guard let files = SwiftFiles.under(directory) else {
                throw CommandFailure("-s/--sourcedirs: \(directory) is not a directory that can be read.")
            }
            paths += files
        }
        let excluded = excludeSuffixes.map { $0 + ".swift" }
        return Array(Set(paths.filter { path in !excluded.contains { path.hasSuffix($0) } })).sorted()
    }
}
