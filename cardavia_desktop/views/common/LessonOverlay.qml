// A guided lesson's note over the table (issue 35), a dark panel on the felt: the step's text (the game's LessonWords),
// the cards it marks, the answer to a move that is not the lesson's (the hint's facts of yours
// and what the lesson's does unlike it, worded by moves.js and why.js) or that the rules refuse,
// and Next / Back / Take back / Leave.
// It plays the lesson's fixed AI moves itself, one every `aiDelayMs`. The lesson is a
// LessonController; the table highlights `lesson.marked` and sends your moves to `lesson.play`.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import "format.js" as Format
import "../shell/moves.js" as Moves
import "../shell/why.js" as Why

Rectangle {
    id: overlay

    /** The LessonController. */
    property QtObject lesson: null
    /** The game's LessonWords: ``text(id)``. */
    property QtObject words: null
    /** The table's card names: ``code -> "King of Hearts"``. */
    property var cardName: function (code: string): string { return code; }
    /** The table's words for an engine refusal code. */
    property var refusalText: function (code: string): string {
        //: A lesson: the move tried is against the rules (the table has no words for its code).
        return qsTr("The rules do not allow that move here.");
    }
    /** The pause before each of the lesson's AI moves. */
    property int aiDelayMs: 700

    readonly property string waitsFor: overlay.lesson?.waitsFor ?? ""
    readonly property var answer: overlay.lesson?.answer ?? ({})

    /** What the answer to the last move tried says, "" when there is none. */
    function answerText(): string {
        const a = overlay.answer;
        const game = overlay.lesson?.game ?? "";
        switch (a.outcome ?? "") {
        case "other_move": {
            const unlike = overlay.contrastText(a.contrast, game);
            if (unlike !== "")
                //: A lesson: a legal move that is not the one the step teaches. %1 your move and
                //: its reasons, %2 the lesson's move ("Play the Zehner of Eichel"), %3 what the
                //: lesson's move does that yours does not (e.g. "wins the trick (13 points); keeps Daus of Herz").
                return qsTr("That is not the lesson's move. Yours: %1. The lesson's: %2; unlike yours, it %3. "
                            + "Take it back to go on.")
                    .arg(overlay.moveText(a.move, a.facts, game))
                    .arg(Moves.describe(a.expected ?? "", overlay.cardName, game))
                    .arg(unlike);
            //: A lesson: a legal move that is not the one the step teaches. %1 your move and
            //: its reasons, %2 the lesson's move and its reasons.
            return qsTr("That is not the lesson's move. Yours: %1. The lesson's: %2. Take it back "
                        + "to go on.")
                .arg(overlay.moveText(a.move, a.facts, game))
                .arg(overlay.moveText(a.expected, a.expected_facts, game));
        }
        case "illegal":
            return overlay.refusalText(a.code);
        case "refused":
            if (a.code === "take_back_first")
                //: A lesson: a move was tried while a wrong move still waits to be taken back.
                return qsTr("Take your move back first.");
            //: A lesson: a move was tried while the step waits for Next.
            return qsTr("Read the step, then press Next.");
        }
        return "";
    }

    /** What the lesson's move does that yours does not (engine/why.py ``contrast``: its facts
        yours lacks, the cards it keeps), "" when nothing tells them apart. */
    function contrastText(c: var, game: string): string {
        if (!c)
            return "";
        const parts = (c.gains ?? []).map((f) => Moves.fact(f, overlay.cardName, game)).filter((t) => t !== "");
        const kept = Why.keeps(c.keeps ?? [], overlay.cardName);
        if (kept !== "")
            parts.push(kept);
        return parts.join(qsTranslate("Moves", "; "));
    }

    /** "Play the 7 of Diamonds (takes …; …)": a move and the facts behind it. */
    function moveText(action: string, facts: var, game: string): string {
        const move = Moves.describe(action ?? "", overlay.cardName, game);
        const why = Moves.facts(facts ?? [], overlay.cardName, game);
        //: A lesson: a move (%1) and the reasons behind it (%2), e.g. "Play Re of Clubs (takes …)".
        return why === "" ? move : qsTr("%1 (%2)").arg(move).arg(why);
    }

    objectName: "lessonOverlay"
    visible: overlay.waitsFor !== ""
    width: 380
    height: column.implicitHeight + 2 * CardTheme.spacing
    radius: CardTheme.radius
    color: CardTheme.panel
    border.color: CardTheme.accent
    border.width: 1
    Accessible.role: Accessible.Grouping
    Accessible.name: stepText.text

    Timer {
        objectName: "lessonAiTimer"
        interval: overlay.aiDelayMs
        running: overlay.waitsFor === "ai"
        repeat: true
        onTriggered: overlay.lesson.next()
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: CardTheme.spacing
        spacing: CardTheme.spacingSmall

        Text {
            objectName: "lessonStepCount"
            Layout.fillWidth: true
            //: A lesson's progress: step %1 of %2.
            text: qsTr("Step %1 of %2").arg(Format.num(Math.min(overlay.lesson?.stepIndex ?? 0,
                                                                (overlay.lesson?.stepCount ?? 1) - 1) + 1))
                                       .arg(Format.num(overlay.lesson?.stepCount ?? 0))
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }

        Text {
            id: stepText

            objectName: "lessonText"
            Layout.fillWidth: true
            text: overlay.waitsFor === "done"
                  //: A lesson's last words, once every step is done.
                  ? qsTr("You have played the whole lesson. Well done!")
                  : (overlay.words && overlay.lesson ? overlay.words.text(overlay.lesson.messageId) : "")
            wrapMode: Text.WordWrap
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
        }

        Text {
            objectName: "lessonMarked"
            Layout.fillWidth: true
            visible: text !== ""
            //: A lesson: the cards the step marks on the table, e.g. "Marked: Re of Clubs, 3 of Cups",
            //: or, for a move without cards (a bet), that move, e.g. "Marked: Bet 1".
            text: (overlay.lesson?.marked ?? []).length > 0
                  ? qsTr("Marked: %1").arg(Moves.names(overlay.lesson.marked, overlay.cardName))
                  : overlay.waitsFor === "move"
                    ? qsTr("Marked: %1").arg(Moves.describe(overlay.lesson.expectedMove,
                                                            overlay.cardName, overlay.lesson.game))
                    : ""
            wrapMode: Text.WordWrap
            color: CardTheme.accentLight
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }

        Text {
            objectName: "lessonAnswer"
            Layout.fillWidth: true
            visible: text !== ""
            text: overlay.answerText()
            wrapMode: Text.WordWrap
            color: CardTheme.focus
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: CardTheme.spacingSmall

            TableButton {
                objectName: "lessonBack"
                //: A lesson: back to the previous step.
                text: qsTr("Back")
                enabled: (overlay.lesson?.canGoBack ?? false) && overlay.waitsFor !== "take_back"
                onClicked: overlay.lesson.back()
            }
            TableButton {
                objectName: "lessonTakeBack"
                visible: overlay.waitsFor === "take_back"
                //: A lesson: take back the move that was not the lesson's.
                text: qsTr("Take back")
                primary: true
                onClicked: overlay.lesson.takeBack()
            }
            Item { Layout.fillWidth: true }
            TableButton {
                objectName: "lessonNext"
                visible: overlay.waitsFor === "next"
                //: A lesson: on to the next step.
                text: qsTr("Next")
                primary: true
                onClicked: overlay.lesson.next()
            }
            TableButton {
                objectName: "lessonLeave"
                //: A lesson: leave it (it can be resumed later).
                text: qsTr("Leave")
                onClicked: overlay.lesson.leave()
            }
        }
    }
}
