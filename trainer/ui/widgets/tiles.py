"""Tiles drawn from the SVG art: one tile, a row of standing tiles, a meld as it lies on the table.

A claimed tile is turned sideways on the side it came from (上家 left, 对家 middle, 下家 right);
a concealed kong shows its two outer tiles face down.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPixmapCache
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from trainer.engine.notation import tile_token
from trainer.engine.tiles import Meld, MeldKind, Seat, Tile
from trainer.paths import asset

TILE_RATIO = 80 / 60  # height / width of the art
BACK = "back"


@lru_cache(maxsize=64)
def _svg_bytes(token: str) -> bytes | None:
    path = asset("tiles", f"{token}.svg")
    return path.read_bytes() if path.exists() else None


def _tile_image(token: str, width: int, height: int, ratio: float) -> QPixmap | None:
    """The tile rendered at this size, from Qt's pixmap cache (SVG is parsed only on a miss).

    Only Qt owns the cached objects, so nothing Qt-made outlives the application in Python.
    """
    key = f"mahjong-tile:{token}:{width}x{height}@{ratio}"
    pixmap = QPixmap()
    if QPixmapCache.find(key, pixmap):
        return pixmap
    data = _svg_bytes(token)
    if data is None:
        return None
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        return None
    pixmap = QPixmap(max(1, round(width * ratio)), max(1, round(height * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    inner = QPainter(pixmap)
    inner.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(inner, QRectF(0, 0, width, height))
    inner.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


def paint_tile(painter: QPainter, rect: QRectF, token: str, *, sideways: bool = False) -> None:
    """Draw one tile (a notation token, or ``"back"``) into ``rect``; sideways turns it 90°."""
    painter.save()
    if sideways:
        painter.translate(rect.center())
        painter.rotate(-90)
        rect = QRectF(-rect.height() / 2, -rect.width() / 2, rect.height(), rect.width())
    ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    image = _tile_image(token, max(1, round(rect.width())), max(1, round(rect.height())), ratio)
    if image is not None:
        painter.drawPixmap(rect.toRect(), image)
    else:  # the art is missing: a plain face with the token, so the app still works
        painter.setPen(QPen(QColor("#6b5b3e"), 1.2))
        painter.setBrush(QColor("#3b6e8f") if token == BACK else QColor("#fbf6e9"))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
        if token != BACK:
            painter.setPen(QColor("#222222"))
            font = QFont(painter.font())
            font.setPixelSize(max(8, int(rect.height() * 0.32)))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, token)
    painter.restore()


def tile_pixmap(token: str, height: int, ratio: float = 1.0) -> QPixmap:
    width = round(height / TILE_RATIO)
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_tile(painter, QRectF(0, 0, width, height), token)
    painter.end()
    return pixmap


class TileView(QWidget):
    """One tile at any size: hover and selection outlines, a click signal."""

    clicked = Signal()
    hovered = Signal(bool)

    def __init__(
        self,
        tile: Tile | None,
        height: int = 56,
        parent: QWidget | None = None,
        *,
        face_down: bool = False,
        sideways: bool = False,
        clickable: bool = True,
    ) -> None:
        super().__init__(parent)
        self.tile = tile
        self.face_down = face_down
        self.sideways = sideways
        self.clickable = clickable
        self.selected = False
        self.highlighted = False
        self.dimmed = False
        self._hover = False
        self._height = height
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if tile is not None:
            self.setToolTip(tile_token(tile))

    @property
    def token(self) -> str:
        return BACK if self.face_down or self.tile is None else tile_token(self.tile)

    def set_tile_height(self, height: int) -> None:
        self._height = height
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        width = round(self._height / TILE_RATIO)
        return QSize(self._height, width) if self.sideways else QSize(width, self._height)

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self.update()

    def set_highlighted(self, on: bool) -> None:
        self.highlighted = on
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        lift = 3 if (self.selected or (self._hover and self.clickable)) and not self.sideways else 0
        rect.translate(0, -lift)
        if lift:
            rect.setHeight(rect.height() + lift)
        paint_tile(painter, rect, self.token, sideways=self.sideways)
        if self.dimmed:
            painter.fillRect(rect, QColor(255, 255, 255, 140))
        outline = None
        if self.highlighted:
            outline = QColor("#e0a000")
        elif self.selected:
            outline = QColor("#2a7de1")
        elif self._hover and self.clickable:
            outline = QColor(42, 125, 225, 120)
        if outline is not None:
            path = QPainterPath()
            path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 5, 5)
            painter.setPen(QPen(outline, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
        painter.end()

    def enterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._hover = True
        self.hovered.emit(True)
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._hover = False
        self.hovered.emit(False)
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if (
            self.clickable
            and event.button() == Qt.MouseButton.LeftButton
            and self.rect().contains(event.position().toPoint())
        ):
            self.clicked.emit()
        super().mouseReleaseEvent(event)


class TileRow(QWidget):
    """Tiles side by side; tiles are created anew on ``set_tiles``."""

    tile_clicked = Signal(int)
    tile_hovered = Signal(int, bool)

    def __init__(
        self, height: int = 56, parent: QWidget | None = None, *, spacing: int = 2, clickable: bool = True
    ) -> None:
        super().__init__(parent)
        self._height = height
        self._clickable = clickable
        self.views: list[TileView] = []
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 4, 0, 0)
        self._layout.setSpacing(spacing)
        self._layout.addStretch(1)

    def set_tiles(self, tiles: Sequence[Tile], *, gap_before: int | None = None) -> None:
        """Show ``tiles``; ``gap_before`` puts a space before that index (the win tile)."""
        for view in self.views:
            self._layout.removeWidget(view)
            view.hide()
            view.deleteLater()
        self.views = []
        while self._layout.count():
            self._layout.takeAt(0)
        for i, tile in enumerate(tiles):
            if gap_before is not None and i == gap_before:
                self._layout.addSpacing(self._height // 4)
            view = TileView(tile, self._height, self, clickable=self._clickable)
            view.clicked.connect(lambda i=i: self.tile_clicked.emit(i))
            view.hovered.connect(lambda on, i=i: self.tile_hovered.emit(i, on))
            self._layout.addWidget(view)
            self.views.append(view)
        self._layout.addStretch(1)


def meld_layout(meld: Meld) -> list[tuple[Tile, bool, bool]]:
    """The tiles of a meld as laid on the table: (tile, sideways, face_down) from left to right.

    >>> from trainer.engine.tiles import Meld, MeldKind, Seat, Tile
    >>> [(t.name, s, d) for t, s, d in meld_layout(Meld(MeldKind.PUNG, Tile.S9, claimed_from=Seat.RIGHT))]
    [('S9', False, False), ('S9', False, False), ('S9', True, False)]
    >>> [d for _, _, d in meld_layout(Meld(MeldKind.KONG, Tile.EAST, concealed=True, claimed_from=None))]
    [True, False, False, True]
    """
    tiles = list(meld.tiles)
    if meld.concealed:
        return [(t, False, i in (0, 3)) for i, t in enumerate(tiles)]
    if meld.kind is MeldKind.CHOW:
        claimed = tiles.pop(meld.claimed_index)
        return [(claimed, True, False)] + [(t, False, False) for t in tiles]  # a chow comes from the left
    source = meld.claimed_from or Seat.LEFT
    position = {Seat.LEFT: 0, Seat.ACROSS: 1, Seat.RIGHT: len(tiles) - 1}[source]
    return [(t, i == position, False) for i, t in enumerate(tiles)]


class MeldView(QWidget):
    """A declared meld: the claimed tile turned toward its source, a concealed kong's ends down."""

    hovered = Signal(bool)
    clicked = Signal()

    def __init__(self, meld: Meld, height: int = 48, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.meld = meld
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(1)
        self.views = []
        for tile, sideways, face_down in meld_layout(meld):
            view = TileView(tile, height, self, face_down=face_down, sideways=sideways, clickable=False)
            view.hovered.connect(self.hovered.emit)
            layout.addWidget(view, 0, Qt.AlignmentFlag.AlignBottom)
            self.views.append(view)

    def set_highlighted(self, on: bool) -> None:
        for view in self.views:
            view.set_highlighted(on)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mouseReleaseEvent(event)


__all__ = ["BACK", "MeldView", "TileRow", "TileView", "meld_layout", "paint_tile", "tile_pixmap"]
