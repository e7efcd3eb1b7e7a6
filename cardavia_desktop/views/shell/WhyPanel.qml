// "Why?" for the AI's moves: the reasons each AI seat gives for the move the table just showed
// ("Why did West play the 7 of Cups?"), from that seat's own view only and never naming a card
// you cannot see (engine/why.py), worded for a third person (why.js, and the game's Words.qml).
// Shown in the column beside the table (SideColumn.qml; asking it closes the hint); the next
// move, Close or Escape closes it. "Thinking…" shows when the answer takes longer than a moment.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import "../common/format.js" as Format
import "story.js" as Story
import "moves.js" as Moves
import "why.js" as Why

Rectangle {
    id: panel

    /** The open table's GameController. */
    property QtObject controller: null
    property string gameId: ""
    /** The open table (its `cardName`, and optionally `seatNames` and `comboName`). */
    property Item table: null
    /** Escape closes it while the table shows and nothing is open over it. */
    property bool keysEnabled: true
    readonly property var moves: panel.controller?.why ?? []
    readonly property bool busy: panel.controller?.whyBusy ?? false
    property bool slow: false

    signal closeRequested()

    objectName: "whyPanel"
    visible: panel.moves.length > 0 || (panel.busy && panel.slow)
    width: Math.min(330, parent ? parent.width - 2 * Theme.spacingLarge : 330)
    /** The most it may be high (its room in the side column). */
    property real maxHeight: Infinity
    height: Math.min(column.implicitHeight + 2 * Theme.spacing, panel.maxHeight)
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.accent
    border.width: 1
    Accessible.role: Accessible.Grouping
    Accessible.name: heading.text

    onBusyChanged: {
        panel.slow = false;
        if (panel.busy)
            slowTimer.restart();
        else
            slowTimer.stop();
    }
    onMovesChanged: if (panel.moves.length > 0)
                        announcer.announce([panel.levelNote()].concat(panel.moves.map((m) => [panel.question(m), panel.reasons(m), panel.rather(m)]
                                                                  .filter((t) => t !== "").join(" "))).filter((t) => t !== "").join(" "))

    GameWords {
        id: words

        gameId: panel.gameId
    }

    Timer {
        id: slowTimer

        interval: 300
        onTriggered: panel.slow = true
    }

    Announcer {
        id: announcer

        objectName: "whyAnnouncer"
    }

    Shortcut {
        objectName: "closeWhyKey"
        sequence: "Escape"
        enabled: panel.keysEnabled && panel.moves.length > 0
        onActivated: panel.closeRequested()
    }

    function seatName(seat: int): string {
        const names = panel.table?.seatNames ?? [qsTr("You"), qsTr("AI")];
        return names[seat] ?? "";
    }

    /** A card's name, kept on one line (Format.unbroken). */
    function cardName(code: string): string {
        return Format.unbroken(panel.table?.cardName(code) ?? code);
    }

    /** "Why did West play the 7 of Cups?" for a card played; else the log's line of the move
        and the question. */
    function question(move: var): string {
        const who = panel.seatName(move.seat);
        // at a two-player table the other seat is "the AI", not a name ("Why did AI play…")
        const theAI = (panel.table?.seatNames ?? ["", ""]).length === 2 && move.seat === 1;
        const events = move.events ?? [];
        const card = events.find((e) => ["play", "place", "capture"].includes(e.type) && e.card);
        if (card !== undefined && theAI)
            //: The question the AI's move answers at a two-player table: %1 the card it played.
            return qsTr("Why did the AI play %1?").arg(panel.cardName(card.card));
        if (card !== undefined)
            //: The question an AI's move answers: %1 the seat ("West", "Partner"), %2 the card it played.
            return qsTr("Why did %1 play %2?").arg(who).arg(panel.cardName(card.card));
        const comboName = (kind, codes) => panel.table?.comboName?.(kind, codes) ?? "";
        const told = events.map((e) => Story.line(e, words.item, panel.seatName, panel.cardName, comboName))
                           .find((text) => text !== "");
        if (told !== undefined)
            //: An AI's move that is not a card played: %1 the log's sentence of it ("East bet 5."), then the question.
            return qsTr("%1 Why?").arg(told);
        if (theAI)
            //: The question of the AI's move the log has no sentence for (a two-player table).
            return qsTr("Why did the AI make this move?");
        //: The question of an AI's move the log has no sentence for; %1 the seat ("West", "AI").
        return qsTr("Why did %1 make this move?").arg(who);
    }

    /** The move's reasons in words, or that it gives none; what weighed most first ("Above
        all, …": engine/why.py ``decides``, when it is one of this move's facts); a level's rule
        that closes the comparison is told there (``Why.ownFacts``). How the level chooses is
        told at the panel's head; ``rather`` ends with why it beat the other. */
    function reasons(move: var): string {
        const decides = move.rather?.decides ?? null;
        const lead = decides?.side === "mine" ? decides.fact : "";
        const text = Why.sentences(Why.ownFacts(move.rather ?? null, move.facts), panel.cardName, words.item, false, undefined, lead);
        if (text === "")
            //: An AI's move with no reason to tell (its search simply found it best).
            return qsTr("It gives no particular reason for this move.");
        return text;
    }

    /** How the seats' levels choose, told once at the panel's head for every level among the
        moves, a search's (Hard) as much as a rules-of-thumb level's (newcomer #6): the game's
        own words for that level (a search's reckoning of this move is in ``rather``). The seats
        are named when the moves are of several levels. */
    function levelNote(): string {
        const moves = panel.moves;
        const levels = [...new Set(moves.map((m) => m.level ?? ""))];
        const percent = (fraction) => Moves.percent(100 * fraction);
        const count = (n) => Moves.num(n);
        const notes = [];
        for (const level of levels) {
            const ruled = moves.filter((m) => m.level === level);
            const note = level === "" || ruled.length === 0 ? "" : words.item?.levelNote?.(level, percent, count) ?? "";
            if (note === "")
                continue;
            if (levels.length === 1)
                //: Why the AI moved, for an easier level: %1 how that level chooses its moves (e.g. "Always plays by its rules of thumb.").
                notes.push(qsTr("How this level chooses: %1").arg(note));
            else
                //: Why the AI moved, when seats of several levels moved: %1 the seats of one level ("Partner"), %2 how that level chooses its moves.
                notes.push(qsTr("How %1 chooses: %2").arg([...new Set(ruled.map((m) => panel.seatName(m.seat)))]
                                                          .join(qsTranslate("Moves", ", "))).arg(note));
        }
        return notes.join(" ");
    }

    /** How the move compares with the best other move its seat had (after "It had only this card
        left to play." when it was the last card of its hand), "" for neither. */
    function rather(move: var): string {
        const valueText = (signed) => words.item?.hintValue?.(signed) ?? signed;
        const told = new Set((move.facts ?? []).map((f) => f.fact));  // glossed once, in its reasons
        const compared = Why.rather(move.rather ?? null, panel.cardName, words.item, valueText, told, move.facts ?? [],
                                    move.search !== false);
        //: Why the AI moved: it had one card left in its hand, so it had no other card to play.
        const only = move.only_card ? qsTr("It had only this card left to play.") : "";
        return [only, compared].filter((text) => text !== "").join(" ");
    }

    // Longer than its room (three seats' answers in Persian at 1024×640): it scrolls, its Close
    // at the top always in view, nothing below the window's edge.
    Flickable {
        id: flick

        anchors.fill: parent
        anchors.margins: Theme.spacing
        contentHeight: column.implicitHeight
        clip: panel.height < column.implicitHeight + 2 * Theme.spacing
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentHeight > height
        ScrollBar.vertical: ScrollBar { policy: flick.interactive ? ScrollBar.AsNeeded : ScrollBar.AlwaysOff }

    ColumnLayout {
        id: column

        width: flick.width
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true

            Label {
                id: heading

                Layout.fillWidth: true
                //: Title of the panel with the reasons of the AI's last move.
                text: panel.moves.length > 0 ? qsTr("The AI's reasons")
                                             //: While the reasons are being worked out.
                                             : qsTr("Thinking…")
                color: Theme.ink
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }

            Button {
                objectName: "closeWhy"
                visible: panel.moves.length > 0
                //: Closes the panel of the AI's reasons.
                text: qsTr("Close")
                font.pixelSize: Theme.fontSmall
                focusPolicy: Qt.TabFocus
                onClicked: panel.closeRequested()
            }
        }

        Label {
            id: levelNoteLabel

            Layout.fillWidth: true
            objectName: "whyLevelNote"
            visible: levelNoteLabel.text !== ""
            text: panel.levelNote()
            color: Theme.inkMuted
            font.pixelSize: Theme.fontSmall
            font.italic: true
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }

        Repeater {
            model: panel.moves

            delegate: ColumnLayout {
                id: row

                required property var modelData
                required property int index

                objectName: "whyMove" + row.index
                Layout.fillWidth: true
                spacing: 2
                Accessible.role: Accessible.StaticText
                Accessible.name: questionLabel.text + " " + reasonLabel.text
                                 + (ratherLabel.text !== "" ? " " + ratherLabel.text : "")

                readonly property string questionText: questionLabel.text
                readonly property string reasonText: reasonLabel.text
                readonly property string ratherText: ratherLabel.text

                Label {
                    id: questionLabel

                    Layout.fillWidth: true
                    text: panel.question(row.modelData)
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.Wrap
                    textFormat: Text.PlainText
                }

                Label {
                    id: reasonLabel

                    Layout.fillWidth: true
                    objectName: "whyReason" + row.index
                    text: panel.reasons(row.modelData)
                    color: Theme.inkMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                    textFormat: Text.PlainText
                }

                Label {
                    id: ratherLabel

                    Layout.fillWidth: true
                    objectName: "whyRather" + row.index
                    visible: ratherLabel.text !== ""
                    text: panel.rather(row.modelData)
                    color: Theme.inkMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                    textFormat: Text.PlainText
                }
            }
        }
    }
}
}
