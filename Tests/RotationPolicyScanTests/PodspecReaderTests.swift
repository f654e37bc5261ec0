import Testing

@testable import RotationPolicyScan

/// The podspec forms the scan reads without Ruby, and the ones it refuses with a warning (issues 29, 30).
@Suite("PodspecReader: the literal forms of a podspec")
struct PodspecReaderTests {
    static func read(_ text: String) -> Podspec { PodspecReader.read(text, file: "ios/Plugin.podspec") }

    static func sources(_ spec: Podspec) -> [String] { spec.sources.map(\.pattern) }

    @Test("name, module_name and a single source_files string, with a heredoc description in between")
    func single() {
        let spec = Self.read(
            """
            Pod::Spec.new do |s|
              s.name             = 'auto_orientation'
              s.description      = <<-DESC
            s.source_files = 'NotCode/**/*'
                                   DESC
              s.module_name = "AutoOrientation" # the Swift module
              s.source_files = 'Classes/**/*'
            end
            """)
        #expect(spec.name == "auto_orientation")
        #expect(spec.moduleName == "AutoOrientation")
        #expect(Self.sources(spec) == ["Classes/**/*"])
        #expect(spec.sources.first?.line == 7)
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test("lists: comma-separated, an array over several lines, %w[], and the ios platform; other platforms left out")
    func lists() {
        let spec = Self.read(
            """
            Pod::Spec.new do |spec|
              spec.source_files = 'A/*.h', "A/*.m"
              spec.ios.source_files = [
                'B/**/*.{h,m}',  # iOS only
                'C/*.swift',
              ]
              spec.osx.source_files = 'Mac/**/*'
              spec.exclude_files = %w[A/Old.m A/Older.m]
            end
            """)
        #expect(Self.sources(spec) == ["A/*.h", "A/*.m", "B/**/*.{h,m}", "C/*.swift"])
        #expect(spec.excludes.map(\.pattern) == ["A/Old.m", "A/Older.m"])
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
    }

    @Test("subspecs' source_files are read; a test_spec's are not; a later assignment replaces an earlier one")
    func subspecs() {
        let spec = Self.read(
            """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.source_files = 'Old/*'
              s.source_files = 'Core/*'
              s.subspec 'UI' do |ss|
                ss.source_files = 'UI/**/*'
                ss.exclude_files = 'UI/Legacy/*'
              end
              s.subspec('Video') do |ss|
                ss.ios.source_files = 'Video/*.m'
              end
              s.test_spec 'Tests' do |t|
                t.source_files = 'Tests/**/*'
              end
            end
            """)
        #expect(Self.sources(spec) == ["Core/*", "UI/**/*", "Video/*.m"])
        #expect(spec.excludes.map(\.pattern) == ["UI/Legacy/*"])
        // The subspec's exclude stays its own: block 1 is the first subspec.
        #expect(spec.excludes.first?.block == spec.sources[1].block)
        #expect(spec.excludes.first?.block != spec.sources[2].block)
    }

    @Test(
        "a value that is not a literal gives a warning naming file:line and nothing from that line",
        arguments: [
            "s.source_files = sources", "s.source_files = \"#{root}/Classes/*\"", "s.source_files = Dir.glob('Classes/*')",
            "s.source_files = 'Classes/*'.freeze", "s.source_files = ['A/*'] + extra", "s.name = ENV['POD_NAME']",
        ])
    func refused(line: String) {
        let spec = Self.read("Pod::Spec.new do |s|\n  \(line)\n  s.exclude_files = 'X'\nend\n")
        #expect(spec.sources.isEmpty && spec.name == nil, "\(spec)")
        #expect(spec.warnings.count == 1, "\(spec.warnings)")
        #expect(spec.warnings.first?.hasPrefix("ios/Plugin.podspec:2: ") == true, "\(spec.warnings)")
        #expect(spec.excludes.map(\.pattern) == ["X"])
    }

    @Test("patterns: brace lists expanded, ** over folders, a folder's own files, excludes, and paths from the podspec's folder")
    func files() {
        let candidates = [
            "ios/Classes/A.h", "ios/Classes/A.m", "ios/Classes/Deep/B.swift", "ios/Classes/Deep/B.txt.m", "ios/Classes/Legacy/Old.m",
            "ios/Flat/F.m", "ios/Flat/Inner/G.m", "example/ios/Runner/AppDelegate.swift", "ios/Classes/A.swift.orig",
        ]
        let spec = Podspec(
            sources: [
                .init(pattern: "Classes/**/*.{h,m,swift}", block: 0, line: 3), .init(pattern: "Flat", block: 0, line: 4),
            ],
            excludes: [.init(pattern: "Classes/Legacy/**", block: 0, line: 5)])
        var warnings: [String] = []
        let found = PodspecReader.files(spec, at: "ios/Plugin.podspec", among: candidates, warnings: &warnings)
        #expect(found == ["ios/Classes/A.h", "ios/Classes/A.m", "ios/Classes/Deep/B.swift", "ios/Classes/Deep/B.txt.m", "ios/Flat/F.m"])
        #expect(warnings.isEmpty)
        #expect(PodspecReader.expandBraces("a/{b,c{d,e}}/*.{h,m}").count == 6)
    }

    @Test("a brace list past the limit reads nothing from that pattern, with a warning")
    func braceLimit() {
        let pattern = "{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}{a,b}/*.m"  // 128 patterns
        let spec = Podspec(sources: [.init(pattern: pattern, block: 0, line: 9)])
        var warnings: [String] = []
        let found = PodspecReader.files(spec, at: "Kit.podspec", among: ["aaaaaaa/X.m"], warnings: &warnings)
        #expect(found.isEmpty)
        #expect(warnings.first?.hasPrefix("Kit.podspec:9: ") == true, "\(warnings)")
    }
}
