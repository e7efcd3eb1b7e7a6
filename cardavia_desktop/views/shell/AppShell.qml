// Everything in the window but the filter pass: the header, the message banner, the lobby or
// one game's page, and the options panel. Main.qml builds it once its first frame is on screen.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import "../theme"

Item {
    id: shell

    /** Main's window: its games, current game and options state. */
    required property var window

    LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true

    GameInfo {
        id: titleInfo

        gameId: shell.window.currentGame
    }

    Binding {
        target: shell.window
        property: "title"
        value: shell.window.currentGame !== ""
               //: Window title with a game open; %1 is the game's name.
               ? qsTr("%1 · Cardavia").arg(titleInfo.name)
               : qsTr("Cardavia")
    }

    Shortcut {
        // Sound on or off anywhere in the window (M alone is Schnapsen's marriage key).
        objectName: "muteKey"
        sequence: "Ctrl+M"
        context: Qt.WindowShortcut
        onActivated: AppSettings.soundEnabled = !AppSettings.soundEnabled
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Header {
            id: header

            Layout.fillWidth: true
            dropDownParent: shell  // its language list drops over the page
            optionsOpen: options.visible
            onOptionsToggled: shell.window.optionsOpen = !shell.window.optionsOpen
        }

        MessageBanner {
            Layout.fillWidth: true
            text: AppSettings.message
            onDismissed: AppSettings.dismissMessage()
        }

        Loader {
            // The lobby is built in; a game's page (and its table, rules and panels) is
            // loaded from its file only when a table opens.
            id: page

            function show(): void {
                if (shell.window.currentGame === "")
                    page.sourceComponent = lobby
                else
                    page.setSource(Qt.resolvedUrl("GamePage.qml"),
                                   { "gameId": shell.window.currentGame })
            }

            Layout.fillWidth: true
            Layout.fillHeight: true
            Component.onCompleted: page.show()

            Connections {
                target: shell.window

                function onCurrentGameChanged(): void {
                    page.show()
                }
            }

            Connections {
                target: page.item
                ignoreUnknownSignals: true

                function onBack(): void {
                    shell.window.openLobby()
                }
            }
        }
    }

    MouseArea {
        // A click beside the open options panel closes it.
        anchors.fill: parent
        visible: options.visible
        onClicked: shell.window.optionsOpen = false
    }

    OptionsPanel {
        id: options

        anchors.top: parent.top
        anchors.topMargin: header.height + Theme.spacingSmall
        anchors.right: parent.right
        anchors.rightMargin: Theme.spacingLarge
        visible: shell.window.optionsOpen
        focus: visible
        onVisibleChanged: if (visible) options.forceActiveFocus()
        onCloseRequested: shell.window.optionsOpen = false
    }

    Component {
        id: lobby

        Lobby {
            games: shell.window.games
            onGameChosen: (gameId) => shell.window.openGame(gameId)
        }
    }
}
