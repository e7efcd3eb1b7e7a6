// The stock: face-down cards with their count, the face-up indicator (trump) under it,
// turned down once the stock is closed, and the trump suit always named beside it.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import "../../common/format.js" as Format

Item {
    id: stock

    required property int count
    required property string indicator
    required property bool indicatorVisible
    required property int closedBy
    required property string trump
    /** The cards' width where the room allows. */
    property real maxCardWidth: 80
    /** The room the stock keeps within (its parent's coordinates): centred in its parent, the
        cards made smaller and the whole moved so that it never reaches past either edge. */
    property real roomTop: 0
    property real roomBottom: parent ? parent.height : 0
    readonly property real cardWidth: Math.max(20, Math.min(stock.maxCardWidth,
        (stock.roomBottom - stock.roomTop - info.implicitHeight - 6) / CardTheme.cardAspect))
    readonly property int faceDown: Math.max(0, stock.count - (stock.indicator !== "" ? 1 : 0))

    implicitWidth: stock.cardWidth * 2.1
    implicitHeight: pileArea.height + info.implicitHeight + 6
    y: parent ? Math.max(stock.roomTop, Math.min((parent.height - stock.height) / 2,
                                                 stock.roomBottom - stock.height)) : 0
    Accessible.role: Accessible.Grouping
    Accessible.name: stockCount.text + ", " + trumpText.text

    function suitName(suit: string): string {
        switch (suit) {
        case "H": return qsTr("Herz");
        case "S": return qsTr("Schelln");
        case "E": return qsTr("Eichel");
        case "L": return qsTr("Laub");
        }
        return "";
    }

    Item {
        id: pileArea

        anchors.horizontalCenter: parent.horizontalCenter
        width: stock.cardWidth * 2.0
        height: Math.round(stock.cardWidth * CardTheme.cardAspect)
        // A physical pile: the indicator peeks out on the same side in either direction.
        LayoutMirroring.enabled: false
        LayoutMirroring.childrenInherit: true

        CardView {
            id: indicatorCard

            objectName: "indicator"
            visible: stock.indicator !== ""
            code: stock.indicator
            faceUp: stock.indicatorVisible
            width: stock.cardWidth
            rotation: 90
            anchors.verticalCenter: parent.verticalCenter
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.horizontalCenterOffset: stock.faceDown > 0 ? stock.cardWidth * 0.25 : 0
        }

        Repeater {
            model: Math.min(stock.faceDown, 5)

            CardBack {
                required property int index
                width: stock.cardWidth
                height: Math.round(stock.cardWidth * CardTheme.cardAspect)
                anchors.horizontalCenter: pileArea.horizontalCenter
                anchors.horizontalCenterOffset: -stock.cardWidth * 0.35 - index * 1.5
                y: -index * 1.5
            }
        }

        Rectangle {
            visible: stock.closedBy >= 0 && stock.faceDown > 0
            anchors.centerIn: parent
            anchors.horizontalCenterOffset: -stock.cardWidth * 0.35
            width: closedText.implicitWidth + 14
            height: closedText.implicitHeight + 6
            radius: height / 2
            color: CardTheme.warning
            border.color: CardTheme.accentLight
            Text {
                id: closedText
                anchors.centerIn: parent
                //: Shown on the stock once a player has closed it.
                text: qsTr("Closed")
                color: CardTheme.textOnFelt
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                font.bold: true
            }
        }
    }

    ColumnLayout {
        id: info

        anchors.top: pileArea.bottom
        anchors.topMargin: 6
        // Centred under the stock, but wider lines ("Trumps: Herz") never jut past its outer
        // edge, the window's (at 1024 px the trump's pip was cut off)
        x: info.LayoutMirroring.enabled ? Math.min((parent.width - width) / 2, parent.width - width)
                                        : Math.max((parent.width - width) / 2, 0)
        spacing: 2

        Text {
            id: stockCount

            objectName: "stockCount"
            Accessible.role: Accessible.StaticText
            Accessible.name: stockCount.text
            Layout.alignment: Qt.AlignHCenter
            text: stock.count > 0
                  //: Number of cards left in the stock (the face-up indicator included).
                  ? qsTr("Stock: %1").arg(Format.num(stock.count))
                  : qsTr("Stock exhausted")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: 4
            Accessible.role: Accessible.StaticText
            Accessible.name: trumpText.text

            SuitPip {
                implicitWidth: 16
                implicitHeight: 16
                suit: stock.trump
            }
            Text {
                id: trumpText
                objectName: "trumpName"
                //: The trump suit of this deal, e.g. "Trumps: Eichel".
                text: qsTr("Trumps: %1").arg(stock.suitName(stock.trump))
                color: CardTheme.accentLight
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                font.bold: true
            }
        }
        Text {
            visible: stock.closedBy >= 0
            Layout.alignment: Qt.AlignHCenter
            text: stock.closedBy === 0 ? qsTr("You closed the stock") : qsTr("The AI closed the stock")
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }
    }
}
