// A lobby tile: the game's name, format line and pitch; clicking it opens the game.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import "../theme"

AbstractButton {
    id: tile

    required property string gameId

    signal chosen()

    objectName: "game_" + gameId
    implicitHeight: body.implicitHeight + 2 * Theme.spacingLarge
    hoverEnabled: true
    Accessible.name: info.name
    Accessible.description: info.pitch
    onClicked: tile.chosen()

    GameInfo {
        id: info

        gameId: tile.gameId
    }

    background: Item {
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 3
            anchors.leftMargin: 1
            anchors.rightMargin: -1
            anchors.bottomMargin: -4
            radius: Theme.radius
            color: Theme.shadow
        }

        Rectangle {
            anchors.fill: parent
            radius: Theme.radius
            color: tile.hovered ? Theme.surface : Theme.paper
            border.color: tile.visualFocus || tile.hovered ? Theme.accent : Theme.paperLine
            border.width: tile.visualFocus ? 2 : 1
        }
    }

    contentItem: Item {
        RowLayout {
            id: body

            anchors.fill: parent
            anchors.margins: Theme.spacingLarge
            spacing: Theme.spacingLarge

            CardFan {
                Layout.alignment: Qt.AlignTop
            }

            ColumnLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingSmall

                Label {
                    Layout.fillWidth: true
                    text: info.name
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }

                Label {
                    Layout.fillWidth: true
                    text: info.format
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }

                Label {
                    Layout.fillWidth: true
                    text: info.pitch
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    lineHeight: 1.15
                    wrapMode: Text.Wrap
                }

                Label {
                    Layout.topMargin: Theme.spacingSmall
                    text: qsTr("Play")
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    font.underline: tile.hovered
                }
            }
        }
    }
}
