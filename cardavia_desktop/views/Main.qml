// The Cardavia window: header on every screen, the lobby or one game's page, in-content messages,
// and the full-window filter pass over all of it.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import "theme"
import "shell"

ApplicationWindow {
    id: window

    // Pushed from Python (app.py) with setInitialProperties.
    required property var games
    required property string initialGame
    required property url filterShader
    required property bool screenshotMode

    property string currentGame: initialGame
    property bool optionsOpen: false

    function openGame(gameId: string): void {
        window.currentGame = gameId
    }

    function openLobby(): void {
        window.currentGame = ""
    }

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    color: Theme.paper
    title: window.currentGame !== ""
           //: Window title with a game open; %1 is the game's name.
           ? qsTr("%1 · Cardavia").arg(titleInfo.name)
           : qsTr("Cardavia")
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontBody

    GameInfo {
        id: titleInfo

        gameId: window.currentGame
    }

    Item {
        id: content

        anchors.fill: parent
        LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
        LayoutMirroring.childrenInherit: true

        ColumnLayout {
            anchors.fill: parent
            spacing: 0

            Header {
                id: header

                Layout.fillWidth: true
                dropDownParent: content  // its language list drops over the page
                optionsOpen: options.visible
                onOptionsToggled: window.optionsOpen = !window.optionsOpen
            }

            MessageBanner {
                Layout.fillWidth: true
                text: AppSettings.message
                onDismissed: AppSettings.dismissMessage()
            }

            Loader {
                // The lobby is built in; a game's page (and its table, rules and panels) is
                // loaded from its file only when a table opens: none of it before the first
                // frame of the lobby.
                id: page

                function show(): void {
                    if (window.currentGame === "")
                        page.sourceComponent = lobby
                    else
                        page.setSource(Qt.resolvedUrl("shell/GamePage.qml"),
                                       { "gameId": window.currentGame })
                }

                Layout.fillWidth: true
                Layout.fillHeight: true
                Component.onCompleted: page.show()

                Connections {
                    target: window

                    function onCurrentGameChanged(): void {
                        page.show()
                    }
                }

                Connections {
                    target: page.item
                    ignoreUnknownSignals: true

                    function onBack(): void {
                        window.openLobby()
                    }
                }
            }
        }

        MouseArea {
            // A click beside the open options panel closes it.
            anchors.fill: parent
            visible: options.visible
            onClicked: window.optionsOpen = false
        }

        OptionsPanel {
            id: options

            anchors.top: parent.top
            anchors.topMargin: header.height + Theme.spacingSmall
            anchors.right: parent.right
            anchors.rightMargin: Theme.spacingLarge
            visible: window.optionsOpen
            focus: visible
            onVisibleChanged: if (visible) options.forceActiveFocus()
            onCloseRequested: window.optionsOpen = false
        }

        HoverHandler {
            id: pointer

            property point last

            // Qt re-sends hover events after every frame; only a real move counts as activity.
            onPointChanged: {
                const position = pointer.point.scenePosition
                if (position.x !== pointer.last.x || position.y !== pointer.last.y) {
                    pointer.last = position
                    grainClock.wake()
                }
            }
        }
    }

    Component {
        id: lobby

        Lobby {
            games: window.games
            onGameChosen: (gameId) => window.openGame(gameId)
        }
    }

    FilterLayer {
        id: filters

        objectName: "filterLayer"
        anchors.fill: parent
        sourceItem: content
        shader: window.filterShader
        active: AppSettings.filtersAvailable
        contrast: AppSettings.contrast / 100
        grain: AppSettings.grain / 100
        temperature: AppSettings.temperature / 100
        time: grainClock.time
    }

    // Moves the grain at film speed while someone is using the window; idle windows stay still
    // (animated grain redraws the whole window and costs a lot on software GL).
    QtObject {
        id: grainClock

        property real time: 0
        property bool awake: true

        function wake(): void {
            grainClock.awake = true
            idleTimer.restart()
        }

        readonly property Timer ticker: Timer {
            interval: 42
            repeat: true
            running: filters.active && filters.grain > 0 && grainClock.awake
                     && !window.screenshotMode && window.visibility !== Window.Minimized
            onTriggered: grainClock.time += interval / 1000
        }

        readonly property Timer idleTimer: Timer {
            interval: 8000
            running: true
            onTriggered: grainClock.awake = false
        }
    }

    Connections {
        target: AppSettings

        function onGrainChanged(): void {
            grainClock.wake()
        }
    }
}
