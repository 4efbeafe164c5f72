#!/usr/bin/env python3
"""Prints the width in pixels of the ink in each PNG named, one line each: from the first to
the last column that holds a pixel darker than near-white. The tests use it to check that the width estimates of
the book's pictures cover what a real renderer (rsvg-convert) draws."""
import struct
import sys
import zlib


def rows(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, kind = 8, b"", 0, 0, 0
    while pos < len(data):
        length, name = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if name == b"IHDR":
            width, height, depth, kind = struct.unpack(">IIBB", body[:10])
            assert depth == 8, "only 8-bit PNGs"
        elif name == b"IDAT":
            idat += body
        pos += 12 + length
    channels = {2: 3, 6: 4, 0: 1, 4: 2}[kind]
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    out = []
    for y in range(height):
        filter_type = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            up_left = previous[x - channels] if x >= channels else 0
            if filter_type == 1:
                line[x] = (line[x] + left) & 255
            elif filter_type == 2:
                line[x] = (line[x] + up) & 255
            elif filter_type == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif filter_type == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else up_left)
                line[x] = (line[x] + predictor) & 255
        out.append([line[x * channels:(x + 1) * channels] for x in range(width)])
        previous = line
    return out


def ink_width(path):
    columns = set()
    for row in rows(path):
        for x, pixel in enumerate(row):
            rgb = pixel[:3] if len(pixel) >= 3 else pixel[:1] * 3
            alpha = pixel[3] if len(pixel) == 4 else 255
            if alpha > 16 and min(rgb) < 200:
                columns.add(x)
    return (max(columns) - min(columns) + 1) if columns else 0


if __name__ == "__main__":
    # Many pictures in one run: starting Python is most of the cost of measuring one.
    for name in sys.argv[1:]:
        print(ink_width(name))
