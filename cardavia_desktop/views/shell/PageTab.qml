// A tab of the game page, drawn like a folder tab that joins the page below when selected.
import QtQuick
import QtQuick.Controls

import theme
import cards

TabButton {
    id: tab

    // (narrower in a small window: the page's bar keeps room for the game's whole name)
    implicitWidth: tab.Window.width > 0 && tab.Window.width < 1200
                   ? Math.max(80, caption.implicitWidth + 2 * Theme.spacing)
                   : Math.max(110, caption.implicitWidth + 2 * Theme.spacingLarge)
    implicitHeight: 40
    font.pixelSize: Theme.fontBody

    background: Rectangle {
        radius: Theme.radiusSmall
        color: tab.checked ? Theme.paper : (tab.hovered ? Theme.paperLine : "transparent")

        // Square off the bottom corners so the selected tab merges with the page.
        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: parent.radius
            color: parent.color
        }

        Rectangle {
            // The keyboard focus ring (Tab, then the arrow keys): brass outside a thin dark
            // line, as on the cards and the table's buttons.
            objectName: "tabFocusRing"
            anchors.fill: parent
            anchors.margins: 2
            radius: parent.radius
            visible: tab.visualFocus
            color: "transparent"
            border.color: CardTheme.focus
            border.width: 3

            Rectangle {
                anchors.fill: parent
                anchors.margins: parent.border.width
                radius: Math.max(0, parent.radius - parent.border.width)
                color: "transparent"
                border.color: Theme.ink
                border.width: 1
            }
        }
    }

    contentItem: Label {
        id: caption

        text: tab.text
        color: tab.checked ? Theme.ink : Theme.inkMuted
        font.pixelSize: Theme.fontBody
        font.bold: tab.checked
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
    }
}
