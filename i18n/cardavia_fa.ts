<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>AboutBox</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AboutBox.qml" line="+66"/>
        <source>About Cardavia</source>
        <extracomment>Title of the About box (the header&apos;s Options panel opens it).</extracomment>
        <translation>دربارهٔ کارداویا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Version %1</source>
        <extracomment>%1 is the version number, such as 0.1.0.</extracomment>
        <translation>نسخهٔ %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Fair play: the AI decides from what its seat may see, never from hidden cards.</source>
        <extracomment>The promise of fair play in the About box.</extracomment>
        <translation>بازی منصفانه: هوش مصنوعی از روی آنچه جایگاهش اجازهٔ دیدنش را دارد تصمیم می‌گیرد، هرگز از روی کارت‌های پنهان.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cardavia is free software under the GNU General Public License, version 3 or any later version (%1).</source>
        <extracomment>%1 is the licence&apos;s short name, GPL-3.0-or-later (keep it as it is).</extracomment>
        <translation>کارداویا نرم‌افزاری آزاد تحت پروانهٔ عمومی همگانی گنو، نسخهٔ ۳ یا هر نسخهٔ بعدی (%1) است.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Credits</source>
        <extracomment>A heading in the About box.</extracomment>
        <translation>سپاس و منابع</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Card art: every card face, card back, suit pip and game emblem was drawn for Cardavia by the project itself.</source>
        <translation>طرح کارت‌ها: همهٔ روی کارت‌ها، پشت کارت‌ها، نشان خال‌ها و نشان بازی‌ها را خود پروژهٔ کارداویا کشیده است.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fonts: DejaVu Sans and DejaVu Serif (DejaVu Fonts License); Vazirmatn by Saber Rastikerdar for Arabic and Persian (SIL Open Font License 1.1).</source>
        <extracomment>Font names stay as they are.</extracomment>
        <translation>قلم‌ها: DejaVu Sans و DejaVu Serif (پروانهٔ قلم‌های DejaVu)؛ وزیرمتن (Vazirmatn) اثر صابر راستی‌کردار برای عربی و فارسی (پروانهٔ SIL Open Font License ۱٫۱).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>ActionColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/ActionColumn.qml" line="+49"/>
        <source>Declare a marriage: lead one of its cards with a button below. A click on the card plays it without declaring.</source>
        <extracomment>Above one button per König or Ober that may lead a marriage now.</extracomment>
        <translation>ازدواج اعلام کنید: با یکی از دکمه‌های زیر، یکی از دو کارتش را بازی کنید. کلیک روی خود کارت آن را بدون اعلام بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1: +%2</source>
        <extracomment>A marriage button: the card to lead and what the marriage scores, e.g. &quot;König of Herz: +40&quot;.</extracomment>
        <translation>%1: %2 امتیاز</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declare the marriage in %1 (%2 points) by leading %3</source>
        <extracomment>%1 suit, %2 points (20 or 40), %3 the card led, e.g. &quot;Ober of Herz&quot;.</extracomment>
        <translation>اعلام ازدواج %1 (%2 امتیاز) با بازی کردن %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Exchange trump Unter</source>
        <translation>تعویض اونتر حکم</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Close the stock</source>
        <translation>بستن کپه</translation>
    </message>
</context>
<context>
    <name>AiCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/AiCards.qml" line="+18"/>
        <source>The AI&apos;s cards</source>
        <translation>کارت‌های هوش مصنوعی</translation>
    </message>
</context>
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+72"/>
        <source>AI level:</source>
        <translation>سطح هوش مصنوعی:</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Opponents:</source>
        <extracomment>Before the opponents&apos; level in the four-seat games (a partner row follows).</extracomment>
        <translation>حریفان:</translation>
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
        <translation>سطح‌ها چه هستند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Partner:</source>
        <extracomment>Before your AI partner&apos;s level in the four-seat games.</extracomment>
        <translation>یار:</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+434"/>
        <source>New match</source>
        <translation>مسابقهٔ جدید</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/controllers/app_messages.py" line="+48"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>فایل تنظیمات شما خوانده نشد، به همین دلیل تنظیمات پیش‌فرض به کار می‌رود. فایل قبلی با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>فایل تنظیمات شما خوانده نشد، به همین دلیل تنظیمات پیش‌فرض به کار می‌رود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file comes from a newer version of Cardavia, so the default settings are in use. The file was kept as %1.</source>
        <translation>فایل تنظیمات شما از نسخهٔ تازه‌تری از کارداویا است، به همین دلیل تنظیمات پیش‌فرض به کار می‌رود. فایل با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Some of your settings could not be read, so they are back to their defaults.</source>
        <translation>برخی از تنظیمات شما خوانده نشد، به همین دلیل به مقدار پیش‌فرض برگشتند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>زبان %1 در دسترس نیست، به همین دلیل رابط به انگلیسی نمایش داده می‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match could not be read, so a new match has started. The damaged save was kept as %1.</source>
        <translation>مسابقهٔ ذخیره‌شده خوانده نشد، به همین دلیل مسابقهٔ تازه‌ای آغاز شد. فایل آسیب‌دیده با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved match could not be read, so a new match has started.</source>
        <translation>مسابقهٔ ذخیره‌شده خوانده نشد، به همین دلیل مسابقهٔ تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved match comes from a newer version of Cardavia, so a new match has started. The save was kept as %1.</source>
        <translation>مسابقهٔ ذخیره‌شده از نسخهٔ تازه‌تری از کارداویا است، به همین دلیل مسابقهٔ تازه‌ای آغاز شد. فایل با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your match could not be saved: %1</source>
        <translation>مسابقهٔ شما ذخیره نشد: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An AI player ran into a problem, so it made a simpler move instead. The match goes on.</source>
        <translation>یکی از بازیکنان هوش مصنوعی به مشکل خورد، به همین دلیل به جای آن حرکت ساده‌تری انجام داد. مسابقه ادامه دارد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Something went wrong at this table. Go on playing if you can, or start a new match.</source>
        <translation>در این میز مشکلی پیش آمد. اگر می‌توانید بازی را ادامه دهید، یا مسابقهٔ جدیدی شروع کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This table could not start its match. Try a new match.</source>
        <translation>این میز نتوانست مسابقه‌اش را آغاز کند. مسابقهٔ جدیدی را امتحان کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings could not be saved: %1</source>
        <translation>تنظیمات شما ذخیره نشد: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The details are in %1.</source>
        <translation>جزئیات در %1 است.</translation>
    </message>
</context>
<context>
    <name>AppShell</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AppShell.qml" line="+87"/>
        <source>%1 · Cardavia</source>
        <extracomment>Window title with a game open; %1 is the game&apos;s name.</extracomment>
        <translation>%1 · کارداویا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cardavia</source>
        <translation>کارداویا</translation>
    </message>
</context>
<context>
    <name>AskBox</name>
    <message>
        <location filename="../cardavia_desktop/views/common/AskBox.qml" line="+138"/>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OK</source>
        <translation>تأیید</translation>
    </message>
