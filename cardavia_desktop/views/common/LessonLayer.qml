// Learn, on every table the same: while the game's lesson is played on the table (the
// controller's `lesson`, the worker plays its deal and its fixed AI moves), its overlay shows
// the step's words (the game's LessonWords), the marked cards, the answer to a move that is not
// the lesson's and Next / Back / Take back / Leave; Enter is Next (or Take back), Page Up
// Back. The step's marked cards and buttons go to LessonMarks (every card and table button reads
// it; LessonArrows points at them); the AI's moves just played are told in the table's own
// words (the last-move line's). Where the lesson is keeps in the settings (to resume it), and a
// finished lesson (its last step reached) is remembered (its lobby tile says so). Once it ends,
// the keys still coming (Enter tapped through its last words, or held) go nowhere: the table
// has the keyboard again only when they pause (newcomer #14 D11: they went on to the match's
// next deal and locked a card).
pragma ComponentBehavior: Bound

import QtQuick

import Cardavia
import cards

Item {
    id: layer

    /** The open table's GameController. */
    property QtObject controller: null
    property string gameId: ""
    /** The open table (its `cardName`, `announce`). */
    property Item table: null
    /** The keys work only while the table shows and nothing is open over it. */
    property bool keysEnabled: true
    /** Start (or resume) the lesson as soon as the table runs (the lobby's Learn). */
    property bool startAtOnce: false
    /** The game's Words.qml (shell/GameWords.qml's item): how a move and its reasons read. */
    property var gameWords: null

    readonly property QtObject lesson: layer.controller?.lesson ?? null
    readonly property bool active: layer.lesson?.active ?? false
    readonly property string waitsFor: layer.lesson?.waitsFor ?? ""
    /** A lesson's button was pressed, or its Enter / Page Up key: the page gives the table the
        keyboard again (a click on Next or Take back left it on the lesson's panel, or nowhere,
        and the keys the next step names did nothing: newcomer #8 item 6). */
    signal focusTableRequested()

    /** Where the lesson's panel ends in the layer (0 when none shows): a panel below it starts there. */
    readonly property real panelBottom: overlay.visible ? overlay.y + overlay.height : 0

    Component.onDestruction: {
        LessonMarks.cards = [];
        LessonMarks.verbs = [];
        LessonMarks.ring = "";
        LessonMarks.buttonFocus = false;
    }

    function begin(): void {
        layer.startAtOnce = false;
        layer.controller.startLesson(AppSettings.lessonProgress[layer.gameId] ?? {});
    }

    /** Whether the lesson's last step reads (its summary): nothing is left to do but read it
     * (a function: read in the lesson's `changed`, a binding on it might not be updated yet). */
    function atLastStep(): bool {
        const lesson = layer.lesson;
        return layer.active && lesson.waitsFor === "next" && !lesson.paused
               && lesson.stepIndex === lesson.stepCount - 1;
    }

    function keep(): void {
        if (!layer.active)
            return;
        if (layer.waitsFor === "done" || layer.atLastStep()) {
            // Reaching the last step (every lesson's summary) is the lesson's end: learned,
            // whether or not its Next and "Lesson learned" are pressed (newcomer #8's item 8).
            AppSettings.markLessonLearned(layer.gameId);
            AppSettings.setLessonProgress(layer.gameId, {});
        } else if (layer.waitsFor !== "take_back") {
            AppSettings.setLessonProgress(layer.gameId, Object.assign({}, layer.lesson.progress, {
                // for the tile and the Learn button: "Continue lesson · step 5 of 20"
                reading: layer.lesson.readingIndex,
                reading_total: layer.lesson.readingTotal
            }));
        }
    }

    /** The lesson just ended: the keys pressed until they pause are its, not the match's. */
    onActiveChanged: {
        if (!layer.active && layer.keysEnabled) {  // a change to false: it was active
            settle.forceActiveFocus();
            quiet.restart();
        }
    }

    Item {
        // Holds the keyboard while the lesson's keys still come (no table's key works without
        // the table's focus); Tab goes on as everywhere.
        id: settle

        objectName: "lessonSettle"
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab)
                return;
            event.accepted = true;
            quiet.restart();
        }
    }

    Timer {
        id: quiet

        interval: 1000
        onTriggered: {
            if (settle.activeFocus)
                layer.focusTableRequested();
        }
    }

    Connections {
        target: layer.controller
        function onRunningChanged(): void {
            if (layer.startAtOnce && layer.controller.running)
                layer.begin();
        }
    }

    Connections {
        target: layer.lesson
        function onChanged(): void {
            layer.keep();
            if (layer.active && layer.waitsFor !== "ai" && layer.table !== null)
                layer.table.announce(overlay.Accessible.name);
        }
    }

    Binding {
        // What the step marks, on the cards and buttons of the table (nothing outside a lesson).
        target: LessonMarks
        property: "cards"
        value: layer.active && layer.waitsFor !== "take_back" ? layer.lesson.marked : []
    }

    Binding {
        target: LessonMarks
        property: "ring"
        value: layer.active && layer.waitsFor !== "take_back" ? layer.lesson.ring : ""
    }

    Binding {
        target: LessonMarks
        property: "buttonFocus"
        value: layer.active && layer.waitsFor === "move" && layer.lesson.ring === ""
               && layer.lesson.verbs.length > 0
    }

    Binding {
        target: LessonMarks
        property: "verbs"
        value: layer.active && layer.waitsFor !== "take_back" ? layer.lesson.verbs : []
    }

    Loader {
        id: words

        active: layer.active
        source: Qt.resolvedUrl("../games/" + layer.gameId + "/LessonWords.qml")
    }

    LessonOverlay {
        id: overlay

        onButtonUsed: layer.focusTableRequested()

        // At the top of the column the page keeps beside the table while a lesson plays (its
        // far edge, the left in right-to-left: shell/SideColumn.qml), the layer's own place:
        // it covers nothing of the table. Taller than the column, its words scroll.
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: CardTheme.spacing
        maximumHeight: layer.height - 2 * CardTheme.spacing
        visible: layer.active
        lesson: layer.lesson
        words: words.item
        gameWords: layer.gameWords
        table: layer.table
        cardName: (code) => layer.table?.cardName(code) ?? code
    }

    LessonArrows {
        // Over the table, pointing at each mark (the layer itself stands in the side column).
        area: layer.table
        wordsRoot: layer.parent
        skip: layer
        active: layer.active && layer.waitsFor !== "take_back"
    }

    Shortcut {
        objectName: "lessonNextKey"
        sequences: ["Return", "Enter"]
        // the lesson's own deal sheet goes on by its Next too (the sheet's keys are off in a
        // lesson: its Next deal / New deal would leave the lesson)
        enabled: layer.keysEnabled && layer.active
                 && (!(layer.controller?.summaryVisible ?? false) || (layer.lesson?.sheet ?? false))
                 && ["next", "take_back", "done"].indexOf(layer.waitsFor) >= 0
        onActivated: {
            if (layer.waitsFor === "done") {
                layer.lesson.leave();  // the table gets the keyboard once the keys pause
                return;
            }
            if (layer.waitsFor === "next")
                layer.lesson.next();
            else
                layer.lesson.takeBack();
            layer.focusTableRequested();
        }
    }

    Shortcut {
        objectName: "lessonBackKey"
        sequence: "PgUp"
        enabled: layer.keysEnabled && layer.active && (layer.lesson?.canGoBack ?? false)
        onActivated: {
            layer.lesson.back();
            layer.focusTableRequested();
        }
    }
}
