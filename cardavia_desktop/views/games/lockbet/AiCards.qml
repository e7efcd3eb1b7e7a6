// The AI's cards at the top of the Lock & Bet table: one or two backs, slightly fanned.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: fan

    /** How many cards the AI holds (shown as backs). */
    property int held: 2
    property real cardWidth: 40

    implicitWidth: fan.cardWidth * (1 + 0.55 * (fan.held - 1))
    implicitHeight: fan.cardWidth * CardTheme.cardAspect
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("The AI's cards")

    Repeater {
        model: fan.held

        CardBack {
            required property int index
            width: fan.cardWidth
            height: Math.round(width * CardTheme.cardAspect)
            x: index * fan.cardWidth * 0.55
            rotation: (index - (fan.held - 1) / 2) * 4
        }
    }
}
