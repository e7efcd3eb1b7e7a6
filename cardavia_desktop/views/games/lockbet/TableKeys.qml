// Lock & Bet's keys (listed on the shortcut sheet by Words.shortcuts): lock, check, call,
// fold, the amount, bet, all-in, Enter and N; only while the table has the keyboard.
import QtQuick

Item {
    id: keys

    /** The Lock & Bet table whose betting the keys drive. */
    required property Item table
    readonly property QtObject game: keys.table.controller
    /** The betting keys work whenever the table has the keyboard (not while Hard plays your
        seat): a move that cannot be made now is refused with its reason, as a click on its
        dimmed button is (newcomer #18: before the betting they were silent). */
    readonly property bool live: keys.table.activeFocus && keys.game !== null
                                 && !(keys.game.watching ?? false)

    /** L: lock the ringed card (choosing it first), else the chosen one. */
    function lockByKey(): void {
        const ringed = keys.table.ringedCode();
        if (ringed !== "" && keys.table.betting.selectedCard !== ringed) {
            keys.game.clickCard(ringed);
            if (keys.table.betting.selectedCard !== ringed)
                return;  // refused (and said why)
        }
        keys.table.betting.confirmLock();
    }

    Shortcut {
        // the ringed card (chosen or not: newcomer #11 keyed L on it and nothing happened)
        sequence: "L"
        enabled: table.activeFocus && (game?.yourTurn ?? false) && table.betting.phase === "lock"
        onActivated: keys.lockByKey()
    }
    Shortcut {
        sequence: "K"
        enabled: keys.live
        onActivated: table.betting.check()
    }
    Shortcut {
        sequence: "C"
        enabled: keys.live
        onActivated: table.betting.call()
    }
    Shortcut {
        sequence: "F"
        enabled: keys.live
        onActivated: table.betting.fold()
    }
    Shortcut {
        sequences: ["+", "=", "Up"]
        enabled: table.activeFocus && table.bettingNow && table.betting.amountVerb !== ""
        onActivated: table.bets.adjust(1)
    }
    Shortcut {
        sequences: ["-", "Down"]
        enabled: table.activeFocus && table.bettingNow && table.betting.amountVerb !== ""
        onActivated: table.bets.adjust(-1)
    }
    Shortcut {
        sequence: "B"
        enabled: keys.live
        onActivated: table.bets !== null ? table.bets.submit() : table.betting.explainWait()
    }
    Shortcut {
        sequence: "A"
        enabled: keys.live
        onActivated: table.betting.allIn()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        // (a lesson's deal sheet goes on by the lesson's own Next, never the sheet's next deal:
        // two Enter shortcuts at once would both be dead)
        enabled: table.activeFocus && ((!table.inLesson && (table.resultShown
                                                             || ((game?.summaryVisible ?? false) && !game.matchOver)))
                                       || (table.bets !== null && table.bets.editing && table.bettingNow)
                                       || table.enterLocks)
        onActivated: table.confirm()
    }
    Shortcut {
        sequence: "N"
        enabled: table.activeFocus && !table.inLesson
                 && (table.resultShown || ((game?.summaryVisible ?? false) && !game.matchOver))
        onActivated: table.confirm()
    }
}
