# The interface's texts of live play's module in English: the pack every other language's keys and variables are checked
# against (src/text/completeness.rs). Fluent syntax (projectfluent.org), the subset src/text/fluent.rs reads.

## src/live/dialog.rs

live-dialog-copy = Copy
live-dialog-share = Share…
live-dialog-qr-code-of-the-link = QR code of the link
live-dialog-too-long-for-a-qr = Too long for a QR code: send the text.
live-dialog-it-has-expired-ask-for = it has expired: ask for a new one
live-dialog-it-was-changed-or-cut = it was changed or cut: copy it whole
live-dialog-this-reply-answers-another-invite = This reply answers another invite (or was already used). Ask your friend to open your latest invite.
live-dialog-this-invite-was-already-used = This invite was already used on this device. Ask your friend for a new one.
live-dialog-your-friend = Your friend
live-dialog-no-clock = no clock
live-dialog-no-connection-yet-you-can = No connection yet. You can go on with this game by link instead: send it, your friend plays a move and sends it back. The game is kept here either way.
live-dialog-preparing-the-connection = Preparing the connection…
live-dialog-1-send-this-invite-to = 1. Send this invite to your friend (any chat app, or let them scan the code).
live-dialog-2-your-friend-sends-back = 2. Your friend sends back a reply: paste it here.
live-dialog-connect = Connect
live-dialog-not-now = Not now
live-dialog-accept = Accept
live-dialog-send-this-reply-back-to = Send this reply back to your friend. The game starts when they paste it.
live-dialog-connecting = Connecting…
live-dialog-no-path-between-the-two = No path between the two devices was found (a network that blocks it, or no server that helps). Go on with this game by link: send it, your friend plays a move and sends it back. Nothing is lost.
live-dialog-passing-the-reply-to-your = Passing the reply to your game's tab…
live-dialog-the-reply-reached-your-game = The reply reached your game's tab: go back to it. You can close this one.
live-dialog-no-game-of-this-browser = No game of this browser is waiting for this reply. Paste it where you made the invite:

## src/live/dialog.rs: messages with variables

live-dialog-invite-unusable = This invite cannot be used; your game is unchanged ({ $reason })
live-dialog-reply-unusable = This reply cannot be used ({ $reason })
live-dialog-connection-impossible = This browser could not set up the connection ({ $technology })
live-dialog-send-this-link-to = Send this link to your friend (any chat app, or let them scan the code). The game starts as soon as they accept: nothing to send back.
live-dialog-the-seat-is-taken = Another device already took the seat in this game.
live-dialog-no-relay-answered = No relay answered, or your friend's device did not. Ask your friend for a new invite.
live-dialog-offer = { $host } invites you to play { $variant } · you play { $side } · { $details }.
live-dialog-offer-resuming = { $offer } It resumes your game after ply { $plies }.

## src/live/invite.rs, src/live/sdp.rs: why an invite or reply cannot be read (after "cannot be used")

live-invite-error-version = it was made by another version of the app (format { $version })
live-invite-error-trailing-bytes = it has data after its end
live-invite-error-wrong-kind = this is a reply where an invite is expected, or the reverse
live-invite-error-variant = it names an unknown variant
live-invite-error-settings = its game settings are impossible
live-invite-error-options = its rules are impossible: { $error }
live-invite-error-clock = its clock is impossible
live-invite-error-name = a player's name in it is unreadable
live-invite-error-plies = it resumes an impossibly long game
live-invite-error-from-the-future = it is dated in the future (check the device's clock)
live-sdp-error-not-sdp = the connection data is not a session description
live-sdp-error-no-data-channel = the connection data does not describe one data channel
live-sdp-error-missing-credentials = the connection data has no ICE credentials
live-sdp-error-bad-credentials = the connection data's ICE credentials are invalid
live-sdp-error-missing-fingerprint = the connection data has no SHA-256 certificate fingerprint
live-sdp-error-missing-setup = the connection data has no valid DTLS role
live-sdp-error-no-candidates = the connection data has no usable network address
live-sdp-error-too-many-candidates = the connection data has too many network addresses
live-sdp-error-bad-candidate = a network address in the connection data is invalid
live-sdp-error-truncated = the connection data is cut short

# Reconnection and fallbacks
live-dialog-relays-failed = No relay answered. Your friend's screen now shows an invite: ask for it, then open it or paste it here.
live-dialog-friends-invite = Your friend's invite
live-dialog-or-by-link = Or go on with this game by link: send it, your friend plays a move and sends it back.

## src/live/lobby/view.rs: Play online, the lobby

lobby-public = Challenges and names here are public: anyone who reads these relays sees them.
lobby-needs-relays = The lobby needs relays. Choose the internet or your own relays in the Network preference, then open it again.
lobby-open-challenges = Open challenges
lobby-reaching-the-relays = Reaching the relays…
lobby-no-open-challenge = No open challenge yet. Post yours below.
lobby-no-name = (no name)
lobby-side-drawn = side drawn at the start
lobby-entry = { $variant } · { $side } · { $clock }
lobby-you-play = you play { $side }
lobby-just-posted = just posted
lobby-minutes-ago = posted { $minutes } min ago
lobby-play = Play
lobby-hide = Hide
lobby-names-hidden = Names hidden on this device: { $count }.
lobby-show-them-again = Show them again
lobby-waiting-for = Waiting for { $name } to answer…
lobby-taken = Another player took this challenge first. Choose another one.
lobby-unanswered = The player did not answer. Choose another challenge.
lobby-your-challenge = Your challenge
lobby-rules = Rules: { $rules }
lobby-usual-rules = the usual ones
lobby-posted = Your challenge is posted. It stays while this view is open; the game starts when someone plays it.
lobby-withdraw = Withdraw
lobby-post = Post the challenge

## Spectators
live-watch-link-label = Link for spectators
live-watch-heading = Watching a live game
live-watch-waiting = Waiting for the game…
# Spectators: turned away, or no answer.
live-watch-full = This game has as many spectators as it can take. Try again later.
live-watch-unanswered = The players' device does not answer: the game may be over, or no relay passes messages.
live-watch-retry = Try again
