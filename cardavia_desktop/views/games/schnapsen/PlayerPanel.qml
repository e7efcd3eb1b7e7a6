// One player's scores: name, match count from 7 down (pips), card points, pending marriage
// points, tricks, dealer mark. All public information in this app.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import "../../common/format.js" as Format

Rectangle {
    id: panel

    required property string name
    required property int matchCount
    required property int points
    required property int pending
    required property int tricks
    property bool isDealer: false
    property bool active: false
    /** A watched deal: its match count is not your match's, and none is shown (newcomer #13). */
    property bool watched: false

    implicitWidth: layout.implicitWidth + 2 * CardTheme.spacing
    implicitHeight: layout.implicitHeight + 2 * CardTheme.spacingSmall
    Accessible.role: Accessible.Grouping
    // The whole panel in one line, e.g. "You, Dealer, 5 to go, Points: 33, Tricks: 2".
    Accessible.name: [panel.name].concat(panel.isDealer ? [dealerText.text] : [])
                                 .concat(panel.watched ? [] : [matchText.text])
                                 .concat([pointsText.text, tricksText.text]).join(", ")
    radius: CardTheme.radius
    color: Qt.rgba(0, 0, 0, panel.active ? 0.28 : 0.18)
    border.color: panel.active ? CardTheme.accentLight : Qt.rgba(1, 1, 1, 0.08)
    border.width: 1

    // The border changes with the turn at once, as the fill does: a fade of it re-rendered the
    // whole window under the filter pass at frame rate for 220 ms at every turn (the most
    // frequent animation at the tables; benchmarks/README.md, goal 3).

    ColumnLayout {
        id: layout

        anchors.centerIn: parent
        spacing: 4

        RowLayout {
            spacing: CardTheme.spacingSmall

            Text {
                text: panel.name
                color: CardTheme.textOnFelt
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontLarge
                font.bold: true
            }
            Rectangle {
                visible: panel.isDealer
                radius: 4
                color: Qt.rgba(1, 1, 1, 0.12)
                implicitWidth: dealerText.implicitWidth + 8
                implicitHeight: dealerText.implicitHeight + 2
                Text {
                    id: dealerText
                    anchors.centerIn: parent
                    //: Small mark next to the player who dealt this deal.
                    text: qsTr("Dealer")
                    color: CardTheme.textOnFeltMuted
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall - 1
                }
            }
        }

        RowLayout {
            objectName: panel.objectName + "_match"
            visible: !panel.watched
            spacing: 3
            Accessible.role: Accessible.StaticText
            Accessible.name: matchText.text

            Repeater {
                model: 7

                Rectangle {
                    required property int index
                    implicitWidth: 9
                    implicitHeight: 9
                    radius: 4.5
                    color: index < panel.matchCount ? CardTheme.accentLight : "transparent"
                    border.color: CardTheme.accentLight
                    border.width: 1
                    Behavior on color { ColorAnimation { duration: CardTheme.durationLong } }
                }
            }
            Text {
                id: matchText
                Layout.leftMargin: 4
                //: Match count: game points this player still needs (counts down from 7).
                text: qsTr("%Ln to go", "", Math.max(0, panel.matchCount))
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
            }
        }

        Text {
            id: pointsText

            objectName: panel.objectName + "_points"
            Accessible.role: Accessible.StaticText
            Accessible.name: pointsText.text
            //: Card points of a player in this deal.
            text: qsTr("Points: %1").arg(Format.num(panel.points))
                  + (panel.pending > 0
                     //: Marriage points waiting for the player's first trick.
                     ? "  " + qsTr("(+%1 pending)").arg(Format.num(panel.pending)) : "")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
        }
        Text {
            id: tricksText

            Accessible.role: Accessible.StaticText
            Accessible.name: tricksText.text
            //: Number of tricks a player has won this deal.
            text: qsTr("Tricks: %1").arg(Format.num(panel.tricks))
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
    }
}
