// "Start a new match?": asked before a match under way is given up. A plain item over the
// table (not a Popup, so the window's filters cover it); Enter confirms, Escape keeps playing.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme
import common

ModalBackdrop {
    id: confirm

    /** Giving the match up now counts as a loss in your record (you made a decision in it). */
    property bool countsAsLoss: false
    /** The match had a take-back or a hint: it counts apart, as a match you did not win. */
    property bool assisted: false

    signal confirmed()
    signal cancelled()

    objectName: "confirmNewMatch"
    Accessible.role: Accessible.Dialog
    Accessible.name: question.text
    Accessible.description: confirm.countsAsLoss ? lossLine.text : ""

    onDismissed: confirm.cancelled()
    Keys.onEscapePressed: confirm.cancelled()
    Keys.onReturnPressed: confirm.confirmed()
    Keys.onEnterPressed: confirm.confirmed()

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingLarge, 460)
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
                id: question

                Layout.fillWidth: true
                text: qsTr("Start a new match?")
                color: Theme.ink
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontLarge
                font.bold: true
                wrapMode: Text.Wrap
            }

            Label {
                Layout.fillWidth: true
                text: qsTr("The match under way will be given up.")
                color: Theme.inkMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
            }

            Label {
                id: lossLine

                objectName: "countsAsLoss"
                Layout.fillWidth: true
                visible: confirm.countsAsLoss
                text: confirm.assisted
                      //: In the New match confirmation: the match given up (you used take-back or hint in it) is counted apart.
                      ? qsTr("It will count in your statistics as a match with take-back or hint that you did not win.")
                      //: In the New match confirmation: the match given up is counted in the statistics.
                      : qsTr("It will count as a lost match in your statistics.")
                color: Theme.warning
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.Wrap
            }

            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: Theme.spacingSmall

                Button {
                    objectName: "keepPlaying"
                    text: qsTr("Keep playing")
                    font.pixelSize: Theme.fontBody
                    onClicked: confirm.cancelled()
                }

                Button {
                    objectName: "confirmNewMatchButton"
                    text: qsTr("New match")
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    onClicked: confirm.confirmed()
                }
            }
        }
    }
}
