<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AboutBox.qml" line="+66"/>
        <source>About Cardavia</source>
        <extracomment>Title of the About box (the header&apos;s Options panel opens it).</extracomment>
        <translation>Über Cardavia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fair play: the AI decides from what its seat may see, never from hidden cards.</source>
        <extracomment>The promise of fair play in the About box.</extracomment>
        <translation>Faires Spiel: Die KI entscheidet nach dem, was ihr Platz sehen darf, nie nach verdeckten Karten.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cardavia is free software under the GNU General Public License, version 3 or any later version (%1).</source>
        <extracomment>%1 is the licence&apos;s short name, GPL-3.0-or-later (keep it as it is).</extracomment>
        <translation>Cardavia ist freie Software unter der GNU General Public License, Version 3 oder jeder späteren Version (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Credits</source>
        <extracomment>A heading in the About box.</extracomment>
        <translation>Mitwirkende</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card art: every card face, card back, suit pip and game emblem was drawn for Cardavia by the project itself.</source>
        <translation>Kartengrafik: Jede Kartenvorderseite, jede Rückseite, jedes Farbzeichen und jedes Spielemblem hat das Projekt selbst für Cardavia gezeichnet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fonts: DejaVu Sans and DejaVu Serif (DejaVu Fonts License); Vazirmatn by Saber Rastikerdar for Arabic and Persian (SIL Open Font License 1.1).</source>
        <extracomment>Font names stay as they are.</extracomment>
        <translation>Schriften: DejaVu Sans und DejaVu Serif (DejaVu-Fonts-Lizenz); Vazirmatn von Saber Rastikerdar für Arabisch und Persisch (SIL Open Font License 1.1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ActionColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/ActionColumn.qml" line="+49"/>
        <source>Declare a marriage: lead one of its cards with a button below. A click on the card plays it without declaring.</source>
        <extracomment>Above one button per König or Ober that may lead a marriage now.</extracomment>
        <translation>Ein Paar ansagen: Spiel eine seiner Karten mit einer Schaltfläche unten aus. Ein Klick auf die Karte spielt sie ohne Ansage.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: +%2</source>
        <extracomment>A marriage button: the card to lead and what the marriage scores, e.g. &quot;König of Herz: +40&quot;.</extracomment>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare the marriage in %1 (%2 points) by leading %3</source>
        <extracomment>%1 suit, %2 points (20 or 40), %3 the card led, e.g. &quot;Ober of Herz&quot;.</extracomment>
        <translation>Das Paar in %1 (%2 Augen) ansagen und %3 ausspielen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exchange trump Unter</source>
        <translation>Atout-Unter austauschen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Close the stock</source>
        <translation>Zudrehen</translation>
    </message>
</context>
<context>
    <name>AiCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/AiCards.qml" line="+18"/>
        <source>The AI&apos;s cards</source>
        <translation>Karten der KI</translation>
    </message>
</context>
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+72"/>
        <source>AI level:</source>
        <translation>KI-Stärke:</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Opponents:</source>
        <extracomment>Before the opponents&apos; level in the four-seat games (a partner row follows).</extracomment>
        <translation>Gegner:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>?</source>
        <extracomment>Opens what each AI level does and how strong it measured (a question mark).</extracomment>
        <translation>?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the levels are</source>
        <translation>Was die Stärken bedeuten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner:</source>
        <extracomment>Before your AI partner&apos;s level in the four-seat games.</extracomment>
        <translation>Partner:</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+434"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/controllers/app_messages.py" line="+48"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden, daher gelten die Standardeinstellungen. Die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>Deine Einstellungsdatei konnte nicht gelesen werden, daher gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file comes from a newer version of Cardavia, so the default settings are in use. The file was kept as %1.</source>
        <translation>Deine Einstellungsdatei stammt aus einer neueren Version von Cardavia, daher gelten die Standardeinstellungen. Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your settings could not be read, so they are back to their defaults.</source>
        <translation>Einige deiner Einstellungen konnten nicht gelesen werden, daher gelten für sie wieder die Standardwerte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>Die Sprache %1 ist nicht verfügbar, daher wird Englisch angezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be read, so a new match has started. The damaged save was kept as %1.</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden, daher hat eine neue Partie begonnen. Der beschädigte Spielstand wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be read, so a new match has started.</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden, daher hat eine neue Partie begonnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match comes from a newer version of Cardavia, so a new match has started. The save was kept as %1.</source>
        <translation>Die gespeicherte Partie stammt aus einer neueren Version von Cardavia, daher hat eine neue Partie begonnen. Der Spielstand wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your match could not be saved: %1</source>
        <translation>Deine Partie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI player ran into a problem, so it made a simpler move instead. The match goes on.</source>
        <translation>Ein KI-Spieler hatte ein Problem und hat stattdessen einen einfacheren Zug gemacht. Die Partie geht weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong at this table. Go on playing if you can, or start a new match.</source>
        <translation>An diesem Tisch ist etwas schiefgegangen. Spiel weiter, wenn es geht, oder beginne eine neue Partie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This table could not start its match. Try a new match.</source>
        <translation>Dieser Tisch konnte seine Partie nicht beginnen. Versuche eine neue Partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be saved: %1</source>
        <translation>Deine Einstellungen konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The details are in %1.</source>
        <translation>Die Einzelheiten stehen in %1.</translation>
    </message>
</context>
<context>
    <name>AppShell</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AppShell.qml" line="+87"/>
        <source>%1 · Cardavia</source>
        <extracomment>Window title with a game open; %1 is the game&apos;s name.</extracomment>
        <translation>%1 · Cardavia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
</context>
<context>
    <name>AskBox</name>
    <message>
        <location filename="../cardavia_desktop/views/common/AskBox.qml" line="+138"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>BetControls</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/BetControls.qml" line="+67"/>
        <location line="+22"/>
        <source>Betting</source>
        <extracomment>Accessible name of the group of betting buttons, slider and field.</extracomment>
        <translation>Einsätze</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To call: %1 (all you have)</source>
        <extracomment>Facing a bet bigger than your chips: a call puts in all you have (this number).</extracomment>
        <translation>Zum Mitgehen: %1 (alles, was du hast)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To call: %1</source>
        <extracomment>Chips the player must add to match the opponent&apos;s bet.</extracomment>
        <translation>Zum Mitgehen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to call</source>
        <translation>Nichts mitzugehen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Call %1 (all-in)</source>
        <extracomment>Call button when the call puts in all your chips (the number); the All-in button is then not shown.</extracomment>
        <translation>Mitgehen %1 (All-in)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call %1</source>
        <extracomment>Call button with the chips it puts in.</extracomment>
        <translation>Mitgehen %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Raise to (%1–%2)</source>
        <extracomment>The range of totals the player may raise to this round (ante excluded).</extracomment>
        <translation>Erhöhen auf (%1–%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet (%1–%2)</source>
        <extracomment>The range of totals the player may bet this round (ante excluded).</extracomment>
        <translation>Setzen (%1–%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+54"/>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bet</source>
        <comment>no amount</comment>
        <extracomment>The Bet button while no amount can be bet (disabled).</extracomment>
        <translation>Setzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise to %1</source>
        <extracomment>Raise button: the round total typed or slid (ante excluded).</extracomment>
        <translation>Erhöhen auf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet %1</source>
        <extracomment>Bet button with the amount typed or slid.</extracomment>
        <translation>Setzen %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All-in (%1 more)</source>
        <extracomment>All chips in, on top of your bet so far; the number is the chips it adds from your stack.</extracomment>
        <translation>All-in (%1 mehr)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-in %1</source>
        <extracomment>All chips in; the number is the chips it puts in from your stack.</extracomment>
        <translation>All-in %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
</context>
<context>
    <name>CaptureChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/CaptureChooser.qml" line="+39"/>
        <source>Capture choices</source>
        <extracomment>Accessible name of the row of capture choices for the selected card.</extracomment>
        <translation>Möglichkeiten zum Nehmen</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Take:</source>
        <extracomment>Before the capture choices: pick which cards your card takes.</extracomment>
        <translation>Nehmen:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Take %1</source>
        <extracomment>A capture choice, e.g. &quot;Take 3 of Spades, 4 of Hearts&quot;.</extracomment>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancel</source>
        <extracomment>Put the selected card back and choose another.</extracomment>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+93"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>%Ln Karte</numerusform>
            <numerusform>%Ln Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln scopa(s)</source>
        <extracomment>Under a capture pile: the scope (table sweeps) made this deal.</extracomment>
        <translation>
            <numerusform>%Ln Scopa</numerusform>
            <numerusform>%Ln Scope</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardNames.qml" line="+28"/>
        <source>The Fool</source>
        <comment>tarot trump</comment>
        <extracomment>The tarot&apos;s Fool (il Matto) by its traditional name, in both tarot packs.</extracomment>
        <translation>Der Narr</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Papa I, the Juggler</source>
        <comment>minchiate trump</comment>
        <extracomment>Traditional name of a Minchiate trump (the Florentine pack): the five Papi, the virtues, the elements, the twelve signs, the Star, Moon, Sun, World and Trumpets (docs/cards.md).</extracomment>
        <translation>Papa I, der Gaukler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa II, the Grand Duke</source>
        <comment>minchiate trump</comment>
        <translation>Papa II, der Großherzog</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa III, the Western Emperor</source>
        <comment>minchiate trump</comment>
        <translation>Papa III, der Kaiser des Westens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa IV, the Eastern Emperor</source>
        <comment>minchiate trump</comment>
        <translation>Papa IV, der Kaiser des Ostens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa V, Love</source>
        <comment>minchiate trump</comment>
        <translation>Papa V, die Liebe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>minchiate trump</comment>
        <translation>Die Mäßigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortitude</source>
        <comment>minchiate trump</comment>
        <translation>Die Tapferkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>minchiate trump</comment>
        <translation>Die Gerechtigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>minchiate trump</comment>
        <translation>Das Rad des Schicksals</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>minchiate trump</comment>
        <translation>Der Wagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <comment>minchiate trump</comment>
        <translation>Die Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>minchiate trump</comment>
        <translation>Der Gehängte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>minchiate trump</comment>
        <translation>Der Tod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>minchiate trump</comment>
        <translation>Der Teufel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The House of the Devil</source>
        <comment>minchiate trump</comment>
        <translation>Das Haus des Teufels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hope</source>
        <comment>minchiate trump</comment>
        <translation>Die Hoffnung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prudence</source>
        <comment>minchiate trump</comment>
        <translation>Die Klugheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faith</source>
        <comment>minchiate trump</comment>
        <translation>Der Glaube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charity</source>
        <comment>minchiate trump</comment>
        <translation>Die Nächstenliebe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire</source>
        <comment>minchiate trump</comment>
        <translation>Das Feuer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Water</source>
        <comment>minchiate trump</comment>
        <translation>Das Wasser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earth</source>
        <comment>minchiate trump</comment>
        <translation>Die Erde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air</source>
        <comment>minchiate trump</comment>
        <translation>Die Luft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libra</source>
        <comment>minchiate trump</comment>
        <translation>Die Waage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virgo</source>
        <comment>minchiate trump</comment>
        <translation>Die Jungfrau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorpio</source>
        <comment>minchiate trump</comment>
        <translation>Der Skorpion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aries</source>
        <comment>minchiate trump</comment>
        <translation>Der Widder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capricorn</source>
        <comment>minchiate trump</comment>
        <translation>Der Steinbock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sagittarius</source>
        <comment>minchiate trump</comment>
        <translation>Der Schütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancer</source>
        <comment>minchiate trump</comment>
        <translation>Der Krebs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pisces</source>
        <comment>minchiate trump</comment>
        <translation>Die Fische</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aquarius</source>
        <comment>minchiate trump</comment>
        <translation>Der Wassermann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo</source>
        <comment>minchiate trump</comment>
        <translation>Der Löwe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taurus</source>
        <comment>minchiate trump</comment>
        <translation>Der Stier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gemini</source>
        <comment>minchiate trump</comment>
        <translation>Die Zwillinge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star</source>
        <comment>minchiate trump</comment>
        <translation>Der Stern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>minchiate trump</comment>
        <translation>Der Mond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>minchiate trump</comment>
        <translation>Die Sonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>minchiate trump</comment>
        <translation>Die Welt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Trumpets</source>
        <comment>minchiate trump</comment>
        <translation>Die Posaunen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bagatto</source>
        <comment>tarocco piemontese trump</comment>
        <extracomment>Traditional name of a Tarocco Piemontese trump (the Piedicavallo pack), il Bagatto … il Mondo (docs/cards.md).</extracomment>
        <translation>Der Gaukler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Popess</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Päpstin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Empress</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Herrscherin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Herrscher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pope</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Papst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lovers</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Liebenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Wagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Gerechtigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hermit</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Eremit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Das Rad des Schicksals</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Kraft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Gehängte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Tod</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Mäßigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Teufel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tower</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Turm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Stars</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Sterne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Mond</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Sonne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Angel</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Der Engel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Die Welt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A</source>
        <comment>german pack index</comment>
        <extracomment>Corner index of the Daus (ace) on the German-suited pack (Schnapsen).</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <comment>german pack index</comment>
        <extracomment>Corner index of the König (king) on the German-suited pack (Schnapsen).</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O</source>
        <comment>german pack index</comment>
        <extracomment>Corner index of the Ober on the German-suited pack (Schnapsen).</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>U</source>
        <comment>german pack index</comment>
        <extracomment>Corner index of the Unter on the German-suited pack (Schnapsen).</extracomment>
        <translation>U</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A</source>
        <comment>french pack index</comment>
        <extracomment>Corner index of the Ace on the French-suited pack (Scopa, Lock &amp; Bet).</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <comment>french pack index</comment>
        <extracomment>Corner index of the King on the French-suited pack (Scopa, Lock &amp; Bet).</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q</source>
        <comment>french pack index</comment>
        <extracomment>Corner index of the Queen (German packs print D for Dame) on the French-suited pack (Scopa, Lock &amp; Bet).</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>french pack index</comment>
        <extracomment>Corner index of the Jack (German packs print B for Bube) on the French-suited pack (Scopa, Lock &amp; Bet).</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Ace on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the King (Italian: R for Re) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Queen (Italian: D for Donna) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kn</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Knight (Italian: C for Cavallo) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Jack (Italian: F for Fante) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>B</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Matto</source>
        <comment>tarot pack</comment>
        <extracomment>The tarot&apos;s Fool (Matto), as a card name.</extracomment>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump %1</source>
        <comment>tarot pack</comment>
        <extracomment>A tarot trump by its number, e.g. &quot;Trump 21&quot;.</extracomment>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daus of Herz</source>
        <comment>german pack</comment>
        <extracomment>A card of the German-suited pack (Schnapsen): each language words the whole name in one scheme (Latin-script languages keep the pack&apos;s German words Daus, Zehner, König, Ober, Unter; Arabic and Persian write every name in their own script, docs/i18n.md).</extracomment>
        <translation>Herz-Daus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Herz</source>
        <comment>german pack</comment>
        <translation>Herz-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Herz</source>
        <comment>german pack</comment>
        <translation>Herz-Ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Herz</source>
        <comment>german pack</comment>
        <translation>Herz-Unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Schelln</source>
        <comment>german pack</comment>
        <translation>Schelln-Daus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Schelln</source>
        <comment>german pack</comment>
        <translation>Schelln-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Schelln</source>
        <comment>german pack</comment>
        <translation>Schelln-Ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Schelln</source>
        <comment>german pack</comment>
        <translation>Schelln-Unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Eichel</source>
        <comment>german pack</comment>
        <translation>Eichel-Daus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Eichel</source>
        <comment>german pack</comment>
        <translation>Eichel-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Eichel</source>
        <comment>german pack</comment>
        <translation>Eichel-Ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Eichel</source>
        <comment>german pack</comment>
        <translation>Eichel-Unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Laub</source>
        <comment>german pack</comment>
        <translation>Laub-Daus</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Zehner of Herz</source>
        <comment>german pack</comment>
        <translation>Herz-Zehner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Schelln</source>
        <comment>german pack</comment>
        <translation>Schelln-Zehner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Eichel</source>
        <comment>german pack</comment>
        <translation>Eichel-Zehner</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Laub</source>
        <comment>german pack</comment>
        <translation>Laub-Zehner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König of Laub</source>
        <comment>german pack</comment>
        <translation>Laub-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Laub</source>
        <comment>german pack</comment>
        <translation>Laub-Ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Laub</source>
        <comment>german pack</comment>
        <translation>Laub-Unter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Hearts</source>
        <comment>french pack</comment>
        <extracomment>A card of the French-suited pack (Scopa, Lock &amp; Bet): each language words the whole name.</extracomment>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Hearts</source>
        <comment>french pack</comment>
        <translation>Herz-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Diamonds</source>
        <comment>french pack</comment>
        <translation>Karo-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Clubs</source>
        <comment>french pack</comment>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Spades</source>
        <comment>french pack</comment>
        <translation>Pik-König</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Swords</source>
        <comment>tarot pack</comment>
        <extracomment>A card of the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate): each language words the whole name.</extracomment>
        <translation>Schwert-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Swords</source>
        <comment>tarot pack</comment>
        <translation>Schwert-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Batons</source>
        <comment>tarot pack</comment>
        <translation>Stab-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kelch-König</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Ass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Bube</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-Dame</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Coins</source>
        <comment>tarot pack</comment>
        <translation>Münz-König</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardView.qml" line="+88"/>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>kann jetzt nicht gespielt werden</translation>
    </message>
</context>
<context>
    <name>ConfirmNewMatch</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/ConfirmNewMatch.qml" line="+54"/>
        <source>Start a new match?</source>
        <translation>Neue Partie beginnen?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match under way will be given up.</source>
        <translation>Die laufende Partie wird aufgegeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It will count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>In the New match confirmation: the match given up (you used take-back or hint in it) is counted apart.</extracomment>
        <translation>Sie zählt in deiner Statistik als Partie mit Zurücknehmen oder Tipp, die du nicht gewonnen hast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will count as a lost match in your statistics.</source>
        <extracomment>In the New match confirmation: the match given up is counted in the statistics.</extracomment>
        <translation>Sie zählt in deiner Statistik als verlorene Partie.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
</context>
<context>
    <name>DealReplayRow</name>
    <message>
        <location filename="../cardavia_desktop/views/common/DealReplayRow.qml" line="+56"/>
        <source>Replay these cards</source>
        <extracomment>On a deal sheet: play the same deal again from its first card (it does not count).</extracomment>
        <translation>Diese Karten nochmal spielen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How would Hard have done?</source>
        <extracomment>On a deal sheet: the strongest AI plays the same deal in your seat.</extracomment>
        <translation>Wie hätte Schwer gespielt?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A replay: it does not count in your record.</source>
        <extracomment>On the sheet of a replayed deal.</extracomment>
        <translation>Eine Wiederholung: Sie zählt nicht in deiner Bilanz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing this deal in your seat…</source>
        <extracomment>While the hard level plays the finished deal in your seat.</extracomment>
        <translation>Schwer spielt diese Runde auf deinem Platz …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard could not play this deal.</source>
        <translation>Schwer konnte diese Runde nicht spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: %1 against %2. Hard in your seat: %3 against %4 (not counted).</source>
        <extracomment>%1 and %2 your side&apos;s and the other side&apos;s result of the deal (two results, not a range) (points, game points, resti or chips); %3–%4 the same with Hard in your seat.</extracomment>
        <translation>Du: %1 gegen %2. Schwer auf deinem Platz: %3 gegen %4 (zählt nicht).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A lesson&apos;s deal: it does not count. Press Next in the lesson to go on.</source>
        <extracomment>On the sheet of a lesson&apos;s deal: the lesson&apos;s own Next button (beside the table) goes on.</extracomment>
        <translation>Eine Runde der Lektion: Sie zählt nicht. Drücke Weiter in der Lektion, um fortzufahren.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A watched deal: Hard played your seat. It does not count; your match waits as you left it.</source>
        <extracomment>On the sheet of a watched deal (Watch): it ends there and nothing of it counts.</extracomment>
        <translation>Eine zugeschaute Runde: Schwer hat auf deinem Platz gespielt. Sie zählt nicht; deine Partie wartet, wie du sie verlassen hast.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Watch another deal</source>
        <extracomment>On the sheet of a watched deal: watch a fresh deal played by the AI.</extracomment>
        <translation>Eine andere Runde zuschauen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Back to your match</source>
        <extracomment>On the sheet of a replayed deal: back to the real match.</extracomment>
        <translation>Zurück zu deiner Partie</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+37"/>
        <source>To go: you %1, the AI %2.</source>
        <extracomment>Spoken when a deal ends: game points each player still needs, e.g. &quot;To go: you 5, the AI 7.&quot;</extracomment>
        <translation>Noch zu holen: du %1, die KI %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You reached 66 points with a trick.</source>
        <translation>Du hast mit einem Stich 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>Die KI hat mit einem Stich 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>Du hast mit einer Ansage 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>Die KI hat mit einer Ansage 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>Du hast zugedreht und 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>Die KI hat zugedreht und 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>Die KI hat zugedreht, aber 66 Augen nicht erreicht: Wer zudreht und scheitert, verliert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>Du hast zugedreht, aber 66 Augen nicht erreicht: Wer zudreht und scheitert, verliert.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>Die KI hat zugedreht, aber du hast zuerst 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>Du hast zugedreht, aber die KI hat zuerst 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>Niemand hat 66 Augen erreicht; du hast den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>Niemand hat 66 Augen erreicht; die KI hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 reached 66 points with a trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hat mit einem Stich 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reached 66 points by declaring a marriage.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hat mit einer Ansage (Paar) 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock and reached 66 points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hat zugedreht und 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock but did not reach 66 points: the closer loses.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hat zugedreht, aber 66 Augen nicht erreicht: Wer zudreht, verliert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI closed the stock, but %1 reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Die KI hat zugedreht, aber %1 hat zuerst 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 closed the stock, but the AI reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hat zugedreht, aber die KI hat zuerst 66 Augen erreicht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody reached 66 points; %1 won the last trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Niemand hat 66 Augen erreicht; %1 hat den letzten Stich gemacht.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The AI took no trick, so you score 3 game points.</source>
        <translation>Die KI hat keinen Stich gemacht, daher bekommst du 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took no trick, so the AI scores 3 game points.</source>
        <translation>Du hast keinen Stich gemacht, daher bekommt die KI 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI had fewer than 33 points, so you score 2 game points.</source>
        <translation>Die KI hatte weniger als 33 Augen, daher bekommst du 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had fewer than 33 points, so the AI scores 2 game points.</source>
        <translation>Du hattest weniger als 33 Augen, daher bekommt die KI 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI had at least 33 points, so you score 1 game point.</source>
        <translation>Die KI hatte mindestens 33 Augen, daher bekommst du 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had at least 33 points, so the AI scores 1 game point.</source>
        <translation>Du hattest mindestens 33 Augen, daher bekommt die KI 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you closed, the AI had no trick: 3 game points.</source>
        <translation>Als du zugedreht hast, hatte die KI noch keinen Stich: 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the AI closed, you had no trick: 3 game points.</source>
        <translation>Als die KI zugedreht hat, hattest du noch keinen Stich: 3 Spielpunkte.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>Als du zugedreht hast, hatte die KI %Ln Auge (weniger als 33): 2 Spielpunkte.</numerusform>
            <numerusform>Als du zugedreht hast, hatte die KI %Ln Augen (weniger als 33): 2 Spielpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>Als die KI zugedreht hat, hattest du %Ln Auge (weniger als 33): 2 Spielpunkte.</numerusform>
            <numerusform>Als die KI zugedreht hat, hattest du %Ln Augen (weniger als 33): 2 Spielpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When you closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>Als du zugedreht hast, hatte die KI schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
            <numerusform>Als du zugedreht hast, hatte die KI schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>Als die KI zugedreht hat, hattest du schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
            <numerusform>Als die KI zugedreht hat, hattest du schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You had no trick when the stock was closed, so you score 3 game points.</source>
        <translation>Du hattest beim Zudrehen noch keinen Stich, daher bekommst du 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>Die KI hatte beim Zudrehen noch keinen Stich, daher bekommt sie 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>Wer zugedreht hat, hat verloren: Du bekommst 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+61"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>Wer zugedreht hat, hat verloren: Die KI bekommt 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>Der letzte Stich bringt 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>Der letzte Stich bringt der KI 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The AI took no trick, so %1 scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Die KI hat keinen Stich gemacht, daher bekommt %1 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took no trick, so the AI scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hat keinen Stich gemacht, daher bekommt die KI 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI had fewer than 33 points, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Die KI hatte weniger als 33 Augen, daher bekommt %1 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had fewer than 33 points, so the AI scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hatte weniger als 33 Augen, daher bekommt die KI 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI had at least 33 points, so %1 scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Die KI hatte mindestens 33 Augen, daher bekommt %1 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had at least 33 points, so the AI scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hatte mindestens 33 Augen, daher bekommt die KI 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When %1 closed, the AI had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Als %1 zugedreht hat, hatte die KI keinen Stich: 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the AI closed, %1 had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Als die KI zugedreht hat, hatte %1 keinen Stich: 3 Spielpunkte.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>Als %1 zugedreht hat, hatte die KI %Ln Auge (weniger als 33): 2 Spielpunkte.</numerusform>
            <numerusform>Als %1 zugedreht hat, hatte die KI %Ln Augen (weniger als 33): 2 Spielpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>Als die KI zugedreht hat, hatte %1 %Ln Auge (weniger als 33): 2 Spielpunkte.</numerusform>
            <numerusform>Als die KI zugedreht hat, hatte %1 %Ln Augen (weniger als 33): 2 Spielpunkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>Als %1 zugedreht hat, hatte die KI schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
            <numerusform>Als %1 zugedreht hat, hatte die KI schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>Als die KI zugedreht hat, hatte %1 schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
            <numerusform>Als die KI zugedreht hat, hatte %1 schon %Ln Augen (33 oder mehr): 1 Spielpunkt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no trick when the stock was closed, so it scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 hatte beim Zudrehen keinen Stich und bekommt daher 3 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The closer lost, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Wer zugedreht hat, hat verloren: %1 bekommt 2 Spielpunkte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 1 game point to %1.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Der letzte Stich bringt %1 1 Spielpunkt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You win the match!</source>
        <translation>Du gewinnst – die KI bekommt das Bummerl!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>Die KI gewinnt – du bekommst das Bummerl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>Du gewinnst die Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the deal</source>
        <translation>Die KI gewinnt die Runde</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game points for %1: +%2</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;. Watch: game points won by your seat, %1 &quot;Hard (your seat)&quot;, e.g. &quot;Game points for Hard (your seat): +2&quot;.</extracomment>
        <translation>Spielpunkte für %1: +%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>Spielpunkte für dich: +%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>Spielpunkte für die KI: +%1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points</source>
        <translation>Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go</source>
        <extracomment>Match count column: game points still needed, counting down from 7.</extracomment>
        <translation>Noch offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>New match</source>
        <translation>Neues Bummerl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>DealTools</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/DealTools.qml" line="+34"/>
        <source>Lesson deal</source>
        <extracomment>The deal at the table is a lesson&apos;s (its fixed cards: no number to replay, and not a deal of your match).</extracomment>
        <translation>Lektionsrunde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal #%1 · deal %2 of this match</source>
        <extracomment>The deal at the table: %1 the deal number (the match&apos;s, to replay it with Play deal #), %2 which deal of this match it is (2, 3…), worded as the score sheet&apos;s &quot;Deal %1 of this match&quot; so that the two numbers cannot be read as one.</extracomment>
        <translation>Runde Nr. %1 · %2. Runde dieser Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal #%1</source>
        <extracomment>The deal at the table: its number (type it in Play deal to get the same cards).</extracomment>
        <translation>Runde Nr. %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match saved as %1</source>
        <extracomment>After an export; %1 is the file written.</extracomment>
        <translation>Partie gespeichert als %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match opened (counted apart from your record).</source>
        <translation>Partie geöffnet (zählt getrennt von deiner Bilanz).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay · %1</source>
        <extracomment>The deal at the table is a replay (it does not count).</extracomment>
        <translation>Wiederholung · %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Opens a box to type the number of a deal to play.</extracomment>
        <translation>Runde Nr. … spielen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export…</source>
        <extracomment>Saves the match as a small file (for sharing or a bug report).</extracomment>
        <translation>Exportieren …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open…</source>
        <extracomment>Opens a match file exported before.</extracomment>
        <translation>Öffnen …</translation>
    </message>
</context>
<context>
    <name>DeclarePanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/DeclarePanel.qml" line="+46"/>
        <source>Declare your combinations: each scores its value now and shows its cards to all.</source>
        <translation>Melde deine Kombinationen: Jede zählt sofort ihren Wert und zeigt allen ihre Karten.</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%1: %2 + %3 Matto bonus = %Ln point(s)</source>
        <extracomment>A combination: its name, card value + Matto bonus = points.</extracomment>
        <translation>
            <numerusform>%1: %2 + %3 Matto-Bonus = %Ln Punkt</numerusform>
            <numerusform>%1: %2 + %3 Matto-Bonus = %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %Ln point(s)</source>
        <translation>
            <numerusform>%1: %Ln Punkt</numerusform>
            <numerusform>%1: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Declare</source>
        <translation>Melden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Declare no more</source>
        <translation>Nichts mehr melden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/EndSheet.qml" line="+21"/>
        <source>Card points in the pile</source>
        <translation>Kartenpunkte im Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combinations in the pile</source>
        <translation>Kombinationen im Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards beyond 42</source>
        <translation>Karten über 42</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win!</source>
        <translation>Du und dein Partner gewinnen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>Die Gegner gewinnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: no net resti.</source>
        <translation>Unentschieden: keine Netto-Resti.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards beyond 42 (%1 / %2 cards)</source>
        <extracomment>%1 and %2: how many cards each team took.</extracomment>
        <translation>Karten über 42 (%1 / %2 Karten)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End score</source>
        <translation>Endwertung</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %2, %Ln point(s)</source>
        <translation>
            <numerusform>%1: %2, %Ln Punkt</numerusform>
            <numerusform>%1: %2, %Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Difference left from play %1, plus %2 − %3 at the end: %4.</source>
        <extracomment>The lump calculation: difference left from play, plus the end scores, gives the final difference.</extracomment>
        <translation>Restdifferenz aus dem Spiel %1, plus %2 − %3 am Ende: %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A difference of 0 adds no resto.</source>
        <translation>Eine Differenz von 0 ergibt kein Resto.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rounded up in units of 60: %Ln resto(i) to %1.</source>
        <translation>
            <numerusform>Aufgerundet in Einheiten von 60: %Ln Resto an das Team „%1“.</numerusform>
            <numerusform>Aufgerundet in Einheiten von 60: %Ln Resti an das Team „%1“.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resti: %1 %2, %3 %4. Net: %5.</source>
        <translation>Resti: %1 %2, %3 %4. Netto: %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tie</source>
        <translation>unentschieden</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln resto(i) to %1</source>
        <translation>
            <numerusform>%Ln Resto an das Team „%1“</numerusform>
            <numerusform>%Ln Resti an das Team „%1“</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>New deal</source>
        <translation>Neue Runde</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../cardavia_desktop/views/common/format.js" line="+39"/>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number, already formatted for the locale. Put the sign where your language puts it, e.g. German &quot;64 %&quot;, Persian &quot;۶۴٪&quot;.</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>FourSeatLastTrick</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatLastTrick.qml" line="+40"/>
        <source>Trick %1, taken by you</source>
        <extracomment>Title of the last trick panel: its number, taken by the player.</extracomment>
        <translation>Stich %1, gemacht von dir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1, taken by %2</source>
        <extracomment>Title of the last trick panel: its number (%1) and who took it (%2).</extracomment>
        <translation>Stich %1, gemacht von %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click, or press Esc, to close</source>
        <extracomment>Under the last trick panel of the four-player games: how to close it.</extracomment>
        <translation>Zum Schließen klicken oder Esc drücken</translation>
    </message>
</context>
<context>
    <name>FourSeatTable</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatTable.qml" line="+230"/>
        <source>Click, or press Space or Enter, for the deal&apos;s result</source>
        <extracomment>Under the deal&apos;s last trick in the four-player games, before the deal&apos;s sheet.</extracomment>
        <translation>Klicken oder Leertaste oder Eingabe drücken für das Ergebnis der Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click, or press Space or Enter, for the next trick</source>
        <extracomment>Under a finished trick in the four-player games, while it waits for the player.</extracomment>
        <translation>Klicken oder Leertaste oder Eingabe drücken für den nächsten Stich</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GamePage.qml" line="+139"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics</source>
        <extracomment>The tab of a game&apos;s page with your statistics.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shortcuts</source>
        <extracomment>The button that opens the list of keyboard shortcuts (also F1): short, as the page&apos;s bar is narrow (the screen reader says &quot;Keyboard shortcuts&quot;).</extracomment>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>This table could not be opened.</source>
        <translation>Dieser Tisch konnte nicht geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+174"/>
        <source>Your record: %1 won of %2; %3 more with a hint or take-back</source>
        <extracomment>On a lobby tile: %1 matches won of %2 played, and %3 more played with a hint or a take-back (counted apart).</extracomment>
        <translation>Deine Bilanz: %1 von %2 gewonnen; %3 mit Hilfe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your record: %1 won of %2</source>
        <extracomment>On a lobby tile: your record in this game, %1 matches won of %2 played.</extracomment>
        <translation>Deine Bilanz: %1 von %2 gewonnen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Match under way: us %1, them %2</source>
        <extracomment>On a lobby tile of a partnership game: a saved match goes on; %1 your team&apos;s score (&quot;us&quot;), %2 the opponents&apos; (&quot;them&quot;). Keep it short: one line on a small tile.</extracomment>
        <translation>Partie läuft: wir %1, sie %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match under way: you %1, AI %2</source>
        <extracomment>On a lobby tile: a saved match goes on; %1 your score, %2 the AI&apos;s.</extracomment>
        <translation>Partie läuft: du %1, KI %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <extracomment>On a lobby tile whose game has a match under way: opening it goes on with it.</extracomment>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>✓ Learned</source>
        <extracomment>On a lobby tile: this game&apos;s guided lesson was played to its end.</extracomment>
        <translation>✓ Gelernt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>On a lobby tile: the game&apos;s guided lesson was begun and left at step %1 of %2 (the steps you read or play); it goes on there.</extracomment>
        <translation>Lektion fortsetzen · Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>On a lobby tile: open the game with its guided lesson on the table.</extracomment>
        <translation>Lernen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>Ein geführtes Spiel, das dieses Spiel Regel für Regel beibringt; deine Partie wartet, und nichts wird gezählt.</translation>
    </message>
</context>
<context>
    <name>GroupedHand</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/GroupedHand.qml" line="+76"/>
        <source>Your hand</source>
        <extracomment>Accessible name of the player&apos;s hand of cards.</extracomment>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>This card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 %2</source>
        <extracomment>Label over a group of cards in the hand: the suit (or Trumps) and how many.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/HandView.qml" line="+72"/>
        <source>Your hand</source>
        <extracomment>Accessible name of the player&apos;s hand of cards.</extracomment>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>This card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+59"/>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Contrast</source>
        <translation>Kontrast</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grain</source>
        <translation>Körnung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Color temperature</source>
        <translation>Farbtemperatur</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filters are unavailable with this renderer.</source>
        <translation>Mit diesem Renderer sind keine Filter verfügbar.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Muted</source>
        <extracomment>Header button shown while sound cues are off; a click turns them on.</extracomment>
        <translation>Stumm</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off. Turn the sound on (Ctrl+M)</source>
        <extracomment>Accessible name of the header&apos;s muted button.</extracomment>
        <translation>Der Ton ist aus. Ton einschalten (Strg+M)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options</source>
        <extracomment>Header button opening animation-speed, reduced-motion and four-colour options.</extracomment>
        <translation>Optionen</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/HintPanel.qml" line="+89"/>
        <source>as good as move %1</source>
        <extracomment>A hinted move worth the same as the move numbered %1 (the search sees no difference).</extracomment>
        <translation>so gut wie Zug %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hard would play</source>
        <translation>So würde „Schwer“ spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the hint is being worked out.</extracomment>
        <translation>Überlegt …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Info</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+8"/>
        <source>Schnapsen</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>Schnapsen</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+9"/>
        <source>Lock &amp; Bet</source>
        <extracomment>Name of the game: choose a card, lock it face down, bet chips on it.</extracomment>
        <translation>Lock &amp; Bet</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+10"/>
        <source>High Trick</source>
        <extracomment>Name of the template game (a small example game for developers: the highest card of the suit led takes the trick).</extracomment>
        <translation>Hoher Stich</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+15"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+12"/>
        <source>%Ln player(s)</source>
        <extracomment>Format line, first part: the number of players.</extracomment>
        <translation>
            <numerusform>%Ln Spieler</numerusform>
            <numerusform>%Ln Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>Du gegen die KI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to 5 points</source>
        <extracomment>Format line, last part: the match ends when a player has this many points (and leads).</extracomment>
        <translation>Wer zuerst 5 Punkte hat</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take tricks: each one is a point.</source>
        <translation>Mach Stiche: Jeder ist ein Punkt.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tricks of a deal are added to the match score. The match ends after a deal once a player has five points or more and more than the other.</source>
        <translation>Die Stiche eines Spiels werden zum Partiestand addiert. Die Partie endet nach einem Spiel, sobald ein Spieler fünf oder mehr Punkte hat und mehr als der andere.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Three cards each: follow suit, and the highest card of the suit led takes the trick. Each trick is a point; first to five wins.</source>
        <translation>Drei Karten für jeden: Farbe bedienen, und die höchste Karte der ausgespielten Farbe macht den Stich. Jeder Stich ist ein Punkt; wer zuerst fünf hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Twelve cards: Spades and Hearts from 2 to 7. Each deal, the dealer gives three cards to each player; the other six stay out of play. The deal passes to the other player.</source>
        <translation>Zwölf Karten: Pik und Herz von 2 bis 7. In jedem Spiel gibt der Geber jedem Spieler drei Karten; die übrigen sechs bleiben aus dem Spiel. Das Geben wechselt zum anderen Spieler.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player who did not deal leads the first trick; the winner of a trick leads the next.</source>
        <translation>Wer nicht gegeben hat, spielt zum ersten Stich aus; wer einen Stich macht, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow the suit led if you can. The higher card of the suit led takes the trick.</source>
        <translation>Du musst die ausgespielte Farbe bedienen, wenn du kannst. Die höhere Karte der ausgespielten Farbe macht den Stich.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <source>Chips</source>
        <extracomment>Format line, last part: the match is played for virtual chips.</extracomment>
        <translation>Chips</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of your two cards and stake it face down. The higher rank wins, except that a 2 beats an Ace. Public UP/DOWN signals, and the card you keep plays on in the next deal.</source>
        <extracomment>UP and DOWN are the public signals (high cards 8 to A, low cards 2 to 7).</extracomment>
        <translation>Wähle eine deiner zwei Karten und lege sie verdeckt fest. Der höhere Rang gewinnt, nur schlägt eine 2 das Ass. Öffentliche Signale HOCH/TIEF, und die Karte, die du behältst, spielt in der nächsten Runde weiter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match under way: you %1, AI %2 chips at the start of this deal</source>
        <extracomment>On the Lock &amp; Bet lobby tile: a saved match goes on; %1 your chips, %2 the AI&apos;s, both counted at the start of the deal being played (bets made since are not in them).</extracomment>
        <translation>Partie läuft: du %1, KI %2 Chips zu Beginn dieser Runde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the pot, either by betting until the other player folds or by having the stronger locked card when both are shown.</source>
        <translation>Gewinne den Pot – entweder indem du setzt, bis der andere aussteigt, oder mit der stärkeren festgelegten Karte, wenn beide aufgedeckt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player starts with 20 virtual chips. The match ends when a player has no chips left: that player loses.</source>
        <translation>Jeder beginnt mit 20 virtuellen Chips. Die Partie endet, wenn ein Spieler keine Chips mehr hat: Er verliert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two French decks are shuffled together into a shoe of 104 cards, without jokers. Each rank appears eight times; suits do not matter.</source>
        <translation>Zwei französische Blätter werden zu einem Schlitten aus 104 Karten gemischt, ohne Joker. Jeder Rang kommt achtmal vor; Farben zählen nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets two cards, and every deal each player pays an ante of 1 chip into the pot. A player with only 1 chip left antes it and is all-in.</source>
        <translation>Jeder bekommt zwei Karten, und in jeder Runde zahlt jeder 1 Chip als Ante in den Pot. Wer nur noch 1 Chip hat, zahlt ihn als Ante und ist all-in.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the first player in the first deal: you lock first, bet first and draw first. After that, whoever won the last pot starts the next deal (also when the other player folded). After a split pot, the other player starts.</source>
        <translation>In der ersten Runde bist du erster Spieler: Du legst zuerst fest, setzt zuerst und ziehst zuerst. Danach beginnt, wer den letzten Pot gewonnen hat (auch wenn der andere ausgestiegen ist). Nach einem geteilten Pot beginnt der andere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only groups are public: 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. For each player the table shows how many of their two cards are UP and how many are DOWN — never which card is which. Locking a card does not change the signal, so it never shows the locked card&apos;s group.</source>
        <translation>Öffentlich sind nur Gruppen: 8, 9, 10, B, D, K und A sind HOCH; 2 bis 7 sind TIEF. Für jeden Spieler zeigt der Tisch, wie viele seiner zwei Karten HOCH und wie viele TIEF sind – nie, welche Karte welche ist. Das Festlegen ändert das Signal nicht, verrät also nie die Gruppe der festgelegten Karte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On your turn, choose one of your two cards and confirm to lock it face down. The first player locks, then the second, without seeing the other&apos;s choice. A locked card cannot be changed.</source>
        <translation>Wenn du am Zug bist, wähle eine deiner zwei Karten und bestätige, um sie verdeckt festzulegen. Erst legt der erste Spieler fest, dann der zweite, ohne die Wahl des anderen zu sehen. Eine festgelegte Karte kann nicht geändert werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Betting starts only after both players have locked a card. There is one betting round per deal; the first player acts first.</source>
        <translation>Gesetzt wird erst, wenn beide eine Karte festgelegt haben. Es gibt eine Setzrunde pro Runde; der erste Spieler beginnt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nothing is owed you may check or bet; the smallest bet is 1 chip. When a bet is owed you may call, raise or fold. The round ends when both check, when a bet or raise is called, or when a player folds.</source>
        <translation>Ist nichts offen, darfst du checken oder setzen; der kleinste Einsatz ist 1 Chip. Ist ein Einsatz offen, darfst du mitgehen, erhöhen oder aussteigen. Die Setzrunde endet, wenn beide checken, jemand bei einem Einsatz oder einer Erhöhung mitgeht oder ein Spieler aussteigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raise must add at least as much as the last full bet or raise. You enter your total for this round, not counting the ante: for example, after a bet of 3 the smallest raise is to 6.</source>
        <translation>Eine Erhöhung muss mindestens so viel hinzufügen wie der letzte volle Einsatz oder die letzte volle Erhöhung. Du gibst deine Summe für diese Setzrunde ohne Ante ein: Nach einem Einsatz von 3 zum Beispiel musst du mindestens auf 6 erhöhen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going all-in puts in all your remaining chips, even if that is less than a full raise. Such a short all-in does not reopen raising for a player who has already acted. Against an all-in player you may only call or fold.</source>
        <translation>Mit All-in setzt du alle deine restlichen Chips, auch wenn das weniger als eine volle Erhöhung ist. Nach einem solchen kurzen All-in darf ein Spieler, der schon gehandelt hat, nicht erneut erhöhen. Gegen einen All-in-Spieler kannst du nur mitgehen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot cover a bet, calling puts in all your chips; the part of the bet you could not match goes back to the bettor. If a player has no chips left after the ante, there is no betting: the cards are shown at once.</source>
        <translation>Kannst du einen Einsatz nicht decken, gehst du mit all deinen Chips mit; der Teil des Einsatzes, den du nicht decken konntest, geht an den Setzenden zurück. Hat ein Spieler nach der Ante keine Chips mehr, wird nicht gesetzt: Die Karten werden sofort gezeigt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand ranking</source>
        <translation>Rangfolge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the two locked cards are compared: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 from highest to lowest.</source>
        <translation>Verglichen werden nur die zwei festgelegten Karten: A, K, D, B, 10, 9, 8, 7, 6, 5, 4, 3, 2 von hoch nach niedrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The one exception: a 2 beats an Ace. The Ace still beats every other card, and the 2 loses to every card except the Ace.</source>
        <translation>Die einzige Ausnahme: Eine 2 schlägt das Ass. Das Ass schlägt weiterhin jede andere Karte, und die 2 verliert gegen jede Karte außer dem Ass.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits do not matter. Two cards of the same rank tie.</source>
        <translation>Farben zählen nicht. Zwei Karten gleichen Rangs sind gleich stark.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After the betting both locked cards are turned face up. The stronger card takes the whole pot; on a tie the pot is split, so each player gets back exactly what they put in.</source>
        <translation>Nach dem Setzen werden beide festgelegten Karten aufgedeckt. Die stärkere Karte nimmt den ganzen Pot; bei Gleichstand wird der Pot geteilt, jeder bekommt genau zurück, was er eingezahlt hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If a player folds, the other takes the pot. Both locked cards are still shown, but they do not change the result.</source>
        <translation>Steigt ein Spieler aus, nimmt der andere den Pot. Beide festgelegten Karten werden trotzdem gezeigt, ändern aber nichts am Ergebnis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the next deal the two locked cards are discarded, each player keeps their other card and draws one new card (first player first), and both pay the next ante.</source>
        <translation>Für die nächste Runde werden die beiden festgelegten Karten abgelegt, jeder behält seine andere Karte und zieht eine neue (der erste Spieler zuerst), und beide zahlen die nächste Ante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When fewer than two cards are left in the shoe, the discards are shuffled with what is left to make a new shoe; the cards in the players&apos; hands stay out of it.</source>
        <translation>Sind weniger als zwei Karten im Schlitten, werden die abgelegten Karten mit dem Rest zu einem neuen Schlitten gemischt; die Karten auf den Händen der Spieler bleiben draußen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who runs out of chips loses the match; there are always 40 chips on the table. New match gives each player 20 chips again.</source>
        <translation>Wer keine Chips mehr hat, verliert die Partie; auf dem Tisch liegen immer 40 Chips. „Neue Partie“ gibt jedem wieder 20 Chips.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>%Ln-point match</source>
        <extracomment>Format line, last part: a match counts down from this many game points.</extracomment>
        <translation>
            <numerusform>Bummerl zu %Ln Punkt</numerusform>
            <numerusform>Bummerl zu %Ln Punkten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks and declare marriages to reach 66 card points first. Exchange the trump card or close the stock; the game points you win count your match down from seven to zero.</source>
        <translation>Mach Stiche und sag Paare an, um als Erster 66 Augen zu erreichen. Tausch die Atoutkarte oder dreh zu; deine Spielpunkte zählen dein Bummerl von sieben auf null herunter.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="-19"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="-72"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+10"/>
        <source>Objective</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>Zwei Spieler, jeder für sich: du gegen die KI.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>Mach Stiche und sag Paare an, um Augen zu sammeln. Wer zuerst 66 Augen erreicht, gewinnt die Runde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>Beide beginnen das Bummerl mit 7. Die Spielpunkte, die du in einer Runde gewinnst, werden von deinem Stand abgezogen; wer zuerst bei 0 ist, gewinnt das Bummerl.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+9"/>
        <source>Setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>Ein Blatt aus 20 Karten in vier Farben: Herz, Schelln, Eichel und Laub.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives three cards to each player, turns up the next card — its suit is trumps for this deal — and then gives two more cards to each.</source>
        <translation>Der Geber gibt jedem drei Karten, deckt die nächste Karte auf – ihre Farbe ist in dieser Runde Atout (Trumpf) – und gibt dann jedem noch zwei Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other nine cards go face down on top of the turned-up trump card. Together they form the stock of ten cards.</source>
        <translation>Die übrigen neun Karten kommen verdeckt auf die aufgedeckte Atoutkarte. Zusammen bilden sie den Talon aus zehn Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who did not deal leads the first trick. The deal alternates.</source>
        <translation>Wer nicht gegeben hat, spielt zum ersten Stich aus. Das Geben wechselt ab.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+17"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+24"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+18"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+4"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+14"/>
        <source>Playing a turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="-10"/>
        <source>From high to low: Daus (ace) 11 points, Zehner (ten) 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>Von hoch nach niedrig: Daus 11 Augen, Zehner 10, König 4, Ober 3, Unter 2. Das ganze Blatt zählt 120 Augen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>While the stock is open, play any card you like: you need not follow suit or play a trump.</source>
        <translation>Solange der Talon offen ist, spielst du eine beliebige Karte: Es gibt weder Farb- noch Atoutzwang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The higher card of the suit led wins the trick, unless a trump is played: then the trump wins.</source>
        <translation>Die höhere Karte der ausgespielten Farbe gewinnt den Stich, außer es wird Atout gespielt: Dann sticht das Atout.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the trick draws the top card of the stock, then the other player draws. The winner leads next. On the last draw, the player who lost the trick takes the turned-up trump card.</source>
        <translation>Wer den Stich macht, hebt die oberste Karte des Talons ab, danach der andere. Wer gestochen hat, spielt als Nächster aus. Beim letzten Abheben bekommt der Verlierer des Stichs die aufgedeckte Atoutkarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the stock is used up or closed, stricter rules apply: follow suit and beat the card led if you can; if you cannot beat it, still follow suit with a lower card.</source>
        <translation>Ist der Talon aufgebraucht oder zugedreht, gelten strengere Regeln: Farbe bedienen und mit einer höheren Karte stechen, wenn du kannst; kannst du nicht stechen, bediene trotzdem mit einer niedrigeren Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have no card of the suit led, you must play a trump if you have one; otherwise play any card.</source>
        <translation>Hast du keine Karte der ausgespielten Farbe, musst du Atout spielen, wenn du eines hast; sonst spielst du eine beliebige Karte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange, marriage and closing</source>
        <translation>Austauschen, Ansagen und Zudrehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the stock is open, the player about to lead may swap the trump Unter for the turned-up trump card.</source>
        <translation>Solange der Talon offen ist, darf der Spieler am Ausspiel den Atout-Unter gegen die aufgedeckte Atoutkarte austauschen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>Spiel einen König oder Ober aus, während du den Partner derselben Farbe hältst, um ein Paar anzusagen: ein Zwanziger, in Atout ein Vierziger. Dein Gegner sieht die Partnerkarte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table, a button beside your hand offers each card you may lead a marriage with (for example “Ober of Herz: +20”): it plays the card and declares the marriage. Clicking the card itself plays it without declaring.</source>
        <translation>Am Tisch bietet eine Schaltfläche neben deiner Hand jede Karte an, mit der du ein Paar ausspielen kannst (zum Beispiel „Herz-Ober: +20“): Sie spielt die Karte und sagt das Paar an. Ein Klick auf die Karte selbst spielt sie ohne Ansage.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have not won a trick yet, the marriage points wait until you win your first trick. Each marriage can be declared once per deal, also after the stock is closed.</source>
        <translation>Hast du noch keinen Stich, zählen die Augen der Ansage erst mit deinem ersten Stich. Jedes Paar kann einmal pro Runde angesagt werden, auch nach dem Zudrehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before you lead, while the stock is open, you may close it — even before the first trick. Nobody draws any more and the stricter rules apply at once.</source>
        <translation>Bevor du ausspielst, darfst du den offenen Talon zudrehen – sogar vor dem ersten Stich. Dann hebt niemand mehr ab, und die strengeren Regeln gelten sofort.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the stock is closed, your opponent&apos;s points and whether they have won a trick are noted: they decide the score of the deal.</source>
        <translation>Beim Zudrehen werden die Augen des Gegners notiert und ob er schon einen Stich hat: Das entscheidet über die Wertung der Runde.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+32"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+23"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+16"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+17"/>
        <source>Scoring and end</source>
        <translation>Wertung und Ende</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>The game notices 66 by itself as soon as a trick or a marriage brings a player there, and the deal ends at once.</source>
        <translation>Das Spiel erkennt 66 Augen von selbst, sobald ein Stich oder eine Ansage einen Spieler dorthin bringt, und die Runde endet sofort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the deal scores 1 game point if the opponent has 33 card points or more, 2 if the opponent has won a trick but has fewer than 33, and 3 if the opponent has not won a trick.</source>
        <translation>Der Gewinner der Runde bekommt 1 Spielpunkt, wenn der Gegner 33 Augen oder mehr hat, 2, wenn der Gegner einen Stich, aber weniger als 33 Augen hat (er ist „schneider“), und 3, wenn der Gegner keinen Stich hat („schwarz“).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and reach 66, you score 1, 2 or 3 by the same rule, counting your opponent&apos;s points and tricks as they were when you closed.</source>
        <translation>Hast du zugedreht und erreichst 66, bekommst du nach derselben Regel 1, 2 oder 3 Spielpunkte – gezählt werden die Augen und Stiche des Gegners zum Zeitpunkt des Zudrehens.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and fall short of 66, or your opponent gets there first, your opponent scores 2 — or 3 if they had no trick when you closed.</source>
        <translation>Hast du zugedreht und erreichst 66 nicht, oder kommt dein Gegner zuerst hin, bekommt er 2 Spielpunkte – oder 3, wenn er beim Zudrehen noch keinen Stich hatte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the stock was never closed and nobody reaches 66, the winner of the last trick scores 1 game point. There is no bonus for the last trick.</source>
        <translation>Wurde nicht zugedreht und erreicht niemand 66, bekommt der Gewinner des letzten Stichs 1 Spielpunkt. Einen Bonus für den letzten Stich gibt es nicht.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="-57"/>
        <source>Scopa</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>Scopa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match to 11</source>
        <extracomment>Format line, last part: the match is won by the first to reach 11 points.</extracomment>
        <translation>Partie bis 11</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play one card to capture equal values or an equal sum. Clear the table for a bonus, and watch the Diamonds 7.</source>
        <extracomment>&quot;Diamonds 7&quot;: the seven of Diamonds, the settebello.</extracomment>
        <translation>Spiel eine Karte und nimm gleiche Werte oder eine gleiche Summe. Räum den Tisch ab, um einen Bonus zu holen, und behalte die Karo-Sieben im Auge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture the useful cards from the table, and clear the table to earn a scopa, worth a point.</source>
        <translation>Nimm die wertvollen Karten vom Tisch und räum den Tisch ganz ab: Das ist eine Scopa und bringt einen Punkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points are added up only at the end of each deal. The first player with 11 points or more wins the match, if they have more points than the other. Reaching 11 during a deal does not end it early.</source>
        <translation>Punkte werden erst am Ende jeder Runde gezählt. Wer zuerst 11 Punkte oder mehr hat und dabei vor dem anderen liegt, gewinnt die Partie. Wer während einer Runde 11 erreicht, beendet sie damit nicht vorzeitig.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A pack of 40 cards in four suits: Diamonds, Hearts, Clubs and Spades. Each suit has Ace, 2 to 7, Fante (jack), Regina (queen) and Re (king).</source>
        <translation>Ein Blatt aus 40 Karten in vier Farben: Karo, Herz, Kreuz und Pik. Jede Farbe hat Ass, 2 bis 7, Fante (Bube), Regina (Dame) und Re (König).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture values: Ace 1, 2 to 7 as printed, Fante 8, Regina 9, Re 10. Court cards count in sums too.</source>
        <translation>Werte beim Nehmen: Ass 1, 2 bis 7 wie aufgedruckt, Fante 8, Regina 9, Re 10. Auch Bilder zählen in Summen mit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer gives three cards to each player and lays four cards face up on the table. The other cards form the stock.</source>
        <translation>Der Geber gibt jedem drei Karten und legt vier Karten offen auf den Tisch. Die übrigen Karten bilden den Stoß.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If three or four Kings (Re) lie on the table, the same dealer deals again.</source>
        <translation>Liegen drei oder vier Könige (Re) auf dem Tisch, gibt derselbe Geber neu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who did not deal plays first. The deal alternates after every complete deal.</source>
        <translation>Wer nicht gegeben hat, spielt zuerst. Nach jeder vollständigen Runde wechselt der Geber.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play one card from your hand. If a table card has the same value, you take one such card — only one, even if there are several.</source>
        <translation>Spiel eine Karte aus deiner Hand. Liegt eine Karte mit demselben Wert auf dem Tisch, nimmst du eine solche Karte – nur eine, auch wenn es mehrere gibt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when no table card has that value may you take a group of two or more cards whose values add up to it. If there are several groups, you choose one.</source>
        <translation>Nur wenn keine Tischkarte diesen Wert hat, darfst du eine Gruppe aus zwei oder mehr Karten nehmen, deren Werte zusammen so viel ergeben. Gibt es mehrere Gruppen, wählst du eine.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For example, with a 7: if a 7 lies on the table, take that 7. Otherwise you may take 3 + 4, or 2 + 5.</source>
        <translation>Zum Beispiel mit einer 7: Liegt eine 7 auf dem Tisch, nimm diese 7. Sonst darfst du 3 + 4 oder 2 + 5 nehmen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the card you play can capture, it must. You may still play another card that captures nothing: it stays face up on the table.</source>
        <translation>Kann die gespielte Karte etwas nehmen, muss sie es. Du darfst aber eine andere Karte spielen, die nichts nimmt: Sie bleibt offen auf dem Tisch liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your card and the cards you take go to your capture pile. Turns alternate. When both hands are empty, each player gets three more cards from the stock; the table gets none.</source>
        <translation>Deine Karte und die genommenen Karten kommen auf deinen Stapel. Ihr spielt abwechselnd. Sind beide Hände leer, bekommt jeder drei neue Karten vom Stoß; der Tisch bekommt keine.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every capture that clears the table is a scopa, worth 1 point — except on the very last card of the deal.</source>
        <translation>Jedes Nehmen, das den Tisch abräumt, ist eine Scopa und zählt 1 Punkt – außer mit der allerletzten Karte der Runde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the stock and both hands are empty, the cards left on the table go to the last player who captured. That is not a scopa.</source>
        <translation>Sind Stoß und beide Hände leer, bekommt der Spieler, der zuletzt genommen hat, die restlichen Tischkarten. Das ist keine Scopa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four prizes of 1 point each: most cards, most Diamonds, the Diamonds 7 (settebello) and the best primiera. A tie gives the point to nobody.</source>
        <translation>Vier Preise zu je 1 Punkt: die meisten Karten, die meisten Karo, die Karo-Sieben (Settebello) und die beste Primiera. Bei Gleichstand bekommt niemand den Punkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Primiera: you need at least one card of every suit. Add up your best card in each suit: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12 and court cards 10. These are not the capture values.</source>
        <translation>Primiera: Du brauchst mindestens eine Karte jeder Farbe. Zähl die Werte deiner besten Karte jeder Farbe zusammen: 7 zählt 21, 6 zählt 18, Ass 16, 5 zählt 15, 4 zählt 14, 3 zählt 13, 2 zählt 12 und Bilder 10. Das sind nicht die Werte beim Nehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each deal&apos;s points are added to the match score. A player with 11 or more who is ahead wins; if the scores are level at 11 or more, play another deal.</source>
        <translation>Die Punkte jeder Runde kommen zum Stand der Partie dazu. Wer 11 oder mehr hat und vorne liegt, gewinnt; steht es bei 11 oder mehr gleich, wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="-57"/>
        <source>Tarocchi di Piedicavallo</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>Tarocchi di Piedicavallo</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-73"/>
        <source>Minchiate</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>Minchiate</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+5"/>
        <source>You and an AI partner against two AI opponents</source>
        <extracomment>Format line, second part: who plays with and against whom.</extracomment>
        <translation>Du und ein KI-Partner gegen zwei KI-Gegner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal, settled in resti</source>
        <extracomment>Format line, last part: a single deal, settled in resti (units of 60 points).</extracomment>
        <translation>Eine Runde, abgerechnet in Resti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect counting cards and trump combinations with your partner. Point leads turn into resti during play and at the end; the net resti decide the winner.</source>
        <translation>Sammle mit deinem Partner Zählkarten und Trumpfkombinationen. Punktvorsprünge werden im Spiel und am Ende zu Resti; die Netto-Resti entscheiden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win card points, then turn the difference between the teams into settlement units called resti (one resto, several resti). The team with more resti in the end wins; equal resti are a tie. See Scoring and end for how points become resti.</source>
        <translation>Gewinne Kartenpunkte und verwandle den Unterschied zwischen den Teams in Abrechnungseinheiten namens Resti (ein Resto, mehrere Resti). Das Team mit mehr Resti gewinnt am Ende; gleich viele Resti sind unentschieden. Wie Punkte zu Resti werden, steht unter Wertung und Ende.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A pack of 97 cards: 40 trumps numbered 1 to 40, the Matto (the Fool), and four suits of 14 cards — Swords, Batons, Cups and Coins.</source>
        <translation>Ein Blatt aus 97 Karten: 40 Trümpfe von 1 bis 40, der Matto (der Narr) und vier Farben zu 14 Karten – Schwerter, Stäbe, Kelche und Münzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer picks the dealer and cuts for the player on the dealer&apos;s left. From the cut, that player takes (robs) cards one by one as long as each is a counting card or a trump above 20, at most thirteen. Robbed cards are shown, and the counting ones score for the robber&apos;s team at once.</source>
        <translation>Der Computer bestimmt den Geber und hebt für den Spieler links vom Geber ab. Dieser nimmt (raubt) vom Abhub Karte für Karte, solange jede eine Zählkarte oder ein Trumpf über 20 ist, höchstens dreizehn. Geraubte Karten werden gezeigt, und die zählenden punkten sofort für das Team des Räubers.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets 21 cards: a packet of 10 and then a packet of 11, starting with the player on the dealer&apos;s right. The dealer&apos;s last card is shown to all and scores at once if it is worth points.</source>
        <translation>Dann bekommt jeder 21 Karten: ein Paket zu 10 und dann eines zu 11, beginnend rechts vom Geber. Die letzte Karte des Gebers wird allen gezeigt und punktet sofort, wenn sie etwas zählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards left over are the Fola. The dealer robs from its top in the same way (counting cards and trumps above 20, shown and scored at once).</source>
        <translation>Die übrigen Karten sind die Fola. Der Geber raubt auf dieselbe Weise oben von ihr (Zählkarten und Trümpfe über 20, gezeigt und sofort gezählt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever robbed discards back to 21 cards, face down. Only cards worth nothing may be discarded, and never trump 29. Discards count for nobody.</source>
        <translation>Wer geraubt hat, legt verdeckt auf 21 Karten ab. Abgelegt werden dürfen nur wertlose Karten, nie Trumpf 29. Abgelegte Karten zählen für niemanden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before play, starting on the dealer&apos;s right, each player may declare the combinations (versicole, listed below) held in hand: the cards are shown and the combination scores at once. Then the Fola is turned up; its cards never take part in the tricks.</source>
        <translation>Vor dem Spiel darf jeder, rechts vom Geber beginnend, die Kombinationen auf der Hand melden (Versicole, siehe unten): Die Karten werden gezeigt und die Kombination zählt sofort. Dann wird die Fola aufgedeckt; ihre Karten spielen in den Stichen nie mit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cuts and robs for everyone; you choose your discards, your declarations and your cards.</source>
        <translation>Der Computer hebt ab und raubt für alle; du wählst deine Ablagen, deine Meldungen und deine Karten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play goes anticlockwise; the player on the dealer&apos;s right leads the first trick and the winner of each trick leads the next.</source>
        <translation>Gespielt wird gegen den Uhrzeigersinn; der Spieler rechts vom Geber spielt zum ersten Stich aus, der Gewinner jedes Stichs zum nächsten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can; if you cannot, play a trump; if you have no trump either, play any card. You never have to beat the cards already played. The highest trump wins the trick; with no trump, the highest card of the suit led.</source>
        <translation>Bediene die ausgespielte Farbe, wenn du kannst; sonst spiel einen Trumpf; hast du auch keinen Trumpf, spiel eine beliebige Karte. Überstechen musst du nie. Der höchste Trumpf gewinnt den Stich; ohne Trumpf die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps rank from 40 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. In Cups and Coins the Ace is the highest numeral and 10 the lowest; in Swords and Batons 10 is the highest and the Ace the lowest.</source>
        <translation>Rangfolge der Trümpfe: von 40 (höchster) abwärts bis 1. In einer Farbe: König, Dame, Reiter, Bube, dann die Zahlkarten. In Kelchen und Münzen ist das Ass die höchste Zahlkarte und die 10 die niedrigste; in Schwertern und Stäben ist die 10 die höchste und das Ass die niedrigste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King rule: in the first trick of a suit, once someone has played a trump to it, a later player who holds that suit&apos;s King must play the King — not even the Matto may replace it.</source>
        <translation>Königsregel: Im ersten Stich einer Farbe muss, sobald jemand Trumpf darauf gespielt hat, ein späterer Spieler mit dem König dieser Farbe den König spielen – nicht einmal der Matto darf ihn ersetzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Otherwise the Matto may be played instead of any card. It never wins a trick and stays with its team. If it was played to a trick the opponents won, its team gives them one card worth nothing from its tricks at the end — or the Matto itself if the team took no trick. If the Matto is led, the next card played sets the suit to follow.</source>
        <translation>Sonst darf der Matto statt jeder Karte gespielt werden. Er gewinnt nie einen Stich und bleibt bei seinem Team. Wurde er in einen Stich gespielt, den die Gegner gewonnen haben, gibt sein Team ihnen am Ende eine wertlose Karte aus seinen Stichen – oder den Matto selbst, wenn das Team keinen Stich hat. Wird der Matto ausgespielt, bestimmt die nächste Karte die zu bedienende Farbe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <translation>Kartenpunkte: Trümpfe 36 bis 40 zählen je 10; Trümpfe 30 bis 35, 28, 20, 13, 10 und 1, der Matto und die vier Könige je 5; Trümpfe 2 bis 5 je 3. Alle anderen Karten zählen nichts. Das Blatt enthält 142 Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your team wins a trick, the counting cards the opponents played to it score for you at once. All the cards you took are counted again at the end.</source>
        <translation>Gewinnt dein Team einen Stich, punkten die Zählkarten, die die Gegner dazu gespielt haben, sofort für euch. Alle genommenen Karten werden am Ende noch einmal gezählt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combinations (versicole): three or more consecutive trumps within 1–5 or within 28–40 (a longer run counts as one); trumps 1 and 40 with the Matto; trumps 1, 13 and 28; trumps 10, 20 and 30, or 20, 30 and 40 (all four together count as one); three or four Kings.</source>
        <translation>Kombinationen (Versicole): drei oder mehr aufeinanderfolgende Trümpfe innerhalb von 1–5 oder 28–40 (eine längere Folge zählt als eine); Trumpf 1 und 40 mit dem Matto; Trumpf 1, 13 und 28; Trumpf 10, 20 und 30 oder 20, 30 und 40 (alle vier zusammen zählen als eine); drei oder vier Könige.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A combination is worth the sum of its cards; trump 29 is worth 5 inside a combination. Holding the Matto adds 5 to every combination that does not already include it.</source>
        <translation>Eine Kombination zählt die Summe ihrer Karten; Trumpf 29 zählt in einer Kombination 5. Wer den Matto hält, bekommt 5 zu jeder Kombination, die ihn nicht schon enthält.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resti during play: after each score, whenever a team leads by 60 points or more, it earns one resto and 60 points come off the difference; repeat while the lead is still 60 or more.</source>
        <translation>Resti im Spiel: Nach jeder Wertung bekommt ein Team, das mit 60 Punkten oder mehr führt, ein Resto, und 60 Punkte gehen von der Differenz ab; das wiederholt sich, solange der Vorsprung 60 oder mehr beträgt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the 21st trick each team adds its card points, the combinations in the cards it took, 1 point for each card beyond 42, and 10 for the last trick. The difference left from play and these two totals give the final difference, rounded up in units of 60: a lead of 1–60 earns 1 resto, 61–120 earns 2, and 0 earns nothing.</source>
        <translation>Nach dem 21. Stich zählt jedes Team seine Kartenpunkte, die Kombinationen in seinen genommenen Karten, 1 Punkt für jede Karte über 42 und 10 für den letzten Stich. Die Restdifferenz aus dem Spiel und diese beiden Summen ergeben die Enddifferenz, aufgerundet in Einheiten von 60: Ein Vorsprung von 1–60 bringt 1 Resto, 61–120 bringt 2, und 0 bringt nichts.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add these to the resti settled during the deal. The net resti decide the winner; 0 is a tie.</source>
        <translation>Das kommt zu den im Spiel abgerechneten Resti hinzu. Die Netto-Resti entscheiden; 0 ist unentschieden.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>One deal</source>
        <extracomment>Format line, last part: the game is a single deal.</extracomment>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnership tarot from Piedicavallo in Piedmont: follow suit, trump when you cannot, keep the Matto, and win most of the pack&apos;s 114 card points.</source>
        <translation>Partnertarock aus Piedicavallo im Piemont: Farbe bedienen, Trumpf spielen, wenn du nicht kannst, den Matto behalten und die meisten der 114 Kartenpunkte gewinnen.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-79"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+7"/>
        <source>Four players in two teams: you and your AI partner sitting opposite you, against the two AI players on your left and right.</source>
        <translation>Vier Spieler in zwei Teams: du und dein KI-Partner, der dir gegenübersitzt, gegen die beiden KI-Spieler links und rechts von dir.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>Win tricks that hold valuable cards. The pack holds 114 card points; the team with more of them wins. 57 to 57 is a tie.</source>
        <translation>Mach Stiche mit wertvollen Karten. Das Blatt zählt 114 Kartenpunkte; das Team mit mehr davon gewinnt. 57 zu 57 ist unentschieden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tarot pack of 62 cards: 21 trumps numbered 1 to 21, the Matto (the Fool), and four suits — Swords, Batons, Cups and Coins.</source>
        <translation>Ein Tarockblatt aus 62 Karten: 21 Trümpfe von 1 bis 21, der Matto (der Narr) und vier Farben – Schwerter, Stäbe, Kelche und Münzen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swords and Batons have King, Queen, Knight, Jack, then 10 down to 5. Cups and Coins have King, Queen, Knight, Jack, then Ace, 2, 3, 4, 5 and 6: there the Ace is the highest numeral and 6 the lowest.</source>
        <translation>Schwerter und Stäbe haben König, Dame, Reiter, Bube, dann 10 abwärts bis 5. Kelche und Münzen haben König, Dame, Reiter, Bube, dann Ass, 2, 3, 4, 5 und 6: dort ist das Ass die höchste Zahlkarte und die 6 die niedrigste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing and play go anticlockwise. Each player gets 15 cards; the dealer gets 17 and puts two of them aside, face down.</source>
        <translation>Gegeben und gespielt wird gegen den Uhrzeigersinn. Jeder bekommt 15 Karten; der Geber bekommt 17 und legt zwei davon verdeckt ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not put aside a King, trump 1, trump 21 or the Matto. Other trumps may go only if the 15 cards kept are all trumps and Kings (the Matto may stay too), or contain no trump at all.</source>
        <translation>Der Geber darf keinen König, Trumpf 1, Trumpf 21 oder den Matto ablegen. Andere Trümpfe nur, wenn die 15 behaltenen Karten alle Trümpfe und Könige sind (der Matto darf auch bleiben) oder gar keinen Trumpf enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer announces how many trumps were put aside, but not which. The two cards count for the dealer&apos;s team at the end, unless that team wins no trick: then they go to the other team.</source>
        <translation>Der Geber sagt an, wie viele Trümpfe er abgelegt hat, aber nicht welche. Die zwei Karten zählen am Ende für das Team des Gebers, außer dieses Team macht keinen Stich: Dann gehen sie an das andere Team.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player on the dealer&apos;s right leads the first trick. The winner of a trick leads the next.</source>
        <translation>Der Spieler rechts vom Geber spielt zum ersten Stich aus. Wer einen Stich macht, spielt zum nächsten aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can. If you cannot, play a trump if you have one. Otherwise play any card. You never have to beat the cards already played.</source>
        <translation>Bediene die ausgespielte Farbe, wenn du kannst. Kannst du nicht, spiel einen Trumpf, wenn du einen hast. Sonst spiel eine beliebige Karte. Überstechen musst du nie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps rank from 21 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. The highest trump wins the trick; with no trump, the highest card of the suit led wins.</source>
        <translation>Rangfolge der Trümpfe: von 21 (höchster) abwärts bis 1. In einer Farbe: König, Dame, Reiter, Bube, dann die Zahlkarten. Der höchste Trumpf gewinnt den Stich; ohne Trumpf gewinnt die höchste Karte der ausgespielten Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto may be played at any time, whatever you hold. It never wins a trick and stays with its player&apos;s team. If the Matto is led, the second card played sets the suit to follow.</source>
        <translation>Der Matto darf jederzeit gespielt werden, egal was du hältst. Er gewinnt nie einen Stich und bleibt beim Team seines Spielers. Wird der Matto ausgespielt, bestimmt die zweite gespielte Karte die zu bedienende Farbe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <translation>Könige, Trumpf 1, Trumpf 21 und der Matto zählen je 5 Punkte; Damen 4, Reiter 3, Buben 2; jede andere Karte 1. Der Wert einer Karte hat nichts mit ihrem Rang zu tun.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are simply added up one by one: there is no counting in groups.</source>
        <translation>Die Karten werden einfach einzeln zusammengezählt: Es wird nicht in Gruppen gezählt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After 15 tricks each team adds up its cards. A team that won no trick gives up its Matto, so a team that takes every trick scores all 114 points.</source>
        <translation>Nach 15 Stichen zählt jedes Team seine Karten. Ein Team ohne Stich gibt seinen Matto ab, ein Team mit allen Stichen bekommt also alle 114 Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team with more card points wins; equal totals are a tie.</source>
        <translation>Das Team mit mehr Kartenpunkten gewinnt; gleiche Summen sind unentschieden.</translation>
    </message>
</context>
<context>
    <name>LanguageSelector</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LanguageSelector.qml" line="+68"/>
        <location line="+77"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>LastMoveLine</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LastMoveLine.qml" line="+127"/>
        <source>Why?</source>
        <extracomment>After an AI move, at the top of the table: asks why the AI made it. Also the Y key.</extracomment>
        <translation>Warum?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Why did the AI make this move? (Y)</source>
        <extracomment>What the Why? link at the top of the table does (said by a screen reader).</extracomment>
        <translation>Warum hat die KI diesen Zug gemacht? (Y)</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+40"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You won it</source>
        <translation>Du hast ihn gemacht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI won it</source>
        <translation>Die KI hat ihn gemacht</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln Auge</numerusform>
            <numerusform>%Ln Augen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LearnButton.qml" line="+41"/>
        <source>Leave lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>The lesson was begun and left at step %1 of %2 (the steps you read or play).</extracomment>
        <translation>Lektion fortsetzen · Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>Starts this game&apos;s guided lesson on the table (your match waits, nothing counts).</extracomment>
        <translation>Lernen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your match, as you left it; the lesson resumes where you left it.</source>
        <translation>Zurück zu deiner Partie, wie du sie verlassen hast; die Lektion geht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>Ein geführtes Spiel, das dieses Spiel Regel für Regel beibringt; deine Partie wartet, und nichts wird gezählt.</translation>
    </message>
</context>
<context>
    <name>LessonOverlay</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="+37"/>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson: the move tried is against the rules (the table has no words for its code).</extracomment>
        <translation>Die Regeln erlauben diesen Zug hier nicht.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does.</extracomment>
        <translation>Das ist nicht der Zug der Lektion. Deiner: %1. Der der Lektion: %2. Nimm ihn zurück, um weiterzumachen.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Take your move back first.</source>
        <extracomment>A lesson: a move was tried while a wrong move still waits to be taken back.</extracomment>
        <translation>Nimm zuerst deinen Zug zurück.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your only move, played for you: %1</source>
        <extracomment>A lesson: your only legal move (not a card: e.g. Minchiate&apos;s pass), which the lesson played for you, as the deal&apos;s story tells it (%1).</extracomment>
        <translation>Dein einziger Zug, für dich gespielt: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played for you: %1</source>
        <extracomment>A lesson: a move of yours the lesson played for you in its finish (the hint&apos;s choice), as the deal&apos;s story tells it (%1, e.g. &quot;You played 5 of Coins.&quot;).</extracomment>
        <translation>Für dich gespielt: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Read the step, then press Next.</source>
        <extracomment>A lesson: a move was tried while the step waits for Next.</extracomment>
        <translation>Lies den Schritt und drück dann auf Weiter.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Also a fine move. Yours: %1. The lesson&apos;s: %2. Played out, yours does as well. This lesson follows one line of play: take your move back to follow along.</source>
        <extracomment>A lesson: a legal move as good as the step&apos;s (the same in words, and as good by the Hard level&apos;s reckoning). %1 your move and what it does, %2 the lesson&apos;s.</extracomment>
        <translation>Auch ein guter Zug. Deiner: %1. Der der Lektion: %2. Zu Ende gespielt schneidet deiner genauso gut ab. Diese Lektion folgt einem einzigen Spielverlauf: Nimm deinen Zug zurück, um ihr zu folgen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The two read alike, but the Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that reads like the step&apos;s but is worse by the Hard level&apos;s reckoning. %1 your move, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 resti&quot;).</extracomment>
        <translation>Das ist nicht der Zug der Lektion. Deiner: %1. Der der Lektion: %2. Beide lesen sich gleich, doch die Stufe Schwer, die das Spiel über die Karten durchspielt, die du nicht siehst, findet den der Lektion im Schnitt um etwa %3 besser. Nimm deinen zurück, um weiterzumachen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that differs from the step&apos;s only in what it spends or leaves (no gain of its own): why the lesson&apos;s is better, by the Hard level&apos;s reckoning. %1 your move and what it does, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 points&quot;).</extracomment>
        <translation>Das ist nicht der Zug der Lektion. Deiner: %1. Der der Lektion: %2. Die Stufe Schwer spielt das Spiel über die Karten, die du nicht siehst, zu Ende und findet den der Lektion im Schnitt um etwa %3 besser. Nimm deinen zurück, um weiterzumachen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Unlike yours, it %3. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does too, %3 what only the lesson&apos;s move does (e.g. &quot;wins the trick (13 points); keeps the Daus of Herz in hand&quot;).</extracomment>
        <translation>Das ist nicht der Zug der Lektion. Deiner: %1. Der der Lektion: %2. Anders als deiner: %3. Nimm deinen Zug zurück, um weiterzumachen.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That is not the lesson&apos;s discard. Yours: %1. The lesson&apos;s: %2. Nothing was discarded: your hand is as it was. Choose the marked cards to go on.</source>
        <extracomment>A lesson: the cards chosen together (a two-card discard) are not the lesson&apos;s; nothing was discarded. %1 your cards, each with what it does (&quot;Discard 2 of Batons — …; …&quot;), %2 the lesson&apos;s (the marked cards).</extracomment>
        <translation>Das ist nicht das Ablegen der Lektion. Deines: %1. Das der Lektion: %2. Nichts wurde abgelegt: deine Hand ist wie zuvor. Wähle die markierten Karten, um weiterzumachen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 — %2</source>
        <extracomment>A lesson: a move (%1) and what it does (%2), e.g. &quot;Play the King of Clubs — takes 2 cards from the table&quot;.</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Well played: that is the lesson&apos;s move.</source>
        <extracomment>A lesson: the move you just played is the one the step asked for.</extracomment>
        <translation>Gut gespielt: Das ist der Zug der Lektion.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have played the whole lesson. Well done!</source>
        <extracomment>A lesson&apos;s last words, once every step is done.</extracomment>
        <translation>Du hast die ganze Lektion gespielt. Gut gemacht!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at how the deal ended, then press Next.</source>
        <extracomment>A lesson: a deal of the lesson ended; its result shows until Next.</extracomment>
        <translation>Sieh dir an, wie die Runde ausging, und drücke dann Weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick on the table, then press Next.</source>
        <extracomment>A lesson: the AI&apos;s move finished a trick; it stays on the table until Next.</extracomment>
        <translation>Sieh dir den Stich auf dem Tisch an und drücke dann Weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI plays next: watch its move.</source>
        <extracomment>A lesson: the AI&apos;s move comes by itself in a moment (never an empty panel).</extracomment>
        <translation>Jetzt spielt die KI: sieh dir ihren Zug an.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marked: %1 (choose it, then key %2)</source>
        <extracomment>A lesson: the card the step marks (%1) and the key that makes its move once that card is chosen (%2, e.g. &quot;L&quot; for Lock), e.g. &quot;Marked: 2 of Spades (choose it, then key L)&quot;.</extracomment>
        <translation>Markiert: %1 (wähle sie, dann Taste %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marked: %1 (choose them, then key %2)</source>
        <extracomment>A lesson: the cards the step marks (%1) and the key that makes its move once those cards are chosen (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Cups, 9 of Coins (choose them, then key D)&quot;.</extracomment>
        <translation>Markiert: %1 (wähle sie, dann Taste %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked: %1 (key %2)</source>
        <extracomment>A lesson: what the step marks (%1) and the key that makes its move (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Trumps (key D)&quot;.</extracomment>
        <translation>Markiert: %1 (Taste %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked: %1</source>
        <extracomment>A lesson: the cards the step marks on the table, e.g. &quot;Marked: Re of Clubs, 3 of Cups&quot;, or, for a move without cards (a bet), that move, e.g. &quot;Marked: Bet 1&quot;.</extracomment>
        <translation>Markiert: %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Finish</source>
        <extracomment>A lesson&apos;s last step: its Next ends the lesson (its last words follow).</extracomment>
        <translation>Abschließen</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to your match</source>
        <extracomment>A finished lesson&apos;s only button: back to the match you left for it.</extracomment>
        <translation>Lektion gelernt — zurück zu deiner Partie</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back</source>
        <extracomment>A lesson: back to the previous step.</extracomment>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>The lesson played your only card, %1, for you. %2</source>
        <extracomment>A lesson: %1 your only legal card, which the lesson played for you; %2 what followed, as the deal&apos;s story tells it (&quot;&quot; or e.g. &quot;You won the trick (5 points).&quot;).</extracomment>
        <translation>Die Lektion hat deine einzige Karte, %1, für dich gespielt. %2</translation>
    </message>
    <message>
        <location line="+370"/>
        <source>Take back</source>
        <extracomment>A lesson: take back the move that was not the lesson&apos;s.</extracomment>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Skip ahead</source>
        <extracomment>A lesson&apos;s finish (it plays your remaining moves for you): its moves at once, up to its next words or the deal&apos;s end.</extracomment>
        <translation>Vorspulen</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next</source>
        <extracomment>A lesson: on to the next step.</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to the table</source>
        <extracomment>A finished lesson&apos;s only button, no match of yours under way: back to the table.</extracomment>
        <translation>Lektion gelernt — zurück zum Tisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave</source>
        <extracomment>A lesson: leave it (it can be resumed later).</extracomment>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>LessonStepCount</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonStepCount.qml" line="+28"/>
        <source>All steps done: %1 of %2</source>
        <extracomment>A lesson&apos;s progress once it is over: all its steps done, e.g. &quot;All steps done: 23 of 23&quot;.</extracomment>
        <translation>Alle Schritte erledigt: %1 von %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before step %1 of %2</source>
        <extracomment>A lesson&apos;s progress on a panel that is not a step of its own (a deal&apos;s end, a trick held for Next, the AI&apos;s move): the step that comes after it, e.g. &quot;Before step 9 of 23&quot;.</extracomment>
        <translation>Vor Schritt %1 von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <extracomment>A lesson&apos;s progress: step %1 of %2 (the steps you read or play; the AI&apos;s moves are not counted).</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LessonWords.qml" line="+12"/>
        <source>You and the AI each start with 20 chips and hold two cards. Every deal both pay an ante of 1 chip into the pot.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du und die KI beginnt mit je 20 Chips und haltet zwei Karten. In jeder Runde zahlen beide 1 Chip Einsatz in den Pot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards rank from the 2, the lowest, up to the Ace, the highest: 2 3 4 5 6 7 8 9 10 J Q K A, whatever the suit. One exception: a 2 beats an Ace.</source>
        <extracomment>Lesson step &quot;values&quot;: the order of the cards, shown at the start.</extracomment>
        <translation>Die Karten reichen von der 2, der niedrigsten, bis zum Ass, dem höchsten: 2 3 4 5 6 7 8 9 10 J Q K A, gleich welcher Farbe. Eine Ausnahme: Eine 2 schlägt ein Ass.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table shows how many of each player&apos;s two cards are UP (8 to A) and DOWN (2 to 7), never which card is which.</source>
        <extracomment>Lesson step &quot;signals&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Der Tisch zeigt, wie viele der zwei Karten jedes Spielers HOCH (8 bis A) und TIEF (2 bis 7) sind – nie, welche Karte welche ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the marked 2 face down: your chips ride on it. The 4 would win a little more often, but lock the 2 here to see its one strength: it beats an Ace. Your 4 stays for the next deal.</source>
        <extracomment>Lesson step &quot;lock&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Leg die markierte 2 verdeckt fest: Um sie geht es bei deinen Chips. Die 4 würde etwas öfter gewinnen, aber leg hier die 2 fest, um ihre eine Stärke zu sehen: Sie schlägt ein Ass. Deine 4 bleibt für die nächste Runde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both cards are locked and nothing is owed: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Beide Karten sind festgelegt und nichts ist offen: Checke und setze keinen Chip.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet: call to match its bet. The betting ends and both locked cards are shown.</source>
        <extracomment>Lesson step &quot;call&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die KI hat gesetzt: Geh mit, um ihren Einsatz auszugleichen. Das Setzen endet und beide festgelegten Karten werden gezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 2 against the AI&apos;s Ace: a 2 beats an Ace, so the pot is yours.</source>
        <extracomment>Lesson step &quot;two_beats_ace&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Deine 2 gegen das Ass der KI: Eine 2 schlägt das Ass, also gehört der Pot dir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is owed: bet 1 chip. The AI must now call, raise or fold.</source>
        <extracomment>Lesson step &quot;bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Nichts ist offen: Setze 1 Chip. Die KI muss jetzt mitgehen, erhöhen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI folded: the pot is yours. Both locked cards are still shown, but they change nothing.</source>
        <extracomment>Lesson step &quot;fold&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die KI ist ausgestiegen: Der Pot gehört dir. Beide festgelegten Karten werden trotzdem gezeigt, ändern aber nichts.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The betting is over and both locked cards are turned up: the higher rank takes the pot; a tie splits it.</source>
        <extracomment>Lesson step &quot;showdown&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Das Setzen ist vorbei und beide festgelegten Karten werden aufgedeckt: Der höhere Rang gewinnt den Pot; bei Gleichstand wird er geteilt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI raised: it put in more than your bet, and a raise adds at least as much as the last bet. Against a raise you may call, raise again or fold.</source>
        <extracomment>Lesson step &quot;raise&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die KI hat erhöht: Sie hat mehr als deinen Einsatz gesetzt, und eine Erhöhung legt mindestens so viel drauf wie der letzte Einsatz. Gegen eine Erhöhung darfst du mitgehen, erneut erhöhen oder aussteigen.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your Queen cannot lose: raise with all your chips. You are all-in, and against an all-in player the AI may only call or fold.</source>
        <extracomment>Lesson step &quot;all_in&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Deine Dame kann nicht verlieren: Erhöhe mit allen deinen Chips. Du bist All-in, und gegen einen All-in-Spieler kann die KI nur mitgehen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock the 4 rather than the 3: the higher card wins more often when the cards are shown.</source>
        <extracomment>Lesson step &quot;lock_higher&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Leg die 4 fest, nicht die 3: Die höhere Karte gewinnt öfter, wenn die Karten gezeigt werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your locked 4 is a low card that will rarely win: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_weak&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Deine festgelegte 4 ist eine niedrige Karte, die selten gewinnt: Checke und setze keinen Chip.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet 10 chips. Your low 4 would rarely win: calling risks 10 more chips, while folding loses only the chip you put in.</source>
        <extracomment>Lesson step &quot;fold_big_bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die KI hat 10 Chips gesetzt. Deine niedrige 4 gewinnt selten: Mitgehen riskiert 10 weitere Chips, Aussteigen kostet nur den Chip, den du gesetzt hast.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the 3 and keep your 2: a 2 is the one card that beats an Ace, so save it for a later deal.</source>
        <extracomment>Lesson step &quot;lock_keep_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Leg die 3 fest und behalte deine 2: Die 2 ist die einzige Karte, die ein Ass schlägt – heb sie dir für eine spätere Runde auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bets and your 3 is low: fold, and lose only the chip you put in, rather than pay to see a likely loss.</source>
        <extracomment>Lesson step &quot;fold_low&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die KI setzt und deine 3 ist niedrig: Steig aus und verlier nur den Chip, den du gesetzt hast, statt zu zahlen, um eine wahrscheinliche Niederlage zu sehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both your cards are 2s, equal in rank: lock either one.</source>
        <extracomment>Lesson step &quot;lock_twos&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Beide Karten sind 2er, gleich im Rang: Leg eine davon fest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your locked 2 beats only an Ace: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Deine festgelegte 2 schlägt nur ein Ass: Checke und setze keinen Chip.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock the 5 and keep the 2: the 5 beats the lower DOWN cards, and the 2 waits for an Ace.</source>
        <extracomment>Lesson step &quot;lock_five&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Leg die 5 fest und behalte die 2: Die 5 schlägt die kleineren TIEF-Karten, und die 2 wartet auf ein Ass.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 5 wins only about one time in three: check rather than bet chips on it.</source>
        <extracomment>Lesson step &quot;check_third&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Deine 5 gewinnt nur etwa jedes dritte Mal: Checke, statt Chips auf sie zu setzen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both of the AI&apos;s cards are DOWN (2 to 7): your Queen beats either. Lock it: a sure win is worth chips, and a small bet first may tempt the AI to put in more.</source>
        <extracomment>Lesson step &quot;lock_queen&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Beide Karten der KI sind TIEF (2 bis 7): Deine Dame schlägt jede davon. Leg sie fest: Ein sicherer Sieg ist Chips wert, und ein kleiner Einsatz zuerst kann die KI verleiten, mehr zu setzen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Lock &amp; Bet: lock one card, then check, bet, call, raise or fold. At the showdown the higher locked card takes the pot, and a 2 beats an Ace; a fold gives the pot away. Whoever runs out of chips loses the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Das ist Lock &amp; Bet: Leg eine Karte fest, dann schiebe, setze, gehe mit, erhöhe oder steige aus. Beim Aufdecken gewinnt die höhere festgelegte Karte den Pot, und eine 2 schlägt ein Ass; wer aussteigt, gibt den Pot ab. Wem die Chips ausgehen, der verliert das Match.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/LessonWords.qml" line="+12"/>
        <source>You and your partner opposite you play against the two AI players. Win counting cards and combinations; a lead of 60 points becomes a resto.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du und dein Partner gegenüber spielt gegen die zwei KI-Spieler. Gewinnt Zählkarten und Kombinationen; ein Vorsprung von 60 Punkten wird ein Resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Kartenpunkte: Trümpfe 36 bis 40 zählen je 10; Trümpfe 30 bis 35, 28, 20, 13, 10 und 1, der Matto und die vier Könige je 5; Trümpfe 2 bis 5 je 3. Alle anderen Karten zählen nichts. Das Blatt enthält 142 Punkte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer cut the pack for you, and from the cut you robbed the marked cards: trumps above 20 or counting cards. Robbed cards are shown to everyone.</source>
        <extracomment>Lesson step &quot;robbing&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Der Computer hat für dich abgehoben, und vom Abhub hast du die markierten Karten geraubt: Trümpfe über 20 oder Zählkarten. Geraubte Karten sieht jeder.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The cards left over, the Fola, are now turned up and out of play: the table does not show them, but the Set-up button lists them. They never take part in the tricks, yet they tell you which cards nobody holds.</source>
        <extracomment>Lesson step &quot;fola&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die übrigen Karten, die Fola, sind jetzt aufgedeckt und aus dem Spiel: Der Tisch zeigt sie nicht, aber die Schaltfläche „Vorbereitung“ listet sie auf. Sie spielen in den Stichen nie mit, verraten dir aber, welche Karten niemand hat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump. No trump is down yet, so your lowest, the 14, worth nothing, is enough to head the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast keine Karte der ausgespielten Farbe, also musst du einen Trumpf spielen. Es liegt noch kein Trumpf, also reicht dein niedrigster, die 14, die nichts wert ist, um den Stich anzuführen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it, and it is worth 5 points.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast den Stich gewonnen, also spielst du aus: Jede Karte darf den nächsten beginnen. Spiel den Kelch-König aus: Kein Kelch schlägt ihn, also kann nur ein Trumpf ihn nehmen, und er ist 5 Punkte wert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the Queen, so give one worth nothing.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast Karten der ausgespielten Farbe, also musst du Farbe bekennen. Du musst die schon gespielten Karten nie schlagen: Keine deiner Münzen schlägt die Dame, also gib eine, die nichts wert ist.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You must follow Cups, and every court card beats a numeral: none of yours beats the Jack. In Cups and Coins the numerals run backwards: your Ace is the highest of them, yet worth nothing. Give it; your partner plays last and may still win the trick.</source>
        <extracomment>Lesson step &quot;cannot_beat_jack&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du musst Kelch bekennen, und jede Bildkarte schlägt die Zahlkarten: Keine deiner Karten schlägt den Buben. In Kelchen und Münzen laufen die Zahlkarten rückwärts: Dein Ass ist die höchste von ihnen, aber nichts wert. Gib es; dein Partner spielt zuletzt und kann den Stich noch gewinnen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As you saw with the Ace, Cups run backwards: the 10 is the lowest numeral. Your 7 and 8 lose to the 4, so give one of them; both are worth nothing.</source>
        <extracomment>Lesson step &quot;cups_order&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Wie du beim Ass gesehen hast, laufen Kelche rückwärts: Die 10 ist die niedrigste Zahlkarte. Deine 7 und 8 verlieren gegen die 4, also gib eine davon; beide sind nichts wert.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>An opponent played the Matto (the Fool): it may replace any card, never wins a trick and stays with its team, which gives your team a card worth nothing for it at the end. So your King won, and you lead again: a low Baton worth nothing gives nothing away.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Ein Gegner hat den Matto (den Narren) gespielt: Er darf jede Karte ersetzen, gewinnt nie einen Stich und bleibt bei seinem Team, das deinem Team dafür am Ende eine wertlose Karte gibt. Also hat dein König gewonnen, und du spielst wieder aus: Ein niedriger, wertloser Stab verschenkt nichts.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You play last and must follow Batons, but none of yours beats the Knight: throw a card worth nothing and keep the 9, your highest Baton.</source>
        <extracomment>Lesson step &quot;last_cannot_beat&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du spielst zuletzt und musst Stab bekennen, aber keine deiner Karten schlägt den Reiter: Wirf eine wertlose Karte ab und behalte die 9, deinen höchsten Stab.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner&apos;s trump 39 heads the trick, and only trump 40 beats it: that card lies in the Fola, out of play. So give your trump 10 to your partner&apos;s trick: it is worth 5 points.</source>
        <extracomment>Lesson step &quot;fola_trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Der Trumpf 39 deines Partners führt den Stich an, und nur Trumpf 40 schlägt ihn: Diese Karte liegt in der Fola, aus dem Spiel. Also gib deinen Trumpf 10 in den Stich deines Partners: Er ist 5 Punkte wert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Minchiate: before play come robbing, discards and declarations; then follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick. Every 60 points of lead make a resto; the net resti decide.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Das ist Minchiate: Vor dem Spiel wird geraubt, abgelegt und angesagt; dann bekenne Farbe, wenn du kannst, sonst spiel einen Trumpf; der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe, gewinnt den Stich. Je 60 Punkte Vorsprung ergeben ein Resto; die Netto-Resti entscheiden.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>All 21 tricks are played. Each team counts its cards, the combinations among them and 10 for the last trick; the difference gives more resti. The net resti decide the winner.</source>
        <extracomment>Lesson step &quot;end&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Alle 21 Stiche sind gespielt. Jedes Team zählt seine Karten, die Kombinationen darin und 10 für den letzten Stich; die Differenz bringt weitere Resti. Die Resti unterm Strich entscheiden.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>You robbed, so you discard back to 21 cards, face down. Only cards worth nothing may go, never trump 29: choose the two marked cards, then press Discard (key D).</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table. &quot;Discard&quot; is the table&apos;s Discard button.</extracomment>
        <translation>Du hast geraubt, also legst du verdeckt auf 21 Karten ab. Nur wertlose Karten dürfen weg, nie Trumpf 29: Wähl die zwei markierten Karten, dann drück auf „Ablegen“ (Taste D).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before play you may declare the combinations in your hand: the marked trumps are a run. Declare it by its button or its number key; it scores at once. With nothing more to declare, the table then passes for you.</source>
        <extracomment>Lesson step &quot;declare&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Vor dem Spiel darfst du die Kombinationen in deiner Hand ansagen: Die markierten Trümpfe sind eine Folge. Sag sie mit ihrer Schaltfläche oder ihrer Zifferntaste an; sie zählt sofort. Hast du nichts mehr anzusagen, passt der Tisch dann für dich.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your team&apos;s lead reached 60 points in the last tricks: it earned a resto (the unit the deal is settled in), Resto 1 in the score box. This trick ended the deal, so the box already counts the end too: the rest of the lead plus the end count, in units of 60.</source>
        <extracomment>Lesson step &quot;resto&quot;, read once the last trick has ended the deal: first the resto earned during play, then what the score box now counts (the end&apos;s settlement).</extracomment>
        <translation>In den letzten Stichen erreichte der Vorsprung deines Teams 60 Punkte: Es bekam ein Resto (die Einheit der Abrechnung), Resto 1 in der Punkteanzeige. Dieser Stich hat die Runde beendet, also zählt die Anzeige das Ende schon mit: der Rest des Vorsprungs plus die Schlusszählung, in Einheiten von 60.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="+56"/>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="+62"/>
        <source>You have now seen every rule of play. The lesson plays the rest of your cards for you, as the hint would: watch the deal to its end.</source>
        <extracomment>Lesson step &quot;finish&quot;: after it the lesson plays the player&apos;s remaining moves itself (the hint&apos;s choice), up to the deal&apos;s end.</extracomment>
        <translation>Du hast jetzt jede Spielregel gesehen. Die Lektion spielt deine übrigen Karten für dich, wie der Tipp es täte: Schau dem Spiel bis zum Ende zu.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="-44"/>
        <source>You and your partner opposite you play against the two AI players on your left and right. You are the dealer: you got 17 cards, the others 15.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du und dein Partner gegenüber spielt gegen die zwei KI-Spieler links und rechts von dir. Du bist der Geber: Du hast 17 Karten bekommen, die anderen 15.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Könige, Trumpf 1, Trumpf 21 und der Matto zählen je 5 Punkte; Damen 4, Reiter 3, Buben 2; jede andere Karte 1. Der Wert einer Karte hat nichts mit ihrem Rang zu tun.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the dealer, put two cards aside face down: discard the marked cards. They count for your team at the end if it wins at least one trick.</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Als Geber legst du zwei Karten verdeckt ab: Leg die markierten Karten ab. Sie zählen am Ende für dein Team, wenn es mindestens einen Stich macht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest trump won the first trick. The winner of a trick leads the next one.</source>
        <extracomment>Lesson step &quot;trick_won&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Der höchste Trumpf hat den ersten Stich gewonnen. Wer einen Stich gewinnt, spielt den nächsten aus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the King, so give one.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast Karten der ausgespielten Farbe, also musst du Farbe bekennen. Du musst die schon gespielten Karten nie schlagen: Keine deiner Münzen schlägt den König, also gib eine.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump (or the Matto, which may go at any time: more on it soon). Your 15 is the lowest trump above the opponent&apos;s 13: it wins the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast keine Karte der ausgespielten Farbe, also musst du einen Trumpf spielen (oder den Matto, der jederzeit gespielt werden darf: gleich mehr dazu). Deine 15 ist der niedrigste Trumpf über der 13 des Gegners: Sie gewinnt den Stich.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead the Matto (the Fool) to see it at work: it may be played at any time. It never wins a trick, but it stays with your team, with its 5 points. When it is led, the next card sets the suit. The Queen of Cups would score a little more here; you keep her.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table. Leading the Queen of Cups would score a little more in this position.</extracomment>
        <translation>Spiel den Matto (den Narren) aus, um ihn in Aktion zu sehen: Er darf jederzeit gespielt werden. Er gewinnt nie einen Stich, bleibt aber mit seinen 5 Punkten bei deinem Team. Wird er ausgespielt, bestimmt die nächste Karte die Farbe. Die Kelch-Dame brächte hier etwas mehr; du behältst sie.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast den Stich gewonnen, also spielst du aus: Jede Karte darf den nächsten beginnen. Spiel den Kelch-König aus: Kein Kelch schlägt ihn, also kann nur ein Trumpf ihn nehmen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All 15 tricks are played. Each team adds up its cards: Kings, trumps 1 and 21 and the Matto 5, Queens 4, Knights 3, Jacks 2, every other card 1. The pack holds 114 points; more wins.</source>
        <extracomment>Lesson step &quot;points&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Alle 15 Stiche sind gespielt. Jedes Team zählt seine Karten: Könige, Trumpf 1 und 21 und der Matto 5, Damen 4, Reiter 3, Buben 2, jede andere Karte 1. Das Spiel hat 114 Punkte; mehr gewinnt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is Tarocchi di Piedicavallo: follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick, and its winner leads next. The Matto may go at any time. The team with more points wins.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Das ist Tarocchi di Piedicavallo: Bekenne Farbe, wenn du kannst, sonst spiel einen Trumpf; der höchste Trumpf, sonst die höchste Karte der ausgespielten Farbe, gewinnt den Stich, und wer ihn gewinnt, spielt als Nächstes aus. Der Matto darf jederzeit kommen. Das Team mit mehr Punkten gewinnt.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LessonWords.qml" line="+12"/>
        <source>You play Schnapsen against the AI. The turned-up card sets the trump suit; the stock lies on it, and after each trick the winner draws first. The first to reach 66 card points wins the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du spielst Schnapsen gegen die KI. Die aufgedeckte Karte bestimmt die Atoutfarbe; darauf liegt der Talon, und nach jedem Stich hebt der Gewinner zuerst ab. Wer zuerst 66 Augen erreicht, gewinnt die Runde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: the Daus (Ace) 11, the Zehner (10) 10, the König (King) 4, the Ober (Queen) 3, the Unter (Jack) 2. The 20 cards hold 120 points; each trick&apos;s cards count for its winner.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Augen der Karten: das Daus (Ass) 11, der Zehner (10) 10, der König 4, der Ober (Dame) 3, der Unter (Bube) 2. Die 20 Karten halten 120 Augen; die Karten jedes Stichs zählen für den, der ihn macht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>While the stock is open you need not follow suit. Play the trump Zehner (the 10): a trump beats any other suit. The Daus (the Ace) would win one point more; the trump wins as surely and you keep the Daus.</source>
        <extracomment>Lesson step &quot;free_follow&quot;; the cards it names are marked on the table. The Daus would win one point more (14 against 13).</extracomment>
        <translation>Solange der Talon offen ist, musst du nicht Farbe bekennen. Spiel den Atout-Zehner (die 10): Ein Atout sticht jede andere Farbe. Das Daus (das Ass) brächte einen Punkt mehr; das Atout sticht genauso sicher, und du behältst das Daus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead now and hold the trump Unter (the Jack): press &quot;Exchange trump Unter&quot; (key X) to take the turned-up trump, worth more. It costs no turn: you still lead after it.</source>
        <extracomment>Lesson step &quot;exchange&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Exchange trump Unter&quot; button, worded as the table words it.</extracomment>
        <translation>Du spielst jetzt aus und hältst den Atout-Unter (den Buben): Drück „Atout-Unter austauschen“ (Taste X), um die aufgedeckte Atoutkarte zu nehmen, die mehr wert ist. Das kostet keinen Zug: Danach spielst du weiter aus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>König (the King) and Ober (the Queen) of trumps are a marriage: press &quot;König of Eichel: +40&quot; (or M on the ringed König). It scores 40 and leads the König. Closing first works too: you may declare whenever you lead.</source>
        <extracomment>Lesson step &quot;marriage&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s marriage button (&quot;%1: +%2&quot; with the card&apos;s name), worded as the table words it.</extracomment>
        <translation>König und Ober (die Dame) in Atout sind ein Paar: Drück „Eichel-König: +40“ (oder M auf dem umrandeten König). Das zählt 40 und spielt den König aus. Erst zudrehen ginge auch: Ansagen darfst du, wann immer du ausspielst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your points rose by 48: 40 for the marriage in trumps (a marriage in another suit scores 20) and 8 for the trick. You have nearly 66 points: press &quot;Close the stock&quot; (key C). Nobody draws any more and the strict rules apply at once; now you must reach 66.</source>
        <extracomment>Lesson step &quot;close&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Close the stock&quot; button.</extracomment>
        <translation>Deine Augen stiegen um 48: 40 für das Trumpfpaar (ein Paar in einer anderen Farbe zählt 20) und 8 für den Stich. Du hast fast 66 Augen: Drück „Zudrehen“ (Taste C). Niemand hebt mehr ab, die strengen Regeln gelten sofort; jetzt musst du 66 erreichen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI trumped your Daus and leads. The stock is closed: you must follow suit and beat the card if you can, else trump. Your only such card is the trump Ober: Next plays it for you.</source>
        <extracomment>Lesson step &quot;strict_follow&quot;; the cards it names are marked on the table. &quot;Next&quot; is the lesson&apos;s Next button.</extracomment>
        <translation>Die KI hat dein Daus gestochen und spielt aus. Der Talon ist zu: Du musst Farbe bekennen und stechen, wenn du kannst, sonst Atout spielen. Deine einzige solche Karte ist der Atout-Ober: „Weiter“ spielt ihn für dich.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lead the Daus of Herz, worth 11: no Herz beats it, so the AI must trump it to win it, or lose 11 points to you. If it trumps, that trump is gone, and your trump Ober still waits to win a trick.</source>
        <extracomment>Lesson step &quot;lead_daus&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Spiel das Herz-Daus aus, 11 wert: Kein Herz schlägt es, also muss die KI es mit Atout stechen, um es zu gewinnen, oder dir 11 Augen lassen. Sticht sie, ist dieses Atout weg, und dein Atout-Ober wartet noch darauf, einen Stich zu gewinnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Schnapsen: while the stock is open you need not follow suit; you may exchange the trump Unter and declare a marriage when you lead. Once the stock is closed or empty, follow suit and beat or trump. 66 points win the deal.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Das ist Schnapsen: Solange der Talon offen ist, musst du nicht Farbe bekennen; wenn du ausspielst, darfst du den Atout-Unter austauschen und ein Paar ansagen. Ist der Talon zugedreht oder leer, bekenne Farbe und stich oder trumpfe. 66 Augen gewinnen die Runde.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>You reached 66 after closing: the deal is yours. Your game points depend on the AI&apos;s points and tricks when you closed; they count your match down from 7.</source>
        <extracomment>Lesson step &quot;win_66&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du hast nach dem Zudrehen 66 erreicht: Die Runde gehört dir. Deine Spielpunkte hängen von den Augen und Stichen der KI beim Zudrehen ab; sie zählen dein Bummerl von 7 herunter.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="-50"/>
        <source>You play Scopa against the AI. You each hold three cards, and four cards lie face up on the table. Capture table cards with the cards you play; points are counted at the end of the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Du spielst Scopa gegen die KI. Jeder hält drei Karten, und vier Karten liegen offen auf dem Tisch. Nimm mit deinen Karten Karten vom Tisch; gezählt wird am Ende der Runde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture values: the Ace 1, the 2 to 7 their number, the Jack 8, the Queen 9, the King 10. For the primiera, a prize at the end, your best card of each suit counts: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12, court cards 10.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; values, shown at the start.</extracomment>
        <translation>Werte beim Nehmen: das Ass 1, die 2 bis 7 ihre Zahl, der Bube 8, die Dame 9, der König 10. Für die Primiera, einen Preis am Ende, zählt deine beste Karte jeder Farbe: 7 zählt 21, 6 zählt 18, Ass 16, 5 zählt 15, 4 zählt 14, 3 zählt 13, 2 zählt 12, Bilder 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the marked card: it takes the table card of the same value. Equal values capture each other.</source>
        <extracomment>Lesson step &quot;capture_value&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Spiel die markierte Karte: Sie nimmt die Tischkarte mit demselben Wert. Gleiche Werte nehmen einander.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the marked card. It captures nothing, so it stays face up on the table, where the AI may take it.</source>
        <extracomment>Lesson step &quot;lays_card&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Spiel die markierte Karte. Sie nimmt nichts, also bleibt sie offen auf dem Tisch liegen, wo die KI sie nehmen kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table card has your card&apos;s value, but two of them add up to it: the marked card takes both. A sum may be two or more cards.</source>
        <extracomment>Lesson step &quot;capture_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Keine Tischkarte hat den Wert deiner Karte, aber zwei ergeben ihn zusammen: Die markierte Karte nimmt beide. Eine Summe kann aus zwei oder mehr Karten bestehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both hands are empty, so each player gets three new cards from the stock. The table gets none.</source>
        <extracomment>Lesson step &quot;new_round&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Beide Hände sind leer, also bekommt jeder drei neue Karten vom Stoß. Der Tisch bekommt keine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The marked card takes every card left on the table. Clearing the table is a scopa: 1 point at the end of the deal.</source>
        <extracomment>Lesson step &quot;scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die markierte Karte nimmt alle Karten, die noch auf dem Tisch liegen. Den Tisch abzuräumen ist eine Scopa: 1 Punkt am Ende der Runde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capture the Diamonds 7, the settebello: it is a prize of 1 point on its own, and a good card for the primiera.</source>
        <extracomment>Lesson step &quot;settebello&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Nimm die Karo-Sieben, den Settebello: Sie ist für sich allein ein Preis von 1 Punkt und eine gute Karte für die Primiera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table card has the same value as your card, so your card must take that one card, even where a sum would also fit. Your other card may also take its twin: that scores a little more here, but it shows no sum.</source>
        <extracomment>Lesson step &quot;must_take&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Eine Tischkarte hat denselben Wert wie deine Karte, also muss deine Karte genau diese eine nehmen, auch wenn eine Summe ebenfalls passen würde. Deine andere Karte kann auch ihren Zwilling nehmen: Das bringt hier etwas mehr, zeigt aber keine Summe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last card has been played. The cards still on the table go to the last player who captured; that is not a scopa.</source>
        <extracomment>Lesson step &quot;leftovers&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die letzte Karte ist gespielt. Die Karten, die noch auf dem Tisch liegen, bekommt, wer zuletzt genommen hat; das ist keine Scopa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal is over. Each player scores their scopas and the four prizes: most cards, most Diamonds, the settebello and the best primiera. The first to reach 11 points wins the match.</source>
        <extracomment>Lesson step &quot;prizes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Die Runde ist vorbei. Jeder zählt seine Scope und die vier Preise: die meisten Karten, die meisten Karo, den Settebello und die beste Primiera. Wer zuerst 11 Punkte erreicht, gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your 3 takes the 3, the only card on the table: you clear the table again, a second scopa and one more point.</source>
        <extracomment>Lesson step &quot;second_scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Deine 3 nimmt die 3, die einzige Karte auf dem Tisch: Du räumst den Tisch wieder ab, eine zweite Scopa und ein Punkt mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the 6 with your 6 of Diamonds: the capture brings a Diamond home, toward the prize for most Diamonds. Your King takes nothing here.</source>
        <extracomment>Lesson step &quot;take_diamond&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Nimm die 6 mit deiner Karo-Sechs: Der Stich bringt dir ein Karo ein, für den Preis der meisten Karos. Dein König nimmt hier nichts.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of your cards can take anything here, so you lay one on the table. Lay the 6: the table then adds up to more than 10, so the AI cannot sweep it in one capture.</source>
        <extracomment>Lesson step &quot;lay_nothing_takes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Keine deiner Karten kann hier etwas nehmen, also legst du eine auf den Tisch. Leg die 6: Dann ergibt der Tisch zusammen mehr als 10, und die KI kann ihn nicht mit einem Stich abräumen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Again nothing of yours takes a card. Lay the 4 and keep your Queen (worth 9): the table adds up to far more than 10, so no sweep is possible.</source>
        <extracomment>Lesson step &quot;lay_again&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Wieder nimmt keine deiner Karten etwas. Leg die 4 und behalte deine Dame (9 wert): Der Tisch ergibt zusammen weit mehr als 10, also ist kein Abräumen möglich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay the Ace: with the Jack (worth 8) on the table it makes 9, the value of a Queen. Once the Queen on the table is taken, a Queen played later can take both.</source>
        <extracomment>Lesson step &quot;lay_for_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Leg das Ass: Mit dem Buben (8 wert) auf dem Tisch ergibt es 9, den Wert einer Dame. Sobald die Dame auf dem Tisch genommen ist, kann eine später gespielte Dame beide nehmen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Scopa: your card takes a table card of equal value, which must come first, or cards that add up to it; a card that takes nothing is laid. Clearing the table is a scopa. Scopas and the four prizes score; 11 points win the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Das ist Scopa: Deine Karte nimmt eine Tischkarte gleichen Werts, die Vorrang hat, oder Karten, die zusammen ihren Wert ergeben; eine Karte, die nichts nimmt, wird abgelegt. Den Tisch abzuräumen ist eine Scopa. Scopas und die vier Preise zählen; 11 Punkte gewinnen das Match.</translation>
    </message>
</context>
<context>
    <name>LevelNotes</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+162"/>
        <source>Counts the cards and follows rules of thumb, but %1 of the time takes one of its three best-looking moves instead of the best.</source>
        <comment>scopa</comment>
        <translation>Zählt die Karten und folgt Faustregeln, wählt aber in %1 der Fälle einen der drei besten Züge statt des besten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows the same rules of thumb as Easy, but takes a near-best move instead of the best %1 of the time.</source>
        <comment>scopa</comment>
        <translation>Folgt denselben Faustregeln wie Leicht, wählt aber in %1 der Fälle einen fast besten Zug statt des besten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards, guessing from how you have played so far, and plays the one that scores best; near the end of the stock it calculates exactly.</source>
        <comment>scopa</comment>
        <translation>Probiert jeden Zug in %1 Annahmen über die ungesehenen Karten aus, abgeleitet daraus, wie du bisher gespielt hast, und spielt den, der am meisten bringt; gegen Ende des Stoßes rechnet er genau.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+141"/>
        <source>Plays by rules of thumb, but %1 of the time plays a random card.</source>
        <comment>schnapsen</comment>
        <translation>Spielt nach Faustregeln, in %1 der Fälle aber eine zufällige Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always plays by its rules of thumb.</source>
        <comment>schnapsen</comment>
        <translation>Spielt immer nach seinen Faustregeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards: it plays each guess out while the stock is open and calculates exactly once it is closed or nearly gone.</source>
        <comment>schnapsen</comment>
        <translation>Probiert jeden Zug in %1 Annahmen über die ungesehenen Karten aus: Solange der Talon offen ist, spielt er jede Annahme zu Ende, ist er zugedreht oder fast aufgebraucht, rechnet er genau.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+66"/>
        <location line="+3"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>piedicavallo</comment>
        <translation>Ein Teamspieler nach Faustregeln, der aber in %1 der Fälle eine zufällige erlaubte Karte spielt.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+270"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>minchiate</comment>
        <translation>Ein Teamspieler nach Faustregeln, der aber in %1 der Fälle eine zufällige erlaubte Karte spielt.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands that fit how the others have played, and keeps the best on average.</source>
        <comment>piedicavallo</comment>
        <translation>Spielt jede Karte hunderte Male zu Ende, in Annahmen über die verdeckten Blätter, die zum bisherigen Spiel der anderen passen, und nimmt die im Mittel beste.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+2"/>
        <source>Always plays as the rule-of-thumb team player.</source>
        <comment>minchiate</comment>
        <translation>Spielt immer als Teamspieler nach Faustregeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands and keeps the best on average, looking again when two cards come close.</source>
        <comment>minchiate</comment>
        <translation>Spielt jede Karte hunderte Male in Annahmen über die verdeckten Blätter zu Ende und nimmt die im Mittel beste; liegen zwei Karten knapp beieinander, schaut er noch einmal genauer hin.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+181"/>
        <source>Bets by its card&apos;s chance to win, cautiously, and now and then carelessly.</source>
        <comment>lockbet</comment>
        <translation>Setzt nach der Gewinnchance seiner Karte, vorsichtig und hin und wieder unachtsam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets by its card&apos;s chance to win and calls when the pot pays for it; it never bluffs.</source>
        <comment>lockbet</comment>
        <translation>Setzt nach der Gewinnchance seiner Karte und geht mit, wenn der Pot es lohnt; er blufft nie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows a game-theory strategy worked out for each deal: it bluffs at the right rate and is hard to read.</source>
        <comment>lockbet</comment>
        <translation>Folgt einer spieltheoretischen Strategie, die für jede Runde berechnet wird: Er blufft im richtigen Maß und ist schwer zu durchschauen.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/LevelNotes.qml" line="+58"/>
        <source>Against random play it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <extracomment>%1 the share won, %2 to %3 its 95% confidence interval, %4 how many were played.</extracomment>
        <translation>Gegen Zufallsspiel gewann er %1 seiner Partien (95-%-Konfidenzintervall %2 bis %3; gespielte Partien: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against random play it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Gegen Zufallsspiel gewann er %1 seiner Runden (95-%-Konfidenzintervall %2 bis %3; gespielte Runden: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Easy it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>Gegen Leicht gewann er %1 seiner Partien (95-%-Konfidenzintervall %2 bis %3; gespielte Partien: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Easy it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Gegen Leicht gewann er %1 seiner Runden (95-%-Konfidenzintervall %2 bis %3; gespielte Runden: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Normal it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>Gegen Normal gewann er %1 seiner Partien (95-%-Konfidenzintervall %2 bis %3; gespielte Partien: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Normal it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Gegen Normal gewann er %1 seiner Runden (95-%-Konfidenzintervall %2 bis %3; gespielte Runden: %4).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The AI levels</source>
        <extracomment>Title of the box that says what each AI level does and how strong it is.</extracomment>
        <translation>Die KI-Stärken</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No level ever sees your cards or any other hidden card: each decides only from what its own seat may see, as you do.</source>
        <translation>Keine Stärke sieht jemals deine Karten oder eine andere verdeckte Karte: Jede entscheidet nur nach dem, was ihr eigener Platz sehen darf, genau wie du.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+66"/>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>Traditionelle Kartenspiele gegen KI-Gegner, offline gespielt.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No game tables are installed yet.</source>
        <translation>Es sind noch keine Spieltische installiert.</translation>
    </message>
</context>
<context>
    <name>LockButton</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockButton.qml" line="+31"/>
        <source>Lock this card face down</source>
        <translation>Diese Karte verdeckt festlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card to lock</source>
        <translation>Wähle eine Karte zum Festlegen</translation>
    </message>
</context>
<context>
    <name>LockSlot</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockSlot.qml" line="+34"/>
        <source>locked face down</source>
        <extracomment>A locked card, not yet shown.</extracomment>
        <translation>verdeckt festgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <extracomment>The place for a locked card, still empty.</extracomment>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>LockedCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockedCards.qml" line="+48"/>
        <source>Your card</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>AI bet</source>
        <extracomment>Chips the AI has bet this round.</extracomment>
        <translation>Einsatz der KI</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pot</source>
        <extracomment>The chips in the middle.</extracomment>
        <translation>Pot</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your bet</source>
        <extracomment>Chips you have bet this round.</extracomment>
        <translation>Dein Einsatz</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>AI&apos;s card</source>
        <translation>Karte der KI</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../cardavia_desktop/views/Main.qml" line="+60"/>
        <source>Cardavia</source>
        <translation>Cardavia</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MatchFiles.qml" line="+41"/>
        <source>All files (*)</source>
        <extracomment>A choice of the file chooser&apos;s type list.</extracomment>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type a deal number.</source>
        <translation>Gib eine Rundennummer ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number has only digits, such as 123456.</source>
        <extracomment>A typed deal number is refused.</extracomment>
        <translation>Eine Rundennummer besteht nur aus Ziffern, etwa 123456.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal numbers go from 0 to %1.</source>
        <translation>Rundennummern reichen von 0 bis %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such file.</source>
        <translation>Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds your match just as it stands: it waits aside while you replay a deal.</source>
        <extracomment>The file chosen to open holds the match at the table, move for move: nothing changes. The file chosen to open holds your match as it stands, kept aside while a finished deal is replayed.</extracomment>
        <translation>Diese Datei enthält deine Partie genau wie sie steht: Sie wartet, während du eine Runde nachspielst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file holds the match at the table, just as it stands: it is already open.</source>
        <translation>Diese Datei enthält die Partie auf dem Tisch, genau wie sie steht: Sie ist schon offen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Cardavia match file: it is not JSON text, or it is too large.</source>
        <extracomment>The file chosen to open is not JSON text, or larger than any match file.</extracomment>
        <translation>Diese Datei ist keine Cardavia-Partiedatei: Sie ist kein JSON-Text oder zu groß.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file could not be read.</source>
        <translation>Diese Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match was saved by a newer version of Cardavia.</source>
        <translation>Diese Partie wurde mit einer neueren Cardavia-Version gespeichert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds a match of another game: open it from that game&apos;s page.</source>
        <translation>Diese Datei enthält eine Partie eines anderen Spiels: Öffne sie auf dessen Seite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds a match of %1: open it from the %1 page.</source>
        <extracomment>An opened file holds a match of another game; %1 that game&apos;s name (e.g. &quot;Scopa&quot;).</extracomment>
        <translation>Diese Datei enthält eine Partie %1: Öffne sie auf der Seite von %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a Cardavia match file: it holds other data.</source>
        <extracomment>The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).</extracomment>
        <translation>Diese Datei ist keine Cardavia-Partiedatei: Sie enthält andere Daten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match file is damaged or was edited: its moves are not a match the rules allow.</source>
        <extracomment>An imported match whose moves the rules refuse (an edited or damaged file).</extracomment>
        <translation>Diese Partiedatei ist beschädigt oder wurde bearbeitet: Ihre Züge ergeben keine Partie, die die Regeln erlauben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file&apos;s name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.</source>
        <extracomment>An opened file whose name is not valid UTF-8: another file could show the same name.</extracomment>
        <translation>Der Name dieser Datei ist kein gültiger Text (UTF-8) und könnte daher mit einer anderen Datei verwechselt werden. Benenne sie um und öffne sie dann erneut.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The match could not be saved: %1</source>
        <extracomment>An export failed; %1 is the system&apos;s reason.</extracomment>
        <translation>Die Partie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Title of the box to type a deal number.</extracomment>
        <translation>Runde Nr. … spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number always gives the same cards and the same play of the AI.</source>
        <translation>Dieselbe Nummer ergibt immer dieselben Karten und dasselbe Spiel der KI.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>The match under way will be given up and count as a lost match in your statistics.</source>
        <translation>Die laufende Partie wird aufgegeben und zählt in deiner Statistik als verloren.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The match under way will be given up and count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>Before a numbered deal or an opened file replaces a match in which you used take-back or hint.</extracomment>
        <translation>Die laufende Partie wird aufgegeben und zählt in deiner Statistik als Partie mit Zurücknehmen oder Tipp, die du nicht gewonnen hast.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match files (*.json)</source>
        <extracomment>A choice of the file chooser&apos;s type list: the files Export… writes.</extracomment>
        <translation>Partiedateien (*.json)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Deal number, such as 123456</source>
        <translation>Rundennummer, etwa 123456</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+31"/>
        <source>Export the match</source>
        <extracomment>Title of the file chooser that saves the match as a file.</extracomment>
        <translation>Partie exportieren</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+34"/>
        <source>Open a match file</source>
        <translation>Partiedatei öffnen</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The match is saved as a small file: its deal number and every move. Share it, or attach it to a bug report.</source>
        <translation>Die Partie wird als kleine Datei gespeichert: ihre Rundennummer und jeder Zug. Teile sie oder hänge sie an einen Fehlerbericht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Choose another file…</source>
        <extracomment>The button of a failed export&apos;s box: opens the file chooser again.</extracomment>
        <translation>Andere Datei wählen…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose a match file exported from this game. It is checked move by move; a file that is not a valid match is refused and your match stays as it is.</source>
        <extracomment>Before the file chooser opens.</extracomment>
        <translation>Wähle eine Partiedatei, die aus diesem Spiel exportiert wurde. Sie wird Zug für Zug geprüft; eine Datei, die keine gültige Partie ist, wird abgelehnt, und deine Partie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a file…</source>
        <extracomment>The button that opens the file chooser.</extracomment>
        <translation>Datei wählen…</translation>
    </message>
</context>
<context>
    <name>MatchResult</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+34"/>
        <source>You won the match!</source>
        <translation>Du hast die Partie gewonnen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>Die KI hat die Partie gewonnen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Lock &amp; Bet&apos;s match sheet: the last deal&apos;s two locked cards, named (%1 yours, %2 the AI&apos;s).</extracomment>
        <translation>Deine Karte: %1. Karte der KI: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The AI has no chips left.</source>
        <translation>Die KI hat keine Chips mehr.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no chips left.</source>
        <translation>Du hast keine Chips mehr.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chips: you %1 · AI %2</source>
        <extracomment>Final chip counts: you, then the AI, and the number of deals played.</extracomment>
        <translation>Chips: du %1 · KI %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>%Ln Runde gespielt</numerusform>
            <numerusform>%Ln Runden gespielt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <extracomment>Starts a new match with 20 chips each.</extracomment>
        <translation>Neue Partie</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+65"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+158"/>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+13"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+19"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Play %1 and take %2</source>
        <comment>scopa</comment>
        <extracomment>A hinted or logged Scopa move: %1 the card played, %2 the cards it takes.</extracomment>
        <translation>%1 spielen und %2 nehmen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead %1 and declare the marriage</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: lead a King or Ober and declare its marriage.</extracomment>
        <translation>%1 ausspielen und das Paar ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <comment>schnapsen</comment>
        <translation>Atout-Unter austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <comment>schnapsen</comment>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare %1</source>
        <translation>%1 melden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare nothing more</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: declare nothing more.</extracomment>
        <translation>Nichts mehr melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lock %1</source>
        <comment>lockbet</comment>
        <translation>%1 festlegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <comment>lockbet</comment>
        <translation>Checken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1</source>
        <comment>lockbet</comment>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <comment>lockbet</comment>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise to %1</source>
        <comment>lockbet</comment>
        <translation>Erhöhen auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All in</source>
        <comment>lockbet</comment>
        <translation>All-in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <comment>lockbet</comment>
        <translation>Aussteigen</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>takes %Ln card(s) from the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture takes %n cards from the table.</extracomment>
        <translation>
            <numerusform>nimmt %Ln Karte vom Tisch</numerusform>
            <numerusform>nimmt %Ln Karten vom Tisch</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clears the table: a scopa</source>
        <comment>scopa</comment>
        <translation>räumt den Tisch ab: eine Scopa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the settebello</source>
        <comment>scopa</comment>
        <translation>nimmt den Settebello</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes nothing</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the played card takes nothing; the table&apos;s cards then add up to %1. Scopa: the played card takes nothing (what the table then holds is told next).</extracomment>
        <translation>nimmt nichts</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the deal&apos;s last card: what is left on the table goes to the last to capture</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the deal&apos;s last card; the cards left on the table go to whoever captured last.</extracomment>
        <translation>ist die letzte Karte der Runde: was auf dem Tisch bleibt, bekommt, wer zuletzt genommen hat</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>lets your partner win the trick (%Ln point(s))</source>
        <translation>
            <numerusform>lässt deinen Partner den Stich machen (%Ln Punkt)</numerusform>
            <numerusform>lässt deinen Partner den Stich machen (%Ln Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>leaves your card winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <extracomment>Not the trick&apos;s last card: yours is winning the trick so far, which holds %n card points.</extracomment>
        <translation>
            <numerusform>lässt deine Karte im Stich bisher vorn (%Ln Punkt darin)</numerusform>
            <numerusform>lässt deine Karte im Stich bisher vorn (%Ln Punkte darin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves your partner winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>lässt deinen Partner im Stich bisher vorn (%Ln Punkt darin)</numerusform>
            <numerusform>lässt deinen Partner im Stich bisher vorn (%Ln Punkte darin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves an opponent winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>lässt einen Gegner im Stich bisher vorn (%Ln Punkt darin)</numerusform>
            <numerusform>lässt einen Gegner im Stich bisher vorn (%Ln Punkte darin)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bets %1 into a pot of %2</source>
        <comment>lockbet</comment>
        <translation>setzt %1 bei einem Pot von %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pays %1 to call for a pot of %2: %3 chips won if your card wins, lost if it loses</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a call costs %1 for a pot of %2; then %3 chips are won if your card wins, lost if it loses.</extracomment>
        <translation>zahlt %1 zum Mitgehen bei einem Pot von %2: %3 Chips gewonnen, wenn deine Karte gewinnt, verloren, wenn sie verliert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puts in all your chips</source>
        <comment>lockbet</comment>
        <translation>setzt alle deine Chips</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>gives up %Ln chip(s)</source>
        <comment>lockbet</comment>
        <translation>
            <numerusform>gibt %Ln Chip auf</numerusform>
            <numerusform>gibt %Ln Chips auf</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1.</source>
        <extracomment>A reason behind a hinted move as a sentence of its own: %1 a phrase whose subject is the move, begun with a capital where the script has them (&quot;Takes 2 cards from the table&quot;).</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>may give the opponent a sweep on %1</source>
        <comment>scopa</comment>
        <extracomment>The opponent may sweep the table with one card of value %1.</extracomment>
        <translation>kann dem Gegner eine Scopa mit einer %1 ermöglichen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>takes nothing: the card stays on the table (the table then adds up to %1)</source>
        <comment>scopa</comment>
        <translation>nimmt nichts: die Karte bleibt auf dem Tisch (der Tisch zählt dann %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the opponent no sweep</source>
        <comment>scopa</comment>
        <extracomment>Scopa: no single card the opponent may hold can clear the table after this move.</extracomment>
        <translation>lässt dem Gegner keine Scopa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declares a marriage for %1</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: declaring a marriage worth %1 (20 or 40).</extracomment>
        <translation>sagt ein Paar an (%1 Augen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the face-up trump card %1</source>
        <comment>schnapsen</comment>
        <translation>nimmt die aufgedeckte Atoutkarte %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closes the stock</source>
        <comment>schnapsen</comment>
        <translation>dreht zu</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>leads a card worth %Ln point(s)</source>
        <extracomment>Leading a card of a plain suit that counts %n card points (0 included).</extracomment>
        <translation>
            <numerusform>spielt eine Karte im Wert von %Ln Punkt aus</numerusform>
            <numerusform>spielt eine Karte im Wert von %Ln Punkten aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-15"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: leading a trump (briscola, Atout) that counts %n card points.</extracomment>
        <translation>
            <numerusform>spielt ein Atout im Wert von %Ln Punkt aus</numerusform>
            <numerusform>spielt ein Atout im Wert von %Ln Punkten aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+2"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>tarot</comment>
        <extracomment>Tarot games: leading a trump (trionfo) that counts %n card points.</extracomment>
        <translation>
            <numerusform>spielt einen Trumpf im Wert von %Ln Punkt aus</numerusform>
            <numerusform>spielt einen Trumpf im Wert von %Ln Punkten aus</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-19"/>
        <source>wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them the opponents&apos; (scored now).</extracomment>
        <translation>macht den Stich (Zählpunkte: %1 darin, %2 davon von den Gegnern)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lets your partner win the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>lässt deinen Partner den Stich machen (Zählpunkte: %1 darin, %2 davon von den Gegnern)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them your team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them your team&apos;s (the opponents score them now).</extracomment>
        <translation>gibt den Stich ab (Zählpunkte: %1 darin, %2 davon von deinem Team)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>trumps the led suit</source>
        <comment>schnapsen</comment>
        <translation>sticht mit Atout</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+8"/>
        <source>trumps the led suit</source>
        <comment>tarot</comment>
        <translation>sticht mit Trumpf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reaches 66</source>
        <comment>schnapsen</comment>
        <translation>erreicht 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the Matto</source>
        <comment>tarot</comment>
        <translation>spielt den Matto</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>keeps %Ln card(s) of its suit</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a discard that keeps %n cards of its suit in the hand.</extracomment>
        <translation>
            <numerusform>behält %Ln Karte dieser Farbe</numerusform>
            <numerusform>behält %Ln Karten dieser Farbe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores no more combinations now</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: stop declaring; no further combination scores now.</extracomment>
        <translation>meldet jetzt keine weitere Kombination</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rides on a card that beats about %1 of the cards the AI may hold (judging by its UP/DOWN signal and its bets)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, your move: your card (locked, or the one this move locks) beats about %1 (e.g. &quot;20%&quot;, a tie counts half) of the cards the AI may hold, as far as its UP/DOWN signal and its bets tell.</extracomment>
        <translation>setzt auf eine Karte, die etwa %1 der Karten schlägt, die die KI haben kann (nach ihrem HOCH/TIEF-Signal und ihren Einsätzen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>puts no chips in now</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a check puts no chip in.</extracomment>
        <translation>setzt jetzt keine Chips</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>wins %Ln Diamond(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n Diamonds for the player&apos;s pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).</extracomment>
        <translation>
            <numerusform>gewinnt %Ln Karo</numerusform>
            <numerusform>gewinnt %Ln Karo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>wins %Ln seven(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n sevens for the player&apos;s pile: those taken from the table and the played card itself.</extracomment>
        <translation>
            <numerusform>gewinnt %Ln Sieben</numerusform>
            <numerusform>gewinnt %Ln Siebenen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>macht den Stich (%Ln Punkt)</numerusform>
            <numerusform>macht den Stich (%Ln Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives up the trick (%Ln point(s))</source>
        <translation>
            <numerusform>gibt den Stich ab (%Ln Punkt)</numerusform>
            <numerusform>gibt den Stich ab (%Ln Punkte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>banks %Ln point(s) for your team</source>
        <comment>piedicavallo</comment>
        <extracomment>Piedicavallo: card points the dealer&apos;s discard banks for the team.</extracomment>
        <translation>
            <numerusform>sichert deinem Team %Ln Punkt</numerusform>
            <numerusform>sichert deinem Team %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves you void in %Ln suit(s)</source>
        <translation>
            <numerusform>macht dich in %Ln Farbe frei</numerusform>
            <numerusform>macht dich in %Ln Farben frei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>declares for %Ln point(s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a declaration worth %1 points.</extracomment>
        <translation>
            <numerusform>meldet %Ln Punkt</numerusform>
            <numerusform>meldet %Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-314"/>
        <location line="+24"/>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+52"/>
        <location filename="../cardavia_desktop/views/shell/why.js" line="+189"/>
        <source>; </source>
        <extracomment>Between the facts behind a hinted move, e.g. &quot;takes the settebello; a scopa&quot;.</extracomment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+56"/>
        <source>leads the trick</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card opens the trick.</extracomment>
        <translation>spielt zum Stich aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot follow suit</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card is of another suit than the one led.</extracomment>
        <translation>kann die Farbe nicht bedienen</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Narrator.qml" line="+29"/>
        <source>The shoe ran low: the discards were shuffled into a new shoe of %1 cards.</source>
        <translation>Der Schlitten ging zur Neige: Die abgelegten Karten wurden zu einem neuen Schlitten aus %1 Karten gemischt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player is all-in from the ante: no betting, straight to the reveal.</source>
        <translation>Ein Spieler ist durch die Ante all-in: kein Setzen, gleich zum Aufdecken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI went all-in for less than a full raise: you may only call or fold.</source>
        <translation>Die KI ist mit weniger als einer vollen Erhöhung all-in gegangen: Du kannst nur mitgehen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>AI: %1</source>
        <extracomment>Said to screen readers: what the AI did, e.g. &quot;AI: Raised to 6&quot;.</extracomment>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Said to screen readers at the showdown: the two locked cards.</extracomment>
        <translation>Deine Karte: %1. Karte der KI: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have %1 chips, the AI %2.</source>
        <extracomment>Said to screen readers after each deal: both players&apos; chips.</extracomment>
        <translation>Du hast %1 Chips, die KI %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI won the match.</source>
        <translation>Die KI hat die Partie gewonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the match!</source>
        <translation>Du hast die Partie gewonnen!</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/OptionsPanel.qml" line="+35"/>
        <location line="+18"/>
        <source>Table options</source>
        <extracomment>Title of the panel with animation and card-colour options.</extracomment>
        <translation>Tischoptionen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slow</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal speed</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a trick (four players)</source>
        <extracomment>Options: what happens after a trick in the four-player games.</extracomment>
        <translation>Nach einem Stich (vier Spieler)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a click or key</source>
        <extracomment>Trick pace choice: the finished trick stays until you click or press a key.</extracomment>
        <translation>Auf Klick oder Taste warten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on after a pause</source>
        <extracomment>Trick pace choice: play goes on after a short pause.</extracomment>
        <translation>Nach einer Pause weiter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reduced motion: cards appear in place</source>
        <translation>Weniger Bewegung: Karten erscheinen gleich an ihrem Platz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour French suits, in Lock &amp; Bet (Diamonds blue, Clubs green)</source>
        <extracomment>Options: recolours the French cards (Lock &amp; Bet); the German and Italian packs already print four colours (newcomer #41 looked for a change in Schnapsen).</extracomment>
        <translation>Vierfarbige französische Farben, bei Lock &amp; Bet (Karo blau, Kreuz grün)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Sound (Ctrl+M)</source>
        <extracomment>Options: sound cues (a card landing, a capture, chips) on or off.</extracomment>
        <translation>Ton (Strg+M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Volume</source>
        <extracomment>Options: the loudness of the sound cues.</extracomment>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sound device found: the cues are silent. The switch keeps your choice for when there is one.</source>
        <extracomment>Options, under the Sound switch: this computer has no audio output the app can use (the switch keeps the player&apos;s choice for a later start with a device).</extracomment>
        <translation>Kein Audiogerät gefunden: Die Signale bleiben stumm. Der Schalter behält deine Wahl für später, wenn eines da ist.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <extracomment>Fills the screen with the window, or gives it back its size. Also F11.</extracomment>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Cardavia</source>
        <extracomment>Opens the About box (version, licence, credits).</extracomment>
        <translation>Über Cardavia</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit</source>
        <extracomment>Closes Cardavia (your match is saved). Also Ctrl+Q.</extracomment>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+25"/>
        <source>UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player&apos;s two cards, never saying which is which.</source>
        <extracomment>Lock &amp; Bet: the tooltip of a player&apos;s UP/DOWN badge. The ranks are the cards&apos; corner indices: digits as the app writes numbers in your language; in a right-to-left language name J, Q, K, A as words (Latin letters inside the sentence reorder).</extracomment>
        <translation>HOCH: 8, 9, 10, B, D, K, A. TIEF: 2 bis 7. Das Abzeichen zählt die zwei Karten dieses Spielers, ohne zu sagen, welche welche ist.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %Ln chip(s)</source>
        <extracomment>Accessible summary of a player&apos;s corner: name and the chips behind.</extracomment>
        <translation>
            <numerusform>%1: %Ln Chip</numerusform>
            <numerusform>%1: %Ln Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%Ln chip(s)</source>
        <extracomment>Chips a player still has behind (not in the pot).</extracomment>
        <translation>
            <numerusform>%Ln Chip</numerusform>
            <numerusform>%Ln Chips</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>UP %1 · DOWN %2</source>
        <extracomment>Public signal: how many of the player&apos;s two cards are high (8 to A) and low (2 to 7).</extracomment>
        <translation>HOCH %1 · TIEF %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Acts first this deal</source>
        <translation>Beginnt in dieser Runde</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>First</source>
        <extracomment>Lock &amp; Bet: small tag on the box of the player who acts first this deal (shown once that player has acted; before, the line &quot;Acts first this deal&quot; says it).</extracomment>
        <translation>Beginnt</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+66"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>noch %Ln</numerusform>
            <numerusform>noch %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>Augen: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(+%1 ausstehend)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>Stiche: %1</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../cardavia_desktop/controllers/languages.py" line="+57"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>LTR</translation>
    </message>
</context>
<context>
    <name>RecordChart</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RecordChart.qml" line="+141"/>
        <source>Win rate</source>
        <extracomment>The chart&apos;s vertical axis: the share of matches won.</extracomment>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Matches at this level, oldest first</source>
        <extracomment>The chart&apos;s horizontal axis: the matches at this AI level, numbered from the first.</extracomment>
        <translation>Partien auf dieser Stufe, die älteste zuerst</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../cardavia_desktop/views/common/refusals.js" line="+11"/>
        <source>Nothing to take back: you have made no move in this deal yet.</source>
        <extracomment>A click on the dimmed Take back: none of your moves in this deal can be undone.</extracomment>
        <translation>Nichts zurückzunehmen: Du hast in dieser Runde noch keinen Zug gemacht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a lesson, Take back undoes only a move that is not the lesson&apos;s.</source>
        <extracomment>A click on the dimmed Take back during a lesson.</extracomment>
        <translation>In einer Lektion nimmt „Zurücknehmen“ nur einen Zug zurück, der nicht der Lektion entspricht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson waits: press Next to go on.</source>
        <extracomment>A click on a card or a dimmed button while the lesson waits for its Next button.</extracomment>
        <translation>Die Lektion wartet: Drücke Weiter, um fortzufahren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing your seat: press Stop watching first.</source>
        <extracomment>A click on the dimmed Hint or Take back while the hard AI plays your seat (Watch).</extracomment>
        <translation>Schwer spielt auf deinem Platz: Drücke zuerst „Zuschauen beenden“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick first: click the table, or press Space or Enter, to go on.</source>
        <extracomment>A click on the dimmed Hint while a finished trick waits on the table for a click or a key.</extracomment>
        <translation>Sieh dir zuerst den Stich an: Klick auf den Tisch oder drück Leertaste oder Eingabe, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over: continue to the next one first.</source>
        <translation>Die Runde ist vorbei: Geh zuerst zur nächsten Runde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>Dieser Zug ist gerade nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>RevealHistory</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/RevealHistory.qml" line="+40"/>
        <source>Revealed cards</source>
        <extracomment>Heading of the list of locked cards shown at past reveals.</extracomment>
        <translation>Aufgedeckte Karten</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deal %1</source>
        <extracomment>A past deal in the history: its number.</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>None yet</source>
        <translation>Noch keine</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RulesPage.qml" line="+41"/>
        <source>How to play %1</source>
        <translation>So spielt man %1</translation>
    </message>
</context>
<context>
    <name>ScopaPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/ScopaPanel.qml" line="+75"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Geber</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 / %2</source>
        <extracomment>A player&apos;s match total out of the 11 points needed, e.g. &quot;7 / 11&quot;.</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Match points: %1 of %2</source>
        <translation>Partiepunkte: %1 von %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cards: %1 · Diamonds: %2</source>
        <extracomment>This deal so far: cards captured and Diamonds among them.</extracomment>
        <translation>Karten: %1 · Karo: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scope: %1</source>
        <extracomment>Number of scope (table sweeps) a player has made this deal.</extracomment>
        <translation>Scope: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Settebello: this player has taken the %1, a prize of 1 point on its own.</source>
        <extracomment>Tooltip of the &quot;Settebello&quot; badge: %1 the card&apos;s name (&quot;7 of Diamonds&quot;).</extracomment>
        <translation>Settebello (%1): von diesem Spieler genommen, für sich allein einen Preispunkt wert.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Settebello</source>
        <extracomment>Badge: this player holds the seven of Diamonds.</extracomment>
        <translation>Settebello</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="+40"/>
        <source>%1: %2</source>
        <extracomment>Spoken score sheet: a prize and who gets its point, e.g. &quot;Settebello: You&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This deal: you %1, the AI %2. Match: you %3, the AI %4, of %5.</source>
        <extracomment>Spoken score sheet after the prizes, e.g. &quot;This deal: you +3, the AI +1. Match: you 7, the AI 4, of 11.&quot;</extracomment>
        <translation>Diese Runde: du %1, die KI %2. Partie: du %3, die KI %4, von %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+101"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Nobody</source>
        <extracomment>Nobody gets a prize&apos;s point (a tie).</extracomment>
        <translation>Niemand</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You win the match!</source>
        <translation>Du gewinnst die Partie!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>Die KI gewinnt die Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 of this match</source>
        <extracomment>Title of the score sheet after a deal, e.g. &quot;Deal 3 of this match&quot;: which deal of the match (not the deal number &quot;Deal #…&quot; shown above the table to replay it).</extracomment>
        <translation>%1. Runde dieser Partie</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>none</source>
        <extracomment>Primiera cell: the player lacks a suit, so has no primiera.</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Point</source>
        <extracomment>Score sheet column: who gets the point of each prize.</extracomment>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settebello</source>
        <translation>Settebello</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Primiera</source>
        <translation>Primiera</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scope</source>
        <extracomment>Table sweeps made this deal, one point each.</extracomment>
        <translation>Scope</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 point each</source>
        <translation>je 1 Punkt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This deal</source>
        <extracomment>Points scored in this deal.</extracomment>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <extracomment>The running match total (first to 11).</extracomment>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>of %1</source>
        <extracomment>Beside the match totals: the target.</extracomment>
        <translation>von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln card(s) left on the table went to the AI, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to the AI, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln restliche Tischkarte ging an die KI: Sie hat zuletzt genommen.</numerusform>
            <numerusform>%Ln restliche Tischkarten gingen an die KI: Sie hat zuletzt genommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln card(s) left on the table went to you, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to you, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln restliche Tischkarte ging an dich: Du hast zuletzt genommen.</numerusform>
            <numerusform>%Ln restliche Tischkarten gingen an dich: Du hast zuletzt genommen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Level at 11 or more: another deal decides the match.</source>
        <translation>Gleichstand bei 11 oder mehr: Eine weitere Runde entscheidet die Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first to 11 who is ahead after a deal wins the match.</source>
        <translation>Wer nach einer Runde als Erster 11 erreicht und vorne liegt, gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+20"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps 1 and 21</source>
        <extracomment>Trumps 1 and 21, worth 5 points each.</extracomment>
        <translation>Trumpf 1 und 21</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other trumps</source>
        <extracomment>Trumps 2 to 20, worth 1 point each.</extracomment>
        <translation>Andere Trümpfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Numeral cards</source>
        <extracomment>Numeral suit cards, worth 1 point each.</extracomment>
        <translation>Zahlkarten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tie: 57 points each.</source>
        <translation>Unentschieden: je 57 Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win!</source>
        <translation>Du und dein Partner gewinnen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>Die Gegner gewinnen.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (of 114)</source>
        <extracomment>Total card points of a team; the two totals always add up to 114.</extracomment>
        <translation>Summe (von 114)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tricks taken</source>
        <translation>Stiche</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>Die abgelegten Karten (%Ln Punkt) gingen an das Team „%1“.</numerusform>
            <numerusform>Die abgelegten Karten (%Ln Punkte) gingen an das Team „%1“.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto changed sides: its team took no trick.</source>
        <translation>Der Matto hat die Seite gewechselt: Sein Team hat keinen Stich gemacht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and your partner took all 15 tricks.</source>
        <translation>Du und dein Partner habt alle 15 Stiche gemacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents took all 15 tricks.</source>
        <translation>Die Gegner haben alle 15 Stiche gemacht.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New deal</source>
        <translation>Neue Runde</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Scoreboard.qml" line="+28"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>Punktestand</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1: %Ln resto(i)</source>
        <extracomment>A team&apos;s resti settled so far, and its tricks.</extracomment>
        <translation>
            <numerusform>%1: %Ln Resto</numerusform>
            <numerusform>%1: %Ln Resti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln trick(s)</source>
        <translation>
            <numerusform>%Ln Stich</numerusform>
            <numerusform>%Ln Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>At the end: %1 → %Ln more resto(i)</source>
        <extracomment>Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).</extracomment>
        <translation>
            <numerusform>Am Ende: %1 → %Ln weiteres Resto</numerusform>
            <numerusform>Am Ende: %1 → %Ln weitere Resti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference: %1 (60 make a resto)</source>
        <extracomment>The running difference since the last resto; 60 points make a resto.</extracomment>
        <translation>Differenz: %1 (60 ergeben ein Resto)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Resto %1: %2 (%3)</source>
        <translation>Resto %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 21</source>
        <translation>Stich %1 von 21</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+35"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1, %2, %Ln Karte</numerusform>
            <numerusform>%1, %2, %Ln Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Geber</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>%Ln Karte</numerusform>
            <numerusform>%Ln Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Thinking…</source>
        <extracomment>Under a player&apos;s name while the AI chooses its move.</extracomment>
        <translation>Überlegt …</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/SetupPanel.qml" line="+88"/>
        <source>+%1 %2</source>
        <extracomment>Points scored at once by a team during the set-up.</extracomment>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Set-up</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cut and robbed:</source>
        <translation>%1 hat abgehoben und geraubt:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut and robbed:</source>
        <translation>Du hast abgehoben und geraubt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cut: nothing to rob.</source>
        <translation>%1 hat abgehoben: nichts zu rauben.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: nothing to rob.</source>
        <translation>Du hast abgehoben: nichts zu rauben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You dealt 21 each; last card shown:</source>
        <translation>Du hast jedem 21 gegeben; letzte Karte gezeigt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt 21 each; last card shown:</source>
        <translation>%1 hat jedem 21 gegeben; letzte Karte gezeigt:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 robbed from the Fola:</source>
        <translation>%1 hat aus der Fola geraubt:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You robbed from the Fola:</source>
        <translation>Du hast aus der Fola geraubt:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>Du hast aus der Fola nichts geraubt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 hat aus der Fola nichts geraubt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 of %3 discarded face down</source>
        <extracomment>%1 player; discarded so far / to discard in all, face down.</extracomment>
        <translation>%1: %2 von %3 verdeckt abgelegt</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Fola (out of play): %Ln card(s), face down until play starts.</source>
        <translation>
            <numerusform>Fola (außer Spiel): %Ln Karte, verdeckt bis Spielbeginn.</numerusform>
            <numerusform>Fola (außer Spiel): %Ln Karten, verdeckt bis Spielbeginn.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Fola, turned up (out of play):</source>
        <translation>Die Fola, aufgedeckt (außer Spiel):</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 declared %2:</source>
        <translation>%1 hat %2 gemeldet:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You declared %1:</source>
        <translation>Du hast %1 gemeldet:</translation>
    </message>
</context>
<context>
    <name>Shoe</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Shoe.qml" line="+42"/>
        <source>Shoe: %1</source>
        <extracomment>Number of cards left in the shoe (the stock).</extracomment>
        <translation>Schlitten: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/ShortcutSheet.qml" line="+26"/>
        <source>← →</source>
        <extracomment>Keys on the shortcut sheet; arrow symbols, keep them.</extracomment>
        <translation>← →</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move between your cards</source>
        <translation>Zwischen deinen Karten wechseln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home / End</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Pos1 / Ende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last card</source>
        <translation>Erste oder letzte Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Space</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Eingabe / Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or hear why it cannot be played</source>
        <translation>Karte spielen oder hören, warum sie nicht gespielt werden kann</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move between your cards and the table&apos;s buttons</source>
        <translation>Zwischen deinen Karten und den Schaltflächen am Tisch wechseln</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+140"/>
        <source>Esc</source>
        <extracomment>Key name on the shortcut sheet.</extracomment>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="-140"/>
        <source>Cancel a choice; close the hint, the log or this list</source>
        <translation>Eine Wahl abbrechen; den Tipp, das Protokoll oder diese Liste schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+N</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Strg+N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New match (asks first while a match is under way)</source>
        <translation>Neue Partie (fragt vorher, wenn eine Partie läuft)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Z</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Strg+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last move</source>
        <translation>Deinen letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: what would Hard play?</source>
        <translation>Tipp: Was würde „Schwer“ spielen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did the AI make its last move?</source>
        <extracomment>The Y key: after an AI move, its reasons (the same as the hint&apos;s, from its own view).</extracomment>
        <translation>Warum hat die KI ihren letzten Zug gemacht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch Hard play your seat in a fresh deal, or stop watching</source>
        <translation>Zuschauen, wie Schwer auf deinem Platz eine neue Runde spielt, oder Zuschauen beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: while watching (the W key), Space pauses, Enter shows one move.</extracomment>
        <translation>Leertaste / Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>While watching: pause or play on / one move while paused</source>
        <translation>Beim Zuschauen: anhalten oder weiter / ein Zug, solange angehalten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Page Up</source>
        <extracomment>Key names on the shortcut sheet: in a lesson (Learn), Enter goes on, Page Up goes back a step.</extracomment>
        <translation>Eingabe / Bild auf</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In a lesson: the next step (or take back a move that is not the lesson&apos;s) / the step before</source>
        <translation>In einer Lektion: der nächste Schritt (oder einen Zug zurücknehmen, der nicht der der Lektion ist) / der Schritt davor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+L</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Strg+L</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show or hide the deal so far</source>
        <translation>Verlauf der Runde zeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+M</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Strg+M</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound on or off</source>
        <translation>Ton ein oder aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide this list</source>
        <translation>Diese Liste zeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off</source>
        <translation>Vollbild ein oder aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Q</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit Cardavia (your match is saved)</source>
        <translation>Cardavia beenden (deine Partie ist gespeichert)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Close</source>
        <extracomment>The shortcut sheet&apos;s button that closes it (as Escape or F1 do).</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/StatisticsPage.qml" line="+47"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <extracomment>A column of the statistics: matches during which the AI level was changed.</extracomment>
        <translation>Gemischt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points per deal</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Deals your team took every trick</source>
        <extracomment>Tarot statistics: deals where your team took every trick.</extracomment>
        <translation>Runden, in denen dein Team jeden Stich nahm</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals the opponents took every trick</source>
        <extracomment>Tarot statistics: deals where the opponents took every trick.</extracomment>
        <translation>Runden, in denen die Gegner jeden Stich nahmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points for your team</source>
        <translation>Kartenpunkte für dein Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points against your team</source>
        <translation>Kartenpunkte gegen dein Team</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Scope</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: sweeps (scope) you made.</extracomment>
        <translation>Scope</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settebello won</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: deals where you took the seven of coins.</extracomment>
        <translation>Settebello gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primiera won</source>
        <comment>scopa</comment>
        <translation>Primiera gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages declared</source>
        <comment>schnapsen</comment>
        <translation>Angesagte Paare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes won</source>
        <comment>schnapsen</comment>
        <translation>Zugedreht und gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes lost</source>
        <comment>schnapsen</comment>
        <translation>Zugedreht und verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals won for 2 game points</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: deals you won scoring 2 game points.</extracomment>
        <translation>Runden gewonnen mit 2 Spielpunkten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won for 3 game points</source>
        <comment>schnapsen</comment>
        <translation>Runden gewonnen mit 3 Spielpunkten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bummerl given to the AI</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches you won (the AI takes the Bummerl).</extracomment>
        <translation>Bummerl an die KI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… with the AI at no game point</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches won while the AI made no game point.</extracomment>
        <translation>… mit der KI ohne Spielpunkt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resti for your team</source>
        <comment>minchiate</comment>
        <translation>Resti für dein Team</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resti against your team</source>
        <comment>minchiate</comment>
        <translation>Resti gegen dein Team</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips won</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet statistics: chips won minus chips lost over all deals.</extracomment>
        <translation>Gewonnene Chips</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest pot won</source>
        <comment>lockbet</comment>
        <translation>Größter gewonnener Pot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folds</source>
        <comment>lockbet</comment>
        <translation>Deine Ausstiege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s folds</source>
        <comment>lockbet</comment>
        <translation>Ausstiege der KI</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matches played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up (counted as lost)</source>
        <extracomment>Statistics: matches given up with New match, counted as lost.</extracomment>
        <translation>Aufgegeben (zählt als verloren)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Gewinnquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best winning streak</source>
        <translation>Beste Siegesserie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With take-back or hint: played</source>
        <extracomment>Statistics: matches with a take-back or a hint, counted apart.</extracomment>
        <translation>Mit Zurücknehmen oder Tipp: gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With take-back or hint: won</source>
        <translation>Mit Zurücknehmen oder Tipp: gewonnen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your record</source>
        <extracomment>Title of the statistics page.</extracomment>
        <translation>Deine Bilanz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset…</source>
        <extracomment>Forgets this game&apos;s statistics (asks first).</extracomment>
        <translation>Zurücksetzen …</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your statistics were written by a newer version of Cardavia. They were kept as %1 and a fresh record was started.</source>
        <extracomment>%1 is the name the old statistics file was kept under.</extracomment>
        <translation>Deine Statistik wurde von einer neueren Cardavia-Version geschrieben. Sie wurde als %1 aufbewahrt, und eine neue Bilanz wurde begonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file could not be read. It was kept as %1 and a fresh record was started.</source>
        <translation>Deine Statistikdatei konnte nicht gelesen werden. Sie wurde als %1 aufbewahrt, und eine neue Bilanz wurde begonnen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No match of this game has been counted yet. A match counts when it ends; one given up with New match counts as lost.</source>
        <translation>Noch keine Partie dieses Spiels gezählt. Eine Partie zählt, wenn sie endet; eine mit „Neue Partie“ aufgegebene zählt als verloren.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AI level</source>
        <translation>KI-Stufe</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your results, match after match</source>
        <extracomment>Heading of the chart of results over time.</extracomment>
        <translation>Deine Ergebnisse, Partie für Partie</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Win rate, all matches</source>
        <translation>Gewinnquote, alle Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate, last %1 matches</source>
        <translation>Gewinnquote, letzte %1 Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won (top)</source>
        <translation>Gewonnen (oben)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost (bottom)</source>
        <translation>Verloren (unten)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart fills in as you finish matches at this level.</source>
        <translation>Das Diagramm füllt sich, wenn du Partien auf dieser Stufe beendest.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match counts under the AI level it was played at (Mixed if you changed it during the match). Matches with a take-back or a hint, or opened from a file, are counted apart; replayed deals never count.</source>
        <extracomment>Below the statistics: how matches are counted.</extracomment>
        <translation>Eine Partie zählt auf der KI-Stufe, auf der sie gespielt wurde (Gemischt, wenn du sie während der Partie geändert hast). Partien mit Zurücknehmen oder Tipp oder aus einer Datei geöffnete zählen getrennt; wiederholte Runden zählen nie.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reset the statistics of this game?</source>
        <extracomment>Asked before the statistics of one game are forgotten.</extracomment>
        <translation>Statistik dieses Spiels zurücksetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure of this game, at every level, is forgotten. This cannot be undone.</source>
        <translation>Alle Zahlen dieses Spiels auf allen Stufen werden vergessen. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>StatusColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/StatusColumn.qml" line="+38"/>
        <source>The AI is thinking…</source>
        <translation>Die KI überlegt …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose a card to lock</source>
        <translation>Du bist dran: Wähle eine Karte zum Festlegen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI is choosing its card</source>
        <translation>Die KI wählt ihre Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to bet</source>
        <translation>Die KI ist mit Setzen dran</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You: +%1</source>
        <extracomment>Your chips won or lost in the deal just finished.</extracomment>
        <translation>Du: +%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: −%1</source>
        <translation>Du: −%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: ±%1</source>
        <translation>Du: ±%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/StockView.qml" line="+38"/>
        <source>Herz</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schelln</source>
        <translation>Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eichel</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laub</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Closed</source>
        <extracomment>Shown on the stock once a player has closed it.</extracomment>
        <translation>Zugedreht</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock (the face-up indicator included).</extracomment>
        <translation>Talon: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock exhausted</source>
        <translation>Talon aufgebraucht</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trumps: %1</source>
        <extracomment>The trump suit of this deal, e.g. &quot;Trumps: Eichel&quot;.</extracomment>
        <translation>Atout: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You closed the stock</source>
        <translation>Du hast zugedreht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI closed the stock</source>
        <translation>Die KI hat zugedreht</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/story.js" line="+14"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You played %1.</source>
        <translation>Du hast %1 gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 hat %2 gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You put %1 on the table.</source>
        <comment>scopa</comment>
        <translation>Du hast %1 auf den Tisch gelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put %2 on the table.</source>
        <comment>scopa</comment>
        <translation>%1 hat %2 auf den Tisch gelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1 and took %2.</source>
        <comment>scopa</comment>
        <translation>Du hast %1 gespielt und %2 genommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 and took %3.</source>
        <comment>scopa</comment>
        <translation>%1 hat %2 gespielt und %3 genommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scopa! You cleared the table.</source>
        <comment>scopa</comment>
        <translation>Scopa! Du hast den Tisch abgeräumt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scopa for %1: the table is cleared.</source>
        <comment>scopa</comment>
        <translation>Scopa für %1: Der Tisch ist abgeräumt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards left on the table go to you: %1.</source>
        <comment>scopa</comment>
        <translation>Die restlichen Tischkarten gehen an dich: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to %1: %2.</source>
        <comment>scopa</comment>
        <translation>Die restlichen Tischkarten gehen an %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <comment>scopa</comment>
        <translation>Jeder bekommt drei neue Karten vom Stoß.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the deal is dealt again.</source>
        <comment>scopa</comment>
        <translation>Drei oder vier Könige auf dem Tisch: Die Runde wird neu gegeben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You won the trick.</source>
        <translation>Du hast den Stich gemacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick.</source>
        <translation>%1 hat den Stich gemacht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won the trick with %1.</source>
        <translation>Du hast den Stich mit %1 gemacht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick with %2.</source>
        <translation>%1 hat den Stich mit %2 gemacht.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You won the trick with %1 (%Ln point(s)).</source>
        <translation>
            <numerusform>Du hast den Stich mit %1 gemacht (%Ln Punkt).</numerusform>
            <numerusform>Du hast den Stich mit %1 gemacht (%Ln Punkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick with %2 (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 hat den Stich mit %2 gemacht (%Ln Punkt).</numerusform>
            <numerusform>%1 hat den Stich mit %2 gemacht (%Ln Punkte).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>Du hast zugedreht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>%1 hat zugedreht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>Du hast den Atout-Unter gegen die aufgedeckte Atoutkarte ausgetauscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>%1 hat den Atout-Unter gegen die aufgedeckte Atoutkarte ausgetauscht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You declared a marriage for %1.</source>
        <comment>schnapsen</comment>
        <translation>Du hast ein Paar angesagt (%1 Augen).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared a marriage for %2.</source>
        <comment>schnapsen</comment>
        <translation>%1 hat ein Paar angesagt (%2 Augen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You discarded.</source>
        <translation>Du hast abgelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded.</source>
        <translation>%1 hat abgelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You robbed %1.</source>
        <comment>minchiate</comment>
        <translation>Du hast %1 geraubt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed %2.</source>
        <comment>minchiate</comment>
        <translation>%1 hat %2 geraubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer&apos;s bottom card is shown: %1.</source>
        <comment>minchiate</comment>
        <translation>Die unterste Karte des Gebers wird gezeigt: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You declared nothing.</source>
        <comment>minchiate</comment>
        <translation>Du hast nichts gemeldet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared nothing.</source>
        <comment>minchiate</comment>
        <translation>%1 hat nichts gemeldet.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You called %1, all in.</source>
        <comment>lockbet</comment>
        <translation>Du bist mit %1 mitgegangen, all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2, all in.</source>
        <comment>lockbet</comment>
        <translation>%1 ist mit %2 mitgegangen, all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called %1.</source>
        <comment>lockbet</comment>
        <translation>Du bist mit %1 mitgegangen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2.</source>
        <comment>lockbet</comment>
        <translation>%1 ist mit %2 mitgegangen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 unmatched chips come back to you.</source>
        <comment>lockbet</comment>
        <translation>%1 nicht gedeckte Chips gehen an dich zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 nicht gedeckte Chips gehen an %2 zurück.</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>You won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>Du hast den Stich gemacht (%Ln Punkt).</numerusform>
            <numerusform>Du hast den Stich gemacht (%Ln Punkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 hat den Stich gemacht (%Ln Punkt).</numerusform>
            <numerusform>%1 hat den Stich gemacht (%Ln Punkte).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You declared %1 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Du hast %1 für %Ln Punkt gemeldet.</numerusform>
            <numerusform>Du hast %1 für %Ln Punkte gemeldet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>%1 hat %2 für %Ln Punkt gemeldet.</numerusform>
            <numerusform>%1 hat %2 für %Ln Punkte gemeldet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The team of %1 scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <extracomment>Watch, Minchiate: the team of your seat (%1 &quot;Hard (your seat)&quot;) scores resti.</extracomment>
        <translation>
            <numerusform>Das Team von %1 bekommt %Ln Resto.</numerusform>
            <numerusform>Das Team von %1 bekommt %Ln Resti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your team scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Dein Team bekommt %Ln Resto.</numerusform>
            <numerusform>Dein Team bekommt %Ln Resti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponents score %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Die Gegner bekommen %Ln Resto.</numerusform>
            <numerusform>Die Gegner bekommen %Ln Resti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You locked a card.</source>
        <comment>lockbet</comment>
        <translation>Du hast eine Karte festgelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 locked a card.</source>
        <comment>lockbet</comment>
        <translation>%1 hat eine Karte festgelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You checked.</source>
        <comment>lockbet</comment>
        <translation>Du hast gecheckt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 checked.</source>
        <comment>lockbet</comment>
        <translation>%1 hat gecheckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bet %1.</source>
        <comment>lockbet</comment>
        <translation>Du hast %1 gesetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bet %2.</source>
        <comment>lockbet</comment>
        <translation>%1 hat %2 gesetzt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You raised to %1.</source>
        <comment>lockbet</comment>
        <translation>Du hast auf %1 erhöht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raised to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 hat auf %2 erhöht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went all in (%1).</source>
        <comment>lockbet</comment>
        <translation>Du bist all-in gegangen (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went all in (%2).</source>
        <comment>lockbet</comment>
        <translation>%1 ist all-in gegangen (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You folded.</source>
        <comment>lockbet</comment>
        <translation>Du bist ausgestiegen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 folded.</source>
        <comment>lockbet</comment>
        <translation>%1 ist ausgestiegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The locked cards: %1.</source>
        <comment>lockbet</comment>
        <translation>Die festgelegten Karten: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the pot of %1.</source>
        <comment>lockbet</comment>
        <translation>Du gewinnst den Pot von %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pot of %1 is split.</source>
        <comment>lockbet</comment>
        <translation>Der Pot von %1 wird geteilt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the pot of %2.</source>
        <comment>lockbet</comment>
        <translation>%1 gewinnt den Pot von %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-154"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+79"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+0"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+27"/>
        <source>Deal %1 of this match</source>
        <extracomment>A heading in the deal&apos;s story: which deal of the match (as the score sheet&apos;s title; not the deal number &quot;Deal #…&quot; shown above the table).</extracomment>
        <translation>%1. Runde dieser Partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The deal so far</source>
        <extracomment>Title of the log of the current and previous deal.</extracomment>
        <translation>Verlauf der Runde</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+51"/>
        <source>The AI played %1.</source>
        <translation>Die KI hat %1 gespielt.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+405"/>
        <source>Ring a gold-edged König or Ober, then press M to declare its marriage.</source>
        <translation>Markiere einen goldgerahmten König oder Ober und drück M, um sein Paar anzusagen.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+25"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>Du &amp; Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>You discarded two cards: %Ln trump(s) among them.</source>
        <translation>
            <numerusform>Du hast zwei Karten abgelegt, darunter %Ln Trumpf.</numerusform>
            <numerusform>Du hast zwei Karten abgelegt, darunter %Ln Trümpfe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 discarded two cards: %Ln trump(s) among them.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>
            <numerusform>%1 hat zwei Karten abgelegt, darunter %Ln Trumpf.</numerusform>
            <numerusform>%1 hat zwei Karten abgelegt, darunter %Ln Trümpfe.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The deal is over. %1: %2 points; %3: %4 points.</source>
        <extracomment>Said to screen readers at the end of the deal: each team&apos;s card points.</extracomment>
        <translation>Die Runde ist vorbei. %1: %2 Punkte; %3: %4 Punkte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This card cannot be discarded.</source>
        <translation>Diese Karte darf nicht abgelegt werden.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Kings, trumps 1 and 21 and the Matto must stay. Another trump may go only if you then keep nothing but trumps and Kings, or no trump at all.</source>
        <extracomment>Beside the dealer&apos;s discard (newcomer #32 found the short form hard to follow).</extracomment>
        <translation>Könige, Trumpf 1 und 21 und der Matto müssen bleiben. Ein anderer Trumpf darf nur weg, wenn du danach nur noch Trümpfe und Könige oder gar keinen Trumpf behältst.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+75"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+127"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-126"/>
        <source>The deal is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+2"/>
        <source>You dealt: choose two cards to discard.</source>
        <translation>Du hast gegeben: Wähle zwei Karten zum Ablegen.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="-52"/>
        <source>Only cards worth nothing may be discarded, never trump 29.</source>
        <translation>Nur wertlose Karten dürfen abgelegt werden, nie Trumpf 29.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-28"/>
        <source>%1 played %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 a card.</extracomment>
        <translation>%1 hat %2 gespielt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+6"/>
        <source>%1 took trick %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 the trick&apos;s number.</extracomment>
        <translation>%1 hat Stich %2 gemacht.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-2"/>
        <source>You took trick %1.</source>
        <extracomment>Said to screen readers: %1 the trick&apos;s number.</extracomment>
        <translation>Du hast Stich %1 gemacht.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The deal is over. %1: %Ln resto(i); %2: %3.</source>
        <extracomment>Said to screen readers at the end of the deal: the net resti and who won.</extracomment>
        <translation>
            <numerusform>Die Runde ist vorbei. %1: %Ln Resto; %2: %3.</numerusform>
            <numerusform>Die Runde ist vorbei. %1: %Ln Resti; %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Fola is turned up: its %Ln card(s) stay out of play.</source>
        <translation>
            <numerusform>Die Fola wird aufgedeckt: Ihre %Ln Karte bleibt außer Spiel.</numerusform>
            <numerusform>Die Fola wird aufgedeckt: Ihre %Ln Karten bleiben außer Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>King rule: %1 had to play %2.</source>
        <translation>Königsregel: %1 musste %2 spielen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King rule: you had to play %1.</source>
        <translation>Königsregel: Du musstest %1 spielen.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You robbed: choose %Ln card(s) worth nothing to discard.</source>
        <translation>
            <numerusform>Du hast geraubt: Wähle %Ln wertlose Karte zum Ablegen.</numerusform>
            <numerusform>Du hast geraubt: Wähle %Ln wertlose Karten zum Ablegen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your declarations.</source>
        <translation>Deine Meldungen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+26"/>
        <source>Your turn: lead a card.</source>
        <translation>Du bist dran: Spiel zum Stich aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>Du bist dran: Spiel eine Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is discarding.</source>
        <translation>%1 legt ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is declaring.</source>
        <translation>%1 meldet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+3"/>
        <source>%1 is to play.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Only cards worth nothing may go, never trump 29. Discards stay face down and count for nobody.</source>
        <translation>Nur wertlose Karten dürfen weg, nie Trumpf 29. Abgelegte Karten bleiben verdeckt und zählen für niemanden.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Discard (%1 of %2)</source>
        <extracomment>Button: discard the chosen cards; %1 chosen of %2 to discard.</extracomment>
        <translation>Ablegen (%1 von %2)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+175"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+102"/>
        <source>Set-up</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-43"/>
        <source>Discard (%1 of 2)</source>
        <extracomment>Button: discard the chosen cards; %1 is how many are chosen.</extracomment>
        <translation>Ablegen (%1 von 2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-36"/>
        <location line="+54"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+60"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 Pkt. · %Ln Stich</numerusform>
            <numerusform>%1: %2 Pkt. · %Ln Stiche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+14"/>
        <source>Trumps discarded: %1</source>
        <extracomment>The dealer&apos;s public announcement: how many trumps were discarded.</extracomment>
        <translation>Abgelegte Trümpfe: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trick %1 of 15</source>
        <translation>Stich %1 von 15</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-107"/>
        <source>Match points: you %1, the AI %2. First to %3 wins.</source>
        <translation>Partiepunkte: du %1, die KI %2. Wer zuerst %3 hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>You won the match!</source>
        <translation>Du hast die Partie gewonnen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>Die KI hat die Partie gewonnen.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>New match</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location line="-148"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Table.qml" line="+285"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="-296"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+119"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+41"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+40"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>Karten: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>Bekannte Karten der KI</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+148"/>
        <source>The AI is thinking…</source>
        <translation>Die KI überlegt …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>Du bist dran: Antworte auf die Karte der KI</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+199"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+4"/>
        <source>The AI is to play</source>
        <translation>Die KI ist am Zug</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+14"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>Strenge Regeln: Farbe bedienen und stechen, wenn du kannst; sonst mit Atout stechen.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+21"/>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-199"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-324"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+31"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+30"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+49"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>Stiche: %1</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+125"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock.</extracomment>
        <translation>Stoß: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock empty</source>
        <translation>Stoß leer</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The table is empty</source>
        <extracomment>Shown on the felt when no card lies on the table.</extracomment>
        <translation>Der Tisch ist leer</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Choose the cards to take</source>
        <translation>Wähle die Karten, die du nimmst</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+198"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+1"/>
        <source>Your turn: play a card</source>
        <translation>Du bist dran: Spiel eine Karte</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+114"/>
        <source>Scopa!</source>
        <extracomment>Called out when a capture clears the table.</extracomment>
        <translation>Scopa!</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>On the table: %1.</source>
        <extracomment>Spoken on request: the face-up cards, e.g. &quot;On the table: 3 of Spades, King of Hearts.&quot;</extracomment>
        <translation>Auf dem Tisch: %1.</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/TableActions.qml" line="+86"/>
        <source>Log</source>
        <extracomment>Shows or hides the log of the current and previous deal. Also Ctrl+L.</extracomment>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal so far</source>
        <translation>Verlauf der Runde</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New match</source>
        <extracomment>Starts the game over (asks first while a match is under way). Also Ctrl+N.</extracomment>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back</source>
        <extracomment>Undoes your last move and the AI&apos;s moves after it. Also Ctrl+Z.</extracomment>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint</source>
        <extracomment>Asks the strongest AI level which move it would make. Also the H key.</extracomment>
        <translation>Tipp</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What would Hard play?</source>
        <translation>Was würde „Schwer“ spielen?</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TableBase.qml" line="+197"/>
        <source>The new level plays from the AI&apos;s next move. This match now counts under “Mixed” in your statistics.</source>
        <extracomment>A notice after the AI level was changed during a match.</extracomment>
        <translation>Die neue KI-Stärke gilt ab dem nächsten Zug der KI. Diese Partie zählt in deiner Statistik jetzt unter „Gemischt“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner plays at its new level from its next move.</source>
        <extracomment>A notice after your AI partner&apos;s level was changed during a match.</extracomment>
        <translation>Dein Partner spielt ab seinem nächsten Zug mit der neuen Stärke.</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/TableCards.qml" line="+37"/>
        <source>Cards on the table</source>
        <extracomment>Accessible name of the face-up cards on the Scopa table.</extracomment>
        <translation>Karten auf dem Tisch</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickArea.qml" line="+53"/>
        <source>The trick</source>
        <extracomment>Accessible name of the trick in the middle of the table.</extracomment>
        <translation>Der Stich</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Trick over: click it, or lead, to put it away</source>
        <extracomment>Schnapsen: beside the trick just won, which stays in view until the next lead.</extracomment>
        <translation>Stich beendet: klicke ihn an oder spiel aus, um ihn wegzulegen</translation>
    </message>
</context>
<context>
    <name>TrickCross</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TrickCross.qml" line="+81"/>
        <source>Trick</source>
        <extracomment>Accessible name of the cards played to a trick, in the middle of the table.</extracomment>
        <translation>Stich</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>%1. %2</source>
        <extracomment>Under a card in the trick: its place in play order, then who played it.</extracomment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>WatchBar</name>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchBar.qml" line="+77"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <extracomment>Watch: a move the log has no words for; %1 its seat (&quot;You&quot;, &quot;East&quot;…), %2 the move.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Why: %1</source>
        <extracomment>Watch: why the move was made (the facts the AI gives, e.g. &quot;takes the settebello&quot;).</extracomment>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paused.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playing.</source>
        <translation>Es geht weiter.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Watching deal #%1: Hard plays your seat. Not counted; your match waits.</source>
        <extracomment>Watch: the title of the bar over the table; %1 the number of the deal watched.</extracomment>
        <translation>Zuschauen bei Runde Nr. %1: Schwer spielt auf deinem Platz. Zählt nicht; deine Partie wartet.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The first move is coming…</source>
        <extracomment>Watch: before the first move is shown.</extracomment>
        <translation>Der erste Zug kommt gleich…</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Play</source>
        <extracomment>Watch: pause the AI&apos;s moves / play them on. Also the Space key.</extracomment>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move</source>
        <extracomment>Watch: while paused, show the next move only. Also the Enter key.</extracomment>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slow</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Speed: %1</source>
        <extracomment>Watch: a speed button&apos;s name for a screen reader, %1 the speed.</extracomment>
        <translation>Tempo: %1</translation>
    </message>
</context>
<context>
    <name>WatchButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchButton.qml" line="+33"/>
        <source>Stop watching</source>
        <extracomment>Starts Watch: the hard AI plays your seat in a fresh deal (your match waits). Also the W key.</extracomment>
        <translation>Zuschauen beenden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to your match, as you left it.</source>
        <translation>Zurück zu deiner Partie, so wie du sie verlassen hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard plays your seat in a fresh deal; your match waits and nothing counts.</source>
        <translation>Schwer spielt auf deinem Platz eine neue Runde; deine Partie wartet, und nichts davon zählt.</translation>
    </message>
</context>
<context>
    <name>Watched</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-85"/>
        <source>The AI folded: %1 takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: the AI folded, so your seat (%1 &quot;Hard (your seat)&quot;) takes the pot of %2.</extracomment>
        <translation>Die KI ist ausgestiegen: %1 nimmt den Pot von %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card of %1 is stronger: it wins the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat&apos;s card (%1 &quot;Hard (your seat)&quot;) is stronger and wins the pot of %2.</extracomment>
        <translation>Die Karte von %1 ist stärker: Sie gewinnt den Pot von %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 folded: the AI takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) folded, so the AI takes the pot of %2.</extracomment>
        <translation>%1 ist ausgestiegen: Die KI nimmt den Pot von %2.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/watched.js" line="+9"/>
        <source>Hard (your seat)</source>
        <extracomment>Watch: your seat while the hard level plays it, named in the log, the caption and the sheets.</extracomment>
        <translation>Schwer (dein Platz)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match!</source>
        <extracomment>Watch: a watched match&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 gewinnt die Partie!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the deal</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 gewinnt die Runde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and its partner win!</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat&apos;s team (%1 &quot;Hard (your seat)&quot;) and its partner.</extracomment>
        <translation>%1 und sein Partner gewinnen!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watched deal</source>
        <extracomment>Watch: the title of a watched deal&apos;s score sheet (it is not a deal of your match).</extracomment>
        <translation>Zugeschaute Runde</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="-35"/>
        <source>%1 has no chips left.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) has lost all its chips.</extracomment>
        <translation>%1 hat keine Chips mehr.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/StatusColumn.qml" line="-21"/>
        <source>%1: %2</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) won or lost %2 chips in the deal (e.g. &quot;+4&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+13"/>
        <source>Chips: %1 %2 · AI %3</source>
        <extracomment>Watch, Lock &amp; Bet: the chips at the match&apos;s end; %1 &quot;Hard (your seat)&quot;, %2 its chips, %3 the AI&apos;s.</extracomment>
        <translation>Chips: %1 %2 · KI %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="-32"/>
        <source>%Ln card(s) left on the table went to %1, the last to capture.</source>
        <extracomment>Watch, under the score sheet: the cards left on the table went to your seat (%1 &quot;Hard (your seat)&quot;), the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln restliche Tischkarte ging an %1: zuletzt genommen.</numerusform>
            <numerusform>%Ln restliche Tischkarten gingen an %1: zuletzt genommen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="-71"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>KI</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Why did the AI play %1?</source>
        <extracomment>The question the AI&apos;s move answers at a two-player table: %1 the card it played.</extracomment>
        <translation>Warum hat die KI %1 gespielt?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did %1 play %2?</source>
        <extracomment>The question an AI&apos;s move answers: %1 the seat (&quot;West&quot;, &quot;Partner&quot;), %2 the card it played.</extracomment>
        <translation>Warum hat %1 %2 gespielt?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Why?</source>
        <extracomment>An AI&apos;s move that is not a card played: %1 the log&apos;s sentence of it (&quot;East bet 5.&quot;), then the question.</extracomment>
        <translation>%1 Warum?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did the AI make this move?</source>
        <extracomment>The question of the AI&apos;s move the log has no sentence for (a two-player table).</extracomment>
        <translation>Warum hat die KI diesen Zug gemacht?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did %1 make this move?</source>
        <extracomment>The question of an AI&apos;s move the log has no sentence for; %1 the seat (&quot;West&quot;, &quot;AI&quot;).</extracomment>
        <translation>Warum hat %1 diesen Zug gemacht?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It gives no particular reason for this move.</source>
        <extracomment>An AI&apos;s move with no reason to tell (its search simply found it best).</extracomment>
        <translation>Für diesen Zug gibt es keinen besonderen Grund zu nennen.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchBar.qml" line="-125"/>
        <source>What decided it, by its rules of thumb: %1.</source>
        <translation>Was nach seinen Faustregeln den Ausschlag gab: %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+21"/>
        <source>How this level chooses: %1</source>
        <extracomment>Why the AI moved, for an easier level: %1 how that level chooses its moves (e.g. &quot;Always plays by its rules of thumb.&quot;).</extracomment>
        <translation>So wählt diese Stufe: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How %1 chooses: %2</source>
        <extracomment>Why the AI moved, when seats of several levels moved: %1 the seats of one level (&quot;Partner&quot;), %2 how that level chooses its moves.</extracomment>
        <translation>So wählt %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It had only this card left to play.</source>
        <extracomment>Why the AI moved: it had one card left in its hand, so it had no other card to play.</extracomment>
        <translation>Es hatte nur noch diese Karte zu spielen.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The AI&apos;s reasons</source>
        <extracomment>Title of the panel with the reasons of the AI&apos;s last move.</extracomment>
        <translation>Die Gründe der KI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the reasons are being worked out.</extracomment>
        <translation>Überlegt …</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the panel of the AI&apos;s reasons.</extracomment>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/why.js" line="-167"/>
        <source>leaves %1 on the table, and a card of that value is still to be played</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1 and a card of that value has not been played yet (it may be in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>lässt %1 auf dem Tisch, und eine Karte dieses Werts ist noch nicht gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no card still to be played can sweep the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: no card still to be played can take all the table&apos;s cards.</extracomment>
        <translation>keine noch nicht gespielte Karte kann den Tisch abräumen</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-18"/>
        <source>its partner wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>sein Partner macht den Stich (Zählpunkte: %1 darin, %2 davon von den Gegnern)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its partner wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>sein Partner macht den Stich (%Ln Punkt)</numerusform>
            <numerusform>sein Partner macht den Stich (%Ln Punkte)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them its team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI moved: %1 counting points in the trick, %2 of them its team&apos;s.</extracomment>
        <translation>gibt den Stich ab (Zählpunkte: %1 darin, %2 davon von seinem Team)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its card is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>seine Karte liegt im Stich bisher vorn (%Ln Punkt darin)</numerusform>
            <numerusform>seine Karte liegt im Stich bisher vorn (%Ln Punkte darin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its partner is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>sein Partner liegt im Stich bisher vorn (%Ln Punkt darin)</numerusform>
            <numerusform>sein Partner liegt im Stich bisher vorn (%Ln Punkte darin)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>one of its opponents is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>einer seiner Gegner liegt im Stich bisher vorn (%Ln Punkt darin)</numerusform>
            <numerusform>einer seiner Gegner liegt im Stich bisher vorn (%Ln Punkte darin)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s UP/DOWN signal</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards.</extracomment>
        <translation>seine Regel sperrt die seiner zwei Karten, die eher gewinnt, beurteilt nach den noch nicht gesehenen Karten und dem AUF/AB-Signal des Gegners</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at %1 or more, so it stakes all its %2 chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet all its chips: it stakes its card&apos;s chance to win times its chips; %1 the lowest chance (a percent) it can give its card for that bet, %2 the chips it had.</extracomment>
        <translation>seine Regel setzt die Gewinnchance seiner Karte mal seine Chips: es schätzt diese Chance auf %1 oder mehr, also setzt es alle seine %2 Chips</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it bets only when it thinks its card wins more than %1 of the time, so it gives this card a chance of %1 or less</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) checked: it bets only when it thinks its card wins more often than not; %1 is that line as a percent (&quot;50%&quot;).</extracomment>
        <translation>es setzt nur, wenn es glaubt, dass seine Karte in mehr als %1 der Fälle gewinnt, also gibt es dieser Karte eine Chance von %1 oder weniger</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it also took into account cards you cannot see, such as its own, and that part is not told here</source>
        <extracomment>Why the AI moved: some of its reasons are about cards you cannot see (its own among them), so they are not told.</extracomment>
        <translation>es hat auch Karten berücksichtigt, die du nicht sehen kannst, etwa seine eigenen; dieser Teil wird hier nicht gesagt</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Playing the rest of the deal out, that other move does about %1 better on average, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Minchiate&apos;s Normal): looking further ahead (playing the rest of the deal out), the other move does better by about %1 on average (e.g. &quot;0.3 resti&quot;), but this level does not look ahead and keeps to its rules.</extracomment>
        <translation>Spielt man den Rest der Runde durch, schneidet jener andere Zug im Schnitt um etwa %1 besser ab, aber diese Stufe schaut nicht voraus: sie hält sich an die oben genannten einfachen Regeln.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking further ahead would favour that other move, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would rate the other move higher, but this level follows its rules.</extracomment>
        <translation>Wer weiter vorausschaut, würde jenen anderen Zug vorziehen, aber diese Stufe schaut nicht voraus: sie hält sich an die oben genannten einfachen Regeln.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called: %1 (a percent) is the share of the pot the call costs, the chance a call needs.</extracomment>
        <translation>seine Regel geht mit, wenn die Chance seiner Karte den Preis wert ist: das Mitgehen kostet %1 des Pots, um den es dann spielt, und seine Karte war nicht stark genug zum Erhöhen</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>pays %1 to call for a pot of %2, risking %3 of its chips to win %3 of its opponent&apos;s</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI called: it pays %1 to call for a pot of %2, and then %3 of its chips are at stake against as many of its opponent&apos;s (a phrase whose subject is the move: &quot;This move pays 1 to call…&quot;).</extracomment>
        <translation>zahlt %1, um bei einem Pot von %2 mitzugehen, und riskiert %3 seiner Chips, um %3 der Chips seines Gegners zu gewinnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bets %1 into a pot of %2, all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a bet or raise to %1 into a pot of %2 that puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>setzt %1 bei einem Pot von %2, alle seine Chips</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>puts in all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: the move puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>setzt alle seine Chips ein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s signal: %1 UP (8 to Ace) and %2 DOWN (2 to 7)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards, judged against its opponent&apos;s public signal: %1 of the opponent&apos;s cards UP (8 to Ace), %2 DOWN (2 to 7).</extracomment>
        <translation>seine Regel sperrt die seiner zwei Karten, die eher gewinnt, beurteilt nach den noch nicht gesehenen Karten und dem Signal des Gegners: %1 HOCH (8 bis Ass) und %2 TIEF (2 bis 7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at about %3 to %4, and that times its %2 chips comes to the %1 it put in</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet: it stakes its card&apos;s chance to win times its chips; %3–%4 the chance (percents) it gives its card, %2 the chips it had, %1 its round total.</extracomment>
        <translation>seine Regel setzt die Gewinnchance seiner Karte mal seine Chips: es schätzt diese Chance auf etwa %3 bis %4, und das mal seine %2 Chips ergibt die %1, die es gesetzt hat</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in), in an answer that has told the call&apos;s price in chips.</extracomment>
        <translation>seine Regel geht mit, wenn die Gewinnchance seiner Karte den Preis des Mitgehens wert ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in): %1 (a percent) is the share of the pot the call costs.</extracomment>
        <translation>seine Regel geht mit, wenn die Chance seiner Karte den Preis wert ist: das Mitgehen kostet %1 des Pots, um den es dann spielt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;).</extracomment>
        <translation>seine Regel geht mit, wenn die Gewinnchance seiner Karte den Preis des Mitgehens wert ist, und seine Karte war nicht stark genug zum Erhöhen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rule folds when its card&apos;s chance to win is below the call&apos;s price, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;); it never bluffs.</extracomment>
        <translation>seine Regel steigt aus, wenn die Gewinnchance seiner Karte unter dem Preis des Mitgehens liegt, und es schätzt seine Karte niedriger ein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule folds when its card&apos;s chance is below the price: the call needed about %1, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded: %1 (a percent) is the chance the call&apos;s price needs; it never bluffs.</extracomment>
        <translation>seine Regel steigt aus, wenn die Chance seiner Karte unter dem Preis liegt: das Mitgehen verlangte etwa %1, und es schätzt seine Karte niedriger ein</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it follows the strategy solved for this deal, which mixes its moves, bluffs included, so that they do not give its card away</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Hard) moved: it samples the game-theory strategy solved for this deal, which mixes its moves (bluffs included) so that they do not give its card away.</extracomment>
        <translation>es folgt der für dieses Spiel berechneten Strategie, die seine Züge mischt, Bluffs eingeschlossen, damit sie seine Karte nicht verraten</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>it declares every combination it holds: it has declared %Ln (%1 points) and has none left</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.</extracomment>
        <translation>
            <numerusform>es meldet jede Kombination, die es hält: es hat %Ln gemeldet (%1 Punkte) und hat keine mehr</numerusform>
            <numerusform>es meldet jede Kombination, die es hält: es hat %Ln gemeldet (%1 Punkte) und hat keine mehr</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it declares every combination it holds, and it holds none</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds, and it holds none.</extracomment>
        <translation>es meldet jede Kombination, die es hält, und es hält keine</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>With that move, %1.</source>
        <extracomment>Why the AI moved: a reason of the best other move it had, a whole clause (%1, e.g. &quot;its partner wins the trick (3 points)&quot;).</extracomment>
        <translation>Bei jenem Zug gilt: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1.</source>
        <extracomment>A reason for the AI&apos;s move as a sentence of its own: %1 a whole clause (&quot;its partner wins the trick (3 points)&quot;), begun with a capital where the script has them.</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That move %1.</source>
        <extracomment>Why the AI moved: what the best other move it had would do (%1, e.g. &quot;pays 1 to call for a pot of 4&quot;).</extracomment>
        <translation>Jener Zug %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move %1.</source>
        <extracomment>Why the AI moved: what its move does (%1, e.g. &quot;takes the settebello, the 7 of Diamonds&quot;).</extracomment>
        <translation>Dieser Zug %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Above all, with that move, %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>Vor allem gilt bei jenem Zug: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Above all, %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>Vor allem: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above all, that move %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do (%1, e.g. &quot;leaves cards adding up to 7 on the table…&quot;).</extracomment>
        <translation>Vor allem: Jener Zug %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above all, this move %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, of its move (%1, e.g. &quot;takes 3 cards from the table&quot;).</extracomment>
        <translation>Vor allem: Dieser Zug %1.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>keeps %1 in hand</source>
        <extracomment>Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.</extracomment>
        <translation>behält %1 auf der Hand</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>leaves %1 on the table</source>
        <extracomment>Why a move rather than another: it leaves on the table the card(s) %1 the other move would have taken (captured) from it.</extracomment>
        <translation>lässt %1 auf dem Tisch</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Its best other move: %1.</source>
        <extracomment>Why the AI moved: the best other move it had (%1, e.g. &quot;Play 3 of Cups&quot;); what that move would do follows, in sentences of their own.</extracomment>
        <translation>Sein bester anderer Zug: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its best other move uses a card you cannot see.</source>
        <extracomment>Why the AI moved: its best other move used a card of its hand you cannot see (not named, nor what it would have done).</extracomment>
        <translation>Sein bester anderer Zug verwendet eine Karte, die du nicht sehen kannst.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Looking further ahead also rates this move above that one.</source>
        <extracomment>Why the AI moved, at a level that keeps to a simple rule (Lock &amp; Bet&apos;s Normal), a note before the sentence that gives the rule: looking further ahead would also rate its move above the other.</extracomment>
        <translation>Auch wer weiter vorausschaut, zieht diesen Zug jenem vor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its rules of thumb rated that move higher, but this level does not always play the move they rate best.</source>
        <extracomment>Why the AI moved, at an easier level: its rules of thumb rated the other move higher, but this level does not always play the move they rate best (how it chooses is told above).</extracomment>
        <translation>Seine Faustregeln bewerteten jenen Zug höher, aber diese Stufe spielt nicht immer den Zug, den sie am besten bewerten.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking further ahead also rates this move above that one, though this level keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would also rate its move above the other, though it keeps to its rules.</extracomment>
        <translation>Auch wer weiter vorausschaut, zieht diesen Zug jenem vor, doch diese Stufe hält sich an die oben genannten einfachen Regeln.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By its rules of thumb that difference is worth about %1 to this move, more than any other between the two.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb: the difference told &quot;above all&quot; is worth %1 (e.g. &quot;0.9 points&quot;, in the game&apos;s unit) more to its move by those rules, the most of any.</extracomment>
        <translation>Nach seinen Faustregeln ist dieser Unterschied für diesen Zug etwa %1 wert, mehr als jeder andere zwischen den beiden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its rules of thumb rated this move higher than that one.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb that took the move they rate best.</extracomment>
        <translation>Seine Faustregeln bewerteten diesen Zug höher als jenen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every card left is known to it now: calculated exactly, this move and its best alternative come out the same.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly, and its move and the best other one come out the same.</extracomment>
        <translation>Jede verbleibende Karte ist ihm jetzt bekannt: genau durchgerechnet schneiden dieser Zug und seine beste Alternative gleich ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 better than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) better.</extracomment>
        <translation>Jede verbleibende Karte ist ihm jetzt bekannt: genau durchgerechnet schneidet dieser Zug um %1 besser ab als seine beste Alternative.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 worse than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) worse.</extracomment>
        <translation>Jede verbleibende Karte ist ihm jetzt bekannt: genau durchgerechnet schneidet dieser Zug um %1 schlechter ab als seine beste Alternative.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played out in many guesses at the hidden cards, this move and its best alternative came out about the same on average.</source>
        <extracomment>Why the AI (a search) moved: it played the rest of the deal out in many guesses at the cards it cannot see, and its move and the best other one scored about the same.</extracomment>
        <translation>In vielen Annahmen über die verdeckten Karten zu Ende gespielt, schnitten dieser Zug und seine beste Alternative im Schnitt etwa gleich ab.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 better on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) more than its best other move.</extracomment>
        <translation>In vielen Annahmen über die verdeckten Karten zu Ende gespielt, schnitt dieser Zug im Schnitt um etwa %1 besser ab als seine beste Alternative.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 worse on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) less than its best other move.</extracomment>
        <translation>In vielen Annahmen über die verdeckten Karten zu Ende gespielt, schnitt dieser Zug im Schnitt um etwa %1 schlechter ab als seine beste Alternative.</translation>
    </message>
</context>
<context>
    <name>Wordmark</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Wordmark.qml" line="+26"/>
        <source>CARDAVIA</source>
        <extracomment>The application&apos;s name, shown as a wordmark; usually not translated.</extracomment>
        <translation>CARDAVIA</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-233"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>Osten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Westen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>Du &amp; Partner</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the chosen cards</source>
        <translation>Die gewählten Karten ablegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <extracomment>Keys on the shortcut sheet: the digits 1 to 9.</extracomment>
        <translation>1 … 9</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Declare the combination with that number</source>
        <translation>Die Kombination mit dieser Nummer melden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare no more</source>
        <translation>Nichts mehr melden</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-54"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: the keys that go on from a finished trick (any key does, but these are the ones to name; as the refusal &quot;press Space or Enter&quot;).</extracomment>
        <translation>Leertaste / Eingabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the set-up</source>
        <translation>Vorbereitung zeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the score log</source>
        <translation>Spielprotokoll zeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>Kelche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>Trümpfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Matto</source>
        <translation>der Matto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trump %1</source>
        <extracomment>A trump card by its number, e.g. &quot;trump 29&quot;.</extracomment>
        <translation>Trumpf %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-59"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run of trumps</source>
        <extracomment>A combination (versicola): a run of consecutive trumps.</extracomment>
        <translation>Trumpffolge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1 and 40 with the Matto</source>
        <translation>Trumpf 1 und 40 mit dem Matto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1, 13 and 28</source>
        <translation>Trumpf 1, 13 und 28</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20 and 30</source>
        <translation>Trumpf 10, 20 und 30</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 20, 30 and 40</source>
        <translation>Trumpf 20, 30 und 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20, 30 and 40</source>
        <translation>Trumpf 10, 20, 30 und 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Könige</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run of trumps %1–%2</source>
        <extracomment>A run of consecutive trumps from %1 to %2.</extracomment>
        <translation>Trumpffolge %1–%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>even</source>
        <comment>point difference</comment>
        <extracomment>The running point difference when neither team leads (&quot;Difference: even&quot;).</extracomment>
        <translation>gleichauf</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You &amp; partner ahead by %1</source>
        <extracomment>The running point difference: your team (you and your partner) leads by %1 points.</extracomment>
        <translation>Dein Team führt mit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents ahead by %1</source>
        <extracomment>The running point difference: the opponents lead by %1 points.</extracomment>
        <translation>Die Gegner führen mit %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You robbed %1 when cutting: %Ln point(s)</source>
        <extracomment>%1 the cards robbed.</extracomment>
        <translation>
            <numerusform>Du hast beim Abheben %1 geraubt: %Ln Punkt</numerusform>
            <numerusform>Du hast beim Abheben %1 geraubt: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 robbed %2 when cutting: %Ln point(s)</source>
        <extracomment>%1 player, %2 card, %3 points.</extracomment>
        <translation>
            <numerusform>%1 hat beim Abheben %2 geraubt: %Ln Punkt</numerusform>
            <numerusform>%1 hat beim Abheben %2 geraubt: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You robbed %1 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>Du hast %1 aus der Fola geraubt: %Ln Punkt</numerusform>
            <numerusform>Du hast %1 aus der Fola geraubt: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %2 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>%1 hat %2 aus der Fola geraubt: %Ln Punkt</numerusform>
            <numerusform>%1 hat %2 aus der Fola geraubt: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The dealer&apos;s last card, %1, was shown: %Ln point(s)</source>
        <translation>
            <numerusform>Die letzte Karte des Gebers, %1, wurde gezeigt: %Ln Punkt</numerusform>
            <numerusform>Die letzte Karte des Gebers, %1, wurde gezeigt: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You declared %1 (%2) with the Matto bonus: %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>Du hast %1 (%2) mit Matto-Bonus gemeldet: %Ln Punkt</numerusform>
            <numerusform>Du hast %1 (%2) mit Matto-Bonus gemeldet: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3) with the Matto bonus: %Ln point(s)</source>
        <translation>
            <numerusform>%1 hat %2 (%3) mit Matto-Bonus gemeldet: %Ln Punkt</numerusform>
            <numerusform>%1 hat %2 (%3) mit Matto-Bonus gemeldet: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared %1 (%2): %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>Du hast %1 (%2) gemeldet: %Ln Punkt</numerusform>
            <numerusform>Du hast %1 (%2) gemeldet: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3): %Ln point(s)</source>
        <translation>
            <numerusform>%1 hat %2 (%3) gemeldet: %Ln Punkt</numerusform>
            <numerusform>%1 hat %2 (%3) gemeldet: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Trick %1: %2 captured your team&apos;s %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.</extracomment>
        <translation>
            <numerusform>Stich %1: %2 hat %3 deines Teams genommen: %Ln Punkt</numerusform>
            <numerusform>Stich %1: %2 hat %3 deines Teams genommen: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Trick %1: you captured the opponents&apos; %2: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Stich %1: Du hast %2 der Gegner genommen: %Ln Punkt</numerusform>
            <numerusform>Stich %1: Du hast %2 der Gegner genommen: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Trick %1: %2 captured the opponents&apos; %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 player, %3 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Stich %1: %2 hat %3 der Gegner genommen: %Ln Punkt</numerusform>
            <numerusform>Stich %1: %2 hat %3 der Gegner genommen: %Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cut: no card to rob.</source>
        <translation>%1 hat abgehoben: keine Karte zu rauben.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: no card to rob.</source>
        <translation>Du hast abgehoben: keine Karte zu rauben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>Du hast aus der Fola nichts geraubt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 hat aus der Fola nichts geraubt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You cut and robbed %Ln card(s): %1.</source>
        <translation>
            <numerusform>Du hast abgehoben und %Ln Karte geraubt: %1.</numerusform>
            <numerusform>Du hast abgehoben und %Ln Karten geraubt: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 cut and robbed %Ln card(s): %2.</source>
        <translation>
            <numerusform>%1 hat abgehoben und %Ln Karte geraubt: %2.</numerusform>
            <numerusform>%1 hat abgehoben und %Ln Karten geraubt: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You robbed %Ln card(s) from the Fola: %1.</source>
        <translation>
            <numerusform>Du hast %Ln Karte aus der Fola geraubt: %1.</numerusform>
            <numerusform>Du hast %Ln Karten aus der Fola geraubt: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %Ln card(s) from the Fola: %2.</source>
        <translation>
            <numerusform>%1 hat %Ln Karte aus der Fola geraubt: %2.</numerusform>
            <numerusform>%1 hat %Ln Karten aus der Fola geraubt: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dealt; the last card, shown to all: %1.</source>
        <translation>Du hast gegeben; die letzte Karte, allen gezeigt: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt; the last card, shown to all: %2.</source>
        <translation>%1 hat gegeben; die letzte Karte, allen gezeigt: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discarded a card face down.</source>
        <translation>%1 hat eine Karte verdeckt abgelegt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You discarded a card face down.</source>
        <translation>Du hast eine Karte verdeckt abgelegt.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>You declared nothing.</source>
        <translation>Du hast nichts gemeldet.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 declared nothing.</source>
        <translation>%1 hat nichts gemeldet.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 → %2. Difference: %3.</source>
        <extracomment>A score line: the reason, then the team that scores and the running difference.</extracomment>
        <translation>%1 → %2. Differenz: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</source>
        <extracomment>%1 team, %2 difference before, %3 after.</extracomment>
        <translation>
            <numerusform>%Ln Resto an das Team „%1“: Die Differenz erreichte %2 Punkte, 60 pro Resto werden abgerechnet, %3 bleiben.</numerusform>
            <numerusform>%Ln Resti an das Team „%1“: Die Differenz erreichte %2 Punkte, 60 pro Resto werden abgerechnet, %3 bleiben.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 to you.</source>
        <translation>Stich %1 an dich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 to %2.</source>
        <translation>Stich %1 an %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fola is turned up (out of play): %1.</source>
        <translation>Die Fola wird aufgedeckt (außer Spiel): %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto&apos;s team took no trick: the Matto goes to %1.</source>
        <translation>Das Team des Matto hat keinen Stich gemacht: Der Matto geht an das Team „%1“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto, played by %2, fell in a trick won by %1: %2 keep it and give %1 %3 in exchange.</source>
        <extracomment>%1 the team that won the Matto&apos;s trick, %2 the team that played the Matto (it keeps it), %3 the card %2 gives %1 instead.</extracomment>
        <translation>Der Matto, gespielt von „%2“, fiel in einen Stich von „%1“: „%2“ behält ihn und gibt „%1“ dafür %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the deal: see the score sheet.</source>
        <translation>Ende der Runde: siehe Wertungsblatt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trump 29 may never be discarded: it is worth 5 inside a combination.</source>
        <translation>Trumpf 29 darf nie abgelegt werden: In einer Kombination zählt er 5.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is worth %Ln point(s): only cards worth nothing may be discarded.</source>
        <translation>
            <numerusform>%1 zählt %Ln Punkt: Abgelegt werden dürfen nur wertlose Karten.</numerusform>
            <numerusform>%1 zählt %Ln Punkte: Abgelegt werden dürfen nur wertlose Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King rule: this is the first %1 trick and a trump has been played, so you must play your King.</source>
        <translation>Königsregel: Dies ist der erste Stich in der Farbe %1, und es wurde Trumpf gespielt, also musst du deinen König spielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow %1.</source>
        <translation>Du musst %1 bedienen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow %1 (or play the Matto).</source>
        <translation>Du musst %1 bedienen (oder den Matto spielen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no %1: you must play a trump.</source>
        <translation>Du hast keine Karte der Farbe %1: Du musst Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no %1: you must play a trump (or the Matto).</source>
        <translation>Du hast keine Karte der Farbe %1: Du musst Trumpf spielen (oder den Matto).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <source>The deal is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+10"/>
        <source>An AI player could not move. Please start a new deal.</source>
        <translation>Ein KI-Spieler konnte keinen Zug machen. Bitte beginne eine neue Runde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 resti</source>
        <comment>minchiate hint value</comment>
        <extracomment>Expected value of a hinted Minchiate move, e.g. &quot;+1.5 resti&quot;.</extracomment>
        <translation>%1 Resti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected resti for your team from this deal (+ gained, − lost), points not yet converted counted as part of a resto.</source>
        <comment>minchiate</comment>
        <extracomment>Under the Minchiate hint&apos;s heading: what the move values mean (resti: the game&apos;s unit).</extracomment>
        <translation>Erwartete Resti deines Teams aus dieser Runde (+ gewonnen, − verloren); noch nicht umgewandelte Punkte zählen als Teil eines Resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resti per deal</source>
        <comment>minchiate</comment>
        <translation>Resti pro Runde</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-86"/>
        <source>Check</source>
        <translation>Checken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <translation>Mitgehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <translation>Aussteigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>+ / − / ↑ / ↓</source>
        <extracomment>Keys on the shortcut sheet: plus/minus and the up/down arrows; keep the symbols.</extracomment>
        <translation>+ / − / ↑ / ↓</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raise or lower the amount to bet</source>
        <translation>Einsatz erhöhen oder senken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet or raise the chosen amount</source>
        <translation>Gewählten Betrag setzen oder erhöhen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in</source>
        <translation>All-in</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-202"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-16"/>
        <source>Enter</source>
        <extracomment>Key name on the shortcut sheet.</extracomment>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the ringed card, again to lock it; confirm the amount; next deal; new match</source>
        <translation>Umrandete Karte wählen, nochmals zum Festlegen; Betrag bestätigen; nächste Runde; neue Partie</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-41"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+1"/>
        <source>Next deal, or a new match when it is over</source>
        <translation>Nächste Runde oder eine neue Partie, wenn sie vorbei ist</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tricks taken</source>
        <extracomment>Statistics of the template game: the tricks you took over all matches.</extracomment>
        <translation>Stiche</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-10"/>
        <source>Lock the ringed card face down</source>
        <translation>Umrandete Karte verdeckt festlegen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card plays in the next deal.</source>
        <extracomment>Lock &amp; Bet: a note over the card you kept (not locked), when you click it: it is played in the next deal.</extracomment>
        <translation>Diese Karte spielt in der nächsten Runde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: check or bet</source>
        <translation>Du bist dran: checken oder setzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: check</source>
        <translation>Du bist dran: checken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, raise or fold</source>
        <translation>Du bist dran: mitgehen, erhöhen oder aussteigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, go all-in or fold</source>
        <translation>Du bist dran: mitgehen, all-in gehen oder aussteigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: call or fold</source>
        <translation>Du bist dran: mitgehen oder aussteigen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checked</source>
        <translation>Gecheckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1, all-in</source>
        <translation>Gesetzt %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bet %1</source>
        <translation>Gesetzt %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised to %1, all-in</source>
        <translation>Erhöht auf %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised to %1</source>
        <translation>Erhöht auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in to %1</source>
        <translation>All-in auf %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Called %1, all-in</source>
        <translation>Mitgegangen %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Called %1</source>
        <translation>Mitgegangen %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded</source>
        <translation>Ausgestiegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked a card</source>
        <translation>Karte festgelegt</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Equal ranks: the pot of %1 is split.</source>
        <extracomment>A split pot: each player takes back what they put in.</extracomment>
        <translation>Gleicher Rang: Der Pot von %1 wird geteilt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The AI folded: you take the pot of %1.</source>
        <translation>Die KI ist ausgestiegen: Du nimmst den Pot von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You folded: the AI takes the pot of %1.</source>
        <translation>Du bist ausgestiegen: Die KI nimmt den Pot von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is stronger: you win the pot of %1.</source>
        <translation>Deine Karte ist stärker: Du gewinnst den Pot von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s card is stronger: it wins the pot of %1.</source>
        <translation>Die Karte der KI ist stärker: Sie gewinnt den Pot von %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-23"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+19"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-80"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-83"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>Bitte warten: Die KI ist am Zug.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-48"/>
        <source>%1 · pot split</source>
        <extracomment>A player&apos;s box after a deal of equal cards: its last move (%1), then the pot was split.</extracomment>
        <translation>%1 · Pot geteilt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · won %2</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it won the pot of %2 chips.</extracomment>
        <translation>%1 · %2 gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · lost</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it lost the pot.</extracomment>
        <translation>%1 · verloren</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 unmatched chips come back to you.</source>
        <translation>%1 nicht gedeckte Chips gehen an dich zurück.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to the AI.</source>
        <translation>%1 nicht gedeckte Chips gehen an die KI zurück.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>Die Runde ist vorbei: Drück zuerst auf „Nächste Runde“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over. Start a new match to play again.</source>
        <translation>Die Partie ist vorbei. Beginne eine neue Partie, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot lock that card now.</source>
        <translation>Diese Karte kannst du jetzt nicht festlegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your two cards first.</source>
        <translation>Wähle zuerst eine deiner zwei Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is locked; a lock cannot be changed.</source>
        <translation>Deine Karte ist festgelegt; das lässt sich nicht ändern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players lock a card before the betting starts.</source>
        <translation>Beide legen eine Karte fest, bevor gesetzt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a whole number of chips, such as %1.</source>
        <translation>Gib eine ganze Zahl an Chips ein, zum Beispiel %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The amount must be at least 1 chip.</source>
        <translation>Der Betrag muss mindestens 1 Chip sein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many chips: this round you can put in at most %1 in total.</source>
        <translation>Zu viele Chips: In dieser Setzrunde kannst du insgesamt höchstens %1 setzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum raise is to %1.</source>
        <translation>Zu klein: Du musst mindestens auf %1 erhöhen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum bet is %1.</source>
        <translation>Zu klein: Der kleinste Einsatz ist %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot make a full raise: go all-in, call or fold.</source>
        <translation>Eine volle Erhöhung ist nicht möglich: all-in gehen, mitgehen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot raise now: call or fold.</source>
        <translation>Erhöhen geht jetzt nicht: mitgehen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot go all-in now.</source>
        <translation>All-in geht jetzt nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot check: there is a bet to call.</source>
        <translation>Checken geht nicht: Es gibt einen Einsatz zum Mitgehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to call: check or bet.</source>
        <translation>Kein Einsatz offen: checken oder setzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bet to raise: bet instead.</source>
        <translation>Es gibt keinen Einsatz zum Erhöhen: Setze stattdessen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: call, raise or fold.</source>
        <translation>Es gibt schon einen Einsatz: mitgehen, erhöhen oder aussteigen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+9"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>Die KI konnte keinen Zug machen. Bitte beginne eine neue Partie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chips</source>
        <comment>lockbet hint value</comment>
        <extracomment>Expected value of a hinted Lock &amp; Bet move, e.g. &quot;+1.5 chips&quot;.</extracomment>
        <translation>%1 Chips</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected chips won (+) or lost (−) in this deal, antes included.</source>
        <comment>lockbet</comment>
        <extracomment>Under the Lock &amp; Bet hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Erwartete gewonnene (+) oder verlorene (−) Chips in dieser Runde, Ante eingerechnet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chips won per deal</source>
        <comment>lockbet</comment>
        <translation>Gewonnene Chips pro Runde</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-6"/>
        <source>Discard the two chosen cards</source>
        <translation>Die zwei gewählten Karten ablegen</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-7"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-35"/>
        <source>Show or hide the last trick</source>
        <translation>Letzten Stich zeigen oder verbergen</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+3"/>
        <source>Next trick, when a finished trick waits for you</source>
        <translation>Nächster Stich, wenn ein fertiger Stich auf dich wartet</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>New deal, when the score sheet shows</source>
        <translation>Neue Runde, wenn der Punktezettel angezeigt wird</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+37"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-6"/>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>You do not hold that card.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>Du musst die ausgespielte Farbe bedienen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Du kannst nicht bedienen, also musst du einen Trumpf spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard two cards first.</source>
        <translation>Lege zuerst zwei Karten ab.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The discard has already been made.</source>
        <translation>Die Karten sind schon abgelegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose two different cards.</source>
        <translation>Wähle zwei verschiedene Karten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings, trumps 1 and 21 and the Matto may not be discarded.</source>
        <translation>Könige, Trumpf 1 und 21 und der Matto dürfen nicht abgelegt werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may discard a trump only if the 15 cards you keep are all trumps and Kings (and the Matto), or hold no trump at all.</source>
        <translation>Einen Trumpf darfst du nur ablegen, wenn die 15 behaltenen Karten alle Trümpfe und Könige sind (und der Matto) oder gar keinen Trumpf enthalten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 points</source>
        <comment>piedicavallo hint value</comment>
        <extracomment>Expected value of a hinted Piedicavallo move, e.g. &quot;+1.5 points&quot; (card points).</extracomment>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected margin at the end of this deal, in card points: your team&apos;s minus the opponents&apos;, plus %1 if your team wins the deal or minus %1 if it loses (+ ahead, − behind).</source>
        <comment>piedicavallo</comment>
        <extracomment>Under the Piedicavallo hint&apos;s heading: what the move values mean; %1 is 20 (the search&apos;s bonus for winning the deal), written in the locale&apos;s digits.</extracomment>
        <translation>Erwarteter Vorsprung am Ende dieser Runde, in Kartenpunkten: die deines Teams minus die der Gegner, plus %1, wenn dein Team die Runde gewinnt, minus %1, wenn es sie verliert (+ vorn, − hinten).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points per deal</source>
        <translation>Kartenpunkte pro Runde</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-41"/>
        <source>Declare the marriage of the ringed König or Ober (Enter plays it without)</source>
        <translation>Das Paar des umrandeten Königs oder Obers ansagen (Eingabe spielt ihn ohne Ansage)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <translation>Atout-Unter austauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <translation>Zudrehen</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-11"/>
        <source>Hear the scores</source>
        <translation>Punktestand hören</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>Hear the last announcement again</source>
        <translation>Letzte Mitteilung noch einmal hören</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <comment>schnapsen</comment>
        <translation>Nächste Runde oder neues Bummerl, wenn die Runde vorbei ist (auch Eingabe)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exchange the trump Unter</source>
        <translation>tausche den Atout-Unter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declare a marriage</source>
        <translation>sag ein Paar an</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the stock</source>
        <translation>dreh zu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: lead a card</source>
        <extracomment>The turn line: %1 what you may do before you lead (&quot;exchange the trump Unter, close the stock&quot;).</extracomment>
        <translation>Du bist dran: Spiel eine Karte aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: %1 or lead a card</source>
        <translation>Du bist dran: %1 oder spiel eine Karte aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>a list of what you may do</comment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Herz</source>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schelln</source>
        <translation>Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eichel</source>
        <translation>Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laub</source>
        <translation>Laub</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is over.</source>
        <comment>schnapsen</comment>
        <translation>Das Bummerl ist zu Ende.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strict rules: you must take the trick with a higher card of the suit led.</source>
        <translation>Strenge Regeln: Du musst mit einer höheren Karte der ausgespielten Farbe stechen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you must follow the suit led.</source>
        <translation>Strenge Regeln: Du musst die ausgespielte Farbe bedienen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you cannot follow suit, so you must play a trump.</source>
        <translation>Strenge Regeln: Du kannst nicht bedienen, also musst du Atout spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is closed.</source>
        <translation>Der Talon ist zugedreht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is exhausted.</source>
        <translation>Der Talon ist aufgebraucht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need the trump Unter to exchange.</source>
        <translation>Zum Austauschen brauchst du den Atout-Unter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <comment>schnapsen</comment>
        <translation>Die KI konnte keinen Zug machen. Bitte beginne ein neues Bummerl.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You exchanged the trump Unter.</source>
        <translation>Du hast den Atout-Unter ausgetauscht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>Die KI hat den Atout-Unter gegen die aufgedeckte Atoutkarte ausgetauscht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock: no more drawing, strict rules apply.</source>
        <translation>Du hast zugedreht: Niemand hebt mehr ab, es gelten die strengen Regeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock: no more drawing, strict rules apply.</source>
        <translation>Die KI hat zugedreht: Niemand hebt mehr ab, es gelten die strengen Regeln.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>Du hast ein Paar in %1 angesagt: %Ln Auge.</numerusform>
            <numerusform>Du hast ein Paar in %1 angesagt: %Ln Augen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>Die KI hat ein Paar in %1 angesagt: %Ln Auge.</numerusform>
            <numerusform>Die KI hat ein Paar in %1 angesagt: %Ln Augen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They count after the first trick won.</source>
        <translation>Sie zählen erst nach dem ersten Stich.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The AI played %1.</source>
        <translation>Die KI hat %1 gespielt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>Du hast den Stich gemacht: %Ln Auge.</numerusform>
            <numerusform>Du hast den Stich gemacht: %Ln Augen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>Die KI hat den Stich gemacht: %Ln Auge.</numerusform>
            <numerusform>Die KI hat den Stich gemacht: %Ln Augen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew %1.</source>
        <translation>Du hast %1 gezogen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI took the face-up trump card, %1.</source>
        <translation>Die KI hat die aufgedeckte Atoutkarte genommen, %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 game points</source>
        <comment>schnapsen hint value</comment>
        <extracomment>Expected value of a hinted Schnapsen move, e.g. &quot;+1.5 game points&quot;.</extracomment>
        <translation>%1 Spielpunkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected game points from this deal: + won by you, − won by your opponent.</source>
        <comment>schnapsen</comment>
        <extracomment>Under the Schnapsen hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Erwartete Spielpunkte aus dieser Runde: + für dich, − für deinen Gegner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game points per deal</source>
        <translation>Spielpunkte pro Runde</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-3"/>
        <source>While choosing a capture: move between the choices (Enter takes one, Esc puts the card back)</source>
        <translation>Beim Wählen, was du nimmst: zwischen den Möglichkeiten wechseln (Eingabe nimmt eine, Esc legt die Karte zurück)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hear the cards on the table</source>
        <translation>Karten auf dem Tisch hören</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <translation>Nächste Runde oder neue Partie, wenn die Runde vorbei ist (auch Eingabe)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+7"/>
        <source>The match is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+3"/>
        <source>That card can capture, so it must capture.</source>
        <translation>Diese Karte kann etwas nehmen, also muss sie nehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table card has the same value: take one such card, not a sum.</source>
        <translation>Eine Tischkarte hat denselben Wert: Nimm eine solche Karte, keine Summe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Those cards do not add up to the value of your card.</source>
        <translation>Diese Karten ergeben zusammen nicht den Wert deiner Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot capture anything.</source>
        <translation>Diese Karte kann nichts nehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not on the table.</source>
        <translation>Diese Karte liegt nicht auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an Ace, which counts 1</source>
        <extracomment>Scopa: the card that captures a sum of 1.</extracomment>
        <translation>ein Ass, das 1 zählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Jack, which counts 8</source>
        <extracomment>Scopa: the card that captures a sum of 8.</extracomment>
        <translation>ein Bube, der 8 zählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Queen, which counts 9</source>
        <extracomment>Scopa: the card that captures a sum of 9.</extracomment>
        <translation>eine Dame, die 9 zählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a King, which counts 10</source>
        <extracomment>Scopa: the card that captures a sum of 10.</extracomment>
        <translation>ein König, der 10 zählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1</source>
        <extracomment>Scopa: the card that captures a sum of %1 (2 to 7: a card of that number).</extracomment>
        <translation>eine %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves cards adding up to %1 on the table: the opponent could sweep them with %2</source>
        <extracomment>Scopa hint: the table left adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;).</extracomment>
        <translation>lässt Karten mit der Summe %1 auf dem Tisch: der Gegner könnte sie mit %2 abräumen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>leaves cards adding up to %1 on the table, and %2 is still to be played: it could sweep them</source>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;); one is still to be played (in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>lässt Karten mit der Summe %1 auf dem Tisch, und %2 ist noch nicht gespielt: damit ließen sie sich abräumen</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>takes the settebello, the %1, a prize of 1 point</source>
        <extracomment>Scopa, why the AI moved: it captures the settebello, glossed with its card&apos;s name (%1, &quot;7 of Diamonds&quot;); a phrase whose subject is the move.</extracomment>
        <translation>nimmt den Settebello (%1), der einen Preispunkt wert ist</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>lays the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move puts the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>legt den Settebello (%1), der einen Preispunkt wert ist, auf den Tisch, wo der Gegner ihn nehmen könnte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move leaves the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>lässt den Settebello (%1), der einen Preispunkt wert ist, auf dem Tisch, wo der Gegner ihn nehmen könnte</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You took %1 with %2.</source>
        <translation>Du hast %1 mit %2 genommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI played %1 and took %2.</source>
        <translation>Die KI hat %1 gespielt und %2 genommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI played %1 to the table.</source>
        <translation>Die KI hat %1 auf den Tisch gespielt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scopa! You cleared the table.</source>
        <translation>Scopa! Du hast den Tisch abgeräumt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scopa for the AI: it cleared the table.</source>
        <translation>Scopa für die KI: Sie hat den Tisch abgeräumt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the deal cleared the table: that is no scopa.</source>
        <translation>Die letzte Karte der Runde hat den Tisch abgeräumt: Das ist keine Scopa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards left on the table go to you: you captured last.</source>
        <translation>Die restlichen Tischkarten gehen an dich: Du hast zuletzt genommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to the AI: it captured last.</source>
        <translation>Die restlichen Tischkarten gehen an die KI: Sie hat zuletzt genommen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <translation>Jeder bekommt drei neue Karten vom Stoß.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the same dealer deals again.</source>
        <translation>Drei oder vier Könige auf dem Tisch: Derselbe Geber gibt neu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 points</source>
        <comment>scopa hint value</comment>
        <extracomment>Expected value of a hinted Scopa move, e.g. &quot;+1.5 points&quot; (points of the deal).</extracomment>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected margin at the end of this deal, in points: yours minus your opponent&apos;s (+ ahead, − behind).</source>
        <comment>scopa</comment>
        <extracomment>Under the Scopa hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Erwarteter Vorsprung am Ende dieser Runde, in Punkten: deine minus die deines Gegners (+ vorn, − hinten).</translation>
    </message>
</context>
<context>
    <name>YourSide</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/YourSide.qml" line="+32"/>
        <source>New match: 20 chips each</source>
        <extracomment>The table&apos;s button that gives up this match and starts another (the page asks first when a match is under way).</extracomment>
        <translation>Neue Partie: je 20 Chips</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
</TS>
