"""Generate the tile art: every tile face, the tile back and the app icon, as plain SVG.

    python assets/make_tiles.py              # writes assets/tiles/*.svg and assets/icons/trainer.svg
    python assets/make_tiles.py --out DIR    # writes DIR/tiles/*.svg and DIR/icons/trainer.svg instead
    python assets/make_tiles.py --extract-glyphs   # refreshes GLYPHS at the end of this file (needs PySide6)

The generated SVGs are committed; the app only reads them and never runs this script.

Tiles are named by their notation token: ``1m``-``9m`` (万), ``1p``-``9p`` (饼), ``1s``-``9s`` (条),
``E S W N`` (winds), ``C F P`` (中 發 白), ``f1``-``f8`` (flowers 春 夏 秋 冬 梅 兰 竹 菊) and ``back``.
Every tile has the viewBox ``0 0 60 80``; the icon is square (``0 0 256 256``).

Generating needs the standard library only, and the output is deterministic (same bytes on every
machine) and idempotent (a file is rewritten only when its content changes).  Everything about the
look is in the STYLE section below: colours, tile geometry, and where each pip, stick and character goes.

Characters are drawn as SVG paths, not ``<text>``: QSvgRenderer draws ``<text>`` with whatever fonts the
user's machine has (a CJK-less machine shows empty boxes), and it reads a ``font-family`` list as one
family name.  The outlines of every character used are stored in GLYPHS at the end of this file, in
units of 1/1000 em, taken from GLYPH_FONT (Noto Serif CJK SC Bold, Debian's ``fonts-noto-cjk``).  After
using a new character or choosing another font, run ``--extract-glyphs``: it needs PySide6 and the font
installed, asks Qt (``QPainterPath.addText``) for the outlines and rewrites the GLYPHS block in place.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QPainterPath

HERE = Path(__file__).resolve().parent

# ======================================================================================================
# STYLE: change the look here.
# ======================================================================================================

W, H = 60, 80  # the viewBox of every tile
RADIUS = 6  # corner radius of the tile
STRIP = 4  # height of the "thickness" strip below the face
FACE_BOTTOM = H - 0.5 - STRIP  # the face spans y 0.5 .. FACE_BOTTOM
CX, CY = W / 2, (0.5 + FACE_BOTTOM) / 2  # centre of the face

GLYPH_FONT = "Noto Serif CJK SC"  # the font the character outlines come from (see --extract-glyphs)
GLYPH_WEIGHT = 700  # bold

IVORY_TOP, IVORY_BOTTOM = "#fffdf4", "#f2ead2"  # the face, a gentle top-to-bottom gradient
IVORY = "#fbf6e6"  # the gaps inside pips and sticks
EDGE = "#a3946e"  # the thin edge around the face
BACK = "#1d6b50"  # tile back, also shown as the thickness strip under every face
BACK_EDGE = "#124634"
BACK_BORDER = "#3f9274"  # the subtle inner border on the back

INK = "#15224a"  # dark blue, almost black: numerals and winds
RED = "#c42026"
GREEN = "#17804a"
BLUE = "#1d4f9c"
DARK = {RED: "#7e1015", GREEN: "#0c5130", BLUE: "#10305f"}  # outlines and bamboo nodes
LIGHT = {RED: "#ee7a70", GREEN: "#66c08a", BLUE: "#6f9be0"}  # highlights

NUMERALS = "一二三四五六七八九"
WAN = "萬"
HONOR_CHARS = {"E": "東", "S": "南", "W": "西", "N": "北", "C": "中", "F": "發"}
HONOR_COLOURS = {"E": INK, "S": INK, "W": INK, "N": INK, "C": RED, "F": GREEN}
# f1-f4 the seasons, f5-f8 the plants; each carries its number (1-4) within its group, as on real tiles.
FLOWERS = (
    ("春", "#2f8f3a"),
    ("夏", "#c62a2a"),
    ("秋", "#c56a12"),
    ("冬", "#2358a8"),
    ("梅", "#b4235f"),
    ("兰", "#6a3b9c"),
    ("竹", "#0f7a70"),
    ("菊", "#b08600"),
)
ICON_CHAR = "中"

# Dots (饼): (x, y, colour) of each pip, and the pip radius.
DOTS: dict[int, tuple[float, list[tuple[float, float, str]]]] = {
    2: (11, [(CX, 21.5, GREEN), (CX, 54.5, BLUE)]),
    3: (9.5, [(15.5, 16, BLUE), (CX, CY, RED), (44.5, 60, GREEN)]),
    4: (10, [(18.5, 24, BLUE), (41.5, 24, GREEN), (18.5, 52, GREEN), (41.5, 52, BLUE)]),
    5: (9, [(16.5, 19, BLUE), (43.5, 19, GREEN), (CX, CY, RED), (16.5, 57, GREEN), (43.5, 57, BLUE)]),
    6: (8.5, [(19, 15, GREEN), (41, 15, GREEN)] + [(x, y, RED) for y in (41.5, 60) for x in (19, 41)]),
    7: (
        7.2,
        [(14, 12.5, GREEN), (CX, 19, GREEN), (46, 25.5, GREEN)]
        + [(x, y, RED) for y in (45, 62) for x in (19.5, 40.5)],
    ),
    8: (7.2, [(x, y, BLUE) for y in (13, 29, 45, 61) for x in (19.5, 40.5)]),
    9: (7.2, [(x, y, c) for y, c in ((15, BLUE), (CY, RED), (59, GREEN)) for x in (14.5, CX, 45.5)]),
}

# Bamboo (条): (x, y, length, angle in degrees, colour) of each stick; 1s is the bird.
_M, _W = 20.5, 55.5  # the rows of the 8: an M above a W
BAMBOO: dict[int, list[tuple[float, float, float, float, str]]] = {
    2: [(CX, 22.5, 25, 0, GREEN), (CX, 53.5, 25, 0, GREEN)],
    3: [(CX, 22.5, 25, 0, GREEN), (19, 53.5, 25, 0, GREEN), (41, 53.5, 25, 0, GREEN)],
    4: [(x, y, 25, 0, GREEN) for y in (22.5, 53.5) for x in (19, 41)],
    5: [(x, y, 25, 0, GREEN) for y in (22.5, 53.5) for x in (14.5, 45.5)] + [(CX, CY, 25, 0, RED)],
    6: [(x, y, 25, 0, GREEN) for y in (22.5, 53.5) for x in (14.5, CX, 45.5)],
    7: [(CX, 15, 19, 0, RED)] + [(x, y, 19, 0, GREEN) for y in (38, 61) for x in (14.5, CX, 45.5)],
    8: [(x, _M, 26, a, GREEN) for x, a in ((12, 18), (24, -18), (36, 18), (48, -18))]
    + [(x, _W, 26, a, GREEN) for x, a in ((12, -18), (24, 18), (36, -18), (48, 18))],
    9: [(x, y, 19, 0, RED if x == CX else GREEN) for y in (15, 38, 61) for x in (14.5, CX, 45.5)],
}

# ======================================================================================================
# SVG writing
# ======================================================================================================


def num(value: float) -> str:
    """A coordinate as short, stable text: ``12``, ``12.5``, ``-0.25``."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def tag(name: str, /, **attrs: float | str) -> str:
    """One empty element; ``fill_rule`` becomes ``fill-rule``; numbers go through num()."""
    parts = [name]
    for key, value in attrs.items():
        text = num(value) if isinstance(value, int | float) else value
        parts.append(f'{key.replace("_", "-")}="{text}"')
    return "<" + " ".join(parts) + "/>"


