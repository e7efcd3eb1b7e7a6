// The interface language: a button showing the current language and a drop-down list of all
// of them. The list is a plain item inside the window's content (not a Popup, as a ComboBox's
// would be), so the full-window filters cover it. It is shown in `listParent` (the window's
// content, which covers the whole page): since Qt 6.11 an item whose children all lay inside
// its bounds when Qt last looked gets no mouse or hover event outside them, so a list hanging
// below the header, shown later, would be dead to the mouse.
// Mouse: hover highlights an entry, a click chooses it, a press beside the list closes it (the
// six entries always fit: the list never scrolls). Keyboard: Space, Enter or Down opens the
// list; Up/Down move, Enter chooses, Escape closes.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Shapes

import Cardavia

import theme

AbstractButton {
    id: selector

    /** The languages offered: [{code, name}] (AppSettings.languages). */
    readonly property var languages: AppSettings.languages
    readonly property int count: selector.languages.length
    /** A language was picked with the mouse: the keyboard may go back to the page. */
    signal pointerChose()

    readonly property int currentIndex: selector.indexOf(AppSettings.language)
    readonly property string currentText: selector.currentIndex >= 0
                                          ? selector.languages[selector.currentIndex].name : ""
    property bool open: false
    /** The row the keyboard or the pointer is on while the list is open. */
    property int highlightedIndex: 0
    /** The item the open list is shown in: one that covers the whole page (set by the header). */
    property Item listParent: selector

    function indexOf(code: string): int {
        for (let i = 0; i < selector.languages.length; ++i) {
            if (selector.languages[i].code === code)
                return i;
        }
        return -1;
    }

    function choose(index: int): void {
        if (index >= 0 && index < selector.count)
            AppSettings.language = selector.languages[index].code;
        selector.open = false;
        selector.forceActiveFocus();
    }

    function openList(): void {
        selector.highlightedIndex = Math.max(0, selector.currentIndex);
        const below = selector.mapToItem(list.parent, 0, selector.height + 4);
        list.x = selector.LayoutMirroring.enabled ? below.x + selector.width - list.width : below.x;
        list.y = below.y;
        selector.open = true;
        list.forceActiveFocus();
    }

    implicitWidth: 150
    implicitHeight: 34
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true
    font.pixelSize: Theme.fontBody
    Accessible.role: Accessible.ComboBox
    Accessible.name: qsTr("Language")
    Accessible.description: selector.currentText

    onClicked: selector.open ? (selector.open = false) : selector.openList()
    Keys.onPressed: (event) => {
        if (event.key === Qt.Key_Down || event.key === Qt.Key_Space
                || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            selector.openList();
            event.accepted = true;
        }
    }

    background: Rectangle {
        radius: Theme.radiusSmall
        color: selector.pressed || selector.open ? Theme.paperDark : Theme.surface
        border.color: selector.visualFocus ? Theme.accent : Theme.paperLine
        border.width: selector.visualFocus ? 2 : 1
    }

    contentItem: Item {
        Label {
            anchors.left: parent.left
            anchors.right: chevron.left
            anchors.leftMargin: Theme.spacingSmall
            anchors.verticalCenter: parent.verticalCenter
            text: selector.currentText
            color: Theme.ink
            font: selector.font
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignLeft
        }

        Shape {
            id: chevron

            anchors.right: parent.right
            anchors.rightMargin: Theme.spacingSmall
            anchors.verticalCenter: parent.verticalCenter
            width: 10
            height: 6
            rotation: selector.open ? 180 : 0

            ShapePath {
                strokeColor: Theme.inkMuted
                strokeWidth: 1.6
                fillColor: "transparent"
                capStyle: ShapePath.RoundCap
                PathSvg { path: "M1 1 L 5 5 L 9 1" }
            }
        }
    }

    MouseArea {
        // A press beside the open list closes it, as a ComboBox's would.
        objectName: "languageListCloser"
        parent: selector.listParent
        anchors.fill: parent
        z: 99
        visible: selector.open
        onPressed: selector.open = false
        onWheel: (wheel) => wheel.accepted = true  // the page behind does not scroll meanwhile
        onWidthChanged: selector.open = false  // the window was resized: the list was placed once
    }

    Rectangle {
        id: list

        objectName: "languageList"
        parent: selector.listParent
        z: 100
        width: Math.max(selector.width, column.implicitWidth)
        height: column.implicitHeight + 8
        visible: selector.open
        radius: Theme.radiusSmall
        color: Theme.surface
        border.color: Theme.paperLine
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Language")

        onActiveFocusChanged: if (!list.activeFocus && !selector.activeFocus) selector.open = false
        Keys.onPressed: (event) => {
            if (event.key === Qt.Key_Down) {
                selector.highlightedIndex = Math.min(selector.count - 1, selector.highlightedIndex + 1);
            } else if (event.key === Qt.Key_Up) {
                selector.highlightedIndex = Math.max(0, selector.highlightedIndex - 1);
            } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter
                       || event.key === Qt.Key_Space) {
                selector.choose(selector.highlightedIndex);
            } else if (event.key === Qt.Key_Escape) {
                selector.open = false;
                selector.forceActiveFocus();
            } else {
                return;
            }
            event.accepted = true;
        }

        Column {
            id: column

            x: 0
            y: 4
            width: parent.width

            Repeater {
                model: selector.languages

                delegate: AbstractButton {
                    id: option

                    required property var modelData
                    required property int index

                    objectName: "language_" + option.modelData.code
                    width: column.width
                    implicitWidth: optionText.implicitWidth + 2 * Theme.spacing
                    implicitHeight: 32
                    hoverEnabled: true
                    focusPolicy: Qt.NoFocus
                    Accessible.role: Accessible.ListItem
                    Accessible.name: option.modelData.name
                    Accessible.selected: option.index === selector.currentIndex
                    onHoveredChanged: if (option.hovered) selector.highlightedIndex = option.index
                    onClicked: {
                        selector.choose(option.index);
                        selector.pointerChose();
                    }

                    background: Rectangle {
                        color: option.index === selector.highlightedIndex ? Theme.paperDark : "transparent"
                    }

                    contentItem: Label {
                        id: optionText

                        leftPadding: Theme.spacing
                        rightPadding: Theme.spacing
                        text: option.modelData.name
                        color: Theme.ink
                        font.pixelSize: Theme.fontBody
                        font.bold: option.index === selector.currentIndex
                        horizontalAlignment: Text.AlignLeft  // mirrored to the right in RTL
                        verticalAlignment: Text.AlignVCenter
                    }
                }
            }
        }
    }
}
