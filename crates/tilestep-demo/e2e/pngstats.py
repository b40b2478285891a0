#!/usr/bin/env python3
"""Checks that a PNG screenshot shows something: prints its size and colour
statistics and exits 1 when it is missing, unreadable, too small, or blank
(one flat colour, or nearly all black). Standard library only.

    python3 pngstats.py SHOT.png [--min-size WxH]
"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, w = 8, [], None
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos:pos + 4])
        kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (0, 2, 4, 6) or interlace:
                raise ValueError(f"unsupported PNG (depth {depth}, colour type {ctype}, interlace {interlace})")
            bpp = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if w is None:
        raise ValueError("no IHDR")
    raw = zlib.decompress(b"".join(idat))
    stride = w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + ((a + b) >> 1)) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, bpp, rows


def main():
    args = sys.argv[1:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    path, min_w, min_h = args[0], 64, 64
    if "--min-size" in args:
        min_w, min_h = map(int, args[args.index("--min-size") + 1].split("x"))
    try:
        w, h, bpp, rows = read_png(path)
    except Exception as e:  # noqa: BLE001 - any failure means "no usable screenshot"
        print(f"FAIL: {path}: {e}")
        return 1
    colours, dark, n = {}, 0, 0
    step = max(1, (w * h) // 200_000)  # sample at most ~200k pixels
    for y in range(0, h, 1 if step == 1 else 2):
        row = rows[y]
        for x in range(0, w, step):
            px = row[x * bpp:x * bpp + min(3, bpp)]
            if bpp < 3:
                px = px[:1] * 3
            colours[px] = colours.get(px, 0) + 1
            dark += sum(px) < 24
            n += 1
    top = max(colours.values()) / n
    print(f"{path}: {w}x{h}, {len(colours)} colours (sampled), {100 * dark / n:.1f}% near-black, top colour {100 * top:.1f}%")
    if w < min_w or h < min_h:
        print(f"FAIL: {path} is {w}x{h}, smaller than {min_w}x{min_h}")
        return 1
    if len(colours) < 4 or top > 0.995:
        print(f"FAIL: {path} is blank (one flat colour)")
        return 1
    if dark / n > 0.99:
        print(f"FAIL: {path} is (nearly) all black")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
