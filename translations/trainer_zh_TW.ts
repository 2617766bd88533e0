<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
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
        <translation>輸入或貼上手牌，例如 [123p1][345s2][999s3]6m6pEW1m</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="457"/>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="459"/>
        <source>Click a tile in the hand to remove it; right-click it to make it the win tile.</source>
        <translation>點選手牌中的牌可將其移除；按右鍵可設為和牌張。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="461"/>
        <source>A click on the palette adds</source>
        <translation>點選下方的牌時加入</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="463"/>
        <source>Tile</source>
        <translation>單張</translation>
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
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="467"/>
        <source>Concealed kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="468"/>
        <source>Promoted kong</source>
        <translation>加槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="473"/>
        <source>Tiles</source>
        <translation>選牌</translation>
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
        <translation>規則：</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="434"/>
        <source>Chinese Official (MCR)</source>
        <translation>國標麻將（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="435"/>
        <source>Guangdong (推倒和)</source>
        <translation>廣東麻將（推倒和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="436"/>
        <source>How the hand was won (Guangdong)</source>
        <translation>和牌方式（廣東麻將）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="438"/>
        <source>Robbing a kong</source>
        <translation>搶槓和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="439"/>
        <source>On a kong&apos;s replacement (杠上开花)</source>
        <translation>槓上開花（槓後補牌和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="440"/>
        <source>Last tile of the wall (海底捞月)</source>
        <translation>牌牆最後一張（海底撈月）</translation>
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
        <translation>你的馬牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="446"/>
        <source>horse tiles, e.g. 15m7pE</source>
        <translation>馬牌，如 15m7pE</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="450"/>
        <source>No ghosts</source>
        <translation>不帶鬼</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="476"/>
        <source>Last copy of the tile</source>
        <translation>和絕張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="477"/>
        <source>On a kong (replacement / robbing)</source>
        <translation>槓上開花/搶槓和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="478"/>
        <source>Last tile of the wall</source>
        <translation>最後一張牌（海底）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="479"/>
        <source>Seat wind</source>
        <translation>門風</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="480"/>
        <source>Prevalent wind</source>
        <translation>圈風</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="481"/>
        <source>Flowers</source>
        <translation>花牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="489"/>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="490"/>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="491"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="492"/>
        <source>Sort</source>
        <translation>理牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="493"/>
        <source>Copy notation</source>
        <translation>複製文字</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="494"/>
        <source>Copy image</source>
        <translation>複製圖片</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="495"/>
        <source>Not counted</source>
        <translation>不計的番種</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="504"/>
        <source>claimed the 1st tile</source>
        <translation>吃第1張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="505"/>
        <source>claimed the 2nd tile</source>
        <translation>吃第2張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="506"/>
        <source>claimed the 3rd tile</source>
        <translation>吃第3張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="512"/>
        <source>from the left (上家)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="513"/>
        <source>from across (对家)</source>
        <translation>對家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="514"/>
        <source>from the right (下家)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="592"/>
        <source>Copied the hand as notation.</source>
        <translation>已將手牌複製為文字。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="599"/>
        <source>Copied the hand as an image.</source>
        <translation>已將手牌複製為圖片。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="632"/>
        <source>Click to remove this meld</source>
        <translation>點選以移除這副牌</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="685"/>
        <source>%n more tile(s) to go</source>
        <translation>
            <numerusform>還差%n張牌</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="687"/>
        <source>Build a hand of 13 tiles to see its waits, or 14 to score it.</source>
        <translation>湊齊13張牌可查看聽牌，湊齊14張可算番。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="693"/>
        <source>Not a hand yet</source>
        <translation>還不是有效的手牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="700"/>
        <source>Not a Guangdong hand</source>
        <translation>不是廣東麻將的手牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="723"/>
        <location filename="../trainer/ui/screens/calculator.py" line="893"/>
        <source>Conditions do not fit the tiles</source>
        <translation>和牌方式與手牌不符</translation>
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
        <translation>不足8分起和分（花牌不計在內）：不能和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="732"/>
        <source>%1 points of fans, %2 flowers.</source>
        <translation>番種%1分，花牌%2張。</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="736"/>
        <source>%n other reading(s) score the same.</source>
        <translation>
            <numerusform>另有%n種組合方式得分相同。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="738"/>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <location filename="../trainer/ui/screens/calculator.py" line="898"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1019"/>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="738"/>
        <location filename="../trainer/ui/screens/calculator.py" line="752"/>
        <source>Fan</source>
        <translation>番種</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="738"/>
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="746"/>
        <source>Double-click for its page</source>
        <translation>按兩下查看該番種的頁面</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="752"/>
        <source>Why not</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="757"/>
        <source>included in %1</source>
        <translation>因%1不計</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="763"/>
        <source>Self-drawn: each of the three others pays %1 (8 + %2); you receive %3.</source>
        <translation>自摸：其他三家各付%1（8 + %2），你共得%3。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="772"/>
        <source>On a discard: the discarder pays %1 (8 + %2), the two others 8 each; you receive %3.</source>
        <translation>點和：出牌者付%1（8 + %2），另兩家各付8，你共得%3。</translation>
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
        <translation>向聽數</translation>
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
        <translation>打出%1即可聽牌，和%2可以起和（還剩%3張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="814"/>
        <source>Discard %1: no plan worth 8 points is in reach; keep the most useful tiles.</source>
        <translation>打出%1：目前沒有可達8分的目標番種，先保留最多的有效牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="818"/>
        <source>the %1 plan</source>
        <translation>做%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="820"/>
        <source>smaller fans adding up to 8</source>
        <translation>用小番湊夠8分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="822"/>
        <source>Discard %1: %2 tiles bring you closer to a legal win, %3 draw(s) away by %4.</source>
        <translation>打出%1：有%2張牌能讓手牌離起和更近，%4還差%3次摸牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="833"/>
        <source>Discarding %1 keeps %2 useful tiles for any win, but legal draws fall from %3 to %4.</source>
        <translation>打出%1雖能保留%2張有效牌（不論能否起和），但起和有效牌會從%3張減少到%4張。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="843"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1007"/>
        <source>Not ready</source>
        <translation>未聽牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="845"/>
        <source>%1 shanten; %2 useful tiles. A legal win (8 points) is %3 draw(s) away.</source>
        <translation>%1向聽，有效牌%2張。距起和（8分）還差%3次摸牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="848"/>
        <source>Plan</source>
        <translation>目標番種</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="848"/>
        <source>Distance</source>
        <translation>距離</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="856"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1015"/>
        <source>Ready: %n wait(s)</source>
        <translation>
            <numerusform>聽牌：聽%n種牌</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="858"/>
        <source>%1 of them reach 8 points.</source>
        <translation>其中%1種可達8分起和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="860"/>
        <source>None of the waits reaches 8 points: this hand cannot win as it stands.</source>
        <translation>所聽的牌都不足8分：這手牌目前無法和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <location filename="../trainer/ui/screens/calculator.py" line="1019"/>
        <source>Wait</source>
        <translation>聽張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <source>Legal</source>
        <translation>起和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <source>Shape</source>
        <translation>聽牌型</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="863"/>
        <source>Fans</source>
        <translation>番種</translation>
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
        <translation>計分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="905"/>
        <source>no: values do not add up</source>
        <translation>否：番數不疊加</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="921"/>
        <source>A flush adds to All Pungs or Seven Pairs: %1 + %2.</source>
        <translation>清一色、混一色可與碰碰和、七對疊加：%1 + %2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="927"/>
        <source>Values do not add up: only the highest type, %1, counts.</source>
        <translation>番數不疊加：只計最大的番型 %1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="932"/>
        <source>The ghosts stand for %1.</source>
        <translation>鬼牌當作 %1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="935"/>
        <source>%1 × %2 = %3 points.</source>
        <translation>%1 × %2 = %3 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="947"/>
        <source>Horses: %1</source>
        <translation>馬牌：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="958"/>
        <source>Robbing the kong: the robbed player pays for all three, %1; you receive %2.</source>
        <translation>搶槓和：被搶槓者包三家，付 %1；你收 %2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="961"/>
        <source>Self-drawn: each of the three others pays %1; you receive %2.</source>
        <translation>自摸：其餘三家各付 %1；你收 %2。</translation>
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
        <translation>你的對家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="968"/>
        <source>your previous player</source>
        <translation>你的上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="974"/>
        <source>Horses: %1 (%2 on you).</source>
        <translation>馬牌：%1（買中你 %2 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="983"/>
        <source>Discard %1: the hand is then %2 tile(s) from ready with %3 useful tiles.</source>
        <translation>打 %1：之後離聽牌還差 %2 張，有效牌 %3 張。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="985"/>
        <source>Discard %1: the hand is then ready, with %3 useful tiles.</source>
        <translation>打 %1：之後即聽牌，有效牌 %3 張。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="992"/>
        <source>Keep the ghost: it stands for any tile.</source>
        <translation>留著鬼牌：它可以當任何一張牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="1009"/>
        <source>%1 shanten; useful tiles: %2.</source>
        <translation>%1 向聽；有效牌：%2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="1017"/>
        <source>Guangdong wins are self-drawn (or rob a kong): points as a self-drawn win.</source>
        <translation>廣東麻將只能自摸（或搶槓）和牌：按自摸計分。</translation>
    </message>
