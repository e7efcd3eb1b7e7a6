// Review of the last finished trick: both cards, who won it and its points.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import "../../common/format.js" as Format

Rectangle {
    id: panel

    /** {"cards": [{seat, card}], "winner", "points"} or {}. */
    required property var trick
    property real cardWidth: 64

    signal closeClicked()

    implicitWidth: layout.implicitWidth + 2 * CardTheme.spacing
    implicitHeight: layout.implicitHeight + 2 * CardTheme.spacing
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    Accessible.description: outcome.text
    radius: CardTheme.radius
    color: CardTheme.paper
    border.color: CardTheme.paperLine

    MouseArea { anchors.fill: parent; onClicked: panel.closeClicked() }

    ColumnLayout {
        id: layout

        anchors.centerIn: parent
        spacing: CardTheme.spacingSmall

        Text {
            id: title

            Layout.alignment: Qt.AlignHCenter
            text: qsTr("Last trick")
            color: CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            font.bold: true
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: CardTheme.spacingSmall

            Repeater {
                model: panel.trick.cards ?? []

                ColumnLayout {
                    id: entry
                    required property var modelData
                    spacing: 2
                    CardView {
                        Layout.alignment: Qt.AlignHCenter
                        code: entry.modelData.card
                        width: panel.cardWidth
                        Layout.preferredWidth: panel.cardWidth
                        Layout.preferredHeight: Math.round(panel.cardWidth * CardTheme.cardAspect)
                        shadow: false
                    }
                    Text {
                        Layout.alignment: Qt.AlignHCenter
                        text: entry.modelData.seat === 0 ? qsTr("You") : qsTr("AI")
                        color: CardTheme.inkMuted
                        font.family: CardTheme.fontFamily
                        font.pixelSize: CardTheme.fontSmall
                    }
                }
            }
        }
        Text {
            id: outcome

            Layout.alignment: Qt.AlignHCenter
            text: (panel.trick.winner === 0 ? qsTr("You won it") : qsTr("The AI won it"))
                  + " · " + qsTr("%Ln point(s)", "", panel.trick.points ?? 0)
            color: CardTheme.ink
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
    }
}
