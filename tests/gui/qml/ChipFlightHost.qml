// Test host: Lock & Bet's chip flights between two spots (tests/gui/test_lockbet_chip_flights.py).
import QtQuick

import games.lockbet

Item {
    id: host

    property alias speed: flights.speed

    /** Start ``count`` flights at once, as a step with several bets and a pot does. */
    function flyMany(count: int): void {
        for (let i = 0; i < count; ++i)
            flights.fly(from, to, 3, "#b8322b");
    }

    width: 400
    height: 300

    Item { id: from; x: 10; y: 10; width: 20; height: 20 }
    Item { id: to; x: 320; y: 220; width: 20; height: 20 }

    ChipFlight {
        id: flights

        objectName: "chipFlights"
        anchors.fill: parent
    }
}
