// The header on every screen: wordmark, language selector, the three filter sliders, the
// muted state (while sound is off) and the options button.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme

Rectangle {
    id: header

    /** The options panel (motion, card colours) is open: the button shows it pressed. */
    property bool optionsOpen: false
    /** The item that covers the whole page, where the language list drops down (Main's content). */
    property Item dropDownParent: null

    signal optionsToggled()
    /** A header control was used with the mouse and is done: the page may take the keys back. */
    signal pointerDone()

    implicitHeight: Math.max(Theme.headerHeight, layout.implicitHeight + 2 * Theme.spacingSmall)
    color: Theme.paper

    Rectangle {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 1
        color: Theme.paperLine
    }

    RowLayout {
        id: layout

        anchors.fill: parent
        anchors.leftMargin: Theme.spacingLarge
        anchors.rightMargin: Theme.spacingLarge
        spacing: Theme.spacing

        Wordmark {
            Layout.alignment: Qt.AlignVCenter
        }

        Item {
            Layout.fillWidth: true
        }

        RowLayout {
            Layout.alignment: Qt.AlignVCenter
            Layout.fillWidth: false
            spacing: Theme.spacingSmall

            Label {
                objectName: "languageLabel"
                // Narrow windows drop the label: the selector shows the language's own name.
                visible: header.width >= 1200
                text: qsTr("Language:")
                color: Theme.inkMuted
                font.pixelSize: Theme.fontBody
            }

            LanguageSelector {
                id: languageSelector

                objectName: "languageSelector"
                Layout.preferredWidth: 150
                listParent: header.dropDownParent ?? languageSelector
                onPointerChose: header.pointerDone()
            }
        }

        Rectangle {
            Layout.preferredWidth: 1
            Layout.fillHeight: true
            Layout.topMargin: Theme.spacing
            Layout.bottomMargin: Theme.spacing
            color: Theme.paperLine
        }

        ColumnLayout {
            Layout.alignment: Qt.AlignVCenter
            Layout.fillWidth: false
            spacing: 0

            RowLayout {
                Layout.fillWidth: false
                spacing: Theme.spacing

                FilterSlider {
                    sliderName: "contrastSlider"
                    label: qsTr("Contrast")
                    value: AppSettings.contrast
                    enabled: AppSettings.filtersAvailable
                    onMoved: (value) => AppSettings.contrast = value
                }

                FilterSlider {
                    sliderName: "grainSlider"
                    label: qsTr("Grain")
                    value: AppSettings.grain
                    enabled: AppSettings.filtersAvailable
                    onMoved: (value) => AppSettings.grain = value
                }

                FilterSlider {
                    sliderName: "temperatureSlider"
                    label: qsTr("Color temperature")
                    value: AppSettings.temperature
                    enabled: AppSettings.filtersAvailable
                    onMoved: (value) => AppSettings.temperature = value
                }
            }

            Label {
                objectName: "filtersUnavailable"
                Layout.fillWidth: true
                visible: !AppSettings.filtersAvailable
                text: qsTr("Filters are unavailable with this renderer.")
                color: Theme.warning
                font.pixelSize: Theme.fontSmall
                font.italic: true
                horizontalAlignment: Text.AlignHCenter
            }
        }

        Button {
            // Shown while the sound is off (Options, or Ctrl+M): a click turns it on again.
            objectName: "mutedButton"
            Layout.alignment: Qt.AlignVCenter
            visible: !AppSettings.soundEnabled
            //: Header button shown while sound cues are off; a click turns them on.
            text: qsTr("Muted")
            flat: true
            // A click turns the sound on and hides the button: it must not take the keys with it.
            focusPolicy: Qt.TabFocus
            font.pixelSize: Theme.fontBody
            palette.buttonText: Theme.warning
            //: Accessible name of the header's muted button.
            Accessible.name: qsTr("Sound is off. Turn the sound on (Ctrl+M)")
            onClicked: AppSettings.soundEnabled = true
        }

        Button {
            id: optionsButton

            objectName: "optionsButton"
            Layout.alignment: Qt.AlignVCenter
            //: Header button opening animation-speed, reduced-motion and four-colour options.
            text: qsTr("Options")
            checkable: true
            checked: header.optionsOpen
            font.pixelSize: Theme.fontBody
            Accessible.name: text
            onClicked: header.optionsToggled()
        }
    }
}
