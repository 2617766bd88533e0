"""The rules engine: pure Python, standard library only.

Glossary: chow 吃/顺子, pung 碰/刻子, kong 杠, pair 将/雀头, seat wind 门风, prevalent wind 圈风,
self-drawn 自摸, win by discard 点和, win tile 和牌张, waits 听牌, shanten 向听, fan 番.
"""
