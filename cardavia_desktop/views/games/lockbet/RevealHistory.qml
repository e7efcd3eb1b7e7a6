// The revealed locked cards of the finished deals, newest first: yours above the AI's, the
// winner's card marked; with the number of cards left in the shoe.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import "../../common/format.js" as Format

Rectangle {
    id: panel

    /** The controller's ``betting.history``: ``deal``, ``cards``, ``winner``, ``reason``. */
    property var history: []
    property real cardWidth: 26
    property int maxDeals: 8
    /** Between the cards and the heading or the You/AI labels: clear of a lesson's halo. */
    readonly property int markGap: CardTheme.markReach(panel.cardWidth)
    /** What each deal shown adds to the width, and the width of the You/AI labels and margins
        (the table gives it as many deals as its room takes). */
    readonly property real dealWidth: panel.cardWidth + panel.markGap
    readonly property real labelsWidth: labels.width + 2 * CardTheme.spacingSmall

    implicitWidth: column.implicitWidth + 2 * CardTheme.spacingSmall
    implicitHeight: column.implicitHeight + 2 * CardTheme.spacingSmall
    radius: CardTheme.radius
    color: Qt.rgba(0, 0, 0, 0.18)
    border.color: Qt.rgba(1, 1, 1, 0.08)

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: CardTheme.spacingSmall
        spacing: panel.markGap

        Text {
            //: Heading of the list of locked cards shown at past reveals.
            text: qsTr("Revealed cards")
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }

        Row {
            spacing: panel.markGap
            visible: panel.history.length > 0

            Column {
                id: labels

                spacing: 2
                Text {
                    height: Math.round(panel.cardWidth * CardTheme.cardAspect)
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("You")
                    color: CardTheme.textOnFeltMuted
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall - 1
                }
                Text {
                    height: Math.round(panel.cardWidth * CardTheme.cardAspect)
                    verticalAlignment: Text.AlignVCenter
                    text: qsTr("AI")
                    color: CardTheme.textOnFeltMuted
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall - 1
                }
            }

            Repeater {
                objectName: "historyRepeater"
                model: panel.history.slice(-panel.maxDeals).reverse()

                Column {
                    id: deal

                    required property var modelData

                    spacing: 2
                    Accessible.role: Accessible.StaticText
                    //: A past deal in the history: its number.
                    Accessible.name: qsTr("Deal %1").arg(Format.num(deal.modelData.deal))

                    Repeater {
                        model: deal.modelData.cards

                        CardView {
                            required property string modelData
                            required property int index

                            code: modelData
                            pack: "french"
                            width: panel.cardWidth
                            shadow: false
                            highlighted: deal.modelData.winner === index
                            dimmed: deal.modelData.reason === "fold" && deal.modelData.winner !== index
                        }
                    }
                }
            }
        }

        Text {
            visible: panel.history.length === 0
            text: qsTr("None yet")
            color: CardTheme.textOnFeltMuted
            opacity: 0.7
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            font.italic: true
        }
    }
}
