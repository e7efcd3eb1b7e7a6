// The window dimmed behind a box that waits for an answer (a question, a list, a note), drawn
// as a plain item over the page (not a Popup) so that the window's filter pass covers it. The
// page behind takes no click, hover or wheel meanwhile: a card's name or a button's tip under
// the box does not show through it (newcomer play, session 45). A click beside the box is
// `dismissed`; the box itself (a child) takes its own clicks.
import QtQuick

Rectangle {
    id: backdrop

    /** A click on the dimmed window beside the box. */
    signal dismissed()

    color: "#99000000"

    MouseArea {
        objectName: "modalBackdropArea"
        anchors.fill: parent
        hoverEnabled: true
        onClicked: backdrop.dismissed()
        onWheel: (wheel) => wheel.accepted = true
    }
}
