// The template game for players: name, format line, pitch and the full rules in sections (the
// lobby's tile and the Full rules tab read them; the shell finds views/games/<id>/Info.qml by
// convention). A new game copies this file and writes its own rules (one source of truth per
// language, translated with qsTr).
import QtQml

QtObject {
    readonly property string gameId: "template"
    //: Name of the template game (a small example game for developers: the highest card of the suit led takes the trick).
    readonly property string name: qsTr("High Trick")
    readonly property string format: [
        //: Format line, first part: the number of players.
        qsTr("%Ln player(s)", "", 2),
        //: Format line, second part: who plays against whom.
        qsTr("You vs AI"),
        //: Format line, last part: the match ends when a player has this many points (and leads).
        qsTr("First to 5 points")
    ].join(" · ")
    readonly property string pitch: qsTr("Three cards each: follow suit, and the highest card "
        + "of the suit led takes the trick. Each trick is a point; first to five wins.")

    readonly property var sections: [
        {
            title: qsTr("Objective"),
            bullets: [
                qsTr("Two players, each on their own: you against the AI."),
                qsTr("Take tricks: each one is a point.")
            ]
        },
        {
            title: qsTr("Setup"),
            bullets: [
                qsTr("Twelve cards: Spades and Hearts from 2 to 7. Each deal, the dealer gives "
                     + "three cards to each player; the other six stay out of play. The deal "
                     + "passes to the other player.")
            ]
        },
        {
            title: qsTr("Playing a turn"),
            bullets: [
                qsTr("The player who did not deal leads the first trick; the winner of a trick "
                     + "leads the next."),
                qsTr("You must follow the suit led if you can. The higher card of the suit led "
                     + "takes the trick.")
            ]
        },
        {
            title: qsTr("Scoring and end"),
            bullets: [
                qsTr("The tricks of a deal are added to the match score. The match ends after a "
                     + "deal once a player has five points or more and more than the other.")
            ]
        }
    ]
}
