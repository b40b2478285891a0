#!/usr/bin/env python3
"""Writes the example maps in examples/maps/: one level as ASCII, Tiled
(.tmx + .tsx + .png, and .tmj) and LDtk (.ldtk). Run from anywhere:
`python3 examples/maps/gen.py`. The files are committed; this script is how
they were made (the same level in every format, byte for byte reproducible).
"""
import base64, json, os, struct, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
T = 16

LEVEL = [
    "########################",
    "#..F7..mM..Ww.~~._____.#",
    "#abcdef...123456...[.].#",
    "#......................#",
    "#.........------.......#",
    "#...............==.....#",
    "#......................#",
    "#...rR##Ll...../E\\.....#",
    "########################",
    "########################",
]
W, H = len(LEVEL[0]), len(LEVEL)
SPAWN = (40, 128)  # px: bottom centre of the player, standing on row 8

FH, FV, FD = 0x80000000, 0x40000000, 0x20000000

# Tileset kinds.tsx: 4 columns x 8 rows of 16 px tiles.
# (local id, property kind or None, collision polygon/rect/polyline or None, tag[, extra])
# extra: "one_way" (the tile's bool property), "object_one_way" (its
# collision object's), "class".
TILES = [
    (0, "solid", None, None),
    (1, "platform", None, None),
    (2, "platform_under", None, None),
    (3, "end_slope", None, None),
    (4, None, ("polygon", [(0, 16), (16, 0), (16, 16)]), None),           # slope_br, drawn
    (5, None, ("polygon", [(0, 16), (16, 8), (16, 16)]), None),           # gentle_br_low, drawn
    (6, None, ("polygon", [(0, 16), (0, 8), (16, 0), (16, 16)]), None),   # gentle_br_high, drawn
    (7, "slope_tr", None, None),
    (8, "gentle_tr_low", None, None),
    (9, "gentle_tr_high", None, None),
    (10, "solid", None, 1),                                             # a spring, say
    (11, None, ("rect", (0, 8, 16, 8)), None),                          # half-height step (custom floor)
    (12, None, None, None),                                             # decoration, no collision
    (16, "platform_firm", None, None),
    (17, "platform_under_firm", None, None),
    (18, "oneway_left", None, None),
    (19, "oneway_right", None, None),
    # The one-way slopes, each named or drawn one of the ways a map can say it.
    (20, "oneway_slope_br", None, None),
    (21, "slope_bl", None, None, {"one_way": True}),
    (22, None, ("polygon", [(0, 16), (16, 8), (16, 16)]), None, {"object_one_way": True}),
    (23, None, ("polygon", [(0, 16), (0, 8), (16, 0), (16, 16)]), None, {"one_way": True}),
    (24, None, ("polyline", [(0, 0), (16, 8)]), None),                   # oneway_gentle_bl_high
    (25, "oneway_gentle_bl_low", None, None),
    (26, None, None, None, {"class": "oneway_slope_tr"}),
    (27, "oneway_slope_tl", None, None),
    (28, "gentle_tr_low", None, None, {"one_way": True}),
    (29, "oneway_gentle_tr_high", None, None),
    (30, "oneway_gentle_tl_high", None, None),
    (31, "oneway_gentle_tl_low", None, None),
]
TILES = [t if len(t) == 5 else t + ({},) for t in TILES]

# ASCII char -> gid with flip bits (firstgid 1).
G = lambda local, flags=0: (local + 1) | flags
CHAR_GID = {
    ".": 0,
    "#": G(0),
    "-": G(1),
    "_": G(2),
    "E": G(3),
    "/": G(4),
    "\\": G(4, FD | FH),  # diagonal then horizontal: slope_br -> slope_br -> slope_bl
    "7": G(4, FV),        # slope_br upside down = slope_tr
    "F": G(7, FH),        # slope_tr mirrored = slope_tl
    "r": G(5),
    "R": G(6),
    "L": G(6, FH),
    "l": G(5, FH),
    "m": G(8),
    "M": G(9),
    "W": G(9, FH),
    "w": G(8, FH),
    "=": G(16),
    "~": G(17),
    "[": G(18),
    "]": G(19),
    "1": G(20),
    "2": G(21),
    "3": G(22),
    "4": G(23),
    "5": G(24),
    "6": G(22, FH),       # oneway_gentle_br_low mirrored = oneway_gentle_bl_low
    "a": G(26),
    "b": G(21, FD | FH),  # oneway_slope_bl rotated = oneway_slope_tr, mirrored = oneway_slope_tl
    "c": G(28),
    "d": G(29),
    "e": G(29, FH),       # oneway_gentle_tr_high mirrored = oneway_gentle_tl_high
    "f": G(31),
}
KINDS = ["empty", "solid", "platform", "platform_under", "end_slope", "slope_br", "slope_bl",
         "slope_tr", "slope_tl", "gentle_br_low", "gentle_br_high", "gentle_bl_high",
         "gentle_bl_low", "gentle_tr_low", "gentle_tr_high", "gentle_tl_high", "gentle_tl_low",
         "platform_firm", "platform_under_firm", "oneway_left", "oneway_right",
         "oneway_slope_br", "oneway_slope_bl", "oneway_gentle_br_low", "oneway_gentle_br_high",
         "oneway_gentle_bl_high", "oneway_gentle_bl_low", "oneway_slope_tr", "oneway_slope_tl",
         "oneway_gentle_tr_low", "oneway_gentle_tr_high", "oneway_gentle_tl_high",
         "oneway_gentle_tl_low"]
