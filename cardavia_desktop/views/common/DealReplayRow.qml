// On every deal sheet, the same row: "Replay these cards" (the finished deal again from its
// first card) and "How would Hard have done?" (the deal played on the worker with the hard level
// in your seat, the other seats as they were), its result beside yours. Neither counts in the
// record. During a replay it says so and leads back to the match; a watched deal's sheet says
// it does not count and offers another watched deal or your match (in place of the sheet's own
// Next deal / New match, which each sheet hides while watched). The table's GameController
// is found up the item tree (each Table.qml has `controller`), or set as `controller`.
import QtQuick
import QtQuick.Layouts

import cards
import "enclosing.js" as Enclosing
import "format.js" as Format

ColumnLayout {
    id: row

    /** The table's GameController (found from the enclosing Table.qml when not set). */
    property QtObject controller: Enclosing.controller(row)
    /** Gains show their plus sign (Lock & Bet's figures are chips won or lost). */
    property bool signsGains: false
    /** Drawn on the felt (Lock & Bet's deal result) rather than on a paper sheet. */
    property bool onFelt: false

    readonly property var answer: row.controller?.hardResult ?? ({})
    readonly property bool practice: row.controller?.practice ?? false
    /** A watched deal (Watch): nothing of it to replay or compare. */
    readonly property bool watching: row.controller?.watching ?? false
    /** A lesson's deal: the lesson goes on from it by its own Next (nothing to replay here). */
    readonly property bool lesson: row.controller?.lesson?.active ?? false

    function figure(value: real): string {
        const whole = Math.round(value * 10) / 10;
        return row.signsGains && whole > 0 ? Format.plus(whole)
               : whole < 0 ? Format.ltr("\u2212" + Format.num(-whole)) : Format.num(whole);
    }

    objectName: "dealReplayRow"
    Layout.fillWidth: true
    Layout.topMargin: CardTheme.spacingSmall
    spacing: CardTheme.spacingSmall
    visible: row.controller !== null

    GridLayout {
        Layout.alignment: Qt.AlignHCenter
        columns: row.onFelt ? 1 : 2  // Lock & Bet's narrow column: one under the other
        columnSpacing: CardTheme.spacing
        rowSpacing: CardTheme.spacingSmall / 2
        visible: !row.practice && !row.watching && !row.lesson

        SheetLink {
            objectName: "replayDealButton"
            Layout.alignment: Qt.AlignHCenter
            onFelt: row.onFelt
            //: On a deal sheet: play the same deal again from its first card (it does not count).
            text: qsTr("Replay these cards")
            onClicked: row.controller.replayDeal()
        }

        SheetLink {
            objectName: "compareHardButton"
            Layout.alignment: Qt.AlignHCenter
            onFelt: row.onFelt
            //: On a deal sheet: the strongest AI plays the same deal in your seat.
            text: qsTr("How would Hard have done?")
            enabled: !(row.controller?.hardBusy ?? true)
            onClicked: row.controller.compareWithHard()
        }
    }

    Text {
        objectName: "hardResultLine"
        Layout.fillWidth: true
        visible: text !== ""
        text: row.practice
              //: On the sheet of a replayed deal.
              ? qsTr("A replay: it does not count in your record.")
              : (row.controller?.hardBusy ?? false)
                //: While the hard level plays the finished deal in your seat.
                ? qsTr("Hard is playing this deal in your seat…")
                : row.answer.failed === true
                  ? qsTr("Hard could not play this deal.")
                  : row.answer.hard !== undefined
                    //: %1 and %2 your side's and the other side's result of the deal (two results, not a range) (points, game points, resti or chips); %3–%4 the same with Hard in your seat.
                    ? qsTr("You: %1 against %2. Hard in your seat: %3 against %4 (not counted).")
                      .arg(row.figure(row.answer.yours[0])).arg(row.figure(row.answer.yours[1]))
                      .arg(row.figure(row.answer.hard[0])).arg(row.figure(row.answer.hard[1]))
                    : ""
        color: row.onFelt ? CardTheme.textOnFeltMuted : CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    Text {
        objectName: "lessonDealNote"
        Layout.fillWidth: true
        visible: row.lesson
        //: On the sheet of a lesson's deal: the lesson's own Next button (beside the table) goes on.
        text: qsTr("A lesson's deal: it does not count. Press Next in the lesson to go on.")
        color: row.onFelt ? CardTheme.textOnFeltMuted : CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    Text {
        objectName: "watchedDealNote"
        Layout.fillWidth: true
        visible: row.watching
        //: On the sheet of a watched deal (Watch): it ends there and nothing of it counts.
        text: qsTr("A watched deal: Hard played your seat. It does not count; your match waits as you left it.")
        color: row.onFelt ? CardTheme.textOnFeltMuted : CardTheme.inkMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }

    GridLayout {
        // a watched deal's way on, in place of the sheet's Next deal / New match
        Layout.alignment: Qt.AlignHCenter
        columns: row.onFelt ? 1 : 2  // Lock & Bet's narrow column: one under the other
        columnSpacing: CardTheme.spacing
        rowSpacing: CardTheme.spacingSmall / 2
        visible: row.watching

        TableButton {
            objectName: "watchAnotherButton"
            Layout.alignment: Qt.AlignHCenter
            primary: true
            //: On the sheet of a watched deal: watch a fresh deal played by the AI.
            text: qsTr("Watch another deal")
            onClicked: row.controller.watchAnotherDeal()
        }

        SheetLink {
            objectName: "backFromWatchButton"
            Layout.alignment: Qt.AlignHCenter
            onFelt: row.onFelt
            text: qsTr("Back to your match")
            onClicked: row.controller.stopWatching()
        }
    }

    SheetLink {
        objectName: "backToMatchButton"
        onFelt: row.onFelt
        Layout.alignment: Qt.AlignHCenter
        visible: row.practice
        //: On the sheet of a replayed deal: back to the real match.
        text: qsTr("Back to your match")
        onClicked: row.controller.endPractice()
    }
}
