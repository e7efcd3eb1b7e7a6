// Your declarations: each combination you hold, its cards and value (the Matto bonus shown
// apart), a button to declare it, and one to finish. The list is the controller's.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format

Rectangle {
    id: panel

    /** MinchiateTable.combos: [{action, kind, cards, value, mattoBonus, points}]. */
    property var combos: []
    required property Words words
    property real cardWidth: 30
    /** How far a lesson's halo reaches out of a card (cards/CardView.qml), and a little more. */
    readonly property real haloRoom: Math.max(6, Math.round(panel.cardWidth * 0.08)) + 2
    /** The digit keys declare the combination of that number (the table has the keyboard). */
    property bool keysEnabled: true

    signal declareClicked(string action)
    signal doneClicked()

    implicitHeight: column.implicitHeight + 16
    radius: CardTheme.radius
    color: CardTheme.panel
    border.color: CardTheme.accentLight
    Accessible.role: Accessible.Pane
    Accessible.name: intro.text

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: 8
        spacing: 4

        Text {
            id: intro

            objectName: "declareIntro"
            Layout.fillWidth: true
            text: qsTr("Declare your combinations: each scores its value now and shows its cards to all.")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: panel.combos

            RowLayout {
                id: row

                required property int index
                required property var modelData

                Layout.fillWidth: true
                spacing: 6

                Shortcut {
                    // Key 1 declares the first combination listed, 2 the second…
                    sequence: String(row.index + 1)
                    enabled: panel.visible && panel.keysEnabled && row.index < 9
                    onActivated: panel.declareClicked(row.modelData.action)
                }
                Text {
                    // The combination's number: its key (in the language's digits, like every number).
                    objectName: "comboNumber_" + row.index
                    text: Format.num(row.index + 1)
                    visible: row.index < 9
                    color: CardTheme.accentLight
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                    font.bold: true
                }
                Row {
                    id: comboRow

                    objectName: "comboCards_" + row.index
                    Layout.preferredWidth: panel.cardWidth * 3.4
                    // room for a lesson's halo round the cards (cards/CardView.qml): it lay over
                    // the row's number and the words above (newcomer #9)
                    Layout.margins: panel.haloRoom
                    spacing: -Math.round(panel.cardWidth * 0.4)
                    Repeater {
                        model: row.modelData.cards
                        CardView {
                            required property string modelData
                            required property int index
                            // mirrored, each card lies under the one before it: its index shows
                            z: comboRow.effectiveLayoutDirection === Qt.RightToLeft ? row.modelData.cards.length - index : 0
                            code: modelData
                            pack: "minchiate"
                            width: panel.cardWidth
                            shadow: false
                        }
                    }
                }
                Text {
                    id: comboText

                    objectName: "comboText_" + row.index
                    Layout.fillWidth: true
                    text: row.modelData.mattoBonus > 0
                          //: A combination: its name, card value + Matto bonus = points.
                          ? qsTr("%1: %2 + %3 Matto bonus = %Ln point(s)", "", row.modelData.points)
                                .arg(panel.words.combo(row.modelData.kind, row.modelData.cards)).arg(Format.num(row.modelData.value))
                                .arg(Format.num(row.modelData.mattoBonus))
                          : qsTr("%1: %Ln point(s)", "", row.modelData.points).arg(panel.words.combo(row.modelData.kind, row.modelData.cards))
                    color: CardTheme.textOnFelt
                    font.family: CardTheme.fontFamily
                    font.pixelSize: CardTheme.fontSmall
                    wrapMode: Text.WordWrap
                }
                TableButton {
                    objectName: "declare_" + row.index
                    key: row.index < 9 ? Format.num(row.index + 1) : ""
                    performs: [row.modelData.action]  // the whole declare move a lesson marks
                    primary: true
                    padding: 4
                    text: qsTr("Declare")
                    Accessible.name: qsTr("Declare") + " " + comboText.text
                    onClicked: panel.declareClicked(row.modelData.action)
                }
            }
        }
        TableButton {
            objectName: "finishDeclaring"
            key: "P"
            performs: ["pass"]  // what a lesson's mark names it by
            Layout.alignment: Qt.AlignRight
            padding: 4
            text: panel.combos.length > 0 ? qsTr("Declare no more") : qsTr("Done")
            onClicked: panel.doneClicked()
        }
    }
}
