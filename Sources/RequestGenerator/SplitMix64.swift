/// SplitMix64 (Steele, Lea, Flood 2014): small, fast, seedable and the same on every platform, so a seed
/// printed by a failing property, a benchmark size or a fuzzer mutation replays exactly. One copy for the
/// generators, the fuzzer's mutator and the tests.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    /// Starts at `state` as it is: the benchmark generator's and the JSON writer tests' streams.
    public init(state: UInt64) { self.state = state }

    /// Starts one step past `seed`: the structured fuzzer's streams (libFuzzer seeds are often 0 or 1).
    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; 0 without drawing when there is no choice (bound ≤ 1).
    public mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }

    /// One of `items`, each as likely as its weight (`total` is the sum of the weights); nil only
    /// when the weights do not add up to `total`.
    public mutating func weighted<Item>(_ items: [Item], total: Int, weight: (Item) -> Int) -> Item? {
        var roll = below(total)
        for item in items {
            if roll < weight(item) { return item }
            roll -= weight(item)
        }
        return nil
    }
    public mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
