// A short message on the felt (what just happened, or why a move was refused).
import QtQuick

import cards

Rectangle {
    id: box

    property string text
    property bool isError: false

    implicitHeight: noticeText.implicitHeight + 12
    visible: box.text !== ""
    radius: 8
    color: box.isError ? CardTheme.warning : CardTheme.panel
    border.color: box.isError ? CardTheme.accentLight : Qt.rgba(1, 1, 1, 0.1)

    Text {
        id: noticeText

        anchors.fill: parent
        anchors.margins: 6
        text: box.text
        color: CardTheme.textOnFelt
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
