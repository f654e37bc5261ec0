import Testing

@testable import RotationPolicyScan

/// Which subspecs of a development pod the app builds: the podspec's names, defaults and dependencies,
/// the `Podfile`'s `pod` lines, and CocoaPods' resolution of one against the other.
@Suite("subspecs: what a Podfile picks from a podspec")
struct PodspecSubspecTests {
    static let kit = """
        Pod::Spec.new do |s|
          s.name = 'Kit'
          s.source_files = 'Core/*'
          s.default_subspecs = %w[UI]
          s.subspec 'UI' do |ss|
            ss.source_files = 'UI/*'
            ss.default_subspec = 'Buttons'
            ss.subspec('Buttons') do |sss|
              sss.source_files = 'UI/Buttons/*'
            end
            ss.subspec 'Sliders' do |sss|
              sss.source_files = 'UI/Sliders/*'
            end
          end
          s.subspec 'Video' do |ss|
            ss.source_files = 'Video/*'
            ss.dependency 'Kit/Player', '~> 1.0'
            ss.osx.dependency 'Kit/MacOnly'
            ss.dependency 'Alamofire'
          end
          s.subspec 'Player' do |ss|
            ss.source_files = 'Player/*'
          end
          s.subspec 'MacOnly' do |ss|
            ss.source_files = 'Mac/*'
          end
          s.test_spec 'Tests' do |t|
            t.source_files = 'Tests/*'
            t.dependency 'Kit/MacOnly'
          end
        end
        """

    /// The source patterns of the blocks a list of requests selects.
    static func patterns(_ spec: Podspec, _ requests: [String?]) -> [String] {
        let (blocks, _) = spec.blocks(for: requests, pod: "Kit")
        return spec.sources.filter { blocks.contains($0.block) }.map(\.pattern)
    }

    @Test("the Ruby form: nested names, defaults and the iOS app's dependencies (not another platform's, not a test spec's)")
    func rubyStructure() {
        let spec = PodspecReader.read(Self.kit, file: "Kit.podspec")
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
        #expect(spec.subspecs.values.compactMap(\.name).sorted() == ["MacOnly", "Player", "UI", "UI/Buttons", "UI/Sliders", "Video"])
        #expect(spec.defaults.values.sorted { $0.joined() < $1.joined() } == [["Buttons"], ["UI"]])
        #expect(spec.dependencies.values.flatMap { $0 }.sorted() == ["Alamofire", "Kit/Player"])
    }

    @Test(
        "CocoaPods' resolution: the whole pod, one subspec, nested defaults, dependencies",
        arguments: [
            ([nil], ["Core/*", "UI/*", "UI/Buttons/*"]),
            (["UI"], ["UI/*", "UI/Buttons/*"]),
            (["UI/Sliders"], ["UI/Sliders/*"]),
            (["Video"], ["Video/*", "Player/*"]),
            (["Video", nil], ["Core/*", "UI/*", "UI/Buttons/*", "Video/*", "Player/*"]),
            ([], []),
        ] as [([String?], [String])])
    func resolution(requests: [String?], expected: [String]) {
        let spec = PodspecReader.read(Self.kit, file: "Kit.podspec")
        #expect(Self.patterns(spec, requests) == expected)
    }

