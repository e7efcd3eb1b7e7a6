<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AboutBox.qml" line="+66"/>
        <source>About Cardavia</source>
        <extracomment>Title of the About box (the header&apos;s Options panel opens it).</extracomment>
        <translation>Perihal Cardavia</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>Versi %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fair play: the AI decides from what its seat may see, never from hidden cards.</source>
        <extracomment>The promise of fair play in the About box.</extracomment>
        <translation>Permainan adil: AI membuat keputusan daripada apa yang boleh dilihat oleh tempat duduknya, tidak pernah daripada kad yang tersembunyi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cardavia is free software under the GNU General Public License, version 3 or any later version (%1).</source>
        <extracomment>%1 is the licence&apos;s short name, GPL-3.0-or-later (keep it as it is).</extracomment>
        <translation>Cardavia ialah perisian bebas di bawah GNU General Public License, versi 3 atau mana-mana versi kemudian (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Credits</source>
        <extracomment>A heading in the About box.</extracomment>
        <translation>Penghargaan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card art: every card face, card back, suit pip and game emblem was drawn for Cardavia by the project itself.</source>
        <translation>Seni kad: setiap muka kad, belakang kad, simbol sut dan lambang permainan dilukis untuk Cardavia oleh projek ini sendiri.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fonts: DejaVu Sans and DejaVu Serif (DejaVu Fonts License); Vazirmatn by Saber Rastikerdar for Arabic and Persian (SIL Open Font License 1.1).</source>
        <extracomment>Font names stay as they are.</extracomment>
        <translation>Fon: DejaVu Sans dan DejaVu Serif (Lesen Fon DejaVu); Vazirmatn oleh Saber Rastikerdar untuk bahasa Arab dan Parsi (SIL Open Font License 1.1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>ActionColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/ActionColumn.qml" line="+49"/>
        <source>Declare a marriage: lead one of its cards with a button below. A click on the card plays it without declaring.</source>
        <extracomment>Above one button per König or Ober that may lead a marriage now.</extracomment>
        <translation>Isytiharkan perkahwinan: buka dengan salah satu kadnya melalui butang di bawah. Klik pada kad itu memainkannya tanpa isytihar.</translation>
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
        <translation>Isytiharkan perkahwinan %1 (%2 mata) dengan membuka %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exchange trump Unter</source>
        <translation>Tukar Unter terup</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Close the stock</source>
        <translation>Tutup longgokan</translation>
    </message>
</context>
<context>
    <name>AiCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/AiCards.qml" line="+18"/>
        <source>The AI&apos;s cards</source>
        <translation>Kad AI</translation>
    </message>
</context>
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+72"/>
        <source>AI level:</source>
        <translation>Tahap AI:</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Biasa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Sukar</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Opponents:</source>
        <extracomment>Before the opponents&apos; level in the four-seat games (a partner row follows).</extracomment>
        <translation>Lawan:</translation>
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
        <translation>Apakah tahap-tahap ini</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner:</source>
        <extracomment>Before your AI partner&apos;s level in the four-seat games.</extracomment>
        <translation>Rakan:</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+434"/>
        <source>New match</source>
        <translation>Perlawanan baharu</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/controllers/app_messages.py" line="+48"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>Fail tetapan anda tidak dapat dibaca, jadi tetapan lalai digunakan. Fail lama disimpan sebagai %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>Fail tetapan anda tidak dapat dibaca, jadi tetapan lalai digunakan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file comes from a newer version of Cardavia, so the default settings are in use. The file was kept as %1.</source>
        <translation>Fail tetapan anda daripada versi Cardavia yang lebih baharu, jadi tetapan lalai digunakan. Fail itu disimpan sebagai %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your settings could not be read, so they are back to their defaults.</source>
        <translation>Sebahagian tetapan anda tidak dapat dibaca, jadi tetapan itu kembali kepada nilai lalai.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>Bahasa %1 tidak tersedia, jadi bahasa Inggeris dipaparkan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be read, so a new match has started. The damaged save was kept as %1.</source>
        <translation>Perlawanan yang disimpan tidak dapat dibaca, jadi perlawanan baharu telah dimulakan. Simpanan yang rosak disimpan sebagai %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be read, so a new match has started.</source>
        <translation>Perlawanan yang disimpan tidak dapat dibaca, jadi perlawanan baharu telah dimulakan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match comes from a newer version of Cardavia, so a new match has started. The save was kept as %1.</source>
        <translation>Perlawanan yang disimpan daripada versi Cardavia yang lebih baharu, jadi perlawanan baharu telah dimulakan. Simpanan itu disimpan sebagai %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your match could not be saved: %1</source>
        <translation>Perlawanan anda tidak dapat disimpan: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI player ran into a problem, so it made a simpler move instead. The match goes on.</source>
        <translation>Seorang pemain AI menghadapi masalah, jadi ia membuat langkah yang lebih mudah. Perlawanan diteruskan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong at this table. Go on playing if you can, or start a new match.</source>
        <translation>Sesuatu tidak kena di meja ini. Teruskan bermain jika boleh, atau mulakan perlawanan baharu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This table could not start its match. Try a new match.</source>
        <translation>Meja ini tidak dapat memulakan perlawanannya. Cuba perlawanan baharu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be saved: %1</source>
        <translation>Tetapan anda tidak dapat disimpan: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The details are in %1.</source>
        <translation>Butirannya ada dalam %1.</translation>
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
        <translation>Batal</translation>
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
        <translation>Pertaruhan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To call: %1 (all you have)</source>
        <extracomment>Facing a bet bigger than your chips: a call puts in all you have (this number).</extracomment>
        <translation>Untuk ikut: %1 (semua yang anda ada)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To call: %1</source>
        <extracomment>Chips the player must add to match the opponent&apos;s bet.</extracomment>
        <translation>Untuk ikut: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to call</source>
        <translation>Tiada apa untuk diikut</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Check</source>
        <translation>Semak</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Call %1 (all-in)</source>
        <extracomment>Call button when the call puts in all your chips (the number); the All-in button is then not shown.</extracomment>
        <translation>Ikut %1 (all-in)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call %1</source>
        <extracomment>Call button with the chips it puts in.</extracomment>
        <translation>Ikut %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fold</source>
        <translation>Tarik diri</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Raise to (%1–%2)</source>
        <extracomment>The range of totals the player may raise to this round (ante excluded).</extracomment>
        <translation>Naikkan ke (%1–%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet (%1–%2)</source>
        <extracomment>The range of totals the player may bet this round (ante excluded).</extracomment>
        <translation>Taruh (%1–%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+54"/>
        <source>Amount</source>
        <translation>Jumlah</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bet</source>
        <comment>no amount</comment>
        <extracomment>The Bet button while no amount can be bet (disabled).</extracomment>
        <translation>Taruh</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise to %1</source>
        <extracomment>Raise button: the round total typed or slid (ante excluded).</extracomment>
        <translation>Naikkan ke %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet %1</source>
        <extracomment>Bet button with the amount typed or slid.</extracomment>
        <translation>Taruh %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All-in (%1 more)</source>
        <extracomment>All chips in, on top of your bet so far; the number is the chips it adds from your stack.</extracomment>
        <translation>All-in (%1 lagi)</translation>
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
        <translation>Pilihan tangkapan</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Take:</source>
        <extracomment>Before the capture choices: pick which cards your card takes.</extracomment>
        <translation>Ambil:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Take %1</source>
        <extracomment>A capture choice, e.g. &quot;Take 3 of Spades, 4 of Hearts&quot;.</extracomment>
        <translation>Ambil %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancel</source>
        <extracomment>Put the selected card back and choose another.</extracomment>
        <translation>Batal</translation>
    </message>
</context>
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+93"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>%Ln kad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln scopa(s)</source>
        <extracomment>Under a capture pile: the scope (table sweeps) made this deal.</extracomment>
        <translation>
            <numerusform>%Ln scopa</numerusform>
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
        <translation>Si Pandir</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Papa I, the Juggler</source>
        <comment>minchiate trump</comment>
        <extracomment>Traditional name of a Minchiate trump (the Florentine pack): the five Papi, the virtues, the elements, the twelve signs, the Star, Moon, Sun, World and Trumpets (docs/cards.md).</extracomment>
        <translation>Papa I, Ahli Silap Mata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa II, the Grand Duke</source>
        <comment>minchiate trump</comment>
        <translation>Papa II, Adipati Besar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa III, the Western Emperor</source>
        <comment>minchiate trump</comment>
        <translation>Papa III, Maharaja Barat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa IV, the Eastern Emperor</source>
        <comment>minchiate trump</comment>
        <translation>Papa IV, Maharaja Timur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa V, Love</source>
        <comment>minchiate trump</comment>
        <translation>Papa V, Cinta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>minchiate trump</comment>
        <translation>Kesederhanaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortitude</source>
        <comment>minchiate trump</comment>
        <translation>Ketabahan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>minchiate trump</comment>
        <translation>Keadilan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>minchiate trump</comment>
        <translation>Roda Nasib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>minchiate trump</comment>
        <translation>Kereta Kuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <comment>minchiate trump</comment>
        <translation>Masa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>minchiate trump</comment>
        <translation>Orang Tergantung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>minchiate trump</comment>
        <translation>Kematian</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>minchiate trump</comment>
        <translation>Syaitan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The House of the Devil</source>
        <comment>minchiate trump</comment>
        <translation>Rumah Syaitan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hope</source>
        <comment>minchiate trump</comment>
        <translation>Harapan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prudence</source>
        <comment>minchiate trump</comment>
        <translation>Kebijaksanaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faith</source>
        <comment>minchiate trump</comment>
        <translation>Iman</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charity</source>
        <comment>minchiate trump</comment>
        <translation>Amal Kasih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire</source>
        <comment>minchiate trump</comment>
        <translation>Api</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Water</source>
        <comment>minchiate trump</comment>
        <translation>Air</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earth</source>
        <comment>minchiate trump</comment>
        <translation>Tanah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air</source>
        <comment>minchiate trump</comment>
        <translation>Udara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libra</source>
        <comment>minchiate trump</comment>
        <translation>Libra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virgo</source>
        <comment>minchiate trump</comment>
        <translation>Virgo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorpio</source>
        <comment>minchiate trump</comment>
        <translation>Skorpio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aries</source>
        <comment>minchiate trump</comment>
        <translation>Aries</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capricorn</source>
        <comment>minchiate trump</comment>
        <translation>Kaprikorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sagittarius</source>
        <comment>minchiate trump</comment>
        <translation>Sagitarius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancer</source>
        <comment>minchiate trump</comment>
        <translation>Kanser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pisces</source>
        <comment>minchiate trump</comment>
        <translation>Pisces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aquarius</source>
        <comment>minchiate trump</comment>
        <translation>Akuarius</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo</source>
        <comment>minchiate trump</comment>
        <translation>Leo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taurus</source>
        <comment>minchiate trump</comment>
        <translation>Taurus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gemini</source>
        <comment>minchiate trump</comment>
        <translation>Gemini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star</source>
        <comment>minchiate trump</comment>
        <translation>Bintang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>minchiate trump</comment>
        <translation>Bulan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>minchiate trump</comment>
        <translation>Matahari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>minchiate trump</comment>
        <translation>Dunia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Trumpets</source>
        <comment>minchiate trump</comment>
        <translation>Sangkakala</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bagatto</source>
        <comment>tarocco piemontese trump</comment>
        <extracomment>Traditional name of a Tarocco Piemontese trump (the Piedicavallo pack), il Bagatto … il Mondo (docs/cards.md).</extracomment>
        <translation>Ahli Silap Mata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Popess</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Paus Wanita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Empress</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Maharani</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Maharaja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pope</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Paus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lovers</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Pasangan Kekasih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Kereta Kuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Keadilan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hermit</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Pertapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Roda Nasib</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Kekuatan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Orang Tergantung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Kematian</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Kesederhanaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Syaitan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tower</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Menara</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Stars</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Bintang-bintang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Bulan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Matahari</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Angel</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Malaikat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>tarocco piemontese trump</comment>
        <translation>Dunia</translation>
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
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Q</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Queen (Italian: D for Donna) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kn</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Knight (Italian: C for Cavallo) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>Kn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>J</source>
        <comment>tarot pack index</comment>
        <extracomment>Corner index of the Jack (Italian: F for Fante) on the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate).</extracomment>
        <translation>J</translation>
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
        <translation>Terup %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daus of Herz</source>
        <comment>german pack</comment>
        <extracomment>A card of the German-suited pack (Schnapsen): each language words the whole name in one scheme (Latin-script languages keep the pack&apos;s German words Daus, Zehner, König, Ober, Unter; Arabic and Persian write every name in their own script, docs/i18n.md).</extracomment>
        <translation>Daus Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Herz</source>
        <comment>german pack</comment>
        <translation>König Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Herz</source>
        <comment>german pack</comment>
        <translation>Ober Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Herz</source>
        <comment>german pack</comment>
        <translation>Unter Herz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Schelln</source>
        <comment>german pack</comment>
        <translation>Daus Schelln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Schelln</source>
        <comment>german pack</comment>
        <translation>König Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Schelln</source>
        <comment>german pack</comment>
        <translation>Ober Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Schelln</source>
        <comment>german pack</comment>
        <translation>Unter Schelln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Eichel</source>
        <comment>german pack</comment>
        <translation>Daus Eichel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Eichel</source>
        <comment>german pack</comment>
        <translation>König Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Eichel</source>
        <comment>german pack</comment>
        <translation>Ober Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Eichel</source>
        <comment>german pack</comment>
        <translation>Unter Eichel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Laub</source>
        <comment>german pack</comment>
        <translation>Daus Laub</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Zehner of Herz</source>
        <comment>german pack</comment>
        <translation>Zehner Herz</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Schelln</source>
        <comment>german pack</comment>
        <translation>Zehner Schelln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Eichel</source>
        <comment>german pack</comment>
        <translation>Zehner Eichel</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Laub</source>
        <comment>german pack</comment>
        <translation>Zehner Laub</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König of Laub</source>
        <comment>german pack</comment>
        <translation>König Laub</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Laub</source>
        <comment>german pack</comment>
        <translation>Ober Laub</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Laub</source>
        <comment>german pack</comment>
        <translation>Unter Laub</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Hearts</source>
        <comment>french pack</comment>
        <extracomment>A card of the French-suited pack (Scopa, Lock &amp; Bet): each language words the whole name.</extracomment>
        <translation>Sat Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Hearts</source>
        <comment>french pack</comment>
        <translation>2 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Hearts</source>
        <comment>french pack</comment>
        <translation>3 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Hearts</source>
        <comment>french pack</comment>
        <translation>4 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Hearts</source>
        <comment>french pack</comment>
        <translation>5 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Hearts</source>
        <comment>french pack</comment>
        <translation>6 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Hearts</source>
        <comment>french pack</comment>
        <translation>7 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Hearts</source>
        <comment>french pack</comment>
        <translation>8 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Hearts</source>
        <comment>french pack</comment>
        <translation>9 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Hearts</source>
        <comment>french pack</comment>
        <translation>10 Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Hearts</source>
        <comment>french pack</comment>
        <translation>Pekak Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <comment>french pack</comment>
        <translation>Ratu Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Hearts</source>
        <comment>french pack</comment>
        <translation>Raja Lekuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Diamonds</source>
        <comment>french pack</comment>
        <translation>Sat Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Diamonds</source>
        <comment>french pack</comment>
        <translation>2 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Diamonds</source>
        <comment>french pack</comment>
        <translation>3 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Diamonds</source>
        <comment>french pack</comment>
        <translation>4 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Diamonds</source>
        <comment>french pack</comment>
        <translation>5 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Diamonds</source>
        <comment>french pack</comment>
        <translation>6 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Diamonds</source>
        <comment>french pack</comment>
        <translation>7 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Diamonds</source>
        <comment>french pack</comment>
        <translation>8 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Diamonds</source>
        <comment>french pack</comment>
        <translation>9 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Diamonds</source>
        <comment>french pack</comment>
        <translation>10 Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <comment>french pack</comment>
        <translation>Pekak Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Diamonds</source>
        <comment>french pack</comment>
        <translation>Ratu Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Diamonds</source>
        <comment>french pack</comment>
        <translation>Raja Wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Clubs</source>
        <comment>french pack</comment>
        <translation>Sat Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Clubs</source>
        <comment>french pack</comment>
        <translation>2 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Clubs</source>
        <comment>french pack</comment>
        <translation>3 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Clubs</source>
        <comment>french pack</comment>
        <translation>4 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Clubs</source>
        <comment>french pack</comment>
        <translation>5 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Clubs</source>
        <comment>french pack</comment>
        <translation>6 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Clubs</source>
        <comment>french pack</comment>
        <translation>7 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Clubs</source>
        <comment>french pack</comment>
        <translation>8 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Clubs</source>
        <comment>french pack</comment>
        <translation>9 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Clubs</source>
        <comment>french pack</comment>
        <translation>10 Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Clubs</source>
        <comment>french pack</comment>
        <translation>Pekak Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Clubs</source>
        <comment>french pack</comment>
        <translation>Ratu Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Clubs</source>
        <comment>french pack</comment>
        <translation>Raja Kelawar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Spades</source>
        <comment>french pack</comment>
        <translation>Sat Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Spades</source>
        <comment>french pack</comment>
        <translation>2 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Spades</source>
        <comment>french pack</comment>
        <translation>3 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Spades</source>
        <comment>french pack</comment>
        <translation>4 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Spades</source>
        <comment>french pack</comment>
        <translation>5 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Spades</source>
        <comment>french pack</comment>
        <translation>6 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Spades</source>
        <comment>french pack</comment>
        <translation>7 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Spades</source>
        <comment>french pack</comment>
        <translation>8 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Spades</source>
        <comment>french pack</comment>
        <translation>9 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Spades</source>
        <comment>french pack</comment>
        <translation>10 Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Spades</source>
        <comment>french pack</comment>
        <translation>Pekak Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades</source>
        <comment>french pack</comment>
        <translation>Ratu Sped</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Spades</source>
        <comment>french pack</comment>
        <translation>Raja Sped</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Swords</source>
        <comment>tarot pack</comment>
        <extracomment>A card of the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate): each language words the whole name.</extracomment>
        <translation>Sat Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Swords</source>
        <comment>tarot pack</comment>
        <translation>2 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Swords</source>
        <comment>tarot pack</comment>
        <translation>3 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Swords</source>
        <comment>tarot pack</comment>
        <translation>4 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Swords</source>
        <comment>tarot pack</comment>
        <translation>5 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Swords</source>
        <comment>tarot pack</comment>
        <translation>6 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Swords</source>
        <comment>tarot pack</comment>
        <translation>7 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Swords</source>
        <comment>tarot pack</comment>
        <translation>8 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Swords</source>
        <comment>tarot pack</comment>
        <translation>9 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Swords</source>
        <comment>tarot pack</comment>
        <translation>10 Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Swords</source>
        <comment>tarot pack</comment>
        <translation>Pekak Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Swords</source>
        <comment>tarot pack</comment>
        <translation>Kesatria Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Swords</source>
        <comment>tarot pack</comment>
        <translation>Ratu Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Swords</source>
        <comment>tarot pack</comment>
        <translation>Raja Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Batons</source>
        <comment>tarot pack</comment>
        <translation>Sat Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Batons</source>
        <comment>tarot pack</comment>
        <translation>2 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Batons</source>
        <comment>tarot pack</comment>
        <translation>3 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Batons</source>
        <comment>tarot pack</comment>
        <translation>4 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Batons</source>
        <comment>tarot pack</comment>
        <translation>5 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Batons</source>
        <comment>tarot pack</comment>
        <translation>6 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Batons</source>
        <comment>tarot pack</comment>
        <translation>7 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Batons</source>
        <comment>tarot pack</comment>
        <translation>8 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Batons</source>
        <comment>tarot pack</comment>
        <translation>9 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Batons</source>
        <comment>tarot pack</comment>
        <translation>10 Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Batons</source>
        <comment>tarot pack</comment>
        <translation>Pekak Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Batons</source>
        <comment>tarot pack</comment>
        <translation>Kesatria Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Batons</source>
        <comment>tarot pack</comment>
        <translation>Ratu Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Batons</source>
        <comment>tarot pack</comment>
        <translation>Raja Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Cups</source>
        <comment>tarot pack</comment>
        <translation>Sat Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Cups</source>
        <comment>tarot pack</comment>
        <translation>2 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Cups</source>
        <comment>tarot pack</comment>
        <translation>3 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Cups</source>
        <comment>tarot pack</comment>
        <translation>4 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Cups</source>
        <comment>tarot pack</comment>
        <translation>5 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Cups</source>
        <comment>tarot pack</comment>
        <translation>6 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Cups</source>
        <comment>tarot pack</comment>
        <translation>7 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Cups</source>
        <comment>tarot pack</comment>
        <translation>8 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Cups</source>
        <comment>tarot pack</comment>
        <translation>9 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Cups</source>
        <comment>tarot pack</comment>
        <translation>10 Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Cups</source>
        <comment>tarot pack</comment>
        <translation>Pekak Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Cups</source>
        <comment>tarot pack</comment>
        <translation>Kesatria Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Cups</source>
        <comment>tarot pack</comment>
        <translation>Ratu Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Cups</source>
        <comment>tarot pack</comment>
        <translation>Raja Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Coins</source>
        <comment>tarot pack</comment>
        <translation>Sat Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Coins</source>
        <comment>tarot pack</comment>
        <translation>2 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Coins</source>
        <comment>tarot pack</comment>
        <translation>3 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Coins</source>
        <comment>tarot pack</comment>
        <translation>4 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Coins</source>
        <comment>tarot pack</comment>
        <translation>5 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Coins</source>
        <comment>tarot pack</comment>
        <translation>6 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Coins</source>
        <comment>tarot pack</comment>
        <translation>7 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Coins</source>
        <comment>tarot pack</comment>
        <translation>8 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Coins</source>
        <comment>tarot pack</comment>
        <translation>9 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Coins</source>
        <comment>tarot pack</comment>
        <translation>10 Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Coins</source>
        <comment>tarot pack</comment>
        <translation>Pekak Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Coins</source>
        <comment>tarot pack</comment>
        <translation>Kesatria Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Coins</source>
        <comment>tarot pack</comment>
        <translation>Ratu Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Coins</source>
        <comment>tarot pack</comment>
        <translation>Raja Syiling</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardView.qml" line="+88"/>
        <source>Face-down card</source>
        <translation>Kad tertiarap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>tidak boleh dimainkan sekarang</translation>
    </message>
</context>
<context>
    <name>ConfirmNewMatch</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/ConfirmNewMatch.qml" line="+54"/>
        <source>Start a new match?</source>
        <translation>Mulakan perlawanan baharu?</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match under way will be given up.</source>
        <translation>Perlawanan yang sedang berlangsung akan ditinggalkan.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It will count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>In the New match confirmation: the match given up (you used take-back or hint in it) is counted apart.</extracomment>
        <translation>Ia akan dikira dalam statistik anda sebagai perlawanan dengan batal langkah atau petunjuk yang anda tidak menangi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will count as a lost match in your statistics.</source>
        <extracomment>In the New match confirmation: the match given up is counted in the statistics.</extracomment>
        <translation>Ia akan dikira sebagai perlawanan kalah dalam statistik anda.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep playing</source>
        <translation>Teruskan bermain</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>Perlawanan baharu</translation>
    </message>
</context>
<context>
    <name>DealReplayRow</name>
    <message>
        <location filename="../cardavia_desktop/views/common/DealReplayRow.qml" line="+56"/>
        <source>Replay these cards</source>
        <extracomment>On a deal sheet: play the same deal again from its first card (it does not count).</extracomment>
        <translation>Main semula kad ini</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How would Hard have done?</source>
        <extracomment>On a deal sheet: the strongest AI plays the same deal in your seat.</extracomment>
        <translation>Bagaimana jika tahap Sukar yang bermain?</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A replay: it does not count in your record.</source>
        <extracomment>On the sheet of a replayed deal.</extracomment>
        <translation>Main semula: tidak dikira dalam rekod anda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing this deal in your seat…</source>
        <extracomment>While the hard level plays the finished deal in your seat.</extracomment>
        <translation>Tahap Sukar sedang bermain pusingan ini di tempat anda…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard could not play this deal.</source>
        <translation>Tahap Sukar tidak dapat bermain pusingan ini.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: %1 against %2. Hard in your seat: %3 against %4 (not counted).</source>
        <extracomment>%1 and %2 your side&apos;s and the other side&apos;s result of the deal (two results, not a range) (points, game points, resti or chips); %3–%4 the same with Hard in your seat.</extracomment>
        <translation>Anda: %1 lawan %2. Sukar di tempat anda: %3 lawan %4 (tidak dikira).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A lesson&apos;s deal: it does not count. Press Next in the lesson to go on.</source>
        <extracomment>On the sheet of a lesson&apos;s deal: the lesson&apos;s own Next button (beside the table) goes on.</extracomment>
        <translation>Pusingan pelajaran: ia tidak dikira. Tekan Seterusnya dalam pelajaran untuk meneruskan.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A watched deal: Hard played your seat. It does not count; your match waits as you left it.</source>
        <extracomment>On the sheet of a watched deal (Watch): it ends there and nothing of it counts.</extracomment>
        <translation>Pusingan yang ditonton: Sukar bermain di tempat anda. Ia tidak dikira; perlawanan anda menunggu seperti anda tinggalkan.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Watch another deal</source>
        <extracomment>On the sheet of a watched deal: watch a fresh deal played by the AI.</extracomment>
        <translation>Tonton pusingan lain</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Back to your match</source>
        <extracomment>On the sheet of a replayed deal: back to the real match.</extracomment>
        <translation>Kembali ke perlawanan anda</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+37"/>
        <source>To go: you %1, the AI %2.</source>
        <extracomment>Spoken when a deal ends: game points each player still needs, e.g. &quot;To go: you 5, the AI 7.&quot;</extracomment>
        <translation>Baki: anda %1, AI %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You reached 66 points with a trick.</source>
        <translation>Anda mencapai 66 mata dengan satu trik.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>AI mencapai 66 mata dengan satu trik.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>Anda mencapai 66 mata dengan mengisytiharkan perkahwinan.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>AI mencapai 66 mata dengan mengisytiharkan perkahwinan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>Anda menutup longgokan dan mencapai 66 mata.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>AI menutup longgokan dan mencapai 66 mata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>AI menutup longgokan tetapi tidak mencapai 66 mata: pihak yang menutup kalah.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>Anda menutup longgokan tetapi tidak mencapai 66 mata: pihak yang menutup kalah.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>AI menutup longgokan, tetapi anda mencapai 66 mata dahulu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>Anda menutup longgokan, tetapi AI mencapai 66 mata dahulu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>Tiada sesiapa mencapai 66 mata; anda memenangi trik terakhir.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>Tiada sesiapa mencapai 66 mata; AI memenangi trik terakhir.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 reached 66 points with a trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 mencapai 66 mata dengan satu trik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reached 66 points by declaring a marriage.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 mencapai 66 mata dengan mengisytiharkan perkahwinan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock and reached 66 points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 menutup longgokan dan mencapai 66 mata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock but did not reach 66 points: the closer loses.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 menutup longgokan tetapi tidak mencapai 66 mata: pihak yang menutup kalah.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI closed the stock, but %1 reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>AI menutup longgokan, tetapi %1 mencapai 66 mata dahulu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 closed the stock, but the AI reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 menutup longgokan, tetapi AI mencapai 66 mata dahulu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody reached 66 points; %1 won the last trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Tiada sesiapa mencapai 66 mata; %1 memenangi trik terakhir.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The AI took no trick, so you score 3 game points.</source>
        <translation>AI tidak memenangi sebarang trik, jadi anda mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took no trick, so the AI scores 3 game points.</source>
        <translation>Anda tidak memenangi sebarang trik, jadi AI mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI had fewer than 33 points, so you score 2 game points.</source>
        <translation>AI mempunyai kurang daripada 33 mata, jadi anda mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had fewer than 33 points, so the AI scores 2 game points.</source>
        <translation>Anda mempunyai kurang daripada 33 mata, jadi AI mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI had at least 33 points, so you score 1 game point.</source>
        <translation>AI mempunyai sekurang-kurangnya 33 mata, jadi anda mendapat 1 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had at least 33 points, so the AI scores 1 game point.</source>
        <translation>Anda mempunyai sekurang-kurangnya 33 mata, jadi AI mendapat 1 mata permainan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you closed, the AI had no trick: 3 game points.</source>
        <translation>Ketika anda menutup, AI belum memenangi trik: 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the AI closed, you had no trick: 3 game points.</source>
        <translation>Ketika AI menutup, anda belum memenangi trik: 3 mata permainan.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>Ketika anda menutup, AI mempunyai %Ln mata (kurang daripada 33): 2 mata permainan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>Ketika AI menutup, anda mempunyai %Ln mata (kurang daripada 33): 2 mata permainan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When you closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>Ketika anda menutup, AI sudah mempunyai %Ln mata (33 atau lebih): 1 mata permainan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>Ketika AI menutup, anda sudah mempunyai %Ln mata (33 atau lebih): 1 mata permainan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You had no trick when the stock was closed, so you score 3 game points.</source>
        <translation>Anda belum memenangi trik ketika longgokan ditutup, jadi anda mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>AI belum memenangi trik ketika longgokan ditutup, jadi AI mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>Pihak yang menutup kalah, jadi anda mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+61"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>Pihak yang menutup kalah, jadi AI mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>Trik terakhir bernilai 1 mata permainan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>Trik terakhir memberi AI 1 mata permainan.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The AI took no trick, so %1 scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>AI tidak memenangi sebarang trik, jadi %1 mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took no trick, so the AI scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 tidak memenangi sebarang trik, jadi AI mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI had fewer than 33 points, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>AI mempunyai kurang daripada 33 mata, jadi %1 mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had fewer than 33 points, so the AI scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 mempunyai kurang daripada 33 mata, jadi AI mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI had at least 33 points, so %1 scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>AI mempunyai sekurang-kurangnya 33 mata, jadi %1 mendapat 1 mata permainan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had at least 33 points, so the AI scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 mempunyai sekurang-kurangnya 33 mata, jadi AI mendapat 1 mata permainan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When %1 closed, the AI had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Ketika %1 menutup, AI tiada sebarang trik: 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the AI closed, %1 had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Ketika AI menutup, %1 tiada sebarang trik: 3 mata permainan.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>Ketika %1 menutup, AI mempunyai %Ln mata (kurang daripada 33): 2 mata permainan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>Ketika AI menutup, %1 mempunyai %Ln mata (kurang daripada 33): 2 mata permainan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>Ketika %1 menutup, AI sudah mempunyai %Ln mata (33 atau lebih): 1 mata permainan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>Ketika AI menutup, %1 sudah mempunyai %Ln mata (33 atau lebih): 1 mata permainan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no trick when the stock was closed, so it scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 tiada sebarang trik ketika longgokan ditutup, jadi ia mendapat 3 mata permainan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The closer lost, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Pihak yang menutup kalah, jadi %1 mendapat 2 mata permainan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 1 game point to %1.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>Trik terakhir memberi %1 1 mata permainan.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You win the match!</source>
        <translation>Anda memenangi perlawanan!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>AI memenangi perlawanan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>Anda memenangi pusingan ini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the deal</source>
        <translation>AI memenangi pusingan ini</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game points for %1: +%2</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;. Watch: game points won by your seat, %1 &quot;Hard (your seat)&quot;, e.g. &quot;Game points for Hard (your seat): +2&quot;.</extracomment>
        <translation>Mata permainan untuk %1: +%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>Mata permainan untuk anda: +%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>Mata permainan untuk AI: +%1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points</source>
        <translation>Mata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>Trik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go</source>
        <extracomment>Match count column: game points still needed, counting down from 7.</extracomment>
        <translation>Berbaki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>New match</source>
        <translation>Perlawanan baharu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Pusingan seterusnya</translation>
    </message>
</context>
<context>
    <name>DealTools</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/DealTools.qml" line="+34"/>
        <source>Lesson deal</source>
        <extracomment>The deal at the table is a lesson&apos;s (its fixed cards: no number to replay, and not a deal of your match).</extracomment>
        <translation>Pusingan pelajaran</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal #%1 · deal %2 of this match</source>
        <extracomment>The deal at the table: %1 the deal number (the match&apos;s, to replay it with Play deal #), %2 which deal of this match it is (2, 3…), worded as the score sheet&apos;s &quot;Deal %1 of this match&quot; so that the two numbers cannot be read as one.</extracomment>
        <translation>Pusingan #%1 · pusingan ke-%2 perlawanan ini</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal #%1</source>
        <extracomment>The deal at the table: its number (type it in Play deal to get the same cards).</extracomment>
        <translation>Pusingan #%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match saved as %1</source>
        <extracomment>After an export; %1 is the file written.</extracomment>
        <translation>Perlawanan disimpan sebagai %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match opened (counted apart from your record).</source>
        <translation>Perlawanan dibuka (dikira berasingan daripada rekod anda).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay · %1</source>
        <extracomment>The deal at the table is a replay (it does not count).</extracomment>
        <translation>Main semula · %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Opens a box to type the number of a deal to play.</extracomment>
        <translation>Main pusingan #…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export…</source>
        <extracomment>Saves the match as a small file (for sharing or a bug report).</extracomment>
        <translation>Eksport…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open…</source>
        <extracomment>Opens a match file exported before.</extracomment>
        <translation>Buka…</translation>
    </message>
</context>
<context>
    <name>DeclarePanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/DeclarePanel.qml" line="+46"/>
        <source>Declare your combinations: each scores its value now and shows its cards to all.</source>
        <translation>Isytiharkan kombinasi anda: setiap satu terus dikira mengikut nilainya dan kadnya ditunjukkan kepada semua.</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%1: %2 + %3 Matto bonus = %Ln point(s)</source>
        <extracomment>A combination: its name, card value + Matto bonus = points.</extracomment>
        <translation>
            <numerusform>%1: %2 + %3 bonus Matto = %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %Ln point(s)</source>
        <translation>
            <numerusform>%1: %Ln mata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Declare</source>
        <translation>Isytihar</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Declare no more</source>
        <translation>Berhenti mengisytihar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>Selesai</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/EndSheet.qml" line="+21"/>
        <source>Card points in the pile</source>
        <translation>Mata kad dalam trik yang dimenangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combinations in the pile</source>
        <translation>Kombinasi dalam trik yang dimenangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards beyond 42</source>
        <translation>Kad melebihi 42</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>Trik terakhir</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win!</source>
        <translation>Anda dan rakan anda menang!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>Pihak lawan menang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: no net resti.</source>
        <translation>Seri: tiada resti bersih.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards beyond 42 (%1 / %2 cards)</source>
        <extracomment>%1 and %2: how many cards each team took.</extracomment>
        <translation>Kad melebihi 42 (%1 / %2 kad)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End score</source>
        <translation>Skor akhir</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %2, %Ln point(s)</source>
        <translation>
            <numerusform>%1: %2, %Ln mata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Difference left from play %1, plus %2 − %3 at the end: %4.</source>
        <extracomment>The lump calculation: difference left from play, plus the end scores, gives the final difference.</extracomment>
        <translation>Baki perbezaan daripada permainan %1, ditambah %2 − %3 pada akhir: %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A difference of 0 adds no resto.</source>
        <translation>Perbezaan 0 tidak memberi sebarang resto.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rounded up in units of 60: %Ln resto(i) to %1.</source>
        <translation>
            <numerusform>Dibundarkan ke atas dalam unit 60: %Ln resto kepada %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resti: %1 %2, %3 %4. Net: %5.</source>
        <translation>Resti: %1 %2, %3 %4. Bersih: %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tie</source>
        <translation>seri</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln resto(i) to %1</source>
        <translation>
            <numerusform>%Ln resto kepada %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>New deal</source>
        <translation>Pusingan baharu</translation>
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
        <translation>Trik %1, dimenangi oleh anda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1, taken by %2</source>
        <extracomment>Title of the last trick panel: its number (%1) and who took it (%2).</extracomment>
        <translation>Trik %1, dimenangi oleh %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click, or press Esc, to close</source>
        <extracomment>Under the last trick panel of the four-player games: how to close it.</extracomment>
        <translation>Klik, atau tekan Esc, untuk menutup</translation>
    </message>
</context>
<context>
    <name>FourSeatTable</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatTable.qml" line="+230"/>
        <source>Click, or press Space or Enter, for the deal&apos;s result</source>
        <extracomment>Under the deal&apos;s last trick in the four-player games, before the deal&apos;s sheet.</extracomment>
        <translation>Klik, atau tekan Space atau Enter, untuk keputusan pusingan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click, or press Space or Enter, for the next trick</source>
        <extracomment>Under a finished trick in the four-player games, while it waits for the player.</extracomment>
        <translation>Klik, atau tekan Space atau Enter, untuk trik seterusnya</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GamePage.qml" line="+139"/>
        <source>All games</source>
        <translation>Semua permainan</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full rules</source>
        <translation>Peraturan penuh</translation>
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
        <translation>Pintasan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan kekunci</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>This table could not be opened.</source>
        <translation>Meja ini tidak dapat dibuka.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+174"/>
        <source>Your record: %1 won of %2; %3 more with a hint or take-back</source>
        <extracomment>On a lobby tile: %1 matches won of %2 played, and %3 more played with a hint or a take-back (counted apart).</extracomment>
        <translation>Rekod anda: %1 menang daripada %2; %3 dengan bantuan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your record: %1 won of %2</source>
        <extracomment>On a lobby tile: your record in this game, %1 matches won of %2 played.</extracomment>
        <translation>Rekod anda: %1 menang daripada %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Match under way: us %1, them %2</source>
        <extracomment>On a lobby tile of a partnership game: a saved match goes on; %1 your team&apos;s score (&quot;us&quot;), %2 the opponents&apos; (&quot;them&quot;). Keep it short: one line on a small tile.</extracomment>
        <translation>Perlawanan sedang berjalan: kita %1, mereka %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match under way: you %1, AI %2</source>
        <extracomment>On a lobby tile: a saved match goes on; %1 your score, %2 the AI&apos;s.</extracomment>
        <translation>Perlawanan sedang berjalan: anda %1, AI %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <extracomment>On a lobby tile whose game has a match under way: opening it goes on with it.</extracomment>
        <translation>Sambung</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>✓ Learned</source>
        <extracomment>On a lobby tile: this game&apos;s guided lesson was played to its end.</extracomment>
        <translation>✓ Sudah dipelajari</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>On a lobby tile: the game&apos;s guided lesson was begun and left at step %1 of %2 (the steps you read or play); it goes on there.</extracomment>
        <translation>Teruskan pelajaran · langkah %1 daripada %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>On a lobby tile: open the game with its guided lesson on the table.</extracomment>
        <translation>Belajar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>Satu pusingan berpandu yang mengajar permainan ini, satu peraturan demi satu; perlawanan anda menunggu dan tiada yang dikira.</translation>
    </message>
</context>
<context>
    <name>GroupedHand</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/GroupedHand.qml" line="+76"/>
        <source>Your hand</source>
        <extracomment>Accessible name of the player&apos;s hand of cards.</extracomment>
        <translation>Kad di tangan anda</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>This card cannot be played now.</source>
        <translation>Kad ini tidak boleh dimainkan sekarang.</translation>
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
        <translation>Kad di tangan anda</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>This card cannot be played now.</source>
        <translation>Kad ini tidak boleh dimainkan sekarang.</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+59"/>
        <source>Language:</source>
        <translation>Bahasa:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Contrast</source>
        <translation>Kontras</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grain</source>
        <translation>Butiran</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Color temperature</source>
        <translation>Suhu warna</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filters are unavailable with this renderer.</source>
        <translation>Penapis tidak tersedia dengan pemapar ini.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Muted</source>
        <extracomment>Header button shown while sound cues are off; a click turns them on.</extracomment>
        <translation>Senyap</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off. Turn the sound on (Ctrl+M)</source>
        <extracomment>Accessible name of the header&apos;s muted button.</extracomment>
        <translation>Bunyi dimatikan. Hidupkan bunyi (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options</source>
        <extracomment>Header button opening animation-speed, reduced-motion and four-colour options.</extracomment>
        <translation>Pilihan</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/HintPanel.qml" line="+89"/>
        <source>as good as move %1</source>
        <extracomment>A hinted move worth the same as the move numbered %1 (the search sees no difference).</extracomment>
        <translation>sama baik dengan langkah %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hard would play</source>
        <translation>Pilihan tahap Sukar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the hint is being worked out.</extracomment>
        <translation>Sedang berfikir…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>Tutup</translation>
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
        <translation>Trik Tinggi</translation>
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
            <numerusform>%Ln pemain</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>Anda lawan AI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to 5 points</source>
        <extracomment>Format line, last part: the match ends when a player has this many points (and leads).</extracomment>
        <translation>Pertama mencapai 5 mata</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take tricks: each one is a point.</source>
        <translation>Menangi trik: setiap satu ialah satu mata.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tricks of a deal are added to the match score. The match ends after a deal once a player has five points or more and more than the other.</source>
        <translation>Trik setiap pusingan ditambah kepada skor perlawanan. Perlawanan tamat selepas satu pusingan apabila seorang pemain mempunyai lima mata atau lebih dan lebih daripada yang lain.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Three cards each: follow suit, and the highest card of the suit led takes the trick. Each trick is a point; first to five wins.</source>
        <translation>Tiga kad seorang: ikut sut, dan kad tertinggi sut yang dimainkan dahulu memenangi trik. Setiap trik satu mata; yang pertama mencapai lima menang.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Twelve cards: Spades and Hearts from 2 to 7. Each deal, the dealer gives three cards to each player; the other six stay out of play. The deal passes to the other player.</source>
        <translation>Dua belas kad: Sped dan Lekuk dari 2 hingga 7. Setiap pusingan, pembahagi memberi tiga kad kepada setiap pemain; enam yang lain tidak dimainkan. Giliran membahagi bertukar kepada pemain lain.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player who did not deal leads the first trick; the winner of a trick leads the next.</source>
        <translation>Pemain yang tidak membahagi memulakan trik pertama; pemenang sesuatu trik memulakan yang berikutnya.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow the suit led if you can. The higher card of the suit led takes the trick.</source>
        <translation>Anda mesti mengikut sut yang dimainkan jika boleh. Kad yang lebih tinggi daripada sut itu memenangi trik.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <source>Chips</source>
        <extracomment>Format line, last part: the match is played for virtual chips.</extracomment>
        <translation>Cip</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of your two cards and stake it face down. The higher rank wins, except that a 2 beats an Ace. Public UP/DOWN signals, and the card you keep plays on in the next deal.</source>
        <extracomment>UP and DOWN are the public signals (high cards 8 to A, low cards 2 to 7).</extracomment>
        <translation>Pilih satu daripada dua kad anda dan pertaruhkannya secara tertiarap. Pangkat lebih tinggi menang, kecuali 2 mengalahkan Sat. Isyarat awam TINGGI/RENDAH, dan kad yang anda simpan terus dimainkan dalam pusingan seterusnya.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match under way: you %1, AI %2 chips at the start of this deal</source>
        <extracomment>On the Lock &amp; Bet lobby tile: a saved match goes on; %1 your chips, %2 the AI&apos;s, both counted at the start of the deal being played (bets made since are not in them).</extracomment>
        <translation>Perlawanan sedang berjalan: anda %1, AI %2 cip pada awal pusingan ini</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the pot, either by betting until the other player folds or by having the stronger locked card when both are shown.</source>
        <translation>Menangi pot, sama ada dengan bertaruh sehingga pemain lain menarik diri atau dengan kad terkunci yang lebih kuat apabila kedua-duanya ditunjukkan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player starts with 20 virtual chips. The match ends when a player has no chips left: that player loses.</source>
        <translation>Setiap pemain bermula dengan 20 cip maya. Perlawanan tamat apabila seorang pemain kehabisan cip: pemain itu kalah.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two French decks are shuffled together into a shoe of 104 cards, without jokers. Each rank appears eight times; suits do not matter.</source>
        <translation>Dua dek Perancis dikocok bersama menjadi kotak kad 104 keping, tanpa joker. Setiap pangkat muncul lapan kali; sut tidak penting.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets two cards, and every deal each player pays an ante of 1 chip into the pot. A player with only 1 chip left antes it and is all-in.</source>
        <translation>Setiap pemain mendapat dua kad, dan dalam setiap pusingan setiap pemain membayar ante 1 cip ke dalam pot. Pemain yang tinggal 1 cip membayarnya sebagai ante dan menjadi all-in.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the first player in the first deal: you lock first, bet first and draw first. After that, whoever won the last pot starts the next deal (also when the other player folded). After a split pot, the other player starts.</source>
        <translation>Anda pemain pertama dalam pusingan pertama: anda mengunci dahulu, bertaruh dahulu dan mencabut dahulu. Selepas itu, pemenang pot terakhir memulakan pusingan seterusnya (juga jika pemain lain menarik diri). Selepas pot dibahagi, pemain yang satu lagi bermula.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only groups are public: 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. For each player the table shows how many of their two cards are UP and how many are DOWN — never which card is which. Locking a card does not change the signal, so it never shows the locked card&apos;s group.</source>
        <translation>Hanya kumpulan yang diketahui umum: 8, 9, 10, J, Q, K dan A ialah TINGGI; 2 hingga 7 ialah RENDAH. Bagi setiap pemain, meja menunjukkan berapa daripada dua kadnya TINGGI dan berapa RENDAH — tetapi tidak pernah menunjukkan kad yang mana satu. Mengunci kad tidak mengubah isyarat, jadi kumpulan kad terkunci tidak pernah terdedah.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On your turn, choose one of your two cards and confirm to lock it face down. The first player locks, then the second, without seeing the other&apos;s choice. A locked card cannot be changed.</source>
        <translation>Pada giliran anda, pilih satu daripada dua kad anda dan sahkan untuk menguncinya secara tertiarap. Pemain pertama mengunci dahulu, kemudian pemain kedua, tanpa melihat pilihan lawan. Kad yang dikunci tidak boleh ditukar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Betting starts only after both players have locked a card. There is one betting round per deal; the first player acts first.</source>
        <translation>Pertaruhan bermula hanya selepas kedua-dua pemain mengunci kad. Ada satu pusingan pertaruhan bagi setiap pusingan; pemain pertama bertindak dahulu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nothing is owed you may check or bet; the smallest bet is 1 chip. When a bet is owed you may call, raise or fold. The round ends when both check, when a bet or raise is called, or when a player folds.</source>
        <translation>Jika tiada apa yang perlu dibayar, anda boleh semak atau bertaruh; taruhan terkecil ialah 1 cip. Jika ada taruhan, anda boleh ikut, naikkan atau tarik diri. Pusingan pertaruhan tamat apabila kedua-duanya semak, apabila taruhan atau kenaikan diikut, atau apabila seorang pemain menarik diri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raise must add at least as much as the last full bet or raise. You enter your total for this round, not counting the ante: for example, after a bet of 3 the smallest raise is to 6.</source>
        <translation>Kenaikan mesti menambah sekurang-kurangnya sebanyak taruhan atau kenaikan penuh yang terakhir. Anda memasukkan jumlah anda bagi pusingan ini, tidak termasuk ante: contohnya, selepas taruhan 3, kenaikan terkecil ialah ke 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going all-in puts in all your remaining chips, even if that is less than a full raise. Such a short all-in does not reopen raising for a player who has already acted. Against an all-in player you may only call or fold.</source>
        <translation>Dengan all-in, anda memasukkan semua cip anda yang tinggal, walaupun kurang daripada kenaikan penuh. All-in pendek seperti itu tidak membuka semula kenaikan bagi pemain yang sudah bertindak. Menentang pemain yang all-in, anda hanya boleh ikut atau tarik diri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot cover a bet, calling puts in all your chips; the part of the bet you could not match goes back to the bettor. If a player has no chips left after the ante, there is no betting: the cards are shown at once.</source>
        <translation>Jika anda tidak dapat menampung taruhan tetapi anda ikut, semua cip anda dimasukkan; bahagian taruhan yang tidak dapat anda padankan dikembalikan kepada yang bertaruh. Jika seorang pemain tiada cip lagi selepas ante, tiada pertaruhan: kad terus ditunjukkan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand ranking</source>
        <translation>Kedudukan kad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the two locked cards are compared: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 from highest to lowest.</source>
        <translation>Hanya dua kad terkunci dibandingkan: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 dari tertinggi ke terendah.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The one exception: a 2 beats an Ace. The Ace still beats every other card, and the 2 loses to every card except the Ace.</source>
        <translation>Satu-satunya pengecualian: 2 mengalahkan Sat. Sat tetap mengalahkan setiap kad lain, dan 2 kalah kepada setiap kad kecuali Sat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits do not matter. Two cards of the same rank tie.</source>
        <translation>Sut tidak penting. Dua kad yang sama pangkat adalah seri.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After the betting both locked cards are turned face up. The stronger card takes the whole pot; on a tie the pot is split, so each player gets back exactly what they put in.</source>
        <translation>Selepas pertaruhan, kedua-dua kad terkunci dibuka. Kad yang lebih kuat mengambil seluruh pot; jika seri, pot dibahagi dan setiap pemain mendapat semula tepat apa yang dimasukkan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If a player folds, the other takes the pot. Both locked cards are still shown, but they do not change the result.</source>
        <translation>Jika seorang pemain menarik diri, pemain lain mengambil pot. Kedua-dua kad terkunci tetap ditunjukkan, tetapi tidak mengubah keputusan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the next deal the two locked cards are discarded, each player keeps their other card and draws one new card (first player first), and both pay the next ante.</source>
        <translation>Untuk pusingan seterusnya, kedua-dua kad terkunci dibuang, setiap pemain menyimpan kad yang satu lagi dan mencabut satu kad baharu (pemain pertama dahulu), dan kedua-duanya membayar ante seterusnya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When fewer than two cards are left in the shoe, the discards are shuffled with what is left to make a new shoe; the cards in the players&apos; hands stay out of it.</source>
        <translation>Apabila kurang daripada dua kad tinggal dalam kotak kad, kad buangan dikocok bersama baki kad untuk membentuk kotak kad baharu; kad di tangan pemain tidak dimasukkan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who runs out of chips loses the match; there are always 40 chips on the table. New match gives each player 20 chips again.</source>
        <translation>Pemain yang kehabisan cip kalah dalam perlawanan; sentiasa ada 40 cip di atas meja. «Perlawanan baharu» memberi setiap pemain 20 cip lagi.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>%Ln-point match</source>
        <extracomment>Format line, last part: a match counts down from this many game points.</extracomment>
        <translation>
            <numerusform>Perlawanan %Ln mata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks and declare marriages to reach 66 card points first. Exchange the trump card or close the stock; the game points you win count your match down from seven to zero.</source>
        <translation>Menangi trik dan isytiharkan perkahwinan untuk mencapai 66 mata kad dahulu. Tukar kad terup atau tutup longgokan; mata permainan yang anda menangi mengurangkan kiraan perlawanan anda daripada tujuh hingga sifar.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="-19"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="-72"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+10"/>
        <source>Objective</source>
        <translation>Objektif</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>Dua pemain, masing-masing sendirian: anda menentang AI.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>Menangi trik dan isytiharkan perkahwinan untuk mengumpul mata kad. Pemain pertama yang mencapai 66 memenangi pusingan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>Kedua-dua pemain memulakan perlawanan dengan 7. Mata permainan yang anda menangi dalam satu pusingan ditolak daripada kiraan anda; yang pertama turun ke 0 memenangi perlawanan.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+9"/>
        <source>Setup</source>
        <translation>Persediaan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>Satu pek 20 kad dalam empat sut: Herz (hati), Schelln (loceng), Eichel (buah oak) dan Laub (daun).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives three cards to each player, turns up the next card — its suit is trumps for this deal — and then gives two more cards to each.</source>
        <translation>Pengedar memberi tiga kad kepada setiap pemain, menelentangkan kad berikutnya — sutnya menjadi terup bagi pusingan ini — kemudian memberi dua kad lagi kepada setiap pemain.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other nine cards go face down on top of the turned-up trump card. Together they form the stock of ten cards.</source>
        <translation>Sembilan kad yang lain diletakkan tertiarap di atas kad terup yang terbuka. Bersama-sama ia membentuk longgokan sepuluh kad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who did not deal leads the first trick. The deal alternates.</source>
        <translation>Pemain yang tidak mengedar membuka trik pertama. Giliran mengedar bersilih ganti.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+17"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+24"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+18"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+4"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+14"/>
        <source>Playing a turn</source>
        <translation>Bermain satu giliran</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="-10"/>
        <source>From high to low: Daus (ace) 11 points, Zehner (ten) 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>Dari tinggi ke rendah: Daus (sat) 11 mata, Zehner (sepuluh) 10, König (raja) 4, Ober 3, Unter 2. Seluruh pek bernilai 120 mata.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>While the stock is open, play any card you like: you need not follow suit or play a trump.</source>
        <translation>Selagi longgokan terbuka, mainkan apa-apa kad yang anda suka: anda tidak wajib mengikut sut atau memainkan terup.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The higher card of the suit led wins the trick, unless a trump is played: then the trump wins.</source>
        <translation>Kad yang lebih tinggi dalam sut yang dibuka memenangi trik, kecuali jika terup dimainkan: maka terup menang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the trick draws the top card of the stock, then the other player draws. The winner leads next. On the last draw, the player who lost the trick takes the turned-up trump card.</source>
        <translation>Pemenang trik mengambil kad teratas longgokan, kemudian pemain yang satu lagi mengambil. Pemenang membuka trik seterusnya. Pada cabutan terakhir, pemain yang kalah trik mengambil kad terup yang terbuka.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the stock is used up or closed, stricter rules apply: follow suit and beat the card led if you can; if you cannot beat it, still follow suit with a lower card.</source>
        <translation>Apabila longgokan habis atau ditutup, peraturan ketat berlaku: ikut sut dan kalahkan kad yang dibuka jika boleh; jika tidak dapat mengalahkannya, tetap ikut sut dengan kad yang lebih rendah.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have no card of the suit led, you must play a trump if you have one; otherwise play any card.</source>
        <translation>Jika anda tiada kad daripada sut yang dibuka, anda mesti memainkan terup jika ada; jika tidak, mainkan apa-apa kad.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange, marriage and closing</source>
        <translation>Pertukaran, perkahwinan dan penutupan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the stock is open, the player about to lead may swap the trump Unter for the turned-up trump card.</source>
        <translation>Selagi longgokan terbuka, pemain yang akan membuka boleh menukar Unter terup dengan kad terup yang terbuka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>Buka dengan König atau Ober sambil memegang pasangannya daripada sut yang sama untuk mengisytiharkan perkahwinan: 20 mata, atau 40 dalam terup. Lawan anda melihat kad pasangan itu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table, a button beside your hand offers each card you may lead a marriage with (for example “Ober of Herz: +20”): it plays the card and declares the marriage. Clicking the card itself plays it without declaring.</source>
        <translation>Di meja, butang di sebelah kad di tangan anda menawarkan setiap kad yang boleh anda gunakan untuk membuka perkahwinan (contohnya “Ober Herz: +20”): ia memainkan kad itu dan mengisytiharkan perkahwinan. Klik pada kad itu sendiri memainkannya tanpa mengisytiharkan perkahwinan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have not won a trick yet, the marriage points wait until you win your first trick. Each marriage can be declared once per deal, also after the stock is closed.</source>
        <translation>Jika anda belum memenangi trik, mata perkahwinan menunggu sehingga anda memenangi trik pertama. Setiap perkahwinan boleh diisytiharkan sekali dalam satu pusingan, termasuk selepas longgokan ditutup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before you lead, while the stock is open, you may close it — even before the first trick. Nobody draws any more and the stricter rules apply at once.</source>
        <translation>Sebelum anda membuka, selagi longgokan terbuka, anda boleh menutupnya — walaupun sebelum trik pertama. Tiada sesiapa mengambil kad lagi dan peraturan ketat berlaku serta-merta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the stock is closed, your opponent&apos;s points and whether they have won a trick are noted: they decide the score of the deal.</source>
        <translation>Apabila longgokan ditutup, mata lawan dan sama ada dia sudah memenangi trik dicatat: itulah yang menentukan skor pusingan.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+32"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+23"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+16"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+17"/>
        <source>Scoring and end</source>
        <translation>Pemarkahan dan penamat</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>The game notices 66 by itself as soon as a trick or a marriage brings a player there, and the deal ends at once.</source>
        <translation>Permainan mengesan 66 dengan sendirinya sebaik sahaja satu trik atau perkahwinan membawa pemain ke situ, dan pusingan tamat serta-merta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the deal scores 1 game point if the opponent has 33 card points or more, 2 if the opponent has won a trick but has fewer than 33, and 3 if the opponent has not won a trick.</source>
        <translation>Pemenang pusingan mendapat 1 mata permainan jika lawan mempunyai 33 mata kad atau lebih, 2 jika lawan memenangi trik tetapi mempunyai kurang daripada 33, dan 3 jika lawan tidak memenangi sebarang trik.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and reach 66, you score 1, 2 or 3 by the same rule, counting your opponent&apos;s points and tricks as they were when you closed.</source>
        <translation>Jika anda menutup longgokan dan mencapai 66, anda mendapat 1, 2 atau 3 mengikut peraturan yang sama, berdasarkan mata dan trik lawan semasa anda menutup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and fall short of 66, or your opponent gets there first, your opponent scores 2 — or 3 if they had no trick when you closed.</source>
        <translation>Jika anda menutup longgokan dan tidak mencapai 66, atau lawan anda sampai dahulu, lawan anda mendapat 2 — atau 3 jika dia belum memenangi trik semasa anda menutup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the stock was never closed and nobody reaches 66, the winner of the last trick scores 1 game point. There is no bonus for the last trick.</source>
        <translation>Jika longgokan tidak pernah ditutup dan tiada sesiapa mencapai 66, pemenang trik terakhir mendapat 1 mata permainan. Tiada bonus untuk trik terakhir.</translation>
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
        <translation>Perlawanan hingga 11</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play one card to capture equal values or an equal sum. Clear the table for a bonus, and watch the Diamonds 7.</source>
        <extracomment>&quot;Diamonds 7&quot;: the seven of Diamonds, the settebello.</extracomment>
        <translation>Mainkan satu kad untuk menangkap nilai yang sama atau jumlah yang sama. Kosongkan meja untuk bonus, dan awasi 7 Wajik.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture the useful cards from the table, and clear the table to earn a scopa, worth a point.</source>
        <translation>Tangkap kad yang berguna dari meja, dan kosongkan meja untuk mendapat scopa yang bernilai satu mata.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points are added up only at the end of each deal. The first player with 11 points or more wins the match, if they have more points than the other. Reaching 11 during a deal does not end it early.</source>
        <translation>Mata hanya dijumlahkan pada akhir setiap pusingan. Pemain pertama yang mempunyai 11 mata atau lebih memenangi perlawanan, jika matanya lebih banyak daripada lawan. Mencapai 11 di tengah pusingan tidak menamatkannya lebih awal.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A pack of 40 cards in four suits: Diamonds, Hearts, Clubs and Spades. Each suit has Ace, 2 to 7, Fante (jack), Regina (queen) and Re (king).</source>
        <translation>Satu pek 40 kad dalam empat sut: Wajik, Lekuk, Kelawar dan Sped. Setiap sut ada Sat, 2 hingga 7, Fante (pekak), Regina (ratu) dan Re (raja).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture values: Ace 1, 2 to 7 as printed, Fante 8, Regina 9, Re 10. Court cards count in sums too.</source>
        <translation>Nilai tangkapan: Sat 1, 2 hingga 7 seperti tercetak, Fante 8, Regina 9, Re 10. Kad bergambar juga dikira dalam jumlah.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer gives three cards to each player and lays four cards face up on the table. The other cards form the stock.</source>
        <translation>Pengedar memberi tiga kad kepada setiap pemain dan meletakkan empat kad terbuka di atas meja. Kad yang lain membentuk longgokan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If three or four Kings (Re) lie on the table, the same dealer deals again.</source>
        <translation>Jika tiga atau empat Raja (Re) terletak di atas meja, pengedar yang sama mengedar semula.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who did not deal plays first. The deal alternates after every complete deal.</source>
        <translation>Pemain yang tidak mengedar bermain dahulu. Giliran mengedar bertukar selepas setiap pusingan yang lengkap.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play one card from your hand. If a table card has the same value, you take one such card — only one, even if there are several.</source>
        <translation>Mainkan satu kad dari tangan anda. Jika ada kad di meja yang sama nilainya, anda mengambil satu kad itu — satu sahaja, walaupun ada beberapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when no table card has that value may you take a group of two or more cards whose values add up to it. If there are several groups, you choose one.</source>
        <translation>Hanya apabila tiada kad di meja yang bernilai sama, anda boleh mengambil sekumpulan dua kad atau lebih yang jumlah nilainya sama. Jika ada beberapa kumpulan, anda memilih satu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For example, with a 7: if a 7 lies on the table, take that 7. Otherwise you may take 3 + 4, or 2 + 5.</source>
        <translation>Contohnya, dengan kad 7: jika ada 7 di atas meja, ambil 7 itu. Jika tiada, anda boleh mengambil 3 + 4, atau 2 + 5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the card you play can capture, it must. You may still play another card that captures nothing: it stays face up on the table.</source>
        <translation>Jika kad yang anda mainkan boleh menangkap, ia mesti menangkap. Anda masih boleh memainkan kad lain yang tidak menangkap apa-apa: kad itu kekal terbuka di atas meja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your card and the cards you take go to your capture pile. Turns alternate. When both hands are empty, each player gets three more cards from the stock; the table gets none.</source>
        <translation>Kad anda dan kad yang anda ambil masuk ke longgokan tangkapan anda. Giliran bersilih ganti. Apabila kedua-dua tangan kosong, setiap pemain mendapat tiga kad lagi dari longgokan; meja tidak mendapat apa-apa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every capture that clears the table is a scopa, worth 1 point — except on the very last card of the deal.</source>
        <translation>Setiap tangkapan yang mengosongkan meja ialah scopa, bernilai 1 mata — kecuali dengan kad paling akhir dalam pusingan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the stock and both hands are empty, the cards left on the table go to the last player who captured. That is not a scopa.</source>
        <translation>Apabila longgokan dan kedua-dua tangan kosong, kad yang tinggal di atas meja diberi kepada pemain terakhir yang menangkap. Itu bukan scopa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four prizes of 1 point each: most cards, most Diamonds, the Diamonds 7 (settebello) and the best primiera. A tie gives the point to nobody.</source>
        <translation>Empat hadiah bernilai 1 mata setiap satu: kad terbanyak, Wajik terbanyak, 7 Wajik (settebello) dan primiera terbaik. Jika seri, tiada sesiapa mendapat mata itu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Primiera: you need at least one card of every suit. Add up your best card in each suit: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12 and court cards 10. These are not the capture values.</source>
        <translation>Primiera: anda perlukan sekurang-kurangnya satu kad bagi setiap sut. Jumlahkan kad terbaik anda dalam setiap sut: 7 bernilai 21, 6 bernilai 18, Sat 16, 5 bernilai 15, 4 bernilai 14, 3 bernilai 13, 2 bernilai 12 dan kad bergambar 10. Ini bukan nilai tangkapan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each deal&apos;s points are added to the match score. A player with 11 or more who is ahead wins; if the scores are level at 11 or more, play another deal.</source>
        <translation>Mata setiap pusingan ditambah kepada skor perlawanan. Pemain yang mempunyai 11 atau lebih dan mendahului akan menang; jika skor seri pada 11 atau lebih, satu pusingan lagi dimainkan.</translation>
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
        <translation>Anda dan rakan AI menentang dua lawan AI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal, settled in resti</source>
        <extracomment>Format line, last part: a single deal, settled in resti (units of 60 points).</extracomment>
        <translation>Satu pusingan, diselesaikan dalam resti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect counting cards and trump combinations with your partner. Point leads turn into resti during play and at the end; the net resti decide the winner.</source>
        <translation>Kumpul kad bermata dan kombinasi terup bersama rakan anda. Kelebihan mata ditukar menjadi resti semasa permainan dan pada akhirnya; resti bersih menentukan pemenang.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win card points, then turn the difference between the teams into settlement units called resti (one resto, several resti). The team with more resti in the end wins; equal resti are a tie. See Scoring and end for how points become resti.</source>
        <translation>Menangi mata kad, kemudian tukar perbezaan antara pasukan kepada unit penyelesaian yang dipanggil resti (satu resto, beberapa resti). Pasukan dengan lebih banyak resti pada akhirnya menang; resti yang sama ialah seri. Lihat Pemarkahan dan penamat tentang cara mata menjadi resti.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A pack of 97 cards: 40 trumps numbered 1 to 40, the Matto (the Fool), and four suits of 14 cards — Swords, Batons, Cups and Coins.</source>
        <translation>Satu pek 97 kad: 40 terup bernombor 1 hingga 40, Matto (Si Pandir), dan empat sut 14 kad — Pedang, Tongkat, Piala dan Syiling.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer picks the dealer and cuts for the player on the dealer&apos;s left. From the cut, that player takes (robs) cards one by one as long as each is a counting card or a trump above 20, at most thirteen. Robbed cards are shown, and the counting ones score for the robber&apos;s team at once.</source>
        <translation>Komputer memilih pengedar dan memotong bagi pemain di sebelah kiri pengedar. Dari potongan itu, pemain tersebut mengambil (merompak) kad satu demi satu selagi setiap kad ialah kad bermata atau terup melebihi 20, paling banyak tiga belas. Kad yang dirompak ditunjukkan, dan yang bermata terus dikira untuk pasukan perompak.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets 21 cards: a packet of 10 and then a packet of 11, starting with the player on the dealer&apos;s right. The dealer&apos;s last card is shown to all and scores at once if it is worth points.</source>
        <translation>Kemudian setiap pemain mendapat 21 kad: satu bungkusan 10 dan kemudian satu bungkusan 11, bermula dengan pemain di sebelah kanan pengedar. Kad terakhir pengedar ditunjukkan kepada semua dan terus dikira jika bermata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards left over are the Fola. The dealer robs from its top in the same way (counting cards and trumps above 20, shown and scored at once).</source>
        <translation>Kad yang berbaki ialah Fola. Pengedar merompak dari atasnya dengan cara yang sama (kad bermata dan terup melebihi 20, ditunjukkan dan terus dikira).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever robbed discards back to 21 cards, face down. Only cards worth nothing may be discarded, and never trump 29. Discards count for nobody.</source>
        <translation>Sesiapa yang merompak membuang kad secara tertiarap sehingga tinggal 21 kad. Hanya kad tanpa nilai boleh dibuang, dan tidak sekali-kali terup 29. Kad buangan tidak dikira untuk sesiapa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before play, starting on the dealer&apos;s right, each player may declare the combinations (versicole, listed below) held in hand: the cards are shown and the combination scores at once. Then the Fola is turned up; its cards never take part in the tricks.</source>
        <translation>Sebelum bermain, bermula dari sebelah kanan pengedar, setiap pemain boleh mengisytiharkan kombinasi (versicole, disenaraikan di bawah) di tangan: kad ditunjukkan dan kombinasi terus dikira. Kemudian Fola dibuka; kadnya tidak pernah menyertai trik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cuts and robs for everyone; you choose your discards, your declarations and your cards.</source>
        <translation>Komputer memotong dan merompak bagi semua; anda memilih kad buangan, pengisytiharan dan kad yang anda mainkan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play goes anticlockwise; the player on the dealer&apos;s right leads the first trick and the winner of each trick leads the next.</source>
        <translation>Permainan berjalan arah lawan jam; pemain di sebelah kanan pengedar membuka trik pertama dan pemenang setiap trik membuka trik seterusnya.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can; if you cannot, play a trump; if you have no trump either, play any card. You never have to beat the cards already played. The highest trump wins the trick; with no trump, the highest card of the suit led.</source>
        <translation>Ikut sut yang dibuka jika boleh; jika tidak, mainkan terup; jika tiada terup juga, mainkan apa-apa kad. Anda tidak wajib mengatasi kad yang sudah dimainkan. Terup tertinggi memenangi trik; tanpa terup, kad tertinggi dalam sut yang dibuka.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps rank from 40 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. In Cups and Coins the Ace is the highest numeral and 10 the lowest; in Swords and Batons 10 is the highest and the Ace the lowest.</source>
        <translation>Terup berpangkat dari 40 (tertinggi) turun ke 1. Dalam satu sut: Raja, Ratu, Kesatria, Pekak, kemudian kad nombor. Dalam Piala dan Syiling, Sat ialah kad nombor tertinggi dan 10 yang terendah; dalam Pedang dan Tongkat, 10 tertinggi dan Sat terendah.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King rule: in the first trick of a suit, once someone has played a trump to it, a later player who holds that suit&apos;s King must play the King — not even the Matto may replace it.</source>
        <translation>Peraturan Raja: dalam trik pertama sesuatu sut, sebaik sahaja seseorang memainkan terup padanya, pemain berikutnya yang memegang Raja sut itu mesti memainkan Raja — Matto pun tidak boleh menggantikannya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Otherwise the Matto may be played instead of any card. It never wins a trick and stays with its team. If it was played to a trick the opponents won, its team gives them one card worth nothing from its tricks at the end — or the Matto itself if the team took no trick. If the Matto is led, the next card played sets the suit to follow.</source>
        <translation>Dalam keadaan lain, Matto boleh dimainkan sebagai ganti mana-mana kad. Ia tidak pernah memenangi trik dan kekal dengan pasukannya. Jika ia dimainkan dalam trik yang dimenangi lawan, pada akhirnya pasukannya memberi mereka satu kad tanpa nilai daripada triknya — atau Matto itu sendiri jika pasukan itu tidak memenangi sebarang trik. Jika Matto dibuka, kad seterusnya menentukan sut yang perlu diikut.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <translation>Mata kad: terup 36 hingga 40 bernilai 10 setiap satu; terup 30 hingga 35, 28, 20, 13, 10 dan 1, Matto dan empat Raja 5 setiap satu; terup 2 hingga 5 bernilai 3 setiap satu. Kad lain tidak bernilai. Pek ini mengandungi 142 mata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your team wins a trick, the counting cards the opponents played to it score for you at once. All the cards you took are counted again at the end.</source>
        <translation>Apabila pasukan anda memenangi trik, kad bermata yang dimainkan lawan dalam trik itu terus dikira untuk anda. Semua kad yang anda ambil dikira semula pada akhirnya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combinations (versicole): three or more consecutive trumps within 1–5 or within 28–40 (a longer run counts as one); trumps 1 and 40 with the Matto; trumps 1, 13 and 28; trumps 10, 20 and 30, or 20, 30 and 40 (all four together count as one); three or four Kings.</source>
        <translation>Kombinasi (versicole): tiga atau lebih terup berturutan dalam 1–5 atau dalam 28–40 (urutan lebih panjang dikira sebagai satu); terup 1 dan 40 dengan Matto; terup 1, 13 dan 28; terup 10, 20 dan 30, atau 20, 30 dan 40 (keempat-empatnya bersama dikira sebagai satu); tiga atau empat Raja.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A combination is worth the sum of its cards; trump 29 is worth 5 inside a combination. Holding the Matto adds 5 to every combination that does not already include it.</source>
        <translation>Sesuatu kombinasi bernilai jumlah kadnya; terup 29 bernilai 5 dalam kombinasi. Memegang Matto menambah 5 kepada setiap kombinasi yang belum mengandunginya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resti during play: after each score, whenever a team leads by 60 points or more, it earns one resto and 60 points come off the difference; repeat while the lead is still 60 or more.</source>
        <translation>Resti semasa permainan: selepas setiap skor, apabila sesebuah pasukan mendahului sebanyak 60 mata atau lebih, ia mendapat satu resto dan 60 mata ditolak daripada perbezaan; ulang selagi kelebihan masih 60 atau lebih.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the 21st trick each team adds its card points, the combinations in the cards it took, 1 point for each card beyond 42, and 10 for the last trick. The difference left from play and these two totals give the final difference, rounded up in units of 60: a lead of 1–60 earns 1 resto, 61–120 earns 2, and 0 earns nothing.</source>
        <translation>Selepas trik ke-21 setiap pasukan menjumlahkan mata kadnya, kombinasi dalam kad yang diambil, 1 mata bagi setiap kad melebihi 42, dan 10 untuk trik terakhir. Baki perbezaan daripada permainan dan kedua-dua jumlah ini memberi perbezaan akhir, dibundarkan ke atas dalam unit 60: kelebihan 1–60 memberi 1 resto, 61–120 memberi 2, dan 0 tidak memberi apa-apa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add these to the resti settled during the deal. The net resti decide the winner; 0 is a tie.</source>
        <translation>Tambahkan ini kepada resti yang diselesaikan semasa pusingan. Resti bersih menentukan pemenang; 0 ialah seri.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>One deal</source>
        <extracomment>Format line, last part: the game is a single deal.</extracomment>
        <translation>Satu pusingan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnership tarot from Piedicavallo in Piedmont: follow suit, trump when you cannot, keep the Matto, and win most of the pack&apos;s 114 card points.</source>
        <translation>Tarot berpasangan dari Piedicavallo di Piedmont: ikut sut, main terup apabila tidak boleh, simpan Matto, dan menangi kebanyakan daripada 114 mata kad dalam pek.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-79"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+7"/>
        <source>Four players in two teams: you and your AI partner sitting opposite you, against the two AI players on your left and right.</source>
        <translation>Empat pemain dalam dua pasukan: anda dan rakan AI anda yang duduk bertentangan, menentang dua pemain AI di kiri dan kanan anda.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>Win tricks that hold valuable cards. The pack holds 114 card points; the team with more of them wins. 57 to 57 is a tie.</source>
        <translation>Menangi trik yang mengandungi kad bernilai. Pek ini bernilai 114 mata kad; pasukan yang mendapat lebih banyak menang. 57 lawan 57 ialah seri.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tarot pack of 62 cards: 21 trumps numbered 1 to 21, the Matto (the Fool), and four suits — Swords, Batons, Cups and Coins.</source>
        <translation>Pek tarot 62 kad: 21 terup bernombor 1 hingga 21, Matto (Si Pandir), dan empat sut — Pedang, Tongkat, Piala dan Syiling.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swords and Batons have King, Queen, Knight, Jack, then 10 down to 5. Cups and Coins have King, Queen, Knight, Jack, then Ace, 2, 3, 4, 5 and 6: there the Ace is the highest numeral and 6 the lowest.</source>
        <translation>Pedang dan Tongkat ada Raja, Ratu, Kesatria, Pekak, kemudian 10 turun hingga 5. Piala dan Syiling ada Raja, Ratu, Kesatria, Pekak, kemudian Sat, 2, 3, 4, 5 dan 6: di situ Sat ialah kad nombor tertinggi dan 6 yang terendah.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing and play go anticlockwise. Each player gets 15 cards; the dealer gets 17 and puts two of them aside, face down.</source>
        <translation>Pengedaran dan permainan berjalan arah lawan jam. Setiap pemain mendapat 15 kad; pengedar mendapat 17 dan mengetepikan dua daripadanya secara tertiarap.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not put aside a King, trump 1, trump 21 or the Matto. Other trumps may go only if the 15 cards kept are all trumps and Kings (the Matto may stay too), or contain no trump at all.</source>
        <translation>Pengedar tidak boleh mengetepikan Raja, terup 1, terup 21 atau Matto. Terup lain hanya boleh diketepikan jika 15 kad yang disimpan semuanya terup dan Raja (Matto juga boleh kekal), atau tiada terup langsung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer announces how many trumps were put aside, but not which. The two cards count for the dealer&apos;s team at the end, unless that team wins no trick: then they go to the other team.</source>
        <translation>Pengedar mengumumkan berapa terup yang diketepikan, tetapi bukan yang mana. Dua kad itu dikira untuk pasukan pengedar pada akhirnya, kecuali pasukan itu tidak memenangi sebarang trik: maka ia diberi kepada pasukan lain.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player on the dealer&apos;s right leads the first trick. The winner of a trick leads the next.</source>
        <translation>Pemain di sebelah kanan pengedar membuka trik pertama. Pemenang trik membuka trik seterusnya.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can. If you cannot, play a trump if you have one. Otherwise play any card. You never have to beat the cards already played.</source>
        <translation>Ikut sut yang dibuka jika boleh. Jika tidak boleh, mainkan terup jika ada. Jika tidak, mainkan apa-apa kad. Anda tidak wajib mengatasi kad yang sudah dimainkan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps rank from 21 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. The highest trump wins the trick; with no trump, the highest card of the suit led wins.</source>
        <translation>Terup berpangkat dari 21 (tertinggi) turun ke 1. Dalam satu sut: Raja, Ratu, Kesatria, Pekak, kemudian kad nombor. Terup tertinggi memenangi trik; tanpa terup, kad tertinggi dalam sut yang dibuka menang.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto may be played at any time, whatever you hold. It never wins a trick and stays with its player&apos;s team. If the Matto is led, the second card played sets the suit to follow.</source>
        <translation>Matto boleh dimainkan pada bila-bila masa, apa pun kad anda. Ia tidak pernah memenangi trik dan kekal dengan pasukan pemainnya. Jika Matto dibuka, kad kedua yang dimainkan menentukan sut yang perlu diikut.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <translation>Raja, terup 1, terup 21 dan Matto bernilai 5 mata setiap satu; Ratu 4, Kesatria 3, Pekak 2; setiap kad lain 1. Nilai sesuatu kad tiada kaitan dengan pangkatnya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are simply added up one by one: there is no counting in groups.</source>
        <translation>Kad hanya dijumlahkan satu demi satu: tiada pengiraan secara berkumpulan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After 15 tricks each team adds up its cards. A team that won no trick gives up its Matto, so a team that takes every trick scores all 114 points.</source>
        <translation>Selepas 15 trik setiap pasukan menjumlahkan kadnya. Pasukan yang tidak memenangi sebarang trik menyerahkan Mattonya, jadi pasukan yang memenangi semua trik mendapat kesemua 114 mata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team with more card points wins; equal totals are a tie.</source>
        <translation>Pasukan dengan lebih banyak mata kad menang; jumlah yang sama ialah seri.</translation>
    </message>
</context>
<context>
    <name>LanguageSelector</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LanguageSelector.qml" line="+68"/>
        <location line="+77"/>
        <source>Language</source>
        <translation>Bahasa</translation>
    </message>
</context>
<context>
    <name>LastMoveLine</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LastMoveLine.qml" line="+127"/>
        <source>Why?</source>
        <extracomment>After an AI move, at the top of the table: asks why the AI made it. Also the Y key.</extracomment>
        <translation>Mengapa?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Why did the AI make this move? (Y)</source>
        <extracomment>What the Why? link at the top of the table does (said by a screen reader).</extracomment>
        <translation>Mengapa AI membuat langkah ini? (Y)</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+40"/>
        <source>Last trick</source>
        <translation>Trik terakhir</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You won it</source>
        <translation>Anda memenanginya</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI won it</source>
        <translation>AI memenanginya</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln mata</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LearnButton.qml" line="+41"/>
        <source>Leave lesson</source>
        <translation>Tinggalkan pelajaran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>The lesson was begun and left at step %1 of %2 (the steps you read or play).</extracomment>
        <translation>Teruskan pelajaran · langkah %1 daripada %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>Starts this game&apos;s guided lesson on the table (your match waits, nothing counts).</extracomment>
        <translation>Belajar</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your match, as you left it; the lesson resumes where you left it.</source>
        <translation>Kembali ke perlawanan anda seperti yang ditinggalkan; pelajaran bersambung dari tempat anda berhenti.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>Satu pusingan berpandu yang mengajar permainan ini, satu peraturan demi satu; perlawanan anda menunggu dan tiada yang dikira.</translation>
    </message>
</context>
<context>
    <name>LessonOverlay</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="+37"/>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson: the move tried is against the rules (the table has no words for its code).</extracomment>
        <translation>Peraturan tidak membenarkan langkah itu di sini.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does.</extracomment>
        <translation>Itu bukan langkah pelajaran ini. Langkah anda: %1. Langkah pelajaran: %2. Batalkannya untuk meneruskan.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Take your move back first.</source>
        <extracomment>A lesson: a move was tried while a wrong move still waits to be taken back.</extracomment>
        <translation>Batalkan langkah anda dahulu.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your only move, played for you: %1</source>
        <extracomment>A lesson: your only legal move (not a card: e.g. Minchiate&apos;s pass), which the lesson played for you, as the deal&apos;s story tells it (%1).</extracomment>
        <translation>Satu-satunya langkah anda, dimainkan untuk anda: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played for you: %1</source>
        <extracomment>A lesson: a move of yours the lesson played for you in its finish (the hint&apos;s choice), as the deal&apos;s story tells it (%1, e.g. &quot;You played 5 of Coins.&quot;).</extracomment>
        <translation>Dimainkan untuk anda: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Read the step, then press Next.</source>
        <extracomment>A lesson: a move was tried while the step waits for Next.</extracomment>
        <translation>Baca langkah ini, kemudian tekan Seterusnya.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Also a fine move. Yours: %1. The lesson&apos;s: %2. Played out, yours does as well. This lesson follows one line of play: take your move back to follow along.</source>
        <extracomment>A lesson: a legal move as good as the step&apos;s (the same in words, and as good by the Hard level&apos;s reckoning). %1 your move and what it does, %2 the lesson&apos;s.</extracomment>
        <translation>Juga langkah yang baik. Langkah anda: %1. Langkah pelajaran: %2. Jika dimainkan hingga habis, langkah anda sama baiknya. Pelajaran ini mengikut satu aliran permainan sahaja: batalkan langkah anda untuk terus mengikutinya.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The two read alike, but the Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that reads like the step&apos;s but is worse by the Hard level&apos;s reckoning. %1 your move, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 resti&quot;).</extracomment>
        <translation>Itu bukan langkah pelajaran ini. Langkah anda: %1. Langkah pelajaran: %2. Kedua-duanya kelihatan sama, tetapi tahap Sukar, yang memainkan pusingan hingga habis dengan kad yang tidak anda lihat, mendapati langkah pelajaran lebih baik kira-kira %3 secara purata. Batalkan langkah anda untuk meneruskan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that differs from the step&apos;s only in what it spends or leaves (no gain of its own): why the lesson&apos;s is better, by the Hard level&apos;s reckoning. %1 your move and what it does, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 points&quot;).</extracomment>
        <translation>Itu bukan langkah pelajaran. Langkah anda: %1. Langkah pelajaran: %2. Tahap Sukar, yang memainkan pusingan hingga tamat atas kad yang anda tidak nampak, mendapati langkah pelajaran lebih baik kira-kira %3 secara purata. Ambil balik langkah anda untuk teruskan.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Unlike yours, it %3. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does too, %3 what only the lesson&apos;s move does (e.g. &quot;wins the trick (13 points); keeps the Daus of Herz in hand&quot;).</extracomment>
        <translation>Itu bukan langkah pelajaran. Langkah anda: %1. Langkah pelajaran: %2. Tidak seperti langkah anda, ia %3. Ambil balik untuk teruskan.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That is not the lesson&apos;s discard. Yours: %1. The lesson&apos;s: %2. Nothing was discarded: your hand is as it was. Choose the marked cards to go on.</source>
        <extracomment>A lesson: the cards chosen together (a two-card discard) are not the lesson&apos;s; nothing was discarded. %1 your cards, each with what it does (&quot;Discard 2 of Batons — …; …&quot;), %2 the lesson&apos;s (the marked cards).</extracomment>
        <translation>Itu bukan buangan pelajaran ini. Buangan anda: %1. Buangan pelajaran: %2. Tiada kad dibuang: tangan anda kekal seperti tadi. Pilih kad yang ditanda untuk meneruskan.</translation>
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
        <translation>Bagus: itulah langkah pelajaran ini.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have played the whole lesson. Well done!</source>
        <extracomment>A lesson&apos;s last words, once every step is done.</extracomment>
        <translation>Anda telah memainkan seluruh pelajaran. Syabas!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at how the deal ended, then press Next.</source>
        <extracomment>A lesson: a deal of the lesson ended; its result shows until Next.</extracomment>
        <translation>Lihat bagaimana pusingan ini berakhir, kemudian tekan Seterusnya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick on the table, then press Next.</source>
        <extracomment>A lesson: the AI&apos;s move finished a trick; it stays on the table until Next.</extracomment>
        <translation>Lihat trik di atas meja, kemudian tekan Seterusnya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI plays next: watch its move.</source>
        <extracomment>A lesson: the AI&apos;s move comes by itself in a moment (never an empty panel).</extracomment>
        <translation>AI bermain seterusnya: perhatikan langkahnya.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marked: %1 (choose it, then key %2)</source>
        <extracomment>A lesson: the card the step marks (%1) and the key that makes its move once that card is chosen (%2, e.g. &quot;L&quot; for Lock), e.g. &quot;Marked: 2 of Spades (choose it, then key L)&quot;.</extracomment>
        <translation>Ditanda: %1 (pilihnya, kemudian kekunci %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marked: %1 (choose them, then key %2)</source>
        <extracomment>A lesson: the cards the step marks (%1) and the key that makes its move once those cards are chosen (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Cups, 9 of Coins (choose them, then key D)&quot;.</extracomment>
        <translation>Ditanda: %1 (pilih kad-kad itu, kemudian kekunci %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked: %1 (key %2)</source>
        <extracomment>A lesson: what the step marks (%1) and the key that makes its move (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Trumps (key D)&quot;.</extracomment>
        <translation>Ditanda: %1 (kekunci %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked: %1</source>
        <extracomment>A lesson: the cards the step marks on the table, e.g. &quot;Marked: Re of Clubs, 3 of Cups&quot;, or, for a move without cards (a bet), that move, e.g. &quot;Marked: Bet 1&quot;.</extracomment>
        <translation>Ditanda: %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Finish</source>
        <extracomment>A lesson&apos;s last step: its Next ends the lesson (its last words follow).</extracomment>
        <translation>Selesai</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to your match</source>
        <extracomment>A finished lesson&apos;s only button: back to the match you left for it.</extracomment>
        <translation>Pelajaran selesai — kembali ke perlawanan anda</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back</source>
        <extracomment>A lesson: back to the previous step.</extracomment>
        <translation>Kembali</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>The lesson played your only card, %1, for you. %2</source>
        <extracomment>A lesson: %1 your only legal card, which the lesson played for you; %2 what followed, as the deal&apos;s story tells it (&quot;&quot; or e.g. &quot;You won the trick (5 points).&quot;).</extracomment>
        <translation>Pelajaran memainkan satu-satunya kad anda, %1, untuk anda. %2</translation>
    </message>
    <message>
        <location line="+370"/>
        <source>Take back</source>
        <extracomment>A lesson: take back the move that was not the lesson&apos;s.</extracomment>
        <translation>Batal langkah</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Skip ahead</source>
        <extracomment>A lesson&apos;s finish (it plays your remaining moves for you): its moves at once, up to its next words or the deal&apos;s end.</extracomment>
        <translation>Langkau ke hadapan</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next</source>
        <extracomment>A lesson: on to the next step.</extracomment>
        <translation>Seterusnya</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to the table</source>
        <extracomment>A finished lesson&apos;s only button, no match of yours under way: back to the table.</extracomment>
        <translation>Pelajaran selesai — kembali ke meja</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave</source>
        <extracomment>A lesson: leave it (it can be resumed later).</extracomment>
        <translation>Tinggalkan</translation>
    </message>
</context>
<context>
    <name>LessonStepCount</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonStepCount.qml" line="+28"/>
        <source>All steps done: %1 of %2</source>
        <extracomment>A lesson&apos;s progress once it is over: all its steps done, e.g. &quot;All steps done: 23 of 23&quot;.</extracomment>
        <translation>Semua langkah selesai: %1 daripada %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before step %1 of %2</source>
        <extracomment>A lesson&apos;s progress on a panel that is not a step of its own (a deal&apos;s end, a trick held for Next, the AI&apos;s move): the step that comes after it, e.g. &quot;Before step 9 of 23&quot;.</extracomment>
        <translation>Sebelum langkah %1 daripada %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <extracomment>A lesson&apos;s progress: step %1 of %2 (the steps you read or play; the AI&apos;s moves are not counted).</extracomment>
        <translation>Langkah %1 daripada %2</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LessonWords.qml" line="+12"/>
        <source>You and the AI each start with 20 chips and hold two cards. Every deal both pay an ante of 1 chip into the pot.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda dan AI masing-masing bermula dengan 20 cip dan memegang dua kad. Setiap pusingan kedua-duanya membayar ante 1 cip ke dalam pot.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards rank from the 2, the lowest, up to the Ace, the highest: 2 3 4 5 6 7 8 9 10 J Q K A, whatever the suit. One exception: a 2 beats an Ace.</source>
        <extracomment>Lesson step &quot;values&quot;: the order of the cards, shown at the start.</extracomment>
        <translation>Kad disusun daripada 2, yang paling rendah, hingga Sat, yang paling tinggi: 2 3 4 5 6 7 8 9 10 J Q K A, apa pun suitnya. Satu pengecualian: 2 mengalahkan Sat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table shows how many of each player&apos;s two cards are UP (8 to A) and DOWN (2 to 7), never which card is which.</source>
        <extracomment>Lesson step &quot;signals&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Meja menunjukkan berapa daripada dua kad setiap pemain TINGGI (8 hingga A) dan RENDAH (2 hingga 7), tidak pernah kad yang mana satu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the marked 2 face down: your chips ride on it. The 4 would win a little more often, but lock the 2 here to see its one strength: it beats an Ace. Your 4 stays for the next deal.</source>
        <extracomment>Lesson step &quot;lock&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kunci 2 yang ditanda secara tertiarap: cip anda bergantung padanya. Kad 4 akan menang sedikit lebih kerap, tetapi kunci 2 di sini untuk melihat satu-satunya kekuatannya: ia mengalahkan Sat. Kad 4 anda kekal untuk pusingan seterusnya.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both cards are locked and nothing is owed: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kedua-dua kad telah dikunci dan tiada apa-apa yang terhutang: semak, tanpa memasukkan cip.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet: call to match its bet. The betting ends and both locked cards are shown.</source>
        <extracomment>Lesson step &quot;call&quot;; the cards it names are marked on the table.</extracomment>
        <translation>AI telah bertaruh: ikut untuk menyamai taruhannya. Pertaruhan tamat dan kedua-dua kad terkunci ditunjukkan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 2 against the AI&apos;s Ace: a 2 beats an Ace, so the pot is yours.</source>
        <extracomment>Lesson step &quot;two_beats_ace&quot;; the cards it names are marked on the table.</extracomment>
        <translation>2 anda menentang Sat AI: 2 mengalahkan Sat, jadi pot itu milik anda.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is owed: bet 1 chip. The AI must now call, raise or fold.</source>
        <extracomment>Lesson step &quot;bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tiada apa-apa yang terhutang: taruh 1 cip. AI kini mesti ikut, naikkan atau tarik diri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI folded: the pot is yours. Both locked cards are still shown, but they change nothing.</source>
        <extracomment>Lesson step &quot;fold&quot;; the cards it names are marked on the table.</extracomment>
        <translation>AI telah tarik diri: pot itu milik anda. Kedua-dua kad terkunci tetap ditunjukkan, tetapi tidak mengubah apa-apa.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The betting is over and both locked cards are turned up: the higher rank takes the pot; a tie splits it.</source>
        <extracomment>Lesson step &quot;showdown&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Pertaruhan tamat dan kedua-dua kad terkunci dibuka: pangkat yang lebih tinggi mengambil pot; jika seri, pot dibahagi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI raised: it put in more than your bet, and a raise adds at least as much as the last bet. Against a raise you may call, raise again or fold.</source>
        <extracomment>Lesson step &quot;raise&quot;; the cards it names are marked on the table.</extracomment>
        <translation>AI telah menaikkan: ia memasukkan lebih daripada taruhan anda, dan kenaikan menambah sekurang-kurangnya sebanyak taruhan terakhir. Terhadap kenaikan, anda boleh ikut, naikkan lagi atau tarik diri.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your Queen cannot lose: raise with all your chips. You are all-in, and against an all-in player the AI may only call or fold.</source>
        <extracomment>Lesson step &quot;all_in&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Ratu anda tidak boleh kalah: naikkan dengan semua cip anda. Anda all-in, dan menentang pemain yang all-in, AI hanya boleh ikut atau tarik diri.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock the 4 rather than the 3: the higher card wins more often when the cards are shown.</source>
        <extracomment>Lesson step &quot;lock_higher&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kunci 4, bukan 3: kad yang lebih tinggi lebih kerap menang apabila kad-kad ditunjukkan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your locked 4 is a low card that will rarely win: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_weak&quot;; the cards it names are marked on the table.</extracomment>
        <translation>4 yang anda kunci ialah kad rendah yang jarang menang: semak, tanpa memasukkan cip.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet 10 chips. Your low 4 would rarely win: calling risks 10 more chips, while folding loses only the chip you put in.</source>
        <extracomment>Lesson step &quot;fold_big_bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>AI menaruh 10 cip. 4 anda yang rendah jarang menang: ikut bermakna mempertaruhkan 10 cip lagi, sedangkan tarik diri hanya kehilangan cip yang sudah anda masukkan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the 3 and keep your 2: a 2 is the one card that beats an Ace, so save it for a later deal.</source>
        <extracomment>Lesson step &quot;lock_keep_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kunci 3 dan simpan 2 anda: 2 ialah satu-satunya kad yang mengalahkan Sat, jadi simpan untuk pusingan kemudian.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bets and your 3 is low: fold, and lose only the chip you put in, rather than pay to see a likely loss.</source>
        <extracomment>Lesson step &quot;fold_low&quot;; the cards it names are marked on the table.</extracomment>
        <translation>AI menaruh dan 3 anda rendah: tarik diri, dan hilang hanya cip yang sudah anda masukkan, daripada membayar untuk melihat kekalahan yang mungkin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both your cards are 2s, equal in rank: lock either one.</source>
        <extracomment>Lesson step &quot;lock_twos&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kedua-dua kad anda ialah 2, sama pangkatnya: kunci mana-mana satu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your locked 2 beats only an Ace: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>2 yang anda kunci hanya mengalahkan Sat: semak, tanpa memasukkan cip.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock the 5 and keep the 2: the 5 beats the lower DOWN cards, and the 2 waits for an Ace.</source>
        <extracomment>Lesson step &quot;lock_five&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kunci 5 dan simpan 2: 5 mengalahkan kad RENDAH yang lebih kecil, dan 2 menunggu Sat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 5 wins only about one time in three: check rather than bet chips on it.</source>
        <extracomment>Lesson step &quot;check_third&quot;; the cards it names are marked on the table.</extracomment>
        <translation>5 anda hanya menang kira-kira sekali dalam tiga: semak daripada menaruh cip padanya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both of the AI&apos;s cards are DOWN (2 to 7): your Queen beats either. Lock it: a sure win is worth chips, and a small bet first may tempt the AI to put in more.</source>
        <extracomment>Lesson step &quot;lock_queen&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kedua-dua kad AI ialah RENDAH (2 hingga 7): Ratu anda mengalahkan mana-mana satu. Kuncinya: kemenangan yang pasti berbaloi dengan cip, dan taruhan kecil dahulu mungkin menggoda AI untuk memasukkan lebih banyak.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Lock &amp; Bet: lock one card, then check, bet, call, raise or fold. At the showdown the higher locked card takes the pot, and a 2 beats an Ace; a fold gives the pot away. Whoever runs out of chips loses the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Itulah Lock &amp; Bet: kunci satu kad, kemudian semak, taruh, ikut, naikkan atau tarik diri. Semasa kad didedahkan, kad terkunci yang lebih tinggi memenangi pot, dan 2 mengalahkan Sat; tarik diri menyerahkan pot. Sesiapa yang kehabisan cip kalah dalam perlawanan.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/LessonWords.qml" line="+12"/>
        <source>You and your partner opposite you play against the two AI players. Win counting cards and combinations; a lead of 60 points becomes a resto.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda dan rakan anda di hadapan bermain menentang dua pemain AI. Menangi kad bermata dan kombinasi; kelebihan 60 mata menjadi satu resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Mata kad: terup 36 hingga 40 bernilai 10 setiap satu; terup 30 hingga 35, 28, 20, 13, 10 dan 1, Matto dan empat Raja 5 setiap satu; terup 2 hingga 5 bernilai 3 setiap satu. Kad lain tidak bernilai. Pek ini mengandungi 142 mata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer cut the pack for you, and from the cut you robbed the marked cards: trumps above 20 or counting cards. Robbed cards are shown to everyone.</source>
        <extracomment>Lesson step &quot;robbing&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Komputer memotong pek untuk anda, dan dari potongan itu anda merompak kad yang ditanda: terup melebihi 20 atau kad bermata. Kad yang dirompak ditunjukkan kepada semua.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The cards left over, the Fola, are now turned up and out of play: the table does not show them, but the Set-up button lists them. They never take part in the tricks, yet they tell you which cards nobody holds.</source>
        <extracomment>Lesson step &quot;fola&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kad yang berbaki, Fola, kini dibuka dan berada di luar permainan: meja tidak menunjukkannya, tetapi butang Persediaan menyenaraikannya. Kad itu tidak pernah turut serta dalam trik, namun ia memberitahu anda kad mana yang tiada pada sesiapa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump. No trump is down yet, so your lowest, the 14, worth nothing, is enough to head the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda tiada kad sut yang dibuka, jadi anda mesti bermain terup. Belum ada terup dimainkan, jadi terup terendah anda, 14, yang tidak bernilai, cukup untuk mendahului trik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it, and it is worth 5 points.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda memenangi trik itu, jadi anda membuka: mana-mana kad boleh memulakan trik seterusnya. Buka dengan Raja Piala: tiada Piala yang mengalahkannya, jadi hanya terup boleh mengambilnya, dan ia bernilai 5 mata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the Queen, so give one worth nothing.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda memegang kad sut yang dibuka, jadi anda mesti mengikut sut. Anda tidak pernah wajib mengalahkan kad yang sudah dimainkan: tiada Syiling anda yang mengalahkan Ratu, jadi berikan satu yang tidak bernilai.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You must follow Cups, and every court card beats a numeral: none of yours beats the Jack. In Cups and Coins the numerals run backwards: your Ace is the highest of them, yet worth nothing. Give it; your partner plays last and may still win the trick.</source>
        <extracomment>Lesson step &quot;cannot_beat_jack&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda mesti mengikut Piala, dan setiap kad bergambar mengalahkan kad nombor: tiada kad anda yang mengalahkan Pekak. Dalam Piala dan Syiling, kad nombor berpangkat terbalik: Sat anda yang tertinggi antaranya, tetapi tidak bernilai. Berikan kad itu; rakan anda bermain terakhir dan mungkin masih memenangi trik.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As you saw with the Ace, Cups run backwards: the 10 is the lowest numeral. Your 7 and 8 lose to the 4, so give one of them; both are worth nothing.</source>
        <extracomment>Lesson step &quot;cups_order&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Seperti yang anda lihat dengan Sat, Piala berpangkat terbalik: 10 ialah kad nombor terendah. 7 dan 8 anda kalah kepada 4, jadi berikan salah satu; kedua-duanya tidak bernilai.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>An opponent played the Matto (the Fool): it may replace any card, never wins a trick and stays with its team, which gives your team a card worth nothing for it at the end. So your King won, and you lead again: a low Baton worth nothing gives nothing away.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Seorang lawan memainkan Matto (si Badut): ia boleh menggantikan mana-mana kad, tidak pernah memenangi trik dan kekal dengan pasukannya, yang memberi pasukan anda satu kad tidak bernilai sebagai gantinya pada akhirnya. Jadi Raja anda menang, dan anda membuka lagi: Tongkat rendah yang tidak bernilai tidak memberi apa-apa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You play last and must follow Batons, but none of yours beats the Knight: throw a card worth nothing and keep the 9, your highest Baton.</source>
        <extracomment>Lesson step &quot;last_cannot_beat&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda bermain terakhir dan mesti mengikut Tongkat, tetapi tiada kad anda yang mengalahkan Kesatria: buang kad yang tidak bernilai dan simpan 9, Tongkat tertinggi anda.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner&apos;s trump 39 heads the trick, and only trump 40 beats it: that card lies in the Fola, out of play. So give your trump 10 to your partner&apos;s trick: it is worth 5 points.</source>
        <extracomment>Lesson step &quot;fola_trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Terup 39 rakan anda mendahului trik, dan hanya terup 40 mengalahkannya: kad itu berada dalam Fola, di luar permainan. Jadi berikan terup 10 anda kepada trik rakan anda: ia bernilai 5 mata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Minchiate: before play come robbing, discards and declarations; then follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick. Every 60 points of lead make a resto; the net resti decide.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Itulah Minchiate: sebelum bermain ada rampasan, buangan dan pengisytiharan; kemudian ikut sut jika boleh, jika tidak mainkan terup; terup tertinggi, atau jika tiada, kad tertinggi sut yang dibuka, memenangi trik. Setiap 60 mata pendahuluan menjadi satu resto; resti bersih menentukan pemenang.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>All 21 tricks are played. Each team counts its cards, the combinations among them and 10 for the last trick; the difference gives more resti. The net resti decide the winner.</source>
        <extracomment>Lesson step &quot;end&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kesemua 21 trik telah dimainkan. Setiap pasukan mengira kadnya, kombinasi di dalamnya dan 10 untuk trik terakhir; perbezaan memberi lebih banyak resti. Resti bersih menentukan pemenang.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>You robbed, so you discard back to 21 cards, face down. Only cards worth nothing may go, never trump 29: choose the two marked cards, then press Discard (key D).</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table. &quot;Discard&quot; is the table&apos;s Discard button.</extracomment>
        <translation>Anda telah merompak, jadi anda membuang kad secara tertiarap sehingga tinggal 21 kad. Hanya kad tanpa nilai boleh dibuang, tidak sekali-kali terup 29: pilih dua kad yang ditanda, kemudian tekan Buang (kekunci D).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before play you may declare the combinations in your hand: the marked trumps are a run. Declare it by its button or its number key; it scores at once. With nothing more to declare, the table then passes for you.</source>
        <extracomment>Lesson step &quot;declare&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Sebelum bermain, anda boleh mengisytiharkan kombinasi di tangan anda: terup yang ditanda ialah satu urutan. Isytiharkannya dengan butangnya atau kekunci nombornya; ia terus dikira. Jika tiada lagi yang boleh diisytiharkan, meja kemudian lulus untuk anda.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your team&apos;s lead reached 60 points in the last tricks: it earned a resto (the unit the deal is settled in), Resto 1 in the score box. This trick ended the deal, so the box already counts the end too: the rest of the lead plus the end count, in units of 60.</source>
        <extracomment>Lesson step &quot;resto&quot;, read once the last trick has ended the deal: first the resto earned during play, then what the score box now counts (the end&apos;s settlement).</extracomment>
        <translation>Pendahuluan pasukan anda mencapai 60 mata dalam trik terakhir: ia mendapat satu resto (unit penyelesaian pusingan), Resto 1 dalam kotak skor. Trik ini menamatkan pusingan, jadi kotak sudah mengira penghujungnya juga: baki pendahuluan ditambah kiraan akhir, dalam unit 60.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="+56"/>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="+62"/>
        <source>You have now seen every rule of play. The lesson plays the rest of your cards for you, as the hint would: watch the deal to its end.</source>
        <extracomment>Lesson step &quot;finish&quot;: after it the lesson plays the player&apos;s remaining moves itself (the hint&apos;s choice), up to the deal&apos;s end.</extracomment>
        <translation>Anda kini telah melihat setiap peraturan permainan. Pelajaran memainkan baki kad anda untuk anda, seperti petunjuk: tonton pusingan ini hingga tamat.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="-44"/>
        <source>You and your partner opposite you play against the two AI players on your left and right. You are the dealer: you got 17 cards, the others 15.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda dan rakan anda di hadapan bermain menentang dua pemain AI di kiri dan kanan anda. Anda pengedar: anda mendapat 17 kad, yang lain 15.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Raja, terup 1, terup 21 dan Matto bernilai 5 mata setiap satu; Ratu 4, Kesatria 3, Pekak 2; setiap kad lain 1. Nilai sesuatu kad tiada kaitan dengan pangkatnya.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the dealer, put two cards aside face down: discard the marked cards. They count for your team at the end if it wins at least one trick.</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Sebagai pengedar, ketepikan dua kad secara tertiarap: buang kad yang ditanda. Kad itu dikira untuk pasukan anda pada akhirnya jika ia memenangi sekurang-kurangnya satu trik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest trump won the first trick. The winner of a trick leads the next one.</source>
        <extracomment>Lesson step &quot;trick_won&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Terup tertinggi memenangi trik pertama. Pemenang sesuatu trik membuka trik seterusnya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the King, so give one.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda memegang kad sut yang dibuka, jadi anda mesti mengikut sut. Anda tidak pernah wajib mengalahkan kad yang sudah dimainkan: tiada Syiling anda yang mengalahkan Raja, jadi berikan satu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump (or the Matto, which may go at any time: more on it soon). Your 15 is the lowest trump above the opponent&apos;s 13: it wins the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda tiada kad sut yang dibuka, jadi anda mesti bermain terup (atau Matto, yang boleh dimainkan pada bila-bila masa: anda akan mengenalinya sebentar lagi). 15 anda ialah terup terendah yang melebihi 13 lawan: ia memenangi trik.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead the Matto (the Fool) to see it at work: it may be played at any time. It never wins a trick, but it stays with your team, with its 5 points. When it is led, the next card sets the suit. The Queen of Cups would score a little more here; you keep her.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table. Leading the Queen of Cups would score a little more in this position.</extracomment>
        <translation>Buka dengan Matto (si Badut) untuk melihat cara ia berfungsi: ia boleh dimainkan pada bila-bila masa. Ia tidak pernah memenangi trik, tetapi kekal dengan pasukan anda bersama 5 matanya. Apabila ia dibuka, kad seterusnya menentukan sut. Ratu Piala memberi sedikit lebih mata di sini; ia kekal di tangan anda.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda memenangi trik itu, jadi anda membuka: mana-mana kad boleh memulakan trik seterusnya. Buka dengan Raja Piala: tiada Piala yang mengalahkannya, jadi hanya terup boleh mengambilnya.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All 15 tricks are played. Each team adds up its cards: Kings, trumps 1 and 21 and the Matto 5, Queens 4, Knights 3, Jacks 2, every other card 1. The pack holds 114 points; more wins.</source>
        <extracomment>Lesson step &quot;points&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kesemua 15 trik telah dimainkan. Setiap pasukan menjumlahkan kadnya: Raja, terup 1 dan 21 serta Matto 5, Ratu 4, Kesatria 3, Pekak 2, setiap kad lain 1. Pek ini bernilai 114 mata; yang lebih banyak menang.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is Tarocchi di Piedicavallo: follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick, and its winner leads next. The Matto may go at any time. The team with more points wins.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Itulah Tarocchi di Piedicavallo: ikut sut jika boleh, jika tidak mainkan terup; terup tertinggi, atau jika tiada, kad tertinggi sut yang dibuka, memenangi trik, dan pemenangnya membuka seterusnya. Matto boleh dimainkan bila-bila masa. Pasukan dengan mata lebih banyak menang.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LessonWords.qml" line="+12"/>
        <source>You play Schnapsen against the AI. The turned-up card sets the trump suit; the stock lies on it, and after each trick the winner draws first. The first to reach 66 card points wins the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda bermain Schnapsen menentang AI. Kad yang terbuka menentukan sut terup; longgokan terletak di atasnya, dan selepas setiap trik pemenang mengambil kad dahulu. Yang pertama mencapai 66 mata kad memenangi pusingan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: the Daus (Ace) 11, the Zehner (10) 10, the König (King) 4, the Ober (Queen) 3, the Unter (Jack) 2. The 20 cards hold 120 points; each trick&apos;s cards count for its winner.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>Mata kad: Daus (Sat) 11, Zehner (10) 10, König (Raja) 4, Ober (Ratu) 3, Unter (Pekak) 2. 20 kad itu bernilai 120 mata; kad setiap trik dikira untuk pemenangnya.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>While the stock is open you need not follow suit. Play the trump Zehner (the 10): a trump beats any other suit. The Daus (the Ace) would win one point more; the trump wins as surely and you keep the Daus.</source>
        <extracomment>Lesson step &quot;free_follow&quot;; the cards it names are marked on the table. The Daus would win one point more (14 against 13).</extracomment>
        <translation>Selagi longgokan terbuka, anda tidak perlu mengikut sut. Mainkan Zehner terup (kad 10): terup mengalahkan sut lain. Daus (Sat) akan menang satu mata lebih; terup menang sama pasti dan anda menyimpan Daus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead now and hold the trump Unter (the Jack): press &quot;Exchange trump Unter&quot; (key X) to take the turned-up trump, worth more. It costs no turn: you still lead after it.</source>
        <extracomment>Lesson step &quot;exchange&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Exchange trump Unter&quot; button, worded as the table words it.</extracomment>
        <translation>Anda membuka sekarang dan memegang Unter terup (Pekak): tekan &quot;Tukar Unter terup&quot; (kekunci X) untuk mengambil kad terup yang terbuka, yang lebih bernilai. Ia tidak menggunakan giliran: anda masih membuka selepas itu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>König (the King) and Ober (the Queen) of trumps are a marriage: press &quot;König of Eichel: +40&quot; (or M on the ringed König). It scores 40 and leads the König. Closing first works too: you may declare whenever you lead.</source>
        <extracomment>Lesson step &quot;marriage&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s marriage button (&quot;%1: +%2&quot; with the card&apos;s name), worded as the table words it.</extracomment>
        <translation>König (Raja) dan Ober (Ratu) terup ialah perkahwinan: tekan &quot;König Eichel: +40&quot; (atau M pada König yang difokuskan). Ia bernilai 40 dan membuka dengan König. Menutup dahulu pun boleh: anda boleh mengisytiharkan bila-bila masa anda membuka.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your points rose by 48: 40 for the marriage in trumps (a marriage in another suit scores 20) and 8 for the trick. You have nearly 66 points: press &quot;Close the stock&quot; (key C). Nobody draws any more and the strict rules apply at once; now you must reach 66.</source>
        <extracomment>Lesson step &quot;close&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Close the stock&quot; button.</extracomment>
        <translation>Mata anda naik sebanyak 48: 40 untuk perkahwinan dalam terup (perkahwinan dalam sut lain bernilai 20) dan 8 untuk trik itu. Anda hampir mencapai 66 mata: tekan &quot;Tutup longgokan&quot; (kekunci C). Tiada sesiapa mengambil kad lagi dan peraturan ketat terus berlaku; kini anda mesti mencapai 66.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI trumped your Daus and leads. The stock is closed: you must follow suit and beat the card if you can, else trump. Your only such card is the trump Ober: Next plays it for you.</source>
        <extracomment>Lesson step &quot;strict_follow&quot;; the cards it names are marked on the table. &quot;Next&quot; is the lesson&apos;s Next button.</extracomment>
        <translation>AI memotong Daus anda dengan terup dan kini membuka. Longgokan ditutup: anda mesti mengikut sut dan mengalahkan kad itu jika boleh, jika tidak bermain terup. Satu-satunya kad sedemikian ialah Ober terup: Seterusnya memainkannya untuk anda.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lead the Daus of Herz, worth 11: no Herz beats it, so the AI must trump it to win it, or lose 11 points to you. If it trumps, that trump is gone, and your trump Ober still waits to win a trick.</source>
        <extracomment>Lesson step &quot;lead_daus&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Buka dengan Daus Herz, bernilai 11: tiada Herz yang mengalahkannya, jadi AI mesti memotongnya dengan terup untuk menang, atau kehilangan 11 mata kepada anda. Jika ia memotong, terup itu sudah habis, dan Ober terup anda masih menunggu untuk memenangi trik.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Schnapsen: while the stock is open you need not follow suit; you may exchange the trump Unter and declare a marriage when you lead. Once the stock is closed or empty, follow suit and beat or trump. 66 points win the deal.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Itulah Schnapsen: selagi longgokan terbuka anda tidak perlu mengikut sut; apabila anda membuka, anda boleh menukar Unter terup dan mengisytiharkan perkahwinan. Setelah longgokan ditutup atau habis, ikut sut dan kalahkan, atau main terup. 66 mata memenangi pusingan.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>You reached 66 after closing: the deal is yours. Your game points depend on the AI&apos;s points and tricks when you closed; they count your match down from 7.</source>
        <extracomment>Lesson step &quot;win_66&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda mencapai 66 selepas menutup: pusingan ini milik anda. Mata permainan anda bergantung pada mata dan trik AI semasa anda menutup; ia mengira perlawanan anda turun dari 7.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="-50"/>
        <source>You play Scopa against the AI. You each hold three cards, and four cards lie face up on the table. Capture table cards with the cards you play; points are counted at the end of the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Anda bermain Scopa menentang AI. Setiap pemain memegang tiga kad, dan empat kad terbuka di atas meja. Tangkap kad di meja dengan kad yang anda mainkan; mata dikira pada akhir pusingan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture values: the Ace 1, the 2 to 7 their number, the Jack 8, the Queen 9, the King 10. For the primiera, a prize at the end, your best card of each suit counts: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12, court cards 10.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; values, shown at the start.</extracomment>
        <translation>Nilai tangkapan: Sat 1, 2 hingga 7 mengikut nombornya, Pekak 8, Ratu 9, Raja 10. Untuk primiera, hadiah pada akhirnya, kad terbaik anda dalam setiap sut dikira: 7 bernilai 21, 6 bernilai 18, Sat 16, 5 bernilai 15, 4 bernilai 14, 3 bernilai 13, 2 bernilai 12, kad bergambar 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the marked card: it takes the table card of the same value. Equal values capture each other.</source>
        <extracomment>Lesson step &quot;capture_value&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Mainkan kad yang ditanda: ia menangkap kad di meja yang sama nilainya. Nilai yang sama saling menangkap.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the marked card. It captures nothing, so it stays face up on the table, where the AI may take it.</source>
        <extracomment>Lesson step &quot;lays_card&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Mainkan kad yang ditanda. Ia tidak menangkap apa-apa, jadi ia kekal terbuka di meja, dan AI boleh mengambilnya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table card has your card&apos;s value, but two of them add up to it: the marked card takes both. A sum may be two or more cards.</source>
        <extracomment>Lesson step &quot;capture_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tiada kad di meja yang sama nilai dengan kad anda, tetapi dua kad jika dijumlahkan sama dengannya: kad yang ditanda menangkap kedua-duanya. Jumlah boleh terdiri daripada dua kad atau lebih.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both hands are empty, so each player gets three new cards from the stock. The table gets none.</source>
        <extracomment>Lesson step &quot;new_round&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kedua-dua tangan kosong, jadi setiap pemain mendapat tiga kad baharu dari longgokan. Meja tidak mendapat apa-apa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The marked card takes every card left on the table. Clearing the table is a scopa: 1 point at the end of the deal.</source>
        <extracomment>Lesson step &quot;scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kad yang ditanda menangkap semua kad yang tinggal di meja. Mengosongkan meja ialah scopa: 1 mata pada akhir pusingan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capture the Diamonds 7, the settebello: it is a prize of 1 point on its own, and a good card for the primiera.</source>
        <extracomment>Lesson step &quot;settebello&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tangkap 7 Wajik, settebello: ia sendiri hadiah bernilai 1 mata, dan kad yang baik untuk primiera.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table card has the same value as your card, so your card must take that one card, even where a sum would also fit. Your other card may also take its twin: that scores a little more here, but it shows no sum.</source>
        <extracomment>Lesson step &quot;must_take&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Ada kad di meja yang sama nilainya dengan kad anda, jadi kad anda mesti mengambil kad itu sahaja, walaupun satu jumlah juga sesuai. Kad anda yang satu lagi juga boleh mengambil pasangannya: di sini ia memberi sedikit lebih markah, tetapi ia tidak menunjukkan sebarang jumlah.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last card has been played. The cards still on the table go to the last player who captured; that is not a scopa.</source>
        <extracomment>Lesson step &quot;leftovers&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Kad terakhir telah dimainkan. Kad yang masih di meja diberi kepada pemain terakhir yang menangkap; itu bukan scopa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal is over. Each player scores their scopas and the four prizes: most cards, most Diamonds, the settebello and the best primiera. The first to reach 11 points wins the match.</source>
        <extracomment>Lesson step &quot;prizes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Pusingan tamat. Setiap pemain mendapat mata scopa dan empat hadiah: kad terbanyak, Wajik terbanyak, settebello dan primiera terbaik. Yang pertama mencapai 11 mata memenangi perlawanan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your 3 takes the 3, the only card on the table: you clear the table again, a second scopa and one more point.</source>
        <extracomment>Lesson step &quot;second_scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>3 anda mengambil 3, satu-satunya kad di meja: anda mengosongkan meja sekali lagi, scopa kedua dan satu mata lagi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the 6 with your 6 of Diamonds: the capture brings a Diamond home, toward the prize for most Diamonds. Your King takes nothing here.</source>
        <extracomment>Lesson step &quot;take_diamond&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Ambil 6 dengan 6 Wajik anda: tangkapan itu membawa pulang satu Wajik, ke arah hadiah Wajik terbanyak. Raja anda tidak mengambil apa-apa di sini.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of your cards can take anything here, so you lay one on the table. Lay the 6: the table then adds up to more than 10, so the AI cannot sweep it in one capture.</source>
        <extracomment>Lesson step &quot;lay_nothing_takes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Tiada kad anda yang boleh mengambil apa-apa di sini, jadi anda meletakkan satu di meja. Letakkan 6: jumlah di meja kemudian melebihi 10, jadi AI tidak boleh menyapu meja dengan satu tangkapan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Again nothing of yours takes a card. Lay the 4 and keep your Queen (worth 9): the table adds up to far more than 10, so no sweep is possible.</source>
        <extracomment>Lesson step &quot;lay_again&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Sekali lagi tiada kad anda yang mengambil apa-apa. Letakkan 4 dan simpan Ratu anda (bernilai 9): jumlah di meja jauh melebihi 10, jadi tiada sapuan yang mungkin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay the Ace: with the Jack (worth 8) on the table it makes 9, the value of a Queen. Once the Queen on the table is taken, a Queen played later can take both.</source>
        <extracomment>Lesson step &quot;lay_for_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>Letakkan Sat: bersama Pekak (bernilai 8) di meja ia menjadi 9, nilai seorang Ratu. Sebaik sahaja Ratu di meja diambil, Ratu yang dimainkan kemudian boleh mengambil kedua-duanya.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Scopa: your card takes a table card of equal value, which must come first, or cards that add up to it; a card that takes nothing is laid. Clearing the table is a scopa. Scopas and the four prizes score; 11 points win the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>Itulah Scopa: kad anda mengambil kad meja yang sama nilai, yang mesti didahulukan, atau kad-kad yang jumlahnya sama dengannya; kad yang tidak mengambil apa-apa diletakkan. Mengosongkan meja ialah scopa. Scopa dan empat hadiah memberi mata; 11 mata memenangi perlawanan.</translation>
    </message>
</context>
<context>
    <name>LevelNotes</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+162"/>
        <source>Counts the cards and follows rules of thumb, but %1 of the time takes one of its three best-looking moves instead of the best.</source>
        <comment>scopa</comment>
        <translation>Mengira kad dan mengikut petua mudah, tetapi %1 daripada masa memilih salah satu daripada tiga langkah yang kelihatan terbaik, bukan yang terbaik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows the same rules of thumb as Easy, but takes a near-best move instead of the best %1 of the time.</source>
        <comment>scopa</comment>
        <translation>Mengikut petua mudah yang sama seperti Mudah, tetapi memilih langkah yang hampir terbaik dan bukan yang terbaik %1 daripada masa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards, guessing from how you have played so far, and plays the one that scores best; near the end of the stock it calculates exactly.</source>
        <comment>scopa</comment>
        <translation>Mencuba setiap langkah dalam %1 tekaan tentang kad yang tidak kelihatan, meneka daripada cara anda bermain setakat ini, dan memainkan langkah yang memberi markah terbaik; menjelang akhir longgokan ia mengira dengan tepat.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+141"/>
        <source>Plays by rules of thumb, but %1 of the time plays a random card.</source>
        <comment>schnapsen</comment>
        <translation>Bermain mengikut petua mudah, tetapi %1 daripada masa memainkan kad secara rawak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always plays by its rules of thumb.</source>
        <comment>schnapsen</comment>
        <translation>Sentiasa bermain mengikut petua mudahnya.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards: it plays each guess out while the stock is open and calculates exactly once it is closed or nearly gone.</source>
        <comment>schnapsen</comment>
        <translation>Mencuba setiap langkah dalam %1 tekaan tentang kad yang tidak kelihatan: ia memainkan setiap tekaan hingga habis semasa longgokan terbuka dan mengira dengan tepat apabila longgokan ditutup atau hampir habis.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+66"/>
        <location line="+3"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>piedicavallo</comment>
        <translation>Pemain pasukan yang mengikut petua mudah, tetapi %1 daripada masa memainkan kad sah secara rawak.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+270"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>minchiate</comment>
        <translation>Pemain pasukan yang mengikut petua mudah, tetapi %1 daripada masa memainkan kad sah secara rawak.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands that fit how the others have played, and keeps the best on average.</source>
        <comment>piedicavallo</comment>
        <translation>Memainkan setiap kad hingga habis ratusan kali dalam tekaan tentang tangan tersembunyi yang sepadan dengan cara pemain lain bermain, dan memilih yang terbaik secara purata.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+2"/>
        <source>Always plays as the rule-of-thumb team player.</source>
        <comment>minchiate</comment>
        <translation>Sentiasa bermain sebagai pemain pasukan yang mengikut petua mudah.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands and keeps the best on average, looking again when two cards come close.</source>
        <comment>minchiate</comment>
        <translation>Memainkan setiap kad hingga habis ratusan kali dalam tekaan tentang tangan tersembunyi dan memilih yang terbaik secara purata, serta menilai semula apabila dua kad hampir sama.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+181"/>
        <source>Bets by its card&apos;s chance to win, cautiously, and now and then carelessly.</source>
        <comment>lockbet</comment>
        <translation>Bertaruh mengikut peluang kadnya untuk menang, dengan berhati-hati, dan sekali-sekala secara cuai.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets by its card&apos;s chance to win and calls when the pot pays for it; it never bluffs.</source>
        <comment>lockbet</comment>
        <translation>Bertaruh mengikut peluang kadnya untuk menang dan ikut apabila pot berbaloi; ia tidak pernah menggertak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows a game-theory strategy worked out for each deal: it bluffs at the right rate and is hard to read.</source>
        <comment>lockbet</comment>
        <translation>Mengikut strategi teori permainan yang dikira bagi setiap pusingan: ia menggertak pada kadar yang betul dan sukar dibaca.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/LevelNotes.qml" line="+58"/>
        <source>Against random play it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <extracomment>%1 the share won, %2 to %3 its 95% confidence interval, %4 how many were played.</extracomment>
        <translation>Menentang permainan rawak, ia menang %1 daripada perlawanannya (selang keyakinan 95 %: %2 hingga %3; perlawanan dimainkan: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against random play it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Menentang permainan rawak, ia menang %1 daripada pusingannya (selang keyakinan 95 %: %2 hingga %3; pusingan dimainkan: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Easy it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>Menentang tahap Mudah, ia menang %1 daripada perlawanannya (selang keyakinan 95 %: %2 hingga %3; perlawanan dimainkan: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Easy it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Menentang tahap Mudah, ia menang %1 daripada pusingannya (selang keyakinan 95 %: %2 hingga %3; pusingan dimainkan: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Normal it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>Menentang tahap Biasa, ia menang %1 daripada perlawanannya (selang keyakinan 95 %: %2 hingga %3; perlawanan dimainkan: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Normal it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>Menentang tahap Biasa, ia menang %1 daripada pusingannya (selang keyakinan 95 %: %2 hingga %3; pusingan dimainkan: %4).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The AI levels</source>
        <extracomment>Title of the box that says what each AI level does and how strong it is.</extracomment>
        <translation>Tahap AI</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No level ever sees your cards or any other hidden card: each decides only from what its own seat may see, as you do.</source>
        <translation>Tiada tahap yang pernah melihat kad anda atau mana-mana kad tersembunyi lain: setiap tahap membuat keputusan hanya daripada apa yang boleh dilihat oleh tempatnya sendiri, sama seperti anda.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+66"/>
        <source>Choose a game</source>
        <translation>Pilih permainan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>Permainan kad tradisional menentang lawan AI, dimainkan secara luar talian.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No game tables are installed yet.</source>
        <translation>Belum ada meja permainan yang dipasang.</translation>
    </message>
</context>
<context>
    <name>LockButton</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockButton.qml" line="+31"/>
        <source>Lock this card face down</source>
        <translation>Kunci kad ini secara tertiarap</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card to lock</source>
        <translation>Pilih kad untuk dikunci</translation>
    </message>
</context>
<context>
    <name>LockSlot</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockSlot.qml" line="+34"/>
        <source>locked face down</source>
        <extracomment>A locked card, not yet shown.</extracomment>
        <translation>dikunci secara tertiarap</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <extracomment>The place for a locked card, still empty.</extracomment>
        <translation>kosong</translation>
    </message>
</context>
<context>
    <name>LockedCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockedCards.qml" line="+48"/>
        <source>Your card</source>
        <translation>Kad anda</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>AI bet</source>
        <extracomment>Chips the AI has bet this round.</extracomment>
        <translation>Taruhan AI</translation>
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
        <translation>Taruhan anda</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>AI&apos;s card</source>
        <translation>Kad AI</translation>
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
        <translation>Semua fail (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type a deal number.</source>
        <translation>Taip nombor pusingan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number has only digits, such as 123456.</source>
        <extracomment>A typed deal number is refused.</extracomment>
        <translation>Nombor pusingan hanya mengandungi digit, seperti 123456.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal numbers go from 0 to %1.</source>
        <translation>Nombor pusingan dari 0 hingga %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such file.</source>
        <translation>Tiada fail sedemikian.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds your match just as it stands: it waits aside while you replay a deal.</source>
        <extracomment>The file chosen to open holds the match at the table, move for move: nothing changes. The file chosen to open holds your match as it stands, kept aside while a finished deal is replayed.</extracomment>
        <translation>Fail ini mengandungi perlawanan anda tepat seperti sekarang: ia menunggu di tepi semasa anda memainkan semula satu pusingan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file holds the match at the table, just as it stands: it is already open.</source>
        <translation>Fail ini mengandungi perlawanan di atas meja, tepat seperti sekarang: ia sudah dibuka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Cardavia match file: it is not JSON text, or it is too large.</source>
        <extracomment>The file chosen to open is not JSON text, or larger than any match file.</extracomment>
        <translation>Fail ini bukan fail perlawanan Cardavia: ia bukan teks JSON, atau terlalu besar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file could not be read.</source>
        <translation>Fail ini tidak dapat dibaca.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match was saved by a newer version of Cardavia.</source>
        <translation>Perlawanan ini disimpan oleh versi Cardavia yang lebih baharu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds a match of another game: open it from that game&apos;s page.</source>
        <translation>Fail ini mengandungi perlawanan permainan lain: bukanya dari halaman permainan itu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds a match of %1: open it from the %1 page.</source>
        <extracomment>An opened file holds a match of another game; %1 that game&apos;s name (e.g. &quot;Scopa&quot;).</extracomment>
        <translation>Fail ini mengandungi perlawanan %1: bukanya dari halaman %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a Cardavia match file: it holds other data.</source>
        <extracomment>The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).</extracomment>
        <translation>Fail ini bukan fail perlawanan Cardavia: ia mengandungi data lain.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match file is damaged or was edited: its moves are not a match the rules allow.</source>
        <extracomment>An imported match whose moves the rules refuse (an edited or damaged file).</extracomment>
        <translation>Fail perlawanan ini rosak atau telah disunting: langkahnya bukan perlawanan yang dibenarkan oleh peraturan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file&apos;s name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.</source>
        <extracomment>An opened file whose name is not valid UTF-8: another file could show the same name.</extracomment>
        <translation>Nama fail ini bukan teks yang sah (UTF-8), jadi ia mungkin disalah anggap sebagai fail lain. Namakan semula fail itu, kemudian buka sekali lagi.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The match could not be saved: %1</source>
        <extracomment>An export failed; %1 is the system&apos;s reason.</extracomment>
        <translation>Perlawanan tidak dapat disimpan: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Title of the box to type a deal number.</extracomment>
        <translation>Main pusingan #…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number always gives the same cards and the same play of the AI.</source>
        <translation>Nombor yang sama sentiasa memberi kad yang sama dan permainan AI yang sama.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>The match under way will be given up and count as a lost match in your statistics.</source>
        <translation>Perlawanan yang sedang berjalan akan ditinggalkan dan dikira sebagai kalah dalam statistik anda.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The match under way will be given up and count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>Before a numbered deal or an opened file replaces a match in which you used take-back or hint.</extracomment>
        <translation>Perlawanan yang sedang berjalan akan ditinggalkan dan dikira dalam statistik anda sebagai perlawanan dengan batal langkah atau petunjuk yang anda tidak menangi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match files (*.json)</source>
        <extracomment>A choice of the file chooser&apos;s type list: the files Export… writes.</extracomment>
        <translation>Fail perlawanan (*.json)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Deal number, such as 123456</source>
        <translation>Nombor pusingan, seperti 123456</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>Main</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+31"/>
        <source>Export the match</source>
        <extracomment>Title of the file chooser that saves the match as a file.</extracomment>
        <translation>Eksport perlawanan</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+34"/>
        <source>Open a match file</source>
        <translation>Buka fail perlawanan</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The match is saved as a small file: its deal number and every move. Share it, or attach it to a bug report.</source>
        <translation>Perlawanan disimpan sebagai fail kecil: nombor pusingan dan setiap langkah. Kongsikan, atau lampirkan pada laporan pepijat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Choose another file…</source>
        <extracomment>The button of a failed export&apos;s box: opens the file chooser again.</extracomment>
        <translation>Pilih fail lain…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose a match file exported from this game. It is checked move by move; a file that is not a valid match is refused and your match stays as it is.</source>
        <extracomment>Before the file chooser opens.</extracomment>
        <translation>Pilih fail perlawanan yang dieksport daripada permainan ini. Ia disemak langkah demi langkah; fail yang bukan perlawanan sah ditolak dan perlawanan anda kekal seperti sedia ada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a file…</source>
        <extracomment>The button that opens the file chooser.</extracomment>
        <translation>Pilih fail…</translation>
    </message>
</context>
<context>
    <name>MatchResult</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+34"/>
        <source>You won the match!</source>
        <translation>Anda memenangi perlawanan!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>AI memenangi perlawanan.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Lock &amp; Bet&apos;s match sheet: the last deal&apos;s two locked cards, named (%1 yours, %2 the AI&apos;s).</extracomment>
        <translation>Kad anda: %1. Kad AI: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The AI has no chips left.</source>
        <translation>AI sudah kehabisan cip.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no chips left.</source>
        <translation>Anda sudah kehabisan cip.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chips: you %1 · AI %2</source>
        <extracomment>Final chip counts: you, then the AI, and the number of deals played.</extracomment>
        <translation>Cip: anda %1 · AI %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>%Ln pusingan dimainkan</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <extracomment>Starts a new match with 20 chips each.</extracomment>
        <translation>Perlawanan baharu</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+65"/>
        <source>Dismiss</source>
        <translation>Tutup</translation>
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
        <translation>Mainkan %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Play %1 and take %2</source>
        <comment>scopa</comment>
        <extracomment>A hinted or logged Scopa move: %1 the card played, %2 the cards it takes.</extracomment>
        <translation>Mainkan %1 dan ambil %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead %1 and declare the marriage</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: lead a King or Ober and declare its marriage.</extracomment>
        <translation>Buka dengan %1 dan isytiharkan perkahwinan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <comment>schnapsen</comment>
        <translation>Tukar Unter terup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <comment>schnapsen</comment>
        <translation>Tutup longgokan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1</source>
        <translation>Buang %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare %1</source>
        <translation>Isytihar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare nothing more</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: declare nothing more.</extracomment>
        <translation>Tidak mengisytiharkan apa-apa lagi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lock %1</source>
        <comment>lockbet</comment>
        <translation>Kunci %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <comment>lockbet</comment>
        <translation>Semak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1</source>
        <comment>lockbet</comment>
        <translation>Taruh %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <comment>lockbet</comment>
        <translation>Ikut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise to %1</source>
        <comment>lockbet</comment>
        <translation>Naikkan ke %1</translation>
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
        <translation>Tarik diri</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>takes %Ln card(s) from the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture takes %n cards from the table.</extracomment>
        <translation>
            <numerusform>mengambil %Ln kad dari meja</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clears the table: a scopa</source>
        <comment>scopa</comment>
        <translation>mengosongkan meja: scopa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the settebello</source>
        <comment>scopa</comment>
        <translation>mengambil settebello</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes nothing</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the played card takes nothing; the table&apos;s cards then add up to %1. Scopa: the played card takes nothing (what the table then holds is told next).</extracomment>
        <translation>tidak mengambil apa-apa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the deal&apos;s last card: what is left on the table goes to the last to capture</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the deal&apos;s last card; the cards left on the table go to whoever captured last.</extracomment>
        <translation>ialah kad terakhir pusingan: baki di atas meja menjadi milik pemain terakhir yang mengambil</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>lets your partner win the trick (%Ln point(s))</source>
        <translation>
            <numerusform>membiarkan rakan anda memenangi trik (%Ln mata)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>leaves your card winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <extracomment>Not the trick&apos;s last card: yours is winning the trick so far, which holds %n card points.</extracomment>
        <translation>
            <numerusform>membiarkan kad anda mendahului trik setakat ini (%Ln mata di dalamnya)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves your partner winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>membiarkan rakan anda mendahului trik setakat ini (%Ln mata di dalamnya)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves an opponent winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>membiarkan lawan mendahului trik setakat ini (%Ln mata di dalamnya)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bets %1 into a pot of %2</source>
        <comment>lockbet</comment>
        <translation>bertaruh %1 ke dalam pot %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pays %1 to call for a pot of %2: %3 chips won if your card wins, lost if it loses</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a call costs %1 for a pot of %2; then %3 chips are won if your card wins, lost if it loses.</extracomment>
        <translation>membayar %1 untuk ikut bagi pot %2: %3 cip dimenangi jika kad anda menang, hilang jika kalah</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puts in all your chips</source>
        <comment>lockbet</comment>
        <translation>meletakkan semua cip anda</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>gives up %Ln chip(s)</source>
        <comment>lockbet</comment>
        <translation>
            <numerusform>melepaskan %Ln cip</numerusform>
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
        <translation>mungkin membolehkan lawan membuat scopa dengan kad %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>takes nothing: the card stays on the table (the table then adds up to %1)</source>
        <comment>scopa</comment>
        <translation>tidak mengambil apa-apa: kad kekal di atas meja (jumlah meja kemudian %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the opponent no sweep</source>
        <comment>scopa</comment>
        <extracomment>Scopa: no single card the opponent may hold can clear the table after this move.</extracomment>
        <translation>tidak memberi lawan peluang scopa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declares a marriage for %1</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: declaring a marriage worth %1 (20 or 40).</extracomment>
        <translation>mengisytiharkan perkahwinan bernilai %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the face-up trump card %1</source>
        <comment>schnapsen</comment>
        <translation>mengambil kad terup yang terbuka, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closes the stock</source>
        <comment>schnapsen</comment>
        <translation>menutup longgokan</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>leads a card worth %Ln point(s)</source>
        <extracomment>Leading a card of a plain suit that counts %n card points (0 included).</extracomment>
        <translation>
            <numerusform>membuka dengan kad bernilai %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-15"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: leading a trump (briscola, Atout) that counts %n card points.</extracomment>
        <translation>
            <numerusform>membuka dengan terup bernilai %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+2"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>tarot</comment>
        <extracomment>Tarot games: leading a trump (trionfo) that counts %n card points.</extracomment>
        <translation>
            <numerusform>membuka dengan terup bernilai %Ln mata</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-19"/>
        <source>wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them the opponents&apos; (scored now).</extracomment>
        <translation>memenangi trik (mata kiraan: %1 dalam trik, %2 diambil daripada lawan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lets your partner win the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>membiarkan rakan anda memenangi trik (mata kiraan: %1 dalam trik, %2 diambil daripada lawan)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them your team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them your team&apos;s (the opponents score them now).</extracomment>
        <translation>melepaskan trik kepada lawan (mata kiraan: %1 dalam trik, %2 milik pasukan anda)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>trumps the led suit</source>
        <comment>schnapsen</comment>
        <translation>memainkan terup pada sut yang dibuka</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+8"/>
        <source>trumps the led suit</source>
        <comment>tarot</comment>
        <translation>memainkan terup pada sut yang dibuka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reaches 66</source>
        <comment>schnapsen</comment>
        <translation>mencapai 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the Matto</source>
        <comment>tarot</comment>
        <translation>memainkan Matto</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>keeps %Ln card(s) of its suit</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a discard that keeps %n cards of its suit in the hand.</extracomment>
        <translation>
            <numerusform>menyimpan %Ln kad daripada sut itu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores no more combinations now</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: stop declaring; no further combination scores now.</extracomment>
        <translation>tidak mengira kombinasi lagi sekarang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rides on a card that beats about %1 of the cards the AI may hold (judging by its UP/DOWN signal and its bets)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, your move: your card (locked, or the one this move locks) beats about %1 (e.g. &quot;20%&quot;, a tie counts half) of the cards the AI may hold, as far as its UP/DOWN signal and its bets tell.</extracomment>
        <translation>bergantung pada kad yang mengalahkan kira-kira %1 daripada kad yang mungkin dipegang oleh AI (berdasarkan isyarat TINGGI/RENDAH dan taruhannya)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>puts no chips in now</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a check puts no chip in.</extracomment>
        <translation>tidak memasukkan cip sekarang</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>wins %Ln Diamond(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n Diamonds for the player&apos;s pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).</extracomment>
        <translation>
            <numerusform>memenangi %Ln kad Wajik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>wins %Ln seven(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n sevens for the player&apos;s pile: those taken from the table and the played card itself.</extracomment>
        <translation>
            <numerusform>memenangi %Ln kad tujuh</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>memenangi trik (%Ln mata)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives up the trick (%Ln point(s))</source>
        <translation>
            <numerusform>melepaskan trik kepada lawan (%Ln mata)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>banks %Ln point(s) for your team</source>
        <comment>piedicavallo</comment>
        <extracomment>Piedicavallo: card points the dealer&apos;s discard banks for the team.</extracomment>
        <translation>
            <numerusform>menyimpan %Ln mata untuk pasukan anda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves you void in %Ln suit(s)</source>
        <translation>
            <numerusform>mengosongkan %Ln sut daripada tangan anda</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>declares for %Ln point(s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a declaration worth %1 points.</extracomment>
        <translation>
            <numerusform>mengisytiharkan kombinasi bernilai %Ln mata</numerusform>
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
        <translation>memulakan trik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot follow suit</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card is of another suit than the one led.</extracomment>
        <translation>tidak dapat mengikut sut</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Narrator.qml" line="+29"/>
        <source>The shoe ran low: the discards were shuffled into a new shoe of %1 cards.</source>
        <translation>Kotak kad hampir habis: kad buangan dikocok menjadi kotak kad baharu sebanyak %1 keping.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player is all-in from the ante: no betting, straight to the reveal.</source>
        <translation>Seorang pemain all-in kerana ante: tiada pertaruhan, terus ke pendedahan kad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI went all-in for less than a full raise: you may only call or fold.</source>
        <translation>AI all-in dengan kurang daripada kenaikan penuh: anda hanya boleh ikut atau tarik diri.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>AI: %1</source>
        <extracomment>Said to screen readers: what the AI did, e.g. &quot;AI: Raised to 6&quot;.</extracomment>
        <translation>AI: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Said to screen readers at the showdown: the two locked cards.</extracomment>
        <translation>Kad anda: %1. Kad AI: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have %1 chips, the AI %2.</source>
        <extracomment>Said to screen readers after each deal: both players&apos; chips.</extracomment>
        <translation>Anda ada %1 cip, AI %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI won the match.</source>
        <translation>AI memenangi perlawanan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the match!</source>
        <translation>Anda memenangi perlawanan!</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/OptionsPanel.qml" line="+35"/>
        <location line="+18"/>
        <source>Table options</source>
        <extracomment>Title of the panel with animation and card-colour options.</extracomment>
        <translation>Pilihan meja</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Animation speed</source>
        <translation>Kelajuan animasi</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slow</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Perlahan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal speed</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Biasa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>Pantas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a trick (four players)</source>
        <extracomment>Options: what happens after a trick in the four-player games.</extracomment>
        <translation>Selepas satu trik (empat pemain)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a click or key</source>
        <extracomment>Trick pace choice: the finished trick stays until you click or press a key.</extracomment>
        <translation>Tunggu klik atau kekunci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on after a pause</source>
        <extracomment>Trick pace choice: play goes on after a short pause.</extracomment>
        <translation>Teruskan selepas jeda</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reduced motion: cards appear in place</source>
        <translation>Gerakan dikurangkan: kad terus muncul di tempatnya</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour French suits, in Lock &amp; Bet (Diamonds blue, Clubs green)</source>
        <extracomment>Options: recolours the French cards (Lock &amp; Bet); the German and Italian packs already print four colours (newcomer #41 looked for a change in Schnapsen).</extracomment>
        <translation>Sut Perancis empat warna, dalam Lock &amp; Bet (Wajik biru, Kelawar hijau)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Sound (Ctrl+M)</source>
        <extracomment>Options: sound cues (a card landing, a capture, chips) on or off.</extracomment>
        <translation>Bunyi (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound</source>
        <translation>Bunyi</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Volume</source>
        <extracomment>Options: the loudness of the sound cues.</extracomment>
        <translation>Kelantangan</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sound device found: the cues are silent. The switch keeps your choice for when there is one.</source>
        <extracomment>Options, under the Sound switch: this computer has no audio output the app can use (the switch keeps the player&apos;s choice for a later start with a device).</extracomment>
        <translation>Tiada peranti bunyi ditemui: isyarat bunyi senyap. Suis menyimpan pilihan anda untuk bila ada peranti.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <extracomment>Fills the screen with the window, or gives it back its size. Also F11.</extracomment>
        <translation>Skrin penuh</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Cardavia</source>
        <extracomment>Opens the About box (version, licence, credits).</extracomment>
        <translation>Perihal Cardavia</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit</source>
        <extracomment>Closes Cardavia (your match is saved). Also Ctrl+Q.</extracomment>
        <translation>Keluar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+25"/>
        <source>UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player&apos;s two cards, never saying which is which.</source>
        <extracomment>Lock &amp; Bet: the tooltip of a player&apos;s UP/DOWN badge. The ranks are the cards&apos; corner indices: digits as the app writes numbers in your language; in a right-to-left language name J, Q, K, A as words (Latin letters inside the sentence reorder).</extracomment>
        <translation>TINGGI: 8, 9, 10, J, Q, K, A. RENDAH: 2 hingga 7. Lencana ini mengira dua kad pemain ini, tanpa menyatakan yang mana satu.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %Ln chip(s)</source>
        <extracomment>Accessible summary of a player&apos;s corner: name and the chips behind.</extracomment>
        <translation>
            <numerusform>%1: %Ln cip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%Ln chip(s)</source>
        <extracomment>Chips a player still has behind (not in the pot).</extracomment>
        <translation>
            <numerusform>%Ln cip</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>UP %1 · DOWN %2</source>
        <extracomment>Public signal: how many of the player&apos;s two cards are high (8 to A) and low (2 to 7).</extracomment>
        <translation>TINGGI %1 · RENDAH %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Acts first this deal</source>
        <translation>Bertindak dahulu dalam pusingan ini</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>First</source>
        <extracomment>Lock &amp; Bet: small tag on the box of the player who acts first this deal (shown once that player has acted; before, the line &quot;Acts first this deal&quot; says it).</extracomment>
        <translation>Pertama</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+66"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Pengedar</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>%Ln lagi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>Mata: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(+%1 belum dikira)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>Trik: %1</translation>
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
        <translation>Kadar menang</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Matches at this level, oldest first</source>
        <extracomment>The chart&apos;s horizontal axis: the matches at this AI level, numbered from the first.</extracomment>
        <translation>Perlawanan pada tahap ini, yang terawal dahulu</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../cardavia_desktop/views/common/refusals.js" line="+11"/>
        <source>Nothing to take back: you have made no move in this deal yet.</source>
        <extracomment>A click on the dimmed Take back: none of your moves in this deal can be undone.</extracomment>
        <translation>Tiada apa untuk dibatalkan: anda belum membuat langkah dalam pusingan ini.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a lesson, Take back undoes only a move that is not the lesson&apos;s.</source>
        <extracomment>A click on the dimmed Take back during a lesson.</extracomment>
        <translation>Dalam pelajaran, Batal langkah hanya membatalkan langkah yang bukan langkah pelajaran.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson waits: press Next to go on.</source>
        <extracomment>A click on a card or a dimmed button while the lesson waits for its Next button.</extracomment>
        <translation>Pelajaran menunggu: tekan Seterusnya untuk meneruskan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing your seat: press Stop watching first.</source>
        <extracomment>A click on the dimmed Hint or Take back while the hard AI plays your seat (Watch).</extracomment>
        <translation>Sukar sedang bermain di tempat anda: tekan Berhenti menonton dahulu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick first: click the table, or press Space or Enter, to go on.</source>
        <extracomment>A click on the dimmed Hint while a finished trick waits on the table for a click or a key.</extracomment>
        <translation>Lihat trik itu dahulu: klik meja, atau tekan Space atau Enter, untuk meneruskan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over: continue to the next one first.</source>
        <translation>Pusingan sudah tamat: teruskan ke pusingan seterusnya dahulu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>Langkah itu tidak dibenarkan sekarang.</translation>
    </message>
</context>
<context>
    <name>RevealHistory</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/RevealHistory.qml" line="+40"/>
        <source>Revealed cards</source>
        <extracomment>Heading of the list of locked cards shown at past reveals.</extracomment>
        <translation>Kad yang didedahkan</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deal %1</source>
        <extracomment>A past deal in the history: its number.</extracomment>
        <translation>Pusingan %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>None yet</source>
        <translation>Belum ada</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RulesPage.qml" line="+41"/>
        <source>How to play %1</source>
        <translation>Cara bermain %1</translation>
    </message>
</context>
<context>
    <name>ScopaPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/ScopaPanel.qml" line="+75"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Pengedar</translation>
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
        <translation>Mata perlawanan: %1 daripada %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cards: %1 · Diamonds: %2</source>
        <extracomment>This deal so far: cards captured and Diamonds among them.</extracomment>
        <translation>Kad: %1 · Wajik: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scope: %1</source>
        <extracomment>Number of scope (table sweeps) a player has made this deal.</extracomment>
        <translation>Scopa: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Settebello: this player has taken the %1, a prize of 1 point on its own.</source>
        <extracomment>Tooltip of the &quot;Settebello&quot; badge: %1 the card&apos;s name (&quot;7 of Diamonds&quot;).</extracomment>
        <translation>Settebello (%1): telah diambil oleh pemain ini, hadiah bernilai satu mata dengan sendirinya.</translation>
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
        <translation>Pusingan ini: anda %1, AI %2. Perlawanan: anda %3, AI %4, daripada %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+101"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Nobody</source>
        <extracomment>Nobody gets a prize&apos;s point (a tie).</extracomment>
        <translation>Tiada</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You win the match!</source>
        <translation>Anda memenangi perlawanan!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>AI memenangi perlawanan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 of this match</source>
        <extracomment>Title of the score sheet after a deal, e.g. &quot;Deal 3 of this match&quot;: which deal of the match (not the deal number &quot;Deal #…&quot; shown above the table to replay it).</extracomment>
        <translation>Pusingan %1 perlawanan ini</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>none</source>
        <extracomment>Primiera cell: the player lacks a suit, so has no primiera.</extracomment>
        <translation>tiada</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Point</source>
        <extracomment>Score sheet column: who gets the point of each prize.</extracomment>
        <translation>Mata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>Kad</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Diamonds</source>
        <translation>Wajik</translation>
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
        <translation>Scopa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 point each</source>
        <translation>1 mata setiap satu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This deal</source>
        <extracomment>Points scored in this deal.</extracomment>
        <translation>Pusingan ini</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <extracomment>The running match total (first to 11).</extracomment>
        <translation>Perlawanan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>of %1</source>
        <extracomment>Beside the match totals: the target.</extracomment>
        <translation>daripada %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln card(s) left on the table went to the AI, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to the AI, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln kad yang tinggal di atas meja menjadi milik AI: ia yang terakhir menangkap.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln card(s) left on the table went to you, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to you, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln kad yang tinggal di atas meja menjadi milik anda: anda yang terakhir menangkap.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Level at 11 or more: another deal decides the match.</source>
        <translation>Seri pada 11 atau lebih: satu pusingan lagi menentukan perlawanan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first to 11 who is ahead after a deal wins the match.</source>
        <translation>Pemain pertama yang mencapai 11 dan mendahului selepas satu pusingan memenangi perlawanan.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <translation>Perlawanan baharu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Pusingan seterusnya</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+20"/>
        <source>Kings</source>
        <translation>Raja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps 1 and 21</source>
        <extracomment>Trumps 1 and 21, worth 5 points each.</extracomment>
        <translation>Terup 1 dan 21</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens</source>
        <translation>Ratu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights</source>
        <translation>Kesatria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks</source>
        <translation>Pekak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other trumps</source>
        <extracomment>Trumps 2 to 20, worth 1 point each.</extracomment>
        <translation>Terup lain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Numeral cards</source>
        <extracomment>Numeral suit cards, worth 1 point each.</extracomment>
        <translation>Kad nombor</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tie: 57 points each.</source>
        <translation>Seri: 57 mata setiap pasukan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win!</source>
        <translation>Anda dan rakan anda menang!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>Pihak lawan menang.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (of 114)</source>
        <extracomment>Total card points of a team; the two totals always add up to 114.</extracomment>
        <translation>Jumlah (daripada 114)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tricks taken</source>
        <translation>Trik dimenangi</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>Kad yang diketepikan (%Ln mata) diberi kepada %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto changed sides: its team took no trick.</source>
        <translation>Matto bertukar pihak: pasukannya tidak memenangi sebarang trik.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and your partner took all 15 tricks.</source>
        <translation>Anda dan rakan anda memenangi kesemua 15 trik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents took all 15 tricks.</source>
        <translation>Pihak lawan memenangi kesemua 15 trik.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New deal</source>
        <translation>Pusingan baharu</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Scoreboard.qml" line="+28"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>Skor</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1: %Ln resto(i)</source>
        <extracomment>A team&apos;s resti settled so far, and its tricks.</extracomment>
        <translation>
            <numerusform>%1: %Ln resto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln trick(s)</source>
        <translation>
            <numerusform>%Ln trik</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>At the end: %1 → %Ln more resto(i)</source>
        <extracomment>Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).</extracomment>
        <translation>
            <numerusform>Pada akhirnya: %1 → %Ln resto lagi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference: %1 (60 make a resto)</source>
        <extracomment>The running difference since the last resto; 60 points make a resto.</extracomment>
        <translation>Perbezaan: %1 (60 membentuk satu resto)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Resto %1: %2 (%3)</source>
        <translation>Resto %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 21</source>
        <translation>Trik %1 daripada 21</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last trick</source>
        <translation>Trik terakhir</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+35"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1, %2, %Ln kad</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>Pengedar</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>%Ln kad</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Thinking…</source>
        <extracomment>Under a player&apos;s name while the AI chooses its move.</extracomment>
        <translation>Sedang berfikir…</translation>
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
        <translation>Persediaan</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cut and robbed:</source>
        <translation>%1 memotong dan merompak:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut and robbed:</source>
        <translation>Anda memotong dan merompak:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cut: nothing to rob.</source>
        <translation>%1 memotong: tiada apa untuk dirompak.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: nothing to rob.</source>
        <translation>Anda memotong: tiada apa untuk dirompak.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You dealt 21 each; last card shown:</source>
        <translation>Anda mengedar 21 kad setiap seorang; kad terakhir ditunjukkan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt 21 each; last card shown:</source>
        <translation>%1 mengedar 21 kad setiap seorang; kad terakhir ditunjukkan:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 robbed from the Fola:</source>
        <translation>%1 merompak dari Fola:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You robbed from the Fola:</source>
        <translation>Anda merompak dari Fola:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>Anda tidak merompak apa-apa dari Fola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 tidak merompak apa-apa dari Fola.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 of %3 discarded face down</source>
        <extracomment>%1 player; discarded so far / to discard in all, face down.</extracomment>
        <translation>%1: %2 daripada %3 dibuang secara tertiarap</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Fola (out of play): %Ln card(s), face down until play starts.</source>
        <translation>
            <numerusform>Fola (di luar permainan): %Ln kad, tertiarap sehingga permainan bermula.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Fola, turned up (out of play):</source>
        <translation>Fola, dibuka (di luar permainan):</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 declared %2:</source>
        <translation>%1 mengisytiharkan %2:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You declared %1:</source>
        <translation>Anda mengisytiharkan %1:</translation>
    </message>
</context>
<context>
    <name>Shoe</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Shoe.qml" line="+42"/>
        <source>Shoe: %1</source>
        <extracomment>Number of cards left in the shoe (the stock).</extracomment>
        <translation>Kotak kad: %1</translation>
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
        <translation>Bergerak antara kad anda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home / End</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Home / End</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last card</source>
        <translation>Kad pertama atau terakhir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Space</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Enter / Space</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or hear why it cannot be played</source>
        <translation>Mainkan kad, atau dengar sebab ia tidak boleh dimainkan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move between your cards and the table&apos;s buttons</source>
        <translation>Bergerak antara kad anda dan butang meja</translation>
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
        <translation>Batalkan pilihan; tutup petunjuk, log atau senarai ini</translation>
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
        <translation>Perlawanan baharu (bertanya dahulu jika perlawanan sedang berlangsung)</translation>
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
        <translation>Batalkan langkah terakhir anda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: what would Hard play?</source>
        <translation>Petunjuk: apakah yang akan dimainkan oleh tahap Sukar?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did the AI make its last move?</source>
        <extracomment>The Y key: after an AI move, its reasons (the same as the hint&apos;s, from its own view).</extracomment>
        <translation>Mengapa AI membuat langkah terakhirnya?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch Hard play your seat in a fresh deal, or stop watching</source>
        <translation>Tonton Sukar bermain di tempat anda dalam pusingan baharu, atau berhenti menonton</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: while watching (the W key), Space pauses, Enter shows one move.</extracomment>
        <translation>Space / Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>While watching: pause or play on / one move while paused</source>
        <translation>Semasa menonton: jeda atau teruskan / satu langkah semasa dijeda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Page Up</source>
        <extracomment>Key names on the shortcut sheet: in a lesson (Learn), Enter goes on, Page Up goes back a step.</extracomment>
        <translation>Enter / Page Up</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In a lesson: the next step (or take back a move that is not the lesson&apos;s) / the step before</source>
        <translation>Dalam pelajaran: langkah seterusnya (atau tarik balik langkah yang bukan langkah pelajaran) / langkah sebelumnya</translation>
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
        <translation>Tunjuk atau sembunyikan pusingan setakat ini</translation>
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
        <translation>Hidupkan atau matikan bunyi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide this list</source>
        <translation>Tunjuk atau sembunyikan senarai ini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off</source>
        <translation>Hidupkan atau matikan skrin penuh</translation>
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
        <translation>Keluar dari Cardavia (perlawanan anda disimpan)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan kekunci</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Close</source>
        <extracomment>The shortcut sheet&apos;s button that closes it (as Escape or F1 do).</extracomment>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/StatisticsPage.qml" line="+47"/>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Biasa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Sukar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <extracomment>A column of the statistics: matches during which the AI level was changed.</extracomment>
        <translation>Campuran</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points per deal</source>
        <translation>Mata setiap pusingan</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Deals your team took every trick</source>
        <extracomment>Tarot statistics: deals where your team took every trick.</extracomment>
        <translation>Pusingan pasukan anda mengambil setiap trik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals the opponents took every trick</source>
        <extracomment>Tarot statistics: deals where the opponents took every trick.</extracomment>
        <translation>Pusingan lawan mengambil setiap trik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points for your team</source>
        <translation>Mata kad untuk pasukan anda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points against your team</source>
        <translation>Mata kad terhadap pasukan anda</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Scope</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: sweeps (scope) you made.</extracomment>
        <translation>Scopa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settebello won</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: deals where you took the seven of coins.</extracomment>
        <translation>Settebello dimenangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primiera won</source>
        <comment>scopa</comment>
        <translation>Primiera dimenangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages declared</source>
        <comment>schnapsen</comment>
        <translation>Perkahwinan diisytiharkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes won</source>
        <comment>schnapsen</comment>
        <translation>Menutup longgokan dan menang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes lost</source>
        <comment>schnapsen</comment>
        <translation>Menutup longgokan dan kalah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals won for 2 game points</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: deals you won scoring 2 game points.</extracomment>
        <translation>Pusingan dimenangi dengan 2 mata permainan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won for 3 game points</source>
        <comment>schnapsen</comment>
        <translation>Pusingan dimenangi dengan 3 mata permainan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bummerl given to the AI</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches you won (the AI takes the Bummerl).</extracomment>
        <translation>Bummerl (kekalahan perlawanan) diberi kepada AI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… with the AI at no game point</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches won while the AI made no game point.</extracomment>
        <translation>… dengan AI tanpa mata permainan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resti for your team</source>
        <comment>minchiate</comment>
        <translation>Resti untuk pasukan anda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resti against your team</source>
        <comment>minchiate</comment>
        <translation>Resti terhadap pasukan anda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips won</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet statistics: chips won minus chips lost over all deals.</extracomment>
        <translation>Cip dimenangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest pot won</source>
        <comment>lockbet</comment>
        <translation>Pot terbesar dimenangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folds</source>
        <comment>lockbet</comment>
        <translation>Tarik diri anda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s folds</source>
        <comment>lockbet</comment>
        <translation>Tarik diri AI</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matches played</source>
        <translation>Perlawanan dimainkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up (counted as lost)</source>
        <extracomment>Statistics: matches given up with New match, counted as lost.</extracomment>
        <translation>Ditinggalkan (dikira kalah)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Kadar menang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Rentetan menang semasa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best winning streak</source>
        <translation>Rentetan menang terbaik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>Seri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With take-back or hint: played</source>
        <extracomment>Statistics: matches with a take-back or a hint, counted apart.</extracomment>
        <translation>Dengan batal langkah atau petunjuk: dimainkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With take-back or hint: won</source>
        <translation>Dengan batal langkah atau petunjuk: menang</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your record</source>
        <extracomment>Title of the statistics page.</extracomment>
        <translation>Rekod anda</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset…</source>
        <extracomment>Forgets this game&apos;s statistics (asks first).</extracomment>
        <translation>Set semula…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your statistics were written by a newer version of Cardavia. They were kept as %1 and a fresh record was started.</source>
        <extracomment>%1 is the name the old statistics file was kept under.</extracomment>
        <translation>Statistik anda ditulis oleh versi Cardavia yang lebih baharu. Ia disimpan sebagai %1 dan rekod baharu dimulakan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file could not be read. It was kept as %1 and a fresh record was started.</source>
        <translation>Fail statistik anda tidak dapat dibaca. Ia disimpan sebagai %1 dan rekod baharu dimulakan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No match of this game has been counted yet. A match counts when it ends; one given up with New match counts as lost.</source>
        <translation>Belum ada perlawanan permainan ini yang dikira. Perlawanan dikira apabila tamat; perlawanan yang ditinggalkan dengan Perlawanan baharu dikira kalah.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AI level</source>
        <translation>Tahap AI</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your results, match after match</source>
        <extracomment>Heading of the chart of results over time.</extracomment>
        <translation>Keputusan anda, perlawanan demi perlawanan</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Win rate, all matches</source>
        <translation>Kadar menang, semua perlawanan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate, last %1 matches</source>
        <translation>Kadar menang, %1 perlawanan terakhir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won (top)</source>
        <translation>Menang (atas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost (bottom)</source>
        <translation>Kalah (bawah)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart fills in as you finish matches at this level.</source>
        <translation>Carta diisi apabila anda menamatkan perlawanan pada tahap ini.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match counts under the AI level it was played at (Mixed if you changed it during the match). Matches with a take-back or a hint, or opened from a file, are counted apart; replayed deals never count.</source>
        <extracomment>Below the statistics: how matches are counted.</extracomment>
        <translation>Perlawanan dikira di bawah tahap AI yang dimainkan (Campuran jika anda mengubahnya semasa perlawanan). Perlawanan dengan batal langkah atau petunjuk, atau dibuka daripada fail, dikira berasingan; pusingan yang dimain semula tidak pernah dikira.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reset the statistics of this game?</source>
        <extracomment>Asked before the statistics of one game are forgotten.</extracomment>
        <translation>Set semula statistik permainan ini?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure of this game, at every level, is forgotten. This cannot be undone.</source>
        <translation>Setiap angka permainan ini, pada setiap tahap, akan dipadamkan. Ini tidak boleh dibatalkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Set semula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>Simpan</translation>
    </message>
</context>
<context>
    <name>StatusColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/StatusColumn.qml" line="+38"/>
        <source>The AI is thinking…</source>
        <translation>AI sedang berfikir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose a card to lock</source>
        <translation>Giliran anda: pilih kad untuk dikunci</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI is choosing its card</source>
        <translation>AI sedang memilih kadnya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to bet</source>
        <translation>Giliran AI bertaruh</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You: +%1</source>
        <extracomment>Your chips won or lost in the deal just finished.</extracomment>
        <translation>Anda: +%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: −%1</source>
        <translation>Anda: −%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: ±%1</source>
        <translation>Anda: ±%1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Next deal</source>
        <translation>Pusingan seterusnya</translation>
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
        <translation>Ditutup</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock (the face-up indicator included).</extracomment>
        <translation>Longgokan: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock exhausted</source>
        <translation>Longgokan habis</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trumps: %1</source>
        <extracomment>The trump suit of this deal, e.g. &quot;Trumps: Eichel&quot;.</extracomment>
        <translation>Terup: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You closed the stock</source>
        <translation>Anda menutup longgokan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI closed the stock</source>
        <translation>AI menutup longgokan</translation>
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
        <translation>Anda memainkan %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 memainkan %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You put %1 on the table.</source>
        <comment>scopa</comment>
        <translation>Anda meletakkan %1 di atas meja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put %2 on the table.</source>
        <comment>scopa</comment>
        <translation>%1 meletakkan %2 di atas meja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1 and took %2.</source>
        <comment>scopa</comment>
        <translation>Anda memainkan %1 dan menangkap %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 and took %3.</source>
        <comment>scopa</comment>
        <translation>%1 memainkan %2 dan menangkap %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scopa! You cleared the table.</source>
        <comment>scopa</comment>
        <translation>Scopa! Anda mengosongkan meja.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scopa for %1: the table is cleared.</source>
        <comment>scopa</comment>
        <translation>Scopa untuk %1: meja dikosongkan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards left on the table go to you: %1.</source>
        <comment>scopa</comment>
        <translation>Kad yang tinggal di atas meja menjadi milik anda: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to %1: %2.</source>
        <comment>scopa</comment>
        <translation>Kad yang tinggal di atas meja menjadi milik %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <comment>scopa</comment>
        <translation>Tiga kad lagi setiap seorang dari longgokan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the deal is dealt again.</source>
        <comment>scopa</comment>
        <translation>Tiga atau empat Raja di atas meja: kad diedar semula.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You won the trick.</source>
        <translation>Anda memenangi trik.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick.</source>
        <translation>%1 memenangi trik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won the trick with %1.</source>
        <translation>Anda memenangi trik dengan %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick with %2.</source>
        <translation>%1 memenangi trik dengan %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You won the trick with %1 (%Ln point(s)).</source>
        <translation>
            <numerusform>Anda memenangi trik dengan %1 (%Ln mata).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick with %2 (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 memenangi trik dengan %2 (%Ln mata).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>Anda menutup longgokan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>%1 menutup longgokan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>Anda menukar Unter terup dengan kad terup yang terbuka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>%1 menukar Unter terup dengan kad terup yang terbuka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You declared a marriage for %1.</source>
        <comment>schnapsen</comment>
        <translation>Anda mengisytiharkan perkahwinan bernilai %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared a marriage for %2.</source>
        <comment>schnapsen</comment>
        <translation>%1 mengisytiharkan perkahwinan bernilai %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You discarded.</source>
        <translation>Anda membuang kad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded.</source>
        <translation>%1 membuang kad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You robbed %1.</source>
        <comment>minchiate</comment>
        <translation>Anda merompak %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed %2.</source>
        <comment>minchiate</comment>
        <translation>%1 merompak %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer&apos;s bottom card is shown: %1.</source>
        <comment>minchiate</comment>
        <translation>Kad terbawah pengedar ditunjukkan: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You declared nothing.</source>
        <comment>minchiate</comment>
        <translation>Anda tidak mengisytiharkan apa-apa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared nothing.</source>
        <comment>minchiate</comment>
        <translation>%1 tidak mengisytiharkan apa-apa.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You called %1, all in.</source>
        <comment>lockbet</comment>
        <translation>Anda ikut %1, all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2, all in.</source>
        <comment>lockbet</comment>
        <translation>%1 ikut %2, all-in.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called %1.</source>
        <comment>lockbet</comment>
        <translation>Anda ikut %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2.</source>
        <comment>lockbet</comment>
        <translation>%1 ikut %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 unmatched chips come back to you.</source>
        <comment>lockbet</comment>
        <translation>%1 cip yang tidak dipadankan dikembalikan kepada anda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 cip yang tidak dipadankan dikembalikan kepada %2.</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>You won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>Anda memenangi trik (%Ln mata).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 memenangi trik (%Ln mata).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You declared %1 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Anda mengisytiharkan %1 bernilai %Ln mata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>%1 mengisytiharkan %2 bernilai %Ln mata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The team of %1 scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <extracomment>Watch, Minchiate: the team of your seat (%1 &quot;Hard (your seat)&quot;) scores resti.</extracomment>
        <translation>
            <numerusform>Pasukan %1 mendapat %Ln resto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your team scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Pasukan anda mendapat %Ln resto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponents score %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>Pihak lawan mendapat %Ln resto.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You locked a card.</source>
        <comment>lockbet</comment>
        <translation>Anda mengunci satu kad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 locked a card.</source>
        <comment>lockbet</comment>
        <translation>%1 mengunci satu kad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You checked.</source>
        <comment>lockbet</comment>
        <translation>Anda memilih semak.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 checked.</source>
        <comment>lockbet</comment>
        <translation>%1 memilih semak.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bet %1.</source>
        <comment>lockbet</comment>
        <translation>Anda bertaruh %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bet %2.</source>
        <comment>lockbet</comment>
        <translation>%1 bertaruh %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You raised to %1.</source>
        <comment>lockbet</comment>
        <translation>Anda menaikkan ke %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raised to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 menaikkan ke %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went all in (%1).</source>
        <comment>lockbet</comment>
        <translation>Anda all-in (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went all in (%2).</source>
        <comment>lockbet</comment>
        <translation>%1 all-in (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You folded.</source>
        <comment>lockbet</comment>
        <translation>Anda menarik diri.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 folded.</source>
        <comment>lockbet</comment>
        <translation>%1 menarik diri.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The locked cards: %1.</source>
        <comment>lockbet</comment>
        <translation>Kad yang dikunci: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the pot of %1.</source>
        <comment>lockbet</comment>
        <translation>Anda memenangi pot %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pot of %1 is split.</source>
        <comment>lockbet</comment>
        <translation>Pot %1 dibahagi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the pot of %2.</source>
        <comment>lockbet</comment>
        <translation>%1 memenangi pot %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>Pusingan sudah tamat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>Perlawanan sudah tamat.</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-154"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+79"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+0"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+27"/>
        <source>Deal %1 of this match</source>
        <extracomment>A heading in the deal&apos;s story: which deal of the match (as the score sheet&apos;s title; not the deal number &quot;Deal #…&quot; shown above the table).</extracomment>
        <translation>Pusingan %1 perlawanan ini</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The deal so far</source>
        <extracomment>Title of the log of the current and previous deal.</extracomment>
        <translation>Pusingan setakat ini</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+51"/>
        <source>The AI played %1.</source>
        <translation>AI memainkan %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+405"/>
        <source>Ring a gold-edged König or Ober, then press M to declare its marriage.</source>
        <translation>Fokuskan König atau Ober berbingkai emas, kemudian tekan M untuk mengisytiharkan perkahwinannya.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+25"/>
        <source>East</source>
        <translation>Timur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Rakan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Barat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>Anda &amp; rakan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Lawan</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>You discarded two cards: %Ln trump(s) among them.</source>
        <translation>
            <numerusform>Anda mengetepikan dua kad: %Ln daripadanya terup.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 discarded two cards: %Ln trump(s) among them.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>
            <numerusform>%1 mengetepikan dua kad: %Ln daripadanya terup.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The deal is over. %1: %2 points; %3: %4 points.</source>
        <extracomment>Said to screen readers at the end of the deal: each team&apos;s card points.</extracomment>
        <translation>Pusingan sudah tamat. %1: %2 mata; %3: %4 mata.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This card cannot be discarded.</source>
        <translation>Kad ini tidak boleh diketepikan.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Kings, trumps 1 and 21 and the Matto must stay. Another trump may go only if you then keep nothing but trumps and Kings, or no trump at all.</source>
        <extracomment>Beside the dealer&apos;s discard (newcomer #32 found the short form hard to follow).</extracomment>
        <translation>Raja, terup 1 dan 21 dan Matto mesti kekal. Terup lain boleh dibuang hanya jika selepas itu anda menyimpan terup dan Raja sahaja, atau tiada terup langsung.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+75"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+127"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-126"/>
        <source>The deal is over.</source>
        <translation>Pusingan sudah tamat.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+2"/>
        <source>You dealt: choose two cards to discard.</source>
        <translation>Anda yang mengedar: pilih dua kad untuk diketepikan.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="-52"/>
        <source>Only cards worth nothing may be discarded, never trump 29.</source>
        <translation>Hanya kad tanpa nilai boleh dibuang, tidak sekali-kali terup 29.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-28"/>
        <source>%1 played %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 a card.</extracomment>
        <translation>%1 memainkan %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+6"/>
        <source>%1 took trick %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 the trick&apos;s number.</extracomment>
        <translation>%1 memenangi trik %2.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-2"/>
        <source>You took trick %1.</source>
        <extracomment>Said to screen readers: %1 the trick&apos;s number.</extracomment>
        <translation>Anda memenangi trik %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The deal is over. %1: %Ln resto(i); %2: %3.</source>
        <extracomment>Said to screen readers at the end of the deal: the net resti and who won.</extracomment>
        <translation>
            <numerusform>Pusingan sudah tamat. %1: %Ln resto; %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Fola is turned up: its %Ln card(s) stay out of play.</source>
        <translation>
            <numerusform>Fola dibuka: %Ln kadnya kekal di luar permainan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>King rule: %1 had to play %2.</source>
        <translation>Peraturan Raja: %1 terpaksa memainkan %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King rule: you had to play %1.</source>
        <translation>Peraturan Raja: anda terpaksa memainkan %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You robbed: choose %Ln card(s) worth nothing to discard.</source>
        <translation>
            <numerusform>Anda merompak: pilih %Ln kad tanpa nilai untuk dibuang.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your declarations.</source>
        <translation>Pengisytiharan anda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+26"/>
        <source>Your turn: lead a card.</source>
        <translation>Giliran anda: buka dengan satu kad.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>Giliran anda: mainkan satu kad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is discarding.</source>
        <translation>%1 sedang membuang kad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is declaring.</source>
        <translation>%1 sedang mengisytiharkan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+3"/>
        <source>%1 is to play.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>Giliran %1 bermain.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Only cards worth nothing may go, never trump 29. Discards stay face down and count for nobody.</source>
        <translation>Hanya kad tanpa nilai boleh dibuang, tidak sekali-kali terup 29. Kad buangan kekal tertiarap dan tidak dikira untuk sesiapa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Discard (%1 of %2)</source>
        <extracomment>Button: discard the chosen cards; %1 chosen of %2 to discard.</extracomment>
        <translation>Buang (%1 daripada %2)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+175"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>Skor</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+102"/>
        <source>Set-up</source>
        <translation>Persediaan</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score log</source>
        <translation>Log skor</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-43"/>
        <source>Discard (%1 of 2)</source>
        <extracomment>Button: discard the chosen cards; %1 is how many are chosen.</extracomment>
        <translation>Ketepikan (%1 daripada 2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-36"/>
        <location line="+54"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+60"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 mata · %Ln trik</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+14"/>
        <source>Trumps discarded: %1</source>
        <extracomment>The dealer&apos;s public announcement: how many trumps were discarded.</extracomment>
        <translation>Terup yang diketepikan: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trick %1 of 15</source>
        <translation>Trik %1 daripada 15</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-107"/>
        <source>Match points: you %1, the AI %2. First to %3 wins.</source>
        <translation>Mata perlawanan: anda %1, AI %2. Yang pertama mencapai %3 menang.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>You won the match!</source>
        <translation>Anda memenangi perlawanan!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>AI memenangi perlawanan.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>New match</source>
        <translation>Perlawanan baharu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>Pusingan seterusnya</translation>
    </message>
    <message>
        <location line="-148"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Table.qml" line="+285"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="-296"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+119"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+41"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+40"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>Kad: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>Kad AI yang diketahui</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+148"/>
        <source>The AI is thinking…</source>
        <translation>AI sedang berfikir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>Giliran anda: balas kad AI</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+199"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+4"/>
        <source>The AI is to play</source>
        <translation>Giliran AI bermain</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+14"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>Peraturan ketat: ikut sut dan menangi trik jika boleh; jika tidak, mainkan terup.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+21"/>
        <source>Last trick</source>
        <translation>Trik terakhir</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-199"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-324"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+31"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+30"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+49"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>Trik: %1</translation>
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
        <translation>Longgokan: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock empty</source>
        <translation>Longgokan kosong</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The table is empty</source>
        <extracomment>Shown on the felt when no card lies on the table.</extracomment>
        <translation>Meja kosong</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Choose the cards to take</source>
        <translation>Pilih kad yang hendak diambil</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+198"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+1"/>
        <source>Your turn: play a card</source>
        <translation>Giliran anda: mainkan satu kad</translation>
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
        <translation>Di atas meja: %1.</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/TableActions.qml" line="+86"/>
        <source>Log</source>
        <extracomment>Shows or hides the log of the current and previous deal. Also Ctrl+L.</extracomment>
        <translation>Log</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal so far</source>
        <translation>Pusingan setakat ini</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New match</source>
        <extracomment>Starts the game over (asks first while a match is under way). Also Ctrl+N.</extracomment>
        <translation>Perlawanan baharu</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back</source>
        <extracomment>Undoes your last move and the AI&apos;s moves after it. Also Ctrl+Z.</extracomment>
        <translation>Batal langkah</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint</source>
        <extracomment>Asks the strongest AI level which move it would make. Also the H key.</extracomment>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What would Hard play?</source>
        <translation>Apakah yang akan dimainkan oleh tahap Sukar?</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TableBase.qml" line="+197"/>
        <source>The new level plays from the AI&apos;s next move. This match now counts under “Mixed” in your statistics.</source>
        <extracomment>A notice after the AI level was changed during a match.</extracomment>
        <translation>Tahap baharu bermain mulai gerakan AI yang seterusnya. Perlawanan ini kini dikira di bawah “Campuran” dalam statistik anda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner plays at its new level from its next move.</source>
        <extracomment>A notice after your AI partner&apos;s level was changed during a match.</extracomment>
        <translation>Rakan anda bermain pada tahap baharunya mulai gerakannya yang seterusnya.</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/TableCards.qml" line="+37"/>
        <source>Cards on the table</source>
        <extracomment>Accessible name of the face-up cards on the Scopa table.</extracomment>
        <translation>Kad di atas meja</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickArea.qml" line="+53"/>
        <source>The trick</source>
        <extracomment>Accessible name of the trick in the middle of the table.</extracomment>
        <translation>Trik semasa</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Trick over: click it, or lead, to put it away</source>
        <extracomment>Schnapsen: beside the trick just won, which stays in view until the next lead.</extracomment>
        <translation>Trik tamat: klik padanya, atau buka dengan satu kad, untuk mengetepikannya</translation>
    </message>
</context>
<context>
    <name>TrickCross</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TrickCross.qml" line="+81"/>
        <source>Trick</source>
        <extracomment>Accessible name of the cards played to a trick, in the middle of the table.</extracomment>
        <translation>Trik</translation>
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
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>AI</translation>
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
        <translation>Sebab: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paused.</source>
        <translation>Dijeda.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playing.</source>
        <translation>Bermain semula.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Watching deal #%1: Hard plays your seat. Not counted; your match waits.</source>
        <extracomment>Watch: the title of the bar over the table; %1 the number of the deal watched.</extracomment>
        <translation>Menonton pusingan #%1: Sukar bermain di tempat anda. Tidak dikira; perlawanan anda menunggu.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The first move is coming…</source>
        <extracomment>Watch: before the first move is shown.</extracomment>
        <translation>Langkah pertama akan tiba…</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Play</source>
        <extracomment>Watch: pause the AI&apos;s moves / play them on. Also the Space key.</extracomment>
        <translation>Teruskan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move</source>
        <extracomment>Watch: while paused, show the next move only. Also the Enter key.</extracomment>
        <translation>Satu langkah</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slow</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Perlahan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Biasa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Watch speed.</extracomment>
        <translation>Pantas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Speed: %1</source>
        <extracomment>Watch: a speed button&apos;s name for a screen reader, %1 the speed.</extracomment>
        <translation>Kelajuan: %1</translation>
    </message>
</context>
<context>
    <name>WatchButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchButton.qml" line="+33"/>
        <source>Stop watching</source>
        <extracomment>Starts Watch: the hard AI plays your seat in a fresh deal (your match waits). Also the W key.</extracomment>
        <translation>Berhenti menonton</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>Tonton</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to your match, as you left it.</source>
        <translation>Kembali ke perlawanan anda, seperti yang anda tinggalkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard plays your seat in a fresh deal; your match waits and nothing counts.</source>
        <translation>Sukar bermain di tempat anda dalam pusingan baharu; perlawanan anda menunggu dan tiada apa yang dikira.</translation>
    </message>
</context>
<context>
    <name>Watched</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-85"/>
        <source>The AI folded: %1 takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: the AI folded, so your seat (%1 &quot;Hard (your seat)&quot;) takes the pot of %2.</extracomment>
        <translation>AI menarik diri: %1 mengambil pot %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card of %1 is stronger: it wins the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat&apos;s card (%1 &quot;Hard (your seat)&quot;) is stronger and wins the pot of %2.</extracomment>
        <translation>Kad %1 lebih kuat: ia memenangi pot %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 folded: the AI takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) folded, so the AI takes the pot of %2.</extracomment>
        <translation>%1 menarik diri: AI mengambil pot %2.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/watched.js" line="+9"/>
        <source>Hard (your seat)</source>
        <extracomment>Watch: your seat while the hard level plays it, named in the log, the caption and the sheets.</extracomment>
        <translation>Sukar (tempat anda)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match!</source>
        <extracomment>Watch: a watched match&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 memenangi perlawanan!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the deal</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 memenangi pusingan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and its partner win!</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat&apos;s team (%1 &quot;Hard (your seat)&quot;) and its partner.</extracomment>
        <translation>%1 dan pasangannya menang!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watched deal</source>
        <extracomment>Watch: the title of a watched deal&apos;s score sheet (it is not a deal of your match).</extracomment>
        <translation>Pusingan yang ditonton</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="-35"/>
        <source>%1 has no chips left.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) has lost all its chips.</extracomment>
        <translation>%1 sudah kehabisan cip.</translation>
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
        <translation>Cip: %1 %2 · AI %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="-32"/>
        <source>%Ln card(s) left on the table went to %1, the last to capture.</source>
        <extracomment>Watch, under the score sheet: the cards left on the table went to your seat (%1 &quot;Hard (your seat)&quot;), the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln kad yang tinggal di atas meja menjadi milik %1: ia yang terakhir menangkap.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="-71"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>AI</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Why did the AI play %1?</source>
        <extracomment>The question the AI&apos;s move answers at a two-player table: %1 the card it played.</extracomment>
        <translation>Mengapa AI memainkan %1?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did %1 play %2?</source>
        <extracomment>The question an AI&apos;s move answers: %1 the seat (&quot;West&quot;, &quot;Partner&quot;), %2 the card it played.</extracomment>
        <translation>Mengapa %1 memainkan %2?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Why?</source>
        <extracomment>An AI&apos;s move that is not a card played: %1 the log&apos;s sentence of it (&quot;East bet 5.&quot;), then the question.</extracomment>
        <translation>%1 Mengapa?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did the AI make this move?</source>
        <extracomment>The question of the AI&apos;s move the log has no sentence for (a two-player table).</extracomment>
        <translation>Mengapa AI membuat langkah ini?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did %1 make this move?</source>
        <extracomment>The question of an AI&apos;s move the log has no sentence for; %1 the seat (&quot;West&quot;, &quot;AI&quot;).</extracomment>
        <translation>Mengapa %1 membuat langkah ini?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It gives no particular reason for this move.</source>
        <extracomment>An AI&apos;s move with no reason to tell (its search simply found it best).</extracomment>
        <translation>Tiada sebab khusus untuk langkah ini.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchBar.qml" line="-125"/>
        <source>What decided it, by its rules of thumb: %1.</source>
        <translation>Apa yang menentukannya, menurut peraturan mudahnya: %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+21"/>
        <source>How this level chooses: %1</source>
        <extracomment>Why the AI moved, for an easier level: %1 how that level chooses its moves (e.g. &quot;Always plays by its rules of thumb.&quot;).</extracomment>
        <translation>Cara tahap ini memilih: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How %1 chooses: %2</source>
        <extracomment>Why the AI moved, when seats of several levels moved: %1 the seats of one level (&quot;Partner&quot;), %2 how that level chooses its moves.</extracomment>
        <translation>Cara %1 memilih: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It had only this card left to play.</source>
        <extracomment>Why the AI moved: it had one card left in its hand, so it had no other card to play.</extracomment>
        <translation>Hanya kad ini yang tinggal untuk dimainkannya.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The AI&apos;s reasons</source>
        <extracomment>Title of the panel with the reasons of the AI&apos;s last move.</extracomment>
        <translation>Sebab-sebab AI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the reasons are being worked out.</extracomment>
        <translation>Sedang berfikir…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the panel of the AI&apos;s reasons.</extracomment>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/why.js" line="-167"/>
        <source>leaves %1 on the table, and a card of that value is still to be played</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1 and a card of that value has not been played yet (it may be in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>meninggalkan %1 di atas meja, dan kad bernilai itu masih belum dimainkan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no card still to be played can sweep the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: no card still to be played can take all the table&apos;s cards.</extracomment>
        <translation>tiada kad yang belum dimainkan boleh menyapu meja</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-18"/>
        <source>its partner wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>rakannya memenangi trik (mata kiraan: %1 dalam trik, %2 diambil daripada lawan)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its partner wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>rakannya memenangi trik (%Ln mata)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them its team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI moved: %1 counting points in the trick, %2 of them its team&apos;s.</extracomment>
        <translation>melepaskan trik kepada lawan (mata kiraan: %1 dalam trik, %2 milik pasukannya)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its card is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>kadnya sedang memenangi trik setakat ini (%Ln mata di dalamnya)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its partner is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>rakannya sedang memenangi trik setakat ini (%Ln mata di dalamnya)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>one of its opponents is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>salah seorang lawannya sedang memenangi trik setakat ini (%Ln mata di dalamnya)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s UP/DOWN signal</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards.</extracomment>
        <translation>peraturannya mengunci yang mana satu daripada dua kadnya lebih berkemungkinan menang, dinilai daripada kad yang belum dilihat dan isyarat NAIK/TURUN lawannya</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at %1 or more, so it stakes all its %2 chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet all its chips: it stakes its card&apos;s chance to win times its chips; %1 the lowest chance (a percent) it can give its card for that bet, %2 the chips it had.</extracomment>
        <translation>peraturannya mempertaruhkan peluang kadnya untuk menang didarab dengan cipnya: ia menilai peluang itu %1 atau lebih, maka ia mempertaruhkan kesemua %2 cipnya</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it bets only when it thinks its card wins more than %1 of the time, so it gives this card a chance of %1 or less</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) checked: it bets only when it thinks its card wins more often than not; %1 is that line as a percent (&quot;50%&quot;).</extracomment>
        <translation>ia hanya bertaruh apabila ia fikir kadnya menang lebih daripada %1 masa, jadi ia memberi kad ini peluang %1 atau kurang</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it also took into account cards you cannot see, such as its own, and that part is not told here</source>
        <extracomment>Why the AI moved: some of its reasons are about cards you cannot see (its own among them), so they are not told.</extracomment>
        <translation>ia juga mengambil kira kad yang anda tidak nampak, seperti kadnya sendiri, dan bahagian itu tidak diceritakan di sini</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Playing the rest of the deal out, that other move does about %1 better on average, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Minchiate&apos;s Normal): looking further ahead (playing the rest of the deal out), the other move does better by about %1 on average (e.g. &quot;0.3 resti&quot;), but this level does not look ahead and keeps to its rules.</extracomment>
        <translation>Jika baki pusingan dimainkan, langkah lain itu lebih baik kira-kira %1 secara purata, tetapi tahap ini tidak melihat ke hadapan: ia berpegang pada peraturan mudah yang diterangkan di atas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking further ahead would favour that other move, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would rate the other move higher, but this level follows its rules.</extracomment>
        <translation>Jika melihat lebih jauh ke hadapan, langkah lain itu lebih baik, tetapi tahap ini tidak melihat ke hadapan: ia berpegang pada peraturan mudah yang diterangkan di atas.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called: %1 (a percent) is the share of the pot the call costs, the chance a call needs.</extracomment>
        <translation>peraturannya mengikut apabila peluang kadnya berbaloi dengan harganya: mengikut berharga %1 daripada pot yang kemudian dimainkan, dan kadnya tidak cukup kuat untuk menaikkan</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>pays %1 to call for a pot of %2, risking %3 of its chips to win %3 of its opponent&apos;s</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI called: it pays %1 to call for a pot of %2, and then %3 of its chips are at stake against as many of its opponent&apos;s (a phrase whose subject is the move: &quot;This move pays 1 to call…&quot;).</extracomment>
        <translation>membayar %1 untuk ikut bagi pot %2, mempertaruhkan %3 cipnya untuk memenangi %3 cip lawannya</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bets %1 into a pot of %2, all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a bet or raise to %1 into a pot of %2 that puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>bertaruh %1 ke dalam pot %2, semua cipnya</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>puts in all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: the move puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>memasukkan semua cipnya</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s signal: %1 UP (8 to Ace) and %2 DOWN (2 to 7)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards, judged against its opponent&apos;s public signal: %1 of the opponent&apos;s cards UP (8 to Ace), %2 DOWN (2 to 7).</extracomment>
        <translation>peraturannya mengunci yang mana satu daripada dua kadnya lebih berkemungkinan menang, dinilai daripada kad yang belum dilihat dan isyarat lawannya: %1 TINGGI (8 hingga Sat) dan %2 RENDAH (2 hingga 7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at about %3 to %4, and that times its %2 chips comes to the %1 it put in</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet: it stakes its card&apos;s chance to win times its chips; %3–%4 the chance (percents) it gives its card, %2 the chips it had, %1 its round total.</extracomment>
        <translation>peraturannya bertaruh peluang kadnya menang darab cipnya: ia menilai peluang itu kira-kira %3 hingga %4, dan itu darab %2 cipnya menjadi %1 yang dimasukkannya</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in), in an answer that has told the call&apos;s price in chips.</extracomment>
        <translation>peraturannya mengikut apabila peluang kadnya untuk menang berbaloi dengan harga mengikut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in): %1 (a percent) is the share of the pot the call costs.</extracomment>
        <translation>peraturannya mengikut apabila peluang kadnya berbaloi dengan harganya: mengikut berharga %1 daripada pot yang kemudian dimainkan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;).</extracomment>
        <translation>peraturannya mengikut apabila peluang kadnya untuk menang berbaloi dengan harga mengikut, dan kadnya tidak cukup kuat untuk menaikkan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rule folds when its card&apos;s chance to win is below the call&apos;s price, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;); it never bluffs.</extracomment>
        <translation>peraturannya menarik diri apabila peluang kadnya untuk menang di bawah harga mengikut, dan ia menilai kadnya lebih rendah</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule folds when its card&apos;s chance is below the price: the call needed about %1, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded: %1 (a percent) is the chance the call&apos;s price needs; it never bluffs.</extracomment>
        <translation>peraturannya menarik diri apabila peluang kadnya di bawah harga: mengikut memerlukan kira-kira %1, dan ia menilai kadnya lebih rendah</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it follows the strategy solved for this deal, which mixes its moves, bluffs included, so that they do not give its card away</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Hard) moved: it samples the game-theory strategy solved for this deal, which mixes its moves (bluffs included) so that they do not give its card away.</extracomment>
        <translation>ia mengikut strategi yang diselesaikan untuk pusingan ini, yang mencampurkan langkahnya, termasuk gertakan, supaya langkahnya tidak mendedahkan kadnya</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>it declares every combination it holds: it has declared %Ln (%1 points) and has none left</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.</extracomment>
        <translation>
            <numerusform>ia mengisytiharkan setiap gabungan yang dipegangnya: ia telah mengisytiharkan %Ln (%1 mata) dan tiada lagi yang tinggal</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it declares every combination it holds, and it holds none</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds, and it holds none.</extracomment>
        <translation>ia mengisytiharkan setiap gabungan yang dipegangnya, dan ia tidak memegang apa-apa</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>With that move, %1.</source>
        <extracomment>Why the AI moved: a reason of the best other move it had, a whole clause (%1, e.g. &quot;its partner wins the trick (3 points)&quot;).</extracomment>
        <translation>Dengan langkah itu, %1.</translation>
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
        <translation>Langkah itu %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move %1.</source>
        <extracomment>Why the AI moved: what its move does (%1, e.g. &quot;takes the settebello, the 7 of Diamonds&quot;).</extracomment>
        <translation>Langkah ini %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Above all, with that move, %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>Paling utama, dengan langkah itu, %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Above all, %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>Paling utama, %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above all, that move %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do (%1, e.g. &quot;leaves cards adding up to 7 on the table…&quot;).</extracomment>
        <translation>Paling utama, langkah itu %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above all, this move %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, of its move (%1, e.g. &quot;takes 3 cards from the table&quot;).</extracomment>
        <translation>Paling utama, langkah ini %1.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>keeps %1 in hand</source>
        <extracomment>Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.</extracomment>
        <translation>menyimpan %1 di tangan</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>leaves %1 on the table</source>
        <extracomment>Why a move rather than another: it leaves on the table the card(s) %1 the other move would have taken (captured) from it.</extracomment>
        <translation>meninggalkan %1 di atas meja</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Its best other move: %1.</source>
        <extracomment>Why the AI moved: the best other move it had (%1, e.g. &quot;Play 3 of Cups&quot;); what that move would do follows, in sentences of their own.</extracomment>
        <translation>Langkah lain terbaiknya: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its best other move uses a card you cannot see.</source>
        <extracomment>Why the AI moved: its best other move used a card of its hand you cannot see (not named, nor what it would have done).</extracomment>
        <translation>Langkah lain terbaiknya menggunakan kad yang tidak dapat anda lihat.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Looking further ahead also rates this move above that one.</source>
        <extracomment>Why the AI moved, at a level that keeps to a simple rule (Lock &amp; Bet&apos;s Normal), a note before the sentence that gives the rule: looking further ahead would also rate its move above the other.</extracomment>
        <translation>Jika melihat lebih jauh ke hadapan pun, langkah ini dinilai lebih tinggi daripada langkah itu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its rules of thumb rated that move higher, but this level does not always play the move they rate best.</source>
        <extracomment>Why the AI moved, at an easier level: its rules of thumb rated the other move higher, but this level does not always play the move they rate best (how it chooses is told above).</extracomment>
        <translation>Peraturan mudahnya menilai langkah itu lebih tinggi, tetapi tahap ini tidak selalu memainkan langkah yang dinilai terbaik.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking further ahead also rates this move above that one, though this level keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would also rate its move above the other, though it keeps to its rules.</extracomment>
        <translation>Jika melihat lebih jauh ke hadapan pun, langkah ini dinilai lebih tinggi daripada langkah itu, tetapi tahap ini berpegang pada peraturan mudah yang diterangkan di atas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By its rules of thumb that difference is worth about %1 to this move, more than any other between the two.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb: the difference told &quot;above all&quot; is worth %1 (e.g. &quot;0.9 points&quot;, in the game&apos;s unit) more to its move by those rules, the most of any.</extracomment>
        <translation>Menurut peraturan mudahnya, perbezaan itu bernilai kira-kira %1 bagi langkah ini, lebih daripada perbezaan lain antara kedua-duanya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its rules of thumb rated this move higher than that one.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb that took the move they rate best.</extracomment>
        <translation>Peraturan mudahnya menilai langkah ini lebih tinggi daripada langkah itu.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every card left is known to it now: calculated exactly, this move and its best alternative come out the same.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly, and its move and the best other one come out the same.</extracomment>
        <translation>Setiap kad yang tinggal kini diketahuinya: dikira dengan tepat, langkah ini dan alternatif terbaiknya sama baik.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 better than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) better.</extracomment>
        <translation>Setiap kad yang tinggal kini diketahuinya: dikira dengan tepat, langkah ini lebih baik sebanyak %1 daripada alternatif terbaiknya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 worse than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) worse.</extracomment>
        <translation>Setiap kad yang tinggal kini diketahuinya: dikira dengan tepat, langkah ini lebih buruk sebanyak %1 daripada alternatif terbaiknya.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played out in many guesses at the hidden cards, this move and its best alternative came out about the same on average.</source>
        <extracomment>Why the AI (a search) moved: it played the rest of the deal out in many guesses at the cards it cannot see, and its move and the best other one scored about the same.</extracomment>
        <translation>Dimainkan hingga habis dalam banyak tekaan tentang kad yang tersembunyi, langkah ini dan alternatif terbaiknya memberi hasil purata yang lebih kurang sama.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 better on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) more than its best other move.</extracomment>
        <translation>Dimainkan hingga habis dalam banyak tekaan tentang kad yang tersembunyi, langkah ini secara purata lebih baik kira-kira %1 daripada alternatif terbaiknya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 worse on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) less than its best other move.</extracomment>
        <translation>Dimainkan hingga habis dalam banyak tekaan tentang kad yang tersembunyi, langkah ini secara purata lebih buruk kira-kira %1 daripada alternatif terbaiknya.</translation>
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
        <translation>Anda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>Timur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>Rakan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>Barat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>Anda &amp; rakan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>Lawan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the chosen cards</source>
        <translation>Buang kad yang dipilih</translation>
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
        <translation>Isytihar kombinasi bernombor itu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare no more</source>
        <translation>Berhenti mengisytihar</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-54"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: the keys that go on from a finished trick (any key does, but these are the ones to name; as the refusal &quot;press Space or Enter&quot;).</extracomment>
        <translation>Space / Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the set-up</source>
        <translation>Tunjuk atau sembunyikan persediaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the score log</source>
        <translation>Tunjuk atau sembunyikan log skor</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swords</source>
        <translation>Pedang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>Tongkat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>Piala</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>Syiling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>Terup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Matto</source>
        <translation>Matto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trump %1</source>
        <extracomment>A trump card by its number, e.g. &quot;trump 29&quot;.</extracomment>
        <translation>terup %1</translation>
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
        <translation>Urutan terup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1 and 40 with the Matto</source>
        <translation>Terup 1 dan 40 dengan Matto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1, 13 and 28</source>
        <translation>Terup 1, 13 dan 28</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20 and 30</source>
        <translation>Terup 10, 20 dan 30</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 20, 30 and 40</source>
        <translation>Terup 20, 30 dan 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20, 30 and 40</source>
        <translation>Terup 10, 20, 30 dan 40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>Raja</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run of trumps %1–%2</source>
        <extracomment>A run of consecutive trumps from %1 to %2.</extracomment>
        <translation>Urutan terup %1–%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>even</source>
        <comment>point difference</comment>
        <extracomment>The running point difference when neither team leads (&quot;Difference: even&quot;).</extracomment>
        <translation>seri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You &amp; partner ahead by %1</source>
        <extracomment>The running point difference: your team (you and your partner) leads by %1 points.</extracomment>
        <translation>Anda &amp; rakan mendahului sebanyak %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents ahead by %1</source>
        <extracomment>The running point difference: the opponents lead by %1 points.</extracomment>
        <translation>Lawan mendahului sebanyak %1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You robbed %1 when cutting: %Ln point(s)</source>
        <extracomment>%1 the cards robbed.</extracomment>
        <translation>
            <numerusform>Anda merompak %1 semasa memotong: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 robbed %2 when cutting: %Ln point(s)</source>
        <extracomment>%1 player, %2 card, %3 points.</extracomment>
        <translation>
            <numerusform>%1 merompak %2 semasa memotong: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You robbed %1 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>Anda merompak %1 dari Fola: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %2 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>%1 merompak %2 dari Fola: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The dealer&apos;s last card, %1, was shown: %Ln point(s)</source>
        <translation>
            <numerusform>Kad terakhir pengedar, %1, ditunjukkan: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You declared %1 (%2) with the Matto bonus: %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>Anda mengisytiharkan %1 (%2) dengan bonus Matto: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3) with the Matto bonus: %Ln point(s)</source>
        <translation>
            <numerusform>%1 mengisytiharkan %2 (%3) dengan bonus Matto: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared %1 (%2): %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>Anda mengisytiharkan %1 (%2): %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3): %Ln point(s)</source>
        <translation>
            <numerusform>%1 mengisytiharkan %2 (%3): %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Trick %1: %2 captured your team&apos;s %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.</extracomment>
        <translation>
            <numerusform>Trik %1: %2 menangkap %3 milik pasukan anda: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Trick %1: you captured the opponents&apos; %2: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Trik %1: anda menangkap %2 milik lawan: %Ln mata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Trick %1: %2 captured the opponents&apos; %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 player, %3 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>Trik %1: %2 menangkap %3 milik lawan: %Ln mata</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cut: no card to rob.</source>
        <translation>%1 memotong: tiada kad untuk dirompak.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: no card to rob.</source>
        <translation>Anda memotong: tiada kad untuk dirompak.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>Anda tidak merompak apa-apa dari Fola.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 tidak merompak apa-apa dari Fola.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You cut and robbed %Ln card(s): %1.</source>
        <translation>
            <numerusform>Anda memotong dan merompak %Ln kad: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 cut and robbed %Ln card(s): %2.</source>
        <translation>
            <numerusform>%1 memotong dan merompak %Ln kad: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You robbed %Ln card(s) from the Fola: %1.</source>
        <translation>
            <numerusform>Anda merompak %Ln kad dari Fola: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %Ln card(s) from the Fola: %2.</source>
        <translation>
            <numerusform>%1 merompak %Ln kad dari Fola: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dealt; the last card, shown to all: %1.</source>
        <translation>Anda mengedar; kad terakhir, ditunjukkan kepada semua: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt; the last card, shown to all: %2.</source>
        <translation>%1 mengedar; kad terakhir, ditunjukkan kepada semua: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discarded a card face down.</source>
        <translation>%1 membuang satu kad secara tertiarap.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You discarded a card face down.</source>
        <translation>Anda membuang satu kad secara tertiarap.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>You declared nothing.</source>
        <translation>Anda tidak mengisytiharkan apa-apa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 declared nothing.</source>
        <translation>%1 tidak mengisytiharkan apa-apa.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 → %2. Difference: %3.</source>
        <extracomment>A score line: the reason, then the team that scores and the running difference.</extracomment>
        <translation>%1 → %2. Perbezaan: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</source>
        <extracomment>%1 team, %2 difference before, %3 after.</extracomment>
        <translation>
            <numerusform>%Ln resto kepada %1: perbezaan mencapai %2 mata, 60 bagi setiap resto diselesaikan, tinggal %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 to you.</source>
        <translation>Trik %1 kepada anda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 to %2.</source>
        <translation>Trik %1 kepada %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fola is turned up (out of play): %1.</source>
        <translation>Fola dibuka (di luar permainan): %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto&apos;s team took no trick: the Matto goes to %1.</source>
        <translation>Pasukan Matto tidak memenangi sebarang trik: Matto diberi kepada %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto, played by %2, fell in a trick won by %1: %2 keep it and give %1 %3 in exchange.</source>
        <extracomment>%1 the team that won the Matto&apos;s trick, %2 the team that played the Matto (it keeps it), %3 the card %2 gives %1 instead.</extracomment>
        <translation>Matto, yang dimainkan oleh %2, jatuh dalam trik yang dimenangi %1: %2 menyimpannya dan memberi %1 %3 sebagai gantinya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the deal: see the score sheet.</source>
        <translation>Tamat pusingan: lihat helaian skor.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trump 29 may never be discarded: it is worth 5 inside a combination.</source>
        <translation>Terup 29 tidak boleh dibuang: ia bernilai 5 dalam kombinasi.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is worth %Ln point(s): only cards worth nothing may be discarded.</source>
        <translation>
            <numerusform>%1 bernilai %Ln mata: hanya kad tanpa nilai boleh dibuang.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King rule: this is the first %1 trick and a trump has been played, so you must play your King.</source>
        <translation>Peraturan Raja: ini trik %1 yang pertama dan terup telah dimainkan, jadi anda mesti memainkan Raja anda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow %1.</source>
        <translation>Anda mesti mengikut %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow %1 (or play the Matto).</source>
        <translation>Anda mesti mengikut %1 (atau mainkan Matto).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no %1: you must play a trump.</source>
        <translation>Anda tiada %1: anda mesti memainkan terup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no %1: you must play a trump (or the Matto).</source>
        <translation>Anda tiada %1: anda mesti memainkan terup (atau Matto).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Sila tunggu: bukan giliran anda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <source>The deal is over.</source>
        <translation>Pusingan sudah tamat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+10"/>
        <source>An AI player could not move. Please start a new deal.</source>
        <translation>Seorang pemain AI tidak dapat bergerak. Sila mulakan pusingan baharu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 resti</source>
        <comment>minchiate hint value</comment>
        <extracomment>Expected value of a hinted Minchiate move, e.g. &quot;+1.5 resti&quot;.</extracomment>
        <translation>%1 resto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected resti for your team from this deal (+ gained, − lost), points not yet converted counted as part of a resto.</source>
        <comment>minchiate</comment>
        <extracomment>Under the Minchiate hint&apos;s heading: what the move values mean (resti: the game&apos;s unit).</extracomment>
        <translation>Jangkaan resto untuk pasukan anda daripada pusingan ini (+ diperoleh, − hilang); mata yang belum ditukar dikira sebagai sebahagian daripada satu resto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resti per deal</source>
        <comment>minchiate</comment>
        <translation>Resti setiap pusingan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-86"/>
        <source>Check</source>
        <translation>Semak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <translation>Ikut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <translation>Tarik diri</translation>
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
        <translation>Naikkan atau turunkan jumlah taruhan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet or raise the chosen amount</source>
        <translation>Taruh atau naikkan jumlah yang dipilih</translation>
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
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Choose the ringed card, again to lock it; confirm the amount; next deal; new match</source>
        <translation>Pilih kad yang bergelang, sekali lagi untuk menguncinya; sahkan jumlah; pusingan seterusnya; perlawanan baharu</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-41"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+1"/>
        <source>Next deal, or a new match when it is over</source>
        <translation>Pusingan seterusnya, atau perlawanan baharu apabila perlawanan tamat</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tricks taken</source>
        <extracomment>Statistics of the template game: the tricks you took over all matches.</extracomment>
        <translation>Trik dimenangi</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-10"/>
        <source>Lock the ringed card face down</source>
        <translation>Kunci kad yang bergelang secara tertiarap</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card plays in the next deal.</source>
        <extracomment>Lock &amp; Bet: a note over the card you kept (not locked), when you click it: it is played in the next deal.</extracomment>
        <translation>Kad ini dimainkan dalam pusingan seterusnya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: check or bet</source>
        <translation>Giliran anda: semak atau taruh</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: check</source>
        <translation>Giliran anda: semak</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, raise or fold</source>
        <translation>Giliran anda: ikut, naikkan atau tarik diri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, go all-in or fold</source>
        <translation>Giliran anda: ikut, all-in atau tarik diri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: call or fold</source>
        <translation>Giliran anda: ikut atau tarik diri</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checked</source>
        <translation>Semak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1, all-in</source>
        <translation>Bertaruh %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bet %1</source>
        <translation>Bertaruh %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised to %1, all-in</source>
        <translation>Menaikkan ke %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised to %1</source>
        <translation>Menaikkan ke %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in to %1</source>
        <translation>All-in ke %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Called %1, all-in</source>
        <translation>Ikut %1, all-in</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Called %1</source>
        <translation>Ikut %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded</source>
        <translation>Tarik diri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked a card</source>
        <translation>Kad dikunci</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Equal ranks: the pot of %1 is split.</source>
        <extracomment>A split pot: each player takes back what they put in.</extracomment>
        <translation>Pangkat sama: pot %1 dibahagi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The AI folded: you take the pot of %1.</source>
        <translation>AI menarik diri: anda mengambil pot %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You folded: the AI takes the pot of %1.</source>
        <translation>Anda menarik diri: AI mengambil pot %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is stronger: you win the pot of %1.</source>
        <translation>Kad anda lebih kuat: anda memenangi pot %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s card is stronger: it wins the pot of %1.</source>
        <translation>Kad AI lebih kuat: ia memenangi pot %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-23"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+19"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-80"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-83"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>Sila tunggu: giliran AI.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-48"/>
        <source>%1 · pot split</source>
        <extracomment>A player&apos;s box after a deal of equal cards: its last move (%1), then the pot was split.</extracomment>
        <translation>%1 · pot dibahagi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · won %2</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it won the pot of %2 chips.</extracomment>
        <translation>%1 · menang %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · lost</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it lost the pot.</extracomment>
        <translation>%1 · kalah</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 unmatched chips come back to you.</source>
        <translation>%1 cip yang tidak dipadankan dikembalikan kepada anda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to the AI.</source>
        <translation>%1 cip yang tidak dipadankan dikembalikan kepada AI.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>Pusingan sudah tamat: tekan Pusingan seterusnya dahulu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over. Start a new match to play again.</source>
        <translation>Perlawanan sudah tamat. Mulakan perlawanan baharu untuk bermain lagi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot lock that card now.</source>
        <translation>Anda tidak boleh mengunci kad itu sekarang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your two cards first.</source>
        <translation>Pilih satu daripada dua kad anda dahulu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is locked; a lock cannot be changed.</source>
        <translation>Kad anda sudah dikunci; kunci tidak boleh ditukar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players lock a card before the betting starts.</source>
        <translation>Kedua-dua pemain mengunci kad sebelum pertaruhan bermula.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a whole number of chips, such as %1.</source>
        <translation>Taip bilangan cip sebagai nombor bulat, contohnya %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The amount must be at least 1 chip.</source>
        <translation>Jumlah mesti sekurang-kurangnya 1 cip.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many chips: this round you can put in at most %1 in total.</source>
        <translation>Terlalu banyak cip: dalam pusingan ini anda boleh meletakkan paling banyak %1 secara keseluruhan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum raise is to %1.</source>
        <translation>Terlalu kecil: kenaikan terkecil ialah ke %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum bet is %1.</source>
        <translation>Terlalu kecil: taruhan terkecil ialah %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot make a full raise: go all-in, call or fold.</source>
        <translation>Anda tidak boleh membuat kenaikan penuh: all-in, ikut atau tarik diri.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot raise now: call or fold.</source>
        <translation>Anda tidak boleh menaikkan sekarang: ikut atau tarik diri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot go all-in now.</source>
        <translation>Anda tidak boleh all-in sekarang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot check: there is a bet to call.</source>
        <translation>Anda tidak boleh semak: ada taruhan untuk diikut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to call: check or bet.</source>
        <translation>Tiada apa untuk diikut: semak atau bertaruh.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bet to raise: bet instead.</source>
        <translation>Tiada taruhan untuk dinaikkan: bertaruhlah.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: call, raise or fold.</source>
        <translation>Sudah ada taruhan: ikut, naikkan atau tarik diri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+9"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>AI tidak dapat bergerak. Sila mulakan perlawanan baharu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chips</source>
        <comment>lockbet hint value</comment>
        <extracomment>Expected value of a hinted Lock &amp; Bet move, e.g. &quot;+1.5 chips&quot;.</extracomment>
        <translation>%1 cip</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected chips won (+) or lost (−) in this deal, antes included.</source>
        <comment>lockbet</comment>
        <extracomment>Under the Lock &amp; Bet hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Jangkaan cip dimenangi (+) atau hilang (−) dalam pusingan ini, termasuk ante.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chips won per deal</source>
        <comment>lockbet</comment>
        <translation>Cip dimenangi setiap pusingan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-6"/>
        <source>Discard the two chosen cards</source>
        <translation>Ketepikan dua kad yang dipilih</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-7"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-35"/>
        <source>Show or hide the last trick</source>
        <translation>Tunjuk atau sembunyikan trik terakhir</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+3"/>
        <source>Next trick, when a finished trick waits for you</source>
        <translation>Trik seterusnya, apabila trik yang tamat menunggu anda</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>New deal, when the score sheet shows</source>
        <translation>Pusingan baharu, apabila helaian skor dipaparkan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+37"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-6"/>
        <source>That card cannot be played now.</source>
        <translation>Kad itu tidak boleh dimainkan sekarang.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>You do not hold that card.</source>
        <translation>Anda tidak memegang kad itu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>Anda mesti mengikut sut yang dibuka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>Anda tidak dapat mengikut sut, jadi anda mesti memainkan terup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard two cards first.</source>
        <translation>Ketepikan dua kad dahulu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The discard has already been made.</source>
        <translation>Kad sudah diketepikan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose two different cards.</source>
        <translation>Pilih dua kad yang berbeza.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings, trumps 1 and 21 and the Matto may not be discarded.</source>
        <translation>Raja, terup 1 dan 21 dan Matto tidak boleh diketepikan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may discard a trump only if the 15 cards you keep are all trumps and Kings (and the Matto), or hold no trump at all.</source>
        <translation>Anda boleh mengetepikan terup hanya jika 15 kad yang anda simpan semuanya terup dan Raja (dan Matto), atau tiada terup langsung.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 points</source>
        <comment>piedicavallo hint value</comment>
        <extracomment>Expected value of a hinted Piedicavallo move, e.g. &quot;+1.5 points&quot; (card points).</extracomment>
        <translation>%1 mata</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected margin at the end of this deal, in card points: your team&apos;s minus the opponents&apos;, plus %1 if your team wins the deal or minus %1 if it loses (+ ahead, − behind).</source>
        <comment>piedicavallo</comment>
        <extracomment>Under the Piedicavallo hint&apos;s heading: what the move values mean; %1 is 20 (the search&apos;s bonus for winning the deal), written in the locale&apos;s digits.</extracomment>
        <translation>Jangkaan beza mata kad pada akhir pusingan ini: mata pasukan anda tolak mata lawan, tambah %1 jika pasukan anda memenangi pusingan atau tolak %1 jika kalah (+ mendahului, − ketinggalan).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points per deal</source>
        <translation>Mata kad setiap pusingan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-41"/>
        <source>Declare the marriage of the ringed König or Ober (Enter plays it without)</source>
        <translation>Isytiharkan perkahwinan König atau Ober yang sedang difokuskan (Enter memainkannya tanpa mengisytiharkan perkahwinan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <translation>Tukar Unter terup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <translation>Tutup longgokan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-11"/>
        <source>Hear the scores</source>
        <translation>Dengar skor</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>Hear the last announcement again</source>
        <translation>Dengar pengumuman terakhir sekali lagi</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <comment>schnapsen</comment>
        <translation>Pusingan seterusnya atau perlawanan baharu, apabila pusingan tamat (juga Enter)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exchange the trump Unter</source>
        <translation>tukar Unter terup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declare a marriage</source>
        <translation>isytiharkan perkahwinan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the stock</source>
        <translation>tutup longgokan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: lead a card</source>
        <extracomment>The turn line: %1 what you may do before you lead (&quot;exchange the trump Unter, close the stock&quot;).</extracomment>
        <translation>Giliran anda: buka dengan satu kad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: %1 or lead a card</source>
        <translation>Giliran anda: %1 atau buka dengan satu kad</translation>
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
        <translation>Perlawanan sudah tamat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strict rules: you must take the trick with a higher card of the suit led.</source>
        <translation>Peraturan ketat: anda mesti memenangi trik dengan kad yang lebih tinggi dalam sut yang dibuka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you must follow the suit led.</source>
        <translation>Peraturan ketat: anda mesti mengikut sut yang dibuka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you cannot follow suit, so you must play a trump.</source>
        <translation>Peraturan ketat: anda tidak dapat mengikut sut, jadi anda mesti memainkan terup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is closed.</source>
        <translation>Longgokan sudah ditutup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is exhausted.</source>
        <translation>Longgokan sudah habis.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need the trump Unter to exchange.</source>
        <translation>Anda memerlukan Unter terup untuk menukar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <comment>schnapsen</comment>
        <translation>AI tidak dapat bergerak. Sila mulakan perlawanan baharu.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You exchanged the trump Unter.</source>
        <translation>Anda menukar Unter terup.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>AI menukar Unter terup dengan kad terup yang terbuka.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock: no more drawing, strict rules apply.</source>
        <translation>Anda menutup longgokan: tiada lagi ambil kad, peraturan ketat berlaku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock: no more drawing, strict rules apply.</source>
        <translation>AI menutup longgokan: tiada lagi ambil kad, peraturan ketat berlaku.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>Anda mengisytiharkan perkahwinan %1: %Ln mata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>AI mengisytiharkan perkahwinan %1: %Ln mata.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They count after the first trick won.</source>
        <translation>Mata ini dikira selepas trik pertama dimenangi.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The AI played %1.</source>
        <translation>AI memainkan %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>Anda memenangi trik: %Ln mata.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>AI memenangi trik: %Ln mata.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew %1.</source>
        <translation>Anda mencabut %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI took the face-up trump card, %1.</source>
        <translation>AI mengambil kad terup yang terbuka, %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 game points</source>
        <comment>schnapsen hint value</comment>
        <extracomment>Expected value of a hinted Schnapsen move, e.g. &quot;+1.5 game points&quot;.</extracomment>
        <translation>%1 mata permainan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected game points from this deal: + won by you, − won by your opponent.</source>
        <comment>schnapsen</comment>
        <extracomment>Under the Schnapsen hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Jangkaan mata permainan daripada pusingan ini: + dimenangi oleh anda, − dimenangi oleh lawan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game points per deal</source>
        <translation>Mata permainan setiap pusingan</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-3"/>
        <source>While choosing a capture: move between the choices (Enter takes one, Esc puts the card back)</source>
        <translation>Semasa memilih tangkapan: bergerak antara pilihan (Enter mengambil satu, Esc meletakkan semula kad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hear the cards on the table</source>
        <translation>Dengar kad di atas meja</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <translation>Pusingan seterusnya atau perlawanan baharu, apabila pusingan tamat (juga Enter)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+7"/>
        <source>The match is over.</source>
        <translation>Perlawanan sudah tamat.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+3"/>
        <source>That card can capture, so it must capture.</source>
        <translation>Kad itu boleh menangkap, jadi ia mesti menangkap.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table card has the same value: take one such card, not a sum.</source>
        <translation>Ada kad di meja yang sama nilainya: ambil satu kad itu, bukan jumlah.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Those cards do not add up to the value of your card.</source>
        <translation>Jumlah kad itu tidak sama dengan nilai kad anda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot capture anything.</source>
        <translation>Kad itu tidak dapat menangkap apa-apa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not on the table.</source>
        <translation>Kad itu tiada di atas meja.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an Ace, which counts 1</source>
        <extracomment>Scopa: the card that captures a sum of 1.</extracomment>
        <translation>Sat, yang bernilai 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Jack, which counts 8</source>
        <extracomment>Scopa: the card that captures a sum of 8.</extracomment>
        <translation>Pekak, yang bernilai 8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Queen, which counts 9</source>
        <extracomment>Scopa: the card that captures a sum of 9.</extracomment>
        <translation>Ratu, yang bernilai 9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a King, which counts 10</source>
        <extracomment>Scopa: the card that captures a sum of 10.</extracomment>
        <translation>Raja, yang bernilai 10</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1</source>
        <extracomment>Scopa: the card that captures a sum of %1 (2 to 7: a card of that number).</extracomment>
        <translation>kad %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves cards adding up to %1 on the table: the opponent could sweep them with %2</source>
        <extracomment>Scopa hint: the table left adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;).</extracomment>
        <translation>meninggalkan kad berjumlah %1 di atas meja: lawan boleh menyapu semuanya dengan %2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>leaves cards adding up to %1 on the table, and %2 is still to be played: it could sweep them</source>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;); one is still to be played (in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>meninggalkan kad berjumlah %1 di atas meja, dan %2 masih belum dimainkan: ia boleh menyapu semuanya</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>takes the settebello, the %1, a prize of 1 point</source>
        <extracomment>Scopa, why the AI moved: it captures the settebello, glossed with its card&apos;s name (%1, &quot;7 of Diamonds&quot;); a phrase whose subject is the move.</extracomment>
        <translation>mengambil settebello, iaitu %1, hadiah bernilai satu mata</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>lays the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move puts the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>meletakkan settebello, iaitu %1, hadiah bernilai satu mata, di atas meja, tempat lawan boleh mengambilnya</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move leaves the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>membiarkan settebello, iaitu %1, hadiah bernilai satu mata, di atas meja, tempat lawan boleh mengambilnya</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You took %1 with %2.</source>
        <translation>Anda menangkap %1 dengan %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI played %1 and took %2.</source>
        <translation>AI memainkan %1 dan menangkap %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI played %1 to the table.</source>
        <translation>AI memainkan %1 ke atas meja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scopa! You cleared the table.</source>
        <translation>Scopa! Anda mengosongkan meja.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scopa for the AI: it cleared the table.</source>
        <translation>Scopa untuk AI: ia mengosongkan meja.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the deal cleared the table: that is no scopa.</source>
        <translation>Kad terakhir pusingan mengosongkan meja: itu bukan scopa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards left on the table go to you: you captured last.</source>
        <translation>Kad yang tinggal di atas meja menjadi milik anda: anda yang terakhir menangkap.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to the AI: it captured last.</source>
        <translation>Kad yang tinggal di atas meja menjadi milik AI: ia yang terakhir menangkap.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <translation>Tiga kad lagi setiap seorang dari longgokan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the same dealer deals again.</source>
        <translation>Tiga atau empat Raja di atas meja: pengedar yang sama mengedar semula.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 points</source>
        <comment>scopa hint value</comment>
        <extracomment>Expected value of a hinted Scopa move, e.g. &quot;+1.5 points&quot; (points of the deal).</extracomment>
        <translation>%1 mata</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected margin at the end of this deal, in points: yours minus your opponent&apos;s (+ ahead, − behind).</source>
        <comment>scopa</comment>
        <extracomment>Under the Scopa hint&apos;s heading: what the move values mean.</extracomment>
        <translation>Jangkaan beza mata pada akhir pusingan ini: mata anda tolak mata lawan (+ mendahului, − ketinggalan).</translation>
    </message>
</context>
<context>
    <name>YourSide</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/YourSide.qml" line="+32"/>
        <source>New match: 20 chips each</source>
        <extracomment>The table&apos;s button that gives up this match and starts another (the page asks first when a match is under way).</extracomment>
        <translation>Perlawanan baharu: 20 cip setiap seorang</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>Anda</translation>
    </message>
</context>
</TS>
