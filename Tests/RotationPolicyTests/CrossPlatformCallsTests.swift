import Foundation
import RotationPolicy
import RotationPolicyJSON
import Testing

/// Cross-platform fixtures may say which UIKit calls each library call makes (`expectCalls`: one list
/// per cross-platform step, in order), as the libraries' own tests do with OCMExpect / OCMReject. The
/// calls are read from the step's trace (`options.trace`), where each is a line `→ call ⇒ what UIKit did`.
@Suite struct CrossPlatformCallsTests {
    static let fixtures = Fixture.all().filter { fixture in
        guard let data = try? Data(contentsOf: fixture.url) else { return false }
        return String(decoding: data, as: UTF8.self).contains("\"expectCalls\"")
    }

    @Test func theFlutterEngineCasesArePresent() {
        // 28 engine cases × the pre-16 and the 16+ path.
        #expect(Self.fixtures.filter { $0.name.contains("flutter-engine/") }.count == 56)
    }

    @Test(arguments: fixtures) func calls(_ fixture: Fixture) throws {
        let file = try PrettyJSON.parse(String(decoding: try Data(contentsOf: fixture.url), as: UTF8.self))
        guard case .object(let object) = file, case .array(let expected)? = object["expectCalls"] else {
            Issue.record("\(fixture.name): expectCalls is not an array of arrays")
            return
        }
        let (status, body) = fixture.run()
        #expect(status == 200, "\(fixture.name): HTTP \(status)")
        guard case .object(let answer) = body, case .array(let steps)? = answer["steps"] else { return }
        let crossPlatform = steps.filter { step in
            guard case .object(let s) = step, case .string(let type)? = s["type"] else { return false }
            return type.contains(".")
        }
        #expect(crossPlatform.count == expected.count, "\(fixture.name): \(crossPlatform.count) cross-platform steps")
        for (step, wanted) in zip(crossPlatform, expected) {
            guard case .object(let s) = step, case .array(let trace)? = s["trace"] else {
                Issue.record("\(fixture.name): a cross-platform step has no trace (set options.trace)")
                continue
            }
            let calls: [JSONValue] = trace.compactMap { line in
                guard case .string(let text) = line, text.hasPrefix("→ ") else { return nil }
                let call = text.dropFirst(2).components(separatedBy: " ⇒ ")[0]
                return .string(call)
            }
            #expect(JSONValue.array(calls) == wanted, "\(fixture.name): calls \(calls)")
        }
    }
}
