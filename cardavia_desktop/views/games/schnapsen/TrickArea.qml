// The trick in the centre: the AI's card slides in from above, yours from below; a finished
// trick stays in view until the next card is led, or a click sweeps it toward its winner's
// pile. Never blocks input.
import QtQuick

import cards

Item {
    id: area

    /** [{seat, card}] in play order. */
    required property var cards
    /** Seat that won the shown trick, -1 while it is in progress. */
    required property int winner
    property real cardWidth: 90
    /** Where a won trick goes: the piles (any items; their centres are the targets). */
    property Item aiPile: null
    property Item humanPile: null
    property real speed: 1.0
    readonly property string humanCard: area.cardOf(0)
    readonly property string aiCard: area.cardOf(1)
    readonly property int leaderSeat: area.cards.length > 0 ? area.cards[0].seat : -1

    function cardOf(seat: int): string {
        for (let i = 0; i < area.cards.length; ++i) {
            if (area.cards[i].seat === seat)
                return area.cards[i].card;
        }
        return "";
    }

    /** Offset from the trick's centre to the winner's pile centre (mirroring-safe: measured). */
    function sweepTarget(): point {
        const pile = area.winner === 1 ? area.aiPile : area.humanPile;
        if (pile === null)
            return Qt.point(0, (area.winner === 1 ? -1 : 1) * area.height);
        const centre = area.mapFromItem(pile, pile.width / 2, pile.height / 2);
        return Qt.point(centre.x - area.width / 2, centre.y - area.height / 2);
    }

    function reset(): void {
        sweep.stop();
        content.opacity = 1;
        content.x = 0;
        content.y = 0;
        content.scale = 1;
    }

    implicitWidth: area.cardWidth * 2.4
    implicitHeight: area.cardWidth * CardTheme.cardAspect * 1.45
    Accessible.role: Accessible.Grouping
    //: Accessible name of the trick in the middle of the table.
    Accessible.name: qsTr("The trick")

    onCardsChanged: area.reset()
    onWinnerChanged: area.reset()

    // While a card enters or the trick sweeps away, the trick flies above the window's filter
    // pass (CardTheme.flightOverlay) so that its motion does not re-render the whole table.
    readonly property bool moving: aiEnter.running || humanEnter.running || sweep.running
    onMovingChanged: {
        const overlay = CardTheme.flightOverlay;
        if (overlay === null)
            return;
        if (area.moving) {
            // The part drawn in flight: the area, the entering cards' travel and their shadows.
            const reach = Math.round(area.cardWidth * CardTheme.cardAspect * 0.6) + 12;
            overlay.lift(content, area, Qt.rect(-reach, -reach, area.width + 2 * reach,
                                                area.height + 2 * reach));
        } else {
            overlay.land(content, area);
        }
    }

    TapHandler {
        // A click on a finished trick puts it away (the next lead does too).
        enabled: area.winner >= 0 && !sweep.running
        onTapped: {
            const target = area.sweepTarget();
            sweepX.to = target.x;
            sweepY.to = target.y;
            sweep.start();
        }
    }

    Item {
        id: content

        width: area.width
        height: area.height

        CardView {
            id: aiSlot

            objectName: "trick_ai"
            code: area.aiCard
            visible: area.aiCard !== ""
            width: area.cardWidth
            z: area.leaderSeat === 1 ? 0 : 1
            x: (area.width - width) / 2 - area.cardWidth * 0.28
            y: 0
            rotation: -6
            onCodeChanged: if (code !== "") aiEnter.restart()

            ParallelAnimation {
                id: aiEnter
                NumberAnimation { target: aiSlot; property: "y"; from: -aiSlot.height * 0.6; to: 0; duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.OutCubic }
                NumberAnimation { target: aiSlot; property: "opacity"; from: 0; to: 1; duration: Math.round(CardTheme.duration / area.speed) }
            }
        }

        CardView {
            id: humanSlot

            objectName: "trick_you"
            code: area.humanCard
            visible: area.humanCard !== ""
            width: area.cardWidth
            z: area.leaderSeat === 0 ? 0 : 1
            x: (area.width - width) / 2 + area.cardWidth * 0.28
            y: area.height - height
            rotation: 5
            onCodeChanged: if (code !== "") humanEnter.restart()

            ParallelAnimation {
                id: humanEnter
                NumberAnimation { target: humanSlot; property: "y"; from: area.height - humanSlot.height * 0.4; to: area.height - humanSlot.height; duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.OutCubic }
                NumberAnimation { target: humanSlot; property: "opacity"; from: 0; to: 1; duration: Math.round(CardTheme.duration / area.speed) }
            }
        }

        Rectangle {
            // A finished trick waits in view (to be read) until the next lead or a click: said
            // so beside it (newcomer #37 took it for a trick still in play); it goes with it.
            objectName: "finishedTrickTag"
            visible: area.winner >= 0 && area.cards.length === 2
            anchors.left: parent.horizontalCenter
            anchors.leftMargin: area.cardWidth * 0.9
            anchors.verticalCenter: parent.verticalCenter
            width: Math.min(finishedText.implicitWidth, area.cardWidth * 1.4) + 2 * CardTheme.spacingSmall
            height: finishedText.implicitHeight + CardTheme.spacingSmall
            radius: CardTheme.radius
            color: Qt.rgba(0, 0, 0, 0.25)

            Text {
                id: finishedText

                anchors.centerIn: parent
                width: Math.min(implicitWidth, area.cardWidth * 1.4)
                //: Schnapsen: beside the trick just won, which stays in view until the next lead.
                text: qsTr("Trick over: click it, or lead, to put it away")
                wrapMode: Text.Wrap
                horizontalAlignment: Text.AlignHCenter
                color: CardTheme.textOnFeltMuted
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontSmall
            }
        }
    }

    ParallelAnimation {
        id: sweep
        NumberAnimation {
            id: sweepX
            target: content; property: "x"
            duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.InOutCubic
        }
        NumberAnimation {
            id: sweepY
            target: content; property: "y"
            duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.InOutCubic
        }
        NumberAnimation {
            target: content; property: "opacity"; to: 0
            duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.InQuad
        }
        NumberAnimation {
            target: content; property: "scale"; to: 0.45
            duration: Math.round(CardTheme.durationLong / area.speed)
        }
    }
}
