import Foundation

/// The default ``ResponseCache``: entries in memory, bounded by count and by bytes, the least
/// recently used evicted first.
///
/// An entry larger than the byte bound on its own is not stored. Reading an entry makes it the
/// most recently used. Safe to share between clients: keys carry the credential fingerprint.
///
/// ```swift
/// let shared = InMemoryCache()
/// let client = try HeyClient(accessToken: token, cache: shared)
/// ```
public final class InMemoryCache: ResponseCache, @unchecked Sendable {
    // `@unchecked`: everything mutable is in `state`, under its lock.
    /// The most entries held.
    let maxEntries: Int
    /// The most bytes held, bodies and headers together.
    let maxBytes: Int

    private struct Slot {
        var key: String
        var entry: CachedResponse
        var newer: Int?
        var older: Int?
    }

    /// A doubly linked list over `slots`, newest at `newest`, indexed by key.
    private struct State {
        var index: [String: Int] = [:]
        var slots: [Slot] = []
        var freeSlots: [Int] = []
        var newest: Int?
        var oldest: Int?
        var bytes = 0
    }

    private let state = Locked(State())

    /// Creates an empty cache holding at most 500 entries and 32 MiB.
    public convenience init() {
        self.init(maxEntries: 500, maxBytes: 32 << 20)
    }

    /// Creates an empty cache holding at most `maxEntries` entries and `maxBytes` bytes (each at
    /// least 1).
    public init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = max(1, maxEntries)
        self.maxBytes = max(1, maxBytes)
    }

    /// How many entries are held.
    public var count: Int { state.withLock { $0.index.count } }
    /// How many bytes are held.
    var byteCount: Int { state.withLock { $0.bytes } }

    /// The entry under `key`, which becomes the most recently used.
    public func get(_ key: String) -> CachedResponse? {
        state.withLock { state in
            guard let slot = state.index[key] else { return nil }
            Self.unlink(slot, in: &state)
            Self.linkNewest(slot, in: &state)
            return state.slots[slot].entry
        }
    }

    /// Stores `response` as the most recently used, evicting the least recently used until both
    /// bounds hold. An entry over the byte bound is not stored (and replaces nothing).
    public func set(_ key: String, _ response: CachedResponse) {
        let size = response.byteCount
        state.withLock { state in
            if let old = state.index[key] { Self.remove(old, in: &state) }
            guard size <= maxBytes else { return }
            while let oldest = state.oldest, state.index.count >= maxEntries || state.bytes + size > maxBytes {
                Self.remove(oldest, in: &state)
            }
            let slot = Slot(key: key, entry: response, newer: nil, older: nil)
            let position: Int
            if let free = state.freeSlots.popLast() {
                state.slots[free] = slot
                position = free
            } else {
                state.slots.append(slot)
                position = state.slots.count - 1
            }
            state.index[key] = position
            state.bytes += size
            Self.linkNewest(position, in: &state)
        }
    }

    /// Forgets the entry under `key`.
    public func invalidate(_ key: String) {
        state.withLock { state in
            if let slot = state.index[key] { Self.remove(slot, in: &state) }
        }
    }

    /// Forgets every entry.
    public func clear() {
        state.withLock { $0 = State() }
    }

    private static func remove(_ slot: Int, in state: inout State) {
        unlink(slot, in: &state)
        let removed = state.slots[slot]
        state.index[removed.key] = nil
        state.bytes -= removed.entry.byteCount
        state.slots[slot].entry = CachedResponse(etag: "", body: Data())
        state.freeSlots.append(slot)
    }

    private static func unlink(_ slot: Int, in state: inout State) {
        let (newer, older) = (state.slots[slot].newer, state.slots[slot].older)
        if let newer { state.slots[newer].older = older } else { state.newest = older }
        if let older { state.slots[older].newer = newer } else { state.oldest = newer }
        state.slots[slot].newer = nil
        state.slots[slot].older = nil
    }

    private static func linkNewest(_ slot: Int, in state: inout State) {
        state.slots[slot].older = state.newest
        state.slots[slot].newer = nil
        if let newest = state.newest { state.slots[newest].newer = slot }
        state.newest = slot
        if state.oldest == nil { state.oldest = slot }
    }
}
