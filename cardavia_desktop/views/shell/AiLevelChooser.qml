// Strength of the AI opponents of one game: three segment buttons bound to its level in
// AppSettings.gameLevels (each game has its own: a change here never touches another game's
// match); with `withPartner` (the four-seat games) a second row chooses your partner's
// strength (AppSettings.partnerLevels), both rows compact.
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

    columns: 2
    rowSpacing: Theme.spacingTiny
    columnSpacing: Theme.spacingSmall

    Label {
        //: Before the opponents' level in the four-seat games (a partner row follows).
        text: chooser.withPartner ? qsTr("Opponents:") : qsTr("AI level:")
        color: chooser.labelColor
        font.pixelSize: chooser.compact ? Theme.fontSmall : Theme.fontBody
    }

    SegmentChooser {
        objectName: "aiLevelChooser"
        namePrefix: "aiLevel"
        compact: chooser.compact
        current: AppSettings.gameLevels[chooser.gameId] ?? "normal"
        options: chooser.levels
        onChosen: (value) => AppSettings.setGameLevel(chooser.gameId, value)
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
