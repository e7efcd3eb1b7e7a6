// Number formatting through the current locale (Qt.locale()), shared by the Schnapsen views.
.pragma library

function num(value) {
    return Number(value || 0).toLocaleString(Qt.locale(), "f", 0);
}
