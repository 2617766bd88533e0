"""The tile art in assets/: every file is there, is plain self-contained SVG, renders, and is exactly what
``assets/make_tiles.py`` generates (so nobody edits a generated file by hand, or forgets to regenerate)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ASSETS = Path(__file__).resolve().parents[1] / "assets"
SCRIPT = ASSETS / "make_tiles.py"
SVG = "{http://www.w3.org/2000/svg}"

TILES = (
    [f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)]
    + list("ESWNCFP")
    + [f"f{i}" for i in range(1, 9)]
    + ["back"]
)
TILE_FILES = [f"tiles/{name}.svg" for name in TILES]
ICON = "icons/trainer.svg"
ALL_FILES = [*TILE_FILES, ICON]


def test_every_tile_is_there() -> None:
    assert len(TILES) == 34 + 8 + 1
    missing = [f for f in ALL_FILES if not (ASSETS / f).is_file()]
    assert not missing
    generated = {p.relative_to(ASSETS).as_posix() for p in ASSETS.glob("*/*.svg")}
    assert generated == set(ALL_FILES), "files in assets/tiles or assets/icons the generator does not make"


@pytest.mark.parametrize("relative", ALL_FILES)
def test_well_formed_and_self_contained(relative: str) -> None:
    root = ET.parse(ASSETS / relative).getroot()
    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == ("0 0 256 256" if relative == ICON else "0 0 60 80")
    tags = {element.tag.removeprefix(SVG) for element in root.iter()}
    # Characters are outlines: no <text> (fonts vary by machine), no images, no external references.
    assert not tags & {"text", "image", "use", "style", "script", "foreignObject"}
    for element in root.iter():
        for name, value in element.attrib.items():
            assert "href" not in name, (relative, name)
            assert "url(" not in value or value.startswith("url(#"), (relative, name, value)


def test_generator_is_deterministic_and_up_to_date(tmp_path: Path) -> None:
    """The committed files are byte for byte what the script writes; a second run changes nothing."""
    run = [sys.executable, str(SCRIPT), "--out", str(tmp_path)]
    subprocess.run(run, check=True, capture_output=True)
    written = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert written == sorted(ALL_FILES)
    stale = [f for f in ALL_FILES if (tmp_path / f).read_bytes() != (ASSETS / f).read_bytes()]
    assert not stale, f"run `python assets/make_tiles.py` and commit the result: {stale}"
    before = {f: (tmp_path / f).stat().st_mtime_ns for f in ALL_FILES}
    second = subprocess.run(run, check=True, capture_output=True, text=True)
    assert f": 0 written, {len(ALL_FILES)} unchanged" in second.stdout
    assert {f: (tmp_path / f).stat().st_mtime_ns for f in ALL_FILES} == before


@pytest.fixture(scope="module")
def qt_app() -> object:
    pytest.importorskip("PySide6.QtSvg")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def render(relative: str, width: int, height: int) -> bytes:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ASSETS / relative))
    assert renderer.isValid(), relative
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return bytes(image.constBits())


@pytest.mark.ui
@pytest.mark.usefixtures("qt_app")
def test_every_file_renders_and_tiles_differ() -> None:
    seen: dict[bytes, str] = {}
    for relative in ALL_FILES:
        width, height = (64, 64) if relative == ICON else (60, 80)
        pixels = render(relative, width, height)
        colours = {pixels[i : i + 4] for i in range(0, len(pixels), 4)}
        assert len(colours) > 1, f"{relative} renders as one colour"
        assert pixels not in seen, f"{relative} renders exactly like {seen.get(pixels)}"
        seen[pixels] = relative


SHEETS = {
    "m": [f"{rank}m" for rank in range(1, 10)],
    "p": [f"{rank}p" for rank in range(1, 10)],
    "s": [f"{rank}s" for rank in range(1, 10)],
    "honors": [*"ESWNCFP", "back"],
    "flowers": [f"f{i}" for i in range(1, 9)],
}


def contact_sheets(out: Path, sizes: tuple[tuple[int, int], ...] = ((60, 80), (180, 240))) -> list[Path]:
    """Not a test: draw each group of tiles at each size, one PNG per group, to look at the art.

    ``QT_QPA_PLATFORM=offscreen python tests/test_tile_art.py /tmp`` writes /tmp/tiles_m.png and so on.
    """
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    gap, column = 8, max(w for w, _ in sizes) + 8
    saved = []
    for group, names in SHEETS.items():
        height = gap + sum(h + gap for _, h in sizes)
        sheet = QImage(gap + len(names) * column, height, QImage.Format.Format_ARGB32)
        sheet.fill(QColor("#8a8a8a"))
        painter = QPainter(sheet)
        y = gap
        for w, h in sizes:
            for i, name in enumerate(names):
                renderer = QSvgRenderer(str(ASSETS / f"tiles/{name}.svg"))
                renderer.render(painter, QRectF(gap + i * column, y, w, h))
            y += h + gap
        painter.end()
        saved.append(out / f"tiles_{group}.png")
        sheet.save(str(saved[-1]))
    return saved


if __name__ == "__main__":
    for path in contact_sheets(Path(sys.argv[1] if len(sys.argv) > 1 else ".")):
        print(path)
