import Foundation

/// Where a folder sits in its git repository: code scanning and GitHub annotations place a file by its
/// path from the repository's top, whatever folder the command ran on (lint's project, check's working
/// folder).
public enum Repository {
    /// The repository's top folder holding `folder` (the nearest folder with a `.git` entry, as git finds
    /// it, a worktree's `.git` file included) and `folder`'s path inside it with a final slash; nil when
    /// `folder` is in no repository.
    public static func locate(_ folder: String) -> (top: String, prefix: String)? {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().standardizedFileURL.path
        var folder = real
        while !folder.isEmpty {
            if FileManager.default.fileExists(atPath: folder + "/.git") {
                let inside = real.dropFirst(folder.count).drop { $0 == "/" }
                return (folder, inside.isEmpty ? "" : inside + "/")
            }
            guard folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }
}
