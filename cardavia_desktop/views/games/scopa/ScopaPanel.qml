// One player's scores: name, dealer mark, the match total out of 11 and this deal's running
// tally (cards, Diamonds, settebello, scope) — all public: captures are made face up.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import cards
import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

Rectangle {
    id: panel

    required property string name
    required property int seat
    /** The match totals [you, AI]. */
    required property var matchPoints
    /** The running prize breakdown of the piles (observation "tally"). */
    required property var tally
    property bool isDealer: false
    property bool active: false
    /** A watched deal: its score is not your match's, and none is shown (newcomer #13); your
        seat is Hard's (watched.js), never "you". */
    property bool watched: false
    readonly property string shownName: panel.watched && panel.seat === 0 ? Watched.seat() : panel.name
    readonly property int total: panel.matchPoints[panel.seat] ?? 0

    implicitWidth: Math.max(layout.implicitWidth, 150) + 2 * CardTheme.spacing
    implicitHeight: layout.implicitHeight + 2 * CardTheme.spacingSmall
    Accessible.role: Accessible.Grouping
    // The whole panel in one line, e.g. "You, Match points: 7 of 11, Cards: 12 · Diamonds: 4, ...".
    Accessible.name: [panel.shownName].concat(panel.isDealer ? [dealerText.text] : [])
                                 .concat(panel.watched ? [] : [bar.Accessible.name])
                                 .concat([tallyText.text, scopeText.text])
                                 .concat(settebello.visible ? [settebello.gloss] : []).join(", ")
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
        width: parent.width - 2 * CardTheme.spacing
        spacing: 4

        RowLayout {
            spacing: CardTheme.spacingSmall

            Text {
                objectName: panel.objectName + "_name"
                text: panel.shownName
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
            Item { Layout.fillWidth: true }
            Text {
                objectName: panel.objectName + "_total"
                visible: !panel.watched
                Accessible.role: Accessible.StaticText
                Accessible.name: bar.Accessible.name
                //: A player's match total out of the 11 points needed, e.g. "7 / 11".
                text: qsTr("%1 / %2").arg(Format.num(panel.total)).arg(Format.num(11))
                color: CardTheme.accentLight
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontLarge
                font.bold: true
            }
        }

        Rectangle {
            // The way to 11: a thin brass bar.
            id: bar

            objectName: "matchBar"
            visible: !panel.watched
            Layout.fillWidth: true
            implicitHeight: 4
            radius: 2
            color: Qt.rgba(1, 1, 1, 0.1)
            Accessible.role: Accessible.ProgressBar
            Accessible.name: qsTr("Match points: %1 of %2").arg(Format.num(panel.total)).arg(Format.num(11))

            Rectangle {
                anchors.left: parent.left  // (mirrored: it fills from the right in Arabic, Persian)
                width: parent.width * Math.min(1, panel.total / 11)
                height: parent.height
                radius: 2
                color: CardTheme.accentLight
                Behavior on width { NumberAnimation { duration: CardTheme.durationLong } }
            }
        }

        Text {
            id: tallyText

            objectName: panel.objectName + "_tally"
            Accessible.role: Accessible.StaticText
            Accessible.name: tallyText.text
            Layout.fillWidth: true
            //: This deal so far: cards captured and Diamonds among them.
            text: qsTr("Cards: %1 · Diamonds: %2")
                  .arg(Format.num((panel.tally.cards ?? [0, 0])[panel.seat]))
                  .arg(Format.num((panel.tally.diamonds ?? [0, 0])[panel.seat]))
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            elide: Text.ElideRight
        }
        RowLayout {
            spacing: 6

            Text {
                id: scopeText

                Accessible.role: Accessible.StaticText
                Accessible.name: scopeText.text
                //: Number of scope (table sweeps) a player has made this deal.
                text: qsTr("Scope: %1").arg(Format.num((panel.tally.scope ?? [0, 0])[panel.seat]))
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
            }
            Rectangle {
                id: settebello

                /** What the badge means, on hover and for a screen reader (the panel's name). */
                //: Tooltip of the "Settebello" badge: %1 the card's name ("7 of Diamonds").
                readonly property string gloss: qsTr("Settebello: this player has taken the %1, a prize of 1 point on its own.")
                                                .arg(CardNames.card("french", "D7"))

                objectName: panel.objectName + "_settebello"
                visible: panel.tally.settebello === panel.seat
                Accessible.role: Accessible.StaticText
                Accessible.name: settebelloText.text
                Accessible.description: settebello.gloss

                HoverHandler {
                    id: settebelloHover
                }

                ToolTip {
                    objectName: panel.objectName + "_settebelloTip"
                    parent: settebello
                    visible: settebelloHover.hovered
                    delay: 300
                    text: settebello.gloss
                }
                radius: 4
                color: Qt.rgba(0.66, 0.45, 0.16, 0.55)
                implicitWidth: settebelloRow.implicitWidth + 8
                implicitHeight: settebelloRow.implicitHeight + 2
                Row {
                    id: settebelloRow
                    anchors.centerIn: parent
                    spacing: 3
                    SuitPip {
                        anchors.verticalCenter: parent.verticalCenter
                        width: 11
                        height: 11
                        suit: "D"
                        pack: "french"
                    }
                    Text {
                        id: settebelloText

                        //: Badge: this player holds the seven of Diamonds.
                        text: qsTr("Settebello")
                        color: CardTheme.textOnFelt
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall - 1
                        font.bold: true
                    }
                }
            }
        }
    }
}
