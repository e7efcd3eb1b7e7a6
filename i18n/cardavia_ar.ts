<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar">
<context>
    <name>AiLevelChooser</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/AiLevelChooser.qml" line="+20"/>
        <source>AI level:</source>
        <translation>مستوى الذكاء الاصطناعي:</translation>
    </message>
    <message>
        <location line="+11"/>
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
</context>
<context>
    <name>AppSettings</name>
    <message>
        <location filename="../cardavia_desktop/controllers/settings_controller.py" line="+200"/>
        <source>Your settings file could not be read, so the default settings are in use. The old file was kept as %1.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، لذا تُستخدم الإعدادات الافتراضية. حُفظ الملف القديم باسم %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The language %1 is not available, so English is shown.</source>
        <translation>اللغة %1 غير متاحة، لذا تُعرض الواجهة بالإنجليزية.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your settings file could not be read, so the default settings are in use.</source>
        <translation>تعذّرت قراءة ملف إعداداتك، لذا تُستخدم الإعدادات الافتراضية.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings could not be saved: %1</source>
        <translation>تعذّر حفظ إعداداتك: %1</translation>
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
        <translation>الآس</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten</source>
        <translation>العشرة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>König</source>
        <translation>König</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>King</source>
        <translation>الملك</translation>
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
        <translation>الملكة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jack</source>
        <translation>الولد</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Herz</source>
        <translation>القلوب</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hearts</source>
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
        <translation>أوراق الشجر</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diamonds</source>
        <translation>الديناري</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clubs</source>
        <translation>السباتي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spades</source>
        <translation>البستوني</translation>
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
        <translation>ورقة مقلوبة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot be played now</source>
        <translation>لا يمكن لعبها الآن</translation>
    </message>
</context>
<context>
    <name>DealSummary</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/DealSummary.qml" line="+36"/>
        <source>You reached 66 points with a trick.</source>
        <translation>وصلتَ إلى 66 نقطة بأكلة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI reached 66 points with a trick.</source>
        <translation>وصل الذكاء الاصطناعي إلى 66 نقطة بأكلة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You reached 66 points by declaring a marriage.</source>
        <translation>وصلتَ إلى 66 نقطة بإعلان زواج.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI reached 66 points by declaring a marriage.</source>
        <translation>وصل الذكاء الاصطناعي إلى 66 نقطة بإعلان زواج.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You closed the stock and reached 66 points.</source>
        <translation>أغلقتَ الكومة ووصلتَ إلى 66 نقطة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI closed the stock and reached 66 points.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة ووصل إلى 66 نقطة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة لكنه لم يصل إلى 66 نقطة: من يُغلق ولا يبلغها يخسر.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock but did not reach 66 points: the closer loses.</source>
        <translation>أغلقتَ الكومة لكنك لم تصل إلى 66 نقطة: من يُغلق ولا يبلغها يخسر.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The AI closed the stock, but you reached 66 points first.</source>
        <translation>أغلق الذكاء الاصطناعي الكومة، لكنك وصلتَ إلى 66 نقطة أولًا.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You closed the stock, but the AI reached 66 points first.</source>
        <translation>أغلقتَ الكومة، لكن الذكاء الاصطناعي وصل إلى 66 نقطة أولًا.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody reached 66 points; you won the last trick.</source>
        <translation>لم يصل أحد إلى 66 نقطة، وربحتَ الأكلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody reached 66 points; the AI won the last trick.</source>
        <translation>لم يصل أحد إلى 66 نقطة، وربح الذكاء الاصطناعي الأكلة الأخيرة.</translation>
    </message>
    <message>
        <location line="+13"/>
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
        <source>The AI had no trick when the stock was closed, so it scores 3 game points.</source>
        <translation>لم تكن لدى الذكاء الاصطناعي أي أكلة عند إغلاق الكومة، لذا يحصل على 3 نقاط لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The closer lost, so you score 2 game points.</source>
        <translation>خسر من أغلق الكومة، لذا تحصل على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The closer lost, so the AI scores 2 game points.</source>
        <translation>خسر من أغلق الكومة، لذا يحصل الذكاء الاصطناعي على نقطتي لعب.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last trick is worth 1 game point.</source>
        <translation>الأكلة الأخيرة تساوي نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last trick is worth 1 game point to the AI.</source>
        <translation>الأكلة الأخيرة تمنح الذكاء الاصطناعي نقطة لعب واحدة.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>You win the match!</source>
        <translation>فزتَ بالمباراة!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI wins the match</source>
        <translation>فاز الذكاء الاصطناعي بالمباراة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the deal</source>
        <translation>فزتَ بالجولة</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The AI wins the deal</source>
        <translation>فاز الذكاء الاصطناعي بالجولة</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Game points for you: +%1</source>
        <extracomment>Game points won this deal, e.g. &quot;Game points for you: +2&quot;.</extracomment>
        <translation>نقاط اللعب لك: ⁦+%1⁩</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game points for the AI: +%1</source>
        <translation>نقاط اللعب للذكاء الاصطناعي: ⁦+%1⁩</translation>
    </message>
    <message>
        <location line="+35"/>
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
        <location line="+12"/>
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
        <translation>كل الألعاب</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Table</source>
        <translation>الطاولة</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Full rules</source>
        <translation>القواعد الكاملة</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>This table could not be opened.</source>
        <translation>تعذّر فتح هذه الطاولة.</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/GameTile.qml" line="+92"/>
        <source>Play</source>
        <translation>العب</translation>
    </message>
