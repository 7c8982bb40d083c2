// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for Apollo iOS 0.x, the GraphQL client GRIG-iOS calls: the declarations its
// generated operations and its two remotes use, with Apollo's signatures. Nothing is fetched.
import Foundation

#if canImport(FoundationNetworking)
// URLSessionConfiguration, which Apollo's callers name, is here on Linux.
@_exported import FoundationNetworking
#endif

public typealias ResultMap = [String: Any?]
public typealias GraphQLMap = [String: JSONEncodable?]
public typealias GraphQLID = String

public protocol JSONEncodable {}
public protocol JSONDecodable {}
extension String: JSONEncodable, JSONDecodable {}
extension Int: JSONEncodable, JSONDecodable {}
extension Double: JSONEncodable, JSONDecodable {}
extension Bool: JSONEncodable, JSONDecodable {}
extension Optional: JSONEncodable where Wrapped: JSONEncodable {}

public protocol GraphQLInputValue {}
public struct GraphQLVariable: GraphQLInputValue {
    public let name: String
    public init(_ name: String) { self.name = name }
}

public protocol GraphQLSelection {}
public indirect enum GraphQLOutputType {
    case scalar(JSONDecodable.Type)
    case object([GraphQLSelection])
    case nonNull(GraphQLOutputType)
    case list(GraphQLOutputType)
}
public struct GraphQLField: GraphQLSelection {
    public init(
        _ name: String, alias: String? = nil, arguments: [String: GraphQLInputValue] = [:],
        type: GraphQLOutputType
    ) {}
}

public protocol GraphQLSelectionSet {
    static var possibleTypes: [String] { get }
    static var selections: [GraphQLSelection] { get }
    var resultMap: ResultMap { get }
    init(unsafeResultMap: ResultMap)
}

public enum GraphQLOperationType { case query, mutation, subscription }

public protocol GraphQLOperation: AnyObject {
    var operationType: GraphQLOperationType { get }
    var operationDefinition: String { get }
    var operationName: String { get }
    var variables: GraphQLMap? { get }
    associatedtype Data: GraphQLSelectionSet
}
extension GraphQLOperation {
    public var variables: GraphQLMap? { nil }
}
public protocol GraphQLQuery: GraphQLOperation {}
extension GraphQLQuery {
    public var operationType: GraphQLOperationType { .query }
}

public struct GraphQLError: Error {}
public struct GraphQLResult<Data> {
    public let data: Data?
    public let errors: [GraphQLError]?
}
public typealias GraphQLResultHandler<Data> = (Result<GraphQLResult<Data>, Error>) -> Void

public protocol Cancellable: AnyObject { func cancel() }
public enum CachePolicy {
    case returnCacheDataElseFetch, fetchIgnoringCacheData, fetchIgnoringCacheCompletely, returnCacheDataDontFetch,
        returnCacheDataAndFetch
    public static var `default`: CachePolicy { .returnCacheDataElseFetch }
}

public protocol NormalizedCache: AnyObject {}
public final class InMemoryNormalizedCache: NormalizedCache { public init() {} }
public typealias CacheKeyForObject = (_ object: JSONObject) -> JSONValue?
public typealias JSONObject = [String: JSONValue]
public typealias JSONValue = Any
public final class ApolloStore {
    public var cacheKeyForObject: CacheKeyForObject?
    public init(cache: NormalizedCache = InMemoryNormalizedCache()) {}
}

public class URLSessionClient {
    public init(sessionConfiguration: URLSessionConfiguration = .default, callbackQueue: OperationQueue? = .main) {}
}

public protocol ApolloInterceptor {}
public struct MaxRetryInterceptor: ApolloInterceptor { public init(maxRetriesAllowed: Int = 3) {} }
public class CacheReadInterceptor: ApolloInterceptor { public init(store: ApolloStore) {} }
public class NetworkFetchInterceptor: ApolloInterceptor { public init(client: URLSessionClient) {} }
public struct ResponseCodeInterceptor: ApolloInterceptor { public init() {} }
public struct JSONResponseParsingInterceptor: ApolloInterceptor {
    public init(cacheKeyForObject: CacheKeyForObject? = nil) {}
}
public struct AutomaticPersistedQueryInterceptor: ApolloInterceptor { public init() {} }
public struct CacheWriteInterceptor: ApolloInterceptor { public init(store: ApolloStore) {} }

public protocol InterceptorProvider {
    func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [ApolloInterceptor]
}
public protocol NetworkTransport: AnyObject {}
public class RequestChainNetworkTransport: NetworkTransport {
    public init(
        interceptorProvider: InterceptorProvider, endpointURL: URL, additionalHeaders: [String: String] = [:],
        autoPersistQueries: Bool = false, requestBodyCreator: Any? = nil, useGETForQueries: Bool = false,
        useGETForPersistedQueryRetry: Bool = false
    ) {}
}

private final class NoRequest: Cancellable { func cancel() {} }

public class ApolloClient {
    public let store: ApolloStore
    public init(networkTransport: NetworkTransport, store: ApolloStore) { self.store = store }
    public convenience init(url: URL) {
        let store = ApolloStore(cache: InMemoryNormalizedCache())
        final class Provider: InterceptorProvider {
            func interceptors<Operation: GraphQLOperation>(for operation: Operation) -> [ApolloInterceptor] { [] }
        }
        self.init(
            networkTransport: RequestChainNetworkTransport(interceptorProvider: Provider(), endpointURL: url),
            store: store)
    }

    @discardableResult
    public func fetch<Query: GraphQLQuery>(
        query: Query, cachePolicy: CachePolicy = .default, contextIdentifier: UUID? = nil,
        queue: DispatchQueue = .main, resultHandler: GraphQLResultHandler<Query.Data>? = nil
    ) -> Cancellable {
        NoRequest()
    }
}
