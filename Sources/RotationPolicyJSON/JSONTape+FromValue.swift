extension JSONTape {
    /// A tape for an already parsed tree (callers that bring their own JSON parser). Every string goes
    /// to `decoded`, so the tape refers to no body buffer. Iterative, so deep trees cannot overflow the stack.
    public init(value: JSONValue) {
        var nodes: [Node] = []
        var decoded: [String] = []
        // Work items: a value to emit, or a container whose `end` is patched once its subtree is out.
        enum Work {
            case emit(JSONValue)
            case key(String)
            case close(Int)
        }
        var work: [Work] = [.emit(value)]
        while let item = work.popLast() {
            switch item {
            case .close(let index):
                nodes[index].end = Int32(nodes.count)
            case .key(let key):
                decoded.append(key)
                nodes.append(
                    Node(kind: .string, flag: true, end: Int32(nodes.count + 1), start: Int32(decoded.count - 1), length: Int32(key.utf8.count)))
            case .emit(let value):
                let index = nodes.count
                switch value {
                case .null: nodes.append(Node(kind: .null, end: Int32(index + 1)))
                case .bool(let flag): nodes.append(Node(kind: .bool, flag: flag, end: Int32(index + 1)))
                case .number(let number): nodes.append(Node(kind: .number, end: Int32(index + 1), number: number))
                case .string(let text):
                    decoded.append(text)
                    nodes.append(
                        Node(kind: .string, flag: true, end: Int32(index + 1), start: Int32(decoded.count - 1), length: Int32(text.utf8.count)))
                case .array(let items):
                    nodes.append(Node(kind: .array, count: Int32(items.count)))
                    work.append(.close(index))
                    for item in items.reversed() { work.append(.emit(item)) }
                case .object(let object):
                    nodes.append(Node(kind: .object, count: Int32(object.members.count)))
                    work.append(.close(index))
                    for member in object.members.reversed() {
                        work.append(.emit(member.value))
                        work.append(.key(member.key))
                    }
                }
            }
        }
        self.init(nodes: nodes, decoded: decoded, body: UnsafeRawBufferPointer(start: nil, count: 0))
    }
}
