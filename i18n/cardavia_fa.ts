<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+20"/>
        <source>AI level:</source>
        <translation>سطح هوش مصنوعی:</translation>
    </message>
    <message>
        <location line="+11"/>
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
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+200"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>فایل تنظیمات شما خوانده نشد، به همین دلیل تنظیمات پیش‌فرض به کار می‌رود. فایل قبلی با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>زبان %1 در دسترس نیست، به همین دلیل رابط به انگلیسی نمایش داده می‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>فایل تنظیمات شما خوانده نشد، به همین دلیل تنظیمات پیش‌فرض به کار می‌رود.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings could not be saved: %1</source>
        <translation>تنظیمات شما ذخیره نشد: %1</translation>
    </message>
</context>
<context>
    <name>CardView</name>
    <message>
        <location filename="../cardavia_desktop/views/cards/CardView.qml" line="+37"/>
        <source>A</source>
        <extracomment>Corner index of the Daus (ace) on German cards.</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>K</source>
        <extracomment>Corner index of the König (king).</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>O</source>
        <extracomment>Corner index of the Ober.</extracomment>
        <translation>O</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>U</source>
        <extracomment>Corner index of the Unter.</extracomment>
        <translation>U</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>J</source>
        <translation>J</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Daus</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>ده</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>شاه</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ober</source>
        <translation>Ober</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unter</source>
        <translation>Unter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Queen</source>
        <translation>بی‌بی</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Herz</source>
        <translation>دل</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
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
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>گشنیز</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 of %2</source>
        <extracomment>Accessible name of a card, e.g. &quot;Ober of Herz&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face-down card</source>
        <translation>کارت به پشت</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>الان نمی‌شود بازی‌اش کرد</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+36"/>
        <source>You reached 66 points with a trick.</source>
        <translation>با یک دست به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>هوش مصنوعی با یک دست به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>با اعلام ازدواج به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>هوش مصنوعی با اعلام ازدواج به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>کپه را بستید و به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>هوش مصنوعی کپه را بست و به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>هوش مصنوعی کپه را بست اما به ۶۶ امتیاز نرسید: کسی که می‌بندد و نمی‌رسد، می‌بازد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>کپه را بستید اما به ۶۶ امتیاز نرسیدید: کسی که می‌بندد و نمی‌رسد، می‌بازد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>هوش مصنوعی کپه را بست، اما شما زودتر به ۶۶ امتیاز رسیدید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>کپه را بستید، اما هوش مصنوعی زودتر به ۶۶ امتیاز رسید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>هیچ‌کس به ۶۶ امتیاز نرسید؛ دست آخر را شما بردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>هیچ‌کس به ۶۶ امتیاز نرسید؛ دست آخر را هوش مصنوعی برد.</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>هوش مصنوعی هنگام بستن کپه هیچ دستی نداشت، پس ۳ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>کسی که کپه را بست باخت، پس ۲ امتیاز بازی می‌گیرید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>کسی که کپه را بست باخت، پس هوش مصنوعی ۲ امتیاز بازی می‌گیرد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>دست آخر ۱ امتیاز بازی دارد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>دست آخر ۱ امتیاز بازی برای هوش مصنوعی دارد.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>You win the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI wins the match</source>
        <translation>هوش مصنوعی مسابقه را برد</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>این دور را بردید</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI wins the deal</source>
        <translation>هوش مصنوعی این دور را برد</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>امتیاز بازی برای شما: ⁦+%1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>امتیاز بازی برای هوش مصنوعی: ⁦+%1⁩</translation>
    </message>
    <message>
        <location line="+35"/>
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
        <location line="+12"/>
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
    <name>FilterSlider</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/FilterSlider.qml" line="+35"/>
        <source>%1%</source>
        <extracomment>A filter value in percent; %1 is the number, already formatted for the locale.</extracomment>
        <translation>%1٪</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GamePage.qml" line="+54"/>
        <source>All games</source>
        <translation>همهٔ بازی‌ها</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Table</source>
        <translation>میز</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full rules</source>
        <translation>قوانین کامل</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This table could not be opened.</source>
        <translation>این میز باز نشد.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+92"/>
        <source>Play</source>
        <translation>بازی کنید</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+46"/>
        <source>Language:</source>
        <translation>زبان:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <location line="+43"/>
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
</context>
<context>
    <name>Info</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Info.qml" line="+8"/>
        <source>Schnapsen</source>
        <extracomment>Name of the game; usually kept as is.</extracomment>
        <translation>شناپسن</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln player(s)</source>
        <extracomment>Format line, first part: the number of players.</extracomment>
        <translation>
            <numerusform>%Ln بازیکن</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>شما در برابر هوش مصنوعی</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location line="+6"/>
        <source>Objective</source>
        <translation>هدف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>دو بازیکن، هر کدام برای خودش: شما در برابر هوش مصنوعی.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>دست ببرید و ازدواج اعلام کنید تا امتیاز کارت جمع کنید. نخستین کسی که به ۶۶ برسد، آن دور را می‌برد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>هر دو بازیکن مسابقه را با ۷ شروع می‌کنند. امتیازهای بازی که در هر دور می‌برید از شمارش شما کم می‌شود؛ نخستین کسی که به ۰ برسد، مسابقه را می‌برد.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setup</source>
        <translation>آماده‌سازی</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>یک دسته ۲۰ کارتی در چهار خال: دل (Herz‏)، زنگوله (Schelln‏)، بلوط (Eichel‏) و برگ (Laub‏).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From high to low: Daus (ace) 11 points, Ten 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>از بالا به پایین: Daus‏ (آس) ۱۱ امتیاز، ده ۱۰، König‏ (شاه) ۴، Ober‏ ۳، Unter‏ ۲. کل دسته ۱۲۰ امتیاز دارد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer gives three cards to each player, turns up the next card — its suit is trumps for this deal — and then gives two more cards to each.</source>
        <translation>پخش‌کننده به هر بازیکن سه کارت می‌دهد، کارت بعدی را رو می‌کند — خال آن در این دور حکم است — و سپس به هر کدام دو کارت دیگر می‌دهد.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The other nine cards go face down on top of the turned-up trump card. Together they form the stock of ten cards.</source>
        <translation>نُه کارت باقی‌مانده به پشت روی کارت حکمِ رو گذاشته می‌شوند و با آن کپهٔ ده کارتی را می‌سازند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who did not deal leads the first trick. The deal alternates.</source>
        <translation>بازیکنی که پخش نکرده، دست اول را شروع می‌کند. پخش کارت به نوبت عوض می‌شود.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Playing a turn</source>
        <translation>انجام یک نوبت</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>تا وقتی کپه باز است، بازیکنی که نوبت شروع دارد می‌تواند Unter‏ حکم را با کارت حکمِ رو عوض کند.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>یک König‏ یا Ober‏ را در حالی بازی کنید که جفتش از همان خال در دستتان است تا ازدواج اعلام کنید: ۲۰ امتیاز، یا ۴۰ اگر از خال حکم باشد. حریف کارت جفت را می‌بیند.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+5"/>
        <source>Scoring and end</source>
        <translation>امتیازشماری و پایان</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>اگر کپه هرگز بسته نشد و کسی به ۶۶ نرسید، برندهٔ دست آخر ۱ امتیاز بازی می‌گیرد. دست آخر پاداش جداگانه‌ای ندارد.</translation>
    </message>
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+35"/>
        <source>Last trick</source>
        <translation>دست آخر</translation>
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
        <location line="+10"/>
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
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+52"/>
        <source>Choose a game</source>
        <translation>یک بازی انتخاب کنید</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>بازی‌های سنتی ورق در برابر حریفان هوش مصنوعی، بدون اینترنت.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No game tables are installed yet.</source>
        <translation>هنوز هیچ میز بازی‌ای نصب نشده است.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../cardavia_desktop/views/Main.qml" line="+41"/>
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
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+46"/>
        <source>Dismiss</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+57"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>پخش‌کننده</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
        <source>%Ln to go</source>
        <extracomment>Match count: game points this player still needs (counts down from 7).</extracomment>
        <translation>
            <numerusform>%Ln مانده</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>امتیاز: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(⁦+%1⁩ در انتظار)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>دست‌ها: %1</translation>
    </message>
