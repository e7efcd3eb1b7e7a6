// What each AI level of one game does, how it measured against the level below (LevelGuide:
// the figures of the ladder's levels file; a step not measured shows no figure) and that no
// level ever sees a hidden card. A plain item over the game page (not a Popup, so the window's
// filters cover it); Escape, Close or a click beside the box closes it.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import common
import "../common/format.js" as Format

ModalBackdrop {
    id: notes

    /** The game whose levels these are. */
    required property string gameId
    /** The levels as the chooser names them: [{value, name}], lowest first. */
    required property var levels

    signal closeRequested()

    readonly property var locale: Qt.locale(Qt.uiLanguage)

    /** ``fraction`` (0.64) as a percentage through the locale ("64%"). */
    function percent(fraction: real): string {
        return Format.percent(100 * fraction);
    }

    function count(n: int): string {
        return Number(n).toLocaleString(notes.locale, "f", 0)
    }

    /** What ``level`` of this game does, in a sentence: the game's own words
        (``levelNote`` of its Words.qml, written from its ai.py). */
    function doing(level: string): string {
        return gameWords.item?.levelNote?.(level, notes.percent, notes.count) ?? ""
    }

    GameWords {
        id: gameWords

        gameId: notes.gameId
    }

    /** How ``step`` (a LevelGuide step) measured, in a sentence. */
    function measured(step: var): string {
        const args = [notes.percent(step.winRate), notes.percent(step.low),
                      notes.percent(step.high), notes.count(step.count)]
        let text = ""
        const matches = step.unit === "matches"
        //: %1 the share won, %2 to %3 its 95% confidence interval, %4 how many were played.
        if (step.against === "random")
            text = matches ? qsTr("Against random play it won %1 of its matches (95% interval %2 to %3; matches played: %4).")
                           : qsTr("Against random play it won %1 of its deals (95% interval %2 to %3; deals played: %4).")
        else if (step.against === "easy")
            text = matches ? qsTr("Against Easy it won %1 of its matches (95% interval %2 to %3; matches played: %4).")
                           : qsTr("Against Easy it won %1 of its deals (95% interval %2 to %3; deals played: %4).")
        else if (step.against === "normal")
            text = matches ? qsTr("Against Normal it won %1 of its matches (95% interval %2 to %3; matches played: %4).")
                           : qsTr("Against Normal it won %1 of its deals (95% interval %2 to %3; deals played: %4).")
        else
            return ""
        return text.arg(args[0]).arg(args[1]).arg(args[2]).arg(args[3])
    }

    function stepOf(level: string): var {
        for (const step of guide.steps) {
            if (step.level === level)
                return step
        }
        return null
    }

    objectName: "levelNotes"
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text
    onDismissed: notes.closeRequested()
    Keys.onEscapePressed: notes.closeRequested()

    LevelGuide {
        id: guide

        gameId: notes.gameId
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingLarge, 620)
        height: Math.min(parent.height - 2 * Theme.spacing, column.implicitHeight + 2 * Theme.spacingLarge)
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.paperLine
        clip: true

        MouseArea {
            anchors.fill: parent   // clicks on the box itself do not close it
        }

        ColumnLayout {
            id: column

            anchors.fill: parent
            anchors.margins: Theme.spacingLarge
            spacing: Theme.spacing

            Label {
                id: title

                Layout.fillWidth: true
                //: Title of the box that says what each AI level does and how strong it is.
                text: qsTr("The AI levels")
                color: Theme.ink
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }

            Repeater {
                model: notes.levels

                ColumnLayout {
                    id: entry

                    required property var modelData
                    readonly property var step: notes.stepOf(entry.modelData.value)

                    Layout.fillWidth: true
                    spacing: Theme.spacingTiny

                    Label {
                        objectName: "levelName_" + entry.modelData.value
                        Layout.fillWidth: true
                        text: entry.modelData.name
                        color: Theme.ink
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }

                    Label {
                        objectName: "levelDoes_" + entry.modelData.value
                        Layout.fillWidth: true
                        text: notes.doing(entry.modelData.value)
                        color: Theme.ink
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.Wrap
                    }

                    Label {
                        objectName: "levelMeasured_" + entry.modelData.value
                        Layout.fillWidth: true
                        visible: entry.step !== null
                        text: entry.step !== null ? notes.measured(entry.step) : ""
                        color: Theme.inkMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.Wrap
                    }
                }
            }

            Label {
                objectName: "levelsNeverSee"
                Layout.fillWidth: true
                text: qsTr("No level ever sees your cards or any other hidden card: each decides only from what its own seat may see, as you do.")
                color: Theme.ink
                font.pixelSize: Theme.fontBody
                font.italic: true
                wrapMode: Text.Wrap
            }

            Button {
                objectName: "levelNotesClose"
                Layout.alignment: Qt.AlignRight
                text: qsTr("Close")
                onClicked: notes.closeRequested()
            }
        }
    }
}
