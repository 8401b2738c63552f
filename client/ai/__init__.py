"""Computer opponents (pure: never imports pygame).

``hooks`` (what a game tells the search), ``bots`` (random, easy, normal,
hard), ``ismcts`` (the search), ``worker`` (bots in a separate process).
Nothing is imported here, so ``import client.ai`` stays cheap.
"""
