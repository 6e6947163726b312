import TOML

/// libFuzzer entry: any bytes go to the TOML reader, which must answer a table or throw a
/// `TOMLError`, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTOML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    do {
        _ = try TOML.parse(bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    } catch {
        precondition(error is TOMLError, "an error that is not a TOMLError: \(error)")
    }
    return 0
}
