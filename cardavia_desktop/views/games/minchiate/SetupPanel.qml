// The set-up of the deal as it happens, in the middle of the table: the cut and the cutter's
// robbery, the dealer's shown last card, the Fola and the dealer's robbery, the discards and
// the declarations, each with the points it scored at once.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import cards
import "../../common/format.js" as Format

Rectangle {
    id: panel

    /** Its room below, how far it may rise above it (over the partner's seat), the columns at
        the page's sides it keeps between (each measured from its own edge), its widest. */
    property real room: 0
    property real above: 0
    /** Kept free at its top while it need not rise: the partner's "Thinking…" under its seat
        (newcomer #37 read it cut off under the panel while watching). */
    property real gap: 0
    property list<Item> columns
    property real maxWidth: 560
    readonly property real side: Math.max(0, ...panel.columns.map(c => c.x < c.parent.width / 2 ? c.x + c.width
                                                                                              : c.parent.width - c.x))
    y: Math.max(-panel.above, Math.min(panel.gap, panel.room - panel.implicitHeight))
    width: Math.min(panel.maxWidth, panel.columns.length > 0 ? panel.columns[0].parent.width - 2 * (panel.side + CardTheme.spacingSmall) : panel.maxWidth)
    height: Math.min(panel.room - panel.y, panel.implicitHeight)

    /** MinchiateTable.setup. */
    property var setup: ({})
    required property Words words
    property real cardWidth: 34

    component Line: GridLayout {
        id: line

        property string label
        property var cards: []
        property int points: 0
        property int team: 0
        /** The cards' row beside the label if it fits, else under it (the Fola's 13 cards). */
        readonly property real cardsWidth: line.cards.length > 0
                                           ? panel.cardWidth * (1 + 0.55 * (line.cards.length - 1)) : 0
        readonly property bool beside: labelText.implicitWidth + line.cardsWidth
                                       + (pointsText.visible ? pointsText.implicitWidth : 0) + 24
                                       <= column.width

        Layout.fillWidth: true
        columns: line.beside ? 3 : 1
        columnSpacing: 6
        rowSpacing: 2
        Text {
            id: labelText
            Layout.fillWidth: true
            text: line.label
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            wrapMode: Text.WordWrap
        }
        Row {
            id: cardRow

            objectName: "setupCards"
            spacing: -Math.round(panel.cardWidth * 0.45)
            visible: line.cards.length > 0
            Repeater {
                model: line.cards
                CardView {
                    required property string modelData
                    required property int index
                    // Mirrored, each card lies under the one before it (on its right), so its
                    // top-left index stays in view (newcomer #25: the 27 hidden under the 21).
                    z: cardRow.effectiveLayoutDirection === Qt.RightToLeft ? line.cards.length - index : 0
                    code: modelData
                    pack: "minchiate"
                    width: panel.cardWidth
                    shadow: false
                }
            }
        }
        Text {
            id: pointsText
            visible: line.points > 0
            //: Points scored at once by a team during the set-up.
            text: qsTr("+%1 %2").arg(Format.num(line.points)).arg(panel.words.team(line.team))
            color: CardTheme.accentLight
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            font.bold: true
        }
    }

    /** Pause between the set-up's steps as they are first shown (0: all at once). */
    property int stepMs: 0
    /** How many steps (cut, deal and exposed card, Fola) are shown so far. */
    property int revealed: 3
    readonly property string dealKey: (panel.setup.exposed ?? "") + (panel.setup.cutter ?? "")
    readonly property int cutter: panel.setup.cutter ?? -1
    readonly property int dealer: panel.setup.dealer ?? -1

    onDealKeyChanged: {
        // A Timer of interval 0 never fires: with no pause, show every step at once.
        panel.revealed = panel.stepMs > 0 ? 0 : 3;
        if (panel.stepMs > 0)
            revealTimer.restart();
    }

    implicitHeight: heading.implicitHeight + column.implicitHeight + 20
    /** The lines scroll under the heading when the box is shorter than they are. */
    readonly property bool scrolls: lines.interactive
    radius: CardTheme.radius
    // Opaque, above the trick: nothing of the table shows through its text.
    color: CardTheme.panel
    border.color: CardTheme.accentLight

    Timer {
        id: revealTimer
        interval: panel.stepMs
        repeat: true
        onTriggered: {
            panel.revealed += 1;
            if (panel.revealed >= 3)
                revealTimer.stop();
        }
    }

    Text {
        id: heading

        objectName: "setupHeading"
        x: 8
        y: 8
        width: panel.width - 16
        text: qsTr("Set-up")
        color: CardTheme.accentLight
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontBody
        font.bold: true
        elide: Text.ElideRight
    }

    // Longer than its room (the lesson's discard at 1024×640, in Persian the most): the lines
    // scroll under the heading, never cut by the border nor squeezed to a strip.
    Flickable {
        id: lines

        objectName: "setupLines"
        anchors.fill: parent
        anchors.topMargin: heading.y + heading.height + 4
        anchors.margins: 8
        contentHeight: column.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        interactive: contentHeight > height + 0.5
        ScrollBar.vertical: ScrollBar { policy: lines.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

    ColumnLayout {
        id: column

        // clear of the scroll bar (on the left in right-to-left), its room kept whether it
        // shows or not: a width that followed it wrapped the lines anew, which showed or hid
        // it again (a "recursive rearrange" warning at 1024×640 in German)
        x: panel.LayoutMirroring.enabled ? 12 : 0
        width: lines.width - 12
        spacing: 4
        Line {
            objectName: "setupCut"
            opacity: panel.revealed >= 1 ? 1 : 0
            Behavior on opacity { NumberAnimation { duration: CardTheme.duration } }
            label: (panel.setup.cutterCards ?? []).length > 0
                   ? panel.words.bySeat(panel.cutter, qsTr("You cut and robbed:"), qsTr("%1 cut and robbed:"))
                   : panel.words.bySeat(panel.cutter, qsTr("You cut: nothing to rob."), qsTr("%1 cut: nothing to rob."))
            cards: panel.setup.cutterCards ?? []
            points: panel.setup.cutterPoints ?? 0
            team: panel.cutter % 2
        }
        Line {
            objectName: "setupExposed"
            opacity: panel.revealed >= 2 ? 1 : 0
            Behavior on opacity { NumberAnimation { duration: CardTheme.duration } }
            label: panel.words.bySeat(panel.dealer, qsTr("You dealt 21 each; last card shown:"),
                                      qsTr("%1 dealt 21 each; last card shown:"))
            cards: panel.setup.exposed ? [panel.setup.exposed] : []
            points: panel.setup.exposedPoints ?? 0
            team: panel.dealer % 2
        }
        Line {
            objectName: "setupFola"
            opacity: panel.revealed >= 3 ? 1 : 0
            Behavior on opacity { NumberAnimation { duration: CardTheme.duration } }
            label: (panel.setup.dealerCards ?? []).length > 0
                   ? panel.words.bySeat(panel.dealer, qsTr("You robbed from the Fola:"), qsTr("%1 robbed from the Fola:"))
                   : panel.words.bySeat(panel.dealer, qsTr("You robbed nothing from the Fola."),
                                        qsTr("%1 robbed nothing from the Fola."))
            cards: panel.setup.dealerCards ?? []
            points: panel.setup.dealerPoints ?? 0
            team: panel.dealer % 2
        }
        Text {
            objectName: "setupDiscards"
            Layout.fillWidth: true
            visible: text !== ""
            text: {
                const lines = [];
                const counts = panel.setup.discardCounts ?? [];
                const left = panel.setup.toDiscard ?? [];
                for (const s of [panel.cutter, panel.dealer]) {
                    const total = (counts[s] ?? 0) + (left[s] ?? 0);
                    if (total > 0 && lines.length < 2 && !(s === panel.dealer && s === panel.cutter))
                        //: %1 player; discarded so far / to discard in all, face down.
                        lines.push(qsTr("%1: %2 of %3 discarded face down").arg(panel.words.seat(s))
                                   .arg(Format.num(counts[s] ?? 0)).arg(Format.num(total)));
                }
                if (!(panel.setup.folaRevealed ?? false))  // once turned up, its own line shows it
                    lines.push(qsTr("Fola (out of play): %Ln card(s), face down until play starts.", "", panel.setup.folaSize ?? 0));
                return lines.join(" · ");
            }
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            wrapMode: Text.WordWrap
        }
        Repeater {
            // the declarations in their turn, and each seat that declared nothing (once over)
            model: panel.setup.declarations ?? []
            Line {
                required property var modelData
                objectName: modelData.silent ? "setupSilent_" + modelData.seat : ""
                label: modelData.silent ? panel.words.nothingDeclared(modelData.seat)
                       : panel.words.bySeat(modelData.seat, qsTr("You declared %1:"), qsTr("%1 declared %2:"))
                         .arg(panel.words.combo(modelData.kind, modelData.cards))
                cards: modelData.cards ?? []
                points: modelData.points ?? 0
                team: modelData.team ?? 0
            }
        }
        Line {
            // turned up after the declarations (newcomer #28: listed before them)
            objectName: "setupFolaRevealed"
            visible: panel.setup.folaRevealed ?? false
            label: qsTr("The Fola, turned up (out of play):")
            cards: panel.setup.fola ?? []
        }
    }
    }
}
