/// Parsing of the few HTTP/1.1 messages the client and the server exchange: pure functions of
/// bytes, tested on their own (including garbage).
enum HTTPMessage {
    struct Request: Equatable {
        var method: String
        var path: String
        var body: [UInt8]
    }

    /// Where the head ends (just past the blank line).
    static func headEnd(_ data: [UInt8]) -> Int? {
        guard data.count >= 4 else { return nil }
        for index in 0...(data.count - 4)
        where data[index] == 13 && data[index + 1] == 10 && data[index + 2] == 13 && data[index + 3] == 10 {
            return index + 4
        }
        return nil
    }

    /// The whole message's length once its head is in, from `Content-Length` (0 if absent).
    static func expectedLength(of data: [UInt8]) -> Int? {
        guard let end = headEnd(data) else { return nil }
        return end + (contentLength(in: headLines(data, end: end)) ?? 0)
    }

    static func parseRequest(_ data: [UInt8]) -> Request? {
        guard let end = headEnd(data) else { return nil }
        let lines = headLines(data, end: end)
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
        return Request(
            method: String(requestLine[0]), path: String(requestLine[1]), body: body(data, headEnd: end, lines: lines))
    }

    /// A response with a JSON body.
    static func response(status: Int, reason: String, json: [UInt8]) -> [UInt8] {
        Array(
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\nContent-Length: \(json.count)\r\nConnection: close\r\n\r\n"
                .utf8) + json
    }

    private static func headLines(_ data: [UInt8], end: Int) -> [Substring] {
        String(decoding: data[..<(end - 4)], as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
    }

    private static func contentLength(in lines: [Substring]) -> Int? {
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" {
                return Int(parts[1].trimmingPrefix(" "))
            }
        }
        return nil
    }

    private static func body(_ data: [UInt8], headEnd end: Int, lines: [Substring]) -> [UInt8] {
        let available = Array(data[end...])
        guard let length = contentLength(in: lines) else { return available }
        return Array(available.prefix(length))
    }
}
