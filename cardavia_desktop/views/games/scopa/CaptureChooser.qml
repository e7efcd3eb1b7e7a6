// The captures still open for the selected card, one chip per set (small cards): click a chip,
// or the cards on the table one by one. Only legal sets are ever offered (the board's options).
// Keyboard: while it has focus, Left/Right (as seen, so mirrored in right-to-left), Home/End move
// a ring across the chips (their cards are lifted on the table), Enter or Space takes the ringed
// one; Escape puts the card back.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common

Item {
    id: chooser

    /** Each open option: a list of table-card codes. */
    property var options: []
    property real miniWidth: 26
    /** The option under the pointer, else the keyboard's (its cards are lifted on the table),
        [] if none. */
    readonly property var preview: chooser.shownIndex >= 0 && chooser.shownIndex < chooser.options.length
                                   ? chooser.options[chooser.shownIndex] : []
    property int hoveredIndex: -1
    /** The chip under the keyboard's ring (shown while the chooser has focus). */
    property int currentIndex: 0
    readonly property int shownIndex: chooser.hoveredIndex >= 0 ? chooser.hoveredIndex
                                      : chooser.activeFocus ? chooser.currentIndex : -1

    signal optionChosen(int index)
    signal cancelled()
    /** The keyboard's ring moved to a chip (or the chooser took the keyboard): its spoken name. */
    signal optionFocused(int index, string name)

    implicitWidth: layout.implicitWidth
    implicitHeight: layout.implicitHeight
    Accessible.role: Accessible.List
    //: Accessible name of the row of capture choices for the selected card.
    Accessible.name: qsTr("Capture choices")

    onOptionsChanged: {
        chooser.hoveredIndex = -1;
        chooser.currentIndex = 0;
    }
    // Said once the chips of the new options exist.
    onActiveFocusChanged: if (chooser.activeFocus) Qt.callLater(chooser.sayCurrent)

    function sayCurrent(): void {
        const chip = chips.itemAt(chooser.currentIndex);
        if (chip !== null)
            chooser.optionFocused(chooser.currentIndex, chip.Accessible.name);
    }

    /** Move the ring by ``step`` chips in model order (clamped at the ends). */
    function moveFocus(step: int): void {
        const next = Math.max(0, Math.min(chooser.options.length - 1, chooser.currentIndex + step));
        if (next !== chooser.currentIndex) {
            chooser.currentIndex = next;
            chooser.sayCurrent();
        }
    }

    Keys.onPressed: (event) => {
        const mirrored = LayoutMirroring.enabled;
        if (event.key === Qt.Key_Left) {
            chooser.moveFocus(mirrored ? 1 : -1);
        } else if (event.key === Qt.Key_Right) {
            chooser.moveFocus(mirrored ? -1 : 1);
        } else if (event.key === Qt.Key_Home) {
            chooser.moveFocus(-chooser.options.length);
        } else if (event.key === Qt.Key_End) {
            chooser.moveFocus(chooser.options.length);
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                   || event.key === Qt.Key_Space) {
            if (chooser.currentIndex < chooser.options.length)
                chooser.optionChosen(chooser.currentIndex);
        } else if (event.key === Qt.Key_Escape) {
            chooser.cancelled();  // also from its Cancel button, which passes the key up
        } else {
            return;
        }
        event.accepted = true;
    }

    RowLayout {
        id: layout

        anchors.centerIn: parent
        spacing: CardTheme.spacingSmall

        Text {
            //: Before the capture choices: pick which cards your card takes.
            text: qsTr("Take:")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            font.bold: true
        }

        Repeater {
            id: chips

            model: chooser.options

            Rectangle {
                id: chip

                required property var modelData
                required property int index
                readonly property bool ringed: chooser.activeFocus && chooser.currentIndex === chip.index

                objectName: "captureOption_" + chip.index
                implicitWidth: cards.implicitWidth + 14
                implicitHeight: cards.implicitHeight + 10
                radius: 8
                color: chipMouse.pressed ? Qt.rgba(0.66, 0.45, 0.16, 0.7)
                       : chipMouse.containsMouse ? Qt.rgba(0.66, 0.45, 0.16, 0.5) : Qt.rgba(0, 0, 0, 0.25)
                border.color: chip.ringed ? CardTheme.focus : CardTheme.accentLight
                border.width: chip.ringed ? 3 : 1
                Accessible.role: Accessible.Button
                Accessible.focusable: true
                Accessible.focused: chip.ringed
                //: A capture choice, e.g. "Take 3 of Spades, 4 of Hearts".
                Accessible.name: qsTr("Take %1").arg(chip.cardNames())
                Accessible.onPressAction: chooser.optionChosen(chip.index)

                /** The cards' spoken names (each mini card names itself). */
                function cardNames(): string {
                    const names = [];
                    for (let i = 0; i < minis.count; ++i)
                        names.push(minis.itemAt(i)?.Accessible.name ?? "");
                    return names.join(", ");
                }

                Behavior on color { ColorAnimation { duration: CardTheme.durationShort } }

                Row {
                    id: cards

                    anchors.centerIn: parent
                    spacing: -Math.round(chooser.miniWidth * 0.25)
                    LayoutMirroring.enabled: false

                    Repeater {
                        id: minis

                        model: chip.modelData

                        CardView {
                            required property string modelData
                            code: modelData
                            pack: "french"
                            width: chooser.miniWidth
                            shadow: false
                        }
                    }
                }

                MouseArea {
                    id: chipMouse

                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onContainsMouseChanged: chooser.hoveredIndex = chipMouse.containsMouse ? chip.index
                                            : (chooser.hoveredIndex === chip.index ? -1 : chooser.hoveredIndex)
                    onClicked: chooser.optionChosen(chip.index)
                }
            }
        }

        TableButton {
            objectName: "cancelCapture"
            //: Put the selected card back and choose another.
            text: qsTr("Cancel")
            onClicked: chooser.cancelled()
        }
    }
}
