"""The fan table: one row per fan, the 1998 point tiers, names in three scripts, sane exclusions."""

from collections import Counter

import pytest

from trainer.engine.fans.table import FANS, POINT_TIERS, FanId

# fan id ranges of each tier in the 1998 table
TIERS = {88: (1, 7), 64: (8, 13), 48: (14, 15), 32: (16, 18), 24: (19, 27), 16: (28, 33),
         12: (34, 38), 8: (39, 47), 6: (48, 54), 4: (55, 58), 2: (59, 68), 1: (69, 81)}  # fmt: skip

# (id, points, zh_CN, zh_TW, English, excludes): one row per fan, written out again on purpose
ROWS = [
    (1, 88, "大四喜", "大四喜", "Big Four Winds", {38, 48, 60, 61, 73}),
    (2, 88, "大三元", "大三元", "Big Three Dragons", {54, 59}),
    (3, 88, "绿一色", "綠一色", "All Green", {49, 75}),
    (4, 88, "九莲宝灯", "九蓮寶燈", "Nine Gates", {22, 56, 62, 75, 76}),
    (5, 88, "四杠", "四槓", "Four Kongs", {17, 48, 53, 57, 67, 74, 79}),
    (6, 88, "连七对", "連七對", "Seven Shifted Pairs", {19, 22, 56, 62, 75, 76, 79}),
    (7, 88, "十三幺", "十三幺", "Thirteen Orphans", {18, 51, 56, 62, 79}),
    (8, 64, "清幺九", "清幺九", "All Terminals", {18, 48, 55, 65, 73, 76}),
    (9, 64, "小四喜", "小四喜", "Little Four Winds", {38, 73}),
    (10, 64, "小三元", "小三元", "Little Three Dragons", {54, 59}),
    (11, 64, "字一色", "字一色", "All Honors", {18, 48, 55, 73, 75}),
    (12, 64, "四暗刻", "四暗刻", "Four Concealed Pungs", {33, 48, 56, 62, 66}),
    (13, 64, "一色双龙会", "一色雙龍會", "Pure Terminal Chows", {19, 22, 63, 69, 72, 75, 76}),
    (14, 48, "一色四同顺", "一色四同順", "Quadruple Chow", {19, 23, 24, 64, 69}),
    (15, 48, "一色四节高", "一色四節高", "Four Pure Shifted Pungs", {23, 24, 48}),
    (16, 32, "一色四步高", "一色四步高", "Four Pure Shifted Chows", {30, 69, 71, 72}),
    (17, 32, "三杠", "三槓", "Three Kongs", {53, 57, 67, 74}),
    (18, 32, "混幺九", "混幺九", "All Terminals and Honors", {48, 55, 73}),
    (19, 24, "七对", "七對", "Seven Pairs", {56, 62, 79}),
    (20, 24, "七星不靠", "七星不靠", "Greater Honors and Knitted Tiles", {34, 51, 56, 62, 79}),
    (21, 24, "全双刻", "全雙刻", "All Even Pungs", {48, 68, 76}),
    (22, 24, "清一色", "清一色", "Full Flush", {75, 76}),
    (23, 24, "一色三同顺", "一色三同順", "Pure Triple Chow", {24, 69}),
    (24, 24, "一色三节高", "一色三節高", "Pure Shifted Pungs", {23}),
    (25, 24, "全大", "全大", "Upper Tiles", {36, 76}),
    (26, 24, "全中", "全中", "Middle Tiles", {68, 76}),
    (27, 24, "全小", "全小", "Lower Tiles", {37, 76}),
    (28, 16, "清龙", "清龍", "Pure Straight", {71, 72}),
    (29, 16, "三色双龙会", "三色雙龍會", "Three-Suited Terminal Chows", {63, 70, 72, 76}),
    (30, 16, "一色三步高", "一色三步高", "Pure Shifted Chows", set()),
    (31, 16, "全带五", "全帶五", "All Five", {68, 76}),
    (32, 16, "三同刻", "三同刻", "Triple Pung", {65}),
    (33, 16, "三暗刻", "三暗刻", "Three Concealed Pungs", {66}),
    (34, 12, "全不靠", "全不靠", "Lesser Honors and Knitted Tiles", {51, 56, 62, 79}),
    (35, 12, "组合龙", "組合龍", "Knitted Straight", set()),
    (36, 12, "大于五", "大於五", "Upper Four", {76}),
    (37, 12, "小于五", "小於五", "Lower Four", {76}),
    (38, 12, "三风刻", "三風刻", "Big Three Winds", set()),
    (39, 8, "花龙", "花龍", "Mixed Straight", set()),
    (40, 8, "推不倒", "推不倒", "Reversible Tiles", {75}),
    (41, 8, "三色三同顺", "三色三同順", "Mixed Triple Chow", {70}),
    (42, 8, "三色三节高", "三色三節高", "Mixed Shifted Pungs", set()),
    (43, 8, "无番和", "無番和", "Chicken Hand", set()),
    (44, 8, "妙手回春", "妙手回春", "Last Tile Draw", {80}),
    (45, 8, "海底捞月", "海底撈月", "Last Tile Claim", set()),
    (46, 8, "杠上开花", "槓上開花", "Out with Replacement Tile", {80}),
    (47, 8, "抢杠和", "搶槓和", "Robbing the Kong", {58}),
    (48, 6, "碰碰和", "碰碰和", "All Pungs", set()),
    (49, 6, "混一色", "混一色", "Half Flush", {75}),
    (50, 6, "三色三步高", "三色三步高", "Mixed Shifted Chows", set()),
    (51, 6, "五门齐", "五門齊", "All Types", set()),
    (52, 6, "全求人", "全求人", "Melded Hand", {79}),
    (53, 6, "双暗杠", "雙暗槓", "Two Concealed Kongs", {66, 67}),
    (54, 6, "双箭刻", "雙箭刻", "Two Dragon Pungs", {59}),
    (55, 4, "全带幺", "全帶幺", "Outside Hand", set()),
    (56, 4, "不求人", "不求人", "Fully Concealed Hand", {62, 80}),
    (57, 4, "双明杠", "雙明槓", "Two Melded Kongs", {74}),
    (58, 4, "和绝张", "和絕張", "Last Tile", set()),
    (59, 2, "箭刻", "箭刻", "Dragon Pung", set()),
    (60, 2, "圈风刻", "圈風刻", "Prevalent Wind", set()),
    (61, 2, "门风刻", "門風刻", "Seat Wind", set()),
    (62, 2, "门前清", "門前清", "Concealed Hand", set()),
    (63, 2, "平和", "平和", "All Chows", {76}),
    (64, 2, "四归一", "四歸一", "Tile Hog", set()),
    (65, 2, "双同刻", "雙同刻", "Double Pung", set()),
    (66, 2, "双暗刻", "雙暗刻", "Two Concealed Pungs", set()),
    (67, 2, "暗杠", "暗槓", "Concealed Kong", set()),
    (68, 2, "断幺", "斷幺", "All Simples", {76}),
    (69, 1, "一般高", "一般高", "Pure Double Chow", set()),
    (70, 1, "喜相逢", "喜相逢", "Mixed Double Chow", set()),
    (71, 1, "连六", "連六", "Short Straight", set()),
    (72, 1, "老少副", "老少副", "Two Terminal Chows", set()),
    (73, 1, "幺九刻", "幺九刻", "Pung of Terminals or Honors", set()),
    (74, 1, "明杠", "明槓", "Melded Kong", set()),
    (75, 1, "缺一门", "缺一門", "One Voided Suit", set()),
    (76, 1, "无字", "無字", "No Honors", set()),
    (77, 1, "边张", "邊張", "Edge Wait", set()),
    (78, 1, "坎张", "坎張", "Closed Wait", set()),
    (79, 1, "单钓将", "單釣將", "Single Wait", set()),
    (80, 1, "自摸", "自摸", "Self-Drawn", set()),
    (81, 1, "花牌", "花牌", "Flower Tiles", set()),
]


