// The betting controls: check or call, fold, a "bet"/"raise to" amount with a slider and a number
// field limited to the legal range, and all-in. What is offered, the range and the amount to
// call come from the controller (the legal actions); a typed amount is checked there too.
pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts

import cards
import common
import "../../common/format.js" as Format

Rectangle {
    id: controls

    /** The controller's ``betting`` object. */
    required property QtObject betting
    property bool enabledNow: true
    /** The amount chosen with the slider or typed (a round total, ante excluded). */
    property int amount: controls.betting.minAmount
    /** The amount is being changed with the keys (Enter confirms it, Escape cancels). */
    property bool editing: false
    /** The amount's slider, field and Bet/Raise button: not shown on your turn when no bet or
     *  raise is legal (facing a bet you can only call, go all-in or fold). */
    readonly property bool amountShown: !controls.betting.myTurn || controls.betting.amountVerb !== ""

    function setAmount(value: int): void {
        controls.amount = value;
        slider.value = value;
        amountField.text = value > 0 ? Format.num(value) : "";
    }

    function submit(): void {
        controls.editing = false;
        controls.betting.submitAmount(amountField.text);
    }

    /** Move the amount by ``step`` chips within the legal range (keys + and −, Up and Down). */
    function adjust(step: int): void {
        if (controls.betting.amountVerb === "")
            return;
        const low = controls.betting.minAmount;
        const high = Math.max(low, controls.betting.maxAmount);
        controls.setAmount(Math.max(low, Math.min(high, controls.amount + step)));
        controls.editing = true;
    }

    /** Drop a changed amount: back to the smallest legal one. */
    function cancelEdit(): void {
        controls.editing = false;
        controls.setAmount(controls.betting.minAmount);
    }

    implicitWidth: 300
    implicitHeight: column.implicitHeight + 2 * CardTheme.spacingSmall
    /** The height with the amount's range shown too (as while betting): the table lays out
        by it, so that nothing moves from one phase to the next. */
    readonly property real fullHeight: controls.implicitHeight
                                       + (amountRange.visible ? 0 : amountRange.implicitHeight + column.spacing)
    radius: CardTheme.radius
    color: Qt.rgba(0, 0, 0, 0.22)
    border.color: Qt.rgba(1, 1, 1, 0.1)
    opacity: controls.enabledNow && controls.betting.myTurn ? 1 : 0.8
    Accessible.role: Accessible.Grouping
    //: Accessible name of the group of betting buttons, slider and field.
    Accessible.name: qsTr("Betting")

    Connections {
        target: controls.betting
        // A new decision: start from the smallest legal amount.
        function onChanged(): void {
            controls.editing = false;
            controls.setAmount(controls.betting.minAmount);
        }
    }
    Component.onCompleted: controls.setAmount(controls.betting.minAmount)

    ColumnLayout {
        id: column

        anchors.fill: parent
        anchors.margins: CardTheme.spacingSmall
        spacing: CardTheme.spacingSmall

        Text {
            objectName: "toCallText"
            Layout.fillWidth: true
            text: !controls.betting.myTurn ? qsTr("Betting")
                  : controls.betting.callShort
                    // a call for less (newcomer #14's D12): what it costs you, not the bet's 21
                    //: Facing a bet bigger than your chips: a call puts in all you have (this number).
                    ? qsTr("To call: %1 (all you have)").arg(Format.num(controls.betting.callAmount))
                    : controls.betting.toCall > 0
                      //: Chips the player must add to match the opponent's bet.
                      ? qsTr("To call: %1").arg(Format.num(controls.betting.toCall))
                      : qsTr("Nothing to call")
            color: CardTheme.textOnFelt
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontBody
            font.bold: true
            horizontalAlignment: Text.AlignHCenter
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: CardTheme.spacingSmall

            TableButton {
                id: checkButton

                objectName: "checkButton"
                key: "K"
                Layout.fillWidth: true
                visible: !controls.betting.canCall
                enabled: controls.enabledNow && controls.betting.canCheck
                text: qsTr("Check")
                onClicked: controls.betting.check()
            }
            TableButton {
                objectName: "callButton"
                key: "C"
                Layout.fillWidth: true
                visible: controls.betting.canCall
                enabled: controls.enabledNow
                text: controls.betting.allInAction === "call"
                      //: Call button when the call puts in all your chips (the number); the All-in button is then not shown.
                      ? qsTr("Call %1 (all-in)").arg(Format.num(controls.betting.callAmount))
                      //: Call button with the chips it puts in.
                      : qsTr("Call %1").arg(Format.num(controls.betting.callAmount))
                onClicked: controls.betting.call()
            }
            TableButton {
                objectName: "foldButton"
                key: "F"
                Layout.fillWidth: true
                // Offered only when the engine allows it (something is owed).
                visible: controls.betting.canFold
                enabled: controls.enabledNow && controls.betting.canFold
                text: qsTr("Fold")
                onClicked: controls.betting.fold()
            }
        }

        Text {
            id: amountRange

            objectName: "amountRange"
            Layout.fillWidth: true
            visible: controls.betting.amountVerb !== ""
            text: controls.betting.amountVerb === "raise"
                  //: The range of totals the player may raise to this round (ante excluded).
                  ? qsTr("Raise to (%1–%2)").arg(Format.num(controls.betting.minAmount)).arg(Format.num(controls.betting.maxAmount))
                  //: The range of totals the player may bet this round (ante excluded).
                  : qsTr("Bet (%1–%2)").arg(Format.num(controls.betting.minAmount)).arg(Format.num(controls.betting.maxAmount))
            color: CardTheme.textOnFeltMuted
            font.family: CardTheme.fontFamily
            font.pixelSize: CardTheme.fontSmall
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: CardTheme.spacingSmall
            visible: controls.amountShown
            enabled: controls.enabledNow && controls.betting.amountVerb !== ""
            opacity: enabled ? 1 : 0.5  // the empty amount box waits as the buttons do (#23)

            Slider {
                id: slider

                objectName: "amountSlider"
                Layout.fillWidth: true
                from: controls.betting.minAmount
                to: Math.max(controls.betting.minAmount, controls.betting.maxAmount)
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: controls.amount
                onMoved: controls.setAmount(Math.round(slider.value))
                Accessible.name: qsTr("Amount")
                Accessible.description: amountField.text

                background: Rectangle {
                    x: slider.leftPadding
                    y: slider.topPadding + slider.availableHeight / 2 - height / 2
                    width: slider.availableWidth
                    height: 4
                    radius: 2
                    color: Qt.rgba(1, 1, 1, 0.2)

                    Rectangle {
                        width: slider.visualPosition * parent.width
                        height: parent.height
                        radius: 2
                        color: CardTheme.accentLight
                    }
                }
                handle: Rectangle {
                    x: slider.leftPadding + slider.visualPosition * (slider.availableWidth - width)
                    y: slider.topPadding + slider.availableHeight / 2 - height / 2
                    width: 18
                    height: 18
                    radius: 9
                    color: slider.pressed ? CardTheme.accentLight : "#dcb878"
                    border.color: CardTheme.accentDark

                    Rectangle {
                        // The keyboard focus ring (Tab, then the arrows), as on the filters'
                        // sliders (newcomer #32 saw no focus on this Tab stop).
                        objectName: "amountSliderFocusRing"
                        anchors.centerIn: parent
                        width: parent.width + 10
                        height: width
                        radius: width / 2
                        visible: slider.visualFocus
                        color: "transparent"
                        border.color: CardTheme.focus
                        border.width: 3
                    }
                }
            }

            TextField {
                id: amountField

                objectName: "amountField"
                Layout.preferredWidth: 56
                horizontalAlignment: TextInput.AlignHCenter
                font.family: CardTheme.fontFamily
                font.pixelSize: CardTheme.fontBody
                color: CardTheme.ink
                selectByMouse: true
                inputMethodHints: Qt.ImhDigitsOnly
                Accessible.name: qsTr("Amount")
                background: Rectangle {
                    objectName: "amountFieldFrame"
                    radius: 6
                    color: CardTheme.paper
                    border.color: amountField.activeFocus ? CardTheme.focus : CardTheme.paperLine
                    border.width: amountField.activeFocus ? 3 : 1
                }
                onAccepted: controls.submit()
                onTextEdited: {
                    const typed = Number.fromLocaleString(Qt.locale(Qt.uiLanguage), amountField.text);
                    if (Number.isInteger(typed))
                        slider.value = typed;
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: CardTheme.spacingSmall

            TableButton {
                id: amountButton

                objectName: "amountButton"
                key: "B"
                performs: ["bet", "raise"]  // what a lesson's mark names it by
                // the all-in bet or raise is the All-in button's move, not this one's
                leaves: controls.betting.allInAction !== "" ? [controls.betting.allInAction] : []
                Layout.fillWidth: true
                primary: true
                visible: controls.amountShown
                enabled: controls.enabledNow && controls.betting.amountVerb !== ""
                // With no amount to bet (not your turn, or no chips to bet) the label stays whole.
                text: controls.betting.amountVerb === "" || amountField.text === ""
                      //: The Bet button while no amount can be bet (disabled).
                      ? qsTr("Bet", "no amount")
                      : controls.betting.amountVerb === "raise"
                        //: Raise button: the round total typed or slid (ante excluded).
                        ? qsTr("Raise to %1").arg(amountField.text)
                        //: Bet button with the amount typed or slid.
                        : qsTr("Bet %1").arg(amountField.text)
                onClicked: controls.submit()
            }
            TableButton {
                id: allInButton

                objectName: "allInButton"
                key: "A"
                // when the all-in is the call, the Call button is it (one button, not two;
                // key A still calls)
                visible: controls.betting.allInAction !== "call"
                // a lesson's mark: its very move (an all-in bet, raise or call) or "allin"
                performs: controls.betting.allInAction !== "" ? ["allin", controls.betting.allInAction] : ["allin"]
                Layout.fillWidth: true
                enabled: controls.enabledNow && controls.betting.allInAction !== ""
                // the chips it puts in; "more" once you have bet (the range above counts totals)
                text: controls.betting.allInAction === "" ? qsTr("All-in")
                      : controls.betting.allInTotal > controls.betting.allInChips
                        //: All chips in, on top of your bet so far; the number is the chips it adds from your stack.
                        ? qsTr("All-in (%1 more)").arg(Format.num(controls.betting.allInChips))
                        //: All chips in; the number is the chips it puts in from your stack.
                        : qsTr("All-in %1").arg(Format.num(controls.betting.allInChips))
                onClicked: controls.betting.allIn()
            }
        }
    }

    // A click on the dimmed controls says why they wait: the locks come first, or it is the
    // AI's turn (newcomer #16: nothing happened); on your turn, a click on a button that cannot
    // be pressed asks its move anyway, which the controller refuses with the reason (newcomer
    // #17: All-in against an all-in AI). Nothing is sent; other clicks go through.
    MouseArea {
        objectName: "waitingControls"
        anchors.fill: parent

        /** The button under (x, y) that cannot be pressed now, or null. */
        function refusedAt(x: real, y: real): Item {
            for (const button of [checkButton, amountButton, allInButton]) {
                const at = button.mapFromItem(controls, x, y);
                if (button.visible && !button.enabled && button.contains(at))
                    return button;
            }
            return null;
        }

        onPressed: (mouse) => {
            mouse.accepted = !controls.enabledNow || refusedAt(mouse.x, mouse.y) !== null;
        }
        onClicked: (mouse) => {
            const button = controls.enabledNow ? refusedAt(mouse.x, mouse.y) : null;
            if (button === checkButton)
                controls.betting.check();
            else if (button === amountButton)
                controls.submit();
            else if (button === allInButton)
                controls.betting.allIn();
            else
                controls.betting.explainWait();
        }
    }
}
