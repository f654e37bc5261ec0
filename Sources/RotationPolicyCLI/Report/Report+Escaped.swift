/// Reporters render the escaped report (`Reporter.render`): every file, class and module name, every
/// message and note as one line of text (`TerminalText.escapeLine`), so no name from a project, a spec
/// or a server can forge a line of their output. The fixes' edits stay raw where they are applied
/// (`--fix`, `--format patch`), never here.
extension Report {
    public var escaped: Report {
        let line = TerminalText.escapeLine
        var copy = self
        copy.root = line(root)
        copy.repositoryPrefix = line(repositoryPrefix)
        copy.repositoryRoot = repositoryRoot.map(line)
        copy.cases = cases?.map(\.escaped)
        copy.diagnostics = diagnostics.map(\.escaped)
        copy.notes = notes.map(line)
        copy.coverage = coverage?.escapedLines
        copy.applied = applied.map(\.escaped)
        return copy
    }
}

extension TestCase {
    var escaped: TestCase {
        var copy = self
        copy.name = TerminalText.escapeLine(name)
        copy.file = TerminalText.escapeLine(file)
        if case .skipped(let reason) = outcome { copy.outcome = .skipped(TerminalText.escapeLine(reason)) }
        copy.diagnostics = diagnostics.map(\.escaped)
        copy.notes = notes.map(TerminalText.escapeLine)
        copy.confidence = confidence.map(TerminalText.escapeLine)
        return copy
    }
}

extension Diagnostic {
    var escaped: Diagnostic {
        let line = TerminalText.escapeLine
        var copy = self
        copy.message = line(message)
        copy.path = line(path)
        copy.subject = subject.map(line)
        copy.difference = difference.map { Difference(expected: line($0.expected), actual: line($0.actual)) }
        copy.notes = notes.map(line)
        copy.flow = flow.map { FlowStep($0.location.map(\.escaped), line($0.message)) }
        copy.fix = fix.map { DiagnosticFix(description: line($0.description), edits: $0.edits.map(\.escaped), verification: line($0.verification)) }
        return copy
    }
}

extension SourceLocation {
    var escaped: SourceLocation {
        var copy = self
        copy.path = TerminalText.escapeLine(path)
        return copy
    }
}

extension TextEdit {
    var escaped: TextEdit { TextEdit(location.escaped, replacing: TerminalText.escapeLine(old), with: TerminalText.escapeLine(new)) }
}
