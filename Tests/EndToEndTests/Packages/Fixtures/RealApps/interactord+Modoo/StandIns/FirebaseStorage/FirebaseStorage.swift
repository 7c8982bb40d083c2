// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The part of FirebaseStorage that Modoo calls, with Storage's signatures. Nothing here
// uploads.
import Foundation

public final class StorageMetadata {}

public final class StorageUploadTask {}

public final class StorageReference {
    @discardableResult
    public func putData(
        _ uploadData: Data, metadata: StorageMetadata? = nil,
        completion: ((StorageMetadata?, Error?) -> Void)? = nil
    ) -> StorageUploadTask { StorageUploadTask() }

    public func downloadURL(completion: @escaping (URL?, Error?) -> Void) {}
}

public final class Storage {
    public static func storage() -> Storage { Storage() }
    public func reference(withPath string: String) -> StorageReference { StorageReference() }
}
