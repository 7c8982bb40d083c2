import Foundation

/// Runs a built sample app with `input` on its standard input (not a terminal, so it prints each
/// screen as plain text) and returns its output and exit status.
func runSample(_ product: String, input: [String]) throws -> (screens: [String], status: Int32) {
    // The test binary sits in the products folder next to the samples it depends on.
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let executable = products.appendingPathComponent(product)
    let process = Process()
    process.executableURL = executable
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.environment = ["DISABLE_LEAK_DETECTION": "no"]
    try process.run()
    stdin.fileHandleForWriting.write((input.joined(separator: "\n") + "\n").data(using: .utf8)!)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let screens = String(decoding: output, as: UTF8.self)
        .components(separatedBy: String(repeating: "-", count: 40) + "\n")
        .filter { !$0.isEmpty }
    return (screens, process.terminationStatus)
}
