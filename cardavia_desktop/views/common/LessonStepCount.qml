// A lesson's progress line, on every panel (newcomer #9 item 4), each step's number on one
// panel only (#11 item 4: "Step 8 of 23" on two): "Step 5 of 20" counts the steps you read or
// act on, never the AI's moves; a panel between two of them (a deal's sheet, a trick held for
// Next, the AI's move) names the step it comes before; the last words say every step is done.
import QtQuick

import cards
import "format.js" as Format

Text {
    id: count

    /** The table's lesson (the controller's LessonAtTable). */
    property QtObject lesson: null
    readonly property string waitsFor: count.lesson?.waitsFor ?? ""
    /** Not a step of its own: a deal's sheet or a trick held for Next (not a note read beside
        it), or the AI's move. */
    readonly property bool betweenSteps: count.waitsFor !== "done" && !(count.lesson?.sheetNote ?? false)
                                         && ((count.lesson?.sheet ?? false) || (count.lesson?.paused ?? false)
                                             || count.waitsFor === "ai")

    objectName: "lessonStepCount"
    text: {
        const index = Format.num(count.lesson?.readingIndex ?? 0);
        const total = Format.num(count.lesson?.readingTotal ?? 0);
        if (count.waitsFor === "done")
            //: A lesson's progress once it is over: all its steps done, e.g. "All steps done: 23 of 23".
            return qsTr("All steps done: %1 of %2").arg(index).arg(total);
        if (count.betweenSteps)
            //: A lesson's progress on a panel that is not a step of its own (a deal's end, a trick
            //: held for Next, the AI's move): the step that comes after it, e.g. "Before step 9 of 23".
            return qsTr("Before step %1 of %2").arg(index).arg(total);
        //: A lesson's progress: step %1 of %2 (the steps you read or play; the AI's moves
        //: are not counted).
        return qsTr("Step %1 of %2").arg(index).arg(total);
    }
    color: CardTheme.textOnFeltMuted
    font.family: CardTheme.fontFamily
    font.pixelSize: CardTheme.fontSmall
}
