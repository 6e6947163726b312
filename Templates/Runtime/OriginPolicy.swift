import Foundation

/// Where the client lets a URL it did not build itself take a request.
///
/// - A next page's `Link` must stay on the HEY origin: the same scheme, host and port (scheme
///   and host compared without case, `HTTP://` being `http://`). Another host, another port or
///   a downgrade to plain http is refused before anything is sent, since the client would sign
///   it.
/// - A storage upload URL may be elsewhere (storage authenticates it, and it goes without the
///   client's credentials) but must be https, unless it is on the HEY origin or a loopback host.
enum OriginPolicy {
    /// `url`, a next page named by HEY, ready to send (scheme and host lowercased); a `usage`
    /// error unless it is on `origin`.
    @discardableResult
    static func checkNextPage(_ url: URL, origin: Origin, operation: String) throws -> URL {
        guard !origin.contains(url) else { return Origin.normalized(url) }
        throw HeyError.usage(message:
            "\(operation): the next page's link leads off the HEY origin (\(difference(url, from: origin))): "
                + "\(url.redactedForDisplay.absoluteString) is not followed",
            hint: "A Link from HEY should name \(origin.base.absoluteString); check for a proxy rewriting it")
    }

    /// `url` ready to send (scheme and host lowercased); a `usage` error unless it is a URL an
    /// upload may go to.
    @discardableResult
    static func checkUpload(_ url: URL, origin: Origin, operation: String) throws -> URL {
        let scheme = url.scheme?.lowercased()
        let host = url.host?.lowercased() ?? ""
        if origin.contains(url) || scheme == "https" && !host.isEmpty || scheme == "http" && Origin.isLoopback(host) {
            return Origin.normalized(url)
        }
        throw HeyError.usage(message:
            "\(operation): the upload URL \(url.redactedForDisplay.absoluteString) is not https and not on the HEY origin")
    }

    /// How `url` differs from `origin`, in words.
    static func difference(_ url: URL, from origin: Origin) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        if scheme != origin.scheme {
            return origin.scheme == "https" && scheme == "http" ? "a downgrade to plain http" : "another scheme, \(scheme)"
        }
        if host != origin.host { return "another host, \(host.isEmpty ? "none" : host)" }
        if port != origin.port { return "another port, \(port)" }
        return "another origin"
    }
}
