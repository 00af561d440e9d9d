# Wyzwania (bot/challenges/): wpis z wyzwaniem, jego przyciski i odmowy.
challenge-to-anyone = { $challenger } wyzywa każdego chętnego na partię **{ $game }**.
challenge-to-anyone-with = { $challenger } wyzywa każdego chętnego na partię **{ $game }** ({ $details }).
challenge-to-member = { $challenger } wyzywa { $opponent } na partię **{ $game }**.
challenge-to-member-with = { $challenger } wyzywa { $opponent } na partię **{ $game }** ({ $details }).
challenge-detail-seat = gra jako { $seat }
challenge-time = { $per_move } na ruch
challenge-time-with-reserve = { $per_move } na ruch + { $reserve } rezerwy
challenge-expires = To wyzwanie wygasa { $when }.
challenge-expired = To wyzwanie wygasło bez odpowiedzi.
challenge-expired-notice = Wyzwanie od { $challenger } wygasło bez odpowiedzi.
challenge-posted = Twoje wyzwanie zostało opublikowane.
challenge-accept-button = Przyjmij
challenge-decline-button = Odrzuć
challenge-accepted-by = Przyjęte przez { $member }.
challenge-declined = Odrzucone.
challenge-withdrawn = Wycofane.
challenge-match-heading = **{ $game }**: { $players }
challenge-thread-name = { $game } · { $challenger } kontra { $opponent }

## Odmowy
challenge-no-bots = Boty tu nie grają: wyzwij członka serwera albo zagraj z komputerem poleceniem `/computer play`.
challenge-missing-permissions = Brakuje mi uprawnień na tym kanale: { $permissions }.
challenge-channel-busy = Tutaj trwa już partia (jej gracze mogą ją zakończyć poleceniem `/match resign`): wyzwij kogoś na innym kanale albo gdy się skończy.
challenge-yourself = Nie możesz wyzwać samego siebie; opublikuj otwarte wyzwanie.
challenge-already-waiting = Wyzwanie między wami już czeka na odpowiedź.
challenge-cooldown = Twoje poprzednie wyzwanie padło przed chwilą; spróbuj ponownie za { $seconds } s.
challenge-gone = To wyzwanie już nie istnieje.
challenge-own = Nie możesz przyjąć własnego wyzwania.
challenge-someone-else = To wyzwanie jest dla kogoś innego.
challenge-decline-not-yours = Tylko wyzwana osoba może odrzucić to wyzwanie.
challenge-not-here = Tego wyzwania nie ma na tym kanale.
challenge-settled = { $status ->
    [accepted] To wyzwanie zostało już przyjęte.
    [declined] To wyzwanie zostało już odrzucone.
    [expired] To wyzwanie już wygasło.
   *[withdrawn] To wyzwanie zostało już wycofane.
}
challenge-expired-refusal = To wyzwanie wygasło.
challenge-answered-first = Ktoś inny odpowiedział na to wyzwanie pierwszy.

## Uprawnienia, tak jak nazywa je Discord
permission-send-messages = Wysyłanie wiadomości
permission-attach-files = Załączanie plików
permission-embed-links = Osadzanie linków
permission-send-messages-in-threads = Wysyłanie wiadomości w wątkach
permission-create-public-threads = Tworzenie wątków publicznych
