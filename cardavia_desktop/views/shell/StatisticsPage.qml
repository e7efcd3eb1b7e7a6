// A game's record (the third tab of its page): the figures at each AI level, the game's own
// counts, the matches played with a take-back or a hint apart, a chart of your results over
// time, and Reset (asks first, in the page). The figures come from PlayerRecord (Python).
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
    /** The table's controller: a match counted there refreshes the page. */
    property QtObject controller: null

    property var record: ({ levels: {}, order: [], counts: [], notice: {} })
    /** The record has been read once (until then the page says nothing about it). */
    property bool loaded: false
    property string chartLevel: AppSettings.gameLevels[page.gameId] ?? "normal"
    readonly property var shownLevels: page.record.order.filter(
        (level) => level !== "mixed" || page.record.levels.mixed !== undefined)
    readonly property var chartBucket: page.record.levels[page.chartLevel]?.plain ?? null

    /** Ask for the record (read off the GUI thread: ``show`` fills the page in). */
    function reload(): void {
        store.readFigures(page.gameId);
    }

    function show(figures: var): void {
        page.record = figures;
        page.loaded = true;
        if (page.record.levels[page.chartLevel] === undefined) {
            const found = page.record.order.find((level) => page.record.levels[level]?.plain);
            if (found !== undefined)
                page.chartLevel = found;
        }
    }

    function levelName(level: string): string {
        return level === "easy" ? qsTr("Easy") : level === "normal" ? qsTr("Normal")
             : level === "hard" ? qsTr("Hard")
             //: A column of the statistics: matches during which the AI level was changed.
             : qsTr("Mixed");
    }

    /** A bucket's figure for one row, as shown ("–" where nothing was played). */
    function cell(level: string, row: var): string {
        const bucket = page.record.levels[level]?.[row.kind ?? "plain"];
        if (bucket === undefined || bucket.played === 0)
            return "–";
        const value = row.count !== undefined ? bucket.counts[row.count] : bucket[row.key];
        if (row.key === "win_rate")
            return Format.percent(value * 100);
        return Format.signed(value, row.key === "points_per_deal" ? 1 : 0);
    }

    /** The row of the average per deal: in the game's own unit (its Words.qml) or in points. */
    function perDealName(): string {
        return words.item?.perDealName?.() ?? qsTr("Points per deal");
    }

    /** A count's name on the record: the game's Words.qml names its own counts
        (``countName(key)``, returning "" for a count it does not know); the five games' here. */
    function countName(count: string): string {
        const own = words.item?.countName?.(count) ?? "";
        if (own !== "")
            return own;
        switch (count) {
        //: Scopa statistics: sweeps (scope) you made.
        case "scope": return qsTr("Scope", "scopa");
        //: Scopa statistics: deals where you took the seven of coins.
        case "settebello": return qsTr("Settebello won", "scopa");
        case "primiera": return qsTr("Primiera won", "scopa");
        case "marriages": return qsTr("Marriages declared", "schnapsen");
        case "closes_won": return qsTr("Closes won", "schnapsen");
        case "closes_lost": return qsTr("Closes lost", "schnapsen");
        //: Schnapsen statistics: deals you won scoring 2 game points.
        case "deals_2": return qsTr("Deals won for 2 game points", "schnapsen");
        case "deals_3": return qsTr("Deals won for 3 game points", "schnapsen");
        //: Schnapsen statistics: matches you won (the AI takes the Bummerl).
        case "bummerl_won": return qsTr("Bummerl given to the AI", "schnapsen");
        //: Schnapsen statistics: matches won while the AI made no game point.
        case "bummerl_schneider": return qsTr("… with the AI at no game point", "schnapsen");
        //: Tarot statistics: deals where your team took every trick.
        case "sweeps_for": return qsTr("Deals your team took every trick");
        //: Tarot statistics: deals where the opponents took every trick.
        case "sweeps_against": return qsTr("Deals the opponents took every trick");
        case "points_for": return qsTr("Card points for your team");
        case "points_against": return qsTr("Card points against your team");
        case "resti_for": return qsTr("Resti for your team", "minchiate");
        case "resti_against": return qsTr("Resti against your team", "minchiate");
        //: Lock & Bet statistics: chips won minus chips lost over all deals.
        case "chips_won": return qsTr("Chips won", "lockbet");
        case "biggest_pot": return qsTr("Biggest pot won", "lockbet");
        case "folds": return qsTr("Your folds", "lockbet");
        case "ai_folds": return qsTr("The AI's folds", "lockbet");
        default: return count;
        }
    }

    readonly property var rows: [
        { key: "played", name: qsTr("Matches played") },
        { key: "won", name: qsTr("Won") },
        { key: "lost", name: qsTr("Lost") },
        //: Statistics: matches given up with New match, counted as lost.
        { key: "abandoned", name: qsTr("Given up (counted as lost)") },
        { key: "win_rate", name: qsTr("Win rate") },
        { key: "streak", name: qsTr("Current winning streak") },
        { key: "best_streak", name: qsTr("Best winning streak") },
        { key: "points_per_deal", name: page.perDealName() },
    ].concat((words.item?.canDraw ?? false) ? [{ key: "drawn", name: qsTr("Drawn") }] : [])
     .concat(page.record.counts.map((count) => ({ count: count, name: page.countName(count) })))
     .concat([
        //: Statistics: matches with a take-back or a hint, counted apart.
        { key: "played", kind: "assisted", name: qsTr("With take-back or hint: played") },
        { key: "won", kind: "assisted", name: qsTr("With take-back or hint: won") },
     ])

    GameWords {
        id: words

        gameId: page.gameId
    }

    objectName: "statisticsPage"
    color: Theme.paper
    Component.onCompleted: page.reload()
    onVisibleChanged: if (page.visible) page.reload()
    onGameIdChanged: page.reload()

    PlayerRecord {
        id: store

        onChanged: page.reload()
        onFiguresRead: (game, figures) => {
            if (game === page.gameId)
                page.show(figures);
        }
    }

    Connections {
        target: page.controller

        function onMatchRecorded(): void { page.reload(); }
    }

    ScrollView {
        id: scroller

        objectName: "statisticsScroller"
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            width: Math.min(scroller.availableWidth - 2 * Theme.spacingLarge, 1000)
            x: (scroller.availableWidth - width) / 2
            spacing: Theme.spacing

            Item { Layout.preferredHeight: Theme.spacingSmall }

            RowLayout {
                Layout.fillWidth: true

                Label {
                    objectName: "statisticsTitle"
                    Layout.fillWidth: true
                    //: Title of the statistics page.
                    text: qsTr("Your record")
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }

                Button {
                    objectName: "resetStatistics"
                    //: Forgets this game's statistics (asks first).
                    text: qsTr("Reset…")
                    font.pixelSize: Theme.fontBody
                    onClicked: resetBox.open()
                }
            }

            Rectangle {
                objectName: "statisticsNotice"
                Layout.fillWidth: true
                visible: page.record.notice.problem !== undefined
                implicitHeight: noticeRow.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Theme.surface
                border.color: Theme.warning

                RowLayout {
                    id: noticeRow

                    anchors.fill: parent
                    anchors.margins: Theme.spacing

                    Label {
                        Layout.fillWidth: true
                        text: page.record.notice.problem === "newer"
                              //: %1 is the name the old statistics file was kept under.
                              ? qsTr("Your statistics were written by a newer version of Cardavia. They were kept as %1 and a fresh record was started.").arg(page.record.notice.kept_as)
                              : qsTr("Your statistics file could not be read. It was kept as %1 and a fresh record was started.").arg(page.record.notice.kept_as)
                        color: Theme.warning
                        font.pixelSize: Theme.fontBody
                        wrapMode: Text.Wrap
                    }

                    Button {
                        text: qsTr("OK")
                        font.pixelSize: Theme.fontBody
                        onClicked: store.dismissNotice()
                    }
                }
            }

            Label {
                Layout.fillWidth: true
                objectName: "statisticsEmpty"
                visible: page.loaded
                         && page.shownLevels.every((level) => page.record.levels[level] === undefined)
                text: qsTr("No match of this game has been counted yet. A match counts when it ends; one given up with New match counts as lost.")
                color: Theme.inkMuted
                font.pixelSize: Theme.fontBody
                wrapMode: Text.Wrap
            }

            GridLayout {
                id: grid

                objectName: "statisticsGrid"
                Layout.fillWidth: true
                columns: 1 + page.shownLevels.length
                columnSpacing: Theme.spacingLarge
                rowSpacing: 4

                Label {
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignLeft
                    text: qsTr("AI level")
                    color: Theme.inkMuted
                    font.pixelSize: Theme.fontSmall
                }

                Repeater {
                    model: page.shownLevels

                    Label {
                        required property string modelData

                        Layout.preferredWidth: 90
                        horizontalAlignment: Text.AlignHCenter
                        text: page.levelName(modelData)
                        color: Theme.ink
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                    }
                }

                Repeater {
                    model: page.rows.length * (1 + page.shownLevels.length)

                    Label {
                        id: gridCell

                        required property int index

                        readonly property int column: gridCell.index % (1 + page.shownLevels.length)
                        readonly property var row: page.rows[Math.floor(gridCell.index / (1 + page.shownLevels.length))]

                        objectName: gridCell.column === 0 ? "statRow_" + (gridCell.row.count ?? gridCell.row.key)
                                                            + (gridCell.row.kind === "assisted" ? "_assisted" : "")
                                  : "stat_" + page.shownLevels[gridCell.column - 1] + "_"
                                    + (gridCell.row.count ?? gridCell.row.key)
                                    + (gridCell.row.kind === "assisted" ? "_assisted" : "")
                        Layout.fillWidth: gridCell.column === 0
                        Layout.preferredWidth: gridCell.column === 0 ? -1 : 90
                        horizontalAlignment: gridCell.column === 0 ? Text.AlignLeft : Text.AlignHCenter
                        text: gridCell.column === 0 ? gridCell.row.name
                              : page.cell(page.shownLevels[gridCell.column - 1], gridCell.row)
                        color: gridCell.column === 0 ? Theme.inkMuted : Theme.ink
                        font.pixelSize: Theme.fontBody
                        elide: Text.ElideRight
                    }
                }
            }

            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: 1
                color: Theme.paperLine
            }

            RowLayout {
                Layout.fillWidth: true
                spacing: Theme.spacingLarge

                Label {
                    Layout.fillWidth: true
                    //: Heading of the chart of results over time.
                    text: qsTr("Your results, match after match")
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                }

                SegmentChooser {
                    objectName: "chartLevel"
                    namePrefix: "chartLevel"
                    options: page.shownLevels.map((level) => ({ value: level, key: level, name: page.levelName(level) }))
                    current: page.chartLevel
                    compact: true
                    onChosen: (value) => page.chartLevel = value
                }
            }

            RecordChart {
                objectName: "recordChart"
                Layout.fillWidth: true
                Layout.preferredHeight: 200
                history: page.chartBucket?.history ?? []
            }

            Flow {
                Layout.fillWidth: true
                spacing: Theme.spacingLarge

                component Legend: Row {
                    id: legend

                    property color swatch
                    property alias text: legendText.text
                    property bool dot: false

                    spacing: Theme.spacingSmall

                    Rectangle {
                        anchors.verticalCenter: parent.verticalCenter
                        width: legend.dot ? 8 : 18
                        height: legend.dot ? 8 : 3
                        radius: legend.dot ? 4 : 1
                        color: legend.swatch
                    }

                    Label {
                        id: legendText

                        color: Theme.inkMuted
                        font.pixelSize: Theme.fontSmall
                    }
                }

                //: Chart legend: the win rate over every match so far.
                Legend { swatch: Theme.ink; text: qsTr("Win rate, all matches") }
                //: Chart legend: the win rate over the last ten matches.
                Legend { swatch: Theme.accent; text: qsTr("Win rate, last %1 matches").arg(Format.num(10)) }
                Legend { swatch: Theme.felt; dot: true; text: qsTr("Won (top)") }
                Legend { swatch: Theme.warning; dot: true; text: qsTr("Lost (bottom)") }
            }

            Label {
                objectName: "chartEmpty"
                Layout.fillWidth: true
                visible: (page.chartBucket?.history ?? []).length === 0
                text: qsTr("The chart fills in as you finish matches at this level.")
                color: Theme.inkMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
            }

            Label {
                Layout.fillWidth: true
                //: Below the statistics: how matches are counted.
                text: qsTr("A match counts under the AI level it was played at (Mixed if you changed it during the match). Matches with a take-back or a hint, or opened from a file, are counted apart; replayed deals never count.")
                color: Theme.inkMuted
                font.pixelSize: Theme.fontSmall
                wrapMode: Text.Wrap
            }

            Item { Layout.preferredHeight: Theme.spacingLarge }
        }
    }

    AskBox {
        id: resetBox

        objectName: "resetStatisticsBox"
        anchors.fill: parent
        //: Asked before the statistics of one game are forgotten.
        title: qsTr("Reset the statistics of this game?")
        text: qsTr("Every figure of this game, at every level, is forgotten. This cannot be undone.")
        acceptText: qsTr("Reset")
        cancelText: qsTr("Keep them")
        onAccepted: {
            store.reset(page.gameId);
            resetBox.visible = false;
        }
        onCancelled: resetBox.visible = false
    }
}
