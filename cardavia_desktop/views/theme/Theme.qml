// Colours, sizes and fonts of Cardavia: one place, imported as `import "../theme"` (path relative
// to the importing file). Calm palette: deep green felt, warm paper header, brass accents.
pragma Singleton

import QtQuick

import Cardavia

QtObject {
    // Felt (the card table) and the room around it.
    readonly property color felt: "#1f5a41"
    readonly property color feltLight: "#2a6e50"
    readonly property color feltDark: "#153f2e"
    readonly property color feltLine: "#3f8263"
    readonly property color feltText: "#f3ecd9"
    readonly property color feltTextMuted: "#bcd0c2"

    // Paper: header, lobby, rules page, dialogs.
    readonly property color paper: "#f6efe1"
    readonly property color paperDark: "#ebe1cc"
    readonly property color paperLine: "#d8cab0"
    readonly property color surface: "#fffaf0"
    readonly property color ink: "#2c2824"
    readonly property color inkMuted: "#6b6155"
    readonly property color accent: "#a8742a"
    readonly property color accentDark: "#7f5720"
    readonly property color accentLight: "#e9cf9c"
    readonly property color warning: "#9c3b21"
    readonly property color shadow: "#40000000"

    // Cards (the TABLE views may use these).
    readonly property color cardFace: "#fdfaf2"
    readonly property color cardEdge: "#cfc4ad"
    readonly property color cardBack: "#7c2d2a"
    readonly property color cardBackPattern: "#a8473f"
    readonly property color suitRed: "#b3261e"
    readonly property color suitBlack: "#1f1d1a"
    readonly property color suitGreen: "#2f6b2f"
    readonly property color suitGold: "#c18a1c"
    readonly property real cardAspect: 1.5      // height / width
    readonly property int cardWidth: 96
    readonly property int cardRadius: 7

    // Typography per language (cardavia_desktop/fonts.py): DejaVu for Latin script, the bundled
    // Vazirmatn for Arabic and Persian, each with a fallback chain.
    readonly property string fontFamily: AppSettings.fontFamily
    readonly property string serifFamily: AppSettings.titleFamily
    readonly property int fontSmall: 12
    readonly property int fontBody: 14
    readonly property int fontLarge: 17
    readonly property int fontTitle: 22
    readonly property int fontDisplay: 30
    readonly property int fontWordmark: 22

    // Controls under the window's contrast filter (shell/FilterLayer.qml scales every colour
    // around mid grey by its gain): their fills are given as the filter will need them, so a
    // button keeps its background at any contrast instead of turning as white as the paper.
    /** The contrast filter's gain (as FilterLayer's: 2^((contrast − 0.5)·2.4)); 1 without it. */
    readonly property real contrastGain: AppSettings.filtersAvailable
                                         ? Math.pow(2, (AppSettings.contrast / 100 - 0.5) * 2.4) : 1
    /** A control's fill, its pressed fill and its outline, steady under the contrast filter. */
    readonly property color controlFill: steady("#e0ddd6")
    readonly property color controlFillDown: steady("#c8c2b6")
    readonly property color controlLine: steady(paperLine)

    /** The colour to draw so that the contrast filter shows `c` (as near as 0–1 allows). */
    function steady(c: color): color {
        const g = contrastGain;
        const f = (v) => Math.max(0, Math.min(1, (v - 0.5) / g + 0.5));
        return Qt.rgba(f(c.r), f(c.g), f(c.b), c.a);
    }

    // Spacing and shapes.
    readonly property int spacingTiny: 4
    readonly property int spacingSmall: 8
    readonly property int spacing: 12
    readonly property int spacingLarge: 20
    readonly property int spacingHuge: 32
    readonly property int radius: 10
    readonly property int radiusSmall: 6
    readonly property int headerHeight: 64
    readonly property int contentMaxWidth: 1100

    // Motion.
    /** 0 under "reduced motion" (cards appear in place), else 1: multiplies every duration. */
    readonly property real motion: AppSettings.reducedMotion ? 0 : 1
    readonly property int durationShort: Math.round(120 * motion)
    readonly property int duration: Math.round(220 * motion)
    readonly property int durationLong: Math.round(420 * motion)
}
