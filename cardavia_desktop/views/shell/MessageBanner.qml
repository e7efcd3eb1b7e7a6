// A calm in-window notice (e.g. settings could not be read) with a Dismiss button.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import "../theme"

Rectangle {
    id: banner

    property string text

    signal dismissed()

    visible: banner.text !== ""
    implicitHeight: visible ? row.implicitHeight + 2 * Theme.spacingSmall : 0
    color: Theme.accentLight

    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 1
        color: Theme.paperLine
    }

    RowLayout {
        id: row

        anchors.fill: parent
        anchors.leftMargin: Theme.spacingLarge
        anchors.rightMargin: Theme.spacingLarge
        spacing: Theme.spacing

        Label {
            objectName: "messageText"
            Layout.fillWidth: true
            text: banner.text
            color: Theme.ink
            wrapMode: Text.Wrap
            font.pixelSize: Theme.fontBody
        }

        Button {
            objectName: "messageDismiss"
            text: qsTr("Dismiss")
            flat: true
            onClicked: banner.dismissed()
        }
    }
}
