// A game page's match files and numbered deals: the box to type a deal number, the platform's
// file choosers for Export… and Open…, and the boxes that say why a file was refused. Over the
// whole page; GamePage's links open them.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Dialogs

import Cardavia

import common
import "../common/format.js" as Format

Item {
    id: files

    required property QtObject controller
    required property string gameId

    /** A box or a chooser closed: the page gives the keyboard back to the table. */
    signal closed()
    /** An export or import was done: (``"export"``/``"import"``, the file). */
    signal done(string kind, string detail)

    /** An in-content box (a numbered deal, an export, an import) or a file chooser is open. */
    readonly property bool asking: dealBox.visible || exportBox.visible || importBox.visible
                                       || exportDialog.visible || importDialog.visible

    /** What giving the match under way up does to your record (a match with a take-back or a
        hint is counted apart, as one you did not win: newcomer #31). */
    readonly property string givingUpWarning: (files.controller?.assisted ?? false)
        //: Before a numbered deal or an opened file replaces a match in which you used take-back or hint.
        ? qsTr("The match under way will be given up and count in your statistics as a match with take-back or hint that you did not win.")
        : qsTr("The match under way will be given up and count as a lost match in your statistics.")

    /** The file chooser's list of file types: match files first. */
    readonly property var matchFileFilters: [
        //: A choice of the file chooser's type list: the files Export… writes.
        qsTr("Match files (*.json)"),
        //: A choice of the file chooser's type list.
        qsTr("All files (*)")
    ]

    /** Export…: the platform's file chooser, in the last folder used, the match's name in it. */
    function chooseExport(): void {
        exportBox.visible = false;
        exportDialog.currentFolder = AppSettings.fileFolder;
        exportDialog.selectedFile = AppSettings.fileInFolder(
            store.exportPath(files.gameId, files.controller.matchSeed));
        exportDialog.open();
        chooserName.suggest(exportDialog.title, exportDialog.selectedFile);
    }

    /** Open…: the file chooser; while a match is under way, first the box that says it will be
        given up (its button goes on to the chooser). */
    function requestImport(): void {
        if (files.controller?.atStake ?? false)
            importBox.open();
        else
            files.chooseImport();
    }

    function chooseImport(): void {
        importBox.visible = false;
        importDialog.currentFolder = AppSettings.fileFolder;
        importDialog.open();
    }

    function refusalText(code: string): string {
        switch (code) {
        case "empty": return qsTr("Type a deal number.");
        //: A typed deal number is refused.
        case "not_a_number": return qsTr("A deal number has only digits, such as 123456.");
        case "too_large": return qsTr("Deal numbers go from 0 to %1.").arg(Format.digits(2147483647));
        default: return code;
        }
    }

    function fileRefusal(reason: string): string {
        const kind = reason.split(":")[0];
        switch (kind) {
        case "not_found": return qsTr("There is no such file.");
        //: The file chosen to open holds the match at the table, move for move: nothing changes.
        case "same_match": return reason.endsWith(":replay")
                                  //: The file chosen to open holds your match as it stands, kept aside while a finished deal is replayed.
                                  ? qsTr("This file holds your match just as it stands: it waits aside while you replay a deal.")
                                  : qsTr("This file holds the match at the table, just as it stands: it is already open.");
        //: The file chosen to open is not JSON text, or larger than any match file.
        case "corrupt": return qsTr("This file is not a Cardavia match file: it is not JSON text, or it is too large.");
        case "unreadable": return qsTr("This file could not be read.");
        case "newer": return qsTr("This match was saved by a newer version of Cardavia.");
        case "other_game": {
            const name = files.gameName(reason.split(":")[1] ?? "");
            return name === ""
                   ? qsTr("This file holds a match of another game: open it from that game's page.")
                     //: An opened file holds a match of another game; %1 that game's name (e.g. "Scopa").
                   : qsTr("This file holds a match of %1: open it from the %1 page.").arg(name);
        }
        //: The file chosen to open is JSON but no Cardavia match (for example a settings or statistics file).
        case "not_a_match": return qsTr("This file is not a Cardavia match file: it holds other data.");
        //: An imported match whose moves the rules refuse (an edited or damaged file).
        case "damaged": return qsTr("This match file is damaged or was edited: its moves are not a match the rules allow.");
        //: An opened file whose name is not valid UTF-8: another file could show the same name.
        case "undecodable_name": return qsTr("This file's name is not valid text (UTF-8), so it could be mistaken for another file. Rename it, then open it again.");
        default: return reason;
        }
    }

    /** A game's name in the player's language ("" for an id no page has). */
    function gameName(id: string): string {
        otherInfo.gameId = id;
        return otherInfo.item?.name ?? "";
    }

    function submitDeal(): void {
        const refused = files.controller === null ? "" : files.controller.playDeal(dealBox.input);
        if (refused !== "") {
            dealBox.refusal = files.refusalText(refused);
            return;
        }
        dealBox.visible = false;
        files.closed();
    }
    /** Play deal #…: the box to type a deal number. */
    function askDeal(): void {
        dealBox.input = "";
        dealBox.open();
    }

    PlayerRecord {
        id: store
    }

    ChooserName {
        // Qt Quick's own chooser (no desktop one) shows no suggested name otherwise.
        id: chooserName
    }

    GameInfo {
        id: otherInfo

        gameId: ""
    }

    Connections {
        target: files.controller

        function onFileDone(kind: string, done: bool, detail: string): void {
            const box = kind === "export" ? exportBox : importBox;
            if (!done) {
                if (!box.visible)
                    box.open();
                box.refusal = kind === "export"
                              //: An export failed; %1 is the system's reason.
                              ? qsTr("The match could not be saved: %1").arg(detail)
                              : files.fileRefusal(detail);
                return;
            }
            box.visible = false;
            files.done(kind, detail);
        }
    }

    AskBox {
        id: dealBox

        objectName: "playDealBox"
        anchors.fill: parent
        //: Title of the box to type a deal number.
        title: qsTr("Play deal #…")
        text: qsTr("The same number always gives the same cards and the same play of the AI.")
        warning: (files.controller?.atStake ?? false)
                 ? files.givingUpWarning : ""
        asksText: true
        placeholder: qsTr("Deal number, such as 123456")
        acceptText: qsTr("Play")
        onAccepted: files.submitDeal()
        onCancelled: {
            dealBox.visible = false;
            files.closed();
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
        nameFilters: files.matchFileFilters
        onAccepted: {
            AppSettings.rememberFile(exportDialog.selectedFile);
            files.controller?.exportMatch(exportDialog.selectedFile.toString());
        }
        onRejected: files.closed()
    }

    FileDialog {
        id: importDialog

        objectName: "importDialog"
        title: qsTr("Open a match file")
        fileMode: FileDialog.OpenFile
        nameFilters: files.matchFileFilters
        onAccepted: {
            AppSettings.rememberFile(importDialog.selectedFile);
            files.controller?.importMatch(importDialog.selectedFile.toString());
        }
        onRejected: files.closed()
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
        onAccepted: files.chooseExport()
        onCancelled: {
            exportBox.visible = false;
            files.closed();
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
        warning: (files.controller?.atStake ?? false)
                 ? files.givingUpWarning : ""
        acceptText: importBox.refusal !== ""
                    ? qsTr("Choose another file…")
                      //: The button that opens the file chooser.
                    : qsTr("Choose a file…")
        onAccepted: files.chooseImport()
        onCancelled: {
            importBox.visible = false;
            files.closed();
        }
    }
}
