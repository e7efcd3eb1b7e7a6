// What Lock & Bet's table says as the game goes: a reshuffle, a refund, no betting and a short
// all-in in its notice line; each AI move, the reveal, the deal's and the match's end to a
// screen reader; a refused move's reason. Words only: every fact is the engine's events'.
import QtQuick

import cards

import "../../common/format.js" as Format
import "../../common/watched.js" as Watched

QtObject {
    id: narrator

    /** The Lock & Bet table (its controller, notice line and announcer). */
    required property Item table
    /** The table's words (the betting moves, the deal's result, a refusal's reason). */
    required property QtObject words
    readonly property QtObject game: narrator.table.controller

    /** A card's name as a screen reader says it (the words a card item uses for itself). */
    function cardName(code: string): string {
        return CardNames.card("french", code.split(".")[0]);  // a shoe copy's suffix is not printed
    }

    function explain(events: var): void {
        const table = narrator.table, words = narrator.words;
        for (const e of events) {
            if (e.type === "reshuffle") {
                table.say(qsTr("The shoe ran low: the discards were shuffled into a new shoe of %1 cards.").arg(Format.num(e.stock_size)), false);
            } else if (e.type === "refund" && e.amount > 0) {
                table.say(words.refundText(e.seat, e.amount), false);
            } else if (e.type === "no_betting") {
                table.say(qsTr("A player is all-in from the ante: no betting, straight to the reveal."), false);
            } else if (e.type === "allin" && e.seat === 1) {
                table.say(qsTr("The AI went all-in for less than a full raise: you may only call or fold."), false);
            }
            if (e.seat === 1 && ["lock", "check", "bet", "raise", "allin", "call", "fold"].indexOf(e.type) >= 0) {
                //: Said to screen readers: what the AI did, e.g. "AI: Raised to 6".
                table.announce(qsTr("AI: %1").arg(words.actionText(Object.assign({action: e.type}, e))));
            } else if (e.type === "reveal") {
                //: Said to screen readers at the showdown: the two locked cards.
                table.announce(qsTr("Your card: %1. The AI's card: %2.")
                               .arg(narrator.cardName(e.cards[0])).arg(narrator.cardName(e.cards[1])));
            } else if (e.type === "deal_end") {
                table.announce(words.resultText(e, narrator.game.watching) + " "
                               //: Said to screen readers after each deal: both players' chips.
                               + qsTr("You have %1 chips, the AI %2.").arg(Format.num(e.stacks[0])).arg(Format.num(e.stacks[1])));
            } else if (e.type === "match_end") {
                table.announce(e.winner !== 0 ? qsTr("The AI won the match.")
                               : narrator.game.watching ? Watched.winsMatch() : qsTr("You won the match!"));
            }
        }
    }

    property Connections steps: Connections {
        target: narrator.game

        function onStepped(events: var): void { narrator.explain(events); }
        function onActionRejected(code: string, message: string): void {
            narrator.table.say(narrator.words.rejectionText(code), true);
        }
    }
}
