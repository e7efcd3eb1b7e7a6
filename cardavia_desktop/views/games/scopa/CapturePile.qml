// A player's capture pile: face-down cards, each scopa's card face up and turned sideways
// under it (as players mark their scope), and the count of cards and scope below.
pragma ComponentBehavior: Bound

import QtQuick

import "../../cards"
import "../../common/format.js" as Format

Item {
    id: pile

    property int count: 0
    /** The card of each scopa this deal, in order. */
    property var scopaCards: []
    property real cardWidth: 50
    readonly property real cardHeight: Math.round(pile.cardWidth * CardTheme.cardAspect)
    /** Centre of the face-down stack, where captured cards fly to (this item's coordinates). */
    readonly property point target: Qt.point(pile.width / 2, pile.cardHeight / 2)

    implicitWidth: pile.cardHeight + 12
    implicitHeight: pile.cardHeight + pileLabel.implicitHeight + 6
    Accessible.role: Accessible.StaticText
    Accessible.name: pileLabel.text
    // A physical pile: the same in either reading direction.
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    Repeater {
        model: pile.scopaCards

        CardView {
            required property string modelData
            required property int index

            objectName: "scopaCard_" + modelData
            code: modelData
            pack: "french"
            width: pile.cardWidth
            rotation: 90
            x: (pile.width - width) / 2
            y: (pile.cardHeight - height) / 2 + (index - (pile.scopaCards.length - 1) / 2) * pile.cardWidth * 0.22
            shadow: false
        }
    }

    Repeater {
        model: Math.min(pile.count - pile.scopaCards.length, 6)

        CardBack {
            required property int index
            width: pile.cardWidth
            height: pile.cardHeight
            x: (pile.width - width) / 2 + (index % 2 === 0 ? 0 : 1)
            y: -index * 1.2
            rotation: index % 3 === 1 ? -2 : (index % 3 === 2 ? 1.5 : 0)
        }
    }
    Rectangle {
        visible: pile.count === 0
        x: (pile.width - width) / 2
        width: pile.cardWidth
        height: pile.cardHeight
        radius: 6
        color: "transparent"
        border.color: Qt.rgba(1, 1, 1, 0.15)
    }
    Text {
        id: pileLabel

        objectName: pile.objectName + "_label"
        anchors.top: parent.top
        anchors.topMargin: pile.cardHeight + 4
        anchors.horizontalCenter: parent.horizontalCenter
        text: pile.scopaCards.length > 0
              //: Under a capture pile: cards captured and scope made this deal.
              ? qsTr("%Ln card(s)", "", pile.count) + " · " + qsTr("%Ln scopa(s)", "", pile.scopaCards.length)
              : qsTr("%Ln card(s)", "", pile.count)
        color: CardTheme.textOnFeltMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
    }
}
