// One player's corner: name, chips behind (as a stack), the public UP/DOWN signal of their two
// cards, who acts first this deal and what they did last in the betting.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format

Rectangle {
    id: box

    property string name
    property int stack: 0
    /** ``{"up", "down"}`` of this player's two current cards. */
    property var signalCounts: ({})
    property bool first: false
    property bool active: false
    property string lastAction: ""
    property color chipColor: "#b8322b"
    property real chipWidth: 28
    /** What the UP/DOWN badge counts (its tooltip and its screen-reader description). */
    //: Lock & Bet: the tooltip of a player's UP/DOWN badge. The ranks are the cards' corner indices: digits as the app writes numbers in your language; in a right-to-left language name J, Q, K, A as words (Latin letters inside the sentence reorder).
    readonly property string signalLegend: qsTr("UP: 8, 9, 10, J, Q, K, A. DOWN: 2 to 7. The badge counts this player's two cards, never saying which is which.")

    implicitWidth: Math.max(170, content.implicitWidth + 2 * CardTheme.spacing)
    implicitHeight: content.implicitHeight + 2 * CardTheme.spacingSmall
    radius: CardTheme.radius
    color: Qt.rgba(0, 0, 0, box.active ? 0.32 : 0.2)
    border.color: box.active ? CardTheme.accentLight : Qt.rgba(1, 1, 1, 0.1)
    border.width: box.active ? 2 : 1
    Accessible.role: Accessible.Pane
    //: Accessible summary of a player's corner: name and the chips behind.
    Accessible.name: qsTr("%1: %Ln chip(s)", "", box.stack).arg(box.name)
    Accessible.description: box.lastAction

    // The fill and border change with the turn at once, as the seat panels' do: a fade would
    // re-render the whole window under the filter pass for its 220 ms at every turn.

    RowLayout {
        id: content

        anchors.fill: parent
        anchors.margins: CardTheme.spacingSmall
        anchors.leftMargin: CardTheme.spacing
        anchors.rightMargin: CardTheme.spacing
        spacing: CardTheme.spacing

        ChipStack {
            objectName: box.objectName + "Chips"
            Layout.alignment: Qt.AlignBottom
            count: box.stack
            chipWidth: box.chipWidth
            chipColor: box.chipColor
            columnSize: 10
        }

        ColumnLayout {
            spacing: 3

            Text {
                text: box.name
                color: CardTheme.textOnFelt
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontLarge
                font.bold: true
            }
            Text {
                objectName: box.objectName + "Stack"
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                //: Chips a player still has behind (not in the pot).
                text: qsTr("%Ln chip(s)", "", box.stack)
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
            }
            Rectangle {
                objectName: box.objectName + "Signal"
                implicitWidth: signalText.implicitWidth + 14
                implicitHeight: signalText.implicitHeight + 6
                radius: height / 2
                color: Qt.rgba(0.91, 0.81, 0.61, 0.16)
                border.color: CardTheme.accentLight
                visible: box.signalCounts.up !== undefined
                Accessible.role: Accessible.StaticText
                Accessible.name: signalText.text
                Accessible.description: box.signalLegend

                // What UP and DOWN mean, on hover or a click (newcomer #18: no legend anywhere)
                HoverHandler {
                    id: signalHover
                }
                TapHandler {
                    onTapped: tippedTimer.restart()
                }
                Timer {
                    id: tippedTimer

                    interval: 8000
                }
                ToolTip {
                    id: signalTip

                    objectName: box.objectName + "SignalTip"
                    parent: signalText.parent
                    visible: signalHover.hovered || tippedTimer.running
                    delay: 300
                    text: box.signalLegend
                    width: Math.min(implicitWidth, 360)
                    contentItem: Text {
                        text: box.signalLegend
                        wrapMode: Text.Wrap
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                    }
                }

                Text {
                    id: signalText

                    anchors.centerIn: parent
                    //: Public signal: how many of the player's two cards are high (8 to A) and low (2 to 7).
                    text: qsTr("UP %1 · DOWN %2").arg(Format.num(box.signalCounts.up ?? 0)).arg(Format.num(box.signalCounts.down ?? 0))
                    color: CardTheme.accentLight
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                    font.bold: true
                }

                Rectangle {
                    // A lesson's mark on the badges (its "#signals"): the halo of a marked card,
                    // which the lesson's arrow points at (LessonMarks.shown).
                    id: signalHalo

                    objectName: "lessonMark"
                    z: -1  // beneath the badge's words
                    anchors.fill: parent
                    // within the column's spacing: clear of the chips line and the last move
                    // (newcomer #11: over "19 chips")
                    anchors.margins: -parent.parent.spacing
                    radius: height / 2
                    visible: parent.visible && LessonMarks.button(["#signals"], [])
                    color: "#306fe3ff"
                    border.color: CardTheme.markGlow
                    border.width: 3
                    onVisibleChanged: LessonMarks.show(signalHalo, signalHalo.visible)
                    Component.onCompleted: if (signalHalo.visible) LessonMarks.show(signalHalo, true)
                    Component.onDestruction: LessonMarks.show(signalHalo, false)
                }
            }
            Text {
                objectName: box.objectName + "LastAction"
                visible: text !== ""
                text: box.first && box.lastAction === "" ? qsTr("Acts first this deal") : box.lastAction
                color: box.lastAction !== "" ? CardTheme.textOnFelt : CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                font.italic: box.lastAction === ""
            }
        }
    }

    Rectangle {
        // Who acts first, still shown once that player has acted (newcomer #37: the AI's box
        // said "Locked a card" and nothing said the AI would bet first). A tag on the box's top
        // edge, outside its layout: the box keeps its size (the tables at 1024×640).
        objectName: box.objectName + "FirstMark"
        visible: box.first && box.lastAction !== ""
        anchors.verticalCenter: box.top
        anchors.right: box.right
        anchors.rightMargin: CardTheme.spacing
        radius: 4
        color: CardTheme.accentLight
        implicitWidth: firstText.implicitWidth + 8
        implicitHeight: firstText.implicitHeight + 2
        Accessible.role: Accessible.StaticText
        Accessible.name: firstText.text

        Text {
            id: firstText

            anchors.centerIn: parent
            //: Lock & Bet: small tag on the box of the player who acts first this deal (shown once that player has acted; before, the line "Acts first this deal" says it).
            text: qsTr("First")
            color: CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall - 1
            font.bold: true
        }
    }
}
