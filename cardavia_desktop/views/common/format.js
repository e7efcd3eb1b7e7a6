// Number formatting through the interface language's locale (Qt.uiLanguage, set with the
// language, so bindings update on a switch), shared by the table views.
.pragma library

function num(value) {
    return Number(value || 0).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0);
}

// A signed or "= n" figure kept left-to-right inside right-to-left text ("+6", not "6+"):
// wrapped in a left-to-right isolate (U+2066 … U+2069).
function ltr(text) {
    return "\u2066" + text + "\u2069";
}

// A card's name kept on one line in running text (its words joined by no-break spaces):
// "4 of Hearts" never splits after the 4 (newcomer #17 in Arabic: "4 / القلوب").
function unbroken(text) {
    return String(text).replace(/ /g, "\u00a0");
}

// A number with the interface's one minus sign (U+2212, kept left of its digits in right-to-left
// text) and ``decimals`` digits after the point; no sign on a figure that rounds to zero.
function signed(value, decimals) {
    const places = decimals || 0;
    const size = Math.abs(Number(value || 0));
    const text = size.toLocaleString(Qt.locale(Qt.uiLanguage), "f", places);
    return Number(value) < 0 && Number(size.toFixed(places)) !== 0 ? ltr("\u2212" + text) : text;
}

function plus(value) {
    return ltr("+" + num(value));
}

// A percentage (``value`` already in percent: 64 for 64 %), rounded, with the language's percent
// format — "64%", German "64 %", Arabic and Persian "64٪" — the one way every view writes one.
function percent(value) {
    //: A percentage; %1 is the number, already formatted for the locale. Put the sign where
    //: your language puts it, e.g. German "64 %", Persian "۶۴٪".
    return qsTranslate("Format", "%1%").arg(num(Math.round(Number(value || 0))));
}

// A number in the interface's digits without group separators (a deal number).
function digits(value) {
    return String(value).split("").map((digit) => num(Number(digit))).join("");
}
