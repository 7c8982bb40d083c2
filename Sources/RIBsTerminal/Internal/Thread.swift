import RIBs

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A plain thread for blocking reads (the toolchain's Foundation is not needed for one).
enum Thread {
    static func detach(_ body: @escaping @Sendable () -> Void) {
        final class Box: @unchecked Sendable {
            let body: @Sendable () -> Void
            init(_ body: @escaping @Sendable () -> Void) { self.body = body }
        }
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        pthread_create(
            &thread, nil,
            { pointer in
                let box = Unmanaged<AnyObject>.fromOpaque(pointer!).takeRetainedValue() as! Box
                box.body()
                return nil
            }, box)
        pthread_detach(thread)
    }
}

/// Writes to standard output unbuffered, so screens and prompts appear in order with the
/// runtime's own messages.
func writeOut(_ text: String) {
    writeUnbuffered(text, toFileDescriptor: 1)
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
