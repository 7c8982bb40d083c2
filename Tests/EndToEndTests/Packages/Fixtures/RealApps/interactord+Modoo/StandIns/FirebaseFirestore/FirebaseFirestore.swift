// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of FirebaseFirestore that Modoo calls, with Firestore's signatures. Nothing here
// reaches a database.
import Foundation

public final class DocumentSnapshot {
    public func data() -> [String: Any]? { nil }
}

public final class DocumentReference {
    public func setData(_ documentData: [String: Any], completion: ((Error?) -> Void)? = nil) {}
    public func getDocument(completion: @escaping (DocumentSnapshot?, Error?) -> Void) {}
}

public final class CollectionReference {
    public func document(_ documentPath: String) -> DocumentReference { DocumentReference() }
}

public final class Firestore {
    public static func firestore() -> Firestore { Firestore() }
    public func collection(_ collectionPath: String) -> CollectionReference { CollectionReference() }
}
