import Foundation

/// Which `ribs` this is, as far as a cache of its results must know: its executable's path,
/// size and modification time. A `ribs` built again, or upgraded, is another tool, and what an
/// earlier one cached is not read.
enum ToolIdentity {
    static let current: String = {
        guard let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "unknown \(UUID())" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(modified)"
    }()
}
