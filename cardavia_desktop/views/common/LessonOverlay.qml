// A guided lesson's note over the table (issue 35), a dark panel on the felt: the step's text (the game's LessonWords),
// the cards it marks, the answer to a move that is not the lesson's (the hint's facts of yours
// and what the lesson's does unlike it, worded by moves.js and why.js; or, when nothing but the
// card kept tells them apart, whether Hard finds yours as good) or that the rules refuse, the
// moves just played, the AI's and yours played for you (the story's words: what was played, what
// it took), and Next / Back / Take back / Leave; at
// the end one button leads back to your match.
// The count is of the steps you read or act on ("Step 5 of 20"), never of the AI's moves.
// The worker plays the lesson's fixed AI moves at a readable pace. The lesson is the controller's
// LessonAtTable; the table marks `lesson.marked` / `lesson.verbs` (LessonMarks).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import cards
import "format.js" as Format
import "../shell/moves.js" as Moves
import "../shell/story.js" as Story
import "../shell/why.js" as Why

Rectangle {
    id: overlay

    /** The table's lesson (the controller's LessonAtTable; the worker plays its AI moves). */
    property QtObject lesson: null
    /** The game's LessonWords: ``text(id)``. */
    property QtObject words: null
    /** The game's Words.qml (shell/GameWords.qml's item): its own words for a move and its facts. */
    property var gameWords: null
    /** The table's card names: ``code -> "King of Hearts"``. */
    property var cardName: function (code: string): string { return code; }
    /** The table's words for an engine refusal code. */
    property var refusalText: function (code: string): string {
        //: A lesson: the move tried is against the rules (the table has no words for its code).
        return qsTr("The rules do not allow that move here.");
    }
    /** The open table (its ``seatNames`` and ``comboName``): the moves just played are told
        in its words. */
    property var table: null
    /** One of the lesson's buttons was pressed (by mouse or key): the table should have the
        keyboard again, so that the keys the next step names work (newcomer #8 item 6). */
    signal buttonUsed()
    /** How many lines of the moves just played show (the lesson's finish plays many). */
    readonly property int playedLines: 6

    /** A seat's name as the table's log says it (You / AI at the two-player tables). */
    function seatName(seat: int): string {
        const names = overlay.table?.seatNames ?? [qsTranslate("StoryPanel", "You"), qsTranslate("StoryPanel", "AI")];
        return names[seat] ?? "";
    }

    /** The moves the lesson just played (``lesson.played``: the AI's, and yours played for you),
        told as the table's log tells them: what was played, what it took, who won the trick;
        a move the lesson made for you is said to be played for you, the one you made as
        the log tells it. The newest lines, oldest first. */
    function movesPlayed(): string {
        const lines = [];
        const cardName = overlay.cardName;
        const comboName = (kind, codes) => overlay.table?.comboName?.(kind, codes) ?? "";
        for (const move of overlay.lesson?.played ?? []) {
            const told = (move.events ?? []).map((e) => Story.line(e, overlay.gameWords, overlay.seatName, cardName, comboName))
                                            .filter((line) => line !== "");
            if (move.yours)  // the lesson's move that you made: told as the log tells it
                lines.push(...told);
            else if (move.seat === 0 && told.length > 0 && move.only && String(move.action).startsWith("play:"))
                //: A lesson: %1 your only legal card, which the lesson played for you; %2 what followed, as the deal's story tells it ("" or e.g. "You won the trick (5 points).").
                lines.push(qsTr("The lesson played your only card, %1, for you. %2").arg(cardName(String(move.action).slice(5)))
                           .arg(told.slice(1).join(" ")).trim());
            else if (move.seat === 0 && told.length > 0 && move.only)
                //: A lesson: your only legal move (not a card: e.g. Minchiate's pass), which the
                //: lesson played for you, as the deal's story tells it (%1).
                lines.push(qsTr("Your only move, played for you: %1").arg(told.join(" ")));
            else if (move.seat === 0 && told.length > 0)
                //: A lesson: a move of yours the lesson played for you in its finish (the
                //: hint's choice), as the deal's story tells it (%1, e.g. "You played 5 of Coins.").
                lines.push(qsTr("Played for you: %1").arg(told.join(" ")));
            else
                lines.push(...told);
        }
        return lines.slice(-overlay.playedLines).join("\n");
    }

    readonly property string waitsFor: overlay.lesson?.waitsFor ?? ""
    readonly property var answer: overlay.lesson?.answer ?? ({})

    /** The last answer to a wrong move still waiting to be taken back (a move tried meanwhile
        is refused, and the reason stays in view). */
    property var wrongAnswer: ({})

    onAnswerChanged: {
        const outcome = overlay.answer.outcome ?? "";
        if (outcome === "other_move")
            overlay.wrongAnswer = overlay.answer;
        else if (outcome !== "refused" && outcome !== "illegal")
            overlay.wrongAnswer = ({});
    }

    /** What the answer to the last move tried says, "" when there is none. */
    function answerText(): string {
        const a = overlay.answer;
        switch (a.outcome ?? "") {
        case "other_move":
            return overlay.wrongText(a);
        case "other_together":
            return overlay.togetherText(a);
        case "illegal":
            return overlay.refusalText(a.code);
        case "refused":
            if (a.code === "take_back_first") {
                if (overlay.wrongAnswer.outcome !== "other_move")
                    //: A lesson: a move was tried while a wrong move still waits to be taken back.
                    return qsTr("Take your move back first.");
                // the answer to the move held already says to take it back: said once
                return overlay.wrongText(overlay.wrongAnswer);
            }
            //: A lesson: a move was tried while the step waits for Next.
            return qsTr("Read the step, then press Next.");
        }
        return "";
    }

    /** The answer to a legal move that is not the lesson's, in plain sentences: your move and
        what it does, the lesson's move and what it does, then only what truly sets the
        lesson's apart (engine/why.py ``contrast``: facts of a kind yours has not, the cards it
        keeps); a fact both moves word alike is never told as a difference. */
    function wrongText(a: var): string {
        // Nothing but the card kept tells them apart (``alike``), or the lesson's move does
        // nothing yours lacks (``measured``): never "unlike yours, it keeps it", but Hard's reckoning.
        const measured = a.alike ? a : a.measured;
        if (measured) {
            const mine = overlay.moveText(a.move, a.facts);
            const lessons = overlay.moveText(a.expected, a.expected_facts);
            if (measured.as_good)
                //: A lesson: a legal move as good as the step's (the same in words, and as good
                //: by the Hard level's reckoning). %1 your move and what it does, %2 the lesson's.
                return qsTr("Also a fine move. Yours: %1. The lesson's: %2. Played out, yours does as well. "
                            + "This lesson follows one line of play: take your move back to follow along.")
                    .arg(mine).arg(lessons);
            //: A lesson: a legal move that reads like the step's but is worse by the Hard level's
            //: reckoning. %1 your move, %2 the lesson's, %3 how much better the lesson's is on
            //: average, in the game's unit (e.g. "0.3 resti").
            if (a.alike)
                return qsTr("That is not the lesson's move. Yours: %1. The lesson's: %2. The two read alike, "
                            + "but the Hard level, playing the deal out over the cards you cannot see, finds "
                            + "the lesson's about %3 better on average. Take yours back to go on.")
                    .arg(mine).arg(lessons).arg(overlay.gapText(a.gap ?? 0));
            //: A lesson: a legal move that differs from the step's only in what it spends or leaves
            //: (no gain of its own): why the lesson's is better, by the Hard level's reckoning.
            //: %1 your move and what it does, %2 the lesson's, %3 how much better the lesson's is
            //: on average, in the game's unit (e.g. "0.3 points").
            return qsTr("That is not the lesson's move. Yours: %1. The lesson's: %2. The Hard level, "
                        + "playing the deal out over the cards you cannot see, finds the lesson's about "
                        + "%3 better on average. Take yours back to go on.")
                .arg(mine).arg(lessons).arg(overlay.gapText(measured.gap ?? 0));
        }
        const unlike = overlay.contrastText(a.contrast);
        const gains = a.contrast?.gains ?? [];
        const shared = (a.expected_facts ?? []).filter((f) => !gains.some((g) => JSON.stringify(g) === JSON.stringify(f)));
        const yours = overlay.moveText(a.move, a.facts);
        const theirs = overlay.moveText(a.expected, unlike !== "" ? shared : a.expected_facts);
        if (unlike !== "")
            //: A lesson: a legal move that is not the one the step teaches. %1 your move and
            //: what it does, %2 the lesson's move and what it does too, %3 what only the lesson's
            //: move does (e.g. "wins the trick (13 points); keeps the Daus of Herz in hand").
            return qsTr("That is not the lesson's move. Yours: %1. The lesson's: %2. Unlike yours, it %3. "
                        + "Take it back to go on.").arg(yours).arg(theirs).arg(unlike);
        //: A lesson: a legal move that is not the one the step teaches. %1 your move and
        //: what it does, %2 the lesson's move and what it does.
        return qsTr("That is not the lesson's move. Yours: %1. The lesson's: %2. Take it back "
                    + "to go on.").arg(yours).arg(theirs);
    }

    /** The answer to a choice made of several moves that is not the lesson's (Minchiate's
        two-card discard, judged whole: ``LessonRunner.play_together``): your cards and the
        lesson's, each with what it does; nothing was applied, your hand is as it was. */
    function togetherText(a: var): string {
        const told = (moves, facts) => (moves ?? []).map((move, i) => overlay.moveText(move, (facts ?? [])[i]))
                                                    .join(qsTranslate("Moves", "; "));
        const yours = told(a.moves, a.facts);
        const lessons = told(a.expected, a.expected_facts);
        //: A lesson: the cards chosen together (a two-card discard) are not the lesson's; nothing
        //: was discarded. %1 your cards, each with what it does ("Discard 2 of Batons — …; …"),
        //: %2 the lesson's (the marked cards).
        return qsTr("That is not the lesson's discard. Yours: %1. The lesson's: %2. Nothing was "
                    + "discarded: your hand is as it was. Choose the marked cards to go on.")
            .arg(yours).arg(lessons);
    }

    /** A difference of value in the game's unit ("0.3 resti"), through the locale. */
    function gapText(gap: real): string {
        const number = Format.signed(gap, 1);
        return overlay.gameWords?.hintValue?.(number) ?? number;
    }

    /** What only the lesson's move does (engine/why.py ``contrast``: its facts of a kind yours
        lacks, the cards it keeps), "" when nothing else tells them apart. */
    function contrastText(c: var): string {
        if (!c)
            return "";
        const parts = (c.gains ?? []).map((f) => Moves.fact(f, overlay.cardName, overlay.gameWords)).filter((t) => t !== "");
        parts.push(...Why.spared(c, overlay.cardName));  // kept in hand, left on the table
        return parts.join(qsTranslate("Moves", "; "));
    }

    /** "Play the 7 of Diamonds — takes …; …": a move and the facts behind it. */
    function moveText(action: string, facts: var): string {
        const move = Moves.describe(action ?? "", overlay.cardName, overlay.gameWords);
        const why = Moves.facts(facts ?? [], overlay.cardName, overlay.gameWords);
        //: A lesson: a move (%1) and what it does (%2), e.g. "Play the King of Clubs — takes 2 cards from the table".
        return why === "" ? move : qsTr("%1 — %2").arg(move).arg(why);
    }

    /** The most it may stand high (its words scroll, its buttons stay). */
    property real maximumHeight: Infinity
    /** How many lines of words the panel has room for, the same at every step of a lesson (a
        step's words, the moves just played, the answer to yours); more scroll. */
    readonly property int wordLines: 15
    /** The panel's height through the whole lesson: one height whatever a step says, so that
        Next (and Back, Leave) stay in one place from step to step (newcomer #9 item 5: clicks
        on a Next that had moved with the text missed). */
    readonly property real stableHeight: overlay.wordLines * bodyMetrics.height + buttonRow.implicitHeight
                                         + CardTheme.spacingSmall + 2 * CardTheme.spacing

    objectName: "lessonOverlay"
    visible: overlay.waitsFor !== ""
    width: 380
    height: Math.min(overlay.stableHeight, overlay.maximumHeight)
    radius: CardTheme.radius
    color: CardTheme.panel
    border.color: CardTheme.accent
    border.width: 1
    Accessible.role: Accessible.Grouping
    // What a screen reader hears at each step: what the AI just played, then the step.
    Accessible.name: [playedText.text, stepText.text].filter((line) => line !== "").join(" ")

    FontMetrics {
        id: bodyMetrics

        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: CardTheme.spacing
        spacing: CardTheme.spacingSmall

        Flickable {
            // The step's words; a panel taller than its room (a long answer in a small
            // window) scrolls them, its buttons stay in view.
            id: wordsView

            objectName: "lessonWords"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: texts.implicitHeight
            interactive: contentHeight > height
            boundsBehavior: Flickable.StopAtBounds
            clip: true

            ScrollIndicator.vertical: ScrollIndicator { }

            /** An answer to your move below the words' room (the panel keeps one height) is
                scrolled into view: it is what you read next. */
            function reveal(): void {
                if (answerLine.text === "")
                    return;
                const bottom = answerLine.y + answerLine.height;
                if (bottom > wordsView.contentY + wordsView.height)
                    wordsView.contentY = Math.max(0, Math.min(answerLine.y, bottom - wordsView.height));
            }

            Connections {
                // each step's words are read from their start (an answer to your move excepted)
                target: overlay.lesson
                function onChanged(): void {
                    wordsView.contentY = 0;
                    wordsView.reveal();
                }
            }

            ColumnLayout {
                id: texts

                width: wordsView.width
                spacing: CardTheme.spacingSmall

                LessonStepCount {
                    Layout.fillWidth: true
                    lesson: overlay.lesson
                }

                Text {
                    // What the AI just played (the last-move line's words), read before the lesson
                    // goes on: "North plays the Ace of Acorns".
                    id: playedText

                    objectName: "lessonPlayed"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: overlay.movesPlayed()
                    wrapMode: Text.WordWrap
                    color: CardTheme.textOnFelt
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontBody
                    font.italic: true
                }

                Text {
                    // Your move was the lesson's: said before the AI goes on.
                    objectName: "lessonAck"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: overlay.answer.outcome === "lesson_move"
                          //: A lesson: the move you just played is the one the step asked for.
                          ? qsTr("Well played: that is the lesson's move.")
                          : ""
                    wrapMode: Text.WordWrap
                    color: CardTheme.accentLight
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                }

                Text {
                    id: stepText

                    objectName: "lessonText"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: overlay.waitsFor === "done"
                          //: A lesson's last words, once every step is done.
                          ? qsTr("You have played the whole lesson. Well done!")
                          : (overlay.lesson?.sheet ?? false) && !(overlay.lesson?.sheetNote ?? false)
                            //: A lesson: a deal of the lesson ended; its result shows until Next.
                            ? qsTr("Look at how the deal ended, then press Next.")
                          : (overlay.lesson?.paused ?? false) && !(overlay.lesson?.sheetNote ?? false)
                            //: A lesson: the AI's move finished a trick; it stays on the table until Next.
                            ? qsTr("Look at the trick on the table, then press Next.")
                            : overlay.waitsFor === "ai"
                              ? (playedText.text !== "" ? ""
                                 //: A lesson: the AI's move comes by itself in a moment (never an empty panel).
                                 : qsTr("The AI plays next: watch its move."))
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
                    text: {
                        // a move made with a button is named as its button reads ("All-in 18")
                        const button = overlay.waitsFor === "move" ? (LessonMarks.markedButton?.text ?? "") : "";
                        const marked = (overlay.lesson?.marked ?? []).length > 0
                            ? Moves.names(overlay.lesson.marked, overlay.cardName)
                            : button !== "" ? button
                            : overlay.waitsFor === "move"
                              ? Moves.describe(overlay.lesson.expectedMove, overlay.cardName, overlay.gameWords)
                              : "";
                        if (marked === "")
                            return "";
                        // the table's key for the step's move, where its marked button has one
                        const key = overlay.waitsFor === "move" ? (LessonMarks.markedButton?.key ?? "") : "";
                        // a button that makes the move once its cards are chosen (Lock, Discard):
                        // its key is named from the start (newcomer #9 item 3), with what comes first
                        const later = overlay.waitsFor === "move" && key === ""
                                      && (overlay.lesson?.marked ?? []).length > 0
                                      ? (LessonMarks.askedButton?.key ?? "") : "";
                        if (later !== "" && overlay.lesson.marked.length === 1)
                            //: A lesson: the card the step marks (%1) and the key that makes its move
                            //: once that card is chosen (%2, e.g. "L" for Lock), e.g.
                            //: "Marked: 2 of Spades (choose it, then key L)".
                            return qsTr("Marked: %1 (choose it, then key %2)").arg(marked).arg(later);
                        if (later !== "")
                            //: A lesson: the cards the step marks (%1) and the key that makes its move
                            //: once those cards are chosen (%2, e.g. "D" for Discard), e.g.
                            //: "Marked: 7 of Cups, 9 of Coins (choose them, then key D)".
                            return qsTr("Marked: %1 (choose them, then key %2)").arg(marked).arg(later);
                        return key !== ""
                               //: A lesson: what the step marks (%1) and the key that makes its move
                               //: (%2, e.g. "D" for Discard), e.g. "Marked: 7 of Trumps (key D)".
                               ? qsTr("Marked: %1 (key %2)").arg(marked).arg(key)
                               //: A lesson: the cards the step marks on the table, e.g. "Marked: Re of Clubs, 3 of Cups",
                               //: or, for a move without cards (a bet), that move, e.g. "Marked: Bet 1".
                               : qsTr("Marked: %1").arg(marked);
                    }
                    wrapMode: Text.WordWrap
                    color: CardTheme.accentLight
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                }

                Text {
                    id: answerLine

                    objectName: "lessonAnswer"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: overlay.answerText()
                    onTextChanged: wordsView.reveal()
                    onYChanged: wordsView.reveal()
                    onHeightChanged: wordsView.reveal()
                    wrapMode: Text.WordWrap
                    color: CardTheme.focus
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                }
            }
        }

        RowLayout {
            id: buttonRow

            Layout.fillWidth: true
            spacing: CardTheme.spacingSmall

            LessonButton {
                objectName: "lessonBack"
                visible: overlay.waitsFor !== "done"
                //: A lesson: back to the previous step.
                text: qsTr("Back")
                enabled: (overlay.lesson?.canGoBack ?? false) && overlay.waitsFor !== "take_back"
                onClicked: {
                    overlay.lesson.back();
                    overlay.buttonUsed();
                }
            }
            LessonButton {
                objectName: "lessonTakeBack"
                visible: overlay.waitsFor === "take_back"
                //: A lesson: take back the move that was not the lesson's.
                text: qsTr("Take back")
                primary: true
                onClicked: {
                    overlay.lesson.takeBack();
                    overlay.buttonUsed();
                }
            }
            Item { Layout.fillWidth: true }
            LessonButton {
                // The lesson's finish plays your moves for you: no need to watch them all.
                objectName: "lessonSkip"
                visible: overlay.waitsFor === "ai" && (overlay.lesson?.finishing ?? false)
                //: A lesson's finish (it plays your remaining moves for you): its moves at once,
                //: up to its next words or the deal's end.
                text: qsTr("Skip ahead")
                primary: true
                onClicked: {
                    overlay.lesson.skip();
                    overlay.buttonUsed();
                }
            }
            LessonButton {
                objectName: "lessonNext"
                visible: overlay.waitsFor === "next"
                // the last step's Next ends the lesson: it says so (newcomer #10)
                text: overlay.waitsFor === "next"
                      && (overlay.lesson.stepIndex >= overlay.lesson.stepCount  // the last deal's sheet
                          || (overlay.lesson.stepIndex === overlay.lesson.stepCount - 1
                              && !(overlay.lesson?.paused ?? false)))
                      //: A lesson's last step: its Next ends the lesson (its last words follow).
                      ? qsTr("Finish")
                      //: A lesson: on to the next step.
                      : qsTr("Next")
                primary: true
                onClicked: {
                    overlay.lesson.next();
                    overlay.buttonUsed();
                }
            }
            LessonButton {
                // The one way out of a finished lesson, where its Next was (newcomer #10).
                objectName: "lessonFinish"
                visible: overlay.waitsFor === "done"
                text: overlay.lesson?.yourMatch ?? false
                      //: A finished lesson's only button: back to the match you left for it.
                      ? qsTr("Lesson learned — back to your match")
                      //: A finished lesson's only button, no match of yours under way: back to the table.
                      : qsTr("Lesson learned — back to the table")
                primary: true
                onClicked: overlay.lesson.leave()
            }
            LessonButton {
                objectName: "lessonLeave"
                visible: overlay.waitsFor !== "done"
                //: A lesson: leave it (it can be resumed later).
                text: qsTr("Leave")
                onClicked: overlay.lesson.leave()
                tabToMarked: true  // Tab: the button the step marks on the table next
            }
        }
    }
}
