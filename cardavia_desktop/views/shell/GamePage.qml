// One game's page: back to the lobby, the Table / Full rules tabs, the format line and pitch,
// then the game's own Table.qml (kept alive while the rules are read) or the rules page.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import common
import "../common/format.js" as Format

Rectangle {
    id: page

    required property string gameId
    property bool startLesson: false  // open with the game's lesson (the lobby tile's Learn)

    signal back()

    objectName: "gamePage"
    color: Theme.paper

    property bool shortcutsOpen: false
    property bool confirmingNewMatch: false
    /** The deal's story shows beside the table (Ctrl+L or the Log button). */
    property bool storyOpen: false
    /** The game's GameController: created here and pushed into its table. */
    readonly property QtObject controller: game

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
                && !page.confirmingNewMatch && !page.askingFile)
            table.item.forceActiveFocus();
    }

    /** A box of the match files (a numbered deal, an export, an import) or a file chooser is open. */
    readonly property bool askingFile: files.asking

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

    Shortcut {
        // Escape closes the log (after the hint, when both show; a box or sheet over the page
        // takes it first).
        objectName: "closeStoryKey"
        sequence: "Escape"
        enabled: page.storyOpen && (page.controller?.hint.length ?? 0) === 0
                 && (page.controller?.why.length ?? 0) === 0 && !page.confirmingNewMatch
                 && !page.shortcutsOpen && !page.askingFile && tabs.currentIndex === 0
        onActivated: {
            page.storyOpen = false;
            page.focusTable();
        }
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

    GameWords {
        id: gameWords

        gameId: page.gameId
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        Rectangle {
            Layout.fillWidth: true
            // As high for every game as with the four-seat games' level chooser (two compact
            // SegmentChooser rows of 24 px), so every table starts at the same height.
            implicitHeight: Math.max(bar.implicitHeight, 2 * 24 + Theme.spacingTiny) + Theme.spacing
            color: Theme.paperDark

            RowLayout {
                id: bar

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.leftMargin: Theme.spacingLarge
                anchors.rightMargin: Theme.spacingLarge
                spacing: Theme.spacing

                BackButton {
                    objectName: "backToLobby"
                    Layout.alignment: Qt.AlignVCenter
                    text: qsTr("All games")
                    onClicked: page.back()
                }

                TextMetrics {
                    // the name's longest word at the smallest size the title takes
                    id: titleWord

                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    text: info.name.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
                }

                Label {
                    objectName: "gameTitle"
                    Layout.alignment: Qt.AlignVCenter
                    // never narrower than its longest word (newcomer #10: a name cut with "…")
                    Layout.minimumWidth: Math.ceil(titleWord.advanceWidth) + 2
                    // A narrow window wraps a long name on two lines, smaller if need be, within
                    // the bar's height (every table starts at the same height).
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
                    Layout.maximumHeight: 2 * 24 + Theme.spacingTiny
                    text: info.name
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    lineHeight: 0.9
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
                        // A click on the tab already shown took the keyboard onto the tab with
                        // no ring in view (newcomer #12): the hand takes it back, ringed.
                        onClicked: page.focusTable()
                    }

                    PageTab {
                        objectName: "rulesTab"
                        text: qsTr("Full rules")
                    }

                    PageTab {
                        objectName: "statsTab"
                        //: The tab of a game's page with your statistics.
                        text: qsTr("Statistics")
                    }
                }

                Item {
                    Layout.fillWidth: true
                }

                Button {
                    objectName: "shortcutsButton"
                    Layout.alignment: Qt.AlignVCenter
                    //: The button that opens the list of keyboard shortcuts (also F1): short, as
                    //: the page's bar is narrow (the screen reader says "Keyboard shortcuts").
                    text: qsTr("Shortcuts")
                    font.pixelSize: Theme.fontBody
                    focusPolicy: Qt.TabFocus
                    Accessible.name: qsTr("Keyboard shortcuts")
                    onClicked: page.shortcutsOpen = true
                }

                AiLevelChooser {
                    Layout.alignment: Qt.AlignVCenter
                    gameId: page.gameId
                    // The four-seat games: your partner's level apart from the opponents'.
                    withPartner: (table.item?.partnerLevel ?? "") !== ""
                    compact: true
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.leftMargin: Theme.spacingLarge
            Layout.rightMargin: Theme.spacingLarge
            Layout.topMargin: Theme.spacingSmall
            Layout.bottomMargin: Theme.spacingSmall
            // a small window (1024 px) keeps room for the blurb: closer buttons, each no wider
            // than its words (TableActions, WatchButton, LearnButton)
            spacing: page.width < 1200 ? Theme.spacingSmall : Theme.spacingLarge
            z: 2  // above the table: the file note floats over its top edge

            GameBlurb {
                Layout.fillWidth: true
                // (narrower in a small window: German's tools pushed Learn out of 1024 px)
                Layout.minimumWidth: page.width < 1200 ? 90 : 150
                format: info.format
                pitch: info.pitch
                covered: page.confirmingNewMatch || page.askingFile || page.shortcutsOpen
            }

            DealTools {
                id: dealTools

                Layout.alignment: Qt.AlignVCenter
                visible: tabs.currentIndex === 0
                controller: page.controller
                onDealAsked: files.askDeal()
                onExportAsked: files.chooseExport()
                onImportAsked: files.requestImport()
            }

            TableActions {
                id: tableActions

                Layout.alignment: Qt.AlignVCenter
                Layout.fillWidth: true
                Layout.maximumWidth: implicitWidth
                visible: tabs.currentIndex === 0
                controller: page.controller
                keysEnabled: tabs.currentIndex === 0 && !page.shortcutsOpen && !page.confirmingNewMatch
                             && !page.askingFile
                storyOpen: page.storyOpen
                onNewMatchRequested: page.requestNewMatch()
                onStoryToggled: page.storyOpen = !page.storyOpen
            }

            WatchButton {
                Layout.alignment: Qt.AlignVCenter
                visible: tabs.currentIndex === 0
                controller: page.controller
                keysEnabled: tableActions.keysEnabled
                onFocusTableRequested: page.focusTable()
            }

            LearnButton { Layout.alignment: Qt.AlignVCenter; visible: tabs.currentIndex === 0
                          compact: page.width < 1200
                          controller: page.controller; onFocusTableRequested: page.focusTable() }
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
                    anchors.rightMargin: side.width  // a lesson's or Why?'s panel stands beside it
                    // By convention: a game's table is views/games/<id>/Table.qml, a TableBase
                    // given the page's controller; its own New match asks here (hostAsks).
                    Component.onCompleted: table.setSource(
                        Qt.resolvedUrl("../games/" + page.gameId + "/Table.qml"),
                        { controller: game, hostAsks: true })
                    onLoaded: page.focusTable()

                    Connections {
                        target: table.item
                        function onNewMatchRequested(): void { page.requestNewMatch(); }
                    }

                    Binding {
                        // The table keeps the line's room free whether it shows or not, so that
                        // nothing moves when it appears and nothing lies under it.
                        target: table.item
                        property: "topInset"
                        value: lastMoveLine.room
                        when: table.status === Loader.Ready
                    }

                    LastMoveLine {
                        id: lastMoveLine

                        z: 9
                        // (not while watching: the Watch bar tells each move, in its seats' names)
                        visible: !page.storyOpen && story.sinceYou.length > 0
                                 && !(page.controller?.watching ?? false)
                        controller: page.controller
                        lines: story.sinceYou
                        keysEnabled: tableActions.keysEnabled
                        onStoryRequested: page.storyOpen = true
                        onFocusTableRequested: page.focusTable()
                    }

                    SideColumn {
                        id: side; anchors.left: parent.right; height: parent.height
                        controller: page.controller; whyOpen: why.visible; hintOpen: hintPanel.visible
                        room: page.width
                    }

                    WatchBar {
                        z: 11  // in the side column (no lesson nor Why? while watching)
                        anchors.right: side.right; anchors.top: side.top; anchors.margins: Theme.spacing
                        width: side.panelWidth
                        controller: page.controller
                        gameId: page.gameId
                        table: table.item
                        words: gameWords.item
                        keysEnabled: tableActions.keysEnabled
                    }

                    WhyPanel {
                        id: why
                        z: 10  // in the side column, below the lesson's panel if one shows
                        anchors.right: side.right; anchors.top: side.top; anchors.margins: Theme.spacing
                        anchors.topMargin: Theme.spacing + lessonLayer.panelBottom
                        width: side.panelWidth
                        // with the hint below it, at most half the column
                        maxHeight: (side.height - lessonLayer.panelBottom - 2 * Theme.spacing)
                                   * (hintPanel.visible ? 0.5 : 1)
                        controller: page.controller
                        gameId: page.gameId
                        table: table.item
                        keysEnabled: tableActions.keysEnabled
                        onCloseRequested: {
                            page.controller.clearWhy();
                            page.focusTable();
                        }
                    }

                    HintPanel {
                        id: hintPanel

                        // In the side column, under Why?'s answer if it shows: it covers none of
                        // the table (newcomer #17: over the very cards a hint named).
                        z: 10
                        anchors.right: side.right; anchors.margins: Theme.spacing
                        anchors.top: why.visible ? why.bottom : side.top
                        anchors.topMargin: Theme.spacing + (why.visible ? 0 : lessonLayer.panelBottom)
                        width: side.panelWidth
                        controller: page.controller
                        gameId: page.gameId
                        // kept on one line in the hint's sentences (Format.unbroken)
                        cardName: (code) => Format.unbroken(table.item?.cardName(code) ?? code)
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

                // After the table (not one of its layers): the lesson's buttons come after the
                // table's in the Tab order, before the header.
                // It stands in the side column, the table's margin (SideColumn).
                LessonLayer {
                    id: lessonLayer
                    z: 12
                    anchors.left: table.right; anchors.top: table.top; anchors.bottom: table.bottom
                    width: side.width
                    controller: page.controller; gameId: page.gameId; table: table.item
                    keysEnabled: tableActions.keysEnabled; startAtOnce: page.startLesson
                    gameWords: gameWords.item
                    onFocusTableRequested: page.focusTable()
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

            // The rules and the statistics are built when their tab first shows, then kept:
            // a table that is only played does not hold their text layouts (issue 17, goal 4).
            Loader {
                objectName: "rulesPage"
                active: false
                onVisibleChanged: if (visible) active = true
                sourceComponent: RulesPage {
                    title: info.name
                    sections: info.sections
                }
            }

            Loader {
                active: false
                onVisibleChanged: if (visible) active = true
                sourceComponent: StatisticsPage {
                    gameId: page.gameId
                    controller: page.controller
                }
            }
        }
    }

    MatchFiles {
        id: files

        anchors.fill: parent
        controller: page.controller
        gameId: page.gameId
        onClosed: page.focusTable()
        onDone: (kind, detail) => {
            dealTools.note(kind, detail);
            page.focusTable();
        }
    }

    ConfirmNewMatch {
        id: confirmBox

        anchors.fill: parent
        visible: page.confirmingNewMatch
        countsAsLoss: page.controller?.atStake ?? false
        assisted: page.controller?.assisted ?? false
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

    // Declared last: on teardown it is destroyed after the items whose bindings read it.
    GameController {
        id: game

        gameId: page.gameId
    }
}
