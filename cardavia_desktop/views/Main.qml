// The Cardavia window. Its first frame is the bare ground of the screen it opens on (the
// header's paper band over the felt, or the paper of a game's page), drawn before anything
// else is built; app.py then sets `shellReady` and the shell (shell/AppShell.qml: header,
// lobby or a game's page, options) is built over it. The full-window filter pass covers both
// (from the shell on when the ground looks the same without it).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls

import Cardavia

import theme
import shell

ApplicationWindow {
    id: window

    // Buttons keep their fills under the contrast filter (Theme.steady).
    palette.button: Theme.controlFill
    palette.mid: Theme.controlFillDown

    // Pushed from Python (app.py) with setInitialProperties.
    required property var games
    required property string initialGame
    required property url filterShader
    required property bool screenshotMode

    /** Set by app.py once the first frame is on screen (and the shell's types are registered). */
    property bool shellReady: false
    property string currentGame: initialGame
    property bool optionsOpen: false
    /** The game whose lesson the next opened page starts (the lobby tile's Learn). */
    property string lessonGame: ""

    function openGame(gameId: string): void {
        window.currentGame = gameId
    }

    function openLobby(): void {
        window.currentGame = ""
    }

    /** Unload the shell (a table with it) while the engine runs: app.py, before it quits. */
    function closeShell(): void {
        shell.source = ""
    }

    onShellReadyChanged: {
        if (window.shellReady)
            shell.setSource(Qt.resolvedUrl("shell/AppShell.qml"), { "window": window })
    }

    width: 1280
    height: 800
    minimumWidth: 1024
    minimumHeight: 640
    visible: true
    color: Theme.paper
    title: qsTr("Cardavia")
    font.family: Theme.fontFamily
    font.pixelSize: Theme.fontBody

    Item {
        id: content

        objectName: "windowContent"
        anchors.fill: parent

        Rectangle {
            // The ground until the shell is built: what its first frame will cover exactly.
            id: ground

            objectName: "ground"
            anchors.fill: parent
            anchors.topMargin: Theme.headerHeight
            visible: shell.status !== Loader.Ready
            color: Theme.paper
            gradient: window.currentGame !== "" ? null : feltGradient

            Gradient {
                id: feltGradient

                GradientStop { position: 0.0; color: Theme.feltLight }
                GradientStop { position: 0.55; color: Theme.felt }
                GradientStop { position: 1.0; color: Theme.feltDark }
            }

            Rectangle {
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.top
                height: 1
                color: Theme.paperLine
            }
        }

        Loader {
            id: shell

            objectName: "shellLoader"
            anchors.fill: parent
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

    FilterLayer {
        id: filters

        objectName: "filterLayer"
        anchors.fill: parent
        sourceItem: content
        shader: window.filterShader
        // Never when it would change nothing (neutral contrast and temperature, grain off).
        // Not in the first frame unless it changes the ground's colours: at neutral contrast
        // and temperature only the grain would be missing from it, for the moment until the
        // shell is built (the pass's first render costs ~45 ms of CPU on a software renderer).
        active: AppSettings.filtersAvailable && filters.changesPicture
                && (window.shellReady || filters.changesColours)
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
