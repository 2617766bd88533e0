"""The desktop packaging files in ``packaging/``: the .desktop entry, the AppStream metainfo, the spec.

The validators (``desktop-file-validate`` from desktop-file-utils, ``appstreamcli`` from appstream) run
when they are installed; ``.ci/run`` installs both. Nothing here imports Qt or PyInstaller.
"""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import trainer

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
APP_ID = "io.github.mahjong_trainer.Trainer"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
SPEC = PACKAGING / "trainer.spec"
ICON = REPO / "assets" / "icons" / "trainer.svg"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
LOCALES = {None, "zh_CN", "zh_TW"}  # None: the untranslated (English) text


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive: Name[zh_CN]
    parser.read(DESKTOP, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def split_list(value: str) -> list[str]:
    assert value.endswith(";"), f"a list value ends with ';': {value!r}"
    return value[:-1].split(";")


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def texts_by_lang(parent: ET.Element, tag: str) -> dict[str | None, str]:
    return {element.get(XML_LANG): (element.text or "").strip() for element in parent.findall(tag)}


# --- the .desktop entry ------------------------------------------------------------------------------


def test_desktop_entry_names_in_three_languages() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Mahjong Trainer"
    assert entry["Name[zh_CN]"] == "麻将学堂"
    assert entry["Name[zh_TW]"] == "麻將學堂"
    for key in ("GenericName", "Comment"):
        for suffix in ("", "[zh_CN]", "[zh_TW]"):
            assert entry.get(key + suffix), f"{key}{suffix} is missing"


def test_desktop_entry_launches_the_console_script() -> None:
    entry = desktop_entry()
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert entry["Exec"] == "trainer"
    assert entry["Exec"] in scripts
    assert entry["Icon"] == APP_ID == DESKTOP.stem
    assert entry["Terminal"] == "false"


def test_desktop_entry_categories_and_keywords() -> None:
    entry = desktop_entry()
    assert set(split_list(entry["Categories"])) >= {"Game", "BoardGame"}
    keywords = split_list(entry["Keywords"])
    for word in ("mahjong", "麻将", "麻將", "MCR", "国标"):
        assert word in keywords


# --- the AppStream metainfo ------------------------------------------------------------------------


def test_metainfo_matches_the_desktop_file() -> None:
    root = metainfo()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == DESKTOP.name
    assert root.findtext("provides/binary") == desktop_entry()["Exec"]


def test_metainfo_in_three_languages() -> None:
    root = metainfo()
    names = texts_by_lang(root, "name")
    assert names == {None: "Mahjong Trainer", "zh_CN": "麻将学堂", "zh_TW": "麻將學堂"}
    summaries = texts_by_lang(root, "summary")
    assert set(summaries) == LOCALES
    assert all(summaries.values())
    description = root.find("description")
    assert description is not None
    assert {p.get(XML_LANG) for p in description.findall("p")} == LOCALES


def test_metainfo_licences_developer_and_release() -> None:
    root = metainfo()
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license")
    # <developer> is the AppStream 1.0 form; Debian 12's appstream 0.16 only knows <developer_name>.
    assert root.findtext("developer/name")
    assert root.findtext("developer_name") == root.findtext("developer/name")
    assert root.find("content_rating[@type='oars-1.1']") is not None
    releases = root.findall("releases/release")
    assert releases, "at least one release"
    assert releases[0].get("version") == trainer.__version__  # newest first
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date") or "")


def test_icon_is_an_svg_when_drawn() -> None:
    if not ICON.exists():
        pytest.skip(f"{ICON.relative_to(REPO)} is not there yet")
    assert ET.parse(ICON).getroot().tag.rpartition("}")[2] == "svg"


# --- the validators -----------------------------------------------------------------------------------


def run_tool(*command: str | Path) -> subprocess.CompletedProcess[str]:
    if shutil.which(str(command[0])) is None:
        pytest.skip(f"{command[0]} is not installed (apt-get install desktop-file-utils appstream)")
    return subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, timeout=60, check=False
    )


def test_desktop_file_validate() -> None:
    result = run_tool("desktop-file-validate", DESKTOP)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "error:" not in output
    assert "warning:" not in output


def assert_appstream_ok(result: subprocess.CompletedProcess[str]) -> None:
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    # Infos are allowed (appstream 0.16 reports <developer> as an unknown tag), errors and warnings not.
    assert not re.search(r"^\s*[EW]: ", output, re.M), output


def test_appstreamcli_validate() -> None:
    assert_appstream_ok(run_tool("appstreamcli", "validate", "--no-net", METAINFO))


def test_appstreamcli_validate_installed_tree(tmp_path: Path) -> None:
    """Installed as packaging/README.md says, the metainfo finds its .desktop file (and the icon)."""
    share = tmp_path / "usr" / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    shutil.copy(DESKTOP, share / "applications")
    shutil.copy(METAINFO, share / "metainfo")
    if ICON.exists():
        icons = share / "icons" / "hicolor" / "scalable" / "apps"
        icons.mkdir(parents=True)
        shutil.copy(ICON, icons / f"{APP_ID}.svg")
    assert_appstream_ok(run_tool("appstreamcli", "validate-tree", "--no-net", tmp_path))


# --- the PyInstaller spec --------------------------------------------------------------------------


def spec_constant(name: str) -> object:
    """A literal assigned at the top level of the spec, read without running it."""
    for node in ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC)).body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not assigned in {SPEC.name}")


def qt_modules_imported_by_trainer() -> set[str]:
    found: set[str] = set()
    for path in (REPO / "trainer").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.startswith("PySide6.Qt")}


def test_spec_does_not_exclude_a_qt_module_the_app_uses() -> None:
    excluded = spec_constant("QT_EXCLUDES")
    assert isinstance(excluded, list)
    assert excluded
    clash = {name for name in qt_modules_imported_by_trainer() if ".".join(name.split(".")[:2]) in excluded}
    assert not clash, f"trainer/ imports {sorted(clash)}: take them off QT_EXCLUDES in packaging/trainer.spec"


def test_spec_bundles_the_data_folders() -> None:
    data = spec_constant("DATA")
    assert isinstance(data, dict)
    assert set(data) == {"assets", "lessons", "translations"}
    assert data["translations"] == ["*.qm"]
    for path in (SPEC, *PACKAGING.glob("hooks/*.py")):
        compile(path.read_text(encoding="utf-8"), str(path), "exec")
