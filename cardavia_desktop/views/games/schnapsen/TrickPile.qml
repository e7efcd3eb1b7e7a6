// A player's pile of won tricks: face-down cards laid across, with the count under them.
pragma ComponentBehavior: Bound

import QtQuick

import cards
import "../../common/format.js" as Format

Item {
    id: pile

    property int count: 0
    property real cardWidth: 50

    implicitWidth: pile.cardWidth * CardTheme.cardAspect + 8
    implicitHeight: pile.cardWidth + pileLabel.implicitHeight + 8
    Accessible.role: Accessible.StaticText
    Accessible.name: pileLabel.text

    Repeater {
        model: Math.min(pile.count, 5)
        CardBack {
            required property int index
            width: pile.cardWidth
            height: Math.round(pile.cardWidth * CardTheme.cardAspect)
            rotation: 90 + (index % 2 === 0 ? 2 : -3)
            anchors.horizontalCenter: pile.horizontalCenter
            y: (pile.cardWidth - height) / 2 - index * 1.5
        }
    }
    Rectangle {
        visible: pile.count === 0
        anchors.horizontalCenter: parent.horizontalCenter
        width: pile.cardWidth * CardTheme.cardAspect
        height: pile.cardWidth
        radius: 6
        color: "transparent"
        border.color: Qt.rgba(1, 1, 1, 0.15)
    }
    Text {
        id: pileLabel
        objectName: pile.objectName + "_label"
        Accessible.role: Accessible.StaticText
        Accessible.name: pileLabel.text
        anchors.top: parent.top
        anchors.topMargin: pile.cardWidth + 6
        anchors.horizontalCenter: parent.horizontalCenter
        //: Number of tricks in a player's pile.
        text: qsTranslate("Table", "Tricks: %1").arg(Format.num(pile.count))  // context kept from Table.qml
        color: CardTheme.textOnFeltMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
    }
}
