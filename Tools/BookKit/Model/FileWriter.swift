import Foundation

/// Writing one file, its folders made as needed; a problem names the file.
public enum FileWriter {
    public static func write(_ data: Data, to url: URL) throws {
        do {
            // Creating a folder that exists walks and retries every ancestor: look first.
            let folder = url.deletingLastPathComponent()
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try data.write(to: url)
        } catch {
            throw Problems([Problem(display(url), "cannot write: \(PlistReader.reason(error))")])
        }
    }
}

/// A folder written whole or not at all: assembled in a hidden sibling, then swapped in with
/// two renames. Any failure leaves the previous folder exactly as it was, and no temporary
/// folder behind. `book build` and `book site` write this way.
public enum AtomicFolder {
    public static func replace(_ output: URL, assemble: (URL) throws -> Void) throws {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(getpid())")
        let previous = parent.appendingPathComponent(".\(output.lastPathComponent).previous-\(getpid())")
        try? fileManager.removeItem(at: staging)
        do {
            try assemble(staging)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
        // Swap: old folder aside, new one in, old one gone. Any failure puts the old one back.
        let hadOld = fileManager.fileExists(atPath: output.path)
        do {
            if hadOld { try fileManager.moveItem(at: output, to: previous) }
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadOld && !fileManager.fileExists(atPath: output.path) { try? fileManager.moveItem(at: previous, to: output) }
            try? fileManager.removeItem(at: staging)
            throw Problems([Problem(display(output), "cannot put the new \(output.lastPathComponent) in place: \(PlistReader.reason(error))")])
        }
        if hadOld { try? fileManager.removeItem(at: previous) }
    }
}