def group(items: Iterable[str], transform: str = "", **attrs: float | str) -> str:
    head = tag("g", **({"transform": transform} if transform else {}), **attrs)[:-2] + ">"
    return head + "".join(items) + "</g>"


def document(body: Iterable[str], width: float = W, height: float = H, defs: str = "") -> str:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}">'
    )
    lines = [head]
    if defs:
        lines.append(f"<defs>{defs}</defs>")
    lines.extend(body)
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def glyph(char: str, cx: float, cy: float, size: float, colour: str, *, bolder: float = 0) -> str:
    """The outline of ``char`` with its ink box centred on (cx, cy), ``size`` units per em.

    ``bolder`` thickens the strokes by that many 1/1000 em (an outline in the same colour).
    """
    if char not in GLYPHS:
        raise SystemExit(f"no outline for {char!r} in GLYPHS: run make_tiles.py --extract-glyphs")
    (x0, y0, x1, y1), path = GLYPHS[char]
    scale = size / 1000
    tx, ty = cx - scale * (x0 + x1) / 2, cy - scale * (y0 + y1) / 2
    transform = f"translate({num(tx)} {num(ty)}) scale({scale:.4f})"
    stroke = f' stroke="{colour}" stroke-width="{num(bolder)}" stroke-linejoin="round"' if bolder else ""
    return f'<path transform="{transform}" fill="{colour}"{stroke} d="{path}"/>'


# ======================================================================================================
# Tile parts
# ======================================================================================================

FACE_GRADIENT = (
    '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
    f'<stop offset="0" stop-color="{IVORY_TOP}"/><stop offset="1" stop-color="{IVORY_BOTTOM}"/>'
    "</linearGradient>"
)


def face_tile(content: Iterable[str]) -> str:
    """An ivory face over a strip of the back colour (the tile's thickness), then the content."""
    body = [
        tag(
            "rect",
            x=0.5,
            y=0.5,
            width=W - 1,
            height=H - 1,
            rx=RADIUS,
            fill=BACK,
            stroke=BACK_EDGE,
            stroke_width=1,
        ),
        tag(
            "rect",
            x=0.5,
            y=0.5,
            width=W - 1,
            height=FACE_BOTTOM - 0.5,
            rx=RADIUS,
            fill="url(#face)",
            stroke=EDGE,
            stroke_width=1,
        ),
        tag(
            "path",
            d=f"M{RADIUS} 1.6H{W - RADIUS}",
            stroke="#ffffff",
            stroke_opacity=0.8,
            stroke_width=1,
            stroke_linecap="round",
        ),
        *content,
    ]
    return document(body, defs=FACE_GRADIENT)


def pip(x: float, y: float, r: float, colour: str) -> str:
    """One dot: a coloured ring, an ivory gap, a coloured disc with an ivory eye."""
    return group(
        [
            tag("circle", cx=x, cy=y, r=r, fill=colour),
            tag("circle", cx=x, cy=y, r=r * 0.78, fill=IVORY),
            tag("circle", cx=x, cy=y, r=r * 0.60, fill=colour),
            tag("circle", cx=x, cy=y, r=r * 0.30, fill=IVORY),
            tag("circle", cx=x, cy=y, r=r * 0.14, fill=DARK[colour]),
        ]
    )


def big_dot() -> list[str]:
    """The 1 of dots: a large ornate medallion."""
    x, y = CX, CY
    out = [
        tag("circle", cx=x, cy=y, r=22, fill=GREEN),
        tag("circle", cx=x, cy=y, r=19.6, fill=IVORY),
    ]
    for i in range(16):  # a ring of beads
        a = 2 * math.pi * i / 16
        out.append(tag("circle", cx=x + 16.6 * math.cos(a), cy=y + 16.6 * math.sin(a), r=2.1, fill=BLUE))
    out.append(tag("circle", cx=x, cy=y, r=13.2, fill=RED))
    out.append(tag("circle", cx=x, cy=y, r=11.2, fill=IVORY))
    for i in range(8):  # petals
        a = 360 * i / 8
        out.append(
            tag(
                "ellipse",
                cx=0,
                cy=-6.4,
                rx=2.6,
                ry=4.2,
                fill=GREEN,
                transform=f"translate({num(x)} {num(y)}) rotate({num(a)})",
            )
        )
    out.append(tag("circle", cx=x, cy=y, r=3.4, fill=RED))
    out.append(tag("circle", cx=x, cy=y, r=1.4, fill=IVORY))
    return out


def stick(x: float, y: float, length: float, angle: float, colour: str) -> str:
    """One bamboo stick: two segments, nodes at both ends and in the middle, a highlight."""
    w = 5.6
    half = length / 2
    dark, light = DARK[colour], LIGHT[colour]
    seg = (length - 3 * 1.8) / 2  # segment length between nodes
    parts = [
        tag(
            "rect",
            x=-w / 2,
            y=-half,
            width=w,
            height=length,
            rx=w / 2,
            fill=colour,
            stroke=dark,
            stroke_width=0.6,
        )
    ]
    parts += [  # a highlight on each segment
        tag("rect", x=-w / 2 + 1.1, y=top, width=1.1, height=seg - 2.4, rx=0.55, fill=light)
        for top in (-half + 1.8 + 1.2, 1.8 / 2 + 1.2)
    ]
    parts += [  # the nodes
        tag("rect", x=-w / 2 - 0.8, y=ny - 0.95, width=w + 1.6, height=1.9, rx=0.95, fill=dark)
        for ny in (-half + 1.5, 0, half - 1.5)
    ]
    transform = f"translate({num(x)} {num(y)})" + (f" rotate({num(angle)})" if angle else "")
    return group(parts, transform)