</context>
<context>
    <name>Header</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Header.qml" line="+46"/>
        <source>Language:</source>
        <translation>اللغة:</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Language</source>
        <translation>اللغة</translation>
    </message>
    <message>
        <location line="+43"/>
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
        <translation>حرارة الألوان</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Filters are unavailable with this renderer.</source>
        <translation>المرشّحات غير متاحة مع محرّك العرض هذا.</translation>
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
    <message numerus="yes">
        <location line="+3"/>
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
        <source>You vs AI</source>
        <extracomment>Format line, second part: who plays against whom.</extracomment>
        <translation>أنت ضد الذكاء الاصطناعي</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
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
        <location line="+6"/>
        <source>Objective</source>
        <translation>الهدف</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players, each on their own: you against the AI.</source>
        <translation>لاعبان، كلٌّ منهما لنفسه: أنت ضد الذكاء الاصطناعي.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win tricks and declare marriages to collect card points. The first player to reach 66 wins the deal.</source>
        <translation>اربح الأكلات وأعلن الزيجات لتجمع نقاط الأوراق. أول من يبلغ 66 نقطة يفوز بالجولة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both players start the match at 7. The game points you win in a deal are taken off your count; the first to come down to 0 wins the match.</source>
        <translation>يبدأ كل لاعب المباراة برصيد 7. تُطرح نقاط اللعب التي تربحها في كل جولة من رصيدك، وأول من ينزل رصيده إلى 0 يفوز بالمباراة.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Setup</source>
        <translation>التحضير</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pack of 20 cards in four suits: Herz (hearts), Schelln (bells), Eichel (acorns) and Laub (leaves).</source>
        <translation>رزمة من 20 ورقة في أربعة أنواع: القلوب (Herz‏) والأجراس (Schelln‏) والبلّوط (Eichel‏) وأوراق الشجر (Laub‏).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From high to low: Daus (ace) 11 points, Ten 10, König (king) 4, Ober 3, Unter 2. The whole pack is worth 120 points.</source>
        <translation>من الأعلى إلى الأدنى: Daus‏ (الآس) بـ11 نقطة، والعشرة بـ10، وKönig‏ (الملك) بـ4، وOber‏ بـ3، وUnter‏ بنقطتين. مجموع الرزمة 120 نقطة.</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location line="+4"/>
        <source>Playing a turn</source>
        <translation>اللعب في كل دور</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <translation>ما دامت الكومة مفتوحة، يجوز للاعب الذي سيفتتح أن يبدّل ورقة Unter‏ من الطرنيب بورقة الطرنيب المكشوفة.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead a König or an Ober while holding its partner of the same suit to declare a marriage: 20 points, or 40 in trumps. Your opponent sees the partner card.</source>
        <translation>افتتح بـKönig‏ أو Ober‏ وأنت تحمل شريكه من النوع نفسه لتعلن زواجًا: 20 نقطة، أو 40 إن كان من الطرنيب. ويرى خصمك الورقة الشريكة.</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+5"/>
        <source>Scoring and end</source>
        <translation>الحساب والنهاية</translation>
    </message>
    <message>
        <location line="+2"/>
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
</context>
<context>
    <name>LastTrickPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/LastTrickPanel.qml" line="+35"/>
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
        <location line="+10"/>
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
    <name>Lobby</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/Lobby.qml" line="+52"/>
        <source>Choose a game</source>
        <translation>اختر لعبة</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Traditional card games against AI opponents, played offline.</source>
        <translation>ألعاب ورق تقليدية ضد خصوم من الذكاء الاصطناعي، بلا اتصال بالإنترنت.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No game tables are installed yet.</source>
        <translation>لم تُثبَّت أي طاولة لعب بعد.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../cardavia_desktop/views/Main.qml" line="+41"/>
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
    <name>MessageBanner</name>
    <message>
        <location filename="../cardavia_desktop/views/shell/MessageBanner.qml" line="+46"/>
        <source>Dismiss</source>
        <translation>إغلاق</translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/PlayerPanel.qml" line="+57"/>
        <source>Dealer</source>
        <extracomment>Small mark next to the player who dealt this deal.</extracomment>
        <translation>الموزّع</translation>
    </message>
    <message numerus="yes">
        <location line="+31"/>
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
        <location line="+10"/>
        <source>Points: %1</source>
        <extracomment>Card points of a player in this deal.</extracomment>
        <translation>النقاط: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>(+%1 pending)</source>
        <extracomment>Marriage points waiting for the player&apos;s first trick.</extracomment>
        <translation>(⁦+%1⁩ معلّقة)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks a player has won this deal.</extracomment>
        <translation>الأكلات: %1</translation>
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
        <translation>طريقة لعب %1</translation>
    </message>