@pytest.mark.parametrize("row", ROWS, ids=[FanId(r[0]).name for r in ROWS])
def test_each_fan_row(row):
    fid, points, zh, zh_tw, en, excludes = row
    fan = FANS[FanId(fid)]
    assert (fan.points, fan.zh, fan.zh_tw, fan.en) == (points, zh, zh_tw, en)
    assert {int(x) for x in fan.excludes} == excludes


def test_every_id_has_exactly_one_row():
    assert sorted(FANS) == list(FanId) == [FanId(i) for i in range(1, 82)]
    assert all(FANS[f].id is f for f in FanId)


def test_points_tiers_follow_the_1998_table():
    for points, (first, last) in TIERS.items():
        assert {FANS[FanId(i)].points for i in range(first, last + 1)} == {points}
    counts = Counter(f.points for f in FANS.values())
    assert [counts[p] for p in POINT_TIERS] == [7, 6, 2, 3, 9, 6, 5, 9, 7, 4, 10, 13]


def test_exclusions_are_sane():
    for fan in FANS.values():
        assert fan.id not in fan.excludes
        assert all(x in FANS for x in fan.excludes)
        # in the 1998 table an excluded fan is never worth more than the fan that excludes it
        assert all(FANS[x].points <= fan.points for x in fan.excludes), fan.en


def test_names_are_unique_in_every_script():
    for field in ("zh", "zh_tw", "en"):
        names = [getattr(f, field) for f in FANS.values()]
        assert len(set(names)) == 81, field


def test_traditional_names_use_the_rule_texts_characters():
    traditional = "".join(f.zh_tw for f in FANS.values())
    simplified_only = set("杠龙双对门风带绝张钓断无莲宝灯绿节顺风于")
    assert not simplified_only & set(traditional)
    assert FANS[FanId.ALL_SIMPLES].zh_tw == "斷幺"
    assert FANS[FanId.FOUR_KONGS].zh_tw == "四槓"
