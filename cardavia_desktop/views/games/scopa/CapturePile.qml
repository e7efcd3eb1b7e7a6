// A player's capture pile: face-down cards, each scopa's card face up and turned sideways
// under it (as players mark their scope), and the count of cards and scope below.
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: pile

    property int count: 0
    /** The card of each scopa this deal, in order. */
    property var scopaCards: []
    property real cardWidth: 50
    /** Side the scopa cards stick out to: -1 left, 1 right (towards the middle of the table). */
    property int scopaSide: -1
    readonly property real cardHeight: Math.round(pile.cardWidth * CardTheme.cardAspect)
    readonly property real stackX: pile.scopaSide < 0 ? pile.width - pile.cardWidth - 2 : 2
    /** Centre of the face-down stack, where captured cards fly to (this item's coordinates). */
    readonly property point target: Qt.point(pile.stackX + pile.cardWidth / 2, pile.cardHeight / 2)

    implicitWidth: Math.max(pile.cardWidth + pile.cardHeight * 0.72 + 4, labels.implicitWidth)
    implicitHeight: pile.cardHeight + labels.implicitHeight + 4
    Accessible.role: Accessible.StaticText
    Accessible.name: cardsLabel.text + (scopeLabel.visible ? ", " + scopeLabel.text : "")

    Item {
        // A physical pile: the same in either reading direction (scopaSide says where the
        // scope go); the pile itself still takes its place by the layout's direction.
        anchors.fill: parent
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
                // Face up and crosswise, tucked under the stack: each scopa peeks out beside it.
                x: pile.stackX + (pile.cardWidth - width) / 2 + pile.scopaSide * pile.cardHeight * 0.55
                y: (pile.cardHeight - height) / 2 + pile.cardHeight * 0.14
                   - index * Math.min(pile.cardWidth * 0.3, pile.cardHeight * 0.5 / Math.max(1, pile.scopaCards.length - 1))
                z: -1
            }
        }

        Repeater {
            model: Math.max(0, Math.min(pile.count - pile.scopaCards.length, 6))  // never -1 between the two updates

            CardBack {
                required property int index
                width: pile.cardWidth
                height: pile.cardHeight
                x: pile.stackX + (index % 2 === 0 ? 0 : 1)
                y: -index * 1.2
                rotation: index % 3 === 1 ? -2 : (index % 3 === 2 ? 1.5 : 0)
            }
        }
        Rectangle {
            visible: pile.count === 0
            x: pile.stackX
            width: pile.cardWidth
            height: pile.cardHeight
            radius: 6
            color: "transparent"
            border.color: Qt.rgba(1, 1, 1, 0.15)
        }
        Column {
            id: labels

            anchors.top: parent.top
            anchors.topMargin: pile.cardHeight + 4
            // Under the stack, kept inside the pile's width.
            x: Math.max(0, Math.min(pile.width - width, pile.stackX + (pile.cardWidth - width) / 2))
            spacing: 0

            Text {
                id: cardsLabel

                objectName: pile.objectName + "_label"
                Accessible.role: Accessible.StaticText
                Accessible.name: cardsLabel.text
                anchors.horizontalCenter: parent.horizontalCenter
                //: Under a capture pile: the number of cards captured this deal.
                text: qsTr("%Ln card(s)", "", pile.count)
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
            }
            Text {
                id: scopeLabel

                objectName: pile.objectName + "_scope"
                anchors.horizontalCenter: parent.horizontalCenter
                visible: pile.scopaCards.length > 0
                //: Under a capture pile: the scope (table sweeps) made this deal.
                text: qsTr("%Ln scopa(s)", "", pile.scopaCards.length)
                color: CardTheme.accentLight
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                font.bold: true
            }
        }
    }
}
