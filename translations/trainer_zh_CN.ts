<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CalculatorScreen</name>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="453"/>
        <source>Hand:</source>
        <translation>手牌：</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="455"/>
        <source>type or paste a hand, e.g. [123p1][345s2][999s3]6m6pEW1m</source>
        <translation>输入或粘贴手牌，例如 [123p1][345s2][999s3]6m6pEW1m</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="457"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="459"/>
        <source>Click a tile in the hand to remove it; right-click it to make it the win tile.</source>
        <translation>单击手牌中的牌可将其移除；右击可设为和牌张。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="461"/>
        <source>A click on the palette adds</source>
        <translation>点选下方的牌时添加</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="463"/>
        <source>Tile</source>
        <translation>单张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="464"/>
        <source>Chow</source>
        <translation>吃</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="465"/>
        <source>Pung</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="466"/>
        <source>Exposed kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="467"/>
        <source>Concealed kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="468"/>
        <source>Promoted kong</source>
        <translation>加杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="473"/>
        <source>Tiles</source>
        <translation>选牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="474"/>
        <source>How the hand was won</source>
        <translation>和牌方式</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="437"/>
        <location filename="../trainer/ui/screens/calculator.py" line="475"/>
        <source>Self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="433"/>
        <source>Rules:</source>
        <translation>规则：</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="434"/>
        <source>Chinese Official (MCR)</source>
        <translation>国标麻将（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="435"/>
        <source>Guangdong (推倒和)</source>
        <translation>广东麻将（推倒和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="436"/>
        <source>How the hand was won (Guangdong)</source>
        <translation>和牌方式（广东麻将）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="438"/>
        <source>Robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="439"/>
        <source>On a kong&apos;s replacement (杠上开花)</source>
        <translation>杠上开花（杠后补牌和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="440"/>
        <source>Last tile of the wall (海底捞月)</source>
        <translation>牌墙最后一张（海底捞月）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="441"/>
        <source>Heavenly hand (天和)</source>
        <translation>天和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="442"/>
        <source>Earthly hand (地和)</source>
        <translation>地和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="443"/>
        <source>Ghost tile</source>
        <translation>鬼牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="444"/>
        <source>Ghosts discarded</source>
        <translation>已打出鬼牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="445"/>
        <source>Your horses</source>
        <translation>你的马牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="446"/>
        <source>horse tiles, e.g. 15m7pE</source>
        <translation>马牌，如 15m7pE</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="450"/>
        <source>No ghosts</source>
        <translation>不带鬼</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="476"/>
        <source>Last copy of the tile</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="477"/>
        <source>On a kong (replacement / robbing)</source>
        <translation>杠上开花/抢杠和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="478"/>
        <source>Last tile of the wall</source>
        <translation>最后一张牌（海底）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="479"/>
        <source>Seat wind</source>
        <translation>门风</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="480"/>
        <source>Prevalent wind</source>
        <translation>圈风</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="481"/>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="489"/>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="490"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="491"/>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="492"/>
        <source>Sort</source>
        <translation>理牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="493"/>
        <source>Copy notation</source>
        <translation>复制文本</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="494"/>
        <source>Copy image</source>
        <translation>复制图片</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="495"/>
        <source>Not counted</source>
        <translation>不计的番种</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="504"/>
        <source>claimed the 1st tile</source>
        <translation>吃第1张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="505"/>
        <source>claimed the 2nd tile</source>
        <translation>吃第2张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="506"/>
        <source>claimed the 3rd tile</source>
        <translation>吃第3张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="512"/>
        <source>from the left (上家)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="513"/>
        <source>from across (对家)</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="514"/>
        <source>from the right (下家)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="592"/>
        <source>Copied the hand as notation.</source>
        <translation>已将手牌复制为文本。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="599"/>
        <source>Copied the hand as an image.</source>
        <translation>已将手牌复制为图片。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="632"/>
        <source>Click to remove this meld</source>
        <translation>单击移除这副牌</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="685"/>
        <source>%n more tile(s) to go</source>
        <translation>
            <numerusform>还差%n张牌</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="687"/>
        <source>Build a hand of 13 tiles to see its waits, or 14 to score it.</source>
        <translation>凑齐13张牌可查看听牌，凑齐14张可算番。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="693"/>
        <source>Not a hand yet</source>
        <translation>还不是有效的手牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="700"/>
        <source>Not a Guangdong hand</source>
        <translation>不是广东麻将的手牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="723"/>
        <location filename="../trainer/ui/screens/calculator.py" line="893"/>
        <source>Conditions do not fit the tiles</source>
        <translation>和牌方式与手牌不符</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="727"/>
        <location filename="../trainer/ui/screens/calculator.py" line="896"/>
        <source>%1 points</source>
        <translation>%1分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="728"/>
        <source>Read as %1.</source>
        <translation>牌型：%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="730"/>
        <source>Below the 8-point minimum (flowers do not count): not a legal win.</source>
        <translation>不足8分起和分（花牌不计在内）：不能和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="732"/>
        <source>%1 points of fans, %2 flowers.</source>
        <translation>番种%1分，花牌%2张。</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="736"/>
        <source>%n other reading(s) score the same.</source>
        <translation>
            <numerusform>另有%n种组合方式得分相同。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="738"/>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <location filename="../trainer/ui/screens/calculator.py" line="898"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1019"/>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="738"/>
        <location filename="../trainer/ui/screens/calculator.py" line="752"/>
        <source>Fan</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="738"/>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="746"/>
        <source>Double-click for its page</source>
        <translation>双击查看该番种的页面</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="752"/>
        <source>Why not</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="757"/>
        <source>included in %1</source>
        <translation>因%1不计</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="763"/>
        <source>Self-drawn: each of the three others pays %1 (8 + %2); you receive %3.</source>
        <translation>自摸：其他三家各付%1（8 + %2），你共得%3。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="772"/>
        <source>On a discard: the discarder pays %1 (8 + %2), the two others 8 each; you receive %3.</source>
        <translation>点和：出牌者付%1（8 + %2），另两家各付8，你共得%3。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="782"/>
        <location filename="../trainer/ui/screens/calculator.py" line="978"/>
        <source>Not a winning hand</source>
        <translation>不成和牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="788"/>
        <location filename="../trainer/ui/screens/calculator.py" line="994"/>
        <source>Discard</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="789"/>
        <location filename="../trainer/ui/screens/calculator.py" line="994"/>
        <source>Shanten</source>
        <translation>向听数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="790"/>
        <location filename="../trainer/ui/screens/calculator.py" line="848"/>
        <location filename="../trainer/ui/screens/calculator.py" line="994"/>
        <source>Useful tiles</source>
        <translation>有效牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="791"/>
        <source>To a legal win</source>
        <translation>距起和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="792"/>
        <source>Legal tiles</source>
        <translation>起和有效牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="811"/>
        <source>Discard %1: you are ready to win legally on %2 (%3 tiles left).</source>
        <translation>打出%1即可听牌，和%2可以起和（还剩%3张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="814"/>
        <source>Discard %1: no plan worth 8 points is in reach; keep the most useful tiles.</source>
        <translation>打出%1：目前没有可达8分的目标番种，先保留最多的有效牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="818"/>
        <source>the %1 plan</source>
        <translation>做%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="820"/>
        <source>smaller fans adding up to 8</source>
        <translation>用小番凑够8分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="822"/>
        <source>Discard %1: %2 tiles bring you closer to a legal win, %3 draw(s) away by %4.</source>
        <translation>打出%1：有%2张牌能让手牌离起和更近，%4还差%3次摸牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="833"/>
        <source>Discarding %1 keeps %2 useful tiles for any win, but legal draws fall from %3 to %4.</source>
        <translation>打出%1虽能保留%2张有效牌（不论能否起和），但起和有效牌会从%3张减少到%4张。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="843"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1007"/>
        <source>Not ready</source>
        <translation>未听牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="845"/>
        <source>%1 shanten; %2 useful tiles. A legal win (8 points) is %3 draw(s) away.</source>
        <translation>%1向听，有效牌%2张。距起和（8分）还差%3次摸牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="848"/>
        <source>Plan</source>
        <translation>目标番种</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="848"/>
        <source>Distance</source>
        <translation>距离</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="856"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1015"/>
        <source>Ready: %n wait(s)</source>
        <translation>
            <numerusform>听牌：听%n种牌</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="858"/>
        <source>%1 of them reach 8 points.</source>
        <translation>其中%1种可达8分起和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="860"/>
        <source>None of the waits reaches 8 points: this hand cannot win as it stands.</source>
        <translation>所听的牌都不足8分：这手牌目前无法和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1019"/>
        <source>Wait</source>
        <translation>听张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <source>Legal</source>
        <translation>起和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <source>Shape</source>
        <translation>听牌型</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <source>Fans</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="873"/>
        <location filename="../trainer/ui/screens/calculator.py" line="905"/>
        <location filename="../trainer/ui/screens/calculator.py" line="913"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="873"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="898"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1019"/>
        <source>Hand type</source>
        <translation>番型</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="898"/>
        <source>Counts</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="905"/>
        <source>no: values do not add up</source>
        <translation>否：番数不叠加</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="921"/>
        <source>A flush adds to All Pungs or Seven Pairs: %1 + %2.</source>
        <translation>清一色、混一色可与碰碰和、七对叠加：%1 + %2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="927"/>
        <source>Values do not add up: only the highest type, %1, counts.</source>
        <translation>番数不叠加：只计最大的番型 %1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="932"/>
        <source>The ghosts stand for %1.</source>
        <translation>鬼牌当作 %1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="935"/>
        <source>%1 × %2 = %3 points.</source>
        <translation>%1 × %2 = %3 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="947"/>
        <source>Horses: %1</source>
        <translation>马牌：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="958"/>
        <source>Robbing the kong: the robbed player pays for all three, %1; you receive %2.</source>
        <translation>抢杠和：被抢杠者包三家，付 %1；你收 %2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="961"/>
        <source>Self-drawn: each of the three others pays %1; you receive %2.</source>
        <translation>自摸：其余三家各付 %1；你收 %2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="965"/>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="966"/>
        <source>your next player</source>
        <translation>你的下家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="967"/>
        <source>the player opposite</source>
        <translation>你的对家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="968"/>
        <source>your previous player</source>
        <translation>你的上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="974"/>
        <source>Horses: %1 (%2 on you).</source>
        <translation>马牌：%1（买中你 %2 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="983"/>
        <source>Discard %1: the hand is then %2 tile(s) from ready with %3 useful tiles.</source>
        <translation>打 %1：之后离听牌还差 %2 张，有效牌 %3 张。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="985"/>
        <source>Discard %1: the hand is then ready, with %3 useful tiles.</source>
        <translation>打 %1：之后即听牌，有效牌 %3 张。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="992"/>
        <source>Keep the ghost: it stands for any tile.</source>
        <translation>留着鬼牌：它可以当任何一张牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="1009"/>
        <source>%1 shanten; useful tiles: %2.</source>
        <translation>%1 向听；有效牌：%2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="1017"/>
        <source>Guangdong wins are self-drawn (or rob a kong): points as a self-drawn win.</source>
        <translation>广东麻将只能自摸（或抢杠）和牌：按自摸计分。</translation>
    </message>