def bird() -> list[str]:
    """The 1 of bamboo: a peacock-like bird on a bamboo twig, facing left."""
    out = []
    # tail: three long feathers fanning down to the right, each ending in an eye
    for angle, length in ((-62, 24), (-40, 29), (-18, 30)):
        t = f"translate(35 42) rotate({angle})"
        out += [
            tag(
                "path",
                d=f"M0 0Q-4 {length * 0.5} 0 {length}Q4 {length * 0.5} 0 0Z",
                fill=GREEN,
                stroke=DARK[GREEN],
                stroke_width=0.6,
                transform=t,
            ),
            tag("circle", cx=0, cy=length - 2, r=3.4, fill=BLUE, transform=t),
            tag("circle", cx=0, cy=length - 2, r=1.6, fill=RED, transform=t),
        ]
    # twig and legs
    out += [
        tag("path", d="M8 66L50 58", stroke=DARK[GREEN], stroke_width=2.2, stroke_linecap="round"),
        tag(
            "path",
            d="M22 64Q20 58 14 57",
            stroke=DARK[GREEN],
            stroke_width=1.2,
            fill="none",
            stroke_linecap="round",
        ),
    ]
    out += [
        tag("path", d=f"M{num(x)} 50L{num(x - 1)} 62.5", stroke=RED, stroke_width=1.4, stroke_linecap="round")
        for x in (25.5, 30.5)
    ]
    # body, breast, wing with three feather lines
    wing = "translate(33 36) rotate(-32)"
    out += [
        tag(
            "ellipse",
            cx=0,
            cy=0,
            rx=11,
            ry=15,
            fill=GREEN,
            stroke=DARK[GREEN],
            stroke_width=0.8,
            transform="translate(29 37) rotate(-28)",
        ),
        tag("ellipse", cx=0, cy=0, rx=5.5, ry=10, fill=RED, transform="translate(24 40) rotate(-20)"),
        tag(
            "ellipse",
            cx=0,
            cy=0,
            rx=6.5,
            ry=11.5,
            fill=BLUE,
            stroke=DARK[BLUE],
            stroke_width=0.6,
            transform=wing,
        ),
    ]
    out += [
        tag(
            "path",
            d=f"M-3.5 {dy}Q0 {dy + 2.5} 3.5 {dy}",
            stroke=IVORY,
            stroke_width=0.8,
            fill="none",
            transform=wing,
        )
        for dy in (-4, 0, 4)
    ]
    # crest, head, beak, eye
    for dx, top in ((-4.5, 6.5), (0, 5), (4.5, 6.5)):
        out += [
            tag("path", d=f"M20 17L{num(20 + dx)} {num(top + 2)}", stroke=DARK[GREEN], stroke_width=0.8),
            tag("circle", cx=20 + dx, cy=top + 1, r=1.7, fill=RED),
        ]
    out += [
        tag("circle", cx=20, cy=19, r=6.5, fill=GREEN, stroke=DARK[GREEN], stroke_width=0.8),
        tag("path", d="M14.2 17.5L7.5 20.5L14.4 22Z", fill="#e8a020", stroke=DARK[RED], stroke_width=0.5),
        tag("circle", cx=18.2, cy=18, r=2.1, fill=IVORY),
        tag("circle", cx=17.8, cy=18, r=1.1, fill="#111111"),
    ]
    return out


def white_frame() -> list[str]:
    """白: the blank face framed in blue, a heavy outer and a thin inner line."""
    return [
        tag(
            "rect",
            x=9,
            y=10,
            width=42,
            height=FACE_BOTTOM - 20,
            rx=2.5,
            fill="none",
            stroke=BLUE,
            stroke_width=3,
        ),
        tag(
            "rect",
            x=14,
            y=15,
            width=32,
            height=FACE_BOTTOM - 30,
            rx=1.2,
            fill="none",
            stroke=BLUE,
            stroke_width=1.1,
        ),
    ]


# ======================================================================================================
# The tiles
# ======================================================================================================


def character_tile(rank: int) -> str:
    numeral = NUMERALS[rank - 1]
    return face_tile([glyph(numeral, CX, 21.5, 27, INK, bolder=40), glyph(WAN, CX, 53.5, 32, RED, bolder=20)])


def dots_tile(rank: int) -> str:
    if rank == 1:
        return face_tile(big_dot())
    r, pips = DOTS[rank]
    return face_tile(pip(x, y, r, c) for x, y, c in pips)


def bamboo_tile(rank: int) -> str:
    if rank == 1:
        return face_tile(bird())
    return face_tile(stick(*s) for s in BAMBOO[rank])


def honor_tile(letter: str) -> str:
    if letter == "P":
        return face_tile(white_frame())
    return face_tile([glyph(HONOR_CHARS[letter], CX, CY, 41, HONOR_COLOURS[letter], bolder=30)])


def flower_tile(index: int) -> str:
    char, colour = FLOWERS[index - 1]
    number = str((index - 1) % 4 + 1)
    return face_tile(
        [
            glyph(number, 11, 12.5, 13, colour, bolder=30),
            glyph(char, CX, CY + 4, 36, colour, bolder=20),
        ]
    )


def back_tile() -> str:
    return document(
        [
            tag(
                "rect",
                x=0.5,
                y=0.5,
                width=W - 1,
                height=H - 1,
                rx=RADIUS,
                fill=BACK,
                stroke=BACK_EDGE,
                stroke_width=1,
            ),
            tag(
                "rect",
                x=4,
                y=4,
                width=W - 8,
                height=H - 8,
                rx=RADIUS - 2.5,
                fill="none",
                stroke=BACK_BORDER,
                stroke_width=1,
            ),
        ]
    )


def icon() -> str:
    """The app icon: a tile with a red 中 standing in front of a tile showing its back."""
    size = 256
    scale = 2.6
    behind = group(
        [
            tag(
                "rect",
                x=0.5,
                y=0.5,
                width=W - 1,
                height=H - 1,
                rx=RADIUS,
                fill=BACK,
                stroke=BACK_EDGE,
                stroke_width=1,
            ),
            tag(
                "rect",
                x=4,
                y=4,
                width=W - 8,
                height=H - 8,
                rx=RADIUS - 2.5,
                fill="none",
                stroke=BACK_BORDER,
                stroke_width=1,
            ),
        ],
        f"translate(88 20) rotate(10) scale({scale})",
    )
    front = group(
        [
            tag(
                "rect",
                x=0.5,
                y=0.5,
                width=W - 1,
                height=H - 1,
                rx=RADIUS,
                fill=BACK,
                stroke=BACK_EDGE,
                stroke_width=1,
            ),
            tag(
                "rect",
                x=0.5,
                y=0.5,
                width=W - 1,
                height=FACE_BOTTOM - 0.5,
                rx=RADIUS,
                fill="url(#face)",
                stroke=EDGE,
                stroke_width=1,
            ),
            glyph(ICON_CHAR, CX, CY, 46, RED, bolder=70),
        ],
        f"translate(22 36) rotate(-8) scale({scale})",
    )
    return document([behind, front], size, size, defs=FACE_GRADIENT)


def all_files() -> dict[str, str]:
    """Every generated file, by path relative to the output folder, in a fixed order."""
    makers: dict[str, Callable[[], str]] = {}
    for suit, maker in (("m", character_tile), ("p", dots_tile), ("s", bamboo_tile)):
        for rank in range(1, 10):
            makers[f"tiles/{rank}{suit}.svg"] = lambda m=maker, r=rank: m(r)
    for letter in "ESWNCFP":
        makers[f"tiles/{letter}.svg"] = lambda x=letter: honor_tile(x)
    for index in range(1, 9):
        makers[f"tiles/f{index}.svg"] = lambda i=index: flower_tile(i)
    makers["tiles/back.svg"] = back_tile
    makers["icons/trainer.svg"] = icon
    return {path: make() for path, make in makers.items()}


