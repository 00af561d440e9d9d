"""Playing a match: `/move`, `/match`, the board after every move, draw offers,
takebacks, rematches, history files and replays."""
