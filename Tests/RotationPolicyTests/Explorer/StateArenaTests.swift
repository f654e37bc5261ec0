import Testing

@testable import RotationPolicy

/// The explorer's state store: a state comes back exactly as it went in, equal states are found and
/// different ones are not, and a removed state can be stored again.
@Suite struct StateArenaTests {
    /// A small app's start state: a tab bar of three stacks, one window.
    static func start() throws -> SimulationState {
        let request = try ResolveHarness.request(
            """
            {"interfaceOrientation":"portrait","root":{"id":"tabs","kind":"tabBarController","children":[
              {"id":"n0","kind":"navigationController","children":[{"id":"a"},{"id":"b"}]},
              {"id":"n1","kind":"navigationController","children":[{"id":"c"}]},
              {"id":"n2","kind":"navigationController","children":[{"id":"d"}]}]}}
            """)
        return Simulation(request).state
    }

    /// A state that differs from `state` in one field chosen by `seed`.
    static func variant(of state: SimulationState, _ seed: Int) -> SimulationState {
        var changed = state
        let node = seed % changed.nodes.count
        switch seed % 4 {
        case 0: changed.nodes[node].selectedIndex = seed
        case 1: changed.nodes[node].overrides.supportedOrientations = OrientationMask(rawValue: seed % 31)
        case 2: changed.nodes[node].attached.toggle()
        default: changed.globals.locked.toggle()
        }
        return changed
    }

    static func store(_ state: SimulationState, _ position: Int, in arena: inout StateArena) -> (index: Int, inserted: Bool) {
        arena.insert(state, position: position)
    }

    static func load(_ index: Int, from arena: StateArena, like template: SimulationState) -> (SimulationState, Int) {
        var full = [UInt64](repeating: 0, count: arena.fullWords)
        full.withUnsafeMutableBufferPointer { arena.expand(index, into: $0) }
        var state = template
        let position = full.withUnsafeBufferPointer { StateArena.decode($0, into: &state) }
        return (state, position)
    }

    /// Stores `state` as the search does: as its changes from stored state `parent`.
    static func store(
        _ state: SimulationState, _ position: Int, from parent: Int, in arena: inout StateArena
    ) -> (index: Int, inserted: Bool) {
        var full = [UInt64](repeating: 0, count: arena.fullWords)
        full.withUnsafeMutableBufferPointer { arena.expand(parent, into: $0) }
        var changes = [StateArena.WordChange](repeating: .init(index: 0, value: 0, old: 0), count: arena.fullWords)
        let count = full.withUnsafeBufferPointer { record in
            changes.withUnsafeMutableBufferPointer {
                StateArena.differences(state, position: position, from: record.baseAddress!, into: $0.baseAddress!)
            }
        }
        let stored = full.withUnsafeMutableBufferPointer { record in
            changes.withUnsafeBufferPointer {
                arena.insert(UnsafeBufferPointer(rebasing: $0[..<count]), parent: parent, parentRecord: record.baseAddress!)
            }
        }
        // The parent's record is the parent's again.
        var again = [UInt64](repeating: 0, count: arena.fullWords)
        again.withUnsafeMutableBufferPointer { arena.expand(parent, into: $0) }
        #expect(full == again)
        return stored
    }

