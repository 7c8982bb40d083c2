#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs blocking work (socket I/O) on a thread of its own and awaits its result, so the
/// concurrency runtime's few threads are never held up by a slow server.
enum BlockingCall {
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws(WebServiceError) -> Value) async throws(WebServiceError) -> Value {
        let result: Result<Value, WebServiceError> = await withCheckedContinuation { continuation in
            detachThread {
                do throws(WebServiceError) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}

/// Starts `body` on a new detached thread.
func detachThread(_ body: @escaping @Sendable () -> Void) {
    final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var thread = pthread_t()
    let box = Unmanaged.passRetained(Box(body)).toOpaque()
    pthread_create(&thread, nil, { pointer in
        let box = Unmanaged<Box>.fromOpaque(pointer!).takeRetainedValue()
        box.body()
        return nil
    }, box)
    pthread_detach(thread)
}
