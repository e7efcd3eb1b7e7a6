// Lock & Bet's Lock button under your hand: "Choose a card to lock" until a card is chosen,
// then "Lock this card face down" (key L). Its place stays while the button is hidden; a click
// on it before a card is chosen says why it waits.
import QtQuick

import common

Item {
    id: row

    /** The table's betting object (the chosen card, the lock). */
    required property QtObject betting
    /** Your lock is due (your turn, in the lock phase). */
    property bool shown: false

    /** The chosen card was locked by a click. */
    signal locked()

    implicitWidth: lockButton.implicitWidth
    implicitHeight: lockButton.implicitHeight

    TableButton {
        id: lockButton

        objectName: "lockButton"
        key: "L"
        anchors.fill: parent
        visible: row.shown
        enabled: row.betting.selectedCard !== ""
        primary: row.betting.selectedCard !== ""
        text: row.betting.selectedCard !== "" ? qsTr("Lock this card face down")
                                              : qsTr("Choose a card to lock")
        onClicked: {
            row.betting.confirmLock();
            row.locked();
        }
    }
    // The dimmed button, clicked before a card is chosen, says so ("Choose one of your two
    // cards first"): the controller refuses a lock with no card (newcomer #16).
    MouseArea {
        objectName: "lockFirstChoose"
        anchors.fill: parent
        enabled: row.shown && !lockButton.enabled
        onClicked: row.betting.confirmLock()
    }
}
