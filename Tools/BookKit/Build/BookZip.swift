import BookModel
import Foundation

/// The book as one zip file, for a learner to download and open: Safari saves it to Files,
/// a tap unpacks it, a tap on the book opens it in Swift Playgrounds. Same book, same bytes:
/// entries sorted by path, every time the zip format's earliest (1980-01-01 00:00), fixed
/// permissions, stored without compression (the posters are PNGs already; no zlib needed).
public enum BookZip {
    public static let fileName = "DelegateVsPublished.playgroundbook.zip"

    /// The zip of the book folder `book`, its entries under the folder's own name.
    public static func data(of book: URL) throws -> Data {
        guard Layout.isDirectory(book) else { throw Problems([Problem(book.path, "no book to zip here: run `swift run book build`")]) }
        let base = book.lastPathComponent
        var entries: [(path: String, data: Data?)] = []
        func add(_ folder: URL, as path: String) throws {
            entries.append((path + "/", nil))
            for name in Layout.entries(folder).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let url = folder.appendingPathComponent(name)
                if Layout.isDirectory(url) { try add(url, as: "\(path)/\(name)") } else { entries.append(("\(path)/\(name)", try Data(contentsOf: url))) }
            }
        }
        try add(book, as: base)
        var out = Data()
        var central = Data()
        for entry in entries {
            let name = Data(entry.path.utf8)
            let body = entry.data ?? Data()
            let crc = CRC32.checksum(body)
            let offset = UInt32(out.count)
            // Local file header.
            out.append(le32(0x0403_4b50))
            out.append(le16(20))
            out.append(le16(0x0800))
            out.append(le16(0))
            out.append(le16(0))
            out.append(le16(0x21))  // 00:00, 1980-01-01
            out.append(le32(crc))
            out.append(le32(UInt32(body.count)))
            out.append(le32(UInt32(body.count)))
            out.append(le16(UInt16(name.count)))
            out.append(le16(0))
            out.append(name)
            out.append(body)
            // Its central directory record: made on Unix, mode 644 for files, 755 for folders.
            let mode: UInt32 = entry.data == nil ? (0o040755 << 16) | 0x10 : 0o100644 << 16
            central.append(le32(0x0201_4b50))
            central.append(le16(0x031E))
            central.append(le16(20))
            central.append(le16(0x0800))
            central.append(le16(0))
            central.append(le16(0))
            central.append(le16(0x21))
            central.append(le32(crc))
            central.append(le32(UInt32(body.count)))
            central.append(le32(UInt32(body.count)))
            central.append(le16(UInt16(name.count)))
            central.append(le16(0))
            central.append(le16(0))
            central.append(le16(0))
            central.append(le16(0))
            central.append(le32(mode))
            central.append(le32(offset))
            central.append(name)
        }
        let start = UInt32(out.count)
        out.append(central)
        out.append(le32(0x0605_4b50))
        out.append(le16(0))
        out.append(le16(0))
        out.append(le16(UInt16(entries.count)))
        out.append(le16(UInt16(entries.count)))
        out.append(le32(UInt32(central.count)))
        out.append(le32(start))
        out.append(le16(0))
        return out
    }

    static func le16(_ value: UInt16) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    static func le32(_ value: UInt32) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
}

/// CRC-32 (IEEE 802.3, the zip format's), by table.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
