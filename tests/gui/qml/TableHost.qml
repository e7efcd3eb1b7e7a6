// Test host: loads a game's Table.qml through a Loader, as the shell's GamePage does: it creates
// the game's GameController (the game's id is the table's folder) and pushes it into the table.
// Optional right-to-left mirroring, and a switch that unloads the table and its controller.
import QtQuick

import Cardavia

Item {
    id: host

    property url tableUrl
    property var tableProperties: ({})
    property bool mirrored: false
    property bool tableActive: true
    /** The game's id: the folder of its Table.qml (views/games/<id>/Table.qml) unless set. */
    property string gameId: {
        const parts = host.tableUrl.toString().split("/");
        return parts[parts.length - 2] ?? "";
    }
    property QtObject controller: null

    /** Create the controller, then the table with it (both go with ``tableActive``). */
    function open(): void {
        host.controller = controllerFactory.createObject(host, { gameId: host.gameId });
        loader.setSource(host.tableUrl, Object.assign({ controller: host.controller },
                                                      host.tableProperties));
    }

    function close(): void {
        loader.source = "";
        const done = host.controller;
        host.controller = null;
        done?.destroy();
    }

    onTableActiveChanged: host.tableActive ? host.open() : host.close()
    Component.onCompleted: if (host.tableActive) host.open()

    width: 1280
    height: 720
    LayoutMirroring.enabled: host.mirrored
    LayoutMirroring.childrenInherit: true

    Loader {
        id: loader

        objectName: "tableLoader"
        anchors.fill: parent
        // The table gets the keyboard, as the shell's GamePage gives it (keyboard-only tests).
        onLoaded: loader.item.forceActiveFocus()
    }

    Component {
        id: controllerFactory

        GameController {}
    }
}
