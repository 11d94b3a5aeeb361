// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "libgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "libgen", targets: ["libgen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftcsv/SwiftCSV", from: "0.10.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .executableTarget(
            name: "libgen",
            dependencies: [
                "LibGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            path: "Sources/CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "LibGenKit",
            dependencies: [
                "CCmarkGFM",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftCSV", package: "SwiftCSV"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        // libFuzzer targets (docs/TESTING.md). A normal build makes corpus-replay tools of them;
        // built with -D FUZZING -sanitize=fuzzer,address they are fuzzers.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
        .executableTarget(name: "FuzzJSON", dependencies: ["LibGenKit", "FuzzSupport"], path: "Fuzz/FuzzJSON"),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["LibGenKit", "FuzzSupport"], path: "Fuzz/FuzzFrontMatter"),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["LibGenKit", "FuzzSupport"], path: "Fuzz/FuzzMarkdown"),
        .testTarget(
            name: "LibGenKitTests",
            dependencies: ["LibGenKit", "libgen"],
            path: "Tests/LibGenKitTests"
        ),
    ]
)
