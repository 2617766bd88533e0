"""Replaces PyInstaller's hook for PySide6.QtGui: the same Qt plugins, minus those a desktop app never loads.

PyInstaller collects every plugin folder that belongs to QtGui, and then every library those plugins
link to. Dropping them here, before that dependency scan, keeps their libraries out too: the GTK 3
platform theme (it needs libgtk-3, which is not bundled, hence PyInstaller's "could not resolve
libgtk-3.so.0" warning; it also pulled in cairo, pango, atk and gdk-pixbuf) and the embedded-device
platforms (eglfs, linuxfb, vnc, vkkhrdisplay, and the evdev/tuio input plugins, which pulled in QtNetwork
and Kerberos). Kept: xcb, wayland, offscreen and minimal, image formats, icon engines, input contexts.
"""

from pathlib import PurePath

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

# (plugin folder, plugin name without "lib" and extension); name None drops the whole folder
DROPPED_PLUGINS = {
    ("platformthemes", "qgtk3"),
    ("platforms", "qeglfs"),
    ("platforms", "qlinuxfb"),
    ("platforms", "qminimalegl"),
    ("platforms", "qvkkhrdisplay"),
    ("platforms", "qvnc"),
    ("egldeviceintegrations", None),
    ("generic", None),
}


def _dropped(source: str) -> bool:
    path = PurePath(source)
    folder = path.parent.name
    name = path.name.split(".")[0].removeprefix("lib")
    return (folder, None) in DROPPED_PLUGINS or (folder, name) in DROPPED_PLUGINS


hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(source, dest) for source, dest in binaries if not _dropped(source)]
