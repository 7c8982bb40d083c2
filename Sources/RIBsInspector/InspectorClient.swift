import FlyingFox
import FlyingSocks
import Foundation
import RIBs

/// Reads a running inspector's tree over HTTP: what `ribs tree URL` prints, for machines
/// without a browser.
///
/// ```swift
/// let details = try await InspectorClient.tree(at: "http://127.0.0.1:52100/?token=…")
/// print(InspectorClient.text(of: details))
/// ```
public enum InspectorClient {
    /// What went wrong reading an inspector.
    public struct Failure: Error, CustomStringConvertible {
        /// What happened, and what to do.
        public let description: String
    }

    /// The tree the inspector at `url` (as it printed it, with its token) serves now.
    public static func tree(at url: String) async throws -> RIBDetails {
        guard let components = URLComponents(string: url), components.scheme == "http",
            let host = components.host, let port = components.port,
            let token = components.queryItems?.first(where: { $0.name == "token" })?.value
        else {
            throw Failure(
                description:
                    "\(url) is not an inspector's URL: give the one the app printed, http://127.0.0.1:PORT/?token=…")
        }
        var client = HTTPClient()
        let request = HTTPRequest(
            method: .GET, version: .http11, path: "/api/tree", query: [.init(name: "token", value: token)],
            headers: [.host: "\(host):\(port)"], body: Data())
        let response: HTTPResponse
        do {
            response = try await client.sendHTTPRequest(
                request, to: try sockaddr_in.inet(ip4: host, port: UInt16(port)))
        } catch {
            throw Failure(
                description:
                    "cannot reach the inspector at \(host):\(port) (\(error)): is the app running with --inspect?")
        }
        let body = try await response.bodyData
        guard response.statusCode.code == 200 else {
            throw Failure(
                description:
                    "the inspector answered \(response.statusCode.code): \(String(decoding: body, as: UTF8.self))")
        }
        let message = try JSONDecoder().decode(InspectorWire.Message.self, from: body)
        guard let tree = message.tree else {
            throw Failure(description: "the inspector has no tree yet: its root is gone")
        }
        return tree.details
    }

    /// The tree as indented text, one RIB a line: name, identity, state, view, workers, tasks.
    public static func text(of details: RIBDetails) -> String {
        var lines: [String] = []
        func render(_ node: RIBDetails, prefix: String, childPrefix: String) {
            var line = "\(prefix)\(node.name)"
            if let id = node.id { line += " \(id)" }
            line += node.isActive ? " (active)" : " (inactive)"
            if node.isViewable { line += " [view]" }
            if !node.workers.isEmpty { line += " workers: \(node.workers.joined(separator: ", "))" }
            if node.boundWorkCount > 0 { line += " tasks: \(node.boundWorkCount)" }
            lines.append(line)
            for (index, child) in node.children.enumerated() {
                let isLast = index == node.children.count - 1
                render(
                    child, prefix: childPrefix + (isLast ? "└── " : "├── "),
                    childPrefix: childPrefix + (isLast ? "    " : "│   "))
            }
        }
        render(details, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }
}

extension InspectorWire.Node {
    var details: RIBDetails {
        RIBDetails(
            id: id.map(RIBID.init(rawValue:)), name: name, path: path, isActive: active, isViewable: viewable,
            routerType: router, interactorType: interactor, workers: workers, boundWorkCount: boundWork,
            children: children.map(\.details))
    }
}
