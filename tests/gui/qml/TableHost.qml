// Test host: loads a game's Table.qml through a Loader, as the shell's GamePage does, with an
// optional right-to-left mirroring and a switch to unload the table.
import QtQuick

Item {
    id: host

    property url tableUrl
    property var tableProperties: ({})
    property bool mirrored: false
    property bool tableActive: true

    width: 1280
    height: 720
    LayoutMirroring.enabled: host.mirrored
    LayoutMirroring.childrenInherit: true

    Loader {
        id: loader

        objectName: "tableLoader"
        anchors.fill: parent
        active: host.tableActive
        // The table gets the keyboard, as the shell's GamePage gives it (keyboard-only tests).
        onLoaded: loader.item.forceActiveFocus()
        Component.onCompleted: loader.setSource(host.tableUrl, host.tableProperties)
    }
}
