// A long Minchiate hand (21 cards and more) kept readable: one row grouped by trumps, the Matto
// and each suit, a small gap and a label over each group, cards overlapping evenly so every
// index stays in view. Every card takes clicks while `interactive` (the engine judges them).
pragma ComponentBehavior: Bound

import QtQuick

import "../../cards"
import "../../common/format.js" as Format

Item {
    id: hand

    /** Rows from MinchiateTable.hand: {code, group, groupStart, legal, selected}. */
    property var rows: []
    /** Groups from MinchiateTable.groups: {group, count}. */
    property var groups: []
    property bool interactive: false
    property real maxCardWidth: 110
    /** Names the group labels: a function(letter) -> string. */
    property var groupName: (g) => g
    readonly property int count: hand.rows.length
    readonly property int groupCount: Math.max(1, hand.groups.length)
    readonly property real labelHeight: 18
    /** Overlap of neighbouring cards of a group, as a share of the card width, at the least. */
    property real minShare: 0.4
    readonly property real lift: Math.round(hand.cardHeight * 0.16)
    readonly property real cardWidth: Math.max(36, Math.min(hand.maxCardWidth,
        (hand.height - hand.labelHeight) / (CardTheme.cardAspect * 1.22),
        hand.width / (hand.groupCount * 1.22 - 0.22 + hand.minShare * Math.max(0, hand.count - hand.groupCount))))
    readonly property real cardHeight: Math.round(hand.cardWidth * CardTheme.cardAspect)
    readonly property real groupGap: Math.round(hand.cardWidth * 0.22)
    /** Distance between neighbouring cards of one group. */
    readonly property real pitch: hand.count <= hand.groupCount ? hand.cardWidth + hand.groupGap
        : Math.min(hand.cardWidth * 0.62,
                   (hand.width - hand.groupCount * hand.cardWidth - (hand.groupCount - 1) * hand.groupGap)
                   / (hand.count - hand.groupCount))
    readonly property real contentWidth: hand.groupCount * hand.cardWidth + (hand.groupCount - 1) * hand.groupGap
                                         + Math.max(0, hand.count - hand.groupCount) * hand.pitch

    signal cardClicked(string code)

    function xOf(index: int): real {
        let x = 0;
        for (let i = 1; i <= index; ++i)
            x += hand.rows[i].groupStart ? hand.cardWidth + hand.groupGap : hand.pitch;
        return x;
    }

    Item {
        id: strip

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        width: hand.contentWidth
        height: hand.cardHeight + hand.labelHeight + hand.lift

        Repeater {
            model: hand.rows

            Item {
                id: slot

                required property int index
                required property var modelData
                readonly property bool lifted: hand.interactive && (slot.modelData.legal || slot.modelData.selected)

                objectName: "card_" + slot.modelData.code
                x: LayoutMirroring.enabled ? strip.width - hand.xOf(slot.index) - hand.cardWidth : hand.xOf(slot.index)
                y: hand.labelHeight + hand.lift - (slot.lifted ? Math.round(hand.lift * (slot.modelData.selected ? 1 : 0.5)) : 0)
                // Mirrored, each card lies under its left neighbour so its top-left index stays in view.
                z: LayoutMirroring.enabled ? hand.count - slot.index : slot.index
                width: hand.cardWidth
                height: hand.cardHeight

                Behavior on y { NumberAnimation { duration: CardTheme.durationShort } }

                CardView {
                    anchors.fill: parent
                    code: slot.modelData.code
                    pack: "tarot"
                    highlighted: slot.modelData.selected
                    dimmed: hand.interactive && !slot.modelData.legal && !slot.modelData.selected
                }
                MouseArea {
                    anchors.fill: parent
                    enabled: hand.interactive
                    cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: hand.cardClicked(slot.modelData.code)
                }
            }
        }

        Repeater {
            // A label over the first card of each group.
            model: hand.rows

            Text {
                required property int index
                required property var modelData
                readonly property var info: hand.groups.find(g => g.group === modelData.group) ?? ({count: 0})

                visible: modelData.groupStart
                z: 1000
                x: LayoutMirroring.enabled ? strip.width - hand.xOf(index) - width : hand.xOf(index)
                y: 0
                width: hand.cardWidth + Math.max(0, info.count - 1) * hand.pitch
                //: Label over a group of cards in the hand: the suit (or Trumps) and how many.
                text: qsTr("%1 %2").arg(hand.groupName(modelData.group)).arg(Format.num(info.count))
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
                elide: Text.ElideRight
            }
        }
    }
}
