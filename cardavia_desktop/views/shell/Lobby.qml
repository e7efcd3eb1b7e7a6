// The lobby: one tile per game that has a table; choosing a tile opens its page.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import "../theme"

Rectangle {
    id: lobby

    required property var games

    signal gameChosen(string gameId)

    objectName: "lobby"
    color: Theme.felt

    // A soft vignette so the felt does not look flat.
    Rectangle {
        anchors.fill: parent
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.feltLight }
            GradientStop { position: 0.55; color: Theme.felt }
            GradientStop { position: 1.0; color: Theme.feltDark }
        }
    }

    Flickable {
        id: scroller

        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.spacingHuge
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ScrollBar.vertical: ScrollBar { }

        ColumnLayout {
            id: column

            x: (scroller.width - width) / 2
            y: Theme.spacingHuge
            width: Math.min(scroller.width - 2 * Theme.spacingHuge, Theme.contentMaxWidth)
            spacing: Theme.spacingLarge

            Label {
                objectName: "lobbyTitle"
                Layout.fillWidth: true
                text: qsTr("Choose a game")
                color: Theme.feltText
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontDisplay
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingLarge

                Label {
                    Layout.fillWidth: true
                    text: qsTr("Traditional card games against AI opponents, played offline.")
                    color: Theme.feltTextMuted
                    font.pixelSize: Theme.fontLarge
                    wrapMode: Text.Wrap
                }

                AiLevelChooser {
                    labelColor: Theme.feltText
                }
            }

            Flow {
                Layout.fillWidth: true
                Layout.topMargin: Theme.spacing
                spacing: Theme.spacingLarge

                Repeater {
                    model: lobby.games

                    GameTile {
                        required property string modelData

                        gameId: modelData
                        width: Math.min(column.width, 500)
                        onChosen: lobby.gameChosen(modelData)
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                visible: lobby.games.length === 0
                text: qsTr("No game tables are installed yet.")
                color: Theme.feltText
                font.pixelSize: Theme.fontLarge
            }
        }
    }
}
