import Foundation

/// The size of a PNG, read from its IHDR chunk; nil when the data is not a PNG.
public enum PNG {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func size(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let read = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (read(16), read(20))
    }

    /// Whether the image has an alpha channel (colour type 4 or 6, or a tRNS chunk): one
    /// without is opaque, its own background showing in light and dark appearance alike.
    public static func hasAlpha(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(26))
        guard bytes.count == 26, size(of: data) != nil else { return false }
        return bytes[25] == 4 || bytes[25] == 6 || data.range(of: Data("tRNS".utf8)) != nil
    }
}
