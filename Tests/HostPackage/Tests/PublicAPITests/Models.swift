// The models of a host program: a struct, a class hierarchy, a protocol and a generic container.

struct Account: Hashable {
    var name: String
}

class Animal {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class Dog: Animal {}

protocol Labelled {
    var label: String { get }
}

struct Tag: Labelled {
    var label: String
}

struct Box<Content> {
    var content: Content
}
