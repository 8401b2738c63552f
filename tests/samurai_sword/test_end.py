"""The end: scoring by camp, multipliers, Daimyo, friendly fire, ties, the Bushido master (seed 遊戲結束)."""
import pytest

from client.games.samurai_sword import content as C

from .helpers import play, table


def finished(players, roles, honour, hands=None, friendly="", master=-1, stars=None):
    st = table(players, roles=roles, honour=honour, hands=hands, stars=stars, phase="over")
    st.end_reason, st.friendly, st.master = "honour", friendly, master
    return st


def test_multipliers_and_camp_totals_with_five_players():
    st = finished(5, ["shogun", "samurai", "ninja", "ninja", "ronin"], [4, 2, 1, 0, 3])
    assert [r["multiplier"] for r in st.breakdown()] == [1, 1, 1, 1, 2]
    assert st.team_scores() == {"shogun": 6, "ninja": 1, "ronin": 6}
    assert st.winning_team() == "shogun"  # a tie without the Ninja goes to the Shogun's camp
    assert st.winners() == [0, 1] and st.scores() == [6.0, 6.0, 1.0, 1.0, 6.0]


def test_four_player_ninja_with_more_stars_scores_double():
    st = finished(4, ["shogun", "samurai", "ninja", "ninja"], [3, 0, 2, 2], stars=[0, 0, 1, 3])
    assert [r["multiplier"] for r in st.breakdown()] == [1, 2, 1, 2]
    assert st.team_scores() == {"shogun": 3, "ninja": 6}
    assert st.winners() == [2, 3]


@pytest.mark.parametrize("players,role,mult", [(3, "shogun", 2), (6, "samurai", 2), (6, "ronin", 3),
                                               (7, "ronin", 3), (7, "samurai", 1), (3, "ninja", 1)])
def test_multiplier_table(players, role, mult):
    assert C.MULTIPLIER[players][role] == mult


def test_daimyo_in_hand_adds_unmultiplied_points_but_not_for_the_ronin():
    st = finished(6, ["shogun", "samurai", "ninja", "ninja", "ninja", "ronin"], [2, 1, 1, 1, 0, 2],
                  hands=[["daimyo"], [], [], [], [], ["daimyo", "daimyo"]])
    rows = st.breakdown()
    assert rows[0]["points"] == 2 * 1 + 1 and rows[1]["points"] == 1 * 2
    assert rows[5]["points"] == 2 * 3 and rows[5]["daimyo"] == 0


def test_a_tie_including_the_ninja_goes_to_the_ninja():
    st = finished(5, ["shogun", "samurai", "ninja", "ninja", "ronin"], [2, 1, 2, 1, 0])
    assert st.team_scores() == {"shogun": 3, "ninja": 3, "ronin": 0}
    assert st.winning_team() == "ninja"


def test_friendly_fire_costs_the_camp_three_points():
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    st = table(5, roles=roles, chars=["nobunaga", "musashi", "kojiro", "goemon", "tomoe"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"], ["bo"]], hp=[5, 3, 5, 5, 5], honour=[5, 1, 3, 3, 3])
    play(st, "attack:katana:1")  # the Shogun knocks out his own Samurai's last honour
    assert st.is_over() and st.friendly == "shogun"
    assert st.team_scores() == {"shogun": 6 + 0 - 3, "ninja": 6, "ronin": 6}
    assert st.winning_team() == "ninja"


def test_bushido_master_wins_for_his_camp():
    roles = ["ninja", "shogun", "samurai", "ninja"]
    st = table(4, roles=roles, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["battlecry"], ["bo"], ["bo"], ["bo"]], hp=[5, 1, 1, 0], honour=[3, 5, 3, 3])
    play(st, "play:battlecry")
    assert st.is_over() and st.end_reason == "master" and st.master == 0
    assert st.winners() == [0, 3]  # the Ninja camp, whatever the points say


def test_no_bushido_master_when_the_last_knockout_was_friendly_or_with_three_players():
    roles = ["ninja", "shogun", "samurai", "ninja"]
    st = table(4, roles=roles, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"]], hp=[5, 1, 0, 0], honour=[3, 5, 3, 3])
    st.hp = [5, 0, 0, 1]
    play(st, "attack:katana:3")  # a Ninja knocks out his fellow Ninja
    assert not st.is_over() and st.master == -1
    st = table(3, roles=["ninja", "shogun", "ninja"], chars=["nobunaga", "musashi", "kojiro"],
               hands=[["katana"], ["bo"], ["bo"]], hp=[5, 0, 1], honour=[3, 6, 3])
    play(st, "attack:katana:2")
    assert not st.is_over()


def test_w5_the_last_one_standing_wins_even_when_the_knockout_took_the_last_honour():
    """Ruling W-5: the Bushido master's camp wins at once, before the honour just lost is counted."""
    roles = ["ninja", "shogun", "samurai", "ninja"]
    st = table(4, roles=roles, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"]], hp=[5, 1, 0, 0], honour=[3, 1, 3, 3])
    play(st, "attack:katana:1")  # the Ninja knocks out the Shogun's last resilience and last honour
    assert st.is_over() and st.end_reason == "master" and st.master == 0
    assert st.honour[1] == 0  # the honour was lost all the same
    assert st.winning_team() == "ninja" and st.winners() == [0, 3]


def test_w5_a_knockout_by_ones_own_camp_leaving_one_standing_does_not_end_the_game():
    roles = ["ninja", "shogun", "samurai", "ninja"]
    st = table(4, roles=roles, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"]], hp=[5, 0, 0, 1], honour=[3, 3, 3, 3])
    play(st, "attack:katana:3")  # a Ninja knocks out his fellow Ninja: only he still stands
    assert not st.is_over() and st.master == -1 and st.end_reason == ""
    # the same with the victim's last honour: the honour ends the game, with friendly fire, no master
    st = table(4, roles=roles, chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"]], hp=[5, 0, 0, 1], honour=[3, 3, 3, 1])
    play(st, "attack:katana:3")
    assert st.is_over() and st.end_reason == "honour" and st.master == -1 and st.friendly == "ninja"


def test_roles_are_revealed_when_the_game_ends():
    st = table(4, roles=["shogun", "samurai", "ninja", "ninja"], chars=["nobunaga", "musashi", "kojiro", "goemon"],
               hands=[["katana"], ["bo"], ["bo"], ["bo"]], hp=[5, 2, 5, 5], honour=[5, 1, 3, 3])
    play(st, "attack:katana:1")
    assert st.is_over()
    obs = st.observation(3)
    assert obs.roles == st.roles and obs.hands == st.hands  # hands are shown for the Daimyo count
    assert obs.breakdown() == st.breakdown() and obs.winning_team() == st.winning_team()
    assert any(e.kind == "game_over" and e.reveals for e in st.events)