</context>
<context>
    <name>StockView</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/StockView.qml" line="+27"/>
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
        <translation>أوراق الشجر</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Closed</source>
        <extracomment>Shown on the stock once a player has closed it.</extracomment>
        <translation>مغلقة</translation>
    </message>
    <message>
        <location line="+22"/>
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
        <location line="+19"/>
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
    <name>Table</name>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/Table.qml" line="+44"/>
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
        <translation>أوراق الشجر</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You exchanged the trump Unter.</source>
        <translation>بدّلتَ ورقة Unter‏ من الطرنيب.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI exchanged the trump Unter for the indicator.</source>
        <translation>بدّل الذكاء الاصطناعي ورقة Unter‏ من الطرنيب بورقة الطرنيب المكشوفة.</translation>
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
        <location line="+2"/>
        <source>They count after the first trick won.</source>
        <translation>تُحتسب بعد ربح الأكلة الأولى.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Please wait: it is the AI&apos;s turn.</source>
        <translation>انتظر من فضلك: الدور للذكاء الاصطناعي.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal is over: press Next deal first.</source>
        <translation>انتهت الجولة: اضغط أولًا «الجولة التالية».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over.</source>
        <translation>انتهت المباراة.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That card cannot be played now.</source>
        <translation>لا يمكن لعب هذه الورقة الآن.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not hold that card.</source>
        <translation>هذه الورقة ليست في يدك.</translation>
    </message>
    <message>
        <location line="+1"/>
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
        <translation>تحتاج إلى ورقة Unter‏ من الطرنيب لتبدّل.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI could not move. Please start a new match.</source>
        <translation>تعذّر على الذكاء الاصطناعي اللعب. ابدأ مباراة جديدة من فضلك.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That move is not allowed right now.</source>
        <translation>هذه الحركة غير مسموحة الآن.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>AI</source>
        <translation>الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Cards: %1</source>
        <extracomment>Number of cards in the AI&apos;s hand.</extracomment>
        <translation>الأوراق: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Known in the AI&apos;s hand</source>
        <extracomment>Cards the AI is known to hold (shown by a marriage or an exchange).</extracomment>
        <translation>أوراق معروفة في يد الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>The AI is thinking…</source>
        <translation>الذكاء الاصطناعي يفكّر…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: answer the AI&apos;s card</source>
        <translation>دورك: ردّ على ورقة الذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: lead a card</source>
        <translation>دورك: افتتح بورقة</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The AI is to play</source>
        <translation>الدور للذكاء الاصطناعي</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Strict rules: follow suit and take the trick if you can; otherwise trump.</source>
        <translation>قواعد أشدّ: اتّبع النوع واربح الأكلة إن استطعت؛ وإلا فالعب طرنيبًا.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Last trick</source>
        <translation>الأكلة الأخيرة</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You</source>
        <translation>أنت</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Declare marriage</source>
        <extracomment>Toggle: leading a König or Ober with its partner declares the marriage.</extracomment>
        <translation>أعلن الزواج</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lead a gold-edged König or Ober to declare it.</source>
        <translation>افتتح بورقة König‏ أو Ober‏ ذات الإطار الذهبي لتعلنه.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Marriages will not be declared.</source>
        <translation>لن تُعلن الزيجات.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Exchange trump Unter</source>
        <translation>بدّل Unter‏ الطرنيب</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Close the stock</source>
        <translation>أغلق الكومة</translation>
    </message>
    <message>
        <location filename="../cardavia_desktop/views/games/schnapsen/TrickPile.qml" line="+47"/>
        <source>Tricks: %1</source>
        <extracomment>Number of tricks in a player&apos;s pile.</extracomment>
        <translation>الأكلات: %1</translation>
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
