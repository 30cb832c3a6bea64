// swift-tools-version: 6.2
// A host package outside CellFactory: it sees only what the libraries make public.
// Run it with Scripts/check-host-package.sh, which adds the README's tour as two more targets
// (ReadmeTour and ReadmeTourTests) and points the dependency at the checkout being tested.
import PackageDescription

let package = Package(
    name: "HostPackage",
    dependencies: [.package(name: "CellFactory", path: "../..")],
    targets: [
        .testTarget(
            name: "PublicAPITests",
            dependencies: [
                .product(name: "CellFactory", package: "CellFactory"),
                .product(name: "TextCells", package: "CellFactory"),
                .product(name: "CellFactoryTesting", package: "CellFactory"),
            ]
        ),
        .executableTarget(
            name: "ReadmeTour",
            dependencies: [
                .product(name: "CellFactory", package: "CellFactory"),
                .product(name: "TextCells", package: "CellFactory"),
            ]
        ),
        .testTarget(
            name: "ReadmeTourTests",
            dependencies: [
                .product(name: "CellFactory", package: "CellFactory"),
                .product(name: "TextCells", package: "CellFactory"),
                .product(name: "CellFactoryTesting", package: "CellFactory"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