</context>
<context>
    <name>BetControls</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/BetControls.qml" line="+67"/>
        <location line="+22"/>
        <source>Betting</source>
        <extracomment>Accessible name of the group of betting buttons, slider and field.</extracomment>
        <translation>شرط‌بندی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>To call: %1 (all you have)</source>
        <extracomment>Facing a bet bigger than your chips: a call puts in all you have (this number).</extracomment>
        <translation>برای کال: %1 (همه‌ی ژتون‌های شما)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>To call: %1</source>
        <extracomment>Chips the player must add to match the opponent&apos;s bet.</extracomment>
        <translation>برای کال: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing to call</source>
        <translation>چیزی برای کال نیست</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Check</source>
        <translation>چک</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Call %1 (all-in)</source>
        <extracomment>Call button when the call puts in all your chips (the number); the All-in button is then not shown.</extracomment>
        <translation>کال %1 (آل‌این)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Call %1</source>
        <extracomment>Call button with the chips it puts in.</extracomment>
        <translation>کال %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Fold</source>
        <translation>کنار کشیدن</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Raise to (%1–%2)</source>
        <extracomment>The range of totals the player may raise to this round (ante excluded).</extracomment>
        <translation>افزایش تا (%1–%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet (%1–%2)</source>
        <extracomment>The range of totals the player may bet this round (ante excluded).</extracomment>
        <translation>شرط (%1–%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+54"/>
        <source>Amount</source>
        <translation>مقدار</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Bet</source>
        <comment>no amount</comment>
        <extracomment>The Bet button while no amount can be bet (disabled).</extracomment>
        <translation>شرط</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Raise to %1</source>
        <extracomment>Raise button: the round total typed or slid (ante excluded).</extracomment>
        <translation>افزایش تا %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bet %1</source>
        <extracomment>Bet button with the amount typed or slid.</extracomment>
        <translation>شرط %1</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>All-in (%1 more)</source>
        <extracomment>All chips in, on top of your bet so far; the number is the chips it adds from your stack.</extracomment>
        <translation>آل‌این (%1 بیشتر)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All-in %1</source>
        <extracomment>All chips in; the number is the chips it puts in from your stack.</extracomment>
        <translation>آل‌این %1</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>All-in</source>
        <translation>آل‌این</translation>
    </message>
</context>
<context>
    <name>CaptureChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/CaptureChooser.qml" line="+39"/>
        <source>Capture choices</source>
        <extracomment>Accessible name of the row of capture choices for the selected card.</extracomment>
        <translation>گزینه‌های برداشت</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Take:</source>
        <extracomment>Before the capture choices: pick which cards your card takes.</extracomment>
        <translation>بردارید:</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Take %1</source>
        <extracomment>A capture choice, e.g. &quot;Take 3 of Spades, 4 of Hearts&quot;.</extracomment>
        <translation>برداشتن %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Cancel</source>
        <extracomment>Put the selected card back and choose another.</extracomment>
        <translation>لغو</translation>
    </message>
</context>
<context>
    <name>CapturePile</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/CapturePile.qml" line="+93"/>
        <source>%Ln card(s)</source>
        <extracomment>Under a capture pile: the number of cards captured this deal.</extracomment>
        <translation>
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln scopa(s)</source>
        <extracomment>Under a capture pile: the scope (table sweeps) made this deal.</extracomment>
        <translation>
            <numerusform>%Ln اسکوپا</numerusform>
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
        <translation>ابله</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Papa I, the Juggler</source>
        <comment>minchiate trump</comment>
        <extracomment>Traditional name of a Minchiate trump (the Florentine pack): the five Papi, the virtues, the elements, the twelve signs, the Star, Moon, Sun, World and Trumpets (docs/cards.md).</extracomment>
        <translation>پاپ یکم، شعبده‌باز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa II, the Grand Duke</source>
        <comment>minchiate trump</comment>
        <translation>پاپ دوم، دوک بزرگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa III, the Western Emperor</source>
        <comment>minchiate trump</comment>
        <translation>پاپ سوم، امپراتور غرب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa IV, the Eastern Emperor</source>
        <comment>minchiate trump</comment>
        <translation>پاپ چهارم، امپراتور شرق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Papa V, Love</source>
        <comment>minchiate trump</comment>
        <translation>پاپ پنجم، عشق</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>minchiate trump</comment>
        <translation>اعتدال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fortitude</source>
        <comment>minchiate trump</comment>
        <translation>شجاعت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>minchiate trump</comment>
        <translation>عدالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>minchiate trump</comment>
        <translation>چرخ بخت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>minchiate trump</comment>
        <translation>ارابه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <comment>minchiate trump</comment>
        <translation>زمان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>minchiate trump</comment>
        <translation>به‌دارآویخته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>minchiate trump</comment>
        <translation>مرگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>minchiate trump</comment>
        <translation>شیطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The House of the Devil</source>
        <comment>minchiate trump</comment>
        <translation>خانهٔ شیطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hope</source>
        <comment>minchiate trump</comment>
        <translation>امید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prudence</source>
        <comment>minchiate trump</comment>
        <translation>دوراندیشی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Faith</source>
        <comment>minchiate trump</comment>
        <translation>ایمان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Charity</source>
        <comment>minchiate trump</comment>
        <translation>نیکوکاری</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fire</source>
        <comment>minchiate trump</comment>
        <translation>آتش</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Water</source>
        <comment>minchiate trump</comment>
        <translation>آب</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Earth</source>
        <comment>minchiate trump</comment>
        <translation>خاک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Air</source>
        <comment>minchiate trump</comment>
        <translation>هوا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libra</source>
        <comment>minchiate trump</comment>
        <translation>ترازو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Virgo</source>
        <comment>minchiate trump</comment>
        <translation>دوشیزه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scorpio</source>
        <comment>minchiate trump</comment>
        <translation>کژدم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aries</source>
        <comment>minchiate trump</comment>
        <translation>بره</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Capricorn</source>
        <comment>minchiate trump</comment>
        <translation>بزغاله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sagittarius</source>
        <comment>minchiate trump</comment>
        <translation>کماندار</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancer</source>
        <comment>minchiate trump</comment>
        <translation>خرچنگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pisces</source>
        <comment>minchiate trump</comment>
        <translation>ماهی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aquarius</source>
        <comment>minchiate trump</comment>
        <translation>دلو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leo</source>
        <comment>minchiate trump</comment>
        <translation>شیر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taurus</source>
        <comment>minchiate trump</comment>
        <translation>گاو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gemini</source>
        <comment>minchiate trump</comment>
        <translation>دوپیکر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Star</source>
        <comment>minchiate trump</comment>
        <translation>ستاره</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>minchiate trump</comment>
        <translation>ماه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>minchiate trump</comment>
        <translation>خورشید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>minchiate trump</comment>
        <translation>جهان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Trumpets</source>
        <comment>minchiate trump</comment>
        <translation>شیپورها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The Bagatto</source>
        <comment>tarocco piemontese trump</comment>
        <extracomment>Traditional name of a Tarocco Piemontese trump (the Piedicavallo pack), il Bagatto … il Mondo (docs/cards.md).</extracomment>
        <translation>شعبده‌باز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Popess</source>
        <comment>tarocco piemontese trump</comment>
        <translation>کاهنه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Empress</source>
        <comment>tarocco piemontese trump</comment>
        <translation>امپراتریس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Emperor</source>
        <comment>tarocco piemontese trump</comment>
        <translation>امپراتور</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Pope</source>
        <comment>tarocco piemontese trump</comment>
        <translation>پاپ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Lovers</source>
        <comment>tarocco piemontese trump</comment>
        <translation>دلدادگان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Chariot</source>
        <comment>tarocco piemontese trump</comment>
        <translation>ارابه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Justice</source>
        <comment>tarocco piemontese trump</comment>
        <translation>عدالت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hermit</source>
        <comment>tarocco piemontese trump</comment>
        <translation>زاهد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Wheel of Fortune</source>
        <comment>tarocco piemontese trump</comment>
        <translation>چرخ بخت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strength</source>
        <comment>tarocco piemontese trump</comment>
        <translation>قدرت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Hanged Man</source>
        <comment>tarocco piemontese trump</comment>
        <translation>به‌دارآویخته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death</source>
        <comment>tarocco piemontese trump</comment>
        <translation>مرگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperance</source>
        <comment>tarocco piemontese trump</comment>
        <translation>اعتدال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Devil</source>
        <comment>tarocco piemontese trump</comment>
        <translation>شیطان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Tower</source>
        <comment>tarocco piemontese trump</comment>
        <translation>برج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Stars</source>
        <comment>tarocco piemontese trump</comment>
        <translation>ستارگان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Moon</source>
        <comment>tarocco piemontese trump</comment>
        <translation>ماه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Sun</source>
        <comment>tarocco piemontese trump</comment>
        <translation>خورشید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The Angel</source>
        <comment>tarocco piemontese trump</comment>
        <translation>فرشته</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The World</source>
        <comment>tarocco piemontese trump</comment>
        <translation>جهان</translation>
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
        <translation>ماتو</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trump %1</source>
        <comment>tarot pack</comment>
        <extracomment>A tarot trump by its number, e.g. &quot;Trump 21&quot;.</extracomment>
        <translation>حکم %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daus of Herz</source>
        <comment>german pack</comment>
        <extracomment>A card of the German-suited pack (Schnapsen): each language words the whole name in one scheme (Latin-script languages keep the pack&apos;s German words Daus, Zehner, König, Ober, Unter; Arabic and Persian write every name in their own script, docs/i18n.md).</extracomment>
        <translation>آس دل</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Herz</source>
        <comment>german pack</comment>
        <translation>شاه دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Herz</source>
        <comment>german pack</comment>
        <translation>اوبر دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Herz</source>
        <comment>german pack</comment>
        <translation>اونتر دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Schelln</source>
        <comment>german pack</comment>
        <translation>آس زنگوله</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Schelln</source>
        <comment>german pack</comment>
        <translation>شاه زنگوله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Schelln</source>
        <comment>german pack</comment>
        <translation>اوبر زنگوله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Schelln</source>
        <comment>german pack</comment>
        <translation>اونتر زنگوله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Eichel</source>
        <comment>german pack</comment>
        <translation>آس بلوط</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>König of Eichel</source>
        <comment>german pack</comment>
        <translation>شاه بلوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Eichel</source>
        <comment>german pack</comment>
        <translation>اوبر بلوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Eichel</source>
        <comment>german pack</comment>
        <translation>اونتر بلوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Daus of Laub</source>
        <comment>german pack</comment>
        <translation>آس برگ</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Zehner of Herz</source>
        <comment>german pack</comment>
        <translation>ده دل</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Schelln</source>
        <comment>german pack</comment>
        <translation>ده زنگوله</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Eichel</source>
        <comment>german pack</comment>
        <translation>ده بلوط</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zehner of Laub</source>
        <comment>german pack</comment>
        <translation>ده برگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König of Laub</source>
        <comment>german pack</comment>
        <translation>شاه برگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober of Laub</source>
        <comment>german pack</comment>
        <translation>اوبر برگ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter of Laub</source>
        <comment>german pack</comment>
        <translation>اونتر برگ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Hearts</source>
        <comment>french pack</comment>
        <extracomment>A card of the French-suited pack (Scopa, Lock &amp; Bet): each language words the whole name.</extracomment>
        <translation>آس دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Hearts</source>
        <comment>french pack</comment>
        <translation>۲ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Hearts</source>
        <comment>french pack</comment>
        <translation>۳ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Hearts</source>
        <comment>french pack</comment>
        <translation>۴ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Hearts</source>
        <comment>french pack</comment>
        <translation>۵ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Hearts</source>
        <comment>french pack</comment>
        <translation>۶ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Hearts</source>
        <comment>french pack</comment>
        <translation>۷ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Hearts</source>
        <comment>french pack</comment>
        <translation>۸ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Hearts</source>
        <comment>french pack</comment>
        <translation>۹ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Hearts</source>
        <comment>french pack</comment>
        <translation>۱۰ دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Hearts</source>
        <comment>french pack</comment>
        <translation>سرباز دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Hearts</source>
        <comment>french pack</comment>
        <translation>بی‌بی دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Hearts</source>
        <comment>french pack</comment>
        <translation>شاه دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Diamonds</source>
        <comment>french pack</comment>
        <translation>آس خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۲ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۳ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۴ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۵ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۶ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۷ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۸ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۹ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Diamonds</source>
        <comment>french pack</comment>
        <translation>۱۰ خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Diamonds</source>
        <comment>french pack</comment>
        <translation>سرباز خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Diamonds</source>
        <comment>french pack</comment>
        <translation>بی‌بی خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Diamonds</source>
        <comment>french pack</comment>
        <translation>شاه خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Clubs</source>
        <comment>french pack</comment>
        <translation>آس گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Clubs</source>
        <comment>french pack</comment>
        <translation>۲ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Clubs</source>
        <comment>french pack</comment>
        <translation>۳ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Clubs</source>
        <comment>french pack</comment>
        <translation>۴ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Clubs</source>
        <comment>french pack</comment>
        <translation>۵ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Clubs</source>
        <comment>french pack</comment>
        <translation>۶ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Clubs</source>
        <comment>french pack</comment>
        <translation>۷ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Clubs</source>
        <comment>french pack</comment>
        <translation>۸ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Clubs</source>
        <comment>french pack</comment>
        <translation>۹ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Clubs</source>
        <comment>french pack</comment>
        <translation>۱۰ گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Clubs</source>
        <comment>french pack</comment>
        <translation>سرباز گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Clubs</source>
        <comment>french pack</comment>
        <translation>بی‌بی گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Clubs</source>
        <comment>french pack</comment>
        <translation>شاه گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Spades</source>
        <comment>french pack</comment>
        <translation>آس پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Spades</source>
        <comment>french pack</comment>
        <translation>۲ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Spades</source>
        <comment>french pack</comment>
        <translation>۳ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Spades</source>
        <comment>french pack</comment>
        <translation>۴ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Spades</source>
        <comment>french pack</comment>
        <translation>۵ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Spades</source>
        <comment>french pack</comment>
        <translation>۶ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Spades</source>
        <comment>french pack</comment>
        <translation>۷ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Spades</source>
        <comment>french pack</comment>
        <translation>۸ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Spades</source>
        <comment>french pack</comment>
        <translation>۹ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Spades</source>
        <comment>french pack</comment>
        <translation>۱۰ پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Spades</source>
        <comment>french pack</comment>
        <translation>سرباز پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Spades</source>
        <comment>french pack</comment>
        <translation>بی‌بی پیک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Spades</source>
        <comment>french pack</comment>
        <translation>شاه پیک</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace of Swords</source>
        <comment>tarot pack</comment>
        <extracomment>A card of the Italian-suited tarot pack (Tarocchi di Piedicavallo, Minchiate): each language words the whole name.</extracomment>
        <translation>آس شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۲ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۳ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۴ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۵ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۶ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۷ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۸ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۹ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Swords</source>
        <comment>tarot pack</comment>
        <translation>۱۰ شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Swords</source>
        <comment>tarot pack</comment>
        <translation>سرباز شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Swords</source>
        <comment>tarot pack</comment>
        <translation>سوار شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Swords</source>
        <comment>tarot pack</comment>
        <translation>بی‌بی شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Swords</source>
        <comment>tarot pack</comment>
        <translation>شاه شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Batons</source>
        <comment>tarot pack</comment>
        <translation>آس چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۲ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۳ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۴ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۵ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۶ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۷ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۸ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۹ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Batons</source>
        <comment>tarot pack</comment>
        <translation>۱۰ چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Batons</source>
        <comment>tarot pack</comment>
        <translation>سرباز چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Batons</source>
        <comment>tarot pack</comment>
        <translation>سوار چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Batons</source>
        <comment>tarot pack</comment>
        <translation>بی‌بی چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Batons</source>
        <comment>tarot pack</comment>
        <translation>شاه چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Cups</source>
        <comment>tarot pack</comment>
        <translation>آس جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۲ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۳ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۴ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۵ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۶ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۷ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۸ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۹ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Cups</source>
        <comment>tarot pack</comment>
        <translation>۱۰ جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Cups</source>
        <comment>tarot pack</comment>
        <translation>سرباز جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Cups</source>
        <comment>tarot pack</comment>
        <translation>سوار جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Cups</source>
        <comment>tarot pack</comment>
        <translation>بی‌بی جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Cups</source>
        <comment>tarot pack</comment>
        <translation>شاه جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ace of Coins</source>
        <comment>tarot pack</comment>
        <translation>آس سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>2 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۲ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۳ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۴ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۵ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۶ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۷ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>8 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۸ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>9 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۹ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 of Coins</source>
        <comment>tarot pack</comment>
        <translation>۱۰ سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack of Coins</source>
        <comment>tarot pack</comment>
        <translation>سرباز سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knight of Coins</source>
        <comment>tarot pack</comment>
        <translation>سوار سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen of Coins</source>
        <comment>tarot pack</comment>
        <translation>بی‌بی سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>King of Coins</source>
        <comment>tarot pack</comment>
        <translation>شاه سکه‌ها</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardView.qml" line="+88"/>
        <source>Face-down card</source>
        <translation>کارت رو به پایین</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>اکنون قابل بازی نیست</translation>
    </message>
</context>
<context>
    <name>ConfirmNewMatch</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/ConfirmNewMatch.qml" line="+54"/>
        <source>Start a new match?</source>
        <translation>مسابقهٔ جدیدی شروع شود؟</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match under way will be given up.</source>
        <translation>مسابقهٔ در جریان رها می‌شود.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It will count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>In the New match confirmation: the match given up (you used take-back or hint in it) is counted apart.</extracomment>
        <translation>در آمار شما یک مسابقهٔ با پس گرفتن حرکت یا راهنمایی حساب می‌شود که نبرده‌اید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It will count as a lost match in your statistics.</source>
        <extracomment>In the New match confirmation: the match given up is counted in the statistics.</extracomment>
        <translation>در آمار شما یک مسابقهٔ باخته حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep playing</source>
        <translation>ادامهٔ بازی</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New match</source>
        <translation>مسابقهٔ جدید</translation>
    </message>
</context>
<context>
    <name>DealReplayRow</name>
    <message>
        <location filename="../cardavia_desktop/views/common/DealReplayRow.qml" line="+56"/>
        <source>Replay these cards</source>
        <extracomment>On a deal sheet: play the same deal again from its first card (it does not count).</extracomment>
        <translation>بازی دوباره با همین کارت‌ها</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>How would Hard have done?</source>
        <extracomment>On a deal sheet: the strongest AI plays the same deal in your seat.</extracomment>
        <translation>سطح سخت چه می‌کرد؟</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A replay: it does not count in your record.</source>
        <extracomment>On the sheet of a replayed deal.</extracomment>
        <translation>بازی دوباره: در کارنامهٔ شما حساب نمی‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing this deal in your seat…</source>
        <extracomment>While the hard level plays the finished deal in your seat.</extracomment>
        <translation>سطح سخت این دور را به جای شما بازی می‌کند…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard could not play this deal.</source>
        <translation>سطح سخت نتوانست این دور را بازی کند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You: %1 against %2. Hard in your seat: %3 against %4 (not counted).</source>
        <extracomment>%1 and %2 your side&apos;s and the other side&apos;s result of the deal (two results, not a range) (points, game points, resti or chips); %3–%4 the same with Hard in your seat.</extracomment>
        <translation>شما: %1 در برابر %2. سطح سخت به جای شما: %3 در برابر %4 (حساب نمی‌شود).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A lesson&apos;s deal: it does not count. Press Next in the lesson to go on.</source>
        <extracomment>On the sheet of a lesson&apos;s deal: the lesson&apos;s own Next button (beside the table) goes on.</extracomment>
        <translation>دوری از درس: حساب نمی‌شود. برای ادامه، «بعدی» را در درس بزنید.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A watched deal: Hard played your seat. It does not count; your match waits as you left it.</source>
        <extracomment>On the sheet of a watched deal (Watch): it ends there and nothing of it counts.</extracomment>
        <translation>دورِ تماشایی: سطح سخت به جای شما بازی کرد. حساب نمی‌شود؛ مسابقهٔ شما همان‌طور که رهایش کردید منتظر است.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Watch another deal</source>
        <extracomment>On the sheet of a watched deal: watch a fresh deal played by the AI.</extracomment>
        <translation>تماشای دوری دیگر</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Back to your match</source>
        <extracomment>On the sheet of a replayed deal: back to the real match.</extracomment>
        <translation>بازگشت به مسابقهٔ خودتان</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+37"/>
        <source>To go: you %1, the AI %2.</source>
        <extracomment>Spoken when a deal ends: game points each player still needs, e.g. &quot;To go: you 5, the AI 7.&quot;</extracomment>
        <translation>باقی‌مانده: شما %1، هوش مصنوعی %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You reached 66 points with a trick.</source>
        <translation>با یک دست به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>هوش مصنوعی با یک دست به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>با اعلام ازدواج به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>هوش مصنوعی با اعلام ازدواج به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>کپه را بستید و به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>هوش مصنوعی کپه را بست و به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>هوش مصنوعی کپه را بست اما به ۶۶ امتیاز نرسید: کسی که می‌بندد و نمی‌رسد، می‌بازد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>کپه را بستید اما به ۶۶ امتیاز نرسیدید: کسی که می‌بندد و نمی‌رسد، می‌بازد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>هوش مصنوعی کپه را بست، اما شما زودتر به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>کپه را بستید، اما هوش مصنوعی زودتر به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>هیچ‌کس به ۶۶ امتیاز نرسید؛ آخرین دست را شما بردید.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>هیچ‌کس به ۶۶ امتیاز نرسید؛ آخرین دست را هوش مصنوعی برد.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>%1 reached 66 points with a trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 با یک دست به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 reached 66 points by declaring a marriage.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 با اعلام یک ازدواج به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock and reached 66 points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 کپه را بست و به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 closed the stock but did not reach 66 points: the closer loses.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 کپه را بست اما به ۶۶ امتیاز نرسید: کسی که می‌بندد می‌بازد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI closed the stock, but %1 reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>هوش مصنوعی کپه را بست، اما %1 زودتر به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 closed the stock, but the AI reached 66 points first.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 کپه را بست، اما هوش مصنوعی زودتر به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nobody reached 66 points; %1 won the last trick.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>هیچ‌کس به ۶۶ امتیاز نرسید؛ %1 آخرین دست را برد.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The AI took no trick, so you score 3 game points.</source>
        <translation>هوش مصنوعی هیچ دستی نبرد، پس ۳ امتیاز بازی می‌گیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You took no trick, so the AI scores 3 game points.</source>
        <translation>هیچ دستی نبردید، پس هوش مصنوعی ۳ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI had fewer than 33 points, so you score 2 game points.</source>
        <translation>هوش مصنوعی کمتر از ۳۳ امتیاز داشت، پس ۲ امتیاز بازی می‌گیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had fewer than 33 points, so the AI scores 2 game points.</source>
        <translation>کمتر از ۳۳ امتیاز داشتید، پس هوش مصنوعی ۲ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI had at least 33 points, so you score 1 game point.</source>
        <translation>هوش مصنوعی دست‌کم ۳۳ امتیاز داشت، پس ۱ امتیاز بازی می‌گیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You had at least 33 points, so the AI scores 1 game point.</source>
        <translation>دست‌کم ۳۳ امتیاز داشتید، پس هوش مصنوعی ۱ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>When you closed, the AI had no trick: 3 game points.</source>
        <translation>وقتی کپه را بستید، هوش مصنوعی هیچ دستی نداشت: ۳ امتیاز بازی.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the AI closed, you had no trick: 3 game points.</source>
        <translation>وقتی هوش مصنوعی کپه را بست، شما هیچ دستی نداشتید: ۳ امتیاز بازی.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When you closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>وقتی کپه را بستید، هوش مصنوعی %Ln امتیاز داشت (کمتر از ۳۳): ۲ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you had %Ln point(s) (fewer than 33): 2 game points.</source>
        <translation>
            <numerusform>وقتی هوش مصنوعی کپه را بست، شما %Ln امتیاز داشتید (کمتر از ۳۳): ۲ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When you closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>وقتی کپه را بستید، هوش مصنوعی از قبل %Ln امتیاز داشت (۳۳ یا بیشتر): ۱ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>When the AI closed, you already had %Ln points (33 or more): 1 game point.</source>
        <translation>
            <numerusform>وقتی هوش مصنوعی کپه را بست، شما از قبل %Ln امتیاز داشتید (۳۳ یا بیشتر): ۱ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You had no trick when the stock was closed, so you score 3 game points.</source>
        <translation>هنگام بستن کپه هیچ دستی نداشتید، پس ۳ امتیاز بازی می‌گیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+59"/>
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>هوش مصنوعی هنگام بستن کپه هیچ دستی نداشت، پس ۳ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="-58"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>کسی که کپه را بست باخت، پس ۲ امتیاز بازی می‌گیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+61"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>کسی که کپه را بست باخت، پس هوش مصنوعی ۲ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>آخرین دست ۱ امتیاز بازی دارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+63"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>آخرین دست ۱ امتیاز بازی برای هوش مصنوعی دارد.</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The AI took no trick, so %1 scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>هوش مصنوعی هیچ دستی نبرد، پس %1 ۳ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 took no trick, so the AI scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 هیچ دستی نبرد، پس هوش مصنوعی ۳ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI had fewer than 33 points, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>هوش مصنوعی کمتر از ۳۳ امتیاز داشت، پس %1 ۲ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had fewer than 33 points, so the AI scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 کمتر از ۳۳ امتیاز داشت، پس هوش مصنوعی ۲ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI had at least 33 points, so %1 scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>هوش مصنوعی دست‌کم ۳۳ امتیاز داشت، پس %1 ۱ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 had at least 33 points, so the AI scores 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 دست‌کم ۳۳ امتیاز داشت، پس هوش مصنوعی ۱ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When %1 closed, the AI had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>وقتی %1 کپه را بست، هوش مصنوعی هیچ دستی نداشت: ۳ امتیاز بازی.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the AI closed, %1 had no trick: 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>وقتی هوش مصنوعی کپه را بست، %1 هیچ دستی نداشت: ۳ امتیاز بازی.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>When %1 closed, the AI had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>وقتی %1 کپه را بست، هوش مصنوعی %Ln امتیاز داشت (کمتر از ۳۳): ۲ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 had %Ln point(s) (fewer than 33): 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>وقتی هوش مصنوعی کپه را بست، %1 %Ln امتیاز داشت (کمتر از ۳۳): ۲ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>When %1 closed, the AI already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln the AI&apos;s points.</extracomment>
        <translation>
            <numerusform>وقتی %1 کپه را بست، هوش مصنوعی از قبل %Ln امتیاز داشت (۳۳ یا بیشتر): ۱ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>When the AI closed, %1 already had %Ln points (33 or more): 1 game point.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;, %Ln its points.</extracomment>
        <translation>
            <numerusform>وقتی هوش مصنوعی کپه را بست، %1 از قبل %Ln امتیاز داشت (۳۳ یا بیشتر): ۱ امتیاز بازی.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no trick when the stock was closed, so it scores 3 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>%1 وقتی کپه بسته شد هیچ دستی نداشت، پس ۳ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The closer lost, so %1 scores 2 game points.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>کسی که کپه را بست باخت، پس %1 ۲ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The last trick is worth 1 game point to %1.</source>
        <extracomment>Watch: %1 &quot;Hard (your seat)&quot;.</extracomment>
        <translation>آخرین دست ۱ امتیاز بازی برای %1 دارد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You win the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>هوش مصنوعی مسابقه را برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>این دور را بردید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the deal</source>
        <translation>هوش مصنوعی این دور را برد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Game points for %1: +%2</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;. Watch: game points won by your seat, %1 &quot;Hard (your seat)&quot;, e.g. &quot;Game points for Hard (your seat): +2&quot;.</extracomment>
        <translation>امتیاز بازی برای %1: ‪+%2‬</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>امتیاز بازی برای شما: ‪+%1‬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>امتیاز بازی برای هوش مصنوعی: ‪+%1‬</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tricks</source>
        <translation>دست‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To go</source>
        <extracomment>Match count column: game points still needed, counting down from 7.</extracomment>
        <translation>باقی‌مانده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>New match</source>
        <translation>مسابقهٔ جدید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>دور بعد</translation>
    </message>
</context>
<context>
    <name>DealTools</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/DealTools.qml" line="+34"/>
        <source>Lesson deal</source>
        <extracomment>The deal at the table is a lesson&apos;s (its fixed cards: no number to replay, and not a deal of your match).</extracomment>
        <translation>دور درس</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deal #%1 · deal %2 of this match</source>
        <extracomment>The deal at the table: %1 the deal number (the match&apos;s, to replay it with Play deal #), %2 which deal of this match it is (2, 3…), worded as the score sheet&apos;s &quot;Deal %1 of this match&quot; so that the two numbers cannot be read as one.</extracomment>
        <translation>دور شمارهٔ %1 · دور %2 این مسابقه</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal #%1</source>
        <extracomment>The deal at the table: its number (type it in Play deal to get the same cards).</extracomment>
        <translation>دور شمارهٔ %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match saved as %1</source>
        <extracomment>After an export; %1 is the file written.</extracomment>
        <translation>مسابقه با نام %1 ذخیره شد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match opened (counted apart from your record).</source>
        <translation>مسابقه باز شد (جدا از کارنامهٔ شما حساب می‌شود).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Replay · %1</source>
        <extracomment>The deal at the table is a replay (it does not count).</extracomment>
        <translation>بازی دوباره · %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Opens a box to type the number of a deal to play.</extracomment>
        <translation>بازی دور شمارهٔ…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Export…</source>
        <extracomment>Saves the match as a small file (for sharing or a bug report).</extracomment>
        <translation>صدور…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open…</source>
        <extracomment>Opens a match file exported before.</extracomment>
        <translation>باز کردن…</translation>
    </message>
</context>
<context>
    <name>DeclarePanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/DeclarePanel.qml" line="+46"/>
        <source>Declare your combinations: each scores its value now and shows its cards to all.</source>
        <translation>ترکیب‌هایتان را اعلام کنید: هر کدام بی‌درنگ امتیازش را می‌گیرد و کارت‌هایش را به همه نشان می‌دهد.</translation>
    </message>
    <message numerus="yes">
        <location line="+65"/>
        <source>%1: %2 + %3 Matto bonus = %Ln point(s)</source>
        <extracomment>A combination: its name, card value + Matto bonus = points.</extracomment>
        <translation>
            <numerusform>%1: %2 + %3 پاداش ماتو = %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1: %Ln point(s)</source>
        <translation>
            <numerusform>%1: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+1"/>
        <source>Declare</source>
        <translation>اعلام</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Declare no more</source>
        <translation>پایان اعلام‌ها</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
</context>
<context>
    <name>EndSheet</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/EndSheet.qml" line="+21"/>
        <source>Card points in the pile</source>
        <translation>امتیاز کارت‌ها در برداشت‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combinations in the pile</source>
        <translation>ترکیب‌ها در برداشت‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards beyond 42</source>
        <translation>کارت‌های بیش از ۴۲</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last trick</source>
        <translation>آخرین دست</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You and your partner win!</source>
        <translation>شما و یارتان بردید!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>حریفان بردند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tie: no net resti.</source>
        <translation>تساوی: رستی خالصی در کار نیست.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Cards beyond 42 (%1 / %2 cards)</source>
        <extracomment>%1 and %2: how many cards each team took.</extracomment>
        <translation>کارت‌های بیش از ۴۲ (%1 / %2 کارت)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End score</source>
        <translation>امتیاز پایانی</translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%1: %2, %Ln point(s)</source>
        <translation>
            <numerusform>%1: %2، %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Difference left from play %1, plus %2 − %3 at the end: %4.</source>
        <extracomment>The lump calculation: difference left from play, plus the end scores, gives the final difference.</extracomment>
        <translation>اختلاف باقی‌مانده از بازی %1، به‌علاوهٔ %2 − %3 در پایان: %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A difference of 0 adds no resto.</source>
        <translation>اختلاف ۰ هیچ رستویی نمی‌دهد.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rounded up in units of 60: %Ln resto(i) to %1.</source>
        <translation>
            <numerusform>با گرد کردن به بالا در واحدهای ۶۰: %Ln رستو برای %1.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resti: %1 %2, %3 %4. Net: %5.</source>
        <translation>رستی‌ها: %1 %2، %3 %4. خالص: %5.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tie</source>
        <translation>مساوی</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln resto(i) to %1</source>
        <translation>
            <numerusform>%Ln رستو برای %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>New deal</source>
        <translation>دور جدید</translation>
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
        <translation>دست %1، که شما بردید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trick %1, taken by %2</source>
        <extracomment>Title of the last trick panel: its number (%1) and who took it (%2).</extracomment>
        <translation>دست %1، که %2 برد</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Click, or press Esc, to close</source>
        <extracomment>Under the last trick panel of the four-player games: how to close it.</extracomment>
        <translation>برای بستن کلیک کنید یا Esc را بزنید</translation>
    </message>
</context>
<context>
    <name>FourSeatTable</name>
    <message>
        <location filename="../cardavia_desktop/views/common/FourSeatTable.qml" line="+230"/>
        <source>Click, or press Space or Enter, for the deal&apos;s result</source>
        <extracomment>Under the deal&apos;s last trick in the four-player games, before the deal&apos;s sheet.</extracomment>
        <translation>برای نتیجهٔ دور کلیک کنید، یا فاصله یا Enter را بزنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click, or press Space or Enter, for the next trick</source>
        <extracomment>Under a finished trick in the four-player games, while it waits for the player.</extracomment>
        <translation>برای دست بعد کلیک کنید، یا فاصله یا Enter را بزنید</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GamePage.qml" line="+139"/>
        <source>All games</source>
        <translation>همهٔ بازی‌ها</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Table</source>
        <translation>میز</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Full rules</source>
        <translation>قوانین کامل</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistics</source>
        <extracomment>The tab of a game&apos;s page with your statistics.</extracomment>
        <translation>آمار</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Shortcuts</source>
        <extracomment>The button that opens the list of keyboard shortcuts (also F1): short, as the page&apos;s bar is narrow (the screen reader says &quot;Keyboard shortcuts&quot;).</extracomment>
        <translation>میان‌برها</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location line="+182"/>
        <source>This table could not be opened.</source>
        <translation>این میز باز نشد.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+174"/>
        <source>Your record: %1 won of %2; %3 more with a hint or take-back</source>
        <extracomment>On a lobby tile: %1 matches won of %2 played, and %3 more played with a hint or a take-back (counted apart).</extracomment>
        <translation>کارنامهٔ شما: %1 برد از %2؛ %3 با کمک</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your record: %1 won of %2</source>
        <extracomment>On a lobby tile: your record in this game, %1 matches won of %2 played.</extracomment>
        <translation>کارنامهٔ شما: %1 برد از %2</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Match under way: us %1, them %2</source>
        <extracomment>On a lobby tile of a partnership game: a saved match goes on; %1 your team&apos;s score (&quot;us&quot;), %2 the opponents&apos; (&quot;them&quot;). Keep it short: one line on a small tile.</extracomment>
        <translation>نیمه‌تمام: ما %1، آن‌ها %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match under way: you %1, AI %2</source>
        <extracomment>On a lobby tile: a saved match goes on; %1 your score, %2 the AI&apos;s.</extracomment>
        <translation>نیمه‌تمام: شما %1، حریف %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Play</source>
        <translation>بازی کنید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <extracomment>On a lobby tile whose game has a match under way: opening it goes on with it.</extracomment>
        <translation>ادامه</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>✓ Learned</source>
        <extracomment>On a lobby tile: this game&apos;s guided lesson was played to its end.</extracomment>
        <translation>✓ آموخته شد</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>On a lobby tile: the game&apos;s guided lesson was begun and left at step %1 of %2 (the steps you read or play); it goes on there.</extracomment>
        <translation>ادامهٔ درس · گام %1 از %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>On a lobby tile: open the game with its guided lesson on the table.</extracomment>
        <translation>یادگیری</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>یک دست راهنمایی‌شده که این بازی را قاعده به قاعده یاد می‌دهد؛ مسابقهٔ شما منتظر می‌ماند و چیزی شمرده نمی‌شود.</translation>
    </message>
</context>
<context>
    <name>GroupedHand</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/GroupedHand.qml" line="+76"/>
        <source>Your hand</source>
        <extracomment>Accessible name of the player&apos;s hand of cards.</extracomment>
        <translation>کارت‌های دست شما</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>This card cannot be played now.</source>
        <translation>این کارت را اکنون نمی‌توان بازی کرد.</translation>
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
        <translation>کارت‌های دست شما</translation>
    </message>
    <message>
        <location line="+218"/>
        <source>This card cannot be played now.</source>
        <translation>این کارت را اکنون نمی‌توان بازی کرد.</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+59"/>
        <source>Language:</source>
        <translation>زبان:</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Contrast</source>
        <translation>کنتراست</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Grain</source>
        <translation>دانه</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Color temperature</source>
        <translation>دمای رنگ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filters are unavailable with this renderer.</source>
        <translation>با این موتور نمایش، فیلترها در دسترس نیستند.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Muted</source>
        <extracomment>Header button shown while sound cues are off; a click turns them on.</extracomment>
        <translation>بی‌صدا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sound is off. Turn the sound on (Ctrl+M)</source>
        <extracomment>Accessible name of the header&apos;s muted button.</extracomment>
        <translation>صدا خاموش است. روشن کردن صدا (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Options</source>
        <extracomment>Header button opening animation-speed, reduced-motion and four-colour options.</extracomment>
        <translation>گزینه‌ها</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/HintPanel.qml" line="+89"/>
        <source>as good as move %1</source>
        <extracomment>A hinted move worth the same as the move numbered %1 (the search sees no difference).</extracomment>
        <translation>به خوبی حرکت %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Hard would play</source>
        <translation>سطح سخت این‌طور بازی می‌کرد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the hint is being worked out.</extracomment>
        <translation>در حال فکر…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the hint panel.</extracomment>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>Info</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+8"/>
        <source>Schnapsen</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>شناپسن</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+9"/>
        <source>Lock &amp; Bet</source>
        <extracomment>Name of the game: choose a card, lock it face down, bet chips on it.</extracomment>
        <translation>قفل و شرط</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+10"/>
        <source>High Trick</source>
        <extracomment>Name of the template game (a small example game for developers: the highest card of the suit led takes the trick).</extracomment>
        <translation>دست بالا</translation>
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
            <numerusform>%Ln بازیکن</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>شما در برابر هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First to 5 points</source>
        <extracomment>Format line, last part: the match ends when a player has this many points (and leads).</extracomment>
        <translation>نخستین به ۵ امتیاز</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Take tricks: each one is a point.</source>
        <translation>دست ببرید: هر دست یک امتیاز است.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The tricks of a deal are added to the match score. The match ends after a deal once a player has five points or more and more than the other.</source>
        <translation>دست‌های هر پخش به امتیاز مسابقه افزوده می‌شود. مسابقه پس از یک پخش پایان می‌یابد، همین که بازیکنی پنج امتیاز یا بیشتر داشته باشد و از دیگری جلو باشد.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>Three cards each: follow suit, and the highest card of the suit led takes the trick. Each trick is a point; first to five wins.</source>
        <translation>هر بازیکن سه کارت: از خال پیروی کنید؛ بالاترین کارتِ خالِ آغازشده دست را می‌برد. هر دست یک امتیاز است؛ هر که زودتر به پنج برسد می‌برد.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Twelve cards: Spades and Hearts from 2 to 7. Each deal, the dealer gives three cards to each player; the other six stay out of play. The deal passes to the other player.</source>
        <translation>دوازده کارت: پیک و دل از ۲ تا ۷. در هر پخش، پخش‌کننده به هر بازیکن سه کارت می‌دهد؛ شش کارت دیگر بیرون از بازی می‌مانند. پخش به بازیکن دیگر می‌رسد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player who did not deal leads the first trick; the winner of a trick leads the next.</source>
        <translation>بازیکنی که پخش نکرده دست نخست را آغاز می‌کند؛ برندهٔ هر دست، دست بعدی را آغاز می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow the suit led if you can. The higher card of the suit led takes the trick.</source>
        <translation>اگر بتوانید باید از خالِ آغازشده پیروی کنید. کارت بالاترِ آن خال دست را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <source>Chips</source>
        <extracomment>Format line, last part: the match is played for virtual chips.</extracomment>
        <translation>ژتون</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose one of your two cards and stake it face down. The higher rank wins, except that a 2 beats an Ace. Public UP/DOWN signals, and the card you keep plays on in the next deal.</source>
        <extracomment>UP and DOWN are the public signals (high cards 8 to A, low cards 2 to 7).</extracomment>
        <translation>یکی از دو کارتتان را انتخاب کنید، آن را رو به پایین قفل کنید و رویش شرط ببندید. ارزش بالاتر می‌برد، جز این‌که ۲ آس را می‌زند. نشانه‌های «بالا/پایین» عمومی‌اند، و کارتی که نگه می‌دارید در دور بعد هم بازی می‌ماند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Match under way: you %1, AI %2 chips at the start of this deal</source>
        <extracomment>On the Lock &amp; Bet lobby tile: a saved match goes on; %1 your chips, %2 the AI&apos;s, both counted at the start of the deal being played (bets made since are not in them).</extracomment>
        <translation>مسابقه: شما %1، حریف %2 ژتون</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Win the pot, either by betting until the other player folds or by having the stronger locked card when both are shown.</source>
        <translation>پات را ببرید: یا با شرط بستن تا حریف کنار بکشد، یا با کارت قفل‌شدهٔ قوی‌تر وقتی هر دو رو می‌شوند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player starts with 20 virtual chips. The match ends when a player has no chips left: that player loses.</source>
        <translation>هر بازیکن با ۲۰ ژتون مجازی شروع می‌کند. مسابقه وقتی تمام می‌شود که ژتون یک بازیکن تمام شود: او بازنده است.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Two French decks are shuffled together into a shoe of 104 cards, without jokers. Each rank appears eight times; suits do not matter.</source>
        <translation>دو دستهٔ کارت فرانسوی با هم در یک جعبهٔ ۱۰۴ کارتی بُر زده می‌شوند، بدون ژوکر. هر ارزش هشت بار می‌آید؛ خال اهمیتی ندارد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player gets two cards, and every deal each player pays an ante of 1 chip into the pot. A player with only 1 chip left antes it and is all-in.</source>
        <translation>هر بازیکن دو کارت می‌گیرد، و در هر دور هر کدام ۱ ژتون ورودی به پات می‌دهد. بازیکنی که فقط ۱ ژتون دارد آن را ورودی می‌دهد و آل‌این است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are the first player in the first deal: you lock first, bet first and draw first. After that, whoever won the last pot starts the next deal (also when the other player folded). After a split pot, the other player starts.</source>
        <translation>در دور اول شما بازیکن اول هستید: اول قفل می‌کنید، اول شرط می‌بندید و اول کارت برمی‌دارید. از آن پس، برندهٔ آخرین پات دور بعد را شروع می‌کند (حتی اگر حریف کنار کشیده باشد). پس از پاتِ تقسیم‌شده، بازیکن دیگر شروع می‌کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Only groups are public: 8, 9, 10, J, Q, K and A are UP; 2 to 7 are DOWN. For each player the table shows how many of their two cards are UP and how many are DOWN — never which card is which. Locking a card does not change the signal, so it never shows the locked card&apos;s group.</source>
        <translation>فقط گروه‌ها عمومی‌اند: ۸، ۹، ۱۰، سرباز، بی‌بی، شاه و آس «بالا» هستند؛ ۲ تا ۷ «پایین». میز برای هر بازیکن نشان می‌دهد چند تا از دو کارتش بالا و چند تا پایین است — ولی هرگز نشان نمی‌دهد کدام کارت کدام است. قفل کردن کارت نشانه را عوض نمی‌کند، پس گروه کارت قفل‌شده هیچ‌وقت لو نمی‌رود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>On your turn, choose one of your two cards and confirm to lock it face down. The first player locks, then the second, without seeing the other&apos;s choice. A locked card cannot be changed.</source>
        <translation>در نوبت خود یکی از دو کارتتان را انتخاب و تأیید کنید تا رو به پایین قفل شود. اول بازیکن اول قفل می‌کند، بعد بازیکن دوم، بی آن‌که انتخاب دیگری را ببیند. کارت قفل‌شده را نمی‌توان عوض کرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Betting starts only after both players have locked a card. There is one betting round per deal; the first player acts first.</source>
        <translation>شرط‌بندی فقط پس از آن شروع می‌شود که هر دو بازیکن کارتی قفل کرده باشند. در هر دور یک نوبت شرط‌بندی هست و بازیکن اول زودتر عمل می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nothing is owed you may check or bet; the smallest bet is 1 chip. When a bet is owed you may call, raise or fold. The round ends when both check, when a bet or raise is called, or when a player folds.</source>
        <translation>وقتی بدهکار نیستید می‌توانید چک کنید یا شرط ببندید؛ کمترین شرط ۱ ژتون است. وقتی شرطی باید بپردازید می‌توانید کال کنید، افزایش دهید یا کنار بکشید. نوبت شرط‌بندی وقتی تمام می‌شود که هر دو چک کنند، شرط یا افزایشی کال شود، یا بازیکنی کنار بکشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A raise must add at least as much as the last full bet or raise. You enter your total for this round, not counting the ante: for example, after a bet of 3 the smallest raise is to 6.</source>
        <translation>افزایش باید دست‌کم به اندازهٔ آخرین شرط یا افزایش کامل اضافه کند. مجموع خود را در این نوبت بدون ورودی وارد می‌کنید: برای نمونه، پس از شرط ۳، کمترین افزایش تا ۶ است.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Going all-in puts in all your remaining chips, even if that is less than a full raise. Such a short all-in does not reopen raising for a player who has already acted. Against an all-in player you may only call or fold.</source>
        <translation>آل‌این همهٔ ژتون‌های باقی‌ماندهٔ شما را وسط می‌گذارد، حتی اگر کمتر از یک افزایش کامل باشد. چنین آل‌این کوتاهی افزایش را برای بازیکنی که قبلاً عمل کرده دوباره باز نمی‌کند. در برابر بازیکن آل‌این فقط می‌توانید کال کنید یا کنار بکشید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you cannot cover a bet, calling puts in all your chips; the part of the bet you could not match goes back to the bettor. If a player has no chips left after the ante, there is no betting: the cards are shown at once.</source>
        <translation>اگر ژتون کافی برای کال کردن ندارید، با کال همهٔ ژتون‌هایتان وسط می‌رود؛ بخشی از شرط که نتوانستید برابرش کنید به شرط‌بند برمی‌گردد. اگر بازیکنی پس از ورودی ژتونی نداشته باشد، شرط‌بندی در کار نیست: کارت‌ها بی‌درنگ رو می‌شوند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand ranking</source>
        <translation>ترتیب ارزش کارت‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the two locked cards are compared: A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2 from highest to lowest.</source>
        <translation>فقط دو کارت قفل‌شده مقایسه می‌شوند: آس، شاه، بی‌بی، سرباز، ۱۰، ۹، ۸، ۷، ۶، ۵، ۴، ۳، ۲ از بالاترین به پایین‌ترین.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The one exception: a 2 beats an Ace. The Ace still beats every other card, and the 2 loses to every card except the Ace.</source>
        <translation>تنها استثنا: ۲ آس را می‌زند. آس همچنان از هر کارت دیگری قوی‌تر است، و ۲ به هر کارتی جز آس می‌بازد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suits do not matter. Two cards of the same rank tie.</source>
        <translation>خال اهمیتی ندارد. دو کارت هم‌ارزش مساوی‌اند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>After the betting both locked cards are turned face up. The stronger card takes the whole pot; on a tie the pot is split, so each player gets back exactly what they put in.</source>
        <translation>پس از شرط‌بندی هر دو کارت قفل‌شده رو می‌شوند. کارت قوی‌تر کل پات را می‌برد؛ در تساوی پات تقسیم می‌شود و هر بازیکن دقیقاً همان را که گذاشته پس می‌گیرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If a player folds, the other takes the pot. Both locked cards are still shown, but they do not change the result.</source>
        <translation>اگر بازیکنی کنار بکشد، دیگری پات را می‌برد. دو کارت قفل‌شده باز هم نشان داده می‌شوند، اما نتیجه را تغییر نمی‌دهند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the next deal the two locked cards are discarded, each player keeps their other card and draws one new card (first player first), and both pay the next ante.</source>
        <translation>برای دور بعد دو کارت قفل‌شده کنار گذاشته می‌شوند، هر بازیکن کارت دیگرش را نگه می‌دارد و یک کارت تازه برمی‌دارد (اول بازیکن اول)، و هر دو ورودی بعدی را می‌پردازند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When fewer than two cards are left in the shoe, the discards are shuffled with what is left to make a new shoe; the cards in the players&apos; hands stay out of it.</source>
        <translation>وقتی کمتر از دو کارت در جعبه بماند، کارت‌های کنارگذاشته با باقی‌مانده بُر زده می‌شوند تا جعبهٔ تازه‌ای بسازند؛ کارت‌های دست بازیکنان بیرون می‌مانند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player who runs out of chips loses the match; there are always 40 chips on the table. New match gives each player 20 chips again.</source>
        <translation>بازیکنی که ژتونش تمام شود مسابقه را می‌بازد؛ همیشه ۴۰ ژتون روی میز است. «مسابقهٔ جدید» به هر بازیکن دوباره ۲۰ ژتون می‌دهد.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>%Ln-point match</source>
        <extracomment>Format line, last part: a match counts down from this many game points.</extracomment>
        <translation>
            <numerusform>مسابقهٔ %Ln امتیازی</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win tricks and declare marriages to reach 66 card points first. Exchange the trump card or close the stock; the game points you win count your match down from seven to zero.</source>
        <translation>دست ببرید و ازدواج اعلام کنید تا زودتر از حریف به ۶۶ امتیاز کارت برسید. کارت حکم را عوض کنید یا کپه را ببندید؛ امتیازهای بازی که می‌برید، شمارش شما را در مسابقه از هفت تا صفر پایین می‌آورد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="-19"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="-72"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+12"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+6"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+10"/>
        <source>Objective</source>
        <translation>هدف</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>دو بازیکن، هر کدام برای خودش: شما در برابر هوش مصنوعی.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>دست ببرید و ازدواج اعلام کنید تا امتیاز کارت جمع کنید. نخستین کسی که به ۶۶ برسد، آن دور را می‌برد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>هر دو بازیکن مسابقه را با ۷ شروع می‌کنند. امتیازهای بازی که در هر دور می‌برید از شمارش شما کم می‌شود؛ نخستین کسی که به ۰ برسد، مسابقه را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+9"/>
        <source>Setup</source>
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>یک دسته ۲۰ کارتی در چهار خال: دل، زنگوله، بلوط و برگ.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The dealer gives three cards to each player, turns up the next card — its suit is trumps for this deal — and then gives two more cards to each.</source>
        <translation>پخش‌کننده به هر بازیکن سه کارت می‌دهد، کارت بعدی را رو می‌کند — خال آن در این دور حکم است — و سپس به هر کدام دو کارت دیگر می‌دهد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other nine cards go face down on top of the turned-up trump card. Together they form the stock of ten cards.</source>
        <translation>نُه کارت باقی‌مانده رو به پایین روی کارت حکمِ رو گذاشته می‌شوند و با آن کپهٔ ده کارتی را می‌سازند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who did not deal leads the first trick. The deal alternates.</source>
        <translation>بازیکنی که پخش نکرده، دست اول را شروع می‌کند. پخش کارت به نوبت عوض می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+17"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+24"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+18"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+4"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+14"/>
        <source>Playing a turn</source>
        <translation>انجام یک نوبت</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="-10"/>
        <source>From high to low: Daus (ace) 11 points, Zehner (ten) 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>از بالا به پایین: آس ۱۱ امتیاز، ده ۱۰، شاه ۴، اوبر ۳، اونتر ۲. کل دسته ۱۲۰ امتیاز دارد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>While the stock is open, play any card you like: you need not follow suit or play a trump.</source>
        <translation>تا وقتی کپه باز است، هر کارتی خواستید بازی کنید: لازم نیست خال را بیاورید یا حکم بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The higher card of the suit led wins the trick, unless a trump is played: then the trump wins.</source>
        <translation>کارت بالاتر از خالِ شروع‌شده دست را می‌برد، مگر این‌که حکم بازی شود: آن‌وقت حکم می‌برد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the trick draws the top card of the stock, then the other player draws. The winner leads next. On the last draw, the player who lost the trick takes the turned-up trump card.</source>
        <translation>برندهٔ دست کارت رویی کپه را برمی‌دارد و بعد بازیکن دیگر. برنده دست بعد را شروع می‌کند. در آخرین برداشت، بازندهٔ دست کارت حکمِ رو را برمی‌دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once the stock is used up or closed, stricter rules apply: follow suit and beat the card led if you can; if you cannot beat it, still follow suit with a lower card.</source>
        <translation>وقتی کپه تمام یا بسته شود، قوانین سخت‌گیرانه‌تری اجرا می‌شود: اگر می‌توانید خال را بیاورید و از کارت شروع بالاتر بزنید؛ اگر نمی‌توانید بالاتر بزنید، باز هم با کارت پایین‌تری از همان خال بازی کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you have no card of the suit led, you must play a trump if you have one; otherwise play any card.</source>
        <translation>اگر از خالِ شروع‌شده کارتی ندارید، در صورت داشتن حکم باید حکم بزنید؛ وگرنه هر کارتی را بازی کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exchange, marriage and closing</source>
        <translation>تعویض، ازدواج و بستن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the stock is open, the player about to lead may swap the trump Unter for the turned-up trump card.</source>
        <translation>تا وقتی کپه باز است، بازیکنی که نوبت شروع دارد می‌تواند اونتر حکم را با کارت حکمِ رو عوض کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>یک شاه یا اوبر را در حالی بازی کنید که جفتش از همان خال در دستتان است تا ازدواج اعلام کنید: ۲۰ امتیاز، یا ۴۰ اگر از خال حکم باشد. حریف کارت جفت را می‌بیند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At the table, a button beside your hand offers each card you may lead a marriage with (for example “Ober of Herz: +20”): it plays the card and declares the marriage. Clicking the card itself plays it without declaring.</source>
        <translation>سر میز، دکمه‌ای کنار دستتان هر کارتی را که می‌توانید با آن ازدواج اعلام کنید پیشنهاد می‌کند (مثلاً «اوبر دل: ۲۰ امتیاز»): کارت را بازی می‌کند و ازدواج را اعلام می‌کند. کلیک روی خود کارت آن را بدون اعلام بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you have not won a trick yet, the marriage points wait until you win your first trick. Each marriage can be declared once per deal, also after the stock is closed.</source>
        <translation>اگر هنوز دستی نبرده‌اید، امتیاز ازدواج تا بردن نخستین دستتان در انتظار می‌ماند. هر ازدواج در هر دور یک بار اعلام می‌شود، حتی پس از بستن کپه.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before you lead, while the stock is open, you may close it — even before the first trick. Nobody draws any more and the stricter rules apply at once.</source>
        <translation>پیش از شروع دست، تا وقتی کپه باز است، می‌توانید آن را ببندید — حتی پیش از دست اول. از آن پس کسی کارت برنمی‌دارد و قوانین سخت‌گیرانه‌تر بی‌درنگ اجرا می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When the stock is closed, your opponent&apos;s points and whether they have won a trick are noted: they decide the score of the deal.</source>
        <translation>هنگام بستن کپه، امتیاز حریف و این‌که دستی برده یا نه ثبت می‌شود: همین‌ها امتیاز آن دور را تعیین می‌کنند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Info.qml" line="+9"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Info.qml" line="+32"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="+23"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+16"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+5"/>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="+17"/>
        <source>Scoring and end</source>
        <translation>امتیازشماری و پایان</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+2"/>
        <source>The game notices 66 by itself as soon as a trick or a marriage brings a player there, and the deal ends at once.</source>
        <translation>بازی خودش متوجه می‌شود که یک دست یا ازدواج بازیکنی را به ۶۶ رسانده است، و دور بی‌درنگ تمام می‌شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winner of the deal scores 1 game point if the opponent has 33 card points or more, 2 if the opponent has won a trick but has fewer than 33, and 3 if the opponent has not won a trick.</source>
        <translation>برندهٔ دور ۱ امتیاز بازی می‌گیرد اگر حریف ۳۳ امتیاز کارت یا بیشتر داشته باشد، ۲ امتیاز اگر حریف دستی برده اما کمتر از ۳۳ امتیاز دارد، و ۳ امتیاز اگر حریف هیچ دستی نبرده باشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and reach 66, you score 1, 2 or 3 by the same rule, counting your opponent&apos;s points and tricks as they were when you closed.</source>
        <translation>اگر کپه را بستید و به ۶۶ رسیدید، با همان قاعده ۱، ۲ یا ۳ امتیاز می‌گیرید؛ امتیاز و دست‌های حریف همان‌طور که هنگام بستن بود حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you closed the stock and fall short of 66, or your opponent gets there first, your opponent scores 2 — or 3 if they had no trick when you closed.</source>
        <translation>اگر کپه را بستید و به ۶۶ نرسیدید، یا حریف زودتر رسید، حریف ۲ امتیاز می‌گیرد — یا ۳ امتیاز اگر هنگام بستن هیچ دستی نداشت.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If the stock was never closed and nobody reaches 66, the winner of the last trick scores 1 game point. There is no bonus for the last trick.</source>
        <translation>اگر کپه هرگز بسته نشد و کسی به ۶۶ نرسید، برندهٔ آخرین دست ۱ امتیاز بازی می‌گیرد. آخرین دست پاداش جداگانه‌ای ندارد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Info.qml" line="-57"/>
        <source>Scopa</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>اسکوپا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match to 11</source>
        <extracomment>Format line, last part: the match is won by the first to reach 11 points.</extracomment>
        <translation>مسابقه تا ۱۱</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play one card to capture equal values or an equal sum. Clear the table for a bonus, and watch the Diamonds 7.</source>
        <extracomment>&quot;Diamonds 7&quot;: the seven of Diamonds, the settebello.</extracomment>
        <translation>یک کارت بازی کنید تا کارتِ هم‌ارزش یا کارت‌هایی با همان جمع را بردارید. میز را خالی کنید تا امتیاز جایزه بگیرید، و حواستان به هفت خشت باشد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture the useful cards from the table, and clear the table to earn a scopa, worth a point.</source>
        <translation>کارت‌های به‌دردبخور را از روی میز بردارید و میز را کاملاً خالی کنید تا یک «اسکوپا» بگیرید که یک امتیاز دارد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Points are added up only at the end of each deal. The first player with 11 points or more wins the match, if they have more points than the other. Reaching 11 during a deal does not end it early.</source>
        <translation>امتیازها فقط در پایان هر دور جمع می‌شوند. نخستین بازیکنی که ۱۱ امتیاز یا بیشتر داشته باشد و از حریف جلوتر باشد، مسابقه را می‌برد. رسیدن به ۱۱ در میانهٔ دور آن را زودتر تمام نمی‌کند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A pack of 40 cards in four suits: Diamonds, Hearts, Clubs and Spades. Each suit has Ace, 2 to 7, Fante (jack), Regina (queen) and Re (king).</source>
        <translation>یک دستهٔ ۴۰ کارتی در چهار خال: خشت، دل، گشنیز و پیک. هر خال آس، ۲ تا ۷، Fante‏ (سرباز)، Regina‏ (بی‌بی) و Re‏ (شاه) دارد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capture values: Ace 1, 2 to 7 as printed, Fante 8, Regina 9, Re 10. Court cards count in sums too.</source>
        <translation>ارزش برداشت: آس ۱، ۲ تا ۷ همان عدد روی کارت، Fante‏ ۸، Regina‏ ۹، Re‏ ۱۰. کارت‌های تصویردار هم در جمع حساب می‌شوند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer gives three cards to each player and lays four cards face up on the table. The other cards form the stock.</source>
        <translation>پخش‌کننده به هر بازیکن سه کارت می‌دهد و چهار کارت را رو به بالا روی میز می‌گذارد. بقیهٔ کارت‌ها کپه را می‌سازند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If three or four Kings (Re) lie on the table, the same dealer deals again.</source>
        <translation>اگر سه یا چهار شاه (Re‏) روی میز بیاید، همان پخش‌کننده دوباره پخش می‌کند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who did not deal plays first. The deal alternates after every complete deal.</source>
        <translation>بازیکنی که پخش نکرده اول بازی می‌کند. پس از هر دور کامل، پخش کارت به نوبت عوض می‌شود.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play one card from your hand. If a table card has the same value, you take one such card — only one, even if there are several.</source>
        <translation>یک کارت از دستتان بازی کنید. اگر کارتی هم‌ارزش روی میز باشد، یکی از آن‌ها را برمی‌دارید — فقط یکی، حتی اگر چند تا باشد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only when no table card has that value may you take a group of two or more cards whose values add up to it. If there are several groups, you choose one.</source>
        <translation>فقط وقتی هیچ کارتی با آن ارزش روی میز نباشد، می‌توانید دسته‌ای از دو کارت یا بیشتر را بردارید که جمعشان برابر آن باشد. اگر چند دسته ممکن باشد، یکی را انتخاب می‌کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For example, with a 7: if a 7 lies on the table, take that 7. Otherwise you may take 3 + 4, or 2 + 5.</source>
        <translation>برای نمونه با یک ۷: اگر ۷ روی میز باشد، همان ۷ را بردارید. وگرنه می‌توانید ۳ + ۴ یا ۲ + ۵ را بردارید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the card you play can capture, it must. You may still play another card that captures nothing: it stays face up on the table.</source>
        <translation>اگر کارتی که بازی می‌کنید بتواند بردارد، باید بردارد. با این حال می‌توانید کارت دیگری بازی کنید که چیزی برنمی‌دارد: آن کارت رو به بالا روی میز می‌ماند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your card and the cards you take go to your capture pile. Turns alternate. When both hands are empty, each player gets three more cards from the stock; the table gets none.</source>
        <translation>کارت شما و کارت‌هایی که برمی‌دارید به برداشت‌های شما می‌روند. بازیکنان به نوبت بازی می‌کنند. وقتی هر دو دست خالی شد، هر بازیکن سه کارت دیگر از کپه می‌گیرد؛ به میز کارتی اضافه نمی‌شود.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Every capture that clears the table is a scopa, worth 1 point — except on the very last card of the deal.</source>
        <translation>هر برداشتی که میز را خالی کند یک اسکوپا است و ۱ امتیاز دارد — جز با آخرین کارت دور.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the stock and both hands are empty, the cards left on the table go to the last player who captured. That is not a scopa.</source>
        <translation>وقتی کپه و هر دو دست خالی شد، کارت‌های باقی‌مانده روی میز به آخرین بازیکنی می‌رسد که برداشت کرده است. این اسکوپا حساب نمی‌شود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four prizes of 1 point each: most cards, most Diamonds, the Diamonds 7 (settebello) and the best primiera. A tie gives the point to nobody.</source>
        <translation>چهار جایزهٔ ۱ امتیازی: بیشترین کارت، بیشترین خشت، هفت خشت (settebello‏) و بهترین «پریمیرا» (primiera‏). در تساوی امتیاز به کسی نمی‌رسد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Primiera: you need at least one card of every suit. Add up your best card in each suit: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12 and court cards 10. These are not the capture values.</source>
        <translation>پریمیرا: از هر خال دست‌کم یک کارت لازم دارید. بهترین کارت هر خال را جمع بزنید: ۷ برابر ۲۱، ۶ برابر ۱۸، آس ۱۶، ۵ برابر ۱۵، ۴ برابر ۱۴، ۳ برابر ۱۳، ۲ برابر ۱۲ و کارت‌های تصویردار ۱۰. این‌ها ارزش برداشت نیستند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each deal&apos;s points are added to the match score. A player with 11 or more who is ahead wins; if the scores are level at 11 or more, play another deal.</source>
        <translation>امتیاز هر دور به امتیاز مسابقه افزوده می‌شود. بازیکنی که ۱۱ یا بیشتر دارد و جلوتر است می‌برد؛ اگر امتیازها در ۱۱ یا بیشتر برابر باشد، یک دور دیگر بازی می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="-57"/>
        <source>Tarocchi di Piedicavallo</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>تاروکی پیه‌دیکاوالو</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-73"/>
        <source>Minchiate</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>مینکیاته</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+5"/>
        <source>You and an AI partner against two AI opponents</source>
        <extracomment>Format line, second part: who plays with and against whom.</extracomment>
        <translation>شما و یار هوش مصنوعی در برابر دو حریف هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One deal, settled in resti</source>
        <extracomment>Format line, last part: a single deal, settled in resti (units of 60 points).</extracomment>
        <translation>یک دور، تسویه با رستی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Collect counting cards and trump combinations with your partner. Point leads turn into resti during play and at the end; the net resti decide the winner.</source>
        <translation>با یارتان کارت‌های امتیازدار و ترکیب‌های حکم جمع کنید. برتری امتیاز در طول بازی و در پایان به «رستی» تبدیل می‌شود؛ رستی خالص برنده را تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Win card points, then turn the difference between the teams into settlement units called resti (one resto, several resti). The team with more resti in the end wins; equal resti are a tie. See Scoring and end for how points become resti.</source>
        <translation>امتیاز کارت به دست آورید، سپس اختلاف دو تیم را به واحدهای تسویه‌ای به نام «رستی» تبدیل کنید (یک رستو، چند رستی). در پایان تیمی که رستی بیشتری دارد می‌برد؛ رستی برابر یعنی تساوی. برای این‌که امتیاز چگونه رستی می‌شود، «امتیازشماری و پایان» را ببینید.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A pack of 97 cards: 40 trumps numbered 1 to 40, the Matto (the Fool), and four suits of 14 cards — Swords, Batons, Cups and Coins.</source>
        <translation>یک دستهٔ ۹۷ کارتی: ۴۰ حکم با شماره‌های ۱ تا ۴۰، ماتو (ابله)، و چهار خال ۱۴ کارتی — شمشیرها، چوب‌دستی‌ها، جام‌ها و سکه‌ها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer picks the dealer and cuts for the player on the dealer&apos;s left. From the cut, that player takes (robs) cards one by one as long as each is a counting card or a trump above 20, at most thirteen. Robbed cards are shown, and the counting ones score for the robber&apos;s team at once.</source>
        <translation>رایانه پخش‌کننده را انتخاب می‌کند و برای بازیکنِ سمت چپ او دسته را می‌بُرد. آن بازیکن از جای بُرش کارت‌ها را یکی‌یکی برمی‌دارد (می‌رباید) تا وقتی هر کدام کارتی امتیازدار یا حکمی بالای ۲۰ باشد، حداکثر سیزده کارت. کارت‌های ربوده‌شده نشان داده می‌شوند و امتیازدارها بی‌درنگ برای تیم رباینده حساب می‌شوند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone then gets 21 cards: a packet of 10 and then a packet of 11, starting with the player on the dealer&apos;s right. The dealer&apos;s last card is shown to all and scores at once if it is worth points.</source>
        <translation>سپس هر کس ۲۱ کارت می‌گیرد: یک بستهٔ ۱۰ تایی و بعد یک بستهٔ ۱۱ تایی، از بازیکنِ سمت راست پخش‌کننده. آخرین کارت پخش‌کننده به همه نشان داده می‌شود و اگر امتیاز داشته باشد بی‌درنگ حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards left over are the Fola. The dealer robs from its top in the same way (counting cards and trumps above 20, shown and scored at once).</source>
        <translation>کارت‌های باقی‌مانده «فولا» هستند. پخش‌کننده از روی آن به همان شیوه می‌رباید (کارت‌های امتیازدار و حکم‌های بالای ۲۰، که نشان داده و بی‌درنگ حساب می‌شوند).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever robbed discards back to 21 cards, face down. Only cards worth nothing may be discarded, and never trump 29. Discards count for nobody.</source>
        <translation>هر کس ربوده باشد، کارت‌هایی را رو به پایین کنار می‌گذارد تا دوباره ۲۱ کارت داشته باشد. فقط کارت‌های بی‌ارزش کنار می‌روند، و هرگز حکم ۲۹. کارت‌های کنارگذاشته برای هیچ‌کس حساب نمی‌شوند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Before play, starting on the dealer&apos;s right, each player may declare the combinations (versicole, listed below) held in hand: the cards are shown and the combination scores at once. Then the Fola is turned up; its cards never take part in the tricks.</source>
        <translation>پیش از بازی، از سمت راست پخش‌کننده، هر بازیکن می‌تواند ترکیب‌های دستش (ورسیکوله، که در پایین آمده‌اند) را اعلام کند: کارت‌ها نشان داده می‌شوند و ترکیب بی‌درنگ حساب می‌شود. سپس فولا رو می‌شود؛ کارت‌هایش هرگز در دست‌ها شرکت نمی‌کنند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer cuts and robs for everyone; you choose your discards, your declarations and your cards.</source>
        <translation>رایانه برای همه می‌بُرد و می‌رباید؛ شما کارت‌های کنارگذاشتنی، اعلام‌ها و کارت‌هایتان را انتخاب می‌کنید.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play goes anticlockwise; the player on the dealer&apos;s right leads the first trick and the winner of each trick leads the next.</source>
        <translation>بازی خلاف جهت عقربه‌های ساعت است؛ بازیکنِ سمت راست پخش‌کننده دست اول را شروع می‌کند و برندهٔ هر دست، دست بعد را.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can; if you cannot, play a trump; if you have no trump either, play any card. You never have to beat the cards already played. The highest trump wins the trick; with no trump, the highest card of the suit led.</source>
        <translation>اگر می‌توانید خالِ شروع‌شده را بیاورید؛ اگر نه، حکم بزنید؛ اگر حکم هم ندارید، هر کارتی بازی کنید. هیچ‌وقت لازم نیست از کارت‌های بازی‌شده بالاتر بزنید. بالاترین حکم دست را می‌برد؛ بدون حکم، بالاترین کارتِ خالِ شروع‌شده.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Trumps rank from 40 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. In Cups and Coins the Ace is the highest numeral and 10 the lowest; in Swords and Batons 10 is the highest and the Ace the lowest.</source>
        <translation>حکم‌ها از ۴۰ (بالاترین) تا ۱ رتبه دارند. در هر خال: شاه، بی‌بی، سوار، سرباز و سپس کارت‌های عددی. در جام‌ها و سکه‌ها آس بالاترین کارت عددی است و ۱۰ پایین‌ترین؛ در شمشیرها و چوب‌دستی‌ها ۱۰ بالاترین و آس پایین‌ترین.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>King rule: in the first trick of a suit, once someone has played a trump to it, a later player who holds that suit&apos;s King must play the King — not even the Matto may replace it.</source>
        <translation>قاعدهٔ شاه: در نخستین دستِ یک خال، همین که کسی در آن حکم زد، هر بازیکنی که پس از آن بازی می‌کند و شاهِ آن خال را دارد باید شاه را بازی کند — حتی ماتو هم نمی‌تواند جایش را بگیرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Otherwise the Matto may be played instead of any card. It never wins a trick and stays with its team. If it was played to a trick the opponents won, its team gives them one card worth nothing from its tricks at the end — or the Matto itself if the team took no trick. If the Matto is led, the next card played sets the suit to follow.</source>
        <translation>در غیر این صورت ماتو را می‌توان به جای هر کارتی بازی کرد. هرگز دستی نمی‌برد و برای تیمش می‌ماند. اگر در دستی بازی شده باشد که حریفان برده‌اند، تیمش در پایان یک کارت بی‌ارزش از برداشت‌هایش به آن‌ها می‌دهد — یا خودِ ماتو را اگر تیم هیچ دستی نبرده باشد. اگر دست با ماتو شروع شود، کارت بعدی خالی را که باید آورد تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <translation>امتیاز کارت‌ها: حکم‌های ۳۶ تا ۴۰ هر کدام ۱۰؛ حکم‌های ۳۰ تا ۳۵، ۲۸، ۲۰، ۱۳، ۱۰ و ۱، ماتو و چهار شاه هر کدام ۵؛ حکم‌های ۲ تا ۵ هر کدام ۳. باقی کارت‌ها ارزشی ندارند. دسته ۱۴۲ امتیاز دارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When your team wins a trick, the counting cards the opponents played to it score for you at once. All the cards you took are counted again at the end.</source>
        <translation>وقتی تیم شما دستی می‌برد، کارت‌های امتیازداری که حریفان در آن دست بازی کرده‌اند بی‌درنگ برای شما حساب می‌شوند. در پایان همهٔ کارت‌های برده‌شده دوباره شمرده می‌شوند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Combinations (versicole): three or more consecutive trumps within 1–5 or within 28–40 (a longer run counts as one); trumps 1 and 40 with the Matto; trumps 1, 13 and 28; trumps 10, 20 and 30, or 20, 30 and 40 (all four together count as one); three or four Kings.</source>
        <translation>ترکیب‌ها (ورسیکوله): سه حکمِ پشت‌سرهم یا بیشتر در بازهٔ ۱–۵ یا ۲۸–۴۰ (رشتهٔ بلندتر یکی حساب می‌شود)؛ حکم ۱ و ۴۰ با ماتو؛ حکم ۱، ۱۳ و ۲۸؛ حکم ۱۰، ۲۰ و ۳۰، یا ۲۰، ۳۰ و ۴۰ (هر چهار با هم یکی حساب می‌شوند)؛ سه یا چهار شاه.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A combination is worth the sum of its cards; trump 29 is worth 5 inside a combination. Holding the Matto adds 5 to every combination that does not already include it.</source>
        <translation>ارزش هر ترکیب جمع کارت‌های آن است؛ حکم ۲۹ درون ترکیب ۵ می‌ارزد. داشتنِ ماتو به هر ترکیبی که ماتو را ندارد ۵ امتیاز می‌افزاید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Resti during play: after each score, whenever a team leads by 60 points or more, it earns one resto and 60 points come off the difference; repeat while the lead is still 60 or more.</source>
        <translation>رستی در طول بازی: پس از هر امتیازگیری، هر گاه تیمی ۶۰ امتیاز یا بیشتر جلو باشد، یک رستو می‌گیرد و ۶۰ امتیاز از اختلاف کم می‌شود؛ تا وقتی برتری ۶۰ یا بیشتر است تکرار می‌شود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>After the 21st trick each team adds its card points, the combinations in the cards it took, 1 point for each card beyond 42, and 10 for the last trick. The difference left from play and these two totals give the final difference, rounded up in units of 60: a lead of 1–60 earns 1 resto, 61–120 earns 2, and 0 earns nothing.</source>
        <translation>پس از دست بیست‌ویکم هر تیم امتیاز کارت‌هایش، ترکیب‌های درون کارت‌های برده‌شده، ۱ امتیاز برای هر کارت بیش از ۴۲ و ۱۰ برای آخرین دست را جمع می‌زند. اختلاف باقی‌مانده از بازی و این دو مجموع، اختلاف پایانی را می‌دهند که در واحدهای ۶۰ به بالا گرد می‌شود: برتری ۱ تا ۶۰ یک رستو، ۶۱ تا ۱۲۰ دو رستو، و ۰ هیچ.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add these to the resti settled during the deal. The net resti decide the winner; 0 is a tie.</source>
        <translation>این‌ها به رستی‌هایی که در طول دور تسویه شده افزوده می‌شوند. رستی خالص برنده را تعیین می‌کند؛ ۰ یعنی تساوی.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>One deal</source>
        <extracomment>Format line, last part: the game is a single deal.</extracomment>
        <translation>یک دور</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partnership tarot from Piedicavallo in Piedmont: follow suit, trump when you cannot, keep the Matto, and win most of the pack&apos;s 114 card points.</source>
        <translation>تاروکی تیمی (دو به دو) از پیه‌دیکاوالو در پیه‌مونت: خال را بیاورید، وقتی نمی‌توانید حکم بزنید، ماتو را نگه دارید و بیشترِ ۱۱۴ امتیاز کارت‌های دسته را ببرید.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Info.qml" line="-79"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+7"/>
        <source>Four players in two teams: you and your AI partner sitting opposite you, against the two AI players on your left and right.</source>
        <translation>چهار بازیکن در دو تیم: شما و یار هوش مصنوعی‌تان که روبه‌رویتان نشسته، در برابر دو بازیکن هوش مصنوعی در چپ و راست شما.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Info.qml" line="+2"/>
        <source>Win tricks that hold valuable cards. The pack holds 114 card points; the team with more of them wins. 57 to 57 is a tie.</source>
        <translation>دست‌هایی ببرید که کارت‌های باارزش دارند. دسته ۱۱۴ امتیاز کارت دارد؛ تیمی که بیشترِ آن را بگیرد می‌برد. ۵۷ به ۵۷ مساوی است.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A tarot pack of 62 cards: 21 trumps numbered 1 to 21, the Matto (the Fool), and four suits — Swords, Batons, Cups and Coins.</source>
        <translation>یک دستهٔ تاروکی ۶۲ کارتی: ۲۱ حکم با شماره‌های ۱ تا ۲۱، ماتو (ابله)، و چهار خال — شمشیرها، چوب‌دستی‌ها، جام‌ها و سکه‌ها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swords and Batons have King, Queen, Knight, Jack, then 10 down to 5. Cups and Coins have King, Queen, Knight, Jack, then Ace, 2, 3, 4, 5 and 6: there the Ace is the highest numeral and 6 the lowest.</source>
        <translation>شمشیرها و چوب‌دستی‌ها شاه، بی‌بی، سوار، سرباز و سپس ۱۰ تا ۵ دارند. جام‌ها و سکه‌ها شاه، بی‌بی، سوار، سرباز و سپس آس، ۲، ۳، ۴، ۵ و ۶ دارند: در آن‌ها آس بالاترین کارت عددی است و ۶ پایین‌ترین.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dealing and play go anticlockwise. Each player gets 15 cards; the dealer gets 17 and puts two of them aside, face down.</source>
        <translation>پخش و بازی خلاف جهت عقربه‌های ساعت است. هر بازیکن ۱۵ کارت می‌گیرد؛ پخش‌کننده ۱۷ کارت می‌گیرد و دو تا را رو به پایین کنار می‌گذارد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer may not put aside a King, trump 1, trump 21 or the Matto. Other trumps may go only if the 15 cards kept are all trumps and Kings (the Matto may stay too), or contain no trump at all.</source>
        <translation>پخش‌کننده نمی‌تواند شاه، حکم ۱، حکم ۲۱ یا ماتو را کنار بگذارد. حکم‌های دیگر فقط وقتی کنار می‌روند که ۱۵ کارتِ نگه‌داشته همه حکم و شاه باشند (ماتو هم می‌تواند بماند) یا اصلاً حکمی نداشته باشند.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The dealer announces how many trumps were put aside, but not which. The two cards count for the dealer&apos;s team at the end, unless that team wins no trick: then they go to the other team.</source>
        <translation>پخش‌کننده اعلام می‌کند چند حکم کنار گذاشته، اما نه کدام‌ها را. این دو کارت در پایان برای تیم پخش‌کننده حساب می‌شوند، مگر آن‌که آن تیم هیچ دستی نبرد: آن‌وقت به تیم دیگر می‌رسند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player on the dealer&apos;s right leads the first trick. The winner of a trick leads the next.</source>
        <translation>بازیکنِ سمت راست پخش‌کننده دست اول را شروع می‌کند. برندهٔ هر دست، دست بعد را شروع می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the suit led if you can. If you cannot, play a trump if you have one. Otherwise play any card. You never have to beat the cards already played.</source>
        <translation>اگر می‌توانید خالِ شروع‌شده را بیاورید. اگر نمی‌توانید و حکم دارید، حکم بزنید. وگرنه هر کارتی بازی کنید. هیچ‌وقت لازم نیست از کارت‌های بازی‌شده بالاتر بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trumps rank from 21 (highest) down to 1. In a suit: King, Queen, Knight, Jack, then the numerals. The highest trump wins the trick; with no trump, the highest card of the suit led wins.</source>
        <translation>حکم‌ها از ۲۱ (بالاترین) تا ۱ رتبه دارند. در هر خال: شاه، بی‌بی، سوار، سرباز و سپس کارت‌های عددی. بالاترین حکم دست را می‌برد؛ بدون حکم، بالاترین کارتِ خالِ شروع‌شده می‌برد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto may be played at any time, whatever you hold. It never wins a trick and stays with its player&apos;s team. If the Matto is led, the second card played sets the suit to follow.</source>
        <translation>ماتو را هر وقت بخواهید می‌توانید بازی کنید، هر چه در دست داشته باشید. هیچ‌وقت دستی نمی‌برد و برای تیم بازیکنش می‌ماند. اگر دست با ماتو شروع شود، دومین کارتِ بازی‌شده خالی را که باید آورد تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <translation>شاه‌ها، حکم ۱، حکم ۲۱ و ماتو هر کدام ۵ امتیاز دارند؛ بی‌بی‌ها ۴، سوارها ۳، سربازها ۲؛ و هر کارت دیگر ۱. ارزش امتیازی کارت ربطی به قدرتش در دست ندارد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are simply added up one by one: there is no counting in groups.</source>
        <translation>کارت‌ها یکی‌یکی جمع زده می‌شوند: شمارش گروهی در کار نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After 15 tricks each team adds up its cards. A team that won no trick gives up its Matto, so a team that takes every trick scores all 114 points.</source>
        <translation>پس از ۱۵ دست هر تیم کارت‌هایش را جمع می‌زند. تیمی که هیچ دستی نبرده ماتوی خود را واگذار می‌کند، پس تیمی که همهٔ دست‌ها را ببرد هر ۱۱۴ امتیاز را می‌گیرد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The team with more card points wins; equal totals are a tie.</source>
        <translation>تیمی که امتیاز کارت بیشتری دارد می‌برد؛ مجموع برابر یعنی تساوی.</translation>
    </message>
</context>
<context>
    <name>LanguageSelector</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LanguageSelector.qml" line="+68"/>
        <location line="+77"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
</context>
<context>
    <name>LastMoveLine</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/LastMoveLine.qml" line="+127"/>
        <source>Why?</source>
        <extracomment>After an AI move, at the top of the table: asks why the AI made it. Also the Y key.</extracomment>
        <translation>چرا؟</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Why did the AI make this move? (Y)</source>
        <extracomment>What the Why? link at the top of the table does (said by a screen reader).</extracomment>
        <translation>چرا هوش مصنوعی این حرکت را کرد؟ (Y)</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+40"/>
        <source>Last trick</source>
        <translation>آخرین دست</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You won it</source>
        <translation>شما بردید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI won it</source>
        <translation>هوش مصنوعی برد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln امتیاز</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LearnButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LearnButton.qml" line="+41"/>
        <source>Leave lesson</source>
        <translation>ترک درس</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue lesson · step %1 of %2</source>
        <extracomment>The lesson was begun and left at step %1 of %2 (the steps you read or play).</extracomment>
        <translation>ادامهٔ درس · گام %1 از %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn</source>
        <extracomment>Starts this game&apos;s guided lesson on the table (your match waits, nothing counts).</extracomment>
        <translation>یادگیری</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Back to your match, as you left it; the lesson resumes where you left it.</source>
        <translation>بازگشت به مسابقهٔ شما، همان‌طور که رهایش کردید؛ درس از همان‌جا که رها کردید ادامه می‌یابد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.</source>
        <translation>یک دست راهنمایی‌شده که این بازی را قاعده به قاعده یاد می‌دهد؛ مسابقهٔ شما منتظر می‌ماند و چیزی شمرده نمی‌شود.</translation>
    </message>
</context>
<context>
    <name>LessonOverlay</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="+37"/>
        <source>The rules do not allow that move here.</source>
        <extracomment>A lesson: the move tried is against the rules (the table has no words for its code).</extracomment>
        <translation>قوانین این حرکت را این‌جا اجازه نمی‌دهند.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does.</extracomment>
        <translation>این حرکتِ درس نیست. حرکت شما: %1. حرکت درس: %2. برای ادامه آن را پس بگیرید.</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Take your move back first.</source>
        <extracomment>A lesson: a move was tried while a wrong move still waits to be taken back.</extracomment>
        <translation>اول حرکتتان را پس بگیرید.</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Your only move, played for you: %1</source>
        <extracomment>A lesson: your only legal move (not a card: e.g. Minchiate&apos;s pass), which the lesson played for you, as the deal&apos;s story tells it (%1).</extracomment>
        <translation>تنها حرکت شما، به‌جای شما انجام شد: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played for you: %1</source>
        <extracomment>A lesson: a move of yours the lesson played for you in its finish (the hint&apos;s choice), as the deal&apos;s story tells it (%1, e.g. &quot;You played 5 of Coins.&quot;).</extracomment>
        <translation>به‌جای شما بازی شد: %1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Read the step, then press Next.</source>
        <extracomment>A lesson: a move was tried while the step waits for Next.</extracomment>
        <translation>این گام را بخوانید و بعد «بعدی» را بزنید.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Also a fine move. Yours: %1. The lesson&apos;s: %2. Played out, yours does as well. This lesson follows one line of play: take your move back to follow along.</source>
        <extracomment>A lesson: a legal move as good as the step&apos;s (the same in words, and as good by the Hard level&apos;s reckoning). %1 your move and what it does, %2 the lesson&apos;s.</extracomment>
        <translation>این هم حرکت خوبی است. حرکت شما: %1. حرکت درس: %2. اگر تا آخر بازی شود، حرکت شما هم به همان اندازه خوب است. این درس فقط یک مسیر بازی را دنبال می‌کند: برای دنبال کردن آن، حرکتتان را پس بگیرید.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The two read alike, but the Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that reads like the step&apos;s but is worse by the Hard level&apos;s reckoning. %1 your move, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 resti&quot;).</extracomment>
        <translation>این حرکتِ درس نیست. حرکت شما: %1. حرکت درس: %2. این دو یکسان به نظر می‌رسند، اما سطح «سخت» با بازی کردن دست تا آخر روی کارت‌هایی که نمی‌بینید، حرکت درس را به‌طور میانگین حدود %3 بهتر می‌یابد. برای ادامه، حرکتتان را پس بگیرید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. The Hard level, playing the deal out over the cards you cannot see, finds the lesson&apos;s about %3 better on average. Take yours back to go on.</source>
        <extracomment>A lesson: a legal move that differs from the step&apos;s only in what it spends or leaves (no gain of its own): why the lesson&apos;s is better, by the Hard level&apos;s reckoning. %1 your move and what it does, %2 the lesson&apos;s, %3 how much better the lesson&apos;s is on average, in the game&apos;s unit (e.g. &quot;0.3 points&quot;).</extracomment>
        <translation>این حرکتِ درس نیست. حرکت شما: %1. حرکت درس: %2. سطح سخت، با بازی کردن دست تا پایان روی کارت‌هایی که نمی‌بینید، حرکت درس را به‌طور میانگین حدود %3 بهتر می‌یابد. حرکتتان را پس بگیرید تا ادامه دهید.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>That is not the lesson&apos;s move. Yours: %1. The lesson&apos;s: %2. Unlike yours, it %3. Take it back to go on.</source>
        <extracomment>A lesson: a legal move that is not the one the step teaches. %1 your move and what it does, %2 the lesson&apos;s move and what it does too, %3 what only the lesson&apos;s move does (e.g. &quot;wins the trick (13 points); keeps the Daus of Herz in hand&quot;).</extracomment>
        <translation>این حرکتِ درس نیست. حرکت شما: %1. حرکت درس: %2. برخلاف حرکت شما، %3. آن را پس بگیرید تا ادامه دهید.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That is not the lesson&apos;s discard. Yours: %1. The lesson&apos;s: %2. Nothing was discarded: your hand is as it was. Choose the marked cards to go on.</source>
        <extracomment>A lesson: the cards chosen together (a two-card discard) are not the lesson&apos;s; nothing was discarded. %1 your cards, each with what it does (&quot;Discard 2 of Batons — …; …&quot;), %2 the lesson&apos;s (the marked cards).</extracomment>
        <translation>این کنار گذاشتنِ درس نیست. مال شما: %1. مال درس: %2. هیچ کارتی کنار گذاشته نشد: دست شما همان است که بود. برای ادامه، کارت‌های نشان‌دار را انتخاب کنید.</translation>
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
        <translation>آفرین: این همان حرکتِ درس است.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have played the whole lesson. Well done!</source>
        <extracomment>A lesson&apos;s last words, once every step is done.</extracomment>
        <translation>کل درس را بازی کردید. آفرین!</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at how the deal ended, then press Next.</source>
        <extracomment>A lesson: a deal of the lesson ended; its result shows until Next.</extracomment>
        <translation>ببینید این دور چگونه تمام شد، سپس «بعدی» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick on the table, then press Next.</source>
        <extracomment>A lesson: the AI&apos;s move finished a trick; it stays on the table until Next.</extracomment>
        <translation>به دستِ روی میز نگاه کنید، سپس «بعدی» را بزنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI plays next: watch its move.</source>
        <extracomment>A lesson: the AI&apos;s move comes by itself in a moment (never an empty panel).</extracomment>
        <translation>اکنون نوبت هوش مصنوعی است: حرکتش را تماشا کن.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Marked: %1 (choose it, then key %2)</source>
        <extracomment>A lesson: the card the step marks (%1) and the key that makes its move once that card is chosen (%2, e.g. &quot;L&quot; for Lock), e.g. &quot;Marked: 2 of Spades (choose it, then key L)&quot;.</extracomment>
        <translation>نشان‌دار: %1 (آن را انتخاب کنید، سپس کلید %2)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Marked: %1 (choose them, then key %2)</source>
        <extracomment>A lesson: the cards the step marks (%1) and the key that makes its move once those cards are chosen (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Cups, 9 of Coins (choose them, then key D)&quot;.</extracomment>
        <translation>نشان‌دار: %1 (آن‌ها را انتخاب کنید، سپس کلید %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Marked: %1 (key %2)</source>
        <extracomment>A lesson: what the step marks (%1) and the key that makes its move (%2, e.g. &quot;D&quot; for Discard), e.g. &quot;Marked: 7 of Trumps (key D)&quot;.</extracomment>
        <translation>نشان‌دار: %1 (کلید %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Marked: %1</source>
        <extracomment>A lesson: the cards the step marks on the table, e.g. &quot;Marked: Re of Clubs, 3 of Cups&quot;, or, for a move without cards (a bet), that move, e.g. &quot;Marked: Bet 1&quot;.</extracomment>
        <translation>نشان‌دار: %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Finish</source>
        <extracomment>A lesson&apos;s last step: its Next ends the lesson (its last words follow).</extracomment>
        <translation>پایان</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to your match</source>
        <extracomment>A finished lesson&apos;s only button: back to the match you left for it.</extracomment>
        <translation>درس را آموختید — بازگشت به مسابقهٔ خودتان</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back</source>
        <extracomment>A lesson: back to the previous step.</extracomment>
        <translation>برگشت</translation>
    </message>
    <message>
        <location line="-359"/>
        <source>The lesson played your only card, %1, for you. %2</source>
        <extracomment>A lesson: %1 your only legal card, which the lesson played for you; %2 what followed, as the deal&apos;s story tells it (&quot;&quot; or e.g. &quot;You won the trick (5 points).&quot;).</extracomment>
        <translation>درس تنها کارت شما، %1، را به جای شما بازی کرد. %2</translation>
    </message>
    <message>
        <location line="+370"/>
        <source>Take back</source>
        <extracomment>A lesson: take back the move that was not the lesson&apos;s.</extracomment>
        <translation>پس گرفتن حرکت</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Skip ahead</source>
        <extracomment>A lesson&apos;s finish (it plays your remaining moves for you): its moves at once, up to its next words or the deal&apos;s end.</extracomment>
        <translation>پرش به جلو</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Next</source>
        <extracomment>A lesson: on to the next step.</extracomment>
        <translation>بعدی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lesson learned — back to the table</source>
        <extracomment>A finished lesson&apos;s only button, no match of yours under way: back to the table.</extracomment>
        <translation>درس را آموختید — بازگشت به میز</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Leave</source>
        <extracomment>A lesson: leave it (it can be resumed later).</extracomment>
        <translation>ترک درس</translation>
    </message>
</context>
<context>
    <name>LessonStepCount</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonStepCount.qml" line="+28"/>
        <source>All steps done: %1 of %2</source>
        <extracomment>A lesson&apos;s progress once it is over: all its steps done, e.g. &quot;All steps done: 23 of 23&quot;.</extracomment>
        <translation>همهٔ گام‌ها انجام شد: %1 از %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Before step %1 of %2</source>
        <extracomment>A lesson&apos;s progress on a panel that is not a step of its own (a deal&apos;s end, a trick held for Next, the AI&apos;s move): the step that comes after it, e.g. &quot;Before step 9 of 23&quot;.</extracomment>
        <translation>پیش از گام %1 از %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step %1 of %2</source>
        <extracomment>A lesson&apos;s progress: step %1 of %2 (the steps you read or play; the AI&apos;s moves are not counted).</extracomment>
        <translation>گام %1 از %2</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LessonWords.qml" line="+12"/>
        <source>You and the AI each start with 20 chips and hold two cards. Every deal both pay an ante of 1 chip into the pot.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شما و هوش مصنوعی هر کدام با ۲۰ ژتون شروع می‌کنید و دو کارت در دست دارید. در هر دور هر دو ۱ ژتون ورودی در پات می‌گذارید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cards rank from the 2, the lowest, up to the Ace, the highest: 2 3 4 5 6 7 8 9 10 J Q K A, whatever the suit. One exception: a 2 beats an Ace.</source>
        <extracomment>Lesson step &quot;values&quot;: the order of the cards, shown at the start.</extracomment>
        <translation>کارت‌ها از ۲، پایین‌ترین، تا آس، بالاترین، رتبه دارند: ۲، ۳، ۴، ۵، ۶، ۷، ۸، ۹، ۱۰، سرباز، بی‌بی، شاه، آس، هر خالی که باشند. یک استثنا: ۲ آس را می‌زند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table shows how many of each player&apos;s two cards are UP (8 to A) and DOWN (2 to 7), never which card is which.</source>
        <extracomment>Lesson step &quot;signals&quot;; the cards it names are marked on the table.</extracomment>
        <translation>میز نشان می‌دهد چند تا از دو کارت هر بازیکن «بالا» (۸ تا آس) و چند تا «پایین» (۲ تا ۷) است، ولی هرگز نمی‌گوید کدام کارت کدام است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the marked 2 face down: your chips ride on it. The 4 would win a little more often, but lock the 2 here to see its one strength: it beats an Ace. Your 4 stays for the next deal.</source>
        <extracomment>Lesson step &quot;lock&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۲ نشان‌دار را رو به پایین قفل کنید: ژتون‌هایتان روی آن است. ۴ کمی بیشتر می‌بَرد، اما اینجا ۲ را قفل کنید تا تنها قدرتش را ببینید: آس را می‌زند. ۴ شما برای دور بعد می‌ماند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both cards are locked and nothing is owed: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هر دو کارت قفل شده‌اند و بدهی‌ای نیست: چک کنید و ژتونی نگذارید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet: call to match its bet. The betting ends and both locked cards are shown.</source>
        <extracomment>Lesson step &quot;call&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هوش مصنوعی شرط بست: کال کنید تا با شرطش برابر شوید. شرط‌بندی تمام می‌شود و هر دو کارت قفل‌شده رو می‌شوند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 2 against the AI&apos;s Ace: a 2 beats an Ace, so the pot is yours.</source>
        <extracomment>Lesson step &quot;two_beats_ace&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۲ شما در برابر آسِ هوش مصنوعی: ۲ آس را می‌زند، پس پات مال شماست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing is owed: bet 1 chip. The AI must now call, raise or fold.</source>
        <extracomment>Lesson step &quot;bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>بدهی‌ای نیست: ۱ ژتون شرط ببندید. حالا هوش مصنوعی باید کال کند، افزایش دهد یا کنار بکشد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI folded: the pot is yours. Both locked cards are still shown, but they change nothing.</source>
        <extracomment>Lesson step &quot;fold&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هوش مصنوعی کنار کشید: پات مال شماست. هر دو کارت قفل‌شده باز هم رو می‌شوند، اما چیزی را عوض نمی‌کنند.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The betting is over and both locked cards are turned up: the higher rank takes the pot; a tie splits it.</source>
        <extracomment>Lesson step &quot;showdown&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شرط‌بندی تمام شد و هر دو کارت قفل‌شده رو شدند: رتبهٔ بالاتر پات را می‌برد؛ در تساوی تقسیم می‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI raised: it put in more than your bet, and a raise adds at least as much as the last bet. Against a raise you may call, raise again or fold.</source>
        <extracomment>Lesson step &quot;raise&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هوش مصنوعی افزایش داد: بیشتر از شرط شما گذاشت، و افزایش دست‌کم به اندازهٔ آخرین شرط اضافه می‌کند. در برابر افزایش می‌توانید کال کنید، دوباره افزایش دهید یا کنار بکشید.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Your Queen cannot lose: raise with all your chips. You are all-in, and against an all-in player the AI may only call or fold.</source>
        <extracomment>Lesson step &quot;all_in&quot;; the cards it names are marked on the table.</extracomment>
        <translation>بی‌بی شما نمی‌بازد: با همهٔ ژتون‌هایتان افزایش دهید. آل‌این هستید، و در برابر بازیکن آل‌این، هوش مصنوعی فقط می‌تواند کال کند یا کنار بکشد.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Lock the 4 rather than the 3: the higher card wins more often when the cards are shown.</source>
        <extracomment>Lesson step &quot;lock_higher&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۴ را قفل کنید نه ۳ را: وقتی کارت‌ها رو می‌شوند، کارت بالاتر بیشتر می‌برد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your locked 4 is a low card that will rarely win: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_weak&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۴ قفل‌شده‌تان کارت پایینی است که به‌ندرت می‌برد: چک کنید و ژتونی نگذارید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bet 10 chips. Your low 4 would rarely win: calling risks 10 more chips, while folding loses only the chip you put in.</source>
        <extracomment>Lesson step &quot;fold_big_bet&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هوش مصنوعی ۱۰ ژتون شرط بست. ۴ پایینِ شما به‌ندرت می‌برد: کال کردن ۱۰ ژتون دیگر را به خطر می‌اندازد، ولی با کنار کشیدن فقط همان ژتونی را که گذاشته‌اید از دست می‌دهید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lock the 3 and keep your 2: a 2 is the one card that beats an Ace, so save it for a later deal.</source>
        <extracomment>Lesson step &quot;lock_keep_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۳ را قفل کنید و ۲ را نگه دارید: ۲ تنها کارتی است که آس را می‌زند، پس آن را برای دوری دیگر نگه دارید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The AI bets and your 3 is low: fold, and lose only the chip you put in, rather than pay to see a likely loss.</source>
        <extracomment>Lesson step &quot;fold_low&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هوش مصنوعی شرط می‌بندد و ۳ شما پایین است: کنار بکشید و فقط ژتونی را که گذاشته‌اید از دست بدهید، به‌جای آنکه برای دیدن باختی محتمل بپردازید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both your cards are 2s, equal in rank: lock either one.</source>
        <extracomment>Lesson step &quot;lock_twos&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هر دو کارت شما ۲ هستند و هم‌رتبه: هر کدام را خواستید قفل کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your locked 2 beats only an Ace: check, and put no chip in.</source>
        <extracomment>Lesson step &quot;check_two&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۲ قفل‌شده‌تان فقط آس را می‌زند: چک کنید و ژتونی نگذارید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lock the 5 and keep the 2: the 5 beats the lower DOWN cards, and the 2 waits for an Ace.</source>
        <extracomment>Lesson step &quot;lock_five&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۵ را قفل کنید و ۲ را نگه دارید: ۵ کارت‌های «پایین» کوچک‌تر از خود را می‌زند و ۲ منتظر یک آس می‌ماند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your 5 wins only about one time in three: check rather than bet chips on it.</source>
        <extracomment>Lesson step &quot;check_third&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۵ شما تقریباً فقط یک بار از هر سه بار می‌برد: به‌جای شرط بستن روی آن، چک کنید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both of the AI&apos;s cards are DOWN (2 to 7): your Queen beats either. Lock it: a sure win is worth chips, and a small bet first may tempt the AI to put in more.</source>
        <extracomment>Lesson step &quot;lock_queen&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هر دو کارت هوش مصنوعی «پایین» هستند (۲ تا ۷): بی‌بی شما هر کدام را می‌زند. قفلش کنید: بُردِ قطعی ارزش ژتون دارد، و یک شرط کوچک در آغاز ممکن است هوش مصنوعی را وسوسه کند که بیشتر بگذارد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Lock &amp; Bet: lock one card, then check, bet, call, raise or fold. At the showdown the higher locked card takes the pot, and a 2 beats an Ace; a fold gives the pot away. Whoever runs out of chips loses the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>این Lock &amp; Bet است: یک کارت را قفل کنید، سپس چک کنید، شرط ببندید، کال کنید، افزایش دهید یا کنار بکشید. هنگام رو شدن کارت‌ها، کارت قفل‌شدهٔ بالاتر پات را می‌برد، و ۲ آس را می‌زند؛ کنار کشیدن پات را به حریف می‌دهد. هر کس ژتون‌هایش تمام شود، مسابقه را می‌بازد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/LessonWords.qml" line="+12"/>
        <source>You and your partner opposite you play against the two AI players. Win counting cards and combinations; a lead of 60 points becomes a resto.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شما و هم‌تیمی روبه‌رویتان در برابر دو بازیکن هوش مصنوعی بازی می‌کنید. کارت‌های امتیازدار و ترکیب‌ها را ببرید؛ ۶۰ امتیاز برتری یک رستو می‌شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: trumps 36 to 40 are worth 10 each; trumps 30 to 35, 28, 20, 13, 10 and 1, the Matto and the four Kings 5 each; trumps 2 to 5 are worth 3 each. Every other card is worth nothing. The pack holds 142 points.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>امتیاز کارت‌ها: حکم‌های ۳۶ تا ۴۰ هر کدام ۱۰؛ حکم‌های ۳۰ تا ۳۵، ۲۸، ۲۰، ۱۳، ۱۰ و ۱، ماتو و چهار شاه هر کدام ۵؛ حکم‌های ۲ تا ۵ هر کدام ۳. باقی کارت‌ها ارزشی ندارند. دسته ۱۴۲ امتیاز دارد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer cut the pack for you, and from the cut you robbed the marked cards: trumps above 20 or counting cards. Robbed cards are shown to everyone.</source>
        <extracomment>Lesson step &quot;robbing&quot;; the cards it names are marked on the table.</extracomment>
        <translation>رایانه دسته را برای شما بُرید و شما از جای بُرش کارت‌های نشان‌دار را ربودید: حکم‌های بالای ۲۰ یا کارت‌های امتیازدار. کارت‌های ربوده‌شده به همه نشان داده می‌شوند.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The cards left over, the Fola, are now turned up and out of play: the table does not show them, but the Set-up button lists them. They never take part in the tricks, yet they tell you which cards nobody holds.</source>
        <extracomment>Lesson step &quot;fola&quot;; the cards it names are marked on the table.</extracomment>
        <translation>کارت‌های باقی‌مانده، «فولا»، اکنون رو شده‌اند و بیرون از بازی‌اند: میز آن‌ها را نشان نمی‌دهد، اما دکمهٔ «آماده‌سازی» فهرستشان را دارد. هیچ‌وقت در دست‌ها شرکت نمی‌کنند، ولی به شما می‌گویند کدام کارت‌ها دست هیچ‌کس نیست.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump. No trump is down yet, so your lowest, the 14, worth nothing, is enough to head the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>از خالِ آمده کارتی ندارید، پس باید حکم بازی کنید. هنوز حکمی بازی نشده، پس پایین‌ترین حکمتان، ۱۴ که ارزشی ندارد، برای جلو افتادن در دست کافی است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it, and it is worth 5 points.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>آن دست را بردید، پس شما شروع می‌کنید: هر کارتی می‌تواند دست بعد را آغاز کند. با شاه جام‌ها شروع کنید: هیچ جامی آن را نمی‌زند، پس فقط حکم می‌تواند آن را ببرد، و ۵ امتیاز ارزش دارد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the Queen, so give one worth nothing.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>از خالِ آمده کارت دارید، پس باید از آن پیروی کنید. هرگز مجبور نیستید کارت‌های بازی‌شده را ببرید: هیچ‌کدام از سکه‌هایتان بی‌بی را نمی‌زند، پس یکی بی‌ارزش بدهید.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You must follow Cups, and every court card beats a numeral: none of yours beats the Jack. In Cups and Coins the numerals run backwards: your Ace is the highest of them, yet worth nothing. Give it; your partner plays last and may still win the trick.</source>
        <extracomment>Lesson step &quot;cannot_beat_jack&quot;; the cards it names are marked on the table.</extracomment>
        <translation>باید جام بیاورید، و هر کارت تصویری کارت‌های عددی را می‌زند: هیچ‌کدام از کارت‌هایتان سرباز را نمی‌زند. در جام‌ها و سکه‌ها کارت‌های عددی برعکس‌اند: آس شما بالاترینِ آن‌هاست، ولی بی‌ارزش است. آن را بدهید؛ یارتان آخر بازی می‌کند و شاید هنوز دست را ببرد.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>As you saw with the Ace, Cups run backwards: the 10 is the lowest numeral. Your 7 and 8 lose to the 4, so give one of them; both are worth nothing.</source>
        <extracomment>Lesson step &quot;cups_order&quot;; the cards it names are marked on the table.</extracomment>
        <translation>همان‌طور که با آس دیدید، جام‌ها برعکس‌اند: ۱۰ پایین‌ترین کارت عددی است. ۷ و ۸ شما به ۴ می‌بازند، پس یکی از آن‌ها را بدهید؛ هر دو بی‌ارزش‌اند.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>An opponent played the Matto (the Fool): it may replace any card, never wins a trick and stays with its team, which gives your team a card worth nothing for it at the end. So your King won, and you lead again: a low Baton worth nothing gives nothing away.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table.</extracomment>
        <translation>یکی از حریفان «ماتو» (دلقک) را بازی کرد: می‌تواند جای هر کارتی بیاید، هیچ‌وقت دستی نمی‌برد و برای تیم خودش می‌ماند، که در پایان در عوضش کارتی بی‌ارزش به تیم شما می‌دهد. پس شاهِ شما برد و دوباره شما شروع می‌کنید: یک چوب‌دستی پایین و بی‌ارزش چیزی از دست نمی‌دهد.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You play last and must follow Batons, but none of yours beats the Knight: throw a card worth nothing and keep the 9, your highest Baton.</source>
        <extracomment>Lesson step &quot;last_cannot_beat&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شما آخر بازی می‌کنید و باید چوب‌دستی بیاورید، اما هیچ‌کدام از کارت‌هایتان سوار را نمی‌زند: کارتی بی‌ارزش بیندازید و ۹، بالاترین چوب‌دستی‌تان، را نگه دارید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your partner&apos;s trump 39 heads the trick, and only trump 40 beats it: that card lies in the Fola, out of play. So give your trump 10 to your partner&apos;s trick: it is worth 5 points.</source>
        <extracomment>Lesson step &quot;fola_trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>حکمِ ۳۹ یارتان در دست جلوست و فقط حکم ۴۰ آن را می‌زند: آن کارت در «فولا»ست، بیرون از بازی. پس حکم ۱۰ خود را به دستِ یارتان بدهید: ۵ امتیاز ارزش دارد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Minchiate: before play come robbing, discards and declarations; then follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick. Every 60 points of lead make a resto; the net resti decide.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>این مینکیاته است: پیش از بازی، ربودن، دور انداختن و اعلام می‌آیند؛ سپس اگر می‌توانید از خال پیروی کنید، وگرنه حکم بازی کنید؛ بالاترین حکم، وگرنه بالاترین کارتِ خالِ شروع‌شده، دست را می‌برد. هر ۶۰ امتیاز پیشی یک رستو می‌شود؛ خالص رستوها تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>All 21 tricks are played. Each team counts its cards, the combinations among them and 10 for the last trick; the difference gives more resti. The net resti decide the winner.</source>
        <extracomment>Lesson step &quot;end&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هر ۲۱ دست بازی شد. هر تیم کارت‌هایش، ترکیب‌های درون آن‌ها و ۱۰ برای دست آخر را می‌شمارد؛ اختلاف، رستی بیشتری می‌دهد. خالص رستی برنده را تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="-37"/>
        <source>You robbed, so you discard back to 21 cards, face down. Only cards worth nothing may go, never trump 29: choose the two marked cards, then press Discard (key D).</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table. &quot;Discard&quot; is the table&apos;s Discard button.</extracomment>
        <translation>ربودید، پس کارت‌هایی را رو به پایین کنار می‌گذارید تا دوباره ۲۱ کارت داشته باشید. فقط کارت‌های بی‌ارزش کنار می‌روند، هرگز حکم ۲۹: دو کارت نشان‌دار را انتخاب کنید، سپس «کنار گذاشتن» را بزنید (کلید D).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before play you may declare the combinations in your hand: the marked trumps are a run. Declare it by its button or its number key; it scores at once. With nothing more to declare, the table then passes for you.</source>
        <extracomment>Lesson step &quot;declare&quot;; the cards it names are marked on the table.</extracomment>
        <translation>پیش از بازی می‌توانید ترکیب‌های دستتان را اعلام کنید: حکم‌های نشان‌دار یک رشته‌اند. با دکمه‌اش یا کلید عددش اعلامش کنید؛ بی‌درنگ امتیاز می‌گیرد. وقتی چیز دیگری برای اعلام نماند، میز به جای شما پاس می‌دهد.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Your team&apos;s lead reached 60 points in the last tricks: it earned a resto (the unit the deal is settled in), Resto 1 in the score box. This trick ended the deal, so the box already counts the end too: the rest of the lead plus the end count, in units of 60.</source>
        <extracomment>Lesson step &quot;resto&quot;, read once the last trick has ended the deal: first the resto earned during play, then what the score box now counts (the end&apos;s settlement).</extracomment>
        <translation>در دست‌های آخر برتری تیم شما به ۶۰ امتیاز رسید: یک رستو (واحدی که دور با آن تسویه می‌شود) گرفت، «رستو ۱» در جدول امتیاز. این دست دور را تمام کرد، پس جدول پایان را هم می‌شمارد: باقی‌ماندهٔ برتری به‌اضافهٔ شمارش پایانی، در واحدهای ۶۰.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="+56"/>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="+62"/>
        <source>You have now seen every rule of play. The lesson plays the rest of your cards for you, as the hint would: watch the deal to its end.</source>
        <extracomment>Lesson step &quot;finish&quot;: after it the lesson plays the player&apos;s remaining moves itself (the hint&apos;s choice), up to the deal&apos;s end.</extracomment>
        <translation>اکنون همهٔ قانون‌های بازی را دیده‌اید. درس بقیهٔ کارت‌هایتان را همان‌طور که راهنمایی می‌کرد به جای شما بازی می‌کند: این دور را تا پایان تماشا کنید.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/LessonWords.qml" line="-44"/>
        <source>You and your partner opposite you play against the two AI players on your left and right. You are the dealer: you got 17 cards, the others 15.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شما و هم‌تیمی روبه‌رویتان در برابر دو بازیکن هوش مصنوعی چپ و راستتان بازی می‌کنید. پخش‌کننده شمایید: ۱۷ کارت گرفتید و بقیه ۱۵.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Kings, trump 1, trump 21 and the Matto are worth 5 points each; Queens 4, Knights 3, Jacks 2; every other card 1. How much a card is worth has nothing to do with how high it ranks.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>شاه‌ها، حکم ۱، حکم ۲۱ و ماتو هر کدام ۵ امتیاز دارند؛ بی‌بی‌ها ۴، سوارها ۳، سربازها ۲؛ و هر کارت دیگر ۱. ارزش امتیازی کارت ربطی به قدرتش در دست ندارد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>As the dealer, put two cards aside face down: discard the marked cards. They count for your team at the end if it wins at least one trick.</source>
        <extracomment>Lesson step &quot;discard&quot;; the cards it names are marked on the table.</extracomment>
        <translation>در مقام پخش‌کننده دو کارت را رو به پایین کنار بگذارید: کارت‌های نشان‌دار را کنار بگذارید. اگر تیمتان دست‌کم یک دست ببرد، در پایان برایش حساب می‌شوند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The highest trump won the first trick. The winner of a trick leads the next one.</source>
        <extracomment>Lesson step &quot;trick_won&quot;; the cards it names are marked on the table.</extracomment>
        <translation>بالاترین حکم دست اول را برد. برندهٔ هر دست، دست بعد را شروع می‌کند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold cards of the suit led, so you must follow suit. You never have to beat the cards already played: neither of your Coins beats the King, so give one.</source>
        <extracomment>Lesson step &quot;follow&quot;; the cards it names are marked on the table.</extracomment>
        <translation>از خالِ آمده کارت دارید، پس باید از آن پیروی کنید. هرگز مجبور نیستید کارت‌های بازی‌شده را ببرید: هیچ‌کدام از سکه‌هایتان شاه را نمی‌زند، پس یکی را بدهید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no card of the suit led, so you must play a trump (or the Matto, which may go at any time: more on it soon). Your 15 is the lowest trump above the opponent&apos;s 13: it wins the trick.</source>
        <extracomment>Lesson step &quot;trump&quot;; the cards it names are marked on the table.</extracomment>
        <translation>از خالِ آمده کارتی ندارید، پس باید حکم بازی کنید (یا «ماتو» را، که هر وقت می‌توان بازی‌اش کرد: به‌زودی با آن آشنا می‌شوید). ۱۵ شما پایین‌ترین حکمی است که از ۱۳ حریف بالاتر است: دست را می‌برد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Lead the Matto (the Fool) to see it at work: it may be played at any time. It never wins a trick, but it stays with your team, with its 5 points. When it is led, the next card sets the suit. The Queen of Cups would score a little more here; you keep her.</source>
        <extracomment>Lesson step &quot;matto&quot;; the cards it names are marked on the table. Leading the Queen of Cups would score a little more in this position.</extracomment>
        <translation>با «ماتو» (دلقک) شروع کنید تا کارش را ببینید: هر وقت می‌توان بازی‌اش کرد. هیچ‌وقت دستی نمی‌برد، اما با ۵ امتیازش برای تیم شما می‌ماند. وقتی دست با آن شروع شود، کارت بعدی خال را تعیین می‌کند. بی‌بی جام‌ها اینجا کمی امتیاز بیشتری می‌آورد؛ در دستتان می‌ماند.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>You won that trick, so you lead: any card may start the next one. Lead the King of Cups: no Cup beats it, so only a trump can take it.</source>
        <extracomment>Lesson step &quot;lead&quot;; the cards it names are marked on the table.</extracomment>
        <translation>آن دست را بردید، پس شما شروع می‌کنید: هر کارتی می‌تواند دست بعد را آغاز کند. با شاه جام‌ها شروع کنید: هیچ جامی آن را نمی‌زند، پس فقط حکم می‌تواند آن را ببرد.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All 15 tricks are played. Each team adds up its cards: Kings, trumps 1 and 21 and the Matto 5, Queens 4, Knights 3, Jacks 2, every other card 1. The pack holds 114 points; more wins.</source>
        <extracomment>Lesson step &quot;points&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هر ۱۵ دست بازی شد. هر تیم کارت‌هایش را جمع می‌زند: شاه‌ها، حکم ۱ و ۲۱ و ماتو ۵، بی‌بی‌ها ۴، سوارها ۳، سربازها ۲، و هر کارت دیگر ۱. دسته ۱۱۴ امتیاز دارد؛ بیشتر برنده است.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>That is Tarocchi di Piedicavallo: follow suit if you can, else play a trump; the highest trump, or else the highest card of the suit led, wins the trick, and its winner leads next. The Matto may go at any time. The team with more points wins.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>این تاروکی دی پیه‌دیکاوالو است: اگر می‌توانید از خال پیروی کنید، وگرنه حکم بازی کنید؛ بالاترین حکم، وگرنه بالاترین کارتِ خالِ شروع‌شده، دست را می‌برد و برنده‌اش دست بعد را شروع می‌کند. ماتو را هر وقت می‌شود بازی کرد. تیمی که امتیاز بیشتری دارد می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LessonWords.qml" line="+12"/>
        <source>You play Schnapsen against the AI. The turned-up card sets the trump suit; the stock lies on it, and after each trick the winner draws first. The first to reach 66 card points wins the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شما در برابر هوش مصنوعی شناپسن بازی می‌کنید. کارتِ رو خال حکم را تعیین می‌کند؛ کپه روی آن است و پس از هر دست، برنده اول کارت برمی‌دارد. هر کس زودتر به ۶۶ امتیاز کارت برسد دور را می‌برد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points: the Daus (Ace) 11, the Zehner (10) 10, the König (King) 4, the Ober (Queen) 3, the Unter (Jack) 2. The 20 cards hold 120 points; each trick&apos;s cards count for its winner.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; points, shown at the start.</extracomment>
        <translation>امتیاز کارت‌ها: آس («داوس») ۱۱، ده («تسنر») ۱۰، شاه ۴، اوبر (بی‌بی) ۳، اونتر (سرباز) ۲. این ۲۰ کارت روی هم ۱۲۰ امتیاز دارند؛ کارت‌های هر دست برای برندهٔ آن حساب می‌شوند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>While the stock is open you need not follow suit. Play the trump Zehner (the 10): a trump beats any other suit. The Daus (the Ace) would win one point more; the trump wins as surely and you keep the Daus.</source>
        <extracomment>Lesson step &quot;free_follow&quot;; the cards it names are marked on the table. The Daus would win one point more (14 against 13).</extracomment>
        <translation>تا وقتی کپه باز است لازم نیست از خال پیروی کنید. دهِ حکم (کارت ۱۰) را بازی کنید: حکم هر خال دیگری را می‌برد. آس («داوس») یک امتیاز بیشتر می‌برد؛ حکم به همان اندازه مطمئن می‌برد و آس برایتان می‌ماند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You lead now and hold the trump Unter (the Jack): press &quot;Exchange trump Unter&quot; (key X) to take the turned-up trump, worth more. It costs no turn: you still lead after it.</source>
        <extracomment>Lesson step &quot;exchange&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Exchange trump Unter&quot; button, worded as the table words it.</extracomment>
        <translation>اکنون نوبت شروع با شماست و اونترِ حکم (سرباز) را دارید: «تعویض اونتر حکم» (کلید X) را بزنید تا کارت حکمِ رو را بگیرید که ارزش بیشتری دارد. این کار نوبتی نمی‌گیرد: پس از آن هنوز شما شروع می‌کنید.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>König (the King) and Ober (the Queen) of trumps are a marriage: press &quot;König of Eichel: +40&quot; (or M on the ringed König). It scores 40 and leads the König. Closing first works too: you may declare whenever you lead.</source>
        <extracomment>Lesson step &quot;marriage&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s marriage button (&quot;%1: +%2&quot; with the card&apos;s name), worded as the table words it.</extracomment>
        <translation>شاه و اوبرِ (بی‌بی) حکم یک ازدواج‌اند: «شاه بلوط: ۴۰ امتیاز» را بزنید (یا M روی شاهِ انتخاب‌شده). ۴۰ امتیاز می‌گیرد و با شاه شروع می‌کند. اول بستن کپه هم می‌شود: هر بار که شروع می‌کنید می‌توانید اعلام کنید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your points rose by 48: 40 for the marriage in trumps (a marriage in another suit scores 20) and 8 for the trick. You have nearly 66 points: press &quot;Close the stock&quot; (key C). Nobody draws any more and the strict rules apply at once; now you must reach 66.</source>
        <extracomment>Lesson step &quot;close&quot;; the cards it names are marked on the table. The quoted button label is the table&apos;s &quot;Close the stock&quot; button.</extracomment>
        <translation>امتیازهای شما ۴۸ تا بالا رفت: ۴۰ برای ازدواج در حکم (ازدواج در خال دیگر ۲۰ می‌ارزد) و ۸ برای این دست. نزدیک ۶۶ امتیاز دارید: «بستن کپه» را بزنید (کلید C). دیگر کسی کارت برنمی‌دارد و قوانین سخت‌گیرانه بی‌درنگ اجرا می‌شود؛ حالا باید به ۶۶ برسید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The AI trumped your Daus and leads. The stock is closed: you must follow suit and beat the card if you can, else trump. Your only such card is the trump Ober: Next plays it for you.</source>
        <extracomment>Lesson step &quot;strict_follow&quot;; the cards it names are marked on the table. &quot;Next&quot; is the lesson&apos;s Next button.</extracomment>
        <translation>هوش مصنوعی آسِ شما را با حکم برید و حالا شروع می‌کند. کپه بسته است: باید از خال پیروی کنید و اگر می‌توانید کارت را ببرید، وگرنه حکم بزنید. تنها کارت این‌چنینی شما اوبرِ حکم است: «بعدی» آن را به جای شما بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Lead the Daus of Herz, worth 11: no Herz beats it, so the AI must trump it to win it, or lose 11 points to you. If it trumps, that trump is gone, and your trump Ober still waits to win a trick.</source>
        <extracomment>Lesson step &quot;lead_daus&quot;; the cards it names are marked on the table.</extracomment>
        <translation>با آس دل شروع کنید که ۱۱ ارزش دارد: هیچ دلی آن را نمی‌زند، پس هوش مصنوعی برای بردنش باید حکم بزند، وگرنه ۱۱ امتیاز به شما می‌بازد. اگر حکم بزند، آن حکم از دستش رفته و اوبرِ حکمِ شما هنوز منتظر بردن یک دست است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Schnapsen: while the stock is open you need not follow suit; you may exchange the trump Unter and declare a marriage when you lead. Once the stock is closed or empty, follow suit and beat or trump. 66 points win the deal.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>این شناپسن است: تا وقتی کپه باز است لازم نیست از خال پیروی کنید؛ وقتی شروع با شماست می‌توانید اونتر حکم را تعویض کنید و ازدواج اعلام کنید. وقتی کپه بسته یا تمام شد، از خال پیروی کنید و ببرید، وگرنه حکم بزنید. ۶۶ امتیاز دور را می‌برد.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>You reached 66 after closing: the deal is yours. Your game points depend on the AI&apos;s points and tricks when you closed; they count your match down from 7.</source>
        <extracomment>Lesson step &quot;win_66&quot;; the cards it names are marked on the table.</extracomment>
        <translation>پس از بستن به ۶۶ رسیدید: این دور مال شماست. امتیاز بازی شما به امتیاز و دست‌های هوش مصنوعی در لحظهٔ بستن بستگی دارد؛ این امتیازها شمارش مسابقهٔ شما را از ۷ پایین می‌آورند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/LessonWords.qml" line="-50"/>
        <source>You play Scopa against the AI. You each hold three cards, and four cards lie face up on the table. Capture table cards with the cards you play; points are counted at the end of the deal.</source>
        <extracomment>Lesson step &quot;intro&quot;; the cards it names are marked on the table.</extracomment>
        <translation>شما در برابر هوش مصنوعی اسکوپا بازی می‌کنید. هر کدام سه کارت در دست دارید و چهار کارت رو به بالا روی میز است. با کارت‌هایی که بازی می‌کنید کارت‌های میز را بردارید؛ امتیازها در پایان دور شمرده می‌شوند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Capture values: the Ace 1, the 2 to 7 their number, the Jack 8, the Queen 9, the King 10. For the primiera, a prize at the end, your best card of each suit counts: 7 is worth 21, 6 is 18, Ace 16, 5 is 15, 4 is 14, 3 is 13, 2 is 12, court cards 10.</source>
        <extracomment>Lesson step &quot;values&quot;: the cards&apos; values, shown at the start.</extracomment>
        <translation>ارزش برداشت: آس ۱، ۲ تا ۷ به اندازهٔ عددشان، سرباز ۸، بی‌بی ۹، شاه ۱۰. در پریمیرا، جایزه‌ای در پایان، بهترین کارت شما از هر خال حساب می‌شود: ۷ برابر ۲۱، ۶ برابر ۱۸، آس ۱۶، ۵ برابر ۱۵، ۴ برابر ۱۴، ۳ برابر ۱۳، ۲ برابر ۱۲، کارت‌های تصویردار ۱۰.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Play the marked card: it takes the table card of the same value. Equal values capture each other.</source>
        <extracomment>Lesson step &quot;capture_value&quot;; the cards it names are marked on the table.</extracomment>
        <translation>کارت نشان‌دار را بازی کنید: کارت هم‌ارزشِ روی میز را برمی‌دارد. ارزش‌های برابر همدیگر را برمی‌دارند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play the marked card. It captures nothing, so it stays face up on the table, where the AI may take it.</source>
        <extracomment>Lesson step &quot;lays_card&quot;; the cards it names are marked on the table.</extracomment>
        <translation>کارت نشان‌دار را بازی کنید. چیزی برنمی‌دارد، پس رو به بالا روی میز می‌ماند و هوش مصنوعی ممکن است آن را بردارد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No table card has your card&apos;s value, but two of them add up to it: the marked card takes both. A sum may be two or more cards.</source>
        <extracomment>Lesson step &quot;capture_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هیچ کارتی روی میز هم‌ارزش کارت شما نیست، اما جمع دو کارت برابر آن است: کارت نشان‌دار هر دو را برمی‌دارد. جمع می‌تواند از دو کارت یا بیشتر باشد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both hands are empty, so each player gets three new cards from the stock. The table gets none.</source>
        <extracomment>Lesson step &quot;new_round&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هر دو دست خالی است، پس هر بازیکن سه کارت تازه از کپه می‌گیرد. به میز کارتی داده نمی‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The marked card takes every card left on the table. Clearing the table is a scopa: 1 point at the end of the deal.</source>
        <extracomment>Lesson step &quot;scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>کارت نشان‌دار همهٔ کارت‌های باقی‌مانده روی میز را برمی‌دارد. خالی کردن میز یک اسکوپا است: ۱ امتیاز در پایان دور.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Capture the Diamonds 7, the settebello: it is a prize of 1 point on its own, and a good card for the primiera.</source>
        <extracomment>Lesson step &quot;settebello&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هفت خشت را بردارید: به‌تنهایی جایزه‌ای ۱ امتیازی است و کارت خوبی برای «پریمیرا».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A table card has the same value as your card, so your card must take that one card, even where a sum would also fit. Your other card may also take its twin: that scores a little more here, but it shows no sum.</source>
        <extracomment>Lesson step &quot;must_take&quot;; the cards it names are marked on the table.</extracomment>
        <translation>کارتی روی میز هم‌ارزش کارت شماست، پس کارت شما باید همان یک کارت را بردارد، حتی اگر جمعی هم جور باشد. کارت دیگرتان هم می‌تواند جفت خودش را بگیرد: این‌جا کمی بیشتر امتیاز می‌آورد، اما هیچ جمعی را نشان نمی‌دهد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The last card has been played. The cards still on the table go to the last player who captured; that is not a scopa.</source>
        <extracomment>Lesson step &quot;leftovers&quot;; the cards it names are marked on the table.</extracomment>
        <translation>آخرین کارت بازی شد. کارت‌هایی که هنوز روی میزند به آخرین بازیکنی می‌رسند که برداشته است؛ این اسکوپا نیست.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal is over. Each player scores their scopas and the four prizes: most cards, most Diamonds, the settebello and the best primiera. The first to reach 11 points wins the match.</source>
        <extracomment>Lesson step &quot;prizes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>دور تمام شد. هر بازیکن اسکوپاهایش و چهار جایزه را می‌گیرد: بیشترین کارت، بیشترین خشت، هفت خشت و بهترین «پریمیرا». هر کس زودتر به ۱۱ امتیاز برسد مسابقه را می‌برد.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Your 3 takes the 3, the only card on the table: you clear the table again, a second scopa and one more point.</source>
        <extracomment>Lesson step &quot;second_scopa&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۳ شما ۳ را برمی‌دارد، تنها کارت روی میز: دوباره میز را خالی می‌کنید، یک «اسکوپا»ی دوم و یک امتیاز دیگر.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the 6 with your 6 of Diamonds: the capture brings a Diamond home, toward the prize for most Diamonds. Your King takes nothing here.</source>
        <extracomment>Lesson step &quot;take_diamond&quot;; the cards it names are marked on the table.</extracomment>
        <translation>۶ را با ۶ خشتِ خود بردارید: این برداشت یک خشت به کپهٔ شما می‌آورد، به سوی جایزهٔ بیشترین خشت. شاهِ شما اینجا چیزی برنمی‌دارد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None of your cards can take anything here, so you lay one on the table. Lay the 6: the table then adds up to more than 10, so the AI cannot sweep it in one capture.</source>
        <extracomment>Lesson step &quot;lay_nothing_takes&quot;; the cards it names are marked on the table.</extracomment>
        <translation>هیچ‌کدام از کارت‌هایتان اینجا چیزی برنمی‌دارد، پس یکی را روی میز می‌گذارید. ۶ را بگذارید: آن‌وقت جمع میز از ۱۰ بیشتر می‌شود و هوش مصنوعی نمی‌تواند با یک برداشت میز را خالی کند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Again nothing of yours takes a card. Lay the 4 and keep your Queen (worth 9): the table adds up to far more than 10, so no sweep is possible.</source>
        <extracomment>Lesson step &quot;lay_again&quot;; the cards it names are marked on the table.</extracomment>
        <translation>باز هم هیچ کارتی از شما چیزی برنمی‌دارد. ۴ را بگذارید و بی‌بی‌تان (ارزش ۹) را نگه دارید: جمع میز خیلی بیشتر از ۱۰ است، پس خالی کردن میز ممکن نیست.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay the Ace: with the Jack (worth 8) on the table it makes 9, the value of a Queen. Once the Queen on the table is taken, a Queen played later can take both.</source>
        <extracomment>Lesson step &quot;lay_for_sum&quot;; the cards it names are marked on the table.</extracomment>
        <translation>آس را بگذارید: با سربازِ روی میز (ارزش ۸) جمعشان ۹ می‌شود، ارزش یک بی‌بی. وقتی بی‌بی روی میز برداشته شد، بی‌بی‌ای که بعداً بازی شود می‌تواند هر دو را بردارد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>That is Scopa: your card takes a table card of equal value, which must come first, or cards that add up to it; a card that takes nothing is laid. Clearing the table is a scopa. Scopas and the four prizes score; 11 points win the match.</source>
        <extracomment>Lesson step &quot;summary&quot;: the last step, the rules the lesson showed.</extracomment>
        <translation>این اسکوپا است: کارت شما کارتی هم‌ارزش از روی میز را برمی‌دارد، که باید اول برداشته شود، یا کارت‌هایی که جمعشان برابر آن است؛ کارتی که چیزی برنمی‌دارد روی میز گذاشته می‌شود. خالی کردن میز یک اسکوپاست. اسکوپاها و چهار جایزه امتیاز می‌آورند؛ ۱۱ امتیاز مسابقه را می‌برد.</translation>
    </message>
</context>
<context>
    <name>LevelNotes</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+162"/>
        <source>Counts the cards and follows rules of thumb, but %1 of the time takes one of its three best-looking moves instead of the best.</source>
        <comment>scopa</comment>
        <translation>کارت‌ها را می‌شمارد و از قاعده‌های سرانگشتی پیروی می‌کند، اما در %1 مواقع به جای بهترین حرکت یکی از سه حرکتی را که بهتر به نظر می‌رسند انتخاب می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows the same rules of thumb as Easy, but takes a near-best move instead of the best %1 of the time.</source>
        <comment>scopa</comment>
        <translation>همان قاعده‌های سرانگشتی سطح «آسان» را دنبال می‌کند، اما در %1 مواقع به جای بهترین حرکت، حرکتی نزدیک به بهترین را برمی‌گزیند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards, guessing from how you have played so far, and plays the one that scores best; near the end of the stock it calculates exactly.</source>
        <comment>scopa</comment>
        <translation>هر حرکت را در %1 حدس از کارت‌های دیده‌نشده می‌آزماید، حدس‌هایی که از شیوهٔ بازی شما تا این‌جا می‌زند، و حرکتی را که بهترین امتیاز را می‌دهد بازی می‌کند؛ نزدیک پایان کپه دقیق حساب می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+141"/>
        <source>Plays by rules of thumb, but %1 of the time plays a random card.</source>
        <comment>schnapsen</comment>
        <translation>با قاعده‌های سرانگشتی بازی می‌کند، اما در %1 مواقع کارتی تصادفی بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Always plays by its rules of thumb.</source>
        <comment>schnapsen</comment>
        <translation>همیشه با قاعده‌های سرانگشتی خود بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tries every move in %1 guesses at the unseen cards: it plays each guess out while the stock is open and calculates exactly once it is closed or nearly gone.</source>
        <comment>schnapsen</comment>
        <translation>هر حرکت را در %1 حدس از کارت‌های دیده‌نشده می‌آزماید: تا کپه باز است هر حدس را تا پایان بازی می‌کند و وقتی کپه بسته شد یا تقریباً تمام شد دقیق حساب می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+66"/>
        <location line="+3"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>piedicavallo</comment>
        <translation>یار تیمی با قاعده‌های سرانگشتی، اما در %1 مواقع کارت مجاز تصادفی بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+270"/>
        <source>A team player by rules of thumb, but %1 of the time it plays a random legal card.</source>
        <comment>minchiate</comment>
        <translation>یار تیمی با قاعده‌های سرانگشتی، اما در %1 مواقع کارت مجاز تصادفی بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands that fit how the others have played, and keeps the best on average.</source>
        <comment>piedicavallo</comment>
        <translation>هر کارت را صدها بار در حدس‌هایی از دست‌های پنهان که با بازی دیگران جور درمی‌آیند تا پایان بازی می‌کند و آنچه را به طور میانگین بهترین است نگه می‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+2"/>
        <source>Always plays as the rule-of-thumb team player.</source>
        <comment>minchiate</comment>
        <translation>همیشه مثل یار تیمی قاعده‌های سرانگشتی بازی می‌کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays every card out hundreds of times in guesses at the hidden hands and keeps the best on average, looking again when two cards come close.</source>
        <comment>minchiate</comment>
        <translation>هر کارت را صدها بار در حدس‌هایی از دست‌های پنهان تا پایان بازی می‌کند و آنچه را به طور میانگین بهترین است نگه می‌دارد، و وقتی دو کارت نزدیک هم باشند دوباره نگاه می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+181"/>
        <source>Bets by its card&apos;s chance to win, cautiously, and now and then carelessly.</source>
        <comment>lockbet</comment>
        <translation>بر پایهٔ شانس برد کارتش شرط می‌بندد، با احتیاط، و گاه‌به‌گاه بی‌دقت.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bets by its card&apos;s chance to win and calls when the pot pays for it; it never bluffs.</source>
        <comment>lockbet</comment>
        <translation>بر پایهٔ شانس برد کارتش شرط می‌بندد و وقتی پات ارزشش را دارد کال می‌کند؛ هرگز بلوف نمی‌زند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follows a game-theory strategy worked out for each deal: it bluffs at the right rate and is hard to read.</source>
        <comment>lockbet</comment>
        <translation>از راهبردی بر پایهٔ نظریهٔ بازی‌ها پیروی می‌کند که برای هر دور حساب شده است: به اندازهٔ درست بلوف می‌زند و خواندنش دشوار است.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/LevelNotes.qml" line="+58"/>
        <source>Against random play it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <extracomment>%1 the share won, %2 to %3 its 95% confidence interval, %4 how many were played.</extracomment>
        <translation>در برابر بازی تصادفی در %1 از مسابقه‌هایش برد (بازهٔ اطمینان ۹۵٪: %2 تا %3؛ شمار مسابقه‌ها: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against random play it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>در برابر بازی تصادفی در %1 از دورهایش برد (بازهٔ اطمینان ۹۵٪: %2 تا %3؛ شمار دورها: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Easy it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>در برابر سطح آسان در %1 از مسابقه‌هایش برد (بازهٔ اطمینان ۹۵٪: %2 تا %3؛ شمار مسابقه‌ها: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Easy it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>در برابر سطح آسان در %1 از دورهایش برد (بازهٔ اطمینان ۹۵٪: %2 تا %3؛ شمار دورها: %4).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Against Normal it won %1 of its matches (95% interval %2 to %3; matches played: %4).</source>
        <translation>در برابر سطح معمولی در %1 از مسابقه‌هایش برد (بازهٔ اطمینان ۹۵٪: %2 تا %3؛ شمار مسابقه‌ها: %4).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against Normal it won %1 of its deals (95% interval %2 to %3; deals played: %4).</source>
        <translation>در برابر سطح معمولی در %1 از دورهایش برد (بازهٔ اطمینان ۹۵٪: %2 تا %3؛ شمار دورها: %4).</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The AI levels</source>
        <extracomment>Title of the box that says what each AI level does and how strong it is.</extracomment>
        <translation>سطح‌های هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>No level ever sees your cards or any other hidden card: each decides only from what its own seat may see, as you do.</source>
        <translation>هیچ سطحی هرگز کارت‌های شما یا هیچ کارت پنهان دیگری را نمی‌بیند: هر سطح فقط از آنچه جایگاه خودش می‌تواند ببیند تصمیم می‌گیرد، همان‌طور که شما.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+66"/>
        <source>Choose a game</source>
        <translation>یک بازی انتخاب کنید</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>بازی‌های سنتی ورق در برابر حریفان هوش مصنوعی، بدون اینترنت.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>No game tables are installed yet.</source>
        <translation>هنوز هیچ میز بازی‌ای نصب نشده است.</translation>
    </message>
</context>
<context>
    <name>LockButton</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockButton.qml" line="+31"/>
        <source>Lock this card face down</source>
        <translation>این کارت را رو به پایین قفل کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card to lock</source>
        <translation>کارتی برای قفل کردن انتخاب کنید</translation>
    </message>
</context>
<context>
    <name>LockSlot</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockSlot.qml" line="+34"/>
        <source>locked face down</source>
        <extracomment>A locked card, not yet shown.</extracomment>
        <translation>قفل‌شده، رو به پایین</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>empty</source>
        <extracomment>The place for a locked card, still empty.</extracomment>
        <translation>خالی</translation>
    </message>
</context>
<context>
    <name>LockedCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/LockedCards.qml" line="+48"/>
        <source>Your card</source>
        <translation>کارت شما</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>AI bet</source>
        <extracomment>Chips the AI has bet this round.</extracomment>
        <translation>شرط هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pot</source>
        <extracomment>The chips in the middle.</extracomment>
        <translation>پات</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your bet</source>
        <extracomment>Chips you have bet this round.</extracomment>
        <translation>شرط شما</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>AI&apos;s card</source>
        <translation>کارت هوش مصنوعی</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../cardavia_desktop/views/Main.qml" line="+60"/>
        <source>Cardavia</source>
        <translation>کارداویا</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MatchFiles.qml" line="+41"/>
        <source>All files (*)</source>
        <extracomment>A choice of the file chooser&apos;s type list.</extracomment>
        <translation>همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Type a deal number.</source>
        <translation>شمارهٔ یک دور را بنویسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A deal number has only digits, such as 123456.</source>
        <extracomment>A typed deal number is refused.</extracomment>
        <translation>شمارهٔ دور فقط رقم دارد، مانند ۱۲۳۴۵۶.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal numbers go from 0 to %1.</source>
        <translation>شماره‌های دور از ۰ تا %1 است.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>There is no such file.</source>
        <translation>چنین پرونده‌ای وجود ندارد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds your match just as it stands: it waits aside while you replay a deal.</source>
        <extracomment>The file chosen to open holds the match at the table, move for move: nothing changes. The file chosen to open holds your match as it stands, kept aside while a finished deal is replayed.</extracomment>
        <translation>این پرونده همان مسابقهٔ شماست، درست همان‌طور که هست: تا وقتی دوری را دوباره بازی می‌کنید کنار منتظر است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file holds the match at the table, just as it stands: it is already open.</source>
        <translation>این پرونده همان مسابقهٔ روی میز است، درست همان‌طور که هست: از قبل باز است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file is not a Cardavia match file: it is not JSON text, or it is too large.</source>
        <extracomment>The file chosen to open is not JSON text, or larger than any match file.</extracomment>
        <translation>این پرونده، پروندهٔ مسابقهٔ کارداویا نیست: متن JSON نیست یا بیش از حد بزرگ است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file could not be read.</source>
        <translation>این پرونده خوانده نشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This match was saved by a newer version of Cardavia.</source>
        <translation>این مسابقه با نسخهٔ جدیدتری از کارداویا ذخیره شده است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This file holds a match of another game: open it from that game&apos;s page.</source>
        <translation>این پرونده مسابقهٔ بازی دیگری است: آن را از صفحهٔ همان بازی باز کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file holds a match of %1: open it from the %1 page.</source>
        <extracomment>An opened file holds a match of another game; %1 that game&apos;s name (e.g. &quot;Scopa&quot;).</extracomment>
        <translation>این پرونده مسابقهٔ %1 است: آن را از صفحهٔ %1 باز کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This file is not a Cardavia match file: it holds other data.</source>
        <extracomment>The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).</extracomment>
        <translation>این پرونده، پروندهٔ مسابقهٔ کارداویا نیست: داده‌های دیگری در آن است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This match file is damaged or was edited: its moves are not a match the rules allow.</source>
        <extracomment>An imported match whose moves the rules refuse (an edited or damaged file).</extracomment>
        <translation>این پروندهٔ مسابقه آسیب دیده یا ویرایش شده است: حرکت‌هایش مسابقه‌ای نیست که قوانین اجازه دهند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This file&apos;s name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.</source>
        <extracomment>An opened file whose name is not valid UTF-8: another file could show the same name.</extracomment>
        <translation>نام این فایل متن معتبری (UTF-۸) نیست، پس ممکن است با فایل دیگری اشتباه گرفته شود. نام آن را تغییر دهید و دوباره بازش کنید.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The match could not be saved: %1</source>
        <extracomment>An export failed; %1 is the system&apos;s reason.</extracomment>
        <translation>مسابقه ذخیره نشد: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Play deal #…</source>
        <extracomment>Title of the box to type a deal number.</extracomment>
        <translation>بازی دور شمارهٔ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same number always gives the same cards and the same play of the AI.</source>
        <translation>یک شماره همیشه همان کارت‌ها و همان بازی هوش مصنوعی را می‌دهد.</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>The match under way will be given up and count as a lost match in your statistics.</source>
        <translation>مسابقهٔ در جریان رها می‌شود و در آمار شما باخته حساب می‌شود.</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>The match under way will be given up and count in your statistics as a match with take-back or hint that you did not win.</source>
        <extracomment>Before a numbered deal or an opened file replaces a match in which you used take-back or hint.</extracomment>
        <translation>مسابقهٔ در جریان رها می‌شود و در آمار شما یک مسابقهٔ با پس گرفتن حرکت یا راهنمایی حساب می‌شود که نبرده‌اید.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match files (*.json)</source>
        <extracomment>A choice of the file chooser&apos;s type list: the files Export… writes.</extracomment>
        <translation>پرونده‌های مسابقه (*.json)</translation>
    </message>
    <message>
        <location line="+136"/>
        <source>Deal number, such as 123456</source>
        <translation>شمارهٔ دور، مانند ۱۲۳۴۵۶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play</source>
        <translation>بازی کنید</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+31"/>
        <source>Export the match</source>
        <extracomment>Title of the file chooser that saves the match as a file.</extracomment>
        <translation>صدور مسابقه</translation>
    </message>
    <message>
        <location line="-16"/>
        <location line="+34"/>
        <source>Open a match file</source>
        <translation>باز کردن پروندهٔ مسابقه</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>The match is saved as a small file: its deal number and every move. Share it, or attach it to a bug report.</source>
        <translation>مسابقه در یک پروندهٔ کوچک ذخیره می‌شود: شمارهٔ دور و همهٔ حرکت‌ها. آن را به اشتراک بگذارید یا به گزارش اشکال پیوست کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+21"/>
        <source>Choose another file…</source>
        <extracomment>The button of a failed export&apos;s box: opens the file chooser again.</extracomment>
        <translation>انتخاب پروندهٔ دیگر…</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Choose a match file exported from this game. It is checked move by move; a file that is not a valid match is refused and your match stays as it is.</source>
        <extracomment>Before the file chooser opens.</extracomment>
        <translation>پروندهٔ مسابقه‌ای را که از همین بازی صادر شده انتخاب کنید. حرکت به حرکت بررسی می‌شود؛ پرونده‌ای که مسابقهٔ معتبری نباشد پذیرفته نمی‌شود و مسابقهٔ شما همان‌طور که هست می‌ماند.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a file…</source>
        <extracomment>The button that opens the file chooser.</extracomment>
        <translation>انتخاب پرونده…</translation>
    </message>
</context>
<context>
    <name>MatchResult</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="+34"/>
        <source>You won the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>هوش مصنوعی مسابقه را برد.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Lock &amp; Bet&apos;s match sheet: the last deal&apos;s two locked cards, named (%1 yours, %2 the AI&apos;s).</extracomment>
        <translation>کارت شما: %1. کارت هوش مصنوعی: %2.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The AI has no chips left.</source>
        <translation>ژتون‌های هوش مصنوعی تمام شد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have no chips left.</source>
        <translation>ژتون‌های شما تمام شد.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Chips: you %1 · AI %2</source>
        <extracomment>Final chip counts: you, then the AI, and the number of deals played.</extracomment>
        <translation>ژتون‌ها: شما %1 · هوش مصنوعی %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln deal(s) played</source>
        <translation>
            <numerusform>%Ln دور بازی شد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <extracomment>Starts a new match with 20 chips each.</extracomment>
        <translation>مسابقهٔ جدید</translation>
    </message>
</context>
<context>
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+65"/>
        <source>Dismiss</source>
        <translation>بستن</translation>
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
        <translation>بازی کردن %1</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Play %1 and take %2</source>
        <comment>scopa</comment>
        <extracomment>A hinted or logged Scopa move: %1 the card played, %2 the cards it takes.</extracomment>
        <translation>بازی کردن %1 و برداشتن %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead %1 and declare the marriage</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: lead a King or Ober and declare its marriage.</extracomment>
        <translation>شروع دست با %1 و اعلام ازدواج</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <comment>schnapsen</comment>
        <translation>تعویض اونتر حکم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <comment>schnapsen</comment>
        <translation>بستن کپه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard %1</source>
        <translation>کنار گذاشتن %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare %1</source>
        <translation>اعلام %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare nothing more</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: declare nothing more.</extracomment>
        <translation>پایان اعلام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lock %1</source>
        <comment>lockbet</comment>
        <translation>قفل کردن %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check</source>
        <comment>lockbet</comment>
        <translation>چک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1</source>
        <comment>lockbet</comment>
        <translation>شرط %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <comment>lockbet</comment>
        <translation>کال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raise to %1</source>
        <comment>lockbet</comment>
        <translation>افزایش تا %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All in</source>
        <comment>lockbet</comment>
        <translation>آل‌این</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <comment>lockbet</comment>
        <translation>کنار کشیدن</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>takes %Ln card(s) from the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture takes %n cards from the table.</extracomment>
        <translation>
            <numerusform>%Ln کارت از میز برمی‌دارد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clears the table: a scopa</source>
        <comment>scopa</comment>
        <translation>میز را خالی می‌کند: اسکوپا</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the settebello</source>
        <comment>scopa</comment>
        <translation>هفت خشت را برمی‌دارد</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>takes nothing</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the played card takes nothing; the table&apos;s cards then add up to %1. Scopa: the played card takes nothing (what the table then holds is told next).</extracomment>
        <translation>چیزی برنمی‌دارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>is the deal&apos;s last card: what is left on the table goes to the last to capture</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the deal&apos;s last card; the cards left on the table go to whoever captured last.</extracomment>
        <translation>آخرین کارت این دور است: هرچه روی میز بماند به آخرین کسی می‌رسد که برداشته است</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>lets your partner win the trick (%Ln point(s))</source>
        <translation>
            <numerusform>دست را به یارتان می‌سپارد (%Ln امتیاز)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>leaves your card winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <extracomment>Not the trick&apos;s last card: yours is winning the trick so far, which holds %n card points.</extracomment>
        <translation>
            <numerusform>کارت شما را تا این‌جا برندهٔ دست نگه می‌دارد (%Ln امتیاز در دست)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves your partner winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>یارتان را تا این‌جا برندهٔ دست نگه می‌دارد (%Ln امتیاز در دست)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves an opponent winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>یکی از حریفان را تا این‌جا برندهٔ دست باقی می‌گذارد (%Ln امتیاز در دست)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bets %1 into a pot of %2</source>
        <comment>lockbet</comment>
        <translation>%1 روی پاتِ %2 شرط می‌بندد</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pays %1 to call for a pot of %2: %3 chips won if your card wins, lost if it loses</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a call costs %1 for a pot of %2; then %3 chips are won if your card wins, lost if it loses.</extracomment>
        <translation>%1 برای همراهی روی پاتِ %2 می‌پردازد: اگر کارتتان ببرد %3 ژتون می‌برید و اگر ببازد همان‌قدر می‌بازید</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>puts in all your chips</source>
        <comment>lockbet</comment>
        <translation>همهٔ ژتون‌هایتان را وسط می‌گذارد</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>gives up %Ln chip(s)</source>
        <comment>lockbet</comment>
        <translation>
            <numerusform>%Ln ژتون را از دست می‌دهد</numerusform>
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
        <translation>ممکن است حریف با یک %1 اسکوپا کند</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>takes nothing: the card stays on the table (the table then adds up to %1)</source>
        <comment>scopa</comment>
        <translation>چیزی برنمی‌دارد: کارت روی میز می‌ماند (جمع میز سپس %1 می‌شود)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the opponent no sweep</source>
        <comment>scopa</comment>
        <extracomment>Scopa: no single card the opponent may hold can clear the table after this move.</extracomment>
        <translation>فرصت اسکوپا به حریف نمی‌دهد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>declares a marriage for %1</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: declaring a marriage worth %1 (20 or 40).</extracomment>
        <translation>ازدواجی به ارزش %1 اعلام می‌کند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>takes the face-up trump card %1</source>
        <comment>schnapsen</comment>
        <translation>کارت حکمِ رو (%1) را برمی‌دارد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>closes the stock</source>
        <comment>schnapsen</comment>
        <translation>کپه را می‌بندد</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>leads a card worth %Ln point(s)</source>
        <extracomment>Leading a card of a plain suit that counts %n card points (0 included).</extracomment>
        <translation>
            <numerusform>با کارتی به ارزش %Ln امتیاز شروع می‌کند</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-15"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen: leading a trump (briscola, Atout) that counts %n card points.</extracomment>
        <translation>
            <numerusform>با حکمی به ارزش %Ln امتیاز شروع می‌کند</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+2"/>
        <source>leads a trump worth %Ln point(s)</source>
        <comment>tarot</comment>
        <extracomment>Tarot games: leading a trump (trionfo) that counts %n card points.</extracomment>
        <translation>
            <numerusform>با حکمی به ارزش %Ln امتیاز شروع می‌کند</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-19"/>
        <source>wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them the opponents&apos; (scored now).</extracomment>
        <translation>دست را می‌برد (امتیازهای شمارشی: %1 در دست، %2 از حریفان)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lets your partner win the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>دست را به یارتان می‌سپارد (امتیازهای شمارشی: %1 در دست، %2 از حریفان)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them your team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: %1 counting points in the trick, %2 of them your team&apos;s (the opponents score them now).</extracomment>
        <translation>دست را واگذار می‌کند (امتیازهای شمارشی: %1 در دست، %2 از تیم شما)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>trumps the led suit</source>
        <comment>schnapsen</comment>
        <translation>روی خالِ شروع‌شده حکم می‌زند</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/moves.js" line="+8"/>
        <source>trumps the led suit</source>
        <comment>tarot</comment>
        <translation>روی خالِ شروع‌شده حکم می‌زند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reaches 66</source>
        <comment>schnapsen</comment>
        <translation>به ۶۶ می‌رسد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>plays the Matto</source>
        <comment>tarot</comment>
        <translation>ماتو را بازی می‌کند</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>keeps %Ln card(s) of its suit</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a discard that keeps %n cards of its suit in the hand.</extracomment>
        <translation>
            <numerusform>%Ln کارت از همان خال نگه می‌دارد</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>scores no more combinations now</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: stop declaring; no further combination scores now.</extracomment>
        <translation>اکنون ترکیب دیگری امتیاز نمی‌گیرد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>rides on a card that beats about %1 of the cards the AI may hold (judging by its UP/DOWN signal and its bets)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, your move: your card (locked, or the one this move locks) beats about %1 (e.g. &quot;20%&quot;, a tie counts half) of the cards the AI may hold, as far as its UP/DOWN signal and its bets tell.</extracomment>
        <translation>روی کارتی شرط می‌بندد که حدود %1 از کارت‌هایی را که هوش مصنوعی ممکن است داشته باشد می‌بَرد (با توجه به علامت «بالا/پایین» و شرط‌هایش)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>puts no chips in now</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a check puts no chip in.</extracomment>
        <translation>اکنون ژتونی نمی‌گذارد</translation>
    </message>
    <message numerus="yes">
        <location line="-55"/>
        <source>wins %Ln Diamond(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n Diamonds for the player&apos;s pile: those taken from the table and the played card itself (Q of Diamonds taking Q of Spades wins 1 Diamond).</extracomment>
        <translation>
            <numerusform>%Ln کارت خشت می‌برد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>wins %Ln seven(s)</source>
        <comment>scopa</comment>
        <extracomment>Scopa: the capture wins %n sevens for the player&apos;s pile: those taken from the table and the played card itself.</extracomment>
        <translation>
            <numerusform>%Ln کارت هفت می‌برد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>دست را می‌برد (%Ln امتیاز)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>gives up the trick (%Ln point(s))</source>
        <translation>
            <numerusform>دست را واگذار می‌کند (%Ln امتیاز)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>banks %Ln point(s) for your team</source>
        <comment>piedicavallo</comment>
        <extracomment>Piedicavallo: card points the dealer&apos;s discard banks for the team.</extracomment>
        <translation>
            <numerusform>%Ln امتیاز برای تیمتان ذخیره می‌کند</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>leaves you void in %Ln suit(s)</source>
        <translation>
            <numerusform>دستتان را از %Ln خال خالی می‌کند</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>declares for %Ln point(s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate: a declaration worth %1 points.</extracomment>
        <translation>
            <numerusform>ترکیبی به ارزش %Ln امتیاز اعلام می‌کند</numerusform>
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
        <translation>دست را آغاز می‌کند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot follow suit</source>
        <comment>template</comment>
        <extracomment>High Trick (the template game): the hinted card is of another suit than the one led.</extracomment>
        <translation>نمی‌تواند از خال پیروی کند</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Narrator.qml" line="+29"/>
        <source>The shoe ran low: the discards were shuffled into a new shoe of %1 cards.</source>
        <translation>جعبه رو به اتمام بود: کارت‌های کنارگذاشته در جعبهٔ تازه‌ای با %1 کارت بُر زده شدند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A player is all-in from the ante: no betting, straight to the reveal.</source>
        <translation>یک بازیکن با ورودی آل‌این است: شرط‌بندی در کار نیست، مستقیم به رو کردن کارت‌ها.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI went all-in for less than a full raise: you may only call or fold.</source>
        <translation>هوش مصنوعی با کمتر از یک افزایش کامل آل‌این کرد: فقط می‌توانید کال کنید یا کنار بکشید.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>AI: %1</source>
        <extracomment>Said to screen readers: what the AI did, e.g. &quot;AI: Raised to 6&quot;.</extracomment>
        <translation>هوش مصنوعی: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card: %1. The AI&apos;s card: %2.</source>
        <extracomment>Said to screen readers at the showdown: the two locked cards.</extracomment>
        <translation>کارت شما: %1. کارت هوش مصنوعی: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have %1 chips, the AI %2.</source>
        <extracomment>Said to screen readers after each deal: both players&apos; chips.</extracomment>
        <translation>شما %1 ژتون دارید، هوش مصنوعی %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI won the match.</source>
        <translation>هوش مصنوعی مسابقه را برد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You won the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
</context>
<context>
    <name>OptionsPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/OptionsPanel.qml" line="+35"/>
        <location line="+18"/>
        <source>Table options</source>
        <extracomment>Title of the panel with animation and card-colour options.</extracomment>
        <translation>گزینه‌های میز</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Animation speed</source>
        <translation>سرعت پویانمایی</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Slow</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>آهسته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal speed</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>عادی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Animation speed choice.</extracomment>
        <translation>تند</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>After a trick (four players)</source>
        <extracomment>Options: what happens after a trick in the four-player games.</extracomment>
        <translation>پس از هر دست (چهار بازیکن)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Wait for a click or key</source>
        <extracomment>Trick pace choice: the finished trick stays until you click or press a key.</extracomment>
        <translation>منتظر کلیک یا کلید بمان</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on after a pause</source>
        <extracomment>Trick pace choice: play goes on after a short pause.</extracomment>
        <translation>پس از مکثی کوتاه ادامه بده</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Reduced motion: cards appear in place</source>
        <translation>حرکت کمتر: کارت‌ها همان‌جا ظاهر می‌شوند</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Four-colour French suits, in Lock &amp; Bet (Diamonds blue, Clubs green)</source>
        <extracomment>Options: recolours the French cards (Lock &amp; Bet); the German and Italian packs already print four colours (newcomer #41 looked for a change in Schnapsen).</extracomment>
        <translation>خال‌های فرانسوی چهاررنگ، در قفل و شرط (خشت آبی، گشنیز سبز)</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Sound (Ctrl+M)</source>
        <extracomment>Options: sound cues (a card landing, a capture, chips) on or off.</extracomment>
        <translation>صدا (Ctrl+M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound</source>
        <translation>صدا</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Volume</source>
        <extracomment>Options: the loudness of the sound cues.</extracomment>
        <translation>بلندی صدا</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No sound device found: the cues are silent. The switch keeps your choice for when there is one.</source>
        <extracomment>Options, under the Sound switch: this computer has no audio output the app can use (the switch keeps the player&apos;s choice for a later start with a device).</extracomment>
        <translation>هیچ دستگاه صوتی پیدا نشد: صداها خاموش‌اند. کلید انتخاب شما را برای وقتی که دستگاهی باشد نگه می‌دارد.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Full screen</source>
        <extracomment>Fills the screen with the window, or gives it back its size. Also F11.</extracomment>
        <translation>تمام‌صفحه</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>About Cardavia</source>
        <extracomment>Opens the About box (version, licence, credits).</extracomment>
        <translation>دربارهٔ کارداویا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Quit</source>
        <extracomment>Closes Cardavia (your match is saved). Also Ctrl+Q.</extracomment>
        <translation>خروج</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>PlayerBox</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/PlayerBox.qml" line="+25"/>
        <source>UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player&apos;s two cards, never saying which is which.</source>
        <extracomment>Lock &amp; Bet: the tooltip of a player&apos;s UP/DOWN badge. The ranks are the cards&apos; corner indices: digits as the app writes numbers in your language; in a right-to-left language name J, Q, K, A as words (Latin letters inside the sentence reorder).</extracomment>
        <translation>بالا: ۸، ۹، ۱۰، سرباز، بی‌بی، شاه و آس. پایین: ۲ تا ۷. این نشان دو کارت این بازیکن را می‌شمارد، بی‌آنکه بگوید کدام کدام است.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1: %Ln chip(s)</source>
        <extracomment>Accessible summary of a player&apos;s corner: name and the chips behind.</extracomment>
        <translation>
            <numerusform>%1: %Ln ژتون</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>%Ln chip(s)</source>
        <extracomment>Chips a player still has behind (not in the pot).</extracomment>
        <translation>
            <numerusform>%Ln ژتون</numerusform>
        </translation>
    </message>
    <message>
        <location line="+51"/>
        <source>UP %1 · DOWN %2</source>
        <extracomment>Public signal: how many of the player&apos;s two cards are high (8 to A) and low (2 to 7).</extracomment>
        <translation>بالا %1 · پایین %2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Acts first this deal</source>
        <translation>در این دور اول عمل می‌کند</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>First</source>
        <extracomment>Lock &amp; Bet: small tag on the box of the player who acts first this deal (shown once that player has acted; before, the line &quot;Acts first this deal&quot; says it).</extracomment>
        <translation>نفر اول</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+66"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>پخش‌کننده</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>%Ln مانده</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(‪+%1‬ در انتظار)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>دست‌ها: %1</translation>
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
        <translation>نرخ برد</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Matches at this level, oldest first</source>
        <extracomment>The chart&apos;s horizontal axis: the matches at this AI level, numbered from the first.</extracomment>
        <translation>مسابقه‌ها در این سطح، از قدیمی‌ترین</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <location filename="../cardavia_desktop/views/common/refusals.js" line="+11"/>
        <source>Nothing to take back: you have made no move in this deal yet.</source>
        <extracomment>A click on the dimmed Take back: none of your moves in this deal can be undone.</extracomment>
        <translation>چیزی برای پس گرفتن نیست: هنوز در این دور حرکتی نکرده‌اید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In a lesson, Take back undoes only a move that is not the lesson&apos;s.</source>
        <extracomment>A click on the dimmed Take back during a lesson.</extracomment>
        <translation>در درس، «پس گرفتن حرکت» فقط حرکتی را برمی‌گرداند که از درس نیست.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lesson waits: press Next to go on.</source>
        <extracomment>A click on a card or a dimmed button while the lesson waits for its Next button.</extracomment>
        <translation>درس منتظر است: برای ادامه «بعدی» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hard is playing your seat: press Stop watching first.</source>
        <extracomment>A click on the dimmed Hint or Take back while the hard AI plays your seat (Watch).</extracomment>
        <translation>سطح سخت به جای شما بازی می‌کند: اول «پایان تماشا» را بزنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the trick first: click the table, or press Space or Enter, to go on.</source>
        <extracomment>A click on the dimmed Hint while a finished trick waits on the table for a click or a key.</extracomment>
        <translation>اول دست را ببینید: برای ادامه روی میز کلیک کنید، یا فاصله یا Enter را بزنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over: continue to the next one first.</source>
        <translation>این دور تمام شد: اول به دور بعد بروید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>این حرکت اکنون مجاز نیست.</translation>
    </message>
</context>
<context>
    <name>RevealHistory</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/RevealHistory.qml" line="+40"/>
        <source>Revealed cards</source>
        <extracomment>Heading of the list of locked cards shown at past reveals.</extracomment>
        <translation>کارت‌های رو‌شده</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Deal %1</source>
        <extracomment>A past deal in the history: its number.</extracomment>
        <translation>دور %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>None yet</source>
        <translation>هنوز هیچ‌کدام</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/RulesPage.qml" line="+41"/>
        <source>How to play %1</source>
        <translation>روش بازی %1</translation>
    </message>
</context>
<context>
    <name>ScopaPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/ScopaPanel.qml" line="+75"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>پخش‌کننده</translation>
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
        <translation>امتیاز مسابقه: %1 از %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cards: %1 · Diamonds: %2</source>
        <extracomment>This deal so far: cards captured and Diamonds among them.</extracomment>
        <translation>کارت‌ها: %1 · خشت: %2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Scope: %1</source>
        <extracomment>Number of scope (table sweeps) a player has made this deal.</extracomment>
        <translation>اسکوپاها: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Settebello: this player has taken the %1, a prize of 1 point on its own.</source>
        <extracomment>Tooltip of the &quot;Settebello&quot; badge: %1 the card&apos;s name (&quot;7 of Diamonds&quot;).</extracomment>
        <translation>هفت خشت (%1): این بازیکن آن را برداشته است؛ به‌تنهایی جایزه‌ای یک‌امتیازی است.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Settebello</source>
        <extracomment>Badge: this player holds the seven of Diamonds.</extracomment>
        <translation>هفت خشت</translation>
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
        <translation>این دور: شما %1، هوش مصنوعی %2. مسابقه: شما %3، هوش مصنوعی %4، از %5.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+101"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+102"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>Nobody</source>
        <extracomment>Nobody gets a prize&apos;s point (a tie).</extracomment>
        <translation>هیچ‌کس</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You win the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI wins the match</source>
        <translation>هوش مصنوعی مسابقه را برد</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Deal %1 of this match</source>
        <extracomment>Title of the score sheet after a deal, e.g. &quot;Deal 3 of this match&quot;: which deal of the match (not the deal number &quot;Deal #…&quot; shown above the table to replay it).</extracomment>
        <translation>دور %1 این مسابقه</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>none</source>
        <extracomment>Primiera cell: the player lacks a suit, so has no primiera.</extracomment>
        <translation>ندارد</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Point</source>
        <extracomment>Score sheet column: who gets the point of each prize.</extracomment>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Settebello</source>
        <translation>هفت خشت</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Primiera</source>
        <translation>پریمیرا</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Scope</source>
        <extracomment>Table sweeps made this deal, one point each.</extracomment>
        <translation>اسکوپاها</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>1 point each</source>
        <translation>هر کدام ۱ امتیاز</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This deal</source>
        <extracomment>Points scored in this deal.</extracomment>
        <translation>این دور</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Match</source>
        <extracomment>The running match total (first to 11).</extracomment>
        <translation>مسابقه</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>of %1</source>
        <extracomment>Beside the match totals: the target.</extracomment>
        <translation>از %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%Ln card(s) left on the table went to the AI, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to the AI, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln کارت باقی‌مانده روی میز به هوش مصنوعی رسید: آخرین برداشت را او کرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%Ln card(s) left on the table went to you, the last to capture.</source>
        <extracomment>Under the score sheet: the cards left on the table at the deal&apos;s end went to you, the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln کارت باقی‌مانده روی میز به شما رسید: آخرین برداشت را شما کردید.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Level at 11 or more: another deal decides the match.</source>
        <translation>تساوی در ۱۱ یا بیشتر: یک دور دیگر برندهٔ مسابقه را تعیین می‌کند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first to 11 who is ahead after a deal wins the match.</source>
        <translation>نخستین کسی که پس از یک دور به ۱۱ برسد و جلوتر باشد، مسابقه را می‌برد.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>New match</source>
        <translation>مسابقهٔ جدید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/ScoreSheet.qml" line="+20"/>
        <source>Kings</source>
        <translation>شاه‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trumps 1 and 21</source>
        <extracomment>Trumps 1 and 21, worth 5 points each.</extracomment>
        <translation>حکم ۱ و ۲۱</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>ماتو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queens</source>
        <translation>بی‌بی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knights</source>
        <translation>سوارها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jacks</source>
        <translation>سربازها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other trumps</source>
        <extracomment>Trumps 2 to 20, worth 1 point each.</extracomment>
        <translation>حکم‌های دیگر</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Numeral cards</source>
        <extracomment>Numeral suit cards, worth 1 point each.</extracomment>
        <translation>کارت‌های عددی</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A tie: 57 points each.</source>
        <translation>تساوی: هر تیم ۵۷ امتیاز.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You and your partner win!</source>
        <translation>شما و یارتان بردید!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents win.</source>
        <translation>حریفان بردند.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Total (of 114)</source>
        <extracomment>Total card points of a team; the two totals always add up to 114.</extracomment>
        <translation>مجموع (از ۱۱۴)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Tricks taken</source>
        <translation>دست‌های بُرده‌شده</translation>
    </message>
    <message numerus="yes">
        <location line="+25"/>
        <source>The discard (%Ln point(s)) went to %1.</source>
        <translation>
            <numerusform>کارت‌های کنارگذاشته (%Ln امتیاز) به %1 رسید.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Matto changed sides: its team took no trick.</source>
        <translation>ماتو تیمش را عوض کرد: تیمش هیچ دستی نبرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You and your partner took all 15 tricks.</source>
        <translation>شما و یارتان هر ۱۵ دست را بردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The opponents took all 15 tricks.</source>
        <translation>حریفان هر ۱۵ دست را بردند.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>New deal</source>
        <translation>دور جدید</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Scoreboard.qml" line="+28"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>امتیازها</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>%1: %Ln resto(i)</source>
        <extracomment>A team&apos;s resti settled so far, and its tricks.</extracomment>
        <translation>
            <numerusform>%1: %Ln رستو</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln trick(s)</source>
        <translation>
            <numerusform>%Ln دست</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>At the end: %1 → %Ln more resto(i)</source>
        <extracomment>Once the deal is over: the difference left from play plus the end count (%1), rounded up in units of 60 into %Ln more resti (already counted in the resti above).</extracomment>
        <translation>
            <numerusform>در پایان: %1 → %Ln رستوی دیگر</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Difference: %1 (60 make a resto)</source>
        <extracomment>The running difference since the last resto; 60 points make a resto.</extracomment>
        <translation>اختلاف: %1 (هر ۶۰ یک رستو)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Resto %1: %2 (%3)</source>
        <translation>رستو %1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Trick %1 of 21</source>
        <translation>دست %1 از ۲۱</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last trick</source>
        <translation>آخرین دست</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/common/SeatPanel.qml" line="+35"/>
        <source>%1, %2, %Ln card(s)</source>
        <extracomment>Accessible summary of a seat: name, team, number of cards.</extracomment>
        <translation>
            <numerusform>%1، %2، %Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>پخش‌کننده</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%Ln card(s)</source>
        <extracomment>Number of cards a player holds.</extracomment>
        <translation>
            <numerusform>%Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Thinking…</source>
        <extracomment>Under a player&apos;s name while the AI chooses its move.</extracomment>
        <translation>در حال فکر…</translation>
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
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>%1 cut and robbed:</source>
        <translation>%1 بُرید و ربود:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut and robbed:</source>
        <translation>شما بُریدید و ربودید:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cut: nothing to rob.</source>
        <translation>%1 بُرید: چیزی برای ربودن نبود.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: nothing to rob.</source>
        <translation>شما بُریدید: چیزی برای ربودن نبود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You dealt 21 each; last card shown:</source>
        <translation>شما به هر نفر ۲۱ کارت دادید؛ آخرین کارت نشان داده شد:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt 21 each; last card shown:</source>
        <translation>%1 به هر نفر ۲۱ کارت داد؛ آخرین کارت نشان داده شد:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 robbed from the Fola:</source>
        <translation>%1 از فولا ربود:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You robbed from the Fola:</source>
        <translation>شما از فولا ربودید:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>شما از فولا چیزی نربودید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 از فولا چیزی نربود.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 of %3 discarded face down</source>
        <extracomment>%1 player; discarded so far / to discard in all, face down.</extracomment>
        <translation>%1: %2 از %3 رو به پایین کنار گذاشته شد</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Fola (out of play): %Ln card(s), face down until play starts.</source>
        <translation>
            <numerusform>فولا (بیرون از بازی): %Ln کارت، رو به پایین تا شروع بازی.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The Fola, turned up (out of play):</source>
        <translation>فولا، رو‌شده (بیرون از بازی):</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 declared %2:</source>
        <translation>%1 %2 را اعلام کرد:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You declared %1:</source>
        <translation>شما %1 را اعلام کردید:</translation>
    </message>
</context>
<context>
    <name>Shoe</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Shoe.qml" line="+42"/>
        <source>Shoe: %1</source>
        <extracomment>Number of cards left in the shoe (the stock).</extracomment>
        <translation>جعبه: %1</translation>
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
        <translation>جابه‌جایی میان کارت‌هایتان</translation>
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
        <translation>اولین یا آخرین کارت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter / Space</source>
        <extracomment>Key names on the shortcut sheet.</extracomment>
        <translation>Enter / فاصله</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the card, or hear why it cannot be played</source>
        <translation>بازی کردن کارت، یا شنیدن اینکه چرا نمی‌توان بازی‌اش کرد</translation>
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
        <translation>جابه‌جایی میان کارت‌هایتان و دکمه‌های میز</translation>
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
        <translation>لغو یک انتخاب؛ بستن راهنمایی، گزارش یا همین فهرست</translation>
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
        <translation>مسابقهٔ جدید (اگر مسابقه‌ای در جریان باشد، اول می‌پرسد)</translation>
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
        <translation>پس گرفتن آخرین حرکتتان</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint: what would Hard play?</source>
        <translation>راهنمایی: سطح سخت چه بازی می‌کرد؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did the AI make its last move?</source>
        <extracomment>The Y key: after an AI move, its reasons (the same as the hint&apos;s, from its own view).</extracomment>
        <translation>چرا هوش مصنوعی آخرین حرکتش را کرد؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch Hard play your seat in a fresh deal, or stop watching</source>
        <translation>تماشای بازی سطح سخت به جای شما در دوری تازه، یا پایان تماشا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: while watching (the W key), Space pauses, Enter shows one move.</extracomment>
        <translation>فاصله / Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>While watching: pause or play on / one move while paused</source>
        <translation>هنگام تماشا: مکث یا ادامه / یک حرکت هنگام مکث</translation>
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
        <translation>در درس: گام بعدی (یا پس گرفتن حرکتی که حرکت درس نیست) / گام قبلی</translation>
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
        <translation>نمایش یا پنهان کردن روند دور تا اینجا</translation>
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
        <translation>روشن یا خاموش کردن صدا</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show or hide this list</source>
        <translation>نمایش یا پنهان کردن این فهرست</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off</source>
        <translation>روشن یا خاموش کردن تمام‌صفحه</translation>
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
        <translation>خروج از کارداویا (مسابقهٔ شما ذخیره شده است)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Keyboard shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Close</source>
        <extracomment>The shortcut sheet&apos;s button that closes it (as Escape or F1 do).</extracomment>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/StatisticsPage.qml" line="+47"/>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mixed</source>
        <extracomment>A column of the statistics: matches during which the AI level was changed.</extracomment>
        <translation>ترکیبی</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points per deal</source>
        <translation>امتیاز در هر دور</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Deals your team took every trick</source>
        <extracomment>Tarot statistics: deals where your team took every trick.</extracomment>
        <translation>دورهایی که تیم شما همهٔ دست‌ها را برد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals the opponents took every trick</source>
        <extracomment>Tarot statistics: deals where the opponents took every trick.</extracomment>
        <translation>دورهایی که حریفان همهٔ دست‌ها را بردند</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points for your team</source>
        <translation>امتیاز کارت برای تیم شما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card points against your team</source>
        <translation>امتیاز کارت علیه تیم شما</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Scope</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: sweeps (scope) you made.</extracomment>
        <translation>اسکوپاها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settebello won</source>
        <comment>scopa</comment>
        <extracomment>Scopa statistics: deals where you took the seven of coins.</extracomment>
        <translation>هفت خشت بُرده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Primiera won</source>
        <comment>scopa</comment>
        <translation>پریمیرای بُرده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages declared</source>
        <comment>schnapsen</comment>
        <translation>ازدواج‌های اعلام‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes won</source>
        <comment>schnapsen</comment>
        <translation>بستن‌های بُرده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closes lost</source>
        <comment>schnapsen</comment>
        <translation>بستن‌های باخته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deals won for 2 game points</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: deals you won scoring 2 game points.</extracomment>
        <translation>دورهای بُرده با ۲ امتیاز بازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deals won for 3 game points</source>
        <comment>schnapsen</comment>
        <translation>دورهای بُرده با ۳ امتیاز بازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bummerl given to the AI</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches you won (the AI takes the Bummerl).</extracomment>
        <translation>بومرل‌های داده‌شده به هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>… with the AI at no game point</source>
        <comment>schnapsen</comment>
        <extracomment>Schnapsen statistics: matches won while the AI made no game point.</extracomment>
        <translation>… با هوش مصنوعی بدون امتیاز بازی</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Resti for your team</source>
        <comment>minchiate</comment>
        <translation>رستی برای تیم شما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resti against your team</source>
        <comment>minchiate</comment>
        <translation>رستی علیه تیم شما</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chips won</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet statistics: chips won minus chips lost over all deals.</extracomment>
        <translation>ژتون بُرده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Biggest pot won</source>
        <comment>lockbet</comment>
        <translation>بزرگ‌ترین پات بُرده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your folds</source>
        <comment>lockbet</comment>
        <translation>کنار کشیدن‌های شما</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s folds</source>
        <comment>lockbet</comment>
        <translation>کنار کشیدن‌های هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Matches played</source>
        <translation>مسابقه‌های انجام‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>باخت</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given up (counted as lost)</source>
        <extracomment>Statistics: matches given up with New match, counted as lost.</extracomment>
        <translation>رهاشده (باخت حساب می‌شود)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>نرخ برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>رشتهٔ برد کنونی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best winning streak</source>
        <translation>بهترین رشتهٔ برد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn</source>
        <translation>تساوی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With take-back or hint: played</source>
        <extracomment>Statistics: matches with a take-back or a hint, counted apart.</extracomment>
        <translation>با پس گرفتن حرکت یا راهنمایی: انجام‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With take-back or hint: won</source>
        <translation>با پس گرفتن حرکت یا راهنمایی: برد</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your record</source>
        <extracomment>Title of the statistics page.</extracomment>
        <translation>کارنامهٔ شما</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Reset…</source>
        <extracomment>Forgets this game&apos;s statistics (asks first).</extracomment>
        <translation>بازنشانی…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Your statistics were written by a newer version of Cardavia. They were kept as %1 and a fresh record was started.</source>
        <extracomment>%1 is the name the old statistics file was kept under.</extracomment>
        <translation>آمار شما با نسخهٔ جدیدتری از کارداویا نوشته شده است. با نام %1 نگه داشته شد و کارنامهٔ تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your statistics file could not be read. It was kept as %1 and a fresh record was started.</source>
        <translation>پروندهٔ آمار شما خوانده نشد. با نام %1 نگه داشته شد و کارنامهٔ تازه‌ای آغاز شد.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OK</source>
        <translation>تأیید</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No match of this game has been counted yet. A match counts when it ends; one given up with New match counts as lost.</source>
        <translation>هنوز هیچ مسابقه‌ای از این بازی حساب نشده است. هر مسابقه وقتی تمام شود حساب می‌شود؛ مسابقه‌ای که با «مسابقهٔ جدید» رها شود باخت حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>AI level</source>
        <translation>سطح هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Your results, match after match</source>
        <extracomment>Heading of the chart of results over time.</extracomment>
        <translation>نتایج شما، مسابقه به مسابقه</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Win rate, all matches</source>
        <translation>نرخ برد، همهٔ مسابقه‌ها</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate, last %1 matches</source>
        <translation>نرخ برد، %1 مسابقهٔ آخر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won (top)</source>
        <translation>برد (بالا)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost (bottom)</source>
        <translation>باخت (پایین)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The chart fills in as you finish matches at this level.</source>
        <translation>نمودار با پایان یافتن مسابقه‌های شما در این سطح پر می‌شود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A match counts under the AI level it was played at (Mixed if you changed it during the match). Matches with a take-back or a hint, or opened from a file, are counted apart; replayed deals never count.</source>
        <extracomment>Below the statistics: how matches are counted.</extracomment>
        <translation>هر مسابقه در سطحی از هوش مصنوعی حساب می‌شود که با آن بازی شده است (اگر در میانهٔ مسابقه آن را عوض کنید، ترکیبی). مسابقه‌هایی با پس گرفتن حرکت یا راهنمایی، یا بازشده از پرونده، جدا حساب می‌شوند؛ دورهای دوباره‌بازی‌شده هرگز حساب نمی‌شوند.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Reset the statistics of this game?</source>
        <extracomment>Asked before the statistics of one game are forgotten.</extracomment>
        <translation>آمار این بازی بازنشانی شود؟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every figure of this game, at every level, is forgotten. This cannot be undone.</source>
        <translation>همهٔ ارقام این بازی در همهٔ سطح‌ها فراموش می‌شود. این کار برگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>بازنشانی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep them</source>
        <translation>نگه دارید</translation>
    </message>
</context>
<context>
    <name>StatusColumn</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/StatusColumn.qml" line="+38"/>
        <source>The AI is thinking…</source>
        <translation>هوش مصنوعی در حال فکر کردن است…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: choose a card to lock</source>
        <translation>نوبت شما: کارتی برای قفل کردن انتخاب کنید</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The AI is choosing its card</source>
        <translation>هوش مصنوعی در حال انتخاب کارت است</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to bet</source>
        <translation>نوبت شرط هوش مصنوعی است</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You: +%1</source>
        <extracomment>Your chips won or lost in the deal just finished.</extracomment>
        <translation>شما: ‪+%1‬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: −%1</source>
        <translation>شما: ‪−%1‬</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You: ±%1</source>
        <translation>شما: ‪±%1‬</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Next deal</source>
        <translation>دور بعد</translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/StockView.qml" line="+38"/>
        <source>Herz</source>
        <translation>دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schelln</source>
        <translation>زنگوله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eichel</source>
        <translation>بلوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laub</source>
        <translation>برگ</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Closed</source>
        <extracomment>Shown on the stock once a player has closed it.</extracomment>
        <translation>بسته</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Stock: %1</source>
        <extracomment>Number of cards left in the stock (the face-up indicator included).</extracomment>
        <translation>کپه: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock exhausted</source>
        <translation>کپه تمام شد</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Trumps: %1</source>
        <extracomment>The trump suit of this deal, e.g. &quot;Trumps: Eichel&quot;.</extracomment>
        <translation>حکم: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You closed the stock</source>
        <translation>کپه را بستید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI closed the stock</source>
        <translation>هوش مصنوعی کپه را بست</translation>
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
        <translation>%1 را بازی کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2.</source>
        <translation>%1 %2 را بازی کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You put %1 on the table.</source>
        <comment>scopa</comment>
        <translation>%1 را روی میز گذاشتید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put %2 on the table.</source>
        <comment>scopa</comment>
        <translation>%1 %2 را روی میز گذاشت.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You played %1 and took %2.</source>
        <comment>scopa</comment>
        <translation>%1 را بازی کردید و %2 را برداشتید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 and took %3.</source>
        <comment>scopa</comment>
        <translation>%1 %2 را بازی کرد و %3 را برداشت.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scopa! You cleared the table.</source>
        <comment>scopa</comment>
        <translation>اسکوپا! میز را خالی کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scopa for %1: the table is cleared.</source>
        <comment>scopa</comment>
        <translation>اسکوپا برای %1: میز خالی شد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cards left on the table go to you: %1.</source>
        <comment>scopa</comment>
        <translation>کارت‌های باقی‌مانده روی میز مال شماست: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to %1: %2.</source>
        <comment>scopa</comment>
        <translation>کارت‌های باقی‌مانده روی میز به %1 می‌رسد: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <comment>scopa</comment>
        <translation>به هر نفر سه کارت دیگر از کپه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the deal is dealt again.</source>
        <comment>scopa</comment>
        <translation>سه یا چهار شاه روی میز: این دور دوباره پخش می‌شود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You won the trick.</source>
        <translation>دست را بردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick.</source>
        <translation>%1 دست را برد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You won the trick with %1.</source>
        <translation>دست را با %1 بردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 won the trick with %2.</source>
        <translation>%1 دست را با %2 برد.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You won the trick with %1 (%Ln point(s)).</source>
        <translation>
            <numerusform>دست را با %1 بردید (%Ln امتیاز).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick with %2 (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 دست را با %2 برد (%Ln امتیاز).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>کپه را بستید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 closed the stock.</source>
        <comment>schnapsen</comment>
        <translation>%1 کپه را بست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>اونتر حکم را با کارت حکمِ رو عوض کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exchanged the trump Unter for the face-up trump card.</source>
        <comment>schnapsen</comment>
        <translation>%1 اونتر حکم را با کارت حکمِ رو عوض کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You declared a marriage for %1.</source>
        <comment>schnapsen</comment>
        <translation>ازدواجی به ارزش %1 اعلام کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared a marriage for %2.</source>
        <comment>schnapsen</comment>
        <translation>%1 ازدواجی به ارزش %2 اعلام کرد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You discarded.</source>
        <translation>کارت‌ها را کنار گذاشتید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 discarded.</source>
        <translation>%1 کارت‌ها را کنار گذاشت.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You robbed %1.</source>
        <comment>minchiate</comment>
        <translation>%1 را ربودید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed %2.</source>
        <comment>minchiate</comment>
        <translation>%1 %2 را ربود.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer&apos;s bottom card is shown: %1.</source>
        <comment>minchiate</comment>
        <translation>کارت زیرینِ پخش‌کننده نشان داده می‌شود: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You declared nothing.</source>
        <comment>minchiate</comment>
        <translation>شما چیزی اعلام نکردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 declared nothing.</source>
        <comment>minchiate</comment>
        <translation>%1 چیزی اعلام نکرد.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>You called %1, all in.</source>
        <comment>lockbet</comment>
        <translation>%1 کال کردید، آل‌این.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2, all in.</source>
        <comment>lockbet</comment>
        <translation>%1 %2 کال کرد، آل‌این.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You called %1.</source>
        <comment>lockbet</comment>
        <translation>%1 کال کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 called %2.</source>
        <comment>lockbet</comment>
        <translation>%1 %2 کال کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 unmatched chips come back to you.</source>
        <comment>lockbet</comment>
        <translation>%1 ژتونِ برابرنشده به شما برمی‌گردد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 ژتونِ برابرنشده به %2 برمی‌گردد.</translation>
    </message>
    <message numerus="yes">
        <location line="-67"/>
        <source>You won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>دست را بردید (%Ln امتیاز).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 won the trick (%Ln point(s)).</source>
        <translation>
            <numerusform>%1 دست را برد (%Ln امتیاز).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>You declared %1 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>%1 را به ارزش %Ln امتیاز اعلام کردید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 for %Ln point(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>%1 %2 را به ارزش %Ln امتیاز اعلام کرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The team of %1 scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <extracomment>Watch, Minchiate: the team of your seat (%1 &quot;Hard (your seat)&quot;) scores resti.</extracomment>
        <translation>
            <numerusform>تیم %1 %Ln رستو می‌گیرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Your team scores %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>تیم شما %Ln رستو می‌گیرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The opponents score %Ln resto(s).</source>
        <comment>minchiate</comment>
        <translation>
            <numerusform>حریفان %Ln رستو می‌گیرند.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You locked a card.</source>
        <comment>lockbet</comment>
        <translation>یک کارت قفل کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 locked a card.</source>
        <comment>lockbet</comment>
        <translation>%1 یک کارت قفل کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You checked.</source>
        <comment>lockbet</comment>
        <translation>چک کردید.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 checked.</source>
        <comment>lockbet</comment>
        <translation>%1 چک کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You bet %1.</source>
        <comment>lockbet</comment>
        <translation>%1 شرط بستید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bet %2.</source>
        <comment>lockbet</comment>
        <translation>%1 %2 شرط بست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You raised to %1.</source>
        <comment>lockbet</comment>
        <translation>تا %1 افزایش دادید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 raised to %2.</source>
        <comment>lockbet</comment>
        <translation>%1 تا %2 افزایش داد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You went all in (%1).</source>
        <comment>lockbet</comment>
        <translation>آل‌این کردید (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went all in (%2).</source>
        <comment>lockbet</comment>
        <translation>%1 آل‌این کرد (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You folded.</source>
        <comment>lockbet</comment>
        <translation>کنار کشیدید.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 folded.</source>
        <comment>lockbet</comment>
        <translation>%1 کنار کشید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The locked cards: %1.</source>
        <comment>lockbet</comment>
        <translation>کارت‌های قفل‌شده: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the pot of %1.</source>
        <comment>lockbet</comment>
        <translation>پاتِ %1 را می‌برید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pot of %1 is split.</source>
        <comment>lockbet</comment>
        <translation>پاتِ %1 تقسیم می‌شود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the pot of %2.</source>
        <comment>lockbet</comment>
        <translation>%1 پاتِ %2 را می‌برد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The deal is over.</source>
        <translation>این دور تمام شد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>مسابقه تمام شد.</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/common/LessonOverlay.qml" line="-154"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+79"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+0"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/StoryPanel.qml" line="+27"/>
        <source>Deal %1 of this match</source>
        <extracomment>A heading in the deal&apos;s story: which deal of the match (as the score sheet&apos;s title; not the deal number &quot;Deal #…&quot; shown above the table).</extracomment>
        <translation>دور %1 این مسابقه</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The deal so far</source>
        <extracomment>Title of the log of the current and previous deal.</extracomment>
        <translation>روند دور تا اینجا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+51"/>
        <source>The AI played %1.</source>
        <translation>هوش مصنوعی %1 را بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+405"/>
        <source>Ring a gold-edged König or Ober, then press M to declare its marriage.</source>
        <translation>یک شاه یا اوبر با لبهٔ طلایی را انتخاب کنید، سپس M را بزنید تا ازدواجش را اعلام کنید.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+25"/>
        <source>East</source>
        <translation>شرق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>یار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>غرب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>شما و یار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>حریفان</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>You discarded two cards: %Ln trump(s) among them.</source>
        <translation>
            <numerusform>دو کارت کنار گذاشتید: %Ln حکم میانشان است.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 discarded two cards: %Ln trump(s) among them.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>
            <numerusform>%1 دو کارت کنار گذاشت: %Ln حکم میانشان است.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The deal is over. %1: %2 points; %3: %4 points.</source>
        <extracomment>Said to screen readers at the end of the deal: each team&apos;s card points.</extracomment>
        <translation>این دور تمام شد. %1: %2 امتیاز؛ %3: %4 امتیاز.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>This card cannot be discarded.</source>
        <translation>این کارت را نمی‌توان کنار گذاشت.</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Kings, trumps 1 and 21 and the Matto must stay. Another trump may go only if you then keep nothing but trumps and Kings, or no trump at all.</source>
        <extracomment>Beside the dealer&apos;s discard (newcomer #32 found the short form hard to follow).</extracomment>
        <translation>شاه‌ها، حکم ۱ و ۲۱ و ماتو باید بمانند. حکم دیگری فقط وقتی می‌تواند کنار برود که بعد از آن جز حکم و شاه چیزی نگه ندارید، یا اصلاً حکمی نداشته باشید.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+75"/>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+127"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-126"/>
        <source>The deal is over.</source>
        <translation>این دور تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+2"/>
        <source>You dealt: choose two cards to discard.</source>
        <translation>شما پخش کردید: دو کارت برای کنار گذاشتن انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="-52"/>
        <source>Only cards worth nothing may be discarded, never trump 29.</source>
        <translation>فقط کارت‌های بی‌ارزش را می‌توان کنار گذاشت، هرگز حکم ۲۹ را.</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-28"/>
        <source>%1 played %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 a card.</extracomment>
        <translation>%1 %2 را بازی کرد.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+6"/>
        <source>%1 took trick %2.</source>
        <extracomment>Said to screen readers: %1 a player&apos;s name (East, Partner, West), %2 the trick&apos;s number.</extracomment>
        <translation>%1 دست %2 را برد.</translation>
    </message>
    <message>
        <location line="-2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-2"/>
        <source>You took trick %1.</source>
        <extracomment>Said to screen readers: %1 the trick&apos;s number.</extracomment>
        <translation>دست %1 را بردید.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The deal is over. %1: %Ln resto(i); %2: %3.</source>
        <extracomment>Said to screen readers at the end of the deal: the net resti and who won.</extracomment>
        <translation>
            <numerusform>این دور تمام شد. %1: %Ln رستو؛ %2: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>The Fola is turned up: its %Ln card(s) stay out of play.</source>
        <translation>
            <numerusform>فولا رو می‌شود: %Ln کارتِ آن بیرون از بازی می‌ماند.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>King rule: %1 had to play %2.</source>
        <translation>قاعدهٔ شاه: %1 ناچار بود %2 را بازی کند.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King rule: you had to play %1.</source>
        <translation>قاعدهٔ شاه: ناچار بودید %1 را بازی کنید.</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>You robbed: choose %Ln card(s) worth nothing to discard.</source>
        <translation>
            <numerusform>شما ربودید: %Ln کارت بی‌ارزش برای کنار گذاشتن انتخاب کنید.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your declarations.</source>
        <translation>اعلام‌های شما.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+26"/>
        <source>Your turn: lead a card.</source>
        <translation>نوبت شما: دست را با یک کارت شروع کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+1"/>
        <source>Your turn: play a card.</source>
        <translation>نوبت شما: یک کارت بازی کنید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is discarding.</source>
        <translation>%1 در حال کنار گذاشتن است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is declaring.</source>
        <translation>%1 در حال اعلام است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+3"/>
        <source>%1 is to play.</source>
        <extracomment>%1 is a player&apos;s name (East, Partner, West).</extracomment>
        <translation>نوبت %1 است.</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>Only cards worth nothing may go, never trump 29. Discards stay face down and count for nobody.</source>
        <translation>فقط کارت‌های بی‌ارزش کنار می‌روند، هرگز حکم ۲۹. کارت‌های کنارگذاشته رو به پایین می‌مانند و برای هیچ‌کس حساب نمی‌شوند.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Discard (%1 of %2)</source>
        <extracomment>Button: discard the chosen cards; %1 chosen of %2 to discard.</extracomment>
        <translation>کنار گذاشتن (%1 از %2)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+175"/>
        <source>Scores</source>
        <extracomment>Accessible name of the box with both teams&apos; scores.</extracomment>
        <translation>امتیازها</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Table.qml" line="+102"/>
        <source>Set-up</source>
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Score log</source>
        <translation>گزارش امتیازها</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-43"/>
        <source>Discard (%1 of 2)</source>
        <extracomment>Button: discard the chosen cards; %1 is how many are chosen.</extracomment>
        <translation>کنار گذاشتن (%1 از ۲)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-36"/>
        <location line="+54"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+60"/>
        <source>%1: %2 pts · %Ln trick(s)</source>
        <extracomment>A team&apos;s running score: its name, card points, tricks taken.</extracomment>
        <translation>
            <numerusform>%1: %2 امتیاز · %Ln دست</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+14"/>
        <source>Trumps discarded: %1</source>
        <extracomment>The dealer&apos;s public announcement: how many trumps were discarded.</extracomment>
        <translation>حکم‌های کنارگذاشته: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Trick %1 of 15</source>
        <translation>دست %1 از ۱۵</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-107"/>
        <source>Match points: you %1, the AI %2. First to %3 wins.</source>
        <translation>امتیاز مسابقه: شما %1، هوش مصنوعی %2. هر که زودتر به %3 برسد می‌برد.</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>You won the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI won the match.</source>
        <translation>هوش مصنوعی مسابقه را برد.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>New match</source>
        <translation>مسابقهٔ جدید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next deal</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location line="-148"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Table.qml" line="+285"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="-296"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+119"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+41"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+40"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>کارت‌ها: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>کارت‌های آشکار در دست هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+76"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+148"/>
        <source>The AI is thinking…</source>
        <translation>هوش مصنوعی در حال فکر کردن است…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>نوبت شما: به کارت هوش مصنوعی جواب دهید</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+199"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+4"/>
        <source>The AI is to play</source>
        <translation>نوبت هوش مصنوعی است</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+14"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>قوانین سخت‌گیرانه: اگر می‌توانید خال را بیاورید و دست را ببرید؛ وگرنه حکم بزنید.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="+11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+21"/>
        <source>Last trick</source>
        <translation>آخرین دست</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="-199"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Table.qml" line="-324"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+31"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+30"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+49"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>دست‌ها: %1</translation>
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
        <translation>کپه: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stock empty</source>
        <translation>کپه خالی است</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The table is empty</source>
        <extracomment>Shown on the felt when no card lies on the table.</extracomment>
        <translation>میز خالی است</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Choose the cards to take</source>
        <translation>کارت‌هایی را که برمی‌دارید انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Table.qml" line="+198"/>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+1"/>
        <source>Your turn: play a card</source>
        <translation>نوبت شما: یک کارت بازی کنید</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Table.qml" line="+114"/>
        <source>Scopa!</source>
        <extracomment>Called out when a capture clears the table.</extracomment>
        <translation>اسکوپا!</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>On the table: %1.</source>
        <extracomment>Spoken on request: the face-up cards, e.g. &quot;On the table: 3 of Spades, King of Hearts.&quot;</extracomment>
        <translation>روی میز: %1.</translation>
    </message>
</context>
<context>
    <name>TableActions</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/TableActions.qml" line="+86"/>
        <source>Log</source>
        <extracomment>Shows or hides the log of the current and previous deal. Also Ctrl+L.</extracomment>
        <translation>گزارش</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The deal so far</source>
        <translation>روند دور تا اینجا</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New match</source>
        <extracomment>Starts the game over (asks first while a match is under way). Also Ctrl+N.</extracomment>
        <translation>مسابقهٔ جدید</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take back</source>
        <extracomment>Undoes your last move and the AI&apos;s moves after it. Also Ctrl+Z.</extracomment>
        <translation>پس گرفتن حرکت</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Hint</source>
        <extracomment>Asks the strongest AI level which move it would make. Also the H key.</extracomment>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>What would Hard play?</source>
        <translation>سطح سخت چه بازی می‌کرد؟</translation>
    </message>
</context>
<context>
    <name>TableBase</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TableBase.qml" line="+197"/>
        <source>The new level plays from the AI&apos;s next move. This match now counts under “Mixed” in your statistics.</source>
        <extracomment>A notice after the AI level was changed during a match.</extracomment>
        <translation>سطح تازه از حرکت بعدی هوش مصنوعی بازی می‌کند. این مسابقه اکنون در آمار شما زیر «ترکیبی» شمرده می‌شود.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your partner plays at its new level from its next move.</source>
        <extracomment>A notice after your AI partner&apos;s level was changed during a match.</extracomment>
        <translation>یار شما از حرکت بعدی‌اش با سطح تازه بازی می‌کند.</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/TableCards.qml" line="+37"/>
        <source>Cards on the table</source>
        <extracomment>Accessible name of the face-up cards on the Scopa table.</extracomment>
        <translation>کارت‌های روی میز</translation>
    </message>
</context>
<context>
    <name>TrickArea</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickArea.qml" line="+53"/>
        <source>The trick</source>
        <extracomment>Accessible name of the trick in the middle of the table.</extracomment>
        <translation>دست جاری</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Trick over: click it, or lead, to put it away</source>
        <extracomment>Schnapsen: beside the trick just won, which stays in view until the next lead.</extracomment>
        <translation>دست تمام شد: برای کنار گذاشتنش روی آن کلیک کنید، یا با کارتی شروع کنید</translation>
    </message>
</context>
<context>
    <name>TrickCross</name>
    <message>
        <location filename="../cardavia_desktop/views/common/TrickCross.qml" line="+81"/>
        <source>Trick</source>
        <extracomment>Accessible name of the cards played to a trick, in the middle of the table.</extracomment>
        <translation>دست</translation>
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
        <translation>شما</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
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
        <translation>چرا: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paused.</source>
        <translation>مکث شد.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Playing.</source>
        <translation>بازی ادامه دارد.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Watching deal #%1: Hard plays your seat. Not counted; your match waits.</source>
        <extracomment>Watch: the title of the bar over the table; %1 the number of the deal watched.</extracomment>
        <translation>تماشای دور شمارهٔ %1: سطح سخت به جای شما بازی می‌کند. حساب نمی‌شود؛ مسابقهٔ شما منتظر می‌ماند.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The first move is coming…</source>
        <extracomment>Watch: before the first move is shown.</extracomment>
        <translation>حرکت نخست در راه است…</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>Play</source>
        <extracomment>Watch: pause the AI&apos;s moves / play them on. Also the Space key.</extracomment>
        <translation>ادامه</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pause</source>
        <translation>مکث</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Space</source>
        <translation>فاصله</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>One move</source>
        <extracomment>Watch: while paused, show the next move only. Also the Enter key.</extracomment>
        <translation>یک حرکت</translation>
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
        <translation>آهسته</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <extracomment>Watch speed.</extracomment>
        <translation>معمولی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Fast</source>
        <extracomment>Watch speed.</extracomment>
        <translation>تند</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Speed: %1</source>
        <extracomment>Watch: a speed button&apos;s name for a screen reader, %1 the speed.</extracomment>
        <translation>سرعت: %1</translation>
    </message>
</context>
<context>
    <name>WatchButton</name>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchButton.qml" line="+33"/>
        <source>Stop watching</source>
        <extracomment>Starts Watch: the hard AI plays your seat in a fresh deal (your match waits). Also the W key.</extracomment>
        <translation>پایان تماشا</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Watch</source>
        <translation>تماشا</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Back to your match, as you left it.</source>
        <translation>بازگشت به مسابقهٔ شما، همان‌طور که رهایش کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard plays your seat in a fresh deal; your match waits and nothing counts.</source>
        <translation>سطح سخت در دوری تازه به جای شما بازی می‌کند؛ مسابقهٔ شما منتظر می‌ماند و چیزی حساب نمی‌شود.</translation>
    </message>
</context>
<context>
    <name>Watched</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-85"/>
        <source>The AI folded: %1 takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: the AI folded, so your seat (%1 &quot;Hard (your seat)&quot;) takes the pot of %2.</extracomment>
        <translation>هوش مصنوعی کنار کشید: پاتِ %2 مال %1 است.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The card of %1 is stronger: it wins the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat&apos;s card (%1 &quot;Hard (your seat)&quot;) is stronger and wins the pot of %2.</extracomment>
        <translation>کارت %1 قوی‌تر است: پاتِ %2 را می‌برد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 folded: the AI takes the pot of %2.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) folded, so the AI takes the pot of %2.</extracomment>
        <translation>%1 کنار کشید: هوش مصنوعی پاتِ %2 را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/watched.js" line="+9"/>
        <source>Hard (your seat)</source>
        <extracomment>Watch: your seat while the hard level plays it, named in the log, the caption and the sheets.</extracomment>
        <translation>سطح سخت (جای شما)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the match!</source>
        <extracomment>Watch: a watched match&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 مسابقه را می‌برد!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins the deal</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat (%1 &quot;Hard (your seat)&quot;).</extracomment>
        <translation>%1 این دور را می‌برد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and its partner win!</source>
        <extracomment>Watch: a watched deal&apos;s end, won by your seat&apos;s team (%1 &quot;Hard (your seat)&quot;) and its partner.</extracomment>
        <translation>%1 و یارش می‌برند!</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Watched deal</source>
        <extracomment>Watch: the title of a watched deal&apos;s score sheet (it is not a deal of your match).</extracomment>
        <translation>دورِ تماشاشده</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/MatchResult.qml" line="-35"/>
        <source>%1 has no chips left.</source>
        <extracomment>Watch, Lock &amp; Bet: your seat (%1 &quot;Hard (your seat)&quot;) has lost all its chips.</extracomment>
        <translation>ژتون‌های %1 تمام شد.</translation>
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
        <translation>ژتون‌ها: %1 %2 · هوش مصنوعی %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/games/scopa/ScoreSheet.qml" line="-32"/>
        <source>%Ln card(s) left on the table went to %1, the last to capture.</source>
        <extracomment>Watch, under the score sheet: the cards left on the table went to your seat (%1 &quot;Hard (your seat)&quot;), the last to capture.</extracomment>
        <translation>
            <numerusform>%Ln کارت باقی‌مانده روی میز به %1 رسید: آخرین برداشت را او کرد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WhyPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="-71"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Why did the AI play %1?</source>
        <extracomment>The question the AI&apos;s move answers at a two-player table: %1 the card it played.</extracomment>
        <translation>چرا هوش مصنوعی %1 را بازی کرد؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did %1 play %2?</source>
        <extracomment>The question an AI&apos;s move answers: %1 the seat (&quot;West&quot;, &quot;Partner&quot;), %2 the card it played.</extracomment>
        <translation>چرا %1 %2 را بازی کرد؟</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 Why?</source>
        <extracomment>An AI&apos;s move that is not a card played: %1 the log&apos;s sentence of it (&quot;East bet 5.&quot;), then the question.</extracomment>
        <translation>%1 چرا؟</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Why did the AI make this move?</source>
        <extracomment>The question of the AI&apos;s move the log has no sentence for (a two-player table).</extracomment>
        <translation>چرا هوش مصنوعی این حرکت را کرد؟</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Why did %1 make this move?</source>
        <extracomment>The question of an AI&apos;s move the log has no sentence for; %1 the seat (&quot;West&quot;, &quot;AI&quot;).</extracomment>
        <translation>چرا %1 این حرکت را کرد؟</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>It gives no particular reason for this move.</source>
        <extracomment>An AI&apos;s move with no reason to tell (its search simply found it best).</extracomment>
        <translation>برای این حرکت دلیل خاصی در کار نیست.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/common/WatchBar.qml" line="-125"/>
        <source>What decided it, by its rules of thumb: %1.</source>
        <translation>آنچه طبق قاعده‌های سرانگشتی‌اش انتخاب را تعیین کرد: %1.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/shell/WhyPanel.qml" line="+21"/>
        <source>How this level chooses: %1</source>
        <extracomment>Why the AI moved, for an easier level: %1 how that level chooses its moves (e.g. &quot;Always plays by its rules of thumb.&quot;).</extracomment>
        <translation>این سطح چگونه انتخاب می‌کند: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How %1 chooses: %2</source>
        <extracomment>Why the AI moved, when seats of several levels moved: %1 the seats of one level (&quot;Partner&quot;), %2 how that level chooses its moves.</extracomment>
        <translation>%1 چگونه انتخاب می‌کند: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>It had only this card left to play.</source>
        <extracomment>Why the AI moved: it had one card left in its hand, so it had no other card to play.</extracomment>
        <translation>فقط همین کارت برایش مانده بود که بازی کند.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The AI&apos;s reasons</source>
        <extracomment>Title of the panel with the reasons of the AI&apos;s last move.</extracomment>
        <translation>دلایل هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Thinking…</source>
        <extracomment>While the reasons are being worked out.</extracomment>
        <translation>در حال فکر…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close</source>
        <extracomment>Closes the panel of the AI&apos;s reasons.</extracomment>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>WhyWords</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/why.js" line="-167"/>
        <source>leaves %1 on the table, and a card of that value is still to be played</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1 and a card of that value has not been played yet (it may be in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>%1 روی میز باقی می‌گذارد و کارتی با همین ارزش هنوز بازی نشده است</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no card still to be played can sweep the table</source>
        <comment>scopa</comment>
        <extracomment>Scopa, why the AI moved: no card still to be played can take all the table&apos;s cards.</extracomment>
        <translation>هیچ کارتی که هنوز بازی نشده نمی‌تواند میز را جارو کند</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-18"/>
        <source>its partner wins the trick (counting points: %1 in it, %2 taken from the opponents)</source>
        <comment>minchiate</comment>
        <translation>یارش دست را می‌برد (امتیازهای شمارشی: %1 در دست، %2 از حریفان)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its partner wins the trick (%Ln point(s))</source>
        <translation>
            <numerusform>یارش دست را می‌برد (%Ln امتیاز)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="+3"/>
        <source>gives up the trick (counting points: %1 in it, %2 of them its team&apos;s)</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI moved: %1 counting points in the trick, %2 of them its team&apos;s.</extracomment>
        <translation>دست را واگذار می‌کند (امتیازهای شمارشی: %1 در دست، %2 از تیم خودش)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardavia_desktop/views/shell/why.js" line="+1"/>
        <source>its card is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>تا این‌جا کارتش دست را می‌برد (%Ln امتیاز در دست)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>its partner is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>تا این‌جا یارش دست را می‌برد (%Ln امتیاز در دست)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>one of its opponents is winning the trick so far (%Ln point(s) in it)</source>
        <comment>tarot</comment>
        <translation>
            <numerusform>تا این‌جا یکی از حریفانش دست را می‌برد (%Ln امتیاز در دست)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s UP/DOWN signal</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards.</extracomment>
        <translation>قاعده‌اش از دو کارتش آن را قفل می‌کند که احتمال بردش بیشتر است، با سنجش کارت‌هایی که هنوز دیده نشده‌اند و علامت بالا/پایین حریفش</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at %1 or more, so it stakes all its %2 chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet all its chips: it stakes its card&apos;s chance to win times its chips; %1 the lowest chance (a percent) it can give its card for that bet, %2 the chips it had.</extracomment>
        <translation>قاعده‌اش شانس بردِ کارتش را در ژتون‌هایش ضرب می‌کند و همان را می‌گذارد: آن شانس را %1 یا بیشتر می‌داند، پس همهٔ %2 ژتونش را می‌گذارد</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it bets only when it thinks its card wins more than %1 of the time, so it gives this card a chance of %1 or less</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) checked: it bets only when it thinks its card wins more often than not; %1 is that line as a percent (&quot;50%&quot;).</extracomment>
        <translation>فقط وقتی شرط می‌بندد که فکر کند کارتش در بیش از %1 موارد می‌برد، پس شانس این کارت را %1 یا کمتر می‌داند</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>it also took into account cards you cannot see, such as its own, and that part is not told here</source>
        <extracomment>Why the AI moved: some of its reasons are about cards you cannot see (its own among them), so they are not told.</extracomment>
        <translation>کارت‌هایی را هم در نظر گرفت که شما نمی‌بینید، مثل کارت‌های خودش، و آن بخش اینجا گفته نمی‌شود</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Playing the rest of the deal out, that other move does about %1 better on average, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Minchiate&apos;s Normal): looking further ahead (playing the rest of the deal out), the other move does better by about %1 on average (e.g. &quot;0.3 resti&quot;), but this level does not look ahead and keeps to its rules.</extracomment>
        <translation>اگر بقیهٔ دست بازی شود، آن حرکت دیگر به‌طور میانگین حدود %1 بهتر است، اما این سطح جلوتر را نمی‌بیند: به قاعده‌های ساده‌ای که بالا گفته شد پایبند است.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Looking further ahead would favour that other move, but this level does not look ahead: it keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would rate the other move higher, but this level follows its rules.</extracomment>
        <translation>اگر جلوتر را ببینیم، آن حرکت دیگر بهتر است، اما این سطح جلوتر را نمی‌بیند: به قاعده‌های ساده‌ای که بالا گفته شد پایبند است.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called: %1 (a percent) is the share of the pot the call costs, the chance a call needs.</extracomment>
        <translation>قاعده‌اش وقتی همراهی می‌کند که شانس کارتش به بهایش بیرزد: همراهی %1 از پاتی را که سپس بر سرش بازی می‌کند می‌طلبد، و کارتش برای افزایش به اندازهٔ کافی قوی نبود</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>pays %1 to call for a pot of %2, risking %3 of its chips to win %3 of its opponent&apos;s</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI called: it pays %1 to call for a pot of %2, and then %3 of its chips are at stake against as many of its opponent&apos;s (a phrase whose subject is the move: &quot;This move pays 1 to call…&quot;).</extracomment>
        <translation>%1 می‌پردازد تا روی پاتِ %2 همراهی کند و %3 ژتونش را به خطر می‌اندازد تا %3 ژتونِ حریفش را ببرد</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bets %1 into a pot of %2, all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: a bet or raise to %1 into a pot of %2 that puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>%1 روی پاتِ %2 شرط می‌بندد، یعنی همهٔ ژتون‌هایش</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>puts in all its chips</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet: the move puts in all the AI&apos;s chips (a phrase whose subject is the move).</extracomment>
        <translation>همهٔ ژتون‌هایش را وسط می‌گذارد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule locks whichever of its two cards is likelier to win, judged from the cards not yet seen and its opponent&apos;s signal: %1 UP (8 to Ace) and %2 DOWN (2 to 7)</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) locked the card it did: its rule locks the likelier winner of its two cards, judged against its opponent&apos;s public signal: %1 of the opponent&apos;s cards UP (8 to Ace), %2 DOWN (2 to 7).</extracomment>
        <translation>قاعده‌اش از دو کارتش آن را قفل می‌کند که احتمال بردش بیشتر است، با سنجش کارت‌هایی که هنوز دیده نشده‌اند و علامت حریفش: %1 بالا (۸ تا آس) و %2 پایین (۲ تا ۷)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>its rule stakes its card&apos;s chance to win times its chips: it rates that chance at about %3 to %4, and that times its %2 chips comes to the %1 it put in</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) bet: it stakes its card&apos;s chance to win times its chips; %3–%4 the chance (percents) it gives its card, %2 the chips it had, %1 its round total.</extracomment>
        <translation>قاعده‌اش شانس برد کارتش ضرب در ژتون‌هایش را شرط می‌بندد: این شانس را حدود %3 تا %4 می‌داند، و آن ضرب در %2 ژتونش به همان %1 می‌رسد که گذاشت</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in), in an answer that has told the call&apos;s price in chips.</extracomment>
        <translation>قاعده‌اش وقتی همراهی می‌کند که شانس بردِ کارتش به بهای همراهی بیرزد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule calls when its card&apos;s chance is worth the price: the call costs %1 of the pot it then plays for</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called when it could not raise (it or its opponent was all-in): %1 (a percent) is the share of the pot the call costs.</extracomment>
        <translation>قاعده‌اش وقتی همراهی می‌کند که شانس کارتش به بهایش بیرزد: همراهی %1 از پاتی را که سپس بر سرش بازی می‌کند می‌طلبد</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its rule calls when its card&apos;s chance to win is worth the call&apos;s price, and its card was not strong enough to raise</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) called, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;).</extracomment>
        <translation>قاعده‌اش وقتی همراهی می‌کند که شانس بردِ کارتش به بهای همراهی بیرزد، و کارتش برای افزایش به اندازهٔ کافی قوی نبود</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>its rule folds when its card&apos;s chance to win is below the call&apos;s price, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded, in an answer that has told the call&apos;s price in chips (&quot;pays 1 to call for a pot of 4&quot;); it never bluffs.</extracomment>
        <translation>قاعده‌اش وقتی کنار می‌کشد که شانس بردِ کارتش کمتر از بهای همراهی باشد، و او کارتش را کمتر از آن می‌داند</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its rule folds when its card&apos;s chance is below the price: the call needed about %1, and it rates its card lower</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Normal) folded: %1 (a percent) is the chance the call&apos;s price needs; it never bluffs.</extracomment>
        <translation>قاعده‌اش وقتی کنار می‌کشد که شانس کارتش کمتر از بها باشد: همراهی حدود %1 لازم داشت، و او کارتش را کمتر از آن می‌داند</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>it follows the strategy solved for this deal, which mixes its moves, bluffs included, so that they do not give its card away</source>
        <comment>lockbet</comment>
        <extracomment>Lock &amp; Bet, why the AI (Hard) moved: it samples the game-theory strategy solved for this deal, which mixes its moves (bluffs included) so that they do not give its card away.</extracomment>
        <translation>از راهبردی پیروی می‌کند که برای این دست حل شده است و حرکت‌هایش را، بلوف‌ها هم، چنان می‌آمیزد که کارتش را لو ندهند</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>it declares every combination it holds: it has declared %Ln (%1 points) and has none left</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds; it declared %Ln (scoring %1 points) and has none left.</extracomment>
        <translation>
            <numerusform>هر ترکیبی را که دارد اعلام می‌کند: %Ln ترکیب اعلام کرده (%1 امتیاز) و دیگر چیزی نمانده است</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it declares every combination it holds, and it holds none</source>
        <comment>minchiate</comment>
        <extracomment>Minchiate, why the AI passed: it declares every combination it holds, and it holds none.</extracomment>
        <translation>هر ترکیبی را که دارد اعلام می‌کند، و هیچ ترکیبی ندارد</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>With that move, %1.</source>
        <extracomment>Why the AI moved: a reason of the best other move it had, a whole clause (%1, e.g. &quot;its partner wins the trick (3 points)&quot;).</extracomment>
        <translation>با آن حرکت، %1.</translation>
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
        <translation>با آن حرکت، %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This move %1.</source>
        <extracomment>Why the AI moved: what its move does (%1, e.g. &quot;takes the settebello, the 7 of Diamonds&quot;).</extracomment>
        <translation>با این حرکت، %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Above all, with that move, %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>مهم‌تر از همه، با آن حرکت، %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Above all, %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, a whole clause (%1, e.g. &quot;no card still to be played can sweep the table&quot;).</extracomment>
        <translation>مهم‌تر از همه، %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Above all, that move %1.</source>
        <extracomment>Why the AI moved: the difference that weighed most in its choice is what the best other move would do (%1, e.g. &quot;leaves cards adding up to 7 on the table…&quot;).</extracomment>
        <translation>مهم‌تر از همه، با آن حرکت، %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Above all, this move %1.</source>
        <extracomment>Why the AI moved: the reason that weighed most in its choice, of its move (%1, e.g. &quot;takes 3 cards from the table&quot;).</extracomment>
        <translation>مهم‌تر از همه، با این حرکت، %1.</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>keeps %1 in hand</source>
        <extracomment>Why a move rather than another: it keeps in the hand the card(s) %1 the other move would have played.</extracomment>
        <translation>%1 را در دست نگه می‌دارد</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>leaves %1 on the table</source>
        <extracomment>Why a move rather than another: it leaves on the table the card(s) %1 the other move would have taken (captured) from it.</extracomment>
        <translation>%1 را روی میز باقی می‌گذارد</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Its best other move: %1.</source>
        <extracomment>Why the AI moved: the best other move it had (%1, e.g. &quot;Play 3 of Cups&quot;); what that move would do follows, in sentences of their own.</extracomment>
        <translation>بهترین حرکت دیگرش: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its best other move uses a card you cannot see.</source>
        <extracomment>Why the AI moved: its best other move used a card of its hand you cannot see (not named, nor what it would have done).</extracomment>
        <translation>بهترین حرکت دیگرش کارتی را به کار می‌برد که شما نمی‌توانید ببینید.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Looking further ahead also rates this move above that one.</source>
        <extracomment>Why the AI moved, at a level that keeps to a simple rule (Lock &amp; Bet&apos;s Normal), a note before the sentence that gives the rule: looking further ahead would also rate its move above the other.</extracomment>
        <translation>اگر جلوتر را ببینیم هم این حرکت از آن حرکت بهتر است.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Its rules of thumb rated that move higher, but this level does not always play the move they rate best.</source>
        <extracomment>Why the AI moved, at an easier level: its rules of thumb rated the other move higher, but this level does not always play the move they rate best (how it chooses is told above).</extracomment>
        <translation>قاعده‌های سرانگشتی‌اش آن حرکت را بهتر ارزیابی کردند، اما این سطح همیشه حرکتی را که آن‌ها بهترین می‌دانند بازی نمی‌کند.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Looking further ahead also rates this move above that one, though this level keeps to the simple rules told above.</source>
        <extracomment>Why the AI moved, at a level that plays by fixed rules (e.g. Lock &amp; Bet&apos;s Normal): looking further ahead would also rate its move above the other, though it keeps to its rules.</extracomment>
        <translation>اگر جلوتر را ببینیم هم این حرکت از آن حرکت بهتر است، هرچند این سطح به قاعده‌های ساده‌ای که بالا گفته شد پایبند است.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By its rules of thumb that difference is worth about %1 to this move, more than any other between the two.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb: the difference told &quot;above all&quot; is worth %1 (e.g. &quot;0.9 points&quot;, in the game&apos;s unit) more to its move by those rules, the most of any.</extracomment>
        <translation>به حساب قاعده‌های سرانگشتی‌اش، این تفاوت حدود %1 به سود این حرکت می‌ارزد، بیش از هر تفاوت دیگری میان این دو حرکت.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its rules of thumb rated this move higher than that one.</source>
        <extracomment>Why the AI moved, at a level playing by rules of thumb that took the move they rate best.</extracomment>
        <translation>قاعده‌های سرانگشتی‌اش این حرکت را بهتر از آن حرکت ارزیابی کردند.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Every card left is known to it now: calculated exactly, this move and its best alternative come out the same.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly, and its move and the best other one come out the same.</extracomment>
        <translation>اکنون همهٔ کارت‌های باقی‌مانده را می‌شناسد: با محاسبهٔ دقیق، این حرکت و بهترین جایگزینش برابر درمی‌آیند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 better than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) better.</extracomment>
        <translation>اکنون همهٔ کارت‌های باقی‌مانده را می‌شناسد: با محاسبهٔ دقیق، این حرکت %1 بهتر از بهترین جایگزینش درمی‌آید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every card left is known to it now: calculated exactly, this move comes out %1 worse than its best alternative.</source>
        <extracomment>Why the AI (a search) moved, with no card left hidden from it (the stock is empty): it calculated the rest of the deal exactly; its move comes out %1 (e.g. &quot;0.3 points&quot;) worse.</extracomment>
        <translation>اکنون همهٔ کارت‌های باقی‌مانده را می‌شناسد: با محاسبهٔ دقیق، این حرکت %1 بدتر از بهترین جایگزینش درمی‌آید.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Played out in many guesses at the hidden cards, this move and its best alternative came out about the same on average.</source>
        <extracomment>Why the AI (a search) moved: it played the rest of the deal out in many guesses at the cards it cannot see, and its move and the best other one scored about the same.</extracomment>
        <translation>با بازی کردن ادامهٔ دست در حدس‌های فراوان دربارهٔ کارت‌های پنهان، این حرکت و بهترین جایگزینش به‌طور میانگین تقریباً یکسان درآمدند.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 better on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) more than its best other move.</extracomment>
        <translation>با بازی کردن ادامهٔ دست در حدس‌های فراوان دربارهٔ کارت‌های پنهان، این حرکت به‌طور میانگین حدود %1 بهتر از بهترین جایگزینش درآمد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played out in many guesses at the hidden cards, this move came out about %1 worse on average than its best alternative.</source>
        <extracomment>Why the AI (a search) moved: played out in many guesses at the cards it cannot see, its move scored on average %1 (e.g. &quot;0.3 points&quot;) less than its best other move.</extracomment>
        <translation>با بازی کردن ادامهٔ دست در حدس‌های فراوان دربارهٔ کارت‌های پنهان، این حرکت به‌طور میانگین حدود %1 بدتر از بهترین جایگزینش درآمد.</translation>
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
        <translation>شما</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>East</source>
        <translation>شرق</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partner</source>
        <translation>یار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>West</source>
        <translation>غرب</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You &amp; partner</source>
        <extracomment>Team names: you and your partner (North), and the two opponents (East and West).</extracomment>
        <translation>شما و یار</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Opponents</source>
        <translation>حریفان</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard the chosen cards</source>
        <translation>کنار گذاشتن کارت‌های انتخاب‌شده</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 … 9</source>
        <extracomment>Keys on the shortcut sheet: the digits 1 to 9.</extracomment>
        <translation>۱ … ۹</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Declare the combination with that number</source>
        <translation>اعلام ترکیب با آن شماره</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declare no more</source>
        <translation>پایان اعلام‌ها</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-54"/>
        <source>Space / Enter</source>
        <extracomment>Key names on the shortcut sheet: the keys that go on from a finished trick (any key does, but these are the ones to name; as the refusal &quot;press Space or Enter&quot;).</extracomment>
        <translation>فاصله / Enter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the set-up</source>
        <translation>نمایش یا پنهان کردن آماده‌سازی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show or hide the score log</source>
        <translation>نمایش یا پنهان کردن گزارش امتیازها</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Swords</source>
        <translation>شمشیرها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Batons</source>
        <translation>چوب‌دستی‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cups</source>
        <translation>جام‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coins</source>
        <translation>سکه‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps</source>
        <translation>حکم‌ها</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matto</source>
        <translation>ماتو</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the Matto</source>
        <translation>ماتو</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>trump %1</source>
        <extracomment>A trump card by its number, e.g. &quot;trump 29&quot;.</extracomment>
        <translation>حکم %1</translation>
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
        <translation>رشتهٔ حکم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1 and 40 with the Matto</source>
        <translation>حکم ۱ و ۴۰ با ماتو</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 1, 13 and 28</source>
        <translation>حکم ۱، ۱۳ و ۲۸</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20 and 30</source>
        <translation>حکم ۱۰، ۲۰ و ۳۰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 20, 30 and 40</source>
        <translation>حکم ۲۰، ۳۰ و ۴۰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trumps 10, 20, 30 and 40</source>
        <translation>حکم ۱۰، ۲۰، ۳۰ و ۴۰</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings</source>
        <translation>شاه‌ها</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Run of trumps %1–%2</source>
        <extracomment>A run of consecutive trumps from %1 to %2.</extracomment>
        <translation>رشتهٔ حکم %1–%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>even</source>
        <comment>point difference</comment>
        <extracomment>The running point difference when neither team leads (&quot;Difference: even&quot;).</extracomment>
        <translation>مساوی</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You &amp; partner ahead by %1</source>
        <extracomment>The running point difference: your team (you and your partner) leads by %1 points.</extracomment>
        <translation>شما و یار با %1 جلوترید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opponents ahead by %1</source>
        <extracomment>The running point difference: the opponents lead by %1 points.</extracomment>
        <translation>حریفان با %1 جلوترند</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You robbed %1 when cutting: %Ln point(s)</source>
        <extracomment>%1 the cards robbed.</extracomment>
        <translation>
            <numerusform>شما هنگام بُرش %1 را ربودید: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 robbed %2 when cutting: %Ln point(s)</source>
        <extracomment>%1 player, %2 card, %3 points.</extracomment>
        <translation>
            <numerusform>%1 هنگام بُرش %2 را ربود: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You robbed %1 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>شما %1 را از فولا ربودید: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %2 from the Fola: %Ln point(s)</source>
        <translation>
            <numerusform>%1 %2 را از فولا ربود: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The dealer&apos;s last card, %1, was shown: %Ln point(s)</source>
        <translation>
            <numerusform>آخرین کارت پخش‌کننده، %1، نشان داده شد: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You declared %1 (%2) with the Matto bonus: %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>شما %1 (%2) را با پاداش ماتو اعلام کردید: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3) with the Matto bonus: %Ln point(s)</source>
        <translation>
            <numerusform>%1 %2 (%3) را با پاداش ماتو اعلام کرد: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared %1 (%2): %Ln point(s)</source>
        <extracomment>%1 the combination, %2 its cards.</extracomment>
        <translation>
            <numerusform>شما %1 (%2) را اعلام کردید: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 declared %2 (%3): %Ln point(s)</source>
        <translation>
            <numerusform>%1 %2 (%3) را اعلام کرد: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Trick %1: %2 captured your team&apos;s %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 East or West, %3 the counting cards of your team (you and your partner) captured.</extracomment>
        <translation>
            <numerusform>دست %1: %2 %3 را از تیم شما گرفت: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Trick %1: you captured the opponents&apos; %2: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>دست %1: شما %2 را از حریفان گرفتید: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Trick %1: %2 captured the opponents&apos; %3: %Ln point(s)</source>
        <extracomment>%1 trick number, %2 player, %3 the opponents&apos; counting cards captured.</extracomment>
        <translation>
            <numerusform>دست %1: %2 %3 را از حریفان گرفت: %Ln امتیاز</numerusform>
        </translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 cut: no card to rob.</source>
        <translation>%1 بُرید: کارتی برای ربودن نبود.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cut: no card to rob.</source>
        <translation>شما بُریدید: کارتی برای ربودن نبود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You robbed nothing from the Fola.</source>
        <translation>شما از فولا چیزی نربودید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 robbed nothing from the Fola.</source>
        <translation>%1 از فولا چیزی نربود.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You cut and robbed %Ln card(s): %1.</source>
        <translation>
            <numerusform>شما بُریدید و %Ln کارت ربودید: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 cut and robbed %Ln card(s): %2.</source>
        <translation>
            <numerusform>%1 بُرید و %Ln کارت ربود: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>You robbed %Ln card(s) from the Fola: %1.</source>
        <translation>
            <numerusform>شما %Ln کارت از فولا ربودید: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 robbed %Ln card(s) from the Fola: %2.</source>
        <translation>
            <numerusform>%1 %Ln کارت از فولا ربود: %2.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You dealt; the last card, shown to all: %1.</source>
        <translation>شما پخش کردید؛ آخرین کارت، که به همه نشان داده شد: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 dealt; the last card, shown to all: %2.</source>
        <translation>%1 پخش کرد؛ آخرین کارت، که به همه نشان داده شد: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 discarded a card face down.</source>
        <translation>%1 یک کارت رو به پایین کنار گذاشت.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You discarded a card face down.</source>
        <translation>شما یک کارت رو به پایین کنار گذاشتید.</translation>
    </message>
    <message>
        <location line="-21"/>
        <source>You declared nothing.</source>
        <translation>شما چیزی اعلام نکردید.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 declared nothing.</source>
        <translation>%1 چیزی اعلام نکرد.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 → %2. Difference: %3.</source>
        <extracomment>A score line: the reason, then the team that scores and the running difference.</extracomment>
        <translation>%1 ← %2. اختلاف: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln resto(i) to %1: the difference reached %2 points, 60 per resto are settled, %3 remain.</source>
        <extracomment>%1 team, %2 difference before, %3 after.</extracomment>
        <translation>
            <numerusform>%Ln رستو به %1: اختلاف به %2 امتیاز رسید، برای هر رستو ۶۰ امتیاز تسویه شد، %3 ماند.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Trick %1 to you.</source>
        <translation>دست %1 به شما.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trick %1 to %2.</source>
        <translation>دست %1 به %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Fola is turned up (out of play): %1.</source>
        <translation>فولا رو می‌شود (بیرون از بازی): %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto&apos;s team took no trick: the Matto goes to %1.</source>
        <translation>تیم ماتو هیچ دستی نبرد: ماتو به %1 می‌رسد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Matto, played by %2, fell in a trick won by %1: %2 keep it and give %1 %3 in exchange.</source>
        <extracomment>%1 the team that won the Matto&apos;s trick, %2 the team that played the Matto (it keeps it), %3 the card %2 gives %1 instead.</extracomment>
        <translation>ماتو که %2 بازی کرده بود در دستی افتاد که %1 برد: %2 آن را نگه می‌دارد و در عوض %3 را به %1 می‌دهد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End of the deal: see the score sheet.</source>
        <translation>پایان دور: برگهٔ امتیاز را ببینید.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Trump 29 may never be discarded: it is worth 5 inside a combination.</source>
        <translation>حکم ۲۹ هرگز کنار نمی‌رود: درون ترکیب ۵ می‌ارزد.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is worth %Ln point(s): only cards worth nothing may be discarded.</source>
        <translation>
            <numerusform>%1 %Ln امتیاز می‌ارزد: فقط کارت‌های بی‌ارزش کنار می‌روند.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>King rule: this is the first %1 trick and a trump has been played, so you must play your King.</source>
        <translation>قاعدهٔ شاه: این نخستین دستِ %1 است و حکم بازی شده، پس باید شاهتان را بازی کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You must follow %1.</source>
        <translation>باید %1 بیاورید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow %1 (or play the Matto).</source>
        <translation>باید %1 بیاورید (یا ماتو بازی کنید).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no %1: you must play a trump.</source>
        <translation>%1 ندارید: باید حکم بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no %1: you must play a trump (or the Matto).</source>
        <translation>%1 ندارید: باید حکم بزنید (یا ماتو).</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <source>Please wait: it is not your turn.</source>
        <translation>لطفاً صبر کنید: نوبت شما نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <source>The deal is over.</source>
        <translation>این دور تمام شد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+10"/>
        <source>An AI player could not move. Please start a new deal.</source>
        <translation>یکی از بازیکنان هوش مصنوعی نتوانست حرکت کند. لطفاً دور جدیدی شروع کنید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 resti</source>
        <comment>minchiate hint value</comment>
        <extracomment>Expected value of a hinted Minchiate move, e.g. &quot;+1.5 resti&quot;.</extracomment>
        <translation>%1 رستو</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected resti for your team from this deal (+ gained, − lost), points not yet converted counted as part of a resto.</source>
        <comment>minchiate</comment>
        <extracomment>Under the Minchiate hint&apos;s heading: what the move values mean (resti: the game&apos;s unit).</extracomment>
        <translation>رستوی مورد انتظار تیم شما از این دور (+ به دست آمده، − از دست رفته)؛ امتیازهایی که هنوز تبدیل نشده‌اند بخشی از یک رستو حساب می‌شوند.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Resti per deal</source>
        <comment>minchiate</comment>
        <translation>رستی در هر دور</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-86"/>
        <source>Check</source>
        <translation>چک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call</source>
        <translation>کال</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fold</source>
        <translation>کنار کشیدن</translation>
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
        <translation>افزایش یا کاهش مقدار شرط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet or raise the chosen amount</source>
        <translation>شرط بستن یا افزایش با مقدار انتخاب‌شده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in</source>
        <translation>آل‌این</translation>
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
        <translation>انتخاب کارتِ حلقه‌دار، و بار دوم قفل کردنش؛ تأیید مقدار؛ دور بعد؛ مسابقهٔ جدید</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-41"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+1"/>
        <source>Next deal, or a new match when it is over</source>
        <translation>دور بعد، یا مسابقهٔ جدید وقتی مسابقه تمام شد</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Tricks taken</source>
        <extracomment>Statistics of the template game: the tricks you took over all matches.</extracomment>
        <translation>دست‌های بُرده‌شده</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-10"/>
        <source>Lock the ringed card face down</source>
        <translation>قفل کردن کارتِ حلقه‌دار رو به پایین</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>This card plays in the next deal.</source>
        <extracomment>Lock &amp; Bet: a note over the card you kept (not locked), when you click it: it is played in the next deal.</extracomment>
        <translation>این کارت در دور بعد بازی می‌شود.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: check or bet</source>
        <translation>نوبت شما: چک یا شرط</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your turn: check</source>
        <translation>نوبت شما: چک</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, raise or fold</source>
        <translation>نوبت شما: کال، افزایش یا کنار کشیدن</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: call, go all-in or fold</source>
        <translation>نوبت شما: کال، آل‌این یا کنار کشیدن</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: call or fold</source>
        <translation>نوبت شما: کال یا کنار کشیدن</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Checked</source>
        <translation>چک</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bet %1, all-in</source>
        <translation>شرط %1، آل‌این</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bet %1</source>
        <translation>شرط %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Raised to %1, all-in</source>
        <translation>افزایش تا %1، آل‌این</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Raised to %1</source>
        <translation>افزایش تا %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-in to %1</source>
        <translation>آل‌این تا %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Called %1, all-in</source>
        <translation>کال %1، آل‌این</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Called %1</source>
        <translation>کال %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folded</source>
        <translation>کنار کشید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked a card</source>
        <translation>کارت قفل شد</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Equal ranks: the pot of %1 is split.</source>
        <extracomment>A split pot: each player takes back what they put in.</extracomment>
        <translation>ارزش‌ها برابر: پاتِ %1 تقسیم می‌شود.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The AI folded: you take the pot of %1.</source>
        <translation>هوش مصنوعی کنار کشید: پاتِ %1 مال شماست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You folded: the AI takes the pot of %1.</source>
        <translation>کنار کشیدید: هوش مصنوعی پاتِ %1 را می‌برد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is stronger: you win the pot of %1.</source>
        <translation>کارت شما قوی‌تر است: پاتِ %1 را می‌برید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI&apos;s card is stronger: it wins the pot of %1.</source>
        <translation>کارت هوش مصنوعی قوی‌تر است: پاتِ %1 را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-23"/>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="+19"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-80"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-83"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>لطفاً صبر کنید: نوبت هوش مصنوعی است.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/Words.qml" line="-48"/>
        <source>%1 · pot split</source>
        <extracomment>A player&apos;s box after a deal of equal cards: its last move (%1), then the pot was split.</extracomment>
        <translation>%1 · تقسیم پات</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · won %2</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it won the pot of %2 chips.</extracomment>
        <translation>%1 · برد %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 · lost</source>
        <extracomment>A player&apos;s box after the deal: its last move (%1), then it lost the pot.</extracomment>
        <translation>%1 · باخت</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 unmatched chips come back to you.</source>
        <translation>%1 ژتونِ برابرنشده به شما برمی‌گردد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 unmatched chips go back to the AI.</source>
        <translation>%1 ژتونِ برابرنشده به هوش مصنوعی برمی‌گردد.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>این دور تمام شد: اول «دور بعد» را بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over. Start a new match to play again.</source>
        <translation>مسابقه تمام شد. برای بازی دوباره مسابقهٔ جدیدی شروع کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot lock that card now.</source>
        <translation>اکنون نمی‌توانید این کارت را قفل کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose one of your two cards first.</source>
        <translation>اول یکی از دو کارتتان را انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card is locked; a lock cannot be changed.</source>
        <translation>کارت شما قفل شده است؛ قفل را نمی‌توان عوض کرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both players lock a card before the betting starts.</source>
        <translation>هر دو بازیکن پیش از شروع شرط‌بندی کارتی قفل می‌کنند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a whole number of chips, such as %1.</source>
        <translation>تعداد ژتون را با یک عدد صحیح بنویسید، مثلاً %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The amount must be at least 1 chip.</source>
        <translation>مقدار باید دست‌کم ۱ ژتون باشد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too many chips: this round you can put in at most %1 in total.</source>
        <translation>ژتون بیش از حد: در این نوبت حداکثر %1 ژتون در مجموع می‌توانید بگذارید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum raise is to %1.</source>
        <translation>خیلی کم: کمترین افزایش تا %1 است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Too small: the minimum bet is %1.</source>
        <translation>خیلی کم: کمترین شرط %1 است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot make a full raise: go all-in, call or fold.</source>
        <translation>افزایش کامل ممکن نیست: آل‌این کنید، کال کنید یا کنار بکشید.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot raise now: call or fold.</source>
        <translation>اکنون نمی‌توانید افزایش دهید: کال کنید یا کنار بکشید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot go all-in now.</source>
        <translation>اکنون نمی‌توانید آل‌این کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot check: there is a bet to call.</source>
        <translation>نمی‌توانید چک کنید: شرطی برای کال هست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is nothing to call: check or bet.</source>
        <translation>چیزی برای کال نیست: چک کنید یا شرط ببندید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no bet to raise: bet instead.</source>
        <translation>شرطی برای افزایش نیست: به جایش شرط ببندید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is already a bet: call, raise or fold.</source>
        <translation>از قبل شرطی هست: کال کنید، افزایش دهید یا کنار بکشید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+9"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>هوش مصنوعی نتوانست حرکت کند. لطفاً مسابقهٔ جدیدی شروع کنید.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 chips</source>
        <comment>lockbet hint value</comment>
        <extracomment>Expected value of a hinted Lock &amp; Bet move, e.g. &quot;+1.5 chips&quot;.</extracomment>
        <translation>%1 ژتون</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected chips won (+) or lost (−) in this deal, antes included.</source>
        <comment>lockbet</comment>
        <extracomment>Under the Lock &amp; Bet hint&apos;s heading: what the move values mean.</extracomment>
        <translation>ژتون‌های مورد انتظار که در این دور می‌برید (+) یا می‌بازید (−)، با احتساب ورودی.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Chips won per deal</source>
        <comment>lockbet</comment>
        <translation>ژتون بُرده در هر دور</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="-6"/>
        <source>Discard the two chosen cards</source>
        <translation>کنار گذاشتن دو کارت انتخاب‌شده</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/minchiate/Words.qml" line="-7"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-35"/>
        <source>Show or hide the last trick</source>
        <translation>نمایش یا پنهان کردن آخرین دست</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+3"/>
        <source>Next trick, when a finished trick waits for you</source>
        <translation>دست بعد، وقتی دستِ تمام‌شده منتظر شماست</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+2"/>
        <source>New deal, when the score sheet shows</source>
        <translation>دور جدید، وقتی برگهٔ امتیاز نمایش داده می‌شود</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+3"/>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+7"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+37"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-6"/>
        <source>That card cannot be played now.</source>
        <translation>این کارت را اکنون نمی‌توان بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/piedicavallo/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>You do not hold that card.</source>
        <translation>این کارت در دست شما نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must follow the suit led.</source>
        <translation>باید خالِ شروع‌شده را بیاورید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot follow suit, so you must play a trump.</source>
        <translation>آن خال را ندارید، پس باید حکم بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard two cards first.</source>
        <translation>اول دو کارت کنار بگذارید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The discard has already been made.</source>
        <translation>کارت‌ها قبلاً کنار گذاشته شده‌اند.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose two different cards.</source>
        <translation>دو کارت متفاوت انتخاب کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kings, trumps 1 and 21 and the Matto may not be discarded.</source>
        <translation>شاه‌ها، حکم ۱ و ۲۱ و ماتو را نمی‌توان کنار گذاشت.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You may discard a trump only if the 15 cards you keep are all trumps and Kings (and the Matto), or hold no trump at all.</source>
        <translation>حکم را فقط وقتی می‌توانید کنار بگذارید که ۱۵ کارتِ نگه‌داشته همه حکم و شاه باشند (و ماتو)، یا اصلاً حکمی نداشته باشند.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 points</source>
        <comment>piedicavallo hint value</comment>
        <extracomment>Expected value of a hinted Piedicavallo move, e.g. &quot;+1.5 points&quot; (card points).</extracomment>
        <translation>%1 امتیاز</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Expected margin at the end of this deal, in card points: your team&apos;s minus the opponents&apos;, plus %1 if your team wins the deal or minus %1 if it loses (+ ahead, − behind).</source>
        <comment>piedicavallo</comment>
        <extracomment>Under the Piedicavallo hint&apos;s heading: what the move values mean; %1 is 20 (the search&apos;s bonus for winning the deal), written in the locale&apos;s digits.</extracomment>
        <translation>اختلاف امتیاز کارت مورد انتظار در پایان این دور: امتیاز تیم شما منهای امتیاز حریفان، به‌علاوهٔ %1 اگر تیمتان این دور را ببرد یا منهای %1 اگر ببازد (+ جلو، − عقب).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Card points per deal</source>
        <translation>امتیاز کارت در هر دور</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="-41"/>
        <source>Declare the marriage of the ringed König or Ober (Enter plays it without)</source>
        <translation>اعلام ازدواجِ شاه یا اوبر انتخاب‌شده (Enter آن را بدون اعلام بازی می‌کند)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the trump Unter</source>
        <translation>تعویض اونتر حکم</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the stock</source>
        <translation>بستن کپه</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="-11"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+2"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-11"/>
        <source>Hear the scores</source>
        <translation>شنیدن امتیازها</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+1"/>
        <source>Hear the last announcement again</source>
        <translation>شنیدن دوبارهٔ آخرین پیام</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Words.qml" line="+1"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <comment>schnapsen</comment>
        <translation>دور بعد یا مسابقهٔ جدید، وقتی دور تمام شد (Enter هم)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>exchange the trump Unter</source>
        <translation>اونتر حکم را تعویض کنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declare a marriage</source>
        <translation>ازدواج اعلام کنید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>close the stock</source>
        <translation>کپه را ببندید</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: lead a card</source>
        <extracomment>The turn line: %1 what you may do before you lead (&quot;exchange the trump Unter, close the stock&quot;).</extracomment>
        <translation>نوبت شما: دست را با یک کارت شروع کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: %1 or lead a card</source>
        <translation>نوبت شما: %1 یا دست را با یک کارت شروع کنید</translation>
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
        <translation>دل</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Schelln</source>
        <translation>زنگوله</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eichel</source>
        <translation>بلوط</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Laub</source>
        <translation>برگ</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The match is over.</source>
        <comment>schnapsen</comment>
        <translation>مسابقه تمام شد.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Strict rules: you must take the trick with a higher card of the suit led.</source>
        <translation>قوانین سخت‌گیرانه: باید دست را با کارت بالاتری از خالِ شروع‌شده ببرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you must follow the suit led.</source>
        <translation>قوانین سخت‌گیرانه: باید خالِ شروع‌شده را بیاورید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strict rules: you cannot follow suit, so you must play a trump.</source>
        <translation>قوانین سخت‌گیرانه: آن خال را ندارید، پس باید حکم بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is closed.</source>
        <translation>کپه بسته است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The stock is exhausted.</source>
        <translation>کپه تمام شده است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You need the trump Unter to exchange.</source>
        <translation>برای تعویض به اونتر حکم نیاز دارید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <comment>schnapsen</comment>
        <translation>هوش مصنوعی نتوانست حرکت کند. لطفاً مسابقهٔ جدیدی شروع کنید.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You exchanged the trump Unter.</source>
        <translation>اونتر حکم را عوض کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>هوش مصنوعی اونتر حکم را با کارت حکمِ رو عوض کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock: no more drawing, strict rules apply.</source>
        <translation>کپه را بستید: دیگر کارت برداشته نمی‌شود و قوانین سخت‌گیرانه اجرا می‌شود.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock: no more drawing, strict rules apply.</source>
        <translation>هوش مصنوعی کپه را بست: دیگر کارت برداشته نمی‌شود و قوانین سخت‌گیرانه اجرا می‌شود.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>ازدواج %1 را اعلام کردید: %Ln امتیاز.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI declared the marriage in %1: %Ln point(s).</source>
        <translation>
            <numerusform>هوش مصنوعی ازدواج %1 را اعلام کرد: %Ln امتیاز.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They count after the first trick won.</source>
        <translation>پس از بردن نخستین دست حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The AI played %1.</source>
        <translation>هوش مصنوعی %1 را بازی کرد.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>دست را بردید: %Ln امتیاز.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The AI won the trick: %Ln point(s).</source>
        <translation>
            <numerusform>هوش مصنوعی دست را برد: %Ln امتیاز.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You drew %1.</source>
        <translation>%1 را کشیدید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI took the face-up trump card, %1.</source>
        <translation>هوش مصنوعی کارت حکمِ رو را برداشت، %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 game points</source>
        <comment>schnapsen hint value</comment>
        <extracomment>Expected value of a hinted Schnapsen move, e.g. &quot;+1.5 game points&quot;.</extracomment>
        <translation>%1 امتیاز بازی</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected game points from this deal: + won by you, − won by your opponent.</source>
        <comment>schnapsen</comment>
        <extracomment>Under the Schnapsen hint&apos;s heading: what the move values mean.</extracomment>
        <translation>امتیاز بازی مورد انتظار از این دور: + به سود شما، − به سود حریف.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game points per deal</source>
        <translation>امتیاز بازی در هر دور</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="-3"/>
        <source>While choosing a capture: move between the choices (Enter takes one, Esc puts the card back)</source>
        <translation>هنگام انتخاب برداشت: جابه‌جایی میان گزینه‌ها (Enter یکی را برمی‌دارد، Esc کارت را برمی‌گرداند)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hear the cards on the table</source>
        <translation>شنیدن کارت‌های روی میز</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Next deal or new match, when the deal is over (Enter too)</source>
        <translation>دور بعد یا مسابقهٔ جدید، وقتی دور تمام شد (Enter هم)</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/_template/Words.qml" line="+8"/>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+7"/>
        <source>The match is over.</source>
        <translation>مسابقه تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/scopa/Words.qml" line="+3"/>
        <source>That card can capture, so it must capture.</source>
        <translation>این کارت می‌تواند بردارد، پس باید بردارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A table card has the same value: take one such card, not a sum.</source>
        <translation>کارتی هم‌ارزش روی میز هست: یکی از همان‌ها را بردارید، نه یک جمع را.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Those cards do not add up to the value of your card.</source>
        <translation>جمع این کارت‌ها با ارزش کارت شما برابر نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot capture anything.</source>
        <translation>این کارت چیزی برنمی‌دارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card is not on the table.</source>
        <translation>این کارت روی میز نیست.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an Ace, which counts 1</source>
        <extracomment>Scopa: the card that captures a sum of 1.</extracomment>
        <translation>یک آس، که ۱ حساب می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Jack, which counts 8</source>
        <extracomment>Scopa: the card that captures a sum of 8.</extracomment>
        <translation>یک سرباز، که ۸ حساب می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a Queen, which counts 9</source>
        <extracomment>Scopa: the card that captures a sum of 9.</extracomment>
        <translation>یک بی‌بی، که ۹ حساب می‌شود</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a King, which counts 10</source>
        <extracomment>Scopa: the card that captures a sum of 10.</extracomment>
        <translation>یک شاه، که ۱۰ حساب می‌شود</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a %1</source>
        <extracomment>Scopa: the card that captures a sum of %1 (2 to 7: a card of that number).</extracomment>
        <translation>یک %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>leaves cards adding up to %1 on the table: the opponent could sweep them with %2</source>
        <extracomment>Scopa hint: the table left adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;).</extracomment>
        <translation>کارت‌هایی با جمع %1 روی میز می‌گذارد: حریف می‌تواند همه را با %2 جارو کند</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>leaves cards adding up to %1 on the table, and %2 is still to be played: it could sweep them</source>
        <extracomment>Scopa, why the AI moved: the table it leaves adds up to %1; %2 the card that could take it all (&quot;a Queen, which counts 9&quot;); one is still to be played (in your hand, the AI&apos;s or the stock).</extracomment>
        <translation>کارت‌هایی با جمع %1 روی میز می‌گذارد و %2 هنوز بازی نشده است: می‌تواند همه را جارو کند</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>takes the settebello, the %1, a prize of 1 point</source>
        <extracomment>Scopa, why the AI moved: it captures the settebello, glossed with its card&apos;s name (%1, &quot;7 of Diamonds&quot;); a phrase whose subject is the move.</extracomment>
        <translation>هفت خشت (%1) را برمی‌دارد که جایزه‌ای یک‌امتیازی است</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>lays the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move puts the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>هفت خشت (%1) را که جایزه‌ای یک‌امتیازی است روی میز می‌گذارد، جایی که حریف می‌تواند آن را بردارد</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>leaves the settebello, the %1, a prize of 1 point, on the table, where the opponent could take it</source>
        <extracomment>Scopa: the move leaves the settebello (%1, &quot;7 of Diamonds&quot;) on the table, where the opponent may capture it.</extracomment>
        <translation>هفت خشت (%1) را که جایزه‌ای یک‌امتیازی است روی میز باقی می‌گذارد، جایی که حریف می‌تواند آن را بردارد</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>You took %1 with %2.</source>
        <translation>%1 را با %2 برداشتید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI played %1 and took %2.</source>
        <translation>هوش مصنوعی %1 را بازی کرد و %2 را برداشت.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI played %1 to the table.</source>
        <translation>هوش مصنوعی %1 را روی میز بازی کرد.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Scopa! You cleared the table.</source>
        <translation>اسکوپا! میز را خالی کردید.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Scopa for the AI: it cleared the table.</source>
        <translation>اسکوپا برای هوش مصنوعی: میز را خالی کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last card of the deal cleared the table: that is no scopa.</source>
        <translation>آخرین کارت دور میز را خالی کرد: این اسکوپا نیست.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards left on the table go to you: you captured last.</source>
        <translation>کارت‌های باقی‌مانده روی میز مال شماست: آخرین برداشت را شما کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards left on the table go to the AI: it captured last.</source>
        <translation>کارت‌های باقی‌مانده روی میز مال هوش مصنوعی است: آخرین برداشت را او کرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three more cards each from the stock.</source>
        <translation>به هر نفر سه کارت دیگر از کپه.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three or four Kings on the table: the same dealer deals again.</source>
        <translation>سه یا چهار شاه روی میز: همان پخش‌کننده دوباره پخش می‌کند.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 points</source>
        <comment>scopa hint value</comment>
        <extracomment>Expected value of a hinted Scopa move, e.g. &quot;+1.5 points&quot; (points of the deal).</extracomment>
        <translation>%1 امتیاز</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expected margin at the end of this deal, in points: yours minus your opponent&apos;s (+ ahead, − behind).</source>
        <comment>scopa</comment>
        <extracomment>Under the Scopa hint&apos;s heading: what the move values mean.</extracomment>
        <translation>اختلاف امتیاز مورد انتظار در پایان این دور: امتیاز شما منهای امتیاز حریف (+ جلو، − عقب).</translation>
    </message>
</context>
<context>
    <name>YourSide</name>
    <message>
        <location filename="../cardavia_desktop/views/games/lockbet/YourSide.qml" line="+32"/>
        <source>New match: 20 chips each</source>
        <extracomment>The table&apos;s button that gives up this match and starts another (the page asks first when a match is under way).</extracomment>
        <translation>مسابقهٔ جدید: هر نفر ۲۰ ژتون</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
</context>
</TS>
