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
    property bool confirmingNewMatch: false
    /** The deal's story shows beside the table (Ctrl+L or the Log button). */
    property bool storyOpen: false
    /** The open table's GameController (each Table.qml exposes its own as `controller`). */
    readonly property QtObject controller: table.item?.controller ?? null

    /** New match: at once when nothing would be lost, else after the confirmation. */
    function requestNewMatch(): void {
        if (tableActions.underWay)
            page.confirmingNewMatch = true;
        else
            page.startNewMatch();
    }

    function startNewMatch(): void {
        page.confirmingNewMatch = false;
        if (page.controller !== null)
            page.controller.newMatch();
        page.focusTable();
    }

    /** Give the keyboard to the table (its hand) when the Table tab shows. */
    function focusTable(): void {
        if (tabs.currentIndex === 0 && table.item !== null && !page.shortcutsOpen
                && !page.confirmingNewMatch)
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

    onConfirmingNewMatchChanged: {
        if (page.confirmingNewMatch)
            confirmBox.forceActiveFocus();
        else
            page.focusTable();
    }

    Shortcut {
        sequence: "Escape"
        enabled: (page.controller?.hint.length ?? 0) > 0 && !page.confirmingNewMatch
        onActivated: page.controller.clearHint()
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
                    // A narrow window shrinks a long name (then elides it) before the bar overflows.
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    text: info.name
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Theme.fontBody
                    elide: Text.ElideRight
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
                    // The four-seat games: your partner's level apart from the opponents'.
                    withPartner: page.gameId === "piedicavallo" || page.gameId === "minchiate"
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge
            Layout.rightMargin: Theme.spacingLarge
            Layout.topMargin: Theme.spacingSmall
            Layout.bottomMargin: Theme.spacingSmall
            spacing: Theme.spacingLarge

            ColumnLayout {
                Layout.fillWidth: true
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

            TableActions {
                id: tableActions

                Layout.alignment: Qt.AlignVCenter
                visible: tabs.currentIndex === 0
                controller: page.controller
                keysEnabled: tabs.currentIndex === 0 && !page.shortcutsOpen && !page.confirmingNewMatch
                storyOpen: page.storyOpen
                onNewMatchRequested: page.requestNewMatch()
                onStoryToggled: page.storyOpen = !page.storyOpen
            }
        }

        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex

            Item {
                Loader {
                    id: table

                    objectName: "tableLoader"
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.left: parent.left
                    anchors.right: story.visible ? story.left : parent.right
                    source: Qt.resolvedUrl("../games/" + page.gameId + "/Table.qml")
                    onLoaded: page.focusTable()

                    Rectangle {
                        // What the other seats just did, until you act (the log tells it all).
                        objectName: "lastMoveLine"
                        z: 9
                        visible: !page.storyOpen && story.sinceYou.length > 0
                        anchors.top: parent.top
                        anchors.topMargin: 2
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: Math.min(lastMoveText.implicitWidth + 2 * Theme.spacing, parent.width * 0.6)
                        height: lastMoveText.implicitHeight + Theme.spacingTiny * 2
                        radius: height / 2
                        color: "#b0102a1f"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: lastMoveText.text

                        Text {
                            id: lastMoveText

                            anchors.centerIn: parent
                            width: Math.min(implicitWidth, parent.parent.width * 0.6 - 2 * Theme.spacing)
                            text: story.sinceYou.join("  ·  ")
                            textFormat: Text.PlainText
                            elide: Text.ElideRight
                            color: Theme.feltText
                            font.family: Theme.fontFamily
                            font.pixelSize: Theme.fontSmall
                        }

                        MouseArea {
                            anchors.fill: parent
                            cursorShape: Qt.PointingHandCursor
                            onClicked: page.storyOpen = true
                        }
                    }

                    HintPanel {
                        z: 10
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: Theme.spacing
                        controller: page.controller
                        gameId: page.gameId
                        cardName: (code) => table.item?.cardName(code) ?? code
                        onCloseRequested: {
                            page.controller.clearHint();
                            page.focusTable();
                        }
                    }

                    Label {
                        anchors.centerIn: parent
                        visible: table.status === Loader.Error
                        text: qsTr("This table could not be opened.")
                        color: Theme.warning
                        font.pixelSize: Theme.fontLarge
                    }
                }

                StoryPanel {
                    id: story

                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.right: parent.right
                    width: Math.min(340, parent.width * 0.3)
                    visible: page.storyOpen
                    controller: page.controller
                    gameId: page.gameId
                    table: table.item
                    onCloseRequested: {
                        page.storyOpen = false;
                        page.focusTable();
                    }
                }
            }

            RulesPage {
                objectName: "rulesPage"
                title: info.name
                sections: info.sections
            }
        }
    }

    ConfirmNewMatch {
        id: confirmBox

        anchors.fill: parent
        visible: page.confirmingNewMatch
        onConfirmed: page.startNewMatch()
        onCancelled: page.confirmingNewMatch = false
    }

    ShortcutSheet {
        id: sheet

        anchors.fill: parent
        visible: page.shortcutsOpen
        tableShortcuts: table.item?.shortcuts ?? []
        onCloseRequested: page.shortcutsOpen = false
    }
}