def write(out: Path) -> tuple[int, int]:
    """Write every file under ``out``; rewrite only what changed. Returns (written, unchanged)."""
    written = unchanged = 0
    for relative, text in all_files().items():
        target = out / relative
        data = text.encode("utf-8")
        if target.is_file() and target.read_bytes() == data:
            unchanged += 1
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written += 1
    return written, unchanged


# ======================================================================================================
# Glyph outlines (--extract-glyphs)
# ======================================================================================================


def needed_chars() -> str:
    chars = NUMERALS + WAN + "".join(HONOR_CHARS.values()) + "".join(c for c, _ in FLOWERS)
    chars += "1234" + ICON_CHAR
    return "".join(dict.fromkeys(chars))


def extract_glyphs() -> None:
    """Ask Qt for the outline of every character used and rewrite the GLYPHS block of this file."""
    try:
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QFont, QFontInfo, QGuiApplication, QPainterPath
    except ImportError:
        raise SystemExit("--extract-glyphs needs PySide6") from None
    _app = QGuiApplication.instance() or QGuiApplication(["make_tiles"])  # the font database needs it
    font = QFont(GLYPH_FONT)
    font.setPixelSize(1000)
    font.setWeight(QFont.Weight(GLYPH_WEIGHT))
    font.setStyleStrategy(QFont.StyleStrategy.NoFontMerging)  # this font's outlines or none
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    info = QFontInfo(font)
    if info.family() != GLYPH_FONT or info.weight() != GLYPH_WEIGHT:
        raise SystemExit(f"{GLYPH_FONT!r} weight {GLYPH_WEIGHT} is not installed (got {info.family()!r})")

    lines = [
        f"# BEGIN GLYPHS: written by --extract-glyphs from {GLYPH_FONT} weight {GLYPH_WEIGHT};",
        "# 1/1000 em units, y down, baseline at 0: char -> ((x0, y0, x1, y1) ink box, SVG path data).",
        "GLYPHS: dict[str, tuple[tuple[int, int, int, int], str]] = {",
    ]
    for char in needed_chars():
        path = QPainterPath()
        path.addText(QPointF(0, 0), font, char)
        if path.isEmpty():
            raise SystemExit(f"{GLYPH_FONT} has no outline for {char!r}")
        box = path.boundingRect()
        ink = ", ".join(str(round(v)) for v in (box.left(), box.top(), box.right(), box.bottom()))
        lines += [f'    "{char}": (', f"        ({ink}),", "        ("]
        lines += [f'            "{chunk}"' for chunk in wrap(svg_commands(path), 92)]
        lines += ["        ),", "    ),"]
    lines += ["}", "# END GLYPHS"]
    source = Path(__file__).read_text(encoding="utf-8")
    block = re.compile(r"^# BEGIN GLYPHS.*?^# END GLYPHS$", re.MULTILINE | re.DOTALL)
    source, count = block.subn(lambda _: "\n".join(lines), source)
    if count != 1:
        raise SystemExit("cannot find the GLYPHS block in make_tiles.py")
    Path(__file__).write_text(source, encoding="utf-8", newline="\n")
    print(f"GLYPHS: {len(needed_chars())} outlines from {GLYPH_FONT}; now run make_tiles.py again")


def svg_commands(path: QPainterPath) -> list[str]:
    """A QPainterPath as SVG path commands, coordinates rounded to whole units."""

    def r(v: float) -> str:
        return str(round(v))

    commands: list[str] = []
    i = 0
    while i < path.elementCount():
        e = path.elementAt(i)
        if e.isMoveTo():
            if commands:
                commands.append("Z")
            commands.append(f"M{r(e.x)} {r(e.y)}")
            i += 1
        elif e.isLineTo():
            commands.append(f"L{r(e.x)} {r(e.y)}")
            i += 1
        else:  # a cubic curve: this element and the next two
            c1, c2 = path.elementAt(i + 1), path.elementAt(i + 2)
            commands.append(f"C{r(e.x)} {r(e.y)} {r(c1.x)} {r(c1.y)} {r(c2.x)} {r(c2.y)}")
            i += 3
    commands.append("Z")
    return commands


def wrap(commands: list[str], width: int) -> list[str]:
    """Join commands into lines of at most ``width`` characters (a longer command gets its own line)."""
    chunks = [""]
    for command in commands:
        if chunks[-1] and len(chunks[-1]) + len(command) > width:
            chunks.append("")
        chunks[-1] += command
    return chunks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--out",
        type=Path,
        default=HERE,
        help="folder to write tiles/ and icons/ into (default: the assets folder)",
    )
    parser.add_argument(
        "--extract-glyphs",
        action="store_true",
        help="refresh the character outlines in this file from the font (needs PySide6)",
    )
    args = parser.parse_args(argv)
    if args.extract_glyphs:
        extract_glyphs()
        return 0
    written, unchanged = write(args.out)
    print(f"{args.out}: {written} written, {unchanged} unchanged")
    return 0


