// Number formatting through the interface language's locale (Qt.uiLanguage, set with the
// language, so bindings update on a switch), shared by the table views.
.pragma library

function num(value) {
    return Number(value || 0).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0);
}
