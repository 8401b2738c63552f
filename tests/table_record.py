"""What a game's table shows of its cards, for tests that ask whether a card is shown: which
cards each private event kind tells its seats (``SHOWN``), each card's name in the reader's
language as the game writes it, and the ids of the card pictures its table draws (recorded by
``spy_pictures``)."""
from __future__ import annotations


FACE, NAMED = "its face", "its name"


def _cards(key, how=FACE, *, seat_key=None, otherwise=NAMED):
    """The card ids an event's data holds under ``key`` (a list or one id), and how they must be
    shown to ``seat``: ``how``, or ``otherwise`` to a seat other than the one ``seat_key`` names."""
    def get(data, seat) -> tuple[list[str], str]:
        value = data.get(key)
        cards = list(value) if isinstance(value, (list, tuple)) else [value] if value else []
        return cards, how if seat_key is None or data.get(seat_key) == seat else otherwise
    return get


#: game → private kind → the cards its seats are shown and how (None: nothing new to show them)
SHOWN = {
    "shogun": {
        "plan": _cards("card"),  # the card laid face down: face up on its own plan
        "unplan": None,  # names a slot only: the card is back in the hand
        "battle": None, "tower_preload": None,  # the tower's levels: private to no seat
    },
    "samurai_sword": {
        "draw": _cards("cards"),  # in the hand
        "steal": _cards("card", seat_key="seat"),  # in the thief's hand; the target is told what it lost
    },
    "three_kingdoms": {},
    "himefuda": {
        "hand": _cards("cards"),  # dealt: in the hand
    },
    "yedo": {
        "gain_card": _cards("card"),  # in the hand
        "look": _cards("cards"),  # the top cards of a deck: laid out for their seat alone
        "discard_card": None,  # the seat's own choice, leaving its hand
        "mission": None,  # the seat's own mission, laid face down as it chose
    },
}


def card_names(game: str, obs, card: str) -> set[str]:
    """What a table may draw for ``card``: its name in the reader's language (pictures are
    recorded by id)."""
    if game == "samurai_sword":
        from client.games.samurai_sword import card_art

        return {card_art.card_name(card)}
    if game == "himefuda":
        from client.games.himefuda import card_art

        return {card_art.card_name(card)}
    if game == "yedo":
        from client.games.yedo.panels import card_name

        return {card_name(obs, card)}
    if game == "shogun":  # a plan's card: a province or chests
        from client.games.shogun.log_text import card_text

        return {card_text(card, obs.face)}
    return set()


def spy_pictures(game: str, monkeypatch) -> list[str]:
    """The ids of the card pictures the game's table draws from now on."""
    shown: list[str] = []

    def spy(module, name, pick):
        real = getattr(module, name)

        def recorded(*args, **kwargs):
            found = pick(*args)
            if found is not None:
                shown.append(found)
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, recorded)

    if game == "samurai_sword":
        from client.games.samurai_sword import card_art as art

        spy(art, "rotated", lambda kind, cid, *rest: cid if kind == "face" else None)
        spy(art, "greyed", lambda cid, *rest: cid)
        spy(art, "card_face", lambda cid, *rest: cid)
    elif game == "himefuda":
        from client.games.himefuda import card_art as art

        spy(art, "card_face", lambda cid, *rest: cid)
        spy(art, "card_mini", lambda cid, *rest: cid)
    elif game == "yedo":
        from client.games.yedo import hand_view

        spy(hand_view, "draw_face", lambda surface, rect, face, *rest: face.card)
    elif game == "shogun":
        from client.games.shogun import panels

        spy(panels, "draw_card", lambda surface, rect, card, obs, *rest:
            obs.info.card_text[card] if card >= 0 else None)
    return shown
