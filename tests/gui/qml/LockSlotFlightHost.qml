// Test host: the window's filter pass over a felt and a Lock & Bet locked card, which flies in the
// pass's flight overlay while it is laid down and turned over (tests/gui/test_flight_overlay.py,
// through flight_probe.py).
import QtQuick

import common
import games.lockbet
import shell

Item {
    id: host

    property url shader
    property bool occupied: false
    property bool revealed: false

    width: 400
    height: 300

    Item {
        id: content

        anchors.fill: parent

        Felt {
            anchors.fill: parent
            ring: Qt.rect(30, 30, 340, 240)
        }

        LockSlot {
            objectName: "lockSlot"
            x: 150
            y: 40
            cardWidth: 90
            occupied: host.occupied
            revealed: host.revealed
            code: host.revealed ? "HQ.1" : ""
            peek: "HQ.1"
            caption: "Your card"
            winner: host.revealed
        }
    }

    FilterLayer {
        objectName: "filters"
        anchors.fill: parent
        sourceItem: content
        shader: host.shader
        active: true
        time: 1.25
    }
}
