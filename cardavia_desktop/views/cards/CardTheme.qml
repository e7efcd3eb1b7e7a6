// Colours, sizes and motion of the card table views (cards/ and games/*/Table.qml).
// Kept apart from the shell's Theme so the reusable card views have no outside dependency;
// the values follow the same calm palette (deep green felt, warm paper, brass accents).
pragma Singleton

import QtQuick

import Cardavia

QtObject {
    // Felt and the writing on it.
    readonly property color felt: "#1f5a41"
    readonly property color feltLight: "#2a6e50"
    readonly property color feltDark: "#153f2e"
    readonly property color feltLine: "#3f8263"
    /** Panels on the felt (set-up, declarations, logs, notices): opaque, so nothing of the
        table shows through their text. */
    readonly property color panel: "#0d291c"
    readonly property color textOnFelt: "#f3ecd9"
    readonly property color textOnFeltMuted: "#bcd0c2"

    // Paper panels (summary, last trick) and accents.
    readonly property color paper: "#f6efe1"
    readonly property color paperLine: "#d8cab0"
    readonly property color ink: "#2c2824"
    readonly property color inkMuted: "#6b6155"
    readonly property color accent: "#a8742a"
    readonly property color accentDark: "#7f5720"
    readonly property color accentLight: "#e9cf9c"
    readonly property color warning: "#9c3b21"
    /** The keyboard focus ring: bright enough on felt, paper and card faces alike. */
    readonly property color focus: "#ffc94a"
    /** A lesson's mark on a card or a button: a cool glow that stands apart from the brass
        focus ring, the hint's gold edge and the felt. */
    readonly property color markGlow: "#6fe3ff"
    /** How far a lesson's mark (the halo) reaches outside a card ``width`` wide (a button's
        and a badge's: ``markReach(0)``): a label beside a card that may be marked keeps this
        far from it and more, so that the glow never lies over its words (newcomer #11 item 6). */
    function markReach(width: real): int {
        return Math.max(6, Math.round(width * 0.08));
    }

    // Cards.
    readonly property color cardFace: "#fdfaf2"
    readonly property color cardEdge: "#cfc4ad"
    readonly property color cardBack: "#7c2d2a"
    readonly property color cardBackPattern: "#a8473f"
    readonly property color cardBackLine: "#e9d9b4"
    readonly property real cardAspect: 1.5      // height / width
    readonly property int cardWidth: 96

    // Type.
    // Text on the table follows the language (Vazirmatn for Arabic and Persian); card faces keep
    // the serif below in every language.
    readonly property string fontFamily: AppSettings.fontFamily
    readonly property string serifFamily: "DejaVu Serif"
    readonly property int fontSmall: 12
    readonly property int fontBody: 14
    readonly property int fontLarge: 17
    readonly property int fontTitle: 22

    // Spacing and motion.
    readonly property int spacingSmall: 8
    readonly property int spacing: 12
    readonly property int spacingLarge: 20
    readonly property int radius: 10
    /** The window's filter pass (shell/FilterLayer.qml), which lifts moving cards out of its
        capture for their flight (`lift`/`land`); null where there is none (a table alone). */
    property Item flightOverlay: null
    /** 0 under "reduced motion" (cards appear in place), else 1: multiplies every duration. */
    readonly property real motion: AppSettings.reducedMotion ? 0 : 1
    readonly property int durationShort: Math.round(120 * motion)
    readonly property int duration: Math.round(220 * motion)
    readonly property int durationLong: Math.round(420 * motion)
}