</context>
<context>
    <name>CheckWidget</name>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="68"/>
        <source>Check</source>
        <translation>核对答案</translation>
    </message>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="83"/>
        <source>Right.</source>
        <translation>正确。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="83"/>
        <source>Not quite.</source>
        <translation>不太对。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="85"/>
        <source>Answer: %1.</source>
        <translation>答案：%1。</translation>
    </message>
</context>
<context>
    <name>DailyChart</name>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="64"/>
        <source>No answers yet</source>
        <translation>还没有答题记录</translation>
    </message>
</context>
<context>
    <name>DrillsScreen</name>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="266"/>
        <source>Score the hand</source>
        <translation>算番</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="267"/>
        <source>Find the waits</source>
        <translation>听牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="268"/>
        <source>Choose the discard</source>
        <translation>何切</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="269"/>
        <source>Name the main fan</source>
        <translation>主番</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="270"/>
        <source>Pick the hand with the fan</source>
        <translation>找出有此番的牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="271"/>
        <source>Flashcards</source>
        <translation>番种卡片</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="272"/>
        <source>Mixed session</source>
        <translation>综合练习</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="285"/>
        <source>Level %1</source>
        <translation>第%1级</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="291"/>
        <source>Chinese Official (MCR)</source>
        <translation>国标麻将（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="292"/>
        <source>Guangdong (推倒和)</source>
        <translation>广东麻将（推倒和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="295"/>
        <source>The waits and discard drills can be played with Guangdong rules (ghost tiles).</source>
        <translation>听牌练习和打牌练习可以用广东麻将规则（带鬼牌）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="298"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="299"/>
        <source>Timed (%1 s)</source>
        <translation>限时（%1秒）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="300"/>
        <source>Search fans: name, pinyin or number</source>
        <translation>搜索番种：名称、拼音或编号</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="305"/>
        <source>Times</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="306"/>
        <source>Points</source>
        <translation>分数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="307"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="308"/>
        <source>Click the tile to discard in the hand above, then answer.</source>
        <translation>单击上方手牌中要打出的牌，然后作答。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="310"/>
        <source>or type: fans = total (28 62 69x2 = 22), tiles (147m), a tile (5p), or 1-4</source>
        <translation>或直接输入：番种编号 = 总分（28 62 69x2 = 22）、所听的牌（147m）、打出的牌（5p）或选项 1-4</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="312"/>
        <location filename="../trainer/ui/screens/drills.py" line="604"/>
        <source>Answer</source>
        <translation>作答</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="313"/>
        <source>Next (N)</source>
        <translation>下一题 (N)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="314"/>
        <source>Quizzes…</source>
        <translation>测验…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="391"/>
        <source>Score this hand: tick every fan it counts and give the total.</source>
        <translation>为这手牌算番：勾选计入的每个番种，并填写总分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="392"/>
        <source>Which tiles complete this hand? Select every one.</source>
        <translation>这手牌听哪些牌？请全部选出。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="393"/>
        <source>Which tile do you discard?</source>
        <translation>何切：你打哪张？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="394"/>
        <source>What is the main fan of this hand?</source>
        <translation>这手牌的主番是什么？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="395"/>
        <source>Which hand scores %1?</source>
        <translation>哪一手牌计%1？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="396"/>
        <source>How many points is %1 worth?</source>
        <translation>%1是多少番？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="397"/>
        <source>Guangdong: which tiles win this hand? Select every one (a drawn ghost too).</source>
        <translation>广东麻将：这手牌和哪些牌？全部选出（摸到鬼牌也算）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="398"/>
        <source>Guangdong: which tile do you discard?</source>
        <translation>广东麻将：你打哪张牌？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="401"/>
        <source>Question %1 of seed %2</source>
        <translation>种子%2的第%1题</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="410"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="410"/>
        <source>won on a discard</source>
        <translation>点和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="414"/>
        <source>seat %1, prevalent %2</source>
        <translation>门风：%1，圈风：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/drills.py" line="419"/>
        <source>%n flower(s)</source>
        <translation>
            <numerusform>花牌%n张</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="421"/>
        <source>last copy</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="422"/>
        <source>last tile</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="423"/>
        <source>on a kong</source>
        <translation>杠上开花/抢杠和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="473"/>
        <source>Ghost: stands for any tile</source>
        <translation>鬼牌：可当任何牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="487"/>
        <source>Hand %1</source>
        <translation>第%1手</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="493"/>
        <source>Ghost %1 (the indicator %2 turned up): it stands for any tile. No chow melds; wins are self-drawn.</source>
        <translation>鬼牌 %1（翻出的指示牌是 %2）：可以当任何牌。不能吃牌；只能自摸和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="504"/>
        <source>Indicator</source>
        <translation>指示牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="504"/>
        <source>Ghost</source>
        <translation>鬼牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="555"/>
        <source>Answer (%1 s)</source>
        <translation>作答（%1秒）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="577"/>
        <source>Choose a tile to discard first.</source>
        <translation>请先选择要打出的牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="583"/>
        <source>Pick one of the options first.</source>
        <translation>请先选择一个选项。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="598"/>
        <source>Time is up.</source>
        <translation>时间到。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="626"/>
        <source>Right!</source>
        <translation>正确！</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="626"/>
        <source>Not quite.</source>
        <translation>不太对。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="642"/>
        <source>The main fan is %1 (%2 points).</source>
        <translation>主番是%1（%2分）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="650"/>
        <source>Hand %1 scores it: %2</source>
        <translation>第%1手计此番：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="656"/>
        <source>%1 is worth %2 points.</source>
        <translation>%1为%2番。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="665"/>
        <location filename="../trainer/ui/screens/drills.py" line="691"/>
        <source>Missed: %1</source>
        <translation>遗漏：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="669"/>
        <source>×%1, not ×%2</source>
        <translation>应为×%1，不是×%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="673"/>
        <source>the hand does not have it</source>
        <translation>这手牌没有这个番种</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="677"/>
        <source>included in %1</source>
        <translation>因%1不计</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="681"/>
        <source>The hand scores %1: %2</source>
        <translation>这手牌共%1分：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="684"/>
        <source>Your total: %1.</source>
        <translation>你填的总分：%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="689"/>
        <source>Waits: %1</source>
        <translation>听张：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="693"/>
        <source>Do not win: %1</source>
        <translation>不能和牌：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="700"/>
        <source>reaches 8</source>
        <translation>够8分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="700"/>
        <source>below 8</source>
        <translation>不足8分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="703"/>
        <source>No wait reaches 8 points: this hand cannot win as it stands.</source>
        <translation>所听的牌都不足8分：这手牌目前无法和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="707"/>
        <location filename="../trainer/ui/screens/drills.py" line="758"/>
        <source>Your discard %1: %2 shanten, %3 useful tiles, %4% of the best (%5).</source>
        <translation>你打出%1：%2向听，有效牌%3张，为最佳打法（%5）的%4%。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="718"/>
        <source>Toward a legal win: %1% of the best (%2).</source>
        <translation>以起和为目标：为最佳打法（%2）的%1%。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="736"/>
        <source>a drawn ghost is wild; the ghosts stand for %1</source>
        <translation>摸到的鬼牌可当任何牌；鬼牌当作 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="738"/>
        <source>the ghost stands for %1</source>
        <translation>鬼牌当作 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="740"/>
        <source>the ghosts stand for %1</source>
        <translation>鬼牌当作 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="746"/>
        <source>The ghost %1 stands for any tile, so drawing it wins whenever the hand is ready; a hand without a ghost scores double.</source>
        <translation>鬼牌 %1 可当任何牌，所以听牌时摸到它就和；无鬼和牌加倍。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="754"/>
        <source>%1 is the ghost: it stands for any tile, so keep it. Best: %2.</source>
        <translation>%1 是鬼牌：可当任何牌，应留着。最佳：%2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="768"/>
        <source>Counted with the ghosts as the best tiles they could be; a drawn ghost (%1) is always useful.</source>
        <translation>按鬼牌当作最有利的牌计算；摸到鬼牌（%1）总是有效。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="772"/>
        <source>Best discard: %1 useful tiles, %2 of them can be claimed from any player for a pung (Guangdong has no chow claims).</source>
        <translation>最佳打法：有效牌 %1 张，其中 %2 张可以碰任何一家打出的牌（广东麻将不能吃）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="797"/>
        <source>Due today: %1</source>
        <translation>今日待复习：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="799"/>
        <source>Retry my mistakes: %1</source>
        <translation>重做错题：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="818"/>
        <source>Nothing to review right now.</source>
        <translation>目前没有需要复习的内容。</translation>
    </message>
