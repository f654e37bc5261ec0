extension Scanner {
    /// The later rounds of RotationCode: a file that names no orientation word is read once it names a
    /// helper or a lock variable found so far, so that a call of a helper's helper (the second level) is
    /// seen wherever it is. Most files name neither and are parsed once only.
    static func readRotationHelpers(_ later: [(path: String, text: String)], into code: inout RotationCode, clock: ScanClock) throws(ScanError) {
        var pending = later
        code.resolveHelpers()
        for _ in 0..<RotationCode.maxLevel {
            let words = NeedleSet(code.followWords)
            guard !words.isEmpty else { break }
            var now: [(path: String, text: String)] = []
            var rest: [(path: String, text: String)] = []
            for file in pending {
                if words.occurs(in: file.text) { now.append(file) } else { rest.append(file) }
            }
            guard !now.isEmpty else { break }
            for file in now {
                code.add(RotationFunctionReader.read(file.text, file: file.path))
                try clock.check()
            }
            pending = rest
            code.resolveHelpers()
        }
    }
}
