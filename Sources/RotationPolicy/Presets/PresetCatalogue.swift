/// Every preset a request may name, in the order `GET /v1/presets` lists them.
public enum PresetCatalogue {
    public static let all: [Preset] = imagePicker + video + sheets + crossPlatformRoots + swiftUI

    public static let names: [String] = all.map(\.name)

    /// The preset called `name`, exactly as spelled.
    public static func named(_ name: String) -> Preset? { all.first { $0.name == name } }
}
