// The CARDAVIA wordmark next to the application icon.
import QtQuick
import QtQuick.Controls

import theme

Row {
    id: mark

    objectName: "wordmark"
    spacing: Theme.spacingSmall

    Image {
        anchors.verticalCenter: parent.verticalCenter
        width: 36
        height: 36
        sourceSize: Qt.size(72, 72)
        // The same SVG as the application icon (resources/ sits next to cardavia_desktop/).
        source: Qt.resolvedUrl("../../../resources/icons/cardavia.svg")
        smooth: true
    }

    Label {
        anchors.verticalCenter: parent.verticalCenter
        //: The application's name, shown as a wordmark; usually not translated.
        text: qsTr("CARDAVIA")
        color: Theme.ink
        font.family: Theme.serifFamily
        font.pixelSize: Theme.fontWordmark
        font.bold: true
        font.letterSpacing: 4
    }
}
