// The part of Moya that the golden cases' service layers use, with Moya's signatures, so what
// `ribs migrate` makes of an RxMoya chain is compiled here. Nothing here sends a request.
import Foundation

/// Moya's request kinds: a type named `Task`, which hides Swift's in every file importing Moya.
public enum Task {
    case requestPlain
}

public protocol TargetType {
    var path: String { get }
}

public struct Response: Sendable {
    public let statusCode: Int
    public let data: Data

    public init(statusCode: Int, data: Data) {
        self.statusCode = statusCode
        self.data = data
    }

    public func filterSuccessfulStatusCodes() throws -> Response { self }

    public func map<D: Decodable>(
        _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(),
        failsOnEmptyData: Bool = true
    ) throws -> D {
        try decoder.decode(type, from: data)
    }
}
