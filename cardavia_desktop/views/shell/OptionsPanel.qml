// Table options: animation speed, the pace after a trick, reduced motion, four-colour cards and
// sound (on/off, volume); then the window's own items: full screen (F11), About Cardavia and Quit
// (Ctrl+Q). A plain item under the header (not a Popup), so the window's filters cover it; Escape
// or the button closes it.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import cards

Rectangle {
    id: panel

    /** The window fills the screen: the Full screen button shows it pressed. */
    property bool fullScreen: false

    signal closeRequested()
    signal fullScreenToggled()
    signal aboutRequested()
    signal quitRequested()

    objectName: "optionsPanel"
    implicitWidth: Math.max(340, column.implicitWidth + 2 * Theme.spacingLarge)
    implicitHeight: column.implicitHeight + 2 * Theme.spacingLarge
    radius: Theme.radius
    color: Theme.surface
    border.color: Theme.paperLine
    Accessible.role: Accessible.Dialog
    //: Title of the panel with animation and card-colour options.
    Accessible.name: qsTr("Table options")

    Keys.onEscapePressed: panel.closeRequested()

    MouseArea {
        // A click on the panel's own paper (between its controls) stays in the panel: only a
        // click beside it, Close or Escape closes it.
        anchors.fill: parent
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: Theme.spacingLarge
        spacing: Theme.spacing

        Label {
            text: qsTr("Table options")
            color: Theme.ink
            font.pixelSize: Theme.fontLarge
            font.bold: true
        }

        Label {
            text: qsTr("Animation speed")
            color: Theme.inkMuted
            font.pixelSize: Theme.fontBody
        }

        SegmentChooser {
            objectName: "speedChooser"
            namePrefix: "speed"
            focus: true
            enabled: !AppSettings.reducedMotion
            current: AppSettings.animationSpeed
            options: [
                //: Animation speed choice.
                { value: 0.5, name: qsTr("Slow") },
                //: Animation speed choice.
                { value: 1.0, name: qsTr("Normal speed") },
                //: Animation speed choice.
                { value: 2.0, name: qsTr("Fast") }
            ]
            onChosen: (value) => AppSettings.animationSpeed = value
        }

        Label {
            //: Options: what happens after a trick in the four-player games.
            text: qsTr("After a trick (four players)")
            color: Theme.inkMuted
            font.pixelSize: Theme.fontBody
        }

        SegmentChooser {
            objectName: "trickPaceChooser"
            namePrefix: "trickPace"
            current: AppSettings.trickPace
            options: [
                //: Trick pace choice: the finished trick stays until you click or press a key.
                { value: "wait", name: qsTr("Wait for a click or key") },
                //: Trick pace choice: play goes on after a short pause.
                { value: "timed", name: qsTr("Go on after a pause") }
            ]
            onChosen: (value) => AppSettings.trickPace = value
        }

        Switch {
            objectName: "reducedMotionSwitch"
            text: qsTr("Reduced motion: cards appear in place")
            checked: AppSettings.reducedMotion
            font.pixelSize: Theme.fontBody
            Accessible.name: text
            onToggled: AppSettings.reducedMotion = checked
        }

        RowLayout {
            spacing: Theme.spacing

            Switch {
                objectName: "fourColourSwitch"
                //: Options: recolours the French cards (Lock & Bet); the German and Italian packs already print four colours (newcomer #41 looked for a change in Schnapsen).
                text: qsTr("Four-colour French suits, in Lock & Bet (Diamonds blue, Clubs green)")
                checked: AppSettings.fourColour
                font.pixelSize: Theme.fontBody
                Accessible.name: text
                onToggled: AppSettings.fourColour = checked
            }

            Repeater {
                model: ["H", "D", "C", "S"]

                SuitPip {
                    required property string modelData

                    objectName: "previewPip_" + modelData
                    Layout.preferredWidth: 20
                    Layout.preferredHeight: 20
                    pack: "french"
                    suit: modelData
                }
            }
        }

        RowLayout {
            spacing: Theme.spacingLarge

            Switch {
                objectName: "soundSwitch"
                //: Options: sound cues (a card landing, a capture, chips) on or off.
                text: qsTr("Sound (Ctrl+M)")
                checked: AppSettings.soundEnabled
                font.pixelSize: Theme.fontBody
                Accessible.name: qsTr("Sound")
                onToggled: AppSettings.soundEnabled = checked
            }

            FilterSlider {
                sliderName: "volumeSlider"
                //: Options: the loudness of the sound cues.
                label: qsTr("Volume")
                value: AppSettings.soundVolume
                // (no device: nothing to make louder; the switch keeps your choice for the next start)
                enabled: AppSettings.soundEnabled && AppSettings.soundOutput
                neutralMark: false
                onMoved: (value) => AppSettings.soundVolume = value
            }
        }

        Label {
            objectName: "noSoundNote"
            Layout.fillWidth: true
            visible: !AppSettings.soundOutput
            //: Options, under the Sound switch: this computer has no audio output the app can use
            //: (the switch keeps the player's choice for a later start with a device).
            text: qsTr("No sound device found: the cues are silent. The switch keeps your choice for when there is one.")
            color: Theme.inkMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: 1
            color: Theme.paperLine
        }

        RowLayout {
            // The window's items, as a desktop application's menu has them.
            spacing: Theme.spacingSmall

            Button {
                objectName: "fullScreenButton"
                //: Fills the screen with the window, or gives it back its size. Also F11.
                text: qsTr("Full screen")
                checkable: true
                checked: panel.fullScreen
                font.pixelSize: Theme.fontBody
                Accessible.name: text
                onClicked: panel.fullScreenToggled()
            }

            Button {
                objectName: "aboutButton"
                //: Opens the About box (version, licence, credits).
                text: qsTr("About Cardavia")
                font.pixelSize: Theme.fontBody
                Accessible.name: text
                onClicked: panel.aboutRequested()
            }

            Button {
                objectName: "quitButton"
                //: Closes Cardavia (your match is saved). Also Ctrl+Q.
                text: qsTr("Quit")
                font.pixelSize: Theme.fontBody
                Accessible.name: text
                onClicked: panel.quitRequested()
            }

            Item {
                Layout.fillWidth: true
            }

            Button {
                objectName: "closeOptions"
                text: qsTr("Close")
                font.pixelSize: Theme.fontBody
                Accessible.name: text
                onClicked: panel.closeRequested()
            }
        }
    }
}
