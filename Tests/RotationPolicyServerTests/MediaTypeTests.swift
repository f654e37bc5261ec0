import Testing

@testable import RotationPolicyHTTP

/// Which Content-Type values POST /v1/resolve accepts (anything else is a 415).
@Suite struct MediaTypeTests {
    @Test(arguments: [
        "application/json", "application/json; charset=utf-8", "Application/JSON", " application/json ",
        "application/problem+json", "application/vnd.rotation+json;v=1", "APPLICATION/X+JSON",
    ])
    func acceptsJSON(_ contentType: String) {
        #expect(MediaType.isJSON(contentType))
    }

    @Test(arguments: [
        "", "text/plain", "application/xml", "application/+json", "application/jsonx", "application/json+x",
        "application", "application/", "text/json", "json", "application/jsön", "multipart/form-data; a=application/json",
    ])
    func rejectsEverythingElse(_ contentType: String) {
        #expect(!MediaType.isJSON(contentType))
    }

    @Test func rejectsAMissingHeader() {
        #expect(!MediaType.isJSON(nil))
    }
}
