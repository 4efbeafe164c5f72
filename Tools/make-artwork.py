#!/usr/bin/env python3
"""Draws the book's cover and chapter pictures: Assets/<name>@2x.png, reproducibly.

Each picture is lanes, one per design, named at their left, with one mark per notification. A
dashed line is the moment the value is stored: `willSet` runs left of it, `didSet` right of it,
and the labels say so in Swift's own words, which both editions share. A mark with a cross is a
stale read (red, as in the live views); chapter 5's will-change marks are amber, not stale.
The SVG is written here and rendered at 2x by rsvg-convert (librsvg2-bin), so the app loads
`ChapterN@2x.png` at scale 2: 400 x 160 points, 800 x 320 pixels.
Chapter 6 shows chapter 4's picture (the same three designs), so the book ships it once.
Run: python3 Tools/make-artwork.py  (same script and librsvg, same bytes)."""
import os
import struct
import subprocess
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "Assets")
FONT = "Helvetica, Arial, 'DejaVu Sans', sans-serif"
BACKGROUND = "#f6f4ee"
INK = "#28282f"
NOTE = "#555555"
DELEGATE = ("delegate", "#2f6fdc")
PUBLISHED = ("@Published", "#c4262e")
MIGRATED = ("@Published + update()", "#c4262e")
SUBJECT = ("CurrentValueSubject", "#1f7f40")
WILL_CHANGE = ("objectWillChange", "#b86e00")  # amber: a signal, not a stale read
REDRAW = ("redraw", "#1f7f40")


def text(x, y, content, fill=INK, size=12, weight="normal", anchor="start"):
    return ('<text x="%g" y="%g" font-size="%g" font-weight="%s" fill="%s" text-anchor="%s">%s</text>'
            % (x, y, size, weight, fill, anchor, content.replace("&", "&amp;").replace("<", "&lt;")))


def dashed(x, top, bottom):
    return ('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-width="2" stroke-dasharray="6 5"/>'
            % (x, top, x, bottom, INK))


def mark(x, y, color, stale, radius=9):
    out = ['<circle cx="%g" cy="%g" r="%g" fill="%s"/>' % (x, y, radius, color)]
    if stale:  # the live views' stale mark: a white cross
        d = radius * 0.45
        out.append('<path d="M%g %g L%g %g M%g %g L%g %g" stroke="#ffffff" stroke-width="2.2"/>'
                   % (x - d, y - d, x + d, y + d, x + d, y - d, x - d, y + d))
    return out


def picture(width, height, lanes, stores):
    """lanes: [(name, colour, [(x, stale)])], top to bottom; stores: x of each dashed line."""
    body = ['<rect width="100%%" height="100%%" fill="%s"/>' % BACKGROUND]
    top, bottom = 30, height - 12
    step = (bottom - top) / len(lanes)
    # What the dashed line marks, above it: willSet before the store, didSet after it.
    first = stores[0]
    body.append(text(first - 8, 20, "willSet", NOTE, 12, anchor="end"))
    body.append(text(first + 8, 20, "didSet", NOTE, 12))
    for x in stores:
        body.append(dashed(x, top - 4, bottom))
    for index, (name, color, marks) in enumerate(lanes):
        y = top + step * index + step * 0.62
        body.append('<line x1="24" y1="%g" x2="%g" y2="%g" stroke="%s" stroke-opacity="0.45" stroke-width="4"/>'
                    % (y, width - 24, y, color))
        body.append(text(24, y - 14, name, color, 13, "bold"))
        for x, stale in marks:
            body += mark(x, y, color, stale)
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="%s">\n'
            % (width, height, width, height, FONT) + "\n".join(body) + "\n</svg>\n")


def artwork():
    w, h = 400, 160
    s = 230  # the dashed line: the value is stored
    after, before = s + 70, s - 70
    three = [DELEGATE + ([(after, False)],), MIGRATED + ([(before, True)],), SUBJECT + ([(after, False)],)]
    pictures = {
        "Cover": (400, 300, [DELEGATE + ([(after, False)],), PUBLISHED + ([(before, True)],),
                             SUBJECT + ([(after, False)],)], [s]),
        "Chapter1": (w, h, [DELEGATE + ([(after, False)],)], [s]),
        "Chapter2": (w, h, [PUBLISHED + ([(before, True)],)], [s]),
        "Chapter3": (w, h, [PUBLISHED + ([(before, True)],), SUBJECT + ([(after, False)],)], [s]),
        "Chapter4": (w, h, three, [s]),
        # Three changes in one turn, as the page runs them: a will-change signal, then that
        # change is stored; three times; then one redraw reads them all.
        "Chapter5": (w, h, [WILL_CHANGE + ([(150, False), (215, False), (280, False)],),
                            REDRAW + ([(355, False)],)], [182, 247, 312]),
    }
    return pictures


def recompress(path):
    """Deflates the PNG's pixel data again at level 9: the same pixels, about 7% fewer bytes."""
    with open(path, "rb") as source:
        data = source.read()
    chunks, pos = [], 8
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        chunks.append((data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]))
        pos += 12 + length
    pixels = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    out = [data[:8]]
    for kind, body in chunks:
        if kind == b"IDAT":
            if pixels is None:
                continue
            kind, body, pixels = b"IDAT", zlib.compress(pixels, 9), None
        crc = zlib.crc32(kind + body) & 0xFFFFFFFF
        out.append(struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc))
    with open(path, "wb") as target:
        target.write(b"".join(out))


def main():
    os.makedirs(ASSETS, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        for name, (w, h, lanes, stores) in sorted(artwork().items()):
            svg = os.path.join(scratch, name + ".svg")
            with open(svg, "w", encoding="utf-8") as out:
                out.write(picture(w, h, lanes, stores))
            target = os.path.join(ASSETS, name + "@2x.png")
            subprocess.run(["rsvg-convert", "--width", str(2 * w), "--height", str(2 * h),
                            "--background-color", BACKGROUND, "--output", target, svg], check=True)
            recompress(target)
            print("wrote Assets/%s@2x.png" % name)


if __name__ == "__main__":
    main()
