<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AboutBox.qml" line="+66"/>
        <source>About Cardavia</source>
        <extracomment>Title of the About box (the header&apos;s Options panel opens it).</extracomment>
        <translation>حول كارداڤيا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>الإصدار %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fair play: the AI decides from what its seat may see, never from hidden cards.</source>
        <extracomment>The promise of fair play in the About box.</extracomment>
        <translation>لعب نظيف: يقرّر الذكاء الاصطناعي بما يحقّ لمقعده أن يراه، ولا يعتمد أبدًا على الأوراق المخفية.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cardavia is free software under the GNU General Public License, version 3 or any later version (%1).</source>
        <extracomment>%1 is the licence&apos;s short name, GPL-3.0-or-later (keep it as it is).</extracomment>
        <translation>كارداڤيا برنامج حرّ مرخّص بموجب رخصة جنو العمومية العامة، الإصدار 3 أو أي إصدار لاحق (%1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Credits</source>
        <extracomment>A heading in the About box.</extracomment>
        <translation>الشكر والمصادر</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card art: every card face, card back, suit pip and game emblem was drawn for Cardavia by the project itself.</source>
        <translation>رسوم الأوراق: كل وجه ورقة وظهرها ورمز كل نوع وشعار كل لعبة رسمها مشروع كارداڤيا نفسه.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fonts: DejaVu Sans and DejaVu Serif (DejaVu Fonts License); Vazirmatn by Saber Rastikerdar for Arabic and Persian (SIL Open Font License 1.1).</source>
        <extracomment>Font names stay as they are.</extracomment>
        <translation>الخطوط: DejaVu Sans وDejaVu Serif (رخصة خطوط DejaVu)؛ وVazirmatn من تصميم صابر راستي كردار للعربية والفارسية (رخصة SIL Open Font License 1.1).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>ActionColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/ActionColumn.qml" line="+49"/>
        <source>Declare a marriage: lead one of its cards with a button below. A click on the card plays it without declaring.</source>
        <extracomment>Above one button per König or Ober that may lead a marriage now.</extracomment>
        <translation>أعلن زواجًا: افتتح بإحدى ورقتيه بزرٍّ أدناه. النقر على الورقة نفسها يلعبها دون إعلان.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: +%2</source>
        <extracomment>A marriage button: the card to lead and what the marriage scores, e.g. &quot;König of Herz: +40&quot;.</extracomment>
        <translation>%1: %2 نقطة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare the marriage in %1 (%2 points) by leading %3</source>
        <extracomment>%1 suit, %2 points (20 or 40), %3 the card led, e.g. &quot;Ober of Herz&quot;.</extracomment>
        <translation>أعلن زواج %1 (%2 نقطة) بالافتتاح بـ%3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exchange trump Unter</source>
        <translation>بدّل أونتر الطرنيب</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Close the stock</source>
        <translation>أغلق الكومة</translation>
    </message>
</context>
<context>
    <name>AiCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/AiCards.qml" line="+18"/>
        <source>The AI&apos;s cards</source>
        <translation>أوراق الذكاء الاصطناعي</translation>
    </message>
</context>
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+72"/>
        <source>AI level:</source>
        <translation>مستوى الذكاء الاصطناعي:</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>عادي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Opponents:</source>
        <extracomment>Before the opponents&apos; level in the four-seat games (a partner row follows).</extracomment>
        <translation>الخصمان:</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>?</source>
        <extracomment>Opens what each AI level does and how strong it measured (a question mark).</extracomment>
        <translation>؟</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>What the levels are</source>
        <translation>ما هي المستويات</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner:</source>
        <extracomment>Before your AI partner&apos;s level in the four-seat games.</extracomment>
        <translation>الشريك:</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+434"/>
        <source>New match</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/controllers/app_messages.py" line="+48"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، لذا تُستخدم الإعدادات الافتراضية. حُفظ الملف القديم باسم %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، لذا تُستخدم الإعدادات الافتراضية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file comes from a newer version of Cardavia, so the default settings are in use. The file was kept as %1.</source>
        <translation>ملف إعداداتك من إصدار أحدث من كارداڤيا، لذا تُستخدم الإعدادات الافتراضية. حُفظ الملف باسم %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your settings could not be read, so they are back to their defaults.</source>
        <translation>تعذّرت قراءة بعض إعداداتك، لذا أُعيدت إلى قيمها الافتراضية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>اللغة %1 غير متاحة، لذا تُعرض الواجهة بالإنجليزية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be read, so a new match has started. The damaged save was kept as %1.</source>
        <translation>تعذّرت قراءة المباراة المحفوظة، لذا بدأت مباراة جديدة. حُفظ الملف التالف باسم %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be read, so a new match has started.</source>
        <translation>تعذّرت قراءة المباراة المحفوظة، لذا بدأت مباراة جديدة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match comes from a newer version of Cardavia, so a new match has started. The save was kept as %1.</source>
        <translation>المباراة المحفوظة من إصدار أحدث من كارداڤيا، لذا بدأت مباراة جديدة. حُفظ الملف باسم %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your match could not be saved: %1</source>
        <translation>تعذّر حفظ مباراتك: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI player ran into a problem, so it made a simpler move instead. The match goes on.</source>
        <translation>واجه أحد لاعبي الذكاء الاصطناعي مشكلة، فلعب حركة أبسط بدلًا منها. المباراة مستمرة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong at this table. Go on playing if you can, or start a new match.</source>
        <translation>حدث خطأ في هذه الطاولة. تابع اللعب إن استطعت، أو ابدأ مباراة جديدة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This table could not start its match. Try a new match.</source>
        <translation>تعذّر على هذه الطاولة بدء مباراتها. جرّب مباراة جديدة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be saved: %1</source>
        <translation>تعذّر حفظ إعداداتك: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The details are in %1.</source>
        <translation>التفاصيل في %1.</translation>
    </message>
</context>
<context>
    <name>AppShell</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AppShell.qml" line="+87"/>
        <source>%1 · Cardavia</source>
        <extracomment>Window title with a game open; %1 is the game&apos;s name.</extracomment>
        <translation>%1 · كارداڤيا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cardavia</source>
        <translation>كارداڤيا</translation>
    </message>
</context>
<context>
    <name>AskBox</name>
    <message>
        <location filename="../cardavia_desktop/views/common/AskBox.qml" line="+138"/>
        <source>Cancel</source>
        <translation>إلغاء</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK</source>
        <translation>حسنًا</translation>
    </message>
</context>
<context>
    <name>BetControls</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/BetControls.qml" line="+67"/>
        <location line="+22"/>
        <source>Betting</source>
        <extracomment>Accessible name of the group of betting buttons, slider and field.</extracomment>
        <translation>الرهان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To call: %1 (all you have)</source>
        <extracomment>Facing a bet bigger than your chips: a call puts in all you have (this number).</extracomment>
        <translation>للمجاراة: %1 (كل ما لديك)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To call: %1</source>
        <extracomment>Chips the player must add to match the opponent&apos;s bet.</extracomment>
        <translation>للمجاراة: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to call</source>
        <translation>لا شيء للمجاراة</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Check</source>
        <translation>تمرير</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Call %1 (all-in)</source>
        <extracomment>Call button when the call puts in all your chips (the number); the All-in button is then not shown.</extracomment>
        <translation>جارِ بـ%1 (كل الرقائق)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call %1</source>
        <extracomment>Call button with the chips it puts in.</extracomment>
        <translation>جارِ بـ%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fold</source>
        <translation>انسحب</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Raise to (%1–%2)</source>
        <extracomment>The range of totals the player may raise to this round (ante excluded).</extracomment>
        <translation>ارفع إلى (%1–%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet (%1–%2)</source>
        <extracomment>The range of totals the player may bet this round (ante excluded).</extracomment>
        <translation>راهن (%1–%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+54"/>
        <source>Amount</source>
        <translation>المبلغ</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bet</source>
        <comment>no amount</comment>
        <extracomment>The Bet button while no amount can be bet (disabled).</extracomment>
        <translation>راهن</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise to %1</source>
        <extracomment>Raise button: the round total typed or slid (ante excluded).</extracomment>
        <translation>ارفع إلى %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet %1</source>
        <extracomment>Bet button with the amount typed or slid.</extracomment>
        <translation>راهن بـ%1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All-in (%1 more)</source>
        <extracomment>All chips in, on top of your bet so far; the number is the chips it adds from your stack.</extracomment>
        <translation>كل الرقائق (%1 إضافية)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-in %1</source>
        <extracomment>All chips in; the number is the chips it puts in from your stack.</extracomment>
        <translation>كل الرقائق %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All-in</source>
        <translation>كل الرقائق</translation>
    </message>
</context>
<context>
    <name>CaptureChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/CaptureChooser.qml" line="+39"/>
        <source>Capture choices</source>
        <extracomment>Accessible name of the row of capture choices for the selected card.</extracomment>
        <translation>خيارات الأخذ</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Take:</source>
        <extracomment>Before the capture choices: pick which cards your card takes.</extracomment>
        <translation>خذ:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Take %1</source>
        <extracomment>A capture choice, e.g. &quot;Take 3 of Spades, 4 of Hearts&quot;.</extracomment>
        <translation>خذ %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancel</source>
        <extracomment>Put the selected card back and choose another.</extracomment>
        <translation>إلغاء</translation>
    </message>
</context>
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+93"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>لا أوراق</numerusform>
            <numerusform>ورقة واحدة</numerusform>
            <numerusform>ورقتان</numerusform>
            <numerusform>%Ln أوراق</numerusform>
            <numerusform>%Ln ورقة</numerusform>
            <numerusform>%Ln ورقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln scopa(s)</source>
        <extracomment>Under a capture pile: the scope (table sweeps) made this deal.</extracomment>
        <translation>
            <numerusform>لا سكوبا</numerusform>
            <numerusform>سكوبا واحدة</numerusform>
            <numerusform>سكوبتان</numerusform>
            <numerusform>%Ln سكوبا</numerusform>
            <numerusform>%Ln سكوبا</numerusform>
            <numerusform>%Ln سكوبا</numerusform>
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
        <translation>الأحمق</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Papa I, the Juggler</source>
        <comment>minchiate trump</comment>
        <extracomment>Traditional name of a Minchiate trump (the Florentine pack): the five Papi, the virtues, the elements, the twelve signs, the Star, Moon, Sun, World and Trumpets (docs/cards.md).</extracomment>
        <translation>البابا الأول، الساحر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa II, the Grand Duke</source>
        <comment>minchiate trump</comment>
        <translation>البابا الثاني، الدوق الأكبر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa III, the Western Emperor</source>
        <comment>minchiate trump</comment>
        <translation>البابا الثالث، إمبراطور الغرب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa IV, the Eastern Emperor</source>
        <comment>minchiate trump</comment>
        <translation>البابا الرابع، إمبراطور الشرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa V, Love</source>
        <comment>minchiate trump</comment>
        <translation>البابا الخامس، الحب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>minchiate trump</comment>
        <translation>الاعتدال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortitude</source>
        <comment>minchiate trump</comment>
        <translation>الشجاعة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>minchiate trump</comment>
        <translation>العدالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>minchiate trump</comment>
        <translation>عجلة الحظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>minchiate trump</comment>
        <translation>العربة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <comment>minchiate trump</comment>
        <translation>الزمن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>minchiate trump</comment>
        <translation>المشنوق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>minchiate trump</comment>
        <translation>الموت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>minchiate trump</comment>
        <translation>الشيطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The House of the Devil</source>
        <comment>minchiate trump</comment>
        <translation>بيت الشيطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hope</source>
        <comment>minchiate trump</comment>
        <translation>الأمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prudence</source>
        <comment>minchiate trump</comment>
        <translation>الحكمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faith</source>
        <comment>minchiate trump</comment>
        <translation>الإيمان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charity</source>
        <comment>minchiate trump</comment>
        <translation>المحبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire</source>
        <comment>minchiate trump</comment>
        <translation>النار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Water</source>
        <comment>minchiate trump</comment>
        <translation>الماء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earth</source>
        <comment>minchiate trump</comment>
        <translation>التراب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air</source>
        <comment>minchiate trump</comment>
        <translation>الهواء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libra</source>
        <comment>minchiate trump</comment>
        <translation>الميزان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virgo</source>
        <comment>minchiate trump</comment>
        <translation>العذراء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorpio</source>
        <comment>minchiate trump</comment>
        <translation>العقرب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aries</source>
        <comment>minchiate trump</comment>
        <translation>الحمل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capricorn</source>
        <comment>minchiate trump</comment>
        <translation>الجدي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sagittarius</source>
        <comment>minchiate trump</comment>
        <translation>القوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancer</source>
        <comment>minchiate trump</comment>
        <translation>السرطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pisces</source>
        <comment>minchiate trump</comment>
        <translation>الحوت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aquarius</source>
        <comment>minchiate trump</comment>
        <translation>الدلو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo</source>
        <comment>minchiate trump</comment>
        <translation>الأسد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taurus</source>
        <comment>minchiate trump</comment>
        <translation>الثور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gemini</source>
        <comment>minchiate trump</comment>
        <translation>الجوزاء</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star</source>
        <comment>minchiate trump</comment>
        <translation>النجمة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>minchiate trump</comment>
        <translation>القمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>minchiate trump</comment>
        <translation>الشمس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>minchiate trump</comment>
        <translation>العالم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Trumpets</source>
        <comment>minchiate trump</comment>
        <translation>الأبواق</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bagatto</source>
        <comment>tarocco piemontese trump</comment>
        <extracomment>Traditional name of a Tarocco Piemontese trump (the Piedicavallo pack), il Bagatto … il Mondo (docs/cards.md).</extracomment>
        <translation>الساحر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Popess</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الكاهنة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Empress</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الإمبراطورة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الإمبراطور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pope</source>
        <comment>tarocco piemontese trump</comment>
        <translation>البابا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lovers</source>
        <comment>tarocco piemontese trump</comment>
        <translation>العشاق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>tarocco piemontese trump</comment>
        <translation>العربة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>tarocco piemontese trump</comment>
        <translation>العدالة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hermit</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الناسك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>tarocco piemontese trump</comment>
        <translation>عجلة الحظ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <comment>tarocco piemontese trump</comment>
        <translation>القوة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>tarocco piemontese trump</comment>
        <translation>المشنوق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الموت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الاعتدال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الشيطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tower</source>
        <comment>tarocco piemontese trump</comment>
        <translation>البرج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Stars</source>
        <comment>tarocco piemontese trump</comment>
        <translation>النجوم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>tarocco piemontese trump</comment>
        <translation>القمر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الشمس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Angel</source>
        <comment>tarocco piemontese trump</comment>
        <translation>الملاك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>tarocco piemontese trump</comment>
        <translation>العالم</translation>
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
        <translation>الماتو</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump %1</source>
        <comment>tarot pack</comment>
        <extracomment>A tarot trump by its number, e.g. &quot;Trump 21&quot;.</extracomment>
        <translation>الطرنيب %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daus of Herz</source>
        <comment>german pack</comment>
        <extracomment>A card of the German-suited pack (Schnapsen): each language words the whole name in one scheme (Latin-script languages keep the pack&apos;s German words Daus, Zehner, König, Ober, Unter; Arabic and Persian write every name in their own script, docs/i18n.md).</extracomment>
        <translation>آس القلوب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Herz</source>
        <comment>german pack</comment>
        <translation>ملك القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Herz</source>
        <comment>german pack</comment>
        <translation>أوبر القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Herz</source>
        <comment>german pack</comment>
        <translation>أونتر القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Schelln</source>
        <comment>german pack</comment>
        <translation>آس الأجراس</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Schelln</source>
        <comment>german pack</comment>
        <translation>ملك الأجراس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Schelln</source>
        <comment>german pack</comment>
        <translation>أوبر الأجراس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Schelln</source>
        <comment>german pack</comment>
        <translation>أونتر الأجراس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Eichel</source>
        <comment>german pack</comment>
        <translation>آس البلّوط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Eichel</source>
        <comment>german pack</comment>
        <translation>ملك البلّوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Eichel</source>
        <comment>german pack</comment>
        <translation>أوبر البلّوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Eichel</source>
        <comment>german pack</comment>
        <translation>أونتر البلّوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Laub</source>
        <comment>german pack</comment>
        <translation>آس الأخضر</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Zehner of Herz</source>
        <comment>german pack</comment>
        <translation>عشرة القلوب</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Schelln</source>
        <comment>german pack</comment>
        <translation>عشرة الأجراس</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Eichel</source>
        <comment>german pack</comment>
        <translation>عشرة البلّوط</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Laub</source>
        <comment>german pack</comment>
        <translation>عشرة الأخضر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König of Laub</source>
        <comment>german pack</comment>
        <translation>ملك الأخضر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Laub</source>
        <comment>german pack</comment>
        <translation>أوبر الأخضر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Laub</source>
        <comment>german pack</comment>
        <translation>أونتر الأخضر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Hearts</source>
        <comment>french pack</comment>
        <extracomment>A card of the French-suited pack (Scopa, Lock &amp; Bet): each language words the whole name.</extracomment>
        <translation>آس القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Hearts</source>
        <comment>french pack</comment>
        <translation>2 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Hearts</source>
        <comment>french pack</comment>
        <translation>3 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Hearts</source>
        <comment>french pack</comment>
        <translation>4 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Hearts</source>
        <comment>french pack</comment>
        <translation>5 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Hearts</source>
        <comment>french pack</comment>
        <translation>6 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Hearts</source>
        <comment>french pack</comment>
        <translation>7 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Hearts</source>
        <comment>french pack</comment>
        <translation>8 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Hearts</source>
        <comment>french pack</comment>
        <translation>9 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Hearts</source>
        <comment>french pack</comment>
        <translation>10 القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Hearts</source>
        <comment>french pack</comment>
        <translation>ولد القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <comment>french pack</comment>
        <translation>ملكة القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Hearts</source>
        <comment>french pack</comment>
        <translation>ملك القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Diamonds</source>
        <comment>french pack</comment>
        <translation>آس الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Diamonds</source>
        <comment>french pack</comment>
        <translation>2 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Diamonds</source>
        <comment>french pack</comment>
        <translation>3 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Diamonds</source>
        <comment>french pack</comment>
        <translation>4 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Diamonds</source>
        <comment>french pack</comment>
        <translation>5 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Diamonds</source>
        <comment>french pack</comment>
        <translation>6 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Diamonds</source>
        <comment>french pack</comment>
        <translation>7 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Diamonds</source>
        <comment>french pack</comment>
        <translation>8 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Diamonds</source>
        <comment>french pack</comment>
        <translation>9 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Diamonds</source>
        <comment>french pack</comment>
        <translation>10 الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <comment>french pack</comment>
        <translation>ولد الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Diamonds</source>
        <comment>french pack</comment>
        <translation>ملكة الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Diamonds</source>
        <comment>french pack</comment>
        <translation>ملك الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Clubs</source>
        <comment>french pack</comment>
        <translation>آس السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Clubs</source>
        <comment>french pack</comment>
        <translation>2 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Clubs</source>
        <comment>french pack</comment>
        <translation>3 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Clubs</source>
        <comment>french pack</comment>
        <translation>4 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Clubs</source>
        <comment>french pack</comment>
        <translation>5 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Clubs</source>
        <comment>french pack</comment>
        <translation>6 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Clubs</source>
        <comment>french pack</comment>
        <translation>7 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Clubs</source>
        <comment>french pack</comment>
        <translation>8 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Clubs</source>
        <comment>french pack</comment>
        <translation>9 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Clubs</source>
        <comment>french pack</comment>
        <translation>10 السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Clubs</source>
        <comment>french pack</comment>
        <translation>ولد السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Clubs</source>
        <comment>french pack</comment>
        <translation>ملكة السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Clubs</source>
        <comment>french pack</comment>
        <translation>ملك السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Spades</source>
        <comment>french pack</comment>
        <translation>آس البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Spades</source>
        <comment>french pack</comment>
        <translation>2 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Spades</source>
        <comment>french pack</comment>
        <translation>3 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Spades</source>
        <comment>french pack</comment>
        <translation>4 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Spades</source>
        <comment>french pack</comment>
        <translation>5 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Spades</source>
        <comment>french pack</comment>
        <translation>6 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Spades</source>
        <comment>french pack</comment>
        <translation>7 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Spades</source>
        <comment>french pack</comment>
        <translation>8 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Spades</source>
        <comment>french pack</comment>
        <translation>9 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Spades</source>
        <comment>french pack</comment>
        <translation>10 البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Spades</source>
        <comment>french pack</comment>
        <translation>ولد البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades</source>
        <comment>french pack</comment>
        <translation>ملكة البستوني</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Spades</source>
        <comment>french pack</comment>
        <translation>ملك البستوني</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Swords</source>
        <comment>tarot pack</comment>
        <extracomment>A card of the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate): each language words the whole name.</extracomment>
        <translation>آس السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Swords</source>
        <comment>tarot pack</comment>
        <translation>2 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Swords</source>
        <comment>tarot pack</comment>
        <translation>3 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Swords</source>
        <comment>tarot pack</comment>
        <translation>4 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Swords</source>
        <comment>tarot pack</comment>
        <translation>5 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Swords</source>
        <comment>tarot pack</comment>
        <translation>6 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Swords</source>
        <comment>tarot pack</comment>
        <translation>7 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Swords</source>
        <comment>tarot pack</comment>
        <translation>8 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Swords</source>
        <comment>tarot pack</comment>
        <translation>9 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Swords</source>
        <comment>tarot pack</comment>
        <translation>10 السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Swords</source>
        <comment>tarot pack</comment>
        <translation>ولد السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Swords</source>
        <comment>tarot pack</comment>
        <translation>فارس السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Swords</source>
        <comment>tarot pack</comment>
        <translation>ملكة السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Swords</source>
        <comment>tarot pack</comment>
        <translation>ملك السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Batons</source>
        <comment>tarot pack</comment>
        <translation>آس العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Batons</source>
        <comment>tarot pack</comment>
        <translation>2 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Batons</source>
        <comment>tarot pack</comment>
        <translation>3 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Batons</source>
        <comment>tarot pack</comment>
        <translation>4 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Batons</source>
        <comment>tarot pack</comment>
        <translation>5 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Batons</source>
        <comment>tarot pack</comment>
        <translation>6 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Batons</source>
        <comment>tarot pack</comment>
        <translation>7 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Batons</source>
        <comment>tarot pack</comment>
        <translation>8 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Batons</source>
        <comment>tarot pack</comment>
        <translation>9 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Batons</source>
        <comment>tarot pack</comment>
        <translation>10 العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Batons</source>
        <comment>tarot pack</comment>
        <translation>ولد العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Batons</source>
        <comment>tarot pack</comment>
        <translation>فارس العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Batons</source>
        <comment>tarot pack</comment>
        <translation>ملكة العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Batons</source>
        <comment>tarot pack</comment>
        <translation>ملك العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Cups</source>
        <comment>tarot pack</comment>
        <translation>آس الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Cups</source>
        <comment>tarot pack</comment>
        <translation>2 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Cups</source>
        <comment>tarot pack</comment>
        <translation>3 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Cups</source>
        <comment>tarot pack</comment>
        <translation>4 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Cups</source>
        <comment>tarot pack</comment>
        <translation>5 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Cups</source>
        <comment>tarot pack</comment>
        <translation>6 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Cups</source>
        <comment>tarot pack</comment>
        <translation>7 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Cups</source>
        <comment>tarot pack</comment>
        <translation>8 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Cups</source>
        <comment>tarot pack</comment>
        <translation>9 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Cups</source>
        <comment>tarot pack</comment>
        <translation>10 الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Cups</source>
        <comment>tarot pack</comment>
        <translation>ولد الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Cups</source>
        <comment>tarot pack</comment>
        <translation>فارس الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Cups</source>
        <comment>tarot pack</comment>
        <translation>ملكة الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Cups</source>
        <comment>tarot pack</comment>
        <translation>ملك الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Coins</source>
        <comment>tarot pack</comment>
        <translation>آس النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Coins</source>
        <comment>tarot pack</comment>
        <translation>2 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Coins</source>
        <comment>tarot pack</comment>
        <translation>3 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Coins</source>
        <comment>tarot pack</comment>
        <translation>4 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Coins</source>
        <comment>tarot pack</comment>
        <translation>5 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Coins</source>
        <comment>tarot pack</comment>
        <translation>6 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Coins</source>
        <comment>tarot pack</comment>
        <translation>7 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Coins</source>
        <comment>tarot pack</comment>
        <translation>8 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Coins</source>
        <comment>tarot pack</comment>
        <translation>9 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Coins</source>
        <comment>tarot pack</comment>
        <translation>10 النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Coins</source>
        <comment>tarot pack</comment>
        <translation>ولد النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Coins</source>
        <comment>tarot pack</comment>
        <translation>فارس النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Coins</source>
        <comment>tarot pack</comment>
        <translation>ملكة النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Coins</source>
        <comment>tarot pack</comment>
        <translation>ملك النقود</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardView.qml" line="+88"/>
        <source>Face-down card</source>
        <translation>ورقة مقلوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>لا يمكن لعبها الآن</translation>
    </message>
</context>
<context>
    <name>ConfirmNewMatch</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/ConfirmNewMatch.qml" line="+54"/>
        <source>Start a new match?</source>
        <translation>بدء مباراة جديدة؟</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match under way will be given up.</source>
        <translation>سيُتخلّى عن المباراة الجارية.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It will count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>In the New match confirmation: the match given up (you used take-back or hint in it) is counted apart.</extracomment>
        <translation>ستُحسب في إحصاءاتك مباراةً مع تراجع أو تلميح لم تفز بها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will count as a lost match in your statistics.</source>
        <extracomment>In the New match confirmation: the match given up is counted in the statistics.</extracomment>
        <translation>ستُحسب مباراةً خاسرة في إحصاءاتك.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep playing</source>
        <translation>متابعة اللعب</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>مباراة جديدة</translation>
    </message>
</context>
<context>
    <name>DealReplayRow</name>
    <message>
        <location filename="../cardavia_desktop/views/common/DealReplayRow.qml" line="+56"/>
        <source>Replay these cards</source>
        <extracomment>On a deal sheet: play the same deal again from its first card (it does not count).</extracomment>
        <translation>أعد لعب هذه الأوراق</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How would Hard have done?</source>
        <extracomment>On a deal sheet: the strongest AI plays the same deal in your seat.</extracomment>
        <translation>كيف كان سيلعب المستوى الصعب؟</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A replay: it does not count in your record.</source>
        <extracomment>On the sheet of a replayed deal.</extracomment>
        <translation>إعادة لعب: لا تُحسب في سجلّك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing this deal in your seat…</source>
        <extracomment>While the hard level plays the finished deal in your seat.</extracomment>
        <translation>المستوى الصعب يلعب هذه الجولة في مكانك…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard could not play this deal.</source>
        <translation>تعذّر على المستوى الصعب لعب هذه الجولة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: %1 against %2. Hard in your seat: %3 against %4 (not counted).</source>
        <extracomment>%1 and %2 your side&apos;s and the other side&apos;s result of the deal (two results, not a range) (points, game points, resti or chips); %3–%4 the same with Hard in your seat.</extracomment>
        <translation>أنت: %1 مقابل %2. المستوى الصعب في مكانك: %3 مقابل %4 (لا تُحسب).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A lesson&apos;s deal: it does not count. Press Next in the lesson to go on.</source>
        <extracomment>On the sheet of a lesson&apos;s deal: the lesson&apos;s own Next button (beside the table) goes on.</extracomment>
        <translation>جولة من الدرس: لا تُحسب. اضغط «التالي» في الدرس للمتابعة.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A watched deal: Hard played your seat. It does not count; your match waits as you left it.</source>
        <extracomment>On the sheet of a watched deal (Watch): it ends there and nothing of it counts.</extracomment>
        <translation>جولة مُشاهَدة: لعب المستوى الصعب في مكانك. لا تُحتسب؛ مباراتك تنتظرك كما تركتها.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Watch another deal</source>
        <extracomment>On the sheet of a watched deal: watch a fresh deal played by the AI.</extracomment>
        <translation>شاهد جولة أخرى</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Back to your match</source>
        <extracomment>On the sheet of a replayed deal: back to the real match.</extracomment>
        <translation>العودة إلى مباراتك</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+37"/>
        <source>To go: you %1, the AI %2.</source>
        <extracomment>Spoken when a deal ends: game points each player still needs, e.g. &quot;To go: you 5, the AI 7.&quot;</extracomment>
        <translation>المتبقي: أنت %1، والذكاء الاصطناعي %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You reached 66 points with a trick.</source>
        <translation>وصلتَ إلى 66 نقطة بأكلة.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>وصل الذكاء الاصطناعي إلى 66 نقطة بأكلة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>وصلتَ إلى 66 نقطة بإعلان زواج.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>وصل الذكاء الاصطناعي إلى 66 نقطة بإعلان زواج.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>أغلقتَ الكومة ووصلتَ إلى 66 نقطة.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة ووصل إلى 66 نقطة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة لكنه لم يصل إلى 66 نقطة: من يُغلق ولا يبلغها يخسر.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>أغلقتَ الكومة لكنك لم تصل إلى 66 نقطة: من يُغلق ولا يبلغها يخسر.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة، لكنك وصلتَ إلى 66 نقطة أولًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>أغلقتَ الكومة، لكن الذكاء الاصطناعي وصل إلى 66 نقطة أولًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>لم يصل أحد إلى 66 نقطة، وربحتَ الأكلة الأخيرة.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>لم يصل أحد إلى 66 نقطة، وربح الذكاء الاصطناعي الأكلة الأخيرة.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 reached 66 points with a trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>وصل %1 إلى 66 نقطة بأكلة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reached 66 points by declaring a marriage.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>وصل %1 إلى 66 نقطة بإعلان زواج.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock and reached 66 points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>أغلق %1 الكومة ووصل إلى 66 نقطة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock but did not reach 66 points: the closer loses.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>أغلق %1 الكومة لكنه لم يصل إلى 66 نقطة: من يُغلق يخسر.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI closed the stock, but %1 reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>أغلق الذكاء الاصطناعي الكومة، لكن %1 وصل إلى 66 نقطة أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 closed the stock, but the AI reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>أغلق %1 الكومة، لكن الذكاء الاصطناعي وصل إلى 66 نقطة أولًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody reached 66 points; %1 won the last trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>لم يصل أحد إلى 66 نقطة؛ ربح %1 الأكلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The AI took no trick, so you score 3 game points.</source>
        <translation>لم يربح الذكاء الاصطناعي أي أكلة، لذا تحصل على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took no trick, so the AI scores 3 game points.</source>
        <translation>لم تربح أي أكلة، لذا يحصل الذكاء الاصطناعي على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI had fewer than 33 points, so you score 2 game points.</source>
        <translation>كان لدى الذكاء الاصطناعي أقل من 33 نقطة، لذا تحصل على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had fewer than 33 points, so the AI scores 2 game points.</source>
        <translation>كان لديك أقل من 33 نقطة، لذا يحصل الذكاء الاصطناعي على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI had at least 33 points, so you score 1 game point.</source>
        <translation>كان لدى الذكاء الاصطناعي 33 نقطة على الأقل، لذا تحصل على نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had at least 33 points, so the AI scores 1 game point.</source>
        <translation>كان لديك 33 نقطة على الأقل، لذا يحصل الذكاء الاصطناعي على نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you closed, the AI had no trick: 3 game points.</source>
        <translation>عندما أغلقتَ الكومة لم يكن لدى الذكاء الاصطناعي أي أكلة: 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the AI closed, you had no trick: 3 game points.</source>
        <translation>عندما أغلق الذكاء الاصطناعي الكومة لم يكن لديك أي أكلة: 3 نقاط لعب.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>عندما أغلقتَ الكومة لم يكن لدى الذكاء الاصطناعي أي نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي نقطة واحدة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي نقطتان (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقاط (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة لم تكن لديك أي نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك نقطة واحدة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك نقطتان (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقاط (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When you closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقاط (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلقتَ الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقاط (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لديك %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You had no trick when the stock was closed, so you score 3 game points.</source>
        <translation>لم تكن لديك أي أكلة عند إغلاق الكومة، لذا تحصل على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>لم تكن لدى الذكاء الاصطناعي أي أكلة عند إغلاق الكومة، لذا يحصل على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>خسر من أغلق الكومة، لذا تحصل على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+61"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>خسر من أغلق الكومة، لذا يحصل الذكاء الاصطناعي على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>الأكلة الأخيرة تساوي نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>الأكلة الأخيرة تمنح الذكاء الاصطناعي نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The AI took no trick, so %1 scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>لم يربح الذكاء الاصطناعي أي أكلة، لذا يحصل %1 على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took no trick, so the AI scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>لم يربح %1 أي أكلة، لذا يحصل الذكاء الاصطناعي على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI had fewer than 33 points, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>كانت لدى الذكاء الاصطناعي أقل من 33 نقطة، لذا يحصل %1 على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had fewer than 33 points, so the AI scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>كانت لدى %1 أقل من 33 نقطة، لذا يحصل الذكاء الاصطناعي على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI had at least 33 points, so %1 scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>كانت لدى الذكاء الاصطناعي 33 نقطة على الأقل، لذا يحصل %1 على نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had at least 33 points, so the AI scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>كانت لدى %1 33 نقطة على الأقل، لذا يحصل الذكاء الاصطناعي على نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When %1 closed, the AI had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>عندما أغلق %1 الكومة لم تكن لدى الذكاء الاصطناعي أي أكلة: 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the AI closed, %1 had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>عندما أغلق الذكاء الاصطناعي الكومة لم تكن لدى %1 أي أكلة: 3 نقاط لعب.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>عندما أغلق %1 الكومة لم تكن لدى الذكاء الاصطناعي أي نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي نقطة واحدة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي نقطتان (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقاط (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة لم تكن لدى %1 أي نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 نقطة واحدة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 نقطتان (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقاط (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (أقل من 33): نقطتا لعب.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقاط (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق %1 الكومة كانت لدى الذكاء الاصطناعي %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقاط (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
            <numerusform>عندما أغلق الذكاء الاصطناعي الكومة كانت لدى %1 %Ln نقطة (33 أو أكثر): نقطة لعب واحدة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no trick when the stock was closed, so it scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>لم تكن لدى %1 أي أكلة عندما أُغلقت الكومة، لذا يحصل على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The closer lost, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>خسر من أغلق الكومة، لذا يحصل %1 على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 1 game point to %1.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>الأكلة الأخيرة تمنح %1 نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You win the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>فاز الذكاء الاصطناعي بالمباراة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>فزتَ بالجولة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the deal</source>
        <translation>فاز الذكاء الاصطناعي بالجولة</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game points for %1: +%2</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;. Watch: game points won by your seat, %1 &quot;Hard (your seat)&quot;, e.g. &quot;Game points for Hard (your seat): +2&quot;.</extracomment>
        <translation>نقاط اللعب التي نالها %1: ‪+%2‬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>نقاط اللعب لك: ‪+%1‬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>نقاط اللعب للذكاء الاصطناعي: ‪+%1‬</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points</source>
        <translation>النقاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>الأكلات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go</source>
        <extracomment>Match count column: game points still needed, counting down from 7.</extracomment>
        <translation>المتبقي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>New match</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>الجولة التالية</translation>
    </message>
</context>
<context>
    <name>DealTools</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/DealTools.qml" line="+34"/>
        <source>Lesson deal</source>
        <extracomment>The deal at the table is a lesson&apos;s (its fixed cards: no number to replay, and not a deal of your match).</extracomment>
        <translation>جولة الدرس</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal #%1 · deal %2 of this match</source>
        <extracomment>The deal at the table: %1 the deal number (the match&apos;s, to replay it with Play deal #), %2 which deal of this match it is (2, 3…), worded as the score sheet&apos;s &quot;Deal %1 of this match&quot; so that the two numbers cannot be read as one.</extracomment>
        <translation>الجولة رقم %1 · الجولة %2 من هذه المباراة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal #%1</source>
        <extracomment>The deal at the table: its number (type it in Play deal to get the same cards).</extracomment>
        <translation>الجولة رقم %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match saved as %1</source>
        <extracomment>After an export; %1 is the file written.</extracomment>
        <translation>حُفظت المباراة باسم %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match opened (counted apart from your record).</source>
        <translation>فُتحت المباراة (تُحسب بمعزل عن سجلّك).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay · %1</source>
        <extracomment>The deal at the table is a replay (it does not count).</extracomment>
        <translation>إعادة لعب · %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Opens a box to type the number of a deal to play.</extracomment>
        <translation>العب الجولة رقم…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export…</source>
        <extracomment>Saves the match as a small file (for sharing or a bug report).</extracomment>
        <translation>تصدير…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open…</source>
        <extracomment>Opens a match file exported before.</extracomment>
        <translation>فتح…</translation>
    </message>
</context>
<context>
    <name>DeclarePanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/DeclarePanel.qml" line="+46"/>
        <source>Declare your combinations: each scores its value now and shows its cards to all.</source>
        <translation>أعلن تشكيلاتك: كلٌّ منها يسجّل قيمته فورًا ويكشف أوراقه للجميع.</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%1: %2 + %3 Matto bonus = %Ln point(s)</source>
        <extracomment>A combination: its name, card value + Matto bonus = points.</extracomment>
        <translation>
            <numerusform>%1: %2 + %3 مكافأة الماتو = لا نقاط</numerusform>
            <numerusform>%1: %2 + %3 مكافأة الماتو = نقطة واحدة</numerusform>
            <numerusform>%1: %2 + %3 مكافأة الماتو = نقطتان</numerusform>
            <numerusform>%1: %2 + %3 مكافأة الماتو = %Ln نقاط</numerusform>
            <numerusform>%1: %2 + %3 مكافأة الماتو = %Ln نقطة</numerusform>
            <numerusform>%1: %2 + %3 مكافأة الماتو = %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %Ln point(s)</source>
        <translation>
            <numerusform>%1: لا نقاط</numerusform>
            <numerusform>%1: نقطة واحدة</numerusform>
            <numerusform>%1: نقطتان</numerusform>
            <numerusform>%1: %Ln نقاط</numerusform>
            <numerusform>%1: %Ln نقطة</numerusform>
            <numerusform>%1: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Declare</source>
        <translation>أعلن</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Declare no more</source>
        <translation>لا مزيد من الإعلانات</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>تم</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/EndSheet.qml" line="+21"/>
        <source>Card points in the pile</source>
        <translation>نقاط الأوراق المأخوذة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combinations in the pile</source>
        <translation>التشكيلات في الأوراق المأخوذة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards beyond 42</source>
        <translation>الأوراق فوق 42</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win!</source>
        <translation>فزتَ أنت وشريكك!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>فاز الخصمان.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: no net resti.</source>
        <translation>تعادل: لا ريستي صافية.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards beyond 42 (%1 / %2 cards)</source>
        <extracomment>%1 and %2: how many cards each team took.</extracomment>
        <translation>الأوراق فوق 42 (%1 / %2 ورقة)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End score</source>
        <translation>النتيجة النهائية</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %2, %Ln point(s)</source>
        <translation>
            <numerusform>%1: %2، لا نقاط</numerusform>
            <numerusform>%1: %2، نقطة واحدة</numerusform>
            <numerusform>%1: %2، نقطتان</numerusform>
            <numerusform>%1: %2، %Ln نقاط</numerusform>
            <numerusform>%1: %2، %Ln نقطة</numerusform>
            <numerusform>%1: %2، %Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Difference left from play %1, plus %2 − %3 at the end: %4.</source>
        <extracomment>The lump calculation: difference left from play, plus the end scores, gives the final difference.</extracomment>
        <translation>الفارق المتبقي من اللعب %1، زائد %2 − %3 في النهاية: %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A difference of 0 adds no resto.</source>
        <translation>الفارق 0 لا يضيف أي ريستو.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rounded up in units of 60: %Ln resto(i) to %1.</source>
        <translation>
            <numerusform>بالتقريب إلى الأعلى بوحدات من 60: لا ريستي لصالح فريق «%1».</numerusform>
            <numerusform>بالتقريب إلى الأعلى بوحدات من 60: ريستو واحد لصالح فريق «%1».</numerusform>
            <numerusform>بالتقريب إلى الأعلى بوحدات من 60: ريستوان لصالح فريق «%1».</numerusform>
            <numerusform>بالتقريب إلى الأعلى بوحدات من 60: %Ln ريستي لصالح فريق «%1».</numerusform>
            <numerusform>بالتقريب إلى الأعلى بوحدات من 60: %Ln ريستو لصالح فريق «%1».</numerusform>
            <numerusform>بالتقريب إلى الأعلى بوحدات من 60: %Ln ريستو لصالح فريق «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resti: %1 %2, %3 %4. Net: %5.</source>
        <translation>الريستي: %1 %2، %3 %4. الصافي: %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tie</source>
        <translation>تعادل</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln resto(i) to %1</source>
        <translation>
            <numerusform>لا ريستي لصالح فريق «%1»</numerusform>
            <numerusform>ريستو واحد لصالح فريق «%1»</numerusform>
            <numerusform>ريستوان لصالح فريق «%1»</numerusform>
            <numerusform>%Ln ريستي لصالح فريق «%1»</numerusform>
            <numerusform>%Ln ريستو لصالح فريق «%1»</numerusform>
            <numerusform>%Ln ريستو لصالح فريق «%1»</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>New deal</source>
        <translation>جولة جديدة</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <location filename="../cardavia_desktop/views/common/format.js" line="+39"/>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number, already formatted for the locale. Put the sign where your language puts it, e.g. German &quot;64 %&quot;, Persian &quot;۶۴٪&quot;.</extracomment>
        <translation>%1٪</translation>
    </message>
</context>
<context>
    <name>FourSeatLastTrick</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatLastTrick.qml" line="+40"/>
        <source>Trick %1, taken by you</source>
        <extracomment>Title of the last trick panel: its number, taken by the player.</extracomment>
        <translation>الأكلة %1، ربحتَها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1, taken by %2</source>
        <extracomment>Title of the last trick panel: its number (%1) and who took it (%2).</extracomment>
        <translation>الأكلة %1، ربحها %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click, or press Esc, to close</source>
        <extracomment>Under the last trick panel of the four-player games: how to close it.</extracomment>
        <translation>انقر، أو اضغط Esc، للإغلاق</translation>
    </message>
</context>
<context>
    <name>FourSeatTable</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatTable.qml" line="+230"/>
        <source>Click, or press Space or Enter, for the deal&apos;s result</source>
        <extracomment>Under the deal&apos;s last trick in the four-player games, before the deal&apos;s sheet.</extracomment>
        <translation>انقر، أو اضغط المسافة أو Enter، لنتيجة الجولة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click, or press Space or Enter, for the next trick</source>
        <extracomment>Under a finished trick in the four-player games, while it waits for the player.</extracomment>
        <translation>انقر، أو اضغط المسافة أو Enter، للأكلة التالية</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GamePage.qml" line="+139"/>
        <source>All games</source>
        <translation>كل الألعاب</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full rules</source>
        <translation>القواعد الكاملة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics</source>
        <extracomment>The tab of a game&apos;s page with your statistics.</extracomment>
        <translation>الإحصاءات</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shortcuts</source>
        <extracomment>The button that opens the list of keyboard shortcuts (also F1): short, as the page&apos;s bar is narrow (the screen reader says &quot;Keyboard shortcuts&quot;).</extracomment>
        <translation>الاختصارات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>This table could not be opened.</source>
        <translation>تعذّر فتح هذه الطاولة.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+174"/>
        <source>Your record: %1 won of %2; %3 more with a hint or take-back</source>
        <extracomment>On a lobby tile: %1 matches won of %2 played, and %3 more played with a hint or a take-back (counted apart).</extracomment>
        <translation>سجلّك: %1 فوز من %2؛ و%3 بمساعدة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your record: %1 won of %2</source>
        <extracomment>On a lobby tile: your record in this game, %1 matches won of %2 played.</extracomment>
        <translation>سجلّك: %1 فوز من %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Match under way: us %1, them %2</source>
        <extracomment>On a lobby tile of a partnership game: a saved match goes on; %1 your team&apos;s score (&quot;us&quot;), %2 the opponents&apos; (&quot;them&quot;). Keep it short: one line on a small tile.</extracomment>
        <translation>مباراة جارية: نحن %1، هم %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match under way: you %1, AI %2</source>
        <extracomment>On a lobby tile: a saved match goes on; %1 your score, %2 the AI&apos;s.</extracomment>
        <translation>مباراة جارية: أنت %1، الخصم %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Play</source>
        <translation>العب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <extracomment>On a lobby tile whose game has a match under way: opening it goes on with it.</extracomment>
        <translation>تابع</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>✓ Learned</source>
        <extracomment>On a lobby tile: this game&apos;s guided lesson was played to its end.</extracomment>
        <translation>✓ تعلّمتها</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>On a lobby tile: the game&apos;s guided lesson was begun and left at step %1 of %2 (the steps you read or play); it goes on there.</extracomment>
        <translation>تابع الدرس · الخطوة %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>On a lobby tile: open the game with its guided lesson on the table.</extracomment>
        <translation>تعلّم</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>يد موجَّهة تعلّمك هذه اللعبة، قاعدة تلو الأخرى؛ مباراتك تنتظر ولا يُحتسب شيء.</translation>
    </message>
</context>
<context>
    <name>GroupedHand</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/GroupedHand.qml" line="+76"/>
        <source>Your hand</source>
        <extracomment>Accessible name of the player&apos;s hand of cards.</extracomment>
        <translation>أوراق يدك</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>This card cannot be played now.</source>
        <translation>لا يمكن لعب هذه الورقة الآن.</translation>
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
        <translation>أوراق يدك</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>This card cannot be played now.</source>
        <translation>لا يمكن لعب هذه الورقة الآن.</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+59"/>
        <source>Language:</source>
        <translation>اللغة:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Contrast</source>
        <translation>التباين</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grain</source>
        <translation>الحُبيبات</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Color temperature</source>
        <translation>حرارة اللون</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filters are unavailable with this renderer.</source>
        <translation>المرشّحات غير متاحة مع محرّك العرض هذا.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Muted</source>
        <extracomment>Header button shown while sound cues are off; a click turns them on.</extracomment>
        <translation>مكتوم</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off. Turn the sound on (Ctrl+M)</source>
        <extracomment>Accessible name of the header&apos;s muted button.</extracomment>
        <translation>الصوت مطفأ. شغّل الصوت (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options</source>
        <extracomment>Header button opening animation-speed, reduced-motion and four-colour options.</extracomment>
        <translation>خيارات</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/HintPanel.qml" line="+89"/>
        <source>as good as move %1</source>
        <extracomment>A hinted move worth the same as the move numbered %1 (the search sees no difference).</extracomment>
        <translation>جيّدة مثل الحركة %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hard would play</source>
        <translation>ما كان سيلعبه المستوى الصعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the hint is being worked out.</extracomment>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Info</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+8"/>
        <source>Schnapsen</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>شنابسن</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+9"/>
        <source>Lock &amp; Bet</source>
        <extracomment>Name of the game: choose a card, lock it face down, bet chips on it.</extracomment>
        <translation>ثبّت وراهن</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+10"/>
        <source>High Trick</source>
        <extracomment>Name of the template game (a small example game for developers: the highest card of the suit led takes the trick).</extracomment>
        <translation>الأكلة العالية</translation>
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
            <numerusform>لا لاعبين</numerusform>
            <numerusform>لاعب واحد</numerusform>
            <numerusform>لاعبان</numerusform>
            <numerusform>%Ln لاعبين</numerusform>
            <numerusform>%Ln لاعبًا</numerusform>
            <numerusform>%Ln لاعب</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>أنت ضد الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to 5 points</source>
        <extracomment>Format line, last part: the match ends when a player has this many points (and leads).</extracomment>
        <translation>الأول إلى 5 نقاط</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take tricks: each one is a point.</source>
        <translation>اربح الأكلات: كل أكلة نقطة.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tricks of a deal are added to the match score. The match ends after a deal once a player has five points or more and more than the other.</source>
        <translation>تُضاف أكلات كل توزيعة إلى نتيجة المباراة. تنتهي المباراة بعد توزيعة ما إن يبلغ لاعب خمس نقاط أو أكثر ويتقدّم على الآخر.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Three cards each: follow suit, and the highest card of the suit led takes the trick. Each trick is a point; first to five wins.</source>
        <translation>ثلاث أوراق لكل لاعب: اتبع النوع، وأعلى ورقة من النوع المفتوح تأخذ الأكلة. كل أكلة نقطة؛ ومن يصل إلى خمس أولاً يفوز.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Twelve cards: Spades and Hearts from 2 to 7. Each deal, the dealer gives three cards to each player; the other six stay out of play. The deal passes to the other player.</source>
        <translation>اثنتا عشرة ورقة: البستوني والكبة من 2 إلى 7. في كل توزيعة يعطي الموزّع كل لاعب ثلاث أوراق؛ وتبقى الست الأخرى خارج اللعب. ثم ينتقل التوزيع إلى اللاعب الآخر.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player who did not deal leads the first trick; the winner of a trick leads the next.</source>
        <translation>يفتتح اللاعب الذي لم يوزّع الأكلة الأولى؛ ويفتتح الفائز بكل أكلة الأكلة التالية.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow the suit led if you can. The higher card of the suit led takes the trick.</source>
        <translation>عليك أن تتبع النوع المفتوح إن استطعت. الورقة الأعلى من النوع المفتوح تأخذ الأكلة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <source>Chips</source>
        <extracomment>Format line, last part: the match is played for virtual chips.</extracomment>
        <translation>رقائق</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of your two cards and stake it face down. The higher rank wins, except that a 2 beats an Ace. Public UP/DOWN signals, and the card you keep plays on in the next deal.</source>
        <extracomment>UP and DOWN are the public signals (high cards 8 to A, low cards 2 to 7).</extracomment>
        <translation>اختر إحدى ورقتيك وراهن عليها مقلوبة. الرتبة الأعلى تفوز، إلا أن الـ2 تغلب الآس. إشارتا «عالية/منخفضة» علنيتان، والورقة التي تحتفظ بها تبقى في اللعب في الجولة التالية.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match under way: you %1, AI %2 chips at the start of this deal</source>
        <extracomment>On the Lock &amp; Bet lobby tile: a saved match goes on; %1 your chips, %2 the AI&apos;s, both counted at the start of the deal being played (bets made since are not in them).</extracomment>
        <translation>مباراة جارية: أنت %1، الخصم %2 من الرقائق في بداية هذه الجولة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the pot, either by betting until the other player folds or by having the stronger locked card when both are shown.</source>
        <translation>اربح الوعاء: إما بالمراهنة حتى ينسحب خصمك، وإما بأن تكون ورقتك المثبّتة أقوى حين تُكشف الورقتان.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player starts with 20 virtual chips. The match ends when a player has no chips left: that player loses.</source>
        <translation>يبدأ كل لاعب بـ20 رقاقة افتراضية. تنتهي المباراة حين تنفد رقائق أحد اللاعبين: فيخسر.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two French decks are shuffled together into a shoe of 104 cards, without jokers. Each rank appears eight times; suits do not matter.</source>
        <translation>تُخلط رزمتان فرنسيتان معًا في صندوق أوراق من 104 أوراق، بلا جوكر. تتكرر كل رتبة ثماني مرات، ولا أهمية للأنواع.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets two cards, and every deal each player pays an ante of 1 chip into the pot. A player with only 1 chip left antes it and is all-in.</source>
        <translation>يأخذ كل لاعب ورقتين، ويدفع كل لاعب في كل جولة رهانًا ابتدائيًا من رقاقة واحدة إلى الوعاء. واللاعب الذي بقيت له رقاقة واحدة يدفعها رهانًا ابتدائيًا ويصبح قد راهن بكل رقائقه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the first player in the first deal: you lock first, bet first and draw first. After that, whoever won the last pot starts the next deal (also when the other player folded). After a split pot, the other player starts.</source>
        <translation>أنت اللاعب الأول في الجولة الأولى: تثبّت أولًا وتراهن أولًا وتسحب أولًا. بعد ذلك يبدأ الجولة التالية من ربح الوعاء الأخير (حتى لو انسحب الآخر). وبعد وعاء مقسوم يبدأ اللاعب الآخر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only groups are public: 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. For each player the table shows how many of their two cards are UP and how many are DOWN — never which card is which. Locking a card does not change the signal, so it never shows the locked card&apos;s group.</source>
        <translation>العلني هو المجموعات فقط: 8 و9 و10 وJ وQ وK وA «عالية»، ومن 2 إلى 7 «منخفضة». تُظهر الطاولة لكل لاعب كم من ورقتيه عالية وكم منخفضة — دون أن تُظهر أيّ الورقتين عالية وأيّهما منخفضة. وتثبيت ورقة لا يغيّر الإشارة، فلا يكشف أبدًا مجموعة الورقة المثبّتة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On your turn, choose one of your two cards and confirm to lock it face down. The first player locks, then the second, without seeing the other&apos;s choice. A locked card cannot be changed.</source>
        <translation>في دورك اختر إحدى ورقتيك وأكّد لتثبيتها مقلوبة. يثبّت اللاعب الأول ثم الثاني، دون أن يرى أحدهما اختيار الآخر. ولا يمكن تغيير ورقة مثبّتة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Betting starts only after both players have locked a card. There is one betting round per deal; the first player acts first.</source>
        <translation>لا تبدأ المراهنة إلا بعد أن يثبّت اللاعبان ورقة. وفي كل جولة دورة رهان واحدة، يبدأ بها اللاعب الأول.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nothing is owed you may check or bet; the smallest bet is 1 chip. When a bet is owed you may call, raise or fold. The round ends when both check, when a bet or raise is called, or when a player folds.</source>
        <translation>إن لم يكن عليك شيء فلك أن تمرّر أو تراهن؛ وأقل رهان رقاقة واحدة. وإن كان عليك رهان فلك أن تجاري أو ترفع أو تنسحب. تنتهي جولة الرهان حين يمرّر اللاعبان، أو حين يُجارى رهان أو رفع، أو حين ينسحب لاعب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raise must add at least as much as the last full bet or raise. You enter your total for this round, not counting the ante: for example, after a bet of 3 the smallest raise is to 6.</source>
        <translation>يجب أن يضيف الرفع على الأقل قدر آخر رهان أو رفع كامل. تُدخل مجموعك لهذه الجولة دون الرهان الابتدائي: مثلًا بعد رهان بـ3 يكون أقل رفع إلى 6.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going all-in puts in all your remaining chips, even if that is less than a full raise. Such a short all-in does not reopen raising for a player who has already acted. Against an all-in player you may only call or fold.</source>
        <translation>المراهنة بكل الرقائق تضع كل ما بقي لك، حتى لو كان أقل من رفع كامل. ومثل هذا الرهان الناقص لا يعيد فتح الرفع للاعب سبق أن تصرّف. وأمام لاعب راهن بكل رقائقه لا يمكنك إلا المجاراة أو الانسحاب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot cover a bet, calling puts in all your chips; the part of the bet you could not match goes back to the bettor. If a player has no chips left after the ante, there is no betting: the cards are shown at once.</source>
        <translation>إن لم تستطع تغطية رهان، فالمجاراة تضع كل رقائقك، ويعود الجزء الذي لم تستطع مجاراته إلى صاحب الرهان. وإن لم تبقَ للاعب رقائق بعد الرهان الابتدائي فلا مراهنة: تُكشف الورقتان فورًا.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand ranking</source>
        <translation>ترتيب الأوراق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the two locked cards are compared: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 from highest to lowest.</source>
        <translation>لا تُقارن إلا الورقتان المثبّتتان: الآس والملك والملكة والولد و10 و9 و8 و7 و6 و5 و4 و3 و2 من الأعلى إلى الأدنى.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The one exception: a 2 beats an Ace. The Ace still beats every other card, and the 2 loses to every card except the Ace.</source>
        <translation>الاستثناء الوحيد: الـ2 تغلب الآس. ويبقى الآس أقوى من كل ورقة أخرى، وتخسر الـ2 أمام كل ورقة إلا الآس.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits do not matter. Two cards of the same rank tie.</source>
        <translation>لا أهمية للأنواع. وورقتان من الرتبة نفسها متعادلتان.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After the betting both locked cards are turned face up. The stronger card takes the whole pot; on a tie the pot is split, so each player gets back exactly what they put in.</source>
        <translation>بعد المراهنة تُكشف الورقتان المثبّتتان. تأخذ الورقة الأقوى الوعاء كله؛ وعند التعادل يُقسم الوعاء، فيستعيد كل لاعب ما وضعه بالضبط.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If a player folds, the other takes the pot. Both locked cards are still shown, but they do not change the result.</source>
        <translation>إن انسحب لاعب أخذ الآخر الوعاء. وتُعرض الورقتان المثبّتتان مع ذلك، لكنهما لا تغيّران النتيجة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the next deal the two locked cards are discarded, each player keeps their other card and draws one new card (first player first), and both pay the next ante.</source>
        <translation>في الجولة التالية تُرمى الورقتان المثبّتتان، ويحتفظ كل لاعب بورقته الأخرى ويسحب ورقة جديدة (اللاعب الأول أولًا)، ويدفع كلاهما الرهان الابتدائي التالي.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When fewer than two cards are left in the shoe, the discards are shuffled with what is left to make a new shoe; the cards in the players&apos; hands stay out of it.</source>
        <translation>حين يبقى في صندوق الأوراق أقل من ورقتين، تُخلط الأوراق المرمية مع الباقي لتكوين صندوق جديد؛ وتبقى الأوراق التي في أيدي اللاعبين خارجه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who runs out of chips loses the match; there are always 40 chips on the table. New match gives each player 20 chips again.</source>
        <translation>من تنفد رقائقه يخسر المباراة؛ وعلى الطاولة دائمًا 40 رقاقة. و«مباراة جديدة» تعيد لكل لاعب 20 رقاقة.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>%Ln-point match</source>
        <extracomment>Format line, last part: a match counts down from this many game points.</extracomment>
        <translation>
            <numerusform>مباراة من %Ln نقطة</numerusform>
            <numerusform>مباراة من نقطة واحدة</numerusform>
            <numerusform>مباراة من نقطتين</numerusform>
            <numerusform>مباراة من %Ln نقاط</numerusform>
            <numerusform>مباراة من %Ln نقطة</numerusform>
            <numerusform>مباراة من %Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks and declare marriages to reach 66 card points first. Exchange the trump card or close the stock; the game points you win count your match down from seven to zero.</source>
        <translation>اربح الأكلات وأعلن الزيجات لتبلغ 66 نقطة من الأوراق قبل خصمك. بدّل ورقة الطرنيب أو أغلق الكومة؛ ونقاط اللعب التي تربحها تُنقص رصيدك في المباراة من سبعة إلى صفر.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="-19"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="-72"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+10"/>
        <source>Objective</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>لاعبان، كلٌّ منهما لنفسه: أنت ضد الذكاء الاصطناعي.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>اربح الأكلات وأعلن الزيجات لتجمع نقاط الأوراق. أول من يبلغ 66 نقطة يفوز بالجولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>يبدأ كل لاعب المباراة برصيد 7. تُطرح نقاط اللعب التي تربحها في كل جولة من رصيدك، وأول من ينزل رصيده إلى 0 يفوز بالمباراة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+9"/>
        <source>Setup</source>
        <translation>التحضير</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>رزمة من 20 ورقة في أربعة أنواع: القلوب والأجراس والبلّوط والأخضر (أوراق الشجر).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives three cards to each player, turns up the next card — its suit is trumps for this deal — and then gives two more cards to each.</source>
        <translation>يوزّع الموزّع ثلاث أوراق على كل لاعب، ثم يكشف الورقة التالية — ويكون نوعها هو الطرنيب في هذه الجولة — ثم يعطي كل لاعب ورقتين أخريين.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other nine cards go face down on top of the turned-up trump card. Together they form the stock of ten cards.</source>
        <translation>توضع الأوراق التسع الباقية مقلوبة فوق ورقة الطرنيب المكشوفة، فتشكّل معها الكومة، وفيها عشر أوراق.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who did not deal leads the first trick. The deal alternates.</source>
        <translation>يفتتح الأكلة الأولى اللاعب الذي لم يوزّع. ويتناوب اللاعبان على التوزيع.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+17"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+24"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+18"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+4"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+14"/>
        <source>Playing a turn</source>
        <translation>اللعب في كل دور</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="-10"/>
        <source>From high to low: Daus (ace) 11 points, Zehner (ten) 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>من الأعلى إلى الأدنى: الآس بـ11 نقطة، والعشرة بـ10، والملك بـ4، والأوبر بـ3، والأونتر بنقطتين. مجموع الرزمة 120 نقطة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>While the stock is open, play any card you like: you need not follow suit or play a trump.</source>
        <translation>ما دامت الكومة مفتوحة، العب أي ورقة تشاء: لا يلزمك اتّباع النوع ولا لعب الطرنيب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The higher card of the suit led wins the trick, unless a trump is played: then the trump wins.</source>
        <translation>تربح الأكلةَ الورقةُ الأعلى من النوع المفتتَح به، إلا إذا لُعبت ورقة طرنيب: فحينها يربح الطرنيب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the trick draws the top card of the stock, then the other player draws. The winner leads next. On the last draw, the player who lost the trick takes the turned-up trump card.</source>
        <translation>يسحب رابح الأكلة الورقة العليا من الكومة، ثم يسحب اللاعب الآخر، ويفتتح الرابح الأكلة التالية. وفي السحب الأخير يأخذ خاسر الأكلة ورقة الطرنيب المكشوفة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the stock is used up or closed, stricter rules apply: follow suit and beat the card led if you can; if you cannot beat it, still follow suit with a lower card.</source>
        <translation>حين تنفد الكومة أو تُغلق تسري قواعد أشدّ: اتّبع النوع واعلُ على الورقة المفتتَح بها إن استطعت؛ وإن لم تستطع فاتّبع النوع بورقة أدنى.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have no card of the suit led, you must play a trump if you have one; otherwise play any card.</source>
        <translation>إن لم تكن لديك ورقة من النوع المفتتَح به فعليك أن تلعب طرنيبًا إن كان معك؛ وإلا فالعب أي ورقة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange, marriage and closing</source>
        <translation>التبديل والزواج والإغلاق</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the stock is open, the player about to lead may swap the trump Unter for the turned-up trump card.</source>
        <translation>ما دامت الكومة مفتوحة، يجوز للاعب الذي سيفتتح أن يبدّل ورقة الأونتر من الطرنيب بورقة الطرنيب المكشوفة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>افتتح بالملك أو الأوبر وأنت تحمل شريكه من النوع نفسه لتعلن زواجًا: 20 نقطة، أو 40 إن كان من الطرنيب. ويرى خصمك الورقة الشريكة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table, a button beside your hand offers each card you may lead a marriage with (for example “Ober of Herz: +20”): it plays the card and declares the marriage. Clicking the card itself plays it without declaring.</source>
        <translation>على الطاولة، يعرض زرٌّ بجانب يدك كلَّ ورقة يمكنك الافتتاح بها لإعلان زواج (مثلًا «أوبر القلوب: 20 نقطة»): يلعب الورقة ويعلن الزواج. أمّا النقر على الورقة نفسها فيلعبها دون إعلان.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have not won a trick yet, the marriage points wait until you win your first trick. Each marriage can be declared once per deal, also after the stock is closed.</source>
        <translation>إن لم تكن قد ربحت أي أكلة بعد، تنتظر نقاط الزواج حتى تربح أكلتك الأولى. ويُعلن كل زواج مرة واحدة في الجولة، حتى بعد إغلاق الكومة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before you lead, while the stock is open, you may close it — even before the first trick. Nobody draws any more and the stricter rules apply at once.</source>
        <translation>قبل أن تفتتح، وما دامت الكومة مفتوحة، يجوز لك إغلاقها — حتى قبل الأكلة الأولى. فلا يسحب أحد بعدها، وتسري القواعد الأشدّ فورًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the stock is closed, your opponent&apos;s points and whether they have won a trick are noted: they decide the score of the deal.</source>
        <translation>عند إغلاق الكومة تُسجَّل نقاط خصمك وهل ربح أكلة أم لا، وعلى ذلك تُحسب نتيجة الجولة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+32"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+23"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+16"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+17"/>
        <source>Scoring and end</source>
        <translation>الحساب والنهاية</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>The game notices 66 by itself as soon as a trick or a marriage brings a player there, and the deal ends at once.</source>
        <translation>تنتبه اللعبة بنفسها إلى بلوغ 66 نقطة فور أن توصل أكلةٌ أو زواجٌ أحدَ اللاعبين إليها، فتنتهي الجولة في الحال.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the deal scores 1 game point if the opponent has 33 card points or more, 2 if the opponent has won a trick but has fewer than 33, and 3 if the opponent has not won a trick.</source>
        <translation>يحصل الفائز بالجولة على نقطة لعب واحدة إن كان لدى خصمه 33 نقطة أوراق أو أكثر، وعلى نقطتين إن ربح خصمه أكلة لكن نقاطه أقل من 33، وعلى 3 نقاط إن لم يربح خصمه أي أكلة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and reach 66, you score 1, 2 or 3 by the same rule, counting your opponent&apos;s points and tricks as they were when you closed.</source>
        <translation>إن أغلقتَ الكومة وبلغتَ 66 نقطة، تحصل على 1 أو 2 أو 3 بالقاعدة نفسها، محسوبةً على نقاط خصمك وأكلاته كما كانت لحظة الإغلاق.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and fall short of 66, or your opponent gets there first, your opponent scores 2 — or 3 if they had no trick when you closed.</source>
        <translation>إن أغلقتَ الكومة ولم تبلغ 66 نقطة، أو سبقك خصمك إليها، يحصل خصمك على نقطتين — أو على 3 إن لم تكن لديه أي أكلة عند الإغلاق.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the stock was never closed and nobody reaches 66, the winner of the last trick scores 1 game point. There is no bonus for the last trick.</source>
        <translation>إن لم تُغلق الكومة ولم يبلغ أحد 66 نقطة، يحصل رابح الأكلة الأخيرة على نقطة لعب واحدة. ولا مكافأة إضافية للأكلة الأخيرة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="-57"/>
        <source>Scopa</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>سكوبا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match to 11</source>
        <extracomment>Format line, last part: the match is won by the first to reach 11 points.</extracomment>
        <translation>المباراة حتى 11</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play one card to capture equal values or an equal sum. Clear the table for a bonus, and watch the Diamonds 7.</source>
        <extracomment>&quot;Diamonds 7&quot;: the seven of Diamonds, the settebello.</extracomment>
        <translation>العب ورقة واحدة لتأخذ ورقة بالقيمة نفسها أو أوراقًا مجموعها مساوٍ لها. نظّف الطاولة لتكسب مكافأة، وانتبه إلى سبعة الديناري.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture the useful cards from the table, and clear the table to earn a scopa, worth a point.</source>
        <translation>خذ الأوراق المفيدة من الطاولة، ونظّف الطاولة كلها لتسجّل «سكوبا» تساوي نقطة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points are added up only at the end of each deal. The first player with 11 points or more wins the match, if they have more points than the other. Reaching 11 during a deal does not end it early.</source>
        <translation>تُجمع النقاط في نهاية كل جولة فقط. أول لاعب يبلغ 11 نقطة أو أكثر يفوز بالمباراة إن كانت نقاطه أكثر من خصمه. وبلوغ 11 أثناء الجولة لا ينهيها مبكرًا.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A pack of 40 cards in four suits: Diamonds, Hearts, Clubs and Spades. Each suit has Ace, 2 to 7, Fante (jack), Regina (queen) and Re (king).</source>
        <translation>رزمة من 40 ورقة في أربعة أنواع: الديناري والقلوب والسباتي والبستوني. في كل نوع الآس، ومن 2 إلى 7، وFante‏ (الولد) وRegina‏ (الملكة) وRe‏ (الملك).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture values: Ace 1, 2 to 7 as printed, Fante 8, Regina 9, Re 10. Court cards count in sums too.</source>
        <translation>قيم الأخذ: الآس 1، ومن 2 إلى 7 كما هو مطبوع، وFante‏ 8، وRegina‏ 9، وRe‏ 10. وتدخل الصور في المجاميع أيضًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer gives three cards to each player and lays four cards face up on the table. The other cards form the stock.</source>
        <translation>يوزّع الموزّع ثلاث أوراق على كل لاعب ويضع أربع أوراق مكشوفة على الطاولة. وتشكّل الأوراق الباقية الكومة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If three or four Kings (Re) lie on the table, the same dealer deals again.</source>
        <translation>إن ظهر على الطاولة ثلاثة ملوك (Re‏) أو أربعة، يعيد الموزّع نفسه التوزيع.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who did not deal plays first. The deal alternates after every complete deal.</source>
        <translation>يبدأ اللعب اللاعب الذي لم يوزّع. ويتناوب اللاعبان على التوزيع بعد كل جولة كاملة.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play one card from your hand. If a table card has the same value, you take one such card — only one, even if there are several.</source>
        <translation>العب ورقة من يدك. إن كانت على الطاولة ورقة بالقيمة نفسها فخذ ورقة واحدة منها — واحدة فقط، حتى لو وُجد أكثر من واحدة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when no table card has that value may you take a group of two or more cards whose values add up to it. If there are several groups, you choose one.</source>
        <translation>فقط إن لم تكن على الطاولة ورقة بتلك القيمة، يجوز لك أن تأخذ مجموعة من ورقتين أو أكثر مجموع قيمها يساويها. وإن وُجدت عدة مجموعات فاختر إحداها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For example, with a 7: if a 7 lies on the table, take that 7. Otherwise you may take 3 + 4, or 2 + 5.</source>
        <translation>مثلًا بورقة 7: إن كانت على الطاولة ورقة 7 فخذها. وإلا فيجوز لك أن تأخذ 3 + 4، أو 2 + 5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the card you play can capture, it must. You may still play another card that captures nothing: it stays face up on the table.</source>
        <translation>إن كانت الورقة التي تلعبها تستطيع الأخذ فعليها أن تأخذ. ويبقى لك أن تلعب ورقة أخرى لا تأخذ شيئًا: فتبقى مكشوفة على الطاولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your card and the cards you take go to your capture pile. Turns alternate. When both hands are empty, each player gets three more cards from the stock; the table gets none.</source>
        <translation>تذهب ورقتك والأوراق التي تأخذها إلى أوراقك المأخوذة. ويتناوب اللاعبان الأدوار. وحين تفرغ اليدان يأخذ كل لاعب ثلاث أوراق أخرى من الكومة، ولا يُضاف شيء إلى الطاولة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every capture that clears the table is a scopa, worth 1 point — except on the very last card of the deal.</source>
        <translation>كل أخذ ينظّف الطاولة «سكوبا» تساوي نقطة واحدة — إلا بالورقة الأخيرة تمامًا في الجولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the stock and both hands are empty, the cards left on the table go to the last player who captured. That is not a scopa.</source>
        <translation>حين تفرغ الكومة واليدان، تذهب الأوراق الباقية على الطاولة إلى آخر لاعب أخذ. وهذا لا يُعدّ سكوبا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four prizes of 1 point each: most cards, most Diamonds, the Diamonds 7 (settebello) and the best primiera. A tie gives the point to nobody.</source>
        <translation>أربع جوائز بنقطة لكل منها: أكثر الأوراق، وأكثر الديناري، وسبعة الديناري (settebello‏)، وأفضل «بريميرا» (primiera‏). وعند التعادل لا ينال أحد النقطة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Primiera: you need at least one card of every suit. Add up your best card in each suit: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12 and court cards 10. These are not the capture values.</source>
        <translation>البريميرا: تحتاج إلى ورقة واحدة على الأقل من كل نوع. اجمع أفضل ورقة لديك في كل نوع: الـ7 بـ21، والـ6 بـ18، والآس بـ16، والـ5 بـ15، والـ4 بـ14، والـ3 بـ13، والـ2 بـ12، والصور بـ10. وهذه ليست قيم الأخذ.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each deal&apos;s points are added to the match score. A player with 11 or more who is ahead wins; if the scores are level at 11 or more, play another deal.</source>
        <translation>تُضاف نقاط كل جولة إلى نتيجة المباراة. يفوز من يبلغ 11 أو أكثر وهو متقدّم؛ وإن تعادلت النتيجتان عند 11 أو أكثر تُلعب جولة أخرى.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="-57"/>
        <source>Tarocchi di Piedicavallo</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>تاروكي بييديكافالو</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-73"/>
        <source>Minchiate</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>مينكياتي</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+5"/>
        <source>You and an AI partner against two AI opponents</source>
        <extracomment>Format line, second part: who plays with and against whom.</extracomment>
        <translation>أنت وشريك من الذكاء الاصطناعي ضد خصمين من الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal, settled in resti</source>
        <extracomment>Format line, last part: a single deal, settled in resti (units of 60 points).</extracomment>
        <translation>جولة واحدة، تُسوّى بالريستي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect counting cards and trump combinations with your partner. Point leads turn into resti during play and at the end; the net resti decide the winner.</source>
        <translation>اجمع مع شريكك أوراق النقاط وتشكيلات الطرنيب. يتحوّل التقدّم بالنقاط إلى «ريستي» أثناء اللعب وفي النهاية، والريستي الصافية تحدّد الفائز.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win card points, then turn the difference between the teams into settlement units called resti (one resto, several resti). The team with more resti in the end wins; equal resti are a tie. See Scoring and end for how points become resti.</source>
        <translation>اربح نقاط الأوراق، ثم حوّل الفارق بين الفريقين إلى وحدات تسوية تُسمّى «ريستي» (ريستو واحد، وعدة ريستي). يفوز في النهاية الفريق صاحب الريستي الأكثر، وتساويها تعادل. انظر «الحساب والنهاية» لمعرفة كيف تصير النقاط ريستي.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A pack of 97 cards: 40 trumps numbered 1 to 40, the Matto (the Fool), and four suits of 14 cards — Swords, Batons, Cups and Coins.</source>
        <translation>رزمة من 97 ورقة: 40 ورقة طرنيب مرقّمة من 1 إلى 40، والماتو (الأحمق)، وأربعة أنواع في كلٍّ منها 14 ورقة — السيوف والعصي والكؤوس والنقود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer picks the dealer and cuts for the player on the dealer&apos;s left. From the cut, that player takes (robs) cards one by one as long as each is a counting card or a trump above 20, at most thirteen. Robbed cards are shown, and the counting ones score for the robber&apos;s team at once.</source>
        <translation>يختار الحاسوب الموزّع ويقطع الرزمة للاعب الذي على يساره. ومن موضع القطع يأخذ ذلك اللاعب (يسلب) الأوراق واحدة واحدة ما دامت كل ورقة ورقةَ نقاط أو طرنيبًا فوق 20، وثلاث عشرة ورقة على الأكثر. تُكشف الأوراق المسلوبة، وتُسجَّل نقاط ما له قيمة منها فورًا لفريق السالب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets 21 cards: a packet of 10 and then a packet of 11, starting with the player on the dealer&apos;s right. The dealer&apos;s last card is shown to all and scores at once if it is worth points.</source>
        <translation>ثم يأخذ كل لاعب 21 ورقة: دفعة من 10 ثم دفعة من 11، بدءًا باللاعب الذي على يمين الموزّع. وتُكشف آخر ورقة للموزّع للجميع وتُسجَّل فورًا إن كانت لها قيمة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards left over are the Fola. The dealer robs from its top in the same way (counting cards and trumps above 20, shown and scored at once).</source>
        <translation>الأوراق الباقية هي «الفولا». ويسلب الموزّع من أعلاها بالطريقة نفسها (أوراق النقاط والطرنيب فوق 20، تُكشف وتُسجَّل فورًا).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever robbed discards back to 21 cards, face down. Only cards worth nothing may be discarded, and never trump 29. Discards count for nobody.</source>
        <translation>من سلب يتخلّص من أوراق مقلوبة حتى يعود إلى 21 ورقة. لا يجوز التخلّص إلا من أوراق بلا قيمة، ولا يجوز أبدًا التخلّص من الطرنيب 29. والأوراق المتخلَّص منها لا تُحسب لأحد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before play, starting on the dealer&apos;s right, each player may declare the combinations (versicole, listed below) held in hand: the cards are shown and the combination scores at once. Then the Fola is turned up; its cards never take part in the tricks.</source>
        <translation>قبل اللعب، بدءًا من يمين الموزّع، يجوز لكل لاعب أن يعلن التشكيلات (فيرسيكولي، مذكورة أدناه) التي في يده: تُكشف الأوراق ويُسجَّل التشكيل فورًا. ثم تُقلب الفولا مكشوفة، ولا تدخل أوراقها الأكلات أبدًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cuts and robs for everyone; you choose your discards, your declarations and your cards.</source>
        <translation>يقطع الحاسوب ويسلب عن الجميع؛ وأنت تختار ما تتخلّص منه وما تعلنه وأوراقك.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play goes anticlockwise; the player on the dealer&apos;s right leads the first trick and the winner of each trick leads the next.</source>
        <translation>اللعب عكس اتجاه عقارب الساعة؛ يفتتح الأكلة الأولى اللاعب الذي على يمين الموزّع، ويفتتح رابح كل أكلة التالية.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can; if you cannot, play a trump; if you have no trump either, play any card. You never have to beat the cards already played. The highest trump wins the trick; with no trump, the highest card of the suit led.</source>
        <translation>اتّبع النوع المفتتَح به إن استطعت؛ وإلا فالعب طرنيبًا؛ وإن لم يكن معك طرنيب أيضًا فالعب أي ورقة. ولا يلزمك أبدًا أن تعلو على الأوراق الملعوبة. يربح الأكلة أعلى طرنيب، ودون طرنيب أعلى ورقة من النوع المفتتَح به.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps rank from 40 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. In Cups and Coins the Ace is the highest numeral and 10 the lowest; in Swords and Batons 10 is the highest and the Ace the lowest.</source>
        <translation>يترتّب الطرنيب من 40 (الأعلى) نزولًا إلى 1. وفي النوع: الملك والملكة والفارس والولد، ثم الأوراق المرقّمة. في الكؤوس والنقود الآس أعلى المرقّمة والـ10 أدناها؛ وفي السيوف والعصي الـ10 أعلاها والآس أدناها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King rule: in the first trick of a suit, once someone has played a trump to it, a later player who holds that suit&apos;s King must play the King — not even the Matto may replace it.</source>
        <translation>قاعدة الملك: في أول أكلة من نوع ما، متى لعب أحدهم طرنيبًا فيها، فعلى من يلعب بعده ومعه ملك ذلك النوع أن يلعب الملك — ولا يجوز حتى للماتو أن يحلّ محله.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Otherwise the Matto may be played instead of any card. It never wins a trick and stays with its team. If it was played to a trick the opponents won, its team gives them one card worth nothing from its tricks at the end — or the Matto itself if the team took no trick. If the Matto is led, the next card played sets the suit to follow.</source>
        <translation>وفيما عدا ذلك يجوز لعب الماتو بدل أي ورقة. لا يربح أكلة أبدًا ويبقى لفريقه. وإن لُعب في أكلة ربحها الخصمان، يعطيهما فريقه في النهاية ورقة بلا قيمة من أكلاته — أو الماتو نفسه إن لم يربح الفريق أي أكلة. وإن افتُتح بالماتو فالورقة التالية تحدّد النوع الواجب اتّباعه.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <translation>نقاط الأوراق: الطرنيب من 36 إلى 40 بـ10 لكلٍّ منها؛ والطرنيب من 30 إلى 35 و28 و20 و13 و10 و1، والماتو والملوك الأربعة بـ5 لكلٍّ منها؛ والطرنيب من 2 إلى 5 بـ3 لكلٍّ منها. وكل ورقة أخرى بلا قيمة. في الرزمة 142 نقطة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your team wins a trick, the counting cards the opponents played to it score for you at once. All the cards you took are counted again at the end.</source>
        <translation>حين يربح فريقك أكلة، تُسجَّل لكم فورًا أوراق النقاط التي لعبها الخصمان فيها. وتُعدّ كل الأوراق التي أخذتموها مرة أخرى في النهاية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combinations (versicole): three or more consecutive trumps within 1–5 or within 28–40 (a longer run counts as one); trumps 1 and 40 with the Matto; trumps 1, 13 and 28; trumps 10, 20 and 30, or 20, 30 and 40 (all four together count as one); three or four Kings.</source>
        <translation>التشكيلات (فيرسيكولي): ثلاث أوراق طرنيب متتالية أو أكثر ضمن 1–5 أو ضمن 28–40 (والسلسلة الأطول تُعدّ واحدة)؛ الطرنيب 1 و40 مع الماتو؛ الطرنيب 1 و13 و28؛ الطرنيب 10 و20 و30، أو 20 و30 و40 (والأربعة معًا تُعدّ واحدة)؛ ثلاثة ملوك أو أربعة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A combination is worth the sum of its cards; trump 29 is worth 5 inside a combination. Holding the Matto adds 5 to every combination that does not already include it.</source>
        <translation>قيمة التشكيل مجموع أوراقه؛ والطرنيب 29 قيمته 5 داخل التشكيل. ومن يحمل الماتو يضيف 5 إلى كل تشكيل لا يتضمّنه أصلًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resti during play: after each score, whenever a team leads by 60 points or more, it earns one resto and 60 points come off the difference; repeat while the lead is still 60 or more.</source>
        <translation>الريستي أثناء اللعب: بعد كل تسجيل، متى تقدّم فريق بـ60 نقطة أو أكثر، ينال ريستو واحدًا وتُطرح 60 نقطة من الفارق؛ ويتكرّر ذلك ما دام التقدّم 60 أو أكثر.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the 21st trick each team adds its card points, the combinations in the cards it took, 1 point for each card beyond 42, and 10 for the last trick. The difference left from play and these two totals give the final difference, rounded up in units of 60: a lead of 1–60 earns 1 resto, 61–120 earns 2, and 0 earns nothing.</source>
        <translation>بعد الأكلة الحادية والعشرين يجمع كل فريق نقاط أوراقه، والتشكيلات في الأوراق التي أخذها، ونقطة لكل ورقة فوق 42، و10 للأكلة الأخيرة. ويُعطي الفارقُ المتبقي من اللعب مع هذين المجموعين الفارقَ النهائي، بالتقريب إلى الأعلى بوحدات من 60: تقدّم من 1 إلى 60 يساوي ريستو واحدًا، ومن 61 إلى 120 يساوي اثنين، و0 لا يساوي شيئًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add these to the resti settled during the deal. The net resti decide the winner; 0 is a tie.</source>
        <translation>تُضاف هذه إلى الريستي التي سُوّيت أثناء الجولة. والريستي الصافية تحدّد الفائز؛ و0 تعادل.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>One deal</source>
        <extracomment>Format line, last part: the game is a single deal.</extracomment>
        <translation>جولة واحدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnership tarot from Piedicavallo in Piedmont: follow suit, trump when you cannot, keep the Matto, and win most of the pack&apos;s 114 card points.</source>
        <translation>تاروكي بالشراكة من بييديكافالو في بييمونتي: اتّبع النوع، والعب طرنيبًا حين لا تستطيع، واحتفظ بالماتو، واجمع معظم نقاط الرزمة البالغة 114.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-79"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+7"/>
        <source>Four players in two teams: you and your AI partner sitting opposite you, against the two AI players on your left and right.</source>
        <translation>أربعة لاعبين في فريقين: أنت وشريكك من الذكاء الاصطناعي الجالس مقابلك، ضد لاعبَي الذكاء الاصطناعي عن يسارك ويمينك.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>Win tricks that hold valuable cards. The pack holds 114 card points; the team with more of them wins. 57 to 57 is a tie.</source>
        <translation>اربح الأكلات التي فيها أوراق ثمينة. في الرزمة 114 نقطة، والفريق الذي يجمع أكثرها يفوز. و57 مقابل 57 تعادل.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tarot pack of 62 cards: 21 trumps numbered 1 to 21, the Matto (the Fool), and four suits — Swords, Batons, Cups and Coins.</source>
        <translation>رزمة تاروكي من 62 ورقة: 21 ورقة طرنيب مرقّمة من 1 إلى 21، والماتو (الأحمق)، وأربعة أنواع — السيوف والعصي والكؤوس والنقود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swords and Batons have King, Queen, Knight, Jack, then 10 down to 5. Cups and Coins have King, Queen, Knight, Jack, then Ace, 2, 3, 4, 5 and 6: there the Ace is the highest numeral and 6 the lowest.</source>
        <translation>في السيوف والعصي: الملك والملكة والفارس والولد، ثم من 10 نزولًا إلى 5. وفي الكؤوس والنقود: الملك والملكة والفارس والولد، ثم الآس و2 و3 و4 و5 و6: والآس هناك أعلى الأوراق المرقّمة والـ6 أدناها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing and play go anticlockwise. Each player gets 15 cards; the dealer gets 17 and puts two of them aside, face down.</source>
        <translation>التوزيع واللعب عكس اتجاه عقارب الساعة. يأخذ كل لاعب 15 ورقة، ويأخذ الموزّع 17 ويضع اثنتين منها جانبًا مقلوبتين.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not put aside a King, trump 1, trump 21 or the Matto. Other trumps may go only if the 15 cards kept are all trumps and Kings (the Matto may stay too), or contain no trump at all.</source>
        <translation>لا يجوز للموزّع أن يضع جانبًا ملكًا ولا الطرنيب 1 ولا الطرنيب 21 ولا الماتو. ولا يضع طرنيبًا آخر إلا إذا كانت الأوراق الـ15 التي يحتفظ بها كلها طرنيبًا وملوكًا (ويجوز أن يبقى الماتو)، أو لم يكن فيها طرنيب أصلًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer announces how many trumps were put aside, but not which. The two cards count for the dealer&apos;s team at the end, unless that team wins no trick: then they go to the other team.</source>
        <translation>يعلن الموزّع كم ورقة طرنيب وضع جانبًا، دون أن يذكر أيّها. وتُحسب الورقتان في النهاية لفريق الموزّع، إلا إذا لم يربح ذلك الفريق أي أكلة: فتذهبان إلى الفريق الآخر.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player on the dealer&apos;s right leads the first trick. The winner of a trick leads the next.</source>
        <translation>يفتتح الأكلة الأولى اللاعب الذي على يمين الموزّع. ومن يربح أكلة يفتتح التالية.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can. If you cannot, play a trump if you have one. Otherwise play any card. You never have to beat the cards already played.</source>
        <translation>اتّبع النوع المفتتَح به إن استطعت. وإن لم تستطع فالعب طرنيبًا إن كان معك. وإلا فالعب أي ورقة. ولا يلزمك أبدًا أن تعلو على الأوراق الملعوبة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps rank from 21 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. The highest trump wins the trick; with no trump, the highest card of the suit led wins.</source>
        <translation>يترتّب الطرنيب من 21 (الأعلى) نزولًا إلى 1. وفي النوع: الملك والملكة والفارس والولد، ثم الأوراق المرقّمة. يربح الأكلة أعلى طرنيب، ودون طرنيب تربحها أعلى ورقة من النوع المفتتَح به.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto may be played at any time, whatever you hold. It never wins a trick and stays with its player&apos;s team. If the Matto is led, the second card played sets the suit to follow.</source>
        <translation>يجوز لعب الماتو في أي وقت مهما كانت أوراقك. لا يربح أكلة أبدًا ويبقى لفريق صاحبه. وإن افتُتح بالماتو فالورقة الثانية الملعوبة تحدّد النوع الواجب اتّباعه.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <translation>الملوك والطرنيب 1 والطرنيب 21 والماتو بـ5 نقاط لكلٍّ منها؛ والملكات بـ4، والفرسان بـ3، والأولاد بـ2؛ وكل ورقة أخرى بنقطة. ولا علاقة لقيمة الورقة بقوتها في الأكلة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are simply added up one by one: there is no counting in groups.</source>
        <translation>تُجمع الأوراق واحدة واحدة ببساطة: لا عدّ بالمجموعات.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After 15 tricks each team adds up its cards. A team that won no trick gives up its Matto, so a team that takes every trick scores all 114 points.</source>
        <translation>بعد 15 أكلة يجمع كل فريق أوراقه. والفريق الذي لم يربح أي أكلة يتخلّى عن الماتو، فالفريق الذي يربح كل الأكلات يسجّل النقاط الـ114 كلها.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team with more card points wins; equal totals are a tie.</source>
        <translation>يفوز الفريق صاحب النقاط الأكثر؛ وتساوي المجموعين تعادل.</translation>
    </message>
</context>
<context>
    <name>LanguageSelector</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LanguageSelector.qml" line="+68"/>
        <location line="+77"/>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
</context>
<context>
    <name>LastMoveLine</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LastMoveLine.qml" line="+127"/>
        <source>Why?</source>
        <extracomment>After an AI move, at the top of the table: asks why the AI made it. Also the Y key.</extracomment>
        <translation>لماذا؟</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Why did the AI make this move? (Y)</source>
        <extracomment>What the Why? link at the top of the table does (said by a screen reader).</extracomment>
        <translation>لماذا قام الذكاء الاصطناعي بهذه الحركة؟ (Y)</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+40"/>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You won it</source>
        <translation>ربحتَها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI won it</source>
        <translation>ربحها الذكاء الاصطناعي</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>لا نقاط</numerusform>
            <numerusform>نقطة واحدة</numerusform>
            <numerusform>نقطتان</numerusform>
            <numerusform>%Ln نقاط</numerusform>
            <numerusform>%Ln نقطة</numerusform>
            <numerusform>%Ln نقطة</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LearnButton.qml" line="+41"/>
        <source>Leave lesson</source>
        <translation>مغادرة الدرس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>The lesson was begun and left at step %1 of %2 (the steps you read or play).</extracomment>
        <translation>تابع الدرس · الخطوة %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>Starts this game&apos;s guided lesson on the table (your match waits, nothing counts).</extracomment>
        <translation>تعلّم</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your match, as you left it; the lesson resumes where you left it.</source>
        <translation>العودة إلى مباراتك كما تركتها؛ يُستأنف الدرس من حيث تركته.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>يد موجَّهة تعلّمك هذه اللعبة، قاعدة تلو الأخرى؛ مباراتك تنتظر ولا يُحتسب شيء.</translation>
    </message>
</context>
<context>
    <name>LessonOverlay</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="+37"/>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson: the move tried is against the rules (the table has no words for its code).</extracomment>
        <translation>القواعد لا تسمح بهذه الحركة هنا.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does.</extracomment>
        <translation>ليست هذه حركة الدرس. حركتك: %1. حركة الدرس: %2. تراجع عنها لتتابع.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Take your move back first.</source>
        <extracomment>A lesson: a move was tried while a wrong move still waits to be taken back.</extracomment>
        <translation>تراجع عن حركتك أولًا.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your only move, played for you: %1</source>
        <extracomment>A lesson: your only legal move (not a card: e.g. Minchiate&apos;s pass), which the lesson played for you, as the deal&apos;s story tells it (%1).</extracomment>
        <translation>حركتك الوحيدة، لُعبت عنك: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played for you: %1</source>
        <extracomment>A lesson: a move of yours the lesson played for you in its finish (the hint&apos;s choice), as the deal&apos;s story tells it (%1, e.g. &quot;You played 5 of Coins.&quot;).</extracomment>
        <translation>لُعبت عنك: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Read the step, then press Next.</source>
        <extracomment>A lesson: a move was tried while the step waits for Next.</extracomment>
        <translation>اقرأ الخطوة ثم اضغط «التالي».</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Also a fine move. Yours: %1. The lesson&apos;s: %2. Played out, yours does as well. This lesson follows one line of play: take your move back to follow along.</source>
        <extracomment>A lesson: a legal move as good as the step&apos;s (the same in words, and as good by the Hard level&apos;s reckoning). %1 your move and what it does, %2 the lesson&apos;s.</extracomment>
        <translation>هذه أيضًا حركة جيدة. حركتك: %1. حركة الدرس: %2. إذا لُعبت حتى النهاية فحركتك جيدة بالقدر نفسه. يتبع هذا الدرس مسار لعب واحدًا: تراجع عن حركتك لتتابعه.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The two read alike, but the Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that reads like the step&apos;s but is worse by the Hard level&apos;s reckoning. %1 your move, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 resti&quot;).</extracomment>
        <translation>ليست هذه حركة الدرس. حركتك: %1. حركة الدرس: %2. تبدو الحركتان متشابهتين، لكن المستوى «صعب»، حين يلعب التوزيعة حتى نهايتها مع الأوراق التي لا تراها، يجد حركة الدرس أفضل بنحو %3 في المتوسط. تراجع عن حركتك لتتابع.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that differs from the step&apos;s only in what it spends or leaves (no gain of its own): why the lesson&apos;s is better, by the Hard level&apos;s reckoning. %1 your move and what it does, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 points&quot;).</extracomment>
        <translation>هذه ليست حركة الدرس. حركتك: %1. حركة الدرس: %2. المستوى الصعب، وهو يلعب الجولة حتى نهايتها على الأوراق التي لا تراها، يجد حركة الدرس أفضل بنحو %3 في المتوسط. استرجع حركتك لتتابع.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Unlike yours, it %3. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does too, %3 what only the lesson&apos;s move does (e.g. &quot;wins the trick (13 points); keeps the Daus of Herz in hand&quot;).</extracomment>
        <translation>هذه ليست حركة الدرس. حركتك: %1. حركة الدرس: %2. بخلاف حركتك: %3. استرجعها لتتابع.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That is not the lesson&apos;s discard. Yours: %1. The lesson&apos;s: %2. Nothing was discarded: your hand is as it was. Choose the marked cards to go on.</source>
        <extracomment>A lesson: the cards chosen together (a two-card discard) are not the lesson&apos;s; nothing was discarded. %1 your cards, each with what it does (&quot;Discard 2 of Batons — …; …&quot;), %2 the lesson&apos;s (the marked cards).</extracomment>
        <translation>ليس هذا تخلّص الدرس. اختيارك: %1. اختيار الدرس: %2. لم تتخلّص من شيء: يدك كما كانت. اختر الأوراق المعلَّمة لتتابع.</translation>
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
        <translation>أحسنت: هذه هي حركة الدرس.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have played the whole lesson. Well done!</source>
        <extracomment>A lesson&apos;s last words, once every step is done.</extracomment>
        <translation>لعبتَ الدرس كله. أحسنت!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at how the deal ended, then press Next.</source>
        <extracomment>A lesson: a deal of the lesson ended; its result shows until Next.</extracomment>
        <translation>انظر كيف انتهت الجولة، ثم اضغط «التالي».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick on the table, then press Next.</source>
        <extracomment>A lesson: the AI&apos;s move finished a trick; it stays on the table until Next.</extracomment>
        <translation>انظر إلى الأكلة على الطاولة، ثم اضغط «التالي».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI plays next: watch its move.</source>
        <extracomment>A lesson: the AI&apos;s move comes by itself in a moment (never an empty panel).</extracomment>
        <translation>يلعب الذكاء الاصطناعي الآن: راقب حركته.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marked: %1 (choose it, then key %2)</source>
        <extracomment>A lesson: the card the step marks (%1) and the key that makes its move once that card is chosen (%2, e.g. &quot;L&quot; for Lock), e.g. &quot;Marked: 2 of Spades (choose it, then key L)&quot;.</extracomment>
        <translation>المعلَّمة: %1 (اخترها، ثم المفتاح %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marked: %1 (choose them, then key %2)</source>
        <extracomment>A lesson: the cards the step marks (%1) and the key that makes its move once those cards are chosen (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Cups, 9 of Coins (choose them, then key D)&quot;.</extracomment>
        <translation>المعلَّمة: %1 (اخترها، ثم المفتاح %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked: %1 (key %2)</source>
        <extracomment>A lesson: what the step marks (%1) and the key that makes its move (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Trumps (key D)&quot;.</extracomment>
        <translation>المعلَّمة: %1 (المفتاح %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked: %1</source>
        <extracomment>A lesson: the cards the step marks on the table, e.g. &quot;Marked: Re of Clubs, 3 of Cups&quot;, or, for a move without cards (a bet), that move, e.g. &quot;Marked: Bet 1&quot;.</extracomment>
        <translation>المعلَّمة: %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Finish</source>
        <extracomment>A lesson&apos;s last step: its Next ends the lesson (its last words follow).</extracomment>
        <translation>إنهاء</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to your match</source>
        <extracomment>A finished lesson&apos;s only button: back to the match you left for it.</extracomment>
        <translation>تعلّمت الدرس — عودة إلى مباراتك</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back</source>
        <extracomment>A lesson: back to the previous step.</extracomment>
        <translation>رجوع</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>The lesson played your only card, %1, for you. %2</source>
        <extracomment>A lesson: %1 your only legal card, which the lesson played for you; %2 what followed, as the deal&apos;s story tells it (&quot;&quot; or e.g. &quot;You won the trick (5 points).&quot;).</extracomment>
        <translation>لعب الدرس عنك ورقتك الوحيدة، %1. %2</translation>
    </message>
    <message>
        <location line="+370"/>
        <source>Take back</source>
        <extracomment>A lesson: take back the move that was not the lesson&apos;s.</extracomment>
        <translation>تراجع</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Skip ahead</source>
        <extracomment>A lesson&apos;s finish (it plays your remaining moves for you): its moves at once, up to its next words or the deal&apos;s end.</extracomment>
        <translation>تخطَّ إلى الأمام</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next</source>
        <extracomment>A lesson: on to the next step.</extracomment>
        <translation>التالي</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to the table</source>
        <extracomment>A finished lesson&apos;s only button, no match of yours under way: back to the table.</extracomment>
        <translation>تعلّمت الدرس — عودة إلى الطاولة</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave</source>
        <extracomment>A lesson: leave it (it can be resumed later).</extracomment>
        <translation>غادر</translation>
    </message>
</context>
<context>
    <name>LessonStepCount</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonStepCount.qml" line="+28"/>
        <source>All steps done: %1 of %2</source>
        <extracomment>A lesson&apos;s progress once it is over: all its steps done, e.g. &quot;All steps done: 23 of 23&quot;.</extracomment>
        <translation>اكتملت كل الخطوات: %1 من %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before step %1 of %2</source>
        <extracomment>A lesson&apos;s progress on a panel that is not a step of its own (a deal&apos;s end, a trick held for Next, the AI&apos;s move): the step that comes after it, e.g. &quot;Before step 9 of 23&quot;.</extracomment>
        <translation>قبل الخطوة %1 من %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <extracomment>A lesson&apos;s progress: step %1 of %2 (the steps you read or play; the AI&apos;s moves are not counted).</extracomment>
        <translation>الخطوة %1 من %2</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LessonWords.qml" line="+12"/>
        <source>You and the AI each start with 20 chips and hold two cards. Every deal both pay an ante of 1 chip into the pot.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تبدأ أنت والذكاء الاصطناعي بـ20 رقاقة لكلٍّ منكما وتحملان ورقتين. وفي كل جولة يدفع كلاكما رهانًا أوليًا برقاقة واحدة في الوعاء.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards rank from the 2, the lowest, up to the Ace, the highest: 2 3 4 5 6 7 8 9 10 J Q K A, whatever the suit. One exception: a 2 beats an Ace.</source>
        <extracomment>Lesson step &quot;values&quot;: the order of the cards, shown at the start.</extracomment>
        <translation>ترتيب الأوراق من الـ2، وهي الأدنى، إلى الآس، وهو الأعلى: 2 و3 و4 و5 و6 و7 و8 و9 و10 والولد والملكة والملك والآس، أيًّا كانت الفئة. واستثناء واحد: الـ2 تغلب الآس.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table shows how many of each player&apos;s two cards are UP (8 to A) and DOWN (2 to 7), never which card is which.</source>
        <extracomment>Lesson step &quot;signals&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تُظهر الطاولة كم من ورقتي كل لاعب «عالية» (من 8 إلى الآس) وكم «منخفضة» (من 2 إلى 7)، دون أن تُظهر أيّ الورقتين هي أيّها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the marked 2 face down: your chips ride on it. The 4 would win a little more often, but lock the 2 here to see its one strength: it beats an Ace. Your 4 stays for the next deal.</source>
        <extracomment>Lesson step &quot;lock&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ثبّت الـ2 المعلَّمة مقلوبة: عليها تدور رقائقك. الـ4 تربح أكثر بقليل، لكن ثبّت الـ2 هنا لترى قوتها الوحيدة: إنها تغلب الآس. وتبقى الـ4 معك للجولة التالية.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both cards are locked and nothing is owed: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ثُبّتت الورقتان ولا شيء مستحق عليك: مرِّر ولا تضع رقاقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet: call to match its bet. The betting ends and both locked cards are shown.</source>
        <extracomment>Lesson step &quot;call&quot;; the cards it names are marked on the table.</extracomment>
        <translation>راهن الذكاء الاصطناعي: جارِه لتساوي رهانه. فينتهي الرهان وتُكشف الورقتان المثبّتتان.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 2 against the AI&apos;s Ace: a 2 beats an Ace, so the pot is yours.</source>
        <extracomment>Lesson step &quot;two_beats_ace&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الـ2 التي معك أمام آس الذكاء الاصطناعي: الـ2 تغلب الآس، فالوعاء لك.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is owed: bet 1 chip. The AI must now call, raise or fold.</source>
        <extracomment>Lesson step &quot;bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لا شيء مستحق عليك: راهن برقاقة واحدة. وعلى الذكاء الاصطناعي الآن أن يجاري أو يرفع أو ينسحب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI folded: the pot is yours. Both locked cards are still shown, but they change nothing.</source>
        <extracomment>Lesson step &quot;fold&quot;; the cards it names are marked on the table.</extracomment>
        <translation>انسحب الذكاء الاصطناعي: الوعاء لك. وتُكشف الورقتان المثبّتتان مع ذلك، لكنهما لا تغيّران شيئًا.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The betting is over and both locked cards are turned up: the higher rank takes the pot; a tie splits it.</source>
        <extracomment>Lesson step &quot;showdown&quot;; the cards it names are marked on the table.</extracomment>
        <translation>انتهى الرهان وكُشفت الورقتان المثبّتتان: الرتبة الأعلى تأخذ الوعاء؛ وعند التعادل يُقسم.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI raised: it put in more than your bet, and a raise adds at least as much as the last bet. Against a raise you may call, raise again or fold.</source>
        <extracomment>Lesson step &quot;raise&quot;; the cards it names are marked on the table.</extracomment>
        <translation>رفع الذكاء الاصطناعي: وضع أكثر من رهانك، والرفع يضيف على الأقل قدر الرهان الأخير. وأمام الرفع يجوز لك أن تجاري أو ترفع مجددًا أو تنسحب.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your Queen cannot lose: raise with all your chips. You are all-in, and against an all-in player the AI may only call or fold.</source>
        <extracomment>Lesson step &quot;all_in&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الملكة التي معك لا يمكن أن تخسر: ارفع بكل رقائقك. لقد راهنت بكل رقائقك، وأمام لاعب راهن بكل رقائقه لا يملك الذكاء الاصطناعي إلا أن يجاري أو ينسحب.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock the 4 rather than the 3: the higher card wins more often when the cards are shown.</source>
        <extracomment>Lesson step &quot;lock_higher&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ثبّت الـ4 لا الـ3: الورقة الأعلى تربح أكثر حين تُكشف الأوراق.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your locked 4 is a low card that will rarely win: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_weak&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الـ4 التي ثبّتَّها ورقة منخفضة قلّما تربح: مرِّر ولا تضع رقاقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet 10 chips. Your low 4 would rarely win: calling risks 10 more chips, while folding loses only the chip you put in.</source>
        <extracomment>Lesson step &quot;fold_big_bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>راهن الذكاء الاصطناعي بـ10 رقائق. والـ4 المنخفضة التي معك قلّما تربح: المجاراة تخاطر بـ10 رقائق أخرى، أما الانسحاب فلا تخسر به إلا الرقاقة التي وضعتها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the 3 and keep your 2: a 2 is the one card that beats an Ace, so save it for a later deal.</source>
        <extracomment>Lesson step &quot;lock_keep_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ثبّت الـ3 واحتفظ بالـ2: الـ2 هي الورقة الوحيدة التي تغلب الآس، فادّخرها لجولة لاحقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bets and your 3 is low: fold, and lose only the chip you put in, rather than pay to see a likely loss.</source>
        <extracomment>Lesson step &quot;fold_low&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الذكاء الاصطناعي يراهن والـ3 التي معك منخفضة: انسحب، ولا تخسر إلا الرقاقة التي وضعتها، بدل أن تدفع لترى خسارة مرجّحة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both your cards are 2s, equal in rank: lock either one.</source>
        <extracomment>Lesson step &quot;lock_twos&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ورقتاك كلتاهما 2، متساويتان في الرتبة: ثبّت أيًّا منهما.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your locked 2 beats only an Ace: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الـ2 التي ثبّتَّها لا تغلب إلا الآس: مرِّر ولا تضع رقاقة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock the 5 and keep the 2: the 5 beats the lower DOWN cards, and the 2 waits for an Ace.</source>
        <extracomment>Lesson step &quot;lock_five&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ثبّت الـ5 واحتفظ بالـ2: الـ5 تغلب الأوراق «المنخفضة» الأدنى منها، والـ2 تنتظر آسًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 5 wins only about one time in three: check rather than bet chips on it.</source>
        <extracomment>Lesson step &quot;check_third&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الـ5 التي معك لا تربح إلا مرة من كل ثلاث تقريبًا: مرِّر بدل أن تراهن عليها برقائق.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both of the AI&apos;s cards are DOWN (2 to 7): your Queen beats either. Lock it: a sure win is worth chips, and a small bet first may tempt the AI to put in more.</source>
        <extracomment>Lesson step &quot;lock_queen&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ورقتا الذكاء الاصطناعي كلتاهما «منخفضة» (من 2 إلى 7): الملكة التي معك تغلب أيًّا منهما. ثبّتها: فالربح المضمون يستحق الرقائق، ورهان صغير أولًا قد يغري الذكاء الاصطناعي بأن يضع أكثر.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Lock &amp; Bet: lock one card, then check, bet, call, raise or fold. At the showdown the higher locked card takes the pot, and a 2 beats an Ace; a fold gives the pot away. Whoever runs out of chips loses the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>هذه هي Lock &amp; Bet: ثبّت ورقة واحدة، ثم مرِّر أو راهن أو جارِ أو ارفع أو انسحب. عند كشف الأوراق تأخذ الورقة المثبّتة الأعلى الرهان كله، والـ2 تغلب الآس؛ ومن ينسحب يتخلّى عن الرهان. ومن تنفد رقائقه يخسر المباراة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/LessonWords.qml" line="+12"/>
        <source>You and your partner opposite you play against the two AI players. Win counting cards and combinations; a lead of 60 points becomes a resto.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تلعب أنت وشريكك المقابل لك ضد لاعبَي الذكاء الاصطناعي. اربحا أوراق النقاط والتشكيلات؛ والتقدّم بـ60 نقطة يصير ريستو واحدًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>نقاط الأوراق: الطرنيب من 36 إلى 40 بـ10 لكلٍّ منها؛ والطرنيب من 30 إلى 35 و28 و20 و13 و10 و1، والماتو والملوك الأربعة بـ5 لكلٍّ منها؛ والطرنيب من 2 إلى 5 بـ3 لكلٍّ منها. وكل ورقة أخرى بلا قيمة. في الرزمة 142 نقطة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer cut the pack for you, and from the cut you robbed the marked cards: trumps above 20 or counting cards. Robbed cards are shown to everyone.</source>
        <extracomment>Lesson step &quot;robbing&quot;; the cards it names are marked on the table.</extracomment>
        <translation>قطع الحاسوب الرزمة لك، ومن موضع القطع سلبتَ الأوراق المعلَّمة: طرنيب فوق 20 أو أوراق نقاط. والأوراق المسلوبة تُكشف للجميع.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The cards left over, the Fola, are now turned up and out of play: the table does not show them, but the Set-up button lists them. They never take part in the tricks, yet they tell you which cards nobody holds.</source>
        <extracomment>Lesson step &quot;fola&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تُكشف الآن الأوراق الباقية، «الفولا»، وهي خارج اللعب: لا تعرضها الطاولة، لكن زر «التحضير» يسردها. لا تدخل أبدًا في الأكلات، لكنها تخبرك بالأوراق التي لا يملكها أحد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump. No trump is down yet, so your lowest, the 14, worth nothing, is enough to head the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ليس معك ورقة من النوع المفتتح به، فعليك أن تلعب طرنيبًا. لم يُلعب أي طرنيب بعد، فأدنى طرنيب معك، الـ14، الذي لا قيمة له، يكفي ليتصدّر الأكلة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it, and it is worth 5 points.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ربحتَ تلك الأكلة، فأنت تفتتح: أي ورقة تصلح لبدء الأكلة التالية. افتتح بملك الكؤوس: لا ورقة كؤوس تغلبه، فلا يأخذه إلا طرنيب، وقيمته 5 نقاط.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the Queen, so give one worth nothing.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>معك أوراق من النوع المفتتح به، فعليك اتّباعه. ولا يلزمك أبدًا أن تتغلّب على الأوراق الملعوبة: لا ورقة من نقودك تغلب الملكة، فأعطِ واحدة لا قيمة لها.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You must follow Cups, and every court card beats a numeral: none of yours beats the Jack. In Cups and Coins the numerals run backwards: your Ace is the highest of them, yet worth nothing. Give it; your partner plays last and may still win the trick.</source>
        <extracomment>Lesson step &quot;cannot_beat_jack&quot;; the cards it names are marked on the table.</extracomment>
        <translation>عليك اتّباع الكؤوس، وكل ورقة صورة تغلب الأوراق المرقّمة: لا ورقة من أوراقك تغلب الولد. في الكؤوس والنقود تترتّب الأوراق المرقّمة بالعكس: الآس الذي معك أعلاها، لكنه لا قيمة له. أعطِه؛ شريكك يلعب أخيرًا وقد يربح الأكلة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As you saw with the Ace, Cups run backwards: the 10 is the lowest numeral. Your 7 and 8 lose to the 4, so give one of them; both are worth nothing.</source>
        <extracomment>Lesson step &quot;cups_order&quot;; the cards it names are marked on the table.</extracomment>
        <translation>كما رأيت مع الآس، تترتّب الكؤوس بالعكس: الـ10 أدنى الأوراق المرقّمة. فالـ7 والـ8 اللتان معك تخسران أمام الـ4، فأعطِ إحداهما؛ كلتاهما لا قيمة لها.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>An opponent played the Matto (the Fool): it may replace any card, never wins a trick and stays with its team, which gives your team a card worth nothing for it at the end. So your King won, and you lead again: a low Baton worth nothing gives nothing away.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لعب خصم «الماتو» (المهرّج): يجوز أن يحلّ محل أي ورقة، ولا يربح أكلة أبدًا ويبقى لفريقه، الذي يعطي فريقك مقابله ورقة لا قيمة لها في النهاية. لذا ربح ملكك، وتفتتح أنت مرة أخرى: ورقة عصي منخفضة لا قيمة لها لا تعطي شيئًا.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You play last and must follow Batons, but none of yours beats the Knight: throw a card worth nothing and keep the 9, your highest Baton.</source>
        <extracomment>Lesson step &quot;last_cannot_beat&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تلعب أخيرًا وعليك اتّباع العصي، لكن لا ورقة من أوراقك تغلب الفارس: ارمِ ورقة لا قيمة لها واحتفظ بالـ9، أعلى عصيّك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner&apos;s trump 39 heads the trick, and only trump 40 beats it: that card lies in the Fola, out of play. So give your trump 10 to your partner&apos;s trick: it is worth 5 points.</source>
        <extracomment>Lesson step &quot;fola_trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>طرنيب شريكك 39 يتصدّر الأكلة، ولا يغلبه إلا الطرنيب 40: وتلك الورقة في «الفولا»، خارج اللعب. فأعطِ طرنيبك 10 لأكلة شريكك: قيمته 5 نقاط.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Minchiate: before play come robbing, discards and declarations; then follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick. Every 60 points of lead make a resto; the net resti decide.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>هذه هي مينكياتي: قبل اللعب تأتي السرقة والتخلّص والإعلانات؛ ثم اتّبع النوع إن استطعت، وإلا فالعب طرنيبًا؛ أعلى طرنيب، وإلا فأعلى ورقة من النوع المفتتَح، يربح الأكلة. وكل تقدّم بـ60 نقطة يصنع ريستو؛ وصافي الريستي يحسم الفائز.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>All 21 tricks are played. Each team counts its cards, the combinations among them and 10 for the last trick; the difference gives more resti. The net resti decide the winner.</source>
        <extracomment>Lesson step &quot;end&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لُعبت الأكلات الإحدى والعشرون كلها. يعدّ كل فريق أوراقه والتشكيلات التي فيها و10 للأكلة الأخيرة؛ ويعطي الفارق مزيدًا من الريستي. وصافي الريستي يحدّد الفائز.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>You robbed, so you discard back to 21 cards, face down. Only cards worth nothing may go, never trump 29: choose the two marked cards, then press Discard (key D).</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table. &quot;Discard&quot; is the table&apos;s Discard button.</extracomment>
        <translation>سلبتَ، فعليك أن تتخلّص من أوراق مقلوبة حتى تعود إلى 21 ورقة. لا يجوز التخلّص إلا من أوراق بلا قيمة، وأبدًا من الطرنيب 29: اختر الورقتين المعلَّمتين ثم اضغط «تخلّص» (المفتاح D).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before play you may declare the combinations in your hand: the marked trumps are a run. Declare it by its button or its number key; it scores at once. With nothing more to declare, the table then passes for you.</source>
        <extracomment>Lesson step &quot;declare&quot;; the cards it names are marked on the table.</extracomment>
        <translation>قبل اللعب يجوز لك أن تعلن التشكيلات التي في يدك: أوراق الطرنيب المعلَّمة سلسلة. أعلنها بزرّها أو بمفتاح رقمها؛ فتُسجَّل فورًا. وإذ لا يبقى ما تعلنه، تمرّر الطاولة عنك بعدها.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your team&apos;s lead reached 60 points in the last tricks: it earned a resto (the unit the deal is settled in), Resto 1 in the score box. This trick ended the deal, so the box already counts the end too: the rest of the lead plus the end count, in units of 60.</source>
        <extracomment>Lesson step &quot;resto&quot;, read once the last trick has ended the deal: first the resto earned during play, then what the score box now counts (the end&apos;s settlement).</extracomment>
        <translation>في الأكلات الأخيرة بلغ تقدّم فريقك 60 نقطة: فنال ريستو (الوحدة التي تُسوّى بها الجولة)، وهو «ريستو 1» في لوحة النتيجة. هذه الأكلة أنهت الجولة، فاللوحة تحسب النهاية أيضًا: ما بقي من التقدّم مع حساب النهاية، بوحدات من 60.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="+56"/>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="+62"/>
        <source>You have now seen every rule of play. The lesson plays the rest of your cards for you, as the hint would: watch the deal to its end.</source>
        <extracomment>Lesson step &quot;finish&quot;: after it the lesson plays the player&apos;s remaining moves itself (the hint&apos;s choice), up to the deal&apos;s end.</extracomment>
        <translation>رأيتَ الآن كل قواعد اللعب. يلعب الدرس بقية أوراقك عنك كما يفعل التلميح: تابع الجولة حتى نهايتها.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="-44"/>
        <source>You and your partner opposite you play against the two AI players on your left and right. You are the dealer: you got 17 cards, the others 15.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تلعب أنت وشريكك المقابل لك ضد لاعبَي الذكاء الاصطناعي على يسارك ويمينك. أنت الموزّع: نلتَ 17 ورقة، والآخرون 15.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>الملوك والطرنيب 1 والطرنيب 21 والماتو بـ5 نقاط لكلٍّ منها؛ والملكات بـ4، والفرسان بـ3، والأولاد بـ2؛ وكل ورقة أخرى بنقطة. ولا علاقة لقيمة الورقة بقوتها في الأكلة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the dealer, put two cards aside face down: discard the marked cards. They count for your team at the end if it wins at least one trick.</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table.</extracomment>
        <translation>بصفتك الموزّع ضع ورقتين جانبًا مقلوبتين: تخلّص من الورقتين المعلَّمتين. تُحسبان لفريقك في النهاية إن ربح أكلة واحدة على الأقل.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest trump won the first trick. The winner of a trick leads the next one.</source>
        <extracomment>Lesson step &quot;trick_won&quot;; the cards it names are marked on the table.</extracomment>
        <translation>أعلى طرنيب ربح الأكلة الأولى. ومن يربح أكلة يفتتح التالية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the King, so give one.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>معك أوراق من النوع المفتتح به، فعليك اتّباعه. ولا يلزمك أبدًا أن تتغلّب على الأوراق الملعوبة: لا ورقة من نقودك تغلب الملك، فأعطِ واحدة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump (or the Matto, which may go at any time: more on it soon). Your 15 is the lowest trump above the opponent&apos;s 13: it wins the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ليس معك ورقة من النوع المفتتح به، فعليك أن تلعب طرنيبًا (أو «الماتو»، الذي يجوز لعبه في أي وقت: سنعرفه قريبًا). الـ15 التي معك هي أدنى طرنيب فوق الـ13 التي لعبها الخصم: إنها تربح الأكلة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead the Matto (the Fool) to see it at work: it may be played at any time. It never wins a trick, but it stays with your team, with its 5 points. When it is led, the next card sets the suit. The Queen of Cups would score a little more here; you keep her.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table. Leading the Queen of Cups would score a little more in this position.</extracomment>
        <translation>افتتح بـ«الماتو» (المهرّج) لترى كيف يعمل: يجوز لعبه في أي وقت. لا يربح أكلة أبدًا، لكنه يبقى لفريقك بنقاطه الخمس. وحين يُفتتح به، فالورقة التالية تحدّد النوع. ملكة الكؤوس تكسب هنا أكثر قليلًا؛ وتبقى في يدك.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ربحتَ تلك الأكلة، فأنت تفتتح: أي ورقة تصلح لبدء الأكلة التالية. افتتح بملك الكؤوس: لا ورقة كؤوس تغلبه، فلا يأخذه إلا طرنيب.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All 15 tricks are played. Each team adds up its cards: Kings, trumps 1 and 21 and the Matto 5, Queens 4, Knights 3, Jacks 2, every other card 1. The pack holds 114 points; more wins.</source>
        <extracomment>Lesson step &quot;points&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لُعبت الأكلات الخمس عشرة كلها. يجمع كل فريق أوراقه: الملوك والطرنيب 1 و21 والماتو 5، والملكات 4، والفرسان 3، والأولاد 2، وكل ورقة أخرى 1. في الرزمة 114 نقطة؛ والأكثر يربح.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is Tarocchi di Piedicavallo: follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick, and its winner leads next. The Matto may go at any time. The team with more points wins.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>هذه هي تاروكي دي بييديكافالو: اتّبع النوع إن استطعت، وإلا فالعب طرنيبًا؛ أعلى طرنيب، وإلا فأعلى ورقة من النوع المفتتَح، يربح الأكلة، ومن يربحها يفتتح التالية. ويجوز لعب الماتّو في أي وقت. ويفوز الفريق صاحب النقاط الأكثر.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LessonWords.qml" line="+12"/>
        <source>You play Schnapsen against the AI. The turned-up card sets the trump suit; the stock lies on it, and after each trick the winner draws first. The first to reach 66 card points wins the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تلعب «شنابسن» ضد الذكاء الاصطناعي. الورقة المكشوفة تحدّد نوع الطرنيب، وعليها الكومة، وبعد كل أكلة يسحب الرابح أولًا. ومن يبلغ 66 نقطة أولًا يربح الجولة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: the Daus (Ace) 11, the Zehner (10) 10, the König (King) 4, the Ober (Queen) 3, the Unter (Jack) 2. The 20 cards hold 120 points; each trick&apos;s cards count for its winner.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>نقاط الأوراق: الآس («داوس») 11، والعشرة («تسينر») 10، والملك 4، والأوبر (الملكة) 3، والأونتر (الولد) 2. في الأوراق العشرين 120 نقطة؛ وأوراق كل أكلة تُحسب لمن يربحها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>While the stock is open you need not follow suit. Play the trump Zehner (the 10): a trump beats any other suit. The Daus (the Ace) would win one point more; the trump wins as surely and you keep the Daus.</source>
        <extracomment>Lesson step &quot;free_follow&quot;; the cards it names are marked on the table. The Daus would win one point more (14 against 13).</extracomment>
        <translation>ما دامت الكومة مفتوحة فلا يلزمك اتّباع النوع. العب عشرة الطرنيب (الـ10): الطرنيب يغلب أي نوع آخر. الآس (الـ«داوس») كان سيأخذ نقطة أكثر؛ لكنّ الطرنيب يربح الأكلة بالتأكيد مثله، وتحتفظ بالآس لما بعد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead now and hold the trump Unter (the Jack): press &quot;Exchange trump Unter&quot; (key X) to take the turned-up trump, worth more. It costs no turn: you still lead after it.</source>
        <extracomment>Lesson step &quot;exchange&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Exchange trump Unter&quot; button, worded as the table words it.</extracomment>
        <translation>أنت تفتتح الآن ومعك أونتر الطرنيب (الولد): اضغط «بدّل أونتر الطرنيب» (المفتاح X) لتأخذ ورقة الطرنيب المكشوفة، فهي أعلى قيمة. ولا يكلّفك ذلك دورًا: تبقى أنت المفتتح بعده.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>König (the King) and Ober (the Queen) of trumps are a marriage: press &quot;König of Eichel: +40&quot; (or M on the ringed König). It scores 40 and leads the König. Closing first works too: you may declare whenever you lead.</source>
        <extracomment>Lesson step &quot;marriage&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s marriage button (&quot;%1: +%2&quot; with the card&apos;s name), worded as the table words it.</extracomment>
        <translation>الملك والأوبر (الملكة) من الطرنيب زواج: اضغط «ملك البلّوط: 40 نقطة» (أو M على الملك المحدَّد). فيُحسب 40 ويُفتتح بالملك. والإغلاق أولًا يصلح أيضًا: يجوز لك الإعلان كلما افتتحت.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your points rose by 48: 40 for the marriage in trumps (a marriage in another suit scores 20) and 8 for the trick. You have nearly 66 points: press &quot;Close the stock&quot; (key C). Nobody draws any more and the strict rules apply at once; now you must reach 66.</source>
        <extracomment>Lesson step &quot;close&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Close the stock&quot; button.</extracomment>
        <translation>ارتفعت نقاطك بمقدار 48: منها 40 لزواج الطرنيب (والزواج في نوع آخر يساوي 20) و8 للأكلة. معك ما يقارب 66 نقطة: اضغط «أغلق الكومة» (المفتاح C). لا يسحب أحد بعدها وتسري القواعد الأشدّ فورًا؛ وعليك الآن أن تبلغ 66.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI trumped your Daus and leads. The stock is closed: you must follow suit and beat the card if you can, else trump. Your only such card is the trump Ober: Next plays it for you.</source>
        <extracomment>Lesson step &quot;strict_follow&quot;; the cards it names are marked on the table. &quot;Next&quot; is the lesson&apos;s Next button.</extracomment>
        <translation>قطع الذكاء الاصطناعي آسك بطرنيب وصار يفتتح. الكومة مغلقة: عليك اتّباع النوع والتغلّب على الورقة إن استطعت، وإلا فالطرنيب. وورقتك الوحيدة من هذا هي أوبر الطرنيب: «التالي» يلعبها عنك.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lead the Daus of Herz, worth 11: no Herz beats it, so the AI must trump it to win it, or lose 11 points to you. If it trumps, that trump is gone, and your trump Ober still waits to win a trick.</source>
        <extracomment>Lesson step &quot;lead_daus&quot;; the cards it names are marked on the table.</extracomment>
        <translation>افتتح بآس القلوب، وقيمته 11: لا ورقة قلوب تغلبه، فعلى الذكاء الاصطناعي أن يقطعه بطرنيب ليربحه، وإلا خسر لك 11 نقطة. وإن قطعه فقد ذهب ذلك الطرنيب، ويبقى أوبر الطرنيب الذي معك منتظرًا ليربح أكلة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Schnapsen: while the stock is open you need not follow suit; you may exchange the trump Unter and declare a marriage when you lead. Once the stock is closed or empty, follow suit and beat or trump. 66 points win the deal.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>هذه هي شنابسن: ما دامت الكومة مفتوحة فلا يلزمك اتّباع النوع؛ وحين تفتتح يجوز لك أن تبدّل أونتر الطرنيب وأن تعلن زواجًا. وبعد إغلاق الكومة أو نفادها اتّبع النوع واغلب، وإلا فاقطع بالطرنيب. و66 نقطة تربح الجولة.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>You reached 66 after closing: the deal is yours. Your game points depend on the AI&apos;s points and tricks when you closed; they count your match down from 7.</source>
        <extracomment>Lesson step &quot;win_66&quot;; the cards it names are marked on the table.</extracomment>
        <translation>بلغتَ 66 بعد الإغلاق: الجولة لك. تتوقف نقاط اللعب التي تنالها على نقاط الذكاء الاصطناعي وأكلاته لحظة الإغلاق؛ وهي تُنقص عدّاد مباراتك من 7.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="-50"/>
        <source>You play Scopa against the AI. You each hold three cards, and four cards lie face up on the table. Capture table cards with the cards you play; points are counted at the end of the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>تلعب «سكوبا» ضد الذكاء الاصطناعي. لكلٍّ منكما ثلاث أوراق، وأربع أوراق مكشوفة على الطاولة. خذ أوراق الطاولة بالأوراق التي تلعبها؛ وتُحسب النقاط في نهاية الجولة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture values: the Ace 1, the 2 to 7 their number, the Jack 8, the Queen 9, the King 10. For the primiera, a prize at the end, your best card of each suit counts: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12, court cards 10.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; values, shown at the start.</extracomment>
        <translation>قيم الأخذ: الآس 1، ومن الـ2 إلى الـ7 رقمها، والولد 8، والملكة 9، والملك 10. وفي البريميرا، وهي جائزة في النهاية، تُحسب أفضل ورقة لديك في كل نوع: الـ7 بـ21، والـ6 بـ18، والآس بـ16، والـ5 بـ15، والـ4 بـ14، والـ3 بـ13، والـ2 بـ12، والصور بـ10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the marked card: it takes the table card of the same value. Equal values capture each other.</source>
        <extracomment>Lesson step &quot;capture_value&quot;; the cards it names are marked on the table.</extracomment>
        <translation>العب الورقة المعلَّمة: تأخذ ورقة الطاولة التي لها القيمة نفسها. فالقيم المتساوية تأخذ بعضها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the marked card. It captures nothing, so it stays face up on the table, where the AI may take it.</source>
        <extracomment>Lesson step &quot;lays_card&quot;; the cards it names are marked on the table.</extracomment>
        <translation>العب الورقة المعلَّمة. لا تأخذ شيئًا، فتبقى مكشوفة على الطاولة، وقد يأخذها الذكاء الاصطناعي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table card has your card&apos;s value, but two of them add up to it: the marked card takes both. A sum may be two or more cards.</source>
        <extracomment>Lesson step &quot;capture_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لا توجد على الطاولة ورقة بقيمة ورقتك، لكن مجموع ورقتين يساويها: فالورقة المعلَّمة تأخذهما معًا. وقد يتكوّن المجموع من ورقتين أو أكثر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both hands are empty, so each player gets three new cards from the stock. The table gets none.</source>
        <extracomment>Lesson step &quot;new_round&quot;; the cards it names are marked on the table.</extracomment>
        <translation>فرغت اليدان، فيأخذ كل لاعب ثلاث أوراق جديدة من الكومة. ولا تأخذ الطاولة شيئًا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The marked card takes every card left on the table. Clearing the table is a scopa: 1 point at the end of the deal.</source>
        <extracomment>Lesson step &quot;scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الورقة المعلَّمة تأخذ كل ما بقي على الطاولة. وتنظيف الطاولة «سكوبا»: نقطة واحدة في نهاية الجولة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capture the Diamonds 7, the settebello: it is a prize of 1 point on its own, and a good card for the primiera.</source>
        <extracomment>Lesson step &quot;settebello&quot;; the cards it names are marked on the table.</extracomment>
        <translation>خذ سبعة الديناري (settebello‏): هي وحدها جائزة بنقطة واحدة، وورقة جيدة لـ«بريميرا».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table card has the same value as your card, so your card must take that one card, even where a sum would also fit. Your other card may also take its twin: that scores a little more here, but it shows no sum.</source>
        <extracomment>Lesson step &quot;must_take&quot;; the cards it names are marked on the table.</extracomment>
        <translation>على الطاولة ورقة بقيمة ورقتك نفسها، فيجب أن تأخذ ورقتك تلك الورقة وحدها، حتى لو كان هناك مجموع يناسبها أيضًا. ويمكن لورقتك الأخرى أيضًا أن تأخذ نظيرتها: هذا يكسب قليلًا أكثر هنا، لكنه لا يُظهر أي مجموع.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last card has been played. The cards still on the table go to the last player who captured; that is not a scopa.</source>
        <extracomment>Lesson step &quot;leftovers&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لُعبت الورقة الأخيرة. الأوراق الباقية على الطاولة تذهب إلى آخر لاعب أخذ؛ وليست «سكوبا».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal is over. Each player scores their scopas and the four prizes: most cards, most Diamonds, the settebello and the best primiera. The first to reach 11 points wins the match.</source>
        <extracomment>Lesson step &quot;prizes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>انتهت الجولة. يسجّل كل لاعب «السكوبات» التي صنعها والجوائز الأربع: أكثر الأوراق، وأكثر الديناري، وسبعة الديناري، وأفضل «بريميرا». ومن يبلغ 11 نقطة أولًا يربح المباراة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your 3 takes the 3, the only card on the table: you clear the table again, a second scopa and one more point.</source>
        <extracomment>Lesson step &quot;second_scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>الـ3 التي معك تأخذ الـ3، الورقة الوحيدة على الطاولة: تُخلي الطاولة مرة أخرى، وهذه «سكوبا» ثانية ونقطة أخرى.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the 6 with your 6 of Diamonds: the capture brings a Diamond home, toward the prize for most Diamonds. Your King takes nothing here.</source>
        <extracomment>Lesson step &quot;take_diamond&quot;; the cards it names are marked on the table.</extracomment>
        <translation>خذ الـ6 بالـ6 الديناري التي معك: هذا الأخذ يجلب ورقة ديناري إلى كومتك، نحو جائزة أكثر الديناري. أما ملكك فلا يأخذ شيئًا هنا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of your cards can take anything here, so you lay one on the table. Lay the 6: the table then adds up to more than 10, so the AI cannot sweep it in one capture.</source>
        <extracomment>Lesson step &quot;lay_nothing_takes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>لا ورقة من أوراقك تستطيع أن تأخذ شيئًا هنا، فتضع واحدة على الطاولة. ضع الـ6: يصير مجموع الطاولة أكثر من 10، فلا يستطيع الذكاء الاصطناعي أن يُخليها بأخذة واحدة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Again nothing of yours takes a card. Lay the 4 and keep your Queen (worth 9): the table adds up to far more than 10, so no sweep is possible.</source>
        <extracomment>Lesson step &quot;lay_again&quot;; the cards it names are marked on the table.</extracomment>
        <translation>مرة أخرى لا تأخذ أي ورقة من أوراقك شيئًا. ضع الـ4 واحتفظ بملكتك (قيمتها 9): مجموع الطاولة أكثر بكثير من 10، فلا يمكن إخلاؤها.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay the Ace: with the Jack (worth 8) on the table it makes 9, the value of a Queen. Once the Queen on the table is taken, a Queen played later can take both.</source>
        <extracomment>Lesson step &quot;lay_for_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>ضع الآس: مع الولد (قيمته 8) على الطاولة يصير المجموع 9، قيمة الملكة. وحين تؤخذ الملكة التي على الطاولة، تستطيع ملكةٌ تُلعب لاحقًا أن تأخذهما معًا.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Scopa: your card takes a table card of equal value, which must come first, or cards that add up to it; a card that takes nothing is laid. Clearing the table is a scopa. Scopas and the four prizes score; 11 points win the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>هذه هي سكوبا: ورقتك تأخذ ورقة من الطاولة مساوية لها في القيمة، ولها الأولوية، أو أوراقًا مجموعها قيمتها؛ والورقة التي لا تأخذ شيئًا توضع على الطاولة. وإخلاء الطاولة سكوبا. وتُحسب السكوبات والجوائز الأربع؛ و11 نقطة تربح المباراة.</translation>
    </message>
</context>
<context>
    <name>LevelNotes</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+162"/>
        <source>Counts the cards and follows rules of thumb, but %1 of the time takes one of its three best-looking moves instead of the best.</source>
        <comment>scopa</comment>
        <translation>يعدّ الأوراق ويتبع قواعد بسيطة، لكنه في %1 من المرات يختار إحدى أفضل ثلاث حركات في نظره بدلًا من أفضلها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows the same rules of thumb as Easy, but takes a near-best move instead of the best %1 of the time.</source>
        <comment>scopa</comment>
        <translation>يتبع القواعد البسيطة نفسها التي يتبعها المستوى «سهل»، لكنه يختار حركة قريبة من الأفضل بدلًا من الأفضل في %1 من المرات.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards, guessing from how you have played so far, and plays the one that scores best; near the end of the stock it calculates exactly.</source>
        <comment>scopa</comment>
        <translation>يجرّب كل حركة في %1 تخمينًا للأوراق غير المرئية، مستنتجًا من طريقة لعبك حتى الآن، ويلعب الحركة التي تحقق أفضل نتيجة؛ وقرب نهاية الكومة يحسب بدقة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+141"/>
        <source>Plays by rules of thumb, but %1 of the time plays a random card.</source>
        <comment>schnapsen</comment>
        <translation>يلعب وفق قواعد بسيطة، لكنه في %1 من المرات يلعب ورقة عشوائية.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always plays by its rules of thumb.</source>
        <comment>schnapsen</comment>
        <translation>يلعب دائمًا وفق قواعده البسيطة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards: it plays each guess out while the stock is open and calculates exactly once it is closed or nearly gone.</source>
        <comment>schnapsen</comment>
        <translation>يجرّب كل حركة في %1 تخمينًا للأوراق غير المرئية: يلعب كل تخمين حتى نهايته ما دامت الكومة مفتوحة، ويحسب بدقة حين تُغلق أو تكاد تنفد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+66"/>
        <location line="+3"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>piedicavallo</comment>
        <translation>لاعب فريق يتبع قواعد بسيطة، لكنه في %1 من المرات يلعب ورقة مسموحة عشوائية.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+270"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>minchiate</comment>
        <translation>لاعب فريق يتبع قواعد بسيطة، لكنه في %1 من المرات يلعب ورقة مسموحة عشوائية.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands that fit how the others have played, and keeps the best on average.</source>
        <comment>piedicavallo</comment>
        <translation>يلعب كل ورقة حتى النهاية مئات المرات في تخمينات للأيدي المخفية تتفق مع طريقة لعب الآخرين، ويختار الأفضل في المتوسط.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+2"/>
        <source>Always plays as the rule-of-thumb team player.</source>
        <comment>minchiate</comment>
        <translation>يلعب دائمًا كلاعب فريق يتبع قواعد بسيطة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands and keeps the best on average, looking again when two cards come close.</source>
        <comment>minchiate</comment>
        <translation>يلعب كل ورقة حتى النهاية مئات المرات في تخمينات للأيدي المخفية ويختار الأفضل في المتوسط، ويعيد النظر حين تتقارب ورقتان.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+181"/>
        <source>Bets by its card&apos;s chance to win, cautiously, and now and then carelessly.</source>
        <comment>lockbet</comment>
        <translation>يراهن حسب فرصة ورقته في الفوز، بحذر، ويتهاون بين حين وآخر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets by its card&apos;s chance to win and calls when the pot pays for it; it never bluffs.</source>
        <comment>lockbet</comment>
        <translation>يراهن حسب فرصة ورقته في الفوز ويجاري حين يستحق الوعاء ذلك؛ ولا يخادع أبدًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows a game-theory strategy worked out for each deal: it bluffs at the right rate and is hard to read.</source>
        <comment>lockbet</comment>
        <translation>يتبع استراتيجية من نظرية الألعاب محسوبة لكل جولة: يخادع بالقدر الصحيح ويصعب توقّعه.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/LevelNotes.qml" line="+58"/>
        <source>Against random play it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <extracomment>%1 the share won, %2 to %3 its 95% confidence interval, %4 how many were played.</extracomment>
        <translation>ضد اللعب العشوائي فاز في %1 من مبارياته (مجال الثقة 95٪: من %2 إلى %3؛ عدد المباريات: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against random play it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>ضد اللعب العشوائي فاز في %1 من جولاته (مجال الثقة 95٪: من %2 إلى %3؛ عدد الجولات: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Easy it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>ضد المستوى السهل فاز في %1 من مبارياته (مجال الثقة 95٪: من %2 إلى %3؛ عدد المباريات: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Easy it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>ضد المستوى السهل فاز في %1 من جولاته (مجال الثقة 95٪: من %2 إلى %3؛ عدد الجولات: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Normal it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>ضد المستوى العادي فاز في %1 من مبارياته (مجال الثقة 95٪: من %2 إلى %3؛ عدد المباريات: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Normal it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>ضد المستوى العادي فاز في %1 من جولاته (مجال الثقة 95٪: من %2 إلى %3؛ عدد الجولات: %4).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The AI levels</source>
        <extracomment>Title of the box that says what each AI level does and how strong it is.</extracomment>
        <translation>مستويات الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No level ever sees your cards or any other hidden card: each decides only from what its own seat may see, as you do.</source>
        <translation>لا يرى أي مستوى أوراقك ولا أي ورقة مخفية أخرى: كل مستوى يقرر فقط مما يحق لمقعده أن يراه، كما تفعل أنت.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+66"/>
        <source>Choose a game</source>
        <translation>اختر لعبة</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>ألعاب ورق تقليدية ضد خصوم من الذكاء الاصطناعي، بلا اتصال بالإنترنت.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No game tables are installed yet.</source>
        <translation>لم تُثبَّت أي طاولة لعب بعد.</translation>
    </message>
</context>
<context>
    <name>LockButton</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockButton.qml" line="+31"/>
        <source>Lock this card face down</source>
        <translation>ثبّت هذه الورقة مقلوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card to lock</source>
        <translation>اختر ورقة لتثبيتها</translation>
    </message>
</context>
<context>
    <name>LockSlot</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockSlot.qml" line="+34"/>
        <source>locked face down</source>
        <extracomment>A locked card, not yet shown.</extracomment>
        <translation>مثبّتة مقلوبة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <extracomment>The place for a locked card, still empty.</extracomment>
        <translation>فارغ</translation>
    </message>
</context>
<context>
    <name>LockedCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockedCards.qml" line="+48"/>
        <source>Your card</source>
        <translation>ورقتك</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>AI bet</source>
        <extracomment>Chips the AI has bet this round.</extracomment>
        <translation>رهان الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pot</source>
        <extracomment>The chips in the middle.</extracomment>
        <translation>الوعاء</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your bet</source>
        <extracomment>Chips you have bet this round.</extracomment>
        <translation>رهانك</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>AI&apos;s card</source>
        <translation>ورقة الذكاء الاصطناعي</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../cardavia_desktop/views/Main.qml" line="+60"/>
        <source>Cardavia</source>
        <translation>كارداڤيا</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MatchFiles.qml" line="+41"/>
        <source>All files (*)</source>
        <extracomment>A choice of the file chooser&apos;s type list.</extracomment>
        <translation>كل الملفات (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type a deal number.</source>
        <translation>اكتب رقم جولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number has only digits, such as 123456.</source>
        <extracomment>A typed deal number is refused.</extracomment>
        <translation>رقم الجولة أرقام فقط، مثل 123456.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal numbers go from 0 to %1.</source>
        <translation>أرقام الجولات من 0 إلى %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such file.</source>
        <translation>لا يوجد ملف بهذا الاسم.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds your match just as it stands: it waits aside while you replay a deal.</source>
        <extracomment>The file chosen to open holds the match at the table, move for move: nothing changes. The file chosen to open holds your match as it stands, kept aside while a finished deal is replayed.</extracomment>
        <translation>هذا الملف فيه مباراتك كما هي تمامًا: إنها تنتظر جانبًا بينما تعيد لعب جولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file holds the match at the table, just as it stands: it is already open.</source>
        <translation>هذا الملف فيه المباراة التي على الطاولة كما هي تمامًا: إنها مفتوحة بالفعل.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Cardavia match file: it is not JSON text, or it is too large.</source>
        <extracomment>The file chosen to open is not JSON text, or larger than any match file.</extracomment>
        <translation>هذا الملف ليس ملف مباراة من كارداڤيا: فهو ليس نصًّا بصيغة JSON، أو أنه كبير جدًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file could not be read.</source>
        <translation>تعذّرت قراءة هذا الملف.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match was saved by a newer version of Cardavia.</source>
        <translation>حُفظت هذه المباراة بإصدار أحدث من كارداڤيا.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds a match of another game: open it from that game&apos;s page.</source>
        <translation>هذا الملف فيه مباراة من لعبة أخرى: افتحه من صفحة تلك اللعبة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds a match of %1: open it from the %1 page.</source>
        <extracomment>An opened file holds a match of another game; %1 that game&apos;s name (e.g. &quot;Scopa&quot;).</extracomment>
        <translation>هذا الملف فيه مباراة %1: افتحه من صفحة %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a Cardavia match file: it holds other data.</source>
        <extracomment>The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).</extracomment>
        <translation>هذا الملف ليس ملف مباراة من كارداڤيا: فهو يحوي بيانات أخرى.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match file is damaged or was edited: its moves are not a match the rules allow.</source>
        <extracomment>An imported match whose moves the rules refuse (an edited or damaged file).</extracomment>
        <translation>ملف المباراة هذا تالف أو معدَّل: حركاته ليست مباراة تسمح بها القواعد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file&apos;s name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.</source>
        <extracomment>An opened file whose name is not valid UTF-8: another file could show the same name.</extracomment>
        <translation>اسم هذا الملف ليس نصًا صالحًا (UTF-8)، لذا قد يُخلط بينه وبين ملف آخر. غيّر اسمه، ثم افتحه مرة أخرى.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The match could not be saved: %1</source>
        <extracomment>An export failed; %1 is the system&apos;s reason.</extracomment>
        <translation>تعذّر حفظ المباراة: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Title of the box to type a deal number.</extracomment>
        <translation>العب الجولة رقم…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number always gives the same cards and the same play of the AI.</source>
        <translation>الرقم نفسه يعطي دائمًا الأوراق نفسها ولعب الذكاء الاصطناعي نفسه.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>The match under way will be given up and count as a lost match in your statistics.</source>
        <translation>ستُترك المباراة الجارية وتُحسب مباراةً خاسرة في إحصاءاتك.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The match under way will be given up and count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>Before a numbered deal or an opened file replaces a match in which you used take-back or hint.</extracomment>
        <translation>ستُترك المباراة الجارية وتُحسب في إحصاءاتك مباراةً مع تراجع أو تلميح لم تفز بها.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match files (*.json)</source>
        <extracomment>A choice of the file chooser&apos;s type list: the files Export… writes.</extracomment>
        <translation>ملفات المباريات (*.json)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Deal number, such as 123456</source>
        <translation>رقم الجولة، مثل 123456</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>العب</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+31"/>
        <source>Export the match</source>
        <extracomment>Title of the file chooser that saves the match as a file.</extracomment>
        <translation>تصدير المباراة</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+34"/>
        <source>Open a match file</source>
        <translation>افتح ملف مباراة</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The match is saved as a small file: its deal number and every move. Share it, or attach it to a bug report.</source>
        <translation>تُحفظ المباراة في ملف صغير: رقم جولتها وكل حركة. شاركه أو أرفقه ببلاغ عن خطأ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Choose another file…</source>
        <extracomment>The button of a failed export&apos;s box: opens the file chooser again.</extracomment>
        <translation>اختر ملفًا آخر…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose a match file exported from this game. It is checked move by move; a file that is not a valid match is refused and your match stays as it is.</source>
        <extracomment>Before the file chooser opens.</extracomment>
        <translation>اختر ملف مباراة صُدِّر من هذه اللعبة. يُفحَص نقلةً نقلة؛ والملف الذي ليس مباراة صحيحة يُرفَض وتبقى مباراتك كما هي.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a file…</source>
        <extracomment>The button that opens the file chooser.</extracomment>
        <translation>اختر ملفًا…</translation>
    </message>
</context>
<context>
    <name>MatchResult</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+34"/>
        <source>You won the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>فاز الذكاء الاصطناعي بالمباراة.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Lock &amp; Bet&apos;s match sheet: the last deal&apos;s two locked cards, named (%1 yours, %2 the AI&apos;s).</extracomment>
        <translation>ورقتك: %1. ورقة الذكاء الاصطناعي: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The AI has no chips left.</source>
        <translation>نفدت رقائق الذكاء الاصطناعي.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no chips left.</source>
        <translation>نفدت رقائقك.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chips: you %1 · AI %2</source>
        <extracomment>Final chip counts: you, then the AI, and the number of deals played.</extracomment>
        <translation>الرقائق: أنت %1 · الذكاء الاصطناعي %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>لم تُلعب أي جولة</numerusform>
            <numerusform>لُعبت جولة واحدة</numerusform>
            <numerusform>لُعبت جولتان</numerusform>
            <numerusform>لُعبت %Ln جولات</numerusform>
            <numerusform>لُعبت %Ln جولة</numerusform>
            <numerusform>لُعبت %Ln جولة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <extracomment>Starts a new match with 20 chips each.</extracomment>
        <translation>مباراة جديدة</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+65"/>
        <source>Dismiss</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+158"/>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+13"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+19"/>
        <source>Play %1</source>
        <translation>العب %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Play %1 and take %2</source>
        <comment>scopa</comment>
        <extracomment>A hinted or logged Scopa move: %1 the card played, %2 the cards it takes.</extracomment>
        <translation>العب %1 وخذ %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead %1 and declare the marriage</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: lead a King or Ober and declare its marriage.</extracomment>
        <translation>افتتح بـ%1 وأعلن الزواج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <comment>schnapsen</comment>
        <translation>تبديل أونتر الطرنيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <comment>schnapsen</comment>
        <translation>أغلق الكومة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1</source>
        <translation>تخلّص من %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare %1</source>
        <translation>أعلن %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare nothing more</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: declare nothing more.</extracomment>
        <translation>لا مزيد من الإعلانات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lock %1</source>
        <comment>lockbet</comment>
        <translation>ثبّت %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <comment>lockbet</comment>
        <translation>تمرير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1</source>
        <comment>lockbet</comment>
        <translation>راهن بـ%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <comment>lockbet</comment>
        <translation>جارِ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise to %1</source>
        <comment>lockbet</comment>
        <translation>ارفع إلى %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All in</source>
        <comment>lockbet</comment>
        <translation>كل الرقائق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <comment>lockbet</comment>
        <translation>انسحب</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>takes %Ln card(s) from the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture takes %n cards from the table.</extracomment>
        <translation>
            <numerusform>لا يأخذ أي ورقة من الطاولة</numerusform>
            <numerusform>يأخذ ورقة واحدة من الطاولة</numerusform>
            <numerusform>يأخذ ورقتين من الطاولة</numerusform>
            <numerusform>يأخذ %Ln أوراق من الطاولة</numerusform>
            <numerusform>يأخذ %Ln ورقة من الطاولة</numerusform>
            <numerusform>يأخذ %Ln ورقة من الطاولة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clears the table: a scopa</source>
        <comment>scopa</comment>
        <translation>ينظّف الطاولة: سكوبا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the settebello</source>
        <comment>scopa</comment>
        <translation>يأخذ سبعة الديناري</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes nothing</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the played card takes nothing; the table&apos;s cards then add up to %1. Scopa: the played card takes nothing (what the table then holds is told next).</extracomment>
        <translation>لا يأخذ شيئًا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the deal&apos;s last card: what is left on the table goes to the last to capture</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the deal&apos;s last card; the cards left on the table go to whoever captured last.</extracomment>
        <translation>هي آخر ورقة في الجولة: ما يبقى على الطاولة يذهب إلى آخر من أخذ</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>lets your partner win the trick (%Ln point(s))</source>
        <translation>
            <numerusform>تترك شريكك يربح الأكلة (لا نقاط)</numerusform>
            <numerusform>تترك شريكك يربح الأكلة (نقطة واحدة)</numerusform>
            <numerusform>تترك شريكك يربح الأكلة (نقطتان)</numerusform>
            <numerusform>تترك شريكك يربح الأكلة (%Ln نقاط)</numerusform>
            <numerusform>تترك شريكك يربح الأكلة (%Ln نقطة)</numerusform>
            <numerusform>تترك شريكك يربح الأكلة (%Ln نقطة)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>leaves your card winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <extracomment>Not the trick&apos;s last card: yours is winning the trick so far, which holds %n card points.</extracomment>
        <translation>
            <numerusform>تُبقي ورقتك رابحةً للأكلة حتى الآن (لا نقاط فيها)</numerusform>
            <numerusform>تُبقي ورقتك رابحةً للأكلة حتى الآن (نقطة واحدة فيها)</numerusform>
            <numerusform>تُبقي ورقتك رابحةً للأكلة حتى الآن (نقطتان فيها)</numerusform>
            <numerusform>تُبقي ورقتك رابحةً للأكلة حتى الآن (%Ln نقاط فيها)</numerusform>
            <numerusform>تُبقي ورقتك رابحةً للأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
            <numerusform>تُبقي ورقتك رابحةً للأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves your partner winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>تُبقي شريكك رابحًا للأكلة حتى الآن (لا نقاط فيها)</numerusform>
            <numerusform>تُبقي شريكك رابحًا للأكلة حتى الآن (نقطة واحدة فيها)</numerusform>
            <numerusform>تُبقي شريكك رابحًا للأكلة حتى الآن (نقطتان فيها)</numerusform>
            <numerusform>تُبقي شريكك رابحًا للأكلة حتى الآن (%Ln نقاط فيها)</numerusform>
            <numerusform>تُبقي شريكك رابحًا للأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
            <numerusform>تُبقي شريكك رابحًا للأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves an opponent winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>تُبقي أحد الخصمين رابحًا للأكلة حتى الآن (لا نقاط فيها)</numerusform>
            <numerusform>تُبقي أحد الخصمين رابحًا للأكلة حتى الآن (نقطة واحدة فيها)</numerusform>
            <numerusform>تُبقي أحد الخصمين رابحًا للأكلة حتى الآن (نقطتان فيها)</numerusform>
            <numerusform>تُبقي أحد الخصمين رابحًا للأكلة حتى الآن (%Ln نقاط فيها)</numerusform>
            <numerusform>تُبقي أحد الخصمين رابحًا للأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
            <numerusform>تُبقي أحد الخصمين رابحًا للأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bets %1 into a pot of %2</source>
        <comment>lockbet</comment>
        <translation>تراهن بـ%1 في وعاء يبلغ %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pays %1 to call for a pot of %2: %3 chips won if your card wins, lost if it loses</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a call costs %1 for a pot of %2; then %3 chips are won if your card wins, lost if it loses.</extracomment>
        <translation>تدفع %1 للمجاراة في وعاء يبلغ %2: تربح %3 رقاقة إن فازت ورقتك، وتخسرها إن خسرت</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puts in all your chips</source>
        <comment>lockbet</comment>
        <translation>تضع كل رقائقك</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>gives up %Ln chip(s)</source>
        <comment>lockbet</comment>
        <translation>
            <numerusform>لا يتخلّى عن أي رقاقة</numerusform>
            <numerusform>يتخلّى عن رقاقة واحدة</numerusform>
            <numerusform>يتخلّى عن رقاقتين</numerusform>
            <numerusform>يتخلّى عن %Ln رقائق</numerusform>
            <numerusform>يتخلّى عن %Ln رقاقة</numerusform>
            <numerusform>يتخلّى عن %Ln رقاقة</numerusform>
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
        <translation>قد يتيح للخصم سكوبا بورقة %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>takes nothing: the card stays on the table (the table then adds up to %1)</source>
        <comment>scopa</comment>
        <translation>لا يأخذ شيئًا: تبقى الورقة على الطاولة (ويصبح مجموع الطاولة %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the opponent no sweep</source>
        <comment>scopa</comment>
        <extracomment>Scopa: no single card the opponent may hold can clear the table after this move.</extracomment>
        <translation>لا يترك للخصم سكوبا</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declares a marriage for %1</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: declaring a marriage worth %1 (20 or 40).</extracomment>
        <translation>يعلن زواجًا بقيمة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the face-up trump card %1</source>
        <comment>schnapsen</comment>
        <translation>يأخذ ورقة الطرنيب المكشوفة %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closes the stock</source>
        <comment>schnapsen</comment>
        <translation>يغلق الكومة</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>leads a card worth %Ln point(s)</source>
        <extracomment>Leading a card of a plain suit that counts %n card points (0 included).</extracomment>
        <translation>
            <numerusform>يفتتح بورقة بلا نقاط</numerusform>
            <numerusform>يفتتح بورقة بنقطة واحدة</numerusform>
            <numerusform>يفتتح بورقة بنقطتين</numerusform>
            <numerusform>يفتتح بورقة بـ%Ln نقاط</numerusform>
            <numerusform>يفتتح بورقة بـ%Ln نقطة</numerusform>
            <numerusform>يفتتح بورقة بـ%Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-15"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: leading a trump (briscola, Atout) that counts %n card points.</extracomment>
        <translation>
            <numerusform>يفتتح بطرنيب بلا نقاط</numerusform>
            <numerusform>يفتتح بطرنيب بنقطة واحدة</numerusform>
            <numerusform>يفتتح بطرنيب بنقطتين</numerusform>
            <numerusform>يفتتح بطرنيب بـ%Ln نقاط</numerusform>
            <numerusform>يفتتح بطرنيب بـ%Ln نقطة</numerusform>
            <numerusform>يفتتح بطرنيب بـ%Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+2"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>tarot</comment>
        <extracomment>Tarot games: leading a trump (trionfo) that counts %n card points.</extracomment>
        <translation>
            <numerusform>يفتتح بطرنيب بلا نقاط</numerusform>
            <numerusform>يفتتح بطرنيب بنقطة واحدة</numerusform>
            <numerusform>يفتتح بطرنيب بنقطتين</numerusform>
            <numerusform>يفتتح بطرنيب بـ%Ln نقاط</numerusform>
            <numerusform>يفتتح بطرنيب بـ%Ln نقطة</numerusform>
            <numerusform>يفتتح بطرنيب بـ%Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-19"/>
        <source>wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them the opponents&apos; (scored now).</extracomment>
        <translation>يربح الأكلة (النقاط المحسوبة: %1 فيها، منها %2 مأخوذة من الخصمين)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lets your partner win the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>تترك شريكك يربح الأكلة (النقاط المحسوبة: %1 فيها، منها %2 مأخوذة من الخصمين)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them your team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them your team&apos;s (the opponents score them now).</extracomment>
        <translation>يتخلّى عن الأكلة (النقاط المحسوبة: %1 فيها، منها %2 لفريقك)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>trumps the led suit</source>
        <comment>schnapsen</comment>
        <translation>يلعب طرنيبًا على النوع المفتتَح به</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+8"/>
        <source>trumps the led suit</source>
        <comment>tarot</comment>
        <translation>يلعب طرنيبًا على النوع المفتتَح به</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reaches 66</source>
        <comment>schnapsen</comment>
        <translation>يصل إلى 66</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the Matto</source>
        <comment>tarot</comment>
        <translation>يلعب الماتو</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>keeps %Ln card(s) of its suit</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a discard that keeps %n cards of its suit in the hand.</extracomment>
        <translation>
            <numerusform>لا يُبقي أي ورقة من نوعها</numerusform>
            <numerusform>يُبقي ورقة واحدة من نوعها</numerusform>
            <numerusform>يُبقي ورقتين من نوعها</numerusform>
            <numerusform>يُبقي %Ln أوراق من نوعها</numerusform>
            <numerusform>يُبقي %Ln ورقة من نوعها</numerusform>
            <numerusform>يُبقي %Ln ورقة من نوعها</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores no more combinations now</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: stop declaring; no further combination scores now.</extracomment>
        <translation>لا يسجّل تشكيلات أخرى الآن</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rides on a card that beats about %1 of the cards the AI may hold (judging by its UP/DOWN signal and its bets)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, your move: your card (locked, or the one this move locks) beats about %1 (e.g. &quot;20%&quot;, a tie counts half) of the cards the AI may hold, as far as its UP/DOWN signal and its bets tell.</extracomment>
        <translation>تراهن بورقة تغلب نحو %1 من الأوراق التي قد يحملها الذكاء الاصطناعي (بحسب إشارته «عالية/منخفضة» ورهاناته)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>puts no chips in now</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a check puts no chip in.</extracomment>
        <translation>لا يضع أي رقائق الآن</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>wins %Ln Diamond(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n Diamonds for the player&apos;s pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).</extracomment>
        <translation>
            <numerusform>لا يكسب أي ورقة ديناري</numerusform>
            <numerusform>يكسب ورقة ديناري واحدة</numerusform>
            <numerusform>يكسب ورقتَي ديناري</numerusform>
            <numerusform>يكسب %Ln أوراق ديناري</numerusform>
            <numerusform>يكسب %Ln ورقة ديناري</numerusform>
            <numerusform>يكسب %Ln ورقة ديناري</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>wins %Ln seven(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n sevens for the player&apos;s pile: those taken from the table and the played card itself.</extracomment>
        <translation>
            <numerusform>لا يكسب أي سبعة</numerusform>
            <numerusform>يكسب سبعة واحدة</numerusform>
            <numerusform>يكسب سبعتين</numerusform>
            <numerusform>يكسب %Ln سبعات</numerusform>
            <numerusform>يكسب %Ln سبعة</numerusform>
            <numerusform>يكسب %Ln سبعة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>يربح الأكلة (لا نقاط)</numerusform>
            <numerusform>يربح الأكلة (نقطة واحدة)</numerusform>
            <numerusform>يربح الأكلة (نقطتان)</numerusform>
            <numerusform>يربح الأكلة (%Ln نقاط)</numerusform>
            <numerusform>يربح الأكلة (%Ln نقطة)</numerusform>
            <numerusform>يربح الأكلة (%Ln نقطة)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives up the trick (%Ln point(s))</source>
        <translation>
            <numerusform>يتخلّى عن الأكلة (لا نقاط)</numerusform>
            <numerusform>يتخلّى عن الأكلة (نقطة واحدة)</numerusform>
            <numerusform>يتخلّى عن الأكلة (نقطتان)</numerusform>
            <numerusform>يتخلّى عن الأكلة (%Ln نقاط)</numerusform>
            <numerusform>يتخلّى عن الأكلة (%Ln نقطة)</numerusform>
            <numerusform>يتخلّى عن الأكلة (%Ln نقطة)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>banks %Ln point(s) for your team</source>
        <comment>piedicavallo</comment>
        <extracomment>Piedicavallo: card points the dealer&apos;s discard banks for the team.</extracomment>
        <translation>
            <numerusform>لا يضمن أي نقطة لفريقك</numerusform>
            <numerusform>يضمن نقطة واحدة لفريقك</numerusform>
            <numerusform>يضمن نقطتين لفريقك</numerusform>
            <numerusform>يضمن %Ln نقاط لفريقك</numerusform>
            <numerusform>يضمن %Ln نقطة لفريقك</numerusform>
            <numerusform>يضمن %Ln نقطة لفريقك</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves you void in %Ln suit(s)</source>
        <translation>
            <numerusform>لا يُفرغ يدك من أي نوع</numerusform>
            <numerusform>يُفرغ يدك من نوع واحد</numerusform>
            <numerusform>يُفرغ يدك من نوعين</numerusform>
            <numerusform>يُفرغ يدك من %Ln أنواع</numerusform>
            <numerusform>يُفرغ يدك من %Ln نوعًا</numerusform>
            <numerusform>يُفرغ يدك من %Ln نوع</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>declares for %Ln point(s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a declaration worth %1 points.</extracomment>
        <translation>
            <numerusform>يعلن تشكيلًا بلا نقاط</numerusform>
            <numerusform>يعلن تشكيلًا بنقطة واحدة</numerusform>
            <numerusform>يعلن تشكيلًا بنقطتين</numerusform>
            <numerusform>يعلن تشكيلًا بـ%Ln نقاط</numerusform>
            <numerusform>يعلن تشكيلًا بـ%Ln نقطة</numerusform>
            <numerusform>يعلن تشكيلًا بـ%Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-314"/>
        <location line="+24"/>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+52"/>
        <location filename="../cardavia_desktop/views/shell/why.js" line="+189"/>
        <source>; </source>
        <extracomment>Between the facts behind a hinted move, e.g. &quot;takes the settebello; a scopa&quot;.</extracomment>
        <translation>؛ </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+56"/>
        <source>leads the trick</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card opens the trick.</extracomment>
        <translation>يفتتح الأكلة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot follow suit</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card is of another suit than the one led.</extracomment>
        <translation>لا يستطيع اتباع النوع</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Narrator.qml" line="+29"/>
        <source>The shoe ran low: the discards were shuffled into a new shoe of %1 cards.</source>
        <translation>كاد صندوق الأوراق ينفد: خُلطت الأوراق المرمية في صندوق جديد من %1 ورقة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player is all-in from the ante: no betting, straight to the reveal.</source>
        <translation>أحد اللاعبين راهن بكل رقائقه بالرهان الابتدائي: لا مراهنة، والكشف مباشرة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI went all-in for less than a full raise: you may only call or fold.</source>
        <translation>راهن الذكاء الاصطناعي بكل رقائقه بأقل من رفع كامل: لا يمكنك إلا المجاراة أو الانسحاب.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>AI: %1</source>
        <extracomment>Said to screen readers: what the AI did, e.g. &quot;AI: Raised to 6&quot;.</extracomment>
        <translation>الذكاء الاصطناعي: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Said to screen readers at the showdown: the two locked cards.</extracomment>
        <translation>ورقتك: %1. ورقة الذكاء الاصطناعي: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have %1 chips, the AI %2.</source>
        <extracomment>Said to screen readers after each deal: both players&apos; chips.</extracomment>
        <translation>لديك من الرقائق %1، وللذكاء الاصطناعي %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI won the match.</source>
        <translation>فاز الذكاء الاصطناعي بالمباراة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/OptionsPanel.qml" line="+35"/>
        <location line="+18"/>
        <source>Table options</source>
        <extracomment>Title of the panel with animation and card-colour options.</extracomment>
        <translation>خيارات الطاولة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Animation speed</source>
        <translation>سرعة الحركة</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slow</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>بطيئة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal speed</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>عادية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>سريعة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a trick (four players)</source>
        <extracomment>Options: what happens after a trick in the four-player games.</extracomment>
        <translation>بعد الأكلة (أربعة لاعبين)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a click or key</source>
        <extracomment>Trick pace choice: the finished trick stays until you click or press a key.</extracomment>
        <translation>انتظر نقرة أو مفتاحًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on after a pause</source>
        <extracomment>Trick pace choice: play goes on after a short pause.</extracomment>
        <translation>تابِع بعد توقف قصير</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reduced motion: cards appear in place</source>
        <translation>حركة أقل: تظهر الأوراق في مكانها مباشرة</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour French suits, in Lock &amp; Bet (Diamonds blue, Clubs green)</source>
        <extracomment>Options: recolours the French cards (Lock &amp; Bet); the German and Italian packs already print four colours (newcomer #41 looked for a change in Schnapsen).</extracomment>
        <translation>ألوان أربعة لأنواع الورق الفرنسي في «ثبّت وراهن» (الديناري أزرق، السباتي أخضر)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Sound (Ctrl+M)</source>
        <extracomment>Options: sound cues (a card landing, a capture, chips) on or off.</extracomment>
        <translation>الصوت (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound</source>
        <translation>الصوت</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Volume</source>
        <extracomment>Options: the loudness of the sound cues.</extracomment>
        <translation>مستوى الصوت</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sound device found: the cues are silent. The switch keeps your choice for when there is one.</source>
        <extracomment>Options, under the Sound switch: this computer has no audio output the app can use (the switch keeps the player&apos;s choice for a later start with a device).</extracomment>
        <translation>لم يُعثر على جهاز صوت: التنبيهات صامتة. يحفظ المفتاح اختيارك لحين يتوفر جهاز.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <extracomment>Fills the screen with the window, or gives it back its size. Also F11.</extracomment>
        <translation>ملء الشاشة</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Cardavia</source>
        <extracomment>Opens the About box (version, licence, credits).</extracomment>
        <translation>حول كارداڤيا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit</source>
        <extracomment>Closes Cardavia (your match is saved). Also Ctrl+Q.</extracomment>
        <translation>إنهاء</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+25"/>
        <source>UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player&apos;s two cards, never saying which is which.</source>
        <extracomment>Lock &amp; Bet: the tooltip of a player&apos;s UP/DOWN badge. The ranks are the cards&apos; corner indices: digits as the app writes numbers in your language; in a right-to-left language name J, Q, K, A as words (Latin letters inside the sentence reorder).</extracomment>
        <translation>عالية: 8 و9 و10 والولد والملكة والملك والآس. منخفضة: من 2 إلى 7. تعدّ الشارة ورقتَي هذا اللاعب دون أن تقول أيّهما أيّ.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %Ln chip(s)</source>
        <extracomment>Accessible summary of a player&apos;s corner: name and the chips behind.</extracomment>
        <translation>
            <numerusform>%1: لا رقائق</numerusform>
            <numerusform>%1: رقاقة واحدة</numerusform>
            <numerusform>%1: رقاقتان</numerusform>
            <numerusform>%1: %Ln رقائق</numerusform>
            <numerusform>%1: %Ln رقاقة</numerusform>
            <numerusform>%1: %Ln رقاقة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%Ln chip(s)</source>
        <extracomment>Chips a player still has behind (not in the pot).</extracomment>
        <translation>
            <numerusform>لا رقائق</numerusform>
            <numerusform>رقاقة واحدة</numerusform>
            <numerusform>رقاقتان</numerusform>
            <numerusform>%Ln رقائق</numerusform>
            <numerusform>%Ln رقاقة</numerusform>
            <numerusform>%Ln رقاقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>UP %1 · DOWN %2</source>
        <extracomment>Public signal: how many of the player&apos;s two cards are high (8 to A) and low (2 to 7).</extracomment>
        <translation>عالية %1 · منخفضة %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Acts first this deal</source>
        <translation>البادئ في هذه الجولة</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>First</source>
        <extracomment>Lock &amp; Bet: small tag on the box of the player who acts first this deal (shown once that player has acted; before, the line &quot;Acts first this deal&quot; says it).</extracomment>
        <translation>يبدأ أولًا</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+66"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>الموزّع</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>لم يبقَ شيء</numerusform>
            <numerusform>تبقّت نقطة واحدة</numerusform>
            <numerusform>تبقّت نقطتان</numerusform>
            <numerusform>تبقّت %Ln نقاط</numerusform>
            <numerusform>تبقّت %Ln نقطة</numerusform>
            <numerusform>تبقّت %Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>النقاط: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(‪+%1‬ معلّقة)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>الأكلات: %1</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../cardavia_desktop/controllers/languages.py" line="+57"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
    </message>
</context>
<context>
    <name>RecordChart</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RecordChart.qml" line="+141"/>
        <source>Win rate</source>
        <extracomment>The chart&apos;s vertical axis: the share of matches won.</extracomment>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Matches at this level, oldest first</source>
        <extracomment>The chart&apos;s horizontal axis: the matches at this AI level, numbered from the first.</extracomment>
        <translation>المباريات في هذا المستوى، الأقدم أولًا</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../cardavia_desktop/views/common/refusals.js" line="+11"/>
        <source>Nothing to take back: you have made no move in this deal yet.</source>
        <extracomment>A click on the dimmed Take back: none of your moves in this deal can be undone.</extracomment>
        <translation>لا شيء للتراجع عنه: لم تلعب أي حركة في هذه الجولة بعد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a lesson, Take back undoes only a move that is not the lesson&apos;s.</source>
        <extracomment>A click on the dimmed Take back during a lesson.</extracomment>
        <translation>في الدرس، لا يُلغي «تراجع» إلا حركة ليست من الدرس.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson waits: press Next to go on.</source>
        <extracomment>A click on a card or a dimmed button while the lesson waits for its Next button.</extracomment>
        <translation>الدرس ينتظر: اضغط «التالي» للمتابعة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing your seat: press Stop watching first.</source>
        <extracomment>A click on the dimmed Hint or Take back while the hard AI plays your seat (Watch).</extracomment>
        <translation>المستوى الصعب يلعب مكانك: اضغط «أوقف المشاهدة» أولًا.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick first: click the table, or press Space or Enter, to go on.</source>
        <extracomment>A click on the dimmed Hint while a finished trick waits on the table for a click or a key.</extracomment>
        <translation>انظر إلى الأكلة أولًا: انقر على الطاولة، أو اضغط المسافة أو Enter، للمتابعة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over: continue to the next one first.</source>
        <translation>انتهت الجولة: انتقل إلى الجولة التالية أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>هذه الحركة غير مسموحة الآن.</translation>
    </message>
</context>
<context>
    <name>RevealHistory</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/RevealHistory.qml" line="+40"/>
        <source>Revealed cards</source>
        <extracomment>Heading of the list of locked cards shown at past reveals.</extracomment>
        <translation>الأوراق المكشوفة</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deal %1</source>
        <extracomment>A past deal in the history: its number.</extracomment>
        <translation>الجولة %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>None yet</source>
        <translation>لا شيء بعد</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RulesPage.qml" line="+41"/>
        <source>How to play %1</source>
        <translation>طريقة لعب %1</translation>
    </message>
</context>
<context>
    <name>ScopaPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/ScopaPanel.qml" line="+75"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>الموزّع</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 / %2</source>
        <extracomment>A player&apos;s match total out of the 11 points needed, e.g. &quot;7 / 11&quot;.</extracomment>
        <translation>‪%1 / %2‬</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Match points: %1 of %2</source>
        <translation>نقاط المباراة: %1 من %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cards: %1 · Diamonds: %2</source>
        <extracomment>This deal so far: cards captured and Diamonds among them.</extracomment>
        <translation>الأوراق: %1 · الديناري: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scope: %1</source>
        <extracomment>Number of scope (table sweeps) a player has made this deal.</extracomment>
        <translation>السكوبات: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Settebello: this player has taken the %1, a prize of 1 point on its own.</source>
        <extracomment>Tooltip of the &quot;Settebello&quot; badge: %1 the card&apos;s name (&quot;7 of Diamonds&quot;).</extracomment>
        <translation>سبعة الديناري (%1): أخذها هذا اللاعب، وهي وحدها جائزة بنقطة واحدة.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Settebello</source>
        <extracomment>Badge: this player holds the seven of Diamonds.</extracomment>
        <translation>سبعة الديناري</translation>
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
        <translation>هذه الجولة: أنت %1، والذكاء الاصطناعي %2. المباراة: أنت %3، والذكاء الاصطناعي %4، من %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+101"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Nobody</source>
        <extracomment>Nobody gets a prize&apos;s point (a tie).</extracomment>
        <translation>لا أحد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You win the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>فاز الذكاء الاصطناعي بالمباراة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 of this match</source>
        <extracomment>Title of the score sheet after a deal, e.g. &quot;Deal 3 of this match&quot;: which deal of the match (not the deal number &quot;Deal #…&quot; shown above the table to replay it).</extracomment>
        <translation>الجولة %1 من هذه المباراة</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>none</source>
        <extracomment>Primiera cell: the player lacks a suit, so has no primiera.</extracomment>
        <translation>لا شيء</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Point</source>
        <extracomment>Score sheet column: who gets the point of each prize.</extracomment>
        <translation>النقطة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>الأوراق</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Diamonds</source>
        <translation>الديناري</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settebello</source>
        <translation>سبعة الديناري</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Primiera</source>
        <translation>البريميرا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scope</source>
        <extracomment>Table sweeps made this deal, one point each.</extracomment>
        <translation>السكوبات</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 point each</source>
        <translation>نقطة لكل منها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This deal</source>
        <extracomment>Points scored in this deal.</extracomment>
        <translation>هذه الجولة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <extracomment>The running match total (first to 11).</extracomment>
        <translation>المباراة</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>of %1</source>
        <extracomment>Beside the match totals: the target.</extracomment>
        <translation>من %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln card(s) left on the table went to the AI, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to the AI, the last to capture.</extracomment>
        <translation>
            <numerusform>لم تبقَ على الطاولة أي ورقة.</numerusform>
            <numerusform>الورقة الباقية على الطاولة ذهبت إلى الذكاء الاصطناعي: كان آخر من أخذ.</numerusform>
            <numerusform>الورقتان الباقيتان على الطاولة ذهبتا إلى الذكاء الاصطناعي: كان آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln أوراق) ذهبت إلى الذكاء الاصطناعي: كان آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln ورقة) ذهبت إلى الذكاء الاصطناعي: كان آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln ورقة) ذهبت إلى الذكاء الاصطناعي: كان آخر من أخذ.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln card(s) left on the table went to you, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to you, the last to capture.</extracomment>
        <translation>
            <numerusform>لم تبقَ على الطاولة أي ورقة.</numerusform>
            <numerusform>الورقة الباقية على الطاولة ذهبت إليك: كنتَ آخر من أخذ.</numerusform>
            <numerusform>الورقتان الباقيتان على الطاولة ذهبتا إليك: كنتَ آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln أوراق) ذهبت إليك: كنتَ آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln ورقة) ذهبت إليك: كنتَ آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln ورقة) ذهبت إليك: كنتَ آخر من أخذ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Level at 11 or more: another deal decides the match.</source>
        <translation>تعادل عند 11 أو أكثر: جولة أخرى تحسم المباراة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first to 11 who is ahead after a deal wins the match.</source>
        <translation>يفوز بالمباراة أول من يبلغ 11 وهو متقدّم بعد نهاية جولة.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+20"/>
        <source>Kings</source>
        <translation>الملوك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps 1 and 21</source>
        <extracomment>Trumps 1 and 21, worth 5 points each.</extracomment>
        <translation>الطرنيب 1 و21</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>الماتو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens</source>
        <translation>الملكات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights</source>
        <translation>الفرسان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks</source>
        <translation>الأولاد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other trumps</source>
        <extracomment>Trumps 2 to 20, worth 1 point each.</extracomment>
        <translation>أوراق الطرنيب الأخرى</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Numeral cards</source>
        <extracomment>Numeral suit cards, worth 1 point each.</extracomment>
        <translation>الأوراق المرقّمة</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tie: 57 points each.</source>
        <translation>تعادل: 57 نقطة لكل فريق.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win!</source>
        <translation>فزتَ أنت وشريكك!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>فاز الخصمان.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (of 114)</source>
        <extracomment>Total card points of a team; the two totals always add up to 114.</extracomment>
        <translation>المجموع (من 114)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tricks taken</source>
        <translation>الأكلات المأخوذة</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>ذهبت الأوراق الموضوعة جانبًا (بلا نقاط) إلى فريق «%1».</numerusform>
            <numerusform>ذهبت الأوراق الموضوعة جانبًا (نقطة واحدة) إلى فريق «%1».</numerusform>
            <numerusform>ذهبت الأوراق الموضوعة جانبًا (نقطتان) إلى فريق «%1».</numerusform>
            <numerusform>ذهبت الأوراق الموضوعة جانبًا (%Ln نقاط) إلى فريق «%1».</numerusform>
            <numerusform>ذهبت الأوراق الموضوعة جانبًا (%Ln نقطة) إلى فريق «%1».</numerusform>
            <numerusform>ذهبت الأوراق الموضوعة جانبًا (%Ln نقطة) إلى فريق «%1».</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto changed sides: its team took no trick.</source>
        <translation>غيّر الماتو فريقه: لم يربح فريقه أي أكلة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and your partner took all 15 tricks.</source>
        <translation>ربحتَ أنت وشريكك الأكلات الـ15 كلها.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents took all 15 tricks.</source>
        <translation>ربح الخصمان الأكلات الـ15 كلها.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New deal</source>
        <translation>جولة جديدة</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Scoreboard.qml" line="+28"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>النتائج</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1: %Ln resto(i)</source>
        <extracomment>A team&apos;s resti settled so far, and its tricks.</extracomment>
        <translation>
            <numerusform>%1: لا ريستي</numerusform>
            <numerusform>%1: ريستو واحد</numerusform>
            <numerusform>%1: ريستوان</numerusform>
            <numerusform>%1: %Ln ريستي</numerusform>
            <numerusform>%1: %Ln ريستو</numerusform>
            <numerusform>%1: %Ln ريستو</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln trick(s)</source>
        <translation>
            <numerusform>لا أكلات</numerusform>
            <numerusform>أكلة واحدة</numerusform>
            <numerusform>أكلتان</numerusform>
            <numerusform>%Ln أكلات</numerusform>
            <numerusform>%Ln أكلة</numerusform>
            <numerusform>%Ln أكلة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>At the end: %1 → %Ln more resto(i)</source>
        <extracomment>Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).</extracomment>
        <translation>
            <numerusform>في النهاية: %1 → لا ريستي إضافية</numerusform>
            <numerusform>في النهاية: %1 → ريستو إضافي واحد</numerusform>
            <numerusform>في النهاية: %1 → ريستوان إضافيان</numerusform>
            <numerusform>في النهاية: %1 → %Ln ريستي إضافية</numerusform>
            <numerusform>في النهاية: %1 → %Ln ريستو إضافيًا</numerusform>
            <numerusform>في النهاية: %1 → %Ln ريستو إضافي</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference: %1 (60 make a resto)</source>
        <extracomment>The running difference since the last resto; 60 points make a resto.</extracomment>
        <translation>الفارق: %1 (كل 60 تصنع ريستو)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Resto %1: %2 (%3)</source>
        <translation>ريستو %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 21</source>
        <translation>الأكلة %1 من 21</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+35"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1، %2، لا أوراق</numerusform>
            <numerusform>%1، %2، ورقة واحدة</numerusform>
            <numerusform>%1، %2، ورقتان</numerusform>
            <numerusform>%1، %2، %Ln أوراق</numerusform>
            <numerusform>%1، %2، %Ln ورقة</numerusform>
            <numerusform>%1، %2، %Ln ورقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>الموزّع</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>لا أوراق</numerusform>
            <numerusform>ورقة واحدة</numerusform>
            <numerusform>ورقتان</numerusform>
            <numerusform>%Ln أوراق</numerusform>
            <numerusform>%Ln ورقة</numerusform>
            <numerusform>%Ln ورقة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Thinking…</source>
        <extracomment>Under a player&apos;s name while the AI chooses its move.</extracomment>
        <translation>يفكّر…</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/SetupPanel.qml" line="+88"/>
        <source>+%1 %2</source>
        <extracomment>Points scored at once by a team during the set-up.</extracomment>
        <translation>‪+%1‬ %2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Set-up</source>
        <translation>التحضير</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cut and robbed:</source>
        <translation>قطع %1 وسلب:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut and robbed:</source>
        <translation>قطعتَ وسلبتَ:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cut: nothing to rob.</source>
        <translation>قطع %1: لا شيء يُسلب.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: nothing to rob.</source>
        <translation>قطعتَ: لا شيء يُسلب.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You dealt 21 each; last card shown:</source>
        <translation>وزّعتَ على كل لاعب 21 ورقة؛ كُشفت آخر ورقة:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt 21 each; last card shown:</source>
        <translation>وزّع %1 على كل لاعب 21 ورقة؛ كُشفت آخر ورقة:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 robbed from the Fola:</source>
        <translation>سلب %1 من الفولا:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You robbed from the Fola:</source>
        <translation>سلبتَ من الفولا:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>لم تسلب شيئًا من الفولا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>لم يسلب %1 شيئًا من الفولا.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 of %3 discarded face down</source>
        <extracomment>%1 player; discarded so far / to discard in all, face down.</extracomment>
        <translation>%1: تخلّص من %2 من %3 مقلوبة</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Fola (out of play): %Ln card(s), face down until play starts.</source>
        <translation>
            <numerusform>الفولا (خارج اللعب): لا أوراق، مقلوبة حتى بدء اللعب.</numerusform>
            <numerusform>الفولا (خارج اللعب): ورقة واحدة، مقلوبة حتى بدء اللعب.</numerusform>
            <numerusform>الفولا (خارج اللعب): ورقتان، مقلوبة حتى بدء اللعب.</numerusform>
            <numerusform>الفولا (خارج اللعب): %Ln أوراق، مقلوبة حتى بدء اللعب.</numerusform>
            <numerusform>الفولا (خارج اللعب): %Ln ورقة، مقلوبة حتى بدء اللعب.</numerusform>
            <numerusform>الفولا (خارج اللعب): %Ln ورقة، مقلوبة حتى بدء اللعب.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Fola, turned up (out of play):</source>
        <translation>الفولا مكشوفة (خارج اللعب):</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 declared %2:</source>
        <translation>أعلن %1 %2:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You declared %1:</source>
        <translation>أعلنتَ %1:</translation>
    </message>
</context>
<context>
    <name>Shoe</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Shoe.qml" line="+42"/>
        <source>Shoe: %1</source>
        <extracomment>Number of cards left in the shoe (the stock).</extracomment>
        <translation>صندوق الأوراق: %1</translation>
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
        <translation>التنقّل بين أوراقك</translation>
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
        <translation>الورقة الأولى أو الأخيرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Space</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Enter / مسافة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or hear why it cannot be played</source>
        <translation>لعب الورقة، أو سماع سبب تعذّر لعبها</translation>
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
        <translation>التنقّل بين أوراقك وأزرار الطاولة</translation>
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
        <translation>إلغاء اختيار؛ إغلاق التلميح أو السجل أو هذه القائمة</translation>
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
        <translation>مباراة جديدة (يسأل أولًا إن كانت هناك مباراة جارية)</translation>
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
        <translation>التراجع عن آخر حركة لك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: what would Hard play?</source>
        <translation>تلميح: ماذا كان سيلعب المستوى الصعب؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did the AI make its last move?</source>
        <extracomment>The Y key: after an AI move, its reasons (the same as the hint&apos;s, from its own view).</extracomment>
        <translation>لماذا قام الذكاء الاصطناعي بحركته الأخيرة؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch Hard play your seat in a fresh deal, or stop watching</source>
        <translation>شاهد المستوى الصعب يلعب مكانك جولة جديدة، أو أوقف المشاهدة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: while watching (the W key), Space pauses, Enter shows one move.</extracomment>
        <translation>مسافة / Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>While watching: pause or play on / one move while paused</source>
        <translation>أثناء المشاهدة: إيقاف مؤقت أو متابعة / حركة واحدة أثناء التوقف</translation>
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
        <translation>في درس: الخطوة التالية (أو التراجع عن حركة ليست حركة الدرس) / الخطوة السابقة</translation>
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
        <translation>إظهار مجريات الجولة حتى الآن أو إخفاؤها</translation>
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
        <translation>تشغيل الصوت أو إيقافه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide this list</source>
        <translation>إظهار هذه القائمة أو إخفاؤها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off</source>
        <translation>تشغيل ملء الشاشة أو إيقافه</translation>
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
        <translation>إنهاء كارداڤيا (مباراتك محفوظة)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Keyboard shortcuts</source>
        <translation>اختصارات لوحة المفاتيح</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Close</source>
        <extracomment>The shortcut sheet&apos;s button that closes it (as Escape or F1 do).</extracomment>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/StatisticsPage.qml" line="+47"/>
        <source>Easy</source>
        <translation>سهل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>عادي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>صعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <extracomment>A column of the statistics: matches during which the AI level was changed.</extracomment>
        <translation>مختلط</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points per deal</source>
        <translation>النقاط في الجولة</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Deals your team took every trick</source>
        <extracomment>Tarot statistics: deals where your team took every trick.</extracomment>
        <translation>أدوار أخذ فيها فريقك كل الأكلات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals the opponents took every trick</source>
        <extracomment>Tarot statistics: deals where the opponents took every trick.</extracomment>
        <translation>أدوار أخذ فيها الخصمان كل الأكلات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points for your team</source>
        <translation>نقاط الأوراق لفريقك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points against your team</source>
        <translation>نقاط الأوراق ضد فريقك</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Scope</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: sweeps (scope) you made.</extracomment>
        <translation>السكوبات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settebello won</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: deals where you took the seven of coins.</extracomment>
        <translation>مرات الفوز بسبعة الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primiera won</source>
        <comment>scopa</comment>
        <translation>مرات الفوز بالبريميرا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages declared</source>
        <comment>schnapsen</comment>
        <translation>الزيجات المُعلنة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes won</source>
        <comment>schnapsen</comment>
        <translation>إغلاقات رابحة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes lost</source>
        <comment>schnapsen</comment>
        <translation>إغلاقات خاسرة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals won for 2 game points</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: deals you won scoring 2 game points.</extracomment>
        <translation>جولات رابحة بنقطتَي لعب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won for 3 game points</source>
        <comment>schnapsen</comment>
        <translation>جولات رابحة بثلاث نقاط لعب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bummerl given to the AI</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches you won (the AI takes the Bummerl).</extracomment>
        <translation>مباريات خسرها الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… with the AI at no game point</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches won while the AI made no game point.</extracomment>
        <translation>… والذكاء الاصطناعي بلا نقطة لعب</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resti for your team</source>
        <comment>minchiate</comment>
        <translation>الريستي لفريقك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resti against your team</source>
        <comment>minchiate</comment>
        <translation>الريستي ضد فريقك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips won</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet statistics: chips won minus chips lost over all deals.</extracomment>
        <translation>الرقائق المكسوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest pot won</source>
        <comment>lockbet</comment>
        <translation>أكبر وعاء رابح</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folds</source>
        <comment>lockbet</comment>
        <translation>انسحاباتك</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s folds</source>
        <comment>lockbet</comment>
        <translation>انسحابات الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matches played</source>
        <translation>المباريات الملعوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>فوز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>خسارة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up (counted as lost)</source>
        <extracomment>Statistics: matches given up with New match, counted as lost.</extracomment>
        <translation>متروكة (تُحسب خسارة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>نسبة الفوز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>سلسلة الفوز الحالية</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best winning streak</source>
        <translation>أفضل سلسلة فوز</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With take-back or hint: played</source>
        <extracomment>Statistics: matches with a take-back or a hint, counted apart.</extracomment>
        <translation>مع تراجع أو تلميح: الملعوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With take-back or hint: won</source>
        <translation>مع تراجع أو تلميح: الفوز</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your record</source>
        <extracomment>Title of the statistics page.</extracomment>
        <translation>سجلّك</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset…</source>
        <extracomment>Forgets this game&apos;s statistics (asks first).</extracomment>
        <translation>إعادة ضبط…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your statistics were written by a newer version of Cardavia. They were kept as %1 and a fresh record was started.</source>
        <extracomment>%1 is the name the old statistics file was kept under.</extracomment>
        <translation>كُتبت إحصاءاتك بإصدار أحدث من كارداڤيا. حُفظت باسم %1 وبدأ سجلّ جديد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file could not be read. It was kept as %1 and a fresh record was started.</source>
        <translation>تعذّرت قراءة ملف إحصاءاتك. حُفظ باسم %1 وبدأ سجلّ جديد.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>حسنًا</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No match of this game has been counted yet. A match counts when it ends; one given up with New match counts as lost.</source>
        <translation>لم تُحسب أي مباراة من هذه اللعبة بعد. تُحسب المباراة حين تنتهي؛ والمتروكة بمباراة جديدة تُحسب خسارة.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AI level</source>
        <translation>مستوى الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your results, match after match</source>
        <extracomment>Heading of the chart of results over time.</extracomment>
        <translation>نتائجك، مباراةً بعد مباراة</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Win rate, all matches</source>
        <translation>نسبة الفوز، كل المباريات</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate, last %1 matches</source>
        <translation>نسبة الفوز، آخر %1 مباريات</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won (top)</source>
        <translation>فوز (أعلى)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost (bottom)</source>
        <translation>خسارة (أسفل)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart fills in as you finish matches at this level.</source>
        <translation>يمتلئ الرسم كلما أنهيت مباريات في هذا المستوى.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match counts under the AI level it was played at (Mixed if you changed it during the match). Matches with a take-back or a hint, or opened from a file, are counted apart; replayed deals never count.</source>
        <extracomment>Below the statistics: how matches are counted.</extracomment>
        <translation>تُحسب المباراة في مستوى الذكاء الاصطناعي الذي لُعبت به (مختلط إن غيّرته أثناء المباراة). المباريات التي فيها تراجع أو تلميح، أو المفتوحة من ملف، تُحسب على حدة؛ والجولات المُعادة لا تُحسب أبدًا.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reset the statistics of this game?</source>
        <extracomment>Asked before the statistics of one game are forgotten.</extracomment>
        <translation>إعادة ضبط إحصاءات هذه اللعبة؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure of this game, at every level, is forgotten. This cannot be undone.</source>
        <translation>تُنسى كل أرقام هذه اللعبة في كل المستويات. لا يمكن التراجع عن ذلك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>إعادة ضبط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>احتفظ بها</translation>
    </message>
</context>
<context>
    <name>StatusColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/StatusColumn.qml" line="+38"/>
        <source>The AI is thinking…</source>
        <translation>الذكاء الاصطناعي يفكّر…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose a card to lock</source>
        <translation>دورك: اختر ورقة لتثبيتها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI is choosing its card</source>
        <translation>الذكاء الاصطناعي يختار ورقته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to bet</source>
        <translation>الدور للذكاء الاصطناعي ليراهن</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You: +%1</source>
        <extracomment>Your chips won or lost in the deal just finished.</extracomment>
        <translation>أنت: ‪+%1‬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: −%1</source>
        <translation>أنت: ‪−%1‬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: ±%1</source>
        <translation>أنت: ‪±%1‬</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Next deal</source>
        <translation>الجولة التالية</translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/StockView.qml" line="+38"/>
        <source>Herz</source>
        <translation>القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schelln</source>
        <translation>الأجراس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eichel</source>
        <translation>البلّوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laub</source>
        <translation>الأخضر</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Closed</source>
        <extracomment>Shown on the stock once a player has closed it.</extracomment>
        <translation>مغلقة</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock (the face-up indicator included).</extracomment>
        <translation>الكومة: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock exhausted</source>
        <translation>نفدت الكومة</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trumps: %1</source>
        <extracomment>The trump suit of this deal, e.g. &quot;Trumps: Eichel&quot;.</extracomment>
        <translation>الطرنيب: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You closed the stock</source>
        <translation>أغلقتَ الكومة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI closed the stock</source>
        <translation>أغلق الذكاء الاصطناعي الكومة</translation>
    </message>
</context>
<context>
    <name>Story</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/story.js" line="+14"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You played %1.</source>
        <translation>لعبتَ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>لعب %1 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You put %1 on the table.</source>
        <comment>scopa</comment>
        <translation>وضعتَ %1 على الطاولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put %2 on the table.</source>
        <comment>scopa</comment>
        <translation>وضع %1 %2 على الطاولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1 and took %2.</source>
        <comment>scopa</comment>
        <translation>لعبتَ %1 وأخذتَ %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 and took %3.</source>
        <comment>scopa</comment>
        <translation>لعب %1 %2 وأخذ %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scopa! You cleared the table.</source>
        <comment>scopa</comment>
        <translation>سكوبا! نظّفتَ الطاولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scopa for %1: the table is cleared.</source>
        <comment>scopa</comment>
        <translation>سكوبا من نصيب %1: نُظّفت الطاولة.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards left on the table go to you: %1.</source>
        <comment>scopa</comment>
        <translation>الأوراق الباقية على الطاولة لك: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to %1: %2.</source>
        <comment>scopa</comment>
        <translation>الأوراق الباقية على الطاولة من نصيب %1: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <comment>scopa</comment>
        <translation>ثلاث أوراق أخرى لكل لاعب من الكومة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the deal is dealt again.</source>
        <comment>scopa</comment>
        <translation>ثلاثة ملوك أو أربعة على الطاولة: يُعاد توزيع الجولة.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You won the trick.</source>
        <translation>ربحتَ الأكلة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick.</source>
        <translation>ربح %1 الأكلة.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won the trick with %1.</source>
        <translation>ربحتَ الأكلة بـ%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick with %2.</source>
        <translation>ربح %1 الأكلة بـ%2.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You won the trick with %1 (%Ln point(s)).</source>
        <translation>
            <numerusform>ربحتَ الأكلة بـ%1 (لا نقاط).</numerusform>
            <numerusform>ربحتَ الأكلة بـ%1 (نقطة واحدة).</numerusform>
            <numerusform>ربحتَ الأكلة بـ%1 (نقطتان).</numerusform>
            <numerusform>ربحتَ الأكلة بـ%1 (%Ln نقاط).</numerusform>
            <numerusform>ربحتَ الأكلة بـ%1 (%Ln نقطة).</numerusform>
            <numerusform>ربحتَ الأكلة بـ%1 (%Ln نقطة).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick with %2 (%Ln point(s)).</source>
        <translation>
            <numerusform>ربح %1 الأكلة بـ%2 (لا نقاط).</numerusform>
            <numerusform>ربح %1 الأكلة بـ%2 (نقطة واحدة).</numerusform>
            <numerusform>ربح %1 الأكلة بـ%2 (نقطتان).</numerusform>
            <numerusform>ربح %1 الأكلة بـ%2 (%Ln نقاط).</numerusform>
            <numerusform>ربح %1 الأكلة بـ%2 (%Ln نقطة).</numerusform>
            <numerusform>ربح %1 الأكلة بـ%2 (%Ln نقطة).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>أغلقتَ الكومة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>أغلق %1 الكومة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>بدّلتَ ورقة الأونتر من الطرنيب بورقة الطرنيب المكشوفة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>بدّل %1 ورقة الأونتر من الطرنيب بورقة الطرنيب المكشوفة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You declared a marriage for %1.</source>
        <comment>schnapsen</comment>
        <translation>أعلنتَ زواجًا بقيمة %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared a marriage for %2.</source>
        <comment>schnapsen</comment>
        <translation>أعلن %1 زواجًا بقيمة %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You discarded.</source>
        <translation>أتممتَ التخلّص من الأوراق.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded.</source>
        <translation>أتمّ %1 التخلّص من الأوراق.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You robbed %1.</source>
        <comment>minchiate</comment>
        <translation>سلبتَ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed %2.</source>
        <comment>minchiate</comment>
        <translation>سلب %1 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer&apos;s bottom card is shown: %1.</source>
        <comment>minchiate</comment>
        <translation>كُشفت الورقة السفلى للموزّع: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You declared nothing.</source>
        <comment>minchiate</comment>
        <translation>لم تُعلن شيئًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared nothing.</source>
        <comment>minchiate</comment>
        <translation>لم يُعلن %1 شيئًا.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You called %1, all in.</source>
        <comment>lockbet</comment>
        <translation>جاريتَ بـ %1، بكل رقائقك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2, all in.</source>
        <comment>lockbet</comment>
        <translation>جارى %1 بـ %2، بكل رقائقه.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called %1.</source>
        <comment>lockbet</comment>
        <translation>جاريتَ بـ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2.</source>
        <comment>lockbet</comment>
        <translation>جارى %1 بـ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 unmatched chips come back to you.</source>
        <comment>lockbet</comment>
        <translation>تعود إليك %1 رقاقة لم تُجارَ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to %2.</source>
        <comment>lockbet</comment>
        <translation>تعود %1 رقاقة لم تُجارَ إلى %2.</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>You won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>ربحتَ الأكلة (لا نقاط).</numerusform>
            <numerusform>ربحتَ الأكلة (نقطة واحدة).</numerusform>
            <numerusform>ربحتَ الأكلة (نقطتان).</numerusform>
            <numerusform>ربحتَ الأكلة (%Ln نقاط).</numerusform>
            <numerusform>ربحتَ الأكلة (%Ln نقطة).</numerusform>
            <numerusform>ربحتَ الأكلة (%Ln نقطة).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>ربح %1 الأكلة (لا نقاط).</numerusform>
            <numerusform>ربح %1 الأكلة (نقطة واحدة).</numerusform>
            <numerusform>ربح %1 الأكلة (نقطتان).</numerusform>
            <numerusform>ربح %1 الأكلة (%Ln نقاط).</numerusform>
            <numerusform>ربح %1 الأكلة (%Ln نقطة).</numerusform>
            <numerusform>ربح %1 الأكلة (%Ln نقطة).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You declared %1 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>أعلنتَ %1 بلا نقاط.</numerusform>
            <numerusform>أعلنتَ %1 بنقطة واحدة.</numerusform>
            <numerusform>أعلنتَ %1 بنقطتين.</numerusform>
            <numerusform>أعلنتَ %1 بـ%Ln نقاط.</numerusform>
            <numerusform>أعلنتَ %1 بـ%Ln نقطة.</numerusform>
            <numerusform>أعلنتَ %1 بـ%Ln نقطة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>أعلن %1 %2 بلا نقاط.</numerusform>
            <numerusform>أعلن %1 %2 بنقطة واحدة.</numerusform>
            <numerusform>أعلن %1 %2 بنقطتين.</numerusform>
            <numerusform>أعلن %1 %2 بـ%Ln نقاط.</numerusform>
            <numerusform>أعلن %1 %2 بـ%Ln نقطة.</numerusform>
            <numerusform>أعلن %1 %2 بـ%Ln نقطة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The team of %1 scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <extracomment>Watch, Minchiate: the team of your seat (%1 &quot;Hard (your seat)&quot;) scores resti.</extracomment>
        <translation>
            <numerusform>لا يسجّل فريق %1 أي ريستو.</numerusform>
            <numerusform>يسجّل فريق %1 ريستو واحدًا.</numerusform>
            <numerusform>يسجّل فريق %1 ريستوَين.</numerusform>
            <numerusform>يسجّل فريق %1 %Ln ريستي.</numerusform>
            <numerusform>يسجّل فريق %1 %Ln ريستو.</numerusform>
            <numerusform>يسجّل فريق %1 %Ln ريستو.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your team scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>لا يسجّل فريقك أي ريستو.</numerusform>
            <numerusform>يسجّل فريقك ريستو واحدًا.</numerusform>
            <numerusform>يسجّل فريقك ريستوَين.</numerusform>
            <numerusform>يسجّل فريقك %Ln ريستي.</numerusform>
            <numerusform>يسجّل فريقك %Ln ريستو.</numerusform>
            <numerusform>يسجّل فريقك %Ln ريستو.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponents score %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>لا يسجّل الخصمان أي ريستو.</numerusform>
            <numerusform>يسجّل الخصمان ريستو واحدًا.</numerusform>
            <numerusform>يسجّل الخصمان ريستوَين.</numerusform>
            <numerusform>يسجّل الخصمان %Ln ريستي.</numerusform>
            <numerusform>يسجّل الخصمان %Ln ريستو.</numerusform>
            <numerusform>يسجّل الخصمان %Ln ريستو.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You locked a card.</source>
        <comment>lockbet</comment>
        <translation>ثبّتَّ ورقة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 locked a card.</source>
        <comment>lockbet</comment>
        <translation>ثبّت %1 ورقة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You checked.</source>
        <comment>lockbet</comment>
        <translation>مرّرتَ.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 checked.</source>
        <comment>lockbet</comment>
        <translation>مرّر %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bet %1.</source>
        <comment>lockbet</comment>
        <translation>راهنتَ بـ%1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bet %2.</source>
        <comment>lockbet</comment>
        <translation>راهن %1 بـ%2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You raised to %1.</source>
        <comment>lockbet</comment>
        <translation>رفعتَ إلى %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raised to %2.</source>
        <comment>lockbet</comment>
        <translation>رفع %1 إلى %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went all in (%1).</source>
        <comment>lockbet</comment>
        <translation>راهنتَ بكل رقائقك (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went all in (%2).</source>
        <comment>lockbet</comment>
        <translation>راهن %1 بكل رقائقه (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You folded.</source>
        <comment>lockbet</comment>
        <translation>انسحبتَ.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 folded.</source>
        <comment>lockbet</comment>
        <translation>انسحب %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The locked cards: %1.</source>
        <comment>lockbet</comment>
        <translation>الأوراق المثبّتة: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the pot of %1.</source>
        <comment>lockbet</comment>
        <translation>تربح الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pot of %1 is split.</source>
        <comment>lockbet</comment>
        <translation>يُقسم الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the pot of %2.</source>
        <comment>lockbet</comment>
        <translation>يربح %1 الوعاء البالغ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>انتهت المباراة.</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-154"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+79"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+0"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+27"/>
        <source>Deal %1 of this match</source>
        <extracomment>A heading in the deal&apos;s story: which deal of the match (as the score sheet&apos;s title; not the deal number &quot;Deal #…&quot; shown above the table).</extracomment>
        <translation>الجولة %1 من هذه المباراة</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The deal so far</source>
        <extracomment>Title of the log of the current and previous deal.</extracomment>
        <translation>مجريات الجولة حتى الآن</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+51"/>
        <source>The AI played %1.</source>
        <translation>لعب الذكاء الاصطناعي %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+405"/>
        <source>Ring a gold-edged König or Ober, then press M to declare its marriage.</source>
        <translation>حدِّد ورقة الملك أو الأوبر ذات الحافة الذهبية، ثم اضغط M لإعلان زواجها.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+25"/>
        <source>East</source>
        <translation>الشرق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>الغرب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>أنت والشريك</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>الخصمان</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>You discarded two cards: %Ln trump(s) among them.</source>
        <translation>
            <numerusform>وضعتَ ورقتين جانبًا، وليس بينهما طرنيب.</numerusform>
            <numerusform>وضعتَ ورقتين جانبًا، بينهما ورقة طرنيب واحدة.</numerusform>
            <numerusform>وضعتَ ورقتين جانبًا، وكلتاهما طرنيب.</numerusform>
            <numerusform>وضعتَ ورقتين جانبًا، بينها %Ln أوراق طرنيب.</numerusform>
            <numerusform>وضعتَ ورقتين جانبًا، بينها %Ln ورقة طرنيب.</numerusform>
            <numerusform>وضعتَ ورقتين جانبًا، بينها %Ln ورقة طرنيب.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 discarded two cards: %Ln trump(s) among them.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>
            <numerusform>وضع %1 ورقتين جانبًا، وليس بينهما طرنيب.</numerusform>
            <numerusform>وضع %1 ورقتين جانبًا، بينهما ورقة طرنيب واحدة.</numerusform>
            <numerusform>وضع %1 ورقتين جانبًا، وكلتاهما طرنيب.</numerusform>
            <numerusform>وضع %1 ورقتين جانبًا، بينها %Ln أوراق طرنيب.</numerusform>
            <numerusform>وضع %1 ورقتين جانبًا، بينها %Ln ورقة طرنيب.</numerusform>
            <numerusform>وضع %1 ورقتين جانبًا، بينها %Ln ورقة طرنيب.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The deal is over. %1: %2 points; %3: %4 points.</source>
        <extracomment>Said to screen readers at the end of the deal: each team&apos;s card points.</extracomment>
        <translation>انتهت الجولة. %1: %2 نقطة؛ %3: %4 نقطة.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This card cannot be discarded.</source>
        <translation>لا يجوز وضع هذه الورقة جانبًا.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Kings, trumps 1 and 21 and the Matto must stay. Another trump may go only if you then keep nothing but trumps and Kings, or no trump at all.</source>
        <extracomment>Beside the dealer&apos;s discard (newcomer #32 found the short form hard to follow).</extracomment>
        <translation>الملوك والطرنيب 1 و21 والماتو تبقى حتمًا. ولا يُوضع طرنيب آخر جانبًا إلا إن لم يبقَ معك بعدها سوى طرنيب وملوك، أو لم يبقَ معك أي طرنيب.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+75"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+127"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-126"/>
        <source>The deal is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+2"/>
        <source>You dealt: choose two cards to discard.</source>
        <translation>أنت الموزّع: اختر ورقتين لتضعهما جانبًا.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="-52"/>
        <source>Only cards worth nothing may be discarded, never trump 29.</source>
        <translation>لا يجوز التخلّص إلا من الأوراق التي لا قيمة لها، ولا من الطرنيب 29 أبدًا.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-28"/>
        <source>%1 played %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 a card.</extracomment>
        <translation>لعب %1 %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+6"/>
        <source>%1 took trick %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 the trick&apos;s number.</extracomment>
        <translation>ربح %1 الأكلة %2.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-2"/>
        <source>You took trick %1.</source>
        <extracomment>Said to screen readers: %1 the trick&apos;s number.</extracomment>
        <translation>ربحتَ الأكلة %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The deal is over. %1: %Ln resto(i); %2: %3.</source>
        <extracomment>Said to screen readers at the end of the deal: the net resti and who won.</extracomment>
        <translation>
            <numerusform>انتهت الجولة. %1: لا ريستي؛ %2: %3.</numerusform>
            <numerusform>انتهت الجولة. %1: ريستو واحد؛ %2: %3.</numerusform>
            <numerusform>انتهت الجولة. %1: ريستوان؛ %2: %3.</numerusform>
            <numerusform>انتهت الجولة. %1: %Ln ريستي؛ %2: %3.</numerusform>
            <numerusform>انتهت الجولة. %1: %Ln ريستو؛ %2: %3.</numerusform>
            <numerusform>انتهت الجولة. %1: %Ln ريستو؛ %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Fola is turned up: its %Ln card(s) stay out of play.</source>
        <translation>
            <numerusform>تُكشف الفولا: وتبقى أوراقها (لا أوراق) خارج اللعب.</numerusform>
            <numerusform>تُكشف الفولا: وتبقى أوراقها (ورقة واحدة) خارج اللعب.</numerusform>
            <numerusform>تُكشف الفولا: وتبقى أوراقها (ورقتان) خارج اللعب.</numerusform>
            <numerusform>تُكشف الفولا: وتبقى أوراقها (%Ln أوراق) خارج اللعب.</numerusform>
            <numerusform>تُكشف الفولا: وتبقى أوراقها (%Ln ورقة) خارج اللعب.</numerusform>
            <numerusform>تُكشف الفولا: وتبقى أوراقها (%Ln ورقة) خارج اللعب.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>King rule: %1 had to play %2.</source>
        <translation>قاعدة الملك: كان على %1 أن يلعب %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King rule: you had to play %1.</source>
        <translation>قاعدة الملك: كان عليك أن تلعب %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You robbed: choose %Ln card(s) worth nothing to discard.</source>
        <translation>
            <numerusform>سلبتَ: اختر لا أوراق بلا قيمة لتتخلّص منها.</numerusform>
            <numerusform>سلبتَ: اختر ورقة واحدة بلا قيمة لتتخلّص منها.</numerusform>
            <numerusform>سلبتَ: اختر ورقتين بلا قيمة لتتخلّص منها.</numerusform>
            <numerusform>سلبتَ: اختر %Ln أوراق بلا قيمة لتتخلّص منها.</numerusform>
            <numerusform>سلبتَ: اختر %Ln ورقة بلا قيمة لتتخلّص منها.</numerusform>
            <numerusform>سلبتَ: اختر %Ln ورقة بلا قيمة لتتخلّص منها.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your declarations.</source>
        <translation>إعلاناتك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+26"/>
        <source>Your turn: lead a card.</source>
        <translation>دورك: افتتح بورقة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>دورك: العب ورقة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is discarding.</source>
        <translation>%1 يتخلّص من أوراق.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is declaring.</source>
        <translation>%1 يعلن.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+3"/>
        <source>%1 is to play.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>الدور على %1.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Only cards worth nothing may go, never trump 29. Discards stay face down and count for nobody.</source>
        <translation>لا يجوز التخلّص إلا من أوراق بلا قيمة، ولا من الطرنيب 29 أبدًا. تبقى الأوراق المتخلَّص منها مقلوبة ولا تُحسب لأحد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Discard (%1 of %2)</source>
        <extracomment>Button: discard the chosen cards; %1 chosen of %2 to discard.</extracomment>
        <translation>تخلّص (%1 من %2)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+175"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>النتائج</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+102"/>
        <source>Set-up</source>
        <translation>التحضير</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score log</source>
        <translation>سجل النقاط</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-43"/>
        <source>Discard (%1 of 2)</source>
        <extracomment>Button: discard the chosen cards; %1 is how many are chosen.</extracomment>
        <translation>ضعهما جانبًا (%1 من 2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-36"/>
        <location line="+54"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+60"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 نقطة · لا أكلات</numerusform>
            <numerusform>%1: %2 نقطة · أكلة واحدة</numerusform>
            <numerusform>%1: %2 نقطة · أكلتان</numerusform>
            <numerusform>%1: %2 نقطة · %Ln أكلات</numerusform>
            <numerusform>%1: %2 نقطة · %Ln أكلة</numerusform>
            <numerusform>%1: %2 نقطة · %Ln أكلة</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+14"/>
        <source>Trumps discarded: %1</source>
        <extracomment>The dealer&apos;s public announcement: how many trumps were discarded.</extracomment>
        <translation>الطرنيب الموضوع جانبًا: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trick %1 of 15</source>
        <translation>الأكلة %1 من 15</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-107"/>
        <source>Match points: you %1, the AI %2. First to %3 wins.</source>
        <translation>نقاط المباراة: أنت %1، والذكاء الاصطناعي %2. يفوز أول من يصل إلى %3.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>You won the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>فاز الذكاء الاصطناعي بالمباراة.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>New match</source>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>الجولة التالية</translation>
    </message>
    <message>
        <location line="-148"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Table.qml" line="+285"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="-296"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+119"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+41"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+40"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>الأوراق: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>أوراق معروفة في يد الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+148"/>
        <source>The AI is thinking…</source>
        <translation>الذكاء الاصطناعي يفكّر…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>دورك: ردّ على ورقة الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+199"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+4"/>
        <source>The AI is to play</source>
        <translation>الدور للذكاء الاصطناعي</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+14"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>قواعد أشدّ: اتّبع النوع واربح الأكلة إن استطعت؛ وإلا فالعب طرنيبًا.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+21"/>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-199"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-324"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+31"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+30"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+49"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>الأكلات: %1</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+125"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="-240"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock.</extracomment>
        <translation>الكومة: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock empty</source>
        <translation>نفدت الكومة</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The table is empty</source>
        <extracomment>Shown on the felt when no card lies on the table.</extracomment>
        <translation>الطاولة فارغة</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Choose the cards to take</source>
        <translation>اختر الأوراق التي تأخذها</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+198"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+1"/>
        <source>Your turn: play a card</source>
        <translation>دورك: العب ورقة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+114"/>
        <source>Scopa!</source>
        <extracomment>Called out when a capture clears the table.</extracomment>
        <translation>سكوبا!</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>On the table: %1.</source>
        <extracomment>Spoken on request: the face-up cards, e.g. &quot;On the table: 3 of Spades, King of Hearts.&quot;</extracomment>
        <translation>على الطاولة: %1.</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/TableActions.qml" line="+86"/>
        <source>Log</source>
        <extracomment>Shows or hides the log of the current and previous deal. Also Ctrl+L.</extracomment>
        <translation>السجل</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal so far</source>
        <translation>مجريات الجولة حتى الآن</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New match</source>
        <extracomment>Starts the game over (asks first while a match is under way). Also Ctrl+N.</extracomment>
        <translation>مباراة جديدة</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back</source>
        <extracomment>Undoes your last move and the AI&apos;s moves after it. Also Ctrl+Z.</extracomment>
        <translation>تراجع</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint</source>
        <extracomment>Asks the strongest AI level which move it would make. Also the H key.</extracomment>
        <translation>تلميح</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What would Hard play?</source>
        <translation>ماذا كان سيلعب المستوى الصعب؟</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TableBase.qml" line="+197"/>
        <source>The new level plays from the AI&apos;s next move. This match now counts under “Mixed” in your statistics.</source>
        <extracomment>A notice after the AI level was changed during a match.</extracomment>
        <translation>يلعب المستوى الجديد ابتداءً من حركة الذكاء الاصطناعي التالية. وتُحسب هذه المباراة الآن ضمن «مختلط» في إحصاءاتك.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner plays at its new level from its next move.</source>
        <extracomment>A notice after your AI partner&apos;s level was changed during a match.</extracomment>
        <translation>يلعب شريكك بمستواه الجديد ابتداءً من حركته التالية.</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/TableCards.qml" line="+37"/>
        <source>Cards on the table</source>
        <extracomment>Accessible name of the face-up cards on the Scopa table.</extracomment>
        <translation>الأوراق على الطاولة</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickArea.qml" line="+53"/>
        <source>The trick</source>
        <extracomment>Accessible name of the trick in the middle of the table.</extracomment>
        <translation>الأكلة</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Trick over: click it, or lead, to put it away</source>
        <extracomment>Schnapsen: beside the trick just won, which stays in view until the next lead.</extracomment>
        <translation>انتهت الأكلة: انقر عليها، أو افتتح بورقة، لإبعادها</translation>
    </message>
</context>
<context>
    <name>TrickCross</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TrickCross.qml" line="+81"/>
        <source>Trick</source>
        <extracomment>Accessible name of the cards played to a trick, in the middle of the table.</extracomment>
        <translation>الأكلة</translation>
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
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
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
        <translation>السبب: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paused.</source>
        <translation>متوقف مؤقتًا.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playing.</source>
        <translation>يستمر اللعب.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Watching deal #%1: Hard plays your seat. Not counted; your match waits.</source>
        <extracomment>Watch: the title of the bar over the table; %1 the number of the deal watched.</extracomment>
        <translation>مشاهدة الجولة رقم %1: المستوى الصعب يلعب مكانك. لا تُحتسب؛ مباراتك تنتظر.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The first move is coming…</source>
        <extracomment>Watch: before the first move is shown.</extracomment>
        <translation>الحركة الأولى قادمة…</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Play</source>
        <extracomment>Watch: pause the AI&apos;s moves / play them on. Also the Space key.</extracomment>
        <translation>تابع</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>إيقاف مؤقت</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Space</source>
        <translation>مسافة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move</source>
        <extracomment>Watch: while paused, show the next move only. Also the Enter key.</extracomment>
        <translation>حركة واحدة</translation>
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
        <translation>بطيئة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <extracomment>Watch speed.</extracomment>
        <translation>عادية</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Watch speed.</extracomment>
        <translation>سريعة</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Speed: %1</source>
        <extracomment>Watch: a speed button&apos;s name for a screen reader, %1 the speed.</extracomment>
        <translation>السرعة: %1</translation>
    </message>
</context>
<context>
    <name>WatchButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchButton.qml" line="+33"/>
        <source>Stop watching</source>
        <extracomment>Starts Watch: the hard AI plays your seat in a fresh deal (your match waits). Also the W key.</extracomment>
        <translation>أوقف المشاهدة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>شاهد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to your match, as you left it.</source>
        <translation>العودة إلى مباراتك كما تركتها.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard plays your seat in a fresh deal; your match waits and nothing counts.</source>
        <translation>المستوى الصعب يلعب مكانك جولة جديدة؛ مباراتك تنتظر ولا يُحتسب شيء.</translation>
    </message>
</context>
<context>
    <name>Watched</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-85"/>
        <source>The AI folded: %1 takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: the AI folded, so your seat (%1 &quot;Hard (your seat)&quot;) takes the pot of %2.</extracomment>
        <translation>انسحب الذكاء الاصطناعي: يأخذ %1 الوعاء البالغ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card of %1 is stronger: it wins the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat&apos;s card (%1 &quot;Hard (your seat)&quot;) is stronger and wins the pot of %2.</extracomment>
        <translation>ورقة %1 أقوى: يربح الوعاء البالغ %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 folded: the AI takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) folded, so the AI takes the pot of %2.</extracomment>
        <translation>انسحب %1: يأخذ الذكاء الاصطناعي الوعاء البالغ %2.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/watched.js" line="+9"/>
        <source>Hard (your seat)</source>
        <extracomment>Watch: your seat while the hard level plays it, named in the log, the caption and the sheets.</extracomment>
        <translation>المستوى الصعب (مكانك)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match!</source>
        <extracomment>Watch: a watched match&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 يفوز بالمباراة!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the deal</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 يفوز بالجولة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and its partner win!</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat&apos;s team (%1 &quot;Hard (your seat)&quot;) and its partner.</extracomment>
        <translation>%1 وشريكه يفوزان!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watched deal</source>
        <extracomment>Watch: the title of a watched deal&apos;s score sheet (it is not a deal of your match).</extracomment>
        <translation>جولة مُشاهَدة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="-35"/>
        <source>%1 has no chips left.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) has lost all its chips.</extracomment>
        <translation>نفدت رقائق %1.</translation>
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
        <translation>الرقائق: %1 %2 · الذكاء الاصطناعي %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="-32"/>
        <source>%Ln card(s) left on the table went to %1, the last to capture.</source>
        <extracomment>Watch, under the score sheet: the cards left on the table went to your seat (%1 &quot;Hard (your seat)&quot;), the last to capture.</extracomment>
        <translation>
            <numerusform>لم يذهب إلى %1 أي ورقة من الطاولة.</numerusform>
            <numerusform>الورقة الباقية على الطاولة ذهبت إلى %1: كان آخر من أخذ.</numerusform>
            <numerusform>الورقتان الباقيتان على الطاولة ذهبتا إلى %1: كان آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln أوراق) ذهبت إلى %1: كان آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln ورقة) ذهبت إلى %1: كان آخر من أخذ.</numerusform>
            <numerusform>الأوراق الباقية على الطاولة (%Ln ورقة) ذهبت إلى %1: كان آخر من أخذ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="-71"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Why did the AI play %1?</source>
        <extracomment>The question the AI&apos;s move answers at a two-player table: %1 the card it played.</extracomment>
        <translation>لماذا لعب الذكاء الاصطناعي %1؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did %1 play %2?</source>
        <extracomment>The question an AI&apos;s move answers: %1 the seat (&quot;West&quot;, &quot;Partner&quot;), %2 the card it played.</extracomment>
        <translation>لماذا لعب %1 %2؟</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Why?</source>
        <extracomment>An AI&apos;s move that is not a card played: %1 the log&apos;s sentence of it (&quot;East bet 5.&quot;), then the question.</extracomment>
        <translation>%1 لماذا؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did the AI make this move?</source>
        <extracomment>The question of the AI&apos;s move the log has no sentence for (a two-player table).</extracomment>
        <translation>لماذا قام الذكاء الاصطناعي بهذه الحركة؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did %1 make this move?</source>
        <extracomment>The question of an AI&apos;s move the log has no sentence for; %1 the seat (&quot;West&quot;, &quot;AI&quot;).</extracomment>
        <translation>لماذا قام %1 بهذه الحركة؟</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It gives no particular reason for this move.</source>
        <extracomment>An AI&apos;s move with no reason to tell (its search simply found it best).</extracomment>
        <translation>لا يوجد سبب معيّن يُذكر لهذه الحركة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchBar.qml" line="-125"/>
        <source>What decided it, by its rules of thumb: %1.</source>
        <translation>ما حسم اختيارها وفق قواعده البسيطة: %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+21"/>
        <source>How this level chooses: %1</source>
        <extracomment>Why the AI moved, for an easier level: %1 how that level chooses its moves (e.g. &quot;Always plays by its rules of thumb.&quot;).</extracomment>
        <translation>كيف يختار هذا المستوى: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How %1 chooses: %2</source>
        <extracomment>Why the AI moved, when seats of several levels moved: %1 the seats of one level (&quot;Partner&quot;), %2 how that level chooses its moves.</extracomment>
        <translation>كيف يختار %1: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It had only this card left to play.</source>
        <extracomment>Why the AI moved: it had one card left in its hand, so it had no other card to play.</extracomment>
        <translation>لم يبقَ لديه سوى هذه الورقة ليلعبها.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The AI&apos;s reasons</source>
        <extracomment>Title of the panel with the reasons of the AI&apos;s last move.</extracomment>
        <translation>أسباب الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the reasons are being worked out.</extracomment>
        <translation>يفكّر…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the panel of the AI&apos;s reasons.</extracomment>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/why.js" line="-167"/>
        <source>leaves %1 on the table, and a card of that value is still to be played</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1 and a card of that value has not been played yet (it may be in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>يترك %1 على الطاولة، ولا تزال ورقة بهذه القيمة لم تُلعب بعد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no card still to be played can sweep the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: no card still to be played can take all the table&apos;s cards.</extracomment>
        <translation>لا توجد ورقة لم تُلعب بعد يمكنها أن تكنس الطاولة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-18"/>
        <source>its partner wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>يربح شريكه الأكلة (النقاط المحسوبة: %1 فيها، منها %2 مأخوذة من الخصمين)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its partner wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>يربح شريكه الأكلة (لا نقاط)</numerusform>
            <numerusform>يربح شريكه الأكلة (نقطة واحدة)</numerusform>
            <numerusform>يربح شريكه الأكلة (نقطتان)</numerusform>
            <numerusform>يربح شريكه الأكلة (%Ln نقاط)</numerusform>
            <numerusform>يربح شريكه الأكلة (%Ln نقطة)</numerusform>
            <numerusform>يربح شريكه الأكلة (%Ln نقطة)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them its team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI moved: %1 counting points in the trick, %2 of them its team&apos;s.</extracomment>
        <translation>يتخلّى عن الأكلة (النقاط المحسوبة: %1 فيها، منها %2 لفريقه)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its card is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>ورقته تربح الأكلة حتى الآن (لا نقاط فيها)</numerusform>
            <numerusform>ورقته تربح الأكلة حتى الآن (نقطة واحدة فيها)</numerusform>
            <numerusform>ورقته تربح الأكلة حتى الآن (نقطتان فيها)</numerusform>
            <numerusform>ورقته تربح الأكلة حتى الآن (%Ln نقاط فيها)</numerusform>
            <numerusform>ورقته تربح الأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
            <numerusform>ورقته تربح الأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its partner is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>شريكه يربح الأكلة حتى الآن (لا نقاط فيها)</numerusform>
            <numerusform>شريكه يربح الأكلة حتى الآن (نقطة واحدة فيها)</numerusform>
            <numerusform>شريكه يربح الأكلة حتى الآن (نقطتان فيها)</numerusform>
            <numerusform>شريكه يربح الأكلة حتى الآن (%Ln نقاط فيها)</numerusform>
            <numerusform>شريكه يربح الأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
            <numerusform>شريكه يربح الأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>one of its opponents is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>أحد خصميه يربح الأكلة حتى الآن (لا نقاط فيها)</numerusform>
            <numerusform>أحد خصميه يربح الأكلة حتى الآن (نقطة واحدة فيها)</numerusform>
            <numerusform>أحد خصميه يربح الأكلة حتى الآن (نقطتان فيها)</numerusform>
            <numerusform>أحد خصميه يربح الأكلة حتى الآن (%Ln نقاط فيها)</numerusform>
            <numerusform>أحد خصميه يربح الأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
            <numerusform>أحد خصميه يربح الأكلة حتى الآن (%Ln نقطة فيها)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s UP/DOWN signal</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards.</extracomment>
        <translation>قاعدته تقفل أيّ ورقتيه أرجح فوزًا، بحسب الأوراق التي لم تُرَ بعد وإشارة «عالية/منخفضة» لخصمه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at %1 or more, so it stakes all its %2 chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet all its chips: it stakes its card&apos;s chance to win times its chips; %1 the lowest chance (a percent) it can give its card for that bet, %2 the chips it had.</extracomment>
        <translation>قاعدته تراهن بفرصة فوز ورقته مضروبة في رقائقه: يقدّر تلك الفرصة بـ%1 أو أكثر، فيراهن بكل رقائقه الـ%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it bets only when it thinks its card wins more than %1 of the time, so it gives this card a chance of %1 or less</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) checked: it bets only when it thinks its card wins more often than not; %1 is that line as a percent (&quot;50%&quot;).</extracomment>
        <translation>لا يراهن إلا حين يظن أن ورقته تفوز في أكثر من %1 من المرات، فهو يعطي هذه الورقة فرصة %1 أو أقل</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it also took into account cards you cannot see, such as its own, and that part is not told here</source>
        <extracomment>Why the AI moved: some of its reasons are about cards you cannot see (its own among them), so they are not told.</extracomment>
        <translation>وأخذ في الحسبان أيضًا أوراقًا لا تراها، مثل أوراقه هو، وهذا الجزء لا يُذكر هنا</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Playing the rest of the deal out, that other move does about %1 better on average, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Minchiate&apos;s Normal): looking further ahead (playing the rest of the deal out), the other move does better by about %1 on average (e.g. &quot;0.3 resti&quot;), but this level does not look ahead and keeps to its rules.</extracomment>
        <translation>إذا لُعب باقي الجولة، فتلك الحركة الأخرى أفضل بنحو %1 في المتوسط، لكن هذا المستوى لا ينظر إلى الأمام: يلتزم بالقواعد البسيطة المذكورة أعلاه.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking further ahead would favour that other move, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would rate the other move higher, but this level follows its rules.</extracomment>
        <translation>النظر أبعد إلى الأمام يفضّل تلك الحركة الأخرى، لكن هذا المستوى لا ينظر إلى الأمام: يلتزم بالقواعد البسيطة المذكورة أعلاه.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called: %1 (a percent) is the share of the pot the call costs, the chance a call needs.</extracomment>
        <translation>قاعدته تجاري حين تستحق فرصة ورقته الثمن: المجاراة تكلّف %1 من الرهان الذي يلعب عليه بعدها، وورقته لم تكن قوية بما يكفي للرفع</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>pays %1 to call for a pot of %2, risking %3 of its chips to win %3 of its opponent&apos;s</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI called: it pays %1 to call for a pot of %2, and then %3 of its chips are at stake against as many of its opponent&apos;s (a phrase whose subject is the move: &quot;This move pays 1 to call…&quot;).</extracomment>
        <translation>يدفع %1 للمجاراة في وعاء يبلغ %2، فيخاطر بـ%3 من رقائقه ليربح %3 من رقائق خصمه</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bets %1 into a pot of %2, all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a bet or raise to %1 into a pot of %2 that puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>تراهن بـ%1 في وعاء يبلغ %2، وهي كل رقائقه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>puts in all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: the move puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>يضع كل رقائقه</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s signal: %1 UP (8 to Ace) and %2 DOWN (2 to 7)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards, judged against its opponent&apos;s public signal: %1 of the opponent&apos;s cards UP (8 to Ace), %2 DOWN (2 to 7).</extracomment>
        <translation>قاعدته تقفل أيّ ورقتيه أرجح فوزًا، بحسب الأوراق التي لم تُرَ بعد وإشارة خصمه: %1 عالية (من 8 إلى الآس) و%2 منخفضة (من 2 إلى 7)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at about %3 to %4, and that times its %2 chips comes to the %1 it put in</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet: it stakes its card&apos;s chance to win times its chips; %3–%4 the chance (percents) it gives its card, %2 the chips it had, %1 its round total.</extracomment>
        <translation>قاعدته تراهن بفرصة فوز ورقته مضروبة في رقائقه: يقدّر تلك الفرصة بنحو %3 إلى %4، وهي مضروبة في رقائقه الـ%2 تبلغ الـ%1 التي وضعها</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in), in an answer that has told the call&apos;s price in chips.</extracomment>
        <translation>قاعدته تجاري حين تستحق فرصة ورقته في الفوز ثمنَ المجاراة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in): %1 (a percent) is the share of the pot the call costs.</extracomment>
        <translation>قاعدته تجاري حين تستحق فرصة ورقته الثمن: المجاراة تكلّف %1 من الرهان الذي يلعب عليه بعدها</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;).</extracomment>
        <translation>قاعدته تجاري حين تستحق فرصة ورقته في الفوز ثمنَ المجاراة، وورقته لم تكن قوية بما يكفي للرفع</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rule folds when its card&apos;s chance to win is below the call&apos;s price, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;); it never bluffs.</extracomment>
        <translation>قاعدته تنسحب حين تقلّ فرصة ورقته في الفوز عن ثمن المجاراة، وهو يقدّر ورقته بأقل من ذلك</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule folds when its card&apos;s chance is below the price: the call needed about %1, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded: %1 (a percent) is the chance the call&apos;s price needs; it never bluffs.</extracomment>
        <translation>قاعدته تنسحب حين تقلّ فرصة ورقته عن الثمن: كانت المجاراة تتطلب نحو %1، وهو يقدّر ورقته بأقل من ذلك</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it follows the strategy solved for this deal, which mixes its moves, bluffs included, so that they do not give its card away</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Hard) moved: it samples the game-theory strategy solved for this deal, which mixes its moves (bluffs included) so that they do not give its card away.</extracomment>
        <translation>يتبع الاستراتيجية المحسوبة لهذه الجولة، وهي تمزج حركاته، بما فيها الخداع، حتى لا تكشف ورقته</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>it declares every combination it holds: it has declared %Ln (%1 points) and has none left</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.</extracomment>
        <translation>
            <numerusform>يعلن كل تشكيلة يحملها: لم يعلن أي تشكيلة (%1 نقطة) ولم يبقَ لديه شيء</numerusform>
            <numerusform>يعلن كل تشكيلة يحملها: أعلن تشكيلة واحدة (%1 نقطة) ولم يبقَ لديه شيء</numerusform>
            <numerusform>يعلن كل تشكيلة يحملها: أعلن تشكيلتين (%1 نقطة) ولم يبقَ لديه شيء</numerusform>
            <numerusform>يعلن كل تشكيلة يحملها: أعلن %Ln تشكيلات (%1 نقطة) ولم يبقَ لديه شيء</numerusform>
            <numerusform>يعلن كل تشكيلة يحملها: أعلن %Ln تشكيلة (%1 نقطة) ولم يبقَ لديه شيء</numerusform>
            <numerusform>يعلن كل تشكيلة يحملها: أعلن %Ln تشكيلة (%1 نقطة) ولم يبقَ لديه شيء</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it declares every combination it holds, and it holds none</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds, and it holds none.</extracomment>
        <translation>يعلن كل تشكيلة يحملها، ولا يحمل أيًّا منها</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>With that move, %1.</source>
        <extracomment>Why the AI moved: a reason of the best other move it had, a whole clause (%1, e.g. &quot;its partner wins the trick (3 points)&quot;).</extracomment>
        <translation>بتلك الحركة، %1.</translation>
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
        <translation>بتلك الحركة %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move %1.</source>
        <extracomment>Why the AI moved: what its move does (%1, e.g. &quot;takes the settebello, the 7 of Diamonds&quot;).</extracomment>
        <translation>بهذه الحركة %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Above all, with that move, %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>قبل كل شيء، بتلك الحركة، %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Above all, %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>قبل كل شيء، %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above all, that move %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do (%1, e.g. &quot;leaves cards adding up to 7 on the table…&quot;).</extracomment>
        <translation>قبل كل شيء، بتلك الحركة %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above all, this move %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, of its move (%1, e.g. &quot;takes 3 cards from the table&quot;).</extracomment>
        <translation>قبل كل شيء، بهذه الحركة %1.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>keeps %1 in hand</source>
        <extracomment>Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.</extracomment>
        <translation>يُبقي %1 في اليد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>leaves %1 on the table</source>
        <extracomment>Why a move rather than another: it leaves on the table the card(s) %1 the other move would have taken (captured) from it.</extracomment>
        <translation>يترك %1 على الطاولة</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Its best other move: %1.</source>
        <extracomment>Why the AI moved: the best other move it had (%1, e.g. &quot;Play 3 of Cups&quot;); what that move would do follows, in sentences of their own.</extracomment>
        <translation>أفضل حركة أخرى لديه: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its best other move uses a card you cannot see.</source>
        <extracomment>Why the AI moved: its best other move used a card of its hand you cannot see (not named, nor what it would have done).</extracomment>
        <translation>أفضل حركة أخرى لديه تستخدم ورقة لا يمكنك رؤيتها.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Looking further ahead also rates this move above that one.</source>
        <extracomment>Why the AI moved, at a level that keeps to a simple rule (Lock &amp; Bet&apos;s Normal), a note before the sentence that gives the rule: looking further ahead would also rate its move above the other.</extracomment>
        <translation>النظر أبعد إلى الأمام يفضّل هذه الحركة على تلك أيضًا.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its rules of thumb rated that move higher, but this level does not always play the move they rate best.</source>
        <extracomment>Why the AI moved, at an easier level: its rules of thumb rated the other move higher, but this level does not always play the move they rate best (how it chooses is told above).</extracomment>
        <translation>قواعده البسيطة قدّرت تلك الحركة أعلى، لكن هذا المستوى لا يلعب دائمًا الحركة التي تقدّرها أفضل.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking further ahead also rates this move above that one, though this level keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would also rate its move above the other, though it keeps to its rules.</extracomment>
        <translation>النظر أبعد إلى الأمام يفضّل هذه الحركة على تلك أيضًا، مع أن هذا المستوى يلتزم بالقواعد البسيطة المذكورة أعلاه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By its rules of thumb that difference is worth about %1 to this move, more than any other between the two.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb: the difference told &quot;above all&quot; is worth %1 (e.g. &quot;0.9 points&quot;, in the game&apos;s unit) more to its move by those rules, the most of any.</extracomment>
        <translation>بحسب قواعده البسيطة، يساوي هذا الفرق نحو %1 لصالح هذه الحركة، أكثر من أي فرق آخر بين الحركتين.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its rules of thumb rated this move higher than that one.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb that took the move they rate best.</extracomment>
        <translation>قواعده البسيطة قدّرت هذه الحركة أعلى من تلك.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every card left is known to it now: calculated exactly, this move and its best alternative come out the same.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly, and its move and the best other one come out the same.</extracomment>
        <translation>يعرف الآن كل ورقة باقية: بالحساب الدقيق، تتساوى هذه الحركة وأفضل بديل لها.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 better than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) better.</extracomment>
        <translation>يعرف الآن كل ورقة باقية: بالحساب الدقيق، تأتي هذه الحركة أفضل من أفضل بديل لها بمقدار %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 worse than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) worse.</extracomment>
        <translation>يعرف الآن كل ورقة باقية: بالحساب الدقيق، تأتي هذه الحركة أسوأ من أفضل بديل لها بمقدار %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played out in many guesses at the hidden cards, this move and its best alternative came out about the same on average.</source>
        <extracomment>Why the AI (a search) moved: it played the rest of the deal out in many guesses at the cards it cannot see, and its move and the best other one scored about the same.</extracomment>
        <translation>عند لعب بقية التوزيعة في تخمينات كثيرة للأوراق المخفية، جاءت هذه الحركة وأفضل بديل لها متساويتين تقريبًا في المتوسط.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 better on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) more than its best other move.</extracomment>
        <translation>عند لعب بقية التوزيعة في تخمينات كثيرة للأوراق المخفية، جاءت هذه الحركة أفضل من أفضل بديل لها بنحو %1 في المتوسط.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 worse on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) less than its best other move.</extracomment>
        <translation>عند لعب بقية التوزيعة في تخمينات كثيرة للأوراق المخفية، جاءت هذه الحركة أسوأ من أفضل بديل لها بنحو %1 في المتوسط.</translation>
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
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>الشرق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>الشريك</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>الغرب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>أنت والشريك</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>الخصمان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the chosen cards</source>
        <translation>التخلّص من الأوراق المختارة</translation>
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
        <translation>إعلان التشكيل الذي يحمل هذا الرقم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare no more</source>
        <translation>لا مزيد من الإعلانات</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-54"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: the keys that go on from a finished trick (any key does, but these are the ones to name; as the refusal &quot;press Space or Enter&quot;).</extracomment>
        <translation>مسافة / Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the set-up</source>
        <translation>إظهار التحضير أو إخفاؤه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the score log</source>
        <translation>إظهار سجل النقاط أو إخفاؤه</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swords</source>
        <translation>السيوف</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>العصي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>الكؤوس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>النقود</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>الطرنيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>الماتو</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Matto</source>
        <translation>الماتو</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trump %1</source>
        <extracomment>A trump card by its number, e.g. &quot;trump 29&quot;.</extracomment>
        <translation>الطرنيب %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-59"/>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Run of trumps</source>
        <extracomment>A combination (versicola): a run of consecutive trumps.</extracomment>
        <translation>سلسلة طرنيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1 and 40 with the Matto</source>
        <translation>الطرنيب 1 و40 مع الماتو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1, 13 and 28</source>
        <translation>الطرنيب 1 و13 و28</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20 and 30</source>
        <translation>الطرنيب 10 و20 و30</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 20, 30 and 40</source>
        <translation>الطرنيب 20 و30 و40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20, 30 and 40</source>
        <translation>الطرنيب 10 و20 و30 و40</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>الملوك</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run of trumps %1–%2</source>
        <extracomment>A run of consecutive trumps from %1 to %2.</extracomment>
        <translation>سلسلة طرنيب %1–%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>even</source>
        <comment>point difference</comment>
        <extracomment>The running point difference when neither team leads (&quot;Difference: even&quot;).</extracomment>
        <translation>تعادل</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You &amp; partner ahead by %1</source>
        <extracomment>The running point difference: your team (you and your partner) leads by %1 points.</extracomment>
        <translation>أنت والشريك متقدّمان بـ%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents ahead by %1</source>
        <extracomment>The running point difference: the opponents lead by %1 points.</extracomment>
        <translation>الخصمان متقدّمان بـ%1</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You robbed %1 when cutting: %Ln point(s)</source>
        <extracomment>%1 the cards robbed.</extracomment>
        <translation>
            <numerusform>سلبتَ %1 عند القطع: لا نقاط</numerusform>
            <numerusform>سلبتَ %1 عند القطع: نقطة واحدة</numerusform>
            <numerusform>سلبتَ %1 عند القطع: نقطتان</numerusform>
            <numerusform>سلبتَ %1 عند القطع: %Ln نقاط</numerusform>
            <numerusform>سلبتَ %1 عند القطع: %Ln نقطة</numerusform>
            <numerusform>سلبتَ %1 عند القطع: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 robbed %2 when cutting: %Ln point(s)</source>
        <extracomment>%1 player, %2 card, %3 points.</extracomment>
        <translation>
            <numerusform>سلب %1 %2 عند القطع: لا نقاط</numerusform>
            <numerusform>سلب %1 %2 عند القطع: نقطة واحدة</numerusform>
            <numerusform>سلب %1 %2 عند القطع: نقطتان</numerusform>
            <numerusform>سلب %1 %2 عند القطع: %Ln نقاط</numerusform>
            <numerusform>سلب %1 %2 عند القطع: %Ln نقطة</numerusform>
            <numerusform>سلب %1 %2 عند القطع: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You robbed %1 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>سلبتَ %1 من الفولا: لا نقاط</numerusform>
            <numerusform>سلبتَ %1 من الفولا: نقطة واحدة</numerusform>
            <numerusform>سلبتَ %1 من الفولا: نقطتان</numerusform>
            <numerusform>سلبتَ %1 من الفولا: %Ln نقاط</numerusform>
            <numerusform>سلبتَ %1 من الفولا: %Ln نقطة</numerusform>
            <numerusform>سلبتَ %1 من الفولا: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %2 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>سلب %1 %2 من الفولا: لا نقاط</numerusform>
            <numerusform>سلب %1 %2 من الفولا: نقطة واحدة</numerusform>
            <numerusform>سلب %1 %2 من الفولا: نقطتان</numerusform>
            <numerusform>سلب %1 %2 من الفولا: %Ln نقاط</numerusform>
            <numerusform>سلب %1 %2 من الفولا: %Ln نقطة</numerusform>
            <numerusform>سلب %1 %2 من الفولا: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The dealer&apos;s last card, %1, was shown: %Ln point(s)</source>
        <translation>
            <numerusform>كُشفت آخر ورقة للموزّع، %1: لا نقاط</numerusform>
            <numerusform>كُشفت آخر ورقة للموزّع، %1: نقطة واحدة</numerusform>
            <numerusform>كُشفت آخر ورقة للموزّع، %1: نقطتان</numerusform>
            <numerusform>كُشفت آخر ورقة للموزّع، %1: %Ln نقاط</numerusform>
            <numerusform>كُشفت آخر ورقة للموزّع، %1: %Ln نقطة</numerusform>
            <numerusform>كُشفت آخر ورقة للموزّع، %1: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You declared %1 (%2) with the Matto bonus: %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>أعلنتَ %1 (%2) مع مكافأة الماتو: لا نقاط</numerusform>
            <numerusform>أعلنتَ %1 (%2) مع مكافأة الماتو: نقطة واحدة</numerusform>
            <numerusform>أعلنتَ %1 (%2) مع مكافأة الماتو: نقطتان</numerusform>
            <numerusform>أعلنتَ %1 (%2) مع مكافأة الماتو: %Ln نقاط</numerusform>
            <numerusform>أعلنتَ %1 (%2) مع مكافأة الماتو: %Ln نقطة</numerusform>
            <numerusform>أعلنتَ %1 (%2) مع مكافأة الماتو: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3) with the Matto bonus: %Ln point(s)</source>
        <translation>
            <numerusform>أعلن %1 %2 (%3) مع مكافأة الماتو: لا نقاط</numerusform>
            <numerusform>أعلن %1 %2 (%3) مع مكافأة الماتو: نقطة واحدة</numerusform>
            <numerusform>أعلن %1 %2 (%3) مع مكافأة الماتو: نقطتان</numerusform>
            <numerusform>أعلن %1 %2 (%3) مع مكافأة الماتو: %Ln نقاط</numerusform>
            <numerusform>أعلن %1 %2 (%3) مع مكافأة الماتو: %Ln نقطة</numerusform>
            <numerusform>أعلن %1 %2 (%3) مع مكافأة الماتو: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared %1 (%2): %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>أعلنتَ %1 (%2): لا نقاط</numerusform>
            <numerusform>أعلنتَ %1 (%2): نقطة واحدة</numerusform>
            <numerusform>أعلنتَ %1 (%2): نقطتان</numerusform>
            <numerusform>أعلنتَ %1 (%2): %Ln نقاط</numerusform>
            <numerusform>أعلنتَ %1 (%2): %Ln نقطة</numerusform>
            <numerusform>أعلنتَ %1 (%2): %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3): %Ln point(s)</source>
        <translation>
            <numerusform>أعلن %1 %2 (%3): لا نقاط</numerusform>
            <numerusform>أعلن %1 %2 (%3): نقطة واحدة</numerusform>
            <numerusform>أعلن %1 %2 (%3): نقطتان</numerusform>
            <numerusform>أعلن %1 %2 (%3): %Ln نقاط</numerusform>
            <numerusform>أعلن %1 %2 (%3): %Ln نقطة</numerusform>
            <numerusform>أعلن %1 %2 (%3): %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Trick %1: %2 captured your team&apos;s %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.</extracomment>
        <translation>
            <numerusform>الأكلة %1: أخذ %2 %3 من فريقك: لا نقاط</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من فريقك: نقطة واحدة</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من فريقك: نقطتان</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من فريقك: %Ln نقاط</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من فريقك: %Ln نقطة</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من فريقك: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Trick %1: you captured the opponents&apos; %2: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>الأكلة %1: أخذتَ %2 من الخصمين: لا نقاط</numerusform>
            <numerusform>الأكلة %1: أخذتَ %2 من الخصمين: نقطة واحدة</numerusform>
            <numerusform>الأكلة %1: أخذتَ %2 من الخصمين: نقطتان</numerusform>
            <numerusform>الأكلة %1: أخذتَ %2 من الخصمين: %Ln نقاط</numerusform>
            <numerusform>الأكلة %1: أخذتَ %2 من الخصمين: %Ln نقطة</numerusform>
            <numerusform>الأكلة %1: أخذتَ %2 من الخصمين: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Trick %1: %2 captured the opponents&apos; %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 player, %3 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>الأكلة %1: أخذ %2 %3 من الخصمين: لا نقاط</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من الخصمين: نقطة واحدة</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من الخصمين: نقطتان</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من الخصمين: %Ln نقاط</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من الخصمين: %Ln نقطة</numerusform>
            <numerusform>الأكلة %1: أخذ %2 %3 من الخصمين: %Ln نقطة</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cut: no card to rob.</source>
        <translation>قطع %1: لا ورقة تُسلب.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: no card to rob.</source>
        <translation>قطعتَ: لا ورقة تُسلب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>لم تسلب شيئًا من الفولا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>لم يسلب %1 شيئًا من الفولا.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You cut and robbed %Ln card(s): %1.</source>
        <translation>
            <numerusform>قطعتَ ولم تسلب أي ورقة: %1.</numerusform>
            <numerusform>قطعتَ وسلبتَ ورقة واحدة: %1.</numerusform>
            <numerusform>قطعتَ وسلبتَ ورقتين: %1.</numerusform>
            <numerusform>قطعتَ وسلبتَ %Ln أوراق: %1.</numerusform>
            <numerusform>قطعتَ وسلبتَ %Ln ورقة: %1.</numerusform>
            <numerusform>قطعتَ وسلبتَ %Ln ورقة: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 cut and robbed %Ln card(s): %2.</source>
        <translation>
            <numerusform>قطع %1 ولم يسلب أي ورقة: %2.</numerusform>
            <numerusform>قطع %1 وسلب ورقة واحدة: %2.</numerusform>
            <numerusform>قطع %1 وسلب ورقتين: %2.</numerusform>
            <numerusform>قطع %1 وسلب %Ln أوراق: %2.</numerusform>
            <numerusform>قطع %1 وسلب %Ln ورقة: %2.</numerusform>
            <numerusform>قطع %1 وسلب %Ln ورقة: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You robbed %Ln card(s) from the Fola: %1.</source>
        <translation>
            <numerusform>لم تسلب أي ورقة من الفولا: %1.</numerusform>
            <numerusform>سلبتَ ورقة واحدة من الفولا: %1.</numerusform>
            <numerusform>سلبتَ ورقتين من الفولا: %1.</numerusform>
            <numerusform>سلبتَ %Ln أوراق من الفولا: %1.</numerusform>
            <numerusform>سلبتَ %Ln ورقة من الفولا: %1.</numerusform>
            <numerusform>سلبتَ %Ln ورقة من الفولا: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %Ln card(s) from the Fola: %2.</source>
        <translation>
            <numerusform>لم يسلب %1 أي ورقة من الفولا: %2.</numerusform>
            <numerusform>سلب %1 ورقة واحدة من الفولا: %2.</numerusform>
            <numerusform>سلب %1 ورقتين من الفولا: %2.</numerusform>
            <numerusform>سلب %1 %Ln أوراق من الفولا: %2.</numerusform>
            <numerusform>سلب %1 %Ln ورقة من الفولا: %2.</numerusform>
            <numerusform>سلب %1 %Ln ورقة من الفولا: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dealt; the last card, shown to all: %1.</source>
        <translation>وزّعتَ؛ وآخر ورقة، مكشوفة للجميع: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt; the last card, shown to all: %2.</source>
        <translation>وزّع %1؛ وآخر ورقة، مكشوفة للجميع: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discarded a card face down.</source>
        <translation>تخلّص %1 من ورقة مقلوبة.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You discarded a card face down.</source>
        <translation>تخلّصتَ من ورقة مقلوبة.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>You declared nothing.</source>
        <translation>لم تُعلن شيئًا.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 declared nothing.</source>
        <translation>لم يُعلن %1 شيئًا.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 → %2. Difference: %3.</source>
        <extracomment>A score line: the reason, then the team that scores and the running difference.</extracomment>
        <translation>%1 ← %2. الفارق: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</source>
        <extracomment>%1 team, %2 difference before, %3 after.</extracomment>
        <translation>
            <numerusform>لا ريستي لصالح فريق «%1»: بلغ الفارق %2 نقطة، وسُوّيت 60 نقطة لكل ريستو، وبقي %3.</numerusform>
            <numerusform>ريستو واحد لصالح فريق «%1»: بلغ الفارق %2 نقطة، وسُوّيت 60 نقطة لكل ريستو، وبقي %3.</numerusform>
            <numerusform>ريستوان لصالح فريق «%1»: بلغ الفارق %2 نقطة، وسُوّيت 60 نقطة لكل ريستو، وبقي %3.</numerusform>
            <numerusform>%Ln ريستي لصالح فريق «%1»: بلغ الفارق %2 نقطة، وسُوّيت 60 نقطة لكل ريستو، وبقي %3.</numerusform>
            <numerusform>%Ln ريستو لصالح فريق «%1»: بلغ الفارق %2 نقطة، وسُوّيت 60 نقطة لكل ريستو، وبقي %3.</numerusform>
            <numerusform>%Ln ريستو لصالح فريق «%1»: بلغ الفارق %2 نقطة، وسُوّيت 60 نقطة لكل ريستو، وبقي %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 to you.</source>
        <translation>الأكلة %1 لك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 to %2.</source>
        <translation>الأكلة %1 من نصيب %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fola is turned up (out of play): %1.</source>
        <translation>تُكشف الفولا (خارج اللعب): %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto&apos;s team took no trick: the Matto goes to %1.</source>
        <translation>لم يربح فريق الماتو أي أكلة: يذهب الماتو إلى فريق «%1».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto, played by %2, fell in a trick won by %1: %2 keep it and give %1 %3 in exchange.</source>
        <extracomment>%1 the team that won the Matto&apos;s trick, %2 the team that played the Matto (it keeps it), %3 the card %2 gives %1 instead.</extracomment>
        <translation>وقع الماتو الذي لعبه فريق «%2» في أكلة ربحها فريق «%1»: يحتفظ به فريق «%2» ويعطي فريق «%1» بدلًا منه %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the deal: see the score sheet.</source>
        <translation>نهاية الجولة: انظر ورقة النتائج.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trump 29 may never be discarded: it is worth 5 inside a combination.</source>
        <translation>لا يجوز أبدًا التخلّص من الطرنيب 29: قيمته 5 داخل التشكيل.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is worth %Ln point(s): only cards worth nothing may be discarded.</source>
        <translation>
            <numerusform>قيمة %1 لا نقاط: لا يجوز التخلّص إلا من أوراق بلا قيمة.</numerusform>
            <numerusform>قيمة %1 نقطة واحدة: لا يجوز التخلّص إلا من أوراق بلا قيمة.</numerusform>
            <numerusform>قيمة %1 نقطتان: لا يجوز التخلّص إلا من أوراق بلا قيمة.</numerusform>
            <numerusform>قيمة %1 %Ln نقاط: لا يجوز التخلّص إلا من أوراق بلا قيمة.</numerusform>
            <numerusform>قيمة %1 %Ln نقطة: لا يجوز التخلّص إلا من أوراق بلا قيمة.</numerusform>
            <numerusform>قيمة %1 %Ln نقطة: لا يجوز التخلّص إلا من أوراق بلا قيمة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King rule: this is the first %1 trick and a trump has been played, so you must play your King.</source>
        <translation>قاعدة الملك: هذه أول أكلة في %1 وقد لُعب طرنيب، فعليك أن تلعب ملكك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow %1.</source>
        <translation>عليك اتّباع %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow %1 (or play the Matto).</source>
        <translation>عليك اتّباع %1 (أو لعب الماتو).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no %1: you must play a trump.</source>
        <translation>ليست معك أي ورقة من %1: عليك أن تلعب طرنيبًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no %1: you must play a trump (or the Matto).</source>
        <translation>ليست معك أي ورقة من %1: عليك أن تلعب طرنيبًا (أو الماتو).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <source>Please wait: it is not your turn.</source>
        <translation>انتظر من فضلك: ليس دورك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <source>The deal is over.</source>
        <translation>انتهت الجولة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+10"/>
        <source>An AI player could not move. Please start a new deal.</source>
        <translation>تعذّر على أحد لاعبي الذكاء الاصطناعي اللعب. ابدأ جولة جديدة من فضلك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 resti</source>
        <comment>minchiate hint value</comment>
        <extracomment>Expected value of a hinted Minchiate move, e.g. &quot;+1.5 resti&quot;.</extracomment>
        <translation>%1 ريستو</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected resti for your team from this deal (+ gained, − lost), points not yet converted counted as part of a resto.</source>
        <comment>minchiate</comment>
        <extracomment>Under the Minchiate hint&apos;s heading: what the move values mean (resti: the game&apos;s unit).</extracomment>
        <translation>الريستو المتوقَّع لفريقك من هذه الجولة (+ مكسوب، − مفقود)؛ وتُحسب النقاط التي لم تُحوَّل بعد جزءًا من ريستو.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resti per deal</source>
        <comment>minchiate</comment>
        <translation>الريستي في الجولة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-86"/>
        <source>Check</source>
        <translation>تمرير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <translation>جارِ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <translation>انسحب</translation>
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
        <translation>زيادة مبلغ الرهان أو إنقاصه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet or raise the chosen amount</source>
        <translation>المراهنة أو الرفع بالمبلغ المختار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in</source>
        <translation>كل الرقائق</translation>
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
        <translation>اختيار الورقة المحاطة، ومرة ثانية لتثبيتها؛ تأكيد المبلغ؛ الجولة التالية؛ مباراة جديدة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-41"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+1"/>
        <source>Next deal, or a new match when it is over</source>
        <translation>الجولة التالية، أو مباراة جديدة عند انتهاء المباراة</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tricks taken</source>
        <extracomment>Statistics of the template game: the tricks you took over all matches.</extracomment>
        <translation>الأكلات المأخوذة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-10"/>
        <source>Lock the ringed card face down</source>
        <translation>تثبيت الورقة المحاطة مقلوبة</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card plays in the next deal.</source>
        <extracomment>Lock &amp; Bet: a note over the card you kept (not locked), when you click it: it is played in the next deal.</extracomment>
        <translation>هذه الورقة تُلعب في الجولة التالية.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: check or bet</source>
        <translation>دورك: مرّر أو راهن</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: check</source>
        <translation>دورك: مرّر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, raise or fold</source>
        <translation>دورك: جارِ أو ارفع أو انسحب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, go all-in or fold</source>
        <translation>دورك: جارِ أو ادفع كل الرقائق أو انسحب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: call or fold</source>
        <translation>دورك: جارِ أو انسحب</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checked</source>
        <translation>تمرير</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1, all-in</source>
        <translation>رهان بـ%1، بكل الرقائق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bet %1</source>
        <translation>رهان بـ%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised to %1, all-in</source>
        <translation>رفع إلى %1، بكل الرقائق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised to %1</source>
        <translation>رفع إلى %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in to %1</source>
        <translation>كل الرقائق إلى %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Called %1, all-in</source>
        <translation>مجاراة بـ%1، بكل الرقائق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Called %1</source>
        <translation>مجاراة بـ%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded</source>
        <translation>انسحاب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked a card</source>
        <translation>تثبيت ورقة</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Equal ranks: the pot of %1 is split.</source>
        <extracomment>A split pot: each player takes back what they put in.</extracomment>
        <translation>رتبتان متساويتان: يُقسم الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The AI folded: you take the pot of %1.</source>
        <translation>انسحب الذكاء الاصطناعي: تأخذ الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You folded: the AI takes the pot of %1.</source>
        <translation>انسحبتَ: يأخذ الذكاء الاصطناعي الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is stronger: you win the pot of %1.</source>
        <translation>ورقتك أقوى: تربح الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s card is stronger: it wins the pot of %1.</source>
        <translation>ورقة الذكاء الاصطناعي أقوى: يربح الوعاء البالغ %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-23"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+19"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-80"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-83"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>انتظر من فضلك: الدور للذكاء الاصطناعي.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-48"/>
        <source>%1 · pot split</source>
        <extracomment>A player&apos;s box after a deal of equal cards: its last move (%1), then the pot was split.</extracomment>
        <translation>%1 · تقاسم الوعاء</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · won %2</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it won the pot of %2 chips.</extracomment>
        <translation>%1 · ربح %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · lost</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it lost the pot.</extracomment>
        <translation>%1 · خسارة</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 unmatched chips come back to you.</source>
        <translation>تعود إليك %1 رقاقة لم تُجارَ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to the AI.</source>
        <translation>تعود إلى الذكاء الاصطناعي %1 رقاقة لم تُجارَ.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>انتهت الجولة: اضغط أولًا «الجولة التالية».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over. Start a new match to play again.</source>
        <translation>انتهت المباراة. ابدأ مباراة جديدة لتلعب من جديد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot lock that card now.</source>
        <translation>لا يمكنك تثبيت هذه الورقة الآن.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your two cards first.</source>
        <translation>اختر أولًا إحدى ورقتيك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is locked; a lock cannot be changed.</source>
        <translation>ورقتك مثبّتة، ولا يمكن تغيير التثبيت.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players lock a card before the betting starts.</source>
        <translation>يثبّت كل لاعب ورقة قبل أن تبدأ المراهنة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a whole number of chips, such as %1.</source>
        <translation>اكتب عددًا صحيحًا من الرقائق، مثل %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The amount must be at least 1 chip.</source>
        <translation>يجب أن يكون المبلغ رقاقة واحدة على الأقل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many chips: this round you can put in at most %1 in total.</source>
        <translation>رقائق أكثر من اللازم: أقصى ما يمكنك وضعه في هذه الجولة %1 إجمالًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum raise is to %1.</source>
        <translation>أقل من اللازم: أقل رفع هو إلى %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum bet is %1.</source>
        <translation>أقل من اللازم: أقل رهان هو %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot make a full raise: go all-in, call or fold.</source>
        <translation>لا يمكنك رفع كامل: راهن بكل رقائقك أو جارِ أو انسحب.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot raise now: call or fold.</source>
        <translation>لا يمكنك الرفع الآن: جارِ أو انسحب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot go all-in now.</source>
        <translation>لا يمكنك المراهنة بكل رقائقك الآن.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot check: there is a bet to call.</source>
        <translation>لا يمكنك التمرير: هناك رهان عليك مجاراته.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to call: check or bet.</source>
        <translation>لا شيء للمجاراة: مرّر أو راهن.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bet to raise: bet instead.</source>
        <translation>لا رهان لترفعه: راهن بدلًا من ذلك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: call, raise or fold.</source>
        <translation>هناك رهان بالفعل: جارِ أو ارفع أو انسحب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+9"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>تعذّر على الذكاء الاصطناعي اللعب. ابدأ مباراة جديدة من فضلك.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chips</source>
        <comment>lockbet hint value</comment>
        <extracomment>Expected value of a hinted Lock &amp; Bet move, e.g. &quot;+1.5 chips&quot;.</extracomment>
        <translation>%1 رقاقة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected chips won (+) or lost (−) in this deal, antes included.</source>
        <comment>lockbet</comment>
        <extracomment>Under the Lock &amp; Bet hint&apos;s heading: what the move values mean.</extracomment>
        <translation>الرقائق المتوقَّع ربحها (+) أو خسارتها (−) في هذه الجولة، مع الرهان الابتدائي.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chips won per deal</source>
        <comment>lockbet</comment>
        <translation>الرقائق المكسوبة في الجولة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-6"/>
        <source>Discard the two chosen cards</source>
        <translation>وضع الورقتين المختارتين جانبًا</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-7"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-35"/>
        <source>Show or hide the last trick</source>
        <translation>إظهار الأكلة الأخيرة أو إخفاؤها</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+3"/>
        <source>Next trick, when a finished trick waits for you</source>
        <translation>الأكلة التالية، حين تنتظرك أكلة منتهية</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>New deal, when the score sheet shows</source>
        <translation>جولة جديدة، عند ظهور ورقة النتائج</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+37"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-6"/>
        <source>That card cannot be played now.</source>
        <translation>لا يمكن لعب هذه الورقة الآن.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>You do not hold that card.</source>
        <translation>هذه الورقة ليست في يدك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>عليك اتّباع النوع المفتتَح به.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>لا تستطيع اتّباع النوع، فعليك أن تلعب طرنيبًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard two cards first.</source>
        <translation>ضع ورقتين جانبًا أولًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The discard has already been made.</source>
        <translation>وُضعت الورقتان جانبًا بالفعل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose two different cards.</source>
        <translation>اختر ورقتين مختلفتين.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings, trumps 1 and 21 and the Matto may not be discarded.</source>
        <translation>لا يجوز وضع الملوك والطرنيب 1 و21 والماتو جانبًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may discard a trump only if the 15 cards you keep are all trumps and Kings (and the Matto), or hold no trump at all.</source>
        <translation>لا يجوز لك وضع طرنيب جانبًا إلا إذا كانت الأوراق الـ15 التي تحتفظ بها كلها طرنيبًا وملوكًا (والماتو)، أو لم يكن فيها طرنيب أصلًا.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 points</source>
        <comment>piedicavallo hint value</comment>
        <extracomment>Expected value of a hinted Piedicavallo move, e.g. &quot;+1.5 points&quot; (card points).</extracomment>
        <translation>%1 نقطة</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected margin at the end of this deal, in card points: your team&apos;s minus the opponents&apos;, plus %1 if your team wins the deal or minus %1 if it loses (+ ahead, − behind).</source>
        <comment>piedicavallo</comment>
        <extracomment>Under the Piedicavallo hint&apos;s heading: what the move values mean; %1 is 20 (the search&apos;s bonus for winning the deal), written in the locale&apos;s digits.</extracomment>
        <translation>الفارق المتوقَّع في نهاية هذه الجولة، بنقاط الأوراق: نقاط فريقك ناقص نقاط الخصمين، زائد %1 إن ربح فريقك الجولة أو ناقص %1 إن خسرها (+ متقدّم، − متأخّر).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points per deal</source>
        <translation>نقاط الأوراق في الجولة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-41"/>
        <source>Declare the marriage of the ringed König or Ober (Enter plays it without)</source>
        <translation>إعلان زواج ورقة الملك أو الأوبر المحدَّدة (Enter يلعبها دون إعلان)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <translation>تبديل أونتر الطرنيب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <translation>أغلق الكومة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-11"/>
        <source>Hear the scores</source>
        <translation>سماع النقاط</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>Hear the last announcement again</source>
        <translation>سماع آخر رسالة مرة أخرى</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <comment>schnapsen</comment>
        <translation>الجولة التالية أو مباراة جديدة عند انتهاء الجولة (وEnter أيضًا)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exchange the trump Unter</source>
        <translation>بدّل أونتر الطرنيب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declare a marriage</source>
        <translation>أعلن زواجًا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the stock</source>
        <translation>أغلق الكومة</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: lead a card</source>
        <extracomment>The turn line: %1 what you may do before you lead (&quot;exchange the trump Unter, close the stock&quot;).</extracomment>
        <translation>دورك: افتتح بورقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: %1 or lead a card</source>
        <translation>دورك: %1 أو افتتح بورقة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>, </source>
        <comment>a list of what you may do</comment>
        <translation>، </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Herz</source>
        <translation>القلوب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schelln</source>
        <translation>الأجراس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eichel</source>
        <translation>البلّوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laub</source>
        <translation>الأخضر</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is over.</source>
        <comment>schnapsen</comment>
        <translation>انتهت المباراة.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strict rules: you must take the trick with a higher card of the suit led.</source>
        <translation>قواعد أشدّ: عليك أن تربح الأكلة بورقة أعلى من النوع المفتتَح به.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you must follow the suit led.</source>
        <translation>قواعد أشدّ: عليك اتّباع النوع المفتتَح به.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you cannot follow suit, so you must play a trump.</source>
        <translation>قواعد أشدّ: لا تستطيع اتّباع النوع، فعليك أن تلعب طرنيبًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is closed.</source>
        <translation>الكومة مغلقة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is exhausted.</source>
        <translation>نفدت الكومة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need the trump Unter to exchange.</source>
        <translation>تحتاج إلى ورقة الأونتر من الطرنيب لتبدّل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <comment>schnapsen</comment>
        <translation>تعذّر على الذكاء الاصطناعي اللعب. ابدأ مباراة جديدة من فضلك.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You exchanged the trump Unter.</source>
        <translation>بدّلتَ ورقة الأونتر من الطرنيب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>بدّل الذكاء الاصطناعي ورقة الأونتر من الطرنيب بورقة الطرنيب المكشوفة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock: no more drawing, strict rules apply.</source>
        <translation>أغلقتَ الكومة: لا سحب بعد الآن، وتسري القواعد الأشدّ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock: no more drawing, strict rules apply.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة: لا سحب بعد الآن، وتسري القواعد الأشدّ.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>أعلنتَ زواج %1: لا نقاط.</numerusform>
            <numerusform>أعلنتَ زواج %1: نقطة واحدة.</numerusform>
            <numerusform>أعلنتَ زواج %1: نقطتان.</numerusform>
            <numerusform>أعلنتَ زواج %1: %Ln نقاط.</numerusform>
            <numerusform>أعلنتَ زواج %1: %Ln نقطة.</numerusform>
            <numerusform>أعلنتَ زواج %1: %Ln نقطة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>أعلن الذكاء الاصطناعي زواج %1: لا نقاط.</numerusform>
            <numerusform>أعلن الذكاء الاصطناعي زواج %1: نقطة واحدة.</numerusform>
            <numerusform>أعلن الذكاء الاصطناعي زواج %1: نقطتان.</numerusform>
            <numerusform>أعلن الذكاء الاصطناعي زواج %1: %Ln نقاط.</numerusform>
            <numerusform>أعلن الذكاء الاصطناعي زواج %1: %Ln نقطة.</numerusform>
            <numerusform>أعلن الذكاء الاصطناعي زواج %1: %Ln نقطة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They count after the first trick won.</source>
        <translation>تُحتسب بعد ربح الأكلة الأولى.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The AI played %1.</source>
        <translation>لعب الذكاء الاصطناعي %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>ربحتَ الأكلة: لا نقاط.</numerusform>
            <numerusform>ربحتَ الأكلة: نقطة واحدة.</numerusform>
            <numerusform>ربحتَ الأكلة: نقطتان.</numerusform>
            <numerusform>ربحتَ الأكلة: %Ln نقاط.</numerusform>
            <numerusform>ربحتَ الأكلة: %Ln نقطة.</numerusform>
            <numerusform>ربحتَ الأكلة: %Ln نقطة.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>ربح الذكاء الاصطناعي الأكلة: لا نقاط.</numerusform>
            <numerusform>ربح الذكاء الاصطناعي الأكلة: نقطة واحدة.</numerusform>
            <numerusform>ربح الذكاء الاصطناعي الأكلة: نقطتان.</numerusform>
            <numerusform>ربح الذكاء الاصطناعي الأكلة: %Ln نقاط.</numerusform>
            <numerusform>ربح الذكاء الاصطناعي الأكلة: %Ln نقطة.</numerusform>
            <numerusform>ربح الذكاء الاصطناعي الأكلة: %Ln نقطة.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew %1.</source>
        <translation>سحبتَ %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI took the face-up trump card, %1.</source>
        <translation>أخذ الذكاء الاصطناعي ورقة الطرنيب المكشوفة، %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 game points</source>
        <comment>schnapsen hint value</comment>
        <extracomment>Expected value of a hinted Schnapsen move, e.g. &quot;+1.5 game points&quot;.</extracomment>
        <translation>%1 نقطة لعب</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected game points from this deal: + won by you, − won by your opponent.</source>
        <comment>schnapsen</comment>
        <extracomment>Under the Schnapsen hint&apos;s heading: what the move values mean.</extracomment>
        <translation>نقاط اللعب المتوقَّعة من هذه الجولة: + تربحها أنت، − يربحها خصمك.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game points per deal</source>
        <translation>نقاط اللعب في الجولة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-3"/>
        <source>While choosing a capture: move between the choices (Enter takes one, Esc puts the card back)</source>
        <translation>أثناء اختيار الأخذ: التنقّل بين الخيارات (Enter يأخذ أحدها، وEsc يعيد الورقة)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hear the cards on the table</source>
        <translation>سماع الأوراق على الطاولة</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <translation>الجولة التالية أو مباراة جديدة عند انتهاء الجولة (وEnter أيضًا)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+7"/>
        <source>The match is over.</source>
        <translation>انتهت المباراة.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+3"/>
        <source>That card can capture, so it must capture.</source>
        <translation>هذه الورقة تستطيع الأخذ، فعليها أن تأخذ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table card has the same value: take one such card, not a sum.</source>
        <translation>على الطاولة ورقة بالقيمة نفسها: خذ ورقة منها لا مجموعًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Those cards do not add up to the value of your card.</source>
        <translation>مجموع هذه الأوراق لا يساوي قيمة ورقتك.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot capture anything.</source>
        <translation>هذه الورقة لا تستطيع أخذ شيء.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not on the table.</source>
        <translation>هذه الورقة ليست على الطاولة.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an Ace, which counts 1</source>
        <extracomment>Scopa: the card that captures a sum of 1.</extracomment>
        <translation>آس، وقيمته 1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Jack, which counts 8</source>
        <extracomment>Scopa: the card that captures a sum of 8.</extracomment>
        <translation>ولد، وقيمته 8</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Queen, which counts 9</source>
        <extracomment>Scopa: the card that captures a sum of 9.</extracomment>
        <translation>ملكة، وقيمتها 9</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a King, which counts 10</source>
        <extracomment>Scopa: the card that captures a sum of 10.</extracomment>
        <translation>ملك، وقيمته 10</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1</source>
        <extracomment>Scopa: the card that captures a sum of %1 (2 to 7: a card of that number).</extracomment>
        <translation>ورقة %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves cards adding up to %1 on the table: the opponent could sweep them with %2</source>
        <extracomment>Scopa hint: the table left adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;).</extracomment>
        <translation>يترك على الطاولة أوراقًا مجموعها %1: قد يكنسها الخصم بـ%2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>leaves cards adding up to %1 on the table, and %2 is still to be played: it could sweep them</source>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;); one is still to be played (in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>يترك على الطاولة أوراقًا مجموعها %1، ولم تُلعب بعدُ %2: قد تكنسها كلها</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>takes the settebello, the %1, a prize of 1 point</source>
        <extracomment>Scopa, why the AI moved: it captures the settebello, glossed with its card&apos;s name (%1, &quot;7 of Diamonds&quot;); a phrase whose subject is the move.</extracomment>
        <translation>يأخذ سبعة الديناري (%1)، وهي جائزة بنقطة واحدة</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>lays the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move puts the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>يضع سبعة الديناري (%1)، وهي جائزة بنقطة واحدة، على الطاولة، حيث قد يأخذها الخصم</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move leaves the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>يترك سبعة الديناري (%1)، وهي جائزة بنقطة واحدة، على الطاولة، حيث قد يأخذها الخصم</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You took %1 with %2.</source>
        <translation>أخذتَ %1 بـ%2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI played %1 and took %2.</source>
        <translation>لعب الذكاء الاصطناعي %1 وأخذ %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI played %1 to the table.</source>
        <translation>لعب الذكاء الاصطناعي %1 على الطاولة.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scopa! You cleared the table.</source>
        <translation>سكوبا! نظّفتَ الطاولة.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scopa for the AI: it cleared the table.</source>
        <translation>سكوبا للذكاء الاصطناعي: نظّف الطاولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the deal cleared the table: that is no scopa.</source>
        <translation>الورقة الأخيرة في الجولة نظّفت الطاولة: وهذه ليست سكوبا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards left on the table go to you: you captured last.</source>
        <translation>الأوراق الباقية على الطاولة لك: كنتَ آخر من أخذ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to the AI: it captured last.</source>
        <translation>الأوراق الباقية على الطاولة للذكاء الاصطناعي: كان آخر من أخذ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <translation>ثلاث أوراق أخرى لكل لاعب من الكومة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the same dealer deals again.</source>
        <translation>ثلاثة ملوك أو أربعة على الطاولة: يعيد الموزّع نفسه التوزيع.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 points</source>
        <comment>scopa hint value</comment>
        <extracomment>Expected value of a hinted Scopa move, e.g. &quot;+1.5 points&quot; (points of the deal).</extracomment>
        <translation>%1 نقطة</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected margin at the end of this deal, in points: yours minus your opponent&apos;s (+ ahead, − behind).</source>
        <comment>scopa</comment>
        <extracomment>Under the Scopa hint&apos;s heading: what the move values mean.</extracomment>
        <translation>الفارق المتوقَّع في نهاية هذه الجولة، بالنقاط: نقاطك ناقص نقاط خصمك (+ متقدّم، − متأخّر).</translation>
    </message>
</context>
<context>
    <name>YourSide</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/YourSide.qml" line="+32"/>
        <source>New match: 20 chips each</source>
        <extracomment>The table&apos;s button that gives up this match and starts another (the page asks first when a match is under way).</extracomment>
        <translation>مباراة جديدة: 20 رقاقة لكلٍّ منكما</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
</context>
</TS>
