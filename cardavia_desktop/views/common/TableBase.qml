// What every game's table shares: the GameController pushed in by its host (GamePage, or a
// test's host), the settings the table hands that controller, the notice line and its timer,
// the screen reader's announcer, and the scene: a Loader released before the application quits,
// so no binding outlives the controller during the QML engine's teardown. A game's Table.qml is a
// TableBase with its own scene (`sceneComponent`), its words, keys and what only it has.
pragma ComponentBehavior: Bound

import QtQuick

import Cardavia

import "refusals.js" as Refusals

FocusScope {
    id: base

    /** The table's GameController: the page creates it (with the game's id) and pushes it in. */
    required property QtObject controller
    /** The same controller under the short name the tables' bindings use. */
    readonly property QtObject game: base.controller
    /** What the table tells a screen reader (its ``last`` announcement is said again on R). */
    readonly property QtObject announcer: announcerObject

    /** Room kept free at the top of the felt for the page's line of what the other seats just did
        (GamePage sets it). */
    property real topInset: 0

    /** The pause before an AI move shows at speed 1 (each game sets its own). */
    property int aiPaceMs: 700
    /** Readable pause before an AI move shows (tests set it low). */
    property int aiDelayMs: Math.round(base.aiPaceMs / base.speed)
    /** How long the move that ended a deal stays readable before the deal's sheet covers it
        (newcomers #22, #23, #32: a last trick no one could read); none at full speed. */
    readonly property int sheetDelayMs: Math.min(2600, Math.round(base.aiDelayMs * 3.5))
    /** The trick that ended the deal waits for a click or a key before the deal's sheet, as
        every other trick does at the "wait" pace (newcomers #32–#34 never saw who took it). */
    readonly property bool lastTrickWaits: base.holdTricks && base.aiDelayMs > 0 && !base.inLesson
                                           && !(base.controller?.watching ?? false)
    /** The deal's sheet is wanted (a table binds its game's condition: the four-seat tables, the
        match over); it shows (``sheetShown``) once the move that ended the deal could be read:
        after ``sheetDelayMs``, or, where ``lastTrickWaits``, once that trick was seen
        (``lastTrickSeen``; ``sheetHeld`` meanwhile). */
    property bool sheetWanted: false
    property bool sheetShown: false
    /** The deal's last trick lies there, waiting for that click or key (the four-seat tables). */
    property bool sheetHeld: false

    /** The deal's last trick was seen: its sheet comes. */
    function lastTrickSeen(): void {
        base.sheetHeld = false;
        base.sheetShown = base.sheetWanted;
    }

    onSheetWantedChanged: {
        if (base.sheetWanted && base.lastTrickWaits)
            base.sheetHeld = true;
        else if (base.sheetWanted)
            sheetDelay.restart();
        else {
            sheetDelay.stop();
            base.sheetShown = base.sheetHeld = false;
        }
    }
    /** AI level ("easy", "normal", "hard"): the player's setting unless set. */
    property string aiLevel: AppSettings.gameLevels[base.controller?.gameId ?? ""] ?? "normal"
    /** Your partner's level in a four-seat game ("" in a two-seat game: no partner). */
    property string partnerLevel: ""
    /** A finished trick waits for the player (the four-seat games, by the player's setting). */
    property bool holdTricks: false
    /** Match seed; -1 draws a fresh one. */
    property int seed: -1
    /** Dealer seat; -1 lets the engine draw it (tests set it to deal themselves). */
    property int dealer: -1
    readonly property real speed: AppSettings.animationSpeed > 0 ? AppSettings.animationSpeed : 1

    /** The line of what just happened (`say`), and whether it tells a refusal. */
    property string notice: ""
    property bool noticeIsError: false
    /** How long a notice stays. */
    property alias noticeMs: noticeTimer.interval
    /** False once the application quits: the scene is released first. */
    property bool alive: true
    /** This table's keys (the shortcut sheet lists them after the common ones). */
    property var shortcuts: []
    /** When the page confirms a new match itself (the match at stake is given up), the table's
        own New match button asks it (``newMatchRequested``) instead of starting one. */
    property bool hostAsks: false

    /** The game's felt and everything on it, built in the scene's Loader. */
    property Component sceneComponent
    /** The built scene (null while the table is being released). */
    readonly property Item sceneItem: scene.item

    /** The table's own New match was clicked (the host asks first, see ``hostAsks``). */
    signal newMatchRequested()

    /** Show ``text`` on the notice line for a while and tell a screen reader; not a step's
        notice again when the table opens at a sheet left open (it was told before). */
    function say(text: string, isError: bool): void {
        if (!isError && (base.controller?.stepReopened ?? false))
            return;
        base.tell(text, isError);
    }

    /** Show ``text`` on the notice line for a while and tell a screen reader, always (what the
        player just did: a table opened at a sheet left open says it too). */
    function tell(text: string, isError: bool): void {
        base.notice = text;
        base.noticeIsError = isError;
        noticeTimer.restart();
        base.announcer.announce(text);
    }

    /** Tell a screen reader ``text`` (what just happened at the table). */
    function announce(text: string): void {
        base.announcer.announce(text);
    }

    implicitWidth: 1280
    implicitHeight: 720

    /** A guided lesson is played at this table: the deal sheet's own keys (Next deal, New
        deal) are off, the lesson's Next goes on instead. */
    readonly property bool inLesson: base.controller?.lesson?.active ?? false
    /** The lesson waits for its Next (a note, a finished trick): no turn is named meanwhile
        (newcomers #20 and #23: "Your turn" beside the lesson's "press Next"). */
    readonly property bool lessonAsksNext: base.inLesson
                                           && (base.controller?.lesson?.waitsFor ?? "") === "next"
    /** The turn line names no one: the lesson asks for its Next or plays your only move for
        you (newcomer #25: "Your turn: play a card", then the card went by itself), or a finished
        trick waits for your click (newcomer #26: "East is to play" beside its prompt). */
    readonly property bool noTurnNamed: base.lessonAsksNext || (base.controller?.trickHeld ?? false)
        || base.inLesson && (base.controller?.lesson?.waitsFor ?? "") === "ai" && base.turnIsYours
    /** The table shows a deal other than your match's (Watch, a lesson): when it starts or
        ends, the notice of the deal it leaves goes with that deal. */
    readonly property bool showsOtherDeal: (base.controller?.watching ?? false)
                                           || base.inLesson
    // While the lesson asks for its Next no card plays (newcomer #25: a card clicked then was
    // "not the lesson's move"): a click or Enter on one says why, over it.
    Binding {
        target: base.sceneItem?.hand ?? null
        property: "restingReason"
        value: Refusals.shared("lesson_next")
        when: base.lessonAsksNext && (base.sceneItem?.hand ?? null) !== null
    }
    Binding {
        // and no card is ringed: Enter is the lesson's Next then (newcomer #25)
        target: base.sceneItem?.hand ?? null
        property: "restingRing"
        value: false
        when: base.lessonAsksNext && (base.sceneItem?.hand ?? null) !== null
    }

    onShowsOtherDealChanged: {
        noticeTimer.stop();
        base.notice = "";
    }

    /** The deal has ended (its sheet, the match's end): a notice of an earlier step goes with
        it (newcomer #14's D6: "Three more cards each from the stock." beside the empty stock);
        the last step's own notice is said after this (``stepped`` comes last). */
    readonly property bool dealEnded: (base.controller?.summaryVisible ?? false)
                                      || (base.controller?.matchOver ?? false)
    onDealEndedChanged: {
        if (base.dealEnded) {
            noticeTimer.stop();
            base.notice = "";
        }
    }

    /** Another match at the table (New match, a numbered deal, an opened file): the last
        one's notice goes (it told East's discard while you were the new deal's dealer). */
    readonly property int matchShown: base.controller?.matchSeed ?? -1
    onMatchShownChanged: {
        noticeTimer.stop();
        base.notice = "";
    }

    /** A refusal said while it was not your turn ("Please wait…") is stale once your turn
        comes: the AI moved, or a take-back gave the turn back (newcomer #21). */
    readonly property bool turnIsYours: base.controller?.yourTurn ?? false
    onTurnIsYoursChanged: {
        if (base.turnIsYours && base.noticeIsError) {
            noticeTimer.stop();
            base.notice = "";
        }
    }

    // A level chosen during a match plays from the AI's next move, and the match then counts
    // under mixed levels: the table says so (newcomer #22: the level changed silently).
    Connections {
        target: base.controller
        enabled: base.controller !== null
        function onAiLevelChanged(): void {
            if (base.controller.atStake && !base.showsOtherDeal)
                //: A notice after the AI level was changed during a match.
                base.tell(qsTr("The new level plays from the AI's next move. This match now counts under “Mixed” in your statistics."), false);
        }
        function onPartnerLevelChanged(): void {
            if (base.controller.atStake && !base.showsOtherDeal)
                //: A notice after your AI partner's level was changed during a match.
                base.tell(qsTr("Your partner plays at its new level from its next move."), false);
        }
    }

    Timer {
        id: sheetDelay

        interval: base.sheetDelayMs
        onTriggered: base.sheetShown = base.sheetWanted
    }

    Timer {
        id: noticeTimer

        interval: 6000
        onTriggered: base.notice = ""
    }

    Loader {
        id: scene

        focus: true

        anchors.fill: parent
        active: base.alive
        sourceComponent: base.sceneComponent
    }

    // A table button with the keyboard (a lesson step's marked Check, Call or Fold, a button
    // Tab reached) that goes with its move (disabled, hidden) leaves the keyboard on the scene
    // itself, where no key works: Enter, the arrows and L did nothing at the next lock step
    // and Tab went to the page's header (newcomer #10's major 1). The scene's hand takes it.
    readonly property Item keysOn: base.Window.activeFocusItem
    onKeysOnChanged: if (base.keysOn === scene) Qt.callLater(base.handBack)

    function handBack(): void {
        const hand = scene.item?.hand ?? null;
        if (base.Window.activeFocusItem === scene && hand !== null)
            hand.forceActiveFocus();
    }

    Connections {
        target: Qt.application
        function onAboutToQuit(): void { base.alive = false; }
    }

    // A notice is worded when it is said: after a language switch it is dropped rather than
    // left in the old language.
    Connections {
        target: AppSettings
        function onLanguageChanged(): void { base.notice = ""; }
    }

    Announcer {
        id: announcerObject

        objectName: "announcer"
    }

    // The table's settings, handed to the controller it was given.
    Binding { target: base.controller; property: "aiLevel"; value: base.aiLevel }
    Binding { target: base.controller; property: "aiDelayMs"; value: base.aiDelayMs }
    Binding { target: base.controller; property: "seed"; value: base.seed }
    Binding { target: base.controller; property: "fixedDealer"; value: base.dealer }
    Binding { target: base.controller; property: "holdTricks"; value: base.holdTricks }
    Binding {
        target: base.controller
        property: "partnerLevel"
        value: base.partnerLevel
        when: base.partnerLevel !== ""
    }
}