</context>
<context>
    <name>EncyclopediaScreen</name>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="254"/>
        <source>Search: 中文名, pinyin, English, or number</source>
        <translation>搜索：中文名、拼音、英文名或编号</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="193"/>
        <source>Grouped by points</source>
        <translation>按分数分组</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="193"/>
        <source>Grouped by series</source>
        <translation>按系列分组</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="264"/>
        <source>All points</source>
        <translation>全部分数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="264"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="367"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="388"/>
        <source>%1 points</source>
        <translation>%1分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="198"/>
        <source>All series</source>
        <translation>全部系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="184"/>
        <source>Chinese Official (MCR)</source>
        <translation>国标麻将（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="184"/>
        <source>Guangdong</source>
        <translation>广东麻将</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="202"/>
        <source>Combines with any fan</source>
        <translation>可与任意番种同计</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="203"/>
        <source>Can combine with %1</source>
        <translation>可与%1同计</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="252"/>
        <source>Search: 中文名, pinyin or English</source>
        <translation>搜索：中文名、拼音或英文</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="279"/>
        <source>Honor tiles (字牌系列)</source>
        <translation>字牌系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="280"/>
        <source>Number tiles (序数牌系列)</source>
        <translation>序数牌系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="281"/>
        <source>Pungs and kongs (刻系列)</source>
        <translation>刻系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="282"/>
        <source>Seven pairs (七对系列)</source>
        <translation>七对系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="283"/>
        <source>Suit combinations (花色组合系列)</source>
        <translation>花色组合系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="284"/>
        <source>Terminals and fives in every set (全带系列)</source>
        <translation>全带系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="285"/>
        <source>Knitted tiles (不靠系列)</source>
        <translation>不靠系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="286"/>
        <source>How the hand is won (和牌方式系列)</source>
        <translation>和牌方式系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="287"/>
        <source>Special (特殊系列)</source>
        <translation>特殊系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="331"/>
        <source>Lessons: the rules</source>
        <translation>规则课程</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="332"/>
        <source>The five scoring principles</source>
        <translation>五条计分原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="333"/>
        <source>Lessons: Guangdong mahjong</source>
        <translation>广东麻将课程</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="398"/>
        <source>How Guangdong values combine (计番原则)</source>
        <translation>广东麻将计番原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="457"/>
        <source>Choose a fan on the left, or search by name, pinyin or number.</source>
        <translation>在左侧选择番种，或按名称、拼音或编号搜索。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="476"/>
        <source>No. %1 · %2 points · %3</source>
        <translation>第%1号 · %2分 · %3</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="480"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="539"/>
        <source>What it is</source>
        <translation>定义</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="481"/>
        <source>The 1998 rule text</source>
        <translation>1998年规则原文</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="485"/>
        <source>Not counted with it (不计)</source>
        <translation>不计</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="487"/>
        <source>Often combined with</source>
        <translation>常见搭配</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="489"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="541"/>
        <source>Notes and disputed points</source>
        <translation>说明与争议</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="490"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="542"/>
        <source>Common mistakes</source>
        <translation>常见错误</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="514"/>
        <source>Choose a Guangdong hand type on the left, or search by name or pinyin.</source>
        <translation>在左边选择一个广东麻将番型，或按名称、拼音搜索。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="534"/>
        <source>Guangdong mahjong · %1 points</source>
        <translation>广东麻将 · %1 分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="537"/>
        <source>Guangdong mahjong</source>
        <translation>广东麻将</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="540"/>
        <source>The Guangdong rule text</source>
        <translation>广东麻将规则原文</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="547"/>
        <source>How values combine</source>
        <translation>计番原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="625"/>
        <source>last tile of the wall</source>
        <translation>牌墙最后一张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="627"/>
        <source>the dealer, on the deal</source>
        <translation>庄家，起牌即和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="629"/>
        <source>the dealer&apos;s next player, on the first draw</source>
        <translation>庄家下家，第一张摸牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="631"/>
        <source>no ghosts at this table</source>
        <translation>本桌不带鬼</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="634"/>
        <source>ghost %1 (indicator %2)</source>
        <translation>鬼牌 %1（指示牌 %2）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="637"/>
        <source>ghosts discarded: %1</source>
        <translation>已打出鬼牌：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="644"/>
        <source>Example %1</source>
        <translation>示例%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="644"/>
        <source>Near miss %1</source>
        <translation>反例%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="621"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="755"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="755"/>
        <source>won on a discard</source>
        <translation>点和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="757"/>
        <source>last copy</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="623"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="760"/>
        <source>on a kong&apos;s replacement tile</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="621"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="760"/>
        <source>robbing a kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="681"/>
        <source>Also in the hand, not added: %1</source>
        <translation>手中也有、但不叠加：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="688"/>
        <source>The ghosts stand for: %1</source>
        <translation>鬼牌当作：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="763"/>
        <source>last tile</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="765"/>
        <source>seat %1, prevalent %2</source>
        <translation>门风：%1，圈风：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/encyclopedia.py" line="770"/>
        <source>%n flower(s)</source>
        <translation>
            <numerusform>花牌%n张</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="675"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="776"/>
        <source>Scores %1: %2</source>
        <translation>共%1分：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="784"/>
        <source>Not counted: %1</source>
        <translation>不计：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="692"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="787"/>
        <source>Open in the calculator</source>
        <translation>在算番器中打开</translation>
    </message>