</context>
<context>
    <name>QGuiApplication</name>
    <message>
        <location filename="../cardavia_desktop/controllers/languages.py" line="+54"/>
        <source>QT_LAYOUT_DIRECTION</source>
        <comment>Translate this string to the string &apos;LTR&apos; in left-to-right languages or to &apos;RTL&apos; in right-to-left languages (such as Hebrew and Arabic) to get proper widget layout.</comment>
        <translation>RTL</translation>
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
    <name>StockView</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/StockView.qml" line="+27"/>
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
        <location line="+22"/>
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
        <location line="+19"/>
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
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+44"/>
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
        <location line="+16"/>
        <source>You exchanged the trump Unter.</source>
        <translation>Unter‏ حکم را عوض کردید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>هوش مصنوعی Unter‏ حکم را با کارت حکمِ رو عوض کرد.</translation>
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
        <location line="+2"/>
        <source>They count after the first trick won.</source>
        <translation>پس از بردن نخستین دست حساب می‌شود.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>لطفاً صبر کنید: نوبت هوش مصنوعی است.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>این دور تمام شد: اول «دور بعد» را بزنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over.</source>
        <translation>مسابقه تمام شد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot be played now.</source>
        <translation>این کارت را الان نمی‌شود بازی کرد.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>این کارت در دست شما نیست.</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>برای تعویض به Unter‏ حکم نیاز دارید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>هوش مصنوعی نتوانست حرکت کند. لطفاً مسابقهٔ جدیدی شروع کنید.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>این حرکت الان مجاز نیست.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>AI</source>
        <translation>هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>کارت‌ها: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>کارت‌های آشکار در دست هوش مصنوعی</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The AI is thinking…</source>
        <translation>هوش مصنوعی در حال فکر کردن است…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>نوبت شما: به کارت هوش مصنوعی جواب دهید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: lead a card</source>
        <translation>نوبت شما: دست را با یک کارت شروع کنید</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to play</source>
        <translation>نوبت هوش مصنوعی است</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>قوانین سخت‌گیرانه: اگر می‌توانید خال را بیاورید و دست را ببرید؛ وگرنه حکم بزنید.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick</source>
        <translation>دست آخر</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Declare marriage</source>
        <extracomment>Toggle: leading a König or Ober with its partner declares the marriage.</extracomment>
        <translation>اعلام ازدواج</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead a gold-edged König or Ober to declare it.</source>
        <translation>برای اعلام، König‏ یا Ober‏ با لبهٔ طلایی را بازی کنید.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages will not be declared.</source>
        <translation>ازدواج‌ها اعلام نمی‌شوند.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exchange trump Unter</source>
        <translation>تعویض Unter‏ حکم</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close the stock</source>
        <translation>بستن کپه</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+47"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>دست‌ها: %1</translation>
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
</TS>
