// An in-content question over the page (not a Popup: the window's filter pass covers it): a
// title, a sentence or two, optionally a line to type in, a refusal line, and two buttons.
// Enter accepts, Escape (or a click beside the box) cancels.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme

ModalBackdrop {
    id: box

    property alias title: titleLabel.text
    property alias text: textLabel.text
    /** A second sentence in the warning colour (e.g. "It will count as lost."). */
    property alias warning: warningLabel.text
    property alias acceptText: acceptButton.text
    property alias cancelText: cancelButton.text
    /** Show a line to type in (its text is `input`). */
    property bool asksText: false
    property alias input: field.text
    property alias placeholder: field.placeholderText
    /** Why what was typed was refused ("" when nothing is refused). */
    property string refusal: ""

    signal accepted()
    signal cancelled()

    /** Show it, with the keyboard in its line (or on the box). */
    function open(): void {
        box.refusal = "";
        box.visible = true;
        if (box.asksText) {
            field.forceActiveFocus();
            field.selectAll();
        } else {
            box.forceActiveFocus();
        }
    }

    visible: false
    z: 50
    Accessible.role: Accessible.Dialog
    Accessible.name: titleLabel.text

    onDismissed: box.cancelled()
    Keys.onEscapePressed: box.cancelled()
    Keys.onReturnPressed: box.accepted()
    Keys.onEnterPressed: box.accepted()

    Rectangle {
        objectName: "askBoxPanel"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingLarge, 500)
        height: column.implicitHeight + 2 * Theme.spacingLarge
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.paperLine

        MouseArea {
            anchors.fill: parent   // clicks on the box itself do not close it
        }

        ColumnLayout {
            id: column

            anchors.fill: parent
            anchors.margins: Theme.spacingLarge
            spacing: Theme.spacing

            Label {
                id: titleLabel

                Layout.fillWidth: true
                color: Theme.ink
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }

            Label {
                id: textLabel

                Layout.fillWidth: true
                visible: text !== ""
                color: Theme.inkMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
            }

            Label {
                id: warningLabel

                objectName: "askBoxWarning"
                Layout.fillWidth: true
                visible: text !== ""
                color: Theme.warning
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.Wrap
            }

            TextField {
                id: field

                objectName: "askBoxField"
                Layout.fillWidth: true
                visible: box.asksText
                font.pixelSize: Theme.fontBody
                selectByMouse: true
                Accessible.name: titleLabel.text
                Keys.onEscapePressed: box.cancelled()
                onAccepted: box.accepted()
                onTextEdited: box.refusal = ""
            }

            Label {
                objectName: "askBoxRefusal"
                Layout.fillWidth: true
                visible: box.refusal !== ""
                text: box.refusal
                color: Theme.warning
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }

            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.spacingSmall

                Button {
                    id: cancelButton

                    objectName: "askBoxCancel"
                    text: qsTr("Cancel")
                    font.pixelSize: Theme.fontBody
                    onClicked: box.cancelled()
                }

                Button {
                    id: acceptButton

                    objectName: "askBoxAccept"
                    text: qsTr("OK")
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    onClicked: box.accepted()
                }
            }
        }
    }
}
