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

function plus(value) {
    return ltr("+" + num(value));
}
