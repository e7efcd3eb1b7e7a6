// A quiet button for a paper sheet: ink text in a brass outline (the sheet's own primary button
// stays the one that stands out). Tab reaches it; Space, Enter or Return presses it.
import QtQuick
import QtQuick.Controls.Basic

import cards

Button {
    id: control

    /** On the felt (light text) rather than on paper. */
    property bool onFelt: false

    padding: 6
    leftPadding: 12
    rightPadding: 12
    font.family: CardTheme.fontFamily
    font.pixelSize: CardTheme.fontSmall
    hoverEnabled: true
    focusPolicy: Qt.TabFocus
    Accessible.name: control.text

    Keys.onReturnPressed: control.animateClick()
    Keys.onEnterPressed: control.animateClick()

    contentItem: Text {
        text: control.text
        font: control.font
        color: control.onFelt ? (control.enabled ? CardTheme.textOnFelt : CardTheme.textOnFeltMuted)
                              : (control.enabled ? CardTheme.ink : CardTheme.inkMuted)
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        elide: Text.ElideRight
    }

    background: Rectangle {
        implicitHeight: 30
        radius: height / 2
        color: control.down ? (control.onFelt ? Qt.rgba(0, 0, 0, 0.3) : CardTheme.accentLight)
                            : control.hovered ? (control.onFelt ? Qt.rgba(1, 1, 1, 0.12) : "#f3e3c2")
                                              : "transparent"
        border.color: control.visualFocus ? CardTheme.focus : CardTheme.accent
        border.width: control.visualFocus ? 3 : 1
    }
}