    @Test func statesComeBackAsStoredAndEqualOnesAreFound() throws {
        let start = try Self.start()
        var arena = StateArena(start: start)
        var stored: [(SimulationState, Int)] = []
        // Enough states to make the table grow several times.
        for seed in 0..<5000 {
            let state = Self.variant(of: start, seed)
            let position = seed % 3
            let (index, inserted) = Self.store(state, position, in: &arena)
            let earlier = stored.firstIndex { $0.0 == state && $0.1 == position }
            #expect(inserted == (earlier == nil), "seed \(seed)")
            if let earlier { #expect(index == earlier, "seed \(seed)") } else { stored.append((state, position)) }
        }
        #expect(arena.count == stored.count)
        for (index, (state, position)) in stored.enumerated() {
            let (loaded, loadedPosition) = Self.load(index, from: arena, like: start)
            #expect(loaded == state && loadedPosition == position, "record \(index)")
        }
    }

    /// The search's path: each state stored as its changes from the state it was reached from, along
    /// paths longer than `maxHops`; every state comes back as stored, and one reached again by another
    /// path (or stored from the start's record) is found, not stored twice. Undoing the changes gives the
    /// parent back.
    @Test func statesStoredAsChangesFromTheirParentsComeBackAndAreFound() throws {
        let start = try Self.start()
        var arena = StateArena(start: start)
        var stored: [(SimulationState, Int)] = [(start, 0)]
        #expect(Self.store(start, 0, in: &arena) == (0, true))
        var frontier = [0]
        var deepest = 0
        for level in 0..<(StateArena.maxHops * 2 + 3) {
            if !frontier.isEmpty { deepest = level }
            var next: [Int] = []
            for parent in frontier {
                let (parentState, position) = stored[parent]
                for step in 0..<3 {
                    var child = Self.variant(of: parentState, level &* 7 + step &* 3 + parent % 5)
                    // The window is a partly covered last word of the record.
                    if step == 2 { child.windows[0].hidden.toggle() }
                    let childPosition = step == 1 ? position + 1 : position
                    let (index, inserted) = Self.store(child, childPosition, from: parent, in: &arena)
                    let earlier = stored.firstIndex { $0.0 == child && $0.1 == childPosition }
                    #expect(inserted == (earlier == nil), "level \(level) parent \(parent) step \(step)")
                    if let earlier {
                        #expect(index == earlier)
                    } else {
                        stored.append((child, childPosition))
                        if next.count < 4 { next.append(index) }
                    }
                    // The same state stored from the start's record is the same state.
                    #expect(Self.store(child, childPosition, in: &arena) == (index, false))
                    // Undoing the changes gives the parent.
                    var full = [UInt64](repeating: 0, count: arena.fullWords)
                    full.withUnsafeMutableBufferPointer { arena.expand(parent, into: $0) }
                    var changes = [StateArena.WordChange](repeating: .init(index: 0, value: 0, old: 0), count: arena.fullWords)
                    let count = full.withUnsafeBufferPointer { record in
                        changes.withUnsafeMutableBufferPointer {
                            StateArena.differences(child, position: childPosition, from: record.baseAddress!, into: $0.baseAddress!)
                        }
                    }
                    var undone = child
                    changes.withUnsafeBufferPointer { StateArena.revert(&undone, UnsafeBufferPointer(rebasing: $0[..<count])) }
                    #expect(undone == parentState)
                }
            }
            frontier = next
        }
        // Paths longer than `maxHops`: some records were stored from the start's record again.
        #expect(deepest > StateArena.maxHops)
        #expect(arena.count == stored.count)
        for (index, (state, position)) in stored.enumerated() {
            let (loaded, loadedPosition) = Self.load(index, from: arena, like: start)
            #expect(loaded == state && loadedPosition == position, "record \(index)")
        }
    }

    @Test func theScriptPositionIsPartOfAStatesIdentity() throws {
        let start = try Self.start()
        var arena = StateArena(start: start)
        #expect(Self.store(start, 0, in: &arena).inserted)
        #expect(Self.store(start, 1, in: &arena).inserted)
        #expect(!Self.store(start, 0, in: &arena).inserted)
    }

    @Test func aRemovedStateCanBeStoredAgain() throws {
        let start = try Self.start()
        var arena = StateArena(start: start)
        _ = Self.store(start, 0, in: &arena)
        let other = Self.variant(of: start, 7)
        let bytes = arena.bytes
        #expect(Self.store(other, 0, in: &arena).inserted)
        arena.removeLast()
        #expect(arena.count == 1)
        #expect(arena.bytes == bytes)
        #expect(Self.store(other, 0, in: &arena) == (1, true))
        #expect(Self.store(start, 0, in: &arena) == (0, false))
    }

    /// The windows' bytes end the record, and their last word is only partly covered (a window is 5
    /// bytes): one to seven bytes, read without a copy. With 1 to 8 windows every remainder occurs; the
    /// words read equal the words `encode` wrote, and one changed byte is one changed word with its
    /// old and new value as written.
    @Test func theWindowsLastPartialWordReadsAsEncoded() throws {
        let start = try Self.start()
        for count in 1...8 {
            var state = start
            state.windows = (0..<count).map { index in
                var window = start.windows[0]
                window.front = UInt8(truncatingIfNeeded: 0xA0 + index)
                return window
            }
            let arena = StateArena(start: state)
            var record = [UInt64](repeating: 0, count: arena.fullWords)
            record.withUnsafeMutableBufferPointer { StateArena.encode(state, position: 0, into: $0) }
            var changes = [StateArena.WordChange](repeating: .init(index: 0, value: 0, old: 0), count: arena.fullWords)
            func differences(_ state: SimulationState) -> [StateArena.WordChange] {
                let found = record.withUnsafeBufferPointer { record in
                    changes.withUnsafeMutableBufferPointer {
                        StateArena.differences(state, position: 0, from: record.baseAddress!, into: $0.baseAddress!)
                    }
                }
                return Array(changes[..<found])
            }
            #expect(differences(state).isEmpty, "\(count) windows")
            var changed = state
            changed.windows[count - 1].front = 0x5C
            var expected = [UInt64](repeating: 0, count: arena.fullWords)
            expected.withUnsafeMutableBufferPointer { StateArena.encode(changed, position: 0, into: $0) }
            let found = differences(changed)
            #expect(found.count == 1, "\(count) windows")
            if let change = found.first {
                #expect(change.value == expected[change.index] && change.old == record[change.index], "\(count) windows")
            }
        }
    }
}
