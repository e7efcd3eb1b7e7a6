// A calm button for the felt: brass outline, paper text; checkable for toggles.
import QtQuick
import QtQuick.Controls.Basic

import "../cards"

Button {
    id: control

    property bool primary: false

    padding: 8
    leftPadding: 14
    rightPadding: 14
    font.family: CardTheme.fontFamily
    font.pixelSize: CardTheme.fontBody
    hoverEnabled: true

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
    }
}
