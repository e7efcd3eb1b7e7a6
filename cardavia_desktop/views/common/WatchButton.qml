// The header's Watch button, on every table: the hard level plays your seat in a fresh numbered
// deal while your own match waits aside, untouched and not counted (the W key starts and stops
// it). While watching it reads Stop watching; WatchBar over the table holds the rest.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme

Button {
    id: button

    /** The open table's GameController (null while none is loaded). */
    property QtObject controller: null
    /** The key works only while the table shows and has no sheet of its own over it. */
    property bool keysEnabled: true

    readonly property bool watching: button.controller?.watching ?? false

    /** The keyboard goes back to the table after a click. */
    signal focusTableRequested()

    function toggle(): void {
        if (button.watching)
            button.controller.stopWatching();
        else
            button.controller.startWatching();
        button.focusTableRequested();
    }

    objectName: "watchAction"
    //: Starts Watch: the hard AI plays your seat in a fresh deal (your match waits). Also the W key.
    text: button.watching ? qsTr("Stop watching") : qsTr("Watch")
    font.pixelSize: Theme.fontBody
    focusPolicy: Qt.TabFocus
    // in short room (a 1024 px window) no wider than its words
    Layout.fillWidth: true
    Layout.maximumWidth: implicitWidth
    Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
    // (off in a lesson: Watch would replace it; the lesson has its own way out)
    enabled: button.controller !== null && (button.controller.running || button.watching)
             && !(button.controller.lesson?.active ?? false)
    Accessible.description: button.watching ? qsTr("Back to your match, as you left it.")
                                            : qsTr("Hard plays your seat in a fresh deal; your match waits and nothing counts.")
    onClicked: button.toggle()

    Shortcut {
        objectName: "watchKey"
        sequence: "W"
        enabled: button.keysEnabled && button.enabled
        onActivated: button.toggle()
    }
}
