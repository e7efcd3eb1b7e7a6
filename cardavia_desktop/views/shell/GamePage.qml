// One game's page: back to the lobby, the Table / Full rules tabs, the format line and pitch,
// then the game's own Table.qml (kept alive while the rules are read) or the rules page.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import "../theme"

Rectangle {
    id: page

    required property string gameId

    signal back()

    objectName: "gamePage"
    color: Theme.paper

    property bool shortcutsOpen: false

    /** Give the keyboard to the table (its hand) when the Table tab shows. */
    function focusTable(): void {
        if (tabs.currentIndex === 0 && table.item !== null && !page.shortcutsOpen)
            table.item.forceActiveFocus();
    }

    Shortcut {
        sequences: [StandardKey.Back]
        onActivated: page.back()
    }

    Shortcut {
        objectName: "shortcutSheetKey"
        sequences: ["F1", "?"]
        onActivated: page.shortcutsOpen = !page.shortcutsOpen
    }

    onShortcutsOpenChanged: {
        if (page.shortcutsOpen)
            sheet.forceActiveFocus();
        else
            page.focusTable();
    }

    GameInfo {
        id: info

        gameId: page.gameId
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: bar.implicitHeight + Theme.spacing
            color: Theme.paperDark

            RowLayout {
                id: bar

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.leftMargin: Theme.spacingLarge
                anchors.rightMargin: Theme.spacingLarge
                spacing: Theme.spacingLarge

                BackButton {
                    objectName: "backToLobby"
                    Layout.alignment: Qt.AlignVCenter
                    text: qsTr("All games")
                    onClicked: page.back()
                }

                Label {
                    Layout.alignment: Qt.AlignVCenter
                    text: info.name
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }

                TabBar {
                    id: tabs

                    Layout.alignment: Qt.AlignBottom
                    spacing: Theme.spacingTiny
                    background: null

                    onCurrentIndexChanged: page.focusTable()

                    PageTab {
                        objectName: "tableTab"
                        text: qsTr("Table")
                    }

                    PageTab {
                        objectName: "rulesTab"
                        text: qsTr("Full rules")
                    }
                }

                Item {
                    Layout.fillWidth: true
                }

                Button {
                    objectName: "shortcutsButton"
                    Layout.alignment: Qt.AlignVCenter
                    //: Opens the list of keyboard shortcuts (also F1).
                    text: qsTr("Keys")
                    font.pixelSize: Theme.fontBody
                    focusPolicy: Qt.TabFocus
                    Accessible.name: qsTr("Keyboard shortcuts")
                    onClicked: page.shortcutsOpen = true
                }

                AiLevelChooser {
                    Layout.alignment: Qt.AlignVCenter
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge
            Layout.rightMargin: Theme.spacingLarge
            Layout.topMargin: Theme.spacingSmall
            Layout.bottomMargin: Theme.spacingSmall
            spacing: 2

            Label {
                objectName: "formatLine"
                Layout.fillWidth: true
                text: info.format
                color: Theme.accentDark
                font.pixelSize: Theme.fontBody
                font.bold: true
                wrapMode: Text.Wrap
            }

            Label {
                objectName: "pitchLine"
                Layout.fillWidth: true
                text: info.pitch
                color: Theme.inkMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            Loader {
                id: table

                objectName: "tableLoader"
                source: Qt.resolvedUrl("../games/" + page.gameId + "/Table.qml")
                onLoaded: page.focusTable()

                Label {
                    anchors.centerIn: parent
                    visible: table.status === Loader.Error
                    text: qsTr("This table could not be opened.")
                    color: Theme.warning
                    font.pixelSize: Theme.fontLarge
                }
            }

            RulesPage {
                objectName: "rulesPage"
                title: info.name
                sections: info.sections
            }
        }
    }

    ShortcutSheet {
        id: sheet

        anchors.fill: parent
        visible: page.shortcutsOpen
        tableShortcuts: table.item?.shortcuts ?? []
        onCloseRequested: page.shortcutsOpen = false
    }
}
