// What every table offers around the play, the same on all five: New match (Ctrl+N, asks first
// while a match is under way), Take back (Ctrl+Z) and a hint from the hard level (H). It drives
// the open table's GameController; every rule (what may be taken back, which moves are best)
// is the engine's.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme

RowLayout {
    id: actions

    /** The open table's GameController (null while none is loaded). */
    property QtObject controller: null
    /** The keys work only while the table shows and has no sheet of its own over it. */
    property bool keysEnabled: true
    /** The deal's story shows beside the table. */
    property bool storyOpen: false

    /** A new match is asked for: the page confirms it while a match is under way. */
    signal newMatchRequested()
    /** Show or hide the deal's story. */
    signal storyToggled()

    /** A lesson is played at the table: New match (which would replace it) is off; the lesson
        has its own way out (Leave). */
    readonly property bool inLesson: actions.controller?.lesson?.active ?? false
    /** You have made a decision in a match that goes on: starting over gives it up (and the
        record counts it as lost), so New match asks first. */
    readonly property bool underWay: actions.controller !== null && actions.controller.atStake

    spacing: Theme.spacingSmall

    Shortcut {
        sequences: [StandardKey.New]
        enabled: actions.keysEnabled && newMatch.enabled
        onActivated: actions.newMatchRequested()
    }

    // The keys work while their buttons are dimmed too: the controller then says why.
    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: actions.keysEnabled && actions.controller !== null
        onActivated: actions.controller.takeBack()
    }

    Shortcut {
        sequence: "H"
        enabled: actions.keysEnabled && actions.controller !== null
                 && !actions.controller.hintBusy
        onActivated: actions.controller.requestHint()
    }

    // A click on dimmed Take back or Hint says why it is off (newcomer #18: they were silent).
    // A disabled button takes no click, so the row's own handler gets it; an enabled one
    // takes its click first.
    TapHandler {
        objectName: "dimmedActionTap"
        enabled: actions.controller !== null
        onTapped: (eventPoint) => {
            for (const button of [takeBack, hint]) {
                const at = button.mapFromItem(actions, eventPoint.position);
                if (button.visible && !button.enabled && button.contains(at)) {
                    if (button === takeBack)
                        actions.controller.takeBack();
                    else if (!actions.controller.hintBusy)
                        actions.controller.requestHint();
                    return;
                }
            }
        }
    }

    Shortcut {
        sequence: "Ctrl+L"
        enabled: actions.keysEnabled && actions.controller !== null
        onActivated: actions.storyToggled()
    }

    Button {
        objectName: "storyAction"
        //: Shows or hides the log of the current and previous deal. Also Ctrl+L.
        text: qsTr("Log")
        font.pixelSize: Theme.fontBody
        focusPolicy: Qt.TabFocus
        // in short room (a 1024 px window) no wider than its words
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
        checkable: true
        checked: actions.storyOpen
        enabled: actions.controller !== null
        Accessible.description: qsTr("The deal so far")
        onClicked: actions.storyToggled()
    }

    Button {
        id: newMatch

        objectName: "newMatchAction"
        //: Starts the game over (asks first while a match is under way). Also Ctrl+N.
        text: qsTr("New match")
        font.pixelSize: Theme.fontBody
        focusPolicy: Qt.TabFocus
        // in short room (a 1024 px window) no wider than its words
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
        enabled: actions.controller !== null && !actions.inLesson
        onClicked: actions.newMatchRequested()
    }

    Button {
        id: takeBack

        objectName: "takeBackAction"
        //: Undoes your last move and the AI's moves after it. Also Ctrl+Z.
        text: qsTr("Take back")
        font.pixelSize: Theme.fontBody
        focusPolicy: Qt.TabFocus
        // in short room (a 1024 px window) no wider than its words
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
        enabled: actions.controller !== null && actions.controller.canTakeBack
        onClicked: actions.controller.takeBack()
    }

    Button {
        id: hint

        objectName: "hintAction"
        //: Asks the strongest AI level which move it would make. Also the H key.
        text: qsTr("Hint")
        font.pixelSize: Theme.fontBody
        focusPolicy: Qt.TabFocus
        // in short room (a 1024 px window) no wider than its words
        Layout.fillWidth: true
        Layout.maximumWidth: implicitWidth
        Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
        Accessible.description: qsTr("What would Hard play?")
        enabled: actions.controller !== null && actions.controller.yourTurn
                 && !actions.controller.hintBusy
        onClicked: actions.controller.requestHint()
    }
}
