<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>CalculatorScreen</name>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="295"/>
        <source>Hand:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="296"/>
        <source>type or paste a hand, e.g. [123p1][345s2][999s3]6m6pEW1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="297"/>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="299"/>
        <source>Click a tile in the hand to remove it; right-click it to make it the win tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="301"/>
        <source>A click on the palette adds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="303"/>
        <source>Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="303"/>
        <source>Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="303"/>
        <source>Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="304"/>
        <source>Exposed kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="304"/>
        <source>Concealed kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="305"/>
        <source>Promoted kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="310"/>
        <source>Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="311"/>
        <source>How the hand was won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="312"/>
        <source>Self-drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="313"/>
        <source>Last copy of the tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="314"/>
        <source>On a kong (replacement / robbing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="315"/>
        <source>Last tile of the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="316"/>
        <source>Seat wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="317"/>
        <source>Prevalent wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="318"/>
        <source>Flowers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="326"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="327"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="328"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="329"/>
        <source>Sort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="330"/>
        <source>Copy notation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="331"/>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="332"/>
        <source>Not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="339"/>
        <source>claimed the 1st tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="339"/>
        <source>claimed the 2nd tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="340"/>
        <source>claimed the 3rd tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="342"/>
        <source>from the left (上家)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="342"/>
        <source>from across (对家)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="343"/>
        <source>from the right (下家)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="419"/>
        <source>Copied the hand as notation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="426"/>
        <source>Copied the hand as an image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="459"/>
        <source>Click to remove this meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="512"/>
        <source>%n more tile(s) to go</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="513"/>
        <source>Build a hand of 13 tiles to see its waits, or 14 to score it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="518"/>
        <source>Not a hand yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="533"/>
        <source>Conditions do not fit the tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="537"/>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="538"/>
        <source>Read as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="540"/>
        <source>Below the 8-point minimum (flowers do not count): not a legal win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="542"/>
        <source>%1 points of fans, %2 flowers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="546"/>
        <source>%n other reading(s) score the same.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="548"/>
        <location filename="../trainer/ui/screens/calculator.py" line="619"/>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="548"/>
        <location filename="../trainer/ui/screens/calculator.py" line="558"/>
        <source>Fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="548"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="553"/>
        <source>Double-click for its page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="558"/>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="563"/>
        <source>included in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="569"/>
        <source>Self-drawn: each of the three others pays %1 (8 + %2); you receive %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="573"/>
        <source>On a discard: the discarder pays %1 (8 + %2), the two others 8 each; you receive %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="578"/>
        <source>Not a winning hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="582"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="582"/>
        <source>Shanten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="582"/>
        <location filename="../trainer/ui/screens/calculator.py" line="605"/>
        <source>Useful tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="583"/>
        <source>To a legal win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="583"/>
        <source>Legal tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="600"/>
        <source>Not ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="602"/>
        <source>%1 shanten; %2 useful tiles. A legal win (8 points) is %3 draw(s) away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="605"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="605"/>
        <source>Distance</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../trainer/ui/screens/calculator.py" line="613"/>
        <source>Ready: %n wait(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="615"/>
        <source>%1 of them reach 8 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="617"/>
        <source>None of the waits reaches 8 points: this hand cannot win as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="619"/>
        <source>Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="619"/>
        <source>Legal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="619"/>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="620"/>
        <source>Fans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="624"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/calculator.py" line="624"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComingScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="121"/>
        <source>Encyclopedia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="122"/>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="123"/>
        <source>Practice table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="124"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="128"/>
        <source>Coming: a page for each of the 81 fans with engine-checked examples, the five scoring principles, and the rules as a course. Until then, the calculator shows every fan a hand scores and why others are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="133"/>
        <source>Coming: scoring, waits and discard drills with feedback and spaced repetition, and quizzes for club classes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="136"/>
        <source>Coming: a full MCR game against three bots, with a coach at your side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="137"/>
        <source>Coming: mastery of each fan, accuracy and speed over time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Fan</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="17"/>
        <source>Big Four Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="18"/>
        <source>Big Three Dragons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="19"/>
        <source>All Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="20"/>
        <source>Nine Gates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="21"/>
        <source>Four Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="22"/>
        <source>Seven Shifted Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="23"/>
        <source>Thirteen Orphans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="24"/>
        <source>All Terminals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="25"/>
        <source>Little Four Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="26"/>
        <source>Little Three Dragons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="27"/>
        <source>All Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="28"/>
        <source>Four Concealed Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="29"/>
        <source>Pure Terminal Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="30"/>
        <source>Quadruple Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="31"/>
        <source>Four Pure Shifted Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="32"/>
        <source>Four Pure Shifted Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="33"/>
        <source>Three Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="34"/>
        <source>All Terminals and Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="35"/>
        <source>Seven Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="36"/>
        <source>Greater Honors and Knitted Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="37"/>
        <source>All Even Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="38"/>
        <source>Full Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="39"/>
        <source>Pure Triple Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="40"/>
        <source>Pure Shifted Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="41"/>
        <source>Upper Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="42"/>
        <source>Middle Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="43"/>
        <source>Lower Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="44"/>
        <source>Pure Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="45"/>
        <source>Three-Suited Terminal Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="46"/>
        <source>Pure Shifted Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="47"/>
        <source>All Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="48"/>
        <source>Triple Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="49"/>
        <source>Three Concealed Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="50"/>
        <source>Lesser Honors and Knitted Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="51"/>
        <source>Knitted Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="52"/>
        <source>Upper Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="53"/>
        <source>Lower Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="54"/>
        <source>Big Three Winds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="55"/>
        <source>Mixed Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="56"/>
        <source>Reversible Tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="57"/>
        <source>Mixed Triple Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="58"/>
        <source>Mixed Shifted Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="59"/>
        <source>Chicken Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="60"/>
        <source>Last Tile Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="61"/>
        <source>Last Tile Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="62"/>
        <source>Out with Replacement Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="63"/>
        <source>Robbing the Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="64"/>
        <source>All Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="65"/>
        <source>Half Flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="66"/>
        <source>Mixed Shifted Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="67"/>
        <source>All Types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="68"/>
        <source>Melded Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="69"/>
        <source>Two Concealed Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="70"/>
        <source>Two Dragon Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="71"/>
        <source>Outside Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="72"/>
        <source>Fully Concealed Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="73"/>
        <source>Two Melded Kongs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="74"/>
        <source>Last Tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="75"/>
        <source>Dragon Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="76"/>
        <source>Prevalent Wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="77"/>
        <source>Seat Wind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="78"/>
        <source>Concealed Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="79"/>
        <source>All Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="80"/>
        <source>Tile Hog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="81"/>
        <source>Double Pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="82"/>
        <source>Two Concealed Pungs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="83"/>
        <source>Concealed Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="84"/>
        <source>All Simples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="85"/>
        <source>Pure Double Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="86"/>
        <source>Mixed Double Chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="87"/>
        <source>Short Straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="88"/>
        <source>Two Terminal Chows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="89"/>
        <source>Pung of Terminals or Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="90"/>
        <source>Melded Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="91"/>
        <source>One Voided Suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="92"/>
        <source>No Honors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="93"/>
        <source>Edge Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="94"/>
        <source>Closed Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="95"/>
        <source>Single Wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="96"/>
        <source>Self-Drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="97"/>
        <source>Flower Tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Form</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="116"/>
        <source>four sets and a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="117"/>
        <source>seven pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="118"/>
        <source>seven shifted pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="119"/>
        <source>thirteen orphans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="120"/>
        <source>honors and knitted tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="121"/>
        <source>knitted straight with a set and a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="122"/>
        <source>nine gates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Group</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="126"/>
        <source>chow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="127"/>
        <source>pung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="128"/>
        <source>kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="129"/>
        <source>pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="130"/>
        <source>knitted straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="131"/>
        <source>tiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="74"/>
        <source>Mahjong Trainer 麻将学堂</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="77"/>
        <source>Learn Chinese Official Mahjong (MCR, the 81-fan competition rules): score hands, find the waits, and learn which discards keep a legal 8-point win in reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="81"/>
        <source>Open the hand calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="84"/>
        <source>&lt;p&gt;&lt;b&gt;Ready now:&lt;/b&gt; the hand calculator, with every fan of the 1998 rules, the fans not counted and why, waits, and efficiency toward a legal win.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Coming:&lt;/b&gt; the fan encyclopedia and lessons, drills with spaced repetition, the practice table against bots, and progress tracking.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../trainer/ui/main_window.py" line="115"/>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="116"/>
        <source>Encyclopedia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="117"/>
        <source>Calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="118"/>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="119"/>
        <source>Practice table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="120"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="121"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="125"/>
        <source>Mahjong Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="130"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="131"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="132"/>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="133"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="134"/>
        <source>&amp;About Mahjong Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="135"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="160"/>
        <source>You asked for %1 (%2 points). Its page will be here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="186"/>
        <source>About Mahjong Trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/main_window.py" line="188"/>
        <source>Mahjong Trainer %1

Learn Chinese Official Mahjong: the 81 fans, scoring, waits and efficiency toward a legal win. Scoring follows the 1998 rules as the reference calculators apply them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Principle</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="108"/>
        <source>Non-repeat principle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="109"/>
        <source>Non-separation principle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="110"/>
        <source>Non-identical principle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="111"/>
        <source>Highest-scoring reading principle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="112"/>
        <source>Account-once principle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="193"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="194"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="195"/>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="198"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="198"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="198"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/screens/simple.py" line="201"/>
        <source>Your data is kept in: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wait</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="135"/>
        <source>two-sided wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="136"/>
        <source>edge wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="137"/>
        <source>closed wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="138"/>
        <source>single wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="139"/>
        <source>pung wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="140"/>
        <source>seven pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="141"/>
        <source>thirteen orphans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="142"/>
        <source>honors and knitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="143"/>
        <source>knitted straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="144"/>
        <source>nine gates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wind</name>
    <message>
        <location filename="../trainer/ui/terms.py" line="101"/>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="102"/>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="103"/>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../trainer/ui/terms.py" line="104"/>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
