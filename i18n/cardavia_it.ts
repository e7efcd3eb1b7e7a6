<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AboutBox.qml" line="+66"/>
        <source>About Cardavia</source>
        <extracomment>Title of the About box (the header&apos;s Options panel opens it).</extracomment>
        <translation>Informazioni su Cardavia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>Versione %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fair play: the AI decides from what its seat may see, never from hidden cards.</source>
        <extracomment>The promise of fair play in the About box.</extracomment>
        <translation>Gioco leale: l&apos;IA decide in base a ciò che il suo posto può vedere, mai dalle carte nascoste.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cardavia is free software under the GNU General Public License, version 3 or any later version (%1).</source>
        <extracomment>%1 is the licence&apos;s short name, GPL-3.0-or-later (keep it as it is).</extracomment>
        <translation>Cardavia è software libero distribuito con la GNU General Public License, versione 3 o qualsiasi versione successiva (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Credits</source>
        <extracomment>A heading in the About box.</extracomment>
        <translation>Riconoscimenti</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card art: every card face, card back, suit pip and game emblem was drawn for Cardavia by the project itself.</source>
        <translation>Grafica delle carte: ogni faccia, dorso, seme ed emblema dei giochi è stato disegnato per Cardavia dal progetto stesso.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fonts: DejaVu Sans and DejaVu Serif (DejaVu Fonts License); Vazirmatn by Saber Rastikerdar for Arabic and Persian (SIL Open Font License 1.1).</source>
        <extracomment>Font names stay as they are.</extracomment>
        <translation>Caratteri: DejaVu Sans e DejaVu Serif (licenza DejaVu Fonts); Vazirmatn di Saber Rastikerdar per l&apos;arabo e il persiano (SIL Open Font License 1.1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>ActionColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/ActionColumn.qml" line="+49"/>
        <source>Declare a marriage: lead one of its cards with a button below. A click on the card plays it without declaring.</source>
        <extracomment>Above one button per König or Ober that may lead a marriage now.</extracomment>
        <translation>Dichiara un matrimonio: esci con una delle sue carte usando un pulsante qui sotto. Un clic sulla carta la gioca senza dichiarare.</translation>
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
        <translation>Dichiara il matrimonio di %1 (%2 punti) uscendo con %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exchange trump Unter</source>
        <translation>Scambia l&apos;Unter di briscola</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Close the stock</source>
        <translation>Chiudi il tallone</translation>
    </message>
</context>
<context>
    <name>AiCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/AiCards.qml" line="+18"/>
        <source>The AI&apos;s cards</source>
        <translation>Carte dell&apos;IA</translation>
    </message>
</context>
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+72"/>
        <source>AI level:</source>
        <translation>Livello IA:</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Opponents:</source>
        <extracomment>Before the opponents&apos; level in the four-seat games (a partner row follows).</extracomment>
        <translation>Avversari:</translation>
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
        <translation>Che cosa sono i livelli</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner:</source>
        <extracomment>Before your AI partner&apos;s level in the four-seat games.</extracomment>
        <translation>Compagno:</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+434"/>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/controllers/app_messages.py" line="+48"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>Non è stato possibile leggere il file delle impostazioni, quindi sono in uso quelle predefinite. Il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>Non è stato possibile leggere il file delle impostazioni, quindi sono in uso quelle predefinite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file comes from a newer version of Cardavia, so the default settings are in use. The file was kept as %1.</source>
        <translation>Il file delle impostazioni viene da una versione più recente di Cardavia, quindi sono in uso quelle predefinite. Il file è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your settings could not be read, so they are back to their defaults.</source>
        <translation>Non è stato possibile leggere alcune impostazioni, quindi sono tornate ai valori predefiniti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>La lingua %1 non è disponibile, quindi l&apos;interfaccia è in inglese.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be read, so a new match has started. The damaged save was kept as %1.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi è iniziata una nuova partita. Il salvataggio danneggiato è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be read, so a new match has started.</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi è iniziata una nuova partita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match comes from a newer version of Cardavia, so a new match has started. The save was kept as %1.</source>
        <translation>La partita salvata viene da una versione più recente di Cardavia, quindi è iniziata una nuova partita. Il salvataggio è stato conservato come %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your match could not be saved: %1</source>
        <translation>Non è stato possibile salvare la tua partita: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI player ran into a problem, so it made a simpler move instead. The match goes on.</source>
        <translation>Un giocatore IA ha avuto un problema, quindi ha fatto una mossa più semplice. La partita continua.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong at this table. Go on playing if you can, or start a new match.</source>
        <translation>Qualcosa è andato storto a questo tavolo. Continua a giocare se puoi, oppure inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This table could not start its match. Try a new match.</source>
        <translation>Questo tavolo non è riuscito a iniziare la partita. Prova a iniziare una nuova partita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be saved: %1</source>
        <translation>Non è stato possibile salvare le impostazioni: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The details are in %1.</source>
        <translation>I dettagli sono in %1.</translation>
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
        <translation>Annulla</translation>
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
        <translation>Puntate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To call: %1 (all you have)</source>
        <extracomment>Facing a bet bigger than your chips: a call puts in all you have (this number).</extracomment>
        <translation>Per vedere: %1 (tutto ciò che hai)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To call: %1</source>
        <extracomment>Chips the player must add to match the opponent&apos;s bet.</extracomment>
        <translation>Per vedere: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to call</source>
        <translation>Niente da vedere</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Call %1 (all-in)</source>
        <extracomment>Call button when the call puts in all your chips (the number); the All-in button is then not shown.</extracomment>
        <translation>Vedi %1 (all-in)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call %1</source>
        <extracomment>Call button with the chips it puts in.</extracomment>
        <translation>Vedi %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fold</source>
        <translation>Lascia</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Raise to (%1–%2)</source>
        <extracomment>The range of totals the player may raise to this round (ante excluded).</extracomment>
        <translation>Rilancia a (%1–%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet (%1–%2)</source>
        <extracomment>The range of totals the player may bet this round (ante excluded).</extracomment>
        <translation>Punta (%1–%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+54"/>
        <source>Amount</source>
        <translation>Importo</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bet</source>
        <comment>no amount</comment>
        <extracomment>The Bet button while no amount can be bet (disabled).</extracomment>
        <translation>Punta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise to %1</source>
        <extracomment>Raise button: the round total typed or slid (ante excluded).</extracomment>
        <translation>Rilancia a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet %1</source>
        <extracomment>Bet button with the amount typed or slid.</extracomment>
        <translation>Punta %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All-in (%1 more)</source>
        <extracomment>All chips in, on top of your bet so far; the number is the chips it adds from your stack.</extracomment>
        <translation>All-in (altre %1)</translation>
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
        <translation>Prese possibili</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Take:</source>
        <extracomment>Before the capture choices: pick which cards your card takes.</extracomment>
        <translation>Prendi:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Take %1</source>
        <extracomment>A capture choice, e.g. &quot;Take 3 of Spades, 4 of Hearts&quot;.</extracomment>
        <translation>Prendi %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancel</source>
        <extracomment>Put the selected card back and choose another.</extracomment>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+93"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln carte</numerusform>
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
    <name>CardNames</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardNames.qml" line="+28"/>
        <source>The Fool</source>
        <comment>tarot trump</comment>
        <extracomment>The tarot&apos;s Fool (il Matto) by its traditional name, in both tarot packs.</extracomment>
        <translation>Il Matto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Papa I, the Juggler</source>
        <comment>minchiate trump</comment>
        <extracomment>Traditional name of a Minchiate trump (the Florentine pack): the five Papi, the virtues, the elements, the twelve signs, the Star, Moon, Sun, World and Trumpets (docs/cards.md).</extracomment>
        <translation>Papa Uno, il Bagatto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa II, the Grand Duke</source>
        <comment>minchiate trump</comment>
        <translation>Papa Due, il Granduca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa III, the Western Emperor</source>
        <comment>minchiate trump</comment>
        <translation>Papa Tre, l&apos;Imperatore d&apos;Occidente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa IV, the Eastern Emperor</source>
        <comment>minchiate trump</comment>
        <translation>Papa Quattro, l&apos;Imperatore d&apos;Oriente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa V, Love</source>
        <comment>minchiate trump</comment>
        <translation>Papa Cinque, l&apos;Amore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>minchiate trump</comment>
        <translation>La Temperanza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortitude</source>
        <comment>minchiate trump</comment>
        <translation>La Fortezza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>minchiate trump</comment>
        <translation>La Giustizia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>minchiate trump</comment>
        <translation>La Ruota della Fortuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>minchiate trump</comment>
        <translation>Il Carro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <comment>minchiate trump</comment>
        <translation>Il Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>minchiate trump</comment>
        <translation>L&apos;Impiccato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>minchiate trump</comment>
        <translation>La Morte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>minchiate trump</comment>
        <translation>Il Diavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The House of the Devil</source>
        <comment>minchiate trump</comment>
        <translation>La Casa del Diavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hope</source>
        <comment>minchiate trump</comment>
        <translation>La Speranza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prudence</source>
        <comment>minchiate trump</comment>
        <translation>La Prudenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faith</source>
        <comment>minchiate trump</comment>
        <translation>La Fede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charity</source>
        <comment>minchiate trump</comment>
        <translation>La Carità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire</source>
        <comment>minchiate trump</comment>
        <translation>Il Fuoco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Water</source>
        <comment>minchiate trump</comment>
        <translation>L&apos;Acqua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earth</source>
        <comment>minchiate trump</comment>
        <translation>La Terra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air</source>
        <comment>minchiate trump</comment>
        <translation>L&apos;Aria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libra</source>
        <comment>minchiate trump</comment>
        <translation>La Bilancia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virgo</source>
        <comment>minchiate trump</comment>
        <translation>La Vergine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorpio</source>
        <comment>minchiate trump</comment>
        <translation>Lo Scorpione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aries</source>
        <comment>minchiate trump</comment>
        <translation>L&apos;Ariete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capricorn</source>
        <comment>minchiate trump</comment>
        <translation>Il Capricorno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sagittarius</source>
        <comment>minchiate trump</comment>
        <translation>Il Sagittario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancer</source>
        <comment>minchiate trump</comment>
        <translation>Il Cancro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pisces</source>
        <comment>minchiate trump</comment>
        <translation>I Pesci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aquarius</source>
        <comment>minchiate trump</comment>
        <translation>L&apos;Acquario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo</source>
        <comment>minchiate trump</comment>
        <translation>Il Leone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taurus</source>
        <comment>minchiate trump</comment>
        <translation>Il Toro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gemini</source>
        <comment>minchiate trump</comment>
        <translation>I Gemelli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star</source>
        <comment>minchiate trump</comment>
        <translation>La Stella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>minchiate trump</comment>
        <translation>La Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>minchiate trump</comment>
        <translation>Il Sole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>minchiate trump</comment>
        <translation>Il Mondo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Trumpets</source>
        <comment>minchiate trump</comment>
        <translation>Le Trombe</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bagatto</source>
        <comment>tarocco piemontese trump</comment>
        <extracomment>Traditional name of a Tarocco Piemontese trump (the Piedicavallo pack), il Bagatto … il Mondo (docs/cards.md).</extracomment>
        <translation>Il Bagatto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Popess</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Papessa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Empress</source>
        <comment>tarocco piemontese trump</comment>
        <translation>L&apos;Imperatrice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor</source>
        <comment>tarocco piemontese trump</comment>
        <translation>L&apos;Imperatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pope</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Il Papa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lovers</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Gli Amanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Il Carro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Giustizia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hermit</source>
        <comment>tarocco piemontese trump</comment>
        <translation>L&apos;Eremita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Ruota della Fortuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Forza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>tarocco piemontese trump</comment>
        <translation>L&apos;Appeso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Morte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Temperanza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Il Diavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tower</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Torre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Stars</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Le Stelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>tarocco piemontese trump</comment>
        <translation>La Luna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Il Sole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Angel</source>
        <comment>tarocco piemontese trump</comment>
        <translation>L&apos;Angelo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Il Mondo</translation>
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
        <translation>Q</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>french pack index</comment>
        <extracomment>Corner index of the Jack (German packs print B for Bube) on the French-suited pack (Scopa, Lock &amp; Bet).</extracomment>
        <translation>J</translation>
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
        <translation>R</translation>
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
        <translation>C</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Jack (Italian: F for Fante) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>F</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The Matto</source>
        <comment>tarot pack</comment>
        <extracomment>The tarot&apos;s Fool (Matto), as a card name.</extracomment>
        <translation>Il Matto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump %1</source>
        <comment>tarot pack</comment>
        <extracomment>A tarot trump by its number, e.g. &quot;Trump 21&quot;.</extracomment>
        <translation>Trionfo %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daus of Herz</source>
        <comment>german pack</comment>
        <extracomment>A card of the German-suited pack (Schnapsen): each language words the whole name in one scheme (Latin-script languages keep the pack&apos;s German words Daus, Zehner, König, Ober, Unter; Arabic and Persian write every name in their own script, docs/i18n.md).</extracomment>
        <translation>Daus di Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Herz</source>
        <comment>german pack</comment>
        <translation>König di Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Herz</source>
        <comment>german pack</comment>
        <translation>Ober di Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Herz</source>
        <comment>german pack</comment>
        <translation>Unter di Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Schelln</source>
        <comment>german pack</comment>
        <translation>Daus di Schelln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Schelln</source>
        <comment>german pack</comment>
        <translation>König di Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Schelln</source>
        <comment>german pack</comment>
        <translation>Ober di Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Schelln</source>
        <comment>german pack</comment>
        <translation>Unter di Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Eichel</source>
        <comment>german pack</comment>
        <translation>Daus di Eichel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Eichel</source>
        <comment>german pack</comment>
        <translation>König di Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Eichel</source>
        <comment>german pack</comment>
        <translation>Ober di Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Eichel</source>
        <comment>german pack</comment>
        <translation>Unter di Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Laub</source>
        <comment>german pack</comment>
        <translation>Daus di Laub</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Zehner of Herz</source>
        <comment>german pack</comment>
        <translation>Zehner di Herz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Schelln</source>
        <comment>german pack</comment>
        <translation>Zehner di Schelln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Eichel</source>
        <comment>german pack</comment>
        <translation>Zehner di Eichel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Laub</source>
        <comment>german pack</comment>
        <translation>Zehner di Laub</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König of Laub</source>
        <comment>german pack</comment>
        <translation>König di Laub</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Laub</source>
        <comment>german pack</comment>
        <translation>Ober di Laub</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Laub</source>
        <comment>german pack</comment>
        <translation>Unter di Laub</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Hearts</source>
        <comment>french pack</comment>
        <extracomment>A card of the French-suited pack (Scopa, Lock &amp; Bet): each language words the whole name.</extracomment>
        <translation>Asso di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Hearts</source>
        <comment>french pack</comment>
        <translation>2 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Hearts</source>
        <comment>french pack</comment>
        <translation>3 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Hearts</source>
        <comment>french pack</comment>
        <translation>4 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Hearts</source>
        <comment>french pack</comment>
        <translation>5 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Hearts</source>
        <comment>french pack</comment>
        <translation>6 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Hearts</source>
        <comment>french pack</comment>
        <translation>7 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Hearts</source>
        <comment>french pack</comment>
        <translation>8 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Hearts</source>
        <comment>french pack</comment>
        <translation>9 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Hearts</source>
        <comment>french pack</comment>
        <translation>10 di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Hearts</source>
        <comment>french pack</comment>
        <translation>Fante di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <comment>french pack</comment>
        <translation>Regina di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Hearts</source>
        <comment>french pack</comment>
        <translation>Re di Cuori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Diamonds</source>
        <comment>french pack</comment>
        <translation>Asso di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Diamonds</source>
        <comment>french pack</comment>
        <translation>2 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Diamonds</source>
        <comment>french pack</comment>
        <translation>3 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Diamonds</source>
        <comment>french pack</comment>
        <translation>4 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Diamonds</source>
        <comment>french pack</comment>
        <translation>5 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Diamonds</source>
        <comment>french pack</comment>
        <translation>6 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Diamonds</source>
        <comment>french pack</comment>
        <translation>7 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Diamonds</source>
        <comment>french pack</comment>
        <translation>8 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Diamonds</source>
        <comment>french pack</comment>
        <translation>9 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Diamonds</source>
        <comment>french pack</comment>
        <translation>10 di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <comment>french pack</comment>
        <translation>Fante di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Diamonds</source>
        <comment>french pack</comment>
        <translation>Regina di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Diamonds</source>
        <comment>french pack</comment>
        <translation>Re di Quadri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Clubs</source>
        <comment>french pack</comment>
        <translation>Asso di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Clubs</source>
        <comment>french pack</comment>
        <translation>2 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Clubs</source>
        <comment>french pack</comment>
        <translation>3 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Clubs</source>
        <comment>french pack</comment>
        <translation>4 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Clubs</source>
        <comment>french pack</comment>
        <translation>5 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Clubs</source>
        <comment>french pack</comment>
        <translation>6 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Clubs</source>
        <comment>french pack</comment>
        <translation>7 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Clubs</source>
        <comment>french pack</comment>
        <translation>8 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Clubs</source>
        <comment>french pack</comment>
        <translation>9 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Clubs</source>
        <comment>french pack</comment>
        <translation>10 di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Clubs</source>
        <comment>french pack</comment>
        <translation>Fante di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Clubs</source>
        <comment>french pack</comment>
        <translation>Regina di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Clubs</source>
        <comment>french pack</comment>
        <translation>Re di Fiori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Spades</source>
        <comment>french pack</comment>
        <translation>Asso di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Spades</source>
        <comment>french pack</comment>
        <translation>2 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Spades</source>
        <comment>french pack</comment>
        <translation>3 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Spades</source>
        <comment>french pack</comment>
        <translation>4 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Spades</source>
        <comment>french pack</comment>
        <translation>5 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Spades</source>
        <comment>french pack</comment>
        <translation>6 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Spades</source>
        <comment>french pack</comment>
        <translation>7 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Spades</source>
        <comment>french pack</comment>
        <translation>8 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Spades</source>
        <comment>french pack</comment>
        <translation>9 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Spades</source>
        <comment>french pack</comment>
        <translation>10 di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Spades</source>
        <comment>french pack</comment>
        <translation>Fante di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades</source>
        <comment>french pack</comment>
        <translation>Regina di Picche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Spades</source>
        <comment>french pack</comment>
        <translation>Re di Picche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Swords</source>
        <comment>tarot pack</comment>
        <extracomment>A card of the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate): each language words the whole name.</extracomment>
        <translation>Asso di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Swords</source>
        <comment>tarot pack</comment>
        <translation>2 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Swords</source>
        <comment>tarot pack</comment>
        <translation>3 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Swords</source>
        <comment>tarot pack</comment>
        <translation>4 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Swords</source>
        <comment>tarot pack</comment>
        <translation>5 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Swords</source>
        <comment>tarot pack</comment>
        <translation>6 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Swords</source>
        <comment>tarot pack</comment>
        <translation>7 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Swords</source>
        <comment>tarot pack</comment>
        <translation>8 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Swords</source>
        <comment>tarot pack</comment>
        <translation>9 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Swords</source>
        <comment>tarot pack</comment>
        <translation>10 di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Swords</source>
        <comment>tarot pack</comment>
        <translation>Fante di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Swords</source>
        <comment>tarot pack</comment>
        <translation>Cavallo di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Swords</source>
        <comment>tarot pack</comment>
        <translation>Donna di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Swords</source>
        <comment>tarot pack</comment>
        <translation>Re di Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Batons</source>
        <comment>tarot pack</comment>
        <translation>Asso di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Batons</source>
        <comment>tarot pack</comment>
        <translation>2 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Batons</source>
        <comment>tarot pack</comment>
        <translation>3 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Batons</source>
        <comment>tarot pack</comment>
        <translation>4 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Batons</source>
        <comment>tarot pack</comment>
        <translation>5 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Batons</source>
        <comment>tarot pack</comment>
        <translation>6 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Batons</source>
        <comment>tarot pack</comment>
        <translation>7 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Batons</source>
        <comment>tarot pack</comment>
        <translation>8 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Batons</source>
        <comment>tarot pack</comment>
        <translation>9 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Batons</source>
        <comment>tarot pack</comment>
        <translation>10 di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Batons</source>
        <comment>tarot pack</comment>
        <translation>Fante di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Batons</source>
        <comment>tarot pack</comment>
        <translation>Cavallo di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Batons</source>
        <comment>tarot pack</comment>
        <translation>Donna di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Batons</source>
        <comment>tarot pack</comment>
        <translation>Re di Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Cups</source>
        <comment>tarot pack</comment>
        <translation>Asso di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Cups</source>
        <comment>tarot pack</comment>
        <translation>2 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Cups</source>
        <comment>tarot pack</comment>
        <translation>3 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Cups</source>
        <comment>tarot pack</comment>
        <translation>4 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Cups</source>
        <comment>tarot pack</comment>
        <translation>5 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Cups</source>
        <comment>tarot pack</comment>
        <translation>6 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Cups</source>
        <comment>tarot pack</comment>
        <translation>7 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Cups</source>
        <comment>tarot pack</comment>
        <translation>8 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Cups</source>
        <comment>tarot pack</comment>
        <translation>9 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Cups</source>
        <comment>tarot pack</comment>
        <translation>10 di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Cups</source>
        <comment>tarot pack</comment>
        <translation>Fante di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Cups</source>
        <comment>tarot pack</comment>
        <translation>Cavallo di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Cups</source>
        <comment>tarot pack</comment>
        <translation>Donna di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Cups</source>
        <comment>tarot pack</comment>
        <translation>Re di Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Coins</source>
        <comment>tarot pack</comment>
        <translation>Asso di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Coins</source>
        <comment>tarot pack</comment>
        <translation>2 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Coins</source>
        <comment>tarot pack</comment>
        <translation>3 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Coins</source>
        <comment>tarot pack</comment>
        <translation>4 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Coins</source>
        <comment>tarot pack</comment>
        <translation>5 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Coins</source>
        <comment>tarot pack</comment>
        <translation>6 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Coins</source>
        <comment>tarot pack</comment>
        <translation>7 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Coins</source>
        <comment>tarot pack</comment>
        <translation>8 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Coins</source>
        <comment>tarot pack</comment>
        <translation>9 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Coins</source>
        <comment>tarot pack</comment>
        <translation>10 di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Coins</source>
        <comment>tarot pack</comment>
        <translation>Fante di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Coins</source>
        <comment>tarot pack</comment>
        <translation>Cavallo di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Coins</source>
        <comment>tarot pack</comment>
        <translation>Donna di Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Coins</source>
        <comment>tarot pack</comment>
        <translation>Re di Denari</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardView.qml" line="+88"/>
        <source>Face-down card</source>
        <translation>Carta coperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>non si può giocare ora</translation>
    </message>
</context>
<context>
    <name>ConfirmNewMatch</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/ConfirmNewMatch.qml" line="+54"/>
        <source>Start a new match?</source>
        <translation>Iniziare una nuova partita?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match under way will be given up.</source>
        <translation>La partita in corso verrà abbandonata.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It will count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>In the New match confirmation: the match given up (you used take-back or hint in it) is counted apart.</extracomment>
        <translation>Conterà nelle tue statistiche come partita con annulla mossa o suggerimento che non hai vinto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will count as a lost match in your statistics.</source>
        <extracomment>In the New match confirmation: the match given up is counted in the statistics.</extracomment>
        <translation>Conterà come partita persa nelle tue statistiche.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
</context>
<context>
    <name>DealReplayRow</name>
    <message>
        <location filename="../cardavia_desktop/views/common/DealReplayRow.qml" line="+56"/>
        <source>Replay these cards</source>
        <extracomment>On a deal sheet: play the same deal again from its first card (it does not count).</extracomment>
        <translation>Rigioca queste carte</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How would Hard have done?</source>
        <extracomment>On a deal sheet: the strongest AI plays the same deal in your seat.</extracomment>
        <translation>Come se la sarebbe cavata Difficile?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A replay: it does not count in your record.</source>
        <extracomment>On the sheet of a replayed deal.</extracomment>
        <translation>Una rigiocata: non conta nelle tue statistiche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing this deal in your seat…</source>
        <extracomment>While the hard level plays the finished deal in your seat.</extracomment>
        <translation>Difficile sta giocando questa smazzata al tuo posto…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard could not play this deal.</source>
        <translation>Difficile non ha potuto giocare questa smazzata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: %1 against %2. Hard in your seat: %3 against %4 (not counted).</source>
        <extracomment>%1 and %2 your side&apos;s and the other side&apos;s result of the deal (two results, not a range) (points, game points, resti or chips); %3–%4 the same with Hard in your seat.</extracomment>
        <translation>Tu: %1 contro %2. Difficile al tuo posto: %3 contro %4 (non conta).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A lesson&apos;s deal: it does not count. Press Next in the lesson to go on.</source>
        <extracomment>On the sheet of a lesson&apos;s deal: the lesson&apos;s own Next button (beside the table) goes on.</extracomment>
        <translation>Una smazzata della lezione: non conta. Premi Avanti nella lezione per proseguire.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A watched deal: Hard played your seat. It does not count; your match waits as you left it.</source>
        <extracomment>On the sheet of a watched deal (Watch): it ends there and nothing of it counts.</extracomment>
        <translation>Una smazzata guardata: Difficile ha giocato al tuo posto. Non conta; la tua partita ti aspetta com&apos;era.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Watch another deal</source>
        <extracomment>On the sheet of a watched deal: watch a fresh deal played by the AI.</extracomment>
        <translation>Guarda un&apos;altra smazzata</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Back to your match</source>
        <extracomment>On the sheet of a replayed deal: back to the real match.</extracomment>
        <translation>Torna alla tua partita</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+37"/>
        <source>To go: you %1, the AI %2.</source>
        <extracomment>Spoken when a deal ends: game points each player still needs, e.g. &quot;To go: you 5, the AI 7.&quot;</extracomment>
        <translation>Mancano: a te %1, all&apos;IA %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You reached 66 points with a trick.</source>
        <translation>Hai raggiunto 66 punti con una presa.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>L&apos;IA ha raggiunto 66 punti con una presa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>Hai raggiunto 66 punti dichiarando un matrimonio.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>L&apos;IA ha raggiunto 66 punti dichiarando un matrimonio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>Hai chiuso il tallone e raggiunto 66 punti.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>L&apos;IA ha chiuso il tallone e raggiunto 66 punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>L&apos;IA ha chiuso il tallone ma non ha raggiunto 66 punti: chi chiude e fallisce perde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>Hai chiuso il tallone ma non hai raggiunto 66 punti: chi chiude e fallisce perde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>L&apos;IA ha chiuso il tallone, ma tu sei arrivato a 66 punti per primo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>Hai chiuso il tallone, ma l&apos;IA è arrivata a 66 punti per prima.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>Nessuno ha raggiunto 66 punti; l&apos;ultima presa è tua.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>Nessuno ha raggiunto 66 punti; l&apos;ultima presa è dell&apos;IA.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 reached 66 points with a trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 ha raggiunto 66 punti con una presa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reached 66 points by declaring a marriage.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 ha raggiunto 66 punti dichiarando un matrimonio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock and reached 66 points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 ha chiuso il tallone e ha raggiunto 66 punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock but did not reach 66 points: the closer loses.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 ha chiuso il tallone ma non ha raggiunto 66 punti: chi chiude perde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI closed the stock, but %1 reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>L&apos;IA ha chiuso il tallone, ma %1 è arrivato a 66 punti per primo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 closed the stock, but the AI reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 ha chiuso il tallone, ma l&apos;IA è arrivata a 66 punti per prima.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody reached 66 points; %1 won the last trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Nessuno ha raggiunto 66 punti; %1 ha vinto l&apos;ultima presa.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The AI took no trick, so you score 3 game points.</source>
        <translation>L&apos;IA non ha fatto nessuna presa, quindi guadagni 3 punti partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took no trick, so the AI scores 3 game points.</source>
        <translation>Non hai fatto nessuna presa, quindi l&apos;IA guadagna 3 punti partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI had fewer than 33 points, so you score 2 game points.</source>
        <translation>L&apos;IA aveva meno di 33 punti, quindi guadagni 2 punti partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had fewer than 33 points, so the AI scores 2 game points.</source>
        <translation>Avevi meno di 33 punti, quindi l&apos;IA guadagna 2 punti partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI had at least 33 points, so you score 1 game point.</source>
        <translation>L&apos;IA aveva almeno 33 punti, quindi guadagni 1 punto partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had at least 33 points, so the AI scores 1 game point.</source>
        <translation>Avevi almeno 33 punti, quindi l&apos;IA guadagna 1 punto partita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you closed, the AI had no trick: 3 game points.</source>
        <translation>Quando hai chiuso, l&apos;IA non aveva prese: 3 punti partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the AI closed, you had no trick: 3 game points.</source>
        <translation>Quando l&apos;IA ha chiuso, non avevi prese: 3 punti partita.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>Quando hai chiuso, l&apos;IA aveva %Ln punto (meno di 33): 2 punti partita.</numerusform>
            <numerusform>Quando hai chiuso, l&apos;IA aveva %Ln punti (meno di 33): 2 punti partita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>Quando l&apos;IA ha chiuso, avevi %Ln punto (meno di 33): 2 punti partita.</numerusform>
            <numerusform>Quando l&apos;IA ha chiuso, avevi %Ln punti (meno di 33): 2 punti partita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When you closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>Quando hai chiuso, l&apos;IA aveva già %Ln punti (33 o più): 1 punto partita.</numerusform>
            <numerusform>Quando hai chiuso, l&apos;IA aveva già %Ln punti (33 o più): 1 punto partita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>Quando l&apos;IA ha chiuso, avevi già %Ln punti (33 o più): 1 punto partita.</numerusform>
            <numerusform>Quando l&apos;IA ha chiuso, avevi già %Ln punti (33 o più): 1 punto partita.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You had no trick when the stock was closed, so you score 3 game points.</source>
        <translation>Non avevi prese quando il tallone è stato chiuso, quindi guadagni 3 punti partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>L&apos;IA non aveva prese quando il tallone è stato chiuso, quindi guadagna 3 punti partita.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>Chi ha chiuso ha perso, quindi guadagni 2 punti partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+61"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>Chi ha chiuso ha perso, quindi l&apos;IA guadagna 2 punti partita.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>L&apos;ultima presa vale 1 punto partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>L&apos;ultima presa vale 1 punto partita per l&apos;IA.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The AI took no trick, so %1 scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>L&apos;IA non ha fatto nessuna presa, quindi %1 guadagna 3 punti partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took no trick, so the AI scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 non ha fatto nessuna presa, quindi l&apos;IA guadagna 3 punti partita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI had fewer than 33 points, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>L&apos;IA aveva meno di 33 punti, quindi %1 guadagna 2 punti partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had fewer than 33 points, so the AI scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 aveva meno di 33 punti, quindi l&apos;IA guadagna 2 punti partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI had at least 33 points, so %1 scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>L&apos;IA aveva almeno 33 punti, quindi %1 guadagna 1 punto partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had at least 33 points, so the AI scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 aveva almeno 33 punti, quindi l&apos;IA guadagna 1 punto partita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When %1 closed, the AI had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Quando %1 ha chiuso, l&apos;IA non aveva prese: 3 punti partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the AI closed, %1 had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Quando l&apos;IA ha chiuso, %1 non aveva prese: 3 punti partita.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>Quando %1 ha chiuso, l&apos;IA aveva %Ln punto (meno di 33): 2 punti partita.</numerusform>
            <numerusform>Quando %1 ha chiuso, l&apos;IA aveva %Ln punti (meno di 33): 2 punti partita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>Quando l&apos;IA ha chiuso, %1 aveva %Ln punto (meno di 33): 2 punti partita.</numerusform>
            <numerusform>Quando l&apos;IA ha chiuso, %1 aveva %Ln punti (meno di 33): 2 punti partita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>Quando %1 ha chiuso, l&apos;IA aveva già %Ln punti (33 o più): 1 punto partita.</numerusform>
            <numerusform>Quando %1 ha chiuso, l&apos;IA aveva già %Ln punti (33 o più): 1 punto partita.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>Quando l&apos;IA ha chiuso, %1 aveva già %Ln punti (33 o più): 1 punto partita.</numerusform>
            <numerusform>Quando l&apos;IA ha chiuso, %1 aveva già %Ln punti (33 o più): 1 punto partita.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no trick when the stock was closed, so it scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 non aveva prese quando il tallone è stato chiuso, quindi guadagna 3 punti partita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The closer lost, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Chi ha chiuso ha perso, quindi %1 guadagna 2 punti partita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 1 game point to %1.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>L&apos;ultima presa vale 1 punto partita per %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>L&apos;IA vince la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>Hai vinto la smazzata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the deal</source>
        <translation>L&apos;IA vince la smazzata</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game points for %1: +%2</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;. Watch: game points won by your seat, %1 &quot;Hard (your seat)&quot;, e.g. &quot;Game points for Hard (your seat): +2&quot;.</extracomment>
        <translation>Punti partita per %1: +%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>Punti partita per te: +%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>Punti partita per l&apos;IA: +%1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go</source>
        <extracomment>Match count column: game points still needed, counting down from 7.</extracomment>
        <translation>Mancano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
    </message>
</context>
<context>
    <name>DealTools</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/DealTools.qml" line="+34"/>
        <source>Lesson deal</source>
        <extracomment>The deal at the table is a lesson&apos;s (its fixed cards: no number to replay, and not a deal of your match).</extracomment>
        <translation>Smazzata della lezione</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal #%1 · deal %2 of this match</source>
        <extracomment>The deal at the table: %1 the deal number (the match&apos;s, to replay it with Play deal #), %2 which deal of this match it is (2, 3…), worded as the score sheet&apos;s &quot;Deal %1 of this match&quot; so that the two numbers cannot be read as one.</extracomment>
        <translation>Smazzata n. %1 · %2ª smazzata di questa partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal #%1</source>
        <extracomment>The deal at the table: its number (type it in Play deal to get the same cards).</extracomment>
        <translation>Smazzata n. %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match saved as %1</source>
        <extracomment>After an export; %1 is the file written.</extracomment>
        <translation>Partita salvata come %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match opened (counted apart from your record).</source>
        <translation>Partita aperta (contata a parte nelle tue statistiche).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay · %1</source>
        <extracomment>The deal at the table is a replay (it does not count).</extracomment>
        <translation>Rigiocata · %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Opens a box to type the number of a deal to play.</extracomment>
        <translation>Gioca la smazzata n. …</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export…</source>
        <extracomment>Saves the match as a small file (for sharing or a bug report).</extracomment>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open…</source>
        <extracomment>Opens a match file exported before.</extracomment>
        <translation>Apri…</translation>
    </message>
</context>
<context>
    <name>DeclarePanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/DeclarePanel.qml" line="+46"/>
        <source>Declare your combinations: each scores its value now and shows its cards to all.</source>
        <translation>Dichiara le tue combinazioni: ognuna segna subito il suo valore e mostra a tutti le sue carte.</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%1: %2 + %3 Matto bonus = %Ln point(s)</source>
        <extracomment>A combination: its name, card value + Matto bonus = points.</extracomment>
        <translation>
            <numerusform>%1: %2 + %3 di bonus del Matto = %Ln punto</numerusform>
            <numerusform>%1: %2 + %3 di bonus del Matto = %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %Ln point(s)</source>
        <translation>
            <numerusform>%1: %Ln punto</numerusform>
            <numerusform>%1: %Ln punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Declare</source>
        <translation>Dichiara</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Declare no more</source>
        <translation>Nessun&apos;altra dichiarazione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/EndSheet.qml" line="+21"/>
        <source>Card points in the pile</source>
        <translation>Punti carta nel mazzetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combinations in the pile</source>
        <translation>Combinazioni nel mazzetto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards beyond 42</source>
        <translation>Carte oltre 42</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win!</source>
        <translation>Tu e il tuo compagno vincete!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>Vincono gli avversari.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: no net resti.</source>
        <translation>Patta: nessun resto netto.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards beyond 42 (%1 / %2 cards)</source>
        <extracomment>%1 and %2: how many cards each team took.</extracomment>
        <translation>Carte oltre 42 (%1 / %2 carte)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %2, %Ln point(s)</source>
        <translation>
            <numerusform>%1: %2, %Ln punto</numerusform>
            <numerusform>%1: %2, %Ln punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Difference left from play %1, plus %2 − %3 at the end: %4.</source>
        <extracomment>The lump calculation: difference left from play, plus the end scores, gives the final difference.</extracomment>
        <translation>Differenza rimasta dal gioco %1, più %2 − %3 alla fine: %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A difference of 0 adds no resto.</source>
        <translation>Una differenza di 0 non dà alcun resto.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rounded up in units of 60: %Ln resto(i) to %1.</source>
        <translation>
            <numerusform>Arrotondamento per eccesso a unità di 60: %Ln resto alla squadra «%1».</numerusform>
            <numerusform>Arrotondamento per eccesso a unità di 60: %Ln resti alla squadra «%1».</numerusform>
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
        <translation>patta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln resto(i) to %1</source>
        <translation>
            <numerusform>%Ln resto alla squadra «%1»</numerusform>
            <numerusform>%Ln resti alla squadra «%1»</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>New deal</source>
        <translation>Nuova smazzata</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../cardavia_desktop/views/common/format.js" line="+39"/>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number, already formatted for the locale. Put the sign where your language puts it, e.g. German &quot;64 %&quot;, Persian &quot;۶۴٪&quot;.</extracomment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>FourSeatLastTrick</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatLastTrick.qml" line="+40"/>
        <source>Trick %1, taken by you</source>
        <extracomment>Title of the last trick panel: its number, taken by the player.</extracomment>
        <translation>Presa %1, fatta da te</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1, taken by %2</source>
        <extracomment>Title of the last trick panel: its number (%1) and who took it (%2).</extracomment>
        <translation>Presa %1, fatta da %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click, or press Esc, to close</source>
        <extracomment>Under the last trick panel of the four-player games: how to close it.</extracomment>
        <translation>Fai clic o premi Esc per chiudere</translation>
    </message>
</context>
<context>
    <name>FourSeatTable</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatTable.qml" line="+230"/>
        <source>Click, or press Space or Enter, for the deal&apos;s result</source>
        <extracomment>Under the deal&apos;s last trick in the four-player games, before the deal&apos;s sheet.</extracomment>
        <translation>Fai clic, o premi Spazio o Invio, per il risultato della smazzata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click, or press Space or Enter, for the next trick</source>
        <extracomment>Under a finished trick in the four-player games, while it waits for the player.</extracomment>
        <translation>Fai clic, o premi Spazio o Invio, per la presa successiva</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GamePage.qml" line="+139"/>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full rules</source>
        <translation>Regole complete</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics</source>
        <extracomment>The tab of a game&apos;s page with your statistics.</extracomment>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shortcuts</source>
        <extracomment>The button that opens the list of keyboard shortcuts (also F1): short, as the page&apos;s bar is narrow (the screen reader says &quot;Keyboard shortcuts&quot;).</extracomment>
        <translation>Scorciatoie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>This table could not be opened.</source>
        <translation>Non è stato possibile aprire questo tavolo.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+174"/>
        <source>Your record: %1 won of %2; %3 more with a hint or take-back</source>
        <extracomment>On a lobby tile: %1 matches won of %2 played, and %3 more played with a hint or a take-back (counted apart).</extracomment>
        <translation>Il tuo bilancio: %1 vinte su %2; %3 con aiuto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your record: %1 won of %2</source>
        <extracomment>On a lobby tile: your record in this game, %1 matches won of %2 played.</extracomment>
        <translation>Il tuo bilancio: %1 vinte su %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Match under way: us %1, them %2</source>
        <extracomment>On a lobby tile of a partnership game: a saved match goes on; %1 your team&apos;s score (&quot;us&quot;), %2 the opponents&apos; (&quot;them&quot;). Keep it short: one line on a small tile.</extracomment>
        <translation>Partita in corso: noi %1, loro %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match under way: you %1, AI %2</source>
        <extracomment>On a lobby tile: a saved match goes on; %1 your score, %2 the AI&apos;s.</extracomment>
        <translation>Partita in corso: tu %1, IA %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <extracomment>On a lobby tile whose game has a match under way: opening it goes on with it.</extracomment>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>✓ Learned</source>
        <extracomment>On a lobby tile: this game&apos;s guided lesson was played to its end.</extracomment>
        <translation>✓ Imparato</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>On a lobby tile: the game&apos;s guided lesson was begun and left at step %1 of %2 (the steps you read or play); it goes on there.</extracomment>
        <translation>Continua la lezione · passo %1 di %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>On a lobby tile: open the game with its guided lesson on the table.</extracomment>
        <translation>Impara</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>Una smazzata guidata che insegna questo gioco, una regola alla volta; la tua partita aspetta e nulla viene contato.</translation>
    </message>
</context>
<context>
    <name>GroupedHand</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/GroupedHand.qml" line="+76"/>
        <source>Your hand</source>
        <extracomment>Accessible name of the player&apos;s hand of cards.</extracomment>
        <translation>La tua mano</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>This card cannot be played now.</source>
        <translation>Questa carta non si può giocare ora.</translation>
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
        <translation>La tua mano</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>This card cannot be played now.</source>
        <translation>Questa carta non si può giocare ora.</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+59"/>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Contrast</source>
        <translation>Contrasto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grain</source>
        <translation>Grana</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Color temperature</source>
        <translation>Temperatura colore</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filters are unavailable with this renderer.</source>
        <translation>Con questo renderer i filtri non sono disponibili.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Muted</source>
        <extracomment>Header button shown while sound cues are off; a click turns them on.</extracomment>
        <translation>Muto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off. Turn the sound on (Ctrl+M)</source>
        <extracomment>Accessible name of the header&apos;s muted button.</extracomment>
        <translation>L&apos;audio è spento. Accendi l&apos;audio (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options</source>
        <extracomment>Header button opening animation-speed, reduced-motion and four-colour options.</extracomment>
        <translation>Opzioni</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/HintPanel.qml" line="+89"/>
        <source>as good as move %1</source>
        <extracomment>A hinted move worth the same as the move numbered %1 (the search sees no difference).</extracomment>
        <translation>buona quanto la mossa %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hard would play</source>
        <translation>Il livello Difficile giocherebbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the hint is being worked out.</extracomment>
        <translation>Sta pensando…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Chiudi</translation>
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
        <translation>Presa Alta</translation>
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
            <numerusform>%Ln giocatore</numerusform>
            <numerusform>%Ln giocatori</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>Tu contro l&apos;IA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to 5 points</source>
        <extracomment>Format line, last part: the match ends when a player has this many points (and leads).</extracomment>
        <translation>Vince chi arriva a 5 punti</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take tricks: each one is a point.</source>
        <translation>Fai prese: ognuna vale un punto.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tricks of a deal are added to the match score. The match ends after a deal once a player has five points or more and more than the other.</source>
        <translation>Le prese di una smazzata si sommano al punteggio della partita. La partita finisce dopo una smazzata quando un giocatore ha cinque punti o più e più dell&apos;altro.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Three cards each: follow suit, and the highest card of the suit led takes the trick. Each trick is a point; first to five wins.</source>
        <translation>Tre carte a testa: rispondi al seme, e la carta più alta del seme di uscita prende la presa. Ogni presa vale un punto; vince chi arriva prima a cinque.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Twelve cards: Spades and Hearts from 2 to 7. Each deal, the dealer gives three cards to each player; the other six stay out of play. The deal passes to the other player.</source>
        <translation>Dodici carte: Picche e Cuori dal 2 al 7. A ogni smazzata il mazziere dà tre carte a ciascun giocatore; le altre sei restano fuori gioco. Il mazzo passa all&apos;altro giocatore.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player who did not deal leads the first trick; the winner of a trick leads the next.</source>
        <translation>Il giocatore che non ha distribuito esce alla prima presa; chi vince una presa esce alla successiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow the suit led if you can. The higher card of the suit led takes the trick.</source>
        <translation>Devi rispondere al seme di uscita se puoi. La carta più alta del seme di uscita prende la presa.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <source>Chips</source>
        <extracomment>Format line, last part: the match is played for virtual chips.</extracomment>
        <translation>Fiches</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of your two cards and stake it face down. The higher rank wins, except that a 2 beats an Ace. Public UP/DOWN signals, and the card you keep plays on in the next deal.</source>
        <extracomment>UP and DOWN are the public signals (high cards 8 to A, low cards 2 to 7).</extracomment>
        <translation>Scegli una delle tue due carte e puntala coperta. Vince il valore più alto, ma il 2 batte l&apos;asso. Segnali pubblici ALTE/BASSE, e la carta che tieni resta in gioco nella smazzata successiva.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match under way: you %1, AI %2 chips at the start of this deal</source>
        <extracomment>On the Lock &amp; Bet lobby tile: a saved match goes on; %1 your chips, %2 the AI&apos;s, both counted at the start of the deal being played (bets made since are not in them).</extracomment>
        <translation>Partita in corso: tu %1, IA %2 fiches all&apos;inizio di questa smazzata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the pot, either by betting until the other player folds or by having the stronger locked card when both are shown.</source>
        <translation>Vinci il piatto: puntando finché l&apos;altro lascia, oppure con la carta bloccata più forte quando entrambe vengono scoperte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player starts with 20 virtual chips. The match ends when a player has no chips left: that player loses.</source>
        <translation>Ciascuno parte con 20 fiches virtuali. La partita finisce quando un giocatore resta senza fiches: quel giocatore perde.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two French decks are shuffled together into a shoe of 104 cards, without jokers. Each rank appears eight times; suits do not matter.</source>
        <translation>Due mazzi francesi vengono mescolati insieme in un sabot di 104 carte, senza jolly. Ogni valore compare otto volte; i semi non contano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets two cards, and every deal each player pays an ante of 1 chip into the pot. A player with only 1 chip left antes it and is all-in.</source>
        <translation>Ciascuno riceve due carte, e a ogni smazzata ognuno versa nel piatto un ante di 1 fiche. Chi ha solo 1 fiche la versa come ante ed è all-in.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the first player in the first deal: you lock first, bet first and draw first. After that, whoever won the last pot starts the next deal (also when the other player folded). After a split pot, the other player starts.</source>
        <translation>Nella prima smazzata sei tu il primo giocatore: blocchi per primo, punti per primo e peschi per primo. Poi inizia la smazzata chi ha vinto l&apos;ultimo piatto (anche se l&apos;altro ha lasciato). Dopo un piatto diviso inizia l&apos;altro giocatore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only groups are public: 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. For each player the table shows how many of their two cards are UP and how many are DOWN — never which card is which. Locking a card does not change the signal, so it never shows the locked card&apos;s group.</source>
        <translation>Sono pubblici solo i gruppi: 8, 9, 10, J, Q, K e A sono ALTE; dal 2 al 7 sono BASSE. Per ogni giocatore il tavolo mostra quante delle sue due carte sono ALTE e quante BASSE — mai quale carta è quale. Bloccare una carta non cambia il segnale, quindi non rivela mai il gruppo della carta bloccata.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On your turn, choose one of your two cards and confirm to lock it face down. The first player locks, then the second, without seeing the other&apos;s choice. A locked card cannot be changed.</source>
        <translation>Al tuo turno scegli una delle tue due carte e conferma per bloccarla coperta. Blocca prima il primo giocatore, poi il secondo, senza vedere la scelta dell&apos;altro. Una carta bloccata non si può cambiare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Betting starts only after both players have locked a card. There is one betting round per deal; the first player acts first.</source>
        <translation>Le puntate iniziano solo dopo che entrambi hanno bloccato una carta. C&apos;è un solo giro di puntate per smazzata; agisce per primo il primo giocatore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nothing is owed you may check or bet; the smallest bet is 1 chip. When a bet is owed you may call, raise or fold. The round ends when both check, when a bet or raise is called, or when a player folds.</source>
        <translation>Se non devi nulla puoi fare check o puntare; la puntata minima è 1 fiche. Se c&apos;è una puntata da pareggiare puoi vedere, rilanciare o lasciare. Il giro finisce quando entrambi fanno check, quando una puntata o un rilancio viene visto, o quando un giocatore lascia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raise must add at least as much as the last full bet or raise. You enter your total for this round, not counting the ante: for example, after a bet of 3 the smallest raise is to 6.</source>
        <translation>Un rilancio deve aggiungere almeno quanto l&apos;ultima puntata o l&apos;ultimo rilancio completo. Inserisci il tuo totale per questo giro, ante escluso: per esempio, dopo una puntata di 3 il rilancio minimo è a 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going all-in puts in all your remaining chips, even if that is less than a full raise. Such a short all-in does not reopen raising for a player who has already acted. Against an all-in player you may only call or fold.</source>
        <translation>Andando all-in metti tutte le fiches che ti restano, anche se sono meno di un rilancio completo. Un all-in così corto non riapre i rilanci per chi ha già agito. Contro un giocatore all-in puoi solo vedere o lasciare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot cover a bet, calling puts in all your chips; the part of the bet you could not match goes back to the bettor. If a player has no chips left after the ante, there is no betting: the cards are shown at once.</source>
        <translation>Se non puoi coprire una puntata, vedendo metti tutte le tue fiches; la parte della puntata che non hai potuto pareggiare torna a chi l&apos;ha fatta. Se un giocatore non ha più fiches dopo l&apos;ante, non si punta: le carte si scoprono subito.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand ranking</source>
        <translation>Valore delle carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the two locked cards are compared: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 from highest to lowest.</source>
        <translation>Si confrontano solo le due carte bloccate: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 dalla più alta alla più bassa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The one exception: a 2 beats an Ace. The Ace still beats every other card, and the 2 loses to every card except the Ace.</source>
        <translation>L&apos;unica eccezione: il 2 batte l&apos;asso. L&apos;asso batte comunque ogni altra carta, e il 2 perde contro tutte tranne l&apos;asso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits do not matter. Two cards of the same rank tie.</source>
        <translation>I semi non contano. Due carte dello stesso valore pareggiano.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After the betting both locked cards are turned face up. The stronger card takes the whole pot; on a tie the pot is split, so each player gets back exactly what they put in.</source>
        <translation>Dopo le puntate si scoprono le due carte bloccate. La carta più forte prende tutto il piatto; in caso di parità il piatto si divide e ognuno riprende esattamente ciò che ha versato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If a player folds, the other takes the pot. Both locked cards are still shown, but they do not change the result.</source>
        <translation>Se un giocatore lascia, l&apos;altro prende il piatto. Le due carte bloccate vengono comunque mostrate, ma non cambiano il risultato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the next deal the two locked cards are discarded, each player keeps their other card and draws one new card (first player first), and both pay the next ante.</source>
        <translation>Per la smazzata successiva le due carte bloccate vanno scartate, ognuno tiene l&apos;altra carta e ne pesca una nuova (prima il primo giocatore), ed entrambi versano il nuovo ante.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When fewer than two cards are left in the shoe, the discards are shuffled with what is left to make a new shoe; the cards in the players&apos; hands stay out of it.</source>
        <translation>Quando nel sabot restano meno di due carte, gli scarti si mescolano con le carte rimaste per formare un nuovo sabot; le carte in mano ai giocatori restano fuori.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who runs out of chips loses the match; there are always 40 chips on the table. New match gives each player 20 chips again.</source>
        <translation>Chi resta senza fiches perde la partita; sul tavolo ci sono sempre 40 fiches. «Nuova partita» ridà 20 fiches a ciascuno.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>%Ln-point match</source>
        <extracomment>Format line, last part: a match counts down from this many game points.</extracomment>
        <translation>
            <numerusform>Partita a %Ln punto</numerusform>
            <numerusform>Partita a %Ln punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks and declare marriages to reach 66 card points first. Exchange the trump card or close the stock; the game points you win count your match down from seven to zero.</source>
        <translation>Fai prese e dichiara matrimoni per arrivare per primo a 66 punti carta. Scambia la briscola scoperta o chiudi il tallone; i punti partita che vinci portano il tuo conto da sette a zero.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="-19"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="-72"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+10"/>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>Due giocatori, ciascuno per sé: tu contro l&apos;IA.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>Fai prese e dichiara matrimoni per accumulare punti carta. Il primo che arriva a 66 vince la smazzata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>Entrambi iniziano la partita da 7. I punti partita che vinci in una smazzata si sottraggono dal tuo conto; il primo che scende a 0 vince la partita.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+9"/>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>Un mazzo di 20 carte in quattro semi: Herz (cuori), Schelln (sonagli), Eichel (ghiande) e Laub (foglie).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives three cards to each player, turns up the next card — its suit is trumps for this deal — and then gives two more cards to each.</source>
        <translation>Il mazziere dà tre carte a ciascuno, scopre la carta successiva — il suo seme è la briscola di questa smazzata — e poi dà altre due carte a ciascuno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other nine cards go face down on top of the turned-up trump card. Together they form the stock of ten cards.</source>
        <translation>Le altre nove carte vanno coperte sopra la briscola scoperta. Insieme formano il tallone di dieci carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who did not deal leads the first trick. The deal alternates.</source>
        <translation>Chi non ha distribuito gioca per primo la prima presa. Il mazziere si alterna.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+17"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+24"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+18"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+4"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+14"/>
        <source>Playing a turn</source>
        <translation>Il turno di gioco</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="-10"/>
        <source>From high to low: Daus (ace) 11 points, Zehner (ten) 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>Dalla più alta alla più bassa: Daus (asso) 11 punti, Zehner (dieci) 10, König (re) 4, Ober 3, Unter 2. L&apos;intero mazzo vale 120 punti.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>While the stock is open, play any card you like: you need not follow suit or play a trump.</source>
        <translation>Finché il tallone è aperto, giochi la carta che vuoi: non sei obbligato a rispondere al seme né a giocare briscola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The higher card of the suit led wins the trick, unless a trump is played: then the trump wins.</source>
        <translation>Vince la presa la carta più alta del seme di uscita, a meno che non si giochi una briscola: allora vince la briscola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the trick draws the top card of the stock, then the other player draws. The winner leads next. On the last draw, the player who lost the trick takes the turned-up trump card.</source>
        <translation>Chi vince la presa pesca la prima carta del tallone, poi pesca l&apos;altro. Chi ha vinto esce alla presa successiva. All&apos;ultima pescata, chi ha perso la presa prende la briscola scoperta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the stock is used up or closed, stricter rules apply: follow suit and beat the card led if you can; if you cannot beat it, still follow suit with a lower card.</source>
        <translation>Quando il tallone è esaurito o chiuso valgono regole più severe: rispondi al seme e supera la carta di uscita se puoi; se non puoi superarla, rispondi comunque al seme con una carta più bassa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have no card of the suit led, you must play a trump if you have one; otherwise play any card.</source>
        <translation>Se non hai carte del seme di uscita, devi giocare una briscola se ne hai una; altrimenti giochi una carta qualsiasi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange, marriage and closing</source>
        <translation>Scambio, matrimonio e chiusura</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the stock is open, the player about to lead may swap the trump Unter for the turned-up trump card.</source>
        <translation>Finché il tallone è aperto, chi sta per uscire può scambiare l&apos;Unter di briscola con la briscola scoperta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>Esci con un König o un Ober tenendo in mano il compagno dello stesso seme per dichiarare un matrimonio: 20 punti, o 40 in briscola. L&apos;avversario vede la carta compagna.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table, a button beside your hand offers each card you may lead a marriage with (for example “Ober of Herz: +20”): it plays the card and declares the marriage. Clicking the card itself plays it without declaring.</source>
        <translation>Al tavolo, un pulsante accanto alla tua mano offre ogni carta con cui puoi uscire dichiarando un matrimonio (per esempio «Ober di Herz: +20»): gioca la carta e dichiara il matrimonio. Un clic sulla carta stessa la gioca senza dichiarare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have not won a trick yet, the marriage points wait until you win your first trick. Each marriage can be declared once per deal, also after the stock is closed.</source>
        <translation>Se non hai ancora fatto una presa, i punti del matrimonio restano in sospeso fino alla tua prima presa. Ogni matrimonio si può dichiarare una volta per smazzata, anche dopo la chiusura del tallone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before you lead, while the stock is open, you may close it — even before the first trick. Nobody draws any more and the stricter rules apply at once.</source>
        <translation>Prima di uscire, finché il tallone è aperto, puoi chiuderlo — anche prima della prima presa. Nessuno pesca più e le regole più severe valgono subito.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the stock is closed, your opponent&apos;s points and whether they have won a trick are noted: they decide the score of the deal.</source>
        <translation>Alla chiusura del tallone si annotano i punti dell&apos;avversario e se ha già fatto una presa: decidono il punteggio della smazzata.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+32"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+23"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+16"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+17"/>
        <source>Scoring and end</source>
        <translation>Punteggio e fine</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>The game notices 66 by itself as soon as a trick or a marriage brings a player there, and the deal ends at once.</source>
        <translation>Il gioco riconosce da solo i 66 punti appena una presa o un matrimonio porta un giocatore a quella soglia, e la smazzata finisce subito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the deal scores 1 game point if the opponent has 33 card points or more, 2 if the opponent has won a trick but has fewer than 33, and 3 if the opponent has not won a trick.</source>
        <translation>Chi vince la smazzata guadagna 1 punto partita se l&apos;avversario ha 33 punti carta o più, 2 se l&apos;avversario ha fatto almeno una presa ma ha meno di 33 punti, e 3 se l&apos;avversario non ha fatto prese.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and reach 66, you score 1, 2 or 3 by the same rule, counting your opponent&apos;s points and tricks as they were when you closed.</source>
        <translation>Se hai chiuso il tallone e arrivi a 66, guadagni 1, 2 o 3 punti con la stessa regola, contando i punti e le prese dell&apos;avversario al momento della chiusura.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and fall short of 66, or your opponent gets there first, your opponent scores 2 — or 3 if they had no trick when you closed.</source>
        <translation>Se hai chiuso il tallone e non arrivi a 66, o l&apos;avversario ci arriva prima, l&apos;avversario guadagna 2 punti — o 3 se non aveva prese quando hai chiuso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the stock was never closed and nobody reaches 66, the winner of the last trick scores 1 game point. There is no bonus for the last trick.</source>
        <translation>Se il tallone non è mai stato chiuso e nessuno arriva a 66, chi fa l&apos;ultima presa guadagna 1 punto partita. L&apos;ultima presa non dà alcun bonus.</translation>
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
        <translation>Partita a 11</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play one card to capture equal values or an equal sum. Clear the table for a bonus, and watch the Diamonds 7.</source>
        <extracomment>&quot;Diamonds 7&quot;: the seven of Diamonds, the settebello.</extracomment>
        <translation>Gioca una carta per prendere valori uguali o una somma uguale. Fai scopa per un punto in più e tieni d&apos;occhio il sette di quadri.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture the useful cards from the table, and clear the table to earn a scopa, worth a point.</source>
        <translation>Prendi le carte utili in tavola e, se le prendi tutte, fai scopa, che vale un punto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points are added up only at the end of each deal. The first player with 11 points or more wins the match, if they have more points than the other. Reaching 11 during a deal does not end it early.</source>
        <translation>I punti si contano solo alla fine di ogni smazzata. Vince la partita il primo che ha 11 punti o più, se ne ha più dell&apos;avversario. Arrivare a 11 durante una smazzata non la fa finire prima.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A pack of 40 cards in four suits: Diamonds, Hearts, Clubs and Spades. Each suit has Ace, 2 to 7, Fante (jack), Regina (queen) and Re (king).</source>
        <translation>Un mazzo di 40 carte in quattro semi: quadri, cuori, fiori e picche. Ogni seme ha asso, dal 2 al 7, fante, regina e re.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture values: Ace 1, 2 to 7 as printed, Fante 8, Regina 9, Re 10. Court cards count in sums too.</source>
        <translation>Valori di presa: asso 1, dal 2 al 7 come indicato, fante 8, regina 9, re 10. Anche le figure contano nelle somme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer gives three cards to each player and lays four cards face up on the table. The other cards form the stock.</source>
        <translation>Il mazziere dà tre carte a ciascuno e mette quattro carte scoperte in tavola. Le altre carte formano il mazzo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If three or four Kings (Re) lie on the table, the same dealer deals again.</source>
        <translation>Se in tavola ci sono tre o quattro re, lo stesso mazziere ridistribuisce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who did not deal plays first. The deal alternates after every complete deal.</source>
        <translation>Gioca per primo chi non ha distribuito. Il mazziere cambia dopo ogni smazzata completa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play one card from your hand. If a table card has the same value, you take one such card — only one, even if there are several.</source>
        <translation>Gioca una carta dalla mano. Se in tavola c&apos;è una carta dello stesso valore, ne prendi una — una sola, anche se ce ne sono diverse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when no table card has that value may you take a group of two or more cards whose values add up to it. If there are several groups, you choose one.</source>
        <translation>Solo se in tavola nessuna carta ha quel valore puoi prendere un gruppo di due o più carte la cui somma è uguale. Se i gruppi possibili sono più di uno, scegli tu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For example, with a 7: if a 7 lies on the table, take that 7. Otherwise you may take 3 + 4, or 2 + 5.</source>
        <translation>Per esempio, con un 7: se in tavola c&apos;è un 7, prendi quel 7. Altrimenti puoi prendere 3 + 4, oppure 2 + 5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the card you play can capture, it must. You may still play another card that captures nothing: it stays face up on the table.</source>
        <translation>Se la carta che giochi può prendere, deve prendere. Puoi comunque giocare un&apos;altra carta che non prende nulla: resta scoperta in tavola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your card and the cards you take go to your capture pile. Turns alternate. When both hands are empty, each player gets three more cards from the stock; the table gets none.</source>
        <translation>La tua carta e quelle che prendi vanno nel tuo mazzetto delle prese. Si gioca a turno. Quando entrambe le mani sono vuote, ciascuno riceve altre tre carte dal mazzo; in tavola non se ne aggiungono.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every capture that clears the table is a scopa, worth 1 point — except on the very last card of the deal.</source>
        <translation>Ogni presa che lascia la tavola vuota è una scopa e vale 1 punto — tranne con l&apos;ultimissima carta della smazzata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the stock and both hands are empty, the cards left on the table go to the last player who captured. That is not a scopa.</source>
        <translation>Quando il mazzo e le mani sono vuoti, le carte rimaste in tavola vanno all&apos;ultimo giocatore che ha fatto una presa. Non è una scopa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four prizes of 1 point each: most cards, most Diamonds, the Diamonds 7 (settebello) and the best primiera. A tie gives the point to nobody.</source>
        <translation>Quattro punti da 1 ciascuno: carte (il maggior numero di carte), quadri (il maggior numero di quadri), il sette di quadri (settebello) e la primiera migliore. In caso di parità il punto non va a nessuno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Primiera: you need at least one card of every suit. Add up your best card in each suit: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12 and court cards 10. These are not the capture values.</source>
        <translation>Primiera: serve almeno una carta di ogni seme. Somma i valori della tua carta migliore di ciascun seme: il 7 vale 21, il 6 vale 18, l&apos;asso 16, il 5 vale 15, il 4 vale 14, il 3 vale 13, il 2 vale 12 e le figure 10. Non sono i valori di presa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each deal&apos;s points are added to the match score. A player with 11 or more who is ahead wins; if the scores are level at 11 or more, play another deal.</source>
        <translation>I punti di ogni smazzata si sommano al punteggio della partita. Vince chi ha 11 o più ed è in vantaggio; se i punteggi sono pari a 11 o più, si gioca un&apos;altra smazzata.</translation>
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
        <translation>Tu e un compagno IA contro due avversari IA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal, settled in resti</source>
        <extracomment>Format line, last part: a single deal, settled in resti (units of 60 points).</extracomment>
        <translation>Una smazzata, regolata in resti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect counting cards and trump combinations with your partner. Point leads turn into resti during play and at the end; the net resti decide the winner.</source>
        <translation>Raccogli con il tuo compagno carte di conto e combinazioni di trionfi. I vantaggi di punti diventano resti durante il gioco e alla fine; i resti netti decidono chi vince.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win card points, then turn the difference between the teams into settlement units called resti (one resto, several resti). The team with more resti in the end wins; equal resti are a tie. See Scoring and end for how points become resti.</source>
        <translation>Conquista punti carta, poi trasforma la differenza tra le squadre in unità di conto chiamate resti (un resto, più resti). Alla fine vince la squadra con più resti; a parità di resti è patta. Come i punti diventano resti è spiegato in Punteggio e fine.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A pack of 97 cards: 40 trumps numbered 1 to 40, the Matto (the Fool), and four suits of 14 cards — Swords, Batons, Cups and Coins.</source>
        <translation>Un mazzo di 97 carte: 40 trionfi numerati da 1 a 40, il Matto e quattro semi di 14 carte — Spade, Bastoni, Coppe e Denari.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer picks the dealer and cuts for the player on the dealer&apos;s left. From the cut, that player takes (robs) cards one by one as long as each is a counting card or a trump above 20, at most thirteen. Robbed cards are shown, and the counting ones score for the robber&apos;s team at once.</source>
        <translation>Il computer sceglie il mazziere e alza per il giocatore alla sinistra del mazziere. Dal taglio, quel giocatore prende (ruba) le carte una per una finché ciascuna è una carta di conto o un trionfo sopra il 20, al massimo tredici. Le carte rubate si mostrano, e quelle di conto segnano subito per la squadra di chi ruba.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets 21 cards: a packet of 10 and then a packet of 11, starting with the player on the dealer&apos;s right. The dealer&apos;s last card is shown to all and scores at once if it is worth points.</source>
        <translation>Poi ognuno riceve 21 carte: un pacchetto da 10 e poi uno da 11, a partire dal giocatore alla destra del mazziere. L&apos;ultima carta del mazziere si mostra a tutti e segna subito se vale punti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards left over are the Fola. The dealer robs from its top in the same way (counting cards and trumps above 20, shown and scored at once).</source>
        <translation>Le carte avanzate sono la Fola. Il mazziere ruba dalla sua cima nello stesso modo (carte di conto e trionfi sopra il 20, mostrati e segnati subito).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever robbed discards back to 21 cards, face down. Only cards worth nothing may be discarded, and never trump 29. Discards count for nobody.</source>
        <translation>Chi ha rubato scarta coperto fino a tornare a 21 carte. Si possono scartare solo carte che non valgono nulla, mai il trionfo 29. Gli scarti non contano per nessuno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before play, starting on the dealer&apos;s right, each player may declare the combinations (versicole, listed below) held in hand: the cards are shown and the combination scores at once. Then the Fola is turned up; its cards never take part in the tricks.</source>
        <translation>Prima del gioco, a partire dalla destra del mazziere, ognuno può dichiarare le combinazioni (versicole, elencate sotto) che ha in mano: le carte si mostrano e la combinazione segna subito. Poi la Fola si scopre; le sue carte non partecipano mai alle prese.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cuts and robs for everyone; you choose your discards, your declarations and your cards.</source>
        <translation>Il computer alza e ruba per tutti; tu scegli i tuoi scarti, le tue dichiarazioni e le tue carte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play goes anticlockwise; the player on the dealer&apos;s right leads the first trick and the winner of each trick leads the next.</source>
        <translation>Si gioca in senso antiorario; il giocatore alla destra del mazziere esce alla prima presa e chi vince ogni presa esce alla successiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can; if you cannot, play a trump; if you have no trump either, play any card. You never have to beat the cards already played. The highest trump wins the trick; with no trump, the highest card of the suit led.</source>
        <translation>Rispondi al seme di uscita se puoi; se non puoi, gioca un trionfo; se non hai nemmeno trionfi, gioca una carta qualsiasi. Non sei mai obbligato a superare le carte già giocate. Vince la presa il trionfo più alto; senza trionfi, la carta più alta del seme di uscita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps rank from 40 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. In Cups and Coins the Ace is the highest numeral and 10 the lowest; in Swords and Batons 10 is the highest and the Ace the lowest.</source>
        <translation>I trionfi vanno dal 40 (il più alto) all&apos;1. In un seme: Re, Donna, Cavallo, Fante, poi le numerali. In Coppe e Denari l&apos;Asso è la numerale più alta e il 10 la più bassa; in Spade e Bastoni il 10 è la più alta e l&apos;Asso la più bassa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King rule: in the first trick of a suit, once someone has played a trump to it, a later player who holds that suit&apos;s King must play the King — not even the Matto may replace it.</source>
        <translation>Regola del Re: nella prima presa di un seme, appena qualcuno vi ha giocato un trionfo, chi gioca dopo e ha il Re di quel seme deve giocare il Re — nemmeno il Matto può sostituirlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Otherwise the Matto may be played instead of any card. It never wins a trick and stays with its team. If it was played to a trick the opponents won, its team gives them one card worth nothing from its tricks at the end — or the Matto itself if the team took no trick. If the Matto is led, the next card played sets the suit to follow.</source>
        <translation>Altrimenti il Matto si può giocare al posto di qualsiasi carta. Non vince mai una presa e resta alla sua squadra. Se è stato giocato in una presa vinta dagli avversari, alla fine la sua squadra dà loro una carta senza valore dalle sue prese — o il Matto stesso se la squadra non ha fatto prese. Se si esce con il Matto, la carta successiva stabilisce il seme a cui rispondere.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <translation>Punti carta: i trionfi dal 36 al 40 valgono 10 ciascuno; i trionfi dal 30 al 35, 28, 20, 13, 10 e 1, il Matto e i quattro Re 5 ciascuno; i trionfi dal 2 al 5 valgono 3 ciascuno. Tutte le altre carte non valgono nulla. Il mazzo contiene 142 punti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your team wins a trick, the counting cards the opponents played to it score for you at once. All the cards you took are counted again at the end.</source>
        <translation>Quando la tua squadra vince una presa, le carte di conto giocate dagli avversari in quella presa segnano subito per voi. Alla fine tutte le carte prese si contano di nuovo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combinations (versicole): three or more consecutive trumps within 1–5 or within 28–40 (a longer run counts as one); trumps 1 and 40 with the Matto; trumps 1, 13 and 28; trumps 10, 20 and 30, or 20, 30 and 40 (all four together count as one); three or four Kings.</source>
        <translation>Combinazioni (versicole): tre o più trionfi consecutivi tra 1 e 5 o tra 28 e 40 (una sequenza più lunga conta come una); i trionfi 1 e 40 con il Matto; i trionfi 1, 13 e 28; i trionfi 10, 20 e 30, oppure 20, 30 e 40 (tutti e quattro insieme contano come una); tre o quattro Re.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A combination is worth the sum of its cards; trump 29 is worth 5 inside a combination. Holding the Matto adds 5 to every combination that does not already include it.</source>
        <translation>Una combinazione vale la somma delle sue carte; il trionfo 29 vale 5 dentro una combinazione. Chi ha il Matto aggiunge 5 a ogni combinazione che non lo contiene già.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resti during play: after each score, whenever a team leads by 60 points or more, it earns one resto and 60 points come off the difference; repeat while the lead is still 60 or more.</source>
        <translation>Resti durante il gioco: dopo ogni punteggio, quando una squadra è avanti di 60 punti o più, guadagna un resto e 60 punti si tolgono dalla differenza; si ripete finché il vantaggio resta di 60 o più.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the 21st trick each team adds its card points, the combinations in the cards it took, 1 point for each card beyond 42, and 10 for the last trick. The difference left from play and these two totals give the final difference, rounded up in units of 60: a lead of 1–60 earns 1 resto, 61–120 earns 2, and 0 earns nothing.</source>
        <translation>Dopo la 21ª presa ogni squadra somma i suoi punti carta, le combinazioni nelle carte prese, 1 punto per ogni carta oltre 42 e 10 per l&apos;ultima presa. La differenza rimasta dal gioco e questi due totali danno la differenza finale, arrotondata per eccesso a unità di 60: un vantaggio da 1 a 60 vale 1 resto, da 61 a 120 ne vale 2, e 0 non vale nulla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add these to the resti settled during the deal. The net resti decide the winner; 0 is a tie.</source>
        <translation>Si aggiungono ai resti già regolati durante la smazzata. I resti netti decidono chi vince; 0 è patta.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>One deal</source>
        <extracomment>Format line, last part: the game is a single deal.</extracomment>
        <translation>Una smazzata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnership tarot from Piedicavallo in Piedmont: follow suit, trump when you cannot, keep the Matto, and win most of the pack&apos;s 114 card points.</source>
        <translation>Tarocchi a coppie di Piedicavallo, in Piemonte: rispondi al seme, gioca un trionfo quando non puoi, tieni stretto il Matto e conquista la maggior parte dei 114 punti del mazzo.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-79"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+7"/>
        <source>Four players in two teams: you and your AI partner sitting opposite you, against the two AI players on your left and right.</source>
        <translation>Quattro giocatori in due squadre: tu e il tuo compagno IA seduto di fronte, contro i due giocatori IA alla tua sinistra e alla tua destra.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>Win tricks that hold valuable cards. The pack holds 114 card points; the team with more of them wins. 57 to 57 is a tie.</source>
        <translation>Fai prese con carte di valore. Il mazzo vale 114 punti; vince la squadra che ne ha di più. 57 a 57 è patta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tarot pack of 62 cards: 21 trumps numbered 1 to 21, the Matto (the Fool), and four suits — Swords, Batons, Cups and Coins.</source>
        <translation>Un mazzo di tarocchi di 62 carte: 21 trionfi numerati da 1 a 21, il Matto e quattro semi — Spade, Bastoni, Coppe e Denari.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swords and Batons have King, Queen, Knight, Jack, then 10 down to 5. Cups and Coins have King, Queen, Knight, Jack, then Ace, 2, 3, 4, 5 and 6: there the Ace is the highest numeral and 6 the lowest.</source>
        <translation>Spade e Bastoni hanno Re, Donna, Cavallo, Fante, poi dal 10 al 5. Coppe e Denari hanno Re, Donna, Cavallo, Fante, poi Asso, 2, 3, 4, 5 e 6: lì l&apos;Asso è la carta numerale più alta e il 6 la più bassa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing and play go anticlockwise. Each player gets 15 cards; the dealer gets 17 and puts two of them aside, face down.</source>
        <translation>Si distribuisce e si gioca in senso antiorario. Ogni giocatore riceve 15 carte; il mazziere ne riceve 17 e ne scarta due coperte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not put aside a King, trump 1, trump 21 or the Matto. Other trumps may go only if the 15 cards kept are all trumps and Kings (the Matto may stay too), or contain no trump at all.</source>
        <translation>Il mazziere non può scartare un Re, il trionfo 1, il trionfo 21 o il Matto. Altri trionfi si possono scartare solo se le 15 carte tenute sono tutte trionfi e Re (il Matto può restare) oppure non contengono alcun trionfo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer announces how many trumps were put aside, but not which. The two cards count for the dealer&apos;s team at the end, unless that team wins no trick: then they go to the other team.</source>
        <translation>Il mazziere dichiara quanti trionfi ha scartato, ma non quali. Le due carte contano alla fine per la squadra del mazziere, a meno che quella squadra non faccia nessuna presa: allora vanno all&apos;altra squadra.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player on the dealer&apos;s right leads the first trick. The winner of a trick leads the next.</source>
        <translation>Il giocatore alla destra del mazziere esce alla prima presa. Chi vince una presa esce alla successiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can. If you cannot, play a trump if you have one. Otherwise play any card. You never have to beat the cards already played.</source>
        <translation>Rispondi al seme di uscita se puoi. Se non puoi, gioca un trionfo se ne hai. Altrimenti gioca una carta qualsiasi. Non sei mai obbligato a superare le carte già giocate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps rank from 21 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. The highest trump wins the trick; with no trump, the highest card of the suit led wins.</source>
        <translation>I trionfi vanno dal 21 (il più alto) all&apos;1. In un seme: Re, Donna, Cavallo, Fante, poi le numerali. Vince la presa il trionfo più alto; senza trionfi vince la carta più alta del seme di uscita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto may be played at any time, whatever you hold. It never wins a trick and stays with its player&apos;s team. If the Matto is led, the second card played sets the suit to follow.</source>
        <translation>Il Matto si può giocare in qualsiasi momento, qualunque cosa tu abbia. Non vince mai una presa e resta alla squadra del suo giocatore. Se si esce con il Matto, la seconda carta giocata stabilisce il seme a cui rispondere.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <translation>Re, trionfo 1, trionfo 21 e Matto valgono 5 punti ciascuno; Donne 4, Cavalli 3, Fanti 2; ogni altra carta 1. Il valore di una carta non dipende dalla sua forza nella presa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are simply added up one by one: there is no counting in groups.</source>
        <translation>Le carte si sommano semplicemente una per una: non si conta a gruppi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After 15 tricks each team adds up its cards. A team that won no trick gives up its Matto, so a team that takes every trick scores all 114 points.</source>
        <translation>Dopo 15 prese ogni squadra somma le sue carte. Una squadra che non ha fatto prese cede il suo Matto, quindi una squadra che fa tutte le prese segna tutti i 114 punti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team with more card points wins; equal totals are a tie.</source>
        <translation>Vince la squadra con più punti; a parità di punti è patta.</translation>
    </message>
</context>
<context>
    <name>LanguageSelector</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LanguageSelector.qml" line="+68"/>
        <location line="+77"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
</context>
<context>
    <name>LastMoveLine</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LastMoveLine.qml" line="+127"/>
        <source>Why?</source>
        <extracomment>After an AI move, at the top of the table: asks why the AI made it. Also the Y key.</extracomment>
        <translation>Perché?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Why did the AI make this move? (Y)</source>
        <extracomment>What the Why? link at the top of the table does (said by a screen reader).</extracomment>
        <translation>Perché l&apos;IA ha fatto questa mossa? (Y)</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+40"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You won it</source>
        <translation>L&apos;hai vinta tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI won it</source>
        <translation>L&apos;ha vinta l&apos;IA</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LearnButton.qml" line="+41"/>
        <source>Leave lesson</source>
        <translation>Lascia la lezione</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>The lesson was begun and left at step %1 of %2 (the steps you read or play).</extracomment>
        <translation>Continua la lezione · passo %1 di %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>Starts this game&apos;s guided lesson on the table (your match waits, nothing counts).</extracomment>
        <translation>Impara</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your match, as you left it; the lesson resumes where you left it.</source>
        <translation>Torna alla tua partita com&apos;era; la lezione riprende da dove l&apos;hai lasciata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>Una smazzata guidata che insegna questo gioco, una regola alla volta; la tua partita aspetta e nulla viene contato.</translation>
    </message>
</context>
<context>
    <name>LessonOverlay</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="+37"/>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson: the move tried is against the rules (the table has no words for its code).</extracomment>
        <translation>Le regole non permettono questa mossa qui.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does.</extracomment>
        <translation>Non è la mossa della lezione. La tua: %1. Quella della lezione: %2. Annullala per andare avanti.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Take your move back first.</source>
        <extracomment>A lesson: a move was tried while a wrong move still waits to be taken back.</extracomment>
        <translation>Prima annulla la tua mossa.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your only move, played for you: %1</source>
        <extracomment>A lesson: your only legal move (not a card: e.g. Minchiate&apos;s pass), which the lesson played for you, as the deal&apos;s story tells it (%1).</extracomment>
        <translation>La tua unica mossa, giocata per te: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played for you: %1</source>
        <extracomment>A lesson: a move of yours the lesson played for you in its finish (the hint&apos;s choice), as the deal&apos;s story tells it (%1, e.g. &quot;You played 5 of Coins.&quot;).</extracomment>
        <translation>Giocata per te: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Read the step, then press Next.</source>
        <extracomment>A lesson: a move was tried while the step waits for Next.</extracomment>
        <translation>Leggi il passo, poi premi Avanti.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Also a fine move. Yours: %1. The lesson&apos;s: %2. Played out, yours does as well. This lesson follows one line of play: take your move back to follow along.</source>
        <extracomment>A lesson: a legal move as good as the step&apos;s (the same in words, and as good by the Hard level&apos;s reckoning). %1 your move and what it does, %2 the lesson&apos;s.</extracomment>
        <translation>Anche questa è una buona mossa. La tua: %1. Quella della lezione: %2. Giocata fino in fondo, la tua rende altrettanto. Questa lezione segue una sola linea di gioco: annulla la tua mossa per seguirla.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The two read alike, but the Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that reads like the step&apos;s but is worse by the Hard level&apos;s reckoning. %1 your move, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 resti&quot;).</extracomment>
        <translation>Non è la mossa della lezione. La tua: %1. Quella della lezione: %2. Sembrano uguali, ma il livello Difficile, giocando la smazzata fino in fondo con le carte che non vedi, trova quella della lezione migliore in media di circa %3. Annulla la tua per andare avanti.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that differs from the step&apos;s only in what it spends or leaves (no gain of its own): why the lesson&apos;s is better, by the Hard level&apos;s reckoning. %1 your move and what it does, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 points&quot;).</extracomment>
        <translation>Questa non è la mossa della lezione. La tua: %1. Quella della lezione: %2. Il livello Difficile, giocando la smazzata fino in fondo sulle carte che non vedi, trova quella della lezione in media migliore di circa %3. Riprendi la tua per proseguire.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Unlike yours, it %3. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does too, %3 what only the lesson&apos;s move does (e.g. &quot;wins the trick (13 points); keeps the Daus of Herz in hand&quot;).</extracomment>
        <translation>Non è la mossa della lezione. La tua: %1. Quella della lezione: %2. A differenza della tua, %3. Riprendila per continuare.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That is not the lesson&apos;s discard. Yours: %1. The lesson&apos;s: %2. Nothing was discarded: your hand is as it was. Choose the marked cards to go on.</source>
        <extracomment>A lesson: the cards chosen together (a two-card discard) are not the lesson&apos;s; nothing was discarded. %1 your cards, each with what it does (&quot;Discard 2 of Batons — …; …&quot;), %2 the lesson&apos;s (the marked cards).</extracomment>
        <translation>Non è lo scarto della lezione. Il tuo: %1. Quello della lezione: %2. Non è stato scartato nulla: la tua mano è com&apos;era. Scegli le carte segnate per andare avanti.</translation>
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
        <translation>Ben giocato: è la mossa della lezione.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have played the whole lesson. Well done!</source>
        <extracomment>A lesson&apos;s last words, once every step is done.</extracomment>
        <translation>Hai giocato tutta la lezione. Ben fatto!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at how the deal ended, then press Next.</source>
        <extracomment>A lesson: a deal of the lesson ended; its result shows until Next.</extracomment>
        <translation>Guarda come è finita la smazzata, poi premi Avanti.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick on the table, then press Next.</source>
        <extracomment>A lesson: the AI&apos;s move finished a trick; it stays on the table until Next.</extracomment>
        <translation>Guarda la presa sul tavolo, poi premi Avanti.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI plays next: watch its move.</source>
        <extracomment>A lesson: the AI&apos;s move comes by itself in a moment (never an empty panel).</extracomment>
        <translation>Ora gioca l&apos;IA: guarda la sua mossa.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marked: %1 (choose it, then key %2)</source>
        <extracomment>A lesson: the card the step marks (%1) and the key that makes its move once that card is chosen (%2, e.g. &quot;L&quot; for Lock), e.g. &quot;Marked: 2 of Spades (choose it, then key L)&quot;.</extracomment>
        <translation>Segnata: %1 (sceglila, poi tasto %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marked: %1 (choose them, then key %2)</source>
        <extracomment>A lesson: the cards the step marks (%1) and the key that makes its move once those cards are chosen (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Cups, 9 of Coins (choose them, then key D)&quot;.</extracomment>
        <translation>Segnate: %1 (sceglile, poi tasto %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked: %1 (key %2)</source>
        <extracomment>A lesson: what the step marks (%1) and the key that makes its move (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Trumps (key D)&quot;.</extracomment>
        <translation>Segnate: %1 (tasto %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked: %1</source>
        <extracomment>A lesson: the cards the step marks on the table, e.g. &quot;Marked: Re of Clubs, 3 of Cups&quot;, or, for a move without cards (a bet), that move, e.g. &quot;Marked: Bet 1&quot;.</extracomment>
        <translation>Segnate: %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Finish</source>
        <extracomment>A lesson&apos;s last step: its Next ends the lesson (its last words follow).</extracomment>
        <translation>Fine</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to your match</source>
        <extracomment>A finished lesson&apos;s only button: back to the match you left for it.</extracomment>
        <translation>Lezione imparata — torna alla tua partita</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back</source>
        <extracomment>A lesson: back to the previous step.</extracomment>
        <translation>Indietro</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>The lesson played your only card, %1, for you. %2</source>
        <extracomment>A lesson: %1 your only legal card, which the lesson played for you; %2 what followed, as the deal&apos;s story tells it (&quot;&quot; or e.g. &quot;You won the trick (5 points).&quot;).</extracomment>
        <translation>La lezione ha giocato per te la tua unica carta, %1. %2</translation>
    </message>
    <message>
        <location line="+370"/>
        <source>Take back</source>
        <extracomment>A lesson: take back the move that was not the lesson&apos;s.</extracomment>
        <translation>Annulla mossa</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Skip ahead</source>
        <extracomment>A lesson&apos;s finish (it plays your remaining moves for you): its moves at once, up to its next words or the deal&apos;s end.</extracomment>
        <translation>Salta avanti</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next</source>
        <extracomment>A lesson: on to the next step.</extracomment>
        <translation>Avanti</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to the table</source>
        <extracomment>A finished lesson&apos;s only button, no match of yours under way: back to the table.</extracomment>
        <translation>Lezione imparata — torna al tavolo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave</source>
        <extracomment>A lesson: leave it (it can be resumed later).</extracomment>
        <translation>Esci</translation>
    </message>
</context>
<context>
    <name>LessonStepCount</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonStepCount.qml" line="+28"/>
        <source>All steps done: %1 of %2</source>
        <extracomment>A lesson&apos;s progress once it is over: all its steps done, e.g. &quot;All steps done: 23 of 23&quot;.</extracomment>
        <translation>Tutti i passi fatti: %1 di %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before step %1 of %2</source>
        <extracomment>A lesson&apos;s progress on a panel that is not a step of its own (a deal&apos;s end, a trick held for Next, the AI&apos;s move): the step that comes after it, e.g. &quot;Before step 9 of 23&quot;.</extracomment>
        <translation>Prima del passo %1 di %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <extracomment>A lesson&apos;s progress: step %1 of %2 (the steps you read or play; the AI&apos;s moves are not counted).</extracomment>
        <translation>Passo %1 di %2</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LessonWords.qml" line="+12"/>
        <source>You and the AI each start with 20 chips and hold two cards. Every deal both pay an ante of 1 chip into the pot.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tu e l&apos;IA partite con 20 fiches ciascuno e avete due carte. A ogni smazzata entrambi mettete 1 fiche di invito nel piatto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards rank from the 2, the lowest, up to the Ace, the highest: 2 3 4 5 6 7 8 9 10 J Q K A, whatever the suit. One exception: a 2 beats an Ace.</source>
        <extracomment>Lesson step &quot;values&quot;: the order of the cards, shown at the start.</extracomment>
        <translation>Le carte vanno dal 2, la più bassa, fino all&apos;asso, la più alta: 2 3 4 5 6 7 8 9 10 J Q K A, qualunque sia il seme. Una sola eccezione: il 2 batte l&apos;asso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table shows how many of each player&apos;s two cards are UP (8 to A) and DOWN (2 to 7), never which card is which.</source>
        <extracomment>Lesson step &quot;signals&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il tavolo mostra quante delle due carte di ogni giocatore sono ALTE (dall&apos;8 all&apos;A) e BASSE (dal 2 al 7), mai quale carta è quale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the marked 2 face down: your chips ride on it. The 4 would win a little more often, but lock the 2 here to see its one strength: it beats an Ace. Your 4 stays for the next deal.</source>
        <extracomment>Lesson step &quot;lock&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Blocca coperto il 2 segnato: le tue fiches puntano su di lui. Il 4 vincerebbe un po&apos; più spesso, ma qui blocca il 2 per vedere la sua unica forza: batte l&apos;asso. Il tuo 4 resta per la prossima smazzata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both cards are locked and nothing is owed: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Entrambe le carte sono bloccate e non devi nulla: fai check, senza mettere fiches.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet: call to match its bet. The betting ends and both locked cards are shown.</source>
        <extracomment>Lesson step &quot;call&quot;; the cards it names are marked on the table.</extracomment>
        <translation>L&apos;IA ha puntato: vedi per pareggiare la sua puntata. Le puntate finiscono e le due carte bloccate si mostrano.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 2 against the AI&apos;s Ace: a 2 beats an Ace, so the pot is yours.</source>
        <extracomment>Lesson step &quot;two_beats_ace&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il tuo 2 contro l&apos;asso dell&apos;IA: il 2 batte l&apos;asso, quindi il piatto è tuo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is owed: bet 1 chip. The AI must now call, raise or fold.</source>
        <extracomment>Lesson step &quot;bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Non devi nulla: punta 1 fiche. Ora l&apos;IA deve vedere, rilanciare o lasciare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI folded: the pot is yours. Both locked cards are still shown, but they change nothing.</source>
        <extracomment>Lesson step &quot;fold&quot;; the cards it names are marked on the table.</extracomment>
        <translation>L&apos;IA ha lasciato: il piatto è tuo. Le due carte bloccate si mostrano comunque, ma non cambiano nulla.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The betting is over and both locked cards are turned up: the higher rank takes the pot; a tie splits it.</source>
        <extracomment>Lesson step &quot;showdown&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Le puntate sono finite e le due carte bloccate si scoprono: il valore più alto prende il piatto; in caso di parità si divide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI raised: it put in more than your bet, and a raise adds at least as much as the last bet. Against a raise you may call, raise again or fold.</source>
        <extracomment>Lesson step &quot;raise&quot;; the cards it names are marked on the table.</extracomment>
        <translation>L&apos;IA ha rilanciato: ha messo più della tua puntata, e un rilancio aggiunge almeno quanto l&apos;ultima puntata. Contro un rilancio puoi vedere, rilanciare ancora o lasciare.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your Queen cannot lose: raise with all your chips. You are all-in, and against an all-in player the AI may only call or fold.</source>
        <extracomment>Lesson step &quot;all_in&quot;; the cards it names are marked on the table.</extracomment>
        <translation>La tua Donna non può perdere: rilancia con tutte le tue fiches. Sei all-in, e contro un giocatore all-in l&apos;IA può solo vedere o lasciare.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock the 4 rather than the 3: the higher card wins more often when the cards are shown.</source>
        <extracomment>Lesson step &quot;lock_higher&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Blocca il 4 invece del 3: quando si mostrano le carte, la più alta vince più spesso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your locked 4 is a low card that will rarely win: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_weak&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il 4 che hai bloccato è una carta bassa che vincerà di rado: fai check, senza mettere fiches.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet 10 chips. Your low 4 would rarely win: calling risks 10 more chips, while folding loses only the chip you put in.</source>
        <extracomment>Lesson step &quot;fold_big_bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>L&apos;IA ha puntato 10 fiches. Il tuo 4 basso vincerebbe di rado: vedere rischia altre 10 fiches, mentre lasciando perdi solo la fiche che hai messo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the 3 and keep your 2: a 2 is the one card that beats an Ace, so save it for a later deal.</source>
        <extracomment>Lesson step &quot;lock_keep_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Blocca il 3 e tieni il 2: il 2 è l&apos;unica carta che batte l&apos;asso, quindi conservalo per una smazzata successiva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bets and your 3 is low: fold, and lose only the chip you put in, rather than pay to see a likely loss.</source>
        <extracomment>Lesson step &quot;fold_low&quot;; the cards it names are marked on the table.</extracomment>
        <translation>L&apos;IA punta e il tuo 3 è basso: lascia, e perdi solo la fiche che hai messo, invece di pagare per vedere una probabile sconfitta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both your cards are 2s, equal in rank: lock either one.</source>
        <extracomment>Lesson step &quot;lock_twos&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Le tue due carte sono dei 2, di pari valore: blocca l&apos;una o l&apos;altra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your locked 2 beats only an Ace: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il 2 che hai bloccato batte solo l&apos;asso: fai check, senza mettere fiches.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock the 5 and keep the 2: the 5 beats the lower DOWN cards, and the 2 waits for an Ace.</source>
        <extracomment>Lesson step &quot;lock_five&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Blocca il 5 e tieni il 2: il 5 batte le carte BASSE più piccole, e il 2 aspetta un asso.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 5 wins only about one time in three: check rather than bet chips on it.</source>
        <extracomment>Lesson step &quot;check_third&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il tuo 5 vince solo circa una volta su tre: fai check invece di puntarci fiches.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both of the AI&apos;s cards are DOWN (2 to 7): your Queen beats either. Lock it: a sure win is worth chips, and a small bet first may tempt the AI to put in more.</source>
        <extracomment>Lesson step &quot;lock_queen&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Entrambe le carte dell&apos;IA sono BASSE (dal 2 al 7): la tua Donna le batte tutte e due. Bloccala: una vittoria sicura vale delle fiches, e una piccola puntata all&apos;inizio può spingere l&apos;IA a metterne di più.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Lock &amp; Bet: lock one card, then check, bet, call, raise or fold. At the showdown the higher locked card takes the pot, and a 2 beats an Ace; a fold gives the pot away. Whoever runs out of chips loses the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Questo è Lock &amp; Bet: blocca una carta, poi passa, punta, vedi, rilancia o lascia. Allo showdown la carta bloccata più alta prende il piatto, e il 2 batte l&apos;asso; chi lascia cede il piatto. Chi resta senza fiches perde la partita.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/LessonWords.qml" line="+12"/>
        <source>You and your partner opposite you play against the two AI players. Win counting cards and combinations; a lead of 60 points becomes a resto.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tu e il tuo compagno di fronte giocate contro i due giocatori IA. Conquistate carte di conto e combinazioni; un vantaggio di 60 punti diventa un resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Punti carta: i trionfi dal 36 al 40 valgono 10 ciascuno; i trionfi dal 30 al 35, 28, 20, 13, 10 e 1, il Matto e i quattro Re 5 ciascuno; i trionfi dal 2 al 5 valgono 3 ciascuno. Tutte le altre carte non valgono nulla. Il mazzo contiene 142 punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer cut the pack for you, and from the cut you robbed the marked cards: trumps above 20 or counting cards. Robbed cards are shown to everyone.</source>
        <extracomment>Lesson step &quot;robbing&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il computer ha alzato per te, e dal taglio hai rubato le carte segnate: trionfi sopra il 20 o carte di conto. Le carte rubate le vedono tutti.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The cards left over, the Fola, are now turned up and out of play: the table does not show them, but the Set-up button lists them. They never take part in the tricks, yet they tell you which cards nobody holds.</source>
        <extracomment>Lesson step &quot;fola&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Le carte avanzate, la Fola, ora sono scoperte e fuori gioco: il tavolo non le mostra, ma il pulsante Preparazione le elenca. Non partecipano mai alle prese, però ti dicono quali carte non ha nessuno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump. No trump is down yet, so your lowest, the 14, worth nothing, is enough to head the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Non hai carte del seme uscito, quindi devi giocare un trionfo. Non c&apos;è ancora nessun trionfo in tavola, quindi il tuo più basso, il 14, che non vale nulla, basta per comandare la presa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it, and it is worth 5 points.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Hai vinto quella presa, quindi esci tu: qualsiasi carta può aprire la successiva. Esci con il Re di Coppe: nessuna Coppa lo batte, quindi solo un trionfo può prenderlo, e vale 5 punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the Queen, so give one worth nothing.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Hai carte del seme uscito, quindi devi rispondere al seme. Non sei mai obbligato a superare le carte già giocate: nessuno dei tuoi Denari batte la Donna, quindi dai una carta che non vale nulla.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You must follow Cups, and every court card beats a numeral: none of yours beats the Jack. In Cups and Coins the numerals run backwards: your Ace is the highest of them, yet worth nothing. Give it; your partner plays last and may still win the trick.</source>
        <extracomment>Lesson step &quot;cannot_beat_jack&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Devi rispondere a Coppe, e ogni figura batte le numerali: nessuna delle tue batte il Fante. In Coppe e Denari le numerali vanno al contrario: il tuo Asso è la più alta, ma non vale nulla. Dallo; il tuo compagno gioca per ultimo e può ancora vincere la presa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As you saw with the Ace, Cups run backwards: the 10 is the lowest numeral. Your 7 and 8 lose to the 4, so give one of them; both are worth nothing.</source>
        <extracomment>Lesson step &quot;cups_order&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Come hai visto con l&apos;Asso, le Coppe vanno al contrario: il 10 è la numerale più bassa. Il tuo 7 e il tuo 8 perdono contro il 4, quindi danne uno; nessuno dei due vale nulla.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>An opponent played the Matto (the Fool): it may replace any card, never wins a trick and stays with its team, which gives your team a card worth nothing for it at the end. So your King won, and you lead again: a low Baton worth nothing gives nothing away.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Un avversario ha giocato il Matto (il Folle): può sostituire qualsiasi carta, non vince mai una presa e resta alla sua squadra, che alla fine ne dà in cambio alla tua una carta che non vale nulla. Così il tuo Re ha vinto, ed esci di nuovo tu: un Bastone basso che non vale nulla non regala niente.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You play last and must follow Batons, but none of yours beats the Knight: throw a card worth nothing and keep the 9, your highest Baton.</source>
        <extracomment>Lesson step &quot;last_cannot_beat&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Giochi per ultimo e devi rispondere a Bastoni, ma nessuna delle tue batte il Cavallo: scarta una carta che non vale nulla e tieni il 9, il tuo Bastone più alto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner&apos;s trump 39 heads the trick, and only trump 40 beats it: that card lies in the Fola, out of play. So give your trump 10 to your partner&apos;s trick: it is worth 5 points.</source>
        <extracomment>Lesson step &quot;fola_trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il trionfo 39 del tuo compagno comanda la presa, e solo il trionfo 40 lo batte: quella carta è nella Fola, fuori gioco. Quindi dai il tuo trionfo 10 alla presa del compagno: vale 5 punti.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Minchiate: before play come robbing, discards and declarations; then follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick. Every 60 points of lead make a resto; the net resti decide.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Questo è il Minchiate: prima del gioco si ruba, si scarta e si dichiara; poi rispondi al seme se puoi, altrimenti gioca un trionfo; il trionfo più alto, o altrimenti la carta più alta del seme uscito, vince la presa. Ogni 60 punti di vantaggio fanno un resto; decidono i resti netti.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>All 21 tricks are played. Each team counts its cards, the combinations among them and 10 for the last trick; the difference gives more resti. The net resti decide the winner.</source>
        <extracomment>Lesson step &quot;end&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tutte le 21 prese sono giocate. Ogni squadra conta le sue carte, le combinazioni che contengono e 10 per l&apos;ultima presa; la differenza dà altri resti. I resti netti decidono chi vince.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>You robbed, so you discard back to 21 cards, face down. Only cards worth nothing may go, never trump 29: choose the two marked cards, then press Discard (key D).</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table. &quot;Discard&quot; is the table&apos;s Discard button.</extracomment>
        <translation>Hai rubato, quindi scarti coperto fino a tornare a 21 carte. Si scartano solo carte che non valgono nulla, mai il trionfo 29: scegli le due carte segnate, poi premi «Scarta» (tasto D).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before play you may declare the combinations in your hand: the marked trumps are a run. Declare it by its button or its number key; it scores at once. With nothing more to declare, the table then passes for you.</source>
        <extracomment>Lesson step &quot;declare&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Prima del gioco puoi dichiarare le combinazioni che hai in mano: i trionfi segnati sono una sequenza. Dichiarala con il suo pulsante o il suo tasto numerico; segna subito. Se non hai altro da dichiarare, il tavolo poi passa per te.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your team&apos;s lead reached 60 points in the last tricks: it earned a resto (the unit the deal is settled in), Resto 1 in the score box. This trick ended the deal, so the box already counts the end too: the rest of the lead plus the end count, in units of 60.</source>
        <extracomment>Lesson step &quot;resto&quot;, read once the last trick has ended the deal: first the resto earned during play, then what the score box now counts (the end&apos;s settlement).</extracomment>
        <translation>Nelle ultime prese il vantaggio della tua squadra ha raggiunto 60 punti: ha guadagnato un resto (l&apos;unità con cui si regola la smazzata), il Resto 1 nel riquadro. Questa presa ha chiuso la smazzata, quindi il riquadro conta già anche la fine: il resto del vantaggio più il conteggio finale, in unità di 60.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="+56"/>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="+62"/>
        <source>You have now seen every rule of play. The lesson plays the rest of your cards for you, as the hint would: watch the deal to its end.</source>
        <extracomment>Lesson step &quot;finish&quot;: after it the lesson plays the player&apos;s remaining moves itself (the hint&apos;s choice), up to the deal&apos;s end.</extracomment>
        <translation>Ora hai visto ogni regola del gioco. La lezione gioca per te le carte che restano, come farebbe il suggerimento: guarda la smazzata fino alla fine.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="-44"/>
        <source>You and your partner opposite you play against the two AI players on your left and right. You are the dealer: you got 17 cards, the others 15.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tu e il tuo compagno di fronte giocate contro i due giocatori IA alla tua sinistra e alla tua destra. Sei il mazziere: hai ricevuto 17 carte, gli altri 15.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Re, trionfo 1, trionfo 21 e Matto valgono 5 punti ciascuno; Donne 4, Cavalli 3, Fanti 2; ogni altra carta 1. Il valore di una carta non dipende dalla sua forza nella presa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the dealer, put two cards aside face down: discard the marked cards. They count for your team at the end if it wins at least one trick.</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Come mazziere metti da parte due carte coperte: scarta le carte segnate. Contano alla fine per la tua squadra, se fa almeno una presa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest trump won the first trick. The winner of a trick leads the next one.</source>
        <extracomment>Lesson step &quot;trick_won&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il trionfo più alto ha vinto la prima presa. Chi vince una presa esce nella successiva.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the King, so give one.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Hai carte del seme uscito, quindi devi rispondere al seme. Non sei mai obbligato a superare le carte già giocate: nessuno dei tuoi Denari batte il Re, quindi danne uno.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump (or the Matto, which may go at any time: more on it soon). Your 15 is the lowest trump above the opponent&apos;s 13: it wins the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Non hai carte del seme uscito, quindi devi giocare un trionfo (o il Matto, che si può giocare in qualsiasi momento: lo vedrai tra poco). Il tuo 15 è il trionfo più basso sopra il 13 dell&apos;avversario: vince la presa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead the Matto (the Fool) to see it at work: it may be played at any time. It never wins a trick, but it stays with your team, with its 5 points. When it is led, the next card sets the suit. The Queen of Cups would score a little more here; you keep her.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table. Leading the Queen of Cups would score a little more in this position.</extracomment>
        <translation>Esci con il Matto (il Folle) per vederlo all&apos;opera: si può giocare in qualsiasi momento. Non vince mai una presa, ma resta alla tua squadra con i suoi 5 punti. Quando si esce con il Matto, la carta successiva stabilisce il seme. La Donna di Coppe qui frutterebbe un po&apos; di più; la tieni in mano.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Hai vinto quella presa, quindi esci tu: qualsiasi carta può aprire la successiva. Esci con il Re di Coppe: nessuna Coppa lo batte, quindi solo un trionfo può prenderlo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All 15 tricks are played. Each team adds up its cards: Kings, trumps 1 and 21 and the Matto 5, Queens 4, Knights 3, Jacks 2, every other card 1. The pack holds 114 points; more wins.</source>
        <extracomment>Lesson step &quot;points&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tutte le 15 prese sono giocate. Ogni squadra somma le sue carte: Re, trionfi 1 e 21 e il Matto 5, Donne 4, Cavalli 3, Fanti 2, ogni altra carta 1. Il mazzo vale 114 punti; vince chi ne ha di più.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is Tarocchi di Piedicavallo: follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick, and its winner leads next. The Matto may go at any time. The team with more points wins.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Questo è il Tarocchi di Piedicavallo: rispondi al seme se puoi, altrimenti gioca un trionfo; il trionfo più alto, o altrimenti la carta più alta del seme uscito, vince la presa, e chi la vince esce per primo. Il Matto può essere giocato in ogni momento. Vince la squadra con più punti.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LessonWords.qml" line="+12"/>
        <source>You play Schnapsen against the AI. The turned-up card sets the trump suit; the stock lies on it, and after each trick the winner draws first. The first to reach 66 card points wins the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Giochi a Schnapsen contro l&apos;IA. La carta scoperta fissa il seme di briscola; sopra c&apos;è il tallone, e dopo ogni presa pesca prima chi l&apos;ha vinta. Chi arriva per primo a 66 punti vince la smazzata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: the Daus (Ace) 11, the Zehner (10) 10, the König (King) 4, the Ober (Queen) 3, the Unter (Jack) 2. The 20 cards hold 120 points; each trick&apos;s cards count for its winner.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Punti delle carte: il Daus (l&apos;asso) 11, lo Zehner (il 10) 10, il König (il re) 4, l&apos;Ober (la donna) 3, l&apos;Unter (il fante) 2. Le 20 carte valgono 120 punti; le carte di ogni presa contano per chi la vince.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>While the stock is open you need not follow suit. Play the trump Zehner (the 10): a trump beats any other suit. The Daus (the Ace) would win one point more; the trump wins as surely and you keep the Daus.</source>
        <extracomment>Lesson step &quot;free_follow&quot;; the cards it names are marked on the table. The Daus would win one point more (14 against 13).</extracomment>
        <translation>Finché il tallone è aperto non devi rispondere al seme. Gioca lo Zehner di briscola (il 10): una briscola batte ogni altro seme. Il Daus (l&apos;asso) vincerebbe un punto in più; la briscola vince altrettanto sicura e tieni il Daus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead now and hold the trump Unter (the Jack): press &quot;Exchange trump Unter&quot; (key X) to take the turned-up trump, worth more. It costs no turn: you still lead after it.</source>
        <extracomment>Lesson step &quot;exchange&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Exchange trump Unter&quot; button, worded as the table words it.</extracomment>
        <translation>Ora esci tu e hai l&apos;Unter di briscola (il fante): premi «Scambia l&apos;Unter di briscola» (tasto X) per prendere la briscola scoperta, che vale di più. Non costa un turno: dopo esci ancora tu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>König (the King) and Ober (the Queen) of trumps are a marriage: press &quot;König of Eichel: +40&quot; (or M on the ringed König). It scores 40 and leads the König. Closing first works too: you may declare whenever you lead.</source>
        <extracomment>Lesson step &quot;marriage&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s marriage button (&quot;%1: +%2&quot; with the card&apos;s name), worded as the table words it.</extracomment>
        <translation>König (il re) e Ober (la donna) di briscola sono un matrimonio: premi «König di Eichel: +40» (o M sul König cerchiato). Vale 40 ed esce con il König. Chiudere prima andrebbe bene lo stesso: puoi dichiarare ogni volta che esci.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your points rose by 48: 40 for the marriage in trumps (a marriage in another suit scores 20) and 8 for the trick. You have nearly 66 points: press &quot;Close the stock&quot; (key C). Nobody draws any more and the strict rules apply at once; now you must reach 66.</source>
        <extracomment>Lesson step &quot;close&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Close the stock&quot; button.</extracomment>
        <translation>I tuoi punti sono saliti di 48: 40 per il matrimonio in briscola (un matrimonio in un altro seme vale 20) e 8 per la presa. Hai quasi 66 punti: premi «Chiudi il tallone» (tasto C). Nessuno pesca più e valgono subito le regole severe; ora devi arrivare a 66.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI trumped your Daus and leads. The stock is closed: you must follow suit and beat the card if you can, else trump. Your only such card is the trump Ober: Next plays it for you.</source>
        <extracomment>Lesson step &quot;strict_follow&quot;; the cards it names are marked on the table. &quot;Next&quot; is the lesson&apos;s Next button.</extracomment>
        <translation>L&apos;IA ha preso il tuo Daus con una briscola ed esce. Il tallone è chiuso: devi rispondere al seme e superare la carta, se puoi, altrimenti giocare briscola. La tua unica carta così è l&apos;Ober di briscola: «Avanti» la gioca per te.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lead the Daus of Herz, worth 11: no Herz beats it, so the AI must trump it to win it, or lose 11 points to you. If it trumps, that trump is gone, and your trump Ober still waits to win a trick.</source>
        <extracomment>Lesson step &quot;lead_daus&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Esci con il Daus di Herz, che vale 11: nessun Herz lo batte, quindi l&apos;IA deve prenderlo con una briscola per vincerlo, oppure cederti 11 punti. Se lo prende con una briscola, quella briscola è andata, e il tuo Ober di briscola aspetta ancora di vincere una presa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Schnapsen: while the stock is open you need not follow suit; you may exchange the trump Unter and declare a marriage when you lead. Once the stock is closed or empty, follow suit and beat or trump. 66 points win the deal.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Questo è Schnapsen: finché il tallone è aperto non devi rispondere al seme; quando esci puoi scambiare l&apos;Unter di briscola e dichiarare un matrimonio. Chiuso o finito il tallone, rispondi al seme e supera, o taglia con una briscola. 66 punti vincono la smazzata.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>You reached 66 after closing: the deal is yours. Your game points depend on the AI&apos;s points and tricks when you closed; they count your match down from 7.</source>
        <extracomment>Lesson step &quot;win_66&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Hai raggiunto 66 dopo aver chiuso: la smazzata è tua. I tuoi punti partita dipendono dai punti e dalle prese dell&apos;IA al momento della chiusura; contano alla rovescia la tua partita da 7.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="-50"/>
        <source>You play Scopa against the AI. You each hold three cards, and four cards lie face up on the table. Capture table cards with the cards you play; points are counted at the end of the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Giochi a scopa contro l&apos;IA. Ognuno ha tre carte in mano e quattro carte sono scoperte in tavola. Prendi le carte in tavola con quelle che giochi; i punti si contano alla fine della smazzata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture values: the Ace 1, the 2 to 7 their number, the Jack 8, the Queen 9, the King 10. For the primiera, a prize at the end, your best card of each suit counts: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12, court cards 10.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; values, shown at the start.</extracomment>
        <translation>Valori di presa: l&apos;asso 1, dal 2 al 7 il loro numero, il Fante 8, la Regina 9, il Re 10. Per la primiera, un premio alla fine, conta la tua carta migliore di ogni seme: il 7 vale 21, il 6 18, l&apos;asso 16, il 5 15, il 4 14, il 3 13, il 2 12, le figure 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the marked card: it takes the table card of the same value. Equal values capture each other.</source>
        <extracomment>Lesson step &quot;capture_value&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Gioca la carta segnata: prende la carta in tavola dello stesso valore. I valori uguali si prendono.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the marked card. It captures nothing, so it stays face up on the table, where the AI may take it.</source>
        <extracomment>Lesson step &quot;lays_card&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Gioca la carta segnata. Non prende nulla, quindi resta scoperta in tavola, dove l&apos;IA può prenderla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table card has your card&apos;s value, but two of them add up to it: the marked card takes both. A sum may be two or more cards.</source>
        <extracomment>Lesson step &quot;capture_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Nessuna carta in tavola ha il valore della tua, ma due insieme lo fanno: la carta segnata le prende entrambe. Una somma può essere di due o più carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both hands are empty, so each player gets three new cards from the stock. The table gets none.</source>
        <extracomment>Lesson step &quot;new_round&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Le due mani sono vuote, quindi ognuno riceve tre nuove carte dal mazzo. La tavola non ne riceve.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The marked card takes every card left on the table. Clearing the table is a scopa: 1 point at the end of the deal.</source>
        <extracomment>Lesson step &quot;scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>La carta segnata prende tutte le carte rimaste in tavola. Lasciare la tavola vuota è una scopa: 1 punto alla fine della smazzata.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capture the Diamonds 7, the settebello: it is a prize of 1 point on its own, and a good card for the primiera.</source>
        <extracomment>Lesson step &quot;settebello&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Prendi il sette di quadri, il settebello: da solo vale un punto, ed è un&apos;ottima carta per la primiera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table card has the same value as your card, so your card must take that one card, even where a sum would also fit. Your other card may also take its twin: that scores a little more here, but it shows no sum.</source>
        <extracomment>Lesson step &quot;must_take&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Una carta in tavola ha lo stesso valore della tua, quindi la tua carta deve prendere proprio quella, anche se andrebbe bene pure una somma. Anche l&apos;altra tua carta può prendere la sua gemella: qui rende un po&apos; di più, ma non mostra nessuna somma.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last card has been played. The cards still on the table go to the last player who captured; that is not a scopa.</source>
        <extracomment>Lesson step &quot;leftovers&quot;; the cards it names are marked on the table.</extracomment>
        <translation>L&apos;ultima carta è stata giocata. Le carte rimaste in tavola vanno all&apos;ultimo che ha preso; non è una scopa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal is over. Each player scores their scopas and the four prizes: most cards, most Diamonds, the settebello and the best primiera. The first to reach 11 points wins the match.</source>
        <extracomment>Lesson step &quot;prizes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>La smazzata è finita. Ognuno segna le sue scope e i quattro punti: carte, quadri, settebello e primiera. Chi arriva per primo a 11 punti vince la partita.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your 3 takes the 3, the only card on the table: you clear the table again, a second scopa and one more point.</source>
        <extracomment>Lesson step &quot;second_scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Il tuo 3 prende il 3, l&apos;unica carta in tavola: svuoti di nuovo la tavola, una seconda scopa e un punto in più.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the 6 with your 6 of Diamonds: the capture brings a Diamond home, toward the prize for most Diamonds. Your King takes nothing here.</source>
        <extracomment>Lesson step &quot;take_diamond&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Prendi il 6 con il tuo 6 di Quadri: la presa ti porta a casa un Quadri, verso il premio per più Quadri. Il tuo Re qui non prende nulla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of your cards can take anything here, so you lay one on the table. Lay the 6: the table then adds up to more than 10, so the AI cannot sweep it in one capture.</source>
        <extracomment>Lesson step &quot;lay_nothing_takes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Nessuna delle tue carte può prendere qualcosa qui, quindi ne posi una in tavola. Posa il 6: la tavola somma poi più di 10, quindi l&apos;IA non può spazzarla con una sola presa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Again nothing of yours takes a card. Lay the 4 and keep your Queen (worth 9): the table adds up to far more than 10, so no sweep is possible.</source>
        <extracomment>Lesson step &quot;lay_again&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Di nuovo nessuna delle tue carte prende. Posa il 4 e tieni la tua Regina (vale 9): la tavola somma ben più di 10, quindi nessuna scopa è possibile.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay the Ace: with the Jack (worth 8) on the table it makes 9, the value of a Queen. Once the Queen on the table is taken, a Queen played later can take both.</source>
        <extracomment>Lesson step &quot;lay_for_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Posa l&apos;Asso: con il Fante (vale 8) in tavola fa 9, il valore di una Regina. Una volta presa la Regina in tavola, una Regina giocata più tardi potrà prenderli entrambi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Scopa: your card takes a table card of equal value, which must come first, or cards that add up to it; a card that takes nothing is laid. Clearing the table is a scopa. Scopas and the four prizes score; 11 points win the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Questo è la Scopa: la tua carta prende una carta in tavola di pari valore, che va presa per prima, o carte che insieme fanno il suo valore; una carta che non prende nulla si posa. Ripulire la tavola è una scopa. Contano le scope e i quattro premi; 11 punti vincono la partita.</translation>
    </message>
</context>
<context>
    <name>LevelNotes</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+162"/>
        <source>Counts the cards and follows rules of thumb, but %1 of the time takes one of its three best-looking moves instead of the best.</source>
        <comment>scopa</comment>
        <translation>Conta le carte e segue regole pratiche, ma il %1 delle volte sceglie una delle tre mosse che sembrano migliori invece della migliore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows the same rules of thumb as Easy, but takes a near-best move instead of the best %1 of the time.</source>
        <comment>scopa</comment>
        <translation>Segue le stesse regole pratiche di Facile, ma il %1 delle volte sceglie una mossa quasi migliore invece della migliore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards, guessing from how you have played so far, and plays the one that scores best; near the end of the stock it calculates exactly.</source>
        <comment>scopa</comment>
        <translation>Prova ogni mossa in %1 ipotesi sulle carte non viste, dedotte da come hai giocato finora, e gioca quella che rende di più; verso la fine del mazzo calcola esattamente.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+141"/>
        <source>Plays by rules of thumb, but %1 of the time plays a random card.</source>
        <comment>schnapsen</comment>
        <translation>Gioca con regole pratiche, ma il %1 delle volte gioca una carta a caso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always plays by its rules of thumb.</source>
        <comment>schnapsen</comment>
        <translation>Gioca sempre con le sue regole pratiche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards: it plays each guess out while the stock is open and calculates exactly once it is closed or nearly gone.</source>
        <comment>schnapsen</comment>
        <translation>Prova ogni mossa in %1 ipotesi sulle carte non viste: finché il tallone è aperto gioca ogni ipotesi fino in fondo, e quando è chiuso o quasi finito calcola esattamente.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+66"/>
        <location line="+3"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>piedicavallo</comment>
        <translation>Un giocatore di squadra con regole pratiche, ma il %1 delle volte gioca una carta lecita a caso.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+270"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>minchiate</comment>
        <translation>Un giocatore di squadra con regole pratiche, ma il %1 delle volte gioca una carta lecita a caso.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands that fit how the others have played, and keeps the best on average.</source>
        <comment>piedicavallo</comment>
        <translation>Gioca ogni carta fino in fondo centinaia di volte, in ipotesi sulle mani nascoste coerenti con il gioco degli altri, e sceglie la migliore in media.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+2"/>
        <source>Always plays as the rule-of-thumb team player.</source>
        <comment>minchiate</comment>
        <translation>Gioca sempre come il giocatore di squadra con regole pratiche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands and keeps the best on average, looking again when two cards come close.</source>
        <comment>minchiate</comment>
        <translation>Gioca ogni carta fino in fondo centinaia di volte in ipotesi sulle mani nascoste e sceglie la migliore in media, riguardando meglio quando due carte si equivalgono quasi.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+181"/>
        <source>Bets by its card&apos;s chance to win, cautiously, and now and then carelessly.</source>
        <comment>lockbet</comment>
        <translation>Punta secondo la probabilità di vincere della sua carta, con prudenza, e ogni tanto con leggerezza.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets by its card&apos;s chance to win and calls when the pot pays for it; it never bluffs.</source>
        <comment>lockbet</comment>
        <translation>Punta secondo la probabilità di vincere della sua carta e vede quando il piatto lo ripaga; non bluffa mai.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows a game-theory strategy worked out for each deal: it bluffs at the right rate and is hard to read.</source>
        <comment>lockbet</comment>
        <translation>Segue una strategia di teoria dei giochi calcolata per ogni smazzata: bluffa nella giusta misura ed è difficile da leggere.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/LevelNotes.qml" line="+58"/>
        <source>Against random play it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <extracomment>%1 the share won, %2 to %3 its 95% confidence interval, %4 how many were played.</extracomment>
        <translation>Contro il gioco a caso ha vinto il %1 delle partite (intervallo di confidenza al 95 %: da %2 a %3; partite giocate: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against random play it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Contro il gioco a caso ha vinto il %1 delle smazzate (intervallo di confidenza al 95 %: da %2 a %3; smazzate giocate: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Easy it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>Contro Facile ha vinto il %1 delle partite (intervallo di confidenza al 95 %: da %2 a %3; partite giocate: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Easy it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Contro Facile ha vinto il %1 delle smazzate (intervallo di confidenza al 95 %: da %2 a %3; smazzate giocate: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Normal it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>Contro Normale ha vinto il %1 delle partite (intervallo di confidenza al 95 %: da %2 a %3; partite giocate: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Normal it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Contro Normale ha vinto il %1 delle smazzate (intervallo di confidenza al 95 %: da %2 a %3; smazzate giocate: %4).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The AI levels</source>
        <extracomment>Title of the box that says what each AI level does and how strong it is.</extracomment>
        <translation>I livelli dell&apos;IA</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No level ever sees your cards or any other hidden card: each decides only from what its own seat may see, as you do.</source>
        <translation>Nessun livello vede mai le tue carte né altre carte coperte: ognuno decide solo da ciò che il proprio posto può vedere, come fai tu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+66"/>
        <source>Choose a game</source>
        <translation>Scegli un gioco</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>Giochi di carte tradizionali contro avversari IA, senza connessione.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No game tables are installed yet.</source>
        <translation>Non è ancora installato nessun tavolo da gioco.</translation>
    </message>
</context>
<context>
    <name>LockButton</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockButton.qml" line="+31"/>
        <source>Lock this card face down</source>
        <translation>Blocca questa carta coperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card to lock</source>
        <translation>Scegli una carta da bloccare</translation>
    </message>
</context>
<context>
    <name>LockSlot</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockSlot.qml" line="+34"/>
        <source>locked face down</source>
        <extracomment>A locked card, not yet shown.</extracomment>
        <translation>bloccata coperta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <extracomment>The place for a locked card, still empty.</extracomment>
        <translation>vuoto</translation>
    </message>
</context>
<context>
    <name>LockedCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockedCards.qml" line="+48"/>
        <source>Your card</source>
        <translation>La tua carta</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>AI bet</source>
        <extracomment>Chips the AI has bet this round.</extracomment>
        <translation>Puntata dell&apos;IA</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pot</source>
        <extracomment>The chips in the middle.</extracomment>
        <translation>Piatto</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your bet</source>
        <extracomment>Chips you have bet this round.</extracomment>
        <translation>La tua puntata</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>AI&apos;s card</source>
        <translation>Carta dell&apos;IA</translation>
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
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type a deal number.</source>
        <translation>Scrivi il numero di una smazzata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number has only digits, such as 123456.</source>
        <extracomment>A typed deal number is refused.</extracomment>
        <translation>Il numero di una smazzata contiene solo cifre, come 123456.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal numbers go from 0 to %1.</source>
        <translation>I numeri delle smazzate vanno da 0 a %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such file.</source>
        <translation>Questo file non esiste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds your match just as it stands: it waits aside while you replay a deal.</source>
        <extracomment>The file chosen to open holds the match at the table, move for move: nothing changes. The file chosen to open holds your match as it stands, kept aside while a finished deal is replayed.</extracomment>
        <translation>Questo file contiene la tua partita esattamente com&apos;è: aspetta da parte mentre rigiochi una smazzata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file holds the match at the table, just as it stands: it is already open.</source>
        <translation>Questo file contiene la partita sul tavolo, esattamente com&apos;è: è già aperta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Cardavia match file: it is not JSON text, or it is too large.</source>
        <extracomment>The file chosen to open is not JSON text, or larger than any match file.</extracomment>
        <translation>Questo file non è una partita di Cardavia: non è testo JSON, o è troppo grande.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file could not be read.</source>
        <translation>Questo file non si può leggere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match was saved by a newer version of Cardavia.</source>
        <translation>Questa partita è stata salvata da una versione più recente di Cardavia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds a match of another game: open it from that game&apos;s page.</source>
        <translation>Questo file contiene una partita di un altro gioco: aprilo dalla pagina di quel gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds a match of %1: open it from the %1 page.</source>
        <extracomment>An opened file holds a match of another game; %1 that game&apos;s name (e.g. &quot;Scopa&quot;).</extracomment>
        <translation>Questo file contiene una partita di %1: aprilo dalla pagina di %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a Cardavia match file: it holds other data.</source>
        <extracomment>The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).</extracomment>
        <translation>Questo file non è una partita di Cardavia: contiene altri dati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match file is damaged or was edited: its moves are not a match the rules allow.</source>
        <extracomment>An imported match whose moves the rules refuse (an edited or damaged file).</extracomment>
        <translation>Questo file di partita è danneggiato o modificato: le sue mosse non sono una partita ammessa dalle regole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file&apos;s name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.</source>
        <extracomment>An opened file whose name is not valid UTF-8: another file could show the same name.</extracomment>
        <translation>Il nome di questo file non è un testo valido (UTF-8), quindi potrebbe essere confuso con un altro file. Rinominalo, poi aprilo di nuovo.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The match could not be saved: %1</source>
        <extracomment>An export failed; %1 is the system&apos;s reason.</extracomment>
        <translation>Impossibile salvare la partita: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Title of the box to type a deal number.</extracomment>
        <translation>Gioca la smazzata n. …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number always gives the same cards and the same play of the AI.</source>
        <translation>Lo stesso numero dà sempre le stesse carte e lo stesso gioco dell&apos;IA.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>The match under way will be given up and count as a lost match in your statistics.</source>
        <translation>La partita in corso sarà abbandonata e conterà come persa nelle tue statistiche.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The match under way will be given up and count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>Before a numbered deal or an opened file replaces a match in which you used take-back or hint.</extracomment>
        <translation>La partita in corso sarà abbandonata e conterà nelle tue statistiche come partita con annulla mossa o suggerimento che non hai vinto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match files (*.json)</source>
        <extracomment>A choice of the file chooser&apos;s type list: the files Export… writes.</extracomment>
        <translation>File di partita (*.json)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Deal number, such as 123456</source>
        <translation>Numero della smazzata, come 123456</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+31"/>
        <source>Export the match</source>
        <extracomment>Title of the file chooser that saves the match as a file.</extracomment>
        <translation>Esporta la partita</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+34"/>
        <source>Open a match file</source>
        <translation>Apri un file di partita</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The match is saved as a small file: its deal number and every move. Share it, or attach it to a bug report.</source>
        <translation>La partita viene salvata in un piccolo file: il numero della smazzata e ogni mossa. Condividilo o allegalo a una segnalazione di errore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Choose another file…</source>
        <extracomment>The button of a failed export&apos;s box: opens the file chooser again.</extracomment>
        <translation>Scegli un altro file…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose a match file exported from this game. It is checked move by move; a file that is not a valid match is refused and your match stays as it is.</source>
        <extracomment>Before the file chooser opens.</extracomment>
        <translation>Scegli un file di partita esportato da questo gioco. Viene controllato mossa per mossa; un file che non è una partita valida viene rifiutato e la tua partita resta com&apos;è.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a file…</source>
        <extracomment>The button that opens the file chooser.</extracomment>
        <translation>Scegli un file…</translation>
    </message>
</context>
<context>
    <name>MatchResult</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+34"/>
        <source>You won the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>L&apos;IA ha vinto la partita.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Lock &amp; Bet&apos;s match sheet: the last deal&apos;s two locked cards, named (%1 yours, %2 the AI&apos;s).</extracomment>
        <translation>La tua carta: %1. La carta dell&apos;IA: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The AI has no chips left.</source>
        <translation>L&apos;IA non ha più fiches.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no chips left.</source>
        <translation>Non hai più fiches.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chips: you %1 · AI %2</source>
        <extracomment>Final chip counts: you, then the AI, and the number of deals played.</extracomment>
        <translation>Fiches: tu %1 · IA %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>%Ln smazzata giocata</numerusform>
            <numerusform>%Ln smazzate giocate</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <extracomment>Starts a new match with 20 chips each.</extracomment>
        <translation>Nuova partita</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+65"/>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
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
        <translation>Gioca %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Play %1 and take %2</source>
        <comment>scopa</comment>
        <extracomment>A hinted or logged Scopa move: %1 the card played, %2 the cards it takes.</extracomment>
        <translation>Gioca %1 e prendi %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead %1 and declare the marriage</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: lead a King or Ober and declare its marriage.</extracomment>
        <translation>Esci con %1 e dichiara il matrimonio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <comment>schnapsen</comment>
        <translation>Scambia l&apos;Unter di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <comment>schnapsen</comment>
        <translation>Chiudi il tallone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1</source>
        <translation>Scarta %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare %1</source>
        <translation>Dichiara %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare nothing more</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: declare nothing more.</extracomment>
        <translation>Nessun&apos;altra dichiarazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lock %1</source>
        <comment>lockbet</comment>
        <translation>Blocca %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <comment>lockbet</comment>
        <translation>Check</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1</source>
        <comment>lockbet</comment>
        <translation>Punta %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <comment>lockbet</comment>
        <translation>Vedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise to %1</source>
        <comment>lockbet</comment>
        <translation>Rilancia a %1</translation>
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
        <translation>Lascia</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>takes %Ln card(s) from the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture takes %n cards from the table.</extracomment>
        <translation>
            <numerusform>prende %Ln carta dalla tavola</numerusform>
            <numerusform>prende %Ln carte dalla tavola</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clears the table: a scopa</source>
        <comment>scopa</comment>
        <translation>prende tutte le carte in tavola: scopa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the settebello</source>
        <comment>scopa</comment>
        <translation>prende il settebello</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes nothing</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the played card takes nothing; the table&apos;s cards then add up to %1. Scopa: the played card takes nothing (what the table then holds is told next).</extracomment>
        <translation>non prende nulla</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the deal&apos;s last card: what is left on the table goes to the last to capture</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the deal&apos;s last card; the cards left on the table go to whoever captured last.</extracomment>
        <translation>è l&apos;ultima carta della smazzata: ciò che resta in tavola va a chi ha preso per ultimo</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>lets your partner win the trick (%Ln point(s))</source>
        <translation>
            <numerusform>lascia la presa al tuo compagno (%Ln punto)</numerusform>
            <numerusform>lascia la presa al tuo compagno (%Ln punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>leaves your card winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <extracomment>Not the trick&apos;s last card: yours is winning the trick so far, which holds %n card points.</extracomment>
        <translation>
            <numerusform>lascia per ora in testa alla presa la tua carta (%Ln punto nella presa)</numerusform>
            <numerusform>lascia per ora in testa alla presa la tua carta (%Ln punti nella presa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves your partner winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>lascia per ora in testa alla presa il tuo compagno (%Ln punto nella presa)</numerusform>
            <numerusform>lascia per ora in testa alla presa il tuo compagno (%Ln punti nella presa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves an opponent winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>lascia per ora in testa alla presa un avversario (%Ln punto nella presa)</numerusform>
            <numerusform>lascia per ora in testa alla presa un avversario (%Ln punti nella presa)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bets %1 into a pot of %2</source>
        <comment>lockbet</comment>
        <translation>punta %1 su un piatto di %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pays %1 to call for a pot of %2: %3 chips won if your card wins, lost if it loses</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a call costs %1 for a pot of %2; then %3 chips are won if your card wins, lost if it loses.</extracomment>
        <translation>paga %1 per vedere su un piatto di %2: %3 fiches vinte se la tua carta vince, perse se perde</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puts in all your chips</source>
        <comment>lockbet</comment>
        <translation>punta tutte le tue fiches</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>gives up %Ln chip(s)</source>
        <comment>lockbet</comment>
        <translation>
            <numerusform>cede %Ln fiche</numerusform>
            <numerusform>cede %Ln fiches</numerusform>
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
        <translation>può lasciare all&apos;avversario una scopa con un %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>takes nothing: the card stays on the table (the table then adds up to %1)</source>
        <comment>scopa</comment>
        <translation>non prende nulla: la carta resta in tavola (la tavola somma poi %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the opponent no sweep</source>
        <comment>scopa</comment>
        <extracomment>Scopa: no single card the opponent may hold can clear the table after this move.</extracomment>
        <translation>non lascia scopa all&apos;avversario</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declares a marriage for %1</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: declaring a marriage worth %1 (20 or 40).</extracomment>
        <translation>dichiara un matrimonio da %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the face-up trump card %1</source>
        <comment>schnapsen</comment>
        <translation>prende la briscola scoperta, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closes the stock</source>
        <comment>schnapsen</comment>
        <translation>chiude il tallone</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>leads a card worth %Ln point(s)</source>
        <extracomment>Leading a card of a plain suit that counts %n card points (0 included).</extracomment>
        <translation>
            <numerusform>apre con una carta da %Ln punto</numerusform>
            <numerusform>apre con una carta da %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-15"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: leading a trump (briscola, Atout) that counts %n card points.</extracomment>
        <translation>
            <numerusform>apre con una briscola da %Ln punto</numerusform>
            <numerusform>apre con una briscola da %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+2"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>tarot</comment>
        <extracomment>Tarot games: leading a trump (trionfo) that counts %n card points.</extracomment>
        <translation>
            <numerusform>apre con un trionfo da %Ln punto</numerusform>
            <numerusform>apre con un trionfo da %Ln punti</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-19"/>
        <source>wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them the opponents&apos; (scored now).</extracomment>
        <translation>vince la presa (punti che contano: %1 nella presa, %2 presi agli avversari)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lets your partner win the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>lascia la presa al tuo compagno (punti che contano: %1 nella presa, %2 presi agli avversari)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them your team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them your team&apos;s (the opponents score them now).</extracomment>
        <translation>cede la presa (punti che contano: %1 nella presa, %2 della tua squadra)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>trumps the led suit</source>
        <comment>schnapsen</comment>
        <translation>taglia con la briscola</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+8"/>
        <source>trumps the led suit</source>
        <comment>tarot</comment>
        <translation>taglia con un trionfo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reaches 66</source>
        <comment>schnapsen</comment>
        <translation>arriva a 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the Matto</source>
        <comment>tarot</comment>
        <translation>gioca il Matto</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>keeps %Ln card(s) of its suit</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a discard that keeps %n cards of its suit in the hand.</extracomment>
        <translation>
            <numerusform>tiene %Ln carta di quel seme</numerusform>
            <numerusform>tiene %Ln carte di quel seme</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores no more combinations now</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: stop declaring; no further combination scores now.</extracomment>
        <translation>non segna altre combinazioni ora</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rides on a card that beats about %1 of the cards the AI may hold (judging by its UP/DOWN signal and its bets)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, your move: your card (locked, or the one this move locks) beats about %1 (e.g. &quot;20%&quot;, a tie counts half) of the cards the AI may hold, as far as its UP/DOWN signal and its bets tell.</extracomment>
        <translation>punta su una carta che batte circa il %1 delle carte che l&apos;IA può avere (a giudicare dal suo segnale ALTE/BASSE e dalle sue puntate)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>puts no chips in now</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a check puts no chip in.</extracomment>
        <translation>non mette fiches ora</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>wins %Ln Diamond(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n Diamonds for the player&apos;s pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).</extracomment>
        <translation>
            <numerusform>vince %Ln carta di quadri</numerusform>
            <numerusform>vince %Ln carte di quadri</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>wins %Ln seven(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n sevens for the player&apos;s pile: those taken from the table and the played card itself.</extracomment>
        <translation>
            <numerusform>vince %Ln sette</numerusform>
            <numerusform>vince %Ln sette</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>vince la presa (%Ln punto)</numerusform>
            <numerusform>vince la presa (%Ln punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives up the trick (%Ln point(s))</source>
        <translation>
            <numerusform>cede la presa (%Ln punto)</numerusform>
            <numerusform>cede la presa (%Ln punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>banks %Ln point(s) for your team</source>
        <comment>piedicavallo</comment>
        <extracomment>Piedicavallo: card points the dealer&apos;s discard banks for the team.</extracomment>
        <translation>
            <numerusform>mette al sicuro %Ln punto per la tua squadra</numerusform>
            <numerusform>mette al sicuro %Ln punti per la tua squadra</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves you void in %Ln suit(s)</source>
        <translation>
            <numerusform>ti lascia privo di %Ln seme</numerusform>
            <numerusform>ti lascia privo di %Ln semi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>declares for %Ln point(s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a declaration worth %1 points.</extracomment>
        <translation>
            <numerusform>dichiara %Ln punto</numerusform>
            <numerusform>dichiara %Ln punti</numerusform>
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
        <translation>apre la presa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot follow suit</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card is of another suit than the one led.</extracomment>
        <translation>non può rispondere al seme</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Narrator.qml" line="+29"/>
        <source>The shoe ran low: the discards were shuffled into a new shoe of %1 cards.</source>
        <translation>Il sabot era quasi finito: gli scarti sono stati mescolati in un nuovo sabot di %1 carte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player is all-in from the ante: no betting, straight to the reveal.</source>
        <translation>Un giocatore è all-in già con l&apos;ante: niente puntate, si passa subito a scoprire le carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI went all-in for less than a full raise: you may only call or fold.</source>
        <translation>L&apos;IA è andata all-in per meno di un rilancio completo: puoi solo vedere o lasciare.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>AI: %1</source>
        <extracomment>Said to screen readers: what the AI did, e.g. &quot;AI: Raised to 6&quot;.</extracomment>
        <translation>IA: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Said to screen readers at the showdown: the two locked cards.</extracomment>
        <translation>La tua carta: %1. La carta dell&apos;IA: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have %1 chips, the AI %2.</source>
        <extracomment>Said to screen readers after each deal: both players&apos; chips.</extracomment>
        <translation>Hai %1 fiches, l&apos;IA %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI won the match.</source>
        <translation>L&apos;IA ha vinto la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/OptionsPanel.qml" line="+35"/>
        <location line="+18"/>
        <source>Table options</source>
        <extracomment>Title of the panel with animation and card-colour options.</extracomment>
        <translation>Opzioni del tavolo</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slow</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal speed</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a trick (four players)</source>
        <extracomment>Options: what happens after a trick in the four-player games.</extracomment>
        <translation>Dopo una presa (quattro giocatori)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a click or key</source>
        <extracomment>Trick pace choice: the finished trick stays until you click or press a key.</extracomment>
        <translation>Attendi un clic o un tasto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on after a pause</source>
        <extracomment>Trick pace choice: play goes on after a short pause.</extracomment>
        <translation>Continua dopo una pausa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reduced motion: cards appear in place</source>
        <translation>Movimento ridotto: le carte compaiono al loro posto</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour French suits, in Lock &amp; Bet (Diamonds blue, Clubs green)</source>
        <extracomment>Options: recolours the French cards (Lock &amp; Bet); the German and Italian packs already print four colours (newcomer #41 looked for a change in Schnapsen).</extracomment>
        <translation>Semi francesi a quattro colori, in Lock &amp; Bet (quadri blu, fiori verdi)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Sound (Ctrl+M)</source>
        <extracomment>Options: sound cues (a card landing, a capture, chips) on or off.</extracomment>
        <translation>Suoni (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound</source>
        <translation>Suoni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Volume</source>
        <extracomment>Options: the loudness of the sound cues.</extracomment>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sound device found: the cues are silent. The switch keeps your choice for when there is one.</source>
        <extracomment>Options, under the Sound switch: this computer has no audio output the app can use (the switch keeps the player&apos;s choice for a later start with a device).</extracomment>
        <translation>Nessun dispositivo audio trovato: i suoni tacciono. L&apos;interruttore conserva la tua scelta per quando ce ne sarà uno.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <extracomment>Fills the screen with the window, or gives it back its size. Also F11.</extracomment>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Cardavia</source>
        <extracomment>Opens the About box (version, licence, credits).</extracomment>
        <translation>Informazioni su Cardavia</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit</source>
        <extracomment>Closes Cardavia (your match is saved). Also Ctrl+Q.</extracomment>
        <translation>Esci</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+25"/>
        <source>UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player&apos;s two cards, never saying which is which.</source>
        <extracomment>Lock &amp; Bet: the tooltip of a player&apos;s UP/DOWN badge. The ranks are the cards&apos; corner indices: digits as the app writes numbers in your language; in a right-to-left language name J, Q, K, A as words (Latin letters inside the sentence reorder).</extracomment>
        <translation>ALTE: 8, 9, 10, J, Q, K, A. BASSE: dal 2 al 7. Il contrassegno conta le due carte di questo giocatore, senza dire quale sia quale.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %Ln chip(s)</source>
        <extracomment>Accessible summary of a player&apos;s corner: name and the chips behind.</extracomment>
        <translation>
            <numerusform>%1: %Ln fiche</numerusform>
            <numerusform>%1: %Ln fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%Ln chip(s)</source>
        <extracomment>Chips a player still has behind (not in the pot).</extracomment>
        <translation>
            <numerusform>%Ln fiche</numerusform>
            <numerusform>%Ln fiches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>UP %1 · DOWN %2</source>
        <extracomment>Public signal: how many of the player&apos;s two cards are high (8 to A) and low (2 to 7).</extracomment>
        <translation>ALTE %1 · BASSE %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Acts first this deal</source>
        <translation>Agisce per primo in questa smazzata</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>First</source>
        <extracomment>Lock &amp; Bet: small tag on the box of the player who acts first this deal (shown once that player has acted; before, the line &quot;Acts first this deal&quot; says it).</extracomment>
        <translation>Primo</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+66"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Mazziere</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>manca %Ln</numerusform>
            <numerusform>mancano %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>Punti: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(+%1 in sospeso)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>Prese: %1</translation>
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
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Matches at this level, oldest first</source>
        <extracomment>The chart&apos;s horizontal axis: the matches at this AI level, numbered from the first.</extracomment>
        <translation>Partite a questo livello, dalla più vecchia</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../cardavia_desktop/views/common/refusals.js" line="+11"/>
        <source>Nothing to take back: you have made no move in this deal yet.</source>
        <extracomment>A click on the dimmed Take back: none of your moves in this deal can be undone.</extracomment>
        <translation>Niente da annullare: in questa smazzata non hai ancora fatto una mossa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a lesson, Take back undoes only a move that is not the lesson&apos;s.</source>
        <extracomment>A click on the dimmed Take back during a lesson.</extracomment>
        <translation>In una lezione, Annulla mossa annulla solo una mossa che non è quella della lezione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson waits: press Next to go on.</source>
        <extracomment>A click on a card or a dimmed button while the lesson waits for its Next button.</extracomment>
        <translation>La lezione aspetta: premi Avanti per proseguire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing your seat: press Stop watching first.</source>
        <extracomment>A click on the dimmed Hint or Take back while the hard AI plays your seat (Watch).</extracomment>
        <translation>Difficile gioca al tuo posto: premi prima Smetti di guardare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick first: click the table, or press Space or Enter, to go on.</source>
        <extracomment>A click on the dimmed Hint while a finished trick waits on the table for a click or a key.</extracomment>
        <translation>Guarda prima la presa: fai clic sul tavolo, o premi Spazio o Invio, per continuare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over: continue to the next one first.</source>
        <translation>La smazzata è finita: passa prima alla successiva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>Questa mossa ora non è consentita.</translation>
    </message>
</context>
<context>
    <name>RevealHistory</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/RevealHistory.qml" line="+40"/>
        <source>Revealed cards</source>
        <extracomment>Heading of the list of locked cards shown at past reveals.</extracomment>
        <translation>Carte scoperte</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deal %1</source>
        <extracomment>A past deal in the history: its number.</extracomment>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>None yet</source>
        <translation>Ancora nessuna</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RulesPage.qml" line="+41"/>
        <source>How to play %1</source>
        <translation>Come si gioca a %1</translation>
    </message>
</context>
<context>
    <name>ScopaPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/ScopaPanel.qml" line="+75"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Mazziere</translation>
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
        <translation>Punti partita: %1 su %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cards: %1 · Diamonds: %2</source>
        <extracomment>This deal so far: cards captured and Diamonds among them.</extracomment>
        <translation>Carte: %1 · Quadri: %2</translation>
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
        <translation>Settebello (%1): preso da questo giocatore, vale da solo un punto.</translation>
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
        <translation>Questa smazzata: tu %1, l&apos;IA %2. Partita: tu %3, l&apos;IA %4, su %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+101"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Nobody</source>
        <extracomment>Nobody gets a prize&apos;s point (a tie).</extracomment>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>L&apos;IA vince la partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 of this match</source>
        <extracomment>Title of the score sheet after a deal, e.g. &quot;Deal 3 of this match&quot;: which deal of the match (not the deal number &quot;Deal #…&quot; shown above the table to replay it).</extracomment>
        <translation>Smazzata %1 di questa partita</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>none</source>
        <extracomment>Primiera cell: the player lacks a suit, so has no primiera.</extracomment>
        <translation>nessuna</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Point</source>
        <extracomment>Score sheet column: who gets the point of each prize.</extracomment>
        <translation>Punto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Diamonds</source>
        <translation>Quadri</translation>
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
        <translation>1 punto ciascuna</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This deal</source>
        <extracomment>Points scored in this deal.</extracomment>
        <translation>Questa smazzata</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <extracomment>The running match total (first to 11).</extracomment>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>of %1</source>
        <extracomment>Beside the match totals: the target.</extracomment>
        <translation>su %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln card(s) left on the table went to the AI, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to the AI, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln carta rimasta in tavola è andata all&apos;IA, che ha preso per ultima.</numerusform>
            <numerusform>%Ln carte rimaste in tavola sono andate all&apos;IA, che ha preso per ultima.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln card(s) left on the table went to you, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to you, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln carta rimasta in tavola è andata a te, che hai preso per ultimo.</numerusform>
            <numerusform>%Ln carte rimaste in tavola sono andate a te, che hai preso per ultimo.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Level at 11 or more: another deal decides the match.</source>
        <translation>Parità a 11 o più: un&apos;altra smazzata decide la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first to 11 who is ahead after a deal wins the match.</source>
        <translation>Vince la partita il primo che, alla fine di una smazzata, ha 11 punti o più ed è in vantaggio.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+20"/>
        <source>Kings</source>
        <translation>Re</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps 1 and 21</source>
        <extracomment>Trumps 1 and 21, worth 5 points each.</extracomment>
        <translation>Trionfi 1 e 21</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights</source>
        <translation>Cavalli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks</source>
        <translation>Fanti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other trumps</source>
        <extracomment>Trumps 2 to 20, worth 1 point each.</extracomment>
        <translation>Altri trionfi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Numeral cards</source>
        <extracomment>Numeral suit cards, worth 1 point each.</extracomment>
        <translation>Carte numerali</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tie: 57 points each.</source>
        <translation>Patta: 57 punti ciascuno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win!</source>
        <translation>Tu e il tuo compagno vincete!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>Vincono gli avversari.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (of 114)</source>
        <extracomment>Total card points of a team; the two totals always add up to 114.</extracomment>
        <translation>Totale (su 114)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tricks taken</source>
        <translation>Prese fatte</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>Lo scarto (%Ln punto) è andato alla squadra «%1».</numerusform>
            <numerusform>Lo scarto (%Ln punti) è andato alla squadra «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto changed sides: its team took no trick.</source>
        <translation>Il Matto ha cambiato squadra: la sua squadra non ha fatto prese.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and your partner took all 15 tricks.</source>
        <translation>Tu e il tuo compagno avete fatto tutte le 15 prese.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents took all 15 tricks.</source>
        <translation>Gli avversari hanno fatto tutte le 15 prese.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New deal</source>
        <translation>Nuova smazzata</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Scoreboard.qml" line="+28"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>Punteggi</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
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
            <numerusform>%Ln presa</numerusform>
            <numerusform>%Ln prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>At the end: %1 → %Ln more resto(i)</source>
        <extracomment>Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).</extracomment>
        <translation>
            <numerusform>Alla fine: %1 → %Ln resto in più</numerusform>
            <numerusform>Alla fine: %1 → %Ln resti in più</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference: %1 (60 make a resto)</source>
        <extracomment>The running difference since the last resto; 60 points make a resto.</extracomment>
        <translation>Differenza: %1 (60 fanno un resto)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Resto %1: %2 (%3)</source>
        <translation>Resto %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 21</source>
        <translation>Presa %1 di 21</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+35"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1, %2, %Ln carta</numerusform>
            <numerusform>%1, %2, %Ln carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Mazziere</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>%Ln carta</numerusform>
            <numerusform>%Ln carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Thinking…</source>
        <extracomment>Under a player&apos;s name while the AI chooses its move.</extracomment>
        <translation>Sta pensando…</translation>
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
        <translation>Preparazione</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cut and robbed:</source>
        <translation>%1 ha alzato e rubato:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut and robbed:</source>
        <translation>Hai alzato e rubato:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cut: nothing to rob.</source>
        <translation>%1 ha alzato: niente da rubare.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: nothing to rob.</source>
        <translation>Hai alzato: niente da rubare.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You dealt 21 each; last card shown:</source>
        <translation>Hai distribuito 21 carte a testa; ultima carta mostrata:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt 21 each; last card shown:</source>
        <translation>%1 ha distribuito 21 carte a testa; ultima carta mostrata:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 robbed from the Fola:</source>
        <translation>%1 ha rubato dalla Fola:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You robbed from the Fola:</source>
        <translation>Hai rubato dalla Fola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>Non hai rubato nulla dalla Fola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 non ha rubato nulla dalla Fola.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 of %3 discarded face down</source>
        <extracomment>%1 player; discarded so far / to discard in all, face down.</extracomment>
        <translation>%1: %2 di %3 scartate coperte</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Fola (out of play): %Ln card(s), face down until play starts.</source>
        <translation>
            <numerusform>Fola (fuori gioco): %Ln carta, coperta fino all&apos;inizio del gioco.</numerusform>
            <numerusform>Fola (fuori gioco): %Ln carte, coperte fino all&apos;inizio del gioco.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Fola, turned up (out of play):</source>
        <translation>La Fola, scoperta (fuori gioco):</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 declared %2:</source>
        <translation>%1 ha dichiarato %2:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You declared %1:</source>
        <translation>Hai dichiarato %1:</translation>
    </message>
</context>
<context>
    <name>Shoe</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Shoe.qml" line="+42"/>
        <source>Shoe: %1</source>
        <extracomment>Number of cards left in the shoe (the stock).</extracomment>
        <translation>Sabot: %1</translation>
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
        <translation>Spostati tra le tue carte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home / End</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Home / Fine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last card</source>
        <translation>Prima o ultima carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Space</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Invio / Spazio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or hear why it cannot be played</source>
        <translation>Gioca la carta, o ascolta perché non si può giocare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Tab / Maiusc+Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move between your cards and the table&apos;s buttons</source>
        <translation>Spostati tra le tue carte e i pulsanti del tavolo</translation>
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
        <translation>Annulla una scelta; chiudi il suggerimento, il registro o questo elenco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+N</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New match (asks first while a match is under way)</source>
        <translation>Nuova partita (chiede prima conferma se c&apos;è una partita in corso)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Z</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take back your last move</source>
        <translation>Annulla la tua ultima mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: what would Hard play?</source>
        <translation>Suggerimento: cosa giocherebbe il livello Difficile?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did the AI make its last move?</source>
        <extracomment>The Y key: after an AI move, its reasons (the same as the hint&apos;s, from its own view).</extracomment>
        <translation>Perché l&apos;IA ha fatto la sua ultima mossa?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch Hard play your seat in a fresh deal, or stop watching</source>
        <translation>Guarda Difficile giocare al tuo posto una nuova smazzata, o smetti di guardare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: while watching (the W key), Space pauses, Enter shows one move.</extracomment>
        <translation>Spazio / Invio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>While watching: pause or play on / one move while paused</source>
        <translation>Mentre guardi: pausa o riprendi / una mossa durante la pausa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Page Up</source>
        <extracomment>Key names on the shortcut sheet: in a lesson (Learn), Enter goes on, Page Up goes back a step.</extracomment>
        <translation>Invio / Pag su</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In a lesson: the next step (or take back a move that is not the lesson&apos;s) / the step before</source>
        <translation>In una lezione: il passo seguente (o riprendi una mossa che non è quella della lezione) / il passo precedente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+L</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show or hide the deal so far</source>
        <translation>Mostra o nascondi la smazzata finora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+M</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound on or off</source>
        <translation>Suoni sì o no</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide this list</source>
        <translation>Mostra o nascondi questo elenco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off</source>
        <translation>Attiva o disattiva lo schermo intero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+Q</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit Cardavia (your match is saved)</source>
        <translation>Esci da Cardavia (la tua partita è salvata)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Close</source>
        <extracomment>The shortcut sheet&apos;s button that closes it (as Escape or F1 do).</extracomment>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/StatisticsPage.qml" line="+47"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <extracomment>A column of the statistics: matches during which the AI level was changed.</extracomment>
        <translation>Misto</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points per deal</source>
        <translation>Punti per smazzata</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Deals your team took every trick</source>
        <extracomment>Tarot statistics: deals where your team took every trick.</extracomment>
        <translation>Smazzate in cui la tua squadra ha preso ogni presa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals the opponents took every trick</source>
        <extracomment>Tarot statistics: deals where the opponents took every trick.</extracomment>
        <translation>Smazzate in cui gli avversari hanno preso ogni presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points for your team</source>
        <translation>Punti carta per la tua squadra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points against your team</source>
        <translation>Punti carta contro la tua squadra</translation>
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
        <translation>Settebelli vinti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primiera won</source>
        <comment>scopa</comment>
        <translation>Primiere vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages declared</source>
        <comment>schnapsen</comment>
        <translation>Matrimoni dichiarati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes won</source>
        <comment>schnapsen</comment>
        <translation>Chiusure vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes lost</source>
        <comment>schnapsen</comment>
        <translation>Chiusure perse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals won for 2 game points</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: deals you won scoring 2 game points.</extracomment>
        <translation>Smazzate vinte per 2 punti partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won for 3 game points</source>
        <comment>schnapsen</comment>
        <translation>Smazzate vinte per 3 punti partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bummerl given to the AI</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches you won (the AI takes the Bummerl).</extracomment>
        <translation>Bummerl dati all&apos;IA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… with the AI at no game point</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches won while the AI made no game point.</extracomment>
        <translation>… con l&apos;IA senza punti partita</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resti for your team</source>
        <comment>minchiate</comment>
        <translation>Resti per la tua squadra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resti against your team</source>
        <comment>minchiate</comment>
        <translation>Resti contro la tua squadra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips won</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet statistics: chips won minus chips lost over all deals.</extracomment>
        <translation>Fiches vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest pot won</source>
        <comment>lockbet</comment>
        <translation>Piatto più grande vinto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folds</source>
        <comment>lockbet</comment>
        <translation>Le tue rinunce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s folds</source>
        <comment>lockbet</comment>
        <translation>Le rinunce dell&apos;IA</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matches played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Perse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up (counted as lost)</source>
        <extracomment>Statistics: matches given up with New match, counted as lost.</extracomment>
        <translation>Abbandonate (contano come perse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Serie di vittorie attuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best winning streak</source>
        <translation>Miglior serie di vittorie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Patte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With take-back or hint: played</source>
        <extracomment>Statistics: matches with a take-back or a hint, counted apart.</extracomment>
        <translation>Con annulla mossa o suggerimento: giocate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With take-back or hint: won</source>
        <translation>Con annulla mossa o suggerimento: vinte</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your record</source>
        <extracomment>Title of the statistics page.</extracomment>
        <translation>Il tuo bilancio</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset…</source>
        <extracomment>Forgets this game&apos;s statistics (asks first).</extracomment>
        <translation>Azzera…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your statistics were written by a newer version of Cardavia. They were kept as %1 and a fresh record was started.</source>
        <extracomment>%1 is the name the old statistics file was kept under.</extracomment>
        <translation>Le tue statistiche sono state scritte da una versione più recente di Cardavia. Sono state conservate come %1 ed è iniziato un nuovo bilancio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file could not be read. It was kept as %1 and a fresh record was started.</source>
        <translation>Non è stato possibile leggere il file delle tue statistiche. È stato conservato come %1 ed è iniziato un nuovo bilancio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No match of this game has been counted yet. A match counts when it ends; one given up with New match counts as lost.</source>
        <translation>Nessuna partita di questo gioco è stata ancora contata. Una partita conta quando finisce; una abbandonata con Nuova partita conta come persa.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AI level</source>
        <translation>Livello IA</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your results, match after match</source>
        <extracomment>Heading of the chart of results over time.</extracomment>
        <translation>I tuoi risultati, partita dopo partita</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Win rate, all matches</source>
        <translation>Percentuale di vittorie, tutte le partite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate, last %1 matches</source>
        <translation>Percentuale di vittorie, ultime %1 partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won (top)</source>
        <translation>Vinta (in alto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost (bottom)</source>
        <translation>Persa (in basso)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart fills in as you finish matches at this level.</source>
        <translation>Il grafico si riempie man mano che finisci partite a questo livello.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match counts under the AI level it was played at (Mixed if you changed it during the match). Matches with a take-back or a hint, or opened from a file, are counted apart; replayed deals never count.</source>
        <extracomment>Below the statistics: how matches are counted.</extracomment>
        <translation>Una partita conta al livello dell&apos;IA a cui è stata giocata (Misto se lo hai cambiato durante la partita). Le partite con annulla mossa o suggerimento, o aperte da un file, contano a parte; le smazzate rigiocate non contano mai.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reset the statistics of this game?</source>
        <extracomment>Asked before the statistics of one game are forgotten.</extracomment>
        <translation>Azzerare le statistiche di questo gioco?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure of this game, at every level, is forgotten. This cannot be undone.</source>
        <translation>Tutti i dati di questo gioco, a ogni livello, vengono cancellati. Non si può annullare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>Tienile</translation>
    </message>
</context>
<context>
    <name>StatusColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/StatusColumn.qml" line="+38"/>
        <source>The AI is thinking…</source>
        <translation>L&apos;IA sta pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose a card to lock</source>
        <translation>Tocca a te: scegli una carta da bloccare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI is choosing its card</source>
        <translation>L&apos;IA sta scegliendo la sua carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to bet</source>
        <translation>Tocca all&apos;IA puntare</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You: +%1</source>
        <extracomment>Your chips won or lost in the deal just finished.</extracomment>
        <translation>Tu: +%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: −%1</source>
        <translation>Tu: −%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: ±%1</source>
        <translation>Tu: ±%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
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
        <translation>Chiuso</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock (the face-up indicator included).</extracomment>
        <translation>Tallone: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock exhausted</source>
        <translation>Tallone esaurito</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trumps: %1</source>
        <extracomment>The trump suit of this deal, e.g. &quot;Trumps: Eichel&quot;.</extracomment>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You closed the stock</source>
        <translation>Hai chiuso il tallone</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI closed the stock</source>
        <translation>L&apos;IA ha chiuso il tallone</translation>
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
        <translation>Hai giocato %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 ha giocato %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You put %1 on the table.</source>
        <comment>scopa</comment>
        <translation>Hai messo %1 in tavola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put %2 on the table.</source>
        <comment>scopa</comment>
        <translation>%1 ha messo %2 in tavola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1 and took %2.</source>
        <comment>scopa</comment>
        <translation>Hai giocato %1 e preso %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 and took %3.</source>
        <comment>scopa</comment>
        <translation>%1 ha giocato %2 e preso %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scopa! You cleared the table.</source>
        <comment>scopa</comment>
        <translation>Scopa! Hai preso tutte le carte in tavola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scopa for %1: the table is cleared.</source>
        <comment>scopa</comment>
        <translation>Scopa per %1: ha preso tutte le carte in tavola.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards left on the table go to you: %1.</source>
        <comment>scopa</comment>
        <translation>Le carte rimaste in tavola vanno a te: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to %1: %2.</source>
        <comment>scopa</comment>
        <translation>Le carte rimaste in tavola vanno a %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <comment>scopa</comment>
        <translation>Tre nuove carte a testa dal mazzo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the deal is dealt again.</source>
        <comment>scopa</comment>
        <translation>Tre o quattro re in tavola: si ridistribuiscono le carte.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You won the trick.</source>
        <translation>Hai vinto la presa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick.</source>
        <translation>%1 ha vinto la presa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won the trick with %1.</source>
        <translation>Hai vinto la presa con %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick with %2.</source>
        <translation>%1 ha vinto la presa con %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You won the trick with %1 (%Ln point(s)).</source>
        <translation>
            <numerusform>Hai vinto la presa con %1 (%Ln punto).</numerusform>
            <numerusform>Hai vinto la presa con %1 (%Ln punti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick with %2 (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 ha vinto la presa con %2 (%Ln punto).</numerusform>
            <numerusform>%1 ha vinto la presa con %2 (%Ln punti).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>Hai chiuso il tallone.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>%1 ha chiuso il tallone.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>Hai scambiato l&apos;Unter di briscola con la briscola scoperta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>%1 ha scambiato l&apos;Unter di briscola con la briscola scoperta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You declared a marriage for %1.</source>
        <comment>schnapsen</comment>
        <translation>Hai dichiarato un matrimonio da %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared a marriage for %2.</source>
        <comment>schnapsen</comment>
        <translation>%1 ha dichiarato un matrimonio da %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You discarded.</source>
        <translation>Hai scartato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded.</source>
        <translation>%1 ha scartato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You robbed %1.</source>
        <comment>minchiate</comment>
        <translation>Hai rubato %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed %2.</source>
        <comment>minchiate</comment>
        <translation>%1 ha rubato %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer&apos;s bottom card is shown: %1.</source>
        <comment>minchiate</comment>
        <translation>Viene mostrata l&apos;ultima carta del mazziere: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You declared nothing.</source>
        <comment>minchiate</comment>
        <translation>Non hai dichiarato nulla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared nothing.</source>
        <comment>minchiate</comment>
        <translation>%1 non ha dichiarato nulla.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You called %1, all in.</source>
        <comment>lockbet</comment>
        <translation>Hai visto %1, all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2, all in.</source>
        <comment>lockbet</comment>
        <translation>%1 ha visto %2, all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called %1.</source>
        <comment>lockbet</comment>
        <translation>Hai visto %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2.</source>
        <comment>lockbet</comment>
        <translation>%1 ha visto %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 unmatched chips come back to you.</source>
        <comment>lockbet</comment>
        <translation>%1 fiches non pareggiate tornano a te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 fiches non pareggiate tornano a %2.</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>You won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>Hai vinto la presa (%Ln punto).</numerusform>
            <numerusform>Hai vinto la presa (%Ln punti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 ha vinto la presa (%Ln punto).</numerusform>
            <numerusform>%1 ha vinto la presa (%Ln punti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You declared %1 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Hai dichiarato %1 per %Ln punto.</numerusform>
            <numerusform>Hai dichiarato %1 per %Ln punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>%1 ha dichiarato %2 per %Ln punto.</numerusform>
            <numerusform>%1 ha dichiarato %2 per %Ln punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The team of %1 scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <extracomment>Watch, Minchiate: the team of your seat (%1 &quot;Hard (your seat)&quot;) scores resti.</extracomment>
        <translation>
            <numerusform>La squadra di %1 segna %Ln resto.</numerusform>
            <numerusform>La squadra di %1 segna %Ln resti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your team scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>La tua squadra segna %Ln resto.</numerusform>
            <numerusform>La tua squadra segna %Ln resti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponents score %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Gli avversari segnano %Ln resto.</numerusform>
            <numerusform>Gli avversari segnano %Ln resti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You locked a card.</source>
        <comment>lockbet</comment>
        <translation>Hai bloccato una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 locked a card.</source>
        <comment>lockbet</comment>
        <translation>%1 ha bloccato una carta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You checked.</source>
        <comment>lockbet</comment>
        <translation>Hai fatto check.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 checked.</source>
        <comment>lockbet</comment>
        <translation>%1 ha fatto check.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bet %1.</source>
        <comment>lockbet</comment>
        <translation>Hai puntato %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bet %2.</source>
        <comment>lockbet</comment>
        <translation>%1 ha puntato %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You raised to %1.</source>
        <comment>lockbet</comment>
        <translation>Hai rilanciato a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raised to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 ha rilanciato a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went all in (%1).</source>
        <comment>lockbet</comment>
        <translation>Hai fatto all-in (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went all in (%2).</source>
        <comment>lockbet</comment>
        <translation>%1 ha fatto all-in (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You folded.</source>
        <comment>lockbet</comment>
        <translation>Hai lasciato.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 folded.</source>
        <comment>lockbet</comment>
        <translation>%1 ha lasciato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The locked cards: %1.</source>
        <comment>lockbet</comment>
        <translation>Le carte bloccate: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the pot of %1.</source>
        <comment>lockbet</comment>
        <translation>Vinci il piatto di %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pot of %1 is split.</source>
        <comment>lockbet</comment>
        <translation>Il piatto di %1 si divide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the pot of %2.</source>
        <comment>lockbet</comment>
        <translation>%1 vince il piatto di %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-154"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+79"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+0"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+27"/>
        <source>Deal %1 of this match</source>
        <extracomment>A heading in the deal&apos;s story: which deal of the match (as the score sheet&apos;s title; not the deal number &quot;Deal #…&quot; shown above the table).</extracomment>
        <translation>Smazzata %1 di questa partita</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The deal so far</source>
        <extracomment>Title of the log of the current and previous deal.</extracomment>
        <translation>La smazzata finora</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+51"/>
        <source>The AI played %1.</source>
        <translation>L&apos;IA ha giocato %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+405"/>
        <source>Ring a gold-edged König or Ober, then press M to declare its marriage.</source>
        <translation>Cerchia un König o un Ober dal bordo dorato, poi premi M per dichiararne il matrimonio.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+25"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>Tu e compagno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>You discarded two cards: %Ln trump(s) among them.</source>
        <translation>
            <numerusform>Hai scartato due carte, tra cui %Ln trionfo.</numerusform>
            <numerusform>Hai scartato due carte, tra cui %Ln trionfi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 discarded two cards: %Ln trump(s) among them.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>
            <numerusform>%1 ha scartato due carte, tra cui %Ln trionfo.</numerusform>
            <numerusform>%1 ha scartato due carte, tra cui %Ln trionfi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The deal is over. %1: %2 points; %3: %4 points.</source>
        <extracomment>Said to screen readers at the end of the deal: each team&apos;s card points.</extracomment>
        <translation>La smazzata è finita. %1: %2 punti; %3: %4 punti.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This card cannot be discarded.</source>
        <translation>Questa carta non si può scartare.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Kings, trumps 1 and 21 and the Matto must stay. Another trump may go only if you then keep nothing but trumps and Kings, or no trump at all.</source>
        <extracomment>Beside the dealer&apos;s discard (newcomer #32 found the short form hard to follow).</extracomment>
        <translation>Re, trionfi 1 e 21 e Matto devono restare. Un altro trionfo può andare solo se poi tieni soltanto trionfi e Re, o nessun trionfo.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+75"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+127"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-126"/>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+2"/>
        <source>You dealt: choose two cards to discard.</source>
        <translation>Hai distribuito tu: scegli due carte da scartare.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="-52"/>
        <source>Only cards worth nothing may be discarded, never trump 29.</source>
        <translation>Si possono scartare solo carte senza valore, mai il trionfo 29.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-28"/>
        <source>%1 played %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 a card.</extracomment>
        <translation>%1 ha giocato %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+6"/>
        <source>%1 took trick %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 the trick&apos;s number.</extracomment>
        <translation>%1 ha fatto la presa %2.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-2"/>
        <source>You took trick %1.</source>
        <extracomment>Said to screen readers: %1 the trick&apos;s number.</extracomment>
        <translation>Hai fatto la presa %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The deal is over. %1: %Ln resto(i); %2: %3.</source>
        <extracomment>Said to screen readers at the end of the deal: the net resti and who won.</extracomment>
        <translation>
            <numerusform>La smazzata è finita. %1: %Ln resto; %2: %3.</numerusform>
            <numerusform>La smazzata è finita. %1: %Ln resti; %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Fola is turned up: its %Ln card(s) stay out of play.</source>
        <translation>
            <numerusform>La Fola si scopre: la sua %Ln carta resta fuori gioco.</numerusform>
            <numerusform>La Fola si scopre: le sue %Ln carte restano fuori gioco.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>King rule: %1 had to play %2.</source>
        <translation>Regola del Re: %1 ha dovuto giocare %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King rule: you had to play %1.</source>
        <translation>Regola del Re: hai dovuto giocare %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You robbed: choose %Ln card(s) worth nothing to discard.</source>
        <translation>
            <numerusform>Hai rubato: scegli %Ln carta senza valore da scartare.</numerusform>
            <numerusform>Hai rubato: scegli %Ln carte senza valore da scartare.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your declarations.</source>
        <translation>Le tue dichiarazioni.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+26"/>
        <source>Your turn: lead a card.</source>
        <translation>Tocca a te: esci con una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is discarding.</source>
        <translation>%1 sta scartando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is declaring.</source>
        <translation>%1 sta dichiarando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+3"/>
        <source>%1 is to play.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Only cards worth nothing may go, never trump 29. Discards stay face down and count for nobody.</source>
        <translation>Si possono scartare solo carte senza valore, mai il trionfo 29. Gli scarti restano coperti e non contano per nessuno.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Discard (%1 of %2)</source>
        <extracomment>Button: discard the chosen cards; %1 chosen of %2 to discard.</extracomment>
        <translation>Scarta (%1 di %2)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+175"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>Punteggi</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+102"/>
        <source>Set-up</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score log</source>
        <translation>Registro dei punti</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-43"/>
        <source>Discard (%1 of 2)</source>
        <extracomment>Button: discard the chosen cards; %1 is how many are chosen.</extracomment>
        <translation>Scarta (%1 di 2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-36"/>
        <location line="+54"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+60"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 punti · %Ln presa</numerusform>
            <numerusform>%1: %2 punti · %Ln prese</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+14"/>
        <source>Trumps discarded: %1</source>
        <extracomment>The dealer&apos;s public announcement: how many trumps were discarded.</extracomment>
        <translation>Trionfi scartati: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trick %1 of 15</source>
        <translation>Presa %1 di 15</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-107"/>
        <source>Match points: you %1, the AI %2. First to %3 wins.</source>
        <translation>Punti della partita: tu %1, l&apos;IA %2. Vince chi arriva prima a %3.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>You won the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>L&apos;IA ha vinto la partita.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>New match</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <location line="-148"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Table.qml" line="+285"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="-296"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+119"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+41"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+40"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>Carte: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>Carte note in mano all&apos;IA</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+148"/>
        <source>The AI is thinking…</source>
        <translation>L&apos;IA sta pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>Tocca a te: rispondi alla carta dell&apos;IA</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+199"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+4"/>
        <source>The AI is to play</source>
        <translation>Tocca all&apos;IA</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+14"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>Regole severe: rispondi al seme e prendi se puoi; altrimenti gioca briscola.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+21"/>
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-199"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-324"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+31"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+30"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+49"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>Prese: %1</translation>
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
        <translation>Mazzo: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock empty</source>
        <translation>Mazzo esaurito</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The table is empty</source>
        <extracomment>Shown on the felt when no card lies on the table.</extracomment>
        <translation>La tavola è vuota</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Choose the cards to take</source>
        <translation>Scegli le carte da prendere</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+198"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+1"/>
        <source>Your turn: play a card</source>
        <translation>Tocca a te: gioca una carta</translation>
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
        <translation>In tavola: %1.</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/TableActions.qml" line="+86"/>
        <source>Log</source>
        <extracomment>Shows or hides the log of the current and previous deal. Also Ctrl+L.</extracomment>
        <translation>Registro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal so far</source>
        <translation>La smazzata finora</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New match</source>
        <extracomment>Starts the game over (asks first while a match is under way). Also Ctrl+N.</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back</source>
        <extracomment>Undoes your last move and the AI&apos;s moves after it. Also Ctrl+Z.</extracomment>
        <translation>Annulla mossa</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint</source>
        <extracomment>Asks the strongest AI level which move it would make. Also the H key.</extracomment>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What would Hard play?</source>
        <translation>Cosa giocherebbe il livello Difficile?</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TableBase.qml" line="+197"/>
        <source>The new level plays from the AI&apos;s next move. This match now counts under “Mixed” in your statistics.</source>
        <extracomment>A notice after the AI level was changed during a match.</extracomment>
        <translation>Il nuovo livello gioca dalla prossima mossa dell&apos;IA. Questa partita ora conta sotto «Misto» nelle tue statistiche.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner plays at its new level from its next move.</source>
        <extracomment>A notice after your AI partner&apos;s level was changed during a match.</extracomment>
        <translation>Il tuo compagno gioca al nuovo livello dalla sua prossima mossa.</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/TableCards.qml" line="+37"/>
        <source>Cards on the table</source>
        <extracomment>Accessible name of the face-up cards on the Scopa table.</extracomment>
        <translation>Carte in tavola</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickArea.qml" line="+53"/>
        <source>The trick</source>
        <extracomment>Accessible name of the trick in the middle of the table.</extracomment>
        <translation>La presa</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Trick over: click it, or lead, to put it away</source>
        <extracomment>Schnapsen: beside the trick just won, which stays in view until the next lead.</extracomment>
        <translation>Presa finita: fai clic su di essa, o esci, per metterla via</translation>
    </message>
</context>
<context>
    <name>TrickCross</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TrickCross.qml" line="+81"/>
        <source>Trick</source>
        <extracomment>Accessible name of the cards played to a trick, in the middle of the table.</extracomment>
        <translation>Presa</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>IA</translation>
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
        <translation>Perché: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paused.</source>
        <translation>In pausa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playing.</source>
        <translation>Si riprende.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Watching deal #%1: Hard plays your seat. Not counted; your match waits.</source>
        <extracomment>Watch: the title of the bar over the table; %1 the number of the deal watched.</extracomment>
        <translation>Guardi la smazzata n. %1: Difficile gioca al tuo posto. Non conta; la tua partita aspetta.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The first move is coming…</source>
        <extracomment>Watch: before the first move is shown.</extracomment>
        <translation>Sta per arrivare la prima mossa…</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Play</source>
        <extracomment>Watch: pause the AI&apos;s moves / play them on. Also the Space key.</extracomment>
        <translation>Riprendi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move</source>
        <extracomment>Watch: while paused, show the next move only. Also the Enter key.</extracomment>
        <translation>Una mossa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slow</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Speed: %1</source>
        <extracomment>Watch: a speed button&apos;s name for a screen reader, %1 the speed.</extracomment>
        <translation>Velocità: %1</translation>
    </message>
</context>
<context>
    <name>WatchButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchButton.qml" line="+33"/>
        <source>Stop watching</source>
        <extracomment>Starts Watch: the hard AI plays your seat in a fresh deal (your match waits). Also the W key.</extracomment>
        <translation>Smetti di guardare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to your match, as you left it.</source>
        <translation>Torna alla tua partita, come l&apos;hai lasciata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard plays your seat in a fresh deal; your match waits and nothing counts.</source>
        <translation>Difficile gioca al tuo posto una nuova smazzata; la tua partita aspetta e nulla conta.</translation>
    </message>
</context>
<context>
    <name>Watched</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-85"/>
        <source>The AI folded: %1 takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: the AI folded, so your seat (%1 &quot;Hard (your seat)&quot;) takes the pot of %2.</extracomment>
        <translation>L&apos;IA ha lasciato: %1 prende il piatto di %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card of %1 is stronger: it wins the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat&apos;s card (%1 &quot;Hard (your seat)&quot;) is stronger and wins the pot of %2.</extracomment>
        <translation>La carta di %1 è più forte: vince il piatto di %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 folded: the AI takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) folded, so the AI takes the pot of %2.</extracomment>
        <translation>%1 ha lasciato: l&apos;IA prende il piatto di %2.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/watched.js" line="+9"/>
        <source>Hard (your seat)</source>
        <extracomment>Watch: your seat while the hard level plays it, named in the log, the caption and the sheets.</extracomment>
        <translation>Difficile (il tuo posto)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match!</source>
        <extracomment>Watch: a watched match&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 vince la partita!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the deal</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 vince la smazzata</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and its partner win!</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat&apos;s team (%1 &quot;Hard (your seat)&quot;) and its partner.</extracomment>
        <translation>%1 e il suo compagno vincono!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watched deal</source>
        <extracomment>Watch: the title of a watched deal&apos;s score sheet (it is not a deal of your match).</extracomment>
        <translation>Smazzata guardata</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="-35"/>
        <source>%1 has no chips left.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) has lost all its chips.</extracomment>
        <translation>%1 non ha più fiches.</translation>
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
        <translation>Fiches: %1 %2 · IA %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="-32"/>
        <source>%Ln card(s) left on the table went to %1, the last to capture.</source>
        <extracomment>Watch, under the score sheet: the cards left on the table went to your seat (%1 &quot;Hard (your seat)&quot;), the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln carta rimasta in tavola è andata a %1, che ha preso per ultimo.</numerusform>
            <numerusform>%Ln carte rimaste in tavola sono andate a %1, che ha preso per ultimo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="-71"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>IA</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Why did the AI play %1?</source>
        <extracomment>The question the AI&apos;s move answers at a two-player table: %1 the card it played.</extracomment>
        <translation>Perché l&apos;IA ha giocato %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did %1 play %2?</source>
        <extracomment>The question an AI&apos;s move answers: %1 the seat (&quot;West&quot;, &quot;Partner&quot;), %2 the card it played.</extracomment>
        <translation>Perché %1 ha giocato %2?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Why?</source>
        <extracomment>An AI&apos;s move that is not a card played: %1 the log&apos;s sentence of it (&quot;East bet 5.&quot;), then the question.</extracomment>
        <translation>%1 Perché?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did the AI make this move?</source>
        <extracomment>The question of the AI&apos;s move the log has no sentence for (a two-player table).</extracomment>
        <translation>Perché l&apos;IA ha fatto questa mossa?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did %1 make this move?</source>
        <extracomment>The question of an AI&apos;s move the log has no sentence for; %1 the seat (&quot;West&quot;, &quot;AI&quot;).</extracomment>
        <translation>Perché %1 ha fatto questa mossa?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It gives no particular reason for this move.</source>
        <extracomment>An AI&apos;s move with no reason to tell (its search simply found it best).</extracomment>
        <translation>Per questa mossa non c&apos;è una ragione particolare da dire.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchBar.qml" line="-125"/>
        <source>What decided it, by its rules of thumb: %1.</source>
        <translation>Che cosa l&apos;ha decisa, secondo le sue regole empiriche: %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+21"/>
        <source>How this level chooses: %1</source>
        <extracomment>Why the AI moved, for an easier level: %1 how that level chooses its moves (e.g. &quot;Always plays by its rules of thumb.&quot;).</extracomment>
        <translation>Come sceglie questo livello: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How %1 chooses: %2</source>
        <extracomment>Why the AI moved, when seats of several levels moved: %1 the seats of one level (&quot;Partner&quot;), %2 how that level chooses its moves.</extracomment>
        <translation>Come sceglie %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It had only this card left to play.</source>
        <extracomment>Why the AI moved: it had one card left in its hand, so it had no other card to play.</extracomment>
        <translation>Gli restava solo questa carta da giocare.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The AI&apos;s reasons</source>
        <extracomment>Title of the panel with the reasons of the AI&apos;s last move.</extracomment>
        <translation>Le ragioni dell&apos;IA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the reasons are being worked out.</extracomment>
        <translation>Sta pensando…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the panel of the AI&apos;s reasons.</extracomment>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/why.js" line="-167"/>
        <source>leaves %1 on the table, and a card of that value is still to be played</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1 and a card of that value has not been played yet (it may be in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>lascia %1 in tavola, e una carta di quel valore deve ancora uscire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no card still to be played can sweep the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: no card still to be played can take all the table&apos;s cards.</extracomment>
        <translation>nessuna carta ancora da giocare può fare scopa</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-18"/>
        <source>its partner wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>il suo compagno vince la presa (punti che contano: %1 nella presa, %2 presi agli avversari)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its partner wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>il suo compagno vince la presa (%Ln punto)</numerusform>
            <numerusform>il suo compagno vince la presa (%Ln punti)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them its team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI moved: %1 counting points in the trick, %2 of them its team&apos;s.</extracomment>
        <translation>cede la presa (punti che contano: %1 nella presa, %2 della sua squadra)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its card is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>la sua carta per ora vince la presa (%Ln punto nella presa)</numerusform>
            <numerusform>la sua carta per ora vince la presa (%Ln punti nella presa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its partner is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>il suo compagno per ora vince la presa (%Ln punto nella presa)</numerusform>
            <numerusform>il suo compagno per ora vince la presa (%Ln punti nella presa)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>one of its opponents is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>uno dei suoi avversari per ora vince la presa (%Ln punto nella presa)</numerusform>
            <numerusform>uno dei suoi avversari per ora vince la presa (%Ln punti nella presa)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s UP/DOWN signal</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards.</extracomment>
        <translation>la sua regola blocca quella delle sue due carte più probabile vincitrice, giudicando dalle carte non ancora viste e dal segnale SU/GIÙ dell&apos;avversario</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at %1 or more, so it stakes all its %2 chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet all its chips: it stakes its card&apos;s chance to win times its chips; %1 the lowest chance (a percent) it can give its card for that bet, %2 the chips it had.</extracomment>
        <translation>la sua regola punta la probabilità di vincere della sua carta per le sue fiches: stima quella probabilità al %1 o più, quindi punta tutte le sue %2 fiches</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it bets only when it thinks its card wins more than %1 of the time, so it gives this card a chance of %1 or less</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) checked: it bets only when it thinks its card wins more often than not; %1 is that line as a percent (&quot;50%&quot;).</extracomment>
        <translation>punta solo quando pensa che la sua carta vinca più del %1 delle volte, quindi dà a questa carta una probabilità del %1 o meno</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it also took into account cards you cannot see, such as its own, and that part is not told here</source>
        <extracomment>Why the AI moved: some of its reasons are about cards you cannot see (its own among them), so they are not told.</extracomment>
        <translation>ha tenuto conto anche di carte che non puoi vedere, come le sue, e questa parte qui non viene detta</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Playing the rest of the deal out, that other move does about %1 better on average, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Minchiate&apos;s Normal): looking further ahead (playing the rest of the deal out), the other move does better by about %1 on average (e.g. &quot;0.3 resti&quot;), but this level does not look ahead and keeps to its rules.</extracomment>
        <translation>Giocando la mano fino in fondo, quell&apos;altra mossa rende in media circa %1 in più, ma questo livello non guarda avanti: segue le regole semplici dette sopra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking further ahead would favour that other move, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would rate the other move higher, but this level follows its rules.</extracomment>
        <translation>Guardando più avanti si preferirebbe quell&apos;altra mossa, ma questo livello non guarda avanti: segue le regole semplici dette sopra.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called: %1 (a percent) is the share of the pot the call costs, the chance a call needs.</extracomment>
        <translation>la sua regola vede quando la probabilità della sua carta vale il prezzo: vedere costa %1 del piatto per cui poi gioca, e la sua carta non era abbastanza forte per rilanciare</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>pays %1 to call for a pot of %2, risking %3 of its chips to win %3 of its opponent&apos;s</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI called: it pays %1 to call for a pot of %2, and then %3 of its chips are at stake against as many of its opponent&apos;s (a phrase whose subject is the move: &quot;This move pays 1 to call…&quot;).</extracomment>
        <translation>paga %1 per vedere su un piatto di %2, rischiando %3 delle sue fiches per vincerne %3 dell&apos;avversario</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bets %1 into a pot of %2, all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a bet or raise to %1 into a pot of %2 that puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>punta %1 su un piatto di %2, tutte le sue fiches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>puts in all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: the move puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>mette in gioco tutte le sue fiches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s signal: %1 UP (8 to Ace) and %2 DOWN (2 to 7)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards, judged against its opponent&apos;s public signal: %1 of the opponent&apos;s cards UP (8 to Ace), %2 DOWN (2 to 7).</extracomment>
        <translation>la sua regola blocca quella delle sue due carte più probabile vincitrice, giudicando dalle carte non ancora viste e dal segnale dell&apos;avversario: %1 ALTE (dall&apos;8 all&apos;Asso) e %2 BASSE (dal 2 al 7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at about %3 to %4, and that times its %2 chips comes to the %1 it put in</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet: it stakes its card&apos;s chance to win times its chips; %3–%4 the chance (percents) it gives its card, %2 the chips it had, %1 its round total.</extracomment>
        <translation>la sua regola punta la probabilità di vincita della sua carta per le sue fiches: stima quella probabilità tra circa %3 e %4, e questa per le sue %2 fiches dà le %1 che ha messo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in), in an answer that has told the call&apos;s price in chips.</extracomment>
        <translation>la sua regola vede quando la probabilità di vincere della sua carta vale il prezzo del vedere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in): %1 (a percent) is the share of the pot the call costs.</extracomment>
        <translation>la sua regola vede quando la probabilità della sua carta vale il prezzo: vedere costa %1 del piatto per cui poi gioca</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;).</extracomment>
        <translation>la sua regola vede quando la probabilità di vincere della sua carta vale il prezzo del vedere, e la sua carta non era abbastanza forte per rilanciare</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rule folds when its card&apos;s chance to win is below the call&apos;s price, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;); it never bluffs.</extracomment>
        <translation>la sua regola passa quando la probabilità di vincere della sua carta è sotto il prezzo del vedere, e stima la sua carta più bassa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule folds when its card&apos;s chance is below the price: the call needed about %1, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded: %1 (a percent) is the chance the call&apos;s price needs; it never bluffs.</extracomment>
        <translation>la sua regola passa quando la probabilità della sua carta è sotto il prezzo: vedere richiedeva circa %1, e stima la sua carta più bassa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it follows the strategy solved for this deal, which mixes its moves, bluffs included, so that they do not give its card away</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Hard) moved: it samples the game-theory strategy solved for this deal, which mixes its moves (bluffs included) so that they do not give its card away.</extracomment>
        <translation>segue la strategia risolta per questa smazzata, che mescola le sue mosse, bluff compresi, perché non tradiscano la sua carta</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>it declares every combination it holds: it has declared %Ln (%1 points) and has none left</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.</extracomment>
        <translation>
            <numerusform>dichiara ogni combinazione che ha: ne ha dichiarata %Ln (%1 punti) e non gliene restano</numerusform>
            <numerusform>dichiara ogni combinazione che ha: ne ha dichiarate %Ln (%1 punti) e non gliene restano</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it declares every combination it holds, and it holds none</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds, and it holds none.</extracomment>
        <translation>dichiara ogni combinazione che ha, e non ne ha nessuna</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>With that move, %1.</source>
        <extracomment>Why the AI moved: a reason of the best other move it had, a whole clause (%1, e.g. &quot;its partner wins the trick (3 points)&quot;).</extracomment>
        <translation>Con quella mossa, %1.</translation>
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
        <translation>Quella mossa %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move %1.</source>
        <extracomment>Why the AI moved: what its move does (%1, e.g. &quot;takes the settebello, the 7 of Diamonds&quot;).</extracomment>
        <translation>Questa mossa %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Above all, with that move, %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>Soprattutto, con quella mossa, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Above all, %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>Soprattutto, %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above all, that move %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do (%1, e.g. &quot;leaves cards adding up to 7 on the table…&quot;).</extracomment>
        <translation>Soprattutto, quella mossa %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above all, this move %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, of its move (%1, e.g. &quot;takes 3 cards from the table&quot;).</extracomment>
        <translation>Soprattutto, questa mossa %1.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>keeps %1 in hand</source>
        <extracomment>Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.</extracomment>
        <translation>tiene in mano %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>leaves %1 on the table</source>
        <extracomment>Why a move rather than another: it leaves on the table the card(s) %1 the other move would have taken (captured) from it.</extracomment>
        <translation>lascia %1 in tavola</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Its best other move: %1.</source>
        <extracomment>Why the AI moved: the best other move it had (%1, e.g. &quot;Play 3 of Cups&quot;); what that move would do follows, in sentences of their own.</extracomment>
        <translation>La sua migliore alternativa: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its best other move uses a card you cannot see.</source>
        <extracomment>Why the AI moved: its best other move used a card of its hand you cannot see (not named, nor what it would have done).</extracomment>
        <translation>La sua migliore alternativa usa una carta che non puoi vedere.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Looking further ahead also rates this move above that one.</source>
        <extracomment>Why the AI moved, at a level that keeps to a simple rule (Lock &amp; Bet&apos;s Normal), a note before the sentence that gives the rule: looking further ahead would also rate its move above the other.</extracomment>
        <translation>Anche guardando più avanti questa mossa vale più di quella.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its rules of thumb rated that move higher, but this level does not always play the move they rate best.</source>
        <extracomment>Why the AI moved, at an easier level: its rules of thumb rated the other move higher, but this level does not always play the move they rate best (how it chooses is told above).</extracomment>
        <translation>Le sue regole empiriche valutavano meglio quella mossa, ma questo livello non gioca sempre la mossa che valutano migliore.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking further ahead also rates this move above that one, though this level keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would also rate its move above the other, though it keeps to its rules.</extracomment>
        <translation>Anche guardando più avanti questa mossa vale più di quella, ma questo livello segue le regole semplici dette sopra.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By its rules of thumb that difference is worth about %1 to this move, more than any other between the two.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb: the difference told &quot;above all&quot; is worth %1 (e.g. &quot;0.9 points&quot;, in the game&apos;s unit) more to its move by those rules, the most of any.</extracomment>
        <translation>Secondo le sue regole empiriche questa differenza vale circa %1 a favore di questa mossa, più di ogni altra tra le due.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its rules of thumb rated this move higher than that one.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb that took the move they rate best.</extracomment>
        <translation>Le sue regole empiriche valutavano questa mossa meglio di quella.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every card left is known to it now: calculated exactly, this move and its best alternative come out the same.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly, and its move and the best other one come out the same.</extracomment>
        <translation>Ora conosce ogni carta rimasta: calcolando esattamente, questa mossa e la sua migliore alternativa risultano uguali.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 better than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) better.</extracomment>
        <translation>Ora conosce ogni carta rimasta: calcolando esattamente, questa mossa risulta migliore di %1 rispetto alla sua migliore alternativa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 worse than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) worse.</extracomment>
        <translation>Ora conosce ogni carta rimasta: calcolando esattamente, questa mossa risulta peggiore di %1 rispetto alla sua migliore alternativa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played out in many guesses at the hidden cards, this move and its best alternative came out about the same on average.</source>
        <extracomment>Why the AI (a search) moved: it played the rest of the deal out in many guesses at the cards it cannot see, and its move and the best other one scored about the same.</extracomment>
        <translation>Giocata fino in fondo in molte ipotesi sulle carte nascoste, questa mossa e la sua migliore alternativa sono risultate in media più o meno uguali.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 better on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) more than its best other move.</extracomment>
        <translation>Giocata fino in fondo in molte ipotesi sulle carte nascoste, questa mossa è risultata in media migliore di circa %1 rispetto alla sua migliore alternativa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 worse on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) less than its best other move.</extracomment>
        <translation>Giocata fino in fondo in molte ipotesi sulle carte nascoste, questa mossa è risultata in media peggiore di circa %1 rispetto alla sua migliore alternativa.</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>Tu e compagno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the chosen cards</source>
        <translation>Scarta le carte scelte</translation>
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
        <translation>Dichiara la combinazione con quel numero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare no more</source>
        <translation>Nessun&apos;altra dichiarazione</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-54"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: the keys that go on from a finished trick (any key does, but these are the ones to name; as the refusal &quot;press Space or Enter&quot;).</extracomment>
        <translation>Spazio / Invio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the set-up</source>
        <translation>Mostra o nascondi la preparazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the score log</source>
        <translation>Mostra o nascondi il registro dei punti</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swords</source>
        <translation>Spade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>Bastoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>Coppe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>Denari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>Trionfi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Matto</source>
        <translation>il Matto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trump %1</source>
        <extracomment>A trump card by its number, e.g. &quot;trump 29&quot;.</extracomment>
        <translation>trionfo %1</translation>
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
        <translation>Sequenza di trionfi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1 and 40 with the Matto</source>
        <translation>Trionfi 1 e 40 con il Matto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1, 13 and 28</source>
        <translation>Trionfi 1, 13 e 28</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20 and 30</source>
        <translation>Trionfi 10, 20 e 30</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 20, 30 and 40</source>
        <translation>Trionfi 20, 30 e 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20, 30 and 40</source>
        <translation>Trionfi 10, 20, 30 e 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Re</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run of trumps %1–%2</source>
        <extracomment>A run of consecutive trumps from %1 to %2.</extracomment>
        <translation>Sequenza di trionfi %1–%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>even</source>
        <comment>point difference</comment>
        <extracomment>The running point difference when neither team leads (&quot;Difference: even&quot;).</extracomment>
        <translation>pari</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You &amp; partner ahead by %1</source>
        <extracomment>The running point difference: your team (you and your partner) leads by %1 points.</extracomment>
        <translation>Tu e compagno avanti di %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents ahead by %1</source>
        <extracomment>The running point difference: the opponents lead by %1 points.</extracomment>
        <translation>Avversari avanti di %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You robbed %1 when cutting: %Ln point(s)</source>
        <extracomment>%1 the cards robbed.</extracomment>
        <translation>
            <numerusform>Hai rubato %1 alzando: %Ln punto</numerusform>
            <numerusform>Hai rubato %1 alzando: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 robbed %2 when cutting: %Ln point(s)</source>
        <extracomment>%1 player, %2 card, %3 points.</extracomment>
        <translation>
            <numerusform>%1 ha rubato %2 alzando: %Ln punto</numerusform>
            <numerusform>%1 ha rubato %2 alzando: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You robbed %1 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>Hai rubato %1 dalla Fola: %Ln punto</numerusform>
            <numerusform>Hai rubato %1 dalla Fola: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %2 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>%1 ha rubato %2 dalla Fola: %Ln punto</numerusform>
            <numerusform>%1 ha rubato %2 dalla Fola: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The dealer&apos;s last card, %1, was shown: %Ln point(s)</source>
        <translation>
            <numerusform>L&apos;ultima carta del mazziere, %1, è stata mostrata: %Ln punto</numerusform>
            <numerusform>L&apos;ultima carta del mazziere, %1, è stata mostrata: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You declared %1 (%2) with the Matto bonus: %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>Hai dichiarato %1 (%2) con il bonus del Matto: %Ln punto</numerusform>
            <numerusform>Hai dichiarato %1 (%2) con il bonus del Matto: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3) with the Matto bonus: %Ln point(s)</source>
        <translation>
            <numerusform>%1 ha dichiarato %2 (%3) con il bonus del Matto: %Ln punto</numerusform>
            <numerusform>%1 ha dichiarato %2 (%3) con il bonus del Matto: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared %1 (%2): %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>Hai dichiarato %1 (%2): %Ln punto</numerusform>
            <numerusform>Hai dichiarato %1 (%2): %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3): %Ln point(s)</source>
        <translation>
            <numerusform>%1 ha dichiarato %2 (%3): %Ln punto</numerusform>
            <numerusform>%1 ha dichiarato %2 (%3): %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Trick %1: %2 captured your team&apos;s %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.</extracomment>
        <translation>
            <numerusform>Presa %1: %2 ha preso %3 della tua squadra: %Ln punto</numerusform>
            <numerusform>Presa %1: %2 ha preso %3 della tua squadra: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Trick %1: you captured the opponents&apos; %2: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Presa %1: hai preso %2 degli avversari: %Ln punto</numerusform>
            <numerusform>Presa %1: hai preso %2 degli avversari: %Ln punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Trick %1: %2 captured the opponents&apos; %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 player, %3 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Presa %1: %2 ha preso %3 degli avversari: %Ln punto</numerusform>
            <numerusform>Presa %1: %2 ha preso %3 degli avversari: %Ln punti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cut: no card to rob.</source>
        <translation>%1 ha alzato: nessuna carta da rubare.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: no card to rob.</source>
        <translation>Hai alzato: nessuna carta da rubare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>Non hai rubato nulla dalla Fola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 non ha rubato nulla dalla Fola.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You cut and robbed %Ln card(s): %1.</source>
        <translation>
            <numerusform>Hai alzato e rubato %Ln carta: %1.</numerusform>
            <numerusform>Hai alzato e rubato %Ln carte: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 cut and robbed %Ln card(s): %2.</source>
        <translation>
            <numerusform>%1 ha alzato e rubato %Ln carta: %2.</numerusform>
            <numerusform>%1 ha alzato e rubato %Ln carte: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You robbed %Ln card(s) from the Fola: %1.</source>
        <translation>
            <numerusform>Hai rubato %Ln carta dalla Fola: %1.</numerusform>
            <numerusform>Hai rubato %Ln carte dalla Fola: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %Ln card(s) from the Fola: %2.</source>
        <translation>
            <numerusform>%1 ha rubato %Ln carta dalla Fola: %2.</numerusform>
            <numerusform>%1 ha rubato %Ln carte dalla Fola: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dealt; the last card, shown to all: %1.</source>
        <translation>Hai distribuito; l&apos;ultima carta, mostrata a tutti: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt; the last card, shown to all: %2.</source>
        <translation>%1 ha distribuito; l&apos;ultima carta, mostrata a tutti: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discarded a card face down.</source>
        <translation>%1 ha scartato una carta coperta.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You discarded a card face down.</source>
        <translation>Hai scartato una carta coperta.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>You declared nothing.</source>
        <translation>Non hai dichiarato nulla.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 declared nothing.</source>
        <translation>%1 non ha dichiarato nulla.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 → %2. Difference: %3.</source>
        <extracomment>A score line: the reason, then the team that scores and the running difference.</extracomment>
        <translation>%1 → %2. Differenza: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</source>
        <extracomment>%1 team, %2 difference before, %3 after.</extracomment>
        <translation>
            <numerusform>%Ln resto alla squadra «%1»: la differenza ha raggiunto %2 punti, si regolano 60 punti per resto, ne restano %3.</numerusform>
            <numerusform>%Ln resti alla squadra «%1»: la differenza ha raggiunto %2 punti, si regolano 60 punti per resto, ne restano %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 to you.</source>
        <translation>Presa %1 a te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 to %2.</source>
        <translation>Presa %1 a %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fola is turned up (out of play): %1.</source>
        <translation>La Fola si scopre (fuori gioco): %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto&apos;s team took no trick: the Matto goes to %1.</source>
        <translation>La squadra del Matto non ha fatto prese: il Matto va alla squadra «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto, played by %2, fell in a trick won by %1: %2 keep it and give %1 %3 in exchange.</source>
        <extracomment>%1 the team that won the Matto&apos;s trick, %2 the team that played the Matto (it keeps it), %3 the card %2 gives %1 instead.</extracomment>
        <translation>Il Matto, giocato dalla squadra «%2», è caduto in una presa vinta dalla squadra «%1»: «%2» lo tiene e dà in cambio %3 a «%1».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the deal: see the score sheet.</source>
        <translation>Fine della smazzata: vedi il foglio dei punti.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trump 29 may never be discarded: it is worth 5 inside a combination.</source>
        <translation>Il trionfo 29 non si può mai scartare: dentro una combinazione vale 5.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is worth %Ln point(s): only cards worth nothing may be discarded.</source>
        <translation>
            <numerusform>%1 vale %Ln punto: si possono scartare solo carte senza valore.</numerusform>
            <numerusform>%1 vale %Ln punti: si possono scartare solo carte senza valore.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King rule: this is the first %1 trick and a trump has been played, so you must play your King.</source>
        <translation>Regola del Re: è la prima presa a %1 ed è stato giocato un trionfo, quindi devi giocare il tuo Re.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow %1.</source>
        <translation>Devi rispondere a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow %1 (or play the Matto).</source>
        <translation>Devi rispondere a %1 (o giocare il Matto).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no %1: you must play a trump.</source>
        <translation>Non hai %1: devi giocare un trionfo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no %1: you must play a trump (or the Matto).</source>
        <translation>Non hai %1: devi giocare un trionfo (o il Matto).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Attendi: non è il tuo turno.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <source>The deal is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+10"/>
        <source>An AI player could not move. Please start a new deal.</source>
        <translation>Un giocatore IA non è riuscito a muovere. Inizia una nuova smazzata.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 resti</source>
        <comment>minchiate hint value</comment>
        <extracomment>Expected value of a hinted Minchiate move, e.g. &quot;+1.5 resti&quot;.</extracomment>
        <translation>%1 resti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected resti for your team from this deal (+ gained, − lost), points not yet converted counted as part of a resto.</source>
        <comment>minchiate</comment>
        <extracomment>Under the Minchiate hint&apos;s heading: what the move values mean (resti: the game&apos;s unit).</extracomment>
        <translation>Resti attesi per la tua squadra da questa smazzata (+ guadagnati, − persi); i punti non ancora convertiti contano come frazione di un resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resti per deal</source>
        <comment>minchiate</comment>
        <translation>Resti per smazzata</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-86"/>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <translation>Vedi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <translation>Lascia</translation>
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
        <translation>Aumenta o diminuisci l&apos;importo da puntare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet or raise the chosen amount</source>
        <translation>Punta o rilancia l&apos;importo scelto</translation>
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
        <translation>Invio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the ringed card, again to lock it; confirm the amount; next deal; new match</source>
        <translation>Scegli la carta cerchiata, di nuovo per bloccarla; conferma l&apos;importo; smazzata successiva; nuova partita</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-41"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+1"/>
        <source>Next deal, or a new match when it is over</source>
        <translation>Smazzata successiva, o una nuova partita quando è finita</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tricks taken</source>
        <extracomment>Statistics of the template game: the tricks you took over all matches.</extracomment>
        <translation>Prese fatte</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-10"/>
        <source>Lock the ringed card face down</source>
        <translation>Blocca coperta la carta cerchiata</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card plays in the next deal.</source>
        <extracomment>Lock &amp; Bet: a note over the card you kept (not locked), when you click it: it is played in the next deal.</extracomment>
        <translation>Questa carta si gioca nella smazzata successiva.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: check or bet</source>
        <translation>Tocca a te: fai check o punta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: check</source>
        <translation>Tocca a te: fai check</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, raise or fold</source>
        <translation>Tocca a te: vedi, rilancia o lascia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, go all-in or fold</source>
        <translation>Tocca a te: vedi, vai all-in o lascia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: call or fold</source>
        <translation>Tocca a te: vedi o lascia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checked</source>
        <translation>Check</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1, all-in</source>
        <translation>Punto %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bet %1</source>
        <translation>Punto %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised to %1, all-in</source>
        <translation>Rilancio a %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised to %1</source>
        <translation>Rilancio a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in to %1</source>
        <translation>All-in a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Called %1, all-in</source>
        <translation>Vedo %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Called %1</source>
        <translation>Vedo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded</source>
        <translation>Lascio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked a card</source>
        <translation>Carta bloccata</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Equal ranks: the pot of %1 is split.</source>
        <extracomment>A split pot: each player takes back what they put in.</extracomment>
        <translation>Valori uguali: il piatto di %1 si divide.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The AI folded: you take the pot of %1.</source>
        <translation>L&apos;IA ha lasciato: prendi il piatto di %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You folded: the AI takes the pot of %1.</source>
        <translation>Hai lasciato: l&apos;IA prende il piatto di %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is stronger: you win the pot of %1.</source>
        <translation>La tua carta è più forte: vinci il piatto di %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s card is stronger: it wins the pot of %1.</source>
        <translation>La carta dell&apos;IA è più forte: vince il piatto di %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-23"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+19"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-80"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-83"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>Attendi: tocca all&apos;IA.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-48"/>
        <source>%1 · pot split</source>
        <extracomment>A player&apos;s box after a deal of equal cards: its last move (%1), then the pot was split.</extracomment>
        <translation>%1 · piatto diviso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · won %2</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it won the pot of %2 chips.</extracomment>
        <translation>%1 · %2 vinti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · lost</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it lost the pot.</extracomment>
        <translation>%1 · perso</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 unmatched chips come back to you.</source>
        <translation>%1 fiches non pareggiate tornano a te.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to the AI.</source>
        <translation>%1 fiches non pareggiate tornano all&apos;IA.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>La smazzata è finita: premi prima «Smazzata successiva».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over. Start a new match to play again.</source>
        <translation>La partita è finita. Inizia una nuova partita per giocare ancora.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot lock that card now.</source>
        <translation>Ora non puoi bloccare questa carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your two cards first.</source>
        <translation>Prima scegli una delle tue due carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is locked; a lock cannot be changed.</source>
        <translation>La tua carta è bloccata; il blocco non si può cambiare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players lock a card before the betting starts.</source>
        <translation>Entrambi bloccano una carta prima delle puntate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a whole number of chips, such as %1.</source>
        <translation>Scrivi un numero intero di fiches, per esempio %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The amount must be at least 1 chip.</source>
        <translation>L&apos;importo deve essere almeno 1 fiche.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many chips: this round you can put in at most %1 in total.</source>
        <translation>Troppe fiches: in questo giro puoi mettere al massimo %1 in totale.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum raise is to %1.</source>
        <translation>Troppo poco: il rilancio minimo è a %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum bet is %1.</source>
        <translation>Troppo poco: la puntata minima è %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot make a full raise: go all-in, call or fold.</source>
        <translation>Non puoi fare un rilancio completo: vai all-in, vedi o lascia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot raise now: call or fold.</source>
        <translation>Ora non puoi rilanciare: vedi o lascia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot go all-in now.</source>
        <translation>Ora non puoi andare all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot check: there is a bet to call.</source>
        <translation>Non puoi fare check: c&apos;è una puntata da vedere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to call: check or bet.</source>
        <translation>Non c&apos;è niente da vedere: fai check o punta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bet to raise: bet instead.</source>
        <translation>Non c&apos;è nessuna puntata da rilanciare: punta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: call, raise or fold.</source>
        <translation>C&apos;è già una puntata: vedi, rilancia o lascia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+9"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>L&apos;IA non è riuscita a muovere. Inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chips</source>
        <comment>lockbet hint value</comment>
        <extracomment>Expected value of a hinted Lock &amp; Bet move, e.g. &quot;+1.5 chips&quot;.</extracomment>
        <translation>%1 fiches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected chips won (+) or lost (−) in this deal, antes included.</source>
        <comment>lockbet</comment>
        <extracomment>Under the Lock &amp; Bet hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Fiches attese vinte (+) o perse (−) in questa smazzata, ante compreso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chips won per deal</source>
        <comment>lockbet</comment>
        <translation>Fiches vinte per smazzata</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-6"/>
        <source>Discard the two chosen cards</source>
        <translation>Scarta le due carte scelte</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-7"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-35"/>
        <source>Show or hide the last trick</source>
        <translation>Mostra o nascondi l&apos;ultima presa</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+3"/>
        <source>Next trick, when a finished trick waits for you</source>
        <translation>Presa successiva, quando una presa finita ti aspetta</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>New deal, when the score sheet shows</source>
        <translation>Nuova smazzata, quando compare il foglio dei punti</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+37"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-6"/>
        <source>That card cannot be played now.</source>
        <translation>Questa carta non si può giocare ora.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>You do not hold that card.</source>
        <translation>Non hai questa carta in mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>Devi rispondere al seme di uscita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Non puoi rispondere al seme, quindi devi giocare un trionfo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard two cards first.</source>
        <translation>Prima scarta due carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The discard has already been made.</source>
        <translation>Lo scarto è già stato fatto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose two different cards.</source>
        <translation>Scegli due carte diverse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings, trumps 1 and 21 and the Matto may not be discarded.</source>
        <translation>Re, trionfi 1 e 21 e Matto non si possono scartare.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may discard a trump only if the 15 cards you keep are all trumps and Kings (and the Matto), or hold no trump at all.</source>
        <translation>Puoi scartare un trionfo solo se le 15 carte che tieni sono tutte trionfi e Re (e il Matto) oppure non contengono alcun trionfo.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 points</source>
        <comment>piedicavallo hint value</comment>
        <extracomment>Expected value of a hinted Piedicavallo move, e.g. &quot;+1.5 points&quot; (card points).</extracomment>
        <translation>%1 punti</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected margin at the end of this deal, in card points: your team&apos;s minus the opponents&apos;, plus %1 if your team wins the deal or minus %1 if it loses (+ ahead, − behind).</source>
        <comment>piedicavallo</comment>
        <extracomment>Under the Piedicavallo hint&apos;s heading: what the move values mean; %1 is 20 (the search&apos;s bonus for winning the deal), written in the locale&apos;s digits.</extracomment>
        <translation>Margine atteso alla fine di questa smazzata, in punti carta: quelli della tua squadra meno quelli degli avversari, più %1 se la tua squadra vince la smazzata o meno %1 se la perde (+ in vantaggio, − in svantaggio).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points per deal</source>
        <translation>Punti carta per smazzata</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-41"/>
        <source>Declare the marriage of the ringed König or Ober (Enter plays it without)</source>
        <translation>Dichiara il matrimonio del König o dell&apos;Ober cerchiato (Invio lo gioca senza dichiarare)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <translation>Scambia l&apos;Unter di briscola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <translation>Chiudi il tallone</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-11"/>
        <source>Hear the scores</source>
        <translation>Ascolta i punteggi</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>Hear the last announcement again</source>
        <translation>Riascolta l&apos;ultimo annuncio</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <comment>schnapsen</comment>
        <translation>Smazzata successiva o nuova partita, a smazzata finita (anche Invio)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exchange the trump Unter</source>
        <translation>scambia l&apos;Unter di briscola</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declare a marriage</source>
        <translation>dichiara un matrimonio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the stock</source>
        <translation>chiudi il tallone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: lead a card</source>
        <extracomment>The turn line: %1 what you may do before you lead (&quot;exchange the trump Unter, close the stock&quot;).</extracomment>
        <translation>Tocca a te: esci con una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: %1 or lead a card</source>
        <translation>Tocca a te: %1 o esci con una carta</translation>
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
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strict rules: you must take the trick with a higher card of the suit led.</source>
        <translation>Regole severe: devi prendere con una carta più alta del seme di uscita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you must follow the suit led.</source>
        <translation>Regole severe: devi rispondere al seme di uscita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you cannot follow suit, so you must play a trump.</source>
        <translation>Regole severe: non puoi rispondere al seme, quindi devi giocare una briscola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is closed.</source>
        <translation>Il tallone è chiuso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is exhausted.</source>
        <translation>Il tallone è esaurito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need the trump Unter to exchange.</source>
        <translation>Per lo scambio ti serve l&apos;Unter di briscola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <comment>schnapsen</comment>
        <translation>L&apos;IA non è riuscita a muovere. Inizia una nuova partita.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You exchanged the trump Unter.</source>
        <translation>Hai scambiato l&apos;Unter di briscola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>L&apos;IA ha scambiato l&apos;Unter di briscola con la briscola scoperta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock: no more drawing, strict rules apply.</source>
        <translation>Hai chiuso il tallone: non si pesca più, valgono le regole severe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock: no more drawing, strict rules apply.</source>
        <translation>L&apos;IA ha chiuso il tallone: non si pesca più, valgono le regole severe.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>Hai dichiarato il matrimonio di %1: %Ln punto.</numerusform>
            <numerusform>Hai dichiarato il matrimonio di %1: %Ln punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>L&apos;IA ha dichiarato il matrimonio di %1: %Ln punto.</numerusform>
            <numerusform>L&apos;IA ha dichiarato il matrimonio di %1: %Ln punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They count after the first trick won.</source>
        <translation>Contano dopo la prima presa vinta.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The AI played %1.</source>
        <translation>L&apos;IA ha giocato %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>Hai vinto la presa: %Ln punto.</numerusform>
            <numerusform>Hai vinto la presa: %Ln punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>L&apos;IA ha vinto la presa: %Ln punto.</numerusform>
            <numerusform>L&apos;IA ha vinto la presa: %Ln punti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew %1.</source>
        <translation>Hai pescato %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI took the face-up trump card, %1.</source>
        <translation>L&apos;IA ha preso la briscola scoperta, %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 game points</source>
        <comment>schnapsen hint value</comment>
        <extracomment>Expected value of a hinted Schnapsen move, e.g. &quot;+1.5 game points&quot;.</extracomment>
        <translation>%1 punti partita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected game points from this deal: + won by you, − won by your opponent.</source>
        <comment>schnapsen</comment>
        <extracomment>Under the Schnapsen hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Punti partita attesi da questa smazzata: + vinti da te, − vinti dall&apos;avversario.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game points per deal</source>
        <translation>Punti partita per smazzata</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-3"/>
        <source>While choosing a capture: move between the choices (Enter takes one, Esc puts the card back)</source>
        <translation>Mentre scegli una presa: spostati tra le scelte (Invio ne prende una, Esc rimette la carta in mano)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hear the cards on the table</source>
        <translation>Ascolta le carte in tavola</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <translation>Smazzata successiva o nuova partita, a smazzata finita (anche Invio)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+7"/>
        <source>The match is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+3"/>
        <source>That card can capture, so it must capture.</source>
        <translation>Questa carta può prendere, quindi deve prendere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table card has the same value: take one such card, not a sum.</source>
        <translation>In tavola c&apos;è una carta dello stesso valore: prendi quella, non una somma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Those cards do not add up to the value of your card.</source>
        <translation>La somma di queste carte non è uguale al valore della tua carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot capture anything.</source>
        <translation>Questa carta non può prendere nulla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not on the table.</source>
        <translation>Questa carta non è in tavola.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an Ace, which counts 1</source>
        <extracomment>Scopa: the card that captures a sum of 1.</extracomment>
        <translation>un Asso, che vale 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Jack, which counts 8</source>
        <extracomment>Scopa: the card that captures a sum of 8.</extracomment>
        <translation>un Fante, che vale 8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Queen, which counts 9</source>
        <extracomment>Scopa: the card that captures a sum of 9.</extracomment>
        <translation>una Regina, che vale 9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a King, which counts 10</source>
        <extracomment>Scopa: the card that captures a sum of 10.</extracomment>
        <translation>un Re, che vale 10</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1</source>
        <extracomment>Scopa: the card that captures a sum of %1 (2 to 7: a card of that number).</extracomment>
        <translation>un %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves cards adding up to %1 on the table: the opponent could sweep them with %2</source>
        <extracomment>Scopa hint: the table left adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;).</extracomment>
        <translation>lascia in tavola carte che sommano %1: l&apos;avversario potrebbe prenderle tutte con %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>leaves cards adding up to %1 on the table, and %2 is still to be played: it could sweep them</source>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;); one is still to be played (in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>lascia in tavola carte che sommano %1, e %2 deve ancora essere giocato: potrebbe prenderle tutte</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>takes the settebello, the %1, a prize of 1 point</source>
        <extracomment>Scopa, why the AI moved: it captures the settebello, glossed with its card&apos;s name (%1, &quot;7 of Diamonds&quot;); a phrase whose subject is the move.</extracomment>
        <translation>prende il settebello, il %1, un premio da un punto</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>lays the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move puts the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>mette in tavola il settebello, il %1, un premio da un punto, dove l&apos;avversario potrebbe prenderlo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move leaves the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>lascia in tavola il settebello, il %1, un premio da un punto, dove l&apos;avversario potrebbe prenderlo</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You took %1 with %2.</source>
        <translation>Hai preso %1 con %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI played %1 and took %2.</source>
        <translation>L&apos;IA ha giocato %1 e ha preso %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI played %1 to the table.</source>
        <translation>L&apos;IA ha giocato %1 in tavola.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scopa! You cleared the table.</source>
        <translation>Scopa! Hai preso tutte le carte in tavola.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scopa for the AI: it cleared the table.</source>
        <translation>Scopa per l&apos;IA: ha preso tutte le carte in tavola.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the deal cleared the table: that is no scopa.</source>
        <translation>L&apos;ultima carta della smazzata ha preso tutte le carte in tavola: non è scopa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards left on the table go to you: you captured last.</source>
        <translation>Le carte rimaste in tavola vanno a te: hai preso per ultimo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to the AI: it captured last.</source>
        <translation>Le carte rimaste in tavola vanno all&apos;IA: ha preso per ultima.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <translation>Tre nuove carte a testa dal mazzo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the same dealer deals again.</source>
        <translation>Tre o quattro re in tavola: lo stesso mazziere ridistribuisce.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 points</source>
        <comment>scopa hint value</comment>
        <extracomment>Expected value of a hinted Scopa move, e.g. &quot;+1.5 points&quot; (points of the deal).</extracomment>
        <translation>%1 punti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected margin at the end of this deal, in points: yours minus your opponent&apos;s (+ ahead, − behind).</source>
        <comment>scopa</comment>
        <extracomment>Under the Scopa hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Margine atteso alla fine di questa smazzata, in punti: i tuoi meno quelli dell&apos;avversario (+ in vantaggio, − in svantaggio).</translation>
    </message>
</context>
<context>
    <name>YourSide</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/YourSide.qml" line="+32"/>
        <source>New match: 20 chips each</source>
        <extracomment>The table&apos;s button that gives up this match and starts another (the page asks first when a match is under way).</extracomment>
        <translation>Nuova partita: 20 fiches a testa</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
</context>
</TS>
