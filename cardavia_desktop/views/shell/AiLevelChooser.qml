// Strength of the AI opponents of one game: three segment buttons bound to its level in
// AppSettings.gameLevels (each game has its own: a change here never touches another game's
// match); with `withPartner` (the four-seat games) a second row chooses your partner's
// strength (AppSettings.partnerLevels), both rows compact. The "?" button beside the levels
// opens LevelNotes over the game page: what each level does and how it measured.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import Cardavia

import theme

GridLayout {
    id: chooser

    /** The game whose levels these are. */
    required property string gameId
    property color labelColor: Theme.inkMuted
    /** Also choose the partner's level (the opponents' row is then named so). */
    property bool withPartner: false
    /** Small segments and label (the game page's bar; always so with the partner row). */
    property bool compact: withPartner

    readonly property var levels: [
        { value: "easy", key: "easy", name: qsTr("Easy") },
        { value: "normal", key: "normal", name: qsTr("Normal") },
        { value: "hard", key: "hard", name: qsTr("Hard") }
    ]

    /** What each level does is shown (LevelNotes over the game page). */
    property bool notesOpen: false
    readonly property LevelNotes notes: LevelNotes {
        // Shown in the game page (openNotes), not in this grid.
        anchors.fill: parent
        z: 200
        visible: chooser.notesOpen
        gameId: chooser.gameId
        levels: chooser.levels
        onCloseRequested: chooser.closeNotes()
    }

    /** The game page the notes cover (the nearest one up), else the chooser itself. */
    function notesParent(): Item {
        let item = chooser.parent
        while (item !== null && item.objectName !== "gamePage")
            item = item.parent
        return item ?? chooser
    }

    function openNotes(): void {
        chooser.notes.parent = chooser.notesParent()
        chooser.notesOpen = true
        chooser.notes.forceActiveFocus()
    }

    function closeNotes(): void {
        chooser.notesOpen = false
        const page = chooser.notes.parent
        if (page !== chooser && typeof page.focusTable === "function")
            page.focusTable()
        else
            notesButton.forceActiveFocus()
    }

    columns: 3
    rowSpacing: Theme.spacingTiny
    columnSpacing: Theme.spacingSmall

    Label {
        //: Before the opponents' level in the four-seat games (a partner row follows).
        text: chooser.withPartner ? qsTr("Opponents:") : qsTr("AI level:")
        color: chooser.labelColor
        font.pixelSize: chooser.compact ? Theme.fontSmall : Theme.fontBody
    }

    SegmentChooser {
        id: opponents

        objectName: "aiLevelChooser"
        namePrefix: "aiLevel"
        compact: chooser.compact
        current: AppSettings.gameLevels[chooser.gameId] ?? "normal"
        options: chooser.levels
        onChosen: (value) => AppSettings.setGameLevel(chooser.gameId, value)
    }

    Button {
        id: notesButton

        objectName: "levelNotesButton"
        //: Opens what each AI level does and how strong it measured (a question mark).
        text: qsTr("?")
        font.pixelSize: chooser.compact ? Theme.fontSmall : Theme.fontBody
        implicitWidth: implicitHeight
        // Beside both rows in the four-seat games, never taller than the levels it explains:
        // the tab row keeps the height it has without it (every table starts at one height).
        Layout.rowSpan: chooser.withPartner ? 2 : 1
        Layout.alignment: Qt.AlignVCenter
        Layout.maximumHeight: opponents.implicitHeight
        focusPolicy: Qt.TabFocus
        Accessible.name: qsTr("What the levels are")
        onClicked: chooser.openNotes()
    }

    Label {
        visible: chooser.withPartner
        //: Before your AI partner's level in the four-seat games.
        text: qsTr("Partner:")
        color: chooser.labelColor
        font.pixelSize: Theme.fontSmall
    }

    SegmentChooser {
        objectName: "partnerLevelChooser"
        visible: chooser.withPartner
        namePrefix: "partnerLevel"
        compact: true
        current: AppSettings.partnerLevels[chooser.gameId] ?? "normal"
        options: chooser.levels
        onChosen: (value) => AppSettings.setPartnerLevel(chooser.gameId, value)
    }

}
