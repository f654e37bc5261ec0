// The `JSONValue` tree of a tape: what `JSONParser.parse` returns.
extension JSONTape {
    /// The value whose subtree starts at node `index`, as a tree. Iterative, so any depth fits any stack.
    public func value(at index: Int = 0) -> JSONValue {
        let node = nodes[index]
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.flag)
        case .number: return .number(node.number)
        case .string: return .string(string(index))
        case .array, .object: break
        }
        var builder = TreeBuilding()
        return builder.build(self, at: index)
    }
}

/// The stacks of one `value(at:)`: one entry per open container, outermost first; only the innermost
/// container is appended to.
private struct TreeBuilding {
    struct Frame {
        var isObject: Bool
        /// Children still to come.
        var remaining: Int
        /// Objects: the key of the member being built.
        var key: String
    }

    var frames: [Frame] = []
    var arrays: [[JSONValue]] = []
    var objects: [[JSONObject.Member]] = []

    init() {
        frames.reserveCapacity(8)
    }

    mutating func build(_ tape: JSONTape, at index: Int) -> JSONValue {
        var i = index
        nextValue: while true {
            let node = tape.nodes[i]
            var value: JSONValue
            switch node.kind {
            case .null: value = .null
            case .bool: value = .bool(node.flag)
            case .number: value = .number(node.number)
            case .string: value = .string(tape.string(i))
            case .array:
                if node.count == 0 {
                    value = .array([])
                } else {
                    var elements: [JSONValue] = []
                    elements.reserveCapacity(Int(node.count))
                    arrays.append(elements)
                    frames.append(Frame(isObject: false, remaining: Int(node.count), key: ""))
                    i += 1
                    continue nextValue
                }
            case .object:
                if node.count == 0 {
                    value = .object(JSONObject())
                } else {
                    var members: [JSONObject.Member] = []
                    members.reserveCapacity(Int(node.count))
                    objects.append(members)
                    frames.append(Frame(isObject: true, remaining: Int(node.count), key: tape.string(i + 1)))
                    i += 2
                    continue nextValue
                }
            }
            i += 1  // a scalar or an empty container: one node

            // Hand the value to its container, closing every container it completes.
            while !frames.isEmpty {
                let top = frames.count - 1
                frames[top].remaining -= 1
                let isObject = frames[top].isObject
                if isObject {
                    objects[objects.count - 1].append(JSONObject.Member(key: frames[top].key, value: value))
                } else {
                    arrays[arrays.count - 1].append(value)
                }
                if frames[top].remaining > 0 {
                    if isObject {
                        frames[top].key = tape.string(i)
                        i += 1
                    }
                    continue nextValue
                }
                frames.removeLast()
                value = isObject ? .object(JSONObject(objects.removeLast())) : .array(arrays.removeLast())
            }
            return value
        }
    }
}
