"""The Guangdong hand types (番型) of the seed's table, with their points and names.

Ids are stable strings (pinyin): the encyclopedia, drills, the store and ``score --jsonl --rules
guangdong`` join on them.  ``ji_hu`` (鸡和, the basic win) is what a win with no other type scores:
the seed's "1番起和" makes every legal win worth at least 1.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class HandType(enum.Enum):
    DA_SI_XI = "da_si_xi"
    DA_SAN_YUAN = "da_san_yuan"
    SHI_BA_LUO_HAN = "shi_ba_luo_han"
    ZI_YI_SE = "zi_yi_se"
    TIAN_HU = "tian_hu"
    DI_HU = "di_hu"
    SAN_HAO_HUA_QI_DUI = "san_hao_hua_qi_dui"
    XIAO_SI_XI = "xiao_si_xi"
    XIAO_SAN_YUAN = "xiao_san_yuan"
    YAO_JIU = "yao_jiu"
    SHUANG_HAO_HUA_QI_DUI = "shuang_hao_hua_qi_dui"
    SHI_SAN_YAO = "shi_san_yao"
    JIU_LIAN_BAO_DENG = "jiu_lian_bao_deng"
    HAO_HUA_QI_DUI = "hao_hua_qi_dui"
    SI_GUI = "si_gui"
    QI_DUI = "qi_dui"
    QING_YI_SE = "qing_yi_se"
    HUN_YI_SE = "hun_yi_se"
    PENG_PENG_HU = "peng_peng_hu"
    HAI_DI_LAO_YUE = "hai_di_lao_yue"
    GANG_SHANG_KAI_HUA = "gang_shang_kai_hua"
    QIANG_GANG_HU = "qiang_gang_hu"
    PING_HU = "ping_hu"
    MEN_QING = "men_qing"
    JI_HU = "ji_hu"


@dataclass(frozen=True, slots=True)
class TypeRow:
    points: int
    zh: str
    zh_tw: str
    en: str


T = HandType
TYPES: dict[HandType, TypeRow] = {
    T.DA_SI_XI: TypeRow(88, "大四喜", "大四喜", "Big Four Winds"),
    T.DA_SAN_YUAN: TypeRow(88, "大三元", "大三元", "Big Three Dragons"),
    T.SHI_BA_LUO_HAN: TypeRow(88, "十八罗汉", "十八羅漢", "Eighteen Arhats (four kongs)"),
    T.ZI_YI_SE: TypeRow(64, "字一色", "字一色", "All Honors"),
    T.TIAN_HU: TypeRow(64, "天和", "天和", "Heavenly Hand"),
    T.DI_HU: TypeRow(64, "地和", "地和", "Earthly Hand"),
    T.SAN_HAO_HUA_QI_DUI: TypeRow(64, "三豪华七对", "三豪華七對", "Triple Luxury Seven Pairs"),
    T.XIAO_SI_XI: TypeRow(48, "小四喜", "小四喜", "Little Four Winds"),
    T.XIAO_SAN_YUAN: TypeRow(48, "小三元", "小三元", "Little Three Dragons"),
    T.YAO_JIU: TypeRow(32, "幺九", "么九", "Terminals"),
    T.SHUANG_HAO_HUA_QI_DUI: TypeRow(32, "双豪华七对", "雙豪華七對", "Double Luxury Seven Pairs"),
    T.SHI_SAN_YAO: TypeRow(16, "十三幺", "十三么", "Thirteen Orphans"),
    T.JIU_LIAN_BAO_DENG: TypeRow(16, "九莲宝灯", "九蓮寶燈", "Nine Gates"),
    T.HAO_HUA_QI_DUI: TypeRow(16, "豪华七对", "豪華七對", "Luxury Seven Pairs"),
    T.SI_GUI: TypeRow(12, "四鬼和牌", "四鬼和牌", "Four Ghosts"),
    T.QI_DUI: TypeRow(8, "七对", "七對", "Seven Pairs"),
    T.QING_YI_SE: TypeRow(8, "清一色", "清一色", "Full Flush"),
    T.HUN_YI_SE: TypeRow(4, "混一色", "混一色", "Half Flush"),
    T.PENG_PENG_HU: TypeRow(4, "碰碰和", "碰碰和", "All Pungs"),
    T.HAI_DI_LAO_YUE: TypeRow(4, "海底捞月", "海底撈月", "Last Tile"),
    T.GANG_SHANG_KAI_HUA: TypeRow(4, "杠上开花", "槓上開花", "Win on a Kong's Replacement"),
    T.QIANG_GANG_HU: TypeRow(4, "抢杠和", "搶槓和", "Robbing the Kong"),
    T.PING_HU: TypeRow(2, "平和", "平和", "All Chows"),
    T.MEN_QING: TypeRow(1, "门清", "門清", "Concealed Hand"),
    T.JI_HU: TypeRow(1, "鸡和", "雞和", "Basic Win"),
}

FLUSHES = (T.QING_YI_SE, T.HUN_YI_SE)
# 计番原则 1: "清一色、混一色可与碰碰和、七对倍数相叠加" - the only pairs whose values add
STACKS_WITH_FLUSH = (T.PENG_PENG_HU, T.QI_DUI)


class Multiplier(enum.Enum):
    NO_GHOST = "no_ghost"  # 无鬼加倍
    DISCARDED_GHOST = "discarded_ghost"  # 出鬼: x2 per ghost discarded


MULTIPLIER_NAMES: dict[Multiplier, tuple[str, str, str]] = {
    Multiplier.NO_GHOST: ("无鬼加倍", "無鬼加倍", "No ghost: doubled"),
    Multiplier.DISCARDED_GHOST: ("出鬼", "出鬼", "Ghost discarded: doubled"),
}


def type_name(hand_type: HandType, lang: str = "all") -> str:
    row = TYPES[hand_type]
    if lang == "zh_CN":
        return row.zh
    if lang == "zh_TW":
        return row.zh_tw
    if lang == "en":
        return row.en
    return f"{row.zh} {row.en}"
