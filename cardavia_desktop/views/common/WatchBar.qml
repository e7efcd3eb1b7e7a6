// Watch, on every table the same: while the hard level plays your seat in a watched deal (your
// own match waits aside, nothing of it counts), this bar in the column beside the table
// (shell/SideColumn.qml; it covers neither the table nor the deal's sheet) says which deal it is,
// tells each move with its seat and the reasons given for it (engine/why.py, from that seat's
// own view), and offers Pause/Play (Space), One move (Enter, while paused) and the pace; the
// header's WatchButton (W) starts and stops it.
// The controller's TableWatch does the rest; the words of a move are the log's (story.js).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import "../shell/story.js" as Story
import "../shell/moves.js" as Moves
import "../shell/why.js" as Why
import "format.js" as Format
import "watched.js" as Watched

Rectangle {
    id: bar

    /** The open table's GameController. */
    property QtObject controller: null
    property string gameId: ""
    /** The open table (its `cardName`, and optionally `seatNames` and `comboName`). */
    property Item table: null
    /** The game's Words.qml (shell/GameWords.qml's item): its own words for a move's line and
        reasons. */
    property var words: null
    /** The keys work only while the table shows and nothing is open over it. */
    property bool keysEnabled: true

    readonly property bool watching: bar.controller?.watching ?? false
    readonly property bool paused: bar.controller?.watchPaused ?? false
    readonly property var move: bar.controller?.watchMove ?? ({})
    /** A sheet (the deal's or the match's end) shows: no move comes until it is closed. */
    readonly property bool sheetOpen: (bar.controller?.summaryVisible ?? false)
                                      || (bar.controller?.matchOver ?? false)
    readonly property string moveText: bar.moveWords(bar.move, AppSettings.language)
    readonly property string reasonsText: bar.reasonWords(bar.move, AppSettings.language)

    objectName: "watchBar"
    visible: bar.watching
    // wide enough for its buttons on one line (in every language), never wider than the table
    // (the page sets the side column's width)
    width: Math.min(Math.max(360, Math.ceil(bar.buttonsWidth()) + 2 * Theme.spacingSmall + 2),
                    parent ? parent.width - 2 * Theme.spacingLarge : 360)
    height: column.implicitHeight + 2 * Theme.spacingSmall
    radius: Theme.radius
    color: "#102a1f"
    border.color: Theme.accent
    border.width: 1
    Accessible.role: Accessible.Grouping
    Accessible.name: title.text

    /** The width of the bar's buttons side by side. */
    function buttonsWidth(): real {
        let width = 0;
        let count = 0;
        for (const child of buttons.children) {
            if (child.implicitWidth > 0) {
                width += child.implicitWidth;
                count += 1;
            }
        }
        return width + Math.max(0, count - 1) * buttons.spacing;
    }

    /** A seat's name; yours is Hard's while watching (watched.js), as in the log and sheets. */
    function seatName(seat: int): string {
        if (seat === 0 && bar.watching)
            return Watched.seat();
        const names = bar.table?.seatNames ?? [qsTr("You"), qsTr("AI")];
        return names[seat] ?? "";
    }

    /** The move in the log's words ("You played the 7 of Coins and took …": your seat is
        Hard's), else the action's own words after its seat. */
    function moveWords(move: var, language: string): string {
        if (move.action === undefined)
            return "";
        const cardName = (code) => bar.table?.cardName(code) ?? code;
        const comboName = (kind, codes) => bar.table?.comboName?.(kind, codes) ?? "";
        const lines = (move.events ?? []).map((e) => Story.line(e, bar.words, bar.seatName, cardName, comboName, bar.watching))
                                         .filter((text) => text !== "");
        if (lines.length > 0)
            return lines.join(" ");
        //: Watch: a move the log has no words for; %1 its seat ("You", "East"…), %2 the move.
        return qsTr("%1: %2").arg(bar.seatName(move.seat)).arg(Moves.describe(move.action, cardName, bar.words));
    }

    /** The reasons of a watched move (the worker's ``watch.move_reasons``: the facts
        ``engine/why.py`` gives from the seat's own view, your seat's included), worded as the
        "Why?" answer's first line words them (why.js, in the third person): at a level playing
        by rules of thumb, what decided it (nothing when those rules rated another move higher,
        ``slip``: then its facts did not decide it); Hard's facts as they are. That it also
        weighed hidden cards is no reason to tell: "" when nothing else is left. */
    function reasonWords(move: var, language: string): string {
        if (move.slip === true)
            return "";
        const cardName = (code) => bar.table?.cardName(code) ?? code;
        const told = (move.reasons ?? []).filter((f) => f.fact !== "hidden_cards");
        const words = Why.facts(told, cardName, bar.words);
        if (words === "")
            return "";
        if (move.search === false)
            return qsTranslate("WhyPanel", "What decided it, by its rules of thumb: %1.").arg(words);
        //: Watch: why the move was made (the facts the AI gives, e.g. "takes the settebello").
        return qsTr("Why: %1").arg(words);
    }

    function togglePause(): void {
        bar.controller.toggleWatchPause();
        announcer.announce(bar.controller.watchPaused ? qsTr("Paused.") : qsTr("Playing."));
    }

    onMoveTextChanged: if (bar.watching && bar.moveText !== "" && bar.reasonsText !== "")
                           announcer.announce(bar.reasonsText)
    onWatchingChanged: {
        if (bar.watching)
            announcer.announce(title.text);
    }

    Shortcut {
        objectName: "watchPauseKey"
        sequence: "Space"
        enabled: bar.keysEnabled && bar.watching
        onActivated: bar.togglePause()
    }

    Shortcut {
        objectName: "watchStepKey"
        sequences: ["Return", "Enter"]
        enabled: bar.keysEnabled && bar.watching && bar.paused && !bar.sheetOpen
        onActivated: bar.controller.watchStep()
    }

    Announcer {
        id: announcer

        objectName: "watchAnnouncer"
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacingSmall
        spacing: Theme.spacingTiny

        Label {
            id: title

            objectName: "watchTitle"
            Layout.fillWidth: true
            //: Watch: the title of the bar over the table; %1 the number of the deal watched.
            text: qsTr("Watching deal #%1: Hard plays your seat. Not counted; your match waits.")
                  .arg(Format.ltr(String(bar.controller?.matchSeed ?? 0).split("").map((d) => Format.num(Number(d))).join("")))
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            font.bold: true
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        // Under the title, above the move's words: a longer or shorter move never moves the
        // buttons (newcomer #13: a click meant for Fast missed as the bar grew and shrank).
        Flow {
            id: buttons

            Layout.fillWidth: true
            visible: !bar.sheetOpen  // the sheet offers the way on (DealReplayRow)
            spacing: Theme.spacingSmall

            TableButton {
                objectName: "watchPauseButton"
                //: Watch: pause the AI's moves / play them on. Also the Space key.
                text: bar.paused ? qsTr("Play") : qsTr("Pause")
                font.pixelSize: Theme.fontSmall
                padding: 4
                implicitHeight: 28
                leftPadding: 10
                rightPadding: 10
                implicitWidth: Math.max(56, implicitContentWidth + leftPadding + rightPadding)
                Accessible.description: qsTr("Space")
                onClicked: bar.togglePause()
            }

            TableButton {
                objectName: "watchStepButton"
                //: Watch: while paused, show the next move only. Also the Enter key.
                text: qsTr("One move")
                font.pixelSize: Theme.fontSmall
                padding: 4
                implicitHeight: 28
                leftPadding: 10
                rightPadding: 10
                implicitWidth: Math.max(56, implicitContentWidth + leftPadding + rightPadding)
                enabled: bar.paused && !bar.sheetOpen
                opacity: enabled ? 1 : 0.5
                Accessible.description: qsTr("Enter")
                onClicked: bar.controller.watchStep()
            }

            Repeater {
                model: [
                    //: Watch speed.
                    qsTr("Slow"),
                    //: Watch speed.
                    qsTr("Normal"),
                    //: Watch speed.
                    qsTr("Fast")
                ]

                TableButton {
                    id: speed

                    required property string modelData
                    required property int index

                    objectName: "watchSpeed_" + speed.index
                    text: speed.modelData
                    font.pixelSize: Theme.fontSmall
                    padding: 4
                    implicitHeight: 28
                    leftPadding: 10
                    rightPadding: 10
                    implicitWidth: Math.max(56, implicitContentWidth + leftPadding + rightPadding)
                    checked: (bar.controller?.watchSpeed ?? 1) === speed.index
                    //: Watch: a speed button's name for a screen reader, %1 the speed.
                    Accessible.name: qsTr("Speed: %1").arg(speed.modelData)
                    Accessible.checkable: true
                    Accessible.checked: speed.checked
                    onClicked: bar.controller.watchSpeed = speed.index
                }
            }
        }

        Label {
            objectName: "watchCaption"
            Layout.fillWidth: true
            // the last move stays told under the deal's sheet, until you leave the watch
            text: bar.moveText !== "" ? bar.moveText
                                      //: Watch: before the first move is shown.
                                      : qsTr("The first move is coming…")
            textFormat: Text.PlainText
            color: Theme.feltText
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontBody
            wrapMode: Text.WordWrap
            maximumLineCount: 5  // the side column is narrow and has the height
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignLeft
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }

        Label {
            objectName: "watchReasons"
            Layout.fillWidth: true
            visible: text !== ""
            text: bar.reasonsText
            textFormat: Text.PlainText
            color: Theme.feltTextMuted
            font.family: Theme.fontFamily
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
