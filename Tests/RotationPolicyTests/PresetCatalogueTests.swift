import Foundation
import RotationPolicy
import RotationPolicyWire
import Testing

/// The catalogue's own invariants, and that openapi.yaml enumerates exactly its names.
@Suite struct PresetCatalogueTests {
    @Test func namesAreUniqueAndEveryEntryCitesEvidence() {
        #expect(Set(PresetCatalogue.names).count == PresetCatalogue.names.count)
        for preset in PresetCatalogue.all {
            #expect(!preset.behaviours.isEmpty, "\(preset.name)")
            for behaviour in preset.behaviours {
                #expect(!behaviour.sources.isEmpty, "\(preset.name) from iOS \(behaviour.fromIOS) cites nothing")
                #expect(!behaviour.note.isEmpty)
                #expect(behaviour.fromIOS >= preset.availableFromIOS)
            }
        }
    }

    /// Every preset answers on every idiom and version it exists on, and refuses the others with a reason.
    @Test func everyPresetResolvesWhereItExists() {
        for preset in PresetCatalogue.all {
            for idiom in [Idiom.phone, .pad] {
                for major in IOSVersion.supportedMajors {
                    let result = preset.behaviour(idiom: idiom, version: IOSVersion(major))
                    let exists = preset.idioms.contains(idiom) && major >= preset.availableFromIOS
                    switch result {
                    case .success: #expect(exists, "\(preset.name) on \(idiom) iOS \(major)")
                    case .failure(let why):
                        #expect(!exists, "\(preset.name) on \(idiom) iOS \(major): \(why.reason)")
                        #expect(why.reason.contains(preset.name))
                    }
                }
            }
        }
    }

    @Test func versionedEntriesPickTheLatestThatApplies() throws {
        let library = try #require(PresetCatalogue.named("UIImagePickerController.photoLibrary"))
        #expect(try library.behaviour(idiom: .phone, version: IOSVersion(7)).get().className == "UIImagePickerController")
        #expect(try library.behaviour(idiom: .pad, version: IOSVersion(9)).get().className == "PUUIAlbumListViewController")
    }

    @Test func theJSONListsEveryPreset() throws {
        let bytes = Simulator.presetsJSON()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let names = (object["presets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names == PresetCatalogue.names)
    }

    /// openapi.yaml's `PresetName` enum is the catalogue, in order.
    @Test func openAPIEnumeratesTheCatalogue() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let yaml = try String(contentsOf: root.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == "    PresetName:" })
        var names: [String] = []
        for line in lines[(start + 1)...].drop(while: { !$0.hasPrefix("      enum:") }).dropFirst() {
            guard line.hasPrefix("        - ") else { break }
            names.append(String(line.dropFirst("        - ".count)))
        }
        #expect(names == PresetCatalogue.names)
    }
}