    @Test("no default_subspecs: the whole pod is every subspec; `:none` is none of them")
    func defaults() {
        let every = PodspecReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.subspec 'A' do |a|\n    a.source_files = 'A/*'\n  end\n"
                + "  s.subspec 'B' do |b|\n    b.source_files = 'B/*'\n  end\nend\n", file: "Kit.podspec")
        #expect(Self.patterns(every, [nil]) == ["A/*", "B/*"])
        let none = PodspecReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Core/*'\n  s.default_subspecs = :none\n"
                + "  s.subspec 'A' do |a|\n    a.source_files = 'A/*'\n  end\nend\n", file: "Kit.podspec")
        #expect(Self.patterns(none, [nil]) == ["Core/*"])
        #expect(Self.patterns(none, ["A"]) == ["A/*"])
    }

    @Test("a default subspec the pod does not have is named; a known one is not")
    func unknownDefaults() {
        let spec = PodspecReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.default_subspecs = 'Core', 'Extras'\n  s.subspec 'Core' do |c|\n"
                + "    c.source_files = 'Core/*'\n    c.default_subspec = 'Lite'\n  end\nend\n", file: "Kit.podspec")
        #expect(spec.unknownDefaults == ["Extras", "Core/Lite"])
        #expect(PodspecReader.read(Self.kit, file: "Kit.podspec").unknownDefaults.isEmpty)
    }

    @Test("a dependency with options after its name, or naming the pod as #{s.name}, is read; one that is not a literal is named")
    func dependencyForms() {
        let spec = PodspecReader.read(
            """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.subspec 'Video' do |ss|
                ss.source_files = 'Video/*'
                ss.dependency 'Kit/Player', :configurations => ['Debug', 'Release']
                ss.dependency "#{s.name}/Codecs"
                ss.dependency player_name
              end
              s.subspec 'Player' do |ss|
                ss.source_files = 'Player/*'
              end
              s.subspec 'Codecs' do |ss|
                ss.source_files = 'Codecs/*'
              end
            end
            """, file: "Kit.podspec")
        #expect(spec.dependencies.values.flatMap { $0 }.sorted() == ["Kit/Codecs", "Kit/Player"])
        #expect(
            spec.warnings == [
                "Kit.podspec:7: the dependency's name is not a literal (a variable, #{} or a method call); the subspecs it names are not "
                    + "read with this one"
            ])
        #expect(Self.patterns(spec, ["Video"]) == ["Video/*", "Player/*", "Codecs/*"])
    }

    @Test("a name that is not a subspec comes back unknown; a subspec whose name is not a literal is read only with the whole pod")
    func unknownAndUnnamed() {
        let spec = PodspecReader.read(
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.subspec name do |a|\n    a.source_files = 'A/*'\n  end\nend\n", file: "Kit.podspec")
        #expect(
            spec.warnings == [
                "Kit.podspec:3: the subspec's name is not a literal; a Podfile cannot pick it by name, so it is read only with the whole pod"
            ])
        #expect(Self.patterns(spec, [nil]) == ["A/*"])
        let (blocks, unknown) = spec.blocks(for: ["A", "Nope"], pod: "Kit")
        #expect(blocks.isEmpty && unknown == ["A", "Nope"])
    }

    @Test("the JSON form gives the same structure and the same resolution")
    func jsonStructure() {
        let spec = PodspecJSONReader.read(
            Array(
                """
                {"name": "Kit", "source_files": "Core/*", "default_subspecs": ["UI"],
                 "subspecs": [
                   {"name": "UI", "source_files": "UI/*", "default_subspecs": "Buttons",
                    "subspecs": [{"name": "Buttons", "source_files": "UI/Buttons/*"}, {"name": "Sliders", "source_files": "UI/Sliders/*"}]},
                   {"name": "Video", "source_files": "Video/*", "dependencies": {"Kit/Player": ["~> 1.0"], "Alamofire": []}},
                   {"name": "Player", "source_files": "Player/*"},
                   {"name": "Lazy", "source_files": "Lazy/*", "default_subspecs": "none", "subspecs": [{"name": "X", "source_files": "X/*"}]}],
                 "testspecs": [{"name": "Tests", "source_files": "Tests/*", "dependencies": {"Kit/Lazy": []}}]}
                """.utf8), file: "Kit.podspec.json")
        #expect(spec.warnings.isEmpty, "\(spec.warnings)")
        #expect(spec.subspecs.values.compactMap(\.name).sorted() == ["Lazy", "Lazy/X", "Player", "UI", "UI/Buttons", "UI/Sliders", "Video"])
        #expect(Self.patterns(spec, [nil]) == ["Core/*", "UI/*", "UI/Buttons/*"])
        #expect(Self.patterns(spec, ["Video"]) == ["Video/*", "Player/*"])
        #expect(Self.patterns(spec, ["Lazy"]) == ["Lazy/*"])
    }

    @Test("Podfile lines: the whole pod, a subspec, :subspecs lists in both hash spellings, an empty list; other lines ignored")
    func podfile() {
        var warnings: [String] = []
        let requests = PodfileReader.read(
            """
            platform :ios, '15.0'
            target 'Runner' do
              use_frameworks!
              pod 'Kit', :path => '../'
              pod 'Kit/Video'
              pod('Other/Sub', path: '../other')
              pod "Lists", :subspecs => ['A', 'B/C'], :path => '.'
              pod 'Short', subspecs: %w[D]
              pod 'Empty', :subspecs => []
              podspec_path = 'x'
              target 'RunnerTests' do
                inherit! :search_paths
              end
            end
            """, file: "ios/Podfile", warnings: &warnings)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(requests["Kit"] == [.init(subspec: nil, line: 4), .init(subspec: "Video", line: 5)])
        #expect(requests["Other"] == [.init(subspec: "Sub", line: 6)])
        #expect(requests["Lists"]?.map(\.subspec) == ["A", "B/C"])
        #expect(requests["Short"]?.map(\.subspec) == ["D"])
        #expect(requests["Empty"] == [])
        #expect(requests.count == 5)
    }

    @Test("a pod line the reader cannot read is named with its line")
    func podfileWarnings() {
        var warnings: [String] = []
        let requests = PodfileReader.read(
            "pod name, :path => '.'\npod \"#{kit}/UI\"\npod 'Kit', :subspecs => names\n", file: "Podfile", warnings: &warnings)
        #expect(
            warnings == [
                "Podfile:1: the pod's name is not a literal; which of its subspecs the app builds is not known",
                "Podfile:2: the pod's name is not a literal; which of its subspecs the app builds is not known",
                "Podfile:3: the subspecs of Kit are not a literal list; the whole pod is read",
            ])
        #expect(requests == ["Kit": [.init(subspec: nil, line: 3)]])
    }

    @Test("which Podfile: the nearest in the app project's folder or above it; with none there, all of them")
    func appPodfiles() {
        let podfiles = ["Podfile", "example/ios/Podfile", "other/Podfile"]
        #expect(ProjectReader.appPodfiles(podfiles, project: "example/ios/Runner.xcodeproj/project.pbxproj") == ["example/ios/Podfile"])
        #expect(ProjectReader.appPodfiles(podfiles, project: "example/ios/App/project.yml") == ["example/ios/Podfile"])
        #expect(ProjectReader.appPodfiles(podfiles, project: "apps/Main/Main.xcodeproj/project.pbxproj") == ["Podfile"])
        #expect(ProjectReader.appPodfiles(["b/Podfile", "a/Podfile"], project: "App.xcodeproj/project.pbxproj") == ["a/Podfile", "b/Podfile"])
        #expect(ProjectReader.appPodfiles(["b/Podfile", "a/Podfile"], project: nil) == ["a/Podfile", "b/Podfile"])
    }
}
