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
        var compact = [UInt64](repeating: 0, count: arena.bitmapWords + arena.fullWords)
        let length = compact.withUnsafeMutableBufferPointer { arena.compact(state, position: position, into: $0) }
        return compact.withUnsafeBufferPointer { arena.insert(UnsafeBufferPointer(rebasing: $0[..<length])) }
    }

    static func load(_ index: Int, from arena: StateArena, like template: SimulationState) -> (SimulationState, Int) {
        var full = [UInt64](repeating: 0, count: arena.fullWords)
        full.withUnsafeMutableBufferPointer { arena.expand(index, into: $0) }
        var state = template
        let position = full.withUnsafeBufferPointer { StateArena.decode($0, into: &state) }
        return (state, position)
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

    /// The search's path: a state's changed words against a loaded record give the same compact record
    /// as a whole pass, and undoing them gives the loaded state back.
    @Test func changedWordsGiveTheSameRecordAndUndoToTheLoadedState() throws {
        let start = try Self.start()
        var arena = StateArena(start: start)
        var parents: [(SimulationState, Int)] = []
        for seed in 0..<200 {
            let parent = Self.variant(of: Self.variant(of: start, seed), seed / 7 + 1)
            parents.append((parent, seed % 3))
            _ = Self.store(parent, seed % 3, in: &arena)
        }
        for (number, (parent, position)) in parents.enumerated() {
            let index = Self.store(parent, position, in: &arena).index
            var full = [UInt64](repeating: 0, count: arena.fullWords)
            var bitmap = [UInt64](repeating: 0, count: arena.bitmapWords)
            bitmap.withUnsafeMutableBufferPointer { bits in
                full.withUnsafeMutableBufferPointer { arena.expand(index, into: $0, bitmap: bits.baseAddress!) }
            }
            for step in 0..<4 {
                var child = Self.variant(of: parent, number &* 5 + step)
                // The window is a partly covered last word of the record.
                if step == 2 { child.windows[0].hidden.toggle() }
                let childPosition = step == 3 ? position + 1 : position
                var changes = [StateArena.WordChange](repeating: .init(index: 0, value: 0, old: 0), count: arena.fullWords)
                let count = full.withUnsafeBufferPointer { record in
                    changes.withUnsafeMutableBufferPointer {
                        StateArena.differences(child, position: childPosition, from: record.baseAddress!, into: $0.baseAddress!)
                    }
                }
                #expect((count == 0) == (child == parent && childPosition == position), "state \(number) step \(step)")
                var compact = [UInt64](repeating: 0, count: arena.bitmapWords + arena.fullWords)
                let length = full.withUnsafeBufferPointer { record in
                    bitmap.withUnsafeBufferPointer { bits in
                        changes.withUnsafeBufferPointer { listed in
                            compact.withUnsafeMutableBufferPointer {
                                arena.compact(
                                    parent: record.baseAddress!, parentBitmap: bits.baseAddress!,
                                    changes: UnsafeBufferPointer(rebasing: listed[..<count]), into: $0.baseAddress!)
                            }
                        }
                    }
                }
                var whole = [UInt64](repeating: 0, count: arena.bitmapWords + arena.fullWords)
                let wholeLength = whole.withUnsafeMutableBufferPointer { arena.compact(child, position: childPosition, into: $0) }
                #expect(Array(compact[..<length]) == Array(whole[..<wholeLength]), "state \(number) step \(step)")
                changes.withUnsafeBufferPointer { StateArena.revert(&child, UnsafeBufferPointer(rebasing: $0[..<count])) }
                #expect(child == parent, "state \(number) step \(step)")
            }
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
}
