// "What would Hard play?": the hard level's three best moves for you, with their expected value
// in the game's own unit (said once, with what its sign means) and the facts behind each
// (engine data, worded here; a move as good as a better-placed one says so). Shown in the side
// column beside the table (SideColumn), so it covers none of it; playing, taking back or Escape
// closes it. "Thinking…" shows when the answer takes longer than a moment.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme
import "../common/format.js" as Format
import "moves.js" as Moves

Rectangle {
    id: panel

    /** The open table's GameController. */
    property QtObject controller: null
    property string gameId: ""
    /** The table's own card names: ``code -> "King of Hearts"``. */
    property var cardName: function (code: string): string { return code; }
    readonly property var moves: panel.controller?.hint ?? []
    readonly property bool busy: panel.controller?.hintBusy ?? false
    property bool slow: false

    signal closeRequested()

    objectName: "hintPanel"
    visible: panel.moves.length > 0 || (panel.busy && panel.slow)
    width: Math.min(330, parent ? parent.width - 2 * Theme.spacingLarge : 330)
    /** Room from the panel's top to its parent's foot: a long hint scrolls within it rather
        than run out of a small window (1024×640: 4 px past its foot with three long reasons). */
    readonly property real room: panel.parent ? panel.parent.height - panel.y - Theme.spacing : 1e6
    height: Math.min(column.implicitHeight + 2 * Theme.spacing, panel.room)
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

    GameWords {
        id: words

        gameId: panel.gameId
    }

    Timer {
        id: slowTimer

        interval: 300
        onTriggered: panel.slow = true
    }

    /** The value of a move in the game's own unit, signed: "+1.5 points". */
    function valueText(value: real): string {
        const shown = Math.abs(value) < 0.05 ? 0 : value;
        const number = Number(Math.abs(shown)).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 1);
        const signed = Format.ltr((shown > 0 ? "+" : shown < 0 ? "−" : "±") + number);
        return words.item?.hintValue?.(signed) ?? signed;
    }

    /** What the numbers are and what their sign means, for this game. */
    function unitText(): string {
        return words.item?.hintUnit?.() ?? "";
    }

    /** The reasons of the move numbered ``index``: its facts in whole sentences (a term glossed
     *  the first time the hint tells it), and whether a better-placed move is worth the same. */
    function reasonText(move: var, index: int): string {
        const told = new Set();  // the kinds the moves above have told
        for (let i = 0; i < index; ++i)
            for (const f of (panel.moves[i].facts ?? []))
                told.add(f.fact);
        const facts = Moves.sentences(move.facts, panel.cardName, words.item, told);
        if ((move.same_as ?? -1) < 0)
            return facts;
        //: A hinted move worth the same as the move numbered %1 (the search sees no difference).
        const same = Moves.sentence(qsTr("as good as move %1").arg(Format.num(move.same_as + 1)));
        return facts ? facts + " " + same : same;
    }

    Flickable {
        id: flick

        anchors.fill: parent
        anchors.margins: Theme.spacing
        contentHeight: column.implicitHeight
        clip: true
        interactive: flick.contentHeight > flick.height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {
            policy: flick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        ColumnLayout {
            id: column

            width: flick.width
            spacing: Theme.spacingSmall

            RowLayout {
                Layout.fillWidth: true

                Label {
                    id: heading

                    Layout.fillWidth: true
                    text: panel.moves.length > 0 ? qsTr("Hard would play")
                                                 //: While the hint is being worked out.
                                                 : qsTr("Thinking…")
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                    wrapMode: Text.Wrap
                }

                Button {
                    objectName: "closeHint"
                    visible: panel.moves.length > 0
                    //: Closes the hint panel.
                    text: qsTr("Close")
                    font.pixelSize: Theme.fontSmall
                    focusPolicy: Qt.TabFocus
                    onClicked: panel.closeRequested()
                }
            }

            Label {
                objectName: "hintUnit"
                Layout.fillWidth: true
                visible: panel.moves.length > 0 && text !== ""
                text: panel.unitText()
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

                    objectName: "hintMove" + row.index
                    Layout.fillWidth: true
                    spacing: 2
                    Accessible.role: Accessible.StaticText
                    Accessible.name: moveLabel.text + ", " + valueLabel.text
                                     + (factsLabel.text ? ". " + factsLabel.text : "")

                    readonly property string valueText: valueLabel.text
                    readonly property string reasonText: factsLabel.text

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacingSmall

                        Label {
                            id: moveLabel

                            Layout.fillWidth: true
                            text: Format.num(row.index + 1) + ". "
                                  + Moves.describe(row.modelData.action, panel.cardName, words.item)
                            color: row.index === 0 ? Theme.accentDark : Theme.ink
                            font.pixelSize: Theme.fontBody
                            font.bold: row.index === 0
                            wrapMode: Text.Wrap
                            textFormat: Text.PlainText
                        }

                        Label {
                            id: valueLabel

                            text: panel.valueText(row.modelData.value)
                            color: Theme.inkMuted
                            font.pixelSize: Theme.fontBody
                            textFormat: Text.PlainText
                        }
                    }

                    Label {
                        id: factsLabel

                        Layout.fillWidth: true
                        visible: text !== ""
                        objectName: "hintReason" + row.index
                        text: panel.reasonText(row.modelData, row.index)
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
