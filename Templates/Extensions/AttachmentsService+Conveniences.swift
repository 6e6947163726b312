import Foundation

// needs services: attachments
/// Attachments: reserve a blob with HEY, then put the bytes where storage says.
extension AttachmentsService {
    // needs operations: CreateDirectUpload
    // needs builds: CreateDirectUploadRequestContent(blob: DirectUploadBlob), DirectUploadBlob(filename: string, byte_size: integer, checksum: string, content_type: string)
    // needs members: DirectUpload.signed_id: string, DirectUpload.attachable_sgid: string, DirectUpload.direct_upload: DirectUploadTarget, DirectUploadTarget.url: string, DirectUploadTarget.headers: DirectUploadHeaders?
    /// Uploads a file for a message and answers HEY's reservation; embed its
    /// ``DirectUpload/attachableSgid`` in the message's rich text to attach it.
    ///
    /// 1. Reserves a blob (`POST /rails/active_storage/direct_uploads.json`) with the file's
    ///    name, size, type (nil or empty: `application/octet-stream`) and MD5 checksum
    ///    (standard base64).
    /// 2. Puts the bytes to the storage URL HEY answered, exactly as it is named and with exactly
    ///    the headers HEY answered: no credentials (the URL authenticates itself), no account
    ///    scope, no `.json`. The URL must be `https`, on HEY's origin, or on a loopback host.
    ///
    /// Neither step is resent by the client.
    ///
    /// - Throws: `usage` for an empty filename or no bytes (nothing is sent), or a storage URL
    ///   the bytes may not go to (nothing is uploaded); `api_error` when the reservation lacks
    ///   its ids or URL.
    public func upload(filename: String, contentType: String? = nil, content: Data) async throws -> DirectUpload {
        let operation = "UploadAttachment"
        try Checks.text(filename, named: "filename", for: operation)
        guard !content.isEmpty else {
            throw HeyError.usage(message: "\(operation) needs content to upload; nothing was sent")
        }
        let type = contentType.flatMap { $0.isEmpty ? nil : $0 } ?? "application/octet-stream"
        let blob = DirectUploadBlob(filename: filename, byteSize: content.count, checksum: MD5.base64(content), contentType: type)
        let reservation = try await createDirectUpload(body: CreateDirectUploadRequestContent(blob: blob))
        guard !reservation.signedId.isEmpty, !reservation.attachableSgid.isEmpty, !reservation.directUpload.url.isEmpty else {
            throw HeyError.unusableAnswer("CreateDirectUpload: HEY's reservation has no signed_id, attachable_sgid or upload URL",
                                          status: nil, hint: "Nothing was uploaded; try again later")
        }
        guard let url = URL(string: reservation.directUpload.url) else {
            throw HeyError.unusableAnswer("CreateDirectUpload: HEY's upload URL is not a URL", status: nil)
        }
        var headers = HTTPHeaders()
        let named = reservation.directUpload.headers ?? [:]
        for name in named.keys.sorted() { headers.add(name, named[name] ?? "") }
        if headers["Content-Type"] == nil { headers["Content-Type"] = type }
        _ = try await context.upload(content, to: url, headers: headers,
                                     operation: writeInfo(service: "Attachments", operation: operation, resourceType: "attachment"))
        return reservation
    }
}
