// One suit symbol: the art pipeline's pip image (resources/cards/pips), rendered once per size.
import QtQuick

import Cardavia

import "faces.js" as Faces

Item {
    id: pip

    /** Suit letter of the card code (H, S, E, L for German cards). */
    property string suit
    /** Which pack's symbols to draw: "german", "french", "tarot" or "minchiate". */
    property string pack: "german"
    /** Four-colour mode (French Diamonds blue, Clubs green): the player's setting unless set. */
    property bool fourColour: AppSettings.fourColour

    implicitWidth: 24
    implicitHeight: 24

    Image {
        anchors.fill: parent
        source: Faces.pip(pip.pack, pip.suit, pip.fourColour)
        sourceSize: Qt.size(Math.max(1, Math.ceil(pip.width * Screen.devicePixelRatio)),
                            Math.max(1, Math.ceil(pip.height * Screen.devicePixelRatio)))
        fillMode: Image.PreserveAspectFit
        smooth: true
    }
}
