// Test host: the window's filter pass over a felt and a Minchiate grouped hand, whose strip flies
// in the pass's flight overlay while its cards rise or drop (tests/gui/test_flight_overlay.py,
// through flight_probe.py).
import QtQuick

import common
import games.minchiate
import shell

Item {
    id: host

    property url shader
    property real contrast: 0.5
    property real temperature: 0.5
    property real grain: 0.5
    /** Your turn: the legal cards rise, the others are veiled. */
    property bool handActive: false
    /** Laid out right to left, as in Arabic and Persian. */
    property bool mirrored: false

    width: 400
    height: 300

    Item {
        id: content

        anchors.fill: parent
        LayoutMirroring.enabled: host.mirrored
        LayoutMirroring.childrenInherit: true

        Felt {
            anchors.fill: parent
            ring: Qt.rect(30, 30, 340, 240)
        }

        GroupedHand {
            objectName: "grouped"
            x: 20
            y: 150
            width: 360
            height: 140
            interactive: host.handActive
            rows: [
                { code: "T1", group: "T", groupStart: true, legal: true, selected: false, refusal: "" },
                { code: "T15", group: "T", groupStart: false, legal: true, selected: false, refusal: "" },
                { code: "T36", group: "T", groupStart: false, legal: true, selected: false, refusal: "" },
                { code: "SQ", group: "S", groupStart: true, legal: false, selected: false, refusal: "" },
                { code: "S5", group: "S", groupStart: false, legal: false, selected: false, refusal: "" },
                { code: "CQ", group: "C", groupStart: true, legal: false, selected: false, refusal: "" },
                { code: "D5", group: "D", groupStart: true, legal: true, selected: false, refusal: "" }
            ]
            groups: [{ group: "T", count: 3 }, { group: "S", count: 2 }, { group: "C", count: 1 },
                     { group: "D", count: 1 }]
        }
    }

    FilterLayer {
        objectName: "filters"
        anchors.fill: parent
        sourceItem: content
        shader: host.shader
        active: true
        contrast: host.contrast
        temperature: host.temperature
        grain: host.grain
        time: 1.25
    }
}
