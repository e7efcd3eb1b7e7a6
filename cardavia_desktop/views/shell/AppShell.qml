// Everything in the window but the filter pass: the header, the message banner, the lobby or
// one game's page, the options panel and the About box; the window's own keys (Ctrl+Q quits,
// F11 fills the screen). Main.qml builds it once its first frame is on screen.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme

Item {
    id: shell

    /** Main's window: its games, current game and options state. */
    required property var window

    /** The About box shows over everything. */
    property bool aboutOpen: false
    /** How the window was shown before it filled the screen (given back by the next F11). */
    property int shownBefore: Window.Windowed

    /** Quit: the window closes as by its close button (app.py stops the tables, then exits). */
    function quit(): void {
        shell.window.close()
    }

    /** Fill the screen with the window, or give it back the size it had. */
    function toggleFullScreen(): void {
        if (shell.window.visibility === Window.FullScreen) {
            shell.window.visibility = shell.shownBefore
        } else {
            shell.shownBefore = shell.window.visibility === Window.Maximized ? Window.Maximized
                                                                            : Window.Windowed
            shell.window.visibility = Window.FullScreen
        }
    }

    LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true

    Shortcut {
        objectName: "quitKey"
        sequence: "Ctrl+Q"  // Cmd+Q on a Mac
        context: Qt.ApplicationShortcut
        onActivated: shell.quit()
    }

    Shortcut {
        objectName: "fullScreenKey"
        sequence: "F11"
        context: Qt.ApplicationShortcut
        onActivated: shell.toggleFullScreen()
    }

    onAboutOpenChanged: {
        if (shell.aboutOpen)
            about.forceActiveFocus()
        else
            shell.focusPage()
    }

    /** Give the keyboard back to the page under a closed panel (a table: its hand). */
    function focusPage(): void {
        const shown = page.item;
        if (shown === null)
            return;
        if (typeof shown.focusTable === "function")
            shown.focusTable();
        else
            shown.forceActiveFocus();
    }

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
            onPointerDone: shell.focusPage()
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
                                   { "gameId": shell.window.currentGame,
                                     "startLesson": shell.window.lessonGame === shell.window.currentGame })
                shell.window.lessonGame = "" // once
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
        fullScreen: shell.window.visibility === Window.FullScreen
        onVisibleChanged: {
            if (visible)
                options.forceActiveFocus();
            else if (!shell.aboutOpen)
                shell.focusPage();
        }
        onCloseRequested: shell.window.optionsOpen = false
        onFullScreenToggled: shell.toggleFullScreen()
        onAboutRequested: {
            shell.window.optionsOpen = false
            shell.aboutOpen = true
        }
        onQuitRequested: shell.quit()
    }

    AboutBox {
        id: about

        anchors.fill: parent
        visible: shell.aboutOpen
        z: 100
        onCloseRequested: shell.aboutOpen = false
    }

    Component {
        id: lobby

        Lobby {
            games: shell.window.games
            onGameChosen: (gameId) => shell.window.openGame(gameId)
            onLessonChosen: (gameId) => {
                shell.window.lessonGame = gameId;
                shell.window.openGame(gameId);
            }
        }
    }
}
