// The keyboard shortcuts of the open table: the table's own first (its `shortcuts` property: a
// list of {keys, action}), then the keys every table shares. A plain item over the page, not a
// Popup, so the window's filters cover it; Escape, F1 or the button closes it; the arrows,
// Page Up/Down, Home and End scroll a list taller than the sheet (newcomer #32 could not reach
// Lock & Bet's own keys, below the shared ones, without the mouse).
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme
import common
import "../common/format.js" as Format

ModalBackdrop {
    id: sheet

    /** The table's own shortcuts: [{keys: "X", action: "Exchange the trump Unter"}]; a row
        with ``replaces: "<id>"`` stands for the shared row of that ``id`` (Lock & Bet's Enter
        chooses and locks a card: the shared "play the card" row would contradict it). */
    property var tableShortcuts: []
    readonly property var replaced: sheet.tableShortcuts.map(row => row.replaces ?? "")
    readonly property var commonShortcuts: [
        //: Keys on the shortcut sheet; arrow symbols, keep them.
        { keys: qsTr("← →"), action: qsTr("Move between your cards") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Home / End"), action: qsTr("First or last card") },
        //: Key names on the shortcut sheet.
        { id: "play", keys: qsTr("Enter / Space"), action: qsTr("Play the card, or hear why it cannot be played") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Tab / Shift+Tab"), action: qsTr("Move between your cards and the table's buttons") },
        //: Key name on the shortcut sheet.
        { keys: qsTr("Esc"), action: qsTr("Cancel a choice; close the hint, the log or this list") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Ctrl+N"), action: qsTr("New match (asks first while a match is under way)") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Ctrl+Z"), action: qsTr("Take back your last move") },
        { keys: "H", action: qsTr("Hint: what would Hard play?") },
        //: The Y key: after an AI move, its reasons (the same as the hint's, from its own view).
        { keys: "Y", action: qsTr("Why did the AI make its last move?") },
        { keys: "W", action: qsTr("Watch Hard play your seat in a fresh deal, or stop watching") },
        //: Key names on the shortcut sheet: while watching (the W key), Space pauses, Enter shows one move.
        { keys: qsTr("Space / Enter"), action: qsTr("While watching: pause or play on / one move while paused") },
        //: Key names on the shortcut sheet: in a lesson (Learn), Enter goes on, Page Up goes back a step.
        { keys: qsTr("Enter / Page Up"), action: qsTr("In a lesson: the next step (or take back a move that is not the lesson's) / the step before") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Ctrl+L"), action: qsTr("Show or hide the deal so far") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Ctrl+M"), action: qsTr("Sound on or off") },
        // Key caps, the same on every keyboard (not translated: Persian must not get "F۱").
        { keys: "F1 / ?", action: qsTr("Show or hide this list") },
        { keys: "F11", action: qsTr("Full screen on or off") },
        //: Key names on the shortcut sheet.
        { keys: qsTr("Ctrl+Q"), action: qsTr("Quit Cardavia (your match is saved)") }
    ]

    signal closeRequested()

    objectName: "shortcutSheet"
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text

    /** Scroll the list by ``dy`` pixels, within its ends. */
    function scrollBy(dy: real): void {
        flick.contentY = Math.max(0, Math.min(flick.contentHeight - flick.height, flick.contentY + dy));
    }

    onDismissed: sheet.closeRequested()
    Keys.onEscapePressed: sheet.closeRequested()
    Keys.onDownPressed: sheet.scrollBy(flick.height / 6)
    Keys.onUpPressed: sheet.scrollBy(-flick.height / 6)
    Keys.onPressed: (event) => {
        const page = flick.height * 0.9;
        const to = { [Qt.Key_PageDown]: page, [Qt.Key_PageUp]: -page,
                     [Qt.Key_End]: flick.contentHeight, [Qt.Key_Home]: -flick.contentHeight }[event.key];
        if (to !== undefined) {
            sheet.scrollBy(to);
            event.accepted = true;
        }
    }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingLarge, 640)
        height: Math.min(parent.height - 2 * Theme.spacingLarge,
                         column.implicitHeight + closeButton.height + Theme.spacing + 2 * Theme.spacingLarge)
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.paperLine

        MouseArea {
            anchors.fill: parent   // clicks on the sheet itself do not close it
        }

        Flickable {
            id: flick

            anchors.fill: parent
            anchors.margins: Theme.spacingLarge
            anchors.bottomMargin: Theme.spacingLarge + closeButton.height + Theme.spacing
            contentHeight: column.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            // A list taller than the sheet says so (newcomer #16 read its last row cut in half).
            ScrollBar.vertical: ScrollBar {
                objectName: "shortcutScrollBar"
                policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            ColumnLayout {
                id: column

                // clear of the scroll bar (newcomer #34: a long row ran under it), on its left
                // in right-to-left languages too (newcomer #36: Persian's first row under it)
                readonly property Item bar: flick.ScrollBar.vertical
                x: column.bar.visible && column.bar.x < flick.width / 2 ? column.bar.width + 4 : 0
                width: flick.width - (column.bar.visible ? column.bar.width + 4 : 0)
                spacing: Theme.spacingSmall

                Label {
                    id: title

                    text: qsTr("Keyboard shortcuts")
                    color: Theme.ink
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }

                Repeater {
                    model: sheet.tableShortcuts.concat(sheet.commonShortcuts.filter(row => !sheet.replaced.includes(row.id ?? "-")))

                    delegate: RowLayout {
                        id: entry

                        required property var modelData

                        objectName: "shortcutRow"
                        Layout.fillWidth: true
                        spacing: Theme.spacingLarge
                        Accessible.role: Accessible.StaticText
                        Accessible.name: entry.modelData.keys + ": " + entry.modelData.action

                        Label {
                            Layout.preferredWidth: 150
                            Layout.alignment: Qt.AlignTop
                            // Key names read left to right in every language.
                            text: Format.ltr(entry.modelData.keys)
                            color: Theme.accentDark
                            font.pixelSize: Theme.fontBody
                            font.bold: true
                        }
                        Label {
                            Layout.fillWidth: true
                            text: entry.modelData.action
                            color: Theme.ink
                            font.pixelSize: Theme.fontBody
                            wrapMode: Text.Wrap
                        }
                    }
                }
            }
        }

        Button {
            id: closeButton

            objectName: "shortcutSheetClose"
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            anchors.margins: Theme.spacingLarge
            //: The shortcut sheet's button that closes it (as Escape or F1 do).
            text: qsTr("Close")
            Accessible.description: qsTr("Esc")
            onClicked: sheet.closeRequested()
        }
    }
}
