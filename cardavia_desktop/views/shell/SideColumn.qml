// The column beside the table where a panel about the table stands — the lesson's (LessonLayer),
// Why?'s answer (WhyPanel), the hint (HintPanel) and Watch's bar (WatchBar) — at its far edge (the left in right-to-left). While one shows,
// the table lays itself out in the room left beside the column (GamePage gives the table this
// column's width as its margin), so the panel covers none of the table: its status lines, the
// seats' boxes, your hand (issue 35). The felt's dark edge goes on under it.
import QtQuick

import theme

Rectangle {
    id: side

    /** The open table's GameController (its lesson). */
    property QtObject controller: null
    /** Why?'s answer shows. */
    property bool whyOpen: false
    /** The hint shows. */
    property bool hintOpen: false
    /** The width the page has for the table and this column together. */
    property real room: 1280
    /** The width of a panel standing in the column. */
    readonly property real panelWidth: Math.round(Math.min(380, Math.max(300, side.room * 0.27)))
    /** A panel shows: the column takes its room (Watch's bar too, so that it covers neither
        the table nor the watched deal's sheet). */
    readonly property bool open: (side.controller?.lesson?.active ?? false) || side.whyOpen
                                 || side.hintOpen || (side.controller?.watching ?? false)

    objectName: "sideColumn"
    width: side.open ? side.panelWidth + 2 * Theme.spacing : 0
    visible: side.open
    color: Theme.feltDark

    Rectangle {
        // Where the felt ends: a thin line, so the column reads as the table's side.
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        width: 1
        color: Theme.feltLine
    }
}
