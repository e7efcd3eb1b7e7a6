// The full rules of any game, rendered from its Info.qml sections: numbered titles with bullets.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

import theme

Rectangle {
    id: rules

    property string title
    property var sections: []

    color: Theme.paper

    Flickable {
        id: scroller

        anchors.fill: parent
        contentWidth: width
        contentHeight: column.implicitHeight + 2 * Theme.spacingHuge
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ScrollBar.vertical: ScrollBar {
            objectName: "rulesScrollBar"
        }

        ColumnLayout {
            id: column

            x: (scroller.width - width) / 2
            y: Theme.spacingLarge
            width: Math.min(scroller.width - 2 * Theme.spacingHuge, 780)
            spacing: Theme.spacingLarge

            Label {
                Layout.fillWidth: true
                text: qsTr("How to play %1").arg(rules.title)
                color: Theme.ink
                font.family: Theme.serifFamily
                font.pixelSize: Theme.fontDisplay
                wrapMode: Text.Wrap
            }

            Repeater {
                model: rules.sections

                ColumnLayout {
                    id: section

                    required property var modelData
                    required property int index

                    objectName: "ruleSection_" + (index + 1)
                    Layout.fillWidth: true
                    spacing: Theme.spacingSmall

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: Theme.spacing

                        Rectangle {
                            implicitWidth: 30
                            implicitHeight: 30
                            radius: 15
                            color: Theme.felt

                            Label {
                                anchors.centerIn: parent
                                text: Number(section.index + 1).toLocaleString(Qt.locale(Qt.uiLanguage), "f", 0)
                                color: Theme.feltText
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                            }
                        }

                        Label {
                            objectName: "ruleTitle"
                            Layout.fillWidth: true
                            text: section.modelData.title
                            color: Theme.ink
                            font.family: Theme.serifFamily
                            font.pixelSize: Theme.fontTitle
                            wrapMode: Text.Wrap
                        }
                    }

                    Repeater {
                        model: section.modelData.bullets

                        RowLayout {
                            id: bullet

                            required property string modelData

                            Layout.fillWidth: true
                            Layout.leftMargin: 42
                            spacing: Theme.spacing

                            Rectangle {
                                Layout.alignment: Qt.AlignTop
                                Layout.topMargin: 8
                                implicitWidth: 6
                                implicitHeight: 6
                                radius: 3
                                color: Theme.accent
                            }

                            Label {
                                objectName: "ruleBullet"
                                Layout.fillWidth: true
                                text: bullet.modelData
                                color: Theme.ink
                                font.pixelSize: Theme.fontLarge - 1
                                lineHeight: 1.25
                                wrapMode: Text.Wrap
                            }
                        }
                    }
                }
            }
        }
    }
}
