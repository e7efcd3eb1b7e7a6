// A calm in-window notice (e.g. settings could not be read) with a Dismiss button, and the
// message's own action when it has one (New match after a table failed). Messages queue up in
// AppSettings: dismissing one shows the next. The text may quote a file name, a flag or an
// error, so it is shown as plain text, never as rich text.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme

Rectangle {
    id: banner

    property string text
    property string actionText: AppSettings.messageAction

    signal dismissed()
    signal actionTriggered()

    visible: banner.text !== ""
    implicitHeight: visible ? row.implicitHeight + 2 * Theme.spacingSmall : 0
    color: Theme.accentLight

    onActionTriggered: AppSettings.triggerMessageAction()

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
            textFormat: Text.PlainText
            color: Theme.ink
            wrapMode: Text.Wrap
            maximumLineCount: 4
            elide: Text.ElideRight
            font.pixelSize: Theme.fontBody
        }

        Button {
            objectName: "messageAction"
            visible: banner.actionText !== ""
            text: banner.actionText
            onClicked: banner.actionTriggered()
        }

        Button {
            objectName: "messageDismiss"
            text: qsTr("Dismiss")
            flat: true
            onClicked: banner.dismissed()
        }
    }
}
