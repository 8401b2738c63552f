"""What a seat knows of the decks' order survives sampling, and nothing else shows (Y-6)."""
from __future__ import annotations

import random

from client.games.yedo.knowledge import POOLS
from client.games.yedo.rules import HIDDEN, new_game

from .scene import blank, give, stage


def shown(obs):
    """(pool, index) → card for every deck card an observation shows."""
    return {(pool, i): c for pool in POOLS for i, c in enumerate(obs.deck(pool)) if c != HIDDEN}


def cards_seen(obs) -> set[str]:
    """Every card id an observation lets its viewer see (hands, peek, own events)."""
    me = obs.viewer
    out = set(obs.hands[me]) | set(obs.bonus[me]) | set(obs.missions[me])
    out |= {m for done in obs.completed for m in done}
    if obs.peek and obs.peek[0] == me:
        out |= set(obs.peek[2])
    for e in obs.events:
        for key in ("card", "mission"):
            if isinstance(e.data.get(key), str):
                out.add(e.data[key])
        out |= {c for c in e.data.get("cards", ()) if isinstance(c, str)}
    return out


def test_cards_put_back_after_a_look_stay_where_their_seat_put_them():
    st = blank(4)
    seat, pool = 0, "mission:yellow"
    stage(st, ("ops", 0, (("foresee", "mission"),), -1))
    st.apply("deck:yellow")
    seen = st.peek[2]
    for card in seen:  # put them back in the order seen: the last put lies on top
        if st.peek and card in st.peek[2]:
            st.apply("put:" + card)
    top = st.deck(pool)[-len(seen):]
    mine = st.observation(seat)
    assert mine.deck(pool)[-len(seen):] == top
    assert set(mine.deck(pool)[:-len(seen)]) <= {HIDDEN}
    for k in range(5):
        assert mine.determinize(random.Random(k)).deck(pool)[-len(seen):] == top
    theirs = st.observation(1)
    assert set(theirs.deck(pool)) <= {HIDDEN}
    tops = {tuple(theirs.determinize(random.Random(k)).deck(pool)[-len(seen):]) for k in range(8)}
    assert len(tops) > 1  # another seat's worlds do not know the order


def test_a_played_card_is_known_under_the_deck_by_everyone():
    st = blank(4)
    card = "a15"  # Bookkeeper, played in the disciple actions
    give(st, 0, actions=[card])
    stage(st, ("act", 0))
    st.apply("play:" + card)
    assert st.action_deck[0] == card
    for seat in range(4):
        obs = st.observation(seat)
        assert obs.action_deck[0] == card and set(obs.action_deck[1:]) <= {HIDDEN}
        assert obs.determinize(random.Random(seat)).action_deck[0] == card


def test_another_seats_look_makes_a_seat_forget():
    st = blank(4)
    stage(st, ("ops", 0, (("foresee", "mission"),), -1))
    st.apply("deck:green")
    while st.peek:
        st.apply(st.legal_actions()[0])
    assert shown(st.observation(0))
    stage(st, ("ops", 1, (("foresee", "mission"),), -1))
    st.apply("deck:green")
    while st.peek:
        st.apply(st.legal_actions()[-1])
    assert not any(pool == "mission:green" for pool, _ in shown(st.observation(0)))
    assert any(pool == "mission:green" for pool, _ in shown(st.observation(1)))


def test_sampled_worlds_agree_on_every_known_card_and_show_no_other():
    for seed, players in ((2, 4), (5, 3), (7, 2)):
        st = new_game(players, {"mode": "samurai"}, seed)
        rng = random.Random(seed)
        seen = [set() for _ in range(players)]
        knew = 0
        while not st.is_over():
            for seat in range(players):
                obs = st.observation(seat)
                seen[seat] |= cards_seen(obs)
                for (pool, i), card in shown(obs).items():
                    # shown only if the seat once saw the card (or everyone did), and where it truly lies
                    assert card in seen[seat], (seat, pool, card)
                    assert st.deck(pool)[i] == card
                    knew += 1
                if rng.random() < 0.1:
                    world = obs.determinize(random.Random(rng.random()))
                    for (pool, i), card in shown(obs).items():
                        assert world.deck(pool)[i] == card
            st.apply(rng.choice(st.legal_actions()))
        assert knew  # the games did teach the seats something
