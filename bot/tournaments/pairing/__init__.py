"""Tournaments: the pure formats and pairing rules, and the use case that runs them.

The pure core works on seed numbers only and knows no Discord, database or clock:
`swiss` (maximum-weight matching over the weights of `swiss_weights`, on the window of
pairs `swiss_window` proves enough, through the hubs of `swiss_hubs`), `round_robin`
(circle method), `elimination` (single and double brackets with byes), `seat_balance`,
`tiebreaks`, `standings`, and `formats`, which puts the four formats behind one
interface. `service` runs events on top of them through the store, the match service
and the `host` port.
"""
