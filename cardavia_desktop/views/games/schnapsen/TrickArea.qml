// The trick in the centre: the AI's card slides in from above, yours from below; a finished
// trick rests a moment, then sweeps toward its winner's pile. Never blocks input.
import QtQuick

import "../../cards"

Item {
    id: area

    /** [{seat, card}] in play order. */
    required property var cards
    /** Seat that won the shown trick, -1 while it is in progress. */
    required property int winner
    property real cardWidth: 90
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

    function reset(): void {
        sweep.stop();
        content.opacity = 1;
        content.sweepOffset = 0;
        content.scale = 1;
        if (area.winner >= 0)
            rest.restart();
        else
            rest.stop();
    }

    implicitWidth: area.cardWidth * 2.4
    implicitHeight: area.cardWidth * CardTheme.cardAspect * 1.45

    onCardsChanged: area.reset()
    onWinnerChanged: area.reset()

    Timer {
        id: rest
        interval: Math.round(650 / area.speed)
        onTriggered: sweep.start()
    }

    Item {
        id: content

        property real sweepOffset: 0

        anchors.fill: parent
        transform: Translate { y: content.sweepOffset }

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
    }

    ParallelAnimation {
        id: sweep
        NumberAnimation {
            target: content; property: "sweepOffset"
            to: area.winner === 1 ? -area.height * 0.9 : area.height * 0.9
            duration: Math.round(CardTheme.durationLong / area.speed); easing.type: Easing.InCubic
        }
        NumberAnimation { target: content; property: "opacity"; to: 0; duration: Math.round(CardTheme.durationLong / area.speed) }
        NumberAnimation { target: content; property: "scale"; to: 0.7; duration: Math.round(CardTheme.durationLong / area.speed) }
    }
}
