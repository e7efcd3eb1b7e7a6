// The deal's story: every play, capture, trick, declaration and bet of the previous and the
// current deal, worded from the engine's events (story.js) in the player's language. A list a
// screen reader can read line by line, scrolled to the newest line.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import "../common/format.js" as Format
import "story.js" as Story

Rectangle {
    id: panel

    /** The open table's GameController. */
    property QtObject controller: null
    property string gameId: ""
    /** The open table (its `cardName`, and optionally `seatNames` and `comboName`). */
    property Item table: null
    /** Lines and deal headings: [{heading: bool, text, mine, deal, type}] (``type``: the
        event's), oldest first. */
    readonly property var entries: panel.wordStory(panel.controller?.story ?? [], AppSettings.language)
    /** What the other seats did since your last move in this deal (the newest two lines, or
        from a trick finished since then on): the table shows it until you act. In the
        four-seat games, the other seats' moves of the whole trick under way, or of the trick
        just finished with its taker (issue 33 item 6). Nothing of a finished deal once its
        sheet is gone on from: the next deal has begun (its first move may be yours; newcomer
        #15 read the last deal's "You win the pot" as this one's). */
    readonly property var sinceYou: {
        const last = panel.entries.length > 0 ? panel.entries[panel.entries.length - 1].deal : -1;
        const story = panel.controller?.story ?? [];
        const current = story.length > 0 ? story[story.length - 1].deal : last;
        if (current !== last && !(panel.controller?.summaryVisible ?? false))
            return [];
        const deal = panel.entries.filter((e) => !e.heading && e.deal === last);
        let t = deal.length - 2;
        while (t >= 0 && deal[t].type !== "trick")
            t--;
        if ((panel.table?.seatNames?.length ?? 2) > 2 && deal.some((e) => e.type === "play"))
            return deal.slice(t + 1).filter((e) => (e.type === "play" && !e.mine) || e.type === "trick")
                       .map((e) => e.text);
        let i = deal.length;
        while (i > 0 && !deal[i - 1].mine)
            i--;
        // the trick your card finished: who took it, with what (newcomer #18), and the deal's
        // end it brought (newcomer #23: a deal your card ended showed no line at all)
        while (i > 0 && (deal[i - 1].type === "trick" || deal[i - 1].type === "deal_end"))
            i--;
        const since = deal.slice(i);
        // a trick finished since your move stays, with what followed it (the taker's next
        // lead), when the newest two lines would leave it out (newcomer #18)
        let trick = since.length - 1;
        while (trick >= 0 && since[trick].type !== "trick")
            trick--;
        const shown = trick >= 0 && trick < since.length - 2 ? since.slice(trick) : since.slice(-2);
        return shown.map((e) => e.text);
    }

    signal closeRequested()

    GameWords {
        id: words

        gameId: panel.gameId
    }

    objectName: "storyPanel"
    color: Theme.surface
    border.color: Theme.paperLine
    Accessible.role: Accessible.Pane
    Accessible.name: title.text

    /** A seat's name: the table's, or You / AI in the two-player games. */
    function seatName(seat: int): string {
        const names = panel.table?.seatNames ?? [qsTr("You"), qsTr("AI")];
        return names[seat] ?? "";
    }

    /** The events as lines; a heading before each deal's lines when the log holds lines of an
        earlier deal (a deal with nothing to tell yet gets none). */
    function wordStory(events: var, language: string): var {
        const cardName = (code) => Format.unbroken(panel.table?.cardName(code) ?? code);
        const comboName = (kind, codes) => panel.table?.comboName?.(kind, codes) ?? "";
        const lines = [];
        for (const e of events) {
            const text = Story.line(e, words.item, panel.seatName, cardName, comboName,
                                    panel.controller?.watching ?? false);
            if (text !== "")
                lines.push({ heading: false, text: text, mine: e.actor === 0, deal: e.deal,
                             type: e.type });
        }
        const current = events.length > 0 ? events[events.length - 1].deal : -1;
        if (lines.length === 0 || (lines[0].deal === current && lines[lines.length - 1].deal === current))
            return lines;
        const out = [];
        let deal = -1;
        for (const entry of lines) {
            if (entry.deal !== deal) {
                deal = entry.deal;
                //: A heading in the deal's story: which deal of the match (as the score sheet's
                //: title; not the deal number "Deal #…" shown above the table).
                out.push({ heading: true, text: qsTr("Deal %1 of this match").arg(Format.num(deal)), mine: false,
                           deal: deal });
            }
            out.push(entry);
        }
        return out;
    }

    // Opened, it shows the newest line (the list kept its place while it was hidden).
    onVisibleChanged: if (panel.visible) list.positionViewAtEnd()

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingSmall

        RowLayout {
            Layout.fillWidth: true

            Label {
                id: title

                Layout.fillWidth: true
                //: Title of the log of the current and previous deal.
                text: qsTr("The deal so far")
                color: Theme.ink
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontLarge
                font.bold: true
                elide: Text.ElideRight
            }

            Button {
                objectName: "closeStory"
                text: qsTr("Close")
                font.pixelSize: Theme.fontSmall
                focusPolicy: Qt.TabFocus
                onClicked: panel.closeRequested()
            }
        }

        ListView {
            id: list

            objectName: "storyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: panel.entries
            // At the newest line once the list has its new rows, at once: a deferred call could
            // reach the list of a table just closed, and scrolling a list Qt is about to delete
            // (unparented, its context gone) crashed Qt 6's ListView teardown (issue 17).
            onModelChanged: list.positionViewAtEnd()
            // Rows are made when they come into view, none ahead in the background: a table
            // closing during that work printed "Object or context destroyed during incubation".
            cacheBuffer: 0
            activeFocusOnTab: true
            keyNavigationEnabled: true
            boundsBehavior: Flickable.StopAtBounds
            Accessible.role: Accessible.List
            Accessible.name: title.text
            ScrollBar.vertical: ScrollBar {}

            delegate: Label {
                id: entry

                required property var modelData
                required property int index

                width: ListView.view.width - Theme.spacingSmall
                text: entry.modelData.text
                textFormat: Text.PlainText
                wrapMode: Text.Wrap
                color: entry.modelData.heading ? Theme.accentDark : entry.modelData.mine ? Theme.inkMuted : Theme.ink
                font.pixelSize: entry.modelData.heading ? Theme.fontBody : Theme.fontSmall + 1
                font.bold: entry.modelData.heading
                topPadding: entry.modelData.heading && entry.index > 0 ? Theme.spacingSmall : 0
                Accessible.role: entry.modelData.heading ? Accessible.Heading : Accessible.ListItem
                Accessible.name: entry.text
            }
        }
    }
}
