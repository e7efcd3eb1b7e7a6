// The back of a card: the art pipeline's image (resources/cards/back.svg: a deep red ground, a
// cream frame, a fine lattice and a rosette; one back for every pack), rendered once per size.
import QtQuick

import "faces.js" as Faces

Item {
    id: back

    /** The pack whose back this is (faces.js maps every pack to the one shared back). */
    property string pack: ""

    implicitWidth: CardTheme.cardWidth
    implicitHeight: Math.round(implicitWidth * CardTheme.cardAspect)

    Image {
        anchors.fill: parent
        source: Faces.back(back.pack)
        sourceSize: Qt.size(Math.max(1, Math.ceil(back.width * Screen.devicePixelRatio)),
                            Math.max(1, Math.ceil(back.height * Screen.devicePixelRatio)))
        smooth: true
    }
}