CHARS = ".#-_E/\\7Fr RLlmMWw=~[]123456abcdef".replace(" ", "")
# LDtk value colours: the first 16 follow a ramp, the later kinds stand out,
# the one-way slopes (21..32) on a ramp of their own.
LDTK_COLORS = {17: "#C08040", 18: "#4080C0", 19: "#C04060", 20: "#40A0A0"}
LDTK_COLORS.update({i: "#%02X%02X%02X" % (200 - 5 * (i - 21), 150 + 6 * (i - 21), 70 + 9 * (i - 21))
                    for i in range(21, 33)})


def write(rel, data):
    path = os.path.join(HERE, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    mode = "wb" if isinstance(data, bytes) else "w"
    with open(path, mode, **({} if mode == "wb" else {"newline": "\n"})) as f:
        f.write(data)


def heights(kind):
    """The contract's heights of a slope kind (a one-way slope's are its solid twin's)."""
    t = T
    kind = kind.replace("oneway_", "")
    f = {
        "slope_br": lambda c: c + 1, "slope_bl": lambda c: t - c,
        "gentle_br_low": lambda c: c // 2 + 1, "gentle_br_high": lambda c: t // 2 + c // 2 + 1,
        "gentle_bl_high": lambda c: t // 2 + (t - 1 - c) // 2 + 1, "gentle_bl_low": lambda c: (t - 1 - c) // 2 + 1,
    }[kind.replace("_t", "_b")]
    return [f(c) for c in range(t)]


# The kind each one-way tile of the tileset stands for (for its picture).
ONEWAY_TILES = {20: "oneway_slope_br", 21: "oneway_slope_bl", 22: "oneway_gentle_br_low",
                23: "oneway_gentle_br_high", 24: "oneway_gentle_bl_high", 25: "oneway_gentle_bl_low",
                26: "oneway_slope_tr", 27: "oneway_slope_tl", 28: "oneway_gentle_tr_low",
                29: "oneway_gentle_tr_high", 30: "oneway_gentle_tl_high", 31: "oneway_gentle_tl_low"}


def png(width, height, rgb_rows):
    raw = b"".join(b"\x00" + bytes(r) for r in rgb_rows)
    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def tileset_png():
    cols, rows = 4, 8
    # The fifth row (the kinds added later: firm platforms, one-way walls)
    # has a warmer background, the one-way slopes' rows a greener one.
    def bg(y):
        return (235, 238, 242) if y < 4 * T else (235, 230, 215) if y < 5 * T else (228, 238, 225)
    img = [[bg(y)] * (cols * T) for y in range(rows * T)]
    def oneway_px(local, c, r):
        """None, "body" (the profile's pixels) or "surface" (each column's outermost)."""
        kind = ONEWAY_TILES.get(local)
        if kind is None:
            return None
        h = heights(kind)[c]
        floor = "_b" in kind
        top = T - h if floor else h - 1
        if r == top:
            return "surface"
        inside = r > top if floor else r < top
        return "body" if inside else None
    def solid_px(local, c, r):
        kind = {0: "solid", 3: "solid", 10: "solid", 7: "slope_tr", 8: "gentle_tr_low", 9: "gentle_tr_high",
                4: "slope_br", 5: "gentle_br_low", 6: "gentle_br_high"}.get(local)
        if local == 11:
            return r >= 8
        if kind is None:
            return False
        if kind == "solid":
            return True
        h = heights(kind)[c]
        return r >= T - h if "_b" in kind else r < h
    color = {0: (60, 64, 72), 3: (110, 80, 60), 10: (200, 120, 40)}
    for (local, _, _, _, _) in TILES:
        ox, oy = (local % cols) * T, (local // cols) * T
        for r in range(T):
            for c in range(T):
                px = None
                if solid_px(local, c, r):
                    px = color.get(local, (70, 110, 160))
                if local == 1 and r < 3:
                    px = (40, 150, 60)
                if local == 2 and r >= T - 3:
                    px = (150, 60, 150)
                if local == 12 and (c - 8) ** 2 + (r - 8) ** 2 < 20:
                    px = (240, 200, 60)
                if local == 16 and r in (0, 1, 4, 5):    # platform_firm: a double top edge
                    px = (208, 120, 40)
                if local == 17 and r in (10, 11, 14, 15):  # platform_under_firm: a double bottom edge
                    px = (50, 110, 190)
                if local == 18 and c < 3:                # oneway_left: its left edge
                    px = (190, 60, 90)
                if local == 19 and c >= T - 3:           # oneway_right: its right edge
                    px = (60, 160, 160)
                ow = oneway_px(local, c, r)              # one-way slopes: a pale body, a dark surface
                if ow == "body":
                    px = (170, 210, 165)
                if ow == "surface":
                    px = (40, 120, 60)
                if px:
                    img[oy + r][ox + c] = px
    rows_bytes = [[v for p in row for v in p] for row in img]
    return png(cols * T, rows * T, rows_bytes)


def tsx():
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<tileset version="1.10" tiledversion="1.10.2" name="kinds" tilewidth="16" tileheight="16" tilecount="32" columns="4">',
           ' <image source="kinds.png" width="64" height="128"/>']
    one_way_prop = '<property name="one_way" type="bool" value="true"/>'
    for local, kind, shape, tag, extra in TILES:
        if kind is None and shape is None and not extra:
            continue
        cls = f' class="{extra["class"]}"' if "class" in extra else ""
        if kind is None and shape is None and tag is None and not extra.get("one_way"):
            out.append(f' <tile id="{local}"{cls}/>')
            continue
        out.append(f' <tile id="{local}"{cls}>')
        if kind is not None or tag is not None or extra.get("one_way"):
            out.append('  <properties>')
            if kind is not None:
                out.append(f'   <property name="collision" value="{kind}"/>')
            if extra.get("one_way"):
                out.append(f'   {one_way_prop}')
            if tag is not None:
                out.append(f'   <property name="tag" type="int" value="{tag}"/>')
            out.append('  </properties>')
        if shape is not None:
            out.append('  <objectgroup draworder="index" id="2">')
            props = (f'    <properties>\n     {one_way_prop}\n    </properties>\n'
                     if extra.get("object_one_way") else "")
            if shape[0] in ("polygon", "polyline"):
                pts = " ".join(f"{x},{y}" for x, y in shape[1])
                out.append(f'   <object id="1" x="0" y="0">\n{props}    <{shape[0]} points="{pts}"/>\n   </object>')
            else:
                x, y, w, h = shape[1]
                if props:
                    out.append(f'   <object id="1" x="{x}" y="{y}" width="{w}" height="{h}">\n{props}   </object>')
                else:
                    out.append(f'   <object id="1" x="{x}" y="{y}" width="{w}" height="{h}"/>')
            out.append('  </objectgroup>')
        out.append(' </tile>')
    out.append('</tileset>')
    return "\n".join(out) + "\n"


def gids():
    return [CHAR_GID[ch] for row in LEVEL for ch in row]


def decor():
    g = [0] * (W * H)
    for (x, y) in [(2, 6), (12, 6), (20, 6)]:
        g[y * W + x] = G(12)
    return g


def tmx():
    data = base64.b64encode(zlib.compress(struct.pack("<%dI" % (W * H), *gids()), 9)).decode()
    dec = ",\n".join(",".join(str(v) for v in decor()[y * W:(y + 1) * W]) for y in range(H))
    return f'''<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{W}" height="{H}" tilewidth="{T}" tileheight="{T}" infinite="0" nextlayerid="4" nextobjectid="2">
 <tileset firstgid="1" source="kinds.tsx"/>
 <layer id="1" name="decor" width="{W}" height="{H}">
  <data encoding="csv">
{dec}
</data>
 </layer>
 <layer id="2" name="collision" width="{W}" height="{H}">
  <data encoding="base64" compression="zlib">
   {data}
  </data>
 </layer>
 <objectgroup id="3" name="objects">
  <object id="1" name="player" type="spawn" x="{SPAWN[0]}" y="{SPAWN[1]}">
   <point/>
  </object>
 </objectgroup>
</map>
'''


def tmj():
    def layer(i, name, data):
        return {"data": data, "height": H, "id": i, "name": name, "opacity": 1, "type": "tilelayer",
                "visible": True, "width": W, "x": 0, "y": 0}
    m = {
        "compressionlevel": -1, "height": H, "infinite": False,
        "layers": [
            layer(1, "decor", decor()),
            layer(2, "collision", gids()),
            {"draworder": "topdown", "id": 3, "name": "objects", "opacity": 1, "type": "objectgroup",
             "visible": True, "x": 0, "y": 0,
             "objects": [{"height": 0, "id": 1, "name": "player", "point": True, "rotation": 0,
                          "type": "spawn", "visible": True, "width": 0, "x": SPAWN[0], "y": SPAWN[1]}]},
        ],
        "nextlayerid": 4, "nextobjectid": 2, "orientation": "orthogonal", "renderorder": "right-down",
        "tiledversion": "1.10.2", "tileheight": T,
        "tilesets": [{"firstgid": 1, "source": "kinds.tsx"}],
        "tilewidth": T, "type": "map", "version": "1.10", "width": W,
    }
    return json.dumps(m, indent=1) + "\n"


def ldtk():
    def color(i):
        return LDTK_COLORS.get(i) or "#%02X%02X%02X" % (40 + 12 * i, 60 + 8 * i, 90 + 5 * i)
    values = [{"value": i, "identifier": k, "color": color(i), "tile": None, "groupUid": 0}
              for i, k in enumerate(KINDS) if i > 0]
    csv = [KINDS.index(KINDS[CHARS.index(ch)]) for row in LEVEL for ch in row]
    layer_def = {
        "__type": "IntGrid", "identifier": "Collision", "type": "IntGrid", "uid": 1, "doc": None,
        "uiColor": None, "gridSize": T, "guideGridWid": 0, "guideGridHei": 0, "displayOpacity": 1,
        "inactiveOpacity": 1, "hideInList": False, "hideFieldsWhenInactive": True,
        "canSelectWhenInactive": True, "renderInWorldView": True, "pxOffsetX": 0, "pxOffsetY": 0,
        "parallaxFactorX": 0, "parallaxFactorY": 0, "parallaxScaling": True, "requiredTags": [],
        "excludedTags": [], "autoTilesKilledByOtherLayerUid": None, "uiFilterTags": [],
        "useAsyncRender": False, "intGridValues": values, "intGridValuesGroups": [],
        "autoRuleGroups": [], "autoSourceLayerDefUid": None, "tilesetDefUid": None,
        "tilePivotX": 0, "tilePivotY": 0, "biomeFieldUid": None,
    }
    ent_layer_def = dict(layer_def, **{"__type": "Entities", "identifier": "Entities", "type": "Entities",
                                        "uid": 2, "intGridValues": []})
    entity_def = {
        "identifier": "Player", "uid": 3, "tags": [], "exportToToc": False, "allowOutOfBounds": False,
        "doc": None, "width": 12, "height": 24, "resizableX": False, "resizableY": False,
        "minWidth": None, "maxWidth": None, "minHeight": None, "maxHeight": None,
        "keepAspectRatio": False, "tileOpacity": 1, "fillOpacity": 0.08, "lineOpacity": 1,
        "hollow": False, "color": "#94D9B3", "renderMode": "Rectangle", "showName": True,
        "tilesetId": None, "tileRenderMode": "FitInside", "tileRect": None, "uiTileRect": None,
        "nineSliceBorders": [], "maxCount": 0, "limitScope": "PerLevel",
        "limitBehavior": "MoveLastOne", "pivotX": 0.5, "pivotY": 1, "fieldDefs": [],
    }
    def inst(ident, typ, uid, iid, **kw):
        d = {"__identifier": ident, "__type": typ, "__cWid": W, "__cHei": H, "__gridSize": T,
             "__opacity": 1, "__pxTotalOffsetX": 0, "__pxTotalOffsetY": 0, "__tilesetDefUid": None,
             "__tilesetRelPath": None, "iid": iid, "levelId": 0, "layerDefUid": uid, "pxOffsetX": 0,
             "pxOffsetY": 0, "visible": True, "optionalRules": [], "intGridCsv": [],
             "autoLayerTiles": [], "seed": 4242, "overrideTilesetUid": None, "gridTiles": [],
             "entityInstances": []}
        d.update(kw)
        return d
    player = {"__identifier": "Player", "__grid": [SPAWN[0] // T, SPAWN[1] // T - 1], "__pivot": [0.5, 1],
              "__tags": [], "__tile": None, "__smartColor": "#94D9B3", "__worldX": SPAWN[0],
              "__worldY": SPAWN[1], "iid": "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0001", "width": 12,
              "height": 24, "defUid": 3, "px": list(SPAWN), "fieldInstances": []}
    level = {
        "identifier": "Level_0", "iid": "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0002", "uid": 0,
        "worldX": 0, "worldY": 0, "worldDepth": 0, "pxWid": W * T, "pxHei": H * T,
        "__bgColor": "#40465B", "bgColor": None, "useAutoIdentifier": False, "bgRelPath": None,
        "bgPos": None, "bgPivotX": 0.5, "bgPivotY": 0.5, "__smartColor": "#ADADB5", "__bgPos": None,
        "externalRelPath": None, "fieldInstances": [],
        "layerInstances": [
            inst("Entities", "Entities", 2, "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0003", entityInstances=[player]),
            inst("Collision", "IntGrid", 1, "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0004", intGridCsv=csv),
        ],
        "__neighbours": [],
    }
    p = {
        "__header__": {"fileType": "LDtk Project JSON", "app": "LDtk", "doc": "https://ldtk.io/json",
                       "schema": "https://ldtk.io/files/JSON_SCHEMA.json", "appAuthor": "Sebastien 'deepnight' Benard",
                       "appVersion": "1.5.3", "url": "https://ldtk.io"},
        "iid": "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0000", "jsonVersion": "1.5.3", "appBuildId": 473703,
        "nextUid": 4, "identifierStyle": "Free", "toc": [], "worldLayout": "Free", "worldGridWidth": 256,
        "worldGridHeight": 256, "defaultLevelWidth": W * T, "defaultLevelHeight": H * T,
        "defaultPivotX": 0, "defaultPivotY": 0, "defaultGridSize": T, "defaultEntityWidth": 16,
        "defaultEntityHeight": 16, "bgColor": "#40465B", "defaultLevelBgColor": "#696A79",
        "minifyJson": False, "externalLevels": False, "exportTiled": False, "simplifiedExport": False,
        "imageExportMode": "None", "exportLevelBg": True, "pngFilePattern": None, "backupOnSave": False,
        "backupLimit": 10, "backupRelPath": None, "levelNamePattern": "Level_%idx",
        "tutorialDesc": None, "customCommands": [], "flags": [],
        "defs": {"layers": [ent_layer_def, layer_def], "entities": [entity_def], "tilesets": [],
                 "enums": [], "externalEnums": [], "levelFields": []},
        "levels": [level], "worlds": [], "dummyWorldIid": "8f2e5a40-5a2b-11ef-9c36-7d1f3b7d0005",
    }
    return json.dumps(p, indent=1) + "\n"


def hills_tmx():
    """A small Tiled map whose collision is drawn as objects only: solid
    ground (a rectangle), a one-way hill (a polyline: 45° up, flat, 1:2
    down) and a one-way ledge (a rectangle with `one_way = true`)."""
    return '''<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="12" height="6" tilewidth="16" tileheight="16" infinite="0" nextlayerid="3" nextobjectid="5">
 <objectgroup id="1" name="collision">
  <object id="1" name="ground" x="0" y="80" width="192" height="16"/>
  <object id="2" name="hill" x="16" y="80">
   <polyline points="0,0 32,-32 64,-32 96,-16 128,0"/>
  </object>
  <object id="3" name="ledge" x="160" y="40" width="32" height="8">
   <properties>
    <property name="one_way" type="bool" value="true"/>
   </properties>
  </object>
 </objectgroup>
 <objectgroup id="2" name="objects">
  <object id="4" name="player" type="spawn" x="8" y="80">
   <point/>
  </object>
 </objectgroup>
</map>
'''


write("level.txt", "\n".join(LEVEL) + "\n")
write("tiled/kinds.png", tileset_png())
write("tiled/kinds.tsx", tsx())
write("tiled/level.tmx", tmx())
write("tiled/level.tmj", tmj())
write("tiled/hills.tmx", hills_tmx())
write("ldtk/level.ldtk", ldtk())
