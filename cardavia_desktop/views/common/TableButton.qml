// A calm button for the felt: brass outline, paper text; checkable for toggles.
// Keyboard: reached with Tab (a click does not take the keyboard from the hand), pressed with
// Space, Enter or Return; a brass ring shows while it has the keyboard's focus.
import QtQuick
import QtQuick.Controls.Basic

import cards

Button {
    id: control

    property bool primary: false

    padding: 8
    leftPadding: 14
    rightPadding: 14
    font.family: CardTheme.fontFamily
    font.pixelSize: CardTheme.fontBody
    hoverEnabled: true
    focusPolicy: Qt.TabFocus
    Accessible.name: control.text

    Keys.onReturnPressed: control.animateClick()
    Keys.onEnterPressed: control.animateClick()

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.primary ? CardTheme.ink : CardTheme.textOnFelt
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitWidth: 96
        implicitHeight: 36
        radius: height / 2
        color: control.primary
               ? (control.down ? CardTheme.accentDark : (control.hovered ? CardTheme.accentLight : "#dcb878"))
               : (control.checked ? Qt.rgba(0.66, 0.45, 0.16, 0.55)
                  : (control.down ? Qt.rgba(0, 0, 0, 0.3) : (control.hovered ? Qt.rgba(1, 1, 1, 0.12)
                                                                              : Qt.rgba(0, 0, 0, 0.18))))
        border.color: control.primary ? CardTheme.accentDark : CardTheme.accentLight
        border.width: 1

        Behavior on color { ColorAnimation { duration: CardTheme.durationShort } }

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
