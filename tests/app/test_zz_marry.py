from tests.app.test_table_actions import open_table, wait_for_turn

def test_marry(launch):
    shell, game = open_table(launch, "schnapsen")
    for deal in range(20261201, 20261240):
        r = game.playDeal(str(deal))
        shell.qtbot.waitUntil(lambda: game.property("matchSeed") == deal, timeout=10_000)
        shell.qtbot.wait(200)
        marry_seen = False
        for _ in range(40):
            shell.qtbot.waitUntil(lambda: game.property("yourTurn") or game.property("summaryVisible"), timeout=20000)
            if game.property("summaryVisible"):
                break
            legal = list(game.property("legalActions"))
            marr = [a for a in legal if a.startswith("marry:")]
            a = marr[0] if marr else legal[0]
            if a == "close" and len(legal) > 1: a = legal[1]
            moves = game.property("moves")
            game.act(a)
            shell.qtbot.waitUntil(lambda: game.property("moves") > moves, timeout=10000)
            marry_seen = bool(marr)
        shell.qtbot.wait(300)
        if marry_seen:
            print("DEAL", deal, "trick", game.property("trick"), game.property("trickWinner"), "AI card visible", shell.find("trick_ai").property("visible"), shell.find("trick_ai").property("code"), "you", shell.find("trick_you").property("code"), [e.get("type") for e in game.property("lastEvents")])
