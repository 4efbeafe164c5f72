#!/usr/bin/env python3
"""Draws the book's artwork as PNGs in Assets/, reproducibly (standard library only).

The cover is three lanes, one per design, with a notification mark in each: the @Published
mark sits before the dashed "value stored" line (willSet), the other two after it (didSet).
Run: python3 Tools/make-artwork.py  (same script, same bytes)."""
import os
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ASSETS = os.path.join(ROOT, "Assets")


def png(width, height, pixel):
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter: none
        for x in range(width):
            rows.extend(pixel(x, y))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


BACKGROUND = (246, 244, 238)
LANES = [(52, 120, 246), (214, 48, 49), (40, 160, 80)]  # delegate, @Published, CurrentValueSubject
INK = (40, 40, 48)


def cover_pixel(width, height, marks):
    lane_height = height // 4
    stored_x = int(width * 0.55)

    def pixel(x, y):
        for index, color in enumerate(LANES):
            centre = lane_height * (index + 1)
            lane_marks = marks[index]
            if lane_marks is None:
                continue
            if not isinstance(lane_marks, list):
                lane_marks = [lane_marks]
            radius = min(18, lane_height // 3) if len(lane_marks) == 1 else min(12, lane_height // 4)
            if any((x - mark_x) ** 2 + (y - centre) ** 2 <= radius ** 2 for mark_x in lane_marks):
                return color
            if abs(y - centre) <= 2 and width * 0.08 <= x <= width * 0.92:
                return tuple(c // 2 + 120 for c in color)
        if abs(x - stored_x) <= 1 and (y // 8) % 2 == 0 and lane_height // 2 < y < height - lane_height // 2:
            return INK
        return BACKGROUND

    return pixel


def main():
    os.makedirs(ASSETS, exist_ok=True)
    width, height = 400, 300
    stored = int(width * 0.55)
    artwork = {
        "Cover.png": (width, height, [stored + 60, stored - 60, stored + 60]),
    }
    # One banner per chapter: the lanes it is about, the others faded out of the picture.
    banner_w, banner_h = 400, 160
    banner_stored = int(banner_w * 0.55)
    chapters = {
        1: [banner_stored + 60, None, None],               # delegates: after the change
        2: [None, banner_stored - 60, None],               # @Published
        3: [None, banner_stored - 60, banner_stored + 60], # @Published before, CurrentValueSubject after
        4: [banner_stored + 60, banner_stored - 60, banner_stored + 60],
        # SwiftUI: three will-change signals before the stores, one redraw after them all
        5: [None, [banner_stored - 120, banner_stored - 85, banner_stored - 50], banner_stored + 90],
        6: [banner_stored + 60, banner_stored - 60, banner_stored + 60],
    }
    for number, marks in chapters.items():
        artwork["Chapter%d.png" % number] = (banner_w, banner_h, marks)
    for name, (w, h, marks) in sorted(artwork.items()):
        with open(os.path.join(ASSETS, name), "wb") as out:
            out.write(png(w, h, cover_pixel(w, h, marks)))
        print("wrote Assets/" + name)


if __name__ == "__main__":
    main()
