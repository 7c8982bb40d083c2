/// @mockable
protocol Storing {
    func value<T: Decodable>(forKey key: String, as type: T.Type) -> T?
    func save<T>(_ value: T, forKey key: String) throws
    func update(_ values: inout [Int], with transform: @escaping (Int) -> Int)
    func log(_ messages: String...)
}
