// Schnapsen's actions beside your hand: one button per marriage you may declare (with a line
// on how), the trump exchange and closing the stock. Short of room (``compact``) the line goes:
// the turn's status already names the moves, and the table's status stands above the buttons.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format

ColumnLayout {
    id: actions

    /** The table's GameController. */
    required property QtObject game
    /** The Schnapsen table (its card names). */
    required property Item table
    /** The game's words (suit names). */
    required property QtObject words
    /** Where the keyboard goes back after a button. */
    required property Item hand
    /** Short of room: no line above the marriages, lower buttons closer together. */
    property bool compact: false
    /** A button's height (-1: its own). */
    readonly property real buttonHeight: actions.compact ? 28 : -1
    /** The column's height with its line, whatever ``compact`` is (for the table's choice). */
    readonly property real fullHeight: {
        const table = actions.game.table, offers = table.marriageOffers.length;
        const n = offers + (table.canExchange ? 1 : 0) + (table.canClose ? 1 : 0);
        return n * closeButton.implicitHeight + Math.max(0, n - 1) * CardTheme.spacingSmall
               + (offers > 0 ? hintProbe.implicitHeight + actions.spacing : 0);
    }

    // as wide as its longest button, within reason (German's "Atout-Unter austauschen" was cut)
    width: Math.min(260, Math.max(200, buttons.implicitWidth))
    spacing: CardTheme.spacingSmall

    Text {
        id: marriageHint

        objectName: "marriageHint"
        Layout.fillWidth: true
        visible: actions.game.table.marriageOffers.length > 0 && !actions.compact
        Accessible.role: Accessible.StaticText
        Accessible.name: text
        //: Above one button per König or Ober that may lead a marriage now.
        text: qsTr("Declare a marriage: lead one of its cards with a button below. "
                   + "A click on the card plays it without declaring.")
        color: CardTheme.textOnFeltMuted
        font.family: CardTheme.fontFamily
        font.pixelSize: CardTheme.fontSmall
        wrapMode: Text.WordWrap

        Text {
            // The line at its width, shown or not (``fullHeight``).
            id: hintProbe

            visible: false
            width: actions.width
            text: marriageHint.text
            font: marriageHint.font
            wrapMode: Text.WordWrap
        }
    }
    ColumnLayout {
        id: buttons

        Layout.fillWidth: true
        spacing: actions.compact ? 4 : CardTheme.spacingSmall

        Repeater {
            // One action per card that may lead a marriage (the controller's list).
            model: actions.game.table.marriageOffers

            delegate: TableButton {
                id: marryButton

                required property var modelData

                objectName: "marry_" + marryButton.modelData.card
                key: "M"
                Layout.fillWidth: true
                Layout.preferredHeight: actions.buttonHeight
                //: A marriage button: the card to lead and what the marriage scores, e.g. "König of Herz: +40".
                text: qsTr("%1: +%2").arg(actions.table.cardName(marryButton.modelData.card))
                                     .arg(Format.num(marryButton.modelData.points))
                //: %1 suit, %2 points (20 or 40), %3 the card led, e.g. "Ober of Herz".
                Accessible.name: qsTr("Declare the marriage in %1 (%2 points) by leading %3")
                                 .arg(actions.words.suitName(marryButton.modelData.suit))
                                 .arg(Format.num(marryButton.modelData.points))
                                 .arg(actions.table.cardName(marryButton.modelData.card))
                onClicked: {
                    actions.game.table.declareMarriage(marryButton.modelData.card);
                    actions.hand.forceActiveFocus();
                }
            }
        }
        TableButton {
            objectName: "exchangeButton"
            Layout.preferredHeight: actions.buttonHeight
            key: "X"
            Layout.fillWidth: true
            visible: actions.game.table.canExchange
            text: qsTr("Exchange trump Unter")
            onClicked: {
                actions.game.table.exchangeTrump();
                actions.hand.forceActiveFocus();
            }
        }
        TableButton {
            id: closeButton

            objectName: "closeButton"
            Layout.preferredHeight: actions.buttonHeight
            key: "C"
            Layout.fillWidth: true
            visible: actions.game.table.canClose
            text: qsTr("Close the stock")
            onClicked: {
                actions.game.table.closeStock();
                actions.hand.forceActiveFocus();
            }
        }
    }
}
