// About Cardavia: the version, the licence, the promise of fair play and the credits for the
// card art and the fonts. A plain item over the window (not a Popup), so the window's filters
// cover it; Escape, a click beside it or its button closes it.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import common
import "../common/format.js" as Format

ModalBackdrop {
    id: box

    signal closeRequested()

    objectName: "aboutBox"
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text

    onDismissed: box.closeRequested()
    Keys.onEscapePressed: box.closeRequested()

    AboutCardavia {
        id: info
    }

    Rectangle {
        objectName: "aboutPanel"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.spacingLarge, 560)
        height: Math.min(parent.height - 2 * Theme.spacingLarge,
                         column.implicitHeight + 2 * Theme.spacingLarge)
        radius: Theme.radius
        color: Theme.surface
        border.color: Theme.paperLine

        MouseArea {
            anchors.fill: parent   // clicks on the box itself do not close it
        }

        Flickable {
            anchors.fill: parent
            anchors.margins: Theme.spacingLarge
            contentHeight: column.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds

            ColumnLayout {
                id: column

                width: parent.width
                spacing: Theme.spacing

                Wordmark {}

                Label {
                    id: title

                    objectName: "aboutTitle"
                    //: Title of the About box (the header's Options panel opens it).
                    text: qsTr("About Cardavia")
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }

                Label {
                    objectName: "aboutVersion"
                    //: %1 is the version number, such as 0.1.0.
                    text: qsTr("Version %1").arg(Format.ltr(info.version))
                    color: Theme.inkMuted
                    font.pixelSize: Theme.fontBody
                }

                Label {
                    objectName: "aboutFairness"
                    Layout.fillWidth: true
                    //: The promise of fair play in the About box.
                    text: qsTr("Fair play: the AI decides from what its seat may see, never from hidden cards.")
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.Wrap
                }

                Label {
                    objectName: "aboutLicence"
                    Layout.fillWidth: true
                    //: %1 is the licence's short name, GPL-3.0-or-later (keep it as it is).
                    text: qsTr("Cardavia is free software under the GNU General Public License, version 3 or any later version (%1).")
                          .arg(Format.ltr(info.licence))
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                }

                Label {
                    //: A heading in the About box.
                    text: qsTr("Credits")
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                }

                Label {
                    objectName: "aboutArt"
                    Layout.fillWidth: true
                    text: qsTr("Card art: every card face, card back, suit pip and game emblem was drawn for Cardavia by the project itself.")
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                }

                Label {
                    objectName: "aboutFonts"
                    Layout.fillWidth: true
                    //: Font names stay as they are.
                    text: qsTr("Fonts: DejaVu Sans and DejaVu Serif (DejaVu Fonts License); Vazirmatn by Saber Rastikerdar for Arabic and Persian (SIL Open Font License 1.1).")
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                }

                Button {
                    objectName: "closeAbout"
                    Layout.alignment: Qt.AlignRight
                    text: qsTr("Close")
                    font.pixelSize: Theme.fontBody
                    Accessible.name: text
                    onClicked: box.closeRequested()
                }
            }
        }
    }
}
