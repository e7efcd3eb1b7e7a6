// A lobby tile: the game's emblem, name, format line and pitch, your record (won of played)
// and whether a match is under way; clicking it opens the game.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme
import "../common/format.js" as Format

AbstractButton {
    id: tile

    required property string gameId

    signal chosen()
    /** Learn was clicked: open the game with its lesson. */
    signal learnChosen()

    /** The saved match of this game: {underWay, standing: [yours, theirs], moves}. */
    property var saved: ({ underWay: false, standing: [0, 0], moves: 0 })
    /** Your record in this game, every level: {played, won, assisted} (matches with a hint
        or a take-back, counted apart). */
    property var record: ({ played: 0, won: 0, assisted: 0 })
    /** The game's emblem (resources/emblems/<id>.svg), "" while there is none. */
    property string emblem: ""
    /** A short window (1024×640): the format and the pitch take fewer lines, so that both rows
        of tiles, their Play and Learn, show without scrolling. */
    property bool compact: false

    /** Ask for the save's status and the record (read off the GUI thread: the tile is drawn
        at once and fills in) and show the emblem (when the tile is made). */
    function refresh(): void {
        savedMatches.read(tile.gameId);
        playerRecord.readSummary(tile.gameId);
        tile.emblem = playerRecord.emblem(tile.gameId);
    }

    objectName: "game_" + gameId
    implicitHeight: body.implicitHeight + 2 * body.anchors.margins
    hoverEnabled: true
    Accessible.name: info.name
    Accessible.description: [tile.saved.underWay ? underWay.text : "", learned.visible ? learned.text : "",
                             tile.record.played > 0 ? recordLine.text : "", info.pitch]
                            .filter((part) => part !== "").join(". ")
    onClicked: tile.chosen()
    Component.onCompleted: tile.refresh()

    GameInfo {
        id: info

        gameId: tile.gameId
    }

    SavedMatches {
        id: savedMatches

        onStatusRead: (game, status) => {
            if (game === tile.gameId)
                tile.saved = status;
        }
    }

    PlayerRecord {
        id: playerRecord

        onSummaryRead: (game, summary) => {
            if (game === tile.gameId)
                tile.record = summary;
        }
    }

    background: Item {
        Rectangle {
            anchors.fill: parent
            anchors.topMargin: 3
            anchors.leftMargin: 1
            anchors.rightMargin: -1
            anchors.bottomMargin: -4
            radius: Theme.radius
            color: Theme.shadow
        }

        Rectangle {
            anchors.fill: parent
            radius: Theme.radius
            color: tile.hovered ? Theme.surface : Theme.paper
            border.color: tile.visualFocus || tile.hovered ? Theme.accent : Theme.paperLine
            border.width: tile.visualFocus ? 2 : 1
        }
    }

    contentItem: Item {
        RowLayout {
            id: body

            anchors.fill: parent
            anchors.margins: tile.compact ? Theme.spacingSmall : Theme.spacing
            spacing: Theme.spacing

            Image {
                objectName: "gameEmblem"
                Layout.alignment: Qt.AlignTop
                Layout.preferredWidth: 72
                Layout.preferredHeight: 72
                visible: tile.emblem !== ""
                source: tile.emblem
                sourceSize: Qt.size(144, 144)
                fillMode: Image.PreserveAspectFit
                smooth: true
            }

            CardFan {
                Layout.alignment: Qt.AlignTop
                visible: tile.emblem === ""
            }

            ColumnLayout {
                // From the tile's top, as its emblem: the titles of a row of tiles line up;
                // Play / Resume at the bottom.
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.alignment: Qt.AlignTop
                spacing: Theme.spacingTiny

                Label {
                    objectName: "tileTitle"
                    Layout.fillWidth: true
                    text: info.name
                    color: Theme.ink
                    font.family: Theme.serifFamily
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                    // a long name takes two lines, never cut ("Tarocchi di Piedic…" at 1024×640)
                    wrapMode: Text.WordWrap
                    lineHeight: 0.95
                }

                Label {
                    Layout.fillWidth: true
                    text: info.format
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                    maximumLineCount: tile.compact ? 2 : 4
                    elide: Text.ElideRight
                }

                Label {
                    objectName: "tilePitch"
                    Layout.fillWidth: true
                    text: info.pitch
                    color: Theme.ink
                    font.pixelSize: Theme.fontBody
                    lineHeight: 1.05
                    wrapMode: Text.Wrap
                    // (a short window: two lines, so that both rows of tiles show whole; the
                    // tile's page tells the rest; else room for Malay's longer pitches, which
                    // six lines cut, newcomer #41)
                    maximumLineCount: tile.compact ? 2 : 9
                    elide: Text.ElideRight
                }

                Label {
                    id: recordLine

                    objectName: "tileRecord"
                    Layout.fillWidth: true
                    visible: tile.record.played + tile.record.assisted > 0
                    // the matches counted apart are named, not silently left out (newcomer #16)
                    text: tile.record.assisted > 0
                          //: On a lobby tile: %1 matches won of %2 played, and %3 more played with a hint or a take-back (counted apart).
                          ? qsTr("Your record: %1 won of %2; %3 more with a hint or take-back")
                              .arg(Format.num(tile.record.won)).arg(Format.num(tile.record.played))
                              .arg(Format.num(tile.record.assisted))
                          //: On a lobby tile: your record in this game, %1 matches won of %2 played.
                          : qsTr("Your record: %1 won of %2").arg(Format.num(tile.record.won))
                                                            .arg(Format.num(tile.record.played))
                    color: Theme.inkMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.Wrap
                }

                Label {
                    id: underWay

                    objectName: "matchUnderWay"
                    Layout.fillWidth: true
                    visible: tile.saved.underWay
                    readonly property string yours: Format.num(tile.saved.standing[0])
                    readonly property string theirs: Format.num(tile.saved.standing[1])
                    /** ``line`` with each number kept on one line with its words: no break on
                        either side of your number nor of the other's (newcomer #10: "Match
                        under way: 34 to" / "6"). */
                    function together(line: string): string {
                        const glue = (text, at, size) => at < 0 ? text
                            : text.slice(0, at).replace(/ $/, "\u00a0") + text.slice(at, at + size)
                              + text.slice(at + size).replace(/^ /, "\u00a0");
                        const joined = glue(line, line.indexOf(underWay.yours), underWay.yours.length);
                        return glue(joined, joined.lastIndexOf(underWay.theirs), underWay.theirs.length);
                    }
                    // the game's own words where its score needs them (Lock & Bet's chips); each
                    // number named by its side (newcomers #16, #17: "19 to 21" said neither)
                    text: underWay.together(info.underWay(underWay.yours, underWay.theirs)
                          || (info.partnership
                              //: On a lobby tile of a partnership game: a saved match goes on; %1 your team's score ("us"), %2 the opponents' ("them"). Keep it short: one line on a small tile.
                              ? qsTr("Match under way: us %1, them %2")
                              //: On a lobby tile: a saved match goes on; %1 your score, %2 the AI's.
                              : qsTr("Match under way: you %1, AI %2")).arg(underWay.yours).arg(underWay.theirs))
                    color: Theme.accentDark
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    wrapMode: Text.Wrap
                }

                Item {
                    Layout.fillHeight: true
                }

                GridLayout {
                    // Play / Resume, "✓ Learned" and the lesson's button on one line when they
                    // fit, else the button on a line of its own under them (German's "Lektion
                    // fortsetzen · Schritt 12 von 20" beside "✓ Gelernt"): never wider than the
                    // tile (issue 35, newcomer #4).
                    id: foot

                    readonly property bool oneLine: play.implicitWidth + learnButton.implicitWidth
                                                    + (learned.visible ? learned.implicitWidth + foot.columnSpacing : 0)
                                                    + 2 * foot.columnSpacing <= foot.width

                    objectName: "tileFoot"
                    Layout.fillWidth: true
                    Layout.minimumWidth: 0
                    columnSpacing: Theme.spacingSmall
                    rowSpacing: Theme.spacingTiny

                    Label {
                        id: play

                        objectName: "tilePlay"
                        Layout.row: 0
                        Layout.column: 0
                        //: On a lobby tile whose game has a match under way: opening it goes on with it.
                        text: tile.saved.underWay ? qsTr("Resume") : qsTr("Play")
                        color: Theme.accentDark
                        font.pixelSize: Theme.fontBody
                        font.bold: true
                        font.underline: tile.hovered
                    }

                    Item { Layout.row: 0; Layout.column: 1; Layout.fillWidth: true }

                    Label {
                        id: learned

                        objectName: "tileLearned"
                        Layout.row: 0
                        Layout.column: 2
                        visible: AppSettings.lessonsLearned.indexOf(tile.gameId) >= 0
                        //: On a lobby tile: this game's guided lesson was played to its end.
                        text: qsTr("✓ Learned")
                        color: Theme.accentDark
                        font.pixelSize: Theme.fontSmall
                    }

                    Button {
                        id: learnButton

                        readonly property var begun: AppSettings.lessonProgress[tile.gameId] ?? ({})

                        objectName: "tileLearn"
                        Layout.row: foot.oneLine ? 0 : 1
                        Layout.column: foot.oneLine ? 3 : 0
                        Layout.columnSpan: foot.oneLine ? 1 : 3
                        Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                        Layout.maximumWidth: foot.width
                        text: (begun.step ?? 0) > 0 && (begun.reading_total ?? 0) > 0
                              //: On a lobby tile: the game's guided lesson was begun and left at
                              //: step %1 of %2 (the steps you read or play); it goes on there.
                              ? qsTr("Continue lesson · step %1 of %2").arg(Format.num(begun.reading))
                                                                      .arg(Format.num(begun.reading_total))
                              //: On a lobby tile: open the game with its guided lesson on the table.
                              : qsTr("Learn")
                        font.pixelSize: Theme.fontSmall
                        // two lines rather than cut ("Continue lesson · step 11 of…" at 1024×640)
                        contentItem: Label {
                            objectName: "tileLearnText"
                            text: learnButton.text
                            font: learnButton.font
                            color: learnButton.palette.buttonText
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                            wrapMode: Text.WordWrap
                        }
                        Accessible.description: qsTr("A guided deal that teaches this game, one rule at a time; your match waits and nothing counts.")
                        onClicked: tile.learnChosen()
                    }
                }
            }
        }
    }
}
