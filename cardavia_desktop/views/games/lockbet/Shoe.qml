// Lock & Bet's shoe, left of the pot: a stack of card backs as high as the cards left in it, and
// their number.
import QtQuick

import cards

import "../../common/format.js" as Format

Item {
    id: shoe

    property int stockSize: 0
    property real cardWidth: 46
    /** The width of its count ("Shoe: 96"), whatever the cards' size. */
    readonly property real labelWidth: shoeLabel.implicitWidth

    objectName: "shoe"
    width: Math.max(shoe.cardWidth, shoeLabel.implicitWidth)
    height: shoe.cardWidth * CardTheme.cardAspect + shoeLabel.implicitHeight + 14
    Accessible.role: Accessible.StaticText
    Accessible.name: shoeLabel.text

    Repeater {
        model: Math.min(Math.ceil(shoe.stockSize / 12), 8)

        CardBack {
            required property int index
            width: shoe.cardWidth
            height: Math.round(width * CardTheme.cardAspect)
            x: (shoe.width - width) / 2 - index * 1.5
            y: 8 - index * 1.5
        }
    }
    Text {
        id: shoeLabel
        objectName: "shoeCount"
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        anchors.bottom: parent.bottom
        anchors.horizontalCenter: parent.horizontalCenter
        //: Number of cards left in the shoe (the stock).
        text: qsTr("Shoe: %1").arg(Format.num(shoe.stockSize))
        color: CardTheme.textOnFelt
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
    }
}