</context>
<context>
    <name>Fan</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="17"/>
        <source>Big Four Winds</source>
        <translation>大四喜</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="18"/>
        <source>Big Three Dragons</source>
        <translation>大三元</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="19"/>
        <source>All Green</source>
        <translation>绿一色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="20"/>
        <source>Nine Gates</source>
        <translation>九莲宝灯</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="21"/>
        <source>Four Kongs</source>
        <translation>四杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="22"/>
        <source>Seven Shifted Pairs</source>
        <translation>连七对</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="23"/>
        <source>Thirteen Orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="24"/>
        <source>All Terminals</source>
        <translation>清幺九</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="25"/>
        <source>Little Four Winds</source>
        <translation>小四喜</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="26"/>
        <source>Little Three Dragons</source>
        <translation>小三元</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="27"/>
        <source>All Honors</source>
        <translation>字一色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="28"/>
        <source>Four Concealed Pungs</source>
        <translation>四暗刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="29"/>
        <source>Pure Terminal Chows</source>
        <translation>一色双龙会</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="30"/>
        <source>Quadruple Chow</source>
        <translation>一色四同顺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="31"/>
        <source>Four Pure Shifted Pungs</source>
        <translation>一色四节高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="32"/>
        <source>Four Pure Shifted Chows</source>
        <translation>一色四步高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="33"/>
        <source>Three Kongs</source>
        <translation>三杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="34"/>
        <source>All Terminals and Honors</source>
        <translation>混幺九</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="35"/>
        <source>Seven Pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="36"/>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>七星不靠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="37"/>
        <source>All Even Pungs</source>
        <translation>全双刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="38"/>
        <source>Full Flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="39"/>
        <source>Pure Triple Chow</source>
        <translation>一色三同顺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="40"/>
        <source>Pure Shifted Pungs</source>
        <translation>一色三节高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="41"/>
        <source>Upper Tiles</source>
        <translation>全大</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="42"/>
        <source>Middle Tiles</source>
        <translation>全中</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="43"/>
        <source>Lower Tiles</source>
        <translation>全小</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="44"/>
        <source>Pure Straight</source>
        <translation>清龙</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="45"/>
        <source>Three-Suited Terminal Chows</source>
        <translation>三色双龙会</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="46"/>
        <source>Pure Shifted Chows</source>
        <translation>一色三步高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="47"/>
        <source>All Five</source>
        <translation>全带五</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="48"/>
        <source>Triple Pung</source>
        <translation>三同刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="49"/>
        <source>Three Concealed Pungs</source>
        <translation>三暗刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="50"/>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="51"/>
        <source>Knitted Straight</source>
        <translation>组合龙</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="52"/>
        <source>Upper Four</source>
        <translation>大于五</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="53"/>
        <source>Lower Four</source>
        <translation>小于五</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="54"/>
        <source>Big Three Winds</source>
        <translation>三风刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="55"/>
        <source>Mixed Straight</source>
        <translation>花龙</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="56"/>
        <source>Reversible Tiles</source>
        <translation>推不倒</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="57"/>
        <source>Mixed Triple Chow</source>
        <translation>三色三同顺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="58"/>
        <source>Mixed Shifted Pungs</source>
        <translation>三色三节高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="59"/>
        <source>Chicken Hand</source>
        <translation>无番和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="60"/>
        <source>Last Tile Draw</source>
        <translation>妙手回春</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="61"/>
        <source>Last Tile Claim</source>
        <translation>海底捞月</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="62"/>
        <source>Out with Replacement Tile</source>
        <translation>杠上开花</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="63"/>
        <source>Robbing the Kong</source>
        <translation>抢杠和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="64"/>
        <source>All Pungs</source>
        <translation>碰碰和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="65"/>
        <source>Half Flush</source>
        <translation>混一色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="66"/>
        <source>Mixed Shifted Chows</source>
        <translation>三色三步高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="67"/>
        <source>All Types</source>
        <translation>五门齐</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="68"/>
        <source>Melded Hand</source>
        <translation>全求人</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="69"/>
        <source>Two Concealed Kongs</source>
        <translation>双暗杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="70"/>
        <source>Two Dragon Pungs</source>
        <translation>双箭刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="71"/>
        <source>Outside Hand</source>
        <translation>全带幺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="72"/>
        <source>Fully Concealed Hand</source>
        <translation>不求人</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="73"/>
        <source>Two Melded Kongs</source>
        <translation>双明杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="74"/>
        <source>Last Tile</source>
        <translation>和绝张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="75"/>
        <source>Dragon Pung</source>
        <translation>箭刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="76"/>
        <source>Prevalent Wind</source>
        <translation>圈风刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="77"/>
        <source>Seat Wind</source>
        <translation>门风刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="78"/>
        <source>Concealed Hand</source>
        <translation>门前清</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="79"/>
        <source>All Chows</source>
        <translation>平和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="80"/>
        <source>Tile Hog</source>
        <translation>四归一</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="81"/>
        <source>Double Pung</source>
        <translation>双同刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="82"/>
        <source>Two Concealed Pungs</source>
        <translation>双暗刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="83"/>
        <source>Concealed Kong</source>
        <translation>暗杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="84"/>
        <source>All Simples</source>
        <translation>断幺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="85"/>
        <source>Pure Double Chow</source>
        <translation>一般高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="86"/>
        <source>Mixed Double Chow</source>
        <translation>喜相逢</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="87"/>
        <source>Short Straight</source>
        <translation>连六</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="88"/>
        <source>Two Terminal Chows</source>
        <translation>老少副</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="89"/>
        <source>Pung of Terminals or Honors</source>
        <translation>幺九刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="90"/>
        <source>Melded Kong</source>
        <translation>明杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="91"/>
        <source>One Voided Suit</source>
        <translation>缺一门</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="92"/>
        <source>No Honors</source>
        <translation>无字</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="93"/>
        <source>Edge Wait</source>
        <translation>边张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="94"/>
        <source>Closed Wait</source>
        <translation>坎张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="95"/>
        <source>Single Wait</source>
        <translation>单钓将</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="96"/>
        <source>Self-Drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="97"/>
        <source>Flower Tiles</source>
        <translation>花牌</translation>
    </message>
