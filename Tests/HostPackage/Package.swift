// swift-tools-version: 6.2
// A host package outside CellFactory: it sees only what the libraries make public.
// Run it with Scripts/check-host-package.sh, which adds the README's tour as two more targets
// (ReadmeTour and ReadmeTourTests) and points the dependency at the checkout being tested.
import PackageDescription

let libraries: [Target.Dependency] = [
    .product(name: "CellFactory", package: "CellFactory"),
    .product(name: "TextCells", package: "CellFactory"),
    .product(name: "CellFactoryTesting", package: "CellFactory"),
]

let package = Package(
    name: "HostPackage",
    dependencies: [.package(name: "CellFactory", path: "../..")],
    targets: [
        .testTarget(name: "PublicAPITests", dependencies: libraries),
        // The tour's program may use only what its README blocks import: no testing library.
        .executableTarget(name: "ReadmeTour", dependencies: Array(libraries.prefix(2))),
        .testTarget(name: "ReadmeTourTests", dependencies: libraries),
    ],
    swiftLanguageModes: [.v6]
)
