// Test host: the window's filter pass over a felt and one card, which can be lifted into the
// pass's flight overlay (tests/gui/test_flight_overlay.py, through flight_probe.py).
import QtQuick

import cards
import common
import shell

Item {
    id: host

    property url shader
    property real contrast: 0.5
    property real temperature: 0.5
    property real grain: 0.5
    property real tilt: 0
    /** The hand's turn: its cards rise (a move the hand flies for). */
    property bool handActive: false
    /** Show a hand that the probe makes playable at once: its cards rise before its row has
        laid them out (a table opening on the player's turn). */
    property bool risingHandShown: false

    /** Play a card from the hand: the others close up (a move the hand flies for). */
    function playFirst(): void {
        handCards.remove(0);
    }

    width: 400
    height: 300

    Item {
        id: content

        anchors.fill: parent

        Felt {
            anchors.fill: parent
            ring: Qt.rect(30, 30, 340, 240)
        }

        Item {
            // Where the card lives (as a table's trick area or flight layer does).
            id: home

            objectName: "home"
            x: 50
            y: 40
            width: 300
            height: 220

            CardView {
                objectName: "card"
                x: 60
                y: 20
                width: 96
                code: "HK"
                pack: "french"
                highlighted: true
                rotation: host.tilt
            }
        }

        HandView {
            objectName: "hand"
            x: 20
            y: 200
            width: 360
            height: 96
            pack: "french"
            interactive: host.handActive
            model: ListModel {
                id: handCards

                ListElement { code: "S2" }
                ListElement { code: "H7" }
                ListElement { code: "DQ" }
            }
        }

        Loader {
            // Sized by the probe once the hand is made, as a table's layout sizes its hand.
            objectName: "risingHandPlace"
            x: 20
            y: 20
            active: host.risingHandShown
            sourceComponent: HandView {
                objectName: "risingHand"
                pack: "french"
                model: ListModel {
                    ListElement { code: "C9" }
                    ListElement { code: "HA" }
                    ListElement { code: "S5" }
                }
            }
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
