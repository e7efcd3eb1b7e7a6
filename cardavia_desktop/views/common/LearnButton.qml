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
    // in short room (a 1024 px window) no wider than its words
    Layout.fillWidth: true
    Layout.maximumWidth: implicitWidth
    Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
    enabled: button.controller !== null && !(button.controller.watching ?? false)
             && (button.controller.running || button.learning)
    Accessible.description: button.learning
                            ? qsTr("Back to your match, as you left it; the lesson resumes where you left it.")
                            : qsTr("A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.")
    onClicked: button.toggle()
}
