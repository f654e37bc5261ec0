/// One spec file: a request plus what its answer must show. docs/spec-format.md is the reference.
public struct Spec: Sendable {
    /// Shown in reports: `name`, else the file's path relative to the folder being checked.
    public var name: String
    public var file: String
    public var document: SourceDocument
    /// The request body as sent to /v1/resolve (without an `explore` member the request may carry).
    public var requestBody: [UInt8]
    /// The request as a tree, for building the explore request (nil for `requestText`).
    public var request: JSONNode?
    /// `skip: true` or `skip: "why"`.
    public var skip: String?
    public var expect: JSONNode?
    public var expectError: JSONNode?
    public var explore: ExploreExpectation?
    /// `expectCalls`: the UIKit calls of each cross-platform step (CallsExpectation.swift).
    public var expectCalls: [[String]]?

    public struct ExploreExpectation: Sendable {
        /// The API's `explore` member (environment, actions, budgets).
        public var options: JSONNode
        /// nil: none expected. Otherwise each listed finding must be found, and nothing else.
        public var findings: [JSONNode]
        /// Where the findings were written (`$.explore.findings` or `$.expectFindings`), for reports.
        public var path = "$.explore.findings"
        /// `findings: {failOn: error}`: findings below it are allowed; nil means every finding counts.
        public var failOn: Severity?
    }

    /// Top-level keys; `story` and `description` are free text for people; `sources`, `unresolved` and
    /// `model` are what the scan writes beside its runnable subset (docs/scan.md), not checked.
    static let keys = [
        "name", "story", "description", "request", "requestText", "generate", "skip", "expect", "expectError", "explore",
        "expectFindings", "expectCalls", "sources", "unresolved", "model",
    ]
}
