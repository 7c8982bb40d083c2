import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated output atomically, and only when it changed, so builds that watch the file
/// are not triggered for nothing and a failed write never leaves half a file.
///
/// The output arrives in pieces and is compared and written piece by piece, so a run never holds
/// a second copy of a large output (nor the old file) in memory.
package enum OutputFile {
    /// Returns whether the file was written.
    package static func write(_ text: String, to path: String) throws -> Bool {
        try write(chunks: [text], to: path)
    }

    /// Writes `chunks`, one after the other; returns whether the file was written.
    package static func write(chunks: [String], to path: String) throws -> Bool {
        if matches(chunks, path: path) { return false }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ToolFailure(
                    "cannot make the folder \(directory) for \(path): check that no file is in its place and that it is writable."
                )
            }
        }
        let temporary =
            (directory.isEmpty ? "" : directory + "/") + ".\((path as NSString).lastPathComponent).ribs-\(getpid()).tmp"
        guard let file = fopen(temporary, "wb") else {
            throw ToolFailure(
                "cannot write \(temporary) (\(String(cString: strerror(errno)))): check that \(directory.isEmpty ? "the current folder" : directory) is writable."
            )
        }
        var failed = false
        for var chunk in chunks {
            chunk.withUTF8 { bytes in
                if !bytes.isEmpty, fwrite(bytes.baseAddress, 1, bytes.count, file) != bytes.count { failed = true }
            }
            if failed { break }
        }
        if fclose(file) != 0 { failed = true }
        if failed || rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ToolFailure("cannot write \(path) (\(reason)); the previous file, if any, is unchanged.")
        }
        return true
    }

    /// Whether the file at `path` holds exactly the bytes of `chunks`, read a piece at a time.
    private static func matches(_ chunks: [String], path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.intValue,
            size == chunks.reduce(0, { $0 + $1.utf8.count }),
            let file = fopen(path, "rb")
        else { return false }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        for var chunk in chunks {
            let same = chunk.withUTF8 { bytes -> Bool in
                var offset = 0
                while offset < bytes.count {
                    let count = min(buffer.count, bytes.count - offset)
                    guard fread(&buffer, 1, count, file) == count,
                        memcmp(buffer, bytes.baseAddress! + offset, count) == 0
                    else { return false }
                    offset += count
                }
                return true
            }
            if !same { return false }
        }
        return true
    }
}
