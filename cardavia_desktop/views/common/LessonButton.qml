// A button of the lesson panel's row (LessonOverlay): as wide as its words, and the row fits the
// panel's width (300 px at 1024 × 640), each button no narrower than its words.
import QtQuick
import QtQuick.Layouts

TableButton {
    Layout.fillWidth: true
    Layout.maximumWidth: implicitWidth
    Layout.minimumWidth: implicitContentWidth + leftPadding + rightPadding
}
