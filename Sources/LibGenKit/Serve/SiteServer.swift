import FlyingFox
import FlyingSocks
import Foundation

/// `libgen serve`: the site built in memory and served on 127.0.0.1 with FlyingFox.
/// A watcher polls `content/` and `templates/`; on a change the library is checked
/// and rendered again, and every open page is told to reload (server-sent events
/// on `/_libgen/events`). A broken file or a missing library.json keeps the last
/// good site and shows the problem in the terminal and as a banner on every page.
public actor SiteServer {
    public let root: URL
    public let asOf: Day?
    public let port: UInt16
    /// Where the server tells what it does (the terminal).
    let log: @Sendable (String) -> Void
    private var snapshot = SiteSnapshot()
    private var listeners: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    private var server: HTTPServer?

    public init(root: URL, asOf: Day?, port: UInt16, log: @escaping @Sendable (String) -> Void) {
        self.root = root
        self.asOf = asOf
        self.port = port
        self.log = log
    }

    /// Builds, then serves until `stop()`; throws when the port cannot be had.
    public func run(pollInterval: Duration = .milliseconds(250)) async throws {
        rebuild(reason: nil)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), timeout: 60 * 60 * 24, logger: .disabled)
        self.server = server
        await server.appendRoute("GET /_libgen/events") { [weak self] _ in
            guard let self else { return HTTPResponse(statusCode: .notFound) }
            return await self.eventResponse()
        }
        await server.appendRoute("GET,HEAD *") { [weak self] request in
            guard let self else { return HTTPResponse(statusCode: .notFound) }
            return await self.response(for: request.path)
        }
        let watcher = ContentWatcher(root: root)
        let watch = Task { [weak self] in
            var last = watcher.fingerprint()
            while !Task.isCancelled {
                try? await Task.sleep(for: pollInterval)
                let now = watcher.fingerprint()
                guard now != last else { continue }
                let changed = Set(now.keys).symmetricDifference(last.keys).union(now.keys.filter { last[$0] != nil && last[$0] != now[$0] })
                last = now
                await self?.rebuild(reason: changed.sorted())
            }
        }
        defer { watch.cancel() }
        try await server.run()
    }

    public func stop() async {
        for continuation in listeners.values { continuation.finish() }
        listeners = [:]
        await server?.stop(timeout: 1)
    }

    /// The port actually listened on (useful with `--port 0`).
    public func listeningPort() async -> Int? {
        guard let server, case .ip4(_, let port)? = await server.listeningAddress else { return nil }
        return Int(port)
    }

    func rebuild(reason changed: [String]?) {
        let started = Date()
        if let changed { log("changed: " + changed.prefix(5).joined(separator: ", ") + (changed.count > 5 ? " and \(changed.count - 5) more" : "")) }
        do {
            let (files, check) = try SiteSnapshot.build(root: root, asOf: asOf)
            snapshot.diagnostics = check.diagnostics
            for diagnostic in check.diagnostics { log(diagnostic.textLine) }
            if let files {
                snapshot.files = files
                snapshot.problem = nil
                log("\(DiagnosticFormatter.summary(check)); rendered \(files.count) files in \(String(format: "%.0f", Date().timeIntervalSince(started) * 1000)) ms")
            } else {
                snapshot.problem = snapshot.files.isEmpty ? "The library has errors; fix them and the site appears." : "The library has errors; the site shows the last version without them."
                log("\(DiagnosticFormatter.summary(check)); keeping the last good site")
            }
        } catch {
            snapshot.diagnostics = []
            snapshot.problem = "The library cannot be read: \(error)"
            log("libgen: \(error)")
        }
        snapshot.version += 1
        let event = Array("data: \(snapshot.version)\n\n".utf8)
        for continuation in listeners.values { continuation.yield(event) }
    }

    func eventResponse() -> HTTPResponse {
        let id = UUID()
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream()
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in Task { await self?.forget(id) } }
        // An opening comment, so the client knows the stream is live.
        continuation.yield(Array(": libgen\n\n".utf8))
        return HTTPResponse(statusCode: .ok,
                            headers: [.contentType: "text/event-stream", .init("Cache-Control"): "no-store"],
                            body: HTTPBodySequence(from: EventStream(events: stream)))
    }

    private func forget(_ id: UUID) { listeners[id] = nil }

    func response(for path: String) -> HTTPResponse {
        let headers: HTTPHeaders = [.init("Cache-Control"): "no-store"]
        if let (file, data) = snapshot.file(for: path) {
            var withType = headers
            withType[.contentType] = Self.contentType(file)
            return HTTPResponse(statusCode: .ok, headers: withType, body: file.hasSuffix(".html") ? snapshot.served(data) : data)
        }
        var withType = headers
        withType[.contentType] = "text/html; charset=utf-8"
        let page = snapshot.files["404.html"].map(snapshot.served) ?? snapshot.served(Data("<!doctype html><title>Not found</title><body><p>Not found.</p></body>".utf8))
        return HTTPResponse(statusCode: .notFound, headers: withType, body: page)
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
