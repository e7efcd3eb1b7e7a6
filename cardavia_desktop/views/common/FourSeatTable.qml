// The layout of a four-player table with the person at the bottom: partner at the top, the
// next seat (1, East) on the right and the one before (3, West) on the left — in right-to-left
// layouts too, as the compass their names tell (only the words inside each box read
// right-to-left). Seats 1–3 get SeatPanels; the centre and the bottom are the
// game's (its trick and the person's hand). Used by Tarocchi di Piedicavallo and Minchiate.
// While the controller holds a finished trick (the "wait" trick pace), the trick stays with a
// prompt beside it, and a click anywhere on the table or a key goes on (not Escape, which
// closes what is open over the table; Tab still moves the keyboard to the page's buttons).
pragma ComponentBehavior: Bound

import QtQuick

import cards

Item {
    id: layout

    /** Seats 0–3: [{name, teamName, teamColor, cardCount, isDealer, active, thinking}]; seat 0 is the
        person, whose panel the game places itself (``seats[0]`` is still read for it). */
    property var seats: []
    /** Width of the small card backs in the side panels. */
    property real backWidth: 26
    /** Height given to the bottom area (the person's hand). */
    property real bottomHeight: layout.height * 0.34
    /** Children of the centre (between the side panels, above the bottom). */
    default property alias centre: centreSlot.data
    /** Children of the bottom area. */
    property alias bottomItems: bottomSlot.data
    /** Room kept free above the partner's panel (the page's line of the last moves). */
    property real topInset: 0
    readonly property real sideWidth: Math.max(leftPanel.width, rightPanel.width)
    /** The width of the trick the game centres in the centre: the held trick's prompt waits
        in the room beside it. */
    property real trickWidth: 0
    /** The highest a side seat may stand (in this item): below the game's own column above it
        (Tarocchi's scores and Last trick button ran into East's box in Persian at 1024×640). */
    property real sideTop: 0
    /** The table's GameController (its ``trickHeld`` and ``continueTrick``), or null. */
    property QtObject controller: null
    /** The deal's last trick waits for a click or a key before its sheet (``lastTrickSeen``). */
    property bool lastTrickWaits: false
    readonly property bool waiting: layout.lastTrickWaits
                                    || (layout.controller !== null && layout.controller.trickHeld)
    /** Something lies over the centre (the last trick shown): the held trick's prompt hides
        under it rather than show half (newcomer #39), and a key closes it first
        (``uncoverRequested``; newcomer #40: Enter went on to the next trick under it). */
    property bool covered: false

    /** The deal's last trick was seen: its sheet may come. */
    signal lastTrickSeen()
    /** A key on the held trick while something covers it (``covered``): close that. */
    signal uncoverRequested()

    /** Go on after a held trick; the keyboard goes back where it was. */
    function goOn(): void {
        const back = catcher.returnTo;
        catcher.returnTo = null;
        if (layout.lastTrickWaits)
            layout.lastTrickSeen();
        else if (layout.controller !== null)
            layout.controller.continueTrick();
        if (back !== null && catcher.activeFocus)
            back.forceActiveFocus();
    }

    /** While a trick still waits, the keys stay with it (after the table's own Escape). */
    function keepKeys(): void {
        if (layout.waiting)
            catcher.forceActiveFocus();
    }

    onWaitingChanged: {
        if (!layout.waiting) {
            if (catcher.activeFocus && catcher.returnTo !== null)
                catcher.returnTo.forceActiveFocus();
            catcher.returnTo = null;
            return;
        }
        // Take the keys from the table (the hand), never from the page's own controls.
        const focused = layout.Window.activeFocusItem;
        for (let item = focused; item !== null; item = item.parent) {
            if (item === layout.parent) {
                catcher.returnTo = focused;
                catcher.forceActiveFocus();
                return;
            }
        }
    }

    /** A side seat as tall as the partner's would reach from ``sideTop`` into the hand's row
        (Minchiate in Arabic at 1024×640, its difference on two lines): the side seats leave out
        their row of card backs (their count still says how many). */
    readonly property bool sideCramped: layout.sideTop + topPanel.height
                                        > bottomSlot.y - CardTheme.spacingSmall

    /** Where a side seat of ``height`` stands: level with the table's centre, below
        ``sideTop``, but never down into the hand's row (taller Persian lines made West's and
        East's boxes reach it at 1024×640). */
    function sideY(height: real): real {
        return Math.min(Math.max(layout.sideTop, centreSlot.y + (centreSlot.height - height) / 2),
                        bottomSlot.y - height - CardTheme.spacingSmall);
    }

    component Seat: SeatPanel {
        required property int seat
        readonly property var info: layout.seats[seat] ?? ({})

        objectName: "seat_" + seat
        name: info.name ?? ""
        teamName: info.teamName ?? ""
        teamColor: info.teamColor ?? CardTheme.accentLight
        cardCount: info.cardCount ?? 0
        isDealer: info.isDealer ?? false
        active: info.active ?? false
        thinking: info.thinking ?? false
        cardWidth: seat !== 2 && layout.sideCramped ? 0 : layout.backWidth
    }

    Seat {
        id: topPanel
        seat: 2
        anchors.top: parent.top
        anchors.topMargin: layout.topInset
        anchors.horizontalCenter: parent.horizontalCenter
    }
    Seat {
        // East on the right, West on the left, whichever way the words run (x, not mirrored
        // anchors; the box's own contents still follow the language).
        id: rightPanel
        seat: 1
        x: layout.width - width
        y: layout.sideY(height)
    }
    Seat {
        id: leftPanel
        seat: 3
        x: 0
        y: layout.sideY(height)
    }

    Item {
        id: centreSlot

        objectName: "tableCentre"
        anchors.top: topPanel.bottom
        anchors.topMargin: CardTheme.spacingSmall
        anchors.bottom: bottomSlot.top
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.leftMargin: layout.sideWidth + CardTheme.spacing
        anchors.rightMargin: layout.sideWidth + CardTheme.spacing
    }

    Item {
        id: bottomSlot

        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: layout.bottomHeight
    }

    MouseArea {
        // While a trick is held: a click anywhere on the table goes on (not a card's play).
        objectName: "trickHoldArea"
        anchors.fill: parent
        z: 20
        visible: layout.waiting
        onClicked: layout.covered ? layout.uncoverRequested() : layout.goOn()
    }

    Item {
        // While a trick is held, it has the keyboard: any key but Escape goes on.
        id: catcher

        property Item returnTo: null

        objectName: "trickHoldKeys"
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Escape) {
                // Escape closes what is open over the table (the last trick, the set-up: the
                // table's own Escape) and never goes on (newcomer #38: it went on, the last
                // trick stayed over the table, and the next Enter played a card under it);
                // the keys come back here while the trick still waits.
                event.accepted = false;
                Qt.callLater(layout.keepKeys);
                return;
            }
            const passed = [Qt.Key_Shift, Qt.Key_Control, Qt.Key_Alt, Qt.Key_Meta, Qt.Key_AltGr,
                            Qt.Key_CapsLock, Qt.Key_Tab, Qt.Key_Backtab].includes(event.key);
            if (!layout.waiting || passed)
                return;
            event.accepted = true;
            if (layout.covered)
                layout.uncoverRequested();
            else
                layout.goOn();
        }
    }

    Rectangle {
        // The prompt beside the held trick (at the centre's foot, clear of its cards: beside
        // them, not off in the centre's corner by a side seat, newcomer #36), wrapped to the
        // room beside the trick (German's ran over the trick's seat labels at 1024×640).
        id: prompt

        readonly property real room: Math.max(9 * CardTheme.fontSmall,
                                               (centreSlot.width - layout.trickWidth) / 2
                                               - CardTheme.spacingSmall)

        objectName: "trickHoldPrompt"
        visible: layout.waiting && !layout.covered
        z: 21
        anchors.left: centreSlot.horizontalCenter
        anchors.leftMargin: layout.trickWidth / 2 + CardTheme.spacingSmall
        anchors.bottom: centreSlot.bottom
        width: Math.min(promptMetrics.advanceWidth + 2, prompt.room - 2 * CardTheme.spacing)
               + 2 * CardTheme.spacing
        height: promptText.implicitHeight + CardTheme.spacingSmall
        radius: Math.min(height / 2, CardTheme.spacing + CardTheme.fontSmall / 2)
        color: CardTheme.panel
        border.color: CardTheme.accentLight
        Accessible.role: Accessible.StaticText
        Accessible.name: promptText.text

        Text {
            id: promptText

            objectName: "trickHoldPromptText"
            anchors.centerIn: parent
            width: parent.width - 2 * CardTheme.spacing
            wrapMode: Text.Wrap
            horizontalAlignment: Text.AlignHCenter
            text: layout.lastTrickWaits
                  //: Under the deal's last trick in the four-player games, before the deal's sheet.
                  ? qsTr("Click, or press Space or Enter, for the deal's result")
                  //: Under a finished trick in the four-player games, while it waits for the player.
                  : qsTr("Click, or press Space or Enter, for the next trick")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            font.bold: true
        }

        TextMetrics {
            id: promptMetrics

            font: promptText.font
            text: promptText.text
        }
    }
}
