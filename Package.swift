// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "libgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "libgen", targets: ["libgen"]),
        .library(name: "LibGenKit", targets: ["LibGenKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        .executableTarget(
            name: "libgen",
            dependencies: [
                "LibGenKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "LibGenKit",
            dependencies: [
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "LibGenKitTests",
            dependencies: ["LibGenKit", "libgen"],
            path: "Tests/LibGenKitTests"
        ),
    ]
)
