// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of Moya that MiniSuperApp's network layer names, with Moya's signatures. Nothing
// here sends a request.
@_exported import Alamofire
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

public typealias Method = Alamofire.HTTPMethod

public protocol ParameterEncoding {}

public enum Task {
    case requestPlain
    case requestData(Data)
    case requestParameters(parameters: [String: Any], encoding: ParameterEncoding)
}

public enum ValidationType {
    case none, successCodes
}

public protocol TargetType {
    var baseURL: URL { get }
    var path: String { get }
    var method: Moya.Method { get }
    var sampleData: Data { get }
    var task: Task { get }
    var validationType: ValidationType { get }
    var headers: [String: String]? { get }
}

extension TargetType {
    public var sampleData: Data { Data() }
    public var validationType: ValidationType { .none }
}

public enum MultiTarget: TargetType {
    case target(TargetType)

    public var baseURL: URL { target.baseURL }
    public var path: String { target.path }
    public var method: Moya.Method { target.method }
    public var task: Task { target.task }
    public var headers: [String: String]? { target.headers }
    public var target: TargetType {
        switch self {
        case .target(let target): target
        }
    }
}

public final class Response: CustomDebugStringConvertible, Equatable {
    public let statusCode: Int
    public let data: Data

    public init(statusCode: Int, data: Data) {
        self.statusCode = statusCode
        self.data = data
    }

    public var description: String { "Status Code: \(statusCode), Data Length: \(data.count)" }
    public var debugDescription: String { description }

    public static func == (lhs: Response, rhs: Response) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.data == rhs.data
    }

    public func filterSuccessfulStatusCodes() throws -> Response { self }

    public func map<D: Decodable>(
        _ type: D.Type, atKeyPath keyPath: String? = nil, using decoder: JSONDecoder = JSONDecoder(),
        failsOnEmptyData: Bool = true
    ) throws -> D {
        try decoder.decode(type, from: data)
    }
}

public enum MoyaError: Error {
    case statusCode(Response)
    case underlying(Error, Response?)

    public var errorDescription: String? { nil }
    public var response: Response? {
        switch self {
        case .statusCode(let response): response
        case .underlying(_, let response): response
        }
    }
}

public protocol RequestType {
    var request: URLRequest? { get }
}

public protocol PluginType {
    func willSend(_ request: RequestType, target: TargetType)
    func didReceive(_ result: Result<Moya.Response, MoyaError>, target: TargetType)
}

extension PluginType {
    public func willSend(_ request: RequestType, target: TargetType) {}
    public func didReceive(_ result: Result<Moya.Response, MoyaError>, target: TargetType) {}
}

public protocol MoyaProviderType: AnyObject {
    associatedtype Target: TargetType
}

open class MoyaProvider<Target: TargetType>: MoyaProviderType {
    public let plugins: [PluginType]

    public init(plugins: [PluginType] = []) {
        self.plugins = plugins
    }
}
