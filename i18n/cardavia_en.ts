<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+91"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%Ln scopa(s)</source>
        <extracomment>Under a capture pile: the scope (table sweeps) made this deal.</extracomment>
        <translation>
            <numerusform>%Ln scopa</numerusform>
            <numerusform>%Ln scope</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+79"/>
        <source>When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>When you closed, the AI had %Ln point (fewer than 33): 2 game points.</numerusform>
            <numerusform>When you closed, the AI had %Ln points (fewer than 33): 2 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>When the AI closed, you had %Ln point (fewer than 33): 2 game points.</numerusform>
            <numerusform>When the AI closed, you had %Ln points (fewer than 33): 2 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When you closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>When you closed, the AI already had %Ln points (33 or more): 1 game point.</numerusform>
            <numerusform>When you closed, the AI already had %Ln points (33 or more): 1 game point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>When the AI closed, you already had %Ln points (33 or more): 1 game point.</numerusform>
            <numerusform>When the AI closed, you already had %Ln points (33 or more): 1 game point.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Info</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+12"/>
        <source>%Ln player(s)</source>
        <extracomment>Format line, first part: the number of players.</extracomment>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+4"/>
        <source>%Ln-point match</source>
        <extracomment>Format line, last part: a match counts down from this many game points.</extracomment>
        <translation>
            <numerusform>%Ln-point match</numerusform>
            <numerusform>%Ln-point match</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+73"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchResult</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+44"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>%Ln deal played</numerusform>
            <numerusform>%Ln deals played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+63"/>
        <source>%Ln chip(s)</source>
        <extracomment>Chips a player still has behind (not in the pot).</extracomment>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+88"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>%Ln to go</numerusform>
            <numerusform>%Ln to go</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+145"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>The discard (%Ln point) went to %1.</numerusform>
            <numerusform>The discard (%Ln points) went to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+33"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1, %2, %Ln card</numerusform>
            <numerusform>%1, %2, %Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+90"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+70"/>
        <source>You declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>You declared the marriage in %1: %Ln point.</numerusform>
            <numerusform>You declared the marriage in %1: %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>The AI declared the marriage in %1: %Ln point.</numerusform>
            <numerusform>The AI declared the marriage in %1: %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+73"/>
        <source>You discarded two cards: %Ln trump(s) among them.</source>
        <translation>
            <numerusform>You discarded two cards: %Ln trump among them.</numerusform>
            <numerusform>You discarded two cards: %Ln trumps among them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 discarded two cards: %Ln trump(s) among them.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>
            <numerusform>%1 discarded two cards: %Ln trump among them.</numerusform>
            <numerusform>%1 discarded two cards: %Ln trumps among them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+170"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 pts · %Ln trick</numerusform>
            <numerusform>%1: %2 pts · %Ln tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