</context>
<context>
    <name>CheckWidget</name>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="68"/>
        <source>Check</source>
        <translation>核對答案</translation>
    </message>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="83"/>
        <source>Right.</source>
        <translation>正確。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/lesson_view.py" line="83"/>
        <source>Not quite.</source>
        <translation>不太對。</translation>
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
        <translation>還沒有答題記錄</translation>
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
        <translation>聽牌</translation>
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
        <translation>番種卡片</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="272"/>
        <source>Mixed session</source>
        <translation>綜合練習</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="285"/>
        <source>Level %1</source>
        <translation>第%1級</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="291"/>
        <source>Chinese Official (MCR)</source>
        <translation>國標麻將（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="292"/>
        <source>Guangdong (推倒和)</source>
        <translation>廣東麻將（推倒和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="295"/>
        <source>The waits and discard drills can be played with Guangdong rules (ghost tiles).</source>
        <translation>聽牌練習和打牌練習可以用廣東麻將規則（帶鬼牌）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="298"/>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="299"/>
        <source>Timed (%1 s)</source>
        <translation>限時（%1秒）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="300"/>
        <source>Search fans: name, pinyin or number</source>
        <translation>搜尋番種：名稱、拼音或編號</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="305"/>
        <source>Times</source>
        <translation>次數</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="306"/>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="307"/>
        <source>Total</source>
        <translation>總分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="308"/>
        <source>Click the tile to discard in the hand above, then answer.</source>
        <translation>點選上方手牌中要打出的牌，然後作答。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="310"/>
        <source>or type: fans = total (28 62 69x2 = 22), tiles (147m), a tile (5p), or 1-4</source>
        <translation>或直接輸入：番種編號 = 總分（28 62 69x2 = 22）、所聽的牌（147m）、打出的牌（5p）或選項 1-4</translation>
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
        <translation>下一題 (N)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="314"/>
        <source>Quizzes…</source>
        <translation>測驗…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="391"/>
        <source>Score this hand: tick every fan it counts and give the total.</source>
        <translation>為這手牌算番：勾選計入的每個番種，並填寫總分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="392"/>
        <source>Which tiles complete this hand? Select every one.</source>
        <translation>這手牌聽哪些牌？請全部選出。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="393"/>
        <source>Which tile do you discard?</source>
        <translation>何切：你打哪張？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="394"/>
        <source>What is the main fan of this hand?</source>
        <translation>這手牌的主番是什麼？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="395"/>
        <source>Which hand scores %1?</source>
        <translation>哪一手牌計%1？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="396"/>
        <source>How many points is %1 worth?</source>
        <translation>%1是多少番？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="397"/>
        <source>Guangdong: which tiles win this hand? Select every one (a drawn ghost too).</source>
        <translation>廣東麻將：這手牌和哪些牌？全部選出（摸到鬼牌也算）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="398"/>
        <source>Guangdong: which tile do you discard?</source>
        <translation>廣東麻將：你打哪張牌？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="401"/>
        <source>Question %1 of seed %2</source>
        <translation>種子%2的第%1題</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="410"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="410"/>
        <source>won on a discard</source>
        <translation>點和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="414"/>
        <source>seat %1, prevalent %2</source>
        <translation>門風：%1，圈風：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/drills.py" line="419"/>
        <source>%n flower(s)</source>
        <translation>
            <numerusform>花牌%n張</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="421"/>
        <source>last copy</source>
        <translation>和絕張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="422"/>
        <source>last tile</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="423"/>
        <source>on a kong</source>
        <translation>槓上開花/搶槓和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="473"/>
        <source>Ghost: stands for any tile</source>
        <translation>鬼牌：可當任何牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="487"/>
        <source>Hand %1</source>
        <translation>第%1手</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="493"/>
        <source>Ghost %1 (the indicator %2 turned up): it stands for any tile. No chow melds; wins are self-drawn.</source>
        <translation>鬼牌 %1（翻出的指示牌是 %2）：可以當任何牌。不能吃牌；只能自摸和。</translation>
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
        <translation>請先選擇要打出的牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="583"/>
        <source>Pick one of the options first.</source>
        <translation>請先選擇一個選項。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="598"/>
        <source>Time is up.</source>
        <translation>時間到。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="626"/>
        <source>Right!</source>
        <translation>正確！</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="626"/>
        <source>Not quite.</source>
        <translation>不太對。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="642"/>
        <source>The main fan is %1 (%2 points).</source>
        <translation>主番是%1（%2分）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="650"/>
        <source>Hand %1 scores it: %2</source>
        <translation>第%1手計此番：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="656"/>
        <source>%1 is worth %2 points.</source>
        <translation>%1為%2番。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="665"/>
        <location filename="../trainer/ui/screens/drills.py" line="691"/>
        <source>Missed: %1</source>
        <translation>遺漏：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="669"/>
        <source>×%1, not ×%2</source>
        <translation>應為×%1，不是×%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="673"/>
        <source>the hand does not have it</source>
        <translation>這手牌沒有這個番種</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="677"/>
        <source>included in %1</source>
        <translation>因%1不計</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="681"/>
        <source>The hand scores %1: %2</source>
        <translation>這手牌共%1分：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="684"/>
        <source>Your total: %1.</source>
        <translation>你填的總分：%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="689"/>
        <source>Waits: %1</source>
        <translation>聽張：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="693"/>
        <source>Do not win: %1</source>
        <translation>不能和牌：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="700"/>
        <source>reaches 8</source>
        <translation>夠8分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="700"/>
        <source>below 8</source>
        <translation>不足8分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="703"/>
        <source>No wait reaches 8 points: this hand cannot win as it stands.</source>
        <translation>所聽的牌都不足8分：這手牌目前無法和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="707"/>
        <location filename="../trainer/ui/screens/drills.py" line="758"/>
        <source>Your discard %1: %2 shanten, %3 useful tiles, %4% of the best (%5).</source>
        <translation>你打出%1：%2向聽，有效牌%3張，為最佳打法（%5）的%4%。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="718"/>
        <source>Toward a legal win: %1% of the best (%2).</source>
        <translation>以起和為目標：為最佳打法（%2）的%1%。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="736"/>
        <source>a drawn ghost is wild; the ghosts stand for %1</source>
        <translation>摸到的鬼牌可當任何牌；鬼牌當作 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="738"/>
        <source>the ghost stands for %1</source>
        <translation>鬼牌當作 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="740"/>
        <source>the ghosts stand for %1</source>
        <translation>鬼牌當作 %1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="746"/>
        <source>The ghost %1 stands for any tile, so drawing it wins whenever the hand is ready; a hand without a ghost scores double.</source>
        <translation>鬼牌 %1 可當任何牌，所以聽牌時摸到它就和；無鬼和牌加倍。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="754"/>
        <source>%1 is the ghost: it stands for any tile, so keep it. Best: %2.</source>
        <translation>%1 是鬼牌：可當任何牌，應留著。最佳：%2。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="768"/>
        <source>Counted with the ghosts as the best tiles they could be; a drawn ghost (%1) is always useful.</source>
        <translation>按鬼牌當作最有利的牌計算；摸到鬼牌（%1）總是有效。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="772"/>
        <source>Best discard: %1 useful tiles, %2 of them can be claimed from any player for a pung (Guangdong has no chow claims).</source>
        <translation>最佳打法：有效牌 %1 張，其中 %2 張可以碰任何一家打出的牌（廣東麻將不能吃）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="797"/>
        <source>Due today: %1</source>
        <translation>今日待複習：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="799"/>
        <source>Retry my mistakes: %1</source>
        <translation>重做錯題：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/drills.py" line="818"/>
        <source>Nothing to review right now.</source>
        <translation>目前沒有需要複習的內容。</translation>
    </message>
