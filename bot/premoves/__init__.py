"""Conditional premoves: a player's answers to the moves they expect, played in the
same transaction as the move they answer."""
