// The lobby: one tile per game that has a table; choosing a tile opens its page. Three
// columns from 960 px of content (all five tiles fit at 1280×800 without scrolling), two below.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme

Rectangle {
    id: lobby

    required property var games

    signal gameChosen(string gameId)
    signal lessonChosen(string gameId)

    /** A short window (1024×640): tighter, so that both rows of tiles show whole without
        scrolling, in Persian's taller lines too. */
    readonly property bool compact: scroller.height < 700

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
        contentHeight: column.implicitHeight + 2 * Theme.spacingLarge
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ScrollBar.vertical: ScrollBar { }

        ColumnLayout {
            id: column

            x: (scroller.width - width) / 2
            y: lobby.compact ? Theme.spacingSmall : Theme.spacingLarge
            width: Math.min(scroller.width - 2 * Theme.spacingHuge, Theme.contentMaxWidth + 100)
            spacing: lobby.compact ? Theme.spacingSmall : Theme.spacing

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingLarge

                ColumnLayout {
                    Layout.fillWidth: true
                    spacing: 2

                    Label {
                        objectName: "lobbyTitle"
                        Layout.fillWidth: true
                        text: qsTr("Choose a game")
                        color: Theme.feltText
                        font.family: Theme.serifFamily
                        font.pixelSize: lobby.compact ? Theme.fontTitle : Theme.fontDisplay
                    }

                    Label {
                        Layout.fillWidth: true
                        visible: !lobby.compact  // (a short window: room for the tiles)
                        text: qsTr("Traditional card games against AI opponents, played offline.")
                        color: Theme.feltTextMuted
                        font.pixelSize: Theme.fontLarge
                        wrapMode: Text.Wrap
                    }
                }
            }

            GridLayout {
                id: tiles

                objectName: "lobbyTiles"
                Layout.fillWidth: true
                Layout.topMargin: lobby.compact ? 0 : Theme.spacingSmall
                columns: column.width >= 960 ? 3 : 2
                columnSpacing: Theme.spacingLarge
                rowSpacing: lobby.compact ? Theme.spacing : Theme.spacingLarge
                uniformCellWidths: true

                Repeater {
                    model: lobby.games

                    GameTile {
                        required property string modelData

                        gameId: modelData
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 300
                        compact: lobby.compact  // 1024×640: both rows in view
                        onChosen: lobby.gameChosen(modelData)
                        onLearnChosen: lobby.lessonChosen(modelData)
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
