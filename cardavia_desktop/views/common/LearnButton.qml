// The Learn button, on every game page (and the lobby tiles open the page with it pressed):
// the game's guided lesson on the real table, resumed where it was left; your own match waits
// aside, untouched and not counted. While a lesson is played it reads Leave lesson; a lesson
// begun and left reads Continue lesson, with its step.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import "format.js" as Format

Button {
    id: button

    /** The open table's GameController (null while none is loaded). */
    property QtObject controller: null

    readonly property bool learning: button.controller?.lesson?.active ?? false
    /** Short room (a 1024 px window): a label wider than ``compactWidth`` wraps on two lines. */
    property bool compact: false
    /** The widest the words stand on one line in short room. */
    property real compactWidth: 150

    /** The keyboard goes back to the table after a click. */
    signal focusTableRequested()

    function toggle(): void {
        if (button.learning)
            button.controller.stopLesson();
        else
            button.controller.startLesson(AppSettings.lessonProgress[button.controller.gameId] ?? {});
        button.focusTableRequested();
    }

    /** Where the lesson was left (its saved progress; empty when not begun). */
    readonly property var begun: AppSettings.lessonProgress[button.controller?.gameId ?? ""] ?? ({})

    objectName: "learnAction"
    text: button.learning ? qsTr("Leave lesson")
          : (button.begun.step ?? 0) > 0 && (button.begun.reading_total ?? 0) > 0
            //: The lesson was begun and left at step %1 of %2 (the steps you read or play).
            ? qsTr("Continue lesson · step %1 of %2").arg(Format.num(button.begun.reading))
                                                    .arg(Format.num(button.begun.reading_total))
            //: Starts this game's guided lesson on the table (your match waits, nothing counts).
            : qsTr("Learn")
    font.pixelSize: Theme.fontBody
    focusPolicy: Qt.TabFocus
    // in short room (a 1024 px window) no wider than its words; a long label ("Continue lesson ·
    // step 18 of 18") takes two lines there, so that the header stays inside the window (it
    // widened the whole page, the table's seats and hand cut off at its right edge)
    contentItem: Label {
        text: button.text
        font: button.font
        color: button.palette.buttonText
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: button.compact ? Text.WordWrap : Text.NoWrap
        maximumLineCount: 2
        elide: Text.ElideRight
    }
    Layout.fillWidth: true
    Layout.maximumWidth: button.compact ? Math.min(implicitWidth, button.compactWidth) : implicitWidth
    Layout.minimumWidth: Math.min(implicitContentWidth, button.compact ? button.compactWidth : Infinity)
                         + leftPadding + rightPadding
    enabled: button.controller !== null && !(button.controller.watching ?? false)
             && (button.controller.running || button.learning)
    Accessible.description: button.learning
                            ? qsTr("Back to your match, as you left it; the lesson resumes where you left it.")
                            : qsTr("A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.")
    onClicked: button.toggle()
}