# BEGIN GLYPHS: written by --extract-glyphs from Noto Serif CJK SC weight 700;
# 1/1000 em units, y down, baseline at 0: char -> ((x0, y0, x1, y1) ink box, SVG path data).
GLYPHS: dict[str, tuple[tuple[int, int, int, int], str]] = {
    "一": (
        (35, -538, 973, -390),
        (
            "M825 -538L742 -422L35 -422L45 -390L941 -390C958 -390 970 -395 973 -406"
            "C918 -458 825 -538 825 -538Z"
        ),
    ),
    "二": (
        (41, -754, 965, -64),
        (
            "M41 -93L50 -64L936 -64C950 -64 962 -69 965 -80C913 -126 828 -194 828 -194L752 -93L41 -93Z"
            "M139 -656L147 -628L834 -628C849 -628 860 -633 863 -644C814 -688 730 -754 730 -754L656 -656"
            "L139 -656Z"
        ),
    ),
    "三": (
        (33, -818, 978, -8),
        (
            "M793 -818L722 -728L86 -728L95 -699L895 -699C910 -699 921 -704 924 -715"
            "C875 -757 793 -818 793 -818ZM717 -486L646 -399L154 -399L162 -370L814 -370"
            "C829 -370 840 -375 843 -386C795 -427 717 -486 717 -486ZM845 -130L771 -37L33 -37L41 -8L949 -8"
            "C964 -8 975 -13 978 -24C928 -67 845 -130 845 -130Z"
        ),
    ),
    "四": (
        (92, -808, 946, 84),
        (
            "M206 42L206 -57L790 -57L790 66L808 66C850 66 904 38 905 30L905 -699"
            "C926 -703 939 -711 946 -719L835 -808L780 -746L216 -746L92 -797L92 84L111 84"
            "C161 84 206 56 206 42ZM551 -717L551 -332C551 -266 562 -243 640 -243L697 -243"
            "C738 -243 768 -245 790 -251L790 -86L206 -86L206 -717L341 -717C341 -494 344 -321 218 -187"
            "L230 -172C434 -293 447 -472 452 -717L551 -717ZM652 -717L790 -717L790 -350"
            "C784 -348 774 -346 767 -345C762 -345 751 -345 746 -344C738 -344 723 -343 710 -343L673 -343"
            "C656 -343 652 -349 652 -361L652 -717Z"
        ),
    ),
    "五": (
        (28, -811, 976, 28),
        (
            "M137 -420L146 -392L332 -392C302 -251 269 -106 241 -1L28 -1L36 28L947 28C962 28 973 23 976 12"
            "C933 -32 858 -98 858 -98L792 -1L759 -1L759 -374C780 -378 793 -386 799 -394L687 -481L629 -420"
            "L461 -420C481 -517 500 -612 515 -691L887 -691C902 -691 913 -696 916 -707"
            "C871 -749 793 -811 793 -811L725 -719L89 -719L97 -691L391 -691C377 -613 358 -518 338 -420"
            "L137 -420ZM365 -1C392 -105 425 -250 455 -392L639 -392L639 -1L365 -1Z"
        ),
    ),
    "六": (
        (31, -843, 968, 64),
        (
            "M606 -461L594 -454C696 -320 808 -132 841 25C986 144 1073 -194 606 -461ZM483 -410L300 -473"
            "C255 -288 148 -64 31 57L39 64C216 -40 363 -226 442 -398C470 -394 478 -399 483 -410ZM358 -843"
            "L351 -837C410 -787 459 -703 467 -627C600 -528 713 -803 358 -843ZM832 -687L755 -583L40 -583"
            "L48 -554L939 -554C954 -554 965 -559 968 -570C917 -617 832 -687 832 -687Z"
        ),
    ),
    "七": (
        (31, -833, 971, 43),
        (
            "M31 -405L44 -379L325 -432L325 -82C325 21 374 43 500 43L634 43C858 43 913 22 913 -38"
            "C913 -61 902 -75 863 -91L858 -262L848 -262C823 -179 802 -120 788 -97C779 -84 768 -80 751 -79"
            "C729 -76 692 -76 644 -76L513 -76C464 -76 447 -85 447 -117L447 -455L946 -548"
            "C959 -551 970 -559 971 -570C912 -605 821 -655 821 -655L762 -542L447 -483L447 -788"
            "C472 -791 481 -803 482 -816L325 -833L325 -460L31 -405Z"
        ),
    ),
    "八": (
        (28, -832, 983, 89),
        (
            "M472 -748L305 -777C296 -435 216 -110 28 80L37 89C300 -98 394 -376 431 -728"
            "C461 -728 469 -735 472 -748ZM690 -774L599 -832L587 -828C613 -384 670 -107 850 89"
            "C875 40 924 2 978 -5L983 -16C772 -172 672 -425 625 -724C653 -742 675 -757 690 -774Z"
        ),
    ),
    "九": (
        (28, -846, 979, 88),
        (
            "M73 -592L82 -564L322 -564C313 -309 265 -99 28 74L39 88C371 -65 432 -288 446 -564L617 -564"
            "L617 -56C617 22 637 45 728 45L803 45C936 45 979 23 979 -24C979 -46 973 -58 943 -72L940 -232"
            "L929 -232C912 -166 894 -100 883 -80C877 -69 872 -66 863 -65C854 -64 835 -64 815 -64L761 -64"
            "C737 -64 732 -70 732 -86L732 -552C754 -555 764 -561 771 -569L663 -658L605 -592L447 -592"
            "C450 -659 450 -729 451 -802C475 -806 486 -816 488 -830L324 -846C324 -756 325 -672 323 -592"
            "L73 -592Z"
        ),
    ),
    "萬": (
        (32, -850, 968, 89),
        (
            "M32 -743L39 -714L298 -714L298 -633L316 -633C367 -633 410 -647 410 -657L410 -714L582 -714"
            "L582 -637L600 -637C654 -638 696 -652 696 -661L696 -714L940 -714C955 -714 965 -719 968 -730"
            "C930 -766 865 -818 865 -818L806 -743L696 -743L696 -810C722 -814 730 -824 731 -838L582 -850"
            "L582 -743L410 -743L410 -810C436 -814 444 -824 445 -838L298 -850L298 -743L32 -743ZM697 -470"
            "L697 -385L556 -385L556 -470L697 -470ZM697 -498L556 -498L556 -582L697 -582L697 -498ZM308 -470"
            "L446 -470L446 -385L308 -385L308 -470ZM308 -498L308 -582L446 -582L446 -498L308 -498ZM605 -216"
            "L595 -210C613 -193 630 -170 644 -145L556 -143L556 -236L778 -236L778 -42"
            "C778 -29 773 -23 757 -23C733 -23 634 -29 634 -29L634 -16C684 -8 705 4 720 18"
            "C736 34 740 57 743 89C873 78 892 38 892 -31L892 -217C912 -220 927 -230 933 -238L818 -323"
            "L768 -264L556 -264L556 -356L697 -356L697 -317L717 -317C755 -317 810 -343 811 -352L811 -565"
            "C829 -569 842 -577 848 -584L739 -666L687 -610L315 -610L196 -657L196 -303L212 -303"
            "C258 -303 308 -328 308 -338L308 -356L446 -356L446 -264L240 -264L118 -312L118 89L135 89"
            "C181 89 230 64 230 53L230 -236L446 -236L446 -140C365 -138 299 -138 259 -139L302 -14"
            "C313 -15 324 -23 331 -35C471 -67 578 -93 659 -115C666 -97 671 -79 672 -62"
            "C760 5 843 -173 605 -216Z"
        ),
    ),
    "東": (
        (30, -850, 973, 89),
        (
            "M436 -306L292 -306L292 -418L436 -418L436 -306ZM557 -306L557 -418L703 -418L703 -306L557 -306Z"
            "M172 -587L172 -215L190 -215C239 -215 292 -241 292 -253L292 -277L380 -277"
            "C308 -156 181 -29 30 50L37 63C197 12 334 -62 436 -156L436 89L461 89C507 89 557 64 557 53"
            "L557 -268C623 -116 730 -8 876 57C890 -1 926 -39 971 -51L973 -62C827 -93 665 -170 576 -277"
            "L703 -277L703 -230L724 -230C766 -230 825 -256 826 -264L826 -539C846 -543 859 -551 866 -559"
            "L749 -648L693 -587L557 -587L557 -681L920 -681C935 -681 946 -686 949 -697"
            "C901 -740 822 -801 822 -801L752 -710L557 -710L557 -806C584 -810 591 -820 594 -834L436 -850"
            "L436 -710L53 -710L61 -681L436 -681L436 -587L300 -587L172 -636L172 -587ZM436 -447L292 -447"
            "L292 -558L436 -558L436 -447ZM557 -447L557 -558L703 -558L703 -447L557 -447Z"
        ),
    ),
    "南": (
        (40, -852, 964, 92),
        (
            "M325 -498L316 -493C340 -458 364 -402 364 -354C450 -280 553 -448 325 -498ZM596 -838L441 -852"
            "L441 -704L40 -704L49 -676L441 -676L441 -544L250 -544L121 -596L121 90L140 90"
            "C190 90 241 62 241 48L241 -515L773 -515L773 -56C773 -43 768 -35 751 -35"
            "C725 -35 620 -43 620 -43L620 -28C673 -21 695 -6 712 11C728 28 734 55 736 92"
            "C874 80 893 34 893 -44L893 -496C914 -500 927 -509 934 -516L818 -605L763 -544L560 -544"
            "L560 -676L934 -676C949 -676 961 -681 964 -692C915 -733 836 -791 836 -791L767 -704L560 -704"
            "L560 -810C587 -814 594 -824 596 -838ZM656 -388L607 -330L550 -330C591 -367 633 -414 661 -448"
            "C683 -447 695 -455 699 -466L566 -504C556 -453 538 -382 522 -330L284 -330L292 -302L441 -302"
            "L441 -181L262 -181L270 -153L441 -153L441 59L461 59C520 59 554 39 555 34L555 -153L727 -153"
            "C741 -153 751 -158 754 -169C716 -202 654 -248 654 -248L601 -181L555 -181L555 -302L720 -302"
            "C734 -302 744 -307 746 -318C711 -348 656 -388 656 -388Z"
        ),
    ),
    "西": (
        (32, -844, 976, 75),
        (
            "M549 -524L549 -297C549 -228 561 -205 641 -205L697 -205C735 -205 764 -207 786 -211L786 -42"
            "L216 -42L216 -524L338 -524C337 -392 324 -258 217 -153L226 -143C424 -240 448 -391 449 -524"
            "L549 -524ZM549 -552L449 -552L449 -729L549 -729L549 -552ZM786 -314L768 -311"
            "C762 -310 751 -309 745 -309C738 -309 724 -309 711 -309L677 -309C661 -309 658 -313 658 -328"
            "L658 -524L786 -524L786 -314ZM848 -844L779 -757L32 -757L40 -729L338 -729L338 -552L227 -552"
            "L102 -600L102 75L122 75C181 75 216 53 216 45L216 -14L786 -14L786 71L807 71"
            "C866 71 906 46 906 40L906 -513C929 -518 940 -525 947 -534L840 -619L782 -552L658 -552"
            "L658 -729L947 -729C962 -729 973 -734 976 -745C928 -785 848 -844 848 -844Z"
        ),
    ),
    "北": (
        (27, -819, 976, 86),
        (
            "M27 -174L94 -28C106 -32 116 -43 120 -57C202 -116 267 -167 316 -208L316 86L339 86"
            "C383 86 432 62 432 51L432 -775C459 -779 466 -789 468 -803L316 -819L316 -551L61 -551L70 -523"
            "L316 -523L316 -253C194 -216 77 -184 27 -174ZM832 -665C796 -602 735 -510 667 -432L667 -773"
            "C692 -777 701 -788 702 -801L550 -818L550 -58C550 30 580 53 680 53L771 53"
            "C929 53 976 32 976 -19C976 -41 967 -54 935 -69L930 -216L920 -216C902 -154 885 -94 873 -75"
            "C865 -65 857 -62 846 -61C833 -61 810 -60 781 -60L708 -60C676 -60 667 -68 667 -91L667 -396"
            "C777 -448 874 -513 933 -566C952 -558 968 -561 976 -572L832 -665Z"
        ),
    ),
    "中": (
        (90, -849, 951, 89),
        (
            "M786 -333L561 -333L561 -600L786 -600L786 -333ZM598 -833L436 -849L436 -629L223 -629L90 -681"
            "L90 -205L108 -205C159 -205 213 -233 213 -246L213 -304L436 -304L436 89L460 89"
            "C507 89 561 59 561 45L561 -304L786 -304L786 -221L807 -221C848 -221 910 -243 911 -250"
            "L911 -580C931 -584 945 -593 951 -601L833 -691L777 -629L561 -629L561 -804"
            "C588 -808 596 -819 598 -833ZM213 -333L213 -600L436 -600L436 -333L213 -333Z"
        ),
    ),
    "發": (
        (25, -854, 979, 92),
        (
            "M117 -711L110 -705C138 -680 163 -634 165 -594C193 -572 222 -573 243 -585"
            "C185 -519 112 -462 25 -420L31 -407C102 -426 166 -451 222 -482L313 -482L313 -354L245 -354"
            "L128 -401C125 -359 114 -282 104 -232C89 -226 75 -218 65 -210L161 -145L204 -195L320 -195"
            "C311 -102 294 -42 276 -28C268 -22 260 -20 243 -20C224 -20 158 -24 118 -28L117 -14"
            "C157 -6 191 6 207 22C222 36 226 62 226 90C277 90 315 80 344 62C389 31 414 -46 426 -179"
            "C446 -182 458 -187 465 -195L368 -275L313 -223L201 -223C207 -254 214 -293 218 -325L313 -325"
            "L313 -288L334 -288C376 -288 422 -304 423 -307L423 -461C439 -464 452 -471 459 -478L376 -560"
            "L331 -510L269 -510C361 -570 430 -647 474 -736C497 -738 507 -741 514 -751L408 -842L343 -781"
            "L85 -781L94 -752L345 -752C326 -704 300 -658 267 -615C280 -653 247 -706 117 -711ZM529 -854"
            "L516 -847C554 -716 617 -620 701 -547L668 -514L621 -514L499 -565L499 -451"
            "C499 -390 493 -317 422 -258L430 -247C585 -297 605 -392 605 -452L605 -485L679 -485L679 -367"
            "C679 -310 685 -287 756 -287L769 -287L724 -244L455 -244L464 -215L724 -215"
            "C711 -184 694 -155 674 -127C624 -143 563 -157 490 -165L482 -154C526 -132 576 -102 624 -68"
            "C565 -7 488 43 397 78L403 92C516 69 611 31 688 -20C732 13 770 48 796 79"
            "C882 102 912 -4 769 -86C804 -120 833 -157 855 -199C877 -201 887 -204 895 -214L809 -287"
            "C882 -288 913 -299 913 -338C913 -355 905 -364 882 -375L877 -376L868 -376"
            "C862 -375 852 -373 847 -373C841 -372 832 -371 828 -371C822 -371 816 -371 811 -371L795 -371"
            "C785 -371 783 -375 783 -384L783 -477L795 -479C822 -463 850 -448 880 -435"
            "C896 -491 930 -529 977 -538L979 -549C917 -564 854 -585 795 -611C838 -625 881 -643 913 -660"
            "C936 -654 945 -659 951 -668L839 -744C824 -713 792 -664 763 -627C724 -647 687 -670 654 -697"
            "C702 -714 752 -737 787 -756C810 -750 819 -754 825 -764L714 -840C697 -808 662 -756 630 -717"
            "C587 -756 552 -801 529 -854Z"
        ),
    ),
    "春": (
        (23, -852, 983, 88),
        (
            "M372 -7L372 -138L622 -138L622 -7L372 -7ZM753 -664L694 -589L473 -589"
            "C485 -622 496 -656 505 -690L897 -690C912 -690 923 -695 926 -706C882 -745 809 -799 809 -799"
            "L746 -719L513 -719C519 -745 524 -771 529 -797C553 -798 565 -807 568 -822L397 -852"
            "C393 -808 386 -764 377 -719L82 -719L91 -690L371 -690C364 -656 355 -622 344 -589L124 -589"
            "L132 -561L334 -561C321 -525 306 -490 288 -456L40 -456L48 -427L273 -427"
            "C216 -327 136 -235 23 -161L31 -152C118 -186 190 -228 250 -276L250 88L273 88"
            "C335 88 372 61 372 52L372 22L622 22L622 84L645 84C687 84 747 60 748 51L748 -278L750 -278"
            "C791 -233 841 -195 896 -171C902 -216 933 -251 981 -280L983 -294C876 -307 749 -347 683 -427"
            "L938 -427C953 -427 964 -432 966 -443C921 -482 845 -538 845 -538L779 -456L408 -456"
            "C429 -490 446 -525 461 -561L835 -561C849 -561 860 -566 863 -577C821 -613 753 -664 753 -664Z"
            "M372 -289L622 -289L622 -167L372 -167L372 -289ZM385 -318L321 -342C346 -369 369 -397 389 -427"
            "L655 -427C665 -402 678 -379 691 -356L668 -374L615 -318L385 -318Z"
        ),
    ),
    "夏": (
        (29, -851, 973, 89),
        (
            "M837 -851L771 -778L50 -778L58 -750L409 -750L396 -669L318 -669L195 -718L195 -264L213 -264"
            "C261 -264 311 -290 311 -302L311 -322L341 -322C292 -216 205 -109 97 -38L105 -25"
            "C197 -61 280 -106 347 -161C376 -122 408 -89 444 -60C328 3 183 47 29 76L34 89"
            "C217 80 383 49 520 -9C612 40 731 70 896 86C902 30 926 -5 972 -22L973 -35"
            "C838 -35 722 -43 625 -63C683 -98 733 -139 775 -188C802 -189 813 -191 821 -202L730 -289"
            "C766 -296 803 -314 804 -321L804 -624C823 -628 835 -635 842 -643L731 -727L676 -669L466 -669"
            "C491 -693 519 -724 541 -750L930 -750C945 -750 956 -755 959 -766C911 -802 837 -851 837 -851Z"
            "M367 -178C380 -189 392 -201 404 -213L634 -213C600 -170 557 -131 505 -97"
            "C451 -118 405 -145 367 -178ZM429 -241C450 -266 469 -293 484 -322L686 -322L686 -287L695 -287"
            "L640 -241L429 -241ZM686 -642L686 -565L311 -565L311 -642L686 -642ZM311 -350L311 -430L686 -430"
            "L686 -350L311 -350ZM311 -458L311 -536L686 -536L686 -458L311 -458Z"
        ),
    ),
    "秋": (
        (20, -850, 983, 89),
        (
            "M516 -629L502 -630C503 -568 462 -506 431 -480C401 -460 384 -429 399 -395"
            "C417 -358 471 -356 498 -384C537 -423 557 -511 516 -629ZM710 -798C734 -802 744 -812 746 -827"
            "L596 -841C596 -409 623 -129 319 73L330 88C611 -35 682 -214 701 -460C718 -191 762 -7 875 89"
            "C887 19 925 -31 982 -46L983 -57C857 -126 788 -229 750 -390C815 -432 883 -490 939 -551"
            "C961 -547 976 -554 982 -565L845 -639C816 -561 777 -477 744 -418C725 -511 715 -622 710 -756"
            "L710 -798ZM374 -618L323 -544L301 -544L301 -711C338 -720 372 -728 400 -737"
            "C431 -727 453 -729 465 -739L333 -850C270 -798 139 -725 31 -684L34 -672"
            "C84 -676 136 -682 186 -690L186 -544L36 -544L44 -516L176 -516C148 -377 95 -227 20 -121"
            "L32 -109C91 -158 143 -213 186 -276L186 87L207 87C263 87 300 61 301 54L301 -403"
            "C325 -359 344 -303 346 -255C429 -178 528 -347 301 -436L301 -516L440 -516"
            "C454 -516 464 -521 466 -532C433 -567 374 -618 374 -618Z"
        ),
    ),
    "冬": (
        (24, -855, 988, 89),
        (
            "M366 -291L363 -279C463 -235 547 -174 580 -138C688 -102 734 -316 366 -291ZM231 -109L228 -96"
            "C421 -47 591 33 665 85C791 120 833 -134 231 -109ZM650 -683C614 -618 566 -558 507 -503"
            "C449 -540 399 -585 362 -639L402 -683L650 -683ZM360 -855C309 -705 192 -537 69 -445L76 -436"
            "C175 -478 267 -544 344 -621C373 -557 410 -503 454 -457C337 -362 188 -286 24 -235L30 -222"
            "C225 -252 390 -310 524 -394C623 -317 746 -268 887 -235C900 -293 934 -332 987 -344L988 -357"
            "C853 -372 719 -400 605 -451C681 -510 744 -578 794 -655C821 -656 832 -659 841 -671L728 -779"
            "L651 -711L424 -711C447 -740 468 -770 486 -800C513 -798 521 -803 526 -815L360 -855Z"
        ),
    ),
    "梅": (
        (17, -852, 985, 92),
        (
            "M589 -290L580 -284C604 -252 628 -199 630 -155C704 -89 798 -235 589 -290ZM604 -514L594 -508"
            "C616 -478 643 -428 648 -387C722 -328 806 -467 604 -514ZM864 -791L805 -712L576 -712"
            "C594 -743 610 -775 623 -806C649 -805 656 -810 660 -821L502 -851C481 -728 428 -575 364 -489"
            "L374 -481C406 -503 437 -531 465 -561C460 -495 452 -416 443 -340L385 -340L393 -311L440 -311"
            "C431 -239 421 -170 412 -120C399 -113 386 -106 377 -98L480 -37L519 -84L751 -84"
            "C744 -55 736 -37 727 -28C718 -19 709 -16 693 -16C674 -16 627 -19 597 -21L596 -7"
            "C630 1 655 11 668 27C681 41 683 63 683 92C733 92 777 83 808 49C831 26 846 -13 858 -84"
            "L948 -84C962 -84 971 -89 974 -100C947 -133 897 -181 897 -181L864 -128"
            "C870 -176 874 -236 878 -311L960 -311C973 -311 983 -316 985 -327C958 -361 908 -411 908 -411"
            "L880 -366L885 -530C907 -533 921 -540 929 -548L829 -634L772 -575L596 -575L512 -616"
            "C528 -638 544 -660 558 -683L943 -683C957 -683 968 -688 970 -699C931 -737 864 -791 864 -791Z"
            "M757 -113L517 -113C525 -169 535 -240 544 -311L775 -311C770 -225 765 -159 757 -113ZM776 -340"
            "L547 -340C556 -416 564 -491 570 -547L783 -547C781 -468 779 -400 776 -340ZM336 -674L288 -605"
            "L277 -605L277 -809C304 -813 312 -823 314 -838L169 -852L169 -605L30 -605L38 -577L155 -577"
            "C133 -426 89 -269 17 -154L29 -143C85 -195 131 -253 169 -317L169 90L191 90"
            "C231 90 277 65 277 54L277 -470C297 -431 312 -384 314 -344C385 -279 470 -424 277 -504"
            "L277 -577L394 -577C408 -577 417 -582 420 -593C389 -626 336 -674 336 -674Z"
        ),
    ),
    "兰": (
        (35, -850, 972, 13),
        (
            "M842 -110L769 -15L35 -15L43 13L943 13C958 13 969 8 972 -3C923 -47 842 -110 842 -110Z"
            "M731 -408L659 -313L149 -313L157 -285L833 -285C847 -285 859 -290 862 -301"
            "C813 -345 731 -408 731 -408ZM211 -838L203 -832C247 -775 297 -692 313 -619"
            "C429 -535 525 -763 211 -838ZM806 -678L734 -583L590 -583C654 -632 720 -699 775 -770"
            "C797 -768 812 -777 816 -788L655 -850C627 -757 589 -651 559 -583L81 -583L89 -554L909 -554"
            "C924 -554 935 -559 938 -570C889 -614 806 -678 806 -678Z"
        ),
    ),
    "竹": (
        (24, -852, 976, 88),
        (
            "M187 -849C158 -669 93 -488 24 -369L36 -361C106 -417 166 -490 217 -577L233 -577L233 87L255 87"
            "C317 87 353 63 354 56L354 -577L483 -577C497 -577 507 -582 510 -593"
            "C471 -631 403 -685 403 -685L344 -605L233 -605C262 -659 288 -719 310 -784"
            "C332 -784 345 -793 349 -806L187 -849ZM586 -852C555 -675 485 -499 411 -386L422 -378"
            "C494 -429 558 -495 612 -577L691 -577L691 -64C691 -51 686 -45 670 -45C647 -45 541 -51 541 -51"
            "L541 -38C595 -30 617 -16 633 2C648 20 654 50 655 88C791 78 811 21 811 -59L811 -577L949 -577"
            "C963 -577 973 -582 976 -593C935 -632 866 -688 866 -688L805 -605L629 -605"
            "C661 -658 690 -716 714 -781C738 -781 750 -789 754 -802L586 -852Z"
        ),
    ),
    "菊": (
        (23, -850, 967, 89),
        (
            "M32 -733L39 -704L301 -704L301 -636L215 -668C171 -538 94 -414 23 -340L34 -329"
            "C94 -358 152 -398 206 -448C222 -412 238 -365 236 -321C311 -246 418 -391 220 -462"
            "C241 -482 261 -505 280 -529L783 -529C777 -240 765 -74 733 -44C723 -35 714 -32 697 -32"
            "C673 -32 607 -36 564 -40L563 -27C608 -17 645 -4 662 14C678 31 683 55 682 89"
            "C745 89 789 78 823 44C876 -9 891 -162 899 -510C921 -513 934 -520 942 -528L835 -621L773 -558"
            "L302 -558L326 -593C349 -590 362 -599 367 -611L359 -614C391 -619 416 -629 416 -636L416 -704"
            "L576 -704L576 -616L595 -616C648 -616 693 -631 693 -641L693 -704L940 -704"
            "C954 -704 965 -709 967 -720C929 -758 862 -812 862 -812L801 -733L693 -733L693 -810"
            "C718 -814 727 -822 729 -836L576 -850L576 -733L416 -733L416 -809C442 -813 449 -822 450 -835"
            "L301 -849L301 -733L32 -733ZM569 -478C556 -423 533 -346 510 -290L482 -290L482 -466"
            "C505 -470 513 -479 515 -491L371 -505L371 -290L94 -290L102 -261L316 -261"
            "C259 -153 164 -46 47 26L55 39C181 -8 290 -73 371 -154L371 67L392 67C433 67 482 46 482 36"
            "L482 -215C526 -179 574 -124 592 -76C695 -22 755 -217 482 -235L482 -261L735 -261"
            "C749 -261 759 -266 761 -277C725 -311 663 -357 663 -357L609 -290L540 -290"
            "C587 -330 633 -378 663 -415C683 -413 696 -420 701 -432L569 -478Z"
        ),
    ),
    "1": (
        (54, -752, 432, 2),
        (
            "M57 0L432 2L432 -27L319 -47C317 -110 316 -173 316 -235L316 -580L320 -741L305 -752L54 -693"
            "L54 -659L181 -676L181 -235L179 -47L57 -30L57 0Z"
        ),
    ),
    "2": (
        (59, -757, 544, 0),
        (
            "M61 0L544 0L544 -105L132 -105C184 -154 235 -202 266 -229C440 -379 522 -455 522 -558"
            "C522 -676 450 -757 300 -757C178 -757 69 -697 59 -584C69 -561 91 -545 116 -545"
            "C144 -545 172 -560 182 -618L204 -717C221 -722 238 -724 255 -724C337 -724 385 -666 385 -565"
            "C385 -463 338 -396 230 -271C181 -214 122 -146 61 -78L61 0Z"
        ),
    ),
    "3": (
        (43, -757, 537, 16),
        (
            "M274 16C434 16 537 -66 537 -189C537 -294 480 -369 332 -390C461 -418 514 -491 514 -580"
            "C514 -684 439 -757 292 -757C179 -757 80 -709 72 -597C81 -578 99 -568 121 -568"
            "C153 -568 179 -583 188 -628L208 -719C224 -722 239 -724 254 -724C334 -724 381 -672 381 -575"
            "C381 -460 318 -405 227 -405L191 -405L191 -367L232 -367C340 -367 397 -304 397 -189"
            "C397 -79 338 -17 232 -17C213 -17 197 -19 183 -24L163 -115C154 -172 133 -190 99 -190"
            "C75 -190 53 -177 43 -149C56 -44 135 16 274 16Z"
        ),
    ),
    "4": (
        (33, -753, 567, 16),
        (
            "M335 16L455 16L455 -177L567 -177L567 -265L455 -265L455 -753L362 -753L33 -248L33 -177"
            "L335 -177L335 16ZM84 -265L219 -474L335 -654L335 -265L84 -265Z"
        ),
    ),
}
# END GLYPHS

if __name__ == "__main__":
    sys.exit(main())