</context>
<context>
    <name>EncyclopediaScreen</name>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="254"/>
        <source>Search: 中文名, pinyin, English, or number</source>
        <translation>搜尋：中文名、拼音、英文名或編號</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="193"/>
        <source>Grouped by points</source>
        <translation>依分數分組</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="193"/>
        <source>Grouped by series</source>
        <translation>依系列分組</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="264"/>
        <source>All points</source>
        <translation>全部分數</translation>
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
        <translation>國標麻將（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="184"/>
        <source>Guangdong</source>
        <translation>廣東麻將</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="202"/>
        <source>Combines with any fan</source>
        <translation>可與任意番種同計</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="203"/>
        <source>Can combine with %1</source>
        <translation>可與%1同計</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="252"/>
        <source>Search: 中文名, pinyin or English</source>
        <translation>搜尋：中文名、拼音或英文</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="279"/>
        <source>Honor tiles (字牌系列)</source>
        <translation>字牌系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="280"/>
        <source>Number tiles (序数牌系列)</source>
        <translation>序數牌系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="281"/>
        <source>Pungs and kongs (刻系列)</source>
        <translation>刻系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="282"/>
        <source>Seven pairs (七对系列)</source>
        <translation>七對系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="283"/>
        <source>Suit combinations (花色组合系列)</source>
        <translation>花色組合系列</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="284"/>
        <source>Terminals and fives in every set (全带系列)</source>
        <translation>全帶系列</translation>
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
        <translation>規則課程</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="332"/>
        <source>The five scoring principles</source>
        <translation>五條計分原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="333"/>
        <source>Lessons: Guangdong mahjong</source>
        <translation>廣東麻將課程</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="398"/>
        <source>How Guangdong values combine (计番原则)</source>
        <translation>廣東麻將計番原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="457"/>
        <source>Choose a fan on the left, or search by name, pinyin or number.</source>
        <translation>在左側選擇番種，或依名稱、拼音或編號搜尋。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="476"/>
        <source>No. %1 · %2 points · %3</source>
        <translation>第%1號 · %2分 · %3</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="480"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="539"/>
        <source>What it is</source>
        <translation>定義</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="481"/>
        <source>The 1998 rule text</source>
        <translation>1998年規則原文</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="485"/>
        <source>Not counted with it (不计)</source>
        <translation>不計</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="487"/>
        <source>Often combined with</source>
        <translation>常見搭配</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="489"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="541"/>
        <source>Notes and disputed points</source>
        <translation>說明與爭議</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="490"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="542"/>
        <source>Common mistakes</source>
        <translation>常見錯誤</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="514"/>
        <source>Choose a Guangdong hand type on the left, or search by name or pinyin.</source>
        <translation>在左邊選擇一個廣東麻將番型，或按名稱、拼音搜尋。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="534"/>
        <source>Guangdong mahjong · %1 points</source>
        <translation>廣東麻將 · %1 分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="537"/>
        <source>Guangdong mahjong</source>
        <translation>廣東麻將</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="540"/>
        <source>The Guangdong rule text</source>
        <translation>廣東麻將規則原文</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="547"/>
        <source>How values combine</source>
        <translation>計番原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="625"/>
        <source>last tile of the wall</source>
        <translation>牌牆最後一張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="627"/>
        <source>the dealer, on the deal</source>
        <translation>莊家，起牌即和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="629"/>
        <source>the dealer&apos;s next player, on the first draw</source>
        <translation>莊家下家，第一張摸牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="631"/>
        <source>no ghosts at this table</source>
        <translation>本桌不帶鬼</translation>
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
        <translation>範例%1</translation>
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
        <translation>點和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="757"/>
        <source>last copy</source>
        <translation>和絕張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="623"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="760"/>
        <source>on a kong&apos;s replacement tile</source>
        <translation>槓上開花</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="621"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="760"/>
        <source>robbing a kong</source>
        <translation>搶槓和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="681"/>
        <source>Also in the hand, not added: %1</source>
        <translation>手中也有、但不疊加：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="688"/>
        <source>The ghosts stand for: %1</source>
        <translation>鬼牌當作：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="763"/>
        <source>last tile</source>
        <translation>海底</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="765"/>
        <source>seat %1, prevalent %2</source>
        <translation>門風：%1，圈風：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/encyclopedia.py" line="770"/>
        <source>%n flower(s)</source>
        <translation>
            <numerusform>花牌%n張</numerusform>
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
        <translation>不計：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="692"/>
        <location filename="../trainer/ui/screens/encyclopedia.py" line="787"/>
        <source>Open in the calculator</source>
        <translation>在算番器中開啟</translation>
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
        <translation>綠一色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="20"/>
        <source>Nine Gates</source>
        <translation>九蓮寶燈</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="21"/>
        <source>Four Kongs</source>
        <translation>四槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="22"/>
        <source>Seven Shifted Pairs</source>
        <translation>連七對</translation>
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
        <translation>一色雙龍會</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="30"/>
        <source>Quadruple Chow</source>
        <translation>一色四同順</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="31"/>
        <source>Four Pure Shifted Pungs</source>
        <translation>一色四節高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="32"/>
        <source>Four Pure Shifted Chows</source>
        <translation>一色四步高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="33"/>
        <source>Three Kongs</source>
        <translation>三槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="34"/>
        <source>All Terminals and Honors</source>
        <translation>混幺九</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="35"/>
        <source>Seven Pairs</source>
        <translation>七對</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="36"/>
        <source>Greater Honors and Knitted Tiles</source>
        <translation>七星不靠</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="37"/>
        <source>All Even Pungs</source>
        <translation>全雙刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="38"/>
        <source>Full Flush</source>
        <translation>清一色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="39"/>
        <source>Pure Triple Chow</source>
        <translation>一色三同順</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="40"/>
        <source>Pure Shifted Pungs</source>
        <translation>一色三節高</translation>
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
        <translation>清龍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="45"/>
        <source>Three-Suited Terminal Chows</source>
        <translation>三色雙龍會</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="46"/>
        <source>Pure Shifted Chows</source>
        <translation>一色三步高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="47"/>
        <source>All Five</source>
        <translation>全帶五</translation>
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
        <translation>組合龍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="52"/>
        <source>Upper Four</source>
        <translation>大於五</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="53"/>
        <source>Lower Four</source>
        <translation>小於五</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="54"/>
        <source>Big Three Winds</source>
        <translation>三風刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="55"/>
        <source>Mixed Straight</source>
        <translation>花龍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="56"/>
        <source>Reversible Tiles</source>
        <translation>推不倒</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="57"/>
        <source>Mixed Triple Chow</source>
        <translation>三色三同順</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="58"/>
        <source>Mixed Shifted Pungs</source>
        <translation>三色三節高</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="59"/>
        <source>Chicken Hand</source>
        <translation>無番和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="60"/>
        <source>Last Tile Draw</source>
        <translation>妙手回春</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="61"/>
        <source>Last Tile Claim</source>
        <translation>海底撈月</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="62"/>
        <source>Out with Replacement Tile</source>
        <translation>槓上開花</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="63"/>
        <source>Robbing the Kong</source>
        <translation>搶槓和</translation>
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
        <translation>五門齊</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="68"/>
        <source>Melded Hand</source>
        <translation>全求人</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="69"/>
        <source>Two Concealed Kongs</source>
        <translation>雙暗槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="70"/>
        <source>Two Dragon Pungs</source>
        <translation>雙箭刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="71"/>
        <source>Outside Hand</source>
        <translation>全帶幺</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="72"/>
        <source>Fully Concealed Hand</source>
        <translation>不求人</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="73"/>
        <source>Two Melded Kongs</source>
        <translation>雙明槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="74"/>
        <source>Last Tile</source>
        <translation>和絕張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="75"/>
        <source>Dragon Pung</source>
        <translation>箭刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="76"/>
        <source>Prevalent Wind</source>
        <translation>圈風刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="77"/>
        <source>Seat Wind</source>
        <translation>門風刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="78"/>
        <source>Concealed Hand</source>
        <translation>門前清</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="79"/>
        <source>All Chows</source>
        <translation>平和</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="80"/>
        <source>Tile Hog</source>
        <translation>四歸一</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="81"/>
        <source>Double Pung</source>
        <translation>雙同刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="82"/>
        <source>Two Concealed Pungs</source>
        <translation>雙暗刻</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="83"/>
        <source>Concealed Kong</source>
        <translation>暗槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="84"/>
        <source>All Simples</source>
        <translation>斷幺</translation>
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
        <translation>連六</translation>
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
        <translation>明槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="91"/>
        <source>One Voided Suit</source>
        <translation>缺一門</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="92"/>
        <source>No Honors</source>
        <translation>無字</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="93"/>
        <source>Edge Wait</source>
        <translation>邊張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="94"/>
        <source>Closed Wait</source>
        <translation>坎張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="95"/>
        <source>Single Wait</source>
        <translation>單釣將</translation>
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
        <translation>四副面子加一對將</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="117"/>
        <source>seven pairs</source>
        <translation>七對</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="118"/>
        <source>seven shifted pairs</source>
        <translation>連七對</translation>
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
        <translation>組合龍加一副面子一對將</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="122"/>
        <source>nine gates</source>
        <translation>九蓮寶燈</translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="126"/>
        <source>chow</source>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="127"/>
        <source>pung</source>
        <translation>刻子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="128"/>
        <source>kong</source>
        <translation>槓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="129"/>
        <source>pair</source>
        <translation>對子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="130"/>
        <source>knitted straight</source>
        <translation>組合龍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="131"/>
        <source>tiles</source>
        <translation>單張</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="93"/>
        <source>Mahjong Trainer 麻将学堂</source>
        <translation>麻將學堂</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="96"/>
        <source>Learn Chinese Official Mahjong (MCR, the 81-fan competition rules) and Guangdong mahjong: score hands, find the waits, and learn which discards keep a legal win in reach.</source>
        <translation>學習國標麻將（MCR，81 番競賽規則）和廣東麻將：算番、找聽牌，學會哪些打法能讓合法的和牌保持在望。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="100"/>
        <source>Open the hand calculator</source>
        <translation>開啟算番器</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="101"/>
        <source>Due today: %1 fan(s) to review; %2 mistake(s) to retry.</source>
        <translation>今日待複習：%1個番種；待重做錯題：%2道。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="103"/>
        <source>Review now</source>
        <translation>立即複習</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="107"/>
        <source>&lt;p&gt;&lt;b&gt;Ready now:&lt;/b&gt; the hand calculator, with every fan of the 1998 rules, the fans not counted and why, waits, and efficiency toward a legal win; the fan encyclopedia and lessons with example hands checked by the scoring engine; drills with spaced repetition and quizzes for club classes; the practice table against three bots with a coach; your progress.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Guangdong mahjong&lt;/b&gt; (推倒和): choose it in the calculator, the encyclopedia, the waits and discard drills and at the table; its house rules are in the settings.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;現已可用：&lt;/b&gt;算番器，含 1998 年規則的全部番種、不計的番種及原因、聽牌，以及向合法和牌的牌效；番種百科和課程，例牌均經計分引擎核對；帶間隔重複的專項練習和俱樂部課堂測驗；與三個機器人對局並有教練指導；你的學習進度。&lt;/p&gt;&lt;p&gt;&lt;b&gt;廣東麻將&lt;/b&gt;（推倒和）：可在算番器、番種百科、聽牌與打牌練習和對局練習中選用；其地方規則在設定中。&lt;/p&gt;</translation>
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
        <translation>在算番器中開啟</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../trainer/ui/main_window.py" line="138"/>
        <source>Home</source>
        <translation>首頁</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="139"/>
        <source>Encyclopedia</source>
        <translation>番種百科</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="140"/>
        <source>Calculator</source>
        <translation>算番器</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="141"/>
        <source>Drills</source>
        <translation>專項練習</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="142"/>
        <source>Practice table</source>
        <translation>對局練習</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="143"/>
        <source>Progress</source>
        <translation>學習進度</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="144"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="148"/>
        <source>Mahjong Trainer</source>
        <translation>麻將學堂</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="153"/>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="154"/>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="155"/>
        <source>&amp;Go</source>
        <translation>前往(&amp;G)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="156"/>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="157"/>
        <source>&amp;About Mahjong Trainer</source>
        <translation>關於麻將學堂(&amp;A)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="158"/>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="264"/>
        <location filename="../trainer/ui/main_window.py" line="287"/>
        <source>Progress not saved</source>
        <translation>進度未儲存</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="292"/>
        <source>Your progress file</source>
        <translation>你的學習進度檔案</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="321"/>
        <source>About Mahjong Trainer</source>
        <translation>關於麻將學堂</translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="323"/>
        <source>Mahjong Trainer %1

