// A calm button for the felt: brass outline, paper text; checkable for toggles.
// Keyboard: reached with Tab (a click does not take the keyboard from the hand), pressed with
// Space, Enter or Return; a brass ring shows while it has the keyboard's focus.
// A guided lesson marks the button of the move it asks for (LessonMarks, by the move's verb)
// and gives it the keyboard when the move plays no card of your hand:
// the same glow and arrow as a marked card. The verbs a button performs come from its
// objectName ("closeButton": close; "marry_EK": the move marry:EK); a table names them where
// the name does not say (`performs`).
import QtQuick
import QtQuick.Controls.Basic

import Cardavia

import cards

Button {
    id: control

    property bool primary: false
    /** The moves this button performs, by verb (and whole move): what a lesson's ``@verb``
        mark names. */
    property var performs: {
        const name = control.objectName;
        const bare = name.replace(/Button$/, "");
        if (bare !== name)
            return [bare];
        const under = name.indexOf("_");
        return under > 0 ? [name.slice(0, under) + ":" + name.slice(under + 1)] : [];
    }
    /** Tab from here goes to the button a lesson marks on the table, if one can be pressed
        (the lesson's last button: the marked move comes before the header); Tab from the
        marked button then goes on from here. */
    property bool tabToMarked: false
    /** The table's key for this button's move ("D", "A"…; "" for none): a lesson step that
        marks the button says it. */
    property string key: ""
    /** Whole moves of a verb this button performs that another button makes instead (Lock &
        Bet's Bet leaves the all-in bet to the All-in button): a lesson's mark of one of them
        is not this button's. */
    property var leaves: []
    /** A lesson's step asks for this button's move, and the button can make it now (a move
        that begins with a click on cards marks its button once they are chosen: before, the
        keyboard stays on the marked card, and the step names the button's key only when the
        key works). */
    readonly property bool marked: control.visible && control.enabled
                                   && LessonMarks.button(control.performs, control.leaves)
    /** A lesson's step asks for this button's move, which it makes once cards are chosen
        (shown, not enabled yet): its key is named from the step's start. */
    readonly property bool asked: control.visible && control.key !== ""
                                  && LessonMarks.button(control.performs, control.leaves)
    /** Drawn in gold: a primary button, unless a lesson marks another button (the marked one
        is the one that stands out then, never a neighbour that is not the lesson's move). A
        primary button that waits is drawn as the others wait (newcomer #22: its dark words on
        a faded gold could not be read). */
    readonly property bool shines: control.marked
                                   || (control.primary && control.enabled
                                       && LessonMarks.verbs.length === 0)

    padding: 8
    leftPadding: 14
    rightPadding: 14
    font.family: CardTheme.fontFamily
    font.pixelSize: CardTheme.fontBody
    hoverEnabled: true
    focusPolicy: Qt.TabFocus
    Accessible.name: control.text
    // A button that cannot be pressed now looks so (newcomer #17: a disabled All-in looked
    // like Call and Fold beside it), its words still read (newcomer #23: at half they did not).
    opacity: control.enabled ? 1 : 0.62

    // A lesson's step that asks for this button's move gives it the keyboard (after the table
    // has settled: the hand takes the keyboard when your turn comes).
    onMarkedChanged: {
        lessonFocus.restart();
        if (control.marked)
            LessonMarks.markedButton = control;
        else if (LessonMarks.markedButton === control)
            LessonMarks.markedButton = null;
    }
    onAskedChanged: {
        if (control.asked)
            LessonMarks.askedButton = control;
        else if (LessonMarks.askedButton === control)
            LessonMarks.askedButton = null;
    }
    Connections {
        target: LessonMarks
        function onButtonFocusChanged(): void { lessonFocus.restart(); }
    }
    Component.onDestruction: {
        if (LessonMarks.markedButton === control)
            LessonMarks.markedButton = null;
        if (LessonMarks.askedButton === control)
            LessonMarks.askedButton = null;
    }
    Keys.onTabPressed: (event) => {
        const marked = LessonMarks.markedButton;
        if (control.tabToMarked && marked !== null && marked !== control && marked.visible
                && marked.enabled && marked.marked) {
            LessonMarks.afterMarked = control.nextItemInFocusChain(true);
            marked.forceActiveFocus(Qt.TabFocusReason);
            return;
        }
        const next = control.marked ? LessonMarks.afterMarked : null;
        if (next !== null) {
            LessonMarks.afterMarked = null;
            next.forceActiveFocus(Qt.TabFocusReason);
            return;
        }
        event.accepted = false;
    }
    Timer {
        id: lessonFocus

        interval: 250
        onTriggered: {
            if (LessonMarks.buttonFocus && control.marked && control.enabled)
                control.forceActiveFocus(Qt.TabFocusReason);
        }
    }

    Keys.onReturnPressed: control.animateClick()
    Keys.onEnterPressed: control.animateClick()

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.shines ? CardTheme.ink : CardTheme.textOnFelt
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 96
        implicitHeight: 36
        radius: height / 2
        color: control.shines
               ? (control.down ? CardTheme.accentDark : (control.hovered ? CardTheme.accentLight : "#dcb878"))
               : (control.checked ? Qt.rgba(0.66, 0.45, 0.16, 0.55)
                  : (control.down ? Qt.rgba(0, 0, 0, 0.3) : (control.hovered ? Qt.rgba(1, 1, 1, 0.12)
                                                                              : Qt.rgba(0, 0, 0, 0.18))))
        border.color: control.shines ? CardTheme.accentDark : CardTheme.accentLight
        border.width: 1

        Behavior on color { ColorAnimation { duration: CardTheme.durationShort } }

        Rectangle {
            // A lesson's mark: the glowing halo of a marked card, around the button (the
            // lesson's arrow points at it: LessonMarks.shown).
            id: halo

            objectName: "lessonMark"
            anchors.fill: parent
            anchors.margins: -CardTheme.markReach(0) - 2
            radius: height / 2
            visible: control.marked
            color: "#306fe3ff"
            border.color: CardTheme.markGlow
            border.width: 3
            onVisibleChanged: LessonMarks.show(halo, halo.visible)
            Component.onCompleted: if (halo.visible) LessonMarks.show(halo, true)
            Component.onDestruction: LessonMarks.show(halo, false)

            SequentialAnimation on opacity {
                running: control.marked && !AppSettings.reducedMotion
                loops: Animation.Infinite
                NumberAnimation { from: 1; to: 0.55; duration: 700; easing.type: Easing.InOutSine }
                NumberAnimation { from: 0.55; to: 1; duration: 700; easing.type: Easing.InOutSine }
            }
        }

        Rectangle {
            // The keyboard focus ring: brass outside a thin dark line, as on the cards, so it
            // stands apart from the button's own outline on any fill.
            objectName: "buttonFocusRing"
            anchors.fill: parent
            anchors.margins: -5
            radius: height / 2
            visible: control.visualFocus
            color: "transparent"
            border.color: CardTheme.focus
            border.width: 3

            Rectangle {
                anchors.fill: parent
                anchors.margins: parent.border.width
                radius: height / 2
                color: "transparent"
                border.color: CardTheme.ink
                border.width: 1
            }
        }
    }
}
