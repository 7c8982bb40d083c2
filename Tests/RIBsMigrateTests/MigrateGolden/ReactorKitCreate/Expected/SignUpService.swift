import RIBs

protocol SignUpService {
    func isValidEmail(email: String) -> Events<Bool>
    nonisolated(nonsending) func register(email: String) async throws -> Bool
}

final class SignUpServiceImpl: SignUpService {
    func isValidEmail(email: String) -> Events<Bool> {
        .just(email.contains("@"))
    }

    nonisolated(nonsending) func register(email: String) async throws -> Bool {
        return try await withSingleCallback { (single: CallbackObserver<Bool>) in
            single(.success(!email.isEmpty))
            return nil
        }
    }
}
