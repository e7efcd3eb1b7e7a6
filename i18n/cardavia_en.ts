<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+93"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
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
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+114"/>
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
    <message numerus="yes">
        <location line="+50"/>
        <source>When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>When %1 closed, the AI had %Ln point (fewer than 33): 2 game points.</numerusform>
            <numerusform>When %1 closed, the AI had %Ln points (fewer than 33): 2 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>When the AI closed, %1 had %Ln point (fewer than 33): 2 game points.</numerusform>
            <numerusform>When the AI closed, %1 had %Ln points (fewer than 33): 2 game points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</numerusform>
            <numerusform>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</numerusform>
            <numerusform>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeclarePanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/minchiate/DeclarePanel.qml" line="+111"/>
        <source>%1: %2 + %3 Matto bonus = %Ln point(s)</source>
        <extracomment>A combination: its name, card value + Matto bonus = points.</extracomment>
        <translation>
            <numerusform>%1: %2 + %3 Matto bonus = %Ln point</numerusform>
            <numerusform>%1: %2 + %3 Matto bonus = %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %Ln point(s)</source>
        <translation>
            <numerusform>%1: %Ln point</numerusform>
            <numerusform>%1: %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/minchiate/EndSheet.qml" line="+118"/>
        <source>%1: %2, %Ln point(s)</source>
        <translation>
            <numerusform>%1: %2, %Ln point</numerusform>
            <numerusform>%1: %2, %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Rounded up in units of 60: %Ln resto(i) to %1.</source>
        <translation>
            <numerusform>Rounded up in units of 60: %Ln resto to %1.</numerusform>
            <numerusform>Rounded up in units of 60: %Ln resti to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln resto(i) to %1</source>
        <translation>
            <numerusform>%Ln resto to %1</numerusform>
            <numerusform>%Ln resti to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Info</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+13"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+15"/>
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
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+80"/>
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
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+89"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>%Ln deal played</numerusform>
            <numerusform>%Ln deals played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+62"/>
        <source>takes %Ln card(s) from the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture takes %n cards from the table.</extracomment>
        <translation>
            <numerusform>takes %Ln card from the table</numerusform>
            <numerusform>takes %Ln cards from the table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+27"/>
        <source>leads a card worth %Ln point(s)</source>
        <extracomment>Leading a card of a plain suit that counts %n card points (0 included).</extracomment>
        <translation>
            <numerusform>leads a card worth %Ln point</numerusform>
            <numerusform>leads a card worth %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+130"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: leading a trump (briscola, Atout) that counts %n card points.</extracomment>
        <translation>
            <numerusform>leads a trump worth %Ln point</numerusform>
            <numerusform>leads a trump worth %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="-23"/>
        <source>wins %Ln Diamond(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n Diamonds for the player&apos;s pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).</extracomment>
        <translation>
            <numerusform>wins %Ln Diamond</numerusform>
            <numerusform>wins %Ln Diamonds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>wins %Ln seven(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n sevens for the player&apos;s pile: those taken from the table and the played card itself.</extracomment>
        <translation>
            <numerusform>wins %Ln seven</numerusform>
            <numerusform>wins %Ln sevens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>tarot</comment>
        <extracomment>Tarot games: leading a trump (trionfo) that counts %n card points.</extracomment>
        <translation>
            <numerusform>leads a trump worth %Ln point</numerusform>
            <numerusform>leads a trump worth %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>wins the trick (%Ln point)</numerusform>
            <numerusform>wins the trick (%Ln points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>lets your partner win the trick (%Ln point(s))</source>
        <translation>
            <numerusform>lets your partner win the trick (%Ln point)</numerusform>
            <numerusform>lets your partner win the trick (%Ln points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>gives up the trick (%Ln point(s))</source>
        <translation>
            <numerusform>gives up the trick (%Ln point)</numerusform>
            <numerusform>gives up the trick (%Ln points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>leaves your card winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <extracomment>Not the trick&apos;s last card: yours is winning the trick so far, which holds %n card points.</extracomment>
        <translation>
            <numerusform>leaves your card winning the trick so far (%Ln point in it)</numerusform>
            <numerusform>leaves your card winning the trick so far (%Ln points in it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves your partner winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>leaves your partner winning the trick so far (%Ln point in it)</numerusform>
            <numerusform>leaves your partner winning the trick so far (%Ln points in it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves an opponent winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>leaves an opponent winning the trick so far (%Ln point in it)</numerusform>
            <numerusform>leaves an opponent winning the trick so far (%Ln points in it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>banks %Ln point(s) for your team</source>
        <comment>piedicavallo</comment>
        <extracomment>Piedicavallo: card points the dealer&apos;s discard banks for the team.</extracomment>
        <translation>
            <numerusform>banks %Ln point for your team</numerusform>
            <numerusform>banks %Ln points for your team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves you void in %Ln suit(s)</source>
        <translation>
            <numerusform>leaves you void in %Ln suit</numerusform>
            <numerusform>leaves you void in %Ln suits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>declares for %Ln point(s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a declaration worth %1 points.</extracomment>
        <translation>
            <numerusform>declares for %Ln point</numerusform>
            <numerusform>declares for %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>gives up %Ln chip(s)</source>
        <comment>lockbet</comment>
        <translation>
            <numerusform>gives up %Ln chip</numerusform>
            <numerusform>gives up %Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-17"/>
        <source>keeps %Ln card(s) of its suit</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a discard that keeps %n cards of its suit in the hand.</extracomment>
        <translation>
            <numerusform>keeps %Ln card of its suit</numerusform>
            <numerusform>keeps %Ln cards of its suit</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+35"/>
        <source>%1: %Ln chip(s)</source>
        <extracomment>Accessible summary of a player&apos;s corner: name and the chips behind.</extracomment>
        <translation>
            <numerusform>%1: %Ln chip</numerusform>
            <numerusform>%1: %Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
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
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+99"/>
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
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+146"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>The discard (%Ln point) went to %1.</numerusform>
            <numerusform>The discard (%Ln points) went to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="+212"/>
        <source>%Ln card(s) left on the table went to the AI, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to the AI, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln card left on the table went to the AI, the last to capture.</numerusform>
            <numerusform>%Ln cards left on the table went to the AI, the last to capture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln card(s) left on the table went to you, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to you, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln card left on the table went to you, the last to capture.</numerusform>
            <numerusform>%Ln cards left on the table went to you, the last to capture.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/minchiate/Scoreboard.qml" line="+39"/>
        <source>%1: %Ln resto(i)</source>
        <extracomment>A team&apos;s resti settled so far, and its tricks.</extracomment>
        <translation>
            <numerusform>%1: %Ln resto</numerusform>
            <numerusform>%1: %Ln resti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln trick(s)</source>
        <translation>
            <numerusform>%Ln trick</numerusform>
            <numerusform>%Ln tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>At the end: %1 → %Ln more resto(i)</source>
        <extracomment>Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).</extracomment>
        <translation>
            <numerusform>At the end: %1 → %Ln more resto</numerusform>
            <numerusform>At the end: %1 → %Ln more resti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+35"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1, %2, %Ln card</numerusform>
            <numerusform>%1, %2, %Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+96"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/minchiate/SetupPanel.qml" line="+218"/>
        <source>Fola (out of play): %Ln card(s), face down until play starts.</source>
        <translation>
            <numerusform>Fola (out of play): %Ln card, face down until play starts.</numerusform>
            <numerusform>Fola (out of play): %Ln cards, face down until play starts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/story.js" line="+60"/>
        <source>You won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>You won the trick (%Ln point).</numerusform>
            <numerusform>You won the trick (%Ln points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 won the trick (%Ln point).</numerusform>
            <numerusform>%1 won the trick (%Ln points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>You won the trick with %1 (%Ln point(s)).</source>
        <translation>
            <numerusform>You won the trick with %1 (%Ln point).</numerusform>
            <numerusform>You won the trick with %1 (%Ln points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick with %2 (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 won the trick with %2 (%Ln point).</numerusform>
            <numerusform>%1 won the trick with %2 (%Ln points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>You declared %1 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>You declared %1 for %Ln point.</numerusform>
            <numerusform>You declared %1 for %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>%1 declared %2 for %Ln point.</numerusform>
            <numerusform>%1 declared %2 for %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The team of %1 scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <extracomment>Watch, Minchiate: the team of your seat (%1 &quot;Hard (your seat)&quot;) scores resti.</extracomment>
        <translation>
            <numerusform>The team of %1 scores %Ln resto.</numerusform>
            <numerusform>The team of %1 scores %Ln resti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your team scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Your team scores %Ln resto.</numerusform>
            <numerusform>Your team scores %Ln resti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponents score %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>The opponents score %Ln resto.</numerusform>
            <numerusform>The opponents score %Ln resti.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+79"/>
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
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+90"/>
        <location line="+54"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+229"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 pts · %Ln trick</numerusform>
            <numerusform>%1: %2 pts · %Ln tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+100"/>
        <source>The deal is over. %1: %Ln resto(i); %2: %3.</source>
        <extracomment>Said to screen readers at the end of the deal: the net resti and who won.</extracomment>
        <translation>
            <numerusform>The deal is over. %1: %Ln resto; %2: %3.</numerusform>
            <numerusform>The deal is over. %1: %Ln resti; %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Fola is turned up: its %Ln card(s) stay out of play.</source>
        <translation>
            <numerusform>The Fola is turned up: its %Ln card stay out of play.</numerusform>
            <numerusform>The Fola is turned up: its %Ln cards stay out of play.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>You robbed: choose %Ln card(s) worth nothing to discard.</source>
        <translation>
            <numerusform>You robbed: choose %Ln card worth nothing to discard.</numerusform>
            <numerusform>You robbed: choose %Ln cards worth nothing to discard.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Watched</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="-2"/>
        <source>%Ln card(s) left on the table went to %1, the last to capture.</source>
        <extracomment>Watch, under the score sheet: the cards left on the table went to your seat (%1 &quot;Hard (your seat)&quot;), the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln card left on the table went to %1, the last to capture.</numerusform>
            <numerusform>%Ln cards left on the table went to %1, the last to capture.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+25"/>
        <source>its partner wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>its partner wins the trick (%Ln point)</numerusform>
            <numerusform>its partner wins the trick (%Ln points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its card is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>its card is winning the trick so far (%Ln point in it)</numerusform>
            <numerusform>its card is winning the trick so far (%Ln points in it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its partner is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>its partner is winning the trick so far (%Ln point in it)</numerusform>
            <numerusform>its partner is winning the trick so far (%Ln points in it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>one of its opponents is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>one of its opponents is winning the trick so far (%Ln point in it)</numerusform>
            <numerusform>one of its opponents is winning the trick so far (%Ln points in it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+64"/>
        <source>it declares every combination it holds: it has declared %Ln (%1 points) and has none left</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.</extracomment>
        <translation>
            <numerusform>it declares every combination it holds: it has declared %Ln combination (%1 points) and has none left</numerusform>
            <numerusform>it declares every combination it holds: it has declared %Ln combinations (%1 points) and has none left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+110"/>
        <source>You robbed %1 when cutting: %Ln point(s)</source>
        <extracomment>%1 the cards robbed.</extracomment>
        <translation>
            <numerusform>You robbed %1 when cutting: %Ln point</numerusform>
            <numerusform>You robbed %1 when cutting: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 robbed %2 when cutting: %Ln point(s)</source>
        <extracomment>%1 player, %2 card, %3 points.</extracomment>
        <translation>
            <numerusform>%1 robbed %2 when cutting: %Ln point</numerusform>
            <numerusform>%1 robbed %2 when cutting: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You robbed %1 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>You robbed %1 from the Fola: %Ln point</numerusform>
            <numerusform>You robbed %1 from the Fola: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %2 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>%1 robbed %2 from the Fola: %Ln point</numerusform>
            <numerusform>%1 robbed %2 from the Fola: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The dealer&apos;s last card, %1, was shown: %Ln point(s)</source>
        <translation>
            <numerusform>The dealer&apos;s last card, %1, was shown: %Ln point</numerusform>
            <numerusform>The dealer&apos;s last card, %1, was shown: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You declared %1 (%2) with the Matto bonus: %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>You declared %1 (%2) with the Matto bonus: %Ln point</numerusform>
            <numerusform>You declared %1 (%2) with the Matto bonus: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3) with the Matto bonus: %Ln point(s)</source>
        <translation>
            <numerusform>%1 declared %2 (%3) with the Matto bonus: %Ln point</numerusform>
            <numerusform>%1 declared %2 (%3) with the Matto bonus: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared %1 (%2): %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>You declared %1 (%2): %Ln point</numerusform>
            <numerusform>You declared %1 (%2): %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3): %Ln point(s)</source>
        <translation>
            <numerusform>%1 declared %2 (%3): %Ln point</numerusform>
            <numerusform>%1 declared %2 (%3): %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Trick %1: %2 captured your team&apos;s %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.</extracomment>
        <translation>
            <numerusform>Trick %1: %2 captured your team&apos;s %3: %Ln point</numerusform>
            <numerusform>Trick %1: %2 captured your team&apos;s %3: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Trick %1: you captured the opponents&apos; %2: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Trick %1: you captured the opponents&apos; %2: %Ln point</numerusform>
            <numerusform>Trick %1: you captured the opponents&apos; %2: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Trick %1: %2 captured the opponents&apos; %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 player, %3 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Trick %1: %2 captured the opponents&apos; %3: %Ln point</numerusform>
            <numerusform>Trick %1: %2 captured the opponents&apos; %3: %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>You cut and robbed %Ln card(s): %1.</source>
        <translation>
            <numerusform>You cut and robbed %Ln card: %1.</numerusform>
            <numerusform>You cut and robbed %Ln cards: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 cut and robbed %Ln card(s): %2.</source>
        <translation>
            <numerusform>%1 cut and robbed %Ln card: %2.</numerusform>
            <numerusform>%1 cut and robbed %Ln cards: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You robbed %Ln card(s) from the Fola: %1.</source>
        <translation>
            <numerusform>You robbed %Ln card from the Fola: %1.</numerusform>
            <numerusform>You robbed %Ln cards from the Fola: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %Ln card(s) from the Fola: %2.</source>
        <translation>
            <numerusform>%1 robbed %Ln card from the Fola: %2.</numerusform>
            <numerusform>%1 robbed %Ln cards from the Fola: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</source>
        <extracomment>%1 team, %2 difference before, %3 after.</extracomment>
        <translation>
            <numerusform>%Ln resto to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</numerusform>
            <numerusform>%Ln resti to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>%1 is worth %Ln point(s): only cards worth nothing may be discarded.</source>
        <translation>
            <numerusform>%1 is worth %Ln point: only cards worth nothing may be discarded.</numerusform>
            <numerusform>%1 is worth %Ln points: only cards worth nothing may be discarded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-47"/>
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
        <location line="+12"/>
        <source>You won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>You won the trick: %Ln point.</numerusform>
            <numerusform>You won the trick: %Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>The AI won the trick: %Ln point.</numerusform>
            <numerusform>The AI won the trick: %Ln points.</numerusform>
        </translation>
    </message>
</context>
</TS>