Learn Chinese Official Mahjong: the 81 fans, scoring, waits and efficiency toward a legal win. Scoring follows the 1998 rules as the reference calculators apply them.</source>
        <translation>麻將學堂 %1

學習國標麻將：81種番種、計分、聽牌，以及以起和為目標的牌效。計分依照1998年規則，解釋與參考算番器一致。</translation>
    </message>
</context>
<context>
    <name>Principle</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="108"/>
        <source>Non-repeat principle</source>
        <translation>不重複原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="109"/>
        <source>Non-separation principle</source>
        <translation>不拆移原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="110"/>
        <source>Non-identical principle</source>
        <translation>不得相同原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="111"/>
        <source>Highest-scoring reading principle</source>
        <translation>就高不就低原則</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="112"/>
        <source>Account-once principle</source>
        <translation>套算一次原則</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="177"/>
        <source>Answers: %1 · right: %2 · practice streak: %3 day(s) · lessons done: %4</source>
        <translation>答題：%1 · 正確率：%2 · 連續練習：%3天 · 已完成課程：%4</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="180"/>
        <source>Mastery of the 81 fans (grey: not practised yet)</source>
        <translation>81種番種的掌握程度（灰色：尚未練習）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="181"/>
        <source>Answers per day (green: right) and seconds per answer (blue)</source>
        <translation>每日答題數（綠色：答對）與每題平均用時秒數（藍色）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="183"/>
        <source>Practice table: efficiency per hand (share of your choices that matched the coach)</source>
        <translation>練習牌桌：每局效率（你的選擇與教練一致的比例）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="191"/>
        <source>No hands played at the practice table yet.</source>
        <translation>還沒有在練習牌桌上打過牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="200"/>
        <source>unfinished</source>
        <translation>未打完</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="202"/>
        <source>drawn</source>
        <translation>荒莊</translation>
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
        <translation>廣東麻將</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/progress.py" line="210"/>
        <source>MCR</source>
        <translation>國標</translation>
    </message>