</context>
<context>
    <name>Form</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="116"/>
        <source>four sets and a pair</source>
        <translation>四副面子加一对将</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="117"/>
        <source>seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="118"/>
        <source>seven shifted pairs</source>
        <translation>连七对</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="119"/>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="120"/>
        <source>honors and knitted tiles</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="121"/>
        <source>knitted straight with a set and a pair</source>
        <translation>组合龙加一副面子一对将</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="122"/>
        <source>nine gates</source>
        <translation>九莲宝灯</translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="126"/>
        <source>chow</source>
        <translation>顺子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="127"/>
        <source>pung</source>
        <translation>刻子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="128"/>
        <source>kong</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="129"/>
        <source>pair</source>
        <translation>对子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="130"/>
        <source>knitted straight</source>
        <translation>组合龙</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="131"/>
        <source>tiles</source>
        <translation>单张</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="93"/>
        <source>Mahjong Trainer 麻将学堂</source>
        <translation>麻将学堂</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="96"/>
        <source>Learn Chinese Official Mahjong (MCR, the 81-fan competition rules) and Guangdong mahjong: score hands, find the waits, and learn which discards keep a legal win in reach.</source>
        <translation>学习国标麻将（MCR，81 番竞赛规则）和广东麻将：算番、找听牌，学会哪些打法能让合法的和牌保持在望。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="100"/>
        <source>Open the hand calculator</source>
        <translation>打开算番器</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="101"/>
        <source>Due today: %1 fan(s) to review; %2 mistake(s) to retry.</source>
        <translation>今日待复习：%1个番种；待重做错题：%2道。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="103"/>
        <source>Review now</source>
        <translation>立即复习</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="107"/>
        <source>&lt;p&gt;&lt;b&gt;Ready now:&lt;/b&gt; the hand calculator, with every fan of the 1998 rules, the fans not counted and why, waits, and efficiency toward a legal win; the fan encyclopedia and lessons with example hands checked by the scoring engine; drills with spaced repetition and quizzes for club classes; the practice table against three bots with a coach; your progress.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guangdong mahjong&lt;/b&gt; (推倒和): choose it in the calculator, the encyclopedia, the waits and discard drills and at the table; its house rules are in the settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;现已可用：&lt;/b&gt;算番器，含 1998 年规则的全部番种、不计的番种及原因、听牌，以及向合法和牌的牌效；番种百科和课程，例牌均经计分引擎核对；带间隔重复的专项练习和俱乐部课堂测验；与三个机器人对局并有教练指导；你的学习进度。&lt;/p&gt;&lt;p&gt;&lt;b&gt;广东麻将&lt;/b&gt;（推倒和）：可在算番器、番种百科、听牌与打牌练习和对局练习中选用；其地方规则在设置中。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="158"/>
        <source>Scores %1: %2</source>
        <translation>共%1分：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="163"/>
        <source>Open in the calculator</source>
        <translation>在算番器中打开</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../trainer/ui/main_window.py" line="138"/>
        <source>Home</source>
        <translation>首页</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="139"/>
        <source>Encyclopedia</source>
        <translation>番种百科</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="140"/>
        <source>Calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="141"/>
        <source>Drills</source>
        <translation>专项练习</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="142"/>
        <source>Practice table</source>
        <translation>对局练习</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="143"/>
        <source>Progress</source>
        <translation>学习进度</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="144"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="148"/>
        <source>Mahjong Trainer</source>
        <translation>麻将学堂</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="153"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="154"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="155"/>
        <source>&amp;Go</source>
        <translation>前往(&amp;G)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="156"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="157"/>
        <source>&amp;About Mahjong Trainer</source>
        <translation>关于麻将学堂(&amp;A)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="158"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="264"/>
        <location filename="../trainer/ui/main_window.py" line="287"/>
        <source>Progress not saved</source>
        <translation>进度未保存</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="292"/>
        <source>Your progress file</source>
        <translation>你的学习进度文件</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="321"/>
        <source>About Mahjong Trainer</source>
        <translation>关于麻将学堂</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="323"/>
        <source>Mahjong Trainer %1

