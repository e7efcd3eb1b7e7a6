// One seat at a four-player table: name, team colour, dealer mark, whose turn, and the backs
// of the cards the seat holds (count only: hidden cards are never named).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import "format.js" as Format

Rectangle {
    id: panel

    required property string name
    /** The team's colour (a stripe and the name's dot). */
    property color teamColor: CardTheme.accentLight
    /** Team name shown under the player's name ("" for none). */
    property string teamName: ""
    property int cardCount: 0
    property bool isDealer: false
    property bool active: false
    /** The seat's AI is choosing its move (a pulsing word under the name). */
    property bool thinking: false
    /** Width of the small card backs; 0 hides them. */
    property real cardWidth: 30

    implicitWidth: Math.max(layout.implicitWidth, backs.width) + 2 * CardTheme.spacing
    implicitHeight: layout.implicitHeight + 2 * CardTheme.spacingSmall
    radius: CardTheme.radius
    color: Qt.rgba(0, 0, 0, panel.active ? 0.3 : 0.18)
    border.color: panel.active ? CardTheme.accentLight : Qt.rgba(1, 1, 1, 0.08)
    border.width: panel.active ? 2 : 1
    Accessible.role: Accessible.StaticText
    //: Accessible summary of a seat: name, team, number of cards.
    Accessible.name: qsTr("%1, %2, %Ln card(s)", "", panel.cardCount).arg(panel.name).arg(panel.teamName)
    Accessible.description: panel.thinking ? thinkingText.text : ""

    // The border changes with the turn at once, as the fill does: a fade of it re-rendered the
    // whole window under the filter pass at frame rate for 220 ms at every turn (the most
    // frequent animation at the tables; benchmarks/README.md, goal 3).

    Rectangle {
        // The team stripe along the leading edge.
        objectName: "teamStripe"
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        anchors.margins: 4
        width: 4
        radius: 2
        color: panel.teamColor
    }

    ColumnLayout {
        id: layout

        anchors.centerIn: parent
        spacing: 3

        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: CardTheme.spacingSmall

            Rectangle {
                width: 10
                height: 10
                radius: 5
                color: panel.teamColor
            }
            Text {
                text: panel.name
                color: CardTheme.textOnFelt
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontBody + 1
                font.bold: true
            }
            Rectangle {
                objectName: "dealerMark"
                visible: panel.isDealer
                radius: 4
                color: CardTheme.accentLight
                implicitWidth: dealerText.implicitWidth + 8
                implicitHeight: dealerText.implicitHeight + 2
                Text {
                    id: dealerText
                    anchors.centerIn: parent
                    //: Small mark next to the player who dealt this deal.
                    text: qsTr("Dealer")
                    color: CardTheme.ink
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall - 1
                    font.bold: true
                }
            }
        }
        Text {
            Layout.alignment: Qt.AlignHCenter
            visible: panel.teamName !== ""
            text: panel.teamName
            color: panel.teamColor
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
        Item {
            id: backs

            Layout.alignment: Qt.AlignHCenter
            visible: panel.cardWidth > 0 && panel.cardCount > 0
            width: panel.cardWidth * (1 + 0.18 * Math.max(0, panel.cardCount - 1))
            height: Math.round(panel.cardWidth * CardTheme.cardAspect)
            implicitWidth: width
            implicitHeight: height

            Repeater {
                model: panel.cardCount

                CardBack {
                    required property int index
                    width: panel.cardWidth
                    height: Math.round(width * CardTheme.cardAspect)
                    x: index * panel.cardWidth * 0.18
                }
            }
        }
        Text {
            objectName: "cardCount"
            Layout.alignment: Qt.AlignHCenter
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            //: Number of cards a player holds.
            text: qsTr("%Ln card(s)", "", panel.cardCount)
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
    }

    Text {
        // Just under the panel, outside its layout, so the panel keeps its size.
        id: thinkingText

        objectName: "thinking"
        anchors.top: parent.bottom
        anchors.topMargin: 2
        anchors.horizontalCenter: parent.horizontalCenter
        visible: panel.thinking
        //: Under a player's name while the AI chooses its move.
        text: qsTr("Thinking…")
        color: CardTheme.accentLight
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        font.italic: true

        // Blinks in two steps a second rather than fading every frame: a continuous fade
        // redraws the whole window at frame rate while the AI search takes a core (measured:
        // 200 ms frames instead of 87 ms on the software renderer, benchmarks/frame_timing.py).
        Timer {
            interval: 600
            repeat: true
            running: thinkingText.visible && CardTheme.motion > 0
            onRunningChanged: if (!running) thinkingText.opacity = 1
            onTriggered: thinkingText.opacity = thinkingText.opacity < 1 ? 1 : 0.45
        }
    }
}