</context>
<context>
    <name>QuizDialog</name>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="62"/>
        <source>Quizzes</source>
        <translation>測驗</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="71"/>
        <source>Build a quiz</source>
        <translation>製作測驗</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="72"/>
        <source>Take a quiz</source>
        <translation>參加測驗</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="73"/>
        <source>Class results</source>
        <translation>班級成績</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="84"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="159"/>
        <source>Quiz</source>
        <translation>測驗</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="88"/>
        <source> min (0: none)</source>
        <translation>分鐘（0：不限時）</translation>
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
        <translation>聽牌</translation>
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
        <translation>標題</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="107"/>
        <source>Time limit</source>
        <translation>限時</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="110"/>
        <source>Kinds</source>
        <translation>題型</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="111"/>
        <source>Questions</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="112"/>
        <source>Level</source>
        <translation>級別</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="113"/>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="115"/>
        <source>Generate the questions</source>
        <translation>產生題目</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="122"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="123"/>
        <source>Waits</source>
        <translation>聽牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="124"/>
        <source>Discard</source>
        <translation>何切</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="128"/>
        <source>a hand of your own, e.g. 123m456p789s1123s4s</source>
        <translation>自訂手牌，例如 123m456p789s1123s4s</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="130"/>
        <source>explanation (optional)</source>
        <translation>講解（選填）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="131"/>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="144"/>
        <source>Save the quiz…</source>
        <translation>儲存測驗檔案…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="146"/>
        <source>Save the quiz</source>
        <translation>儲存測驗檔案</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="148"/>
        <source>Print sheet and answer key (PDF)…</source>
        <translation>列印試卷和答案（PDF）…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="150"/>
        <source>Save the PDF</source>
        <translation>儲存 PDF</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="184"/>
        <source>%1 questions, ready to save or print.</source>
        <translation>共%1道題，可以儲存或列印了。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="203"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="410"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="494"/>
        <source>Saved %1.</source>
        <translation>已儲存到%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="209"/>
        <source>%1 points: %2</source>
        <translation>%1分：%2</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="213"/>
        <source>waits %1; reaching 8 points: %2</source>
        <translation>聽張：%1；夠8分起和：%2</translation>
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
        <translation>算番：寫出番種和總分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="227"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="337"/>
        <source>Which tiles complete the hand?</source>
        <translation>這手牌聽哪些牌？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="228"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="338"/>
        <source>Which tile do you discard?</source>
        <translation>何切：你打哪張？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="239"/>
        <source>self-drawn</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="263"/>
        <source>Wrote %1.</source>
        <translation>已寫入%1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="271"/>
        <source>Open a quiz…</source>
        <translation>開啟測驗檔案…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="273"/>
        <source>Open a quiz</source>
        <translation>開啟測驗檔案</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="276"/>
        <source>your name</source>
        <translation>你的姓名</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="277"/>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="292"/>
        <source>score: fan ids = total (28 62 = 12); waits: tiles (147m); discard: a tile (5p)</source>
        <translation>算番：番種編號 = 總分（28 62 = 12）；聽牌：所聽的牌（147m）；何切：打出的牌（5p）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="300"/>
        <source>Export my result…</source>
        <translation>匯出我的成績…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="302"/>
        <source>Export the result</source>
        <translation>匯出成績</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="315"/>
        <source>%1: %2 questions</source>
        <translation>%1：共%2道題</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="322"/>
        <source>Open a quiz first.</source>
        <translation>請先開啟測驗檔案。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="393"/>
        <source>Finished: %1. Export your result and hand it in.</source>
        <translation>測驗完成，得分：%1。請匯出你的成績並交給老師。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="407"/>
        <source>Finish the quiz first.</source>
        <translation>請先完成測驗。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="418"/>
        <source>Open the quiz…</source>
        <translation>開啟測驗檔案…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="420"/>
        <source>Open the quiz</source>
        <translation>開啟測驗檔案</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="422"/>
        <source>Import results…</source>
        <translation>匯入成績…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="424"/>
        <source>Export CSV…</source>
        <translation>匯出 CSV…</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="426"/>
        <source>Export CSV</source>
        <translation>匯出 CSV</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="446"/>
        <source>Import results</source>
        <translation>匯入成績</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="451"/>
        <location filename="../trainer/ui/quiz_dialog.py" line="491"/>
        <source>Open the quiz first.</source>
        <translation>請先開啟測驗檔案。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="471"/>
        <source>Student</source>
        <translation>學生</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="472"/>
        <source>Q%1</source>
        <translation>第%1題</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="474"/>
        <source>Total score</source>
        <translation>總分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="484"/>
        <source>%1: %2 results</source>
        <translation>%1：共%2份成績</translation>
    </message>
    <message>
        <location filename="../trainer/ui/quiz_dialog.py" line="502"/>
        <source>Cannot use this quiz</source>
        <translation>無法使用此測驗檔案</translation>
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
        <translation>本局復盤</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="182"/>
        <source>Turns where the coach would have played differently:</source>
        <translation>教練會有不同選擇的回合：</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="191"/>
        <source>None: every choice matched the coach&apos;s.</source>
        <translation>沒有：每個選擇都與教練一致。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="196"/>
        <source>Replay from this turn</source>
        <translation>從這一回合重打</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="214"/>
        <source>The wall ran out: nobody won this hand.</source>
        <translation>牌牆摸完：本局荒莊，無人和牌。</translation>
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
        <translation>%1搶%3的槓和牌，%2 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="221"/>
        <source>%1 won on %3&apos;s discard with %2 points.</source>
        <translation>%1和%3打出的牌，%2 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="228"/>
        <source>Fans</source>
        <translation>番種</translation>
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
        <translation>鬼牌當作 %1。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="258"/>
        <source>%1 pays for all three losers (包牌), hand and horses.</source>
        <translation>%1 包三家（包牌），含牌型分與馬分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="267"/>
        <source>Horses</source>
        <translation>馬牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="270"/>
        <source>Kong payments</source>
        <translation>槓分</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="279"/>
        <source>Turn %1: you discarded %2 (shanten %3, %4 useful tiles left); %5 was better (shanten %6, %7 useful tiles left).</source>
        <translation>第 %1 手：你打了 %2（%3 向聽，剩餘有效牌 %4 張）；打 %5 更好（%6 向聽，剩餘有效牌 %7 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="296"/>
        <source>Turn %1: you discarded %2 (shanten %3, %4 useful, %5 toward 8 points); %6 was better (shanten %7, %8 useful, %9 toward 8 points).</source>
        <translation>第 %1 手：你打出%2（向聽 %3，有效牌 %4 張，通向 8 分的牌 %5 張）；打%6更好（向聽 %7，有效牌 %8 張，通向 8 分的牌 %9 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="309"/>
        <source>Turn %1: you chose %2; the coach would choose %3.</source>
        <translation>第 %1 手：你選擇了%2；教練會選擇%3。</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="130"/>
        <source>Flowers set aside (1 point each when winning)</source>
        <translation>補出的花牌（和牌時每張 1 分）</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="303"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="304"/>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="305"/>
        <source>Appearance</source>
        <translation>外觀</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="308"/>
        <source>Follow the system</source>
        <translation>跟隨系統</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="308"/>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="308"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="311"/>
        <source>Your data is kept in: %1</source>
        <translation>資料儲存於：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="312"/>
        <source>Learner</source>
        <translation>學習者</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="313"/>
        <source>a new learner&apos;s name</source>
        <translation>新學習者的名字</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="314"/>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="315"/>
        <source>Guangdong house rules (the seed&apos;s values by default)</source>
        <translation>廣東麻將地方規則（預設按規則原文）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="317"/>
        <source>Play with ghosts (鬼牌): the tile after the turned indicator is wild</source>
        <translation>帶鬼（鬼牌）：翻出的指示牌的下一張為萬能牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="319"/>
        <source>After North / White</source>
        <translation>北、白之後</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="323"/>
        <source>East / Red (winds and dragons apart)</source>
        <translation>東 / 中（風牌與箭牌各自循環）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="323"/>
        <source>Red / East (one ring of honors)</source>
        <translation>中 / 東（字牌一起循環）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="328"/>
        <source>Red next, Green opposite, White previous</source>
        <translation>中為下家、發為對家、白為上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="329"/>
        <source>Red the winner, Green next, White opposite</source>
        <translation>中為贏家、發為下家、白為對家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="334"/>
        <source>The winner deals next</source>
        <translation>贏家坐莊</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="334"/>
        <source>The deal passes to the next player</source>
        <translation>下家坐莊</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="339"/>
        <source>A win without a ghost doubles (无鬼加倍)</source>
        <translation>無鬼加倍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="340"/>
        <source>Four ghosts win at once (四鬼和牌)</source>
        <translation>四鬼直接和牌</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="341"/>
        <source>Each ghost discarded doubles a later win (出鬼)</source>
        <translation>出鬼：每打出一張鬼牌，和牌時翻倍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="342"/>
        <source>Horses per player (买马)</source>
        <translation>每人馬牌數（買馬）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="343"/>
        <source>The dragons&apos; horse seats</source>
        <translation>箭牌馬對應的座位</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="344"/>
        <source>Dealer</source>
        <translation>坐莊</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="345"/>
        <source>Promoted kong, from each</source>
        <translation>加槓，每家付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="346"/>
        <source>Concealed kong, from each</source>
        <translation>暗槓，每家付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="347"/>
        <source>Kong of a discard, from the discarder</source>
        <translation>點槓，點槓者付</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="348"/>
        <source>Restore the seed&apos;s values</source>
        <translation>恢復規則原文的設定</translation>
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
        <translation>槓%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="334"/>
        <source>concealed kong of %1</source>
        <translation>暗槓%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="335"/>
        <source>add %1 to a pung</source>
        <translation>加槓%1</translation>
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
        <translation>對家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="351"/>
        <source>Left</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="544"/>
        <source>Chinese Official (MCR)</source>
        <translation>國標麻將（MCR）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="545"/>
        <source>Guangdong (推倒和)</source>
        <translation>廣東麻將（推倒和）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="546"/>
        <source>The rules of this table; changing them starts a new match</source>
        <translation>本桌規則；更改後開始新的一場</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="547"/>
        <source>Next hand (N)</source>
        <translation>下一局 (N)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="548"/>
        <source>New match</source>
        <translation>新的一場</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="549"/>
        <source>Bots</source>
        <translation>機器人</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="553"/>
        <source>Beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="554"/>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="555"/>
        <source>Strong</source>
        <translation>高級</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="561"/>
        <source>Bot pace</source>
        <translation>機器人速度</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="562"/>
        <source>Pause between the bots&apos; moves</source>
        <translation>機器人每步之間的停頓</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="563"/>
        <source>Coach</source>
        <translation>教練</translation>
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
        <translation>復盤</translation>
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
        <translation>槓 (K)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="571"/>
        <source>Win 和 (W)</source>
        <translation>和 (W)</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="572"/>
        <source>Pass 过 (Space)</source>
        <translation>過 (空白鍵)</translation>
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
        <translation>離開這一局？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="592"/>
        <source>The hand is not over. Change the rules anyway?</source>
        <translation>這一副還沒結束。仍然更改規則嗎？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="618"/>
        <source>The hand is not over. Deal the next one anyway?</source>
        <translation>這一局還沒有結束。仍要發下一局嗎？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="750"/>
        <source>Claim the discard or pass.</source>
        <translation>可以吃碰槓和這張牌，或者選擇「過」。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="754"/>
        <source>This tile completes your hand, but only for %1 point(s): a win needs 8 (flowers not counted), so you cannot declare it.</source>
        <translation>這張牌能讓你成和牌型，但只有 %1 分：和牌至少需要 8 分（花牌不計），所以不能和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="781"/>
        <source>Game not saved</source>
        <translation>牌局未儲存</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="782"/>
        <source>The hand could not be saved: %1</source>
        <translation>本局無法儲存：%1</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="851"/>
        <source>Discard anyway?</source>
        <translation>仍要打出？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="852"/>
        <source>Discard it anyway?</source>
        <translation>仍然打出這張牌嗎？</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="861"/>
        <source>This discard leaves no plan worth 8 points in reach.</source>
        <translation>打出這張後，沒有可達 8 分的路線了。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="864"/>
        <source>This discard puts a legal win much further away.</source>
        <translation>打出這張後，離合法和牌遠了許多。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="867"/>
        <source>This discard takes the hand further from winning.</source>
        <translation>這樣打離和牌更遠了。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="870"/>
        <source>This is the ghost: it stands for any tile. Discarding it doubles a later win (出鬼) but makes winning harder.</source>
        <translation>這是鬼牌：可以當任何牌。打出它可使之後的和牌翻倍（出鬼），但和牌會更難。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="902"/>
        <source>Which chow? Press its number.</source>
        <translation>吃哪一組？按對應的數字。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="908"/>
        <source>Your last discard was taken back.</source>
        <translation>已收回你上一張打出的牌。</translation>
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
        <translation>和牌：自摸（或搶槓）和牌總是值得的。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="940"/>
        <source>Pung: the hand stays as close to winning, or gets closer.</source>
        <translation>碰：手牌離和牌不會更遠，或者更近。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="941"/>
        <location filename="../trainer/ui/screens/table.py" line="943"/>
        <location filename="../trainer/ui/screens/table.py" line="946"/>
        <source>Kong: a kong is paid at once and brings a replacement tile.</source>
        <translation>槓：開槓立即收分，還能補一張牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="948"/>
        <source>Pass: claiming would not bring the hand closer to winning.</source>
        <translation>過：碰槓不會讓手牌更接近和牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="962"/>
        <source>Win: the hand reaches 8 points.</source>
        <translation>和牌：這手牌已達 8 分。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="967"/>
        <source>Discard %1: you are then ready, waiting on %2 (%3 left).</source>
        <translation>打 %1：之後即聽牌，聽 %2（剩 %3 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="970"/>
        <source>Discard %1: the hand is then %4 tile(s) from ready with %3 useful tiles left (%2).</source>
        <translation>打 %1：之後離聽牌還差 %4 張，剩餘有效牌 %3 張（%2）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="996"/>
        <source>Replaying from turn %1.</source>
        <translation>從第 %1 手開始重打。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1015"/>
        <source>Press “New hand” to deal.</source>
        <translation>按「新的一局」開始發牌。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1042"/>
        <source>Guangdong · hand %1 of %2 · tiles left in the wall: %3</source>
        <translation>廣東麻將 · 第 %1 副（共 %2 副）· 牌牆剩餘：%3</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1046"/>
        <source>Ghost %1 (indicator %2)</source>
        <translation>鬼牌 %1（指示牌 %2）</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1053"/>
        <source>Prevalent wind %1 · hand %2 of %4 · tiles left in the wall: %3</source>
        <translation>圈風 %1 · 第 %2/%4 局 · 牌牆剩餘 %3 張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1059"/>
        <source>Match over. Your table points: %1 (standard score %2).</source>
        <translation>本場結束。你的比賽分：%1（標準分 %2）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1078"/>
        <source>The hand is over. Press N for the next hand or open the review.</source>
        <translation>本局結束。按 N 開始下一局，或打開復盤。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1148"/>
        <source>漏碰: you passed a pung of %1, so you cannot pung it again before your next draw.</source>
        <translation>漏碰：你過了 %1 的碰，在你下次摸牌前不能再碰它。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1154"/>
        <source>Ghosts you discarded: %1 (a win now scores ×%2).</source>
        <translation>你已打出鬼牌：%1 張（現在和牌 ×%2）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1159"/>
        <source>Guangdong: no chow, and no win on a discard: win by self-draw or by robbing a kong.</source>
        <translation>廣東麻將：不能吃牌，也不能點炮和：只能自摸或搶槓和。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1073"/>
        <source>Your turn: choose a tile with the arrow keys or the mouse, then Enter (or click it again) to discard it.</source>
        <translation>輪到你了：用方向鍵或滑鼠選一張牌，再按 Enter（或再點一次）打出。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1094"/>
        <source>Shanten per form</source>
        <translation>各牌型向聽</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1122"/>
        <source>Ready (0 tiles from a complete hand); waits: %1 (%2 left).</source>
        <translation>已聽牌；聽：%1（剩 %2 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1124"/>
        <source>%3 tile(s) from ready; useful tiles: %1 (%2 left).</source>
        <translation>%3 向聽；有效牌：%1（剩 %2 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1099"/>
        <source>No plan worth 8 points is in reach yet.</source>
        <translation>暫時還沒有可達 8 分的路線。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1102"/>
        <source>Best legal plan: %1, %2 tile(s) away (%3 tiles help).</source>
        <translation>最佳合法路線：%1，還差 %2 張（有用的牌 %3 張）。</translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/table.py" line="1110"/>
        <source>A legal win (smaller fans adding up to 8) is %1 tile(s) away (%2 tiles help).</source>
        <translation>靠小番湊足 8 分的合法和牌還差 %1 張（有用的牌 %2 張）。</translation>
    </message>
</context>
<context>
    <name>Wait</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="135"/>
        <source>two-sided wait</source>
        <translation>兩面</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="136"/>
        <source>edge wait</source>
        <translation>邊張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="137"/>
        <source>closed wait</source>
        <translation>坎張</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="138"/>
        <source>single wait</source>
        <translation>單釣</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="139"/>
        <source>pung wait</source>
        <translation>對倒</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="140"/>
        <source>seven pairs</source>
        <translation>七對</translation>
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
        <translation>組合龍</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="144"/>
        <source>nine gates</source>
        <translation>九蓮寶燈</translation>
    </message>
</context>
<context>
    <name>Wind</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="101"/>
        <source>East</source>
        <translation>東風</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="102"/>
        <source>South</source>
        <translation>南風</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="103"/>
        <source>West</source>
        <translation>西風</translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="104"/>
        <source>North</source>
        <translation>北風</translation>
    </message>
</context>
</TS>
