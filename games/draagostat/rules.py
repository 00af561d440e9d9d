"""Which turns are legal and what they do (RULES.md section 1, "One action per turn").

`perform` is the single authority: it either returns the board after a turn or raises
`IllegalMove` naming the rule that forbids it. Legal-move generation only proposes
candidates and keeps those `perform` accepts (for attacks, those its two halves accept:
landing on the piece, then sending it away), so the list of legal moves and the checks
on a typed move can never disagree.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from games.contract import IllegalMove, Move, Seat, seat_name
from games.draagostat.board import (
    BUILDER,
    CITADEL,
    DRAGON,
    GAME_ID,
    Board,
    Building,
    PieceKind,
    opponent,
)
from games.draagostat.geometry import CENTRE, CORNERS, ORTHOGONAL, SQUARES, name
from games.draagostat.moves import Attack, Build, Carry, PieceLetter, Rescue, Step
from i18n.message import Message


def _height(board: Board, square: int) -> Message:
    """What stands on `square`, by height: "bare ground", "a one-story"..."""
    return Message("game-draagostat-height", height=board.height(square))


def _piece(owner: Seat, kind: PieceKind) -> Message:
    """A piece as a refusal names it: "the light dragon"."""
    return Message("game-draagostat-piece", seat=owner, piece=kind)


def perform(board: Board, move: Move) -> Board:
    """The board after the side to move plays `move`; raises `IllegalMove` otherwise."""
    match move:
        case Step(piece="B"):
            after = _builder_step(board, move)
        case Step():
            after = _dragon_move(board, move)
        case Attack():
            after = _attack(board, move)
        case Rescue():
            after = _rescue(board, move)
        case Build():
            after = _build(board, move)
        case Carry():
            after = _carry(board, move)
        case _:
            raise IllegalMove(Message("game-draagostat-not-a-move", move=str(move)))
    return _turn_ended(after, move)


def _turn_ended(after: Board, move: Move) -> Board:
    """The board once `move`'s action is done: the other side to move, and whether the
    turn was a conversion recorded."""
    return after.next_turn(converted=isinstance(move, Build) and move.sign == "#")


def legal_moves(board: Board) -> list[Move]:
    """Every legal turn of the side to move, sorted by canonical notation."""
    return [move for move, _ in legal_turns(board)]


def legal_turns(board: Board) -> list[tuple[Move, Board]]:
    """Every legal turn of the side to move with the board after it, sorted by canonical
    notation: checking a turn already builds its board, so a search gets it for free.

    Attacks are the bulk of the candidates (sixteen destinations each), so the attack
    itself is checked once and then only where the attacked piece may go."""
    seat = board.to_move
    legal = []
    for move in _candidates(board):
        after = _attempt(perform, board, move)
        if after is not None:
            legal.append((move, after))
    for piece, origin, target in _attack_lines(board):
        try:
            landed, foe = _land_attack(board, piece, origin, target)
        except IllegalMove:
            continue
        for away in _EVERYWHERE:
            sent = _attempt(_send_away, landed, seat, foe, target, away)
            if sent is not None:
                attack = Attack(piece, origin, target, away)
                legal.append((attack, _turn_ended(sent, attack)))
    legal.sort(key=lambda turn: str(turn[0]))
    return legal


_EVERYWHERE = range(len(SQUARES))


def _attempt(action: Callable[..., Board], *args: Any) -> Board | None:
    """The board `action` builds, or None when a rule forbids it."""
    try:
        return action(*args)
    except IllegalMove:
        return None


def _candidates(board: Board) -> Iterator[Move]:
    """Every non-attack turn worth checking: each square in reach, each build action, each
    rescue placement (and banishment, when a captor guards the captive)."""
    seat = board.to_move
    builder, dragon = board.builder(seat), board.dragon(seat)
    for target in ORTHOGONAL[builder]:
        yield Step("B", builder, target)
        yield Carry(builder, target)
    yield from (Build(sign, builder) for sign in ("+", "-", "#"))
    for target in _dragon_reach(board, dragon):
        yield Step("D", dragon, target)
        if board.is_captive(seat) and board.builder(seat) == target:
            guarded = bool(board.pieces_on(target, opponent(seat)))
            for place in _EVERYWHERE:
                yield Rescue(dragon, target, place)
                if guarded:
                    yield from (Rescue(dragon, target, place, away) for away in _EVERYWHERE)


def _attack_lines(board: Board) -> Iterator[tuple[PieceLetter, int, int]]:
    """(piece, from, to) for each move of the side to move onto an opposing piece."""
    seat = board.to_move
    foes = {board.builder(opponent(seat)), board.dragon(opponent(seat))}
    builder, dragon = board.builder(seat), board.dragon(seat)
    yield from (("B", builder, target) for target in ORTHOGONAL[builder] & foes)
    yield from (("D", dragon, target) for target in _dragon_reach(board, dragon) & foes)


def _dragon_reach(board: Board, dragon: int) -> set[int]:
    reach = set(ORTHOGONAL[dragon])
    if board.height(dragon) == CITADEL:
        reach |= {s for s in range(len(SQUARES)) if board.height(s) == CITADEL}
    if dragon in CORNERS:
        reach |= CORNERS
    reach.discard(dragon)
    return reach


# ----------------------------------------------------------------------- the actions


def _builder_step(board: Board, move: Step) -> Board:
    seat = _mover(board, BUILDER, move.origin)
    _require_orthogonal(move.origin, move.target, "step")
    _refuse_foe(board, seat, move)
    building = board.buildings[move.target]
    if building is not None and building.owner != seat:
        raise IllegalMove(
            Message(
                "game-draagostat-step-onto-building",
                square=name(move.target),
                building=building.describe(),
            )
        )
    return _builder_moved(board, seat, move.target)


def _dragon_move(board: Board, move: Step) -> Board:
    seat = _mover(board, DRAGON, move.origin)
    _refuse_own_captive(board, seat, move.target)
    _refuse_foe(board, seat, move)
    route = _dragon_route(board, move.origin, move.target, lightning=True)
    building = board.buildings[move.target]
    hostile = building if building is not None and building.owner != seat else None
    if route == "lightning" and hostile is not None:
        raise IllegalMove(
            Message(
                "game-draagostat-lightning-building",
                square=name(move.target),
                building=hostile.describe(),
            )
        )
    after = board.with_piece(seat, DRAGON, move.target)
    if route == "step" and hostile is not None and not hostile.is_citadel:
        after = after.with_building(move.target, _lowered(hostile))
    return after


def _attack(board: Board, move: Attack) -> Board:
    landed, foe = _land_attack(board, move.piece, move.origin, move.target)
    return _send_away(landed, board.to_move, foe, move.target, move.destination)


def _land_attack(
    board: Board, piece: PieceLetter, origin: int, target: int
) -> tuple[Board, PieceKind]:
    """The attacker standing on `target`, and the kind of piece it attacked there."""
    kind: PieceKind = BUILDER if piece == "B" else DRAGON
    seat = _mover(board, kind, origin)
    if kind == BUILDER:
        _require_orthogonal(origin, target, "attack")
        _refuse_attack_between_opposing_buildings(board, seat, origin, target)
    else:
        _refuse_own_captive(board, seat, target)
        _dragon_route(board, origin, target, lightning=False)
    foe = _attackable_foe(board, seat, target)
    if kind == BUILDER:
        _require_height(board, origin, target)
        return _builder_moved(board, seat, target), foe
    return board.with_piece(seat, DRAGON, target), foe


def _send_away(board: Board, seat: Seat, foe: PieceKind, attacked: int, destination: int) -> Board:
    """The attacked piece banished, or its builder taken captive onto an own citadel."""
    building = board.buildings[destination]
    if building is not None and building.owner == seat and building.is_citadel:
        return _take_captive(board, seat, foe, attacked, destination)
    return _banish(board, seat, foe, attacked, destination)


def _rescue(board: Board, move: Rescue) -> Board:
    seat = _mover(board, DRAGON, move.origin)
    if not (board.is_captive(seat) and board.builder(seat) == move.target):
        raise IllegalMove(Message("game-draagostat-not-captive-there", square=name(move.target)))
    _dragon_route(board, move.origin, move.target, lightning=False)
    if move.banish is None:
        captors = board.pieces_on(move.target, opponent(seat))
        if captors:
            raise IllegalMove(
                Message(
                    "game-draagostat-rescue-attacks",
                    square=name(move.target),
                    piece=_piece(opponent(seat), captors[0]),
                    written=f"D{name(move.origin)}x{name(move.target)}*",
                )
            )
        return _free(board, seat, move)
    foe = _attackable_foe(board, seat, move.target)
    return _banish(_free(board, seat, move), seat, foe, move.target, move.banish)


def _free(board: Board, seat: Seat, move: Rescue) -> Board:
    """The dragon on the citadel, and its builder placed where its owner chose."""
    arrived = board.with_piece(seat, DRAGON, move.target)
    _require_rescue_square(arrived, seat, move.placement)
    freed = arrived.with_piece(seat, BUILDER, move.placement)
    return replace(freed, captives=board.captives - {seat})


def _build(board: Board, move: Build) -> Board:
    seat = _mover(board, BUILDER, move.square)
    where = name(move.square)
    if board.dragon(seat) == move.square:
        raise IllegalMove(Message("game-draagostat-build-under-dragon", square=where))
    building = board.buildings[move.square]
    if building is not None and building.owner != seat:
        raise IllegalMove(
            Message("game-draagostat-build-on-foreign", square=where, building=building.describe())
        )
    height = board.height(move.square)
    if height == CITADEL:
        raise IllegalMove(Message("game-draagostat-citadel-permanent", square=where))
    if move.sign == "+":
        if height == 2:
            raise IllegalMove(Message("game-draagostat-no-third-story", square=where))
        if not board.pool(seat).stories:
            raise IllegalMove(Message("game-draagostat-no-stories-left"))
        return board.with_building(move.square, Building(seat, height + 1))
    if building is None:
        raise IllegalMove(Message("game-draagostat-no-story-there", square=where))
    if move.sign == "-":
        return board.with_building(move.square, _lowered(building))
    _require_conversion(board, seat, move.square)
    return board.with_building(move.square, Building(seat, CITADEL))


def _carry(board: Board, move: Carry) -> Board:
    seat = _mover(board, BUILDER, move.origin)
    origin, target = name(move.origin), name(move.target)
    if board.dragon(seat) == move.origin:
        raise IllegalMove(Message("game-draagostat-carry-under-dragon", square=origin))
    if board.buildings[move.origin] != Building(seat, 2):
        raise IllegalMove(
            Message("game-draagostat-carry-from", square=origin, height=_height(board, move.origin))
        )
    _require_orthogonal(move.origin, move.target, "carry")
    building = board.buildings[move.target]
    if building is not None:
        raise IllegalMove(
            Message("game-draagostat-carry-onto", square=target, building=building.describe())
        )
    for owner in (seat, opponent(seat)):
        for kind in board.pieces_on(move.target, owner):
            raise IllegalMove(
                Message(
                    "game-draagostat-carry-onto-piece", square=target, piece=_piece(owner, kind)
                )
            )
    story = Building(seat, 1)
    after = board.with_building(move.origin, story).with_building(move.target, story)
    return _builder_moved(after, seat, move.target)


# ---------------------------------------------------------------------- the checks


def _mover(board: Board, kind: PieceKind, square: int) -> Seat:
    """The side to move, once its `kind` is confirmed on `square` and free to act."""
    seat = board.to_move
    at = board.square_of(seat, kind)
    if at != square:
        raise IllegalMove(
            Message("game-draagostat-not-there", piece=kind, square=name(at), named=name(square))
        )
    if kind == BUILDER and board.is_captive(seat):
        raise IllegalMove(Message("game-draagostat-builder-captive", square=name(at)))
    return seat


def _require_orthogonal(origin: int, target: int, action: str) -> None:
    """`action` is what the builder does there: "step", "attack" or "carry"."""
    if target not in ORTHOGONAL[origin]:
        raise IllegalMove(
            Message(
                "game-draagostat-not-orthogonal",
                action=action,
                square=name(target),
                origin=name(origin),
            )
        )


def _refuse_foe(board: Board, seat: Seat, move: Step) -> None:
    """A plain move may not land on an opposing piece: that is an attack."""
    foes = board.pieces_on(move.target, opponent(seat))
    if foes:
        raise IllegalMove(
            Message(
                "game-draagostat-onto-foe",
                square=name(move.target),
                piece=_piece(opponent(seat), foes[0]),
                written=f"{move.piece}{name(move.origin)}x{name(move.target)}>",
            )
        )


def _refuse_own_captive(board: Board, seat: Seat, target: int) -> None:
    if board.is_captive(seat) and board.builder(seat) == target:
        raise IllegalMove(Message("game-draagostat-reach-captive", square=name(target)))


def _dragon_route(board: Board, origin: int, target: int, *, lightning: bool) -> str:
    """How the dragon gets there: "step", "flight" or (when allowed) "lightning"."""
    if target in ORTHOGONAL[origin]:
        return "step"
    if board.height(origin) == CITADEL and board.height(target) == CITADEL and origin != target:
        return "flight"
    if lightning and origin in CORNERS and target in CORNERS and origin != target:
        return "lightning"
    raise IllegalMove(
        Message("game-draagostat-dragon-route", origin=name(origin), square=name(target))
    )


def _attackable_foe(board: Board, seat: Seat, square: int) -> PieceKind:
    victim = opponent(seat)
    where = name(square)
    foes = board.pieces_on(square, victim)
    if not foes:
        raise IllegalMove(
            Message(
                "game-draagostat-nothing-to-attack", seat=seat_name(GAME_ID, victim), square=where
            )
        )
    if len(foes) == 2:
        raise IllegalMove(
            Message("game-draagostat-two-on-one", seat=seat_name(GAME_ID, victim), square=where)
        )
    if foes == [BUILDER] and board.is_captive(victim):
        raise IllegalMove(
            Message("game-draagostat-attack-captive", seat=seat_name(GAME_ID, victim), square=where)
        )
    return foes[0]


def _refuse_attack_between_opposing_buildings(
    board: Board, seat: Seat, origin: int, target: int
) -> None:
    """A builder that attacked onto an opposing building must next reach bare ground or
    its own building: it may attack off it, but never onto another opposing building."""
    standing, attacked = board.buildings[origin], board.buildings[target]
    if standing is None or standing.owner == seat:
        return
    if attacked is not None and attacked.owner != seat:
        raise IllegalMove(
            Message(
                "game-draagostat-off-foreign",
                standing=standing.describe(),
                origin=name(origin),
                square=name(target),
                building=attacked.describe(),
            )
        )


def _require_height(board: Board, origin: int, target: int) -> None:
    if board.height(target) > board.height(origin):
        raise IllegalMove(
            Message(
                "game-draagostat-attack-height",
                square=name(target),
                height=_height(board, target),
                own=_height(board, origin),
            )
        )


def _banish(board: Board, seat: Seat, foe: PieceKind, attacked: int, destination: int) -> Board:
    """Put the attacked piece where the attacker chose, if the rules allow it there."""
    where = name(destination)
    if destination == attacked:
        raise IllegalMove(Message("game-draagostat-must-leave", piece=foe, square=where))
    building = board.buildings[destination]
    if building is not None:
        raise IllegalMove(
            Message("game-draagostat-banish-building", square=where, building=building.describe())
        )
    for kind in board.pieces_on(destination, seat):
        raise IllegalMove(Message("game-draagostat-banish-own", square=where, piece=kind))
    return board.with_piece(opponent(seat), foe, destination)


def _take_captive(board: Board, seat: Seat, foe: PieceKind, attacked: int, citadel: int) -> Board:
    victim = opponent(seat)
    where = name(citadel)
    if foe != BUILDER:
        raise IllegalMove(Message("game-draagostat-captive-dragon", square=where))
    if board.pool(seat).citadels:
        raise IllegalMove(Message("game-draagostat-captive-one-citadel", square=where))
    if citadel == attacked:
        raise IllegalMove(Message("game-draagostat-captive-same-citadel", square=where))
    if board.dragon(victim) == citadel:
        raise IllegalMove(
            Message(
                "game-draagostat-captive-on-dragon", seat=seat_name(GAME_ID, victim), square=where
            )
        )
    moved = board.with_piece(victim, BUILDER, citadel)
    return replace(moved, captives=board.captives | {victim})


def _require_rescue_square(board: Board, seat: Seat, square: int) -> None:
    where = name(square)
    foes = board.pieces_on(square, opponent(seat))
    if foes:
        raise IllegalMove(
            Message(
                "game-draagostat-free-onto-foe",
                square=where,
                piece=_piece(opponent(seat), foes[0]),
            )
        )
    building = board.buildings[square]
    if building is not None and building.owner != seat:
        raise IllegalMove(
            Message(
                "game-draagostat-free-onto-building", square=where, building=building.describe()
            )
        )


def _require_conversion(board: Board, seat: Seat, square: int) -> None:
    where = name(square)
    if board.height(square) != 2:
        raise IllegalMove(Message("game-draagostat-convert-one-story", square=where))
    if not board.pool(seat).citadels:
        raise IllegalMove(Message("game-draagostat-no-citadels-left"))
    if seat in board.delayed:
        raise IllegalMove(Message("game-draagostat-citadel-delay"))
    if board.converted:
        raise IllegalMove(Message("game-draagostat-first-conversion"))
    centre_citadels = sum(1 for s in CENTRE if board.height(s) == CITADEL)
    if square in CENTRE and centre_citadels >= 2:
        raise IllegalMove(Message("game-draagostat-centre-freeze", square=where))


# ---------------------------------------------------------------------- small helpers


def _builder_moved(board: Board, seat: Seat, square: int) -> Board:
    """The builder moved by its own action, which also ends its citadel delay."""
    moved = board.with_piece(seat, BUILDER, square)
    return replace(moved, delayed=board.delayed - {seat})


def _lowered(building: Building) -> Building | None:
    """The building with its top story gone (back to its owner's pool)."""
    return Building(building.owner, building.height - 1) if building.height > 1 else None