Learn Chinese Official Mahjong: the 81 fans, scoring, waits and efficiency toward a legal win. Scoring follows the 1998 rules as the reference calculators apply them.</source>
        <translation>麻将学堂 %1

学习国标麻将：81种番种、计分、听牌，以及以起和为目标的牌效。计分依照1998年规则，解释与参考算番器一致。</translation>
    </message>
</context>
<context>
    <name>Principle</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="108"/>
        <source>Non-repeat principle</source>
        <translation>不重复原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="109"/>
        <source>Non-separation principle</source>
        <translation>不拆移原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="110"/>
        <source>Non-identical principle</source>
        <translation>不得相同原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="111"/>
        <source>Highest-scoring reading principle</source>
        <translation>就高不就低原则</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="112"/>
        <source>Account-once principle</source>
        <translation>套算一次原则</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="177"/>
        <source>Answers: %1 · right: %2 · practice streak: %3 day(s) · lessons done: %4</source>
        <translation>答题：%1 · 正确率：%2 · 连续练习：%3天 · 已完成课程：%4</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="180"/>
        <source>Mastery of the 81 fans (grey: not practised yet)</source>
        <translation>81种番种的掌握程度（灰色：尚未练习）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="181"/>
        <source>Answers per day (green: right) and seconds per answer (blue)</source>
        <translation>每日答题数（绿色：答对）与每题平均用时秒数（蓝色）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="183"/>
        <source>Practice table: efficiency per hand (share of your choices that matched the coach)</source>
        <translation>练习牌桌：每局效率（你的选择与教练一致的比例）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="191"/>
        <source>No hands played at the practice table yet.</source>
        <translation>还没有在练习牌桌上打过牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="200"/>
        <source>unfinished</source>
        <translation>未打完</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="202"/>
        <source>drawn</source>
        <translation>荒庄</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="204"/>
        <source>won %1</source>
        <translation>和牌 %1 分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="206"/>
        <source>lost</source>
        <translation>未和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="210"/>
        <source>Guangdong</source>
        <translation>广东麻将</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="210"/>
        <source>MCR</source>
        <translation>国标</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="62"/>
        <source>Quizzes</source>
        <translation>测验</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="71"/>
        <source>Build a quiz</source>
        <translation>制作测验</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="72"/>
        <source>Take a quiz</source>
        <translation>参加测验</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="73"/>
        <source>Class results</source>
        <translation>班级成绩</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="84"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="159"/>
        <source>Quiz</source>
        <translation>测验</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="88"/>
        <source> min (0: none)</source>
        <translation>分钟（0：不限时）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="90"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="188"/>
        <source>Score the hand</source>
        <translation>算番</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="91"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="189"/>
        <source>Find the waits</source>
        <translation>听牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="92"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="190"/>
        <source>Choose the discard</source>
        <translation>何切</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="106"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="107"/>
        <source>Time limit</source>
        <translation>限时</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="110"/>
        <source>Kinds</source>
        <translation>题型</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="111"/>
        <source>Questions</source>
        <translation>题数</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="112"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="113"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="115"/>
        <source>Generate the questions</source>
        <translation>生成题目</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="122"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="123"/>
        <source>Waits</source>
        <translation>听牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="124"/>
        <source>Discard</source>
        <translation>何切</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="128"/>
        <source>a hand of your own, e.g. 123m456p789s1123s4s</source>
        <translation>自定义手牌，例如 123m456p789s1123s4s</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="130"/>
        <source>explanation (optional)</source>
        <translation>讲解（可选）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="131"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="144"/>
        <source>Save the quiz…</source>
        <translation>保存测验文件…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="146"/>
        <source>Save the quiz</source>
        <translation>保存测验文件</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="148"/>
        <source>Print sheet and answer key (PDF)…</source>
        <translation>打印试卷和答案（PDF）…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="150"/>
        <source>Save the PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="184"/>
        <source>%1 questions, ready to save or print.</source>
        <translation>共%1道题，可以保存或打印了。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="203"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="410"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="494"/>
        <source>Saved %1.</source>
        <translation>已保存到%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="209"/>
        <source>%1 points: %2</source>
        <translation>%1分：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="213"/>
        <source>waits %1; reaching 8 points: %2</source>
        <translation>听张：%1；够8分起和：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="217"/>
        <source>best discard: %1</source>
        <translation>最佳打法：打出%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="226"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="336"/>
        <source>Score the hand: fans and total.</source>
        <translation>算番：写出番种和总分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="227"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="337"/>
        <source>Which tiles complete the hand?</source>
        <translation>这手牌听哪些牌？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="228"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="338"/>
        <source>Which tile do you discard?</source>
        <translation>何切：你打哪张？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="239"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="263"/>
        <source>Wrote %1.</source>
        <translation>已写入%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="271"/>
        <source>Open a quiz…</source>
        <translation>打开测验文件…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="273"/>
        <source>Open a quiz</source>
        <translation>打开测验文件</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="276"/>
        <source>your name</source>
        <translation>你的姓名</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="277"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="292"/>
        <source>score: fan ids = total (28 62 = 12); waits: tiles (147m); discard: a tile (5p)</source>
        <translation>算番：番种编号 = 总分（28 62 = 12）；听牌：所听的牌（147m）；何切：打出的牌（5p）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="300"/>
        <source>Export my result…</source>
        <translation>导出我的成绩…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="302"/>
        <source>Export the result</source>
        <translation>导出成绩</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="315"/>
        <source>%1: %2 questions</source>
        <translation>%1：共%2道题</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="322"/>
        <source>Open a quiz first.</source>
        <translation>请先打开测验文件。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="393"/>
        <source>Finished: %1. Export your result and hand it in.</source>
        <translation>测验完成，得分：%1。请导出你的成绩并交给老师。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="407"/>
        <source>Finish the quiz first.</source>
        <translation>请先完成测验。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="418"/>
        <source>Open the quiz…</source>
        <translation>打开测验文件…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="420"/>
        <source>Open the quiz</source>
        <translation>打开测验文件</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="422"/>
        <source>Import results…</source>
        <translation>导入成绩…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="424"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="426"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="446"/>
        <source>Import results</source>
        <translation>导入成绩</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="451"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="491"/>
        <source>Open the quiz first.</source>
        <translation>请先打开测验文件。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="471"/>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="472"/>
        <source>Q%1</source>
        <translation>第%1题</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="474"/>
        <source>Total score</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="484"/>
        <source>%1: %2 results</source>
        <translation>%1：共%2份成绩</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="502"/>
        <source>Cannot use this quiz</source>
        <translation>无法使用此测验文件</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="230"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="245"/>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="160"/>
        <source>Review of the hand</source>
        <translation>本局复盘</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="182"/>
        <source>Turns where the coach would have played differently:</source>
        <translation>教练会有不同选择的回合：</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="191"/>
        <source>None: every choice matched the coach&apos;s.</source>
        <translation>没有：每个选择都与教练一致。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="196"/>
        <source>Replay from this turn</source>
        <translation>从这一回合重打</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="214"/>
        <source>The wall ran out: nobody won this hand.</source>
        <translation>牌墙摸完：本局荒庄，无人和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="217"/>
        <location filename="../trainer/ui/screens/table.py" line="244"/>
        <source>%1 won by self-draw with %2 points.</source>
        <translation>%1自摸和牌，%2 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="219"/>
        <location filename="../trainer/ui/screens/table.py" line="242"/>
        <source>%1 won by robbing %3&apos;s kong with %2 points.</source>
        <translation>%1抢%3的杠和牌，%2 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="221"/>
        <source>%1 won on %3&apos;s discard with %2 points.</source>
        <translation>%1和%3打出的牌，%2 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="228"/>
        <source>Fans</source>
        <translation>番种</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="230"/>
        <location filename="../trainer/ui/screens/table.py" line="272"/>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="251"/>
        <source>Hand type</source>
        <translation>番型</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="254"/>
        <source>The ghosts stand for %1.</source>
        <translation>鬼牌当作 %1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="258"/>
        <source>%1 pays for all three losers (包牌), hand and horses.</source>
        <translation>%1 包三家（包牌），含牌型分与马分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="267"/>
        <source>Horses</source>
        <translation>马牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="270"/>
        <source>Kong payments</source>
        <translation>杠分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="279"/>
        <source>Turn %1: you discarded %2 (shanten %3, %4 useful tiles left); %5 was better (shanten %6, %7 useful tiles left).</source>
        <translation>第 %1 手：你打了 %2（%3 向听，剩余有效牌 %4 张）；打 %5 更好（%6 向听，剩余有效牌 %7 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="296"/>
        <source>Turn %1: you discarded %2 (shanten %3, %4 useful, %5 toward 8 points); %6 was better (shanten %7, %8 useful, %9 toward 8 points).</source>
        <translation>第 %1 手：你打出%2（向听 %3，有效牌 %4 张，通向 8 分的牌 %5 张）；打%6更好（向听 %7，有效牌 %8 张，通向 8 分的牌 %9 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="309"/>
        <source>Turn %1: you chose %2; the coach would choose %3.</source>
        <translation>第 %1 手：你选择了%2；教练会选择%3。</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="130"/>
        <source>Flowers set aside (1 point each when winning)</source>
        <translation>补出的花牌（和牌时每张 1 分）</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="303"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="304"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="305"/>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="308"/>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="308"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="308"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="311"/>
        <source>Your data is kept in: %1</source>
        <translation>数据保存在：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="312"/>
        <source>Learner</source>
        <translation>学习者</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="313"/>
        <source>a new learner&apos;s name</source>
        <translation>新学习者的名字</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="314"/>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="315"/>
        <source>Guangdong house rules (the seed&apos;s values by default)</source>
        <translation>广东麻将地方规则（默认按规则原文）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="317"/>
        <source>Play with ghosts (鬼牌): the tile after the turned indicator is wild</source>
        <translation>带鬼（鬼牌）：翻出的指示牌的下一张为万能牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="319"/>
        <source>After North / White</source>
        <translation>北、白之后</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="323"/>
        <source>East / Red (winds and dragons apart)</source>
        <translation>东 / 中（风牌与箭牌各自循环）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="323"/>
        <source>Red / East (one ring of honors)</source>
        <translation>中 / 东（字牌一起循环）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="328"/>
        <source>Red next, Green opposite, White previous</source>
        <translation>中为下家、发为对家、白为上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="329"/>
        <source>Red the winner, Green next, White opposite</source>
        <translation>中为赢家、发为下家、白为对家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="334"/>
        <source>The winner deals next</source>
        <translation>赢家坐庄</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="334"/>
        <source>The deal passes to the next player</source>
        <translation>下家坐庄</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="339"/>
        <source>A win without a ghost doubles (无鬼加倍)</source>
        <translation>无鬼加倍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="340"/>
        <source>Four ghosts win at once (四鬼和牌)</source>
        <translation>四鬼直接和牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="341"/>
        <source>Each ghost discarded doubles a later win (出鬼)</source>
        <translation>出鬼：每打出一张鬼牌，和牌时翻倍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="342"/>
        <source>Horses per player (买马)</source>
        <translation>每人马牌数（买马）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="343"/>
        <source>The dragons&apos; horse seats</source>
        <translation>箭牌马对应的座位</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="344"/>
        <source>Dealer</source>
        <translation>坐庄</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="345"/>
        <source>Promoted kong, from each</source>
        <translation>加杠，每家付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="346"/>
        <source>Concealed kong, from each</source>
        <translation>暗杠，每家付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="347"/>
        <source>Kong of a discard, from the discarder</source>
        <translation>点杠，点杠者付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="348"/>
        <source>Restore the seed&apos;s values</source>
        <translation>恢复规则原文的设定</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="330"/>
        <source>discard %1</source>
        <translation>打出%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="331"/>
        <source>chow %1</source>
        <translation>吃 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="332"/>
        <source>pung %1</source>
        <translation>碰%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="333"/>
        <source>kong %1</source>
        <translation>杠%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="334"/>
        <source>concealed kong of %1</source>
        <translation>暗杠%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="335"/>
        <source>add %1 to a pung</source>
        <translation>加杠%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="336"/>
        <source>win on %1</source>
        <translation>和%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="337"/>
        <source>pass on %1</source>
        <translation>不要%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="348"/>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="349"/>
        <source>Right</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="350"/>
        <source>Across</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="351"/>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="544"/>
        <source>Chinese Official (MCR)</source>
        <translation>国标麻将（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="545"/>
        <source>Guangdong (推倒和)</source>
        <translation>广东麻将（推倒和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="546"/>
        <source>The rules of this table; changing them starts a new match</source>
        <translation>本桌规则；更改后开始新的一场</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="547"/>
        <source>Next hand (N)</source>
        <translation>下一局 (N)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="548"/>
        <source>New match</source>
        <translation>新的一场</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="549"/>
        <source>Bots</source>
        <translation>机器人</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="553"/>
        <source>Beginner</source>
        <translation>初级</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="554"/>
        <source>Intermediate</source>
        <translation>中级</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="555"/>
        <source>Strong</source>
        <translation>高级</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="561"/>
        <source>Bot pace</source>
        <translation>机器人速度</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="562"/>
        <source>Pause between the bots&apos; moves</source>
        <translation>机器人每步之间的停顿</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="563"/>
        <source>Coach</source>
        <translation>教练</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="564"/>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="565"/>
        <source>Undo discard (Ctrl+Z)</source>
        <translation>悔牌 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="566"/>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="568"/>
        <source>Chow 吃 (C)</source>
        <translation>吃 (C)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="569"/>
        <source>Pung 碰 (P)</source>
        <translation>碰 (P)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="570"/>
        <source>Kong 杠 (K)</source>
        <translation>杠 (K)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="571"/>
        <source>Win 和 (W)</source>
        <translation>和 (W)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="572"/>
        <source>Pass 过 (Space)</source>
        <translation>过 (空格)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="576"/>
        <source>Discard (Enter)</source>
        <translation>打出 (Enter)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="592"/>
        <location filename="../trainer/ui/screens/table.py" line="618"/>
        <source>Leave this hand?</source>
        <translation>离开这一局？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="592"/>
        <source>The hand is not over. Change the rules anyway?</source>
        <translation>这一副还没结束。仍然更改规则吗？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="618"/>
        <source>The hand is not over. Deal the next one anyway?</source>
        <translation>这一局还没有结束。仍要发下一局吗？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="750"/>
        <source>Claim the discard or pass.</source>
        <translation>可以吃碰杠和这张牌，或者选择“过”。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="754"/>
        <source>This tile completes your hand, but only for %1 point(s): a win needs 8 (flowers not counted), so you cannot declare it.</source>
        <translation>这张牌能让你成和牌型，但只有 %1 分：和牌至少需要 8 分（花牌不计），所以不能和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="781"/>
        <source>Game not saved</source>
        <translation>牌局未保存</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="782"/>
        <source>The hand could not be saved: %1</source>
        <translation>本局无法保存：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="851"/>
        <source>Discard anyway?</source>
        <translation>仍要打出？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="852"/>
        <source>Discard it anyway?</source>
        <translation>仍然打出这张牌吗？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="861"/>
        <source>This discard leaves no plan worth 8 points in reach.</source>
        <translation>打出这张后，没有可达 8 分的路线了。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="864"/>
        <source>This discard puts a legal win much further away.</source>
        <translation>打出这张后，离合法和牌远了许多。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="867"/>
        <source>This discard takes the hand further from winning.</source>
        <translation>这样打离和牌更远了。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="870"/>
        <source>This is the ghost: it stands for any tile. Discarding it doubles a later win (出鬼) but makes winning harder.</source>
        <translation>这是鬼牌：可以当任何牌。打出它可使之后的和牌翻倍（出鬼），但和牌会更难。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="902"/>
        <source>Which chow? Press its number.</source>
        <translation>吃哪一组？按对应的数字。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="908"/>
        <source>Your last discard was taken back.</source>
        <translation>已收回你上一张打出的牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="924"/>
        <location filename="../trainer/ui/screens/table.py" line="926"/>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="934"/>
        <source>Win: a self-drawn win (or robbing the kong) is always worth taking.</source>
        <translation>和牌：自摸（或抢杠）和牌总是值得的。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="940"/>
        <source>Pung: the hand stays as close to winning, or gets closer.</source>
        <translation>碰：手牌离和牌不会更远，或者更近。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="941"/>
        <location filename="../trainer/ui/screens/table.py" line="943"/>
        <location filename="../trainer/ui/screens/table.py" line="946"/>
        <source>Kong: a kong is paid at once and brings a replacement tile.</source>
        <translation>杠：开杠立即收分，还能补一张牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="948"/>
        <source>Pass: claiming would not bring the hand closer to winning.</source>
        <translation>过：碰杠不会让手牌更接近和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="962"/>
        <source>Win: the hand reaches 8 points.</source>
        <translation>和牌：这手牌已达 8 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="967"/>
        <source>Discard %1: you are then ready, waiting on %2 (%3 left).</source>
        <translation>打 %1：之后即听牌，听 %2（剩 %3 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="970"/>
        <source>Discard %1: the hand is then %4 tile(s) from ready with %3 useful tiles left (%2).</source>
        <translation>打 %1：之后离听牌还差 %4 张，剩余有效牌 %3 张（%2）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="996"/>
        <source>Replaying from turn %1.</source>
        <translation>从第 %1 手开始重打。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1015"/>
        <source>Press “New hand” to deal.</source>
        <translation>按“新的一局”开始发牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1042"/>
        <source>Guangdong · hand %1 of %2 · tiles left in the wall: %3</source>
        <translation>广东麻将 · 第 %1 副（共 %2 副）· 牌墙剩余：%3</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1046"/>
        <source>Ghost %1 (indicator %2)</source>
        <translation>鬼牌 %1（指示牌 %2）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1053"/>
        <source>Prevalent wind %1 · hand %2 of %4 · tiles left in the wall: %3</source>
        <translation>圈风 %1 · 第 %2/%4 局 · 牌墙剩余 %3 张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1059"/>
        <source>Match over. Your table points: %1 (standard score %2).</source>
        <translation>本场结束。你的比赛分：%1（标准分 %2）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1078"/>
        <source>The hand is over. Press N for the next hand or open the review.</source>
        <translation>本局结束。按 N 开始下一局，或打开复盘。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1148"/>
        <source>漏碰: you passed a pung of %1, so you cannot pung it again before your next draw.</source>
        <translation>漏碰：你过了 %1 的碰，在你下次摸牌前不能再碰它。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1154"/>
        <source>Ghosts you discarded: %1 (a win now scores ×%2).</source>
        <translation>你已打出鬼牌：%1 张（现在和牌 ×%2）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1159"/>
        <source>Guangdong: no chow, and no win on a discard: win by self-draw or by robbing a kong.</source>
        <translation>广东麻将：不能吃牌，也不能点炮和：只能自摸或抢杠和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1073"/>
        <source>Your turn: choose a tile with the arrow keys or the mouse, then Enter (or click it again) to discard it.</source>
        <translation>轮到你了：用方向键或鼠标选一张牌，再按 Enter（或再点一次）打出。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1094"/>
        <source>Shanten per form</source>
        <translation>各牌型向听</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1122"/>
        <source>Ready (0 tiles from a complete hand); waits: %1 (%2 left).</source>
        <translation>已听牌；听：%1（剩 %2 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1124"/>
        <source>%3 tile(s) from ready; useful tiles: %1 (%2 left).</source>
        <translation>%3 向听；有效牌：%1（剩 %2 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1099"/>
        <source>No plan worth 8 points is in reach yet.</source>
        <translation>暂时还没有可达 8 分的路线。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1102"/>
        <source>Best legal plan: %1, %2 tile(s) away (%3 tiles help).</source>
        <translation>最佳合法路线：%1，还差 %2 张（有用的牌 %3 张）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1110"/>
        <source>A legal win (smaller fans adding up to 8) is %1 tile(s) away (%2 tiles help).</source>
        <translation>靠小番凑足 8 分的合法和牌还差 %1 张（有用的牌 %2 张）。</translation>
    </message>
</context>
<context>
    <name>Wait</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="135"/>
        <source>two-sided wait</source>
        <translation>两面</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="136"/>
        <source>edge wait</source>
        <translation>边张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="137"/>
        <source>closed wait</source>
        <translation>坎张</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="138"/>
        <source>single wait</source>
        <translation>单钓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="139"/>
        <source>pung wait</source>
        <translation>对倒</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="140"/>
        <source>seven pairs</source>
        <translation>七对</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="141"/>
        <source>thirteen orphans</source>
        <translation>十三幺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="142"/>
        <source>honors and knitted</source>
        <translation>全不靠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="143"/>
        <source>knitted straight</source>
        <translation>组合龙</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="144"/>
        <source>nine gates</source>
        <translation>九莲宝灯</translation>
    </message>
</context>
<context>
    <name>Wind</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="101"/>
        <source>East</source>
        <translation>东风</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="102"/>
        <source>South</source>
        <translation>南风</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="103"/>
        <source>West</source>
        <translation>西风</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="104"/>
        <source>North</source>
        <translation>北风</translation>
    </message>
</context>
</TS>
