"""3KingdomsBattle (鬪三國): issue #20. Only the tile set so far; the game is not registered yet."""
