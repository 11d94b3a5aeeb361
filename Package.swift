// swift-tools-version:6.0
import PackageDescription

// The targets follow the pipeline (docs/ARCHITECTURE.md): a later stage may import an
// earlier one, never the reverse, and SwiftPM refuses a cycle between targets.
//
//   LibGenSupport   file I/O, processes, JSON and HTML text, names and slugs
//   LibGenCore      model, load, parse, resolve (LibraryState), validate, diagnostics, --base history
//   LibGenReports   reports and notices                         (Core)
//   LibGenSite      assemble, render, publish                   (Reports, Core)
//   LibGenEditing   editing commands, init, import, EditSession (Core)
//   LibGenForge     intake: forge events → edits and replies    (Editing, Reports, Core)
//   LibGenServe     serve: the live site                        (Site, Core)
//   libgen          arguments, printing, exit codes
//
// Versions are exact: a build from source resolves to the same code on every machine.
let package = Package(
    name: "libgen",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "libgen", targets: ["libgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", exact: "0.10.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.2"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        .package(url: "https://github.com/apple/swift-algorithms", exact: "1.2.1"),
    ],
    targets: [
        .executableTarget(
            name: "libgen",
            dependencies: [
                "LibGenCore", "LibGenReports", "LibGenSite", "LibGenEditing", "LibGenForge", "LibGenServe", "LibGenSupport", "CMimalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CQRencode",
            path: "Sources/CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // mimalloc, the libgen executable's allocator (docs/ARCHITECTURE.md, "Memory"): Debian's
        // libmimalloc-dev, which has no pkg-config file (naming one made every build warn that it
        // is missing); scripts/package links its static build instead.
        .systemLibrary(name: "CMimalloc", path: "Sources/CMimalloc"),
        // glibc's malloc.h (malloc_trim: serve hands the memory of a dropped site back).
        .systemLibrary(name: "CGlibcMalloc", path: "Sources/CGlibcMalloc"),
        .target(name: "LibGenSupport", dependencies: ["CGlibcMalloc"]),
        .target(
            name: "LibGenCore",
            dependencies: ["LibGenSupport", .product(name: "Yams", package: "Yams"), .product(name: "Crypto", package: "swift-crypto"),
                           .product(name: "Algorithms", package: "swift-algorithms")]
        ),
        .target(name: "LibGenReports", dependencies: ["LibGenCore", "LibGenSupport"]),
        .target(
            name: "LibGenSite",
            dependencies: ["LibGenReports", "LibGenCore", "LibGenSupport", "CCmarkGFM", "CQRencode", .product(name: "Mustache", package: "swift-mustache"),
                           .product(name: "Algorithms", package: "swift-algorithms")]
        ),
        .target(
            name: "LibGenEditing",
            dependencies: ["LibGenCore", "LibGenSupport", .product(name: "SwiftCSV", package: "SwiftCSV")]
        ),
        .target(name: "LibGenForge", dependencies: ["LibGenEditing", "LibGenSite", "LibGenReports", "LibGenCore", "LibGenSupport"]),
        .target(
            name: "LibGenServe",
            dependencies: [
                "LibGenSite", "LibGenCore", "LibGenSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // libFuzzer targets (docs/TESTING.md). A normal build makes corpus-replay tools of them;
        // built with -D FUZZING -sanitize=fuzzer,address they are fuzzers.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzJSON", dependencies: ["LibGenCore", "FuzzSupport"], path: "Fuzz/FuzzJSON"),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["LibGenCore", "FuzzSupport"], path: "Fuzz/FuzzFrontMatter"),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["LibGenSite", "LibGenCore", "FuzzSupport"], path: "Fuzz/FuzzMarkdown"),
        // Helpers the test targets share (temporary libraries, running the binary, site trees).
        .target(name: "TestSupport", dependencies: ["LibGenCore", "LibGenSupport"], path: "Tests/TestSupport"),
        .testTarget(name: "CoreTests", dependencies: ["LibGenCore", "LibGenSupport", "TestSupport", "libgen"], path: "Tests/CoreTests"),
        .testTarget(name: "ReportTests", dependencies: ["LibGenReports", "LibGenCore", "TestSupport", "libgen"], path: "Tests/ReportTests"),
        .testTarget(name: "SiteTests", dependencies: ["LibGenSite", "LibGenReports", "LibGenCore", "TestSupport", "libgen", .product(name: "Mustache", package: "swift-mustache")], path: "Tests/SiteTests"),
        .testTarget(name: "EditingTests", dependencies: ["LibGenEditing", "LibGenCore", "LibGenSupport", "TestSupport", "libgen", .product(name: "Yams", package: "Yams")], path: "Tests/EditingTests"),
        .testTarget(name: "ForgeTests", dependencies: ["LibGenForge", "LibGenEditing", "LibGenCore", "TestSupport", "libgen", .product(name: "Yams", package: "Yams")], path: "Tests/ForgeTests"),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["LibGenSite", "LibGenReports", "LibGenEditing", "LibGenForge", "LibGenServe", "LibGenCore", "LibGenSupport", "TestSupport", "libgen"],
            path: "Tests/EndToEndTests"
        ),
    ]
)
