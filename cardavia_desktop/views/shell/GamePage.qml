// One game's page: back to the lobby, the Table / Full rules tabs, the format line and pitch,
// then the game's own Table.qml (kept alive while the rules are read) or the rules page.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts

import Cardavia

import "../theme"
import "../common"
import "../common/format.js" as Format

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
                && !page.confirmingNewMatch && !page.askingFile)
            table.item.forceActiveFocus();
    }

    /** An in-content box (a numbered deal, an export, an import) or a file chooser is open. */
    readonly property bool askingFile: dealBox.visible || exportBox.visible || importBox.visible
                                       || exportDialog.visible || importDialog.visible

    /** The file chooser's list of file types: match files first. */
    readonly property var matchFileFilters: [
        //: A choice of the file chooser's type list: the files Export… writes.
        qsTr("Cardavia match files (*.json)"),
        //: A choice of the file chooser's type list.
        qsTr("All files (*)")
    ]

    /** Export…: the platform's file chooser, in the last folder used, the match's name in it. */
    function chooseExport(): void {
        exportBox.visible = false;
        exportDialog.currentFolder = AppSettings.fileFolder;
        exportDialog.selectedFile = AppSettings.fileInFolder(
            store.exportPath(page.gameId, page.controller.matchSeed));
        exportDialog.open();
    }

    /** Open…: the file chooser; while a match is under way, first the box that says it will be
        given up (its button goes on to the chooser). */
    function requestImport(): void {
        if (page.controller?.atStake ?? false)
            importBox.open();
        else
            page.chooseImport();
    }

    function chooseImport(): void {
        importBox.visible = false;
        importDialog.currentFolder = AppSettings.fileFolder;
        importDialog.open();
    }

    /** A deal number in the interface's digits, without group separators. */
    function dealDigits(value: int): string {
        return String(value).split("").map((digit) => Format.num(Number(digit))).join("");
    }

    /** The number shown for the deal at the table: the match seed, and the deal of the match
        after the first (docs/app.md, "Numbered deals"). */
    function dealLabel(): string {
        const seed = page.controller?.matchSeed ?? -1;
        if (seed < 0)
            return "";
        const index = page.controller.dealNumber;
        return index > 1
               //: The deal at the table: %1 the deal number (the match's), %2 which deal of that match.
               ? qsTr("Deal #%1 · %2").arg(page.dealDigits(seed)).arg(Format.num(index))
               //: The deal at the table: its number (type it in Play deal to get the same cards).
               : qsTr("Deal #%1").arg(page.dealDigits(seed));
    }

    function refusalText(code: string): string {
        switch (code) {
        case "empty": return qsTr("Type a deal number.");
        //: A typed deal number is refused.
        case "not_a_number": return qsTr("A deal number has only digits, such as 123456.");
        case "too_large": return qsTr("Deal numbers go from 0 to %1.").arg(page.dealDigits(2147483647));
        default: return code;
        }
    }

    function fileRefusal(reason: string): string {
        const kind = reason.split(":")[0];
        switch (kind) {
        case "not_found": return qsTr("There is no such file.");
        //: The file chosen to open is not JSON text, or larger than any match file.
        case "corrupt": return qsTr("This file is not a Cardavia match file: it is not JSON text, or it is too large.");
        case "unreadable": return qsTr("This file could not be read.");
        case "newer": return qsTr("This match was saved by a newer version of Cardavia.");
        case "other_game": return qsTr("This file holds a match of another game: open it from that game's page.");
        //: The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).
        case "not_a_match": return qsTr("This file is not a Cardavia match file: it holds other data.");
        //: An imported match whose moves the rules refuse (an edited or damaged file).
        case "damaged": return qsTr("This match file is damaged or was edited: its moves are not a match the rules allow.");
        //: An opened file whose name is not valid UTF-8: another file could show the same name.
        case "undecodable_name": return qsTr("This file's name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.");
        default: return reason;
        }
    }

    function submitDeal(): void {
        const refused = page.controller === null ? "" : page.controller.playDeal(dealBox.input);
        if (refused !== "") {
            dealBox.refusal = page.refusalText(refused);
            return;
        }
        dealBox.visible = false;
        page.focusTable();
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

    Shortcut {
        // Escape closes the log (after the hint, when both show; a box or sheet over the page
        // takes it first).
        objectName: "closeStoryKey"
        sequence: "Escape"
        enabled: page.storyOpen && (page.controller?.hint.length ?? 0) === 0 && !page.confirmingNewMatch
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

                Label {
                    Layout.alignment: Qt.AlignVCenter
                    // A narrow window wraps a long name on two lines (smaller if need be)
                    // before the bar overflows.
                    Layout.fillWidth: true
                    Layout.maximumWidth: implicitWidth
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
                    withPartner: page.gameId === "piedicavallo" || page.gameId === "minchiate"
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
            spacing: Theme.spacingLarge
            z: 2  // above the table: the file note floats over its top edge

            ColumnLayout {
                // Always three lines high (format and pitch share them; the pitch is cut short
                // when the format needs two), so every game's table starts at the same height.
                objectName: "gameBlurb"
                Layout.fillWidth: true
                // A line as the labels lay it out (fallback fonts included: Arabic lines are taller).
                readonly property real lineHeight: Math.max(
                    formatLine.lineCount > 0 ? formatLine.contentHeight / formatLine.lineCount : 0,
                    pitchLine.lineCount > 0 ? pitchLine.contentHeight / pitchLine.lineCount : 0)

                Layout.preferredHeight: Math.ceil(3 * lineHeight) + 2
                Layout.maximumHeight: Layout.preferredHeight
                spacing: 2

                Label {
                    id: formatLine

                    objectName: "formatLine"
                    Layout.fillWidth: true
                    text: info.format
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.Wrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }

                Label {
                    id: pitchLine

                    objectName: "pitchLine"
                    Layout.fillWidth: true
                    text: info.pitch
                    color: Theme.inkMuted
                    font.pixelSize: Theme.fontBody
                    wrapMode: Text.Wrap
                    maximumLineCount: formatLine.lineCount > 1 ? 1 : 2
                    elide: Text.ElideRight
                }
            }

            ColumnLayout {
                objectName: "dealTools"
                Layout.alignment: Qt.AlignVCenter
                visible: tabs.currentIndex === 0
                spacing: 2

                Label {
                    objectName: "dealNumberLabel"
                    Layout.alignment: Qt.AlignHCenter
                    text: (page.controller?.practice ?? false)
                          //: The deal at the table is a replay (it does not count).
                          ? qsTr("Replay · %1").arg(page.dealLabel()) : page.dealLabel()
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    Accessible.name: text
                }

                RowLayout {
                    spacing: Theme.spacingTiny

                    SheetLink {
                        objectName: "playDealAction"
                        //: Opens a box to type the number of a deal to play.
                        text: qsTr("Play deal #…")
                        enabled: page.controller !== null
                        onClicked: {
                            dealBox.input = "";
                            dealBox.open();
                        }
                    }

                    SheetLink {
                        objectName: "exportAction"
                        //: Saves the match as a small file (for sharing or a bug report).
                        text: qsTr("Export…")
                        enabled: page.controller !== null && (page.controller?.running ?? false)
                        onClicked: page.chooseExport()
                    }

                    SheetLink {
                        objectName: "importAction"
                        //: Opens a match file exported before.
                        text: qsTr("Open…")
                        enabled: page.controller !== null
                        onClicked: page.requestImport()
                    }
                }

                Item {
                    // The note after Export…/Open… floats under the links, over the table's top
                    // edge, for a few seconds: it takes no room, so nothing in the header moves
                    // under the pointer while it shows.
                    objectName: "fileNoteAnchor"
                    Layout.alignment: Qt.AlignHCenter
                    Layout.preferredWidth: 0
                    Layout.preferredHeight: 0

                    Rectangle {
                        anchors.top: parent.top
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: fileNote.width + 2 * Theme.spacingSmall
                        height: fileNote.height + 2 * Theme.spacingTiny
                        visible: fileNote.text !== ""
                        color: Theme.paper
                        border.color: Theme.paperLine
                        radius: 4

                        Label {
                            id: fileNote

                            objectName: "fileNote"
                            anchors.centerIn: parent
                            width: Math.min(implicitWidth, 320)
                            visible: text !== ""
                            color: Theme.accentDark
                            font.pixelSize: Theme.fontSmall
                            // The whole sentence shows (on two lines if need be); only a long
                            // file name is shortened in its middle (pathMetrics).
                            wrapMode: Text.Wrap

                            TextMetrics {
                                id: pathMetrics

                                font: fileNote.font
                                elide: Text.ElideMiddle
                                elideWidth: 220
                            }

                            Timer {
                                id: fileNoteTimer

                                interval: 6000
                                onTriggered: fileNote.text = ""
                            }
                        }
                    }
                }
            }

            TableActions {
                id: tableActions

                Layout.alignment: Qt.AlignVCenter
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
                    onLoaded: {
                        if (table.item.hostAsks !== undefined)  // its own New match asks here
                            table.item.hostAsks = true;
                        page.focusTable();
                    }

                    Connections {
                        target: table.item
                        ignoreUnknownSignals: true
                        function onNewMatchRequested(): void { page.requestNewMatch(); }
                    }

                    Binding {
                        // The table keeps the line's room free whether it shows or not, so that
                        // nothing moves when it appears and nothing lies under it.
                        target: table.item
                        property: "topInset"
                        // Two lines' room in the four-seat games, whose line holds a whole trick.
                        value: (table.item?.seatNames?.length ?? 2) > 2
                               ? lastMoveLine.anchors.topMargin + Theme.spacingTiny * 2 + lastMoveMetrics.height * 2
                               : lastMoveLine.anchors.topMargin + lastMoveLine.height
                        when: table.status === Loader.Ready
                    }

                    Rectangle {
                        id: lastMoveLine

                        // What the other seats just did, until you act (the log tells it all).
                        objectName: "lastMoveLine"
                        z: 9
                        visible: !page.storyOpen && story.sinceYou.length > 0
                        anchors.top: parent.top
                        anchors.topMargin: 2
                        anchors.horizontalCenter: parent.horizontalCenter
                        // Half the width: the tables' score and status columns stay clear of it.
                        width: Math.min(lastMoveText.implicitWidth + 2 * Theme.spacing, parent.width * 0.5)
                        height: lastMoveText.implicitHeight + Theme.spacingTiny * 2
                        radius: Math.min(height / 2, 14)
                        color: "#b0102a1f"
                        Accessible.role: Accessible.StaticText
                        Accessible.name: lastMoveText.text

                        FontMetrics {
                            id: lastMoveMetrics

                            font: lastMoveText.font
                        }

                        Text {
                            id: lastMoveText

                            anchors.centerIn: parent
                            width: Math.min(implicitWidth, parent.parent.width * 0.5 - 2 * Theme.spacing)
                            text: story.sinceYou.join("  ·  ")
                            textFormat: Text.PlainText
                            wrapMode: Text.WordWrap
                            maximumLineCount: (table.item?.seatNames?.length ?? 2) > 2 ? 2 : 1
                            horizontalAlignment: Text.AlignHCenter
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

                    WatchBar {
                        z: 11  // where the hint shows (never while watching)
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: Theme.spacing
                        anchors.rightMargin: Theme.spacing + (table.item?.hintRightInset ?? 0)
                        controller: page.controller
                        gameId: page.gameId
                        table: table.item
                        keysEnabled: tableActions.keysEnabled
                    }

                    HintPanel {
                        z: 10
                        anchors.right: parent.right
                        anchors.top: parent.top
                        anchors.margins: Theme.spacing
                        // A table may keep its right edge for itself (Scopa's capture piles).
                        anchors.rightMargin: Theme.spacing + (table.item?.hintRightInset ?? 0)
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

    PlayerRecord {
        id: store
    }

    Connections {
        target: page.controller

        function onFileDone(kind: string, done: bool, detail: string): void {
            const box = kind === "export" ? exportBox : importBox;
            if (!done) {
                if (!box.visible)
                    box.open();
                box.refusal = kind === "export"
                              //: An export failed; %1 is the system's reason.
                              ? qsTr("The match could not be saved: %1").arg(detail)
                              : page.fileRefusal(detail);
                return;
            }
            box.visible = false;
            pathMetrics.text = detail;
            fileNote.text = kind === "export"
                            //: After an export; %1 is the file written.
                            ? qsTr("Match saved as %1").arg(Format.ltr(pathMetrics.elidedText))
                            : qsTr("Match opened (counted apart from your record).");
            fileNoteTimer.restart();
            page.focusTable();
        }
    }

    AskBox {
        id: dealBox

        objectName: "playDealBox"
        anchors.fill: parent
        //: Title of the box to type a deal number.
        title: qsTr("Play deal #…")
        text: qsTr("The same number always gives the same cards and the same play of the AI.")
        warning: (page.controller?.atStake ?? false)
                 ? qsTr("The match under way will be given up and count as a lost match in your statistics.") : ""
        asksText: true
        placeholder: qsTr("Deal number, such as 123456")
        acceptText: qsTr("Play")
        onAccepted: page.submitDeal()
        onCancelled: {
            dealBox.visible = false;
            page.focusTable();
        }
    }

    // Match files are chosen with the platform's own file chooser (Qt Quick's when the desktop
    // offers none); the chosen URL goes to Python as it is (the controller makes it a path).
    FileDialog {
        id: exportDialog

        objectName: "exportDialog"
        //: Title of the file chooser that saves the match as a file.
        title: qsTr("Export the match")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "json"
        nameFilters: page.matchFileFilters
        onAccepted: {
            AppSettings.rememberFile(exportDialog.selectedFile);
            page.controller?.exportMatch(exportDialog.selectedFile.toString());
        }
        onRejected: page.focusTable()
    }

    FileDialog {
        id: importDialog

        objectName: "importDialog"
        title: qsTr("Open a match file")
        fileMode: FileDialog.OpenFile
        nameFilters: page.matchFileFilters
        onAccepted: {
            AppSettings.rememberFile(importDialog.selectedFile);
            page.controller?.importMatch(importDialog.selectedFile.toString());
        }
        onRejected: page.focusTable()
    }

    AskBox {
        // Shown when an export failed: why, and a way to choose another file.
        id: exportBox

        objectName: "exportBox"
        anchors.fill: parent
        title: qsTr("Export the match")
        text: qsTr("The match is saved as a small file: its deal number and every move. Share it, or attach it to a bug report.")
        //: The button of a failed export's box: opens the file chooser again.
        acceptText: qsTr("Choose another file…")
        onAccepted: page.chooseExport()
        onCancelled: {
            exportBox.visible = false;
            page.focusTable();
        }
    }

    AskBox {
        // Before the chooser while a match is under way (it would be given up), and after a
        // refused file: why, and a way to choose another.
        id: importBox

        objectName: "importBox"
        anchors.fill: parent
        title: qsTr("Open a match file")
        //: Before the file chooser opens.
        text: qsTr("Choose a match file exported from this game. It is checked move by move; a file that is not a valid match is refused and your match stays as it is.")
        warning: (page.controller?.atStake ?? false)
                 ? qsTr("The match under way will be given up and count as a lost match in your statistics.") : ""
        acceptText: importBox.refusal !== ""
                    ? qsTr("Choose another file…")
                      //: The button that opens the file chooser.
                    : qsTr("Choose a file…")
        onAccepted: page.chooseImport()
        onCancelled: {
            importBox.visible = false;
            page.focusTable();
        }
    }

    ConfirmNewMatch {
        id: confirmBox

        anchors.fill: parent
        visible: page.confirmingNewMatch
        countsAsLoss: page.controller?.atStake ?? false
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
