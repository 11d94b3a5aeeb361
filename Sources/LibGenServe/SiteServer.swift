import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import LibGenCore
import LibGenSite
import LibGenSupport

/// `libgen serve`: the site built in memory and served on 127.0.0.1 with SwiftNIO's
/// HTTP/1.1 server. A watcher polls `content/` and `templates/`; on a change the
/// library is checked and rendered again, and every open page is told to reload
/// (server-sent events on `/_libgen/events`). A broken file or a missing
/// library.json keeps the last good site and shows the problem in the terminal
/// and as a banner on every page.
package actor SiteServer {
    let root: URL
    let asOf: Day?
    let port: Int
    /// Where the server tells what it does (the terminal).
    let log: @Sendable (String, LogKind) -> Void

    /// What a line the server writes is, for where it goes (CLI.md: human output on stdout, progress
    /// and logs on stderr; `--quiet` drops summaries and progress, never a diagnostic).
    package enum LogKind: Sendable {
        /// A diagnostic of the library.
        case diagnostic
        /// A rebuild's closing line: counts and time.
        case summary
        /// What changed and what was rendered again.
        case progress
        /// A problem of the server's own (the library cannot be read).
        case problem
    }
    private var snapshot = SiteSnapshot()
    /// The last good site's pages and check, for re-rendering only what a change touches.
    private var live: LiveSite?
    /// What the latest check listed and parsed (with or without errors), and the paths changed
    /// since: the next check reads only those again. A rebuild that is dropped leaves its
    /// changes here for the next one.
    private var parsed: ParsedContent?
    private var unapplied = Set<String>()
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    /// Rebuilds started so far. A rebuild runs off the actor, so a change that comes while one is
    /// running starts another; only the latest may swap its site in (an older one read the
    /// files before the change, e.g. half-written, and finishing last it would stay on screen).
    private var generation = 0
    /// Rebuilds running now. The description shortcut starts from the current site, so it is
    /// taken only when none is running (else the change it skips would be lost).
    private var running = 0
    private var boundPort: Int?

    /// The parse cache's folder (`.none`: the library's; nil: `--no-cache`).
    let cacheFolder: URL??

    /// The clock "today" is read from, without `asOf`.
    let now: @Sendable () -> Date

    package init(root: URL, asOf: Day?, port: Int, cacheFolder: URL?? = .none, now: @escaping @Sendable () -> Date = { Date() },
                 log: @escaping @Sendable (String, LogKind) -> Void) {
        self.root = root
        self.now = now
        self.asOf = asOf
        self.cacheFolder = cacheFolder
        self.port = port
        self.log = log
    }

    /// Builds, then serves until the process ends; throws when the port cannot be had.
    package func run(pollInterval: Duration = .milliseconds(250), dayCheckInterval: Duration = .seconds(30),
                     onListening: @escaping @Sendable (Int) -> Void) async throws {
        // Watching starts before the first build, so an edit made while it runs (or as soon as
        // the address is printed) is never missed: it is queued and rebuilt after.
        let changes = ContentWatcher(root: root).changes(pollInterval: pollInterval)
        await rebuild(reason: nil)
        let server: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>
        do {
            server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .bind(host: "127.0.0.1", port: port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        return try NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>(wrappingChannelSynchronously: channel)
                    }
                }
        } catch let error as IOError {
            // The system's words ("Address already in use"), not the call that failed.
            throw PortUnavailable(reason: String(cString: strerror(error.errnoCode)))
        }
        boundPort = server.channel.localAddress?.port
        onListening(boundPort ?? port)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { [weak self] in
                for await changed in changes {
                    await self?.rebuild(reason: changed)
                }
            }
            // Without --as-of the site shows today: at midnight in the library's time zone it is
            // built again for the new day, though no file changed (books fall due, holds end).
            if asOf == nil {
                group.addTask { [weak self] in
                    while !Task.isCancelled {
                        try? await Task.sleep(for: dayCheckInterval)
                        _ = await self?.rebuildIfANewDay()
                    }
                }
            }
            try await server.executeThenClose { connections in
                for try await connection in connections {
                    group.addTask { [weak self] in
                        // A client that goes away mid-response is no error of the server's.
                        try? await self?.serve(connection)
                    }
                }
            }
        }
    }

    /// One connection: requests in turn (keep-alive), or a stream of events.
    nonisolated func serve(_ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>) async throws {
        try await connection.executeThenClose { inbound, outbound in
            var head: HTTPRequestHead?
            for try await part in inbound {
                switch part {
                case .head(let requestHead): head = requestHead
                case .body: continue
                case .end:
                    guard let request = head else { continue }
                    head = nil
                    // DNS rebinding: a page elsewhere may point its own name at 127.0.0.1; only
                    // requests that name this server's own address are answered.
                    guard await isOwnHost(request.headers.first(name: "Host")) else {
                        try await refuse(request, outbound, .misdirectedRequest, "libgen serve answers only for 127.0.0.1:\(await boundPort ?? port) or localhost\n")
                        continue
                    }
                    // A preview of static files: reading them is all it answers.
                    guard request.method == .GET || request.method == .HEAD else {
                        try await refuse(request, outbound, .methodNotAllowed, "libgen serve only reads pages (GET, HEAD)\n", headers: [("Allow", "GET, HEAD")])
                        continue
                    }
                    if request.uri == "/_libgen/events" {
                        try await streamEvents(request, outbound)
                        return
                    }
                    let (status, type, body) = await response(for: request.uri)
                    var headers = HTTPHeaders()
                    headers.add(name: "Content-Type", value: type)
                    headers.add(name: "Content-Length", value: String(body.count))
                    headers.add(name: "Cache-Control", value: "no-store")
                    try await outbound.write(.head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
                    if request.method != .HEAD { try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body)))) }
                    try await outbound.write(.end(nil))
                }
            }
        }
    }

    /// A request not answered with a page: `status` and why, as plain text.
    nonisolated func refuse(_ request: HTTPRequestHead, _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>,
                            _ status: HTTPResponseStatus, _ text: String, headers extra: [(String, String)] = []) async throws {
        let body = Array(text.utf8)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(body.count))
        for (name, value) in extra { headers.add(name: name, value: value) }
        try await outbound.write(.head(HTTPResponseHead(version: request.version, status: status, headers: headers)))
        try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: body))))
        try await outbound.write(.end(nil))
    }

    /// The files served now and the diagnostics shown with them.
    var files: [String: Data] { snapshot.files }
    var diagnostics: [Diagnostic] { snapshot.diagnostics }

    /// Is `host` (the request's `Host` header) this server: 127.0.0.1, localhost or [::1], on its port?
    func isOwnHost(_ host: String?) -> Bool {
        guard let host = host?.lowercased() else { return false }
        let port = boundPort ?? self.port
        return ["127.0.0.1", "localhost", "[::1]"].contains { host == "\($0):\(port)" || (port == 80 && host == $0) }
    }

    /// Server-sent events: a comment at once, then `data: N` after every rebuild, until the page goes.
    nonisolated func streamEvents(_ request: HTTPRequestHead, _ outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>) async throws {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream")
        headers.add(name: "Cache-Control", value: "no-store")
        try await outbound.write(.head(HTTPResponseHead(version: request.version, status: .ok, headers: headers)))
        try await outbound.write(.body(.byteBuffer(ByteBuffer(string: ": libgen\n\n"))))
        let (stream, id) = await listen()
        defer { Task { await self.forget(id) } }
        for await event in stream {
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: event))))
        }
        try await outbound.write(.end(nil))
    }

    private func listen() -> (AsyncStream<[UInt8]>, UUID) {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        listeners[id] = continuation
        return (stream, id)
    }

    private func forget(_ id: UUID) {
        listeners[id]?.finish()
        listeners[id] = nil
    }

    /// Without `asOf`, builds the site again when today (in the library's time zone) is no longer
    /// the day it shows; true when it did.
    package func rebuildIfANewDay() async -> Bool {
        guard asOf == nil, let day = live?.day, LibraryChecker.today(in: day.timeZone, now: now()) != day.asOf else { return false }
        log("a new day: availability as of today", .progress)
        await rebuild(reason: nil)
        return true
    }

    /// Checks and renders the library again — off the actor, so pages are served from the
    /// current snapshot meanwhile — then swaps the new site in.
    func rebuild(reason changed: [String]?) async {
        let started = Date()
        generation += 1
        let mine = generation
        if let changed { log("changed: " + changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? " and \(changed.count - 5) more" : ""), .progress) }
        running += 1
        defer { running -= 1 }
        if let changed { unapplied.formUnion(changed) }
        if let changed, running == 1, snapshot.problem == nil, unapplied == Set(changed), let current = live {
            let (site, update) = await Self.offActor { () -> (LiveSite, (written: [String], parses: [String: RecordParser.Decoded])?) in
                var site = current
                let update = site.updateDescriptions(changed)
                return (site, update)
            }
            guard mine == generation else { return }
            if let (written, parses) = update {
                let retired = Parcel(live)
                defer { retired.dropInBackground(givingMemoryBack: true) }
                live = site
                for (path, decoded) in parses { parsed?.replace(path, with: decoded) }
                unapplied.subtract(changed)
                for path in written { snapshot.files[path] = site.files[path] }
                log("re-rendered \(written.joined(separator: ", ")) in \(String(format: "%.0f", Date().timeIntervalSince(started) * 1000)) ms", .progress)
                announce()
                return
            }
        }
        let changes = unapplied.sorted()
        let (root, asOf, cacheFolder, now, incremental) = (self.root, self.asOf, self.cacheFolder, self.now, snapshot.problem == nil && live != nil)
        // The last site and parses reach the build in a parcel, and the ones it replaces are dropped
        // on another thread: freeing them (a library's worth of objects) took about 50 ms at
        // 10,000 books, during which the actor served no page.
        let inputs = Parcel((previous: incremental ? live : nil, parsed: parsed))
        let built = await Self.offActor {
            let (previous, before) = inputs.take()!
            return Result { try LiveSite.build(root: root, asOf: asOf, cacheFolder: cacheFolder, previous: previous, parsed: before, changed: changes, now: now) }
        }
        let retired = Parcel((live, parsed))
        defer { retired.dropInBackground(givingMemoryBack: true) }
        guard mine == generation else {
            log("a newer change came in meanwhile; its rebuild follows", .progress)
            return
        }
        switch built {
        case .success(let (site, check, now)):
            parsed = now
            unapplied.subtract(changes)
            snapshot.diagnostics = check.diagnostics
            for diagnostic in check.diagnostics { log(diagnostic.textLine, .diagnostic) }
            if let site {
                live = site
                let files = site.files
                snapshot.files = files
                snapshot.problem = nil
                let rendered = !incremental ? "rendered \(counted(files.count, "file"))" : "re-rendered \(site.rendered.count) of \(counted(files.count, "file"))"
                log("\(DiagnosticFormatter.summary(check)); \(rendered) in \(String(format: "%.0f", Date().timeIntervalSince(started) * 1000)) ms", .summary)
            } else {
                snapshot.problem = snapshot.files.isEmpty ? "The library has errors; fix them and the site appears." : "The library has errors; the site shows the last version without them."
                log("\(DiagnosticFormatter.summary(check)); " + (snapshot.files.isEmpty ? "no site until they are fixed" : "keeping the last good site"), .summary)
            }
        case .failure(let error):
            // The next rebuild lists and reads everything again.
            parsed = nil
            unapplied = []
            snapshot.diagnostics = []
            snapshot.problem = "The library cannot be read: \(error)"
            log("libgen: \(error)", .problem)
        }
        announce()
    }

    /// Runs blocking work (reading, checking, rendering) on the global executor, not the actor.
    private static func offActor<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await Task.detached(priority: .userInitiated) { work() }.value
    }

    /// Tells every open page to reload.
    private func announce() {
        snapshot.version += 1
        let event = Array("data: \(snapshot.version)\n\n".utf8)
        for continuation in listeners.values { continuation.yield(event) }
    }

    /// Status, content type and bytes for a URL path; HTML pages get the reload script and banner.
    func response(for path: String) -> (HTTPResponseStatus, String, [UInt8]) {
        if let (file, data) = snapshot.file(for: path) {
            return (.ok, Self.contentType(file), Array(file.hasSuffix(".html") ? snapshot.served(data) : data))
        }
        let page = snapshot.files["404.html"].map(snapshot.served) ?? snapshot.served(Data("<!doctype html><title>Not found</title><body><p>Not found.</p></body>".utf8))
        return (.notFound, "text/html; charset=utf-8", Array(page))
    }

    static func contentType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "webp": return "image/webp"
        case "gif": return "image/gif"
        default: return "application/octet-stream"
        }
    }
}

/// The port could not be had (taken, or not allowed), in the system's words.
package struct PortUnavailable: Error, CustomStringConvertible {
    package let reason: String
    package var description: String { reason }
}
